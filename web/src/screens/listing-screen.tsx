import Link from '@/ui/link';
import { cleanDescription, displayPhone, listingHeadingText, PAGE_KEYS, phoneHref, UI_TIMINGS } from '@coast/domain';
import { ListingBrochure } from '@/brochure/listing-brochure';
import { FavouriteButton } from '@/favourites/favourite-button';
import { favouritesTexts } from '@/favourites/texts';
import { Breadcrumbs } from '@/chrome/breadcrumbs';
import { SiteShell } from '@/chrome/site-shell';
import { getSiteConfiguration } from '@/cms/site';
import { t } from '@/i18n';
import { placeLine, streetLine } from '@/listings/address';
import { AvailabilityBadge } from '@/listings/availability-badge';
import { CostFacts, ViagerFacts } from '@/listings/cost-facts';
import { MortgageSimulator } from '@/listings/mortgage/mortgage-simulator';
import { EnergyFacts } from '@/listings/energy-facts';
import { GalleryLoader as Gallery } from '@/listings/gallery-loader';
import { galleryPhotos } from '@/listings/gallery-photos';
import { LegalFacts } from '@/listings/legal-facts';
import { ListingAgent } from '@/listings/listing-agent';
import { ListingDescription } from '@/listings/listing-description';
import { listingTextIn } from '@/listings/listing-text';
import { ListingDocuments } from '@/listings/listing-documents';
import { ListingFacts } from '@/listings/listing-facts';
import { ListingMedia } from '@/listings/listing-media';
import { ListingShare } from '@/listings/listing-share';
import { galleryDialogTexts } from '@/listings/media-texts';
import { ListingMapSection } from '@/map/listing-map-section';
import { ListingPrice } from '@/listings/listing-price';
import { SimilarListings } from '@/listings/similar-listings';
import { listingTexts } from '@/listings/texts';
import { getRoutingContext } from '@/routing/context';
import { homePath, pageByKey, pagePath, type PageRoute } from '@/routing/path-table';
import { UnitProjectLink } from '@/projects/unit-project-link';
import { listPageKeyOf } from '@/routing/listing-url';
import { CmsImage, IMAGE_SIZES } from '@/ui/cms-image';
import { Icon } from '@/ui/icon';
import { siteUrl } from '@/cms/env';
import { JsonLd } from '@/seo/json-ld';
import { listingJsonLd } from '@/seo/listing-json-ld';
import { publicImageUrl } from '@/seo/public-image-url';
import { ViewBeacon } from '@/views/view-beacon';
import type { Screen } from './load-screen';
import { StatusScreen } from './status-screen';

// Search engines ask for a few photos of different aspect; the rest are in the gallery already, and each
// address is written twice in the page (markup and flight data).
const JSON_LD_PHOTOS = 3;

/**
 * A listing's page: photos, price (Belgian format, 'starting from', hidden price), address as
 * PublishAddress allows (with the country abroad), description, every attribute in groups, energy,
 * costs, viager and the Flemish advert items (src/listings/ holds each part).
 * Sold and rented listings show the error catalogue's screens instead.
 */
