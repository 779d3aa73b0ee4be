import type { Meta, StoryObj } from '@storybook/react-vite';
import { Modal } from '../Modal/Modal';
import { ENGLISH_LABELS } from './englishLabels';
import { WriteReview } from './WriteReview';

const meta = {
  title: 'Product/WriteReview',
  component: WriteReview,
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
  args: { productId: '0190a1b2c3d4e5f60718293a4b5c6d7e', state: { kind: 'form' }, labels: ENGLISH_LABELS },
} satisfies Meta<typeof WriteReview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoginPrompt: Story = {
  args: { state: { kind: 'login', loginHref: '/login?redirectTo=%2Fserum' } },
};
export const EmptyForm: Story = {};
export const Refused: Story = {
  args: {
    state: {
      kind: 'form',
      values: { points: '4', title: 'Gut', content: 'Zu kurz.' },
      errors: {
        title: 'The title needs at least 5 characters.',
        content: 'Your review needs at least 40 characters.',
      },
      notice: { tone: 'danger', text: 'Please check the marked fields.' },
    },
  },
};
export const Submitting: Story = {
  args: {
    state: {
      kind: 'form',
      values: {
        points: '5',
        title: 'Wonderful',
        content: 'Soaks in quickly and keeps my skin soft all day.',
      },
      submitting: true,
    },
  },
};
export const Thanks: Story = { args: { state: { kind: 'thanks' } } };
export const AlreadyReviewed: Story = { args: { state: { kind: 'alreadyReviewed' } } };
/** As the product page shows it: inside the modal. */
export const InModal: Story = {
  render: (args) => (
    <Modal open onClose={() => undefined} title="Your review" closeLabel="Close">
      <WriteReview {...args} />
    </Modal>
  ),
};
