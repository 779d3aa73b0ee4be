import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { AddressCard } from './AddressCard';

const meta = {
  title: 'Account/AddressCard',
  component: AddressCard,
  args: { lines: ['Anna Beispiel', 'Rosenweg 5', '10115 Berlin', 'Germany'] },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof AddressCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const Defaults: Story = {
  args: { badges: ['Default billing address', 'Default shipping address'] },
};
export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button variant="secondary">Edit</Button>
        <Button variant="ghost">Delete</Button>
      </>
    ),
  },
};
export const Company: Story = {
  args: { lines: ['Rosen GmbH', 'Anna Beispiel', 'Rosenweg 5', '10115 Berlin', 'Germany'] },
};
