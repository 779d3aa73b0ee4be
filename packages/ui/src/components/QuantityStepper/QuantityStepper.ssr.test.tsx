import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { neighbourQuantities, QuantityStepper, type QuantityStepperProps } from './QuantityStepper';

const labels = {
  name: 'quantity',
  label: 'Menge von Hydra Serum',
  decreaseLabel: 'Weniger',
  increaseLabel: 'Mehr',
  updateLabel: 'Übernehmen',
};

function rendered(props: Partial<QuantityStepperProps> & { value: number }) {
  const html = renderToString(<QuantityStepper {...labels} {...props} />);
  const button = (name: string) => new RegExp(`<button[^>]*aria-label="${name}"[^>]*>`).exec(html)?.[0] ?? '';
  return {
    input: /<input[^>]*>/.exec(html)?.[0] ?? '',
    decrease: button('Weniger'),
    increase: button('Mehr'),
  };
}

describe('neighbourQuantities: the quantities − and + offer', () => {
  it.each([
    ['one by one', 2, { min: 1, step: 1 }, 1, 3],
    ['at the minimum', 1, { min: 1, step: 1 }, undefined, 2],
    ['at the maximum', 5, { min: 1, step: 1, max: 5 }, 4, undefined],
    ['a pack of three', 6, { min: 3, step: 3, max: 30 }, 3, 9],
    ['the last whole pack below a maximum off the steps', 9, { min: 3, step: 3, max: 11 }, 6, undefined],
    ['a value off the steps, to the steps next to it', 5, { min: 3, step: 3 }, 3, 6],
    ['a value below the minimum', 1, { min: 3, step: 3 }, undefined, 3],
    ['a value above the maximum, down to the highest allowed', 10, { min: 1, step: 2, max: 6 }, 5, undefined],
    [
      'nothing when the maximum is below the minimum (sold out)',
      3,
      { min: 3, step: 1, max: 2 },
      undefined,
      undefined,
    ],
  ])('%s: %i → %j gives − %s and + %s', (_, value, rules, lower, higher) => {
    expect(neighbourQuantities(value, rules)).toEqual({ lower, higher });
  });
});

// Without JavaScript the form is all there is: the browser checks the typed number against min, step and max
// before it submits, and − and + carry the neighbouring allowed quantities.
describe('the quantity stepper as the server renders it', () => {
  it("gives the number input the line's min, step and max", () => {
    const { input } = rendered({ value: 6, min: 3, step: 3, max: 30 });
    for (const attribute of [
      'type="number"',
      'name="quantity"',
      'min="3"',
      'step="3"',
      'max="30"',
      'value="6"',
    ]) {
      expect(input).toContain(attribute);
    }
  });

  it('leaves max out when the line has none', () => {
    expect(rendered({ value: 2 }).input).not.toContain('max=');
  });

  it('− and + submit the neighbouring allowed quantities as quantityStep', () => {
    const { decrease, increase } = rendered({ value: 6, min: 3, step: 3, max: 30 });
    expect(decrease).toContain('name="quantityStep"');
    expect(decrease).toContain('value="3"');
    expect(increase).toContain('value="9"');
  });

  it('disables − at the minimum and + at the maximum', () => {
    const atMinimum = rendered({ value: 3, min: 3, step: 3, max: 30 });
    expect(atMinimum.decrease).toContain('disabled');
    expect(atMinimum.increase).not.toContain('disabled');
    const atMaximum = rendered({ value: 30, min: 3, step: 3, max: 30 });
    expect(atMaximum.increase).toContain('disabled');
    expect(atMaximum.decrease).not.toContain('disabled');
  });
});
