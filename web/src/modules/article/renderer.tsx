import Link from '@/ui/link';
import { formatDate } from '@coast/domain';
import { t } from '@/i18n';
import { localizeHref } from '@/routing/path-table';
import { CmsImage, IMAGE_SIZES } from '@/ui/cms-image';
import { Markdown } from '@/ui/markdown';
import type { Renderer } from '../types';
import type { ArticleModule } from './shape';

/**
 * One article: 'full' (title, picture, text), 'summary' (title, summary, a link to the article's own
 * page below this page) or 'banner' (picture behind title and summary).
 */
export const ArticleModuleRenderer: Renderer<ArticleModule> = ({ module, context }) => {
  const article = module.article;
  if (!article) return null;
  const Heading = context.itemHeading;
  const href = article.slug ? `${context.pagePath}${article.slug}/` : null;
  const hrefFor = (url: string) => localizeHref(context.table, context.locale, url);

  if (module.view === 'banner') {
    return (
      <article className="article-banner">
        {article.image ? <CmsImage media={article.image} fill sizes={IMAGE_SIZES.wide} alt="" /> : null}
        <div className="article-banner__text">
          <Heading>{article.title}</Heading>
          {article.summary ? <p>{article.summary}</p> : null}
        </div>
      </article>
    );
  }

  if (module.view === 'summary') {
    return (
      <article className="article-summary">
        <Heading>{article.title}</Heading>
        {article.summary ? <p>{article.summary}</p> : null}
        {href ? (
          <Link href={href} className="read-more">
            {t(context.locale, 'readMore')}
            <span className="visually-hidden">: {article.title}</span>
          </Link>
        ) : null}
      </article>
    );
  }

  return (
    <article className="article-full">
      <Heading className="article-full__title">{article.title}</Heading>
      {article.image ? (
        <figure className="article-full__image">
          <CmsImage media={article.image} sizes={IMAGE_SIZES.wide} />
        </figure>
      ) : null}
      <Markdown hrefFor={hrefFor}>{article.body}</Markdown>
      {article.publishedDate && context.page.type !== 'page' ? (
        <p className="article-full__date">{t(context.locale, 'publishedOn', formatDate(article.publishedDate))}</p>
      ) : null}
    </article>
  );
};
