import type { SandboxDeps } from '../http/env.js';
import type { CustomerProfile } from './customer-store.js';
import type { Body, Violations } from './violations.js';

export type ProfileInput = Pick<
  CustomerProfile,
  'salutationId' | 'title' | 'firstName' | 'lastName' | 'birthday' | 'accountType' | 'company' | 'vatIds'
>;

const ACCOUNT_TYPES = ['private', 'business'] as const;

function readBirthday(body: Body, violations: Violations, today: Date): string | null {
  const day = violations.integer(body, 'birthdayDay', 1, 31);
  const month = violations.integer(body, 'birthdayMonth', 1, 12);
  const year = violations.integer(body, 'birthdayYear', 1900, today.getUTCFullYear());
  if (day === undefined || month === undefined || year === undefined) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day || date > today) {
    violations.add('/birthdayDay', 'VIOLATION::INVALID_DATE_ERROR', 'This value is not a valid date.');
    return null;
  }
  return date.toISOString().slice(0, 10);
}

function readVatIds(body: Body, violations: Violations): string[] | null {
  const value = body.vatIds;
  if (value === undefined || value === null) return null;
  if (
    !Array.isArray(value) ||
    value.length > 10 ||
    value.some((id) => typeof id !== 'string' || id.length > 50)
  ) {
    violations.add('/vatIds', 'VIOLATION::INVALID_TYPE_ERROR', 'This value should be a list of VAT ids.');
    return null;
  }
  return value as string[];
}

/**
 * The profile fields of a registration or a profile change, as Shopware's CustomerProfileValidationFactory:
 * first and last name required, salutation optional (6.7) but existing, a business account needs a company.
 */
export function readProfile(
  deps: Pick<SandboxDeps, 'entities'>,
  body: Body,
  violations: Violations,
  today: Date,
): ProfileInput {
  const salutationId = violations.id(body, 'salutationId', false) ?? null;
  if (salutationId && !deps.entities.get('salutation', salutationId)) {
    violations.add(
      '/salutationId',
      'VIOLATION::ENTITY_DOES_NOT_EXISTS',
      `The salutation with the id "${salutationId}" does not exist.`,
    );
  }
  const rawType = body.accountType ?? 'private';
  const accountType = ACCOUNT_TYPES.find((type) => type === rawType);
  if (!accountType) {
    violations.add(
      '/accountType',
      'VIOLATION::NO_SUCH_CHOICE_ERROR',
      'The value you selected is not a valid choice.',
    );
  }
  const company = violations.string(body, 'company', { required: accountType === 'business' }) ?? null;
  return {
    salutationId,
    title: violations.string(body, 'title', { max: 100 }) ?? null,
    firstName: violations.string(body, 'firstName', { required: true }) ?? '',
    lastName: violations.string(body, 'lastName', { required: true }) ?? '',
    birthday: readBirthday(body, violations, today),
    accountType: accountType ?? 'private',
    company: accountType === 'business' ? company : null,
    vatIds: accountType === 'business' ? readVatIds(body, violations) : null,
  };
}
