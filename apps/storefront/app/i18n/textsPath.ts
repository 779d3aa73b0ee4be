/**
 * The path segment under a locale's prefix where its texts are served (routes/texts.ts): an underscore, so no
 * category's SEO path can be taken for it.
 */
export const TEXTS_PATH = '_texts';
