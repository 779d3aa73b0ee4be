type Tri = readonly [de: string, en: string, fr: string];

/** Review titles and texts by rating band (low 1–2, mid 3, high 4–5), per language. */
export const REVIEW_TEXTS: Record<'low' | 'mid' | 'high', readonly { title: Tri; content: Tri }[]> = {
  high: [
    {
      title: ['Mein neues Lieblingsprodukt', 'My new favourite', 'Mon nouveau chouchou'],
      content: [
        'Zieht schnell ein, duftet dezent und meine Haut fühlt sich den ganzen Tag gepflegt an. Kaufe ich wieder.',
        'Absorbs quickly, smells subtle and my skin feels cared for all day. Will buy again.',
        'Pénètre vite, parfum discret et ma peau reste confortable toute la journée. Je rachèterai.',
      ],
    },
    {
      title: ['Hält, was es verspricht', 'Does what it says', 'Tient ses promesses'],
      content: [
        'Nach zwei Wochen sehe ich einen deutlichen Unterschied. Die Verpackung ist hochwertig und ergiebig.',
        'After two weeks I can see a clear difference. Lovely packaging and it lasts a long time.',
        'Après deux semaines, la différence est nette. Bel emballage et très économique.',
      ],
    },
    {
      title: ['Sehr zu empfehlen', 'Highly recommended', 'Je recommande vivement'],
      content: [
        'Auch für meine empfindliche Haut bestens verträglich. Die Textur ist leicht und angenehm.',
        'Works well even for my sensitive skin. The texture is light and pleasant.',
        'Parfaitement toléré par ma peau sensible. La texture est légère et agréable.',
      ],
    },
  ],
  mid: [
    {
      title: ['Ganz gut, aber nicht perfekt', 'Good, not perfect', 'Bien, sans plus'],
      content: [
        'Die Wirkung ist in Ordnung, der Duft ist mir aber etwas zu stark.',
        'It works fine, but the scent is a little too strong for me.',
        'L’effet est correct, mais le parfum est un peu trop présent à mon goût.',
      ],
    },
    {
      title: ['Solide', 'Solid', 'Correct'],
      content: [
        'Macht, was es soll. Für den Preis hätte ich etwas mehr erwartet.',
        'Does the job. For the price I expected a little more.',
        'Fait le travail. Pour ce prix, j’en attendais un peu plus.',
      ],
    },
  ],
  low: [
    {
      title: ['Leider nichts für mich', 'Not for me, sadly', 'Pas pour moi'],
      content: [
        'Meine Haut hat leider mit Rötungen reagiert. Ich habe das Produkt zurückgegeben.',
        'Unfortunately my skin reacted with redness. I returned the product.',
        'Malheureusement ma peau a réagi par des rougeurs. J’ai retourné le produit.',
      ],
    },
    {
      title: ['Enttäuschend', 'Disappointing', 'Décevant'],
      content: [
        'Die Textur ist klebrig und zieht kaum ein. Schade.',
        'The texture is sticky and hardly absorbs. A pity.',
        'La texture est collante et pénètre à peine. Dommage.',
      ],
    },
  ],
};

export const REVIEWER_NAMES: readonly string[] = [
  'Anna K.',
  'Julia M.',
  'Sophie B.',
  'Lena W.',
  'Marie L.',
  'Claire D.',
  'Camille R.',
  'Emma S.',
  'Lukas H.',
  'Thomas F.',
  'Nicolas P.',
  'Laura G.',
  'Mia T.',
  'Chloé V.',
  'Hannah N.',
  'Paul E.',
];
