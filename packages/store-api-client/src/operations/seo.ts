import { z } from 'zod';
import type { Criteria } from '../criteria.js';
import { seoUrlListSchema } from '../schemas/seoUrl.js';
import type { CallOptions, Transport } from '../transport.js';

/** Structured data and SEO filter routes are plugin routes with unstated shapes: any JSON, parsed as JSON. */
const jsonSchema = z.json();
export type JsonValue = z.infer<typeof jsonSchema>;

/** POST /store-api/seo-url */
export async function readSeoUrls(transport: Transport, criteria?: Criteria, options?: CallOptions) {
  return (
    await transport.json(
      { method: 'post', path: 'seo-url', body: criteria ?? {}, cacheable: true },
      seoUrlListSchema,
      options,
    )
  ).elements;
}

function query(params: Record<string, string> | undefined): URLSearchParams | undefined {
  return params ? new URLSearchParams(params) : undefined;
}

/** GET /store-api/seo/specific-structured-data (for a product or category; query parameters passed through). */
export async function readSpecificStructuredData(
  transport: Transport,
  params?: Record<string, string>,
  options?: CallOptions,
): Promise<JsonValue> {
  const searchParams = query(params);
  const call = {
    method: 'get' as const,
    path: 'seo/specific-structured-data',
    cacheable: true as const,
    ...(searchParams ? { searchParams } : {}),
  };
  return transport.json(call, jsonSchema, options);
}

/** GET /store-api/seo/general-structured-data (organisation and website: audience DE, language German). */
export async function readGeneralStructuredData(
  transport: Transport,
  params?: Record<string, string>,
  options?: CallOptions,
): Promise<JsonValue> {
  const searchParams = query(params);
  const call = {
    method: 'get' as const,
    path: 'seo/general-structured-data',
    cacheable: true as const,
    ...(searchParams ? { searchParams } : {}),
  };
  return transport.json(call, jsonSchema, options);
}

function pathBelow(route: string, path: string): string {
  const segments = path
    .split('/')
    .filter((segment) => segment !== '')
    .map(encodeURIComponent);
  return [route, ...segments].join('/');
}

/** GET /store-api/seo-filter-url/{...}: the SEO URL for a filtered listing path. */
export async function readSeoFilterUrl(
  transport: Transport,
  path: string,
  options?: CallOptions,
): Promise<JsonValue> {
  return transport.json(
    { method: 'get', path: pathBelow('seo-filter-url', path), cacheable: true },
    jsonSchema,
    options,
  );
}

/** GET /store-api/deserialize-seo-filter-url/{...}: the filters behind an SEO filter URL. */
export async function deserializeSeoFilterUrl(
  transport: Transport,
  path: string,
  options?: CallOptions,
): Promise<JsonValue> {
  return transport.json(
    { method: 'get', path: pathBelow('deserialize-seo-filter-url', path), cacheable: true },
    jsonSchema,
    options,
  );
}
