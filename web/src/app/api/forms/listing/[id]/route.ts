import { listingHeading, toLocale } from '@coast/domain';
import { getProperty, getPropertyRoute } from '@/cms/properties';
import { townLine } from '@/listings/address';

/**
 * GET /api/forms/listing/{id}/?lang=: what a listing request's form shows of the listing it is about
 * (the form is part of a cached page and learns the listing from `?property=` in the browser): its
 * heading and town, and for a visit booking whether it is to let and the public figures the statements
 * of a rental visit are computed from (@coast/domain rentalAppointmentTerms).
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const locale = toLocale(new URL(request.url).searchParams.get('lang'));
  const externalId = /^\d{1,12}$/.test(id) ? Number(id) : null;
  const property = externalId === null ? null : await getPropertyRoute(externalId).catch(() => null);
  if (!property || !property.isInFeed) return Response.json({ found: false }, { status: 404 });
  const detail = await getProperty(property.externalId).catch(() => null);
  return Response.json({
    found: true,
    id: property.externalId,
    heading: listingHeading({ title: null, ...property }, locale),
    town: townLine(property),
    goal: property.goal,
    availability: property.availability,
    rental: detail ? { rent: detail.price, charges: detail.charges, inventoryCost: detail.inventoryCost, bedrooms: detail.bedrooms } : null,
  });
}
