/**
 * The root segment's fallback, which Next writes into every page's flight data (its built-in one is 1 KB
 * of inline styles). Not shown: each screen answers its own 404 inside the site's layout, and a path no
 * route matches gets global-not-found.tsx.
 */
export default function RootNotFound() {
  return <p lang="en">404</p>;
}
