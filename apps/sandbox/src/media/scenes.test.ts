import { describe, expect, it } from 'vitest';
import { SEED_ASSETS } from '../content/seed/seedAssets.js';
import { renderScene, SCENES, sceneFor } from './scenes.js';

const teaserOf = (assetId: string) => assetId.replace(/-(desktop|mobile)$/, '');

describe('content images (issue 19: distinct, fitting illustrations per teaser)', () => {
  it('gives every seeded content image a scene of its own, not a shared fallback', () => {
    for (const asset of SEED_ASSETS) expect(SCENES[teaserOf(asset.id)], asset.id).toBeDefined();
  });

  it('draws no two teasers alike', () => {
    const teasers = [...new Set(SEED_ASSETS.map((asset) => teaserOf(asset.id)))];
    const pictures = teasers.map((teaser) => renderScene(sceneFor(teaser), 1200, 900));
    expect(new Set(pictures).size).toBe(teasers.length);
  });

  it('shows the same picture in the desktop and the mobile crop of one teaser', () => {
    expect(sceneFor('hero-alps-desktop')).toBe(sceneFor('hero-alps-mobile'));
  });

  it('still draws an image an editor added later, the same one every time', () => {
    expect(renderScene(sceneFor('editor-upload-42'), 600, 600)).toBe(
      renderScene(sceneFor('editor-upload-42'), 600, 600),
    );
  });
});
