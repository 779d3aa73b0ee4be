import type { Context, Hono } from 'hono';
import { saveAccountSettings } from '../customer/account-settings.js';
import { findCustomer, findRegisteredCustomerByEmail } from '../customer/customer-store.js';
import { issueImitationToken } from '../customer/imitation.js';
import { issueSocialLoginCode, type SocialProfile } from '../customer/social-login.js';
import { socialLoginPage } from '../customer/social-login-page.js';
import { isStorefrontUrlOf } from '../customer/storefront-url.js';
import { type Body, Violations } from '../customer/violations.js';
import { EntityNotFoundError, InvalidParameterError, MalformedJsonError } from '../errors.js';
import { readJsonObject } from '../http/body.js';
import type { SandboxDeps } from '../http/env.js';
import { isId } from '../ids.js';

function salesChannelOfMarket(deps: SandboxDeps, code: string) {
  const channel = deps.entities
    .list('sales_channel')
    .find((candidate) => candidate.doc._code === code.toUpperCase());
  if (!channel) throw new EntityNotFoundError('SANDBOX__MARKET_NOT_FOUND', 'Market', code.slice(0, 8));
  return channel;
}

/**
 * The provider's client id is the market's code (`DE`): an OAuth client id travels in the browser's address bar,
 * which a sales channel's access key must never do.
 */
function salesChannelOfClientId(deps: SandboxDeps, clientId: unknown) {
  const channel =
    typeof clientId === 'string'
      ? deps.entities
          .list('sales_channel')
          .find((candidate) => candidate.doc._code === clientId.toUpperCase())
      : undefined;
  if (!channel)
    throw new InvalidParameterError('SANDBOX__UNKNOWN_CLIENT_ID', 'Unknown client id.', '/clientId');
  return channel;
}

/** The redirect URI must be a storefront page of the market, so the provider never sends a code elsewhere. */
function checkedRedirectUri(deps: SandboxDeps, clientId: unknown, redirectUri: unknown): string {
  const channel = salesChannelOfClientId(deps, clientId);
  if (typeof redirectUri !== 'string') throw invalidRedirect();
  let base: string;
  try {
    const url = new URL(redirectUri);
    base = `${url.origin}${url.pathname.replace(/\/social-login\/?$/, '')}`;
  } catch {
    throw invalidRedirect();
  }
  if (!isStorefrontUrlOf(channel, base) || !new URL(redirectUri).pathname.endsWith('/social-login'))
    throw invalidRedirect();
  return redirectUri;
}

const invalidRedirect = () =>
  new InvalidParameterError(
    'SANDBOX__INVALID_REDIRECT_URI',
    'The redirect URI must be the /social-login page of a storefront domain of the market.',
    '/redirectUri',
  );

async function readForm(c: Context): Promise<Body> {
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('application/json')) return readJsonObject(c);
  try {
    const form = await c.req.parseBody();
    return Object.fromEntries(Object.entries(form).filter(([, value]) => typeof value === 'string'));
  } catch {
    throw new MalformedJsonError();
  }
}

/**
 * Routes that only the sandbox has, standing in for Shopware's administration and for an identity provider:
 * account settings per market, imitation tokens for staff, and the simulated social login provider.
 */
export function registerSandboxAccountRoutes(app: Hono, deps: SandboxDeps): void {
  app.put('/sandbox/markets/:code/account-settings', async (c) => {
    const channel = salesChannelOfMarket(deps, c.req.param('code'));
    const body = await readJsonObject(c);
    const violations = new Violations();
    const doubleOptInRegistration = violations.boolean(body, 'doubleOptInRegistration');
    if (doubleOptInRegistration === undefined && violations.count === 0)
      violations.add(
        '/doubleOptInRegistration',
        'VIOLATION::IS_BLANK_ERROR',
        'This value should not be blank.',
      );
    violations.throwIfAny();
    saveAccountSettings(deps, channel.id, { doubleOptInRegistration: doubleOptInRegistration === true });
    return c.json({ market: channel.doc._code, doubleOptInRegistration: doubleOptInRegistration === true });
  });

  app.post('/sandbox/imitate-customer-token', async (c) => {
    const body = await readJsonObject(c);
    const customer = isId(body.customerId)
      ? findCustomer(deps, body.customerId)
      : typeof body.email === 'string'
        ? findRegisteredCustomerByEmail(deps, body.email)
        : undefined;
    if (!customer) throw new EntityNotFoundError('CHECKOUT__CUSTOMER_NOT_FOUND', 'Customer', 'given');
    return c.json(issueImitationToken(deps, customer.id));
  });

  app.get('/sandbox/social-login/authorize', (c) => {
    const clientId = c.req.query('clientId');
    const redirectUri = checkedRedirectUri(deps, clientId, c.req.query('redirectUri'));
    return c.html(
      socialLoginPage({ clientId: String(clientId), redirectUri, state: c.req.query('state') ?? '' }),
    );
  });

  app.post('/sandbox/social-login/authorize', async (c) => {
    const body = await readForm(c);
    const redirectUri = checkedRedirectUri(deps, body.clientId, body.redirectUri);
    const channel = salesChannelOfClientId(deps, body.clientId);
    const violations = new Violations();
    const profile: Partial<SocialProfile> = {
      email: violations.email(body, 'email'),
      firstName: violations.string(body, 'firstName', { required: true }),
      lastName: violations.string(body, 'lastName', { required: true }),
      street: violations.string(body, 'street', { required: true }),
      zipcode: violations.string(body, 'zipcode', { required: true, max: 50 }),
      city: violations.string(body, 'city', { required: true }),
    };
    violations.throwIfAny();
    const code = issueSocialLoginCode(deps, channel.id, profile as SocialProfile);
    const target = new URL(redirectUri);
    target.searchParams.set('code', code);
    if (typeof body.state === 'string' && body.state.length <= 200)
      target.searchParams.set('state', body.state);
    return c.redirect(target.toString(), 302);
  });
}
