import { type ReactNode, useId, useState } from 'react';
import { IconPlus } from '../../icons/icons';
import { cx } from '../../internal/cx';
import styles from './Accordion.module.css';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Ids open at first. */
  defaultOpen?: readonly string[];
  /** `single` closes the others when one opens (FAQ); `multiple` lets several stay open (filters). */
  mode?: 'single' | 'multiple';
  /** Level of the headings that hold the buttons, within the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** APG accordion: headings with disclosure buttons (`aria-expanded`), panels labelled by their button. */
export function Accordion({
  items,
  defaultOpen = [],
  mode = 'multiple',
  headingLevel = 3,
  className,
}: AccordionProps) {
  const base = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpen));
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) => {
    setOpen((current) => {
      const next = new Set(mode === 'single' ? [] : current);
      if (current.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  return (
    <div className={cx(styles.accordion, className)}>
      {items.map((item) => {
        const expanded = open.has(item.id);
        return (
          <div key={item.id} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={`${base}-button-${item.id}`}
                aria-expanded={expanded}
                aria-controls={`${base}-panel-${item.id}`}
                className={styles.trigger}
                onClick={() => toggle(item.id)}
              >
                <span>{item.title}</span>
                <IconPlus className={cx(styles.icon, expanded && styles.iconOpen)} />
              </button>
            </Heading>
            <section
              id={`${base}-panel-${item.id}`}
              aria-labelledby={`${base}-button-${item.id}`}
              hidden={!expanded}
              className={styles.panel}
            >
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
