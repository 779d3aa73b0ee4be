import type { ReactNode } from 'react';
import { IconClose } from '../../icons/icons';
import { cx } from '../../internal/cx';
import styles from './Tag.module.css';

interface TagBaseProps {
  children: ReactNode;
  className?: string;
}

interface StaticTagProps extends TagBaseProps {
  onRemove?: never;
  removeLabel?: never;
}

interface RemovableTagProps extends TagBaseProps {
  /** Removes the tag (an active listing filter); the button is named by `removeLabel`. */
  onRemove: () => void;
  /** Accessible name of the remove button, e.g. 'Remove filter: Vegan'. */
  removeLabel: string;
}

export type TagProps = StaticTagProps | RemovableTagProps;

/** A keyword chip; removable ones (active filters) carry their own remove button. */
export function Tag(props: TagProps) {
  if (props.onRemove) {
    return (
      <span className={cx(styles.tag, styles.removable, props.className)}>
        {props.children}
        <button
          type="button"
          className={styles.remove}
          aria-label={props.removeLabel}
          onClick={props.onRemove}
        >
          <IconClose size={16} />
        </button>
      </span>
    );
  }
  return <span className={cx(styles.tag, props.className)}>{props.children}</span>;
}
