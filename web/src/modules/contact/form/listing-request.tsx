'use client';

import { useEffect, useState } from 'react';
import type { Locale, SubmittableForm } from '@coast/domain';
import { FormBody } from './visitor-form';
import type { FormTexts } from './texts';

interface ListingSummary {
  readonly id: number;
  readonly heading: string;
  readonly town: string;
}

export interface VisitorFormProps {
  readonly form: SubmittableForm;
  readonly locale: Locale;
  /** The thank-you page of each form this module may end on. */
  readonly thankYou: Partial<Record<SubmittableForm, string>>;
  /** Whether `?property=` names the listing: it turns a contact form into the listing request ('contact-me'); an offer and a rental application need it. */
  readonly listingFromQuery: boolean;
  readonly hidden: Readonly<Record<string, string>>;
  readonly texts: FormTexts;
}

/**
 * The contact module's form island. The page around it is cached for everyone, so the listing of a
 * request ("ask for information" on a listing opens the contact page with `?property=`) is learnt here,
 * in the browser: the listing is shown above the form and sent with it, and the form becomes the
 * listing request ('contact-me'), ending on its own thank-you page.
 */
export function VisitorForm({ form, locale, thankYou, listingFromQuery, hidden, texts }: VisitorFormProps) {
  const [listing, setListing] = useState<ListingSummary | null>(null);

  useEffect(() => {
    if (!listingFromQuery) return;
    const id = new URLSearchParams(window.location.search).get('property');
    if (!id || !/^\d{1,12}$/.test(id)) return;
    const controller = new AbortController();
    fetch(`/api/forms/listing/${id}/?lang=${locale}`, { signal: controller.signal })
      .then((r) => (r.ok ? (r.json() as Promise<ListingSummary & { found: boolean }>) : null))
      .then((found) => {
        if (found?.found) setListing({ id: found.id, heading: found.heading, town: found.town });
      })
      .catch(() => {});
    return () => controller.abort();
  }, [listingFromQuery, locale]);

  // An offer and a rental application are always about a listing: without one, the page says where to start.
  const aboutOne = form === 'purchase-offer' || form === 'rental-application';
  const effective: SubmittableForm = aboutOne ? form : listing ? 'contact-me' : form === 'contact-me' ? 'site-contact' : form;
  if (aboutOne && !listing)
    return <p className="form-listing form-listing--missing">{form === 'purchase-offer' ? texts.offerNeedsListing : texts.applicationNeedsListing}</p>;
  return (
    <div className="visitor-form-island">
      {listing ? (
        <p className="form-listing" data-listing={listing.id}>
          {texts.aboutListing}: <strong>{listing.heading}</strong>
          {listing.town ? `, ${listing.town}` : ''} ({texts.reference} {listing.id})
        </p>
      ) : null}
      <FormBody
        key={effective}
        form={effective}
        locale={locale}
        thankYouPath={thankYou[effective] ?? null}
        hidden={listing ? { ...hidden, propertyId: String(listing.id) } : hidden}
        texts={texts}
      />
    </div>
  );
}
