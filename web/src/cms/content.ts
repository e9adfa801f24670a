import { cache } from 'react';
import type { Locale } from '@coast/domain';
import {
  ArticleBySlugDocument,
  ArticlesByCategoryDocument,
  CategoryBySlugDocument,
  TeamMembersDocument,
  TestimonialsDocument,
  type ArticlesByCategoryQuery,
} from '@coast/graphql';
import { cmsRead } from './client';
import { present, slugsByLocale, text, toMedia } from './shape';
import { TAGS } from './tags';
import type { Article, ArticleContent, ArticleSummary, Category, CategoryLink, TeamMember, Testimonial } from './types';

const status = (preview: boolean) => (preview ? 'DRAFT' : 'PUBLISHED');

type ArticleRow = NonNullable<ArticlesByCategoryQuery['articles'][number]>;

function toArticleSummary(a: ArticleRow): ArticleSummary {
  return {
    documentId: a.documentId,
    key: a.key,
    title: a.title,
    slug: a.slug,
    summary: text(a.summary),
    publishedDate: a.publishedDate,
    image: toMedia(a.image),
  };
}

export function toArticleContent(a: ArticleRow & { body: string | null }): ArticleContent {
  return { ...toArticleSummary(a), body: text(a.body) };
}

export function toCategoryLink(c: { documentId: string; key: string | null; name: string; slug: string | null }): CategoryLink {
  return { documentId: c.documentId, key: c.key, name: c.name, slug: c.slug };
}

/** The newest articles of a category (news view, category lists). */
export const getArticlesByCategory = cache(async (locale: Locale, categoryKey: string, limit: number, preview = false): Promise<ArticleSummary[]> => {
  const data = await cmsRead(ArticlesByCategoryDocument, { locale, categoryKey, limit, status: status(preview) }, { tags: [TAGS.article], preview });
  return present(data.articles).map(toArticleSummary);
});

export const getArticleBySlug = cache(async (locale: Locale, slug: string, preview = false): Promise<Article | null> => {
  const data = await cmsRead(ArticleBySlugDocument, { locale, slug, status: status(preview) }, { tags: [TAGS.article, TAGS.category], preview });
  const article = data.articles[0];
  if (!article) return null;
  return { ...toArticleContent(article), categoryKey: article.category?.key ?? null, slugs: slugsByLocale(article.localizations) };
});

export const getCategoryBySlug = cache(async (locale: Locale, slug: string, preview = false): Promise<Category | null> => {
  const data = await cmsRead(CategoryBySlugDocument, { locale, slug, status: status(preview) }, { tags: [TAGS.category], preview });
  const category = data.categories[0];
  if (!category) return null;
  return { ...toCategoryLink(category), description: text(category.description), slugs: slugsByLocale(category.localizations) };
});

export const getTeamMembers = cache(async (locale: Locale, limit: number, preview = false): Promise<TeamMember[]> => {
  const data = await cmsRead(TeamMembersDocument, { locale, limit, status: status(preview) }, { tags: [TAGS.teamMember], preview });
  return present(data.teamMembers).map((m) => ({
    documentId: m.documentId,
    name: m.name,
    role: text(m.role),
    bio: text(m.bio),
    email: text(m.email),
    phone: text(m.phone),
    photo: toMedia(m.photo),
  }));
});

export const getTestimonials = cache(async (locale: Locale, limit: number, preview = false): Promise<Testimonial[]> => {
  const data = await cmsRead(TestimonialsDocument, { locale, limit, status: status(preview) }, { tags: [TAGS.testimonial], preview });
  return present(data.testimonials).map((m) => ({
    documentId: m.documentId,
    author: m.author,
    city: text(m.city),
    rating: m.rating ?? 0,
    text: m.text,
    date: m.date,
  }));
});
