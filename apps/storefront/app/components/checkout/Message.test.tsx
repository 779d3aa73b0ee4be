import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { renderInShop } from '../../testing/renderInShop';
import { Message } from './Message';

describe('a line of feedback beside a checkout form', () => {
  it('announces a refusal at once, as an alert', async () => {
    const { screen } = await renderInShop(
      <Message tone="danger">Den Aktionscode SOMMER gibt es nicht.</Message>,
    );
    expect(within(screen).getByRole('alert').textContent).toBe('Den Aktionscode SOMMER gibt es nicht.');
    expect(within(screen).queryByRole('status')).toBeNull();
  });

  it.each(['success', 'info'] as const)('announces %s politely, as a status', async (tone) => {
    const { screen } = await renderInShop(
      <Message tone={tone}>Der Aktionscode SOMMER wurde eingelöst.</Message>,
    );
    expect(within(screen).getByRole('status').textContent).toBe('Der Aktionscode SOMMER wurde eingelöst.');
    expect(within(screen).queryByRole('alert')).toBeNull();
  });
});
