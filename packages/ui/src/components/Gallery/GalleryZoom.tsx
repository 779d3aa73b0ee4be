import { type PointerEvent, useState } from 'react';
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

/** The original image at twice the size, panned by pointer position. Loaded lazily by Gallery. */
export default function GalleryZoom({ open, onClose, image, closeLabel }: GalleryZoomProps) {
  const [origin, setOrigin] = useState('50% 50%');
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    setOrigin(`${x.toFixed(1)}% ${y.toFixed(1)}%`);
  };
  return (
    <Modal open={open} onClose={onClose} title={image.alt} closeLabel={closeLabel} size="lg">
      <div className={styles.zoomFrame} onPointerMove={onPointerMove}>
        <img className={styles.zoomImage} src={image.src} alt="" style={{ transformOrigin: origin }} />
      </div>
    </Modal>
  );
}
