/**
 * The framework's own cost of a page's size: prerendered pages of about `kb` kilobytes of HTML (the
 * inlined RSC payload included, as in every App Router page), made of cards like the site's. The bench
 * pairs each site page with the one nearest its size, so a ratio separates what the site adds from what
 * Next (or nginx, for the page as a file) costs for that many bytes. The cards' words are drawn from a
 * fixed seed, so the pages compress about as well as the site's (gzip to about a fifth), not to nothing.
 */
export const SIZES_KB = [8, 16, 24, 32, 48, 64, 80, 96, 112, 128, 144, 160, 192, 256];
// One card is about 1.5 KB of HTML and payload together; the empty page about 5 KB.
const CARD_BYTES = 1500;
const PAGE_BYTES = 4900;
const WORDS = (
  'woning villa appartement studio bouwgrond handelspand garage tuin terras zolder kelder keuken badkamer slaapkamer ' +
  'living veranda dak gevel zonnepanelen warmtepomp isolatie ramen parket tegels centrum zee strand duinen polder ' +
  'markt school station rustig gelegen ruim licht instapklaar gerenoveerd charmant modern klassiek energiezuinig ' +
  'gezinswoning nieuwbouw project opbrengst lift berging carport oprit omheind zuid west oost noord'
).split(' ');
const TOWNS = ['Gistel', 'Oostende', 'Middelkerke', 'Jabbeke', 'Oudenburg', 'Bredene', 'Ichtegem', 'Koekelare'];

/** A small fixed-seed generator (mulberry32): the same page on every build. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const dynamicParams = false;
export function generateStaticParams() {
  return SIZES_KB.map((kb) => ({ kb: String(kb) }));
}

export default async function Page({ params }) {
  const kb = Number((await params).kb);
  const cards = Math.max(0, Math.round((kb * 1024 - PAGE_BYTES) / CARD_BYTES));
  const next = random(kb);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const words = (n) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
  return (
    <main>
      <h1>{kb} KB</h1>
      <ul className="card-grid">
        {Array.from({ length: cards }, (_, i) => {
          const id = 4500000 + Math.floor(next() * 99999);
          const town = pick(TOWNS);
          return (
            <li key={id + '-' + i} className="card">
              <article className="property-card" data-listing-id={id}>
                <img src={`/uploads/listing_${id}_${Math.floor(next() * 1e8)}.jpg`} alt="" width="400" height="300" loading="lazy" />
                <h2 className="property-card__title">{words(3)}</h2>
                <p className="price">
                  <span className="price__amount">
                    € {Math.floor(next() * 900 + 100)}.{Math.floor(next() * 900 + 100)}
                  </span>
                </p>
                <p className="property-card__town">
                  {8000 + Math.floor(next() * 1000)} {town}
                </p>
                <p>{words(9)}</p>
                <a href={`/nl/te-koop/${town.toLowerCase()}/woning/${id}/`}>Ref. {id}</a>
              </article>
            </li>
          );
        })}
      </ul>
    </main>
  );
}
