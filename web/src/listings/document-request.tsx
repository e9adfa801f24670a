'use client';

import { lazy, Suspense, useState } from 'react';
import type { Locale } from '@coast/domain';

interface Props {
  readonly locale: Locale;
  readonly externalId: number;
  /** The disclosure's own label and lead (the form's texts come with its code). */
  readonly summary: string;
  readonly intro: string;
}

// The form (react-hook-form, the schema, the captcha) is fetched only when the visitor opens the section.
const ListingForm = lazy(() => import('./listing-form').then((m) => ({ default: m.ListingForm })));

/**
 * "Documents by e-mail", under a listing's public documents: a disclosure (as send to a friend: native
 * keyboard and screen-reader behaviour, no focus trap, the page stays in view) whose form
 * (`document-request`, the listing sent as `propertyId`) is rendered only once opened. It ends in place
 * with its answer (sent, or already requested), not on a thank-you page: the visitor
 * stays on the listing.
 */
export function DocumentRequest({ locale, externalId, summary, intro }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <details className="document-request" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="document-request__summary">{summary}</summary>
      <div className="document-request__body">
        <p className="document-request__intro">{intro}</p>
        {open ? (
          <Suspense fallback={null}>
            <ListingForm form="document-request" locale={locale} externalId={externalId} thankYouPath={null} />
          </Suspense>
        ) : null}
      </div>
    </details>
  );
}
