import { displayPhone, type Locale } from '@coast/domain';
import { getSiteConfiguration } from '@/cms/site';
import { t } from '@/i18n';
import { brochureFileName, brochurePath } from './load-brochure';
import { brochureTexts } from './texts';

/** A page icon with an arrow down; drawn here so the shared icon set stays as it is. */
function DownloadIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M11 3h2v9.2l3.6-3.6 1.4 1.4-6 6-6-6 1.4-1.4 3.6 3.6zM4 18h16v2H4z" />
    </svg>
  );
}

/**
 * The listing page's brochure parts: the link to the PDF brochure (shown on screen) and the agency's
 * contact for the printed page (print.css shows it only on paper, where the footer is left out). Only
 * on the page of a listing on offer, the only one that has a brochure.
 */
export async function ListingBrochure({ externalId, locale }: { readonly externalId: number; readonly locale: Locale }) {
  const agency = (await getSiteConfiguration(locale))?.agency;
  return (
    <>
      <div className="brochure-download">
        <a
          className="button button--ghost button--block"
          href={brochurePath(externalId, locale)}
          download={brochureFileName(externalId, locale)}
          type="application/pdf"
        >
          <DownloadIcon /> {brochureTexts(locale, 'download')}
        </a>
        <p className="brochure-download__hint">{brochureTexts(locale, 'downloadHint')}</p>
      </div>
      {agency ? (
        <address className="print-agency">
          <strong className="print-agency__title">{brochureTexts(locale, 'contact')}</strong>
          <span>{agency.name}</span>
          {agency.street ? <span>{`${agency.street} ${agency.houseNumber}, ${agency.zip} ${agency.city}`.trim()}</span> : null}
          {agency.phone ? <span>{`${t(locale, 'phone')}: ${displayPhone(agency.phone, locale)}`}</span> : null}
          {agency.email ? <span>{`${t(locale, 'email')}: ${agency.email}`}</span> : null}
        </address>
      ) : null}
    </>
  );
}
