import { type ComponentProps, type ReactNode, useId } from 'react';
import { IconCheck } from '../../icons/icons';
import { cx } from '../../internal/cx';
import styles from './Checkbox.module.css';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'children'> {
  label: ReactNode;
  /** Extra line under the label (e.g. newsletter terms). */
  description?: ReactNode;
  error?: ReactNode;
}

/** A native checkbox with a custom box; the whole row (≥ 44 px) is the click target. */
export function Checkbox({ label, description, error, id, className, ...rest }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy =
    [description ? `${inputId}-description` : null, error ? `${inputId}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className={cx(styles.checkbox, className)}>
      <label className={styles.row} htmlFor={inputId}>
        <input
          id={inputId}
          type="checkbox"
          className={styles.input}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          {...rest}
        />
        <span className={styles.box} aria-hidden="true">
          <IconCheck size={16} strokeWidth={2.25} />
        </span>
        <span className={styles.label}>{label}</span>
      </label>
      {description ? (
        <p id={`${inputId}-description`} className={styles.description}>
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
