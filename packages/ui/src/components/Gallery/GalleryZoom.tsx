import { type PointerEvent, useEffect, useRef } from 'react';
import { Modal } from '../Modal/Modal';
import type { GalleryImage } from './Gallery';
// Styles live in Gallery's module so that they ship in the package's one stylesheet, not in a lazy chunk's CSS.
import styles from './Gallery.module.css';

export interface GalleryZoomProps {
  open: boolean;
  onClose: () => void;
  image: GalleryImage;
  closeLabel: string;
}

/** Scrolls a frame to the same share of its overflow as the pointer's position over it. */
function panTo(frame: HTMLElement, x: number, y: number): void {
  frame.scrollLeft = x * (frame.scrollWidth - frame.clientWidth);
  frame.scrollTop = y * (frame.scrollHeight - frame.clientHeight);
}

/**
 * The original image at twice the size in a frame that scrolls: every part of it can be reached by touch
 * (swipe), wheel, keyboard (the frame takes focus; arrow keys, Page Up/Down, Home/End) and a mouse, which pans
 * by pointing. It opens on the image's centre. Loaded lazily by Gallery.
 */
export default function GalleryZoom({ open, onClose, image, closeLabel }: GalleryZoomProps) {
  const frame = useRef<HTMLElement>(null);
  // After the dialog's own effect has shown it (a closed dialog has no size to scroll), and for each image.
  useEffect(() => {
    if (open && frame.current && image.src) panTo(frame.current, 0.5, 0.5);
  }, [open, image.src]);
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    // A touch scrolls the frame itself; following the finger as well would fight it.
    if (event.pointerType !== 'mouse') return;
    const box = event.currentTarget.getBoundingClientRect();
    panTo(
      event.currentTarget,
      (event.clientX - box.left) / box.width,
      (event.clientY - box.top) / box.height,
    );
  };
  return (
    <Modal open={open} onClose={onClose} title={image.alt} closeLabel={closeLabel} size="lg">
      <section
        ref={frame}
        className={styles.zoomFrame}
        onPointerMove={onPointerMove}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard only when it takes focus itself (WCAG 2.1.1)
        tabIndex={0}
        aria-label={image.alt}
      >
        <img className={styles.zoomImage} src={image.src} alt="" />
      </section>
    </Modal>
  );
}
