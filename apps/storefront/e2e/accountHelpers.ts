import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
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
