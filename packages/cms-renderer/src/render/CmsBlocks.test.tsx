import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createDefaultBlockRegistry } from '../blocks/defaultBlocks';
import type { BlockProps, ProductRequest } from './blockProps';
import { createBlockRegistry } from './blockRegistry';
import type { CmsBlocksProps } from './CmsBlocks';
import { CmsBlocks } from './CmsBlocks';

const asset = (id: string, width: number, height: number) => ({
  sys: { id, type: 'Asset' },
  fields: {
    title: id,
    description: `${id} description`,
    file: {
      url: `//images.example.net/${id}.jpg`,
      details: { image: { width, height } },
      contentType: 'image/jpeg',
    },
  },
});
const entry = (
  id: string,
  type: string,
  fields: Record<string, unknown> = {},
  sys: Record<string, unknown> = {},
) => ({
  sys: {
    id,
    type: 'Entry',
    contentType: { sys: { id: type, type: 'Link' } },
    publishedVersion: 3,
    revision: 1,
    ...sys,
  },
  fields,
});
const hero = (id: string, fields: Record<string, unknown> = {}) =>
  entry(id, 'heroTeaser', {
    headline: `Headline ${id}`,
    mediaDesktop: asset(`${id}-desktop`, 1920, 800),
    mediaMobile: asset(`${id}-mobile`, 750, 900),
    ...fields,
  });
const media = (id: string, fields: Record<string, unknown> = {}) =>
  entry(id, 'mediaTextTeaser', { headline: `Story ${id}`, asset: asset(`${id}-img`, 1200, 900), ...fields });
const unresolved = (id: string) => ({ sys: { type: 'Link', linkType: 'Entry', id } });

const registry = createDefaultBlockRegistry();
const render = (props: Partial<CmsBlocksProps> & Pick<CmsBlocksProps, 'blocks'>) =>
  renderToString(<CmsBlocks registry={registry} locale="de-de" {...props} />);

