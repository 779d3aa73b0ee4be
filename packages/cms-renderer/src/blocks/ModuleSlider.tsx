import { Carousel } from '@beautyshop/ui';
import type { BlockProps } from '../render/blockProps';
import { listField, stringField } from './blockFields';
import { useBlockSeen } from './useBlockSeen';

/**
 * The ui Carousel (scroll snapping, previous/next buttons) of teaser modules, one per view on phones, two on
 * tablets, three on desktops. Modules render through the same registry and showIn rules as page blocks.
 */
export function ModuleSlider({ entry, context }: BlockProps) {
  const ref = useBlockSeen<HTMLDivElement>('moduleSlider', entry, context);
  const title = stringField(entry, 'title');
  const modules = listField(entry, 'modules');
  const { labels } = context;
  if (modules.length === 0) return null;
  return (
    <div ref={ref} className="bs-cms-module-slider">
      <Carousel
        label={title ?? labels.untitledSlider}
        heading={title ? <h2>{title}</h2> : undefined}
        perView={{ base: 1, md: 2, lg: 3 }}
        labels={{ previous: labels.previousSlide, next: labels.nextSlide, slide: labels.slide }}
      >
        {modules.map((module, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: modules may repeat an entry, so position is the identity
          <div key={index}>{context.renderBlocks([module])}</div>
        ))}
      </Carousel>
    </div>
  );
}
