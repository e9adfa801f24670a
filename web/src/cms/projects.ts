import { cache } from 'react';
import { isLocale, publicDocuments, type Locale } from '@coast/domain';
import { ProjectDetailDocument, ProjectListDocument, ProjectUnitsDocument, type ProjectCardFragment, type ProjectDetailQuery } from '@coast/graphql';
import { externalUrl } from '@/projects/external-url';
import { cmsRead } from './client';
import { toListingCard } from './listings';
import { present, text, toMedia, toMediaList } from './shape';
import { TAGS } from './tags';
import type { ProjectCard, ProjectDetail, ProjectUnit } from './types';

/** Drafts in preview (draft mode, with the site's read token), else the published versions. */
const status = (preview: boolean) => (preview ? 'DRAFT' : 'PUBLISHED');

function toProjectCard(p: ProjectCardFragment): ProjectCard {
  return {
    documentId: p.documentId,
    name: p.name,
    slug: text(p.slug),
    zip: text(p.zip),
    city: text(p.city),
    countryName: text(p.countryName),
    updatedAt: p.updatedAt ?? null,
    image: toMedia(present(p.images)[0]),
  };
}

/** The descriptions in other languages by site language; an empty one is left out. */
function descriptionsByLocale(rows: NonNullable<ProjectDetailQuery['projects'][number]>['texts']): ProjectDetail['texts'] {
  const texts: Partial<Record<Locale, string>> = {};
  for (const row of present(rows)) {
    const description = text(row.description);
    if (isLocale(row.language) && description) texts[row.language] = description;
  }
  return texts;
}

/** Every published project with a path segment, by name (drafts in preview). */
export const listProjects = cache(async (preview = false): Promise<ProjectCard[]> => {
  const data = await cmsRead(ProjectListDocument, { status: status(preview) }, { tags: [TAGS.project], preview });
  return present(data.projects)
    .map(toProjectCard)
    .filter((p) => p.slug);
});

/** A published project (its draft in preview) by its path segment, or null. */
export const getProjectBySlug = cache(async (slug: string, preview = false): Promise<ProjectDetail | null> => {
  const data = await cmsRead(ProjectDetailDocument, { slug, status: status(preview) }, { tags: [TAGS.project], preview });
  const p = present(data.projects)[0];
  if (!p) return null;
  const shown = p.publicAddress !== false;
  return {
    ...toProjectCard(p),
    description: text(p.description),
    texts: descriptionsByLocale(p.texts),
    publicAddress: shown,
    street: shown ? text(p.shownStreet) : '',
    houseNumber: shown ? text(p.shownHouseNumber) : '',
    boxNr: shown ? text(p.shownBoxNr) : '',
    countryId: p.countryId ?? null,
    externalUrl: externalUrl(p.externalPath),
    photos: toMediaList(p.photos),
  };
});

/** A project's units: the listings in the feed linked to it (sold and rented ones too, with their availability). */
export const listProjectUnits = cache(async (projectId: string): Promise<ProjectUnit[]> => {
  const data = await cmsRead(ProjectUnitsDocument, { projectId }, { tags: [TAGS.property, TAGS.project] });
  return present(data.properties).map((row) => ({
    ...toListingCard(row),
    vat: typeof row.vat === 'number' ? row.vat : null,
    availableFrom: row.availableFrom ?? null,
    availableDate: row.availableDate ?? null,
    // The CMS stores only public documents; the rule is applied again so nothing else reaches a page.
    documents: publicDocuments(present(row.documents)),
  }));
});
