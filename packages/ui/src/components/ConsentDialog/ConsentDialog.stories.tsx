import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConsentDialog, type ConsentDialogLabels, type ConsentDialogProps } from './ConsentDialog';

const labels: ConsentDialogLabels = {
  title: 'Your privacy',
  description:
    'We use cookies and similar tools. Necessary ones keep the shop working; the others only with your consent.',
  acceptAll: 'Accept all',
  denyAll: 'Deny all',
  settings: 'Settings',
  save: 'Save choice',
  close: 'Close',
  alwaysOn: 'always on',
  categories: {
    necessary: { label: 'Necessary', description: 'Basket, login and this choice.' },
    functional: { label: 'Functional', description: 'Error and performance monitoring.' },
    statistics: { label: 'Statistics', description: 'Anonymous usage statistics.' },
    marketing: { label: 'Marketing', description: 'Personalised advertising through the tag manager.' },
  },
};

/** Holds the view like the shop's consent store does: a choice closes the dialog. */
function Stateful(props: ConsentDialogProps) {
  const [view, setView] = useState(props.view);
  const close = (then: () => void) => () => {
    then();
    setView('closed');
  };
  return (
    <ConsentDialog
      {...props}
      view={view}
      onAcceptAll={close(props.onAcceptAll)}
      onDenyAll={close(props.onDenyAll)}
      onSave={(choices) => {
        props.onSave(choices);
        setView('closed');
      }}
      onOpenSettings={() => {
        props.onOpenSettings();
        setView('settings');
      }}
      onClose={close(props.onClose)}
    />
  );
}

const meta = {
  title: 'Overlays/ConsentDialog',
  component: ConsentDialog,
  args: {
    view: 'banner',
    choices: { functional: false, marketing: false, statistics: false },
    labels,
    onAcceptAll: fn(),
    onDenyAll: fn(),
    onSave: fn(),
    onOpenSettings: fn(),
    onClose: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ConsentDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstVisit: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Your privacy' });
    await expect(dialog).toHaveAccessibleDescription(labels.description);
    // Deny all is offered as plainly as accept all.
    await expect(body.getByRole('button', { name: 'Deny all' })).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Accept all' }));
    await expect(args.onAcceptAll).toHaveBeenCalledTimes(1);
    await expect(dialog).not.toHaveAttribute('open');
  },
};

export const DenyAll: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Deny all' }));
    await expect(args.onDenyAll).toHaveBeenCalledTimes(1);
    await expect(args.onAcceptAll).not.toHaveBeenCalled();
  },
};

export const SettingsPerCategory: Story = {
  args: { view: 'settings', choices: { functional: true, marketing: false, statistics: false } },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const functional = await body.findByRole('checkbox', { name: /Functional/ });
    await expect(functional).toBeChecked();
    await userEvent.click(body.getByRole('checkbox', { name: /Statistics/ }));
    await userEvent.click(body.getByRole('button', { name: 'Save choice' }));
    await expect(args.onSave).toHaveBeenCalledWith({ functional: true, marketing: false, statistics: true });
  },
};

export const ClosedWithoutChoice: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: 'Your privacy' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
