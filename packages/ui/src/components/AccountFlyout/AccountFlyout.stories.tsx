import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
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
export const Open: Story = { args: { initiallyOpen: true } };
export const WithError: Story = { args: { initiallyOpen: true, withError: true } };
/** At 390 px the same content is a modal over the page. */
export const Phone: Story = {
  args: { initiallyOpen: true },
  globals: { viewport: { value: 'mobile1' } },
};
