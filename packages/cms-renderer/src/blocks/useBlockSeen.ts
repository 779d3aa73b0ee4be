import { useRef } from 'react';
import type { CmsEntry } from '../entry/cmsEntry';
import type { BlockContext } from '../render/blockProps';
import { useFullyVisible } from '../tracking/useFullyVisible';

/** A ref for the block's root element that reports the block once when it is first fully visible. */
export function useBlockSeen<T extends Element>(type: string, entry: CmsEntry, context: BlockContext) {
  const ref = useRef<T>(null);
  const { onBlockSeen } = context;
  useFullyVisible(ref, onBlockSeen ? () => onBlockSeen({ type, entry }) : undefined);
  return ref;
}
