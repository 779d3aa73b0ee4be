import type { ComponentProps, ReactNode } from 'react';
import controlStyles from '../../internal/control.module.css';
import { cx } from '../../internal/cx';
import { FormField } from '../FormField/FormField';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

/** A labelled single-line input (email, password, search, quantity…). */
export function TextField({
  label,
  hint,
  error,
  required,
  id,
  className,
  type = 'text',
  ...rest
}: TextFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(control) => <input type={type} className={cx(controlStyles.control)} {...control} {...rest} />}
    </FormField>
  );
}
