// Why Icon builds its attributes in a loop: a category page renders 137 icons (hearts, bags, ticks). Renders them
// through Icon against as many bare svg elements (the floor), with renderToString. With object rest and spreads,
// which V8 copies in its runtime, Icon took 6.4x the floor; built as one object, 4.6x (medians of 5 runs each).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReactElement } from 'react';

// React's production build, as a shop renders with: React picks its build when first loaded, after this line.
process.env.NODE_ENV = 'production';
const { createElement } = await import('react');
const { renderToString } = await import('react-dom/server');
const { IconBag, IconCheck, IconHeart } = await import('../src/icons');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ICONS = 137;

const bagPaths = [
  createElement('path', { key: 'a', d: 'M5 8h14l-1 12H6L5 8Z' }),
  createElement('path', { key: 'b', d: 'M9 8V6.5a3 3 0 0 1 6 0V8' }),
];

/** The page's mix: a tick per filter checkbox, a heart and a bag per product card. */
const throughIcon = (): ReactElement =>
  createElement(
    'div',
    null,
    Array.from({ length: ICONS }, (_, i) =>
      createElement([IconCheck, IconHeart, IconBag][i % 3] ?? IconBag, {
        key: i,
        size: i % 3 === 0 ? 16 : 20,
        ...(i % 3 === 0 ? { strokeWidth: 2.25 } : {}),
      }),
    ),
  );
/** The same count of bare svg elements (a view box, a size, hidden), no component in between. */
const direct = (): ReactElement =>
  createElement(
    'div',
    null,
    Array.from({ length: ICONS }, (_, i) =>
      createElement(
        'svg',
        { key: i, viewBox: '0 0 24 24', width: 20, height: 20, 'aria-hidden': 'true' },
        bagPaths,
      ),
    ),
  );

const timeOnce = (run: () => void) => {
  const start = performance.now();
  run();
  return performance.now() - start;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? Number.NaN;
const renderMany = (page: () => ReactElement) => () => {
  for (let i = 0; i < 100; i++) renderToString(page());
};

for (let i = 0; i < 5; i++) {
  renderMany(direct)();
  renderMany(throughIcon)();
}
const runs = 15;
const floor: number[] = [];
const icon: number[] = [];
// In turns, so a drift of the machine's speed meets both alike.
for (let i = 0; i < runs; i++) {
  floor.push(timeOnce(renderMany(direct)) / 100);
  icon.push(timeOnce(renderMany(throughIcon)) / 100);
}
const floorMs = median(floor);
const iconMs = median(icon);
console.log(`icons, ${ICONS} per page rendered with renderToString (median of ${runs} runs of 100 pages)`);
console.log(`  bare svg elements (floor)              ${floorMs.toFixed(3)} ms`);
console.log(`  through Icon                           ${iconMs.toFixed(3)} ms`);
console.log(`  ratio                                  ${(iconMs / floorMs).toFixed(2)}x`);

mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(
  join(root, 'bench-results', 'icons.json'),
  `${JSON.stringify({ date: new Date().toISOString(), icons: ICONS, runs, medianMs: { floor: floorMs, icon: iconMs }, ratio: iconMs / floorMs }, null, 2)}\n`,
);
