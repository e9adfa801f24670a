import type { Locale } from '@coast/domain';
import Link from '@/ui/link';
import { mapTexts } from './texts';

/** List / map: two links to the same filters, the current one marked (aria-current), kept in the URL as view=map. */
export function ViewSwitch({ listHref, mapHref, view, locale }: { listHref: string; mapHref: string; view: 'list' | 'map'; locale: Locale }) {
  return (
    <nav className="view-switch" aria-label={mapTexts(locale, 'viewSwitch')}>
      <Link href={listHref} className="view-switch__link" aria-current={view === 'list' ? 'page' : undefined} prefetch={false}>
        {mapTexts(locale, 'viewList')}
      </Link>
      <Link href={mapHref} className="view-switch__link" aria-current={view === 'map' ? 'page' : undefined} prefetch={false}>
        {mapTexts(locale, 'viewMap')}
      </Link>
    </nav>
  );
}
