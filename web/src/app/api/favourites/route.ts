import { getImageProps } from 'next/image';
import { availabilityLabel, feedValue, formatEuro, listingHeadingText, priceDisplay, type Locale } from '@coast/domain';
import { getFavouriteListings, type FavouriteRow } from '@/cms/favourites';
import { pictureSource } from '@/cms/media';
import { pictureInputs } from '@/ui/image-path';
import type { FavouriteListing, FavouritesAnswer } from '@/favourites/favourite-listing';
import { MAX_FAVOURITES } from '@/favourites/store';
import { favouritesTexts } from '@/favourites/texts';
import { isClosed } from '@/listings/availability';
import { placeLine } from '@/listings/address';
import { listingEpc } from '@/listings/epc-badge';
import { listingPath } from '@/routing/listing-url';
import { currentAnswerSettings } from '@/search/answer-settings';
import { readableTextColor } from '@/ui/contrast';

/** The card's photo: 400 wide at 3:2 (next/image gives the 1x and 2x addresses). */
const THUMBNAIL = { width: 400, height: 267 } as const;
/** The answer depends on its URL and the published listings only. */
const CACHE_OK = 'public, max-age=60, stale-while-revalidate=300';

const whole = (value: number | null) => (value ? Math.round(value) : null);

function toFavourite(p: FavouriteRow, locale: Locale, href: string): FavouriteListing {
  const heading = listingHeadingText(p, locale);
  const type = feedValue(p.typeDescription, locale) ?? feedValue(p.mainTypeName, locale);
  const epc = listingEpc(p);
  const badge =
    p.availability === 'for_sale' || p.availability === 'for_rent'
      ? (feedValue(p.marqueeName, locale)?.text ?? null)
      : availabilityLabel(p.availability, locale);
  const costAmount = p.goal === 'rent' ? p.charges : p.totalCosts;
  const cost = costAmount ? formatEuro(costAmount, locale) : null;
  const thumbnail = p.thumbnail
    ? (() => {
        const { props } = getImageProps({ ...pictureInputs(pictureSource(p.thumbnail.url)), alt: '', ...THUMBNAIL, sizes: undefined });
        return { src: props.src, srcSet: props.srcSet, ...THUMBNAIL };
      })()
    : null;
  return {
    id: p.externalId,
    href,
    heading: heading.text,
    headingLang: heading.lang === locale ? null : heading.lang,
    thumbnail,
    badge,
    closed: isClosed(p.availability),
    price: priceDisplay(p, locale).text,
    type: type?.text ?? heading.text,
    town: placeLine(p, locale),
    bedrooms: p.bedrooms,
    bathrooms: p.bathrooms,
    surfaceLiving: whole(p.surfaceLiving),
    surfaceGround: whole(p.surfaceGround),
    surfaceGarden: whole(p.surfaceGarden),
    epc: epc?.text && epc.color ? { text: epc.text, color: epc.color, textColor: readableTextColor(epc.color) } : null,
    epcScore: epc?.value ?? null,
    costs: cost ? favouritesTexts(locale, p.goal === 'rent' ? 'charges' : 'totalCosts', cost) : null,
    constructionYear: p.constructionYear,
  };
}

/** The ids of `?ids=12,34`: whole positive numbers, each once, at most MAX_FAVOURITES; null when malformed. */
function readIds(raw: string | null): number[] | null {
  if (!raw) return [];
  const parts = raw.split(',');
  if (parts.length > MAX_FAVOURITES) return null;
  const ids = parts.map((part) => (/^\d{1,9}$/.test(part.trim()) ? Number(part.trim()) : NaN));
  return ids.every((id) => Number.isSafeInteger(id) && id > 0) ? [...new Set(ids)] : null;
}

/**
 * The favourites page's data (JSON): GET /api/favourites/?ids=4512,4498&lang=fr gives those listings
 * as cards in the asked language, in the asked order, and the ids no longer in the feed (or unknown).
 * The ids come from the visitor's browser; nothing is stored and no cookie is read. Sold and rented
 * listings stay (with their banner): they are still in the feed.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const ids = readIds(params.get('ids'));
  if (!ids)
    return Response.json(
      { error: `ids: up to ${MAX_FAVOURITES} listing references, separated by commas` },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    );
  try {
    const [{ table, localeOf }, rows] = await Promise.all([currentAnswerSettings(), getFavouriteListings(ids)]);
    const locale = localeOf(params.get('lang'));
    const byId = new Map(rows.filter((row) => row.isInFeed && row.availability !== 'unavailable').map((row) => [row.externalId, row]));
    const answer: FavouritesAnswer = {
      listings: ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toFavourite(row, locale, listingPath(table, row, locale))] : [];
      }),
      gone: ids.filter((id) => !byId.has(id)),
    };
    return Response.json(answer, { headers: { 'Cache-Control': CACHE_OK } });
  } catch (error) {
    console.error('[favourites]', error);
    return Response.json({ error: 'favourites are unavailable' }, { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '10' } });
  }
}
