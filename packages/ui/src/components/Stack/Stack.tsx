import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import type { space } from '../../tokens/spacing';
import styles from './Stack.module.css';

export type SpaceToken = keyof typeof space;

export interface StackProps {
  children: ReactNode;
  /** `row` lays out horizontally (header actions), `column` vertically (form fields). */
  direction?: 'row' | 'column';
  /** Space between items, a spacing token key (4 = 1 rem). */
  gap?: SpaceToken;
  align?: 'start' | 'center' | 'end' | 'stretch' | 'baseline';
  justify?: 'start' | 'center' | 'end' | 'between';
  wrap?: boolean;
  as?: 'div' | 'ul' | 'ol' | 'section' | 'nav';
  className?: string;
}

const justifyValues = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
} as const;
const alignValues = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
} as const;

/** Lays children out in one direction with token spacing. */
export function Stack({
  children,
  direction = 'column',
  gap = 4,
  align = 'stretch',
  justify = 'start',
  wrap = false,
  as: Element = 'div',
  className,
}: StackProps) {
  const style: CSSProperties = {
    flexDirection: direction,
    gap: `var(--bs-space-${gap})`,
    alignItems: alignValues[align],
    justifyContent: justifyValues[justify],
    flexWrap: wrap ? 'wrap' : 'nowrap',
  };
  return (
    <Element className={cx(styles.stack, className)} style={style}>
      {children}
    </Element>
  );
}
