import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { productImages, thumbnailsOf } from '../../stories/productImages';
import { Gallery } from './Gallery';

const images = [productImages.serum, productImages.cleanser, productImages.toner, productImages.oil].map(
  (src, index) => ({
    src,
    alt: `Hyaluronic Hydration Serum, view ${index + 1}`,
    thumbnails: thumbnailsOf(src),
  }),
);

const meta = {
  title: 'Commerce/Gallery',
  component: Gallery,
  args: { images },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithThumbnails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const third = canvas.getByRole('button', { name: 'Show image 3 of 4' });
    await userEvent.click(third);
    await expect(third).toHaveAttribute('aria-current', 'true');
  },
};

export const Zoom: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom image' }));
    // The zoom view loads on demand; under a loaded full test run it took over findByRole's default second.
    const dialog = await canvas.findByRole(
      'dialog',
      { name: 'Hyaluronic Hydration Serum, view 1' },
      { timeout: 5_000 },
    );
    await waitFor(() => expect(dialog).toHaveAttribute('open'));
    // The enlarged image scrolls in a region that takes focus (so arrow keys and swipes reach every part of
    // it), opened on its centre.
    const frame = within(dialog).getByRole('region', { name: 'Hyaluronic Hydration Serum, view 1' });
    await expect(frame).toHaveAttribute('tabindex', '0');
    await waitFor(() => expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth));
    const middle = (frame.scrollWidth - frame.clientWidth) / 2;
    await expect(Math.abs(frame.scrollLeft - middle)).toBeLessThanOrEqual(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close zoom' }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
  },
};

export const SingleImage: Story = { args: { images: images.slice(0, 1) } };
