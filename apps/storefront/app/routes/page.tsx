import { notFound } from '../server/notFound.server';
import type { Route } from './+types/page';

/** Spec 2.2 /{all...}: a CMS or category page resolved through its SEO URL; anything else is a 404. */
export function loader({ request }: Route.LoaderArgs): never {
  notFound(request);
}

export default function CatchAllPage() {
  return null;
}
