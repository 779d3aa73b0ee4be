import { data } from 'react-router';

/**
 * The posted form of an action. Every action of the shop reads a form; a body that is not one (JSON, a malformed
 * multipart body, no content type) is the sender's mistake: 400, never a 500 from the parser's exception.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data('The request body is not a form.', { status: 400 });
  }
}
