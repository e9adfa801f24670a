import Link from '@/ui/link';
import type { Locale } from '@coast/domain';
import { siteUrl } from '@/cms/env';
import { t } from '@/i18n';
import { breadcrumbJsonLd } from '@/seo/breadcrumb-json-ld';
import { JsonLd } from '@/seo/json-ld';

export interface Crumb {
  readonly label: string;
  /** Absent for the current page. */
  readonly href?: string;
}

/** The page's trail (Home › parent › page) where the page asks for it (showBreadcrumb). */
export function Breadcrumbs({ items, locale }: { items: readonly Crumb[]; locale: Locale }) {
  if (items.length < 2) return null;
  return (
    <nav className="breadcrumbs" aria-label={t(locale, 'breadcrumb')}>
      <ol>
        {items.map((item, i) => (
          <li key={`${i}-${item.label}`}>
            {item.href && i < items.length - 1 ? <Link href={item.href}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
      <JsonLd data={breadcrumbJsonLd(items, siteUrl())} />
    </nav>
  );
}
