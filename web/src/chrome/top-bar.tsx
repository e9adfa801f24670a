import { displayPhone, isPhoneText, type Locale } from '@coast/domain';
import type { SiteConfiguration, TopBarLink } from '@/cms/types';
import { localizeHref, type PathTable } from '@/routing/path-table';
import { t } from '@/i18n';
import { readableTextColor } from '@/ui/contrast';
import { Icon } from '@/ui/icon';

/** A phone link whose label is the number itself shows it the one way of the page's language (displayPhone). */
function LinkLabel({ link, locale }: { link: TopBarLink; locale: Locale }) {
  const phone = link.url.toLowerCase().startsWith('tel:') && isPhoneText(link.label);
  return phone ? <span className="phone">{displayPhone(link.label, locale)}</span> : <span>{link.label}</span>;
}

/** The published links of one side of the top bar; original paths go to the page in this language. */
function TopBarLinks({ links, table, locale, className }: { links: readonly TopBarLink[]; table: PathTable; locale: Locale; className: string }) {
  const shown = links.filter((l) => l.isPublished && l.label && l.url);
  if (!shown.length) return null;
  return (
    <ul className={className}>
      {/* Keyed by place: a server-rendered list never reorders, and a key is written into every page. */}
      {shown.map((link, index) => (
        <li key={index}>
          <a
            href={localizeHref(table, locale, link.url)}
            // Absent rather than undefined: an undefined prop is still written into the page's flight data.
            {...(link.color ? { className: 'top-bar__button', style: { backgroundColor: link.color, color: readableTextColor(link.color) } } : {})}
            {...(link.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {link.icon ? <Icon name={link.icon} size={16} /> : null}
            <LinkLabel link={link} locale={locale} />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The bar above the header: contact links on the left, actions (free valuation, owner login) on the right. */
export function TopBar({ config, table, locale }: { config: SiteConfiguration; table: PathTable; locale: Locale }) {
  return (
    <nav className="top-bar" aria-label={t(locale, 'topBarLabel')}>
      <div className="container top-bar__inner">
        <TopBarLinks links={config.topBarLeft} table={table} locale={locale} className="top-bar__links" />
        <TopBarLinks links={config.topBarRight} table={table} locale={locale} className="top-bar__links top-bar__links--right" />
      </div>
    </nav>
  );
}
