'use client';

import { useId, useState, type ReactNode } from 'react';
import { formatNumber, type Locale } from '@coast/domain';
import type { FavouriteListing } from './favourite-listing';
import type { FavouritesTexts } from './texts';

interface Row {
  readonly key: string;
  readonly label: string;
  /** What is compared (null: unknown). */
  readonly value: (l: FavouriteListing) => string | number | null;
  /** How it shows; the value itself by default. */
  readonly cell?: (l: FavouriteListing) => ReactNode;
}

function rows(t: FavouritesTexts, locale: Locale): readonly Row[] {
  // Areas in the language's number format ('1.917 m²', '1 917 m²', '1,917 m²').
  const m2 = (value: number | null) => (value ? `${formatNumber(value, locale)} m²` : null);
  return [
    { key: 'price', label: t.rowPrice, value: (l) => l.price },
    { key: 'type', label: t.rowType, value: (l) => l.type },
    { key: 'town', label: t.rowTown, value: (l) => l.town },
    { key: 'bedrooms', label: t.rowBedrooms, value: (l) => l.bedrooms },
    { key: 'bathrooms', label: t.rowBathrooms, value: (l) => l.bathrooms },
    { key: 'surfaceLiving', label: t.rowSurfaceLiving, value: (l) => m2(l.surfaceLiving) },
    { key: 'surfaceGround', label: t.rowSurfaceGround, value: (l) => m2(l.surfaceGround) },
    { key: 'surfaceGarden', label: t.rowSurfaceGarden, value: (l) => m2(l.surfaceGarden) },
    {
      key: 'epcLabel',
      label: t.rowEpcLabel,
      value: (l) => l.epc?.text ?? null,
      cell: (l) =>
        l.epc ? (
          <span className="comparison__epc" style={{ backgroundColor: l.epc.color, color: l.epc.textColor }}>
            {l.epc.text}
          </span>
        ) : null,
    },
    { key: 'epcScore', label: t.rowEpcScore, value: (l) => (l.epcScore === null ? null : `${formatNumber(l.epcScore, locale)} kWh/m²`) },
    { key: 'costs', label: t.rowCosts, value: (l) => l.costs },
    { key: 'year', label: t.rowYear, value: (l) => l.constructionYear },
  ];
}

/**
 * Up to four favourites side by side: a photo and heading per column, one row per figure. A row whose
 * values are not all the same is marked (colour and the word 'differs' for screen readers), and can be
 * the only kind shown. On a phone the labels stay put and the listings scroll sideways.
 */
export function Comparison({
  listings,
  t,
  locale,
  headingId,
  onClose,
}: {
  listings: readonly FavouriteListing[];
  t: FavouritesTexts;
  locale: Locale;
  headingId: string;
  onClose: () => void;
}) {
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const toggleId = useId();
  const all = rows(t, locale).map((row) => {
    const values = listings.map((l) => row.value(l));
    return { row, differs: new Set(values.map((v) => String(v ?? ''))).size > 1 };
  });
  const shown = onlyDifferences ? all.filter((r) => r.differs) : all;
  return (
    <div className="comparison" data-compared={listings.map((l) => l.id).join(',')}>
      <div className="comparison__bar">
        <p className="comparison__toggle">
          <input id={toggleId} type="checkbox" checked={onlyDifferences} onChange={(e) => setOnlyDifferences(e.target.checked)} />
          <label htmlFor={toggleId}>{t.onlyDifferences}</label>
        </p>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t.closeCompare}
        </button>
      </div>
      <p className="comparison__hint">{t.scrollHint}</p>
      <div className="comparison__scroll" role="region" aria-labelledby={headingId} tabIndex={0}>
        <table className="comparison__table" style={{ ['--compared' as string]: listings.length }}>
          <caption className="visually-hidden">{t.compareCaption}</caption>
          <thead>
            <tr>
              <td className="comparison__corner" />
              {listings.map((l) => (
                <th key={l.id} scope="col" data-listing-id={l.id}>
                  <div className="comparison__photo">
                    {l.thumbnail ? (
                      // eslint-disable-next-line @next/next/no-img-element -- src and srcSet are already next/image's (from /api/favourites/)
                      <img src={l.thumbnail.src} srcSet={l.thumbnail.srcSet} width={l.thumbnail.width} height={l.thumbnail.height} alt="" loading="lazy" />
                    ) : null}
                  </div>
                  <a href={l.href} lang={l.headingLang ?? undefined}>
                    {l.heading}
                  </a>
                  <span className="comparison__ref">{l.id}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map(({ row, differs }) => (
              <tr key={row.key} data-row={row.key} className={differs ? 'comparison__row--differs' : undefined}>
                <th scope="row">
                  {row.label}
                  {differs ? <span className="comparison__differs"> ({t.differs})</span> : null}
                </th>
                {listings.map((l) => {
                  const value = row.value(l);
                  return <td key={l.id}>{value === null ? t.unknown : (row.cell?.(l) ?? value)}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
