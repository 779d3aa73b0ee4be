import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Tag } from './Tag';

const meta = {
  title: 'Commerce/Tag',
  component: Tag,
  args: { children: 'Sensitive skin' },
} satisfies Meta<typeof Tag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Static: Story = {};

export const RemovableFilters: Story = {
  render: function Render() {
    const [filters, setFilters] = useState(['Vegan', 'Fragrance-free', 'Under €30']);
    return (
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {filters.map((filter) => (
          <Tag
            key={filter}
            removeLabel={`Remove filter: ${filter}`}
            onRemove={() => setFilters(filters.filter((f) => f !== filter))}
          >
            {filter}
          </Tag>
        ))}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove filter: Vegan' }));
    await expect(canvas.queryByText('Vegan')).toBeNull();
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
  },
};
