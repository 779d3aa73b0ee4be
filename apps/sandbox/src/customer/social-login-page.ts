import { escapeHtml } from '../mail/index.js';

/** The simulated provider's consent page: a person fills in the identity it shares and approves. */
export function socialLoginPage(input: { clientId: string; redirectUri: string; state: string }): string {
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const field = (name: string, label: string, value: string, type = 'text') =>
    `<label>${label}<br><input name="${name}" type="${type}" value="${escapeHtml(value)}" required></label><br>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox ID: sign in</title>
<meta name="robots" content="noindex"><style>body{font:15px/1.6 system-ui,sans-serif;max-width:28rem;margin:3rem auto}
input{width:100%;padding:.3rem;margin-bottom:.5rem}</style></head><body>
<h1>Sandbox ID</h1><p>A simulated identity provider. It shares this identity with the shop:</p>
<form method="post" action="/sandbox/social-login/authorize">
${hidden('clientId', input.clientId)}${hidden('redirectUri', input.redirectUri)}${hidden('state', input.state)}
${field('email', 'Email', 'anna.beispiel@example.com', 'email')}${field('firstName', 'First name', 'Anna')}
${field('lastName', 'Last name', 'Beispiel')}${field('street', 'Street', 'Musterstraße 1')}
${field('zipcode', 'Zip code', '10115')}${field('city', 'City', 'Berlin')}
<button type="submit">Approve and return to the shop</button></form></body></html>`;
}
