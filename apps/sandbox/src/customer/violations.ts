import { isId } from '../ids.js';
import { ConstraintViolationError, type Violation } from './errors.js';

/** Shopware's string fields hold at most 255 characters. */
export const MAX_STRING = 255;
/** Shopware's default `core.loginRegistration.passwordMinLength`. */
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing it costs nothing unusual. */
export const PASSWORD_MAX_LENGTH = 1024;

// Shopware validates with Symfony's Email constraint (html5 mode): something@something.tld, no spaces.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export type Body = Record<string, unknown>;

interface StringRule {
  required?: boolean;
  max?: number;
  min?: number;
}

/**
 * Collects the broken rules of one request body, each with Shopware's violation code and a pointer to its
 * field, and throws them together as one 400 (Shopware reports every violation, not the first).
 */
export class Violations {
  readonly #list: Violation[] = [];

  add(pointer: string, code: string, message: string, parameters?: Record<string, unknown>): void {
    this.#list.push({ pointer, code, message, ...(parameters ? { parameters } : {}) });
  }

  get count(): number {
    return this.#list.length;
  }

  /** A string field; blank counts as missing. Returns the trimmed value when it is usable. */
  string(body: Body, field: string, rule: StringRule = {}, prefix = ''): string | undefined {
    const pointer = `${prefix}/${field}`;
    const value = body[field];
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      if (rule.required) this.add(pointer, 'VIOLATION::IS_BLANK_ERROR', 'This value should not be blank.');
      return undefined;
    }
    if (typeof value !== 'string') {
      this.add(pointer, 'VIOLATION::INVALID_TYPE_ERROR', 'This value should be of type string.', {
        type: 'string',
      });
      return undefined;
    }
    const max = rule.max ?? MAX_STRING;
    if (value.length > max) {
      this.add(
        pointer,
        'VIOLATION::TOO_LONG_ERROR',
        `This value is too long. It should have ${max} characters or less.`,
        { limit: max },
      );
      return undefined;
    }
    if (rule.min !== undefined && value.length < rule.min) {
      this.add(
        pointer,
        'VIOLATION::TOO_SHORT_ERROR',
        `This value is too short. It should have ${rule.min} characters or more.`,
        { limit: rule.min },
      );
      return undefined;
    }
    return value.trim();
  }

  /** A password is taken as typed (not trimmed). */
  password(body: Body, field: string, options: { newPassword: boolean }): string | undefined {
    const value = body[field];
    if (typeof value !== 'string' || value === '') {
      if (value === undefined || value === null || value === '')
        this.add(`/${field}`, 'VIOLATION::IS_BLANK_ERROR', 'This value should not be blank.');
      else
        this.add(`/${field}`, 'VIOLATION::INVALID_TYPE_ERROR', 'This value should be of type string.', {
          type: 'string',
        });
      return undefined;
    }
    if (value.length > PASSWORD_MAX_LENGTH) {
      this.add(
        `/${field}`,
        'VIOLATION::TOO_LONG_ERROR',
        `This value is too long. It should have ${PASSWORD_MAX_LENGTH} characters or less.`,
        { limit: PASSWORD_MAX_LENGTH },
      );
      return undefined;
    }
    if (options.newPassword && value.length < PASSWORD_MIN_LENGTH) {
      this.add(
        `/${field}`,
        'VIOLATION::TOO_SHORT_ERROR',
        `This value is too short. It should have ${PASSWORD_MIN_LENGTH} characters or more.`,
        { limit: PASSWORD_MIN_LENGTH },
      );
      return undefined;
    }
    return value;
  }

  email(body: Body, field: string, required = true): string | undefined {
    const value = this.string(body, field, { required, max: 254 });
    if (value === undefined) return undefined;
    if (!EMAIL_PATTERN.test(value)) {
      this.add(`/${field}`, 'VIOLATION::INVALID_FORMAT_ERROR', 'This value is not a valid email address.');
      return undefined;
    }
    return value;
  }

  id(body: Body, field: string, required: boolean, prefix = ''): string | undefined {
    const value = body[field];
    if (value === undefined || value === null || value === '') {
      if (required)
        this.add(`${prefix}/${field}`, 'VIOLATION::IS_BLANK_ERROR', 'This value should not be blank.');
      return undefined;
    }
    if (!isId(value)) {
      this.add(`${prefix}/${field}`, 'VIOLATION::INVALID_UUID_ERROR', 'This is not a valid UUID.');
      return undefined;
    }
    return value;
  }

  boolean(body: Body, field: string): boolean | undefined {
    const value = body[field];
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'boolean') return value;
    if (value === 1 || value === 0 || value === '1' || value === '0') return value === 1 || value === '1';
    this.add(`/${field}`, 'VIOLATION::INVALID_TYPE_ERROR', 'This value should be of type bool.', {
      type: 'bool',
    });
    return undefined;
  }

  integer(body: Body, field: string, min: number, max: number): number | undefined {
    const value = body[field];
    if (value === undefined || value === null || value === '') return undefined;
    const number = typeof value === 'string' && /^\d{1,5}$/.test(value) ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max) {
      this.add(
        `/${field}`,
        'VIOLATION::NOT_IN_RANGE_ERROR',
        `This value should be between ${min} and ${max}.`,
        { min, max },
      );
      return undefined;
    }
    return number;
  }

  /** Two fields that must be equal (a confirmation); the compared value is not echoed, it may be a password. */
  equal(body: Body, field: string, otherField: string): void {
    if (body[field] !== body[otherField]) {
      this.add(
        `/${field}`,
        'VIOLATION::NOT_EQUAL_ERROR',
        `This value should be equal to the value of "${otherField}".`,
      );
    }
  }

  /** The object at `field`, or a violation. */
  object(body: Body, field: string, required: boolean): Body | undefined {
    const value = body[field];
    if (value === undefined || value === null) {
      if (required) this.add(`/${field}`, 'VIOLATION::IS_BLANK_ERROR', 'This value should not be blank.');
      return undefined;
    }
    if (typeof value !== 'object' || Array.isArray(value)) {
      this.add(`/${field}`, 'VIOLATION::INVALID_TYPE_ERROR', 'This value should be of type array.', {
        type: 'array',
      });
      return undefined;
    }
    return value as Body;
  }

  throwIfAny(): void {
    if (this.#list.length > 0) throw new ConstraintViolationError(this.#list);
  }
}

/** Emails are compared trimmed and case-insensitive, as Shopware's customer email lookup. */
export const emailKey = (email: string): string => email.trim().toLowerCase();
