import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { generateDiagrams, toMermaid } from '../../scripts/diagrams';

describe('statechart diagrams', () => {
  it('every committed diagram matches its machine (run `npm run diagrams` after changing one)', async () => {
    const documents = await generateDiagrams();
    expect(documents.size).toBeGreaterThan(0);
    for (const [file, text] of documents) {
      const name = path.relative(process.cwd(), file);
      expect(existsSync(file), `${name} is missing`).toBe(true);
      expect(readFileSync(file, 'utf8'), `${name} is stale`).toBe(text);
    }
  });

  it('draws nesting, initial and final states, guards, delays, eventless and invoked transitions', () => {
    const machine = setup({
      actors: { 'load data': fromPromise(async () => 'data') },
      guards: { 'is ready': () => true },
      delays: { 'retry delay': 500 },
    }).createMachine({
      id: 'sample',
      initial: 'idle',
      states: {
        idle: { on: { START: { target: 'working', guard: 'is ready' } } },
        working: {
          initial: 'loading',
          states: {
            loading: { invoke: { id: 'load', src: 'load data', onDone: 'shown', onError: 'failed' } },
            failed: { after: { 'retry delay': 'loading' } },
            shown: { always: { target: '#sample.done' } },
          },
        },
        done: { type: 'final' },
      },
    });
    const diagram = toMermaid(machine);
    expect(diagram).toMatch(/^stateDiagram-v2\n {2}\[\*\] --> idle\n/);
    expect(diagram).toContain('idle --> working : START [is ready]');
    expect(diagram).toContain('state working {\n    [*] --> loading');
    expect(diagram).toContain('loading --> shown : done load data');
    expect(diagram).toContain('loading --> failed : error load data');
    expect(diagram).toContain('failed --> loading : after retry delay');
    expect(diagram).toContain('working --> done : shown - always');
    expect(diagram).toContain('done --> [*]');
  });
});
