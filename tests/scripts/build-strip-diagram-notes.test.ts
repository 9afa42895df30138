import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { stripDocumentingProperties } from '../../scripts/build-strip-diagram-notes';

const MACHINE = `
const config = {
  id: 'demo',
  description: 'What the machine is for.',
  meta: { diagramParts: { One: ['idle'] } },
  states: {
    idle: { description: "Waits, it's idle.", on: { GO: { target: 'busy', description: \`a \${'click'}\` } } },
    busy: { entry: 'start', meta: { stepOrder: {} }, type: 'final' },
  },
  context: { description: 'kept: context of the machine', notes: { meta: 1 } },
};
export default config;
`;

describe("the build leaves the machines' diagram notes out", () => {
  const stripped = stripDocumentingProperties(MACHINE, (code) => parseAst(code))?.code ?? '';
  /** The stripped code with its runs of spaces as one, as a minifier would leave it. */
  const compact = stripped.replace(/\s+/g, ' ');

  it('drops every description and meta property, with its comma, and the result still parses', () => {
    expect(stripped).not.toMatch(/What the machine is for|Waits|diagramParts|stepOrder|a \$\{/);
    expect(() => parseAst(stripped)).not.toThrow();
    expect(compact).toContain("entry: 'start', type: 'final'");
  });

  it('keeps every other property', () => {
    expect(stripped).toContain("id: 'demo'");
    expect(compact).toContain("on: { GO: { target: 'busy', } }");
    expect(stripped).toContain('notes: {');
  });

  it('drops the keys wherever they stand, so machines/ must not use them for data', () => {
    expect(stripped).not.toContain('kept: context');
  });

  it('leaves a module without notes untouched', () => {
    expect(stripDocumentingProperties('export const a = { id: 1 };', (code) => parseAst(code))).toBeNull();
  });
});
