import { listingHeading, parseExternalId, toLocale } from '@coast/domain';
import { getListing, getListingRoute } from '@/cms/listings';
import { townLine } from '@/listings/address';

/**
 * GET /api/forms/listing/{externalId}/?lang=: what a listing request's form shows of the listing it is about
 * (the form is part of a cached page and learns the listing from `?property=` in the browser): its
 * heading and town, and for a visit booking whether it is to let and the public figures the statements
 * of a rental visit are computed from (@coast/domain rentalAppointmentTerms). The answer keeps `id` as
 * its key for the listing's externalId: a page's script from before a deploy still reads it.
 */
export async function GET(request: Request, { params }: { params: Promise<{ externalId: string }> }) {
  const externalId = parseExternalId((await params).externalId);
  const locale = toLocale(new URL(request.url).searchParams.get('lang'));
  const listing = externalId === null ? null : await getListingRoute(externalId).catch(() => null);
  if (!listing || !listing.isInFeed) return Response.json({ found: false }, { status: 404 });
  const detail = await getListing(listing.externalId).catch(() => null);
  return Response.json({
    found: true,
    id: listing.externalId,
    heading: listingHeading({ title: null, ...listing }, locale),
    town: townLine(listing),
    goal: listing.goal,
    availability: listing.availability,
    rental: detail ? { rent: detail.price, charges: detail.charges, inventoryCost: detail.inventoryCost, bedrooms: detail.bedrooms } : null,
  });
}
