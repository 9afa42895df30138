/**
 * BelowTheFold (src/app/ui/BelowTheFold.tsx): the first render holds the placeholder, so a page's
 * first render stays short; its content follows in a render of its own (in the browser: a
 * deferred one React can interrupt). The server renderer shows what that first render contains.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BelowTheFold } from '../../src/app/ui/BelowTheFold';

describe('BelowTheFold', () => {
  it('renders the placeholder, not the content, in the first render', () => {
    const html = renderToString(<BelowTheFold placeholder={<p>placeholder</p>}><p>content</p></BelowTheFold>);
    expect(html).toBe('<p>placeholder</p>');
  });
});
