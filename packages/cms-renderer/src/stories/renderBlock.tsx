import { createDefaultBlockRegistry } from '../blocks/defaultBlocks';
import type { BlockSeen } from '../render/blockProps';
import { CmsBlocks } from '../render/CmsBlocks';
import { products } from './fixtures';

const registry = createDefaultBlockRegistry();

/** Stories render blocks the way a page does: through CmsBlocks and the default registry. */
export function BlockStory(props: {
  blocks: unknown[];
  locale?: string;
  magazine?: boolean;
  onBlockSeen?: (seen: BlockSeen) => void;
}) {
  return (
    <main>
      <CmsBlocks
        registry={registry}
        locale={props.locale ?? 'de-de'}
        blocks={props.blocks}
        magazine={props.magazine ?? false}
        products={products}
        {...(props.onBlockSeen ? { onBlockSeen: props.onBlockSeen } : {})}
      />
    </main>
  );
}
