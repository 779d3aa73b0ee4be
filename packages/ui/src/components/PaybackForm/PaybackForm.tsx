import { Button } from '../Button/Button';
import { type FormAs, FormFrame, type FormNotice, type FormState } from '../FormFrame/FormFrame';
import { Tag } from '../Tag/Tag';
import { TextField } from '../TextField/TextField';
import styles from './PaybackForm.module.css';

export interface PaybackFormLabels {
  number: string;
  numberHint: string;
  saveNumber: string;
  /** `{number}` is the masked number on file. */
  numberOnFile: string;
  removeNumber: string;
  promotionCode: string;
  addCode: string;
  /** Accessible name of a code's remove button; `{code}` is the code. */
  removeCode: string;
}

const defaultLabels: PaybackFormLabels = {
  number: 'PAYBACK customer number',
  numberHint: '10 digits, as on your card.',
  saveNumber: 'Collect points',
  numberOnFile: 'Points are collected on {number}.',
  removeNumber: 'Remove number',
  promotionCode: 'PAYBACK coupon code',
  addCode: 'Add coupon',
  removeCode: 'Remove coupon {code}',
};

export interface PaybackFormProps {
  action?: string | undefined;
  /** The masked number on file (`******7897`); the entry form when there is none. */
  numberOnFile?: string | undefined;
  promotionCodes?: readonly string[];
  notice?: FormNotice | undefined;
  numberError?: string | undefined;
  codeError?: string | undefined;
  state?: FormState;
  labels?: PaybackFormLabels;
  formAs?: FormAs;
}

/** Loyalty (spec 7.1): the customer number with its check, and coupon codes that multiply the points. */
export function PaybackForm({
  action,
  numberOnFile,
  promotionCodes = [],
  notice,
  numberError,
  codeError,
  state,
  labels = defaultLabels,
  formAs: FormElement = 'form',
}: PaybackFormProps) {
  if (numberOnFile === undefined) {
    return (
      <FormFrame
        action={action}
        intent="payback-number"
        submitLabel={labels.saveNumber}
        notice={notice}
        state={state}
        formAs={FormElement}
      >
        {() => (
          <TextField
            label={labels.number}
            hint={labels.numberHint}
            name="paybackNumber"
            inputMode="numeric"
            autoComplete="off"
            required
            error={numberError}
          />
        )}
      </FormFrame>
    );
  }
  return (
    <div className={styles.payback}>
      <p>{labels.numberOnFile.replace('{number}', numberOnFile)}</p>
      <FormElement method="post" action={action}>
        <input type="hidden" name="intent" value="payback-remove-number" />
        <Button type="submit" variant="ghost">
          {labels.removeNumber}
        </Button>
      </FormElement>
      {promotionCodes.length > 0 ? (
        <ul className={styles.codes}>
          {promotionCodes.map((code) => (
            <li key={code}>
              <FormElement method="post" action={action}>
                <input type="hidden" name="intent" value="payback-remove-code" />
                <input type="hidden" name="code" value={code} />
                <Tag>{code}</Tag>
                <Button type="submit" variant="ghost" aria-label={labels.removeCode.replace('{code}', code)}>
                  ×
                </Button>
              </FormElement>
            </li>
          ))}
        </ul>
      ) : null}
      <FormFrame
        action={action}
        intent="payback-add-code"
        submitLabel={labels.addCode}
        notice={notice}
        state={state}
        formAs={FormElement}
      >
        {() => (
          <TextField label={labels.promotionCode} name="code" autoComplete="off" required error={codeError} />
        )}
      </FormFrame>
    </div>
  );
}
