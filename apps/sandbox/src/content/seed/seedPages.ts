import type { SeedEntryWriter } from './seedEntryWriter.js';
import { assetLink, blocks } from './seedEntryWriter.js';
import type { Texts } from './seedLocales.js';
import { t, v } from './seedLocales.js';

/** Home pages per market, the magazine, the 404 page and productPage entries, made of the seeded teasers. */
export function seedPages({ published, products }: SeedEntryWriter): void {
  const tiles = ['category-teaser-1', 'category-teaser-2', 'category-teaser-3', 'category-teaser-4'];
  const homePage = (market: string, title: Record<string, string>, content: string[]) =>
    published(
      `home-${market.toLowerCase()}`,
      'page',
      {
        title,
        url: v('/'),
        market: v(market),
        pageContent: blocks(...content),
        metaTitle: t({
          de: 'Beautyshop – Hautpflege, Make-up und Düfte online kaufen',
          en: 'Beautyshop – buy skincare, make-up and fragrance online',
          fr: 'Beautyshop – soins, maquillage et parfums en ligne',
        }),
        metaDescription: t({
          de: 'Ausgewählte Pflege- und Beautyprodukte mit Beratung von Expertinnen. Versandkostenfrei ab 49 €.',
          en: 'Hand-picked skincare and beauty products with expert advice. Free delivery from €49.',
          fr: 'Des soins et produits de beauté sélectionnés, avec les conseils de nos expertes. Livraison offerte dès 49\u00a0€.',
          ch: 'Ausgewählte Pflege- und Beautyprodukte mit Beratung von Expertinnen. Gratisversand ab CHF 49.',
          frCh: 'Des soins et produits de beauté sélectionnés, avec les conseils de nos expertes. Livraison offerte dès CHF 49.',
        }),
      },
      { tags: ['homepage'] },
    );
  homePage('DE', t({ de: 'Startseite', en: 'Home', fr: 'Accueil' }), [
    'hero-spring',
    ...tiles,
    'media-text-serum',
    'module-slider-care-worlds',
    'large-category-sun',
    'product-slider-bestsellers',
    'media-text-app-offer',
    'category-teaser-app-news',
    'media-text-newsletter',
    'large-category-gifts',
  ]);
  homePage('AT', t({ de: 'Startseite', en: 'Home', fr: 'Accueil' }), [
    'hero-spring',
    ...tiles,
    'media-text-serum',
    'module-slider-care-worlds',
    'large-category-sun',
    'product-slider-bestsellers',
    'large-category-gifts',
  ]);
  homePage('CH', t({ de: 'Startseite', en: 'Home', fr: 'Accueil' }), [
    'hero-alps',
    'media-text-swiss-delivery-de',
    'media-text-swiss-delivery-fr',
    ...tiles,
    'module-slider-care-worlds',
    'product-slider-bestsellers',
    'large-category-sun',
  ]);
  homePage('FR', t({ de: 'Startseite', en: 'Home', fr: 'Accueil' }), [
    'hero-paris',
    ...tiles,
    'media-text-serum',
    'module-slider-care-worlds',
    'product-slider-new',
    'large-category-gifts',
  ]);

  // Magazine: an overview whose articles carry their own pageContentInside (nested blocks, spec 2.6).
  const author = {
    authorName: v('Dr. Lena Hartmann'),
    authorPosition: t({ de: 'Dermatologin', en: 'Dermatologist', fr: 'Dermatologue' }),
    authorAsset: v(assetLink('author-lena')),
  };
  published(
    'magazine-skincare-routine',
    'magazinePage',
    {
      title: t({
        de: 'Die perfekte Pflegeroutine',
        en: 'The perfect skincare routine',
        fr: 'La routine de soin idéale',
      }),
      url: v('/magazin/pflegeroutine'),
      headline: t({
        de: 'Die perfekte Pflegeroutine: weniger ist mehr',
        en: 'The perfect skincare routine: less is more',
        fr: 'La routine de soin idéale\u00a0: moins, c’est mieux',
      }),
      description: t({
        de: 'Unsere Dermatologin erklärt, welche Schritte deine Haut wirklich braucht – und welche du dir sparen kannst.',
        en: 'Our dermatologist explains which steps your skin really needs, and which you can skip.',
        fr: 'Notre dermatologue explique les étapes dont votre peau a vraiment besoin, et celles dont elle peut se passer.',
      }),
      ...author,
      mediaDesktop: v(assetLink('magazine-routine')),
      mediaMobile: v(assetLink('magazine-routine')),
      altTextAsset: t({
        de: 'Pflegeprodukte auf Leinen',
        en: 'Skincare products on linen',
        fr: 'Produits de soin sur du lin',
      }),
      pageContentAbove: blocks('hero-spring'),
      pageContent: blocks(
        'media-text-routine-morning',
        'product-slider-bestsellers',
        'media-text-routine-evening',
      ),
      pageContentInside: blocks('media-text-serum', 'module-slider-care-worlds', 'category-teaser-1'),
      metaTitle: t({
        de: 'Pflegeroutine | Beauty-Magazin',
        en: 'Skincare routine | Beauty magazine',
        fr: 'Routine de soin | Magazine beauté',
      }),
    },
    { tags: ['magazine'] },
  );
  published(
    'magazine-sun-care',
    'magazinePage',
    {
      title: t({
        de: 'Sonnenschutz im Alltag',
        en: 'Everyday sun protection',
        fr: 'La protection solaire au quotidien',
      }),
      url: v('/magazin/sonnenschutz'),
      headline: t({
        de: 'Lichtschutz an jedem Tag – auch bei Wolken',
        en: 'Sun protection every day, even when it is cloudy',
        fr: 'Une protection solaire chaque jour, même par temps nuageux',
      }),
      description: t({
        de: 'UVA-Strahlen dringen durch Wolken und Fensterglas. Warum LSF 30 in jede Morgenroutine gehört.',
        en: 'UVA rays pass through clouds and window glass. Why SPF 30 belongs in every morning routine.',
        fr: 'Les UVA traversent les nuages et les vitres. Pourquoi un SPF 30 a sa place dans chaque routine du matin.',
      }),
      ...author,
      mediaDesktop: v(assetLink('magazine-sun')),
      mediaMobile: v(assetLink('magazine-sun')),
      altTextAsset: t({
        de: 'Sonnenhut und Sonnencreme',
        en: 'Sun hat and sunscreen',
        fr: 'Chapeau de soleil et crème solaire',
      }),
      pageContent: blocks('large-category-sun', 'product-slider-new'),
      pageContentInside: blocks('media-text-routine-morning', 'category-teaser-2'),
      metaTitle: t({
        de: 'Sonnenschutz | Beauty-Magazin',
        en: 'Sun protection | Beauty magazine',
        fr: 'Protection solaire | Magazine beauté',
      }),
    },
    { tags: ['magazine'] },
  );
  const articleTeaser = (id: string, url: string, image: string, headline: Texts, description: Texts) =>
    published(id, 'mediaTextTeaser', {
      internalDescription: v(`magazine teaser ${url}`),
      headline: t(headline),
      description: t(description),
      linkText: t({ de: 'Weiterlesen', en: 'Read more', fr: 'Lire la suite' }),
      url: v(url),
      asset: v(assetLink(image)),
      mediaPosition: v('left'),
    });
  articleTeaser(
    'media-text-magazine-routine',
    '/magazin/pflegeroutine',
    'magazine-routine',
    {
      de: 'Die perfekte Pflegeroutine: weniger ist mehr',
      en: 'The perfect skincare routine: less is more',
      fr: 'La routine de soin idéale\u00a0: moins, c’est mieux',
    },
    {
      de: 'Welche Schritte deine Haut wirklich braucht – erklärt von unserer Dermatologin.',
      en: 'Which steps your skin really needs, explained by our dermatologist.',
      fr: 'Les étapes dont votre peau a vraiment besoin, expliquées par notre dermatologue.',
    },
  );
  articleTeaser(
    'media-text-magazine-sun',
    '/magazin/sonnenschutz',
    'magazine-sun',
    {
      de: 'Lichtschutz an jedem Tag – auch bei Wolken',
      en: 'Sun protection every day, even when it is cloudy',
      fr: 'Une protection solaire chaque jour, même par temps nuageux',
    },
    {
      de: 'Warum LSF 30 in jede Morgenroutine gehört.',
      en: 'Why SPF 30 belongs in every morning routine.',
      fr: 'Pourquoi un SPF 30 a sa place dans chaque routine du matin.',
    },
  );
  published(
    'magazine-overview',
    'magazinePage',
    {
      title: t({ de: 'Beauty-Magazin', en: 'Beauty magazine', fr: 'Magazine beauté' }),
      url: v('/magazin'),
      headline: t({ de: 'Beauty-Magazin', en: 'Beauty magazine', fr: 'Magazine beauté' }),
      description: t({
        de: 'Wissen, Routinen und Lieblingsprodukte aus unserer Redaktion.',
        en: 'Know-how, routines and favourite products from our editors.',
        fr: 'Conseils, routines et produits favoris de notre rédaction.',
      }),
      pageContent: blocks(
        'media-text-magazine-routine',
        'media-text-magazine-sun',
        'product-slider-bestsellers',
      ),
      pageContentInside: blocks('media-text-newsletter'),
    },
    { tags: ['magazine'] },
  );

  published('error404page', 'errorPage', {
    title: t({ de: 'Seite nicht gefunden', en: 'Page not found', fr: 'Page introuvable' }),
    headline: t({
      de: 'Diese Seite gibt es leider nicht mehr',
      en: 'Sorry, this page no longer exists',
      fr: 'Désolé, cette page n’existe plus',
    }),
    description: t({
      de: 'Vielleicht findest du in unseren Bestsellern oder Pflegewelten etwas Schönes.',
      en: 'Perhaps you will find something lovely among our bestsellers or care worlds.',
      fr: 'Vous trouverez peut-être votre bonheur parmi nos meilleures ventes ou nos univers de soin.',
    }),
    pageContent: blocks(
      'category-teaser-1',
      'category-teaser-2',
      'category-teaser-3',
      'product-slider-bestsellers',
    ),
    metaTitle: t({ de: 'Seite nicht gefunden', en: 'Page not found', fr: 'Page introuvable' }),
  });

  for (const product of products.slice(0, 3)) {
    const howTo = `media-text-how-to-${product.productNumber}`.toLowerCase().replace(/[^a-z0-9-]/g, '-');
    published(howTo, 'mediaTextTeaser', {
      internalDescription: v(`how to use ${product.productNumber}`),
      headline: t({
        de: `So wendest du ${product.name} an`,
        en: `How to use ${product.name}`,
        fr: `Comment utiliser ${product.name}`,
      }),
      description: t({
        de: 'Morgens und abends eine kleine Menge auf die gereinigte Haut geben und sanft einklopfen.',
        en: 'Morning and evening, apply a small amount to cleansed skin and pat in gently.',
        fr: 'Matin et soir, appliquez une petite quantité sur la peau nettoyée et faites pénétrer en tapotant.',
      }),
      asset: v(assetLink('routine-morning')),
      mediaPosition: v('left'),
    });
    published(
      `product-page-${product.productNumber}`.toLowerCase().replace(/[^a-z0-9-]/g, '-'),
      'productPage',
      {
        sku: v(product.productNumber),
        title: v(product.name),
        pageContent: blocks(howTo, 'product-slider-bestsellers'),
      },
    );
  }
}
