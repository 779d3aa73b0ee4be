import type { OutgoingMail } from '../mail/index.js';
import { type LanguageCode, languageCodeOf } from '../seed/markets.js';

const TEXTS: Record<
  LanguageCode,
  Record<'confirm' | 'welcome', { subject: string; line: string; link: string }>
> = {
  de: {
    confirm: {
      subject: 'Bitte bestätige deine Newsletter-Anmeldung',
      line: 'Bitte bestätige deine Anmeldung zum beautyshop-Newsletter.',
      link: 'Anmeldung bestätigen',
    },
    welcome: {
      subject: 'Willkommen beim beautyshop-Newsletter',
      line: 'Deine Anmeldung ist bestätigt.',
      link: '',
    },
  },
  en: {
    confirm: {
      subject: 'Please confirm your newsletter subscription',
      line: 'Please confirm your subscription to the beautyshop newsletter.',
      link: 'Confirm subscription',
    },
    welcome: {
      subject: 'Welcome to the beautyshop newsletter',
      line: 'Your subscription is confirmed.',
      link: '',
    },
  },
  fr: {
    confirm: {
      subject: 'Veuillez confirmer votre inscription à la newsletter',
      line: 'Veuillez confirmer votre inscription à la newsletter beautyshop.',
      link: 'Confirmer l’inscription',
    },
    welcome: {
      subject: 'Bienvenue dans la newsletter beautyshop',
      line: 'Votre inscription est confirmée.',
      link: '',
    },
  },
};

/** Shopware's newsletter mails: 'newsletter_do_confirm' with the confirmation link, 'newsletter_register' after it. */
export function newsletterMail(
  kind: 'confirm' | 'welcome',
  input: { to: string; languageId: string; salesChannelId: string; url?: string },
): OutgoingMail {
  const text = TEXTS[languageCodeOf(input.languageId) ?? 'de'][kind];
  return {
    template: kind === 'confirm' ? 'newsletter_do_confirm' : 'newsletter_register',
    to: input.to,
    subject: text.subject,
    lines: [text.line],
    links: input.url ? [{ label: text.link, url: input.url }] : [],
    salesChannelId: input.salesChannelId,
  };
}
