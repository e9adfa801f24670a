import { EMBED_CONSENT_CATEGORY, parseMediaUrl, type Locale, type MediaEmbed } from '@coast/domain';
import { EmbedGate } from '@/consent/embed-gate';
import { CATEGORY_NAME_KEYS, consentTexts } from '@/consent/texts';

/** How each host is named to visitors. */
const PROVIDER_NAMES: Readonly<Record<Exclude<MediaEmbed['provider'], 'file'>, string>> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  facebook: 'Facebook',
  matterport: 'Matterport',
  kuula: 'Kuula',
  nodalview: 'Nodalview',
};

/** What a tour's frame may use (Matterport's own embed code asks for these). */
const TOUR_ALLOW = 'fullscreen; xr-spatial-tracking';
const VIDEO_ALLOW = 'fullscreen; picture-in-picture; encrypted-media';

function Embed({ embed, locale }: { embed: MediaEmbed; locale: Locale }) {
  const t = (key: Parameters<typeof consentTexts>[1], ...values: string[]) => consentTexts(locale, key, ...values);
  if (embed.provider === 'file') {
    // A video file from another host: a link, not a player (no third-party request from the page).
    return (
      <p>
        <a href={embed.url} rel="noopener noreferrer" target="_blank">
          {t('watchFile')}
        </a>
      </p>
    );
  }
  const kind = embed.kind === 'tour' ? 'tour' : 'video';
  const category = EMBED_CONSENT_CATEGORY[kind];
  const provider = PROVIDER_NAMES[embed.provider];
  const categoryName = t(CATEGORY_NAME_KEYS[category]);
  const portrait = embed.provider === 'youtube' && embed.short;
  return (
    <EmbedGate
      category={category}
      src={embed.embedUrl}
      title={t('frameTitle', t(kind), provider)}
      notice={t('embedNotice', provider, categoryName)}
      loadOnceLabel={t('loadOnce')}
      allowCategoryLabel={t('allowCategory', categoryName)}
      aspectRatio={portrait ? '9 / 16' : '16 / 9'}
      allow={kind === 'tour' ? TOUR_ALLOW : VIDEO_ALLOW}
    />
  );
}

/**
 * A listing's video (YouTube, Vimeo, Facebook) and virtual tour (Matterport, Kuula, Nodalview), each
 * behind the consent gate of its category; addresses @coast/domain does not recognise show nothing.
 */
export function ListingMedia({ videoUrl, virtualTourUrl, locale }: { videoUrl: string | null; virtualTourUrl: string | null; locale: Locale }) {
  const embeds = [parseMediaUrl(videoUrl), parseMediaUrl(virtualTourUrl)].filter((embed): embed is MediaEmbed => embed !== null);
  if (!embeds.length) return null;
  const name = (embed: MediaEmbed) => consentTexts(locale, embed.kind === 'tour' ? 'tour' : 'video');
  const several = embeds.length > 1;
  return (
    <section className="listing-media" aria-labelledby="listing-media-title">
      <h2 id="listing-media-title">{several ? consentTexts(locale, 'mediaHeading') : name(embeds[0]!)}</h2>
      {embeds.map((embed) => (
        <div key={embed.url} className="listing-media__item" data-embed-provider={embed.provider}>
          {several ? <h3 className="listing-media__title">{name(embed)}</h3> : null}
          <Embed embed={embed} locale={locale} />
        </div>
      ))}
    </section>
  );
}
