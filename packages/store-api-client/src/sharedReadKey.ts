import type { Call } from './transport.js';

// Schemas are objects without a stable text form: each gets a number the first time it checks a shared read.
const schemaIds = new WeakMap<object, number>();
let lastSchemaId = 0;

function schemaId(schema: object): number {
  let id = schemaIds.get(schema);
  if (id === undefined) {
    lastSchemaId += 1;
    id = lastSchemaId;
    schemaIds.set(schema, id);
  }
  return id;
}

/**
 * What an anonymous answer depends on besides the sales channel (one cache per client, so one access key):
 * the request as sent (method, path, query, JSON body) and the `sw-language-id`. The schema is part of the key
 * so that two callers checking the same request with different schemas never receive each other's answer.
 */
export function sharedReadKey(call: Call, languageId: string | undefined, schema: object): string {
  return JSON.stringify([
    schemaId(schema),
    call.method,
    call.path,
    call.searchParams?.toString() ?? '',
    languageId ?? null,
    call.body ?? null,
  ]);
}
