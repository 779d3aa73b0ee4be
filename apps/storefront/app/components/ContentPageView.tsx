import { ResponsiveImage } from '@beautyshop/cms-renderer';
import { Container } from '@beautyshop/ui';
import type { ContentPageData, SliderProduct } from '../views/contentViews';
import styles from './ContentPageView.module.css';
import { LazyCmsContent } from './LazyCmsContent';

/** A content page at /{all...}: a magazine article (header, author, narrowed blocks) or a plain page of blocks. */
export function ContentPageView({
  page,
  products,
}: {
  page: ContentPageData;
  products: readonly SliderProduct[];
}) {
  const magazine = page.kind === 'magazine';
  return (
    <main id="content" data-lazy-view="contentPage">
      {page.blocksAbove.length > 0 ? <LazyCmsContent blocks={page.blocksAbove} products={products} /> : null}
      <Container width="wide">
        <header className={styles.header}>
          <h1 className={styles.headline}>{page.headline ?? page.title}</h1>
          {page.description ? <p className={styles.description}>{page.description}</p> : null}
          {page.author ? (
            <p className={styles.author}>
              {page.author.image ? (
                <ResponsiveImage asset={page.author.image} alt="" widths={[96]} sizes="3rem" />
              ) : null}
              <span>
                {page.author.name}
                {page.author.position ? `, ${page.author.position}` : ''}
              </span>
            </p>
          ) : null}
          {page.media ? (
            <ResponsiveImage
              className={styles.media}
              asset={page.media.desktop}
              alt={page.media.alt}
              widths={[480, 800, 1200]}
              sizes="(min-width: 57.25rem) 57.25rem, 100vw"
              priority={page.blocksAbove.length === 0}
            />
          ) : null}
        </header>
      </Container>
      <LazyCmsContent blocks={page.blocks} products={products} magazine={magazine} />
    </main>
  );
}
