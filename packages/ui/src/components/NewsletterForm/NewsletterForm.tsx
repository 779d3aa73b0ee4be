import { type FormAs, FormFrame, type FormNotice, type FormState } from '../FormFrame/FormFrame';
import type { ValidationLabels } from '../FormFrame/useInlineValidation';
import { TextField } from '../TextField/TextField';
import styles from './NewsletterForm.module.css';

export interface NewsletterFormLabels {
  email: string;
  submit: string;
}

export interface NewsletterFormProps {
  action?: string | undefined;
  /** `subscribe` or `unsubscribe` (a hidden `intent`). */
  intent?: 'subscribe' | 'unsubscribe';
  email?: string | undefined;
  notice?: FormNotice | undefined;
  state?: FormState;
  error?: string | undefined;
  /** `inline` puts the field and the button on one line (footer). */
  layout?: 'stacked' | 'inline';
  labelledBy?: string;
  labels?: NewsletterFormLabels;
  validationLabels?: ValidationLabels;
  formAs?: FormAs;
}

/** One email field: subscribe (a double opt-in mail follows) or unsubscribe. */
export function NewsletterForm({
  intent = 'subscribe',
  email,
  error,
  layout = 'stacked',
  labels = { email: 'Email address', submit: 'Subscribe' },
  ...frame
}: NewsletterFormProps) {
  return (
    <FormFrame
      {...frame}
      intent={intent}
      submitLabel={labels.submit}
      className={layout === 'inline' ? styles.inline : undefined}
    >
      {(inline) => (
        <TextField
          label={labels.email}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={email}
          error={error ?? inline.email}
        />
      )}
    </FormFrame>
  );
}
