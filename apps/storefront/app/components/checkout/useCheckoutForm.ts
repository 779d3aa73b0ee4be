import { useActionData, useFetcher } from 'react-router';
import type { CheckoutActionResult } from '../../checkout/checkoutView';

type Intent = CheckoutActionResult['intent'];
export type ResultOf<I extends Intent> = Extract<CheckoutActionResult, { intent: I }>;

/**
 * One checkout form: a fetcher with JavaScript (no full reload, the page's data revalidates after it), a plain
 * POST without it. Either way the action's answer for this form's intent comes back here.
 */
export function useCheckoutForm<I extends Intent>(intent: I, key?: string) {
  const fetcher = useFetcher<CheckoutActionResult>(key ? { key } : undefined);
  const actionData = useActionData<CheckoutActionResult>();
  const answer = fetcher.data ?? actionData;
  const result = answer?.intent === intent ? (answer as ResultOf<I>) : undefined;
  return { fetcher, result, busy: fetcher.state !== 'idle' };
}
