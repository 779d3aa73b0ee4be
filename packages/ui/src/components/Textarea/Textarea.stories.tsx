import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Textarea } from './Textarea';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  args: { label: 'Your review', hint: 'What did you like, what could be better?' },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Your review' });
    await userEvent.type(textarea, 'Light texture, absorbs quickly.');
    await expect(textarea).toHaveValue('Light texture, absorbs quickly.');
  },
};
export const WithError: Story = { args: { required: true, error: 'Please write at least 40 characters.' } };
