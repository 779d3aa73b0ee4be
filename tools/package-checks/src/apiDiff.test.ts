import { describe, expect, it } from 'vitest';
import { apiChanges, declarationsOf, describeApiChanges } from './apiDiff.ts';

const report = (code: string) => `## API Report File for "x"\n\n\`\`\`ts\n\n${code}\n\n\`\`\`\n`;

const before = report(`import { ReactNode } from 'react';

// @public
export function Badge(input: BadgeProps): JSX.Element;

// @public (undocumented)
export interface BadgeProps {
    // (undocumented)
    children: ReactNode;
}

// @public
export const DEFAULT_TIMEOUT = 10000;`);

describe('API report diff', () => {
  it('keys every top-level declaration by its name', () => {
    expect([...declarationsOf(before).keys()]).toEqual(['Badge', 'BadgeProps', 'DEFAULT_TIMEOUT']);
  });

  it('names removed, changed and added exports, so the changeset can mention each', () => {
    const after = report(`// @public
export function Badge(input: BadgeProps): JSX.Element;

// @public (undocumented)
export interface BadgeProps {
    children: ReactNode;
    tone?: 'sale';
}

// @public
export function Tag(input: TagProps): JSX.Element;`);
    expect(apiChanges(before, after)).toEqual([
      { kind: 'added', name: 'Tag' },
      { kind: 'changed', name: 'BadgeProps' },
      { kind: 'removed', name: 'DEFAULT_TIMEOUT' },
    ]);
    const text = describeApiChanges('@beautyshop/ui', 'packages/ui/api/ui.api.md', apiChanges(before, after));
    expect(text).toContain('removed (major): DEFAULT_TIMEOUT');
    expect(text).toContain('added (minor): Tag');
    expect(text).toContain('pnpm api:update');
  });

  it('finds no change when only the comments API Extractor adds differ', () => {
    expect(apiChanges(before, before.replace(/^\s*\/\/ \(undocumented\)\n/gm, ''))).toEqual([]);
  });
});
