import type { Metadata } from 'next';
import './styles/site.css';

export const metadata: Metadata = { title: 'Not found | Page introuvable | Niet gevonden', robots: { index: false } };

/**
 * Paths that reach no route at all: only the site's own prefixes (/api/..., see NON_CMS_PREFIXES),
 * since src/proxy.ts sends every other path to the CMS route, whose 404 screen is the real one.
 */
export default function GlobalNotFound() {
  return (
    <html lang="nl">
      <body>
        <main id="content" className="container status-screen">
          <h1>Niet gevonden</h1>
          <p className="status-screen__text">
            <a href="/">Kustvastgoed</a>
          </p>
        </main>
      </body>
    </html>
  );
}
