import { Container } from '@beautyshop/ui';
import { Link, Outlet } from 'react-router';
import { localePath } from '../locale/fromPath';
import { useLocale, useTranslate } from '../locale/useLocale';

/** Spec 2.2 checkout layout: a reduced header (logo only) so nothing distracts from paying. */
export default function CheckoutLayout() {
  const t = useTranslate();
  const { locale } = useLocale();
  return (
    <>
      <header>
        <Container width="wide">
          <Link to={localePath('/', locale)}>{t('meta.siteName')}</Link>
        </Container>
      </header>
      <Outlet />
    </>
  );
}
