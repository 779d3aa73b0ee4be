import type { ConsentModel, ConsentTool } from '@beautyshop/tracking';
import { useLayoutEffect, useMemo } from 'react';
import type { Translate } from '../i18n/translate';
import { useTranslate } from '../locale/useLocale';
import { ConsentDialog, type ConsentDialogLabels } from './consentDialog/ConsentDialog';

function labelsOf(t: Translate): ConsentDialogLabels {
  const category = (name: string) => ({
    label: t(`consent.${name}`),
    description: t(`consent.${name}Description`),
  });
  return {
    title: t('consent.title'),
    description: t('consent.description'),
    acceptAll: t('consent.acceptAll'),
    denyAll: t('consent.denyAll'),
    settings: t('consent.settings'),
    save: t('consent.save'),
    close: t('consent.close'),
    alwaysOn: t('consent.alwaysOn'),
    categories: {
      necessary: category('necessary'),
      functional: category('functional'),
      statistics: category('statistics'),
      marketing: category('marketing'),
    },
  };
}

const NONE = { functional: false, marketing: false, statistics: false };

/**
 * The built-in consent dialog in the shopper's language, acting on the consent tool; before the tool has loaded
 * (`tool` undefined) the page's inline script answers its buttons (EARLY_CONSENT_SCRIPT).
 */
export default function ConsentDialogView({
  model,
  tool,
}: {
  model: ConsentModel;
  tool: ConsentTool | undefined;
}) {
  const t = useTranslate();
  const labels = useMemo(() => labelsOf(t), [t]);
  const { consent } = model;
  const choices = consent.status === 'given' ? consent.choices : NONE;
  // From this commit on the tool answers the dialog: its handlers are connected now, so the inline script can stop
  // (what the shopper did until now counts as done in the tool). Before the browser paints, so no click is lost.
  useLayoutEffect(() => {
    tool?.takeOverDialog?.();
  }, [tool]);
  return (
    <ConsentDialog
      view={model.dialog}
      choices={choices}
      labels={labels}
      onAcceptAll={() => tool?.decide({ type: 'acceptAll' })}
      onDenyAll={() => tool?.decide({ type: 'denyAll' })}
      onSave={(saved) => tool?.decide({ type: 'save', choices: saved })}
      onOpenSettings={() => tool?.openSettings()}
      onClose={() => tool?.closeDialog()}
    />
  );
}
