import { describe, expect, it } from 'vitest';
import { labelsFor } from './labels';

describe('labelsFor', () => {
  it('answers a shop locale in its language, and German for any other', () => {
    expect(labelsFor('fr-ch').componentNotFound).toBe('Composant introuvable');
    expect(labelsFor('en-gb').componentNotFound).toBe('Component not found');
    expect(labelsFor('it-it').componentNotFound).toBe('Komponente nicht gefunden');
  });

  it('keeps French guillemets on the line of the name they quote (no-break spaces inside)', () => {
    expect(labelsFor('fr-fr').unknownBlock('quiz')).toBe(
      'Le bloc de contenu «\u00a0quiz\u00a0» ne peut pas encore être affiché ici',
    );
  });

  it("lets an app's own texts win", () => {
    expect(labelsFor('de-de', { nextSlide: 'Weiter' }).nextSlide).toBe('Weiter');
  });
});
