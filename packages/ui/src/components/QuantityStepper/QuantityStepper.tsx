import { IconMinus, IconPlus } from '../../icons/icons';
import { cx } from '../../internal/cx';
import styles from './QuantityStepper.module.css';

export interface QuantityStepperProps {
  /**
   * The input's form field name. The − and + buttons submit the next quantity as `{name}Step`: a server reads that
   * first and the typed `{name}` otherwise. (Under one name the − button, which comes before the input in the form,
   * sent its value first and the unchanged input's last.)
   */
  name: string;
  /** The quantity shown (optimistic while a change is on its way). */
  value: number;
  /** Spec 5: a whole number, at least this (Shopware's minPurchase; default 1). */
  min?: number;
  /** Shopware's calculatedMaxPurchase (a cart line's `quantityInformation.maxPurchase`); no upper bound if unset. */
  max?: number;
  /** Shopware's purchaseSteps (value packs sell in threes), counted from `min` like the input's `step` attribute. */
  step?: number;
  /** Accessible name of the number input (e.g. 'Quantity of Hydra Serum'). */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  /** Text of the button that submits a typed quantity (shown when focused; Enter in the input presses it). */
  updateLabel: string;
  /** Marks the control busy while the change is on its way. */
  pending?: boolean;
  /** The id of the form the buttons and input belong to (when they sit outside it). */
  form?: string;
  className?: string;
}

/**
 * The quantities − and + offer: the allowed ones next to `value` (min, min + step, ... up to max), or undefined
 * where there is none. A value off the steps (a cart the server has not corrected yet) goes to the step below or
 * above it, not a further step off.
 */
export function neighbourQuantities(
  value: number,
  { min, step, max }: { min: number; step: number; max?: number | undefined },
): { lower: number | undefined; higher: number | undefined } {
  const onOrBelow = min + Math.floor((value - min) / step) * step;
  const lower = onOrBelow < value ? onOrBelow : onOrBelow - step;
  const higher = onOrBelow + step;
  // The largest allowed quantity: the last step at or below the maximum.
  const highest = max === undefined ? undefined : min + Math.floor((max - min) / step) * step;
  return {
    lower: lower >= min ? Math.min(lower, highest ?? lower) : undefined,
    higher: highest === undefined || higher <= highest ? higher : undefined,
  };
}

/**
 * A quantity control that works as a plain form: − and + are submit buttons carrying the next quantity, the typed
 * quantity is submitted by Enter or the update button. With JavaScript the app intercepts the submit and updates in place.
 */
export function QuantityStepper({
  name,
  value,
  min = 1,
  max,
  step = 1,
  label,
  decreaseLabel,
  increaseLabel,
  updateLabel,
  pending = false,
  form,
  className,
}: QuantityStepperProps) {
  const { lower, higher } = neighbourQuantities(value, { min, step, max });
  return (
    <div className={cx(styles.stepper, className)} aria-busy={pending || undefined}>
      {/* First in the form, so Enter in the input submits the typed quantity, not the − button's. */}
      <button type="submit" form={form} className={styles.update}>
        {updateLabel}
      </button>
      <button
        type="submit"
        name={`${name}Step`}
        value={lower ?? min}
        form={form}
        className={styles.button}
        aria-label={decreaseLabel}
        disabled={lower === undefined}
      >
        <IconMinus size={16} />
      </button>
      <input
        key={value}
        type="number"
        name={name}
        form={form}
        defaultValue={value}
        min={min}
        max={max}
        step={step}
        inputMode="numeric"
        aria-label={label}
        className={styles.input}
      />
      <button
        type="submit"
        name={`${name}Step`}
        value={higher ?? value}
        form={form}
        className={styles.button}
        aria-label={increaseLabel}
        disabled={higher === undefined}
      >
        <IconPlus size={16} />
      </button>
    </div>
  );
}
