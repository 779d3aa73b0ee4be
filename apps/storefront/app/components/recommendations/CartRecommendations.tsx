import { Suspense, use, useEffect, useMemo, useRef, useState } from 'react';
import { productIdsKey } from '../../cart/productIdsKey';
import { localePath } from '../../locale/fromPath';
import { useLocale, useTranslate } from '../../locale/useLocale';
import { useTrackingPush } from '../../tracking/useTrackingPush';
import { ProductSlider, type ProductSliderItem } from '../product/ProductSlider';
import type { CartRecommendationsView } from './cartRecommendationsView';

export interface CartRecommendationsProps {
  /** The cart's products now (with JavaScript the cart changes in place). */
  productIds: readonly string[];
  /** The loader's answer for the cart it read: rendered on the server, so the slider needs no JavaScript. */
  initial?: Promise<CartRecommendationsView> | undefined;
}

/**
 * The cart page's recommendations (spec 7.2): products for the ones in the cart. The loader's answer renders on
 * the server (it streams to a page app navigating here and never fails: late or failed is an empty slider, spec
 * 8); once the cart's products change in the browser they are asked again from the shop's route, with the
 * answer's reader loaded on demand (cartRecommendationsAnswer.ts). Each answer's `oscEvent` goes to the data
 * layer, held there until consent.
 */
export function CartRecommendations({ productIds, initial }: CartRecommendationsProps) {
  // The loader's promise never rejects, but React Router rejects a streamed one it gave up on: then the browser
  // asks. React's `use` rather than React Router's <Await>: the same streaming, without 0.35 KB more framework
  // code in every page's first load.
  const settled = useMemo(() => initial?.catch(() => undefined), [initial]);
  if (settled === undefined) return <RecommendationsFor productIds={productIds} answer={undefined} />;
  return (
    <Suspense fallback={null}>
      <StreamedRecommendations productIds={productIds} answer={settled} />
    </Suspense>
  );
}

function StreamedRecommendations({
  productIds,
  answer,
}: {
  productIds: readonly string[];
  answer: Promise<CartRecommendationsView | undefined>;
}) {
  return <RecommendationsFor productIds={productIds} answer={use(answer)} />;
}

function RecommendationsFor({
  productIds,
  answer,
}: {
  productIds: readonly string[];
  answer: CartRecommendationsView | undefined;
}) {
  const t = useTranslate();
  const { locale } = useLocale();
  const push = useTrackingPush();
  const ids = productIdsKey(productIds);
  // A late answer is the document's empty slider, not the service's word: the browser asks for itself.
  const fromServer = answer !== undefined && answer.forIds === ids && answer.late !== true;
  const [fetched, setFetched] = useState<{ forIds: string; products: ProductSliderItem[] } | undefined>();
  const pushed = useRef<CartRecommendationsView | undefined>(undefined);
  useEffect(() => {
    // The server's answer's events, once per answer (the page app's navigation brings a new one).
    if (answer === undefined || pushed.current === answer) return;
    pushed.current = answer;
    for (const event of answer.events) push(event);
  }, [answer, push]);
  useEffect(() => {
    if (fromServer || ids === '') return;
    const controller = new AbortController();
    const endpoint = `${localePath('/cart/recommendations', locale)}?${new URLSearchParams({ ids })}`;
    import('./cartRecommendationsAnswer')
      .then(({ readCartRecommendations }) => readCartRecommendations(endpoint, controller.signal))
      .then((read) => {
        setFetched({ forIds: ids, products: read.products });
        for (const event of read.events) push(event);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.info('[storefront] cart recommendations could not be loaded', error);
        setFetched({ forIds: ids, products: [] });
      });
    return () => controller.abort();
  }, [fromServer, ids, locale, push]);
  // While a changed cart's answer is on its way the slider keeps what it shows (it does not blink).
  const products =
    ids === '' ? [] : fromServer ? answer.products : (fetched?.products ?? answer?.products ?? []);
  return <ProductSlider title={t('recommendations.cart')} products={products} />;
}
