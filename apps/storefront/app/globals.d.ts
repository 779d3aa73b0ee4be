declare const __BUILD_ID__: string;

/** Built by scripts/lazyViewAssetsPlugin.ts; read it through app/server/lazyViewAssets.server.ts. */
declare module 'virtual:beautyshop/lazy-view-assets' {
  export const lazyViewAssets: Readonly<
    Partial<Record<string, { scripts: readonly string[]; styles: readonly string[] }>>
  >;
}
