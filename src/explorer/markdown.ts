/**
 * The Markdown the diagrams share with the explorer (the "how to read" paragraph, the guide),
 * as HTML: its links to the documents lead to the explorer's pages instead. Our own text only.
 */
import { marked } from 'marked';

const toPages = (html: string) =>
  html.replace(/href="README\.md"/g, 'href="?page=reading"').replace(/href="([a-z0-9-]+-machine)\.md"/g, 'href="?machine=$1"');

export const inlineHtml = (markdown: string) => toPages(marked.parseInline(markdown, { async: false }));
export const blockHtml = (markdown: string) => toPages(marked.parse(markdown, { async: false }));
