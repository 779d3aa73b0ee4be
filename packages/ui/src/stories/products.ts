import { productImages } from './productImages';

export interface DemoProduct {
  id: string;
  name: string;
  manufacturer: string;
  image: string;
  unitPrice: number;
  listPrice?: number;
  rating: number;
  reviews: number;
  badge?: { label: string; tone: 'sale' | 'new' | 'brand' | 'neutral' };
  reference?: { price: number; purchaseUnit: number; referenceUnit: number; unitName: string };
}

export const demoProducts: DemoProduct[] = [
  {
    id: 'serum',
    name: 'Hyaluronic Hydration Serum',
    manufacturer: 'Maison Verte',
    image: productImages.serum,
    unitPrice: 34.9,
    listPrice: 44.9,
    rating: 4.6,
    reviews: 212,
    badge: { label: 'Sale', tone: 'sale' },
    reference: { price: 116.33, purchaseUnit: 30, referenceUnit: 100, unitName: 'ml' },
  },
  {
    id: 'cleanser',
    name: 'Gentle Foaming Cleanser with Green Tea',
    manufacturer: 'Botanica Lab',
    image: productImages.cleanser,
    unitPrice: 18.5,
    rating: 4.2,
    reviews: 87,
    badge: { label: 'Vegan', tone: 'brand' },
    reference: { price: 12.33, purchaseUnit: 150, referenceUnit: 100, unitName: 'ml' },
  },
  {
    id: 'cream',
    name: 'Rich Recovery Night Cream',
    manufacturer: 'Maison Verte',
    image: productImages.cream,
    unitPrice: 52,
    rating: 4.8,
    reviews: 341,
    badge: { label: 'New', tone: 'new' },
  },
  {
    id: 'balm',
    name: 'Restoring Lip Balm',
    manufacturer: 'Nordlys',
    image: productImages.balm,
    unitPrice: 9.9,
    rating: 3.9,
    reviews: 24,
  },
  {
    id: 'sunscreen',
    name: 'Invisible Daily Sun Fluid SPF 50 for Sensitive and Blemish-Prone Skin',
    manufacturer: 'Solène',
    image: productImages.sunscreen,
    unitPrice: 24.95,
    listPrice: 29.95,
    rating: 4.4,
    reviews: 158,
    badge: { label: 'Sale', tone: 'sale' },
  },
  {
    id: 'handcream',
    name: 'Calendula Hand Cream',
    manufacturer: 'Botanica Lab',
    image: productImages.handCream,
    unitPrice: 12.9,
    rating: 4.1,
    reviews: 63,
  },
  {
    id: 'toner',
    name: 'Rose Water Balancing Toner',
    manufacturer: 'Solène',
    image: productImages.toner,
    unitPrice: 21,
    rating: 4.5,
    reviews: 97,
  },
  {
    id: 'oil',
    name: 'Golden Facial Oil',
    manufacturer: 'Nordlys',
    image: productImages.oil,
    unitPrice: 39,
    rating: 4.7,
    reviews: 129,
    badge: { label: 'Bestseller', tone: 'neutral' },
  },
];
