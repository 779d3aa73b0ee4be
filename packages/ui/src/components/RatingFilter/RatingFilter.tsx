import { type ReactNode, useId } from 'react';
import { cx } from '../../internal/cx';
import { fill } from '../../internal/template';
import { StarRow } from '../RatingStars/StarRow';
import styles from './RatingFilter.module.css';

/** The filter's texts in the page's language. */
export interface RatingFilterLabels {
  /** The first choice, no minimum (e.g. 'Alle Bewertungen'); it submits an empty value. */
  any: string;
  /** One step, `{n}` the minimum stars (e.g. 'ab {n} Sternen'). */
  atLeast: string;
  /** The one-star step where the language needs the singular (e.g. 'ab 1 Stern'); `atLeast` otherwise. */
  atLeastOne?: string | undefined;
}

/** Props of `RatingFilter`: the legend, the texts, and the minimum in effect. */
export interface RatingFilterProps {
  /** The question the group answers, rendered as the fieldset's legend. */
  legend: ReactNode;
  /** The 'any' choice and the steps' texts. */
  labels: RatingFilterLabels;
  /** The form field; a step submits its star count. Default `rating`. */
  name?: string;
  /** The minimum star counts offered, in the order shown. Default 4, 3, 2, 1. */
  steps?: readonly number[];
  /** Stars of a full rating, drawn beside each step. Default 5. */
  max?: number;
  /** The minimum in effect (the URL's); undefined checks 'any'. Uncontrolled, so it works without JavaScript. */
  defaultValue?: number | undefined;
  /** Extra class on the fieldset, e.g. for the surrounding layout. */
  className?: string;
}

const DEFAULT_STEPS = [4, 3, 2, 1] as const;

/**
 * A listing's minimum rating as native radios in a fieldset: the stars show each step, the text names it, arrow
 * keys move the choice and Tab leaves the group (APG radio group). In a GET form it submits `rating={n}`, or an
 * empty value for 'any', which the shop drops from the URL (spec 5).
 */
export function RatingFilter({
  legend,
  labels,
  name = 'rating',
  steps = DEFAULT_STEPS,
  max = 5,
  defaultValue,
  className,
}: RatingFilterProps) {
  const id = useId();
  const choices = [
    { value: '', text: labels.any, stars: undefined },
    ...steps.map((stars) => ({
      value: String(stars),
      text: stars === 1 && labels.atLeastOne ? labels.atLeastOne : fill(labels.atLeast, { n: stars }),
      stars,
    })),
  ];
  const checked = defaultValue !== undefined && steps.includes(defaultValue) ? String(defaultValue) : '';
  return (
    <fieldset className={cx(styles.group, className)}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.option} htmlFor={`${id}-${choice.value || 'any'}`}>
            <input
              id={`${id}-${choice.value || 'any'}`}
              type="radio"
              className={styles.input}
              name={name}
              value={choice.value}
              defaultChecked={choice.value === checked}
            />
            <span className={styles.dot} aria-hidden="true" />
            {choice.stars === undefined ? null : (
              <span className={styles.stars} aria-hidden="true">
                <StarRow max={max} fill={choice.stars / max} />
              </span>
            )}
            <span className={styles.text}>{choice.text}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
