import Link from '@/ui/link';
import { getArticlesByCategory } from '@/cms/content';
import { t } from '@/i18n';
import type { ModuleContext } from '../types';
import type { CategoryModule } from './shape';

type Category = NonNullable<CategoryModule['category']>;

/** A category as a list: its subcategories (when asked) and its articles, each linking to its own page. */
export async function ListView({
  context,
  category,
  categoryKey,
  subcategories,
  limit,
}: {
  context: ModuleContext;
  category: Category;
  categoryKey: string;
  subcategories: boolean;
  limit: number;
}) {
  const articles = await getArticlesByCategory(context.locale, categoryKey, limit, context.preview);
  const children = subcategories ? category.children : [];
  if (!articles.length && !children.length) return <p className="empty">{t(context.locale, 'noItems')}</p>;
  const Heading = context.itemHeading;
  return (
    <div className="category-list">
      {children.length ? (
        <ul className="chip-list">
          {children.map((child) => (
            <li key={child.documentId}>
              <Link href={`${context.pagePath}${child.slug}/`} className="chip">
                {child.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="card-grid">
        {articles.map((article) => (
          <li key={article.documentId}>
            <article className="list-card">
              <Heading className="list-card__title">
                <Link href={`${context.pagePath}${article.slug}/`} className="stretched-link">
                  {article.title}
                </Link>
              </Heading>
              {article.summary ? <p>{article.summary}</p> : null}
              <span className="read-more" aria-hidden="true">
                {t(context.locale, 'readMore')} →
              </span>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
