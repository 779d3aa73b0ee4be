import type { OutgoingMail } from '../mail/index.js';
import { type LanguageCode, languageCodeOf } from '../seed/markets.js';

type Texts = Record<LanguageCode, { subject: string; lines: (name: string) => string[]; link: string }>;

const WELCOME: Texts = {
  de: {
    subject: 'Willkommen bei beautyshop',
    lines: (name) => [`Hallo ${name},`, 'dein Kundenkonto ist eingerichtet. Du kannst dich jetzt anmelden.'],
    link: 'Zum Kundenkonto',
  },
  en: {
    subject: 'Welcome to beautyshop',
    lines: (name) => [`Hello ${name},`, 'Your account is ready. You can log in now.'],
    link: 'Your account',
  },
  fr: {
    subject: 'Bienvenue chez beautyshop',
    lines: (name) => [`Bonjour ${name},`, 'Votre compte client est prêt. Vous pouvez vous connecter.'],
    link: 'Votre compte',
  },
};

const OPT_IN: Texts = {
  de: {
    subject: 'Bitte bestätige deine Registrierung',
    lines: (name) => [`Hallo ${name},`, 'bitte bestätige deine Registrierung über den folgenden Link.'],
    link: 'Registrierung bestätigen',
  },
  en: {
    subject: 'Please confirm your registration',
    lines: (name) => [`Hello ${name},`, 'please confirm your registration with the link below.'],
    link: 'Confirm registration',
  },
  fr: {
    subject: 'Veuillez confirmer votre inscription',
    lines: (name) => [`Bonjour ${name},`, 'veuillez confirmer votre inscription avec le lien ci-dessous.'],
    link: 'Confirmer l’inscription',
  },
};

const RECOVERY: Texts = {
  de: {
    subject: 'Passwort zurücksetzen',
    lines: (name) => [
      `Hallo ${name},`,
      'du hast ein neues Passwort angefordert. Der Link ist zwei Stunden gültig und funktioniert einmal.',
    ],
    link: 'Neues Passwort festlegen',
  },
  en: {
    subject: 'Reset your password',
    lines: (name) => [
      `Hello ${name},`,
      'You asked for a new password. The link works once and for two hours.',
    ],
    link: 'Set a new password',
  },
  fr: {
    subject: 'Réinitialiser votre mot de passe',
    lines: (name) => [
      `Bonjour ${name},`,
      'Vous avez demandé un nouveau mot de passe. Le lien est valable deux heures, une seule fois.',
    ],
    link: 'Choisir un nouveau mot de passe',
  },
};

const ALREADY_REGISTERED: Texts = {
  de: {
    subject: 'Du hast bereits ein Kundenkonto',
    lines: (name) => [
      `Hallo ${name},`,
      'mit dieser E-Mail-Adresse wurde eine Registrierung versucht. Du hast bereits ein Konto: melde dich an oder setze dein Passwort zurück.',
    ],
    link: 'Zur Anmeldung',
  },
  en: {
    subject: 'You already have an account',
    lines: (name) => [
      `Hello ${name},`,
      'Someone tried to register with this email address. You already have an account: log in, or reset your password.',
    ],
    link: 'Log in',
  },
  fr: {
    subject: 'Vous avez déjà un compte',
    lines: (name) => [
      `Bonjour ${name},`,
      'Une inscription a été tentée avec cette adresse. Vous avez déjà un compte\u00a0: connectez-vous ou réinitialisez votre mot de passe.',
    ],
    link: 'Se connecter',
  },
};

const PASSWORD_CHANGED: Texts = {
  de: {
    subject: 'Dein Passwort wurde geändert',
    lines: (name) => [
      `Hallo ${name},`,
      'dein Passwort wurde geändert. Alle anderen Sitzungen wurden beendet.',
    ],
    link: 'Zum Kundenkonto',
  },
  en: {
    subject: 'Your password was changed',
    lines: (name) => [`Hello ${name},`, 'Your password was changed. Every other session has been ended.'],
    link: 'Your account',
  },
  fr: {
    subject: 'Votre mot de passe a été modifié',
    lines: (name) => [
      `Bonjour ${name},`,
      'Votre mot de passe a été modifié. Les autres sessions ont été fermées.',
    ],
    link: 'Votre compte',
  },
};

export type CustomerMailKind =
  | 'customer_register'
  | 'customer_register.double_opt_in'
  | 'customer.recovery.request'
  | 'customer_register.already_registered'
  | 'customer.password.changed';

const TEXTS: Record<CustomerMailKind, Texts> = {
  customer_register: WELCOME,
  'customer_register.double_opt_in': OPT_IN,
  'customer.recovery.request': RECOVERY,
  'customer_register.already_registered': ALREADY_REGISTERED,
  'customer.password.changed': PASSWORD_CHANGED,
};

/** A customer mail in the shopper's language, named after Shopware's mail template types. */
export function customerMail(
  kind: CustomerMailKind,
  input: { to: string; name: string; languageId: string; url?: string; salesChannelId: string },
): OutgoingMail {
  const texts = TEXTS[kind][languageCodeOf(input.languageId) ?? 'de'];
  return {
    template: kind,
    to: input.to,
    subject: texts.subject,
    lines: texts.lines(input.name),
    links: input.url === undefined ? [] : [{ label: texts.link, url: input.url }],
    salesChannelId: input.salesChannelId,
  };
}
