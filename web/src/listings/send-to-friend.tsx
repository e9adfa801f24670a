'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
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
const FormBody = dynamic(() => import('@/modules/contact/form/visitor-form').then((m) => m.FormBody), {
  ssr: false,
  loading: () => null,
});

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
        {open ? <FormBody form="send-to-friend" locale={locale} thankYouPath={thankYouPath} hidden={{ propertyId: String(externalId) }} texts={texts} /> : null}
      </div>
    </details>
  );
}
