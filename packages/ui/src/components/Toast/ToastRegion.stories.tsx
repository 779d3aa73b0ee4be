import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { type Toast, ToastRegion } from './ToastRegion';

const allTypes: Toast[] = [
  { id: 1, type: 'success', message: 'Hyaluronic Hydration Serum was added to your cart.', persistent: true },
  { id: 2, type: 'info', message: 'Free shipping from €39 in Germany.', persistent: true },
  {
    id: 3,
    type: 'warning',
    message: 'Only 2 left in stock: we added the available quantity.',
    persistent: true,
  },
  { id: 4, type: 'danger', message: 'The voucher code SPRING24 has expired.', persistent: true },
];

function Demo({ initial, lifeMs }: { initial: Toast[]; lifeMs?: number }) {
  const [toasts, setToasts] = useState(initial);
  return (
    <>
      <Button
        onClick={() =>
          setToasts((current) => [
            ...current,
            { id: Date.now(), type: 'success', message: 'Rich Recovery Night Cream was added to your cart.' },
          ])
        }
      >
        Add to cart
      </Button>
      <ToastRegion
        toasts={toasts}
        onDismiss={(id) => setToasts((current) => current.filter((toast) => toast.id !== id))}
        label="Notifications"
        dismissLabel="Dismiss"
        lifeMs={lifeMs}
      />
    </>
  );
}

const meta = {
  title: 'Feedback/Toasts',
  component: ToastRegion,
  args: { toasts: [], onDismiss: () => undefined, label: 'Notifications', dismissLabel: 'Dismiss' },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minHeight: 420, padding: 32 }}>{Story()}</div>],
} satisfies Meta<typeof ToastRegion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllTypes: Story = { render: () => <Demo initial={allTypes} /> };

export const AutoDismiss: Story = {
  // A short life keeps the test fast; the 2500 ms default is covered by the scheduler's unit tests.
  render: () => <Demo initial={[]} lifeMs={300} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await expect(region).toHaveTextContent('Rich Recovery Night Cream was added to your cart.');
    await waitFor(() => expect(region).not.toHaveTextContent('Night Cream'), { timeout: 2000 });
  },
};

export const PersistentUntilDismissed: Story = {
  render: () => <Demo initial={[allTypes[0] as Toast]} lifeMs={100} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await expect(region).toHaveTextContent('added to your cart');
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss' }));
    await expect(region).not.toHaveTextContent('added to your cart');
  },
};
