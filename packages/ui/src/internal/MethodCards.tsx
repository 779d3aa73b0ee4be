import type { ReactNode } from 'react';
import { RadioGroup, type RadioOption } from '../components/RadioGroup/RadioGroup';
import busyStyles from './busy.module.css';
import styles from './MethodCards.module.css';

export interface MethodCardsProps {
  /** The group's legend, and what is said instead of the cards when there is no method. */
  labels: { legend: string; empty: string };
  name: string;
  options: readonly Omit<RadioOption, 'disabled'>[];
  selectedId: string | undefined;
  onChange?: ((id: string) => void) | undefined;
  /** `loading` while a choice is saved (the busy bar), `disabled` while it cannot be changed. */
  state: 'idle' | 'loading' | 'disabled';
  error?: ReactNode;
}

/**
 * The checkout's choice of a method (shipping, payment) as required radio cards: controlled with `onChange`,
 * otherwise a plain form field that works before hydration. No method at all is a status message instead.
 */
export function MethodCards({
  labels: { legend, empty },
  name,
  options,
  selectedId,
  onChange,
  state,
  error,
}: MethodCardsProps) {
  if (options.length === 0) {
    return (
      <section className={styles.empty} aria-label={legend}>
        <h2 className={styles.heading}>{legend}</h2>
        <p role="status">{empty}</p>
      </section>
    );
  }
  return (
    <div className={busyStyles.busy} aria-busy={state === 'loading' || undefined}>
      <RadioGroup
        legend={legend}
        name={name}
        appearance="cards"
        required
        error={error}
        {...(onChange ? { value: selectedId ?? '', onChange } : { defaultValue: selectedId })}
        options={options.map((option) => ({ ...option, disabled: state !== 'idle' }))}
      />
    </div>
  );
}
