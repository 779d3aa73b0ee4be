import type { CmsEntry } from '../entry/cmsEntry';
import type { CmsAsset } from '../images/cmsAsset';
import { parseAsset } from '../images/cmsAsset';

/** Field readers: editors leave fields empty and links unresolved, so every read tolerates absence. */
export const stringField = (entry: CmsEntry, key: string): string | undefined => {
  const value = entry.fields?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
};

export const stringListField = (entry: CmsEntry, key: string): string[] => {
  const value = entry.fields?.[key];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
};

export const assetField = (entry: CmsEntry, key: string): CmsAsset | undefined =>
  parseAsset(entry.fields?.[key]);

export const listField = (entry: CmsEntry, key: string): unknown[] => {
  const value = entry.fields?.[key];
  return Array.isArray(value) ? value : [];
};
