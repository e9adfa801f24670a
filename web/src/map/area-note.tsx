import type { Locale } from '@coast/domain';
import { mapTexts } from './texts';

/** Under a list narrowed to a map area (bounds=), on the list and the map view: what narrows it and how to undo it. */
export function AreaNote({ clearHref, locale }: { clearHref: string; locale: Locale }) {
  return (
    <p className="area-note">
      {mapTexts(locale, 'areaOnly')} <a href={clearHref}>{mapTexts(locale, 'areaClear')}</a>
    </p>
  );
}
