import { cx } from '../../internal/cx';
import styles from './Link.module.css';
import { type LinkComponent, type LinkComponentProps, useLinkComponent } from './LinkProvider';

export interface LinkProps extends LinkComponentProps {
  /**
   * `inline` underlines inside text, `subtle` for navigation lists, `standalone` for "show all" calls, `button`
   * looks like a secondary Button where the action is to go somewhere (a product card's "Details").
   */
  variant?: 'inline' | 'subtle' | 'standalone' | 'button';
  /** Renders this component instead of the one from `LinkProvider` (or `<a>`). */
  as?: LinkComponent;
  /** Opens in a new tab with `rel="noopener noreferrer"`; never goes through the router. */
  external?: boolean;
}

/** A navigation link: an `<a>`, or the app's router link given through `as` or `LinkProvider`. */
export function Link({ variant = 'inline', as, external = false, className, ...rest }: LinkProps) {
  const provided = useLinkComponent();
  const Component: LinkComponent = external ? 'a' : (as ?? provided);
  const externalProps = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return <Component className={cx(styles.link, styles[variant], className)} {...externalProps} {...rest} />;
}
