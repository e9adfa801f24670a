import { isLocale } from '@coast/domain/i18n';
import { dialogTranslation } from '@/consent/dialog-texts';
import { settingsTranslation } from '@/consent/consent-texts';

/** The same for every visitor; a publish shows within the minute (the CMS's texts come from the data cache, expired by its webhook). */
const CACHE_OK = 'public, max-age=60, stale-while-revalidate=300';

/**
 * The cookie settings' texts in a language, for the dialog library (src/consent/dialog.ts). Not in every
 * page: they are fetched when a visitor opens the settings. When the CMS cannot be reached, the site's
 * own standard texts: the settings, and with them withdrawing consent, must always open.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return Response.json({ error: 'unknown language' }, { status: 404 });
  try {
    return Response.json(await settingsTranslation(locale), { headers: { 'cache-control': CACHE_OK } });
  } catch {
    return Response.json(dialogTranslation(null, locale, null), { headers: { 'cache-control': 'no-store' } });
  }
}
