import { createHash } from 'node:crypto';
import { type Body, Violations } from '../../customer/violations.js';
import type { SandboxDeps } from '../../domain/sandbox-deps.js';
import { escapeHtml } from '../../mail/index.js';
import { formatAmount, page } from '../pages.js';
import type { Wallet, WalletBuyer, WalletOrder } from './wallet-orders.js';

const NAME: Record<Wallet, string> = { paypal: 'PayPal', 'amazon-pay': 'Amazon Pay' };

const DEFAULT_BUYER: Record<Wallet, Omit<WalletBuyer, 'buyerId' | 'countryIso'>> = {
  paypal: {
    email: 'paula.paypal@example.com',
    firstName: 'Paula',
    lastName: 'Pal',
    street: 'Walletweg 7',
    zipcode: '10115',
    city: 'Berlin',
    phoneNumber: null,
  },
  'amazon-pay': {
    email: 'arne.amazon@example.com',
    firstName: 'Arne',
    lastName: 'Amazon',
    street: 'Paketstraße 12',
    zipcode: '80331',
    city: 'München',
    phoneNumber: null,
  },
};

/** Where the wallet page posts its form. */
export const walletFormAction = (order: WalletOrder): string =>
  order.wallet === 'paypal'
    ? `/sandbox/paypal/checkoutnow?token=${encodeURIComponent(order.id)}`
    : `/sandbox/amazon-pay/checkout/${encodeURIComponent(order.id)}`;

/** The ISO codes and names of the countries a wallet may ship to (the seeded countries). */
function countries(deps: Pick<SandboxDeps, 'entities'>): { iso: string; name: string }[] {
  return deps.entities.list('country').map((country) => {
    const english = [...country.translations.values()].map((doc) => String(doc.name ?? ''));
    return { iso: String(country.doc.iso), name: english[0] || String(country.doc.iso) };
  });
}

/**
 * The simulated wallet's page: the buyer signs in (an email), chooses the address the wallet shares with the shop,
 * and approves or cancels. The defaults make a one-click test; a person may type anything plausible.
 */
export function walletPage(
  deps: Pick<SandboxDeps, 'entities'>,
  order: WalletOrder,
  marketCountryIso: string,
): string {
  const buyer = DEFAULT_BUYER[order.wallet];
  const field = (name: string, label: string, value: string, type = 'text') =>
    `<label>${label}<br><input name="${name}" type="${type}" value="${escapeHtml(value)}" required></label><br>`;
  const options = countries(deps)
    .map(
      (country) =>
        `<option value="${escapeHtml(country.iso)}"${country.iso === marketCountryIso ? ' selected' : ''}>${escapeHtml(country.name)}</option>`,
    )
    .join('');
  return page(
    `${NAME[order.wallet]}: sandbox wallet`,
    `<h1>${NAME[order.wallet]}</h1>
<p>Sandbox wallet. beautyshop asks for your address and email to check out:</p>
<p class="amount">${escapeHtml(formatAmount(order.amount, order.currency))}</p>
<form method="post" action="${escapeHtml(walletFormAction(order))}">
${field('email', 'Email', buyer.email, 'email')}${field('firstName', 'First name', buyer.firstName)}
${field('lastName', 'Last name', buyer.lastName)}${field('street', 'Street', buyer.street)}
${field('zipcode', 'Zip code', buyer.zipcode)}${field('city', 'City', buyer.city)}
<label>Country<br><select name="countryIso">${options}</select></label><br>
<button type="submit" name="decision" value="approve">Continue to the shop</button>
<button type="submit" name="decision" value="cancel" formnovalidate>Cancel</button>
</form><p class="note">Nothing is charged here: the shop places the order and asks for the payment afterwards.</p>`,
  );
}

/** The page shown after the decision when the shop gave no URL to return to (a popup the shop closes itself). */
export function walletDonePage(order: WalletOrder, approved: boolean): string {
  const title = approved ? 'Approved' : 'Cancelled';
  return page(
    `${NAME[order.wallet]}: ${title}`,
    `<h1>${title}</h1><p>${approved ? 'You can return to the shop to check your order.' : 'Nothing was shared with the shop.'}</p>`,
  );
}

/** A stable buyer id per email, as a wallet account keeps its id: PayPal's 13-character payer id, Amazon's account id. */
function buyerIdOf(wallet: Wallet, email: string): string {
  const digest = createHash('sha256').update(`${wallet}:${email.trim().toLowerCase()}`).digest('hex');
  return wallet === 'paypal'
    ? digest.slice(0, 13).toUpperCase()
    : `amzn1.account.${digest.slice(0, 26).toUpperCase()}`;
}

/** The buyer of the wallet form; 400 with Shopware's violations for a field that does not fit. */
export function readWalletBuyer(
  deps: Pick<SandboxDeps, 'entities'>,
  wallet: Wallet,
  body: Body,
): WalletBuyer {
  const violations = new Violations();
  const email = violations.email(body, 'email');
  const firstName = violations.string(body, 'firstName', { required: true });
  const lastName = violations.string(body, 'lastName', { required: true });
  const street = violations.string(body, 'street', { required: true });
  const zipcode = violations.string(body, 'zipcode', { required: true, max: 50 });
  const city = violations.string(body, 'city', { required: true });
  const countryIso = violations.string(body, 'countryIso', { required: true, max: 2 });
  if (countryIso !== undefined && !countries(deps).some((country) => country.iso === countryIso))
    violations.add(
      '/countryIso',
      'VIOLATION::NO_SUCH_CHOICE_ERROR',
      'The value you selected is not a valid choice.',
    );
  violations.throwIfAny();
  if (!email || !firstName || !lastName || !street || !zipcode || !city || !countryIso)
    throw new Error('sandbox wallet: validation passed without its fields');
  return {
    buyerId: buyerIdOf(wallet, email),
    email,
    firstName,
    lastName,
    street,
    zipcode,
    city,
    countryIso,
    phoneNumber: null,
  };
}
