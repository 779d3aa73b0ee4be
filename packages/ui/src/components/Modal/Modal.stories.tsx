import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { RatingInput } from '../RatingStars/RatingInput';
import { Textarea } from '../Textarea/Textarea';
import { TextField } from '../TextField/TextField';
import { Modal, type ModalProps } from './Modal';

function WriteReview(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(props.open ?? false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Write a review
      </Button>
      <Modal
        title="Write a review"
        description="Hyaluronic Hydration Serum"
        closeLabel="Close"
        {...props}
        open={open}
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={() => setOpen(false)}>Submit review</Button>
          </>
        }
      >
        <div style={{ display: 'grid', gap: 20 }}>
          <RatingInput legend="Your rating" name="points" />
          <TextField label="Title" />
          <Textarea label="Your review" rows={4} />
        </div>
      </Modal>
    </>
  );
}

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: { open: false, onClose: () => undefined, title: 'Write a review', closeLabel: 'Close' },
  render: (args) => <WriteReview size={args.size} />,
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Write a review' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: 'Write a review' });
    await expect(dialog).toHaveAccessibleDescription('Hyaluronic Hydration Serum');
    await expect(dialog).toHaveAttribute('open');
    // :modal means showModal(): the rest of the page is inert until the dialog closes.
    await expect(dialog.matches(':modal')).toBe(true);
    // The first focusable element inside receives focus; Escape closes and returns focus to the opener.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await expect(opener).toHaveFocus();
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Write a review' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await expect(opener).toHaveFocus();
  },
};

export const Open: Story = {
  render: (args) => <WriteReview size={args.size} open />,
  parameters: { layout: 'fullscreen' },
};

/** A confirmation: title, description and actions, nothing in between (the body collapses when empty). */
export const Confirmation: Story = {
  render: () => (
    <Modal
      open
      onClose={() => undefined}
      title="Remove this address?"
      description="Hauptstraße 5, 10115 Berlin. Orders already placed keep it."
      closeLabel="Close"
      size="sm"
      footer={
        <>
          <Button variant="ghost">Keep it</Button>
          <Button>Remove</Button>
        </>
      }
    />
  ),
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Remove this address?',
    });
    const text = dialog.querySelector('p')?.getBoundingClientRect();
    const footer = dialog.querySelector('footer');
    const margin = Number.parseFloat(getComputedStyle(footer ?? dialog).marginTop);
    const gap = (footer?.getBoundingClientRect().top ?? 0) - (text?.bottom ?? 0);
    // The footer's own margin and no more: an empty body adds no band of its own.
    await expect(Math.abs(gap - margin)).toBeLessThan(1);
  },
};
