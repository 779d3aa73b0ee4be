import { describe, expect, it } from 'vitest';
import { MAX_FORM_BYTES, readForm } from './formBody';

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

  it('over 1 MB is refused with 413, whether it names its length or comes in chunks', async () => {
    const big = `intent=add&x=${'a'.repeat(MAX_FORM_BYTES)}`;
    const chunked = new Request('http://shop.test/de-de/', {
      method: 'POST',
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 3; i += 1)
            controller.enqueue(new TextEncoder().encode(big.slice(0, MAX_FORM_BYTES / 2)));
          controller.close();
        },
      }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      duplex: 'half',
    } as RequestInit);
    const declared = post(big, 'application/x-www-form-urlencoded');
    for (const request of [declared, chunked]) {
      const refusal = await readForm(request).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refusal).toMatchObject({ init: { status: 413 } });
    }
    const justUnder = await readForm(
      post(`x=${'a'.repeat(MAX_FORM_BYTES - 2)}`, 'application/x-www-form-urlencoded'),
    );
    expect(justUnder.get('x')).toHaveLength(MAX_FORM_BYTES - 2);
  });
});
