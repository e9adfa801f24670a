import { isLocale } from '@coast/domain/i18n';
import { settingsTranslation } from '@/consent/consent-texts';

/**
 * The cookie settings' texts in a language, for the dialog library (src/consent/dialog.ts). Not in every
 * page: only a visitor who answers the question or opens the settings needs them. The same for
 * everybody; the CMS's texts come from the data cache, expired by its webhook.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return Response.json({ error: 'unknown language' }, { status: 404 });
  return Response.json(await settingsTranslation(locale));
}
