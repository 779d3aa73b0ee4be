import { escapeHtml } from '../mail/index.js';
import { formatAmount, page } from './pages.js';
import type { ProviderSession } from './provider-session.js';

/**
 * The sandbox payment provider's page for one payment: what a bank, card acquirer or wallet would show. A person
 * (or a test with plain HTTP) approves, declines, leaves the payment pending or cancels; the form posts back here
 * and the provider returns to the shop.
 */
export function providerPage(session: ProviderSession, methodName: string, card: boolean): string {
  const cardFields = card
    ? `<label>Card number<br><input name="cardNumber" value="4111 1111 1111 1111" autocomplete="off"></label>
<label>3-D Secure code<br><input name="code" value="123456" autocomplete="off"></label>
<p class="note">Test data only; the sandbox stores nothing of it.</p>`
    : '';
  const button = (outcome: string, label: string) =>
    `<button type="submit" name="outcome" value="${outcome}">${escapeHtml(label)}</button>`;
  return page(
    `${methodName}: sandbox payment`,
    `<h1>${escapeHtml(methodName)}</h1>
<p>Sandbox payment provider. Payment to <strong>beautyshop</strong> for order ${escapeHtml(session.orderNumber)}:</p>
<p class="amount">${escapeHtml(formatAmount(session.amount, session.currency))}</p>
<form method="post" action="/sandbox/pay/${escapeHtml(session.id)}">
${cardFields}
${button('approve', 'Approve payment')}${button('decline', 'Decline')}${button('pending', 'Leave pending')}${button('cancel', 'Cancel and return to the shop')}
</form>
<p class="note">Approve: the payment is paid. Decline: the provider refuses it (failed). Leave pending: the provider
confirms later (unconfirmed). Cancel: you abort (cancelled).</p>`,
  );
}
