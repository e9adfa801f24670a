import type { Core } from '@strapi/strapi';
import {
  LISTING_FACT_SOURCES,
  PRICE_DERIVED_AMOUNTS,
  publicListingFacts,
  type ListingFacts,
  type PriceDerivedAmount,
  type PublicListingFacts,
} from '@coast/domain';

const PROPERTY = 'api::property.property';
const BATCH = 500;

type Row = Record<string, unknown> & { id: number };

const PUBLIC_FACTS: readonly (keyof PublicListingFacts)[] = [
  'price',
  'street',
  'houseNumber',
  'boxNr',
  'latitude',
  'longitude',
  ...(Object.keys(PRICE_DERIVED_AMOUNTS) as PriceDerivedAmount[]),
];

/** Stored decimals come back as numbers (SQLite) or strings (PostgreSQL): 36480 and '36480.00' are the same amount. */
function sameValue(stored: unknown, derived: unknown): boolean {
  if ((stored ?? null) === null || (derived ?? null) === null) return (stored ?? null) === (derived ?? null);
  if (typeof stored === 'string' && typeof derived === 'string') return stored === derived;
  return Number(stored) === Number(derived);
}

/**
 * On every start, the public facts of every stored listing are derived again from its private values
 * (the rule of @coast/domain publicListingFacts), so a database written by older code or older rules is
 * fixed without a new import: the importer skips unchanged listings. A database from before the
 * price's amounts became private holds the feed's amounts in the public columns: they are moved to
 * their private ones first (a private amount is never empty while its public one is set otherwise).
 */
export async function rederiveListingFacts(strapi: Core.Strapi): Promise<number> {
  const query = strapi.db.query(PROPERTY);
  let fixed = 0;
  for (let offset = 0; ; offset += BATCH) {
    const rows = (await query.findMany({
      select: ['id', ...LISTING_FACT_SOURCES, ...PUBLIC_FACTS],
      orderBy: { id: 'asc' },
      offset,
      limit: BATCH,
    })) as Row[];
    for (const row of rows) {
      const moved: Record<string, unknown> = {};
      for (const [name, feed] of Object.entries(PRICE_DERIVED_AMOUNTS)) {
        if ((row[feed] ?? null) === null && (row[name] ?? null) !== null) moved[feed] = row[name];
      }
      const derived: PublicListingFacts = publicListingFacts({ ...row, ...moved } as ListingFacts);
      const changed = Object.fromEntries(PUBLIC_FACTS.filter((name) => !sameValue(row[name], derived[name])).map((name) => [name, derived[name]]));
      if (!Object.keys(moved).length && !Object.keys(changed).length) continue;
      await query.update({ where: { id: row.id }, data: { ...moved, ...changed } });
      fixed += 1;
    }
    if (rows.length < BATCH) return fixed;
  }
}
