/** The 404 screen is drawn by the segment's layout (it knows the path); this only marks the status. */
export default function NotFound() {
  return null;
}
