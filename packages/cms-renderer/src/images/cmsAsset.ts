import { isRecord } from '../entry/cmsEntry';

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
  // Checked by hand, not by a zod schema: see cmsEntry.ts.
  if (!isRecord(value) || !isRecord(value.sys) || typeof value.sys.id !== 'string') return undefined;
  const { fields } = value;
  const file = isRecord(fields) ? fields.file : undefined;
  if (!isRecord(fields) || !isRecord(file) || typeof file.url !== 'string') return undefined;
  const text = (field: unknown) => (typeof field === 'string' ? field : undefined);
  const image = isRecord(file.details) && isRecord(file.details.image) ? file.details.image : undefined;
  const size = (field: unknown) => (typeof field === 'number' ? field : undefined);
  // Contentful sends protocol-relative URLs (//images.ctfassets.net/...); the sandbox sends absolute ones.
  const fileUrl = file.url;
  const url = fileUrl.startsWith('//') ? `https:${fileUrl}` : fileUrl;
  return {
    id: value.sys.id,
    url,
    title: text(fields.title),
    description: text(fields.description),
    width: size(image?.width),
    height: size(image?.height),
    contentType: text(file.contentType),
  };
}
