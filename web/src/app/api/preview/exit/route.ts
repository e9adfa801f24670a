import { redirect } from 'next/navigation';
import { setDraftMode } from '@/routing/preview-cookie';
import { sameOriginPath } from '@/routing/same-origin-path';

/** Leaves preview: draft mode off, back to the published page (?to=/nl/te-koop/; anything off-site goes home). */
export async function GET(request: Request) {
  const to = sameOriginPath(new URL(request.url).searchParams.get('to'), request.url) ?? '/';
  await setDraftMode(false);
  redirect(to);
}
