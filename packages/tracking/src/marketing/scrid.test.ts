import { describe, expect, it } from 'vitest';
import { PAYBACK_SCRID_PATH, scridFrom } from './scrid';

describe("spec 2.3 the 'scrid' query parameter goes to the loyalty service", () => {
  it('reads scrid from any page, for POST /payback/scrid', () => {
    expect(scridFrom(new URL('http://shop.test/fr-fr/soins?scrid=AB12&utm_source=x').searchParams)).toBe(
      'AB12',
    );
    expect(PAYBACK_SCRID_PATH).toBe('/payback/scrid');
  });

  it.each(['http://shop.test/', 'http://shop.test/?scrid=', 'http://shop.test/?scrid=%20'])(
    '%s carries no scrid and sends nothing',
    (url) => {
      expect(scridFrom(new URL(url).searchParams)).toBeUndefined();
    },
  );
});
