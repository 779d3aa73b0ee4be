import { lazy, Suspense, useRef, useState } from 'react';
import { IconZoomIn } from '../../icons/icons';
import { cx } from '../../internal/cx';
import { fill } from '../../internal/template';
import { IconButton } from '../IconButton/IconButton';
import { buildSrcSet, fallbackSrc, type Thumbnail } from '../ProductCard/srcSet';
import { Spinner } from '../Spinner/Spinner';
import styles from './Gallery.module.css';

// The zoom view is loaded when a shopper first asks for it: most visits never zoom.
const GalleryZoom = /* @__PURE__ */ lazy(() => import('./GalleryZoom'));

export interface GalleryImage {
  alt: string;
  /** `media.thumbnails` of the image. */
  thumbnails: readonly Thumbnail[];
  /** The original (`media.url`): shown in the zoom view. */
  src: string;
}

export interface GalleryLabels {
  /** Name of the swipeable image stage. */
  images: string;
  /** Name of the thumbnail list. */
  thumbnails: string;
  /** Name of a thumbnail button, `{n}` and `{total}`. */
  showImage: string;
  zoom: string;
  closeZoom: string;
  loading: string;
}

export const defaultGalleryLabels: GalleryLabels = {
  images: 'Product images',
  thumbnails: 'Choose an image',
  showImage: 'Show image {n} of {total}',
  zoom: 'Zoom image',
  closeZoom: 'Close zoom',
  loading: 'Loading zoom',
};

export interface GalleryProps {
  images: readonly GalleryImage[];
  labels?: Partial<GalleryLabels>;
  /** `sizes` of the main image; defaults to half the viewport from tablets up. */
  sizes?: string;
  className?: string;
}

/** The product detail gallery: swipeable main image, thumbnails, and an on-demand zoom view. */
export function Gallery({
  images,
  labels: overrides,
  sizes = '(min-width: 768px) 50vw, 100vw',
  className,
}: GalleryProps) {
  const labels = { ...defaultGalleryLabels, ...overrides };
  const [active, setActive] = useState(0);
  const [zoomOpen, setZoomOpen] = useState(false);
  const [zoomRequested, setZoomRequested] = useState(false);
  const track = useRef<HTMLDivElement>(null);

  const show = (index: number) => {
    setActive(index);
    const node = track.current;
    if (!node) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    node.scrollTo({ left: index * node.clientWidth, behavior: reduced ? 'auto' : 'smooth' });
  };

  const onScroll = () => {
    const node = track.current;
    if (!node || node.clientWidth === 0) return;
    setActive(Math.round(node.scrollLeft / node.clientWidth));
  };

  const current = images[active];
  return (
    <div className={cx(styles.gallery, className)}>
      <div className={styles.stage}>
        {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of images, not a form fieldset. */}
        <div
          ref={track}
          className={styles.track}
          onScroll={onScroll}
          role="group"
          aria-label={labels.images}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (arrow keys scroll it).
          tabIndex={0}
        >
          {images.map((image, index) => (
            <img
              key={image.src}
              className={styles.image}
              src={fallbackSrc(image.thumbnails, 800) ?? image.src}
              srcSet={buildSrcSet(image.thumbnails) || undefined}
              sizes={sizes}
              alt={image.alt}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
              decoding="async"
            />
          ))}
        </div>
        {current ? (
          <IconButton
            className={styles.zoom}
            variant="solid"
            label={labels.zoom}
            icon={<IconZoomIn />}
            onClick={() => {
              setZoomRequested(true);
              setZoomOpen(true);
            }}
          />
        ) : null}
      </div>
      {images.length > 1 ? (
        <ul className={styles.thumbnails} aria-label={labels.thumbnails}>
          {images.map((image, index) => (
            <li key={image.src}>
              <button
                type="button"
                className={cx(styles.thumbnail, index === active && styles.activeThumbnail)}
                aria-label={fill(labels.showImage, { n: index + 1, total: images.length })}
                aria-current={index === active ? 'true' : undefined}
                onClick={() => show(index)}
              >
                <img src={fallbackSrc(image.thumbnails, 120) ?? image.src} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {zoomRequested && current ? (
        <Suspense fallback={<Spinner label={labels.loading} className={styles.zoomLoading} />}>
          <GalleryZoom
            open={zoomOpen}
            onClose={() => setZoomOpen(false)}
            image={current}
            closeLabel={labels.closeZoom}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
