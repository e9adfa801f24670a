import { toArticleContent } from '@/cms/content';
import { moduleFields, type ModuleFragment } from '@/cms/module-fields';
import type { ArticleContent, ModuleCommon } from '@/cms/types';

export interface ArticleModule extends ModuleCommon<'article'> {
  readonly view: 'full' | 'summary' | 'banner';
  readonly article: ArticleContent | null;
}

export const articleShape = (m: ModuleFragment<'article'>): ArticleModule => ({
  ...moduleFields('article', m),
  view: m.articleView ?? 'full',
  article: m.article ? toArticleContent(m.article) : null,
});
