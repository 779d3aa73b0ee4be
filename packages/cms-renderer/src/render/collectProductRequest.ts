import { FILTER_DEPTH } from '../filter/filterEntries';
import type { ProductRequest } from './blockProps';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * Every product id and number named by product sliders in these blocks (nested as deep as filtering goes), so the
 * app's loader can fetch them from the Store API in one call before rendering.
 */
export function collectProductRequest(
  blocks: readonly unknown[],
  depth: number = FILTER_DEPTH,
): ProductRequest {
  const productIds = new Set<string>();
  const productNumbers = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (value: unknown, level: number): void => {
    if (level > depth || !isRecord(value) || seen.has(value)) return;
    seen.add(value);
    const sys = isRecord(value.sys) ? value.sys : undefined;
    const contentType =
      isRecord(sys?.contentType) && isRecord(sys.contentType.sys) ? sys.contentType.sys.id : undefined;
    const fields = isRecord(value.fields) ? value.fields : {};
    if (contentType === 'productSlider') {
      for (const id of strings(fields.productIds)) productIds.add(id);
      for (const number of strings(fields.productNumbers)) productNumbers.add(number);
    }
    for (const field of Object.values(fields)) {
      if (Array.isArray(field)) for (const item of field) visit(item, level + 1);
    }
  };
  for (const block of blocks) visit(block, 1);
  return { productIds: [...productIds], productNumbers: [...productNumbers] };
}
