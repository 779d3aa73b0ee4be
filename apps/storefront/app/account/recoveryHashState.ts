import type { ActionFailure } from './actionFailure';

/** What a recovery hash is, as the Store API answers about it. */
export type HashState = 'usable' | 'expired' | 'used' | 'missing';

/**
 * The expiry check's answer: Shopware refuses a hash it does not know (used links are deleted) with 404 and a
 * malformed one with 400 (both: "not valid or already used"). When the Store API cannot answer, the form is shown and sending it will tell.
 */
export function hashStateOf(answer: { isExpired: boolean } | { failure: ActionFailure }): HashState {
  if ('isExpired' in answer) return answer.isExpired ? 'expired' : 'usable';
  const { failure } = answer;
  switch (failure.kind) {
    case 'violations':
      return 'used';
    case 'refused':
      return failure.status === 410 ? 'expired' : 'used';
    default:
      return 'usable';
  }
}
