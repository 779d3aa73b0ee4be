import { describe, expect, it } from 'vitest';
import { readForm } from './formBody';

const post = (body: string, contentType?: string) =>
  new Request('http://shop.test/de-de/', {
    method: 'POST',
    body,
    headers: contentType ? { 'content-type': contentType } : {},
  });

describe('a posted body', () => {
  it('is read as the form it is', async () => {
    const form = await readForm(post('intent=contact&email=a%40b.c', 'application/x-www-form-urlencoded'));
    expect(form.get('intent')).toBe('contact');
  });

  it('that is not a form is the sender’s bad request (400), not a server error', async () => {
    for (const request of [
      post('{"intent":"contact"}', 'application/json'),
      post('x'),
      post('--x', 'multipart/form-data'),
    ]) {
      const refusal = await readForm(request).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refusal).toMatchObject({ init: { status: 400 } });
    }
  });
});
