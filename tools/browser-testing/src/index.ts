export { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE, chromiumLaunchOptions } from './chromium.js';
export { storiesVitestConfig } from './storiesVitestConfig.js';