export async function ListingScreen({ screen }: { screen: Extract<Screen, { kind: 'listing' }> }) {
  const { listing: p, route } = screen;
  const { locale } = route;
  const [{ table }, config] = await Promise.all([getRoutingContext(), getSiteConfiguration(locale)]);
  const list = pageByKey(table, listPageKeyOf(p.goal));
  const listHref = list ? pagePath(list, locale) : homePath(table, locale);
  const headingText = listingHeadingText(p, locale);
  const heading = headingText.text;

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
          title={t(locale, screen.state === 'sold' ? 'listingSoldTitle' : 'listingRentedTitle')}
          text={t(locale, screen.state === 'sold' ? 'listingSoldText' : 'listingRentedText')}
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
              {placeLine(p, locale)} · {t(locale, 'reference')} {p.externalId}
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
  const tips = pageByKey(table, PAGE_KEYS.tips);
  const calculator = pageByKey(table, PAGE_KEYS.renovationCalculator);
  const offer = p.goal === 'sale' ? pageByKey(table, PAGE_KEYS.purchaseOffer) : null;
  // A visit is booked online on a listing that is still to let (a rented one shows its own screen above).
  const appointment = p.availability === 'for_rent' ? pageByKey(table, PAGE_KEYS.appointment) : null;
  const application = p.goal === 'rent' ? pageByKey(table, PAGE_KEYS.rentalApplication) : null;
  // The requests a visitor can send about this listing, each its form's page with the listing chosen.
  const requests = [
    { page: contact, label: t(locale, 'askInformation'), primary: true },
    { page: offer, label: listingTexts(locale, 'makeOffer'), primary: false },
    { page: appointment, label: listingTexts(locale, 'bookViewing'), primary: false },
    { page: application, label: listingTexts(locale, 'applyToRent'), primary: false },
  ].filter((request): request is typeof request & { page: PageRoute } => Boolean(request.page));

  const text = listingTextIn(p, locale);

  return (
    <SiteShell locale={locale} explicitLocale={route.explicitLocale} alternates={screen.alternates} currentPath={route.path}>
      <JsonLd
        data={listingJsonLd(p, {
          url: `${siteUrl()}${screen.canonical}`,
          name: heading,
          description: cleanDescription(text.description) || undefined,
          images: photos.slice(0, JSON_LD_PHOTOS).map((photo) => publicImageUrl(photo.url)),
          locale,
        })}
      />
      <article className="property-detail" data-listing-id={p.externalId}>
        <ViewBeacon externalId={p.externalId} />
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
              <h1 className="property-detail__title" {...(headingText.lang === locale ? {} : { lang: headingText.lang })}>
                {heading}
              </h1>
              <p className="property-detail__address">
                <Icon name="pin" size={18} /> <span className="visually-hidden">{t(locale, 'address')}: </span>
                {street ? <span className="property-detail__street">{street}, </span> : null}
                <span>{placeLine(p, locale)}</span>
                {!street ? <span className="property-detail__hidden-address"> · {t(locale, 'addressOnRequest')}</span> : null}
              </p>
              <UnitProjectLink project={p.project} table={table} locale={locale} />
            </div>
            <div className="property-detail__price-box">
              <ListingPrice listing={p} locale={locale} className="detail-price" />
              <p className="property-detail__ref">
                {t(locale, 'reference')} {p.externalId}
              </p>
              <FavouriteButton externalId={p.externalId} label={favouritesTexts(locale, 'save')} variant="text" />
            </div>
          </header>
        </div>

        <div className="container">
          {photos.length ? (
            <Gallery
              speed={UI_TIMINGS.sliderSpeedMs}
              labels={{ previous: t(locale, 'previousPhoto'), next: t(locale, 'nextPhoto'), photoOf: t(locale, 'photoOf'), region: t(locale, 'photos') }}
              dialog={galleryDialogTexts(locale)}
              heading={heading}
              photos={galleryPhotos(photos)}
            />
          ) : (
            <p className="empty">{t(locale, 'noPhotos')}</p>
          )}
        </div>

        <div className="container property-detail__grid">
          <div className="property-detail__main">
            <ListingDescription title={text.title} description={text.description} language={text.language} heading={heading} locale={locale} />
            <ListingMedia videoUrl={p.videoUrl} virtualTourUrl={p.virtualTourUrl} locale={locale} />
            <ListingFacts listing={p} locale={locale} />
            <LegalFacts listing={p} locale={locale} tipsHref={tips ? pagePath(tips, locale) : null} />
            <ListingDocuments documents={p.documents} locale={locale} externalId={p.externalId} />
            <ListingMapSection listing={p} locale={locale} />
            <ListingShare listing={p} url={`${siteUrl()}${screen.canonical}`} title={heading} locale={locale} />
          </div>
          <aside className="property-detail__aside">
            <EnergyFacts listing={p} locale={locale} calculatorPath={calculator ? pagePath(calculator, locale) : null} />
            <CostFacts listing={p} locale={locale} />
            <MortgageSimulator listing={p} locale={locale} />
            <ViagerFacts listing={p} locale={locale} />
            <ListingAgent listing={p} locale={locale} />
            <ListingBrochure externalId={p.externalId} locale={locale} />
            <section className="cta-box">
              {requests.map(({ page, label, primary }) => (
                <Link
                  key={page.key}
                  className={primary ? 'button button--block' : 'button button--ghost button--block'}
                  href={`${pagePath(page, locale)}?property=${p.externalId}`}
                >
                  {label}
                </Link>
              ))}
              {agencyPhone ? (
                <a className="button button--ghost button--block" href={phoneHref(agencyPhone)}>
                  <Icon name="phone" size={18} /> {t(locale, 'callUs')}: <span className="phone">{displayPhone(agencyPhone, locale)}</span>
                </a>
              ) : null}
              <Link className="back-link" href={listHref}>
                ← {t(locale, 'backToList')}
              </Link>
            </section>
          </aside>
        </div>
        <SimilarListings listing={p} locale={locale} />
      </article>
    </SiteShell>
  );
}
