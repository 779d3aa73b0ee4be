import { describe, expect, it } from 'vitest';
import { scridRequestFor } from './scrid';

describe("spec 2.3 the 'scrid' query parameter goes to the loyalty service", () => {
  it('any page with scrid posts it to /payback/scrid', () => {
    expect(scridRequestFor(new URL('http://shop.test/fr-fr/soins?scrid=AB12&utm_source=x'))).toEqual({
      path: '/payback/scrid',
      method: 'POST',
      body: { scrid: 'AB12' },
    });
  });

  it.each(['http://shop.test/', 'http://shop.test/?scrid=', 'http://shop.test/?scrid=%20'])(
    '%s carries no scrid and sends nothing',
    (url) => {
      expect(scridRequestFor(new URL(url))).toBeUndefined();
    },
  );
});
