import type { TestSandbox } from './harness.js';

export type Json = Record<string, unknown>;

export const STOREFRONT_URL = 'http://localhost:3000';
export const PASSWORD = 'Rosenwasser-2026';

export async function countryId(sandbox: TestSandbox, iso: string): Promise<string> {
  const countries = (await (await sandbox.call('/country')).json()) as {
    elements: { id: string; iso: string }[];
  };
  const country = countries.elements.find((candidate) => candidate.iso === iso);
  if (!country) throw new Error(`no country ${iso}`);
  return country.id;
}

export function registration(email: string, countryIdOfAddress: string, extra: Json = {}): Json {
  return {
    email,
    password: PASSWORD,
    firstName: 'Anna',
    lastName: 'Beispiel',
    acceptedDataProtection: true,
    storefrontUrl: STOREFRONT_URL,
    billingAddress: { countryId: countryIdOfAddress, street: 'Rosenweg 5', zipcode: '10115', city: 'Berlin' },
    ...extra,
  };
}

export async function post(
  sandbox: TestSandbox,
  path: string,
  body: unknown,
  options: { token?: string; market?: string; method?: string } = {},
): Promise<{ status: number; body: Json; token: string | null; headers: Headers }> {
  const response = await sandbox.call(path, {
    method: options.method ?? 'POST',
    body: JSON.stringify(body),
    ...(options.token ? { token: options.token } : {}),
    ...(options.market ? { market: options.market } : {}),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text === '' ? {} : (JSON.parse(text) as Json),
    token: response.headers.get('sw-context-token'),
    headers: response.headers,
  };
}

/** Registers a customer (DE unless given) and answers the logged-in token and the customer. */
export async function registerCustomer(
  sandbox: TestSandbox,
  email: string,
  options: { market?: string; countryIso?: string } = {},
): Promise<{ token: string; customer: Json }> {
  const country = await countryId(sandbox, options.countryIso ?? 'DE');
  const answer = await post(sandbox, '/account/register', registration(email, country), options);
  if (answer.status !== 200 || !answer.token)
    throw new Error(`register ${answer.status} ${JSON.stringify(answer.body)}`);
  return { token: answer.token, customer: answer.body };
}

export async function logIn(sandbox: TestSandbox, email: string, password = PASSWORD): Promise<string> {
  const answer = await post(sandbox, '/account/login', { username: email, password });
  if (answer.status !== 200) throw new Error(`login ${answer.status} ${JSON.stringify(answer.body)}`);
  return String(answer.body.contextToken);
}

export interface MailJson {
  id: number;
  template: string;
  to: string;
  subject: string;
  links: { label: string; url: string }[];
}

export async function mailTo(sandbox: TestSandbox, to: string): Promise<MailJson[]> {
  const response = await fetch(`${sandbox.url}/sandbox/mail?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { elements: MailJson[] }).elements;
}

export const errorCode = (body: Json): string => String((body.errors as Json[] | undefined)?.[0]?.code);
