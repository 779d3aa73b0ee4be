type Tri = readonly [de: string, en: string, fr: string];

export type VariantAxis = 'size' | 'shade' | 'none';
export type ShadePalette = 'skin' | 'lip' | 'eye' | 'nail';

/** What kind of article a leaf category holds, and how its variants, units and prices look. */
export interface ProductType {
  readonly category: string;
  readonly name: Tri;
  readonly unit: 'ml' | 'g' | 'piece';
  readonly axis: VariantAxis;
  readonly sizes: readonly number[];
  readonly palette?: ShadePalette;
  readonly price: readonly [min: number, max: number];
  readonly benefit: Tri;
  readonly digital?: boolean;
  readonly set?: boolean;
}

const t = (
  category: string,
  name: Tri,
  unit: ProductType['unit'],
  axis: VariantAxis,
  sizes: number[],
  price: [number, number],
  benefit: Tri,
  extra: Partial<ProductType> = {},
): ProductType => ({ category, name, unit, axis, sizes, price, benefit, ...extra });

const hydrates: Tri = [
  'spendet intensive Feuchtigkeit und stärkt die Hautbarriere',
  'delivers deep hydration and strengthens the skin barrier',
  'hydrate intensément et renforce la barrière cutanée',
];
const smooths: Tri = [
  'glättet feine Linien und verfeinert das Hautbild',
  'smooths fine lines and refines the complexion',
  'lisse les ridules et affine le grain de peau',
];
const cleanses: Tri = [
  'reinigt sanft, ohne die Haut auszutrocknen',
  'cleanses gently without drying the skin',
  'nettoie en douceur sans dessécher la peau',
];
const colour: Tri = [
  'sorgt für intensive, langanhaltende Farbe',
  'gives rich, long-lasting colour',
  'offre une couleur intense et longue tenue',
];
const scent: Tri = [
  'verführt mit einer Komposition aus Bergamotte, Iris und warmem Sandelholz',
  'seduces with a blend of bergamot, iris and warm sandalwood',
  'séduit par un accord de bergamote, d’iris et de santal chaud',
];
const hair: Tri = [
  'pflegt das Haar geschmeidig und verleiht gesunden Glanz',
  'leaves hair supple with a healthy shine',
  'rend les cheveux souples et brillants',
];
const body: Tri = [
  'verwöhnt die Haut und hinterlässt ein seidiges Hautgefühl',
  'pampers the skin and leaves it feeling silky',
  'choie la peau et la laisse douce comme de la soie',
];
const protects: Tri = [
  'schützt zuverlässig vor UVA- und UVB-Strahlen',
  'protects reliably against UVA and UVB rays',
  'protège efficacement des rayons UVA et UVB',
];

