import { createStaticHandler, createStaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

// The workspace patches React Router (patches/react-router@7.18.5.patch) so that a server render does not remake
// the route tree: the shop has a copy of every route per locale, 372 in all, and remaking them and their data
// routes cost about 0.8 ms of every page. These pin what the patch keeps: one tree per build, and each render
// still sees its own request's matches.
describe('a server render reuses the data routes of its route tree', () => {
  const routes = [
    {
      id: 'root',
      path: '/',
      children: [
        { id: 'cart', path: 'cart' },
        { id: 'search', path: 'search' },
      ],
    },
  ];
  const handler = createStaticHandler(routes);

  async function routerFor(path: string) {
    const context = await handler.query(new Request(`http://shop.test${path}`));
    if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
    return createStaticRouter(handler.dataRoutes, context);
  }

  it('makes the data routes once for two requests', async () => {
    const cart = await routerFor('/cart');
    const search = await routerFor('/search');
    expect(search.routes).toBe(cart.routes);
  });

  it('gives each request its own matches, on the shared routes', async () => {
    const cart = await routerFor('/cart');
    const search = await routerFor('/search');
    expect(cart.state.matches.map((match) => match.route.id)).toEqual(['root', 'cart']);
    expect(search.state.matches.map((match) => match.route.id)).toEqual(['root', 'search']);
    expect(cart.state.location.pathname).toBe('/cart');
    expect(search.state.location.pathname).toBe('/search');
    expect(cart.state.matches[1]?.route).toBe(cart.routes[0]?.children?.[0]);
  });
});
