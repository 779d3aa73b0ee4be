import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IconUser } from '../../icons/icons';
import { LoginForm } from '../LoginForm/LoginForm';
import { AccountFlyout } from './AccountFlyout';

function Demo({ initiallyOpen, withError }: { initiallyOpen: boolean; withError?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 16 }}>
      <AccountFlyout
        href="/de-de/login"
        label="Mein Konto"
        icon={<IconUser size={22} />}
        title="Anmelden"
        closeLabel="Schließen"
        open={open}
        onOpenChange={setOpen}
      >
        <LoginForm
          headingLevel={2}
          recoverHref="/de-de/account/recover"
          registerHref="/de-de/register"
          notice={
            withError
              ? { tone: 'danger', text: 'E-Mail-Adresse oder Passwort sind nicht richtig.' }
              : undefined
          }
        />
      </AccountFlyout>
    </div>
  );
}

const meta = {
  title: 'Account/AccountFlyout',
  component: Demo,
  args: { initiallyOpen: false },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The entry point; Enter, Space or a click opens the login. */
export const Closed: Story = {};

/** Enter opens it on the first field; Tab stays inside; Escape closes it and focus returns; Space opens it again. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Mein Konto' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('dialog', { name: 'Anmelden' });
    await expect(dialog.matches(':modal')).toBe(true);
    await waitFor(() => expect(document.activeElement?.getAttribute('name')).toBe('email'));
    for (let step = 0; step < 8; step += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await expect(trigger).toHaveFocus();
    // The dialog's close event, which tells the app, comes a task after the element closed: Space pressed
    // before it would toggle a state that still reads open (a CI run pressed it in that gap).
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(dialog).toHaveAttribute('open'));
  },
};
export const Open: Story = { args: { initiallyOpen: true } };
export const WithError: Story = { args: { initiallyOpen: true, withError: true } };
/** At 390 px the same content is a modal over the page. */
export const Phone: Story = {
  args: { initiallyOpen: true },
  globals: { viewport: { value: 'mobile1' } },
};
