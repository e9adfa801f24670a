import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';

/** Leaves preview: draft mode off, back to the published page (?to=/nl/te-koop/). */
export async function GET(request: Request) {
  const to = new URL(request.url).searchParams.get('to') ?? '/';
  (await draftMode()).disable();
  redirect(to.startsWith('/') && !to.startsWith('//') ? to : '/');
}
