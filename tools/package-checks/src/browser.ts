import { chromiumLaunchOptions } from '@beautyshop/browser-testing';
import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium, never a downloaded browser; the flags of the repository's browser tests. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}
