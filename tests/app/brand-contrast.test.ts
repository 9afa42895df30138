/**
 * The colour tokens of src/app/ui/tokens.css pass WCAG 2.2 AA in every pair the design system
 * combines: 4.5:1 for text, 3:1 for what a person must see to use a control (input borders, the
 * focus ring). A rebrand that edits the brand block into a failing palette fails here, and so does
 * a programme's own palette (the decor block).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const TOKENS_CSS = readFileSync(join(import.meta.dirname, '../../src/app/ui/tokens.css'), 'utf8');

const TEXT = 4.5;
const UI = 3;

/** [foreground token, background token, minimum ratio, where the design system combines them]. */
const PAIRS: [string, string, number, string][] = [
  ['text', 'surface', TEXT, 'body text on cards'],
  ['text', 'background', TEXT, 'body text on the page'],
  ['text', 'surface-sunken', TEXT, 'text on sunken bands, neutral badges'],
  ['text', 'brand-soft', TEXT, 'chosen radio cards, info alerts'],
  ['text', 'danger-soft', TEXT, 'error alerts'],
  ['text', 'warning-soft', TEXT, 'warning alerts'],
  ['text', 'success-soft', TEXT, 'success alerts'],
  ['text-muted', 'surface', TEXT, 'hints, step counters'],
  ['text-muted', 'background', TEXT, 'section intros'],
  ['text-muted', 'surface-sunken', TEXT, 'table headings'],
  ['brand', 'surface', TEXT, 'links, secondary buttons'],
  ['brand', 'background', TEXT, 'links on the page'],
  ['brand', 'brand-soft', TEXT, 'brand badges, hovered secondary buttons'],
  ['brand-strong', 'brand-soft', TEXT, 'hovered links and menu items'],
  ['on-brand', 'brand', TEXT, 'primary buttons, current page'],
  ['on-brand', 'brand-strong', TEXT, 'hovered primary buttons'],
  ['on-brand', 'danger', TEXT, 'danger buttons'],
  ['on-brand', 'danger-strong', TEXT, 'hovered danger buttons'],
  ['on-accent', 'accent', TEXT, 'accent buttons, step numbers, the points pill'],
  ['on-accent', 'accent-soft', TEXT, 'hovered accent buttons'],
  ['accent-strong', 'surface', TEXT, 'eyebrows on light bands'],
  ['accent-strong', 'accent-soft', TEXT, 'accent badges'],
  ['danger', 'surface', TEXT, 'field errors'],
  ['danger', 'danger-soft', TEXT, 'danger badges, error titles'],
  ['warning', 'warning-soft', TEXT, 'warning badges'],
  ['success', 'surface', TEXT, 'success text'],
  ['success', 'success-soft', TEXT, 'success badges and titles'],
  ['on-dark', 'brand', TEXT, 'hero title where its gradient starts'],
  ['on-dark', 'brand-deep', TEXT, 'hero title where its gradient ends, toasts'],
  ['on-dark-muted', 'brand', TEXT, 'hero pitch'],
  ['on-dark-muted', 'brand-deep', TEXT, 'hero pitch'],
  ['accent-on-dark', 'brand', TEXT, 'hero eyebrow'],
  ['accent-on-dark', 'brand-deep', TEXT, 'hero eyebrow'],
  ['footer-text', 'footer', TEXT, 'footer text'],
  ['footer-heading', 'footer', TEXT, 'footer headings and legal line'],
  ['on-dark', 'footer', TEXT, 'footer links'],
  ['border-strong', 'surface', UI, 'field and radio card borders'],
  ['border-strong', 'background', UI, 'pagination borders on the page'],
  ['danger', 'surface', UI, 'the border of an invalid field'],
  ['focus', 'surface', UI, 'focus ring on cards'],
  ['focus', 'background', UI, 'focus ring on the page'],
  ['focus', 'surface-sunken', UI, 'focus ring on sunken bands'],
  ['focus-on-dark', 'brand', UI, 'focus ring in the hero'],
  ['focus-on-dark', 'brand-deep', UI, 'focus ring in the hero, on toasts'],
  ['focus-on-dark', 'footer', UI, 'focus ring in the footer'],
  ['success-on-dark', 'brand-deep', UI, 'the mark of a success toast'],
  ['danger-on-dark', 'brand-deep', UI, 'the mark of an error toast'],
];

