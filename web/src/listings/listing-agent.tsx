import Link from '@/ui/link';
import { displayPhone, initials, PAGE_KEYS, phoneHref, type Locale } from '@coast/domain';
import { getListingManager } from '@/cms/listing-agent';
import { getSiteConfiguration } from '@/cms/site';
import type { Media } from '@/cms/types';
import { t } from '@/i18n';
import { getRoutingContext } from '@/routing/context';
import { pageByKey, pagePath } from '@/routing/path-table';
import { CmsImage } from '@/ui/cms-image';
import { Icon } from '@/ui/icon';
import { extrasTexts } from './extras-texts';

interface Agent {
  /** 'member': the team member staff put in charge; 'agency': none set, the agency's own contact. */
  readonly kind: 'member' | 'agency';
  readonly name: string;
  readonly role: string;
  readonly phone: string;
  readonly email: string;
  readonly photo: Media | null;
}

/**
 * The listing's contact ("Your broker"): the team member in charge (photo, name, role, phone, e-mail),
 * else the agency's main contact from the site configuration. On phones the same contact also sits in
 * a bar at the bottom of the screen (call, e-mail, ask for information); the page is padded by its height.
 */
export async function ListingAgent({ listing, locale }: { listing: { readonly externalId: number }; locale: Locale }) {
  const [{ table }, config, manager] = await Promise.all([getRoutingContext(), getSiteConfiguration(locale), getListingManager(listing.externalId, locale)]);
  const agency = config?.agency;
  const agent: Agent | null = manager
    ? { kind: 'member', ...manager }
    : agency
      ? { kind: 'agency', name: agency.name, role: '', phone: agency.phone, email: agency.email, photo: null }
      : null;
  const contact = pageByKey(table, PAGE_KEYS.contact);
  const askHref = contact ? `${pagePath(contact, locale)}?property=${listing.externalId}` : null;
  if (!agent) return null;
  const text = (key: Parameters<typeof extrasTexts>[1]) => extrasTexts(locale, key);
  return (
    <>
      <section className="agent-card" aria-labelledby="agent-card-title" data-agent={agent.kind}>
        <h2 id="agent-card-title" className="agent-card__title">
          {text(agent.kind === 'member' ? 'agent' : 'agency')}
        </h2>
        <div className="agent-card__person">
          <div className="agent-card__photo">
            {agent.photo ? <CmsImage media={agent.photo} fill sizes="96px" alt="" /> : <span aria-hidden="true">{initials(agent.name)}</span>}
          </div>
          <div>
            <p className="agent-card__name">{agent.name}</p>
            {agent.role ? <p className="agent-card__role">{agent.role}</p> : null}
          </div>
        </div>
        <p className="agent-card__lines">
          {agent.phone ? (
            <a href={phoneHref(agent.phone)} className="agent-card__line">
              <Icon name="phone" size={18} /> <span className="visually-hidden">{t(locale, 'phone')}: </span>
              <span className="phone">{displayPhone(agent.phone, locale)}</span>
            </a>
          ) : null}
          {agent.email ? (
            <a href={`mailto:${agent.email}`} className="agent-card__line">
              <Icon name="mail" size={18} /> <span className="visually-hidden">{t(locale, 'email')}: </span>
              {agent.email}
            </a>
          ) : null}
        </p>
      </section>
      <section className="listing-contact-bar" aria-label={text('contactBar')}>
        {agent.phone ? (
          <a href={phoneHref(agent.phone)} className="listing-contact-bar__action">
            <Icon name="phone" size={20} /> {text('call')}
          </a>
        ) : null}
        {agent.email ? (
          <a href={`mailto:${agent.email}`} className="listing-contact-bar__action">
            <Icon name="mail" size={20} /> {text('mail')}
          </a>
        ) : null}
        {askHref ? (
          <Link href={askHref} className="listing-contact-bar__action listing-contact-bar__action--main">
            {text('ask')}
          </Link>
        ) : null}
      </section>
    </>
  );
}
