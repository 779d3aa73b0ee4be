import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import type { SpaceToken } from '../Stack/Stack';
import styles from './Grid.module.css';

export interface GridProps {
  children: ReactNode;
  /** Fixed columns per breakpoint (phone, ≥ 768 px, ≥ 1024 px); ignored when `minItemWidth` is set. */
  columns?: { base: number; md?: number; lg?: number };
  /** Fits as many columns as there is room for, each at least this wide (CSS length), e.g. footer link groups. */
  minItemWidth?: string;
  gap?: SpaceToken;
  as?: 'div' | 'ul' | 'section';
  className?: string;
}

/** A CSS grid with token gaps: fixed columns per breakpoint or auto-fitting columns. */
export function Grid({
  children,
  columns = { base: 1, md: 2, lg: 3 },
  minItemWidth,
  gap = 6,
  as: Element = 'div',
  className,
}: GridProps) {
  const style = {
    gap: `var(--bs-space-${gap})`,
    '--columns': columns.base,
    '--columns-md': columns.md ?? columns.base,
    '--columns-lg': columns.lg ?? columns.md ?? columns.base,
    ...(minItemWidth ? { '--min-item': minItemWidth } : {}),
  } as CSSProperties;
  return (
    <Element className={cx(styles.grid, minItemWidth ? styles.auto : styles.fixed, className)} style={style}>
      {children}
    </Element>
  );
}
