import Link from '@/ui/link';
import { formatDate } from '@coast/domain';
import { getArticlesByCategory } from '@/cms/content';
import { t } from '@/i18n';
import { CmsImage, IMAGE_SIZES } from '@/ui/cms-image';
import type { ModuleContext } from '../types';

/** The newest articles of a category as cards (services page: at most 9), each linking to its page. */
export async function NewsView({ context, categoryKey, limit }: { context: ModuleContext; categoryKey: string; limit: number }) {
  const articles = await getArticlesByCategory(context.locale, categoryKey, limit, context.preview);
  if (!articles.length) return <p className="empty">{t(context.locale, 'noItems')}</p>;
  const Heading = context.itemHeading;
  return (
    <ul className="card-grid">
      {articles.map((article) => (
        <li key={article.documentId}>
          <article className="news-card">
            {article.image ? (
              <div className="news-card__media">
                <CmsImage media={article.image} fill sizes={IMAGE_SIZES.card} alt="" />
              </div>
            ) : null}
            <div className="news-card__body">
              {article.publishedDate ? <p className="news-card__date">{formatDate(article.publishedDate)}</p> : null}
              <Heading className="news-card__title">
                <Link href={`${context.pagePath}${article.slug}/`} className="stretched-link">
                  {article.title}
                </Link>
              </Heading>
              {article.summary ? <p>{article.summary}</p> : null}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
