const firstNumber = /\d+(?:[.,]\d+)?/;

function sizeOf(name: string): number {
  const match = firstNumber.exec(name);
  return match ? Number(match[0].replace(',', '.')) : Number.POSITIVE_INFINITY;
}

/**
 * Spec 5: size property values sort by the first number in their name ('30 ml' before '100 ml'); values
 * without a number keep their order after the others. Returns a new array.
 */
export function sortBySize<Value extends { name: string }>(values: readonly Value[]): Value[] {
  return values
    .map((value, index) => ({ value, index, size: sizeOf(value.name) }))
    .sort((a, b) => a.size - b.size || a.index - b.index)
    .map(({ value }) => value);
}
