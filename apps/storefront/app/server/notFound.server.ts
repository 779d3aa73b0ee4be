import { data } from 'react-router';

/** Spec 2.3: an unknown path resolves to the 404 page titled 'Page Not Found' that shows the path. */
export function notFound(request: Request): never {
  throw data({ path: new URL(request.url).pathname }, { status: 404 });
}
