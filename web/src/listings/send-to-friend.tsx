'use client';

import { lazy, Suspense, useState } from 'react';
import type { Locale } from '@coast/domain';

interface Props {
  readonly locale: Locale;
  readonly externalId: number;
  readonly thankYouPath: string | null;
  readonly label: string;
}

// The form (react-hook-form, the schema, the captcha) is fetched only when the visitor opens the section.
const ListingForm = lazy(() => import('./listing-form').then((m) => ({ default: m.ListingForm })));

/**
 * Send to a friend, on the listing's page: a disclosure whose form (`send-to-friend`, the listing sent
 * as `propertyId`: the CMS builds the link in the friend's mail) is rendered only once opened.
 */
export function SendToFriend({ locale, externalId, thankYouPath, label }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <details className="send-to-friend" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="send-to-friend__summary">{label}</summary>
      <div className="send-to-friend__body">
        {open ? (
          <Suspense fallback={null}>
            <ListingForm form="send-to-friend" locale={locale} externalId={externalId} thankYouPath={thankYouPath} />
          </Suspense>
        ) : null}
      </div>
    </details>
  );
}
