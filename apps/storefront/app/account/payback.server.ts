import { PAYBACK_FORBIDDEN } from '@beautyshop/store-api-client';
import type { FormNotice } from '@beautyshop/ui';
import { parse, serialize } from 'cookie';
import { z } from 'zod';
import type { AccountRequest } from '../session/accountSession.server';
import { textOf } from './formInput';

/**
 * The loyalty card as the shop last saw it: the Store API's payback routes answer true or false only (spec 8), and
 * have no read route, so the shop remembers what it entered (the number masked, never in clear) in a cookie of
 * the shopper's own (HttpOnly, like the session).
 */
const paybackStateSchema = z.object({ number: z.string(), codes: z.array(z.string()) });
export type PaybackState = z.infer<typeof paybackStateSchema>;
const cookieName = (account: AccountRequest) => `bs-payback-${account.shop.locale.market.toLowerCase()}`;

export function paybackStateOf(account: AccountRequest): PaybackState | undefined {
  const raw = parse(account.request.headers.get('cookie') ?? '')[cookieName(account)];
  if (!raw) return undefined;
  try {
    const parsed = paybackStateSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function stateCookie(account: AccountRequest, state: PaybackState | undefined): string {
  return serialize(cookieName(account), state ? JSON.stringify(state) : '', {
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    secure: account.secure,
    maxAge: state ? 365 * 24 * 60 * 60 : 0,
  });
}

/** `1234 5678 97` → `******7897`, as the Store API masks it. */
export function maskedPaybackNumber(input: string): string {
  const digits = input.replace(/\s+/g, '');
  return `${'*'.repeat(Math.max(digits.length - 4, 0))}${digits.slice(-4)}`;
}

export interface PaybackOutcome {
  notice?: FormNotice;
  numberError?: string;
  codeError?: string;
  cookie: string | undefined;
}

export const PAYBACK_INTENTS = [
  'payback-number',
  'payback-remove-number',
  'payback-add-code',
  'payback-remove-code',
] as const;
export type PaybackIntent = (typeof PAYBACK_INTENTS)[number];
export const isPaybackIntent = (intent: string): intent is PaybackIntent =>
  (PAYBACK_INTENTS as readonly string[]).includes(intent);

/**
 * Spec 7.1 and 8: the number check answers a 403 as such ('blocked'), any other failure as 'not valid'; promotion
 * codes are added and removed, failing silently as false.
 */
export async function runPaybackIntent(
  account: AccountRequest,
  intent: PaybackIntent,
  form: FormData,
): Promise<PaybackOutcome> {
  const { payback } = account.storeApi.client;
  const { t } = account;
  const state = paybackStateOf(account);
  switch (intent) {
    case 'payback-number': {
      const number = textOf(form, 'paybackNumber');
      const result = await payback.checkPaybackNumber(number);
      if (result === PAYBACK_FORBIDDEN) return { numberError: t('payback.forbidden'), cookie: undefined };
      if (!result) return { numberError: t('payback.notValid'), cookie: undefined };
      return {
        notice: { tone: 'success', text: t('payback.saved') },
        cookie: stateCookie(account, { number: maskedPaybackNumber(number), codes: [] }),
      };
    }
    case 'payback-remove-number': {
      await payback.removePaybackNumber();
      return {
        notice: { tone: 'success', text: t('payback.removed') },
        cookie: stateCookie(account, undefined),
      };
    }
    case 'payback-add-code': {
      const code = textOf(form, 'code').toUpperCase();
      if (state === undefined || !(await payback.addPaybackPromotionCode(code)))
        return { codeError: t('payback.codeFailed'), cookie: undefined };
      const codes = state.codes.includes(code) ? state.codes : [...state.codes, code];
      return {
        notice: { tone: 'success', text: t('payback.codeAdded') },
        cookie: stateCookie(account, { ...state, codes }),
      };
    }
    case 'payback-remove-code': {
      const code = textOf(form, 'code');
      await payback.removePaybackPromotionCode(code);
      const codes = (state?.codes ?? []).filter((added) => added !== code);
      return {
        notice: { tone: 'success', text: t('payback.codeRemoved') },
        cookie: state ? stateCookie(account, { ...state, codes }) : undefined,
      };
    }
  }
}
