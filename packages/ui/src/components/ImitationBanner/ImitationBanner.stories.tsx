import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { ImitationBanner } from './ImitationBanner';

const meta = {
  title: 'Account/ImitationBanner',
  component: ImitationBanner,
  args: {
    message: 'You are acting as the customer Anna Beispiel.',
    exit: <Button variant="secondary">End imitation</Button>,
  },
} satisfies Meta<typeof ImitationBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Imitating: Story = {};
export const LongName: Story = {
  args: { message: 'You are acting as the customer Annabelle-Marie von Hohenberg-Rosenthal.' },
};
