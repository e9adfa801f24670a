'use client';

import type { ReactNode } from 'react';

/** [id (also `data-fact`), label, value] */
export type FactRow = readonly [id: string, label: string, value: ReactNode];

/**
 * A fact group's label/value pairs as a client template over data: a listing's page shows some forty
 * of them, and as tuples they are a quarter of their elements' size in the page's flight data.
 */
export function FactList({ rows }: { readonly rows: readonly FactRow[] }) {
  return (
    <dl className="facts__list">
      {rows.map(([id, label, value]) => (
        <div key={id} className="facts__item" data-fact={id}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
