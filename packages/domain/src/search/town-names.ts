import { normalizeSearchText } from './normalize';

/**
 * Other-language names of towns (the feed names them in Dutch, or in the town's own language), so a
 * French visitor typing 'Ostende' or an English one typing 'Bruges' finds them. Keyed by the feed's
 * name in search form; the region the agency works in first, then the cities visitors name in their
 * own language.
 */
const EXONYMS: Readonly<Record<string, readonly string[]>> = {
  oostende: ['Ostende', 'Ostend'],
  brugge: ['Bruges', 'Brügge'],
  gistel: ['Ghistelles'],
  oudenburg: ['Audenbourg'],
  torhout: ['Thourout'],
  diksmuide: ['Dixmude'],
  nieuwpoort: ['Nieuport'],
  koksijde: ['Coxyde'],
  'de panne': ['La Panne'],
  veurne: ['Furnes'],
  'de haan': ['Le Coq'],
  ieper: ['Ypres'],
  kortrijk: ['Courtrai'],
  roeselare: ['Roulers'],
  gent: ['Gand', 'Ghent'],
  antwerpen: ['Anvers', 'Antwerp'],
  brussel: ['Bruxelles', 'Brussels', 'Brüssel'],
  elsene: ['Ixelles'],
  leuven: ['Louvain', 'Löwen'],
  mechelen: ['Malines', 'Mecheln'],
  namur: ['Namen'],
  liege: ['Luik', 'Lüttich'],
  mons: ['Bergen'],
  tournai: ['Doornik'],
};

/** A town's names in search form: its own name first, then its names in other languages. */
export function townSearchNames(name: string | null | undefined): string[] {
  const own = normalizeSearchText(name);
  if (own === '') return [];
  return [own, ...(EXONYMS[own] ?? []).map((n) => normalizeSearchText(n)).filter((n) => n !== own)];
}
