import { Badge, formatCurrency, Price, ProductCard, RatingStars } from '@beautyshop/ui';
import { renderToStaticMarkup } from 'react-dom/server';

// On the server, as a route renders it; in the app, import '@beautyshop/ui/styles.css' once for the look.
const html = renderToStaticMarkup(
  <ProductCard
    href="/de-ch/Vitamin-C-Serum/BS100033"
    name="Terra Vitamin C Serum"
    manufacturer="Terra"
    image={{ alt: '', thumbnails: [{ width: 400, url: 'https://shop.example/media/BS100033_400.webp' }] }}
    price={
      <Price size="sm" unitPrice={39.9} listPrice={49.9} percentage={20} currency="CHF" locale="de-ch" />
    }
    rating={<RatingStars size="sm" value={4.4} count={27} label="4,4 von 5 Sternen" />}
    badges={<Badge tone="sale">−20 %</Badge>}
  />,
);

console.log(html);
console.log(formatCurrency(39.9, 'CHF', 'de-ch'), formatCurrency(39.9, 'CHF', 'fr-ch'));
