import { describe, expect, it } from 'vitest';
import {
  baselineLine,
  figuresOf,
  type LighthouseFigures,
  type LighthouseResultPart,
  medianFigures,
  meetsTarget,
  reportLine,
} from './lighthouseSummary.ts';

function result(score: number | null, lcp: number, unusedJs?: number): LighthouseResultPart {
  return {
    categories: { performance: { score } },
    audits: {
      'largest-contentful-paint': { numericValue: lcp },
      'first-contentful-paint': { numericValue: 900 },
      'speed-index': { numericValue: 1400 },
      'total-blocking-time': { numericValue: 120 },
      'cumulative-layout-shift': { numericValue: 0.01 },
      'total-byte-weight': { numericValue: 300_000 },
      metrics: { details: { type: 'debugdata', items: [{ observedFirstPaint: 420 }] } },
      'unused-javascript':
        unusedJs === undefined
          ? { numericValue: 0 }
          : { details: { type: 'opportunity', overallSavingsBytes: unusedJs } },
    },
  };
}

const figures = (score: number, lcpMs: number): LighthouseFigures => ({
  score,
  lcpMs,
  fcpMs: 900,
  siMs: 1500,
  tbtMs: 120,
  cls: 0.01,
  transferBytes: 300_000,
  unusedJsBytes: 50_000,
  observedFirstPaintMs: 400,
});

describe('the Lighthouse figures of a run', () => {
  it('reads the performance score as 0 to 100 and the metrics from their audits', () => {
    expect(figuresOf(result(0.93, 2100, 60_000))).toEqual({
      score: 93,
      lcpMs: 2100,
      fcpMs: 900,
      siMs: 1400,
      tbtMs: 120,
      cls: 0.01,
      transferBytes: 300_000,
      unusedJsBytes: 60_000,
      observedFirstPaintMs: 420,
    });
  });

  it('counts no unused JavaScript as zero bytes', () => {
    expect(figuresOf(result(0.93, 2100)).unusedJsBytes).toBe(0);
  });

  it('marks a run without a score as unknown rather than zero', () => {
    expect(figuresOf(result(null, 2100)).score).toBeNaN();
  });
});

describe('the median of three runs', () => {
  it('takes each figure median on its own', () => {
    const runs = [figures(80, 2600), figures(95, 2000), figures(90, 3100)];
    expect(medianFigures(runs)).toMatchObject({ score: 90, lcpMs: 2600 });
  });
});

describe('the target of issue 18', () => {
  it('is met at a score of 90 or more with LCP under 2.5 s', () => {
    expect(meetsTarget(figures(90, 2499))).toBe(true);
  });

  it('is missed below a score of 90 or at an LCP of 2.5 s or more', () => {
    expect(meetsTarget(figures(89, 1000))).toBe(false);
    expect(meetsTarget(figures(99, 2500))).toBe(false);
  });

  it('is named in the report line', () => {
    expect(reportLine('home', figures(92, 1800))).toMatch(
      /score 92 .*LCP 1\.80 s .*SI 1\.50 s, .*first paint 0\.40 s\): met$/,
    );
    expect(reportLine('product', figures(70, 4400))).toMatch(/: MISSED$/);
  });
});

describe('the script-free baseline of a page', () => {
  it('names its own figures and what the scripts cost against it', () => {
    const withScripts = { ...figures(76, 1400), tbtMs: 780 };
    const without = { ...figures(94, 1300), tbtMs: 20, siMs: 4100, observedFirstPaintMs: 2250 };
    expect(baselineLine('category', withScripts, without)).toBe(
      'category without scripts: score 94, FCP 0.90 s, SI 4.10 s, TBT 20 ms (observed first paint 2.25 s); ' +
        'the scripts cost 18 points and 760 ms of TBT',
    );
  });
});
