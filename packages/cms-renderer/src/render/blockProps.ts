import type { ComponentType, ReactNode } from 'react';
import type { CmsEntry } from '../entry/cmsEntry';
import type { Platform } from '../filter/filterEntries';
import type { CmsLabels } from './labels';

/**
 * A product as a product slider shows it (ui ProductCard and Price); the app maps Store API products to this, so
 * cms-renderer needs no Store API client.
 */
export interface ProductTile {
  id: string;
  name: string;
  /** Product detail URL (SEO URL). */
  href: string;
  manufacturer?: string;
  image?: {
    alt: string;
    /** `cover.media.url`. */
    src?: string;
    /** `cover.media.thumbnails`. */
    thumbnails?: readonly { width: number; url: string }[];
  };
  /** `calculatedPrice.unitPrice`; no price is shown without it and `currency`. */
  unitPrice?: number;
  /** `calculatedPrice.listPrice.price`, struck through when above unitPrice. */
  listPrice?: number;
  /** `calculatedPrice.listPrice.percentage`, the discount badge beside a reduced price. */
  percentage?: number;
  /**
   * `calculatedPrice.regulationPrice.price` beside a reduced price: the lowest price of the last 30 days, which
   * EU price rules require next to it; the app's `renderPrice` shows it.
   */
  lowestPrice30Days?: number;
  /** ISO 4217 code of the context currency (EUR, CHF). */
  currency?: string;
  /** Spec 3: the product's badges (sale, new, bestseller, ...) in the page's language, shown over the image. */
  badges?: readonly string[];
}

export interface ProductRequest {
  productIds: string[];
  productNumbers: string[];
}

/**
 * The app's price of a slider product: its Price in the page's language with the notices the shop's law asks
 * beside every price (tax and shipping, the lowest price of the last 30 days). Without it a bare ui Price shows.
 */
export type RenderProductPrice = (product: ProductTile) => ReactNode;

/** Synchronous on purpose: server rendering is one pass, so the app loads products in its loader first. */
export type ProductLookup = (request: ProductRequest) => ProductTile[];

export interface BlockSeen {
  type: string;
  entry: CmsEntry;
}

export interface BlockContext {
  locale: string;
  platform: Platform;
  /** Inside a magazine page (spec 2.6 column rule). */
  magazine: boolean;
  labels: CmsLabels;
  products: ProductLookup | undefined;
  renderPrice: RenderProductPrice | undefined;
  /** Called once per block when it first becomes fully visible (spec 4, threshold 1). */
  onBlockSeen: ((seen: BlockSeen) => void) | undefined;
  /** Renders nested blocks (a module slider's modules) with the same registry and rules. */
  renderBlocks: (blocks: readonly unknown[]) => ReactNode;
}

export interface BlockProps {
  entry: CmsEntry;
  /** Position in its list, from 0. */
  position: number;
  /** The first hero of the page: its image loads eagerly with high fetch priority. */
  priority: boolean;
  context: BlockContext;
}

export type BlockComponent = ComponentType<BlockProps>;
