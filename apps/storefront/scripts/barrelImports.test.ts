import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { type BarrelExport, barrelExports, modulesDefining, rewriteBarrelImports } from './barrelImports.ts';

type Parsed = ReturnType<Parameters<typeof barrelExports>[2]>;
const parse = (code: string) => parseAst(code) as unknown as Parsed;

// The shape tsup writes for the ui package: the index re-exports each name from the module that defines it.
const BARREL = `export { Button } from './chunk-BUTTON.js';
import './chunk-SHARED.js';
export { Price, defaultPriceLabels as priceLabels } from './chunk-PRICE.js';
export { themeColor } from './tokens.js';`;
const exports = barrelExports(BARREL, '/repo/packages/ui/dist/index.js', parse);
const rewrite = (code: string) => rewriteBarrelImports(code, '@beautyshop/ui', exports, parse);

describe('imports of a package index as imports of the modules behind it', () => {
  it('reads where the index re-exports each name from, under the name it has there', () => {
    expect(Object.fromEntries(exports)).toEqual<Record<string, BarrelExport>>({
      Button: { file: '/repo/packages/ui/dist/chunk-BUTTON.js', name: 'Button' },
      Price: { file: '/repo/packages/ui/dist/chunk-PRICE.js', name: 'Price' },
      priceLabels: { file: '/repo/packages/ui/dist/chunk-PRICE.js', name: 'defaultPriceLabels' },
      themeColor: { file: '/repo/packages/ui/dist/tokens.js', name: 'themeColor' },
    });
  });

  it('imports each name from its own module, one import per module, keeping local names', () => {
    const code = `import { Button, Price as ShopPrice, priceLabels } from '@beautyshop/ui';\nButton(ShopPrice, priceLabels);`;
    expect(rewrite(code)).toBe(
      `import { Button } from "/repo/packages/ui/dist/chunk-BUTTON.js";\n` +
        `import { Price as ShopPrice, defaultPriceLabels as priceLabels } from "/repo/packages/ui/dist/chunk-PRICE.js";\n` +
        'Button(ShopPrice, priceLabels);',
    );
  });

  it('leaves names the index does not re-export by name on the index', () => {
    expect(rewrite(`import { Button, Unknown } from '@beautyshop/ui';`)).toBe(
      `import { Button } from "/repo/packages/ui/dist/chunk-BUTTON.js";\nimport { Unknown } from "@beautyshop/ui";`,
    );
  });

  it('leaves namespace imports, side-effect imports and other packages alone', () => {
    expect(rewrite(`import * as ui from '@beautyshop/ui';\nui.Button();`)).toBeNull();
    expect(rewrite(`import '@beautyshop/ui';`)).toBeNull();
    expect(
      rewrite(`import '@beautyshop/ui/styles.css';\nimport { Button } from '@beautyshop/other';`),
    ).toBeNull();
  });
});

describe('the modules behind a barrel that define some of its names', () => {
  it('matches exactly the files that define them, once each', () => {
    const pattern = modulesDefining(exports, ['Price', 'priceLabels', 'themeColor']);
    expect(pattern.test('/repo/packages/ui/dist/chunk-PRICE.js')).toBe(true);
    expect(pattern.test('/repo/packages/ui/dist/tokens.js')).toBe(true);
    expect(pattern.test('/repo/packages/ui/dist/chunk-BUTTON.js')).toBe(false);
    // A file name is matched whole and literally: its dots are not wildcards.
    expect(pattern.test('/repo/packages/ui/dist/chunk-PRICEXjs')).toBe(false);
    expect(pattern.test('/repo/packages/ui/dist/chunk-PRICE.js?x')).toBe(false);
  });

  it('refuses a name the barrel does not export', () => {
    expect(() => modulesDefining(exports, ['Price', 'Gone'])).toThrow('the barrel does not export Gone');
  });
});
