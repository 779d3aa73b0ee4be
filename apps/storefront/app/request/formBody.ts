import { data } from 'react-router';

/**
 * The largest form the shop reads, as the nginx example's `client_max_body_size 1m`: its longest forms (a contact
 * message, an address) take a few kilobytes; a bigger body would only fill a worker's memory.
 */
export const MAX_FORM_BYTES = 1024 * 1024;

const tooLarge = () => data('The form is too large.', { status: 413 });

/** The body's bytes, read no further than the limit (a chunked body names no length up front). */
async function boundedBody(request: Request): Promise<Blob> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_FORM_BYTES) throw tooLarge();
  const reader = request.body?.getReader();
  if (!reader) return new Blob([]);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_FORM_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new Blob(chunks as BlobPart[]);
}

/**
 * The posted form of an action. Every action of the shop reads a form; a body that is not one (JSON, a malformed
 * multipart body, no content type) is the sender's mistake: 400, never a 500 from the parser's exception. A body
 * over MAX_FORM_BYTES is refused with 413 before it is parsed.
 */
export async function readForm(request: Request): Promise<FormData> {
  const body = await boundedBody(request);
  try {
    const contentType = request.headers.get('content-type') ?? '';
    return await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw data('The request body is not a form.', { status: 400 });
  }
}
