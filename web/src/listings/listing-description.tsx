import { descriptionBlocks, toLocale, type Locale } from '@coast/domain';
import { t } from '@/i18n';
import { listingTexts } from './texts';

interface Props {
  readonly title: string | null;
  readonly description: string | null;
  /** The language the feed wrote title and description in. */
  readonly language: string | null;
  /** Shown as the lead when it says more than the heading. */
  readonly heading: string;
  readonly locale: Locale;
}

/**
 * The listing's title and description with their paragraphs, line breaks and bullet lists (HTML
 * cleaned by @coast/domain's `descriptionBlocks`). The feed writes them in one language (Dutch): on a
 * page in another language they carry `lang` and a note says they exist only in Dutch.
 */
export function ListingDescription({ title, description, language, heading, locale }: Props) {
  const blocks = descriptionBlocks(description);
  const lead = title?.trim() && title.trim() !== heading ? title.trim() : null;
  if (!blocks.length && !lead) return null;
  const textLanguage = toLocale(language);
  const foreign = textLanguage !== locale;
  return (
    <section className="property-detail__description" aria-labelledby="listing-description">
      <h2 id="listing-description">{t(locale, 'description')}</h2>
      {foreign && textLanguage === 'nl' ? <p className="property-detail__language-note">{listingTexts(locale, 'dutchOnly')}</p> : null}
      <div lang={foreign ? textLanguage : undefined} data-description-language={textLanguage}>
        {lead ? <p className="lead">{lead}</p> : null}
        {blocks.map((block, i) =>
          block.kind === 'list' ? (
            <ul key={i}>
              {block.items.map((item, j) => (
                <li key={j}>{item}</li>
              ))}
            </ul>
          ) : (
            <p key={i}>
              {block.lines.map((line, j) => (
                <span key={j}>
                  {j > 0 ? <br /> : null}
                  {line}
                </span>
              ))}
            </p>
          ),
        )}
      </div>
    </section>
  );
}
