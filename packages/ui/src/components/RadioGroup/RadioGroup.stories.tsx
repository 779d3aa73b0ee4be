import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const shipping = [
  { value: 'standard', label: 'Standard delivery', description: '2–4 working days · free from €39' },
  { value: 'express', label: 'Express delivery', description: 'Next working day · €6.90' },
  { value: 'pickup', label: 'Pick up in store', description: 'Currently unavailable', disabled: true },
];

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { legend: 'Shipping method', name: 'shipping', options: shipping, defaultValue: 'standard' },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /Standard delivery/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /Express delivery/ })).toBeChecked();
  },
};

export const Cards: Story = {
  args: { appearance: 'cards' },
  render: function Render(args) {
    const [value, setValue] = useState('express');
    return <RadioGroup {...args} defaultValue={undefined} value={value} onChange={setValue} />;
  },
  play: async ({ canvasElement }) => {
    const standard = within(canvasElement).getByRole('radio', { name: /Standard delivery/ });
    await userEvent.click(standard);
    await expect(standard).toBeChecked();
  },
};

export const WithError: Story = {
  args: { defaultValue: undefined, required: true, error: 'Please choose a shipping method.' },
};

/** A form's step (the registration's account type): the legend is set as a section title, not as a field label. */
export const SectionLegend: Story = {
  args: { appearance: 'cards', legendStyle: 'section', legend: '2. Delivery' },
  play: async ({ canvasElement }) => {
    const legend = canvasElement.querySelector('legend');
    await expect(legend).not.toBeNull();
    // The display face of a section title (tokens.css), not the body face of a field label.
    await expect(getComputedStyle(legend as Element).fontFamily).toMatch(/Iowan Old Style/);
  },
};
