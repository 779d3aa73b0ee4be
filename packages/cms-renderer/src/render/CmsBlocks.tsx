import { Fragment, type ReactNode } from 'react';
import { contentTypeOf, parseCmsEntry } from '../entry/cmsEntry';
import type { Platform } from '../filter/filterEntries';
import type { BlockContext, BlockSeen, ProductLookup, RenderProductPrice } from './blockProps';
import type { BlockRegistry } from './blockRegistry';
import { decideBlock } from './decideBlock';
import type { CmsLabels } from './labels';
import { labelsFor } from './labels';

/** Spec 2.6 / 9: "Magazine column width about 57.25 rem". */
export const MAGAZINE_COLUMN_WIDTH = '57.25rem';
/** Sliders keep the full width inside a magazine page (spec 2.6). */
export const FULL_WIDTH_IN_MAGAZINE: ReadonlySet<string> = new Set(['moduleSlider', 'productSlider']);

export interface CmsBlocksProps {
  /** Entries as the SDK returns them (e.g. `fields.pageContent`); unresolved links are allowed. */
  blocks: readonly unknown[] | undefined;
  registry: BlockRegistry;
  /** Shop locale, e.g. 'de-ch'. */
  locale: string;
  /** Default 'web'. */
  platform?: Platform;
  /** Renders inside a magazine page: blocks other than sliders sit in a centred 57.25rem column. */
  magazine?: boolean;
  /** Overrides of the German, English or French default texts. */
  labels?: Partial<CmsLabels>;
  /** Products for product sliders, resolved by the app before rendering. */
  products?: ProductLookup;
  /** The price of a slider's product as the app shows prices (labels, tax and shipping notice); see RenderProductPrice. */
  renderPrice?: RenderProductPrice;
  /** Called once per block when it is first fully visible (promotion view tracking, spec 4). */
  onBlockSeen?: (seen: BlockSeen) => void;
  /** Whether the first hero here is the page's main image (eager, high priority). Default true; nested lists
   * (a slider's modules) pass false. */
  prioritiseFirstHero?: boolean;
}

/** Renders a list of content blocks through the registry; server-renderable (no effects needed for markup). */
export function CmsBlocks(props: CmsBlocksProps): ReactNode {
  const { registry, locale, platform = 'web', magazine = false } = props;
  const context: BlockContext = {
    locale,
    platform,
    magazine,
    labels: labelsFor(locale, props.labels),
    products: props.products,
    renderPrice: props.renderPrice,
    onBlockSeen: props.onBlockSeen,
    renderBlocks: (blocks) => (
      <CmsBlocks {...props} blocks={blocks} magazine={false} prioritiseFirstHero={false} />
    ),
  };
  const entries = (props.blocks ?? []).map(parseCmsEntry);
  const decisions = entries.map((entry) => decideBlock(entry, registry, { locale, platform }));
  const firstHero =
    (props.prioritiseFirstHero ?? true)
      ? decisions.findIndex((d) => d.kind === 'render' && d.type === 'heroTeaser')
      : -1;

  return entries.map((entry, position) => {
    const decision = decisions[position];
    const key = `${entry?.sys.id ?? 'unresolved'}-${position}`;
    if (!decision || decision.kind === 'hidden') return null;
    let block: ReactNode;
    if (decision.kind === 'notFound') {
      block = <p className="bs-cms-not-found">{context.labels.componentNotFound}</p>;
    } else if (decision.kind === 'placeholder') {
      block = (
        <div className="bs-cms-placeholder" data-cms-type={decision.type}>
          {context.labels.unknownBlock(decision.type)}
        </div>
      );
    } else if (entry) {
      const Component = decision.component;
      block = (
        <Component entry={entry} position={position} priority={position === firstHero} context={context} />
      );
    }
    const type = entry ? contentTypeOf(entry) : undefined;
    if (magazine && !(type && FULL_WIDTH_IN_MAGAZINE.has(type))) {
      return (
        <div
          key={key}
          className="bs-cms-magazine-column"
          style={{ maxWidth: MAGAZINE_COLUMN_WIDTH, marginInline: 'auto', width: '100%' }}
        >
          {block}
        </div>
      );
    }
    return <Fragment key={key}>{block}</Fragment>;
  });
}
