type Tri = readonly [de: string, en: string, fr: string];

export interface PropertyGroupSeed {
  readonly key: string;
  readonly name: Tri;
  readonly displayType: 'text' | 'color' | 'media';
  readonly options: readonly { key: string; name: Tri; hex?: string }[];
}

/** Filterable properties; size and colour options are created from the product types' sizes and shades. */
export const PROPERTY_GROUPS: readonly PropertyGroupSeed[] = [
  {
    key: 'skin-type',
    name: ['Hauttyp', 'Skin type', 'Type de peau'],
    displayType: 'text',
    options: [
      { key: 'dry', name: ['Trockene Haut', 'Dry skin', 'Peau sèche'] },
      { key: 'oily', name: ['Fettige Haut', 'Oily skin', 'Peau grasse'] },
      { key: 'combination', name: ['Mischhaut', 'Combination skin', 'Peau mixte'] },
      { key: 'sensitive', name: ['Empfindliche Haut', 'Sensitive skin', 'Peau sensible'] },
      { key: 'normal', name: ['Normale Haut', 'Normal skin', 'Peau normale'] },
    ],
  },
  {
    key: 'feature',
    name: ['Eigenschaft', 'Feature', 'Caractéristique'],
    displayType: 'text',
    options: [
      { key: 'vegan', name: ['Vegan', 'Vegan', 'Vegan'] },
      { key: 'fragrance-free', name: ['Parfümfrei', 'Fragrance-free', 'Sans parfum'] },
      { key: 'natural', name: ['Naturkosmetik', 'Natural cosmetics', 'Cosmétique naturelle'] },
      { key: 'refill', name: ['Nachfüllbar', 'Refillable', 'Rechargeable'] },
    ],
  },
  { key: 'size', name: ['Größe', 'Size', 'Taille'], displayType: 'text', options: [] },
  { key: 'colour', name: ['Farbe', 'Colour', 'Couleur'], displayType: 'color', options: [] },
];
