/** The brand's drawings; the brand block of tokens.css names their files. */
export type IllustrationName = 'hero' | 'projects' | 'scans' | 'rewards' | 'empty';

/** A decorative drawing (hidden from screen readers: the text beside it says what it shows). */
export function Illustration({ name, className }: { name: IllustrationName; className?: string }) {
  return <span className={['ui-illustration', `ui-illustration--${name}`, className].filter(Boolean).join(' ')} aria-hidden="true" />;
}
