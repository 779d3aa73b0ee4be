import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import '@beautyshop/ui/styles.css';
import '../src/styles.css';
import './preview.css';

// findBy/waitFor in play functions wait up to 1 s by default; on a loaded two-core CI machine a re-render after a
// click can take longer, and a story must fail on behaviour, never on the machine's speed.
configure({ asyncUtilTimeout: 10_000 });

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    // Every story is an accessibility test: any axe violation fails the run (addon-a11y + addon-vitest).
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
