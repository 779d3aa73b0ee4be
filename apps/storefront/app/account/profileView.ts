import type { ChangeEmailValues, FormNotice, ProfileValues } from '@beautyshop/ui';

/** The three forms of `/account/profile`, told apart by their `intent`. */
export const PROFILE_INTENTS = ['profile', 'change-email', 'change-password'] as const;
export type ProfileIntent = (typeof PROFILE_INTENTS)[number];

export function isProfileIntent(value: string): value is ProfileIntent {
  return (PROFILE_INTENTS as readonly string[]).includes(value);
}

export interface ProfileView {
  salutations: { id: string; name: string }[];
  email: string;
  profile: ProfileValues;
}

/** What one form's submission answered: the notice above it and its fields' errors. */
export interface ProfileOutcome {
  intent: ProfileIntent;
  notice: FormNotice;
  /** A refused personal data form's values as sent: the page shows them again, not the stored ones. */
  values?: ProfileValues;
  /** A refused email change's new address twice as sent (never the password), shown again. */
  emailValues?: ChangeEmailValues;
  errors?: Record<string, string>;
}
