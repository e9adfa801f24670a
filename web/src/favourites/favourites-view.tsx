'use client';

import { useId, useRef, useState } from 'react';
import type { Locale } from '@coast/domain';
import { Icon } from '@/ui/icon';
import { useHydrated } from '@/ui/use-hydrated';
import { Comparison } from './comparison';
import { FavouriteButton } from './favourite-button';
import type { FavouriteListing } from './favourite-listing';
import { MAX_COMPARED, removeFavourite } from './store';
import type { FavouritesTexts } from './texts';
import { useFavouriteListings } from './use-favourite-listings';
import { useFavourites } from './use-favourites';

interface Props {
  readonly locale: Locale;
  readonly t: FavouritesTexts;
  /** One below the module's title. */
  readonly itemHeading: 'h2' | 'h3' | 'h4' | 'h5';
}

/** `?compare=12,34`: the comparison shown when the page opens (a link or the back button). */
const COMPARE_PARAM = 'compare';

function readCompared(): number[] {
  const raw = new URLSearchParams(window.location.search).get(COMPARE_PARAM);
  return (raw ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0)
    .slice(0, MAX_COMPARED);
}

function writeCompared(ids: readonly number[]) {
  const params = new URLSearchParams(window.location.search);
  params.delete(COMPARE_PARAM);
  // Commas as they are ('?compare=12,34'): the address stays readable when shared.
  const query = [params.toString(), ids.length ? `${COMPARE_PARAM}=${ids.join(',')}` : ''].filter(Boolean).join('&');
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
}

const fill = (template: string, value: string | number) => template.replace('{0}', String(value));

function Card({
  listing: l,
  t,
  Heading,
  compared,
  canCompare,
  onCompare,
}: {
  listing: FavouriteListing;
  t: FavouritesTexts;
  Heading: Props['itemHeading'];
  compared: boolean;
  canCompare: boolean;
  onCompare: (on: boolean) => void;
}) {
  const compareId = useId();
  return (
    <article className="property-card favourite-card" data-listing-id={l.id}>
      <div className="property-card__media">
        {l.thumbnail ? (
          // eslint-disable-next-line @next/next/no-img-element -- src and srcSet are already next/image's (from /api/favourites/)
          <img
            className="favourite-card__photo"
            src={l.thumbnail.src}
            srcSet={l.thumbnail.srcSet}
            width={l.thumbnail.width}
            height={l.thumbnail.height}
            alt=""
            loading="lazy"
          />
        ) : (
          <span className="media-missing" aria-hidden="true">
            <Icon name="home" size={40} />
          </span>
        )}
        {l.badge ? <span className={`badge badge--${l.closed ? 'closed' : 'marquee'}`}>{l.badge}</span> : null}
        <FavouriteButton externalId={l.id} label={t.save} />
      </div>
      <div className="property-card__body">
        <p className="price">{l.price}</p>
        <Heading className="property-card__title">
          <a href={l.href} className="stretched-link" lang={l.headingLang ?? undefined}>
            {l.heading}
          </a>
        </Heading>
        <p className="property-card__town">
          <Icon name="pin" size={16} /> {l.town}
        </p>
        <p className="favourite-card__compare">
          <input id={compareId} type="checkbox" checked={compared} disabled={!compared && !canCompare} onChange={(e) => onCompare(e.target.checked)} />
          <label htmlFor={compareId}>
            {t.compareLabel}
            <span className="visually-hidden">
              : {l.heading} {l.id}
            </span>
          </label>
        </p>
      </div>
    </article>
  );
}

/**
 * The favourites page's island: the stored favourites as cards (current data from /api/favourites/),
 * a line for each one that left the offer, and the choice of up to four to compare side by side.
 */
export function FavouritesView({ locale, t, itemHeading }: Props) {
  const hydrated = useHydrated();
  const ids = useFavourites();
  const { entries, failed, loading } = useFavouriteListings(ids, locale, hydrated);
  // A link with ?compare= opens the comparison at once (read while hydrating: the first render shows 'loading' anyway).
  const [compared, setCompared] = useState<number[]>(() => (typeof window === 'undefined' ? [] : readCompared()));
  const [showing, setShowing] = useState(() => compared.length > 1);
  const headingId = useId();
  const comparisonHeading = useRef<HTMLHeadingElement>(null);

  const listed = (entries ?? []).flatMap((e) => (e.state === 'listed' ? [e.listing] : []));
  const gone = (entries ?? []).flatMap((e) => (e.state === 'gone' ? [e.id] : []));
  // Only favourites still listed can be compared (one removed meanwhile drops out).
  const comparedListings = compared.flatMap((id) => listed.find((l) => l.id === id) ?? []);
  const comparing = showing && comparedListings.length > 1;

  const choose = (id: number, on: boolean) => {
    const next = on ? [...compared.filter((x) => x !== id), id].slice(0, MAX_COMPARED) : compared.filter((x) => x !== id);
    setCompared(next);
    if (showing) writeCompared(next);
  };
  const open = () => {
    setShowing(true);
    writeCompared(comparedListings.map((l) => l.id));
    requestAnimationFrame(() => comparisonHeading.current?.focus());
  };
  const close = () => {
    setShowing(false);
    writeCompared([]);
  };

  if (!hydrated || (entries === null && !failed)) {
    return (
      <p className="favourites__status" role="status">
        {t.loading}
      </p>
    );
  }
  if (!ids.length) return <p className="favourites__status favourites__status--empty">{t.empty}</p>;

  const Heading = itemHeading;
  return (
    <div className="favourites">
      <p className="favourites__status" role="status">
        {failed ? t.failed : loading ? t.loading : ids.length === 1 ? t.countOne : fill(t.count, ids.length)}
      </p>
      {gone.length ? (
        <ul className="favourites__gone">
          {gone.map((id) => (
            <li key={id} data-gone={id}>
              <span>{fill(t.gone, id)}</span>{' '}
              <button type="button" className="button button--ghost button--small" aria-label={fill(t.removeNamed, id)} onClick={() => removeFavourite(id)}>
                {t.remove}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {listed.length ? (
        <>
          <div className="card-grid favourites__grid">
            {listed.map((listing) => (
              <Card
                key={listing.id}
                listing={listing}
                t={t}
                Heading={Heading}
                compared={compared.includes(listing.id)}
                canCompare={compared.length < MAX_COMPARED}
                onCompare={(on) => choose(listing.id, on)}
              />
            ))}
          </div>
          {listed.length > 1 ? (
            <div className="favourites__compare-bar">
              <p>{compared.length >= MAX_COMPARED ? t.compareFull : t.compareHint}</p>
              <button type="button" className="button" disabled={comparedListings.length < 2} onClick={open}>
                {fill(t.compareButton, comparedListings.length)}
              </button>
            </div>
          ) : null}
        </>
      ) : null}
      {comparing ? (
        <div className="favourites__comparison">
          <Heading id={headingId} ref={comparisonHeading} tabIndex={-1} className="favourites__comparison-title">
            {t.compareTitle}
          </Heading>
          <Comparison listings={comparedListings} t={t} locale={locale} headingId={headingId} onClose={close} />
        </div>
      ) : null}
    </div>
  );
}
