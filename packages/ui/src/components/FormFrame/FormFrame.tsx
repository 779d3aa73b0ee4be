import type { ComponentType, FocusEvent, FormEvent, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { Button } from '../Button/Button';
import styles from './FormFrame.module.css';
import { FormMessage, type FormMessageProps } from './FormMessage';
import { useInlineValidation, type ValidationLabels } from './useInlineValidation';

/** What an injected form component receives (React Router's `Form` submits as a navigation). */
export interface FormComponentProps {
  method: 'post' | 'get';
  action?: string | undefined;
  className?: string | undefined;
  'aria-labelledby'?: string | undefined;
  noValidate?: boolean | undefined;
  onSubmit?: ((event: FormEvent<HTMLFormElement>) => void) | undefined;
  onBlur?: ((event: FocusEvent<HTMLFormElement>) => void) | undefined;
  children?: ReactNode;
}

/** A plain `<form>` or an app's form component (React Router's `Form`, a fetcher's `Form`). */
export type FormAs = ComponentType<FormComponentProps> | 'form';

/** Field name → message, from the server's answer. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

/** The state of a form: `submitting` while its request runs. */
export type FormState = 'idle' | 'submitting';

/** A message above the form: the outcome of the last submit. */
export interface FormNotice {
  tone: FormMessageProps['tone'];
  text: string;
}

export interface FormFrameProps {
  /** Where the form posts; the current URL when left out. */
  action?: string | undefined;
  method?: 'post' | 'get';
  /** The form action's `intent` (one route handles several forms). */
  intent?: string | undefined;
  /** Id of the heading that names the form. */
  labelledBy?: string | undefined;
  submitLabel: string;
  state?: FormState;
  notice?: FormNotice | undefined;
  validationLabels?: ValidationLabels | undefined;
  formAs?: FormAs | undefined;
  /** Secondary actions beside the submit button (cancel, forgot password). */
  secondary?: ReactNode;
  className?: string;
  /** The fields; receives the inline errors found so far (field name → message). */
  children: (inlineErrors: Readonly<Record<string, string>>) => ReactNode;
}

/** A form with its outcome message, inline validation and submit button; the frame of every account form. */
export function FormFrame({
  action,
  method = 'post',
  intent,
  labelledBy,
  submitLabel,
  state = 'idle',
  notice,
  validationLabels,
  formAs: FormElement = 'form',
  secondary,
  className,
  children,
}: FormFrameProps) {
  const { errors, onBlur, validate } = useInlineValidation(validationLabels);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!validate(event)) event.preventDefault();
  };
  return (
    <FormElement
      method={method}
      action={action}
      className={cx(styles.form, className)}
      aria-labelledby={labelledBy}
      onSubmit={onSubmit}
      onBlur={onBlur}
    >
      {notice ? <FormMessage tone={notice.tone}>{notice.text}</FormMessage> : null}
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {children(errors)}
      <div className={styles.actions}>
        <Button type="submit" loading={state === 'submitting'}>
          {submitLabel}
        </Button>
        {secondary}
      </div>
    </FormElement>
  );
}
