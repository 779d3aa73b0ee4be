import type { Preview } from '@storybook/react-vite';
import '../src/tokens/tokens.css';
import './preview.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Every story is an accessibility test: any axe violation fails the run (addon-a11y + addon-vitest).
    a11y: { test: 'error' },
    backgrounds: { options: { shop: { name: 'Shop', value: '#fcfbf9' } } },
  },
  initialGlobals: { backgrounds: { value: 'shop' } },
  tags: ['autodocs'],
};

export default preview;
