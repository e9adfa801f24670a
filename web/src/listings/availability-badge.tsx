import type { Availability, Locale } from '@coast/domain';
import { Badge } from './badge';
import { badgeView } from './badge-view';

/** The listing's banner on its page (badge-view.ts says which). */
export function AvailabilityBadge({
  availability,
  marqueeName,
  locale,
}: {
  readonly availability: Availability;
  readonly marqueeName?: string | null;
  readonly locale: Locale;
}) {
  const badge = badgeView(availability, marqueeName, locale);
  return badge ? <Badge badge={badge} /> : null;
}
