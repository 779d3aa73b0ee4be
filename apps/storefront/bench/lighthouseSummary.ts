import { median } from './benchProcesses.ts';

/** The figures the bench takes from one Lighthouse run of one page. */
export interface LighthouseFigures {
  /** Performance category, 0 to 100. */
  score: number;
  lcpMs: number;
  fcpMs: number;
  /** Speed Index: Lantern weighs this machine's observed one heavily, so a first frame held back shows here. */
  siMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes transferred, as Lighthouse's `total-byte-weight` counts them. */
  transferBytes: number;
  /** Bytes of JavaScript the page loaded but did not run, by Lighthouse's `unused-javascript`. */
  unusedJsBytes: number;
  /**
   * When this machine's Chromium painted first, unthrottled, as the trace recorded it. Lantern counts every script
   * that ran before it as render-blocking, so a late observed paint inflates the simulated FCP and LCP; headless
   * Chromium on a busy machine holds the first frame for whole seconds (viz BeginFrame throttling,
   * GoogleChrome/lighthouse#17148), which this figure shows.
   */
  observedFirstPaintMs: number;
}

/** The part of a Lighthouse result (LH.Result) this bench reads; kept structural so tests need no real report. */
export interface LighthouseResultPart {
  categories: { performance?: { score: number | null } };
  audits: Record<
    string,
    { numericValue?: number; details?: { overallSavingsBytes?: number; type?: string } | object } | undefined
  >;
}

/** Issue 18's targets per page: a performance score of at least 90 and LCP under 2.5 s. */
export const LIGHTHOUSE_TARGET = { score: 90, lcpMs: 2500 } as const;

const numeric = (result: LighthouseResultPart, audit: string): number =>
  result.audits[audit]?.numericValue ?? Number.NaN;

function savingsBytes(result: LighthouseResultPart, audit: string): number {
  const details = result.audits[audit]?.details;
  // A page with no unused JavaScript gets no table, hence no savings: that is zero bytes, not unknown.
  return details && 'overallSavingsBytes' in details ? (details.overallSavingsBytes ?? 0) : 0;
}

function observedFirstPaint(result: LighthouseResultPart): number {
  const details = result.audits.metrics?.details;
  const items = details && 'items' in details && Array.isArray(details.items) ? details.items : [];
  const first = items[0] as { observedFirstPaint?: number } | undefined;
  return first?.observedFirstPaint ?? Number.NaN;
}

/** One run's figures from its Lighthouse result. */
export function figuresOf(result: LighthouseResultPart): LighthouseFigures {
  const score = result.categories.performance?.score;
  return {
    score: score === null || score === undefined ? Number.NaN : Math.round(score * 100),
    lcpMs: numeric(result, 'largest-contentful-paint'),
    fcpMs: numeric(result, 'first-contentful-paint'),
    siMs: numeric(result, 'speed-index'),
    tbtMs: numeric(result, 'total-blocking-time'),
    cls: numeric(result, 'cumulative-layout-shift'),
    transferBytes: numeric(result, 'total-byte-weight'),
    unusedJsBytes: savingsBytes(result, 'unused-javascript'),
    observedFirstPaintMs: observedFirstPaint(result),
  };
}

/**
 * Each figure's median over the runs, taken figure by figure: a page's typical LCP and its typical score need not
 * come from the same run, and the report is about typical values, not one run.
 */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const of = (key: keyof LighthouseFigures) => median(runs.map((run) => run[key]));
  return {
    score: of('score'),
    lcpMs: of('lcpMs'),
    fcpMs: of('fcpMs'),
    siMs: of('siMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    transferBytes: of('transferBytes'),
    unusedJsBytes: of('unusedJsBytes'),
    observedFirstPaintMs: of('observedFirstPaintMs'),
  };
}

/** Whether a page's medians meet issue 18's targets. */
export function meetsTarget(figures: LighthouseFigures): boolean {
  return figures.score >= LIGHTHOUSE_TARGET.score && figures.lcpMs < LIGHTHOUSE_TARGET.lcpMs;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** One line of the report for a page. */
export function reportLine(page: string, figures: LighthouseFigures): string {
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  return (
    `${page.padEnd(8)} score ${figures.score} (target >= ${LIGHTHOUSE_TARGET.score}), ` +
    `LCP ${seconds(figures.lcpMs)} (target < ${seconds(LIGHTHOUSE_TARGET.lcpMs)}), FCP ${seconds(figures.fcpMs)}, ` +
    `SI ${seconds(figures.siMs)}, ` +
    `TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)}, ` +
    `${kb(figures.transferBytes)} transferred, ${kb(figures.unusedJsBytes)} unused JS ` +
    `(observed first paint ${seconds(figures.observedFirstPaintMs)}): ` +
    (meetsTarget(figures) ? 'met' : 'MISSED')
  );
}

/**
 * The line for a page's script-free copy (bench/scriptFreeCopy.ts) beside the page's own: what this machine scores
 * without the shop's JavaScript, and the points and blocking time the scripts cost against it.
 */
export function baselineLine(
  page: string,
  withScripts: LighthouseFigures,
  without: LighthouseFigures,
): string {
  return (
    `${page.padEnd(8)} without scripts: score ${without.score}, FCP ${seconds(without.fcpMs)}, ` +
    `SI ${seconds(without.siMs)}, TBT ${Math.round(without.tbtMs)} ms ` +
    `(observed first paint ${seconds(without.observedFirstPaintMs)}); the scripts cost ` +
    `${without.score - withScripts.score} points and ${Math.round(withScripts.tbtMs - without.tbtMs)} ms of TBT`
  );
}
