import type { SandboxDatabase } from '../db/open.js';
import { idFor } from '../ids.js';
import type { Random } from '../prng.js';
import type { SeededCategory } from './categories.js';
import { MANUFACTURERS } from './manufacturers.js';
import { LANGUAGE_CODES, LANGUAGES, type LanguageCode } from './markets.js';
import { PRODUCT_TYPES, type ProductType, QUALIFIERS, SHADES, type Shade } from './product-types.js';
import { optionIdFor, sizeOptionKey } from './property-groups.js';
import { REVIEW_TEXTS, REVIEWER_NAMES } from './review-texts.js';
import { slugify } from './slug.js';

export const manufacturerIdFor = (key: string) => idFor(`manufacturer:${key}`);

const SEED_DATE = Date.UTC(2026, 0, 15);
const DAY = 86_400_000;

interface Draft {
  pk: number;
  id: string;
  number: string;
  type: ProductType;
  typeIndex: number;
  leaf: SeededCategory;
  names: Record<LanguageCode, string>;
  price: number;
  listed: boolean;
}

const roundPrice = (value: number) => Math.max(0.99, Math.floor(value) + (value % 1 < 0.5 ? 0.49 : 0.95));
const money = (value: number) => Math.round(value * 100) / 100;

export interface ProductSeedResult {
  productRows: number;
  listed: number;
}

/**
 * Generates the catalogue: listed products (simple products and variant parents), their variants,
 * translations, category and property links, reviews, SEO paths and the search index, in insert batches
 * inside the caller's transaction.
 */