export const PRODUCT_TYPES: readonly ProductType[] = [
  t(
    'day-cream',
    ['Feuchtigkeitscreme', 'Moisturising Cream', 'Crème hydratante'],
    'ml',
    'size',
    [30, 50],
    [14.95, 59],
    hydrates,
  ),
  t(
    'day-cream',
    ['Tagesfluid LSF 20', 'Day Fluid SPF 20', 'Fluide de jour SPF 20'],
    'ml',
    'none',
    [50],
    [12.95, 39],
    protects,
  ),
  t(
    'night-cream',
    ['Nachtcreme', 'Night Cream', 'Crème de nuit'],
    'ml',
    'size',
    [30, 50],
    [16.95, 69],
    smooths,
  ),
  t(
    'serum',
    ['Hyaluron Serum', 'Hyaluronic Serum', 'Sérum à l’acide hyaluronique'],
    'ml',
    'size',
    [15, 30, 50],
    [19.95, 89],
    hydrates,
  ),
  t(
    'serum',
    ['Vitamin C Serum', 'Vitamin C Serum', 'Sérum vitamine C'],
    'ml',
    'none',
    [30],
    [22.95, 79],
    smooths,
  ),
  t(
    'eye-care',
    ['Augencreme', 'Eye Cream', 'Crème contour des yeux'],
    'ml',
    'none',
    [15],
    [17.95, 59],
    smooths,
  ),
  t(
    'cleansing-gel',
    ['Reinigungsgel', 'Cleansing Gel', 'Gel nettoyant'],
    'ml',
    'size',
    [150, 400],
    [7.95, 29],
    cleanses,
  ),
  t(
    'micellar-water',
    ['Mizellenwasser', 'Micellar Water', 'Eau micellaire'],
    'ml',
    'size',
    [200, 400],
    [5.95, 24],
    cleanses,
  ),
  t(
    'toner',
    ['Klärendes Gesichtswasser', 'Clarifying Toner', 'Lotion clarifiante'],
    'ml',
    'none',
    [200],
    [8.95, 32],
    cleanses,
  ),
  t(
    'sheet-mask',
    ['Tuchmaske', 'Sheet Mask', 'Masque en tissu'],
    'piece',
    'none',
    [1],
    [2.95, 9.95],
    hydrates,
  ),
  t(
    'cream-mask',
    ['Feuchtigkeitsmaske', 'Hydrating Mask', 'Masque hydratant'],
    'ml',
    'none',
    [75],
    [9.95, 39],
    hydrates,
  ),
  t(
    'sun-face',
    ['Sonnenfluid LSF 50', 'Sun Fluid SPF 50', 'Fluide solaire SPF 50'],
    'ml',
    'none',
    [50],
    [12.95, 34],
    protects,
  ),
  t(
    'after-sun',
    ['After Sun Gel', 'After Sun Gel', 'Gel après-soleil'],
    'ml',
    'size',
    [150, 300],
    [8.95, 24],
    body,
  ),
  t('foundation', ['Foundation', 'Foundation', 'Fond de teint'], 'ml', 'shade', [30], [14.95, 49], colour, {
    palette: 'skin',
  }),
  t('concealer', ['Concealer', 'Concealer', 'Anticernes'], 'ml', 'shade', [6], [9.95, 32], colour, {
    palette: 'skin',
  }),
  t('powder', ['Kompaktpuder', 'Pressed Powder', 'Poudre compacte'], 'g', 'shade', [9], [11.95, 39], colour, {
    palette: 'skin',
  }),
  t(
    'mascara',
    ['Volumen Mascara', 'Volume Mascara', 'Mascara volume'],
    'ml',
    'shade',
    [10],
    [8.95, 34],
    colour,
    { palette: 'eye' },
  ),
  t('eyeshadow', ['Lidschatten', 'Eyeshadow', 'Fard à paupières'], 'g', 'shade', [2], [6.95, 29], colour, {
    palette: 'eye',
  }),
  t('eyeliner', ['Eyeliner', 'Eyeliner', 'Eye-liner'], 'ml', 'shade', [3], [7.95, 27], colour, {
    palette: 'eye',
  }),
  t('lipstick', ['Lippenstift', 'Lipstick', 'Rouge à lèvres'], 'g', 'shade', [4], [9.95, 42], colour, {
    palette: 'lip',
  }),
  t('lip-gloss', ['Lipgloss', 'Lip Gloss', 'Gloss'], 'ml', 'shade', [6], [7.95, 29], colour, {
    palette: 'lip',
  }),
  t('nail-polish', ['Nagellack', 'Nail Polish', 'Vernis à ongles'], 'ml', 'shade', [10], [5.95, 24], colour, {
    palette: 'nail',
  }),
  t(
    'eau-de-parfum-women',
    ['Eau de Parfum', 'Eau de Parfum', 'Eau de parfum'],
    'ml',
    'size',
    [30, 50, 100],
    [34.95, 129],
    scent,
  ),
  t(
    'eau-de-toilette-women',
    ['Eau de Toilette', 'Eau de Toilette', 'Eau de toilette'],
    'ml',
    'size',
    [50, 100],
    [24.95, 89],
    scent,
  ),
  t(
    'eau-de-parfum-men',
    ['Eau de Parfum pour Homme', 'Eau de Parfum for Men', 'Eau de parfum pour homme'],
    'ml',
    'size',
    [50, 100],
    [39.95, 119],
    scent,
  ),
  t(
    'aftershave',
    ['Aftershave Balsam', 'Aftershave Balm', 'Baume après-rasage'],
    'ml',
    'none',
    [100],
    [14.95, 49],
    body,
  ),
  t(
    'scented-candle',
    ['Duftkerze', 'Scented Candle', 'Bougie parfumée'],
    'g',
    'none',
    [190],
    [19.95, 59],
    scent,
  ),
  t('shampoo', ['Shampoo', 'Shampoo', 'Shampooing'], 'ml', 'size', [250, 500], [4.95, 29], hair),
  t(
    'conditioner',
    ['Spülung', 'Conditioner', 'Après-shampooing'],
    'ml',
    'size',
    [200, 400],
    [5.95, 29],
    hair,
  ),
  t(
    'hair-mask',
    ['Intensiv-Haarkur', 'Intensive Hair Mask', 'Masque capillaire intense'],
    'ml',
    'none',
    [200],
    [9.95, 39],
    hair,
  ),
  t('hair-oil', ['Haaröl', 'Hair Oil', 'Huile capillaire'], 'ml', 'none', [100], [12.95, 45], hair),
  t('hair-spray', ['Haarspray', 'Hairspray', 'Laque'], 'ml', 'size', [250, 400], [4.95, 19], hair),
  t(
    'body-lotion',
    ['Bodylotion', 'Body Lotion', 'Lait corporel'],
    'ml',
    'size',
    [200, 400],
    [6.95, 34],
    body,
  ),
  t('body-oil', ['Körperöl', 'Body Oil', 'Huile corporelle'], 'ml', 'none', [100], [14.95, 49], body),
  t('hand-cream', ['Handcreme', 'Hand Cream', 'Crème mains'], 'ml', 'size', [30, 75], [4.95, 24], body),
  t('shower-gel', ['Duschgel', 'Shower Gel', 'Gel douche'], 'ml', 'size', [250, 500], [3.95, 19], body),
  t('body-scrub', ['Körperpeeling', 'Body Scrub', 'Gommage corps'], 'ml', 'none', [200], [9.95, 36], body),
  t(
    'shaving-foam',
    ['Rasierschaum', 'Shaving Foam', 'Mousse à raser'],
    'ml',
    'none',
    [200],
    [4.95, 19],
    body,
  ),
  t('beard-care', ['Bartöl', 'Beard Oil', 'Huile à barbe'], 'ml', 'none', [30], [12.95, 35], hair),
  t(
    'men-moisturiser',
    ['Feuchtigkeitsfluid', 'Moisturising Fluid', 'Fluide hydratant'],
    'ml',
    'none',
    [50],
    [12.95, 45],
    hydrates,
  ),
  t(
    'sets-skincare',
    ['Pflegeset', 'Skincare Set', 'Coffret soin'],
    'piece',
    'none',
    [1],
    [29.95, 99],
    hydrates,
    { set: true },
  ),
  t(
    'sets-make-up',
    ['Make-up-Set', 'Make-up Set', 'Coffret maquillage'],
    'piece',
    'none',
    [1],
    [24.95, 89],
    colour,
    { set: true },
  ),
  t(
    'guides',
    ['Pflege-Guide (E-Book)', 'Skincare Guide (e-book)', 'Guide de soin (e-book)'],
    'piece',
    'none',
    [1],
    [4.99, 14.99],
    smooths,
    { digital: true },
  ),
];

