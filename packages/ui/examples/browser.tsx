import '@beautyshop/ui/styles.css';
import { Button, Price, ProductCard } from '@beautyshop/ui';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [inCart, setInCart] = useState(0);
  return (
    <ProductCard
      href="/de-de/Rose-Face-Oil/BS100041"
      name="Rose Face Oil"
      image={{ alt: '', thumbnails: [], src: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' }}
      price={<Price size="sm" unitPrice={24.5} currency="EUR" locale="de-de" />}
      actions={<Button onClick={() => setInCart(inCart + 1)}>In the cart: {inCart}</Button>}
    />
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
