import type { CoreMessages } from './de';

export const en: CoreMessages = {
  'meta.siteName': 'Beautyshop',
  'meta.homeTitle': 'Beautyshop – skincare and cosmetics',
  'meta.homeDescription': 'Shop skincare, make-up and fragrances online.',
  'error.label': 'Error',
  'error.goHome': 'Go back home',
  'error.notFoundTitle': 'Page Not Found',
  'error.notFoundDescription': 'The page {path} does not exist (any more).',
  'error.message404': 'Sorry, we could not find this page.',
  'error.message408': 'The request took too long. Please try again.',
  'error.malformedPath':
    'This address is not written correctly. Please check the link or start from the home page.',
  'error.message500': 'Something went wrong. We are on it.',
  'error.message502': 'The shop cannot be reached right now. Please try again in a moment.',
  'error.message503': 'The shop is under maintenance. Please come back soon.',
  'cms.componentNotFound': 'Component not found',
  'search.title': 'Search',
  'search.resultsFor': 'Results for “{query}”',
  'search.noResults': 'No products found.',
  'search.submit': 'Search',
  'seoIndex.title': 'All categories',
  'seoIndex.description': 'An overview of every category of the shop.',
};
