import { defineModule } from '../define';
import { ArticleModuleRenderer } from './renderer';

/** One article in full, as a summary or as a banner; it has its own path below the page. */
export const articleModule = defineModule('article', {
  Renderer: ArticleModuleRenderer,
  hosts: ({ article }) => ({ categories: [], articles: article?.key ? [article.key] : [] }),
  showsNothing: async ({ article }) => !article,
});
