import type { BlockComponent } from '../render/blockProps';
import type { BlockRegistry } from '../render/blockRegistry';
import { createBlockRegistry } from '../render/blockRegistry';
import { CategoryTeaser } from './CategoryTeaser';
import { HeroTeaser } from './HeroTeaser';
import { LargeCategoryTeaser } from './LargeCategoryTeaser';
import { MediaTextTeaser } from './MediaTextTeaser';
import { ModuleSlider } from './ModuleSlider';
import { ProductSlider } from './ProductSlider';

/** The six block types of spec 2.6, keyed by Contentful content type id. */
export const defaultBlocks: Readonly<Record<string, BlockComponent>> = {
  heroTeaser: HeroTeaser,
  categoryTeaser: CategoryTeaser,
  mediaTextTeaser: MediaTextTeaser,
  moduleSlider: ModuleSlider,
  largeCategoryTeaser: LargeCategoryTeaser,
  productSlider: ProductSlider,
};

/** A registry of the default blocks, to extend with register() or adapt with override(). */
export const createDefaultBlockRegistry = (): BlockRegistry => createBlockRegistry(defaultBlocks);
