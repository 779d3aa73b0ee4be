import type { BlockSeen } from '@beautyshop/cms-renderer';
import { usePromotionViews } from '@beautyshop/tracking/react';
import { useCallback } from 'react';

/** The content renderer's block-seen callback, as spec 4 promotion views (internal description from the entry). */
export function usePromotionBlockSeen(): (seen: BlockSeen) => void {
  const report = usePromotionViews();
  return useCallback(
    ({ type, entry }: BlockSeen) => {
      const description = entry.fields?.internalDescription;
      report({
        type,
        entryId: entry.sys.id,
        internalDescription: typeof description === 'string' ? description : undefined,
      });
    },
    [report],
  );
}
