import { z } from 'zod';

/** The part of a Contentful entry the renderer reads; linked entries arrive resolved by the SDK. */
export const cmsEntrySchema = z.looseObject({
  sys: z.looseObject({
    id: z.string(),
    type: z.string(),
    contentType: z.object({ sys: z.looseObject({ id: z.string() }) }).optional(),
    locale: z.string().optional(),
    publishedVersion: z.number().optional(),
    revision: z.number().optional(),
  }),
  fields: z.record(z.string(), z.unknown()).optional(),
});

export type CmsEntry = z.infer<typeof cmsEntrySchema>;

export const parseCmsEntry = (value: unknown): CmsEntry | undefined => {
  const parsed = cmsEntrySchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

export const contentTypeOf = (entry: CmsEntry): string | undefined => entry.sys.contentType?.sys.id;

/** Spec 2.6: "published (version above 0)". The preview API sends no publishedVersion and revision 0 for drafts. */
export const isPublished = (entry: CmsEntry): boolean =>
  (entry.sys.publishedVersion ?? 0) > 0 || (entry.sys.revision ?? 0) > 0;
