import type { Metadata } from 'next';
import { cleanDescription, listingHeading, type Locale } from '@coast/domain';
import { getArticlesByCategory } from '@/cms/content';
import { agencyName, getSiteConfiguration } from '@/cms/site';
import type { Media } from '@/cms/types';
import { t } from '@/i18n';
import type { Alternates } from '@/routing/alternates';
import { getRoutingContext } from '@/routing/context';
import { placeLine } from '@/listings/address';
import { pageShowsNothing } from '@/modules/page-shows-nothing';
import { moduleShowsNothing } from '@/modules/registry';
import { publicImageUrl } from '@/seo/public-image-url';
import type { Screen } from './load-screen';

/** hreflang alternates of every enabled language, and x-default (the default language's version). */
async function languageLinks(alternates: Alternates): Promise<Record<string, string>> {
  const { settings } = await getRoutingContext();
  const links: Record<string, string> = {};
  for (const locale of settings.enabled) if (alternates[locale]) links[locale] = alternates[locale]!;
  const fallback = alternates[settings.defaultLocale];
  if (fallback) links['x-default'] = fallback;
  return links;
}

/** A social card's picture: absolute, through the site's image optimiser (the CMS may not be public). */
const image = (media: Media | null) => (media ? [{ url: publicImageUrl(media.url), alt: media.alternativeText || undefined }] : undefined);

function ogLocale(locale: Locale): string {
  return { nl: 'nl_BE', fr: 'fr_BE', en: 'en_GB', de: 'de_BE' }[locale];
}

/** Title, description, canonical URL, hreflang alternates and social cards of a screen. */
export async function getScreenMetadata(screen: Screen): Promise<Metadata> {
  if (screen.kind === 'redirect') return {};
  const locale = screen.route.locale;
  const config = await getSiteConfiguration(locale);
  const agency = agencyName(config);

  if (screen.kind === 'not-found') {
    const title = screen.reason === 'listing' ? t(locale, 'listingNotFoundTitle') : config?.notFoundTitle || t(locale, 'notFoundTitle');
    return { title: `${title} | ${agency}`, robots: { index: false } };
  }

  let title: string;
  let description: string | undefined;
  let images: ReturnType<typeof image>;
  let twitterCard: 'summary' | 'summary_large_image' = 'summary_large_image';
  // The CMS's SEO fields of a page override the social cards' texts and pictures.
  let og: { title?: string; description?: string } = {};
  let twitter: { title?: string; description?: string; images?: ReturnType<typeof image> } = {};
  let keywords: string | undefined;
  // A page or category that shows nothing yet is no destination for a search engine (the sitemap leaves it out too).
  let showsNothing = false;
  switch (screen.kind) {
    case 'page': {
      const { page } = screen;
      const { seo } = page;
      title = seo.metaTitle || `${page.title} | ${agency}`;
      description = seo.metaDescription || cleanDescription(page.description) || undefined;
      images = image(seo.ogImage ?? page.image);
      twitterCard = seo.twitterCard;
      og = { title: seo.ogTitle || undefined, description: seo.ogDescription || undefined };
      twitter = { title: seo.twitterTitle || og.title, description: seo.twitterDescription || og.description, images: image(seo.twitterImage) };
      keywords = seo.keywords || undefined;
      showsNothing = await pageShowsNothing(page, { locale, preview: screen.preview }, moduleShowsNothing);
      break;
    }
    case 'listing': {
      const p = screen.listing;
      title = `${listingHeading(p, locale)} – ${placeLine(p, locale)} | ${agency}`;
      description = cleanDescription(p.description) || undefined;
      // The listing's first photo (the thumbnail when the photos are missing).
      images = image(p.photos[0] ?? p.thumbnail);
      break;
    }
    case 'article':
      title = `${screen.article.title} | ${agency}`;
      description = screen.article.summary || cleanDescription(screen.article.body) || undefined;
      images = image(screen.article.image);
      break;
    case 'category':
      title = `${screen.category.name} | ${agency}`;
      description = screen.category.description || undefined;
      showsNothing = !(await getArticlesByCategory(locale, screen.category.key, 1, screen.preview)).length;
      break;
    case 'project':
      title = `${screen.project.name} – ${screen.project.city} | ${agency}`;
      description = cleanDescription(screen.project.description) || undefined;
      images = image(screen.project.photos[0] ?? screen.project.image);
      break;
  }

  return {
    title,
    description,
    alternates: { canonical: screen.canonical, languages: await languageLinks(screen.alternates) },
    keywords,
    openGraph: {
      title: og.title ?? title,
      description: og.description ?? description,
      url: screen.canonical,
      siteName: agency,
      locale: ogLocale(locale),
      type: 'website',
      images,
    },
    twitter: {
      card: twitterCard,
      title: twitter.title ?? title,
      description: twitter.description ?? description,
      images: (twitter.images ?? images)?.map((i) => i.url),
    },
    robots: screen.preview ? { index: false, follow: false } : showsNothing ? { index: false, follow: true } : undefined,
  };
}
