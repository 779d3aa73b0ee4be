// Hand-checked rather than a zod schema: the renderer runs in the browser on every content page, and zod's runtime
// was 24.9 KB gzipped of the home page's first-load JavaScript for these two small shapes (this and cmsAsset.ts).
// The server-side loader keeps zod for its configuration.

/** The part of a Contentful entry the renderer reads; linked entries arrive resolved by the SDK. */
export interface CmsEntry {
  sys: {
    id: string;
    type: string;
    contentType?: { sys: { id: string; [key: string]: unknown } } | undefined;
    locale?: string | undefined;
    publishedVersion?: number | undefined;
    revision?: number | undefined;
    [key: string]: unknown;
  };
  fields?: Record<string, unknown> | undefined;
  [key: string]: unknown;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isOptional = (value: unknown, check: (present: unknown) => boolean) =>
  value === undefined || check(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && !Number.isNaN(value);

function isEntrySys(sys: unknown): boolean {
  if (!isRecord(sys) || !isString(sys.id) || !isString(sys.type)) return false;
  const { contentType } = sys;
  return (
    isOptional(contentType, (value) => isRecord(value) && isRecord(value.sys) && isString(value.sys.id)) &&
    isOptional(sys.locale, isString) &&
    isOptional(sys.publishedVersion, isNumber) &&
    isOptional(sys.revision, isNumber)
  );
}

/** The entry when `value` has the shape the renderer reads (a `sys` with id and type, `fields` an object). */
export const parseCmsEntry = (value: unknown): CmsEntry | undefined =>
  isRecord(value) && isEntrySys(value.sys) && isOptional(value.fields, isRecord)
    ? (value as CmsEntry)
    : undefined;

export const contentTypeOf = (entry: CmsEntry): string | undefined => entry.sys.contentType?.sys.id;

/** Spec 2.6: "published (version above 0)". The preview API sends no publishedVersion and revision 0 for drafts. */
export const isPublished = (entry: CmsEntry): boolean =>
  (entry.sys.publishedVersion ?? 0) > 0 || (entry.sys.revision ?? 0) > 0;
