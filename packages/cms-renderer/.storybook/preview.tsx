import type { Preview } from '@storybook/react-vite';
import '@beautyshop/ui/styles.css';
import '../src/styles.css';
import './preview.css';

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    // Every story is an accessibility test: any axe violation fails the run (addon-a11y + addon-vitest).
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
