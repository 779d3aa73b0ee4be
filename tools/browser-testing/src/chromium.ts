/** Debian's Chromium: no browser is ever downloaded here (`playwright install` cannot reach its servers). */
export const CHROMIUM_EXECUTABLE = '/usr/bin/chromium';

/** The flags of every browser the repository starts: headless, no sandbox (root in CI), nothing phoning home. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Playwright's `chromium.launch` options for that browser (a fresh copy, for callers that add to it). */
export function chromiumLaunchOptions(): { executablePath: string; args: string[] } {
  return { executablePath: CHROMIUM_EXECUTABLE, args: [...CHROMIUM_ARGS] };
}
