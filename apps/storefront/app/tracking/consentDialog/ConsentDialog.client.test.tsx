// @vitest-environment happy-dom
import { within } from '@testing-library/dom';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type BrowserRender, renderInBrowser } from '../../testing/renderInBrowser';
import {
  ConsentDialog,
  type ConsentDialogChoices,
  type ConsentDialogLabels,
  type ConsentDialogProps,
} from './ConsentDialog';

const labels: ConsentDialogLabels = {
  title: 'Your privacy',
  description: 'We use cookies.',
  acceptAll: 'Accept all',
  denyAll: 'Deny all',
  settings: 'Settings',
  save: 'Save choice',
  close: 'Close',
  alwaysOn: '(always on):',
  categories: {
    necessary: { label: 'Necessary', description: 'Keep the shop running.' },
    functional: { label: 'Functional', description: 'Remember your preferences.' },
    statistics: { label: 'Statistics', description: 'Count visits anonymously.' },
    marketing: { label: 'Marketing', description: 'Personalised advertising.' },
  },
};

const NOTHING: ConsentDialogChoices = { functional: false, statistics: false, marketing: false };

type Call = 'acceptAll' | 'denyAll' | 'openSettings' | 'close' | { save: ConsentDialogChoices };

let mounted: BrowserRender | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

/** Mounts the dialog and records what the shopper chose, in order. */
async function openDialog(props: Pick<ConsentDialogProps, 'view' | 'choices'>) {
  const calls: Call[] = [];
  mounted = await renderInBrowser(
    <ConsentDialog
      {...props}
      labels={labels}
      onAcceptAll={() => calls.push('acceptAll')}
      onDenyAll={() => calls.push('denyAll')}
      onSave={(choices) => calls.push({ save: choices })}
      onOpenSettings={() => calls.push('openSettings')}
      onClose={() => calls.push('close')}
    />,
  );
  const dialog = mounted.container.querySelector('dialog') as HTMLDialogElement;
  return { calls, dialog, page: within(dialog), render: mounted };
}

/** The host's part: a close closes the dialog, the footer link opens the settings again. */
function SettingsHost({ stored }: { stored: ConsentDialogChoices }) {
  const [view, setView] = useState<ConsentDialogProps['view']>('settings');
  return (
    <>
      <button type="button" onClick={() => setView('settings')}>
        Privacy settings
      </button>
      <ConsentDialog
        view={view}
        choices={stored}
        labels={labels}
        onAcceptAll={() => undefined}
        onDenyAll={() => undefined}
        onSave={() => undefined}
        onOpenSettings={() => setView('settings')}
        onClose={() => setView('closed')}
      />
    </>
  );
}

describe('the consent dialog (spec 4, GDPR)', () => {
  it('opens as a modal dialog named by its title and described by its text', async () => {
    const { dialog, page } = await openDialog({ view: 'banner', choices: NOTHING });
    expect(dialog.open).toBe(true);
    expect(page.getByRole('heading', { level: 2 }).textContent).toBe('Your privacy');
    const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe('Your privacy');
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('We use cookies.');
  });

  it('offers accept all, deny all and the settings as named buttons, and reports each choice', async () => {
    const { calls, page, render } = await openDialog({ view: 'banner', choices: NOTHING });
    expect(page.queryAllByRole('checkbox')).toEqual([]);
    await render.interact(() => page.getByRole('button', { name: 'Deny all' }).click());
    await render.interact(() => page.getByRole('button', { name: 'Accept all' }).click());
    await render.interact(() => page.getByRole('button', { name: 'Settings' }).click());
    expect(calls).toEqual(['denyAll', 'acceptAll', 'openSettings']);
  });

  it('styles neither accept all nor deny all as the primary action: denying is as easy as accepting', async () => {
    const { page } = await openDialog({ view: 'banner', choices: NOTHING });
    const accept = page.getByRole('button', { name: 'Accept all' });
    const deny = page.getByRole('button', { name: 'Deny all' });
    expect(accept.className).toBe(deny.className);
    expect(accept.className).not.toMatch(/primary/);
  });

  it('marks its buttons as consent choices, so they never count as page interactions', async () => {
    const { page } = await openDialog({ view: 'banner', choices: NOTHING });
    expect(page.getByRole('button', { name: 'Accept all' }).closest('[data-consent-dialog]')).not.toBeNull();
  });

  it('in the settings, shows necessary as always on and a labelled checkbox per category with the stored choice', async () => {
    const { page } = await openDialog({
      view: 'settings',
      choices: { functional: true, statistics: false, marketing: false },
    });
    const group = page.getByRole('group', { name: 'Settings' });
    expect(group.textContent).toContain('Necessary (always on): Keep the shop running.');
    const boxes = within(group).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => [box.name, box.checked])).toEqual([
      ['functional', true],
      ['statistics', false],
      ['marketing', false],
    ]);
    expect((page.getByRole('checkbox', { name: 'Marketing' }) as HTMLInputElement).name).toBe('marketing');
    expect(page.queryByRole('button', { name: 'Settings' })).toBeNull();
  });

  it('saves the categories the shopper ticked', async () => {
    const { calls, page, render } = await openDialog({
      view: 'settings',
      choices: { functional: true, statistics: false, marketing: false },
    });
    await render.interact(() => page.getByRole('checkbox', { name: 'Marketing' }).click());
    await render.interact(() => page.getByRole('checkbox', { name: 'Functional' }).click());
    await render.interact(() => page.getByRole('button', { name: 'Save choice' }).click());
    expect(calls).toEqual([{ save: { functional: false, statistics: false, marketing: true } }]);
  });

  it('reopens from the stored choice, not from ticks left unsaved when it was closed', async () => {
    mounted = await renderInBrowser(
      <SettingsHost stored={{ functional: true, statistics: false, marketing: false }} />,
    );
    const page = within(mounted.container);
    const marketing = () => page.getByRole('checkbox', { name: 'Marketing' }) as HTMLInputElement;
    await mounted.interact(() => marketing().click());
    expect(marketing().checked).toBe(true);
    await mounted.interact(() => page.getByRole('button', { name: 'Close' }).click());
    expect(page.queryByRole('checkbox', { name: 'Marketing' })).toBeNull();
    await mounted.interact(() => page.getByRole('button', { name: 'Privacy settings' }).click());
    expect(marketing().checked).toBe(false);
  });

  it('reports a close without a choice (close button), which allows nothing beyond necessary', async () => {
    const { calls, dialog, page, render } = await openDialog({ view: 'banner', choices: NOTHING });
    await render.interact(() => page.getByRole('button', { name: 'Close' }).click());
    expect(calls).toEqual(['close']);
    expect(dialog.open).toBe(false);
  });

  it('shows nothing while closed', async () => {
    const { dialog } = await openDialog({ view: 'closed', choices: NOTHING });
    expect(dialog.open).toBe(false);
  });
});
