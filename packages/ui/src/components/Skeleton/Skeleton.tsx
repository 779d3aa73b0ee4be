import type { CSSProperties } from 'react';
import { cx } from '../../internal/cx';
import styles from './Skeleton.module.css';

export interface SkeletonProps {
  /** `text` is one line of body copy, `rect` an image or block, `circle` an avatar. */
  shape?: 'text' | 'rect' | 'circle';
  /** CSS length; defaults to the full width (text, rect) or 2.5rem (circle). */
  width?: string;
  /** CSS length for rect and circle. */
  height?: string;
  /** CSS aspect ratio for rect, e.g. '1 / 1' for product images, so nothing shifts when content arrives. */
  aspectRatio?: string;
  className?: string;
}

/** A placeholder shape while content loads; hidden from assistive technology (announce loading elsewhere). */
export function Skeleton({ shape = 'text', width, height, aspectRatio, className }: SkeletonProps) {
  const style: CSSProperties = { width, height, aspectRatio };
  return <span className={cx(styles.skeleton, styles[shape], className)} style={style} aria-hidden="true" />;
}
