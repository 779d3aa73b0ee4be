import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RatingFilter } from './RatingFilter';

const labels = { any: 'Alle Bewertungen', atLeast: 'ab {n} Sternen', atLeastOne: 'ab 1 Stern' };

/** The radios of the server's HTML, in order: value, checked, and the label text that names each. */
function radiosOf(html: string) {
  return [...html.matchAll(/<label[^>]*>(.*?)<\/label>/g)].map(([, inner = '']) => ({
    value: /value="([^"]*)"/.exec(inner)?.[1],
    checked: /checked=""/.test(inner),
    name: inner.replace(/<[^>]+>/g, ''),
  }));
}

// Spec 2.4 listing filter 'rating': works without JavaScript, so the server's HTML is the whole control.
describe('the rating filter', () => {
  it('is a fieldset whose legend names it, with native radios a GET form submits as rating={n}', () => {
    const html = renderToString(<RatingFilter legend="Bewertung" labels={labels} />);
    expect(html).toMatch(/^<fieldset[^>]*><legend[^>]*>Bewertung<\/legend>/);
    expect(html.match(/type="radio"/g)).toHaveLength(5);
    expect(html.match(/name="rating"/g)).toHaveLength(5);
  });

  it("offers 'any' (an empty value, dropped from the URL) and 'from 4 stars' down to 'from 1 star'", () => {
    const radios = radiosOf(renderToString(<RatingFilter legend="Bewertung" labels={labels} />));
    expect(radios.map(({ value, name }) => [value, name])).toEqual([
      ['', 'Alle Bewertungen'],
      ['4', 'ab 4 Sternen'],
      ['3', 'ab 3 Sternen'],
      ['2', 'ab 2 Sternen'],
      ['1', 'ab 1 Stern'],
    ]);
  });

  it('uses the plural text for one star too when the language has no singular of its own', () => {
    const radios = radiosOf(
      renderToString(<RatingFilter legend="Rating" labels={{ any: 'Any', atLeast: '{n}+ stars' }} />),
    );
    expect(radios.at(-1)?.name).toBe('1+ stars');
  });

  it('checks the minimum in effect, and "any" when there is none or the URL named a step not offered', () => {
    const checkedOf = (defaultValue: number | undefined) =>
      radiosOf(
        renderToString(<RatingFilter legend="Bewertung" labels={labels} defaultValue={defaultValue} />),
      )
        .filter((radio) => radio.checked)
        .map((radio) => radio.value);
    expect(checkedOf(3)).toEqual(['3']);
    expect(checkedOf(undefined)).toEqual(['']);
    expect(checkedOf(5)).toEqual(['']);
  });

  it('draws the stars of each step as decoration only: the text is the accessible name', () => {
    const html = renderToString(<RatingFilter legend="Bewertung" labels={labels} />);
    expect(html.match(/<span class="[^"]*stars[^"]*" aria-hidden="true">/g)).toHaveLength(4);
    expect(html).toContain('--bs-star-fill:80%');
  });
});
