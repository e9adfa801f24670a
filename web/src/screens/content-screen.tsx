import { formatDate } from '@coast/domain';
import { Breadcrumbs } from '@/chrome/breadcrumbs';
import { SiteShell } from '@/chrome/site-shell';
import { getArticlesByCategory } from '@/cms/content';
import { t } from '@/i18n';
import { getRoutingContext } from '@/routing/context';
import { homePath, localizeHref, pagePath } from '@/routing/path-table';
import { CmsImage, IMAGE_SIZES } from '@/ui/cms-image';
import { Markdown } from '@/ui/markdown';
import Link from '@/ui/link';
import type { Screen } from './load-screen';
import { PageHeader } from './page-header';

type ContentScreenData = Extract<Screen, { kind: 'article' | 'category' }>;

/** An article or a category at '{page path}{slug}/', below the page that lists it. */
export async function ContentScreen({ screen }: { screen: ContentScreenData }) {
  const { route, host, preview } = screen;
  const { locale } = route;
  const { table } = await getRoutingContext();
  const hostPath = pagePath(host, locale);
  const crumbs = [
    { label: t(locale, 'home'), href: homePath(table, locale) },
    { label: host.names[locale] ?? host.key, href: hostPath },
    { label: screen.kind === 'article' ? screen.article.title : screen.category.name },
  ];

  return (
    <SiteShell locale={locale} explicitLocale={route.explicitLocale} alternates={screen.alternates} currentPath={route.path} preview={preview}>
      {screen.kind === 'article' ? (
        <>
          <PageHeader title={screen.article.title} lead={screen.article.summary} />
          <div className="container">
            <Breadcrumbs items={crumbs} locale={locale} />
            <article className="article-full article-page">
              {screen.article.publishedDate ? <p className="article-full__date">{t(locale, 'publishedOn', formatDate(screen.article.publishedDate))}</p> : null}
              {screen.article.image ? (
                <figure className="article-full__image">
                  <CmsImage media={screen.article.image} sizes={IMAGE_SIZES.wide} largest />
                </figure>
              ) : null}
              <Markdown hrefFor={(href) => localizeHref(table, locale, href)}>{screen.article.body}</Markdown>
            </article>
          </div>
        </>
      ) : (
        <>
          <PageHeader title={screen.category.name} lead={screen.category.description} />
          <div className="container">
            <Breadcrumbs items={crumbs} locale={locale} />
            <CategoryArticles categoryKey={screen.category.key} basePath={route.path} locale={locale} preview={preview} />
          </div>
        </>
      )}
    </SiteShell>
  );
}

async function CategoryArticles({
  categoryKey,
  basePath,
  locale,
  preview,
}: {
  categoryKey: string;
  basePath: string;
  locale: ContentScreenData['route']['locale'];
  preview: boolean;
}) {
  const articles = await getArticlesByCategory(locale, categoryKey, 50, preview);
  if (!articles.length) return <p className="empty">{t(locale, 'noItems')}</p>;
  return (
    <ul className="card-grid">
      {articles.map((article) => (
        <li key={article.documentId}>
          <article className="list-card">
            <h2 className="list-card__title">
              <Link href={`${basePath}${article.slug}/`} className="stretched-link">
                {article.title}
              </Link>
            </h2>
            {article.summary ? <p>{article.summary}</p> : null}
          </article>
        </li>
      ))}
    </ul>
  );
}
