import { CONSENT_CATEGORIES } from '@coast/domain';
import { getCookieConsent } from '@/cms/consent';
import { ConsentSettingsButton } from '@/consent/settings-button';
import { CATEGORY_NAME_KEYS, consentTexts } from '@/consent/texts';
import type { Renderer } from '../types';
import type { CookieListModule } from './shape';

/**
 * Each of the five consent categories with its cookies (name, purpose, lifetime, who sets it), from the
 * CMS's cookie consent texts in the page's language: the same list the dialog shows. Ends with the
 * button that opens the cookie settings.
 */
export const CookieListModuleRenderer: Renderer<CookieListModule> = async ({ context }) => {
  const { locale, itemHeading: Heading } = context;
  const texts = await getCookieConsent(locale, context.preview);
  const t = (key: Parameters<typeof consentTexts>[1], ...values: string[]) => consentTexts(locale, key, ...values);
  return (
    <div className="cookie-list">
      {CONSENT_CATEGORIES.map((category) => {
        const described = texts?.categories.find((c) => c.category === category);
        const title = described?.title || t(CATEGORY_NAME_KEYS[category]);
        const cookies = described?.cookies ?? [];
        return (
          <section key={category} className="cookie-list__category" data-consent-category={category}>
            <Heading className="cookie-list__title">{title}</Heading>
            {described?.description ? <p>{described.description}</p> : null}
            {cookies.length ? (
              <div className="cookie-list__scroll" role="region" aria-label={t('tableCaption', title)} tabIndex={0}>
                <table className="cookie-list__table">
                  <caption className="visually-hidden">{t('tableCaption', title)}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('tableName')}</th>
                      <th scope="col">{t('tablePurpose')}</th>
                      <th scope="col">{t('tableLifetime')}</th>
                      <th scope="col">{t('tableParty')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {cookies.map((cookie, i) => (
                      <tr key={`${cookie.name}-${i}`}>
                        <th scope="row">
                          <code>{cookie.name}</code>
                        </th>
                        <td>{cookie.purpose}</td>
                        <td>{cookie.lifetime}</td>
                        <td>{cookie.party}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <p className="cookie-list__empty">{t('noCookies')}</p>
            )}
          </section>
        );
      })}
      <p>
        <ConsentSettingsButton label={t('changeChoice')} className="button" />
      </p>
    </div>
  );
};
