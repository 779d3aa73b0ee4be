import { describe, expect, it } from 'vitest';
import { isProfileIntent } from './profileView';

describe('the forms of the profile page', () => {
  it('are personal data, email and password', () => {
    expect(['profile', 'change-email', 'change-password'].every(isProfileIntent)).toBe(true);
  });

  it('refuse any other intent', () => {
    expect(isProfileIntent('delete-account')).toBe(false);
    expect(isProfileIntent('')).toBe(false);
  });
});
