import Link from 'next/link';
import { cleanDescription, formatPhone, PAGE_KEYS, phoneHref, stripHtml, UI_TIMINGS } from '@coast/domain';
import { Breadcrumbs } from '@/chrome/breadcrumbs';
import { SiteShell } from '@/chrome/site-shell';
import { getSiteConfiguration } from '@/cms/site';
import { t } from '@/i18n';
import { streetLine, townLine } from '@/listings/address';
import { AvailabilityBadge } from '@/listings/availability-badge';
import { EpcBadge } from '@/listings/epc-badge';
import { GalleryLoader as Gallery } from '@/listings/gallery-loader';
import { listingHeading } from '@/listings/heading';
import { PropertyFacts } from '@/listings/property-facts';
import { PropertyPrice } from '@/listings/property-price';
import { getRoutingContext } from '@/routing/context';
import { homePath, pageByKey, pagePath } from '@/routing/path-table';
import { listPageKeyOf } from '@/routing/property-url';
import { CmsImage, IMAGE_SIZES } from '@/ui/cms-image';
import { Icon } from '@/ui/icon';
import { siteUrl } from '@/cms/env';
import { JsonLd } from '@/seo/json-ld';
import { listingJsonLd } from '@/seo/listing-json-ld';
import { publicImageUrl } from '@/seo/public-image-url';
import type { Screen } from './load-screen';
import { StatusScreen } from './status-screen';

/** The listing's description as paragraphs (the feed's text may hold HTML: stripped, blank lines kept). */
function paragraphs(text: string | null): string[] {
  return (text ?? '')
    .split(/\n\s*\n|<\/p>|<br\s*\/?>\s*<br\s*\/?>/i)
    .map((part) => stripHtml(part))
    .filter(Boolean);
}

/**
 * A listing's page: photos, price (Belgian format, 'starting from', hidden price), address as
 * PublishAddress allows, main attributes, EPC label, description, and the Flemish advert items.
 * Sold and rented listings show the error catalogue's screens instead.
 */
