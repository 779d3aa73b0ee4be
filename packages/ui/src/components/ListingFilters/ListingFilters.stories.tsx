import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ListingFilterForm } from '../ListingFilterForm/ListingFilterForm';
import { ListingFilters } from './ListingFilters';

const onApply = fn();

const meta = {
  title: 'Listing/ListingFilters',
  component: ListingFilters,
  args: {
    layout: 'pending',
    labels: { toggle: 'Filters', title: 'Filters', close: 'Close' },
    children: ({ layout, close }) => (
      <ListingFilterForm
        action="/en-gb/Skincare/"
        facets={{ manufacturers: [{ id: 'm1', label: 'Lumière', selected: false }], propertyGroups: [] }}
        values={{ 'shipping-free': false }}
        sorting={undefined}
        sortings={[{ key: 'name-asc', label: 'Name A-Z' }]}
        layout={layout}
        onApply={() => {
          onApply();
          close?.();
        }}
        formAs={({ children, ...props }) => (
          <form
            {...props}
            onSubmit={(event) => {
              event.preventDefault();
              props.onSubmit?.(event);
            }}
          >
            {children}
          </form>
        )}
      />
    ),
  },
} satisfies Meta<typeof ListingFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

// The closed disclosure is shown by CSS (::details-content), which the DOM's visibility helpers do not read:
// the browser's own checkVisibility() does.
const formShown = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('form', { name: 'Filters' }).checkVisibility();

/** Before hydration at the stories' desktop width: CSS shows the form beside the grid. */
export const PendingOnWideScreen: Story = {
  play: async ({ canvasElement }) => {
    await expect(formShown(canvasElement)).toBe(true);
  },
};

/** Before hydration on a phone: a collapsed disclosure that works without JavaScript. */
export const PendingOnPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(formShown(canvasElement)).toBe(false);
    await userEvent.click(within(canvasElement).getByText('Filters'));
    await expect(formShown(canvasElement)).toBe(true);
  },
};

export const SideColumn: Story = {
  args: { layout: 'side', labels: { toggle: 'Filters (2)', title: 'Filters', close: 'Close' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('form', { name: 'Filters' })).toBeVisible();
    await expect(canvasElement.querySelector('details')).toHaveAttribute('open');
  },
};

export const SheetClosed: Story = {
  args: { layout: 'sheet', labels: { toggle: 'Filters (2)', title: 'Filters', close: 'Close' } },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Filters (2)' });
    await expect(toggle).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

export const SheetOpenAndApply: Story = {
  args: { layout: 'sheet' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filters' }));
    const dialog = await body.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(onApply).toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
