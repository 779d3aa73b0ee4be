import { type FocusEvent, type FormEvent, useCallback, useState } from 'react';

/** Texts for what the browser's constraint validation finds (translated by the app). */
export interface ValidationLabels {
  required: string;
  email: string;
  /** `{min}` is replaced by the field's minimum length. */
  tooShort: string;
  /** Two fields that must match (a `data-match` attribute names the other field). */
  mismatch: string;
}

export const defaultValidationLabels: ValidationLabels = {
  required: 'Please fill in this field.',
  email: 'Please enter a valid email address.',
  tooShort: 'Please use at least {min} characters.',
  mismatch: 'The two entries do not match.',
};

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isControl(target: EventTarget): target is Control {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement
  );
}

/** The message for a control's state, or undefined when it is valid. Pure, so it is tested without a browser. */
export function validationMessageOf(
  state: {
    valueMissing: boolean;
    typeMismatch: boolean;
    tooShort: boolean;
    minLength: number;
    mismatch: boolean;
  },
  labels: ValidationLabels,
): string | undefined {
  if (state.valueMissing) return labels.required;
  if (state.typeMismatch) return labels.email;
  if (state.tooShort) return labels.tooShort.replace('{min}', String(state.minLength));
  if (state.mismatch) return labels.mismatch;
  return undefined;
}

function messageFor(control: Control, labels: ValidationLabels): string | undefined {
  const value = control.value;
  const minLength = control instanceof HTMLSelectElement ? -1 : control.minLength;
  const matchName = control.dataset.match;
  const other = matchName ? control.form?.elements.namedItem(matchName) : null;
  return validationMessageOf(
    {
      valueMissing: control.validity.valueMissing,
      typeMismatch: control.validity.typeMismatch,
      // `tooShort` is only set after typing; a value set otherwise is checked here too.
      tooShort: minLength > 0 && value.length > 0 && value.length < minLength,
      minLength,
      mismatch: other instanceof HTMLInputElement && value !== '' && other.value !== value,
    },
    labels,
  );
}

/**
 * Inline validation once JavaScript runs: a field is checked when the shopper leaves it, and every field when the
 * form is submitted (the browser's own bubbles are replaced by these texts). Without JavaScript the browser's
 * constraint validation and the server's answer still apply.
 */
export function useInlineValidation(labels: ValidationLabels = defaultValidationLabels) {
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const check = useCallback(
    (control: Control) => {
      if (!control.name) return true;
      const message = messageFor(control, labels);
      setErrors((current) => {
        if (current[control.name] === message) return current;
        const { [control.name]: _removed, ...rest } = current;
        return message === undefined ? rest : { ...rest, [control.name]: message };
      });
      return message === undefined;
    },
    [labels],
  );
  const onBlur = useCallback(
    (event: FocusEvent<HTMLFormElement>) => {
      if (isControl(event.target)) check(event.target);
    },
    [check],
  );
  /** Returns false (and marks the fields) when the form is not ready to send. */
  const validate = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      let valid = true;
      let first: Control | undefined;
      for (const element of Array.from(event.currentTarget.elements)) {
        if (!isControl(element) || element.disabled) continue;
        if (!check(element)) {
          valid = false;
          first ??= element;
        }
      }
      first?.focus();
      return valid;
    },
    [check],
  );
  return { errors, onBlur, validate };
}
