/** @jsxRuntime automatic @jsxImportSource react */
/**
 * Renders a product tile to HTML on stdout, as a server would: no browser, no runtime CSS-in-JS.
 *   pnpm --filter @beautyshop/ui build && pnpm --filter @beautyshop/ui example
 * In an app, import '@beautyshop/ui/styles.css' once so the markup gets its look.
 */

import { Badge, formatCurrency, Price, ProductCard, RatingStars } from '@beautyshop/ui';
import { renderToStaticMarkup } from 'react-dom/server';

const html = renderToStaticMarkup(
  <ProductCard
    href="/de-ch/Vitamin-C-Serum/BS100033"
    name="Terra Vitamin C Serum"
    manufacturer="Terra"
    image={{
      alt: '',
      thumbnails: [
        { width: 400, url: 'https://shop.example/media/BS100033_400.webp' },
        { width: 800, url: 'https://shop.example/media/BS100033_800.webp' },
      ],
    }}
    price={
      <Price
        size="sm"
        unitPrice={39.9}
        listPrice={49.9}
        percentage={20}
        currency="CHF"
        locale="de-ch"
        referencePrice={{ price: 133, unitName: 'ml', referenceUnit: 100, purchaseUnit: 30 }}
      />
    }
    rating={<RatingStars size="sm" value={4.4} count={27} label="4,4 von 5 Sternen" />}
    badges={<Badge tone="sale">−20 %</Badge>}
  />,
);

console.log(html);
console.log(`\n${formatCurrency(39.9, 'CHF', 'de-ch')} · ${formatCurrency(39.9, 'CHF', 'fr-ch')}`);
