import type { Hono } from 'hono';
import { submitContactForm } from '../contact/contact-form.js';
import { readJsonObject } from '../http/body.js';
import type { AppEnv, SandboxDeps } from '../http/env.js';

export function registerContactFormRoute(api: Hono<AppEnv>, deps: SandboxDeps): void {
  api.post('/contact-form', async (c) => {
    submitContactForm(deps, c, await readJsonObject(c));
    return c.json({ individualSuccessMessage: '', apiAlias: 'contact_form_result' });
  });
}
