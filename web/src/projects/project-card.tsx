import Link from '@/ui/link';
import type { Locale } from '@coast/domain';
import type { ProjectCard as Card } from '@/cms/types';
import { CmsImage, IMAGE_SIZES } from '@/ui/cms-image';
import { Icon } from '@/ui/icon';
import { projectPlace } from './project-address';

interface Props {
  readonly project: Card;
  readonly href: string;
  readonly locale: Locale;
  readonly headingLevel: 'h2' | 'h3' | 'h4' | 'h5';
}

/** One project in the list: its main picture, name and town (styled as a listing card). */
export function ProjectCard({ project: p, href, locale, headingLevel: Heading }: Props) {
  return (
    <article className="property-card project-card" data-project={p.slug}>
      <div className="property-card__media">
        {p.image ? (
          <CmsImage media={p.image} fill sizes={IMAGE_SIZES.card} alt="" />
        ) : (
          <span className="media-missing" aria-hidden="true">
            <Icon name="home" size={40} />
          </span>
        )}
      </div>
      <div className="property-card__body">
        <Heading className="property-card__title">
          <Link href={href} className="stretched-link">
            {p.name}
          </Link>
        </Heading>
        <p className="property-card__town">
          <Icon name="pin" size={16} /> {projectPlace(p, locale)}
        </p>
      </div>
    </article>
  );
}
