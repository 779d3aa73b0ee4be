import { useId } from 'react';
import controlStyles from '../../internal/control.module.css';
import { cx } from '../../internal/cx';
import { Button } from '../Button/Button';
import styles from './CodeField.module.css';

export interface CodeFieldProps {
  /** The form field name of the code (e.g. `code`). */
  name: string;
  label: string;
  submitLabel: string;
  /** The message of the last attempt (e.g. 'This code does not exist'), shown and announced. */
  error?: string | undefined;
  /** Shows the button busy while the code is checked. */
  pending?: boolean;
  className?: string;
}

/**
 * A code input with its submit button (promotion code, gift card), for use inside a form: the app's form posts it,
 * so it works before JavaScript.
 */
export function CodeField({ name, label, submitLabel, error, pending = false, className }: CodeFieldProps) {
  const id = useId();
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={`${id}-input`} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-input`}
          name={name}
          type="text"
          required
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cx(controlStyles.control, styles.input)}
        />
        <Button type="submit" variant="secondary" loading={pending}>
          {submitLabel}
        </Button>
      </div>
      <p id={`${id}-error`} className={styles.error} role="status">
        {error ?? ''}
      </p>
    </div>
  );
}
