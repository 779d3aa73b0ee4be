/**
 * What changed between two API reports, per exported declaration, and the bump it calls for under semver:
 * a removed or changed declaration can break a consumer (major unless it only widens what is accepted or only adds
 * optional members, which the author judges: the diff shows it), an added one is a feature (minor).
 */
export interface ApiChange {
  kind: 'added' | 'removed' | 'changed';
  name: string;
}

const declarationName =
  /^(?:export )?(?:declare )?(?:abstract )?(?:function|class|const|let|var|interface|type|enum|namespace) ([\w$]+)/m;

/** The report's code block split into its top-level declarations, keyed by name (overloads joined). */
export function declarationsOf(report: string): Map<string, string> {
  const code = report.match(/```ts\n([\s\S]*?)\n```/)?.[1] ?? '';
  const declarations = new Map<string, string>();
  for (const chunk of code.split(/\n\s*\n/)) {
    const name = chunk.match(declarationName)?.[1];
    if (!name) continue;
    const text = chunk
      .split('\n')
      .filter((line) => !/^\s*\/\/ (?:@public|\(undocumented\))/.test(line))
      .join('\n')
      .trim();
    declarations.set(name, declarations.has(name) ? `${declarations.get(name)}\n${text}` : text);
  }
  return declarations;
}

export function apiChanges(before: string, after: string): ApiChange[] {
  const old = declarationsOf(before);
  const now = declarationsOf(after);
  const changes: ApiChange[] = [];
  for (const [name, text] of old) {
    if (!now.has(name)) changes.push({ kind: 'removed', name });
    else if (now.get(name) !== text) changes.push({ kind: 'changed', name });
  }
  for (const name of now.keys()) if (!old.has(name)) changes.push({ kind: 'added', name });
  return changes.sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
}

/** The text a failing check prints: what the changeset of `packageName` must say, and how to update the report. */
export function describeApiChanges(packageName: string, reportPath: string, changes: ApiChange[]): string {
  const names = (kind: ApiChange['kind']) =>
    changes.filter((change) => change.kind === kind).map((change) => change.name);
  const lines = [
    `The public API of ${packageName} differs from ${reportPath}.`,
    'If the change is intended: run `pnpm api:update`, commit the report, and add a changeset (`pnpm changeset`)',
    `for ${packageName} that names every change below:`,
  ];
  const removed = names('removed');
  const changed = names('changed');
  const added = names('added');
  if (removed.length > 0) lines.push(`  removed (major): ${removed.join(', ')}`);
  if (changed.length > 0)
    lines.push(`  changed (major if it can break a caller, minor if it only adds): ${changed.join(', ')}`);
  if (added.length > 0) lines.push(`  added (minor): ${added.join(', ')}`);
  if (changes.length === 0) lines.push('  (only imports, warnings or order changed: a patch at most)');
  return lines.join('\n');
}
