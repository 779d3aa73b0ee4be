/** Debian's Chromium: browser tests never download a browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** The flags of the repository's browser-test rules (this machine's network is closed to Chromium's own calls). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
] as const;
