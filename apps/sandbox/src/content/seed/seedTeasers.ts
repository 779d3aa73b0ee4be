import type { SeedEntryWriter } from './seedEntryWriter.js';
import { assetLink, blocks, categoryUrlOf } from './seedEntryWriter.js';
import { t, v } from './seedLocales.js';

/** The teaser blocks the pages link: heroes, tiles, stories, sliders, and the spec 2.6 / 5 special cases. */
export function seedTeasers({
  add,
  published,
  category,
  categoryAbout,
  bestsellers,
  newcomers,
}: SeedEntryWriter): void {
  // Category tiles reused on every home page and on the 404 page, each with the picture of its world (a make-up
  // tile shows lipsticks, a fragrance tile flacons); a world without its own picture takes one by position.
  const tileImages = ['category-face', 'category-body', 'category-makeup', 'category-hair'];
  const worldImages: readonly [RegExp, string][] = [
    [/make-?up/i, 'category-makeup'],
    [/duft|düfte|parfum/i, 'category-fragrance'],
    [/haar/i, 'category-hair'],
    [/körper|body/i, 'category-body'],
    [/haut|gesicht|pflege/i, 'category-face'],
  ];
  const imageOf = (name: string, i: number) =>
    worldImages.find(([pattern]) => pattern.test(name))?.[1] ?? tileImages[i] ?? 'category-face';
  tileImages.forEach((_, i) => {
    const c = category(i);
    const image = imageOf(c.name, i);
    published(`category-teaser-${i + 1}`, 'categoryTeaser', {
      internalDescription: v(`category tile ${i + 1}: ${c.name}`),
      // Titled in each language as an editor would (the shop shows the entry's title, not the category's name).
      title: t({ de: c.name, en: c.names?.en ?? c.name, fr: c.names?.fr ?? c.name }),
      categoryId: v(c.id),
      url: categoryUrlOf(c),
      asset: v(assetLink(image)),
    });
  });

  published(
    'hero-spring',
    'heroTeaser',
    {
      internalDescription: v('home hero spring 2026'),
      headline: t({
        de: 'Frühlingsfrische für deine Haut',
        en: 'Spring freshness for your skin',
        fr: 'Un souffle de printemps pour votre peau',
        at: 'Servus Frühling: Pflege für strahlende Haut',
      }),
      subline: t({
        de: 'Leichte Texturen, ein strahlender Teint: unsere neue Pflegeauswahl für die ersten warmen Tage.',
        en: 'Light textures and a radiant complexion: our new skincare edit for the first warm days.',
        fr: 'Textures légères, teint éclatant\u00a0: notre nouvelle sélection de soins pour les premiers beaux jours.',
      }),
      linkText: t({ de: 'Jetzt entdecken', en: 'Discover now', fr: 'Découvrir' }),
      url: categoryUrlOf(categoryAbout(['Gesicht', 'Hautpflege'], 0)),
      mediaDesktop: v(assetLink('hero-spring-desktop')),
      mediaMobile: v(assetLink('hero-spring-mobile')),
      altTextAsset: t({
        de: 'Cremes und Seren im Morgenlicht auf einem hellen Waschtisch',
        en: 'Creams and serums in the morning light on a pale washstand',
        fr: 'Crèmes et sérums dans la lumière du matin sur une vasque claire',
      }),
    },
    {
      tags: ['campaignSpring'],
      draftChanges: {
        headline: t({
          de: 'Frühlingsfrische für deine Haut – jetzt mit 20 % Rabatt',
          en: 'Spring freshness for your skin – now 20% off',
          fr: 'Un souffle de printemps pour votre peau – maintenant à -20\u00a0%',
        }),
      },
    },
  );
  published('hero-alps', 'heroTeaser', {
    internalDescription: v('home hero switzerland'),
    headline: t({
      de: 'Reine Pflege aus den Alpen',
      en: 'Pure care from the Alps',
      fr: 'Des soins purs venus des Alpes',
      ch: 'Reine Pflege aus den Alpen – schnell geliefert in die ganze Schweiz',
      frCh: 'Des soins purs venus des Alpes, livrés dans toute la Suisse',
    }),
    subline: t({
      de: 'Edelweiß, Gletscherwasser und Bergkräuter für widerstandsfähige Haut.',
      en: 'Edelweiss, glacier water and mountain herbs for resilient skin.',
      fr: 'Edelweiss, eau de glacier et plantes de montagne pour une peau plus résistante.',
    }),
    linkText: t({
      de: 'Alpenpflege entdecken',
      en: 'Discover alpine care',
      fr: 'Découvrir les soins alpins',
    }),
    url: categoryUrlOf(categoryAbout(['Hautpflege', 'Gesicht'], 0)),
    mediaDesktop: v(assetLink('hero-alps-desktop')),
    mediaMobile: v(assetLink('hero-alps-mobile')),
    altTextAsset: t({
      de: 'Pflegeflaschen vor einem verschneiten Gipfel',
      en: 'Skincare bottles in front of a snowy peak',
      fr: 'Flacons de soin devant un sommet enneigé',
    }),
  });

  published('hero-paris', 'heroTeaser', {
    internalDescription: v('home hero france'),
    headline: t({
      de: 'Die Kunst des Duftes',
      en: 'The art of fragrance',
      fr: 'L’art du parfum',
    }),
    subline: t({
      de: 'Zeitlose Klassiker und neue Lieblingsdüfte, ausgewählt in Paris.',
      en: 'Timeless classics and new favourite scents, chosen in Paris.',
      fr: 'Des classiques intemporels et de nouveaux parfums coups de cœur, choisis à Paris.',
    }),
    linkText: t({ de: 'Düfte entdecken', en: 'Explore fragrances', fr: 'Explorer les parfums' }),
    url: categoryUrlOf(categoryAbout(['Düfte', 'Duft', 'Parfum'], 2)),
    mediaDesktop: v(assetLink('hero-paris-desktop')),
    mediaMobile: v(assetLink('hero-paris-mobile')),
    altTextAsset: t({
      de: 'Parfumflakons auf einer Marmorplatte',
      en: 'Perfume bottles on a marble slab',
      fr: 'Flacons de parfum sur une plaque de marbre',
    }),
  });

  published('media-text-serum', 'mediaTextTeaser', {
    internalDescription: v('vitamin c serum story'),
    headline: t({
      de: 'Das Geheimnis strahlender Haut',
      en: 'The secret of radiant skin',
      fr: 'Le secret d’une peau lumineuse',
    }),
    description: t({
      de: 'Vitamin C schützt vor freien Radikalen, mildert Pigmentflecken und schenkt müder Haut neue Frische. Drei Tropfen am Morgen genügen.',
      en: 'Vitamin C shields against free radicals, softens pigmentation and brings new freshness to tired skin. Three drops each morning are all it takes.',
      fr: 'La vitamine C protège des radicaux libres, atténue les taches pigmentaires et redonne de l’éclat aux peaux fatiguées. Trois gouttes le matin suffisent.',
    }),
    linkText: t({ de: 'Zu den Seren', en: 'Shop serums', fr: 'Voir les sérums' }),
    url: categoryUrlOf(categoryAbout(['Serum', 'Seren', 'Gesicht', 'Hautpflege'], 1)),
    asset: v(assetLink('serum-vitamin-c')),
    mediaPosition: v('right'),
  });

  published('media-text-routine-morning', 'mediaTextTeaser', {
    internalDescription: v('routine morning'),
    headline: t({
      de: 'Deine Morgenroutine in drei Schritten',
      en: 'Your morning routine in three steps',
      fr: 'Votre routine du matin en trois étapes',
    }),
    description: t({
      de: 'Sanft reinigen, mit Serum versorgen, mit Lichtschutz abschließen – so startet deine Haut geschützt in den Tag.',
      en: 'Cleanse gently, treat with a serum and finish with sun protection, so your skin starts the day protected.',
      fr: 'Nettoyer en douceur, nourrir avec un sérum, terminer par une protection solaire\u00a0: votre peau commence la journée protégée.',
    }),
    linkText: t({ de: 'Routine ansehen', en: 'See the routine', fr: 'Voir la routine' }),
    url: categoryUrlOf(categoryAbout(['Reinigung', 'Gesicht', 'Hautpflege'], 0)),
    asset: v(assetLink('routine-morning')),
    mediaPosition: v('left'),
  });

  published('media-text-routine-evening', 'mediaTextTeaser', {
    internalDescription: v('routine evening'),
    headline: t({
      de: 'Abendpflege, die nachwirkt',
      en: 'Evening care that works overnight',
      fr: 'Un soin du soir qui agit toute la nuit',
    }),
    description: t({
      de: 'Über Nacht regeneriert sich die Haut am stärksten. Reichhaltige Cremes und Retinol unterstützen sie dabei.',
      en: 'Skin regenerates most at night. Rich creams and retinol help it along.',
      fr: 'La peau se régénère surtout la nuit. Les crèmes riches et le rétinol l’accompagnent.',
    }),
    linkText: t({
      de: 'Nachtpflege entdecken',
      en: 'Discover night care',
      fr: 'Découvrir les soins de nuit',
    }),
    url: categoryUrlOf(categoryAbout(['Nacht', 'Gesicht', 'Hautpflege'], 1)),
    asset: v(assetLink('routine-evening')),
    mediaPosition: v('right'),
  });

  published('module-slider-care-worlds', 'moduleSlider', {
    internalDescription: v('care worlds slider'),
    title: t({ de: 'Unsere Pflegewelten', en: 'Our worlds of care', fr: 'Nos univers de soin' }),
    modules: blocks('media-text-routine-morning', 'media-text-routine-evening', 'media-text-serum'),
  });

  published('large-category-sun', 'largeCategoryTeaser', {
    internalDescription: v('home large teaser sun care'),
    headline: t({
      de: 'Sonnenschutz, der sich gut anfühlt',
      en: 'Sun protection that feels good',
      fr: 'Une protection solaire agréable à porter',
    }),
    subline: t({
      de: 'Leicht, unsichtbar, wasserfest – für jeden Hauttyp.',
      en: 'Light, invisible and water-resistant, for every skin type.',
      fr: 'Légère, invisible et résistante à l’eau, pour tous les types de peau.',
    }),
    categoryId: v(categoryAbout(['Sonne', 'Sonnenschutz', 'Körper'], 1).id),
    url: categoryUrlOf(categoryAbout(['Sonne', 'Sonnenschutz', 'Körper'], 1)),
    mediaDesktop: v(assetLink('sun-care-desktop')),
    mediaMobile: v(assetLink('sun-care-mobile')),
    altTextAsset: t({
      de: 'Sonnencreme im Sand',
      en: 'Sunscreen in the sand',
      fr: 'Crème solaire dans le sable',
    }),
  });

  published('large-category-gifts', 'largeCategoryTeaser', {
    internalDescription: v('home large teaser gift sets'),
    headline: t({
      de: 'Schöne Geschenke für liebe Menschen',
      en: 'Beautiful gifts for the people you love',
      fr: 'De beaux cadeaux pour ceux que vous aimez',
    }),
    subline: t({
      de: 'Pflegesets, liebevoll verpackt und versandfertig.',
      en: 'Care sets, lovingly wrapped and ready to send.',
      fr: 'Des coffrets de soin joliment emballés, prêts à offrir.',
    }),
    categoryId: v(categoryAbout(['Geschenk', 'Sets', 'Düfte'], 3).id),
    url: categoryUrlOf(categoryAbout(['Geschenk', 'Sets', 'Düfte'], 3)),
    mediaDesktop: v(assetLink('gifts-desktop')),
    mediaMobile: v(assetLink('gifts-mobile')),
    altTextAsset: t({
      de: 'Geschenksets mit Satinschleifen',
      en: 'Gift sets with satin ribbons',
      fr: 'Coffrets cadeaux avec rubans de satin',
    }),
  });

  published('product-slider-bestsellers', 'productSlider', {
    internalDescription: v('bestsellers'),
    title: t({ de: 'Unsere Bestseller', en: 'Our bestsellers', fr: 'Nos meilleures ventes' }),
    productIds: v(bestsellers.map((p) => p.id)),
    productNumbers: v(bestsellers.map((p) => p.productNumber)),
  });

  published('product-slider-new', 'productSlider', {
    internalDescription: v('new arrivals'),
    title: t({ de: 'Neu eingetroffen', en: 'New arrivals', fr: 'Nouveautés' }),
    productIds: v(newcomers.map((p) => p.id)),
    productNumbers: v(newcomers.map((p) => p.productNumber)),
  });

  // Spec 5: dropped for every web page (visibility 'app only', written loosely on purpose: trimmed, any case).
  published('media-text-app-offer', 'mediaTextTeaser', {
    internalDescription: v('app exclusive offer'),
    headline: t({
      de: 'Exklusiv in der App: 10 % auf deine erste Bestellung',
      en: 'App exclusive: 10% off your first order',
      fr: 'Exclusivité appli\u00a0: -10\u00a0% sur votre première commande',
    }),
    description: t({
      de: 'Lade unsere App und sichere dir deinen Willkommensvorteil.',
      en: 'Download our app and claim your welcome offer.',
      fr: 'Téléchargez notre application et profitez de votre avantage de bienvenue.',
    }),
    asset: v(assetLink('app-teaser')),
    mediaPosition: v('left'),
    visibility: v('  App Only '),
  });

  published('category-teaser-app-news', 'categoryTeaser', {
    internalDescription: v('app news tile'),
    title: t({ de: 'Neu in der App', en: 'New in the app', fr: 'Nouveau dans l’appli' }),
    categoryId: v(category(2).id),
    url: categoryUrlOf(category(2)),
    asset: v(assetLink('app-teaser')),
    showIn: v(['app']),
  });

  published('media-text-newsletter', 'mediaTextTeaser', {
    internalDescription: v('newsletter sign-up web'),
    headline: t({
      de: 'Schönheit im Postfach',
      en: 'Beauty in your inbox',
      fr: 'La beauté dans votre boîte mail',
    }),
    description: t({
      de: 'Pflegetipps, Neuheiten und exklusive Angebote – einmal pro Woche, jederzeit abbestellbar.',
      en: 'Skincare tips, new arrivals and exclusive offers, once a week. Unsubscribe at any time.',
      fr: 'Conseils beauté, nouveautés et offres exclusives, une fois par semaine. Désinscription à tout moment.',
    }),
    // No link yet: the shop has no newsletter pages (spec 2.2 /newsletter/...) until the account issue builds
    // them, and a teaser must not send shoppers to a 404.
    asset: v(assetLink('newsletter')),
    mediaPosition: v('right'),
    showIn: v(['web']),
  });

  published('media-text-swiss-delivery-de', 'mediaTextTeaser', {
    internalDescription: v('swiss free delivery de-ch'),
    headline: t({
      de: 'Gratisversand in die ganze Schweiz ab CHF 69',
      en: 'Free delivery across Switzerland from CHF 69',
      fr: 'Livraison offerte dans toute la Suisse dès CHF 69',
    }),
    description: t({
      de: 'Bestellt bis 16 Uhr, morgen bei dir – mit der Schweizerischen Post.',
      en: 'Order by 4 pm and it arrives tomorrow with Swiss Post.',
      fr: 'Commandé avant 16 h, livré demain par La Poste suisse.',
    }),
    asset: v(assetLink('swiss-delivery')),
    mediaPosition: v('left'),
    showIn: v(['de-ch']),
  });

  published('media-text-swiss-delivery-fr', 'mediaTextTeaser', {
    internalDescription: v('swiss free delivery fr-ch'),
    headline: t({
      de: 'Gratisversand in die ganze Schweiz ab CHF 69',
      en: 'Free delivery across Switzerland from CHF 69',
      fr: 'Livraison offerte dans toute la Suisse dès CHF 69',
    }),
    description: t({
      de: 'Bestellt bis 16 Uhr, morgen bei dir – mit der Schweizerischen Post.',
      en: 'Order by 4 pm and it arrives tomorrow with Swiss Post.',
      fr: 'Commandé avant 16 h, livré demain par La Poste suisse.',
    }),
    asset: v(assetLink('swiss-delivery')),
    mediaPosition: v('left'),
    showIn: v(['fr-ch']),
  });

  // Spec 2.6: a published block of a type the shop does not know renders as a placeholder naming the type.
  published('beauty-quiz-skin-type', 'beautyQuiz', {
    title: t({
      de: 'Welcher Hauttyp bist du?',
      en: 'What is your skin type?',
      fr: 'Quel est votre type de peau\u00a0?',
    }),
    question: t({
      de: 'Wie fühlt sich deine Haut am Nachmittag an?',
      en: 'How does your skin feel in the afternoon?',
      fr: 'Comment se sent votre peau l’après-midi\u00a0?',
    }),
    answers: v(['dry', 'combination', 'oily', 'sensitive']),
  });

  add({
    id: 'media-text-advent-draft',
    contentType: 'mediaTextTeaser',
    status: 'draft',
    fields: {
      internalDescription: v('advent calendar 2026 (draft)'),
      headline: t({
        de: 'Der Adventskalender 2026 ist da',
        en: 'The 2026 advent calendar has arrived',
        fr: 'Le calendrier de l’Avent 2026 est arrivé',
      }),
      description: t({
        de: '24 Lieblingsprodukte in Originalgröße – nur solange der Vorrat reicht.',
        en: '24 full-size favourites, while stocks last.',
        fr: '24 produits favoris en taille réelle, dans la limite des stocks disponibles.',
      }),
      asset: v(assetLink('advent-calendar')),
      mediaPosition: v('right'),
    },
  });
}
