/**
 * BelowTheFold (src/app/ui/BelowTheFold.tsx): the first render holds the placeholder, so a page's
 * first render stays short; its sections follow one per task once the page has painted (in the
 * browser; e2e/club.spec.ts sees home's). The server renderer shows what that first render contains.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BelowTheFold } from '../../src/app/ui/BelowTheFold';

describe('BelowTheFold', () => {
  it('renders the placeholder, not the content, in the first render', () => {
    const html = renderToString(<BelowTheFold placeholder={<p>placeholder</p>} sections={[<p key="first">first</p>, <p key="second">second</p>]} />);
    expect(html).toBe('<p>placeholder</p>');
  });
});
