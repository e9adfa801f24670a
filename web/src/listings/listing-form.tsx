import type { Locale } from '@coast/domain';
import { textsForForm, type LISTING_PAGE_FORMS } from '@/modules/contact/form/texts';
import { FormBody } from '@/modules/contact/form/visitor-form';

interface Props {
  readonly form: (typeof LISTING_PAGE_FORMS)[number];
  readonly locale: Locale;
  readonly externalId: number;
  readonly thankYouPath: string | null;
}

/**
 * A listing's own form (documents by e-mail, send to a friend), loaded when its disclosure is first
 * opened: its interface texts come with its code, not in every listing page's HTML and flight data.
 */
export function ListingForm({ form, locale, externalId, thankYouPath }: Props) {
  return <FormBody form={form} locale={locale} thankYouPath={thankYouPath} hidden={{ propertyId: String(externalId) }} texts={textsForForm(locale, form)} />;
}
