import { data, redirect } from 'react-router';
import { changeCart, readCartAnswer } from '../cart/cartChange.server';
import { readForm } from '../request/formBody';
import { shopRequestOf } from '../request/shopRequest';
import type { Route } from './+types/cartChange';

/** GET {locale}/cart/change: the shopper's cart as JSON, for the browser's cart store. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { result, headers } = await readCartAnswer(request, shopRequestOf(context));
  return data(result, { headers });
}

/** POST {locale}/cart/change: every cart form of the shop, and spec 7.2's add by product number. */
export async function action({ request, context }: Route.ActionArgs) {
  const answer = await changeCart(request, shopRequestOf(context), await readForm(request));
  switch (answer.kind) {
    case 'malformed':
      return data({ error: answer.message }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
    case 'json':
      return data(answer.result, { headers: answer.headers });
    case 'redirect':
      return redirect(answer.location, { status: 303, headers: answer.headers });
  }
}
