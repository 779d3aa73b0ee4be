import type { CoreMessages } from './de';

export const en: CoreMessages = {
  'meta.siteName': 'Beautyshop',
  'meta.homeTitle': 'Beautyshop – skincare and cosmetics',
  'meta.homeDescription': 'Shop skincare, make-up and fragrances online.',
  'cms.componentNotFound': 'Component not found',
  'search.title': 'Search',
  'search.resultsFor': 'Results for “{query}”',
  'search.noResults': 'No products found.',
  'search.submit': 'Search',
  'seoIndex.title': 'All categories',
  'seoIndex.description': 'An overview of every category of the shop.',
};
