import { availabilityLabel, feedValue, type Availability, type Locale } from '@coast/domain';
import { isClosed } from './availability';

interface Props {
  readonly availability: Availability;
  readonly marqueeName?: string | null;
  readonly locale: Locale;
}

/** Availabilities that always show their own label: sold, rented and a business takeover (its own kind of offer). */
function labelled(availability: Availability): 'closed' | 'takeover' | null {
  if (isClosed(availability)) return 'closed';
  return availability === 'takeover' ? 'takeover' : null;
}

/**
 * The listing's banner: sold / rented / takeover always, else the office's own marquee ('Nieuw',
 * 'Optie'...) in the page language through @coast/domain's table; a name the table does not know is
 * shown as given.
 */
export function AvailabilityBadge({ availability, marqueeName, locale }: Props) {
  const kind = labelled(availability);
  const text = kind ? { text: availabilityLabel(availability, locale), lang: locale } : feedValue(marqueeName, locale);
  if (!text) return null;
  return (
    <span
      className={`badge badge--${kind ?? 'marquee'}`}
      {...(kind ? { 'data-availability': availability } : {})}
      {...(text.lang === locale ? {} : { lang: text.lang })}
    >
      {text.text}
    </span>
  );
}
