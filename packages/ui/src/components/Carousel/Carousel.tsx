import {
  Children,
  type CSSProperties,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { IconChevronLeft, IconChevronRight } from '../../icons/icons';
import { cx } from '../../internal/cx';
import { fill } from '../../internal/template';
import { IconButton } from '../IconButton/IconButton';
import styles from './Carousel.module.css';

export interface CarouselLabels {
  previous: string;
  next: string;
  /** Accessible name of each slide: `{n}` and `{total}`. */
  slide: string;
}

export const defaultCarouselLabels: CarouselLabels = {
  previous: 'Previous slides',
  next: 'Next slides',
  slide: '{n} of {total}',
};

export interface CarouselProps {
  /** Accessible name, e.g. 'Recently viewed' (cross-selling and last-seen sliders). */
  label: string;
  /** Visible heading above the slides, placed beside the controls. */
  heading?: ReactNode;
  /** One element per slide. */
  children: ReactNode;
  /** Slides visible at once on phones, tablets (≥ 768 px) and desktops (≥ 1024 px). */
  perView?: { base: number; md?: number; lg?: number };
  labels?: Partial<CarouselLabels>;
  className?: string;
}

/**
 * APG carousel without auto-rotation: slides in a scroll-snap track (native swipe and scrolling), previous and
 * next buttons scroll by one view. Slide widths come from CSS alone, so nothing shifts when JavaScript loads.
 */
export function Carousel({
  label,
  heading,
  children,
  perView = { base: 2, md: 3, lg: 4 },
  labels: overrides,
  className,
}: CarouselProps) {
  const labels = { ...defaultCarouselLabels, ...overrides };
  const slides = Children.toArray(children);
  const track = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: slides.length <= perView.base });

  const measure = useCallback(() => {
    const node = track.current;
    if (!node) return;
    // 2 px tolerance: fractional widths leave the last scroll position a sub-pixel short of the end.
    const start = node.scrollLeft <= 2;
    const end = node.scrollLeft + node.clientWidth >= node.scrollWidth - 2;
    // The same state when nothing changed, so that a scroll within the track renders nothing.
    setEdges((edges) => (edges.start === start && edges.end === end ? edges : { start, end }));
  }, []);

  // The observer's first notification, which follows the next layout, measures the track. Reading its size here
  // instead would make the browser lay out the whole page in the middle of hydration.
  useEffect(() => {
    const node = track.current;
    if (!node) return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [measure]);

  const page = (direction: 1 | -1) => {
    const node = track.current;
    if (!node) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    node.scrollBy({ left: direction * node.clientWidth, behavior: reduced ? 'auto' : 'smooth' });
  };

  const style = {
    '--per-view': perView.base,
    '--per-view-md': perView.md ?? perView.base,
    '--per-view-lg': perView.lg ?? perView.md ?? perView.base,
  } as CSSProperties;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={cx(styles.carousel, className)}
      style={style}
    >
      <div className={styles.top}>
        {heading ? <div className={styles.heading}>{heading}</div> : null}
        <div className={styles.controls}>
          <IconButton
            variant="outline"
            label={labels.previous}
            icon={<IconChevronLeft />}
            disabled={edges.start}
            onClick={() => page(-1)}
          />
          <IconButton
            variant="outline"
            label={labels.next}
            icon={<IconChevronRight />}
            disabled={edges.end}
            onClick={() => page(1)}
          />
        </div>
      </div>
      <div ref={track} className={styles.track} onScroll={measure}>
        {slides.map((slide, index) => (
          // biome-ignore lint/a11y/useSemanticElements: APG carousel: a slide is a group with roledescription 'slide', not a form fieldset.
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: Children.toArray keyed the slides; position is the identity.
            key={index}
            role="group"
            aria-roledescription="slide"
            aria-label={fill(labels.slide, { n: index + 1, total: slides.length })}
            className={styles.slide}
          >
            {slide}
          </div>
        ))}
      </div>
    </section>
  );
}
