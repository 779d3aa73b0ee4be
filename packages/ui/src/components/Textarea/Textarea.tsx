import type { ComponentProps, ReactNode } from 'react';
import controlStyles from '../../internal/control.module.css';
import { cx } from '../../internal/cx';
import { FormField } from '../FormField/FormField';
import styles from './Textarea.module.css';

export interface TextareaProps extends Omit<ComponentProps<'textarea'>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

/** A labelled multi-line input (review text, order comment). */
export function Textarea({ label, hint, error, required, id, className, rows = 5, ...rest }: TextareaProps) {
  return (
    <FormField label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(control) => (
        <textarea rows={rows} className={cx(controlStyles.control, styles.textarea)} {...control} {...rest} />
      )}
    </FormField>
  );
}
