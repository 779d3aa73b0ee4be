import type { SandboxDatabase } from '../db/open.js';
import { idFor } from '../ids.js';
import { CATEGORY_TREE, type CategoryNode, FOOTER_TREE } from './category-tree.js';
import {
  FOOTER_ROOT_ID,
  LANGUAGE_CODES,
  LANGUAGES,
  type LanguageCode,
  NAVIGATION_ROOT_ID,
  SERVICE_ROOT_ID,
} from './markets.js';
import { slugify } from './slug.js';
import type { EntityWriter, Translations } from './writer.js';

export const categoryIdFor = (key: string) => idFor(`category:${key}`);
export const landingPageIdFor = (key: string) => idFor(`landing-page:${key}`);

export interface SeededCategory {
  id: string;
  key: string;
  /** The category and its ancestors up to the navigation root: Shopware's categoriesRo. */
  tree: string[];
  names: Record<LanguageCode, string>;
}

export const LANDING_PAGES = [
  {
    key: 'clean-beauty',
    name: ['Clean Beauty', 'Clean beauty', 'Beauté clean'],
    url: ['clean-beauty', 'clean-beauty', 'beaute-clean'],
    feature: 'natural',
    description: [
      'Naturkosmetik und vegane Pflege, bewusst ausgewählt.',
      'Natural and vegan care, carefully selected.',
      'Cosmétique naturelle et soins vegan, sélectionnés avec soin.',
    ],
  },
  {
    key: 'summer-glow',
    name: ['Sommer-Glow', 'Summer glow', 'Éclat d’été'],
    url: ['sommer-glow', 'summer-glow', 'eclat-d-ete'],
    feature: 'vegan',
    description: [
      'Sonnenschutz, After Sun und leichte Texturen für warme Tage.',
      'Sun protection, after sun and light textures for warm days.',
      'Protection solaire, après-soleil et textures légères pour les beaux jours.',
    ],
  },
  {
    key: 'gift-ideas',
    name: ['Geschenkideen', 'Gift ideas', 'Idées cadeaux'],
    url: ['geschenkideen', 'gift-ideas', 'idees-cadeaux'],
    feature: 'refill',
    description: [
      'Sets und Düfte, die Freude machen.',
      'Sets and fragrances that bring joy.',
      'Coffrets et parfums qui font plaisir.',
    ],
  },
] as const;

const ROOTS = [
  {
    id: NAVIGATION_ROOT_ID,
    key: 'root',
    name: ['Startseite', 'Home', 'Accueil'] as const,
    tree: CATEGORY_TREE,
  },
  {
    id: FOOTER_ROOT_ID,
    key: 'footer',
    name: ['Footer', 'Footer', 'Pied de page'] as const,
    tree: FOOTER_TREE,
  },
  { id: SERVICE_ROOT_ID, key: 'service', name: ['Service', 'Service', 'Service'] as const, tree: [] },
];

const nameOf = (names: readonly [string, string, string], code: LanguageCode) =>
  names[LANGUAGE_CODES.indexOf(code)] ?? names[0];

/** Writes the navigation, footer and service trees, landing pages and their SEO paths. */
export function seedCategories(db: SandboxDatabase, writer: EntityWriter): SeededCategory[] {
  const insertSeo = db.prepare(
    'INSERT INTO seo_path (foreign_key, language_id, route_name, seo_path_info) VALUES (?, ?, ?, ?)',
  );
  const seeded: SeededCategory[] = [];
  let position = 0;

  const write = (
    node: { key: string; name: readonly [string, string, string]; children?: readonly CategoryNode[] },
    id: string,
    parent: {
      id: string;
      path: string;
      level: number;
      breadcrumb: Record<LanguageCode, string[]>;
      tree: string[];
    } | null,
    extra: Record<string, unknown> = {},
  ) => {
    const level = parent ? parent.level + 1 : 1;
    const path = parent ? `${parent.path}${parent.id}|` : null;
    const children = node.children ?? [];
    const breadcrumb = {} as Record<LanguageCode, string[]>;
    const translations = {} as Translations;
    for (const code of LANGUAGE_CODES) {
      const name = nameOf(node.name, code);
      breadcrumb[code] = [...(parent?.breadcrumb[code] ?? []), name];
      translations[code] = {
        name,
        breadcrumb: breadcrumb[code],
        description: null,
        metaTitle: `${name} | Beautyshop`,
        metaDescription: null,
        keywords: null,
        linkType: extra.linkType ?? null,
        internalLink: extra.internalLink ?? null,
        externalLink: null,
        linkNewTab: false,
        slotConfig: null,
      };
    }
    const isFolder = children.length > 0 && (node.key.startsWith('footer-') || !parent);
    writer.put(
      'category',
      id,
      position++,
      {
        parentId: parent?.id ?? null,
        afterCategoryId: null,
        mediaId: null,
        cmsPageId: null,
        level,
        path,
        childCount: children.length,
        visibleChildCount: children.length,
        type: isFolder && parent ? 'folder' : 'page',
        productAssignmentType: 'product',
        displayNestedProducts: true,
        visible: true,
        active: true,
        media: null,
        apiAlias: 'category',
        _key: node.key,
        ...extra,
      },
      translations,
    );
    const tree = [...(parent?.tree ?? []), id];
    seeded.push({
      id,
      key: node.key,
      tree,
      names: { de: nameOf(node.name, 'de'), en: nameOf(node.name, 'en'), fr: nameOf(node.name, 'fr') },
    });
    // Shopware writes SEO URLs for pages only: a link entry leads to its target (spec 2.3), not to a URL of its own.
    if (parent && extra.type !== 'link') {
      for (const code of LANGUAGE_CODES) {
        const seoPath = `${breadcrumb[code].slice(1).map(slugify).join('/')}/`;
        insertSeo.run(id, LANGUAGES[code].id, 'frontend.navigation.page', seoPath);
      }
    }
    const self = { id, path: path ?? '|', level, breadcrumb, tree };
    for (const child of children) write(child, categoryIdFor(child.key), self);
    return self;
  };

  for (const root of ROOTS) {
    const rootSelf = write({ key: root.key, name: root.name, children: root.tree }, root.id, null);
    if (root.key === 'root') {
      const landing = LANDING_PAGES[0];
      write({ key: 'nav-clean-beauty', name: landing.name }, categoryIdFor('nav-clean-beauty'), rootSelf, {
        type: 'link',
        linkType: 'landing_page',
        internalLink: landingPageIdFor(landing.key),
      });
    }
  }

  LANDING_PAGES.forEach((page, index) => {
    const id = landingPageIdFor(page.key);
    const translations = {} as Translations;
    for (const code of LANGUAGE_CODES) {
      const name = nameOf(page.name, code);
      translations[code] = {
        name,
        url: nameOf(page.url, code),
        metaTitle: `${name} | Beautyshop`,
        metaDescription: nameOf(page.description, code),
        keywords: null,
        slotConfig: null,
      };
      insertSeo.run(id, LANGUAGES[code].id, 'frontend.landing.page', `${nameOf(page.url, code)}/`);
    }
    writer.put(
      'landing_page',
      id,
      index,
      { active: true, cmsPageId: null, apiAlias: 'landing_page', _feature: page.feature },
      translations,
    );
  });
  return seeded;
}
