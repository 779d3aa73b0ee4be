import { useFullyVisible } from '@beautyshop/tracking/react';
import { useRef } from 'react';
import type { CmsEntry } from '../entry/cmsEntry';
import type { BlockContext } from '../render/blockProps';

/**
 * A ref for the block's root element that reports the block once when it is first fully visible (spec 4). The
 * renderer only reports; which views count as promotion views is `@beautyshop/tracking`'s rule.
 */
export function useBlockSeen<T extends Element>(type: string, entry: CmsEntry, context: BlockContext) {
  const ref = useRef<T>(null);
  const { onBlockSeen } = context;
  useFullyVisible(ref, onBlockSeen ? () => onBlockSeen({ type, entry }) : undefined);
  return ref;
}
