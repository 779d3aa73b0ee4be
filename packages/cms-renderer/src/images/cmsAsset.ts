import { z } from 'zod';

const assetSchema = z.object({
  sys: z.looseObject({ id: z.string() }),
  fields: z.looseObject({
    title: z.string().optional(),
    description: z.string().optional(),
    file: z.looseObject({
      url: z.string(),
      contentType: z.string().optional(),
      details: z
        .looseObject({ image: z.object({ width: z.number(), height: z.number() }).optional() })
        .optional(),
    }),
  }),
});

export interface CmsAsset {
  id: string;
  url: string;
  title: string | undefined;
  description: string | undefined;
  width: number | undefined;
  height: number | undefined;
  contentType: string | undefined;
}

/** A resolved Contentful asset link; undefined for an unresolved link or an asset without a file. */
export function parseAsset(value: unknown): CmsAsset | undefined {
  const parsed = assetSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const { fields, sys } = parsed.data;
  // Contentful sends protocol-relative URLs (//images.ctfassets.net/...); the sandbox sends absolute ones.
  const url = fields.file.url.startsWith('//') ? `https:${fields.file.url}` : fields.file.url;
  return {
    id: sys.id,
    url,
    title: fields.title,
    description: fields.description,
    width: fields.file.details?.image?.width,
    height: fields.file.details?.image?.height,
    contentType: fields.file.contentType,
  };
}
