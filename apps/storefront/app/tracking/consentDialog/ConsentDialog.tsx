import { EARLY_CONSENT_ATTRIBUTE } from '@beautyshop/tracking/react';
import { Button, Checkbox, Modal } from '@beautyshop/ui';
import { useEffect, useId, useState } from 'react';

/** The categories a shopper chooses; necessary is always on and shown as such. */
export type ConsentDialogCategory = 'functional' | 'marketing' | 'statistics';
export type ConsentDialogChoices = Readonly<Record<ConsentDialogCategory, boolean>>;

export interface ConsentDialogLabels {
  title: string;
  description: string;
  acceptAll: string;
  denyAll: string;
  /** Opens the choice per category. */
  settings: string;
  /** Saves the choice per category. */
  save: string;
  close: string;
  /** Category names and one line each on what they allow. */
  categories: Readonly<Record<ConsentDialogCategory | 'necessary', { label: string; description: string }>>;
  /** Shown beside necessary, which cannot be switched off, with its punctuation (French puts a space before a colon). */
  alwaysOn: string;
}

export interface ConsentDialogProps {
  /** `banner`: the three choices; `settings`: a checkbox per category; `closed`: nothing shown. */
  view: 'closed' | 'banner' | 'settings';
  /** The choice shown when the settings open (the stored one, or all off). */
  choices: ConsentDialogChoices;
  labels: ConsentDialogLabels;
  onAcceptAll: () => void;
  onDenyAll: () => void;
  onSave: (choices: ConsentDialogChoices) => void;
  onOpenSettings: () => void;
  /** Closed without a choice (Escape, close button): nothing beyond necessary is allowed. */
  onClose: () => void;
}

const CATEGORIES: readonly ConsentDialogCategory[] = ['functional', 'statistics', 'marketing'];

/**
 * The consent dialog (GDPR, TTDSG): a modal with accept all and deny all as equal choices, and the settings per
 * category. Deny all is as easy to reach as accept all, so neither is styled as the primary action. It is composed
 * here of the ui Modal, Checkbox and Button (which every page loads anyway) for the shop's own consent tool.
 * The buttons carry their action for the page's inline script, which answers them until the tool has loaded.
 */
export function ConsentDialog({
  view,
  choices,
  labels,
  onAcceptAll,
  onDenyAll,
  onSave,
  onOpenSettings,
  onClose,
}: ConsentDialogProps) {
  const id = useId();
  const [draft, setDraft] = useState(choices);
  // A reopened dialog starts from the stored choice, not from a draft left unsaved.
  useEffect(() => {
    if (view === 'settings') setDraft(choices);
  }, [view, choices]);
  return (
    <Modal
      open={view !== 'closed'}
      onClose={onClose}
      title={labels.title}
      description={labels.description}
      closeLabel={labels.close}
      // The settings' three choices (save, deny all, accept all) do not fit on one line of the narrower dialog.
      size={view === 'settings' ? 'lg' : 'md'}
      footer={
        // data-consent-dialog: clicks here are choices, not page interactions (CONSENT_DIALOG_ATTRIBUTE, spec 4).
        <div className="consent-dialog-actions" data-consent-dialog="">
          {view === 'settings' ? (
            <Button variant="secondary" onClick={() => onSave(draft)}>
              {labels.save}
            </Button>
          ) : (
            <Button variant="ghost" onClick={onOpenSettings} {...{ [EARLY_CONSENT_ATTRIBUTE]: 'settings' }}>
              {labels.settings}
            </Button>
          )}
          <Button variant="secondary" onClick={onDenyAll} {...{ [EARLY_CONSENT_ATTRIBUTE]: 'denyAll' }}>
            {labels.denyAll}
          </Button>
          <Button variant="secondary" onClick={onAcceptAll} {...{ [EARLY_CONSENT_ATTRIBUTE]: 'acceptAll' }}>
            {labels.acceptAll}
          </Button>
        </div>
      }
    >
      {view === 'settings' ? (
        <fieldset
          className="consent-dialog-categories"
          data-consent-dialog=""
          aria-describedby={`${id}-necessary`}
        >
          <legend className="consent-dialog-legend">{labels.settings}</legend>
          <p id={`${id}-necessary`} className="consent-dialog-necessary">
            <strong>{labels.categories.necessary.label}</strong> {labels.alwaysOn}{' '}
            {labels.categories.necessary.description}
          </p>
          {CATEGORIES.map((category) => (
            <Checkbox
              key={category}
              name={category}
              label={labels.categories[category].label}
              description={labels.categories[category].description}
              checked={draft[category]}
              onChange={(event) => setDraft({ ...draft, [category]: event.currentTarget.checked })}
            />
          ))}
        </fieldset>
      ) : null}
    </Modal>
  );
}
