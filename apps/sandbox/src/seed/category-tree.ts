/** The demo category tree: main categories, their sub-categories and a third level where shops have one. */
export interface CategoryNode {
  readonly key: string;
  readonly name: readonly [de: string, en: string, fr: string];
  readonly children?: readonly CategoryNode[];
}

const node = (key: string, de: string, en: string, fr: string, children?: CategoryNode[]): CategoryNode =>
  children ? { key, name: [de, en, fr], children } : { key, name: [de, en, fr] };

export const CATEGORY_TREE: readonly CategoryNode[] = [
  node('skincare', 'Hautpflege', 'Skincare', 'Soins du visage', [
    node('skincare-face', 'Gesichtspflege', 'Face care', 'Soins visage', [
      node('day-cream', 'Tagescreme', 'Day cream', 'Crème de jour'),
      node('night-cream', 'Nachtcreme', 'Night cream', 'Crème de nuit'),
      node('serum', 'Seren', 'Serums', 'Sérums'),
      node('eye-care', 'Augenpflege', 'Eye care', 'Soins des yeux'),
    ]),
    node('skincare-cleansing', 'Reinigung', 'Cleansing', 'Nettoyage', [
      node('cleansing-gel', 'Reinigungsgel', 'Cleansing gel', 'Gel nettoyant'),
      node('micellar-water', 'Mizellenwasser', 'Micellar water', 'Eau micellaire'),
      node('toner', 'Gesichtswasser', 'Toner', 'Lotion tonique'),
    ]),
    node('skincare-masks', 'Masken', 'Masks', 'Masques', [
      node('sheet-mask', 'Tuchmasken', 'Sheet masks', 'Masques en tissu'),
      node('cream-mask', 'Crememasken', 'Cream masks', 'Masques crème'),
    ]),
    node('sun-care', 'Sonnenschutz', 'Sun care', 'Protection solaire', [
      node('sun-face', 'Sonnenschutz Gesicht', 'Face sun protection', 'Solaire visage'),
      node('after-sun', 'After Sun', 'After sun', 'Après-soleil'),
    ]),
  ]),
  node('make-up', 'Make-up', 'Make-up', 'Maquillage', [
    node('make-up-face', 'Teint', 'Face', 'Teint', [
      node('foundation', 'Foundation', 'Foundation', 'Fond de teint'),
      node('concealer', 'Concealer', 'Concealer', 'Anticernes'),
      node('powder', 'Puder', 'Powder', 'Poudre'),
    ]),
    node('make-up-eyes', 'Augen', 'Eyes', 'Yeux', [
      node('mascara', 'Mascara', 'Mascara', 'Mascara'),
      node('eyeshadow', 'Lidschatten', 'Eyeshadow', 'Fard à paupières'),
      node('eyeliner', 'Eyeliner', 'Eyeliner', 'Eye-liner'),
    ]),
    node('make-up-lips', 'Lippen', 'Lips', 'Lèvres', [
      node('lipstick', 'Lippenstift', 'Lipstick', 'Rouge à lèvres'),
      node('lip-gloss', 'Lipgloss', 'Lip gloss', 'Gloss'),
    ]),
    node('make-up-nails', 'Nägel', 'Nails', 'Ongles', [
      node('nail-polish', 'Nagellack', 'Nail polish', 'Vernis à ongles'),
    ]),
  ]),
  node('fragrance', 'Düfte', 'Fragrance', 'Parfums', [
    node('fragrance-women', 'Damendüfte', "Women's fragrance", 'Parfums femme', [
      node('eau-de-parfum-women', 'Eau de Parfum', 'Eau de parfum', 'Eau de parfum'),
      node('eau-de-toilette-women', 'Eau de Toilette', 'Eau de toilette', 'Eau de toilette'),
    ]),
    node('fragrance-men', 'Herrendüfte', "Men's fragrance", 'Parfums homme', [
      node('eau-de-parfum-men', 'Eau de Parfum Herren', "Men's eau de parfum", 'Eau de parfum homme'),
      node('aftershave', 'Aftershave', 'Aftershave', 'Après-rasage'),
    ]),
    node('fragrance-home', 'Raumdüfte', 'Home fragrance', 'Parfums d’intérieur', [
      node('scented-candle', 'Duftkerzen', 'Scented candles', 'Bougies parfumées'),
    ]),
  ]),
  node('hair', 'Haare', 'Hair', 'Cheveux', [
    node('hair-wash', 'Haarwäsche', 'Hair wash', 'Lavage', [
      node('shampoo', 'Shampoo', 'Shampoo', 'Shampooing'),
      node('conditioner', 'Spülung', 'Conditioner', 'Après-shampooing'),
    ]),
    node('hair-care', 'Haarpflege', 'Hair care', 'Soins capillaires', [
      node('hair-mask', 'Haarkuren', 'Hair masks', 'Masques capillaires'),
      node('hair-oil', 'Haaröle', 'Hair oils', 'Huiles capillaires'),
    ]),
    node('hair-styling', 'Styling', 'Styling', 'Coiffage', [
      node('hair-spray', 'Haarspray', 'Hairspray', 'Laque'),
    ]),
  ]),
  node('body', 'Körper', 'Body', 'Corps', [
    node('body-care', 'Körperpflege', 'Body care', 'Soins du corps', [
      node('body-lotion', 'Bodylotion', 'Body lotion', 'Lait corporel'),
      node('body-oil', 'Körperöl', 'Body oil', 'Huile corporelle'),
      node('hand-cream', 'Handcreme', 'Hand cream', 'Crème mains'),
    ]),
    node('body-bath', 'Bad & Dusche', 'Bath & shower', 'Bain & douche', [
      node('shower-gel', 'Duschgel', 'Shower gel', 'Gel douche'),
      node('body-scrub', 'Peeling', 'Body scrub', 'Gommage'),
    ]),
  ]),
  node('men', 'Männer', 'Men', 'Homme', [
    node('men-shaving', 'Rasur', 'Shaving', 'Rasage', [
      node('shaving-foam', 'Rasierschaum', 'Shaving foam', 'Mousse à raser'),
      node('beard-care', 'Bartpflege', 'Beard care', 'Soin de la barbe'),
    ]),
    node('men-face', 'Gesichtspflege Männer', "Men's face care", 'Soins visage homme', [
      node('men-moisturiser', 'Feuchtigkeitspflege', 'Moisturiser', 'Hydratant'),
    ]),
  ]),
  node('sets', 'Sets', 'Sets', 'Coffrets', [
    node('sets-gift', 'Geschenksets', 'Gift sets', 'Coffrets cadeaux', [
      node('sets-skincare', 'Pflegesets', 'Skincare sets', 'Coffrets soin'),
      node('sets-make-up', 'Make-up-Sets', 'Make-up sets', 'Coffrets maquillage'),
    ]),
    node('sets-digital', 'Guides & Kurse', 'Guides & courses', 'Guides & cours', [
      node('guides', 'E-Books', 'E-books', 'E-books'),
    ]),
  ]),
];

export const FOOTER_TREE: readonly CategoryNode[] = [
  node('footer-service', 'Service', 'Service', 'Service', [
    node('footer-shipping', 'Versand & Lieferung', 'Shipping & delivery', 'Livraison'),
    node('footer-returns', 'Rückgabe', 'Returns', 'Retours'),
    node('footer-contact', 'Kontakt', 'Contact', 'Contact'),
  ]),
  node('footer-company', 'Unternehmen', 'Company', 'Entreprise', [
    node('footer-imprint', 'Impressum', 'Imprint', 'Mentions légales'),
    node('footer-privacy', 'Datenschutz', 'Privacy', 'Confidentialité'),
    node('footer-terms', 'AGB', 'Terms and conditions', 'CGV'),
  ]),
];
