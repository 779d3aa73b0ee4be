import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as icons from './icons';

const entries = Object.entries(icons);

function IconSet({ size }: { size: number }) {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))',
        gap: 12,
        listStyle: 'none',
        margin: 0,
        padding: 0,
        fontFamily: 'var(--bs-font-body)',
      }}
    >
      {entries.map(([name, Icon]) => (
        <li
          key={name}
          style={{
            display: 'grid',
            justifyItems: 'center',
            gap: 10,
            padding: '20px 8px',
            border: '1px solid var(--bs-color-border)',
            borderRadius: 12,
            background: 'var(--bs-color-surface)',
            fontSize: 12,
            color: 'var(--bs-color-text-muted)',
          }}
        >
          <span style={{ color: 'var(--bs-color-text)' }}>
            <Icon size={size} />
          </span>
          {name}
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Foundations/Icons',
  component: IconSet,
  args: { size: 24 },
} satisfies Meta<typeof IconSet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllIcons: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(entries.length);
    // Decorative by default: hidden from assistive technology.
    await expect(canvasElement.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(entries.length);
  },
};

export const WithTitle: Story = {
  render: () => <icons.IconTruck size={32} title="Free delivery" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Free delivery' })).toBeVisible();
  },
};