describe('CmsBlocks (spec 2.6)', () => {
  it('renders a block of a known type without a showIn list', () => {
    expect(render({ blocks: [media('a')] })).toContain('Story a');
  });

  it.each([
    ['the locale', ['de-ch'], 'de-ch', true],
    ['the locale, in any case', ['DE-CH'], 'de-ch', true],
    ['the platform', ['web'], 'fr-fr', true],
    ['another locale only', ['fr-ch'], 'de-ch', false],
    ['the app only', ['app'], 'de-de', false],
  ])('renders a known block whose showIn names %s: %s', (_, showIn, locale, shown) => {
    const html = render({ blocks: [media('restricted', { showIn })], locale });
    expect(html.includes('Story restricted')).toBe(shown);
    expect(html).not.toContain('Komponente nicht gefunden');
  });

  it.each([
    ['publishedVersion above 0', { publishedVersion: 2, revision: 0 }],
    ['revision above 0 (no publishedVersion)', { publishedVersion: undefined, revision: 4 }],
  ])('shows a placeholder naming an unknown type that is published (%s)', (_, sys) => {
    const html = render({ blocks: [entry('quiz', 'beautyQuiz', { title: 'Quiz' }, sys)] });
    expect(html).toContain('data-cms-type="beautyQuiz"');
    expect(html).toContain('Inhaltsblock „beautyQuiz“');
  });

  it.each([
    ['de-at', 'Komponente nicht gefunden'],
    ['en-gb', 'Component not found'],
    ['fr-ch', 'Composant introuvable'],
  ])("shows the translated 'component not found' for an unpublished unknown type in %s", (locale, text) => {
    const draft = entry('quiz', 'beautyQuiz', {}, { publishedVersion: undefined, revision: 0 });
    const html = render({ blocks: [draft], locale });
    expect(html).toContain(text);
    expect(html).not.toContain('data-cms-type');
  });

  it("shows 'component not found' for an unresolved link", () => {
    expect(render({ blocks: [unresolved('gone')] })).toContain('Komponente nicht gefunden');
  });

  it('takes label overrides from the app', () => {
    const html = render({ blocks: [unresolved('x')], labels: { componentNotFound: 'Fehlt' } });
    expect(html).toContain('Fehlt');
  });

  it('narrows every block but the sliders to a centred 57.25rem column inside a magazine page', () => {
    const column = 'class="bs-cms-magazine-column" style="max-width:57.25rem;margin-inline:auto;width:100%"';
    const inMagazine = (block: unknown) =>
      render({
        magazine: true,
        blocks: [block],
        products: () => [{ id: 'p1', name: 'Serum', href: '/serum' }],
      });
    expect(inMagazine(media('story'))).toContain(`${column}><section class="bs-cms-media-text"`);
    expect(inMagazine(hero('hero'))).toContain(column);
    expect(inMagazine(entry('quiz', 'beautyQuiz'))).toContain(`${column}><div class="bs-cms-placeholder"`);
    expect(inMagazine(unresolved('gone'))).toContain(column);
    const slider = inMagazine(
      entry('slider', 'moduleSlider', { title: 'Modules', modules: [media('inner')] }),
    );
    expect(slider).toContain('Story inner');
    expect(slider).not.toContain('bs-cms-magazine-column');
    const products = inMagazine(
      entry('products', 'productSlider', { title: 'Products', productIds: ['p1'] }),
    );
    expect(products).toContain('Serum');
    expect(products).not.toContain('bs-cms-magazine-column');
    expect(render({ blocks: [media('story')] })).not.toContain('bs-cms-magazine-column');
  });

  it('loads the first hero image eagerly with fetchpriority high and every other image lazily', () => {
    const html = render({ blocks: [media('before'), hero('first'), hero('second')] });
    const imgs = html.match(/<img [^>]*>/g) ?? [];
    const first = imgs.find((i) => i.includes('first-desktop'));
    expect(first).toContain('loading="eager"');
    expect(first).toContain('fetchPriority="high"');
    for (const other of imgs.filter((i) => i !== first)) {
      expect(other).toContain('loading="lazy"');
      expect(other).not.toContain('fetchPriority');
    }
  });

  it('preloads the first hero from the head, each art direction for its own viewport, and no other image', () => {
    const html = render({ blocks: [hero('first'), hero('second')] });
    const preloads = html.match(/<link rel="preload"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(2);
    const [mobile, desktop] = preloads;
    expect(mobile).toContain('first-mobile.jpg?w=750&amp;fm=webp 750w');
    expect(mobile).toContain('media="(max-width: 47.99em)"');
    expect(desktop).toContain('first-desktop.jpg?w=1920&amp;fm=webp 1920w');
    expect(desktop).toContain('media="(min-width: 48em)"');
    for (const link of preloads) {
      expect(link).toContain('as="image"');
      expect(link).toContain('imageSizes="100vw"');
      expect(link).toContain('fetchPriority="high"');
    }
    expect(html).not.toMatch(/<link rel="preload"[^>]*second-/);
  });

  it('preloads a hero without mobile art direction for every viewport', () => {
    const [only, ...more] =
      render({ blocks: [hero('h', { mediaMobile: undefined })] }).match(/<link rel="preload"[^>]*>/g) ?? [];
    expect(more).toEqual([]);
    expect(only).toContain('h-desktop.jpg');
    expect(only).not.toContain('media=');
  });

  it('does not give priority to a hero inside a slider', () => {
    const html = render({
      blocks: [entry('slider', 'moduleSlider', { title: 'S', modules: [hero('nested')] })],
    });
    expect(html).toContain('nested-desktop');
    expect(html).not.toContain('loading="eager"');
  });

  it('does not give priority to a hero hidden by showIn', () => {
    const html = render({ blocks: [hero('app', { showIn: ['app'] }), hero('web')] });
    expect(html).toMatch(/web-desktop[^>]*loading="eager"/);
  });

  it('asks the images API for WebP renditions, never wider than the original', () => {
    const html = render({ blocks: [hero('h')] });
    expect(html).toContain('https://images.example.net/h-desktop.jpg?w=768&amp;fm=webp 768w');
    expect(html).toContain('https://images.example.net/h-desktop.jpg?w=1920&amp;fm=webp 1920w');
    expect(html).not.toContain('h-desktop.jpg?w=2560');
    expect(html).toContain('media="(max-width: 47.99em)"');
    expect(html).toContain('h-mobile.jpg?w=750&amp;fm=webp 750w');
    expect(html).toContain('width="1920" height="800"');
  });

  it('renders a module slider’s modules through the same registry and showIn rules', () => {
    const html = render({
      blocks: [
        entry('slider', 'moduleSlider', {
          title: 'Care',
          modules: [media('m1'), media('m2', { showIn: ['app'] })],
        }),
      ],
    });
    expect(html).toContain('Story m1');
    expect(html).not.toContain('Story m2');
    expect(html).toContain('aria-roledescription="carousel"');
  });

  it('fills a product slider from the app’s product lookup and renders nothing without products', () => {
    const requests: ProductRequest[] = [];
    const slider = entry('ps', 'productSlider', {
      title: 'Bestseller',
      productIds: ['p1', 'p2'],
      productNumbers: ['BS-1'],
    });
    const html = render({
      blocks: [slider],
      products: (request) => {
        requests.push(request);
        return [
          {
            id: 'p1',
            name: 'Hydra Serum',
            href: '/hydra-serum/',
            unitPrice: 24.95,
            listPrice: 29.95,
            currency: 'EUR',
          },
          { id: 'p2', name: 'Night Cream', href: '/night-cream/' },
        ];
      },
    });
    expect(requests).toEqual([{ productIds: ['p1', 'p2'], productNumbers: ['BS-1'] }]);
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('aria-label="Bestseller"');
    expect(html).toContain('Hydra Serum');
    expect(html).toMatch(/24,95\s€/);
    expect(html).toMatch(/29,95\s€/);
    expect(html).toContain('href="/night-cream/"');
    expect(render({ blocks: [slider] })).toBe('');
  });

  it('shows each slider price as the app renders prices, so its notices sit beside every price', () => {
    const slider = entry('ps', 'productSlider', { title: 'Bestseller', productIds: ['p1'] });
    const html = render({
      blocks: [slider],
      products: () => [
        { id: 'p1', name: 'Hydra Serum', href: '/hydra-serum/', unitPrice: 24.95, lowestPrice30Days: 27.5 },
      ],
      renderPrice: (product) => <p>{`${product.unitPrice} inkl. MwSt., ab ${product.lowestPrice30Days}`}</p>,
    });
    expect(html).toContain('<p>24.95 inkl. MwSt., ab 27.5</p>');
  });

  it('shows a slider product’s badges over its image, as listing cards do (spec 3)', () => {
    const slider = entry('ps', 'productSlider', { title: 'Bestseller', productIds: ['p1', 'p2'] });
    const html = render({
      blocks: [slider],
      products: () => [
        { id: 'p1', name: 'Hydra Serum', href: '/hydra-serum/', badges: ['Sale', 'Vegan'] },
        { id: 'p2', name: 'Night Cream', href: '/night-cream/' },
      ],
    });
    expect(html.match(/>Sale</g)).toHaveLength(1);
    expect(html.match(/>Vegan</g)).toHaveLength(1);
    expect(html.indexOf('>Vegan<')).toBeLessThan(html.indexOf('Night Cream'));
  });

  it('names slides and slider controls in the page language', () => {
    const slider = entry('slider', 'moduleSlider', { modules: [media('a'), media('b')] });
    const french = render({ blocks: [slider], locale: 'fr-fr' });
    expect(french).toContain('aria-label="À découvrir"');
    expect(french).toContain('aria-label="1 sur 2"');
    expect(french).toContain('aria-label="Éléments suivants"');
    expect(render({ blocks: [slider] })).toContain('aria-label="2 von 2"');
  });
});

const Custom = ({ entry: e }: BlockProps) => <p>{`custom ${e.sys.id}`}</p>;

describe('block registry', () => {
  it('lets an app override a default block', () => {
    const html = renderToString(
      <CmsBlocks registry={registry.override('heroTeaser', Custom)} locale="de-de" blocks={[hero('h')]} />,
    );
    expect(html).toBe('<p>custom h</p>');
    expect(render({ blocks: [hero('h')] })).toContain('Headline h');
  });

  it('lets an app register a new block type, which then renders instead of the placeholder', () => {
    const extended = registry.register('beautyQuiz', Custom);
    expect(
      renderToString(<CmsBlocks registry={extended} locale="de-de" blocks={[entry('q', 'beautyQuiz')]} />),
    ).toBe('<p>custom q</p>');
    expect(registry.has('beautyQuiz')).toBe(false);
  });

  it('refuses to register a known type or override an unknown one', () => {
    expect(() => registry.register('heroTeaser', Custom)).toThrow(/use override/);
    expect(() => createBlockRegistry().override('heroTeaser', Custom)).toThrow(/use register/);
  });

  it('holds the six default block types', () => {
    expect(registry.types().sort()).toEqual(
      [
        'categoryTeaser',
        'heroTeaser',
        'largeCategoryTeaser',
        'mediaTextTeaser',
        'moduleSlider',
        'productSlider',
      ].sort(),
    );
  });
});
