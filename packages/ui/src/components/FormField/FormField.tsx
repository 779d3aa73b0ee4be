import { type ReactNode, useId } from 'react';
import { cx } from '../../internal/cx';
import styles from './FormField.module.css';

/** Attributes a form control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  required: boolean | undefined;
}

export interface FormFieldProps {
  /** Visible label (translated by the app). */
  label: ReactNode;
  /** Help text under the label, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** Validation message; marks the control `aria-invalid` and is linked with `aria-describedby`. */
  error?: ReactNode;
  /** Marks the control required; `requiredMark` is shown after the label (e.g. '*'; '' shows none). */
  required?: boolean;
  requiredMark?: string;
  /** Use a given id instead of a generated one. */
  id?: string;
  className?: string;
  /** Renders the control with the props that connect it to label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, hint and error around one control, wired with `htmlFor`, `aria-describedby` and `aria-invalid`. */
export function FormField({
  label,
  hint,
  error,
  required,
  requiredMark = '*',
  id,
  className,
  children,
}: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
        {required && requiredMark !== '' ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            {requiredMark}
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children({
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        required,
      })}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
