import { describe, expect, it } from 'vitest';
import { scopedClassName } from './scopedClassName';

const app = new URL('..', import.meta.url).pathname;

describe("a CSS module's class in the build", () => {
  it("is the class's name and a hash of its file, the same for every class of that file", () => {
    const layout = scopedClassName('layout', `${app}app/routes/cart.module.css`);
    const lines = scopedClassName('lines', `${app}app/routes/cart.module.css`);
    expect(layout).toMatch(/^layout_[\w-]{5}$/);
    expect(lines.slice('lines'.length)).toBe(layout.slice('layout'.length));
  });

  it('differs between files, so one name in two modules stays two classes', () => {
    expect(scopedClassName('layout', `${app}app/routes/cart.module.css`)).not.toBe(
      scopedClassName('layout', `${app}app/routes/checkout.module.css`),
    );
  });

  it("ignores the bundler's query, so the server's and the browser's builds agree", () => {
    expect(scopedClassName('row', `${app}app/a.module.css?used`)).toBe(
      scopedClassName('row', `${app}app/a.module.css`),
    );
  });
});
