import { lazy, Suspense, useEffect, useState } from 'react';
import { onAppManifestUpdate } from '../../build/appManifestUpdate';
import { useTranslate } from '../../locale/useLocale';
import styles from './NewBuildBanner.module.css';

// The banner itself loads when a new build is out, which most visits never see: every page's first load
// carries only the live region and the check.
const UpdateBanner = lazy(() => import('./NewBuildBannerView'));

/**
 * Spec 4 build check: when the app manifest update event names a new build, a quiet banner offers a reload. The
 * polite live region is always in the page, so screen readers announce the banner when it appears; 'Later' hides
 * it until a still newer build is out.
 */
export function NewBuildBanner({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const t = useTranslate();
  const [build, setBuild] = useState<{ id: string; state: 'shown' | 'dismissed' } | undefined>(undefined);
  useEffect(() => onAppManifestUpdate(window, (id) => setBuild({ id, state: 'shown' })), []);
  return (
    <div role="status" className={styles.region}>
      {build?.state === 'shown' ? (
        <Suspense fallback={null}>
          <UpdateBanner
            label={t('buildUpdate.label')}
            message={t('buildUpdate.message')}
            reloadLabel={t('buildUpdate.reload')}
            onReload={reload}
            dismissLabel={t('buildUpdate.dismiss')}
            onDismiss={() => setBuild({ id: build.id, state: 'dismissed' })}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
