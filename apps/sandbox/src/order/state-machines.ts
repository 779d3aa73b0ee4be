import type { Doc } from '../catalogue/entities/store.js';
import { idFor } from '../ids.js';
import { type LanguageCode, languageCodeOf } from '../seed/markets.js';

/** Shopware's state machines of an order, by their technical names. */
export type StateMachineName =
  | 'order.state'
  | 'order_transaction.state'
  | 'order_delivery.state'
  | 'order_return.state';

type Names = Readonly<Record<LanguageCode, string>>;
const names = (de: string, en: string, fr: string): Names => ({ de, en, fr });

interface MachineDefinition {
  readonly initial: string;
  readonly states: Readonly<Record<string, Names>>;
  /** action → from state → to state, as Shopware's state_machine_transition rows. */
  readonly transitions: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

const from = (states: readonly string[], to: string): Record<string, string> =>
  Object.fromEntries(states.map((state) => [state, to]));

/** The states and transitions of Shopware 6.7's core state machines (its migrations' state_machine_transition rows). */
export const STATE_MACHINES: Readonly<Record<StateMachineName, MachineDefinition>> = {
  'order.state': {
    initial: 'open',
    states: {
      open: names('Offen', 'Open', 'Ouverte'),
      in_progress: names('In Bearbeitung', 'In progress', 'En cours'),
      completed: names('Abgeschlossen', 'Done', 'Terminée'),
      cancelled: names('Abgebrochen', 'Cancelled', 'Annulée'),
    },
    transitions: {
      process: from(['open'], 'in_progress'),
      complete: from(['in_progress'], 'completed'),
      cancel: from(['open', 'in_progress'], 'cancelled'),
      reopen: from(['cancelled', 'completed'], 'open'),
    },
  },
  'order_transaction.state': {
    initial: 'open',
    states: {
      open: names('Offen', 'Open', 'Ouvert'),
      in_progress: names('In Bearbeitung', 'In Progress', 'En cours'),
      unconfirmed: names('Unbestätigt', 'Unconfirmed', 'Non confirmé'),
      authorized: names('Autorisiert', 'Authorized', 'Autorisé'),
      paid: names('Bezahlt', 'Paid', 'Payé'),
      paid_partially: names('Teilweise bezahlt', 'Paid (partially)', 'Payé partiellement'),
      failed: names('Fehlgeschlagen', 'Failed', 'Échoué'),
      cancelled: names('Abgebrochen', 'Cancelled', 'Annulé'),
      refunded: names('Erstattet', 'Refunded', 'Remboursé'),
      refunded_partially: names('Teilweise erstattet', 'Refunded (partially)', 'Remboursé partiellement'),
      reminded: names('Erinnert', 'Reminded', 'Relancé'),
      chargeback: names('Rückbuchung', 'Chargeback', 'Rétrofacturation'),
    },
    transitions: {
      process: from(['open', 'reminded', 'failed', 'cancelled', 'unconfirmed'], 'in_progress'),
      process_unconfirmed: from(['open', 'reminded', 'failed', 'cancelled', 'in_progress'], 'unconfirmed'),
      authorize: from(
        ['open', 'reminded', 'in_progress', 'unconfirmed', 'failed', 'cancelled'],
        'authorized',
      ),
      paid: from(
        [
          'open',
          'reminded',
          'in_progress',
          'unconfirmed',
          'authorized',
          'paid_partially',
          'failed',
          'cancelled',
          'chargeback',
        ],
        'paid',
      ),
      do_pay: from(
        ['open', 'reminded', 'in_progress', 'unconfirmed', 'authorized', 'paid_partially', 'failed'],
        'paid',
      ),
      paid_partially: from(
        ['open', 'reminded', 'in_progress', 'unconfirmed', 'authorized', 'failed', 'cancelled', 'chargeback'],
        'paid_partially',
      ),
      fail: from(['open', 'reminded', 'in_progress', 'unconfirmed', 'authorized'], 'failed'),
      remind: from(['open', 'paid_partially', 'in_progress'], 'reminded'),
      cancel: from(
        [
          'open',
          'reminded',
          'in_progress',
          'unconfirmed',
          'authorized',
          'paid',
          'paid_partially',
          'refunded_partially',
          'failed',
          'chargeback',
        ],
        'cancelled',
      ),
      refund: from(['paid', 'paid_partially', 'refunded_partially', 'cancelled'], 'refunded'),
      refund_partially: from(['paid', 'paid_partially', 'cancelled'], 'refunded_partially'),
      chargeback: from(['paid', 'paid_partially'], 'chargeback'),
      reopen: from(['cancelled', 'failed', 'in_progress', 'unconfirmed', 'authorized', 'reminded'], 'open'),
    },
  },
  'order_delivery.state': {
    initial: 'open',
    states: {
      open: names('Offen', 'Open', 'Ouverte'),
      shipped: names('Versandt', 'Shipped', 'Expédiée'),
      shipped_partially: names('Teilweise versandt', 'Shipped (partially)', 'Expédiée partiellement'),
      returned: names('Retour', 'Returned', 'Retournée'),
      returned_partially: names('Teilretour', 'Returned (partially)', 'Retournée partiellement'),
      cancelled: names('Abgebrochen', 'Cancelled', 'Annulée'),
    },
    transitions: {
      ship: from(['open', 'shipped_partially'], 'shipped'),
      ship_partially: from(['open'], 'shipped_partially'),
      retour: from(['shipped', 'shipped_partially', 'returned_partially'], 'returned'),
      retour_partially: from(['shipped', 'shipped_partially'], 'returned_partially'),
      cancel: from(['open', 'shipped', 'shipped_partially'], 'cancelled'),
      reopen: from(['cancelled', 'returned', 'returned_partially'], 'open'),
    },
  },
  'order_return.state': {
    initial: 'open',
    states: {
      open: names('Offen', 'Open', 'Ouvert'),
      in_progress: names('In Bearbeitung', 'In progress', 'En cours'),
      done: names('Abgeschlossen', 'Done', 'Terminé'),
      cancelled: names('Abgebrochen', 'Cancelled', 'Annulé'),
    },
    transitions: {
      process: from(['open'], 'in_progress'),
      complete: from(['open', 'in_progress'], 'done'),
      cancel: from(['open', 'in_progress'], 'cancelled'),
      reopen: from(['cancelled', 'done'], 'open'),
    },
  },
};

/** Stable id of a state, the same on every machine (Shopware's stateId). */
export const stateIdOf = (machine: StateMachineName, technicalName: string): string =>
  idFor(`state:${machine}:${technicalName}`);

/** The state an action leads to from the given state, or undefined where the machine has no such transition. */
export function nextState(machine: StateMachineName, current: string, action: string): string | undefined {
  return STATE_MACHINES[machine].transitions[action]?.[current];
}

/** Actions that lead out of a state (Shopware's available transitions). */
export function availableActions(machine: StateMachineName, current: string): string[] {
  return Object.entries(STATE_MACHINES[machine].transitions)
    .filter(([, moves]) => moves[current] !== undefined)
    .map(([action]) => action);
}

/** The `stateMachineState` association: technical name and the name in the request's language. */
export function renderState(
  machine: StateMachineName,
  technicalName: string,
  languageId: string,
  updatedAt: string | null = null,
): Doc {
  const translations = STATE_MACHINES[machine].states[technicalName];
  const name = translations?.[languageCodeOf(languageId) ?? 'de'] ?? technicalName;
  return {
    id: stateIdOf(machine, technicalName),
    technicalName,
    name,
    stateMachineId: idFor(`state-machine:${machine}`),
    customFields: null,
    createdAt: '2024-01-01T00:00:00.000+00:00',
    updatedAt,
    translated: { name, customFields: {} },
    apiAlias: 'state_machine_state',
  };
}
