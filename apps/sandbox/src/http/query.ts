/**
 * Parses a query string with PHP-style brackets (`filter[0][type]=equals`, `ids[]=a`) into nested values,
 * the way Shopware (Symfony) reads GET criteria.
 */
export function parseBracketQuery(search: URLSearchParams): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of search) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    if (!match) continue;
    const head = match[1] ?? '';
    const path = [head, ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] ?? '')];
    if (path.length > 8 || path.some((segment) => segment === '__proto__' || segment === 'constructor'))
      continue;
    assign(root, path, value);
  }
  return root;
}

function assign(target: Record<string, unknown>, path: string[], value: string): void {
  let node: Record<string, unknown> | unknown[] = target;
  for (let index = 0; index < path.length; index += 1) {
    const segment = path[index] ?? '';
    const last = index === path.length - 1;
    if (Array.isArray(node)) {
      if (last) {
        node.push(value);
        return;
      }
      const child: Record<string, unknown> | unknown[] = path[index + 1] === '' ? [] : {};
      node.push(child);
      node = child;
      continue;
    }
    const key = segment === '' ? String(Object.keys(node).length) : segment;
    if (last) {
      node[key] = value;
      return;
    }
    const existing: unknown = node[key];
    if (existing && typeof existing === 'object') {
      node = existing as Record<string, unknown> | unknown[];
    } else {
      const child: Record<string, unknown> | unknown[] = path[index + 1] === '' ? [] : {};
      node[key] = child;
      node = child;
    }
  }
}
