import type { CSSProperties } from 'react';
import './skeleton.css';

interface SkeletonProps {
  /** text: lines of text (the last one shorter); block: a card or picture; circle: an avatar. */
  shape?: 'text' | 'block' | 'circle';
  /** Lines of text drawn (text only). */
  lines?: number;
  /** CSS lengths; text fills its container's width by default. */
  width?: string;
  height?: string;
}

/**
 * The grey shape of content that is still loading. Hidden from screen readers: the region that
 * loads says so itself (aria-busy, or a spinner's label).
 */
export function Skeleton({ shape = 'text', lines = 1, width, height }: SkeletonProps) {
  const style: CSSProperties = { width, height };
  if (shape !== 'text') return <span className={`ui-skeleton ui-skeleton--${shape}`} style={style} aria-hidden="true" />;
  return (
    <span className="ui-skeleton-lines" aria-hidden="true">
      {Array.from({ length: lines }, (_, line) => <span key={line} className="ui-skeleton ui-skeleton--text" style={style} />)}
    </span>
  );
}