export async function PropertyScreen({ screen }: { screen: Extract<Screen, { kind: 'property' }> }) {
  const { property: p, route } = screen;
  const { locale } = route;
  const [{ table }, config] = await Promise.all([getRoutingContext(), getSiteConfiguration(locale)]);
  const list = pageByKey(table, listPageKeyOf(p.goal));
  const listHref = list ? pagePath(list, locale) : homePath(table, locale);
  const heading = listingHeading(p, locale);

  if (screen.state !== 'available') {
    return (
      <SiteShell locale={locale} explicitLocale={route.explicitLocale} alternates={screen.alternates} currentPath={route.path}>
        <JsonLd
          data={listingJsonLd(p, {
            url: `${siteUrl()}${screen.canonical}`,
            name: heading,
            images: p.thumbnail ? [publicImageUrl(p.thumbnail.url)] : [],
            locale,
          })}
        />
        <StatusScreen
          title={t(locale, screen.state === 'sold' ? 'propertySoldTitle' : 'propertyRentedTitle')}
          text={t(locale, screen.state === 'sold' ? 'propertySoldText' : 'propertyRentedText')}
          actions={[
            { label: t(locale, 'seeOffer'), href: listHref },
            { label: t(locale, 'backHome'), href: homePath(table, locale) },
          ]}
        >
          <div className="status-screen__property">
            {p.thumbnail ? (
              <div className="status-screen__image">
                <CmsImage media={p.thumbnail} fill sizes={IMAGE_SIZES.thumbnail} alt="" />
              </div>
            ) : null}
            <p>
              <strong>{heading}</strong>
              <br />
              {townLine(p)} · {t(locale, 'reference')} {p.externalId}
            </p>
          </div>
        </StatusScreen>
      </SiteShell>
    );
  }

  const { photos } = p;
  const street = streetLine(p, locale);
  const contact = pageByKey(table, PAGE_KEYS.contact);
  const agencyPhone = config?.agency?.phone;

  return (
    <SiteShell locale={locale} explicitLocale={route.explicitLocale} alternates={screen.alternates} currentPath={route.path}>
      <JsonLd
        data={listingJsonLd(p, {
          url: `${siteUrl()}${screen.canonical}`,
          name: heading,
          description: cleanDescription(p.description) || undefined,
          images: photos.slice(0, 10).map((photo) => publicImageUrl(photo.url)),
          locale,
        })}
      />
      <article className="property-detail" data-property-id={p.externalId}>
        <div className="container">
          <Breadcrumbs
            locale={locale}
            items={[
              { label: t(locale, 'home'), href: homePath(table, locale) },
              ...(list ? [{ label: list.names[locale] ?? list.key, href: listHref }] : []),
              { label: heading },
            ]}
          />
          <header className="property-detail__header">
            <div>
              <AvailabilityBadge availability={p.availability} marqueeName={p.marqueeName} locale={locale} />
              <h1 className="property-detail__title">{heading}</h1>
              <p className="property-detail__address">
                <Icon name="pin" size={18} /> <span className="visually-hidden">{t(locale, 'address')}: </span>
                {street ? <span className="property-detail__street">{street}, </span> : null}
                <span>{townLine(p)}</span>
                {!street ? <span className="property-detail__hidden-address"> · {t(locale, 'addressOnRequest')}</span> : null}
              </p>
            </div>
            <div className="property-detail__price-box">
              <PropertyPrice property={p} locale={locale} className="detail-price" />
              <p className="property-detail__ref">
                {t(locale, 'reference')} {p.externalId}
              </p>
            </div>
          </header>
        </div>

        <div className="container">
          {photos.length ? (
            <Gallery
              speed={UI_TIMINGS.sliderSpeedMs}
              labels={{ previous: t(locale, 'previousPhoto'), next: t(locale, 'nextPhoto'), photoOf: t(locale, 'photoOf'), region: t(locale, 'photos') }}
              slides={photos.map((photo, i) => (
                <CmsImage
                  key={photo.documentId}
                  media={photo}
                  fill
                  preload={i === 0}
                  sizes={IMAGE_SIZES.wide}
                  alt={`${heading} – ${t(locale, 'photoOf', i + 1, photos.length)}`}
                />
              ))}
            />
          ) : (
            <p className="empty">{t(locale, 'noPhotos')}</p>
          )}
        </div>

        <div className="container property-detail__grid">
          <div className="property-detail__main">
            <section className="property-detail__description">
              <h2>{t(locale, 'description')}</h2>
              {p.title && p.title !== heading ? <p className="lead">{p.title}</p> : null}
              {paragraphs(p.description).map((text, i) => (
                <p key={i}>{text}</p>
              ))}
            </section>
            <PropertyFacts property={p} locale={locale} />
          </div>
          <aside className="property-detail__aside">
            <section className="energy-box">
              <h2>{t(locale, 'energy')}</h2>
              <EpcBadge property={p} locale={locale} detailed />
              <dl className="facts__list">
                {p.epcUniqueCode ? (
                  <div className="facts__item">
                    <dt>{t(locale, 'epcCode')}</dt>
                    <dd>{p.epcUniqueCode}</dd>
                  </div>
                ) : null}
                {p.co2Emission ? (
                  <div className="facts__item">
                    <dt>{t(locale, 'co2Emission')}</dt>
                    <dd>{p.co2Emission} kg/m²</dd>
                  </div>
                ) : null}
              </dl>
            </section>
            <section className="cta-box">
              {contact ? (
                <Link className="button button--block" href={`${pagePath(contact, locale)}?property=${p.externalId}`}>
                  {t(locale, 'askInformation')}
                </Link>
              ) : null}
              {agencyPhone ? (
                <a className="button button--ghost button--block" href={phoneHref(agencyPhone)}>
                  <Icon name="phone" size={18} /> {t(locale, 'callUs')}: {formatPhone(agencyPhone)}
                </a>
              ) : null}
              <Link className="back-link" href={listHref}>
                ← {t(locale, 'backToList')}
              </Link>
            </section>
          </aside>
        </div>
      </article>
    </SiteShell>
  );
}
