import type {
  LoginFormLabels,
  NewPasswordLabels,
  PaybackFormLabels,
  ProfileFormLabels,
  RegisterFormLabels,
} from '@beautyshop/ui';
import type { Translate } from '../../i18n/translate';

/** The ui forms' texts in the page's language (the components carry English defaults for their stories). */
export { validationLabels } from './validationLabels';

export const loginLabels = (t: Translate): LoginFormLabels => ({
  title: t('account.login.title'),
  email: t('account.login.email'),
  password: t('account.login.password'),
  submit: t('account.login.submit'),
  forgotPassword: t('account.login.forgot'),
  noAccount: t('account.login.noAccount'),
  register: t('account.login.register'),
});

export const registerLabels = (t: Translate): RegisterFormLabels => ({
  title: t('account.register.title'),
  stepAccountType: t('account.register.stepAccountType'),
  accountTypePrivate: t('account.register.private'),
  accountTypeBusiness: t('account.register.business'),
  stepPersonal: t('account.register.stepPersonal'),
  email: t('account.field.email'),
  password: t('account.field.password'),
  passwordHint: t('account.register.passwordHint'),
  company: t('account.register.company'),
  companyHint: t('account.register.companyHint'),
  vatId: t('account.register.vatId'),
  stepAddress: t('account.register.stepAddress'),
  dataProtection: t('account.register.dataProtection'),
  submit: t('account.register.submit'),
  haveAccount: t('account.register.haveAccount'),
  login: t('account.login.submit'),
});

export const newPasswordLabels = (t: Translate): NewPasswordLabels => ({
  newPassword: t('account.password.new'),
  newPasswordHint: t('account.password.newHint'),
  newPasswordConfirm: t('account.password.confirm'),
});

export const profileLabels = (t: Translate): ProfileFormLabels => ({
  salutation: t('account.field.salutation'),
  salutationNone: t('account.field.salutationNone'),
  title: t('account.profile.titleField'),
  firstName: t('account.field.firstName'),
  lastName: t('account.field.lastName'),
  birthday: t('account.profile.birthday'),
  optional: t('account.field.optional'),
  submit: t('account.profile.submit'),
});

export const paybackLabels = (t: Translate): PaybackFormLabels => ({
  number: t('payback.number'),
  numberHint: t('payback.numberHint'),
  saveNumber: t('payback.save'),
  numberOnFile: t('payback.onFile'),
  removeNumber: t('payback.remove'),
  promotionCode: t('payback.code'),
  addCode: t('payback.addCode'),
  removeCode: t('payback.removeCode'),
});
