import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createStoreApiClient } from '@beautyshop/store-api-client';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { LOCALE_INFO, type Locale } from '../app/locale/locales';
import { contextTokenCookieName } from '../app/session/cookies';
import type { Shop } from './harness.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe (WCAG 2 A and AA) on the page as it is now; the violations' ids and targets, for a readable failure. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    return result.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => String(node.target)).join(', ')}`,
    );
  });
  return violations;
}

interface Mail {
  subject: string;
  links: { label: string; url: string }[];
}

/** The newest mail's link whose path contains `path`, from the sandbox's mailbox. */
export async function mailLink(shop: Shop, to: string, path: string): Promise<string> {
  const response = await fetch(`${shop.sandbox.url}/sandbox/mail?${new URLSearchParams({ to })}`);
  const { elements } = (await response.json()) as { elements: Mail[] };
  const link = elements.flatMap((mail) => mail.links).find((candidate) => candidate.url.includes(path));
  expect(link, `a mail to ${to} linking ${path}`).toBeDefined();
  return link?.url ?? '';
}

export const PASSWORD = 'Rosenwasser-2026';

let counter = 0;
/** A fresh address per test, so tests never share an account. */
export function uniqueEmail(name: string): string {
  counter += 1;
  return `${name}.${Date.now().toString(36)}${counter}@example.com`;
}

/** Fills and sends the registration form (private customer, the market's first country) of the current page. */
export async function fillRegistration(page: Page, email: string, firstName = 'Anna'): Promise<void> {
  await page.locator('main input[name="email"]').fill(email);
  await page.locator('main input[name="password"]').fill(PASSWORD);
  await fillAddress(page, 'billingAddress', { firstName, street: 'Rosenweg 5', city: 'Berlin' });
  await page.locator('input[name="acceptedDataProtection"]').check();
  await page.locator('main form button[type="submit"]').click();
}

/** The fields of an address form named `prefix`; the zip code fits the selected country (4 or 5 digits). */
export async function fillAddress(
  page: Page,
  prefix: string,
  address: { firstName: string; street: string; city: string },
): Promise<void> {
  const field = (name: string) => page.locator(`[name="${prefix}.${name}"]`);
  await field('firstName').fill(address.firstName);
  await field('lastName').fill('Beispiel');
  await field('street').fill(address.street);
  const pattern = (await field('zipcode').getAttribute('pattern')) ?? '';
  await field('zipcode').fill(pattern.includes('4') ? '1010' : '10115');
  await field('city').fill(address.city);
}

/** Registers a customer through the shop (double opt-in off) and leaves the page logged in. */
export async function registerCustomer(shop: Shop, page: Page, locale: string, email: string): Promise<void> {
  await page.goto(`${shop.storefront.url}/${locale}/register`);
  await fillRegistration(page, email);
  await page.waitForURL(/\/register\/welcome$/);
}

/**
 * A customer registered through the Store API with what the shop's form sends (a private customer in the market's
 * default country, the locale's language, mails linking back to the locale), on the session `contextToken` if
 * given. Answers the registered customer's new context token.
 */
export async function registerByStoreApi(
  shop: Shop,
  locale: Locale,
  email: string,
  contextToken?: string,
): Promise<string> {
  const { market, language } = LOCALE_INFO[locale];
  const accessKey = shop.sandbox.info.markets.find((entry) => entry.id === market)?.accessKey ?? '';
  const base = createStoreApiClient({ endpoint: shop.sandbox.url, accessKey });
  const languageId = (await base.context.readLanguages()).find(
    (entry) => (entry.translationCode?.code ?? '').toLowerCase().split('-')[0] === language,
  )?.id;
  const client = base.withSession({ contextToken, languageId });
  const { salesChannel } = await client.context.readContext();
  await client.account.register({
    email,
    password: PASSWORD,
    firstName: 'Anna',
    lastName: 'Beispiel',
    acceptedDataProtection: true,
    storefrontUrl: `${shop.storefront.url}/${locale}`,
    billingAddress: {
      countryId: salesChannel.countryId,
      street: 'Rosenweg 5',
      zipcode: market === 'AT' || market === 'CH' ? '1010' : '10115',
      city: 'Berlin',
    },
  });
  if (!client.contextToken || client.contextToken === contextToken)
    throw new Error('the registration answered no new context token');
  return client.contextToken;
}

/**
 * A customer registered through the Store API and logged in in the browser as the shop's registration leaves it:
 * the new context token in the market's cookie. The session the browser had, and its cart, go along, as they do
 * through the form. For tests of what a customer does once registered: the form itself is account.e2e's and
 * checkoutRegistered's, and this saves two page loads per customer. Answers the customer's context token, for the
 * test's own Store API calls in the customer's session.
 */
export async function signUpCustomer(
  shop: Shop,
  context: BrowserContext,
  locale: Locale,
  email: string,
): Promise<string> {
  const cookieName = contextTokenCookieName(LOCALE_INFO[locale].market);
  const session = (await context.cookies(shop.storefront.url)).find((cookie) => cookie.name === cookieName);
  const token = await registerByStoreApi(shop, locale, email, session?.value);
  await context.addCookies([
    { name: cookieName, value: token, url: shop.storefront.url, httpOnly: true, sameSite: 'Lax' },
  ]);
  return token;
}

/** Logs in through the login page. */
export async function logIn(shop: Shop, page: Page, locale: string, email: string, password = PASSWORD) {
  await page.goto(`${shop.storefront.url}/${locale}/login`);
  await page.locator('main input[name="email"]').fill(email);
  await page.locator('main input[name="password"]').fill(password);
  await page.locator('main form button[type="submit"]').first().click();
}

/** Ends the browser's session with the shop (the context token cookie), keeping the stored consent choice. */
export async function forgetSession(page: Page): Promise<void> {
  await page.context().clearCookies({ name: /^sw-context-token-/ });
}