export interface Shade {
  readonly key: string;
  readonly name: Tri;
  readonly hex: string;
}

const s = (key: string, de: string, en: string, fr: string, hex: string): Shade => ({
  key,
  name: [de, en, fr],
  hex,
});

export const SHADES: Record<ShadePalette, readonly Shade[]> = {
  skin: [
    s('porcelain', 'Porzellan', 'Porcelain', 'Porcelaine', '#f3dccb'),
    s('ivory', 'Elfenbein', 'Ivory', 'Ivoire', '#ecd0b4'),
    s('sand', 'Sand', 'Sand', 'Sable', '#d9b08c'),
    s('honey', 'Honig', 'Honey', 'Miel', '#c68e5b'),
    s('caramel', 'Karamell', 'Caramel', 'Caramel', '#a86b3c'),
    s('espresso', 'Espresso', 'Espresso', 'Espresso', '#5b3a24'),
  ],
  lip: [
    s('nude-rose', 'Nude Rosé', 'Nude rose', 'Rose nude', '#c98b84'),
    s('classic-red', 'Klassisches Rot', 'Classic red', 'Rouge classique', '#b0172b'),
    s('berry', 'Beere', 'Berry', 'Baie', '#7d1d3f'),
    s('coral', 'Koralle', 'Coral', 'Corail', '#f06d55'),
    s('mauve', 'Mauve', 'Mauve', 'Mauve', '#9b6b8a'),
  ],
  eye: [
    s('black', 'Schwarz', 'Black', 'Noir', '#1b1b1b'),
    s('brown', 'Braun', 'Brown', 'Brun', '#5a3b28'),
    s('bronze', 'Bronze', 'Bronze', 'Bronze', '#9c6b3e'),
    s('taupe', 'Taupe', 'Taupe', 'Taupe', '#8b7d6b'),
    s('navy', 'Marineblau', 'Navy', 'Bleu marine', '#1f2f55'),
  ],
  nail: [
    s('ballet-pink', 'Ballettrosa', 'Ballet pink', 'Rose ballerine', '#f2c6c9'),
    s('cherry', 'Kirsche', 'Cherry', 'Cerise', '#9e0f25'),
    s('sage', 'Salbei', 'Sage', 'Sauge', '#9caf88'),
    s('midnight', 'Mitternacht', 'Midnight', 'Minuit', '#1d2340'),
    s('sunset', 'Sonnenuntergang', 'Sunset', 'Coucher de soleil', '#f28c4b'),
  ],
};

/** Words in front of the type name so that products of one line read differently. */
export const QUALIFIERS: readonly Tri[] = [
  ['', '', ''],
  ['Sensitive', 'Sensitive', 'Sensitive'],
  ['Intensive', 'Intensive', 'Intense'],
  ['Rich', 'Rich', 'Riche'],
  ['Light', 'Light', 'Légère'],
  ['Pure', 'Pure', 'Pure'],
  ['Glow', 'Glow', 'Éclat'],
  ['Repair', 'Repair', 'Réparatrice'],
];
