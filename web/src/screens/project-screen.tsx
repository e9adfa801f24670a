import {
  cleanDescription,
  formatDate,
  feedValue,
  formatEuro,
  SUBMITTABLE_FORMS,
  UI_TIMINGS,
  isContactForm,
  type ContactForm,
  type SubmittableForm,
} from '@coast/domain';
import { Breadcrumbs } from '@/chrome/breadcrumbs';
import { SiteShell } from '@/chrome/site-shell';
import { siteUrl } from '@/cms/env';
import { listProjectUnits } from '@/cms/projects';
import { t } from '@/i18n';
import { ON_OFFER } from '@/listings/availability';
import { FactGroup } from '@/listings/fact-group';
import { GalleryLoader as Gallery } from '@/listings/gallery-loader';
import { galleryPhotos } from '@/listings/gallery-photos';
import { galleryDialogTexts } from '@/listings/media-texts';
import { cardTexts, cardView } from '@/listings/card-view';
import { ListingCards } from '@/listings/listing-cards';
import { VisitorFormLoader as VisitorForm } from '@/modules/contact/form/visitor-form-loader';
import { textsForForm } from '@/modules/contact/form/texts';
import { projectPlace, projectStreet } from '@/projects/project-address';
import { projectDescriptionIn } from '@/projects/project-description';
import { projectFacts } from '@/projects/project-facts';
import { projectTexts } from '@/projects/texts';
import { getRoutingContext } from '@/routing/context';
import { homePath, localizeHref, pagePath } from '@/routing/path-table';
import { listingPath } from '@/routing/listing-url';
import { thankYouPath } from '@/routing/thank-you-path';
import { JsonLd } from '@/seo/json-ld';
import { projectJsonLd } from '@/seo/project-json-ld';
import { publicImageUrl } from '@/seo/public-image-url';
import { Icon } from '@/ui/icon';
import { Markdown } from '@/ui/markdown';
import type { Screen } from './load-screen';
import { PageHeader } from './page-header';

/**
 * A new-build project's page, below the projects page: its pictures (the listing gallery), address as
 * its public-address flag allows, its own website (the external path), description, its units (the
 * listings linked to it in the CMS, with their availability), what it says as a whole (price range of the
 * units on offer, VAT rate, planned delivery: read from the units) and their floor plans, and the
 * new-build request form.
 */
