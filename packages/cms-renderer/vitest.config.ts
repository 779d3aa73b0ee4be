import { fileURLToPath } from 'node:url';
import { storiesVitestConfig } from '@beautyshop/browser-testing';

export default storiesVitestConfig({ storybookDir: fileURLToPath(new URL('.storybook', import.meta.url)) });
