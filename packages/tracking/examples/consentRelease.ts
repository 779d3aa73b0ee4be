import { addToCart, createTracker, dataLayerSubscriber, viewItem } from '@beautyshop/tracking';

// The shopper's consent, as the consent tool reports it: nothing leaves the page before it is given.
let statisticsConsent = false;
const tracker = createTracker({ canTrack: () => statisticsConsent });

// The sink: an array standing in for `window.dataLayer` (in a browser, `dataLayerSubscriber()` alone).
const dataLayer: unknown[] = [];
tracker.subscribe(dataLayerSubscriber(() => dataLayer));
tracker.subscribe((event) => console.log('released:', event.event));

const serum = { id: 'p1', productNumber: 'SW-1001', name: 'Hydrating Serum', unitPrice: 19.9 };
tracker.push(viewItem('EUR', serum));
tracker.push(addToCart('EUR', [{ ...serum, quantity: 2 }]));
await new Promise((resolve) => setTimeout(resolve, 50)); // past the 30 ms push delay
console.log('held before consent:', tracker.heldCount(), 'data layer:', dataLayer.length);

statisticsConsent = true; // the shopper accepts statistics in the banner
tracker.release(); // call it on every consent change
console.log('held after consent:', tracker.heldCount(), 'data layer:', dataLayer.length);
