'use client';

import { lazy, Suspense, useState } from 'react';
import type { Locale } from '@coast/domain';
import type { FormTexts } from '@/modules/contact/form/texts';

interface Props {
  readonly locale: Locale;
  readonly externalId: number;
  readonly thankYouPath: string | null;
  readonly label: string;
  readonly texts: FormTexts;
}

// The form (react-hook-form, the schema, the captcha) is fetched only when the visitor opens the section.
const FormBody = lazy(() => import('@/modules/contact/form/visitor-form').then((m) => ({ default: m.FormBody })));

/**
 * Send to a friend, on the listing's page: a disclosure whose form (`send-to-friend`, the listing sent
 * as `propertyId`: the CMS builds the link in the friend's mail) is rendered only once opened.
 */
export function SendToFriend({ locale, externalId, thankYouPath, label, texts }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <details className="send-to-friend" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="send-to-friend__summary">{label}</summary>
      <div className="send-to-friend__body">
        {open ? (
          <Suspense fallback={null}>
            <FormBody form="send-to-friend" locale={locale} thankYouPath={thankYouPath} hidden={{ propertyId: String(externalId) }} texts={texts} />
          </Suspense>
        ) : null}
      </div>
    </details>
  );
}
