import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  fillAddress,
  fillRegistration,
  forgetSession,
  logIn,
  mailLink,
  PASSWORD,
  registerByStoreApi,
  registerCustomer,
  signUpCustomer,
  uniqueEmail,
} from './accountHelpers.ts';
import { closePage, openPage, type Shop, saveScreenshot, startShop, waitForHydration } from './harness.ts';

let shop: Shop;

beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await shop?.close();
});

const main = 'main form button[type="submit"]';
/** The shop answers a form in a second or two on a loaded test machine; poll for up to 20 s. */
const slow = { timeout: 20_000 };

describe('account: registration, login and the mails of the sandbox mailbox', () => {
  it('registers where the market asks for double opt-in, confirms by the mailbox link and is welcomed (de-at)', async () => {
    await fetch(`${shop.sandbox.url}/sandbox/markets/AT/account-settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ doubleOptInRegistration: true }),
    });
    try {
      const email = uniqueEmail('optin');
      const { page, errors } = await openPage(shop, 1280);
      await page.goto(`${shop.storefront.url}/de-at/register`);
      await waitForHydration(page);
      // The Austrian shop's address starts in Austria, not in the first country of the list (Germany).
      expect(
        await page.locator('main select[name="billingAddress.countryId"] option:checked').textContent(),
      ).toBe('Österreich');
      // The consent names the privacy policy and links it in a new tab, so the form keeps what was typed.
      const privacy = page.locator('main form').getByRole('link', { name: /^Datenschutzerklärung/ });
      expect(await privacy.getAttribute('target')).toBe('_blank');
      const policy = await page
        .context()
        .request.get(`${shop.storefront.url}${await privacy.getAttribute('href')}`);
      expect(policy.status()).toBe(200);
      expect(await policy.text()).toContain('Datenschutz');
      await fillRegistration(page, email);
      await expect
        .poll(() => page.locator('main [role="status"]').textContent(), slow)
        .toContain('Fast geschafft');
      // Not logged in until the mail's link is followed.
      const account = await page.goto(`${shop.storefront.url}/de-at/account`);
      expect(new URL(account?.url() ?? '').pathname).toBe('/de-at/login');
      const link = await mailLink(shop, email, '/registration/confirm');
      expect(link.startsWith(`${shop.storefront.url}/de-at/registration/confirm?`)).toBe(true);
      await page.goto(link);
      expect(new URL(page.url()).pathname).toBe('/de-at/register/welcome');
      expect(await page.locator('h1').textContent()).toContain('Willkommen bei Beautyshop, Anna');
      // A used confirmation link says so.
      const again = await page.goto(link);
      expect(again?.status()).toBe(400);
      expect(await page.locator('main [role="alert"]').textContent()).toContain('ungültig');
      expect(errors.filter((error) => !error.includes('400'))).toEqual([]);
      await closePage(page);
    } finally {
      await fetch(`${shop.sandbox.url}/sandbox/markets/AT/account-settings`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ doubleOptInRegistration: false }),
      });
    }
  });

  it('registers without double opt-in, logs out and logs in again; every account page sends a shopper without session to login and back', async () => {
    const email = uniqueEmail('login');
    const { page, errors } = await openPage(shop, 1280);
    await registerCustomer(shop, page, 'en-gb', email);
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'sw-context-token-de');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    await page.goto(`${shop.storefront.url}/en-gb/account`);
    await page.locator('nav[aria-label="My account"] button[type="submit"]').click();
    await page.waitForURL(/\/en-gb\/login\?status=logged-out$/);
    expect((await page.context().cookies()).some((entry) => entry.name === 'sw-context-token-de')).toBe(
      false,
    );
    await page.goto(`${shop.storefront.url}/en-gb/account/address`);
    expect(page.url()).toBe(`${shop.storefront.url}/en-gb/login?redirectTo=%2Fen-gb%2Faccount%2Faddress`);
    // The shopper switches to German on the login page: the link keeps the query, and the login returns to the
    // address book in German.
    await page.getByRole('link', { name: 'Deutsch (Deutschland)' }).first().click();
    await page.waitForURL(/\/de-de\/login\?redirectTo=%2Fen-gb%2Faccount%2Faddress$/);
    await page.locator('main input[name="email"]').fill(email);
    await page.locator('main input[name="password"]').fill(PASSWORD);
    await page.locator(main).click();
    await page.waitForURL(/\/de-de\/account\/address$/);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('never reveals whether an email has an account: a wrong password and an unknown email get one message', async () => {
    const email = uniqueEmail('enum');
    const { page } = await openPage(shop, 1280, [`${shop.storefront.url}/en-gb/login`]);
    await signUpCustomer(shop, page.context(), 'en-gb', email);
    await forgetSession(page);
    const texts: string[] = [];
    for (const [user, password] of [
      [email, 'wrong-password-1'],
      [uniqueEmail('nobody'), 'wrong-password-1'],
    ] as const) {
      await logIn(shop, page, 'en-gb', user, password);
      await page.locator('main [role="alert"]').waitFor();
      texts.push((await page.locator('main [role="alert"]').textContent()) ?? '');
    }
    expect(texts[0]).toBe('The email address or password is not correct.');
    expect(texts[1]).toBe(texts[0]);
    // What is no address at all is said as such (400), and spends none of the login attempts.
    const typo = await fetch(`${shop.storefront.url}/en-gb/login`, {
      method: 'POST',
      body: new URLSearchParams({ email: 'ada@example', password: 'wrong-password-1' }),
    });
    expect(typo.status).toBe(400);
    expect(await typo.text()).toContain('Please enter a valid email address.');
    await closePage(page);
  });

  it('shows the login throttling (429) as a wait message with the seconds', async () => {
    const email = uniqueEmail('throttle');
    const { page } = await openPage(shop, 390, [`${shop.storefront.url}/en-gb/login`]);
    await page.goto(`${shop.storefront.url}/en-gb/login`);
    await page.locator('main input[name="email"]').fill(email);
    await page.locator('main input[name="password"]').fill('not-the-password');
    // Ten free attempts (the Store API's login limiter), then a wait before each further one.
    const form = () => new URLSearchParams({ email, password: 'not-the-password' });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await fetch(`${shop.storefront.url}/en-gb/login`, { method: 'POST', body: form() });
      expect(answer.status).toBe(401);
    }
    await page.locator(main).click();
    await expect
      .poll(() => page.locator('main [role="alert"]').textContent(), slow)
      .toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    await saveScreenshot(page, 'account-login-throttled-390', { fullPage: false });
    await closePage(page);
  });

  it('recovers a password from the mail; the used link says so at once', async () => {
    const email = uniqueEmail('recover');
    const { page } = await openPage(shop, 1280, [`${shop.storefront.url}/de-de/reset-password`]);
    await signUpCustomer(shop, page.context(), 'de-de', email);
    await forgetSession(page);
    // No address at all is said at the field (400), whatever accounts exist: a shape tells nothing.
    const typo = await fetch(`${shop.storefront.url}/de-de/account/recover`, {
      method: 'POST',
      body: new URLSearchParams({ email: 'erika@example' }),
    });
    expect(typo.status).toBe(400);
    expect(await typo.text()).toContain('Bitte gib eine gültige E-Mail-Adresse ein.');
    await page.goto(`${shop.storefront.url}/de-de/account/recover`);
    // A shopper who remembers the password after all has the way back.
    const back = page.locator('main').getByRole('link', { name: 'Zurück zur Anmeldung' });
    expect(await back.getAttribute('href')).toBe('/de-de/login');
    await page.locator('main input[name="email"]').fill(email);
    await page.locator(main).click();
    await expect
      .poll(() => page.locator('main [role="status"]').textContent(), slow)
      .toContain('Wenn zu dieser Adresse');
    const link = await mailLink(shop, email, '/account/recover/password');
    await page.goto(link);
    expect(new URL(page.url()).pathname).toBe('/de-de/reset-password');
    await page.locator('input[name="newPassword"]').fill('Neues-Passwort-2026');
    await page.locator('input[name="newPasswordConfirm"]').fill('Neues-Passwort-2026');
    await page.locator(main).click();
    await page.waitForURL(/\/de-de\/login\?status=password-reset$/);
    await logIn(shop, page, 'de-de', email, 'Neues-Passwort-2026');
    await page.waitForURL(/\/de-de\/account$/);
    await forgetSession(page);
    // The used link says so before anything is typed, and offers a new one.
    await page.goto(link);
    expect(await page.locator('main [role="alert"]').textContent()).toContain('schon verwendet');
    expect(await page.locator('input[name="newPassword"]').count()).toBe(0);
    const again = page.locator('main').getByRole('link', { name: 'Neuen Link anfordern' });
    expect(await again.getAttribute('href')).toBe('/de-de/account/recover');
    await closePage(page);
  });
});

describe('account: the customer manages the account', () => {
  it('adds and edits addresses in modals, sets the defaults and deletes one', async () => {
    const email = uniqueEmail('address');
    const { page, errors } = await openPage(shop, 1280);
    await signUpCustomer(shop, page.context(), 'en-gb', email);
    await page.goto(`${shop.storefront.url}/en-gb/account/address`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'New address' }).click();
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor();
    await fillAddress(page, 'address', { firstName: 'Ben', street: 'Lindenallee 12', city: 'Munich' });
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await expect.poll(() => page.locator('main article').count(), slow).toBe(2);
    const ben = page.locator('main article', { hasText: 'Lindenallee 12' });
    await ben.getByRole('link', { name: 'Edit address' }).click();
    await dialog.waitFor();
    await dialog.locator('input[name="address.city"]').fill('München');
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await expect.poll(() => ben.textContent(), slow).toContain('10115 München');
    await ben.getByRole('button', { name: 'Use for delivery' }).click();
    await expect.poll(() => ben.textContent(), slow).toContain('Default delivery address');
    await ben.getByRole('button', { name: 'Use for billing' }).click();
    await expect.poll(() => ben.textContent(), slow).toContain('Default billing address');
    const anna = page.locator('main article', { hasText: 'Rosenweg 5' });
    await anna.getByRole('link', { name: 'Delete' }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.locator('main article').count(), slow).toBe(1);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('shows the payment method the customer has, and keeps the one chosen on the payment page', async () => {
    const email = uniqueEmail('payment');
    const { page, errors } = await openPage(shop, 1280);
    await signUpCustomer(shop, page.context(), 'en-gb', email);
    const overviewPayment = () =>
      page
        .locator('section', { has: page.getByRole('heading', { name: 'Default payment method' }) })
        .locator('p');
    // Registration keeps the context's payment method (Shopware 6.7: the customer's lastPaymentMethodId).
    await page.goto(`${shop.storefront.url}/en-gb/account`);
    expect(await overviewPayment().textContent()).toBe('Invoice');
    await page.goto(`${shop.storefront.url}/en-gb/account/payment`);
    await waitForHydration(page);
    expect(await page.getByRole('radio', { name: /^Invoice/ }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: /^Prepayment/ }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => page.locator('main [role="status"]').textContent(), slow)
      .toContain('has been saved');
    await page.reload();
    expect(await page.getByRole('radio', { name: /^Prepayment/ }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: /^Invoice/ }).isChecked()).toBe(false);
    await page.goto(`${shop.storefront.url}/en-gb/account`);
    expect(await overviewPayment().textContent()).toBe('Prepayment');
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('changes the password: the other session of the customer ends', async () => {
    const email = uniqueEmail('password');
    const first = await openPage(shop, 1280);
    await signUpCustomer(shop, first.page.context(), 'en-gb', email);
    const second = await openPage(shop, 1280);
    await logIn(shop, second.page, 'en-gb', email);
    await second.page.waitForURL(/\/en-gb\/account$/);
    await first.page.goto(`${shop.storefront.url}/en-gb/account/profile`);
    await waitForHydration(first.page);
    const form = first.page.locator('form', { has: first.page.locator('input[name="newPassword"]') });
    await form.locator('input[name="password"]').fill(PASSWORD);
    await form.locator('input[name="newPassword"]').fill('Another-Password-9');
    await form.locator('input[name="newPasswordConfirm"]').fill('Another-Password-9');
    await form.locator('button[type="submit"]').click();
    await expect
      .poll(() => form.locator('[role="status"]').textContent(), slow)
      .toContain('has been changed');
    // With JavaScript the page stays; the passwords do not stay in its fields.
    for (const field of ['password', 'newPassword', 'newPasswordConfirm'])
      expect(await form.locator(`input[name="${field}"]`).inputValue(), field).toBe('');
    await second.page.goto(`${shop.storefront.url}/en-gb/account`);
    expect(new URL(second.page.url()).pathname).toBe('/en-gb/login');
    await closePage(first.page);
    await closePage(second.page);
  });

  it('enters a payback number: a blocked card is shown as such (403), others as not valid; coupons add and remove', async () => {
    const email = uniqueEmail('payback');
    const { page } = await openPage(shop, 1280);
    await signUpCustomer(shop, page.context(), 'de-de', email);
    await page.goto(`${shop.storefront.url}/de-de/account`);
    await waitForHydration(page);
    const number = page.locator('input[name="paybackNumber"]');
    const submit = page.locator('form', { has: number }).locator('button[type="submit"]');
    await number.fill('9900000002');
    await submit.click();
    await expect.poll(() => page.locator('main').textContent(), slow).toContain('gesperrt (403)');
    await number.fill('1234567890');
    await submit.click();
    await expect.poll(() => page.locator('main').textContent(), slow).toContain('nicht gültig');
    await number.fill('1234567897');
    await submit.click();
    await expect.poll(() => page.locator('main').textContent(), slow).toContain('******7897');
    await page.locator('input[name="code"]').fill('PBX5');
    await page.getByRole('button', { name: 'Coupon hinzufügen' }).click();
    await page.getByRole('button', { name: 'Coupon PBX5 entfernen' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Coupon PBX5 entfernen' }).count(), slow)
      .toBe(0);
    await closePage(page);
  });

  it('subscribes to the newsletter, confirms by the mail and unsubscribes', async () => {
    const email = uniqueEmail('newsletter');
    const { page, errors } = await openPage(shop, 1280);
    await page.goto(`${shop.storefront.url}/fr-fr/newsletter`);
    // Says what becomes of the address, the privacy policy linked in a new tab.
    const privacy = page.locator('main').getByRole('link', { name: /^politique de confidentialité/ });
    expect(await privacy.getAttribute('target')).toBe('_blank');
    await page.locator('main input[name="email"]').fill(email);
    await page.locator(main).click();
    await expect
      .poll(() => page.locator('main [role="status"]').textContent(), slow)
      .toContain('Presque fini');
    await page.goto(await mailLink(shop, email, '/newsletter/confirm'));
    expect(await page.locator('main [role="status"]').textContent()).toContain('confirmé');
    await page.goto(`${shop.storefront.url}/fr-fr/unsubscribe`);
    await page.locator('main input[name="email"]').fill(email);
    await page.locator(main).click();
    await expect
      .poll(() => page.locator('main [role="status"]').textContent(), slow)
      .toContain('ne recevra plus');
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it("subscribes from the footer's form on any page, without JavaScript's help", async () => {
    const email = uniqueEmail('footer');
    const { page } = await openPage(shop, 390);
    await page.goto(`${shop.storefront.url}/en-gb/search?search=serum`);
    const footer = page.locator('footer');
    await footer.locator('input[name="email"]').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL(/\/en-gb\/newsletter$/);
    await expect
      .poll(() => page.locator('main [role="status"]').textContent(), slow)
      .toContain('Almost done');
    expect(await mailLink(shop, email, '/en-gb/newsletter/confirm')).toContain('hash=');
    await closePage(page);
  });

  it("checks the footer's address on leaving the field in the page's language, once the page has loaded", async () => {
    const { page, errors } = await openPage(shop, 1280);
    await page.goto(`${shop.storefront.url}/de-de/wishlist`);
    await waitForHydration(page);
    const section = page.locator('section[aria-labelledby="footer-newsletter"]');
    const field = section.getByRole('textbox');
    // The form hydrates from a chunk of its own (an island); until then the browser's own check stands in.
    await expect
      .poll(async () => {
        await field.fill('anna@');
        await field.blur();
        return section.textContent();
      }, slow)
      .toContain('Bitte gib eine gültige E-Mail-Adresse ein.');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('imitates a customer with a staff token: a banner shows on every page, and ending it logs out', async () => {
    const email = uniqueEmail('imitated');
    await registerByStoreApi(shop, 'de-de', email);
    const tokenAnswer = await fetch(`${shop.sandbox.url}/sandbox/imitate-customer-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    const { token, customerId, userId } = (await tokenAnswer.json()) as {
      token: string;
      customerId: string;
      userId: string;
    };
    const { page, errors } = await openPage(shop, 1280);
    await page.goto(
      `${shop.storefront.url}/de-de/imitate-customer?${new URLSearchParams({ token, customerId, userId })}`,
    );
    await page.locator(main).click();
    await page.waitForURL(/\/de-de\/account$/);
    const banner = page.getByRole('region', { name: 'Du handelst als Kunde Anna Beispiel.' });
    await banner.waitFor();
    await page.goto(`${shop.storefront.url}/de-de/search?search=serum`);
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Beenden' }).click();
    await page.waitForURL(/\/de-de\/login\?status=logged-out$/);
    await expect.poll(() => banner.count(), slow).toBe(0);
    expect(errors).toEqual([]);
    await closePage(page);
  }, 150_000);
});

describe('account: security', () => {
  it('without JavaScript, a refused new address comes back with what was typed and its errors', async () => {
    const { page } = await openPage(shop, 390, [], { javaScriptEnabled: false });
    await signUpCustomer(shop, page.context(), 'de-de', uniqueEmail('nojs-address'));
    await page.goto(`${shop.storefront.url}/de-de/account/address?edit=new`);
    const form = page.locator('main form', { has: page.locator('input[name="intent"][value="create"]') });
    await form.getByRole('textbox', { name: /^Vorname/ }).fill('Erika');
    // Every other field left empty: the browser would refuse to send it, so the required marks are lifted.
    await form.evaluate((element) => {
      for (const field of element.querySelectorAll('[required]')) field.removeAttribute('required');
    });
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      form.getByRole('button', { name: 'Adresse speichern' }).click(),
    ]);
    expect(answer.status()).toBe(400);
    await page.waitForLoadState('load');
    const again = page.locator('main form', { has: page.locator('input[name="intent"][value="create"]') });
    expect(await again.getByRole('textbox', { name: /^Vorname/ }).inputValue()).toBe('Erika');
    expect(await page.locator('main').textContent()).toContain('Bitte prüfe die markierten Felder.');
    await closePage(page);
  });

  it('without JavaScript, a refused email change comes back with the new address as typed, never the password', async () => {
    const { page } = await openPage(shop, 390, [], { javaScriptEnabled: false });
    await signUpCustomer(shop, page.context(), 'de-de', uniqueEmail('nojs-email'));
    await page.goto(`${shop.storefront.url}/de-de/account/profile`);
    const emailForm = () =>
      page.locator('main form', { has: page.locator('input[name="intent"][value="change-email"]') });
    const wanted = uniqueEmail('nojs-email-new');
    await emailForm().locator('input[name="email"]').fill(wanted);
    await emailForm().locator('input[name="emailConfirmation"]').fill(wanted);
    await emailForm().locator('input[name="password"]').fill('not-the-password-1');
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      emailForm().locator('button[type="submit"]').click(),
    ]);
    expect(answer.status()).toBe(400);
    await page.waitForLoadState('load');
    expect(await emailForm().locator('input[name="email"]').inputValue()).toBe(wanted);
    expect(await emailForm().locator('input[name="emailConfirmation"]').inputValue()).toBe(wanted);
    expect(await emailForm().locator('input[name="password"]').inputValue()).toBe('');
    await closePage(page);
  });

  it("cannot open another customer's address by id", async () => {
    const victim = await openPage(shop, 1280);
    await signUpCustomer(shop, victim.page.context(), 'en-gb', uniqueEmail('victim'));
    await victim.page.goto(`${shop.storefront.url}/en-gb/account/address`);
    const editHref = await victim.page.getByRole('link', { name: 'Edit address' }).getAttribute('href');
    const victimAddressId = new URL(editHref ?? '', shop.storefront.url).searchParams.get('edit') ?? '';
    await closePage(victim.page);
    const { page } = await openPage(shop, 1280, [`${shop.storefront.url}/en-gb/account/address`]);
    await signUpCustomer(shop, page.context(), 'en-gb', uniqueEmail('attacker'));
    await page.goto(`${shop.storefront.url}/en-gb/account/address?edit=${victimAddressId}`);
    expect(await page.locator('main').textContent()).toContain('This address does not exist.');
    expect(await page.locator('main').textContent()).not.toContain('Rosenweg 5, ');
    expect(await page.locator('input[name="addressId"]').count()).toBe(0);
    await closePage(page);
  });

  it('the registration form posted again by the customer it logged in keeps them logged in', async () => {
    const { page } = await openPage(shop, 1280);
    const email = uniqueEmail('twice');
    await signUpCustomer(shop, page.context(), 'de-de', email);
    const again = await page.request.post(`${shop.storefront.url}/de-de/register`, {
      form: { email, password: PASSWORD, firstName: 'Ada', lastName: 'Again' },
      headers: { Origin: shop.storefront.url },
      maxRedirects: 0,
    });
    expect(again.status()).toBe(302);
    expect(again.headers().location).toBe('/de-de/register/welcome');
    const account = await page.request.get(`${shop.storefront.url}/de-de/account`, { maxRedirects: 0 });
    expect(account.status()).toBe(200);
    const mails = await fetch(`${shop.sandbox.url}/sandbox/mail?${new URLSearchParams({ to: email })}`);
    expect(await mails.text()).not.toContain('already_registered');
    await closePage(page);
  });

  it('the registration form sent twice at once (a double click without JavaScript) ends logged in either way', async () => {
    const { page } = await openPage(shop, 1280);
    const email = uniqueEmail('double');
    await page.goto(`${shop.storefront.url}/de-de/register`);
    await page.locator('main input[name="email"]').fill(email);
    await page.locator('main input[name="password"]').fill(PASSWORD);
    await fillAddress(page, 'billingAddress', { firstName: 'Ada', street: 'Rosenweg 5', city: 'Berlin' });
    await page.locator('input[name="acceptedDataProtection"]').check();
    // Both posts carry the same guest session; the browser shows whichever answer comes last.
    const answers = await page.locator('main form').evaluate(async (form) => {
      const body = new URLSearchParams([...new FormData(form as HTMLFormElement)] as [string, string][]);
      const post = () =>
        fetch((form as HTMLFormElement).action, { method: 'POST', body, redirect: 'manual' }).then(
          (answer) => answer.type,
        );
      return Promise.all([post(), post()]);
    });
    // Each answer is the redirect of a logged-in registration, not the page saying 'check your mail'.
    expect(answers).toEqual(['opaqueredirect', 'opaqueredirect']);
    const account = await page.request.get(`${shop.storefront.url}/de-de/account`, { maxRedirects: 0 });
    expect(account.status()).toBe(200);
    await closePage(page);
  });

  it("a customer's wishlist post for a product that does not exist leaves the list as it is (404, no 500)", async () => {
    const { page } = await openPage(shop, 1280);
    await signUpCustomer(shop, page.context(), 'de-de', uniqueEmail('wishlist'));
    const post = (productId: string, accept: string) =>
      page.request.post(`${shop.storefront.url}/de-de/wishlist/change`, {
        form: { intent: 'toggle', productId, returnTo: '/de-de/' },
        headers: { Origin: shop.storefront.url, Accept: accept },
        maxRedirects: 0,
      });
    for (const productId of ['zzz', '0'.repeat(32)]) {
      const plain = await post(productId, 'text/html');
      expect(plain.status(), productId).toBe(303);
      expect(plain.headers().location).toBe('/de-de/');
      const json = await post(productId, 'application/json');
      expect(json.status(), productId).toBe(404);
      expect(await json.json()).toEqual({ owner: 'customer', productIds: [] });
    }
    await closePage(page);
  });

  it('serves no account page from the page cache and none to a shopper without session', async () => {
    const anonymous = await fetch(`${shop.storefront.url}/de-de/account/profile`, { redirect: 'manual' });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toBe('/de-de/login?redirectTo=%2Fde-de%2Faccount%2Fprofile');
    expect(anonymous.headers.get('cache-control')).toContain('no-store');
    const { page } = await openPage(shop, 1280);
    await signUpCustomer(shop, page.context(), 'de-de', uniqueEmail('cache'));
    for (const path of ['/de-de/account', '/de-de/account/profile', '/de-de/account/address']) {
      const response = await page.goto(`${shop.storefront.url}${path}`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      expect(response?.headers()['x-page-cache']).toBeUndefined();
    }
    await closePage(page);
  });

  it('refuses a cross-site form post (403) and returns after login only to a path of the shop', async () => {
    const crossSite = await fetch(`${shop.storefront.url}/de-de/account/address`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'intent=delete&addressId=x',
      redirect: 'manual',
    });
    expect(crossSite.status).toBe(403);
    const email = uniqueEmail('redirect');
    const { page } = await openPage(shop, 1280);
    await signUpCustomer(shop, page.context(), 'de-de', email);
    await forgetSession(page);
    await page.goto(`${shop.storefront.url}/de-de/login?redirectTo=//evil.example/phish`);
    await page.locator('main input[name="email"]').fill(email);
    await page.locator('main input[name="password"]').fill(PASSWORD);
    await page.locator(main).click();
    await page.waitForURL(/\/de-de\/account$/);
    expect(new URL(page.url()).origin).toBe(shop.storefront.url);
    await closePage(page);
  });
});

