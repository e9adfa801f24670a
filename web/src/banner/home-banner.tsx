import { UI_TIMINGS, type Locale } from '@coast/domain';
import { mediaUrl } from '@/cms/media';
import type { SiteConfiguration } from '@/cms/types';
import { CmsImage, IMAGE_SIZES } from '@/ui/cms-image';
import { BannerGallery } from './banner-gallery';
import { BannerVideo } from './banner-video';
import { bannerTexts } from './texts';

type Banner = SiteConfiguration['homeBanner'];

/**
 * The picture behind the home page's title and search block, as staff chose it: an
 * image, a gallery or a video. Its first picture (the gallery's first, the video's poster) is in the
 * page's HTML and preloaded: the largest paint never waits for a script; the rest comes later.
 */
export function HomeBanner({ banner, locale }: { banner: Banner; locale: Locale }) {
  const labels = bannerTexts.all(locale);
  if (banner.type === 'gallery' && banner.images.length) {
    const slides = banner.images.map((image, i) => <CmsImage key={image.documentId} media={image} fill largest={i === 0} sizes={IMAGE_SIZES.banner} alt="" />);
    return <BannerGallery slides={slides} labels={labels} delay={UI_TIMINGS.sliderAutoplayMs} speed={UI_TIMINGS.sliderSpeedMs} />;
  }
  const still = banner.type === 'none' ? null : banner.image;
  const poster = still ? <CmsImage media={still} fill largest sizes={IMAGE_SIZES.banner} alt="" /> : null;
  if (banner.type === 'video' && banner.video) {
    return <BannerVideo video={banner.video} poster={poster} posterUrl={still ? mediaUrl(still.url) : null} labels={labels} />;
  }
  return poster ? (
    <div className="home-hero__image" aria-hidden="true">
      {poster}
    </div>
  ) : null;
}
