import type { Locale } from '@coast/domain';
import { agencyName, getSiteConfiguration } from '@/cms/site';
import { LANGUAGE_NAMES, t } from '@/i18n';
import { getRoutingContext } from '@/routing/context';
import { homePath } from '@/routing/path-table';
import { CmsImage } from '@/ui/cms-image';
import { loginPath } from './login-paths';
import { LogoutButton } from './logout-button';
import { portalTexts } from './texts';

/**
 * The portal's header: the agency's logo and a link back to the site (its home page in the owner's
 * language), the same portal page in the other languages, and logout.
 */
export async function PortalHeader({ locale, externalId }: { readonly locale: Locale; readonly externalId?: number }) {
  const [{ settings, table }, config, login] = await Promise.all([getRoutingContext(), getSiteConfiguration(locale), loginPath(locale)]);
  const home = homePath(table, locale);
  const name = agencyName(config);
  const portalPath = (code: Locale) => `/portal/${code}/${externalId ? `${externalId}/` : ''}`;
  return (
    <header className="portal-header">
      <a href={home} className="portal-header__logo" aria-label={`${name}, ${t(locale, 'logoAlt')}`}>
        {config?.logo ? <CmsImage media={config.logo} sizes="200px" preload alt="" /> : <span>{name}</span>}
      </a>
      <a href={home} className="portal-header__site">
        {portalTexts(locale, 'backToSite')}
      </a>
      <nav className="portal-languages" aria-label={t(locale, 'chooseLanguage')}>
        <ul>
          {settings.enabled.map((code) => (
            <li key={code}>
              <a href={portalPath(code)} hrefLang={code} lang={code} aria-current={code === locale ? 'true' : undefined} title={LANGUAGE_NAMES[code]}>
                {code.toUpperCase()}
                <span className="visually-hidden"> {LANGUAGE_NAMES[code]}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <LogoutButton label={portalTexts(locale, 'logout')} loginPath={login} />
    </header>
  );
}
