import { formatPhone, phoneHref } from '@coast/domain';
import { t } from '@/i18n';
import type { ContactModule } from '@/cms/types';
import { Icon } from '@/ui/icon';
import type { Renderer } from '../types';
import './styles.css';

/**
 * The contact module's shell: the agency's contact details, and the place where the module's form
 * (`form`: site-contact, contact-demand, owner-login, ...) is mounted by the forms issue.
 */
export const ContactModuleRenderer: Renderer<ContactModule> = ({ module, context }) => {
  const agency = context.config?.agency;
  return (
    <div className={`contact-shell contact-shell--${module.view}`} data-form={module.form}>
      {agency ? (
        <address className="contact-card">
          <strong>{agency.name}</strong>
          {agency.street ? (
            <span className="line">
              <Icon name="pin" size={16} /> {agency.street} {agency.houseNumber}, {agency.zip} {agency.city}
            </span>
          ) : null}
          {agency.phone ? (
            <span className="line">
              <Icon name="phone" size={16} /> <span className="visually-hidden">{t(context.locale, 'phone')}: </span>
              <a href={phoneHref(agency.phone)}>{formatPhone(agency.phone)}</a>
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
      <p className="contact-shell__note">{t(context.locale, 'contactFormSoon')}</p>
    </div>
  );
};
