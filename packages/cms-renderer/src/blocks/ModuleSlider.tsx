import type { BlockProps } from '../render/blockProps';
import { listField, stringField } from './blockFields';
import { useBlockSeen } from './useBlockSeen';

/**
 * A horizontally scrolling row of teaser modules (CSS scroll snapping, so it works before and without
 * JavaScript). The modules render through the same registry and showIn rules as page blocks.
 */
export function ModuleSlider({ entry, context }: BlockProps) {
  const ref = useBlockSeen<HTMLElement>('moduleSlider', entry, context);
  const title = stringField(entry, 'title');
  const modules = listField(entry, 'modules');
  return (
    <section ref={ref} className="bs-cms-slider" aria-label={title} aria-roledescription="carousel">
      {title && <h2 className="bs-cms-slider__title">{title}</h2>}
      <ul className="bs-cms-slider__track">
        {modules.map((module, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: modules may repeat an entry, so position is the identity
          <li key={index} className="bs-cms-slider__slide">
            {context.renderBlocks([module])}
          </li>
        ))}
      </ul>
    </section>
  );
}