/** The custom properties of a block of declarations, as written. */
function declarations(css: string): Map<string, string> {
  return new Map([...css.matchAll(/--([\w-]+)\s*:\s*([^;]+);/g)].map((match) => [match[1] ?? '', (match[2] ?? '').trim()]));
}

/**
 * The palettes of the sheet by selector: `:root`, and each other block (a programme of its own,
 * such as the decor one) as the root's tokens with its own over them.
 */
function palettes(css: string): Map<string, Map<string, string>> {
  const blocks = [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)]
    .map((match) => ({ selector: (match[1] ?? '').trim(), tokens: declarations(match[2] ?? '') }))
    .filter(({ tokens }) => tokens.size > 0);
  const root = new Map(blocks.filter(({ selector }) => selector === ':root').flatMap(({ tokens }) => [...tokens]));
  return new Map([[':root', root], ...blocks.filter(({ selector }) => selector !== ':root').map(({ selector, tokens }) => [selector, new Map([...root, ...tokens])] as const)]);
}

/** A colour token's value with var() references followed, as [r, g, b] from 0 to 255. */
function resolveColour(tokens: Map<string, string>, name: string, seen: string[] = []): [number, number, number] {
  const value = tokens.get(`color-${name}`) ?? tokens.get(name);
  if (value === undefined) throw new Error(`No token --color-${name}`);
  const reference = /^var\(--(?:color-)?([\w-]+)\)$/.exec(value);
  if (reference?.[1]) {
    if (seen.includes(name)) throw new Error(`Token --color-${name} refers to itself`);
    return resolveColour(tokens, reference[1], [...seen, name]);
  }
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value)?.[1];
  if (!hex) throw new Error(`--color-${name} is ${value}: write colours as #rgb or #rrggbb so that their contrast can be checked`);
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as [number, number, number];
}

/** WCAG 2.x relative luminance and contrast ratio. */
function luminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(a: [number, number, number], b: [number, number, number]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The pairs of a token sheet that fall short in any of its palettes, with their ratio. */
function failingPairs(css: string): string[] {
  return [...palettes(css)].flatMap(([palette, tokens]) => PAIRS.flatMap(([foreground, background, minimum, where]) => {
    const ratio = contrast(resolveColour(tokens, foreground), resolveColour(tokens, background));
    return ratio >= minimum ? [] : [`${palette}: ${foreground} on ${background} (${where}): ${ratio.toFixed(2)}:1, needs ${minimum}:1`];
  }));
}

describe('brand contrast (WCAG AA)', () => {
  it('computes contrast as WCAG defines it', () => {
    expect(contrast([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrast([118, 118, 118], [255, 255, 255])).toBeCloseTo(4.54, 2);
    expect(contrast([11, 74, 139], [11, 74, 139])).toBe(1);
  });

  it('passes in every pair the design system combines', () => {
    expect(failingPairs(TOKENS_CSS)).toEqual([]);
  });

  it('catches a rebrand whose colours fail', () => {
    const paleBrand = TOKENS_CSS.replace(/--color-brand:\s*#[0-9a-f]+;/i, '--color-brand: #7fb2e5;');
    expect(failingPairs(paleBrand)).toEqual(expect.arrayContaining([expect.stringMatching(/^:root: on-brand on brand /), expect.stringMatching(/^:root: brand on surface /)]));
  });

  it('checks the palette of a programme of its own over the root one', () => {
    const paleDecor = TOKENS_CSS.replace(/(\[data-programme="decor"\]\s*\{[^}]*--color-brand:\s*)#[0-9a-f]+;/i, '$1#e0a8c8;');
    expect(failingPairs(paleDecor)).toEqual(expect.arrayContaining([expect.stringMatching(/^\[data-programme="decor"\]: on-brand on brand /)]));
    expect(failingPairs(paleDecor).filter((problem) => problem.startsWith(':root'))).toEqual([]);
  });

  it('follows references between tokens and refuses colours it cannot check', () => {
    const tokens = declarations(':root { --color-a: #fff; --color-b: var(--color-a); --color-c: rgb(0 0 0); }');
    expect(resolveColour(tokens, 'b')).toEqual([255, 255, 255]);
    expect(() => resolveColour(tokens, 'c')).toThrow(/#rgb or #rrggbb/);
  });
});
