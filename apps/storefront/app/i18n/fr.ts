import type { CoreMessages } from './de';

export const fr: CoreMessages = {
  'meta.siteName': 'Beautyshop',
  'meta.homeTitle': 'Beautyshop – soins et cosmétiques',
  'meta.homeDescription': 'Achetez soins, maquillage et parfums en ligne.',
  'cms.componentNotFound': 'Composant introuvable',
  'search.title': 'Recherche',
  'search.resultsFor': 'Résultats pour «\u00a0{query}\u00a0»',
  'search.noResults': 'Aucun produit trouvé.',
  'search.submit': 'Rechercher',
  'seoIndex.title': 'Toutes les catégories',
  'seoIndex.description': 'Vue d’ensemble de toutes les catégories de la boutique.',
};
