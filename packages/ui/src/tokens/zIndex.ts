/** Layers in stacking order; native `<dialog>` uses the top layer, these order everything else. */
export const zIndex = {
  base: '0',
  raised: '10',
  dropdown: '100',
  sticky: '200',
  banner: '300',
  overlay: '400',
  drawer: '500',
  modal: '600',
  toast: '700',
} as const;
