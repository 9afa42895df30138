/**
 * Vite plugin: the machines' `description` and `meta` properties stay out of the portal's build.
 *
 * They are written for analysts: `npm run diagrams` turns them into the state tables and parts of
 * docs/statecharts, and no code of the portal reads them. Shipped, they cost /login about 3 kB
 * gzip of its 150 kB budget (the login and session machines describe every state). Only the
 * build drops them; tests and the diagram generator load the machines as written.
 */
import type { Plugin } from 'vite';
import MagicString from 'magic-string';

/** The properties that only document a state chart. */
const DOCUMENTING_KEYS = new Set(['description', 'meta']);

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

function keyName(node: AstNode): string | null {
  const key = node.key as AstNode | undefined;
  if (!key || node.computed) return null;
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return null;
}

/** Every documenting property of an object literal, depth first. */
function documentingProperties(node: unknown, found: AstNode[] = []): AstNode[] {
  if (Array.isArray(node)) {
    node.forEach((child) => documentingProperties(child, found));
  } else if (isNode(node)) {
    if (node.type === 'Property' && node.kind === 'init' && DOCUMENTING_KEYS.has(keyName(node) ?? '')) {
      found.push(node);
      return found;
    }
    for (const [field, child] of Object.entries(node)) if (field !== 'type') documentingProperties(child, found);
  }
  return found;
}

/** Removes the properties from a module's JavaScript, each with the comma that follows it. */
export function stripDocumentingProperties(code: string, parse: (code: string) => unknown): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  const properties = documentingProperties(parse(code));
  if (properties.length === 0) return null;
  const text = new MagicString(code);
  for (const property of properties) {
    const comma = /^\s*,/.exec(code.slice(property.end));
    text.remove(property.start, property.end + (comma ? comma[0].length : 0));
  }
  return { code: text.toString(), map: text.generateMap({ hires: true }) };
}

export function stripDiagramNotes(): Plugin {
  return {
    name: 'strip-diagram-notes',
    apply: 'build',
    // After TypeScript is stripped, so the parser sees JavaScript.
    enforce: 'post',
    transform(code, id) {
      if (!/\/machines\/[^/]+\.ts$/.test(id.split('?')[0] ?? '')) return null;
      return stripDocumentingProperties(code, (source) => this.parse(source));
    },
  };
}
