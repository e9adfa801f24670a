import type { Locale } from '@coast/domain';
import type { SiteConfiguration } from '@/cms/types';
import { ConsentSettingsButton } from '@/consent/settings-button';
import { consentTexts } from '@/consent/texts';
import { t } from '@/i18n';
import { localizeHref, type PathTable } from '@/routing/path-table';
import { CmsImage, IMAGE_SIZES } from '@/ui/cms-image';
import { PhoneLink } from '@/ui/phone-link';
import { TextLines } from './text-lines';

/**
 * Footer: the public columns, the agency's legal data (BIV number and code of conduct), staff's links
 * (privacy, cookie policy, disclaimer and the pages no menu leads to), the copyright
 * line with the cookie settings, and the cookie consent dialog (the footer holds it).
 */
export function Footer({ config, table, locale }: { config: SiteConfiguration; table: PathTable; locale: Locale }) {
  const columns = config.footerColumns.filter((c) => c.isPublic);
  const agency = config.agency;
  return (
    <footer className="site-footer">
      {columns.length ? (
        <div className="container site-footer__columns">
          {columns.map((column, i) => (
            <section key={i} className="footer-column">
              {column.title ? <h2 className="footer-column__title">{column.title}</h2> : null}
              {column.intro ? <p className="footer-column__intro">{column.intro}</p> : null}
              {column.text ? <TextLines text={column.text} /> : null}
              {column.images.map((image) => (
                <div key={image.documentId} className="footer-column__image">
                  <CmsImage media={image} sizes={IMAGE_SIZES.half} />
                </div>
              ))}
            </section>
          ))}
        </div>
      ) : null}
      {agency ? (
        <div className="container site-footer__legal">
          <p>
            <strong>{agency.name}</strong>
            {agency.street ? ` · ${agency.street} ${agency.houseNumber}, ${agency.zip} ${agency.city}` : null}
            {agency.phone ? (
              <>
                {' · '}
                <PhoneLink phone={agency.phone} locale={locale} />
              </>
            ) : null}
            {agency.email ? (
              <>
                {' · '}
                <a href={`mailto:${agency.email}`}>{agency.email}</a>
              </>
            ) : null}
          </p>
          <p>
            {agency.bivNumber ? `${t(locale, 'bivNumber')}: ${agency.bivNumber.replace(/^BIV\s*/i, '')} · ${t(locale, 'bivCode')}` : null}
            {agency.vatNumber ? ` · ${t(locale, 'vatNumber')}: ${agency.vatNumber}` : null}
            {agency.supervisor ? ` · ${t(locale, 'supervisor')}: ${agency.supervisor}` : null}
          </p>
        </div>
      ) : null}
      {config.footerLinks.length ? (
        <nav className="container site-footer__links" aria-label={t(locale, 'footerLinksLabel')}>
          <ul>
            {config.footerLinks.map((link, index) => (
              <li key={index}>
                <a href={localizeHref(table, locale, link.url)} {...(link.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="site-footer__bottom">
        <p className="container">
          {config.copyright ? <span>{config.copyright} · </span> : null}
          <ConsentSettingsButton label={consentTexts(locale, 'settingsLink')} className="site-footer__cookie-settings" />
        </p>
      </div>
    </footer>
  );
}
