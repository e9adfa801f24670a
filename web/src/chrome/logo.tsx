import Link from '@/ui/link';
import type { Media } from '@/cms/types';
import { CmsImage } from '@/ui/cms-image';

/** The agency's logo from the site configuration, linking home; it shrinks once the page scrolls. */
export function Logo({ logo, name, homeHref, label }: { logo: Media | null; name: string; homeHref: string; label: string }) {
  return (
    <Link href={homeHref} className="logo" aria-label={`${name}, ${label}`}>
      {logo ? <CmsImage media={logo} sizes="240px" preload alt="" className="logo__image" /> : <span className="logo__text">{name}</span>}
    </Link>
  );
}