export function seedProducts(
  db: SandboxDatabase,
  random: Random,
  categories: readonly SeededCategory[],
  count: number,
): ProductSeedResult {
  const insertProduct =
    db.prepare(`INSERT INTO product (pk, id, parent_id, main_pk, product_number, manufacturer_id, price,
    list_price, cheapest_price, has_range, rating, stock, available, is_closeout, shipping_free, sales, child_count,
    release_date, listed, doc) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertTranslation = db.prepare(
    'INSERT INTO product_translation (product_pk, language_id, name) VALUES (?, ?, ?)',
  );
  const insertCategory = db.prepare(
    'INSERT OR IGNORE INTO product_category (category_id, product_pk) VALUES (?, ?)',
  );
  const insertProperty = db.prepare(
    'INSERT OR IGNORE INTO product_property (product_pk, option_id, group_id) VALUES (?, ?, ?)',
  );
  const insertReview =
    db.prepare(`INSERT INTO product_review (id, product_pk, language_id, points, title, content,
    external_user, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertSeo = db.prepare(
    "INSERT INTO seo_path (foreign_key, language_id, route_name, seo_path_info) VALUES (?, ?, 'frontend.detail.page', ?)",
  );
  // Contentless indexes per language, so a search ranks only the hits of its own language: whole words, and
  // trigrams that find the parts of compound words (Feuchtigkeitscreme).
  const insertSearch = LANGUAGE_CODES.map((code) => {
    const statements = [`product_search_${code}`, `product_parts_${code}`].map((table) =>
      db.prepare(`INSERT INTO ${table} (rowid, name, brand, keywords, number) VALUES (?, ?, ?, ?, ?)`),
    );
    return {
      run: (...values: [number, string, string, string, string]) => {
        for (const insert of statements) insert.run(...values);
      },
    };
  });

  const leafByKey = new Map(categories.map((category) => [category.key, category]));
  const regularTypes = PRODUCT_TYPES.filter((type) => !type.set && !type.digital);
  const setTypes = PRODUCT_TYPES.filter((type) => type.set);
  const digitalTypes = PRODUCT_TYPES.filter((type) => type.digital);
  const groupIds = {
    skin: idFor('property-group:skin-type'),
    feature: idFor('property-group:feature'),
    size: idFor('property-group:size'),
    colour: idFor('property-group:colour'),
  };
  const skinTypes = ['dry', 'oily', 'combination', 'sensitive', 'normal'];
  const features = ['vegan', 'fragrance-free', 'natural', 'refill'];
  const languageIds = LANGUAGE_CODES.map((code) => LANGUAGES[code].id);
  const skinCategoryIds = new Set(
    categories
      .filter((category) => ['skincare', 'body', 'men'].includes(category.key))
      .map((category) => category.id),
  );

  const drafts: Draft[] = [];
  const byType = new Map<number, Draft[]>();
  let pk = 0;
  let productRows = 0;

  for (let index = 0; index < count; index += 1) {
    const roll = random.next();
    const type =
      roll < 0.03
        ? random.pick(setTypes)
        : roll < 0.04
          ? random.pick(digitalTypes)
          : random.pick(regularTypes);
    const typeIndex = PRODUCT_TYPES.indexOf(type);
    const leaf = leafByKey.get(type.category);
    if (!leaf) throw new Error(`sandbox/seed: no category for product type ${type.category}`);
    const manufacturer = random.pick(MANUFACTURERS);
    const line = random.pick(manufacturer.lines);
    const qualifier = random.chance(0.6) ? random.pick(QUALIFIERS) : QUALIFIERS[0];
    const names = {} as Record<LanguageCode, string>;
    LANGUAGE_CODES.forEach((code, languageIndex) => {
      const typeName = type.name[languageIndex] ?? type.name[0];
      const qualifierName = qualifier?.[languageIndex] ?? '';
      names[code] = (
        code === 'fr' ? `${line} ${typeName} ${qualifierName}` : `${line} ${qualifierName} ${typeName}`
      )
        .replace(/\s+/g, ' ')
        .trim();
    });
    pk += 1;
    const number = `BS${100000 + index}`;
    const id = idFor(`product:${number}`);
    const basePrice = roundPrice(type.price[0] + random.next() * (type.price[1] - type.price[0]));
    const listPrice = random.chance(0.25)
      ? money(basePrice / (1 - random.pick([0.1, 0.15, 0.2, 0.25, 0.3, 0.4])))
      : null;
    const manufacturerId = manufacturerIdFor(manufacturer.key);
    const releaseDate = new Date(SEED_DATE - random.int(0, 730) * DAY).toISOString();
    const isNew = SEED_DATE - Date.parse(releaseDate) < 45 * DAY;
    const sales = random.int(0, 5000);
    const draft: Draft = { pk, id, number, type, typeIndex, leaf, names, price: basePrice, listed: true };
    drafts.push(draft);
    const typeList = byType.get(typeIndex) ?? [];
    typeList.push(draft);
    byType.set(typeIndex, typeList);

    const skinOptions = leaf.tree.some((categoryId) => skinCategoryIds.has(categoryId))
      ? skinTypes.filter(() => random.chance(0.35))
      : [];
    const featureOptions = features.filter(() => random.chance(0.2));
    const propertyOptionIds = [
      ...skinOptions.map((key) => ({ id: optionIdFor('skin-type', key), groupId: groupIds.skin })),
      ...featureOptions.map((key) => ({ id: optionIdFor('feature', key), groupId: groupIds.feature })),
    ];

    // Variants: sizes or shades, each with its own number, price, stock and option.
    interface VariantDraft {
      number: string;
      id: string;
      price: number;
      listPrice: number | null;
      size: number;
      shade: Shade | null;
      optionId: string;
      groupId: string;
    }
    const variants: VariantDraft[] = [];
    if (type.axis === 'size' && type.sizes.length > 1 && random.chance(0.7)) {
      const smallest = type.sizes[0] ?? 1;
      type.sizes.forEach((size, sizeIndex) => {
        const factor = (size / smallest) ** 0.75;
        const price = roundPrice(basePrice * factor);
        variants.push({
          number: `${number}.${sizeIndex + 1}`,
          id: idFor(`product:${number}.${sizeIndex + 1}`),
          price,
          listPrice: listPrice ? money(price * (listPrice / basePrice)) : null,
          size,
          shade: null,
          optionId: optionIdFor('size', sizeOptionKey(size, type.unit)),
          groupId: groupIds.size,
        });
      });
    } else if (type.axis === 'shade' && type.palette && random.chance(0.85)) {
      const palette = SHADES[type.palette];
      const shades = palette.filter(() => random.chance(0.7));
      const chosen = shades.length >= 2 ? shades : palette.slice(0, 3);
      chosen.forEach((shade, shadeIndex) => {
        variants.push({
          number: `${number}.${shadeIndex + 1}`,
          id: idFor(`product:${number}.${shadeIndex + 1}`),
          price: basePrice,
          listPrice,
          size: type.sizes[0] ?? 1,
          shade,
          optionId: optionIdFor('colour', shade.key),
          groupId: groupIds.colour,
        });
      });
    }

    const stockRoll = random.next();
    const stockFor = () => (stockRoll < 0.05 ? 0 : stockRoll < 0.15 ? random.int(1, 20) : random.int(5, 400));
    const isCloseout = stockRoll < 0.15;
    const shippingFree = type.digital === true || basePrice >= 49 || random.chance(0.1);
    const size = type.sizes[0] ?? 1;
    const reviewCount = random.chance(0.55) ? random.int(1, 5) : 0;
    const reviewPoints: number[] = [];
    for (let review = 0; review < reviewCount; review += 1) {
      reviewPoints.push(random.chance(0.75) ? random.int(4, 5) : random.int(1, 3));
    }
    const rating = reviewPoints.length
      ? money(reviewPoints.reduce((sum, value) => sum + value, 0) / reviewPoints.length)
      : null;
    const tierPrices = random.chance(0.08)
      ? [
          [1, 1],
          [3, 0.95],
          [6, 0.9],
        ]
      : null;
    const docBase = {
      typeIndex,
      leafKey: leaf.key,
      line,
      manufacturerKey: manufacturer.key,
      qualifier: QUALIFIERS.indexOf(qualifier ?? ['', '', '']),
      unit: type.unit,
      tierPrices,
      isNew,
      ean: `40${String(1000000000 + index * 7919).slice(-11)}`,
      weight: type.digital ? 0 : money(0.05 + size / 1000),
      digital: type.digital === true,
      setItems: [] as string[],
    };

    let stockSum = 0;
    let anyAvailable = false;
    const variantPks: number[] = [];
    for (const variant of variants) {
      pk += 1;
      const stock = stockFor();
      const available = !isCloseout || stock > 0;
      stockSum += stock;
      anyAvailable ||= available;
      variantPks.push(pk);
      insertProduct.run(
        pk,
        variant.id,
        id,
        draft.pk,
        variant.number,
        manufacturerId,
        variant.price,
        variant.listPrice,
        variant.price,
        0,
        rating,
        stock,
        available ? 1 : 0,
        isCloseout ? 1 : 0,
        shippingFree ? 1 : 0,
        sales,
        0,
        releaseDate,
        0,
        JSON.stringify({
          ...docBase,
          size: variant.size,
          shade: variant.shade?.key ?? null,
          optionIds: [variant.optionId],
          propertyIds: propertyOptionIds.map((option) => option.id),
        }),
      );
      LANGUAGE_CODES.forEach((code, languageIndex) => {
        const suffix = variant.shade
          ? slugify(variant.shade.name[languageIndex] ?? '')
          : `${variant.size}-${type.unit}`;
        insertSeo.run(
          variant.id,
          languageIds[languageIndex],
          `${slugify(names[code])}-${suffix}/${variant.number}`,
        );
      });
      productRows += 1;
    }

    const prices = variants.map((variant) => variant.price);
    const cheapest = prices.length ? Math.min(...prices) : basePrice;
    const highest = prices.length ? Math.max(...prices) : basePrice;
    const ownStock = variants.length ? stockSum : type.digital ? 9999 : stockFor();
    const ownAvailable = variants.length ? anyAvailable : !isCloseout || ownStock > 0;
    insertProduct.run(
      draft.pk,
      id,
      null,
      draft.pk,
      number,
      manufacturerId,
      variants.length ? cheapest : basePrice,
      variants.length
        ? (variants.find((variant) => variant.price === cheapest)?.listPrice ?? null)
        : listPrice,
      cheapest,
      cheapest !== highest ? 1 : 0,
      rating,
      ownStock,
      ownAvailable ? 1 : 0,
      isCloseout ? 1 : 0,
      shippingFree ? 1 : 0,
      sales,
      variants.length,
      releaseDate,
      1,
      JSON.stringify({
        ...docBase,
        size,
        shade: null,
        optionIds: [],
        propertyIds: propertyOptionIds.map((option) => option.id),
        variantPks,
        configuratorOptionIds: variants.map((variant) => variant.optionId),
      }),
    );
    productRows += 1;
    for (const categoryId of leaf.tree) insertCategory.run(categoryId, draft.pk);
    for (const option of propertyOptionIds) insertProperty.run(draft.pk, option.id, option.groupId);
    for (const variant of variants) insertProperty.run(draft.pk, variant.optionId, variant.groupId);
    if (type.axis !== 'none' && variants.length === 0 && type.unit !== 'piece') {
      insertProperty.run(draft.pk, optionIdFor('size', sizeOptionKey(size, type.unit)), groupIds.size);
    }
    LANGUAGE_CODES.forEach((code, languageIndex) => {
      const languageId = languageIds[languageIndex] ?? '';
      insertTranslation.run(draft.pk, languageId, names[code]);
      insertSeo.run(id, languageId, `${slugify(names[code])}/${number}`);
      const keywords = [
        leaf.names[code],
        type.name[languageIndex],
        ...featureOptions,
        ...variants.map((variant) => variant.shade?.name[languageIndex] ?? `${variant.size} ${type.unit}`),
      ].join(' ');
      insertSearch[languageIndex]?.run(
        draft.pk,
        names[code],
        `${manufacturer.name} ${line}`,
        keywords,
        number,
      );
    });
    reviewPoints.forEach((points, reviewIndex) => {
      const band = points >= 4 ? 'high' : points === 3 ? 'mid' : 'low';
      const text = random.pick(REVIEW_TEXTS[band]);
      const languageIndex = random.int(0, 2);
      insertReview.run(
        idFor(`review:${number}:${reviewIndex}`),
        draft.pk,
        languageIds[languageIndex],
        points,
        text.title[languageIndex],
        text.content[languageIndex],
        random.pick(REVIEWER_NAMES),
        new Date(SEED_DATE - random.int(0, 365) * DAY).toISOString(),
      );
    });
  }

  seedCrossSellings(db, random, drafts, byType);
  return { productRows, listed: drafts.length };
}

/** Cross-sellings and set contents are written once all product ids exist. */
function seedCrossSellings(
  db: SandboxDatabase,
  random: Random,
  drafts: Draft[],
  byType: Map<number, Draft[]>,
): void {
  const update = db.prepare(
    "UPDATE product SET doc = json_set(doc, '$.crossSellings', json(?), '$.setItems', json(?)) WHERE pk = ?",
  );
  const regular = drafts.filter((draft) => !draft.type.set && !draft.type.digital);
  const sample = (pool: readonly Draft[], size: number, exclude: string) => {
    const picked = new Set<string>();
    for (let attempt = 0; attempt < size * 3 && picked.size < size && pool.length > 1; attempt += 1) {
      const candidate = random.pick(pool);
      if (candidate.id !== exclude) picked.add(candidate.id);
    }
    return [...picked];
  };
  for (const draft of drafts) {
    const sameType = byType.get(draft.typeIndex) ?? [];
    const crossSellings: { key: string; productIds: string[] }[] = [
      { key: 'similar', productIds: sample(sameType, 8, draft.id) },
      { key: 'accessories', productIds: sample(regular, 6, draft.id) },
    ];
    let setItems: string[] = [];
    if (draft.type.set) {
      setItems = sample(regular, random.int(2, 4), draft.id);
      for (const step of [1, 2, 3, 4])
        crossSellings.push({ key: `set_bundle_step_${step}`, productIds: sample(regular, 4, draft.id) });
    } else if (random.chance(0.2)) {
      crossSellings.push({ key: 'set_bundle_upsell', productIds: sample(regular, 3, draft.id) });
      crossSellings.push({ key: 'make_it_a_set_bundle', productIds: sample(regular, 3, draft.id) });
      crossSellings.push({ key: 'routine_look_teaser', productIds: sample(regular, 4, draft.id) });
    }
    update.run(JSON.stringify(crossSellings), JSON.stringify(setItems), draft.pk);
  }
}
