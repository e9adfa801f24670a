'use client';

import { lazy, Suspense, useState } from 'react';
import type { Locale } from '@coast/domain';
import type { FormTexts } from '@/modules/contact/form/texts';

interface Props {
  readonly locale: Locale;
  readonly externalId: number;
  readonly texts: FormTexts;
}

// The form (react-hook-form, the schema, the captcha) is fetched only when the visitor opens the section.
const FormBody = lazy(() => import('@/modules/contact/form/visitor-form').then((m) => ({ default: m.FormBody })));

/**
 * "Documents by e-mail", under a listing's public documents: a disclosure (as send to a friend: native
 * keyboard and screen-reader behaviour, no focus trap, the page stays in view) whose form
 * (`document-request`, the listing sent as `propertyId`) is rendered only once opened. It ends in place
 * with its answer (sent, or already requested), not on a thank-you page: the visitor
 * stays on the listing.
 */
export function DocumentRequest({ locale, externalId, texts }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <details className="document-request" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="document-request__summary">{texts.requestDocuments}</summary>
      <div className="document-request__body">
        <p className="document-request__intro">{texts.requestDocumentsIntro}</p>
        {open ? (
          <Suspense fallback={null}>
            <FormBody form="document-request" locale={locale} thankYouPath={null} hidden={{ propertyId: String(externalId) }} texts={texts} />
          </Suspense>
        ) : null}
      </div>
    </details>
  );
}
