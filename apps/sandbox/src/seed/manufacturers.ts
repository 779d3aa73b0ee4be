/** Invented brands of the demo shop, each with its product lines; no real trademarks. */
export interface ManufacturerSeed {
  readonly key: string;
  readonly name: string;
  readonly origin: readonly [de: string, en: string, fr: string];
  readonly lines: readonly string[];
}

const m = (name: string, origin: [string, string, string], lines: string[]): ManufacturerSeed => ({
  key: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  name,
  origin,
  lines,
});

const DE: [string, string, string] = ['aus Deutschland', 'from Germany', 'd’Allemagne'];
const FR: [string, string, string] = ['aus Frankreich', 'from France', 'de France'];
const CH: [string, string, string] = ['aus der Schweiz', 'from Switzerland', 'de Suisse'];
const AT: [string, string, string] = ['aus Österreich', 'from Austria', 'd’Autriche'];
const SE: [string, string, string] = ['aus Schweden', 'from Sweden', 'de Suède'];
const IT: [string, string, string] = ['aus Italien', 'from Italy', 'd’Italie'];
const KR: [string, string, string] = ['aus Korea', 'from Korea', 'de Corée'];

export const MANUFACTURERS: readonly ManufacturerSeed[] = [
  m('Maison Lumière', FR, ['Éclat Divin', 'Rose Poudrée', 'Nuit Étoilée']),
  m('Nordic Dew', SE, ['Arctic Aqua', 'Birch Calm', 'Frost Glow']),
  m('Alpenkraut', AT, ['Edelweiss Vital', 'Bergquelle', 'Latschenkiefer']),
  m('Helvetia Pure', CH, ['Glacier Hydra', 'Swiss Repair']),
  m('Botanica Verde', IT, ['Olivo', 'Limone di Amalfi', 'Fico']),
  m('Seoul Petal', KR, ['Rice Water', 'Cica Balance', 'Honey Glow']),
  m('Klarwerk', DE, ['Basis', 'Derma Plus', 'Klar & Rein']),
  m('Atelier Noir', FR, ['Noir Absolu', 'Velours', 'Encre']),
  m('Sylt Seasalt', DE, ['Meersalz', 'Dünengras']),
  m('Rosenhof', DE, ['Damaszener Rose', 'Rosenblüte', 'Hagebutte']),
  m('Verdant Lab', DE, ['Niacinamide', 'Retinol Night', 'Peptide Lift']),
  m('Côte Sauvage', FR, ['Algue Marine', 'Sel de Guérande']),
  m('Lago di Seta', IT, ['Seta', 'Perla']),
  m('Mondschein', DE, ['Nachtkerze', 'Lavendeltraum']),
  m('Pure Origin', CH, ['Alpine Milk', 'Arnica']),
  m('Velvet & Vine', SE, ['Lingonberry', 'Oat Comfort']),
  m('Hanami', KR, ['Cherry Blossom', 'Green Tea', 'Yuzu']),
  m('Kupferkessel', AT, ['Zirbe', 'Ringelblume']),
  m('Ondine', FR, ['Eau Vive', 'Source Pure']),
  m('Studio Chroma', DE, ['Colour Pro', 'Matte Edition', 'Shine Edition']),
  m('Belle Palette', FR, ['Couleur Riche', 'Satin']),
  m('Inkwell Beauty', SE, ['Lash Lab', 'Brow Studio']),
  m('Terracotta Milano', IT, ['Sole', 'Terra']),
  m('Glasshouse Botanics', DE, ['Orangerie', 'Kräutergarten']),
  m('Santal & Co', FR, ['Bois Sacré', 'Ambre Doré', 'Vétiver']),
  m('Parfumerie Céleste', FR, ['Iris Céleste', 'Jasmin Nocturne']),
  m('Nordlicht', DE, ['Aurora', 'Polarnacht']),
  m('Barbier Hanse', DE, ['Klassik', 'Sandelholz']),
  m('Kolonial & Sohn', DE, ['Tabak Vanille', 'Zeder']),
  m('Haarmonie', AT, ['Volumen', 'Repair Intensiv', 'Locken']),
  m('Silk Root', KR, ['Camellia', 'Black Rice']),
  m('Bergamotte', IT, ['Agrumi', 'Neroli']),
  m('Weißer Hirsch', DE, ['Moos & Stein', 'Waldluft']),
  m('Mirabelle', FR, ['Gourmande', 'Verger']),
  m('Solstice', CH, ['Sun Shield', 'Après Soleil']),
  m('Clean Tonic', SE, ['Daily Clean', 'Detox']),
  m('Kaiserbad', AT, ['Thermal', 'Sole & Mineral']),
  m('Amber Atelier', DE, ['Goldene Stunde', 'Bernstein']),
  m('Fleur de Sel', FR, ['Marine', 'Salicorne']),
  m('Lumen Skin', DE, ['Bright C', 'Hyaluron Boost', 'Barrier Care']),
];
