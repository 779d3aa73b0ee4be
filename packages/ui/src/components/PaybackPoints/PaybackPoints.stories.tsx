import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaybackPoints } from './PaybackPoints';

const meta = {
  title: 'Commerce/PaybackPoints',
  component: PaybackPoints,
  args: { text: 'Sammle 12 °P' },
} satisfies Meta<typeof PaybackPoints>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnAProduct: Story = {};
export const OnACart: Story = { args: { text: 'Mit diesem Einkauf sammelst du 148 °P' } };
export const French: Story = { args: { text: 'Cumulez 12 °P' } };
