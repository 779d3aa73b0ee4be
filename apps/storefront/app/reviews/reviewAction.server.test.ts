import { describe, expect, it } from 'vitest';
import { catalogueFor } from '../i18n/messages.server';
import { createTranslate } from '../i18n/translate';
import { reviewProblemText } from './reviewAction.server';

describe("write-review modal: validation errors in the shopper's language", () => {
  it.each([
    ['de', 'title', 'tooShort', 'Der Titel braucht mindestens 5 Zeichen.'],
    ['en', 'content', 'tooShort', 'Your review needs at least 40 characters.'],
    ['fr', 'content', 'tooLong', 'Votre avis ne doit pas dépasser 5000 caractères.'],
    ['de', 'points', 'outOfRange', 'Bitte vergib 1 bis 5 Sterne.'],
    ['en', 'title', 'blank', 'Please enter a title.'],
  ] as const)('%s: %s %s reads "%s"', (language, field, problem, text) => {
    expect(reviewProblemText(createTranslate(catalogueFor(language)), field, problem)).toBe(text);
  });
});
