// Prerendered at build time: next start serves the stored HTML.
export default function Page() {
  return (
    <main>
      <h1>Floor</h1>
      <p>A page prerendered at build time.</p>
    </main>
  );
}
