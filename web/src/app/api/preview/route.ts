import { isLocale } from '@coast/domain';
import { redirect } from 'next/navigation';
import { previewSecret } from '@/cms/env';
import { getDraftPagePath } from '@/cms/pages';
import { secretMatches } from '@/cms/secret';
import { setDraftMode } from '@/routing/preview-cookie';
import { sameOriginPath } from '@/routing/same-origin-path';

/**
 * The admin's preview link (cms/config/admin.ts): ?documentId&locale&secret, or ?path=/nl/te-koop/&secret.
 * With the right PREVIEW_SECRET it turns on draft mode and opens '/preview{path}', which shows drafts,
 * uncached. A 'preview' path without draft mode shows the published page.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  if (!secretMatches(params.get('secret'), previewSecret())) return new Response('Invalid preview secret', { status: 401 });
  const locale = params.get('locale');
  const documentId = params.get('documentId');
  let asked = params.get('path');
  if (!asked && documentId && isLocale(locale)) asked = await getDraftPagePath(documentId, locale);
  const path = sameOriginPath(asked, request.url);
  if (!path) return new Response('Unknown page', { status: 404 });
  await setDraftMode(true);
  redirect(`/preview${path}`);
}
