import { isContactForm, isSubmittableForm, SUBMITTABLE_FORMS, type ContactForm, type SubmittableForm } from '@coast/domain';
import { t } from '@/i18n';
import { thankYouPath } from '@/routing/thank-you-path';
import { Icon } from '@/ui/icon';
import { PhoneLink } from '@/ui/phone-link';
import type { Renderer } from '../types';
import { VisitorFormLoader as VisitorForm } from './form/visitor-form-loader';
import { textsForForm } from './form/texts';
import { OwnerLoginLoader as OwnerLogin } from '@/owner/owner-login-loader';
import { getCities } from '@/cms/listings';
import type { ZoneOption } from './form/search-prefill';
import { ownerTexts } from '@/owner/texts';
import type { ContactModule } from './shape';

/** The towns a search can be registered for: those with listings (the CMS's list, read with the page and cached with it). */
async function zoneOptions(): Promise<ZoneOption[]> {
  const cities = await getCities('all');
  return [...cities]
    .sort((a, b) => a.name.localeCompare(b.name, 'nl'))
    .map((c) => ({ value: c.name, label: c.zip ? `${c.name} [${c.zip}]` : c.name, zip: c.zip }));
}

/** Forms whose sending is confirmed by a link in a mail, so they end in place. */
const CONFIRMED_BY_MAIL: ReadonlySet<SubmittableForm> = new Set(['demand-register', 'sign-newsletter']);

/**
 * Forms that are no request to the agency (a sign-up, a testimonial, the owner login): the agency's
 * address beside them is noise, and on a phone it pushes the form below the fold.
 */
const WITHOUT_AGENCY_CARD: ReadonlySet<ContactForm> = new Set(['sign-newsletter', 'testimonial', 'owner-login']);

/**
 * The contact module: the agency's contact details and the module's form (`form`), a client island in
 * the cached page; the owner login has its own island (src/owner/).
 */
export const ContactModuleRenderer: Renderer<ContactModule> = async ({ module, context }) => {
  const agency = context.config?.agency;
  const zones = module.form === 'demand-register' ? await zoneOptions() : undefined;
  return (
    <div className={`contact-shell contact-shell--${module.view}`} data-form={module.form}>
      {agency && !WITHOUT_AGENCY_CARD.has(module.form) ? (
        <address className="contact-card">
          <strong>{agency.name}</strong>
          {agency.street || agency.city ? (
            <span className="line line--address">
              <Icon name="pin" size={16} />
              {/* A postal address keeps its lines: street and number, then zip and town. */}
              <span>
                {agency.street ? <span className="address-line">{`${agency.street} ${agency.houseNumber}`.trim()}</span> : null}
                {agency.city ? <span className="address-line">{`${agency.zip} ${agency.city}`.trim()}</span> : null}
              </span>
            </span>
          ) : null}
          {agency.phone ? (
            <span className="line">
              <Icon name="phone" size={16} /> <PhoneLink phone={agency.phone} locale={context.locale} label={t(context.locale, 'phone')} />
            </span>
          ) : null}
          {agency.email ? (
            <span className="line">
              <Icon name="mail" size={16} /> <span className="visually-hidden">{t(context.locale, 'email')}: </span>
              <a href={`mailto:${agency.email}`}>{agency.email}</a>
            </span>
          ) : null}
        </address>
      ) : null}
      {isSubmittableForm(module.form) ? (
        <VisitorForm
          form={module.form}
          locale={context.locale}
          thankYou={Object.fromEntries(
            SUBMITTABLE_FORMS.filter((form): form is SubmittableForm & ContactForm => isContactForm(form))
              .map((form): [SubmittableForm, string | null] => [form, thankYouPath(context.table, form, context.locale)])
              // A search registration and a newsletter sign-up say in place to check the mail (double opt-in): the
              // newsletter's thank-you page is where its confirmation link ends.
              .filter((entry): entry is [SubmittableForm, string] => entry[1] !== null && !CONFIRMED_BY_MAIL.has(entry[0])),
          )}
          zoneOptions={zones}
          listingFromQuery={['site-contact', 'contact-me', 'purchase-offer', 'contact-appointment', 'rental-application'].includes(module.form)}
          hidden={module.form === 'send-to-friend' ? { pagePath: context.pagePath } : {}}
          texts={textsForForm(context.locale, module.form)}
        />
      ) : module.form === 'owner-login' ? (
        <OwnerLogin locale={context.locale} texts={ownerTexts.all(context.locale)} />
      ) : (
        <p className="contact-shell__note">{t(context.locale, 'contactFormSoon')}</p>
      )}
    </div>
  );
};
