import { useId, type ReactNode } from 'react';

interface CardProps {
  /** Names the card (a heading, which also labels it as a region when `as` is section). */
  title?: ReactNode;
  headingLevel?: 2 | 3;
  /** Beside the title: a badge, a link or a small button. */
  actions?: ReactNode;
  /** Under the content, set off by a rule: the card's buttons. */
  footer?: ReactNode;
  /** Raised cards stand out from a page of cards (a summary, the current choice). */
  raised?: boolean;
  as?: 'div' | 'section' | 'article';
  className?: string;
  children: ReactNode;
}

/** A surface that groups one thing: a summary, a record, a form part. */
export function Card({ title, headingLevel = 2, actions, footer, raised = false, as: Element = 'div', className, children }: CardProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Element
      className={['ui-card', raised ? 'ui-card--raised' : '', className].filter(Boolean).join(' ')}
      aria-labelledby={title && Element !== 'div' ? headingId : undefined}
    >
      {title || actions ? (
        <div className="ui-card__header">
          {title ? <Heading id={headingId} className="ui-card__title">{title}</Heading> : null}
          {actions}
        </div>
      ) : null}
      <div className="ui-card__body">{children}</div>
      {footer ? <div className="ui-card__footer">{footer}</div> : null}
    </Element>
  );
}
