import { connection } from 'next/server';

// Rendered on every request: what a per-request render costs with nothing to fetch.
export default async function Page() {
  await connection();
  return (
    <main>
      <h1>Floor</h1>
      <p>Rendered at {new Date().toISOString()}.</p>
    </main>
  );
}
