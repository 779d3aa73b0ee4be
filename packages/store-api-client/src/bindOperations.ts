import type { Transport } from './transport.js';

// biome-ignore lint/suspicious/noExplicitAny: the parameter list of an operation is generic by nature.
type Operation = (transport: Transport, ...args: any[]) => unknown;

/** An operation with its transport argument already supplied. */
export type BoundOperations<Operations extends Record<string, Operation>> = {
  [Name in keyof Operations]: Operations[Name] extends (
    transport: Transport,
    ...args: infer Args
  ) => infer Result
    ? (...args: Args) => Result
    : never;
};

export function bindOperations<Operations extends Record<string, Operation>>(
  transport: Transport,
  operations: Operations,
): BoundOperations<Operations> {
  const bound: Record<string, unknown> = {};
  for (const [name, operation] of Object.entries(operations)) {
    bound[name] = (...args: unknown[]) => operation(transport, ...args);
  }
  return bound as BoundOperations<Operations>;
}
