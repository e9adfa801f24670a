import { availabilityLabel, type Availability, type Locale } from '@coast/domain';
import { isClosed } from './availability';

interface Props {
  readonly availability: Availability;
  readonly marqueeName?: string | null;
  readonly locale: Locale;
}

/** The listing's banner: sold / rented always, else the office's own marquee ('Nieuw', 'Optie'...) as given. */
export function AvailabilityBadge({ availability, marqueeName, locale }: Props) {
  const closed = isClosed(availability);
  const text = closed ? availabilityLabel(availability, locale) : marqueeName;
  if (!text) return null;
  return <span className={`badge ${closed ? 'badge--closed' : 'badge--marquee'}`}>{text}</span>;
}
