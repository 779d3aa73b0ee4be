import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import styles from './Container.module.css';

export interface ContainerProps {
  children: ReactNode;
  /** Maximum content width: `text` for reading (about 57 rem, the magazine column of spec 9), `wide` for pages. */
  width?: 'text' | 'default' | 'wide' | 'full';
  as?: 'div' | 'main' | 'section' | 'header' | 'footer' | 'article';
  className?: string;
}

/** Centres content with the page's side padding and maximum width. */
export function Container({ children, width = 'default', as: Element = 'div', className }: ContainerProps) {
  return <Element className={cx(styles.container, styles[width], className)}>{children}</Element>;
}
