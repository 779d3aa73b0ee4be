import { Container } from '@beautyshop/ui';
import type { LandingPageHeading, SliderProduct } from '../views/contentViews';
import { LazyCmsContent } from './LazyCmsContent';

interface LandingPageViewProps {
  landingPage: LandingPageHeading;
  blocks: readonly unknown[];
  products: readonly SliderProduct[];
}

/** A landing page: its name and description, then the content blocks published for its url. */
export function LandingPageView({ landingPage, blocks, products }: LandingPageViewProps) {
  return (
    <main id="content" data-lazy-view="landingPage">
      <Container width="wide">
        <h1>{landingPage.name}</h1>
        {landingPage.metaDescription ? <p>{landingPage.metaDescription}</p> : null}
      </Container>
      <LazyCmsContent blocks={blocks} products={products} />
    </main>
  );
}
