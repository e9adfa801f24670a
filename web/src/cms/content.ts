import { cache } from 'react';
import type { Locale } from '@coast/domain';
import { ArticleBySlugDocument, ArticlesByCategoryDocument, CategoryBySlugDocument, TeamMembersDocument, TestimonialsDocument } from '@coast/graphql';
import { cmsRead } from './client';
import { TAGS } from './tags';

const status = (preview: boolean) => (preview ? 'DRAFT' : 'PUBLISHED');

/** The newest articles of a category (news view, category lists). */
export const getArticlesByCategory = cache(async (locale: Locale, categoryKey: string, limit: number, preview = false) => {
  const data = await cmsRead(ArticlesByCategoryDocument, { locale, categoryKey, limit, status: status(preview) }, { tags: [TAGS.article], preview });
  return data.articles.filter((a) => a !== null);
});

export const getArticleBySlug = cache(async (locale: Locale, slug: string, preview = false) => {
  const data = await cmsRead(ArticleBySlugDocument, { locale, slug, status: status(preview) }, { tags: [TAGS.article, TAGS.category], preview });
  return data.articles[0] ?? null;
});

export const getCategoryBySlug = cache(async (locale: Locale, slug: string, preview = false) => {
  const data = await cmsRead(CategoryBySlugDocument, { locale, slug, status: status(preview) }, { tags: [TAGS.category], preview });
  return data.categories[0] ?? null;
});

export const getTeamMembers = cache(async (locale: Locale, limit: number, preview = false) => {
  const data = await cmsRead(TeamMembersDocument, { locale, limit, status: status(preview) }, { tags: [TAGS.teamMember], preview });
  return data.teamMembers.filter((m) => m !== null);
});

export const getTestimonials = cache(async (locale: Locale, limit: number, preview = false) => {
  const data = await cmsRead(TestimonialsDocument, { locale, limit, status: status(preview) }, { tags: [TAGS.testimonial], preview });
  return data.testimonials.filter((m) => m !== null);
});
