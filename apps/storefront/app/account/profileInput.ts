import type { ProfileValues } from '@beautyshop/ui';
import { textOf } from './formInput';

/** The personal data as the form sent them, for the form again when they are refused (nothing typed is lost). */
export function profileValuesOf(form: FormData): ProfileValues {
  return {
    salutationId: textOf(form, 'salutationId'),
    title: textOf(form, 'title'),
    firstName: textOf(form, 'firstName'),
    lastName: textOf(form, 'lastName'),
    birthday: textOf(form, 'birthday'),
  };
}

/**
 * Shopware's change-profile body: the date field's `YYYY-MM-DD` becomes birthdayDay, birthdayMonth and
 * birthdayYear; an empty optional field is sent as absent, not as ''.
 */
export function profileInputOf(form: FormData, accountType: string | undefined): Record<string, unknown> {
  const input: Record<string, unknown> = {
    firstName: textOf(form, 'firstName'),
    lastName: textOf(form, 'lastName'),
    title: textOf(form, 'title') || null,
    accountType: accountType ?? 'private',
  };
  const salutationId = textOf(form, 'salutationId');
  if (salutationId !== '') input.salutationId = salutationId;
  const birthday = /^(\d{4})-(\d{2})-(\d{2})$/.exec(textOf(form, 'birthday'));
  if (birthday) {
    input.birthdayYear = Number(birthday[1]);
    input.birthdayMonth = Number(birthday[2]);
    input.birthdayDay = Number(birthday[3]);
  }
  return input;
}
