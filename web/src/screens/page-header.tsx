import type { Media } from '@/cms/types';
import { CmsImage, IMAGE_SIZES } from '@/ui/cms-image';

interface Props {
  readonly title: string;
  readonly lead?: string | null;
  /** The page banner (showPageBanner): a wide band with the page image behind its title. */
  readonly banner?: boolean;
  readonly image?: Media | null;
}

/** A screen's title (h1), as a banner or a plain heading. */
export function PageHeader({ title, lead, banner = false, image }: Props) {
  return (
    <header className={banner ? 'page-banner' : 'page-header'}>
      {banner && image ? (
        <div className="page-banner__image" aria-hidden="true">
          <CmsImage media={image} fill largest sizes={IMAGE_SIZES.wide} alt="" />
        </div>
      ) : null}
      <div className="container">
        <h1>{title}</h1>
        {lead ? <p className="page-header__lead">{lead}</p> : null}
      </div>
    </header>
  );
}
