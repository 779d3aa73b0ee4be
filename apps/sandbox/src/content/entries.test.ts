import { describe, expect, it } from 'vitest';
import type { Fields } from './testContentApi.js';
import {
  blocksOf,
  contentApiForFile,
  ENVIRONMENT,
  fieldsOf,
  isUnresolvedLink,
  PREVIEW_TOKEN,
  SPACE,
  typeOf,
} from './testContentApi.js';

const { api, client } = contentApiForFile();
const { raw } = api;

describe('entries through the contentful SDK', () => {
  it('serves the published home page of a market with its blocks resolved three levels deep', async () => {
    const pages = await client().getEntries({
      content_type: 'page',
      'fields.market': 'DE',
      include: 3,
      locale: 'de-DE',
    });
    expect(pages.items).toHaveLength(1);
    const [home] = pages.items;
    expect(home?.sys).toMatchObject({
      id: 'home-de',
      type: 'Entry',
      locale: 'de-DE',
      publishedVersion: 2,
      revision: 1,
      contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'page' } },
      space: { sys: { id: SPACE } },
      environment: { sys: { id: ENVIRONMENT } },
    });
    const blocks = blocksOf(home);
    expect(blocks.map(typeOf)).toEqual(
      expect.arrayContaining([
        'heroTeaser',
        'categoryTeaser',
        'mediaTextTeaser',
        'moduleSlider',
        'largeCategoryTeaser',
        'productSlider',
      ]),
    );
    // Spec 2.6's special cases sit on a page of their own, so that the home page looks real (issue 19).
    expect(blocks.map(typeOf)).not.toContain('beautyQuiz');
    const cases = await client().getEntry('page-block-cases', { include: 3 });
    expect(blocksOf(cases).map(typeOf)).toContain('beautyQuiz');
    expect(fieldsOf(blocks[0]).headline).toBe('Frühlingsfrische für deine Haut');
    const hero = fieldsOf(blocks[0]);
    expect(fieldsOf(hero.mediaDesktop).file).toMatchObject({
      url: `http://${api.host}/content-assets/hero-spring-desktop/hero-spring-desktop.svg`,
    });
    const tile = blocks.find((b) => typeOf(b) === 'categoryTeaser');
    expect(fieldsOf(tile)).toMatchObject({ categoryId: 'cat-face', url: '/gesichtspflege/' });
    const slider = blocks.find((b) => typeOf(b) === 'productSlider');
    expect(fieldsOf(slider).productNumbers).toEqual(['BS-1001', 'BS-1002', 'BS-1003', 'BS-1004']);
  });

  it('reports a link to a draft as notResolvable for the delivery token', async () => {
    const response = await raw('/entries?sys.id=page-block-cases&include=2');
    const body = (await response.json()) as {
      errors?: unknown[];
      includes: { Entry: { sys: { id: string } }[] };
    };
    expect(body.errors).toContainEqual({
      sys: { id: 'notResolvable', type: 'error' },
      details: { type: 'Link', linkType: 'Entry', id: 'media-text-advent-draft' },
    });
    expect(body.includes.Entry.map((e) => e.sys.id)).not.toContain('media-text-advent-draft');
    const sdk = await client().getEntries({ 'sys.id': 'page-block-cases', include: 2 });
    expect(blocksOf(sdk.items[0]).filter(isUnresolvedLink)).toHaveLength(1);
  });

  it('lets the preview token see drafts and unpublished edits', async () => {
    const preview = client({ accessToken: PREVIEW_TOKEN });
    const home = await preview.getEntry('home-de', { include: 3, locale: 'de-DE' });
    const blocks = blocksOf(home);
    const cases = blocksOf(await preview.getEntry('page-block-cases', { include: 3, locale: 'de-DE' }));
    expect(cases.some(isUnresolvedLink)).toBe(false);
    const draft = cases.find((b) => (b as { sys: { id: string } }).sys.id === 'media-text-advent-draft');
    expect((draft as { sys: Fields }).sys.publishedVersion).toBeUndefined();
    expect((draft as { sys: Fields }).sys.revision).toBe(0);
    expect(fieldsOf(blocks[0]).headline).toBe('Frühlingsfrische für deine Haut – jetzt mit 20 % Rabatt');
    await expect(client().getEntry('media-text-advent-draft')).rejects.toThrow(/NotFound|not be found/);
  });

  it('resolves nested pageContentInside only as deep as include allows', async () => {
    const shallow = await client().getEntry('magazine-skincare-routine', { include: 1 });
    const inside = blocksOf(shallow, 'pageContentInside');
    expect(inside.map(typeOf)).toEqual(['mediaTextTeaser', 'moduleSlider', 'categoryTeaser']);
    expect(isUnresolvedLink(fieldsOf(inside[0]).asset)).toBe(true);
    // Level 2 (assets of the blocks and of the slider's modules) stays as links at include 1.
    expect(blocksOf(inside[1], 'modules').every((m) => isUnresolvedLink(fieldsOf(m).asset))).toBe(true);
    const deep = await client().getEntry('magazine-skincare-routine', { include: 3 });
    const modules = blocksOf(blocksOf(deep, 'pageContentInside')[1], 'modules');
    expect(modules.map(typeOf)).toEqual(['mediaTextTeaser', 'mediaTextTeaser', 'mediaTextTeaser']);
    expect(isUnresolvedLink(fieldsOf(modules[0]).asset)).toBe(false);
    const overview = await client().getEntry('magazine-overview', { include: 3, locale: 'fr-FR' });
    expect(fieldsOf(blocksOf(overview)[0]).headline).toBe(
      'La routine de soin idéale\u00a0: moins, c’est mieux',
    );
  });

  it('finds a productPage by fields.sku with limit 1', async () => {
    const result = await client().getEntries({
      content_type: 'productPage',
      'fields.sku': 'BS-1002',
      limit: 1,
      include: 3,
    });
    expect(result.total).toBe(1);
    expect(fieldsOf(result.items[0]).sku).toBe('BS-1002');
    const none = await client().getEntries({ content_type: 'productPage', 'fields.sku': 'NOPE', limit: 1 });
    expect(none.items).toEqual([]);
  });

  it("returns every locale as a field map for locale '*' and walks the fallback chain otherwise", async () => {
    const all = await client().withAllLocales.getEntry('hero-spring');
    expect(all.sys.locale).toBeUndefined();
    expect(all.fields.headline).toMatchObject({
      'de-DE': 'Frühlingsfrische für deine Haut',
      'en-GB': 'Spring freshness for your skin',
      'fr-FR': 'Un souffle de printemps pour votre peau',
      'de-AT': 'Servus Frühling: Pflege für strahlende Haut',
    });
    const headline = async (locale: string, id = 'hero-alps') =>
      fieldsOf(await client().getEntry(id, { locale })).headline;
    expect(await headline('fr-CH')).toBe('Des soins purs venus des Alpes, livrés dans toute la Suisse');
    expect(await headline('fr-CH', 'hero-spring')).toBe('Un souffle de printemps pour votre peau');
    expect(await headline('de-AT', 'hero-alps')).toBe('Reine Pflege aus den Alpen');
    expect(fieldsOf(await client().getEntry('hero-alps', { locale: 'de-CH' })).subline).toBe(
      'Edelweiss, Gletscherwasser und Bergkräuter für widerstandsfähige Haut.',
    );
    const unknown = await raw('/entries?locale=xx-XX');
    expect(unknown.status).toBe(400);
  });

  it('filters by sys.id[in] and fields.x[exists], and orders descending', async () => {
    const some = await client().getEntries({
      'sys.id[in]': ['hero-alps', 'hero-paris', 'nope'],
      order: ['-sys.id'],
    });
    expect(some.items.map((e) => e.sys.id)).toEqual(['hero-paris', 'hero-alps']);
    const restricted = await client().getEntries({
      content_type: 'mediaTextTeaser',
      'fields.showIn[exists]': true,
    });
    expect(restricted.items.map((e) => e.sys.id).sort()).toEqual([
      'media-text-newsletter',
      'media-text-swiss-delivery-de',
      'media-text-swiss-delivery-fr',
    ]);
    const forSwiss = await client().getEntries({ content_type: 'mediaTextTeaser', 'fields.showIn': 'de-ch' });
    expect(forSwiss.items.map((e) => e.sys.id)).toEqual(['media-text-swiss-delivery-de']);
  });

  it('bounds and validates query parameters as InvalidQuery', async () => {
    const tooMany = await raw('/entries?limit=1001');
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({ sys: { type: 'Error', id: 'InvalidQuery' } });
    expect((await raw('/entries?include=11')).status).toBe(400);
    expect((await raw('/entries?fields.sku=BS-1001')).status).toBe(400);
    expect((await raw('/entries?content_type=doesNotExist')).status).toBe(400);
    const page = await client().getEntries({ limit: 5, skip: 5, order: ['sys.id'] });
    expect(page).toMatchObject({ limit: 5, skip: 5 });
    expect(page.items).toHaveLength(5);
    const ids = page.items.map((e) => e.sys.id);
    expect([...ids].sort()).toEqual(ids);
  });

  it('applies select to item fields', async () => {
    const result = await client().getEntries({ content_type: 'heroTeaser', select: ['fields.headline'] });
    // The three home heroes and the Clean Beauty landing page's.
    expect(result.items.length).toBe(4);
    for (const item of result.items) expect(Object.keys(item.fields)).toEqual(['headline']);
  });

  it('serves the 404 page entry under the id the Store API config names', async () => {
    const page = await client().getEntry('error404page', { include: 3, locale: 'en-GB' });
    expect(page.sys.contentType.sys.id).toBe('errorPage');
    expect(page.fields.title).toBe('Page not found');
  });
});
