import type { Locale } from '@coast/domain';
import { t } from '@/i18n';

/** Shown on every preview screen, so nobody mistakes a draft for the published site. */
export function PreviewBanner({ locale, exitHref }: { locale: Locale; exitHref: string }) {
  return (
    <div className="preview-banner" role="status">
      <span>{t(locale, 'previewBanner')}</span>
      <a href={`/api/preview/exit/?to=${encodeURIComponent(exitHref)}`}>{t(locale, 'exitPreview')}</a>
    </div>
  );
}