export async function ProjectScreen({ screen }: { screen: Extract<Screen, { kind: 'project' }> }) {
  const { project: p, route, host, preview } = screen;
  const { locale } = route;
  const x = (key: Parameters<typeof projectTexts>[1], ...values: Array<string | number>) => projectTexts(locale, key, ...values);
  const [{ table }, units] = await Promise.all([getRoutingContext(), listProjectUnits(p.documentId)]);
  const listHref = pagePath(host, locale);
  const street = projectStreet(p, locale);
  const place = projectPlace(p, locale);
  const available = units.filter((u) => ON_OFFER.includes(u.availability)).length;
  const facts = projectFacts(units);
  const about = projectDescriptionIn(p, locale);
  const foreign = about.language !== locale;
  const euro = (amount: number) => formatEuro(amount, locale) ?? '';
  const thankYou = Object.fromEntries(
    SUBMITTABLE_FORMS.filter((form): form is SubmittableForm & ContactForm => isContactForm(form))
      .map((form): [SubmittableForm, string | null] => [form, thankYouPath(table, form, locale)])
      .filter((entry): entry is [SubmittableForm, string] => entry[1] !== null),
  );

  return (
    <SiteShell locale={locale} explicitLocale={route.explicitLocale} alternates={screen.alternates} currentPath={route.path} preview={preview}>
      <JsonLd
        data={projectJsonLd(p, {
          url: `${siteUrl()}${screen.canonical}`,
          description: cleanDescription(about.description) || undefined,
          images: p.photos.slice(0, 10).map((photo) => publicImageUrl(photo.url)),
        })}
      />
      <PageHeader title={p.name} lead={place} />
      <article className="project-detail" data-project={p.slug}>
        <div className="container">
          <Breadcrumbs
            locale={locale}
            items={[{ label: t(locale, 'home'), href: homePath(table, locale) }, { label: host.names[locale] ?? host.key, href: listHref }, { label: p.name }]}
          />
          <p className="project-detail__address">
            <Icon name="pin" size={18} /> <span className="visually-hidden">{t(locale, 'address')}: </span>
            {street ? <span className="project-detail__street">{street}, </span> : null}
            <span>{place}</span>
            {!street ? <span className="project-detail__hidden-address"> · {x('addressHidden')}</span> : null}
          </p>
          {p.externalUrl ? (
            <p className="project-detail__website">
              <a href={p.externalUrl.startsWith('/') ? localizeHref(table, locale, p.externalUrl) : p.externalUrl} rel="noopener">
                {x('website')}
              </a>
            </p>
          ) : null}
          {p.photos.length ? (
            <Gallery
              speed={UI_TIMINGS.sliderSpeedMs}
              labels={{ previous: t(locale, 'previousPhoto'), next: t(locale, 'nextPhoto'), photoOf: t(locale, 'photoOf'), region: t(locale, 'photos') }}
              dialog={galleryDialogTexts(locale)}
              heading={p.name}
              photos={galleryPhotos(p.photos)}
            />
          ) : (
            <p className="empty">{x('noPhotos')}</p>
          )}
        </div>

        <div className="container">
          {units.length ? (
            <FactGroup
              id="project"
              className="facts project-detail__facts"
              title={x('facts')}
              locale={locale}
              facts={[
                {
                  id: 'price',
                  label: x('price'),
                  value: !facts.priceRange
                    ? x('priceOnRequest')
                    : facts.priceRange.from === facts.priceRange.to
                      ? euro(facts.priceRange.from)
                      : x('priceRange', euro(facts.priceRange.from), euro(facts.priceRange.to)),
                },
                { id: 'vat', label: x('vat'), value: facts.vatRate === null ? null : x('vatRate', facts.vatRate) },
                {
                  id: 'delivery',
                  label: x('delivery'),
                  value: facts.delivery ? <time dateTime={facts.delivery}>{formatDate(facts.delivery)}</time> : null,
                },
              ]}
            />
          ) : null}

          {about.description ? (
            <section className="project-detail__description" aria-labelledby="project-about">
              <h2 id="project-about">{x('about')}</h2>
              {foreign ? <p className="project-detail__language-note">{x('dutchOnly')}</p> : null}
              <div lang={foreign ? about.language : undefined} data-description-language={about.language}>
                <Markdown hrefFor={(href) => localizeHref(table, locale, href)}>{about.description}</Markdown>
              </div>
            </section>
          ) : null}

          <section className="project-detail__units" aria-labelledby="project-units">
            <h2 id="project-units">{x('units')}</h2>
            {units.length ? (
              <>
                <p className="result-count" data-total={units.length}>
                  {x('unitsCount', available, units.length)}
                </p>
                <ListingCards
                  cards={units.map((unit) => cardView(unit, listingPath(table, unit, locale), locale))}
                  texts={cardTexts(locale)}
                  className="card-grid property-grid"
                />
              </>
            ) : (
              <p className="empty">{x('unitsNone')}</p>
            )}
          </section>

          {facts.plans.length ? (
            <section className="project-detail__plans" aria-labelledby="project-plans">
              <h2 id="project-plans">{x('plans')}</h2>
              <ul>
                {facts.plans.map(({ unit, document }) => (
                  <li key={document.url}>
                    <a href={document.url} type="application/pdf" rel="noopener noreferrer">
                      {x('planOf', `${feedValue(unit.typeDescription, locale, 'nl')?.text ?? ''} (ref. ${unit.externalId})`.trim())}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <section className="project-detail__request" aria-labelledby="project-request">
            <h2 id="project-request">{x('request')}</h2>
            <p>{x('requestIntro')}</p>
            <div className="contact-shell contact-shell--form" data-form="contact-construction">
              <VisitorForm
                form="contact-construction"
                locale={locale}
                thankYou={thankYou}
                listingFromQuery={false}
                hidden={{ project: p.name }}
                texts={textsForForm(locale, 'contact-construction')}
              />
            </div>
          </section>

          <p>
            <a className="back-link" href={listHref}>
              ← {x('backToList')}
            </a>
          </p>
        </div>
      </article>
    </SiteShell>
  );
}
