import { type ReactNode, useId, useState } from 'react';
import { IconStar } from '../../icons/icons';
import { cx } from '../../internal/cx';
import styles from './RatingInput.module.css';

export interface RatingInputProps {
  /** The question, rendered as the fieldset legend (e.g. 'Your rating'). */
  legend: ReactNode;
  name: string;
  max?: number;
  value?: number;
  defaultValue?: number;
  onChange?: (value: number) => void;
  /** Accessible name of each star; defaults to '1 star', '2 stars'… */
  optionLabel?: (value: number) => string;
  required?: boolean;
  error?: ReactNode;
  className?: string;
}

const englishOptionLabel = (value: number) => (value === 1 ? '1 star' : `${value} stars`);

/** Star rating input as a native radio group: arrow keys change the rating, the form posts the number. */
export function RatingInput({
  legend,
  name,
  max = 5,
  value,
  defaultValue,
  onChange,
  optionLabel = englishOptionLabel,
  required,
  error,
  className,
}: RatingInputProps) {
  const [own, setOwn] = useState(defaultValue ?? 0);
  const [hovered, setHovered] = useState<number | null>(null);
  const selected = value ?? own;
  const shown = hovered ?? selected;
  const errorId = `${useId()}-error`;
  return (
    <fieldset
      className={cx(styles.rating, className)}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the hover preview is decoration; radios carry the input. */}
      <div className={styles.stars} onMouseLeave={() => setHovered(null)}>
        {Array.from({ length: max }, (_, index) => index + 1).map((star) => (
          <label key={star} className={styles.star} onMouseEnter={() => setHovered(star)}>
            <input
              className={styles.input}
              type="radio"
              name={name}
              value={star}
              checked={selected === star}
              required={required}
              aria-label={optionLabel(star)}
              onChange={() => {
                setOwn(star);
                onChange?.(star);
              }}
            />
            <IconStar size={28} className={cx(styles.icon, star <= shown && styles.on)} />
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
