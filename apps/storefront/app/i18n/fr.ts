import type { CoreMessages } from './de';

export const fr: CoreMessages = {
  'meta.siteName': 'Beautyshop',
  'meta.homeTitle': 'Beautyshop – soins et cosmétiques',
  'meta.homeDescription': 'Achetez soins, maquillage et parfums en ligne.',
  'error.label': 'Erreur',
  'error.goHome': 'Retour à l’accueil',
  'error.notFoundTitle': 'Page introuvable',
  'error.notFoundDescription': 'La page {path} n’existe pas (ou plus).',
  'error.message404': 'Désolé, nous n’avons pas trouvé cette page.',
  'error.message408': 'La requête a pris trop de temps. Veuillez réessayer.',
  'error.malformedPath': 'Cette adresse est mal écrite. Vérifiez le lien ou repartez de la page d’accueil.',
  'error.message500': 'Une erreur s’est produite. Nous nous en occupons.',
  'error.message502': 'La boutique est momentanément inaccessible. Veuillez réessayer dans un instant.',
  'error.message503': 'La boutique est en maintenance. Revenez bientôt.',
  'cms.componentNotFound': 'Composant introuvable',
  'search.title': 'Recherche',
  'search.resultsFor': 'Résultats pour «\u00a0{query}\u00a0»',
  'search.noResults': 'Aucun produit trouvé.',
  'search.submit': 'Rechercher',
  'seoIndex.title': 'Toutes les catégories',
  'seoIndex.description': 'Vue d’ensemble de toutes les catégories de la boutique.',
};
