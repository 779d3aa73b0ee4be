import { Button, ImitationBanner } from '@beautyshop/ui';
import { Form } from 'react-router';
import { localePath } from '../../locale/fromPath';
import { useLocale, useTranslate } from '../../locale/useLocale';

/** The banner on every page while a staff member acts as a customer, with the way out (logout). */
export function ImitationNotice({ name }: { name: string }) {
  const t = useTranslate();
  const { locale } = useLocale();
  return (
    <ImitationBanner
      message={t('account.imitate.banner', { name })}
      exit={
        <Form method="post" action={localePath('/account/logout', locale)}>
          <Button type="submit" variant="secondary">
            {t('account.imitate.exit')}
          </Button>
        </Form>
      }
    />
  );
}
