import type { ComponentProps, ReactNode } from 'react';
import controlStyles from '../../internal/control.module.css';
import { cx } from '../../internal/cx';
import { FormField } from '../FormField/FormField';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /**
   * Marks a required field after its label ('*'); `''` marks nothing, for a field required only by its own small
   * form (a code beside its redeem button), which the shopper may leave empty.
   */
  requiredMark?: string;
}

/** A labelled single-line input (email, password, search, quantity…). */
export function TextField({
  label,
  hint,
  error,
  required,
  requiredMark,
  id,
  className,
  type = 'text',
  ...rest
}: TextFieldProps) {
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      required={required}
      requiredMark={requiredMark}
      id={id}
      className={className}
    >
      {(control) => <input type={type} className={cx(controlStyles.control)} {...control} {...rest} />}
    </FormField>
  );
}
