import { getImageProps } from 'next/image';
import { pictureSource } from '@/cms/media';
import { pictureInputs } from '@/ui/image-path';
import { listProjects } from '@/cms/projects';
import { projectPath } from '@/projects/project-path';
import { listingPath } from '@/routing/listing-url';
import { searchAnswer } from '@/search/answer';
import { currentAnswerSettings } from '@/search/answer-settings';
import { MAX_QUERY_LENGTH } from '@/search/answer-types';
import { currentSearchIndexes } from '@/search/current-index';

/** Thumbnails in the panel: 80 x 60 CSS pixels (next/image gives 1x and 2x). */
const THUMBNAIL = { width: 80, height: 60 } as const;

/**
 * An answer depends only on its URL (q, lang) and the published listings: browsers and shared caches
 * may keep it a minute (typing back and forth asks again for nothing), and serve it stale while they
 * check again; the index itself follows the CMS webhook.
 */
const CACHE_OK = 'public, max-age=60, stale-while-revalidate=300';

function refuse(status: number, error: string, headers: Record<string, string> = {}) {
  return Response.json({ error }, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/**
 * The home search panel's answers (JSON): GET /api/search/answer/?q=gistel&lang=nl gives the types,
 * towns and listings matching q (an empty q: what the panel lists before anything is typed), in the
 * language asked for (the default language when it is not an enabled one). Built from the in-process
 * index of the published listings (search/current-index.ts); only public fields reach the answer.
 * A q longer than MAX_QUERY_LENGTH is refused with 400; any other text is matched as text.
 */
export async function GET(request: Request) {
  const started = performance.now();
  const params = new URL(request.url).searchParams;
  const raw = params.get('q') ?? '';
  if (raw.length > MAX_QUERY_LENGTH) return refuse(400, `q is longer than ${MAX_QUERY_LENGTH} characters`);
  const query = raw.trim();
  try {
    const [indexes, { table, localeOf, byLocale }, projects] = await Promise.all([currentSearchIndexes(), currentAnswerSettings(), listProjects()]);
    const locale = localeOf(params.get('lang'));
    const answer = searchAnswer(indexes, query, {
      locale,
      ...byLocale[locale],
      listingPath: (listing) =>
        listingPath(
          table,
          {
            externalId: listing.externalId,
            goal: listing.goal,
            cityName: listing.city,
            typeDescription: listing.typeDescription,
            mainTypeName: listing.mainTypeName,
          },
          locale,
        ),
      thumbnail: (url) => {
        const { props } = getImageProps({ ...pictureInputs(pictureSource(url)), alt: '', ...THUMBNAIL, sizes: undefined });
        return { src: props.src, srcSet: props.srcSet, ...THUMBNAIL };
      },
      projects: projects.flatMap((p) => {
        const href = projectPath(table, p.slug, locale);
        return href ? [{ name: p.name, city: p.city, zip: p.zip, href }] : [];
      }),
    });
    return Response.json(answer, {
      headers: { 'Cache-Control': CACHE_OK, 'Server-Timing': `search;dur=${(performance.now() - started).toFixed(1)}` },
    });
  } catch (error) {
    // The CMS cannot answer and no index was built yet: the panel says so, the form still submits.
    console.error('[search-answer]', error);
    return refuse(503, 'search is unavailable', { 'Retry-After': '10' });
  }
}