const PUBLIC_PAGES = [
  '/login',
  '/register',
  '/account/recover',
  '/newsletter',
  '/unsubscribe',
  '/imitate-customer',
];
const ACCOUNT_PAGES = [
  '/account',
  '/account/profile',
  '/account/address',
  '/account/address?edit=new',
  '/account/payment',
  '/register/welcome',
  '/register/complete-profile',
];

describe('account pages: axe and screenshots', () => {
  it.each([390, 1280])(
    'every page at %i px has no axe violations (WCAG 2 A and AA)',
    async (width) => {
      const { page } = await openPage(shop, width, [`${shop.storefront.url}/en-gb/imitate-customer`]);
      const found: string[] = [];
      const visit = async (path: string) => {
        await page.goto(`${shop.storefront.url}/en-gb${path}`);
        await waitForHydration(page);
        found.push(...(await axeViolations(page)).map((violation) => `${path}: ${violation}`));
        const name = `account${path.replace(/[/?=]/g, '-')}-${width}`;
        await saveScreenshot(page, name, { fullPage: true });
      };
      for (const path of PUBLIC_PAGES) await visit(path);
      await signUpCustomer(shop, page.context(), 'en-gb', uniqueEmail(`axe${width}`));
      for (const path of ACCOUNT_PAGES) await visit(path);
      expect(found).toEqual([]);
      await closePage(page);
    },
    300_000,
  );
});
