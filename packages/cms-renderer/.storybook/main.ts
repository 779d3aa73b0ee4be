import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Fixture images (the stories' stand-in for Contentful's images API; query parameters are ignored).
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
};

export default config;
