import { describe, expect, it } from 'vitest';
import { safeHtml } from '../../src/server/domain/safe-html';
import { XSS_PAYLOADS } from './xss-payloads';

/** What no allow-list lets through; content may keep an <img>, product HTML never. */
const NEVER = /<script|<iframe|<svg|<object|<form|<style|\son\w+=|javascript:|data:|href="\/\//i;

describe('product HTML', () => {
  it.each(XSS_PAYLOADS)('never carries a script, handler or javascript: URL: %s', (payload) => {
    const clean = safeHtml('product', `<p>Before</p>${payload}<p>After</p>`);
    expect(clean).not.toMatch(NEVER);
    expect(clean).not.toMatch(/<img/i);
    expect(clean).toContain('<p>Before</p>');
  });

  it('keeps formatting and safe links, which open in a new tab without the opener', () => {
    expect(safeHtml('product', '<h3>Title</h3><ul><li><strong>a</strong></li></ul><a href="https://club.example/x">x</a>')).toBe(
      '<h3>Title</h3><ul><li><strong>a</strong></li></ul><a href="https://club.example/x" target="_blank" rel="noopener noreferrer nofollow">x</a>');
  });
});

describe('content HTML', () => {
  it.each(XSS_PAYLOADS)('never carries a script, handler or javascript: URL: %s', (payload) => {
    const clean = safeHtml('content', `<p>Before</p>${payload}<p>After</p>`);
    expect(clean).not.toMatch(NEVER);
    expect(clean).toContain('<p>Before</p>');
  });

  it('drops an image source that is not https, and loads images lazily', () => {
    expect(safeHtml('content', '<img src="http://x.example/a.png"><img src="https://x.example/b.png" alt="b">')).toBe(
      '<img loading="lazy" /><img src="https://x.example/b.png" alt="b" loading="lazy" />');
  });

  it('keeps tables and links, which carry no opener', () => {
    expect(safeHtml('content', '<table><tr><td><a href="https://club.example/x" target="_top">x</a></td></tr></table>')).toBe(
      '<table><tr><td><a href="https://club.example/x" rel="noopener noreferrer">x</a></td></tr></table>');
  });
});
