import { data } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/error';

const errorQuerySchema = z.object({
  code: z.coerce.number().int().min(400).max(599).catch(404),
  message: z.string().max(300).optional(),
});

/** Spec 2.2 /error: the error page for ?code= (default 404) and an optional custom ?message=. */
export function loader({ request }: Route.LoaderArgs): never {
  const query = errorQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  throw data({ message: query.message }, { status: query.code });
}

export default function ErrorRoute() {
  return null;
}
