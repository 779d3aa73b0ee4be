import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  Accordion,
  Badge,
  Breadcrumb,
  Button,
  Carousel,
  Checkbox,
  Container,
  CountryBanner,
  Drawer,
  EmptyState,
  Gallery,
  Grid,
  LanguageSwitcher,
  LoadMore,
  Modal,
  Pagination,
  Price,
  ProductCard,
  ProductGrid,
  RadioGroup,
  RatingInput,
  RatingStars,
  Select,
  Skeleton,
  Spinner,
  Stack,
  Tabs,
  Tag,
  Textarea,
  TextField,
  ToastRegion,
} from './index';

const noop = () => undefined;
const thumbnails = [{ width: 400, url: '/p-400.webp' }];

// Server rendering must not touch window or document: the storefront renders every page on the server first.
describe('every component renders on the server', () => {
  it.each([
    ['Accordion', <Accordion key="a" items={[{ id: 'a', title: 'Delivery', content: 'Two days' }]} />],
    ['Badge', <Badge key="a">New</Badge>],
    ['Breadcrumb', <Breadcrumb key="a" items={[{ label: 'Home', href: '/' }, { label: 'Face' }]} />],
    ['Button', <Button key="a">Add to cart</Button>],
    [
      'Carousel',
      <Carousel key="a" label="Slider">
        {[<p key="1">One</p>, <p key="2">Two</p>]}
      </Carousel>,
    ],
    ['Checkbox', <Checkbox key="a" label="Newsletter" />],
    [
      'Container/Stack/Grid',
      <Container key="a">
        <Stack>
          <Grid>x</Grid>
        </Stack>
      </Container>,
    ],
    [
      'CountryBanner',
      <CountryBanner
        key="a"
        label="Country"
        message="Hi"
        actionHref="/de-ch/"
        actionLabel="Go"
        dismissLabel="Close"
        onDismiss={noop}
      />,
    ],
    ['Drawer', <Drawer key="a" open title="Cart" closeLabel="Close" onClose={noop} />],
    ['EmptyState', <EmptyState key="a" title="Nothing here" />],
    ['Gallery', <Gallery key="a" images={[{ alt: 'Serum', src: '/p.webp', thumbnails }]} />],
    [
      'LanguageSwitcher',
      <LanguageSwitcher
        key="a"
        label="Language"
        options={[{ locale: 'de-de', label: 'Deutsch', href: '/' }]}
      />,
    ],
    ['LoadMore', <LoadMore key="a" shown={10} total={20} href="/?p=2" />],
    ['Modal', <Modal key="a" open title="Review" closeLabel="Close" onClose={noop} />],
    ['Pagination', <Pagination key="a" currentPage={2} totalPages={5} hrefForPage={(n) => `/?p=${n}`} />],
    [
      'Price',
      <Price
        key="a"
        unitPrice={9.9}
        listPrice={12}
        currency="EUR"
        locale="de-de"
        tiers={[
          { label: 'to 9', unitPrice: 9.9 },
          { label: 'from 10', unitPrice: 8 },
        ]}
      />,
    ],
    [
      'ProductCard',
      <ProductCard key="a" href="/p" name="Serum" price="€9" image={{ alt: '', thumbnails }} />,
    ],
    ['ProductGrid', <ProductGrid key="a" label="Face" loading />],
    ['RadioGroup', <RadioGroup key="a" legend="Shipping" name="s" options={[{ value: 'a', label: 'A' }]} />],
    ['RatingInput', <RatingInput key="a" legend="Rating" name="r" />],
    ['RatingStars', <RatingStars key="a" value={4} />],
    ['Select', <Select key="a" label="Sort" options={[{ value: 'a', label: 'A' }]} />],
    [
      'Skeleton/Spinner',
      <div key="a">
        <Skeleton />
        <Spinner label="Loading" />
      </div>,
    ],
    ['Tabs', <Tabs key="a" label="Info" items={[{ id: 'a', label: 'A', content: 'a' }]} />],
    ['Tag', <Tag key="a">Vegan</Tag>],
    [
      'TextField/Textarea',
      <div key="a">
        <TextField label="Email" />
        <Textarea label="Review" />
      </div>,
    ],
    [
      'ToastRegion',
      <ToastRegion
        key="a"
        toasts={[{ id: 1, type: 'info', message: 'Hi' }]}
        onDismiss={noop}
        label="Notifications"
        dismissLabel="Dismiss"
      />,
    ],
  ])('%s', (_name, element) => {
    expect(renderToString(element).length).toBeGreaterThan(0);
  });

  it('renders the given tier labels and struck list price into the HTML', () => {
    const html = renderToString(
      <Price
        unitPrice={7.9}
        listPrice={9.9}
        currency="EUR"
        locale="en-gb"
        tiers={[
          { label: 'to 9', unitPrice: 9.9 },
          { label: 'from 10', unitPrice: 7.9 },
        ]}
      />,
    );
    expect(html).toContain('to 9');
    expect(html).toContain('from 10');
    expect(html).toMatch(/<s[^>]*>.*€9\.90<\/s>/);
  });
});
