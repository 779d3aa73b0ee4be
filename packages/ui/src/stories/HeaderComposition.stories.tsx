import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumb } from '../components/Breadcrumb/Breadcrumb';
import { Container } from '../components/Container/Container';
import { CountryBanner } from '../components/CountryBanner/CountryBanner';
import { IconButton } from '../components/IconButton/IconButton';
import { LanguageSwitcher } from '../components/LanguageSwitcher/LanguageSwitcher';
import { ProductGrid } from '../components/ProductGrid/ProductGrid';
import { Select } from '../components/Select/Select';
import { Stack } from '../components/Stack/Stack';
import { Tag } from '../components/Tag/Tag';
import { IconBag, IconHeart, IconSearch, IconUser } from '../icons/icons';
import { DemoProductCard } from './DemoProductCard';
import styles from './HeaderComposition.module.css';
import { demoProducts } from './products';

const languages = [
  { locale: 'de-de', label: 'Deutsch (Deutschland)', href: '/gesichtspflege/' },
  { locale: 'en-gb', label: 'English (UK)', href: '/en-gb/face-care/', current: true },
  { locale: 'fr-ch', label: 'Français (Suisse)', href: '/fr-ch/soins-du-visage/' },
];

/** How header, listing header and grid compose from the primitives: a category page of the shop. */
function CategoryPage() {
  return (
    <>
      <CountryBanner
        label="Country suggestion"
        message="You seem to be in Switzerland."
        actionHref="/de-ch/"
        actionLabel="Go to the Swiss shop"
        dismissLabel="Stay here"
        onDismiss={() => undefined}
      />
      <header className={styles.header}>
        <Container width="wide">
          <Stack direction="row" align="center" justify="between" gap={6}>
            <a href="/" className={styles.logo}>
              verde<span>beauty</span>
            </a>
            <nav aria-label="Main" className={styles.nav}>
              {['New in', 'Face', 'Body', 'Hair', 'Make-up', 'Fragrance', 'Sale'].map((item) => (
                <a
                  key={item}
                  href={`/${item.toLowerCase()}`}
                  aria-current={item === 'Face' ? 'page' : undefined}
                >
                  {item}
                </a>
              ))}
            </nav>
            <Stack direction="row" align="center" gap={0}>
              <div className={styles.language}>
                <LanguageSwitcher label="Language and country" options={languages} variant="disclosure" />
              </div>
              <IconButton label="Search" icon={<IconSearch />} />
              <IconButton label="Account" icon={<IconUser />} />
              <IconButton label="Wishlist" icon={<IconHeart />} />
              <IconButton label="Cart, 2 items" icon={<IconBag />} count={2} />
            </Stack>
          </Stack>
        </Container>
      </header>
      <main>
        <Container width="wide">
          <div className={styles.intro}>
            <Breadcrumb
              items={[
                { label: 'Home', href: '/' },
                { label: 'Face care', href: '/face/' },
                { label: 'Serums and oils' },
              ]}
            />
            <h1 className={styles.title}>Serums and oils</h1>
            <p className={styles.lead}>
              Concentrated care for every skin type: hydrating, soothing and brightening formulas.
            </p>
          </div>
          <div className={styles.toolbar}>
            <Stack direction="row" gap={2} wrap align="center">
              <Tag onRemove={() => undefined} removeLabel="Remove filter: Vegan">
                Vegan
              </Tag>
              <Tag onRemove={() => undefined} removeLabel="Remove filter: Sensitive skin">
                Sensitive skin
              </Tag>
            </Stack>
            <div className={styles.sort}>
              <Select
                label="Sort by"
                options={[
                  { value: 'top', label: 'Top sellers' },
                  { value: 'new', label: 'Newest' },
                ]}
              />
            </div>
          </div>
          <ProductGrid label="Serums and oils">
            {demoProducts.map((product, index) => (
              <DemoProductCard key={product.id} product={product} priority={index < 4} headingLevel={2} />
            ))}
          </ProductGrid>
        </Container>
      </main>
    </>
  );
}

const meta = {
  title: 'Pages/Category page',
  component: CategoryPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CategoryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HeaderAndListing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Serums and oils' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
  },
};
