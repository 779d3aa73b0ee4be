import { type ReactNode, useId } from 'react';
import { cx } from '../../internal/cx';
import styles from './RadioGroup.module.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** Second line, e.g. a shipping method's delivery time and cost. */
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The question the group answers, rendered as the fieldset's legend. */
  legend: ReactNode;
  /** Form field name shared by the radios. */
  name: string;
  options: readonly RadioOption[];
  /** Controlled value; pair with `onChange`. */
  value?: string;
  /** Uncontrolled initial value (works before hydration and without JavaScript). */
  defaultValue?: string;
  onChange?: (value: string) => void;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** `section` sets the legend as a form section's title (a step of a form), `field` as a field's label. */
  legendStyle?: 'field' | 'section';
  /** `cards` draws each option as a bordered tile (shipping and payment methods). */
  appearance?: 'list' | 'cards';
  className?: string;
}

/** Native radios in a fieldset: arrow keys move the choice, Tab leaves the group (APG radio group). */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  defaultValue,
  onChange,
  hint,
  error,
  required,
  appearance = 'list',
  legendStyle = 'field',
  className,
}: RadioGroupProps) {
  const id = useId();
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      className={cx(styles.group, styles[appearance], className)}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
    >
      <legend className={cx(styles.legend, legendStyle === 'section' && styles.sectionLegend)}>
        {legend}
      </legend>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              className={styles.input}
              name={name}
              value={option.value}
              disabled={option.disabled}
              required={required}
              {...(value !== undefined ? { checked: value === option.value } : {})}
              {...(defaultValue !== undefined ? { defaultChecked: defaultValue === option.value } : {})}
              onChange={onChange ? () => onChange(option.value) : undefined}
              readOnly={value !== undefined && !onChange}
            />
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.text}>
              <span className={styles.label}>{option.label}</span>
              {option.description ? <span className={styles.description}>{option.description}</span> : null}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
