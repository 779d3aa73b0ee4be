import { type FormAs, type FormNotice, LoginForm } from '@beautyshop/ui';
import { useEffect, useRef } from 'react';
import { localePath } from '../../locale/fromPath';
import { useLocale, useTranslate } from '../../locale/useLocale';
import { loginLabels, validationLabels } from '../account/accountLabels';

export interface HeaderLoginFormProps {
  /** The page to come back to after the login. */
  redirectTo: string;
  email: string | undefined;
  notice: FormNotice | undefined;
  submitting: boolean;
  formAs: FormAs;
}

/**
 * The login form of the header's account flyout, in its own chunk: the flyout shows it only once opened, so its
 * form and texts load on demand (AccountEntry). Arriving after the panel opened, it takes the focus the panel
 * would have given its first field.
 */
export default function HeaderLoginForm({
  redirectTo,
  email,
  notice,
  submitting,
  formAs,
}: HeaderLoginFormProps) {
  const t = useTranslate();
  const { locale } = useLocale();
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const panel = frame.current?.closest('dialog');
    // An empty panel's dialog focused its first control (the close button); a field the shopper already chose
    // (there is none before the form) keeps the focus.
    const active = document.activeElement;
    const inField =
      active !== null && panel?.contains(active) === true && active.matches('input, select, textarea');
    if (panel?.open && !inField) {
      frame.current?.querySelector<HTMLElement>('input:not([type="hidden"])')?.focus();
    }
  }, []);
  return (
    <div ref={frame}>
      <LoginForm
        action={localePath('/login', locale)}
        redirectTo={redirectTo}
        email={email}
        notice={notice}
        state={submitting ? 'submitting' : 'idle'}
        recoverHref={localePath('/account/recover', locale)}
        registerHref={localePath('/register', locale)}
        headingLevel={2}
        labels={loginLabels(t)}
        validationLabels={validationLabels(t)}
        formAs={formAs}
      />
    </div>
  );
}
