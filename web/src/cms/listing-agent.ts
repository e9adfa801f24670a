import { cache } from 'react';
import type { Locale } from '@coast/domain';
import { ListingAgentDocument, ListingManagerDocument } from '@coast/graphql';
import { cmsRead } from './client';
import { text, toMedia } from './shape';
import { TAGS } from './tags';
import type { ListingManager } from './types';

/**
 * The team member staff put in charge of a listing, in the page's language; null when none is set or
 * the person is not published. Two reads: the listing links one language's row of the person, so its
 * document id is read first, then the person in the page's language (both cached, tagged for the
 * webhook: a change of the listing or of the person expires them).
 */
export const getListingManager = cache(async (externalId: number, locale: Locale): Promise<ListingManager | null> => {
  const link = await cmsRead(ListingManagerDocument, { externalId }, { tags: [TAGS.property, TAGS.teamMember] });
  const documentId = link.properties[0]?.manager?.documentId;
  if (!documentId) return null;
  const data = await cmsRead(ListingAgentDocument, { documentId, locale }, { tags: [TAGS.teamMember] });
  const m = data.teamMember;
  if (!m) return null;
  return { documentId: m.documentId, name: m.name, role: text(m.role), email: text(m.email), phone: text(m.phone), photo: toMedia(m.photo) };
});
