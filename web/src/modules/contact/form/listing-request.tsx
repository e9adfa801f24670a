'use client';

import { useEffect, useMemo, useState } from 'react';
import { parseExternalId, type Locale, type RentalFacts, type SubmittableForm } from '@coast/domain';
import { readDraft } from './form-draft';
import { rentalStatementFields } from './rental-statements';
import { searchPrefill, type ZoneOption } from './search-prefill';
import { FormBody } from './visitor-form';
import type { FormTexts } from './texts';

interface ListingSummary {
  readonly externalId: number;
  readonly heading: string;
  readonly town: string;
  readonly goal?: string;
  /** The public figures a rental visit's statements are computed from (null: the site could not read them). */
  readonly rental?: RentalFacts | null;
}

export interface VisitorFormProps {
  readonly form: SubmittableForm;
  readonly locale: Locale;
  /** The thank-you page of each form this module may end on. */
  readonly thankYou: Partial<Record<SubmittableForm, string>>;
  /** Whether `?property=` names the listing: it turns a contact form into the listing request ('contact-me'); an offer, a visit booking and a rental application need it. */
  readonly listingFromQuery: boolean;
  readonly hidden: Readonly<Record<string, string>>;
  readonly texts: FormTexts;
  /** A search registration's towns (the towns with listings, from the CMS). */
  readonly zoneOptions?: readonly ZoneOption[];
  /** What the visitor put in the form's markup before this code ran (visitor-form-loader.tsx). */
  readonly typed?: Readonly<Record<string, unknown>>;
}

/**
 * The contact module's form island. The page around it is cached for everyone, so the listing of a
 * request ("ask for information" on a listing opens the contact page with `?property=`) is learnt here,
 * in the browser: the listing is shown above the form and sent with it, and the form becomes the
 * listing request ('contact-me'), ending on its own thank-you page.
 */
export function VisitorForm({ form, locale, thankYou, listingFromQuery, hidden, texts, zoneOptions, typed }: VisitorFormProps) {
  const [listing, setListing] = useState<ListingSummary | null>(null);
  // A search registration opened from a list ("register this search") starts with the list's filters.
  const [initial, setInitial] = useState<Record<string, unknown> | null>(null);
  // What the visitor typed in this form earlier in the tab (on this page in another language): this
  // component only ever mounts in the browser (visitor-form-loader.tsx), so it is read at once.
  const [draft] = useState(() => readDraft(form));
  useEffect(() => {
    if (form !== 'demand-register') return;
    const values = searchPrefill(new URLSearchParams(window.location.search), zoneOptions ?? []);
    // Read once after hydration: the cached page cannot know the visitor's query.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (Object.keys(values).length) setInitial(values);
  }, [form, zoneOptions]);
  const optionsFor = useMemo(() => (zoneOptions ? { zones: zoneOptions.map(({ value, label }) => ({ value, label })) } : undefined), [zoneOptions]);

  useEffect(() => {
    if (!listingFromQuery) return;
    const externalId = parseExternalId(new URLSearchParams(window.location.search).get('property') ?? '');
    if (externalId === null) return;
    const controller = new AbortController();
    fetch(`/api/forms/listing/${externalId}/?lang=${locale}`, { signal: controller.signal })
      .then((r) => (r.ok ? (r.json() as Promise<Omit<ListingSummary, 'externalId'> & { found: boolean; id: number }>) : null))
      .then((found) => {
        if (found?.found) setListing({ externalId: found.id, heading: found.heading, town: found.town, goal: found.goal, rental: found.rental });
      })
      .catch(() => {});
    return () => controller.abort();
  }, [listingFromQuery, locale]);

  // A visit of a rent listing adds the tenant's four statements, worded with the listing's figures.
  const rental = form === 'contact-appointment' && listing?.goal === 'rent';
  const extraFields = useMemo(() => (rental && listing ? rentalStatementFields(locale, listing.rental ?? {}) : []), [rental, listing, locale]);

  // An offer, a visit booking and a rental application are always about a listing: without one, the page says where to start.
  const booking = form === 'contact-appointment';
  const aboutOne = form === 'purchase-offer' || booking || form === 'rental-application';
  const effective: SubmittableForm = aboutOne ? form : listing ? 'contact-me' : form === 'contact-me' ? 'site-contact' : form;
  if (aboutOne && !listing) {
    const missing = form === 'purchase-offer' ? texts.offerNeedsListing : booking ? texts.appointmentNeedsListing : texts.applicationNeedsListing;
    return <p className="form-listing form-listing--missing">{missing}</p>;
  }
  const listingHidden = listing ? { propertyId: String(listing.externalId), ...(booking ? { rentalListing: String(rental) } : {}) } : {};
  return (
    <div className="visitor-form-island">
      {listing ? (
        <p className="form-listing" data-listing-id={listing.externalId}>
          {booking ? texts.appointmentAbout : texts.aboutListing}: <strong>{listing.heading}</strong>
          {listing.town ? `, ${listing.town}` : ''} ({texts.reference} {listing.externalId})
        </p>
      ) : null}
      <FormBody
        key={initial ? `${effective}-prefilled` : effective}
        optionsFor={optionsFor}
        initial={initial || typed || draft ? { ...initial, ...draft, ...typed } : undefined}
        form={effective}
        locale={locale}
        thankYouPath={thankYou[effective] ?? null}
        hidden={{ ...hidden, ...listingHidden }}
        texts={texts}
        extraFields={extraFields}
        draftKey={form}
      />
    </div>
  );
}
