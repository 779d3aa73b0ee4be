import { LISTING_LIMIT } from '@beautyshop/catalogue';
import { z } from 'zod';

/**
 * The most products one listing page may ask for: Shopware's Store API refuses larger pages (its `MAX_LIMIT`),
 * so a larger setting would fail every listing rather than show more.
 */
export const MAX_LISTING_LIMIT = 100;

const wholeNumber = /^\d+$/;

/**
 * LISTING_LIMIT: products per listing and search page. Unset or blank, the shop shows 24 (`LISTING_LIMIT` of
 * `@beautyshop/catalogue`: the grid's 2, 3 and 4 columns fill evenly); spec 9's 10 is the client's default for
 * reads that name no size. Anything but a whole number from 1 to 100 stops the shop at start.
 */
export const listingLimitSchema = z
  .string()
  .optional()
  .transform((raw, context) => {
    const text = raw?.trim() ?? '';
    if (text === '') return LISTING_LIMIT;
    const value = wholeNumber.test(text) ? Number(text) : Number.NaN;
    if (value >= 1 && value <= MAX_LISTING_LIMIT) return value;
    context.issues.push({
      code: 'custom',
      input: raw,
      message: `must be a whole number of products from 1 to ${MAX_LISTING_LIMIT}, not '${text.slice(0, 20)}'`,
    });
    return z.NEVER;
  });
