import { type FormAs, FormFrame, type FormNotice, type FormState } from '../FormFrame/FormFrame';
import { RadioGroup } from '../RadioGroup/RadioGroup';

export interface PaymentMethodChoice {
  id: string;
  name: string;
  description?: string | undefined;
}

export interface PaymentMethodFormProps {
  action?: string | undefined;
  methods: readonly PaymentMethodChoice[];
  /** The customer's default method. */
  selectedId?: string | undefined;
  /** `intent` of the form: the account's default, or an order's payment change. */
  intent?: string;
  /** The order whose payment changes (a hidden field), when `intent` is an order's. */
  orderId?: string | undefined;
  notice?: FormNotice | undefined;
  state?: FormState;
  legend: string;
  submitLabel: string;
  formAs?: FormAs;
}

/** One payment method out of those the market offers: the account's default, or an open order's method. */
export function PaymentMethodForm({
  methods,
  selectedId,
  intent = 'default-payment-method',
  orderId,
  legend,
  submitLabel,
  ...frame
}: PaymentMethodFormProps) {
  return (
    <FormFrame {...frame} intent={intent} submitLabel={submitLabel}>
      {() => (
        <>
          {orderId ? <input type="hidden" name="orderId" value={orderId} /> : null}
          <RadioGroup
            legend={legend}
            name="paymentMethodId"
            required
            appearance="cards"
            defaultValue={selectedId}
            options={methods.map((method) => ({
              value: method.id,
              label: method.name,
              description: method.description,
            }))}
          />
        </>
      )}
    </FormFrame>
  );
}
