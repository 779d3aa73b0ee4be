import { Gallery, type GalleryImage } from '@beautyshop/ui';
import { useTranslate } from '../../locale/useLocale';

/**
 * The gallery column: full width on phones, half the page from 768 px, and at most about 44 rem once the wide
 * container stops growing (96 rem less its padding, halved). The first image loads eagerly with high priority.
 */
const GALLERY_SIZES = '(min-width: 96rem) 44rem, (min-width: 768px) 50vw, 100vw';

/** Product images with thumbnails and an on-demand zoom, labelled in the page's language. */
export function ProductGallery({ images }: { images: readonly GalleryImage[] }) {
  const t = useTranslate();
  return (
    <Gallery
      images={images}
      sizes={GALLERY_SIZES}
      labels={{
        images: t('gallery.images'),
        thumbnails: t('gallery.thumbnails'),
        showImage: t('gallery.showImage'),
        zoom: t('gallery.zoom'),
        closeZoom: t('gallery.closeZoom'),
        loading: t('gallery.loading'),
      }}
    />
  );
}
