import type { ComponentProps, ReactNode } from 'react';
import { IconChevronDown } from '../../icons/icons';
import controlStyles from '../../internal/control.module.css';
import { cx } from '../../internal/cx';
import { FormField } from '../FormField/FormField';
import styles from './Select.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentProps<'select'>, 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  hint?: ReactNode;
  error?: ReactNode;
  /** A first, empty option (e.g. 'Please choose'); required selects then start unselected. */
  emptyOption?: string;
}

/** A labelled native select: native keyboard and mobile pickers, styled to match the inputs. */
export function Select({
  label,
  options,
  hint,
  error,
  emptyOption,
  required,
  id,
  className,
  ...rest
}: SelectProps) {
  return (
    <FormField label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(control) => (
        <span className={styles.wrap}>
          <select className={cx(controlStyles.control, styles.select)} {...control} {...rest}>
            {emptyOption !== undefined ? <option value="">{emptyOption}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <IconChevronDown className={styles.chevron} size={18} />
        </span>
      )}
    </FormField>
  );
}
