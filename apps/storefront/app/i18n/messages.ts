import type { AREAS } from './messages.server';

// Types only: the texts themselves stay on the server (messages.server.ts) and reach a page as data.
type Area = (typeof AREAS)[number];
export type MessageKey = Area extends infer A
  ? A extends { de: infer D }
    ? keyof D & string
    : never
  : never;
export type Messages = Readonly<Record<MessageKey, string>>;
