/**
 * The return reasons of the shop (Shopware's `order_return_line_item_reason` rows, which no Store API route lists):
 * their ids as the back office keeps them and the shop's own text per reason. The sandbox seeds the same rows
 * (`apps/sandbox/src/order/return-reasons.ts`); the e2e test returns an item with one of them.
 */
export const RETURN_REASONS = [
  { key: 'damaged', id: 'd7ec0c2bcbb757d61441f7bcf791d468' },
  { key: 'wrong_item', id: 'fac450ecb071987e2ca13630a5c9315b' },
  { key: 'not_as_described', id: '6a25ca46150af2dd07748975c1ef48a3' },
  { key: 'skin_reaction', id: '149bbb3a949eb89e200250d1eda909f7' },
  { key: 'changed_mind', id: 'bb4e28c8bc32a929d87da61784c79fa9' },
  { key: 'unspecified', id: '154855f856a933f415088730ef5f9e8e' },
] as const;

export type ReturnReasonKey = (typeof RETURN_REASONS)[number]['key'];

/** The reason a line is returned for when the customer picks none. */
export const DEFAULT_RETURN_REASON = RETURN_REASONS[5];

export function isReturnReasonId(id: string): boolean {
  return RETURN_REASONS.some((reason) => reason.id === id);
}
