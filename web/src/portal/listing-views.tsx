import type { ReactNode } from 'react';
import { formatLocalDate, formatNumber, type Locale } from '@coast/domain';
import type { PortalListing, PortalViews } from '@/cms/owner-account';
import { portalTexts } from './texts';
import { ViewsChartLoader } from './views-chart-loader';

interface Props {
  readonly listing: PortalListing;
  readonly views: PortalViews;
  readonly locale: Locale;
  /** The section's heading; default: the listing's title and reference (the overview). */
  readonly title?: string;
  /** After the numbers (the overview's link to the listing's page). */
  readonly children?: ReactNode;
}

/** One listing's statistics: four totals, the 30-day graph and, for screen readers, the same numbers as a table. */
export function ListingViews({ listing, views, locale, title, children }: Props) {
  const text = (key: Parameters<typeof portalTexts>[1]) => portalTexts(locale, key);
  const headingId = `listing-${listing.externalId}`;
  return (
    <section className="portal-listing" aria-labelledby={headingId} data-listing-id={listing.externalId}>
      {title ? (
        <h2 id={headingId}>{title}</h2>
      ) : (
        <h2 id={headingId}>
          {listing.title || listing.city}{' '}
          <small>
            ({text('reference')} {listing.externalId})
          </small>
        </h2>
      )}
      <dl className="portal-totals">
        {(['today', 'week', 'month', 'total'] as const).map((key) => (
          <div key={key}>
            <dt>{text(key)}</dt>
            <dd data-total={key}>{formatNumber(views[key], locale)}</dd>
          </div>
        ))}
      </dl>
      <h3>{text('graphTitle')}</h3>
      <ViewsChartLoader points={views.last30.map((p) => ({ day: formatLocalDate(p.day, locale, { year: false }), views: p.views }))} label={text('views')} />
      <table className="visually-hidden">
        <caption>{text('graphTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{text('day')}</th>
            <th scope="col">{text('views')}</th>
          </tr>
        </thead>
        <tbody>
          {views.last30.map((p) => (
            <tr key={p.day}>
              <th scope="row">{formatLocalDate(p.day, locale)}</th>
              <td>{formatNumber(p.views, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {children}
    </section>
  );
}
