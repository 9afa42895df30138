import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assign, emit, fromPromise, setup, type AnyStateNode } from 'xstate';
import { ONBOARDING_STEPS } from '../../machines/login-steps';
import { FORM_STEPS } from '../../machines/registration-steps';
import { PART_LIMITS, exportedMachines, generateDiagrams } from '../../scripts/diagrams';
import { machineDiagram } from '../../scripts/statechart/document';

const DIAGRAM_LINE = new RegExp(
  [
    /stateDiagram-v2/,
    /state "[^":;#]+" as \w+( \{)?/,
    /\}/,
    /--/,
    /\[\*\] --> \w+/,
    /\w+ --> \[\*\]/,
    /\w+ --> \w+ : [^:;#]+/,
    /\w+ : [^:;#]+/,
    /classDef otherPart stroke-dasharray:5 5/,
    /class \w+(,\w+)* otherPart/,
  ]
    .map((form) => `(${form.source})`)
    .join('|'),
);

function mermaidBlocks(document: string): string[] {
  return [...document.matchAll(/```mermaid\n([\s\S]*?)```/g)].map((match) => match[1]!);
}

function allStates(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states).flatMap((child) => [child, ...allStates(child)]);
}

describe('statechart diagrams of the machines', () => {
  it('every committed diagram matches its machine (run `npm run diagrams` after changing one)', async () => {
    const diagrams = await generateDiagrams();
    expect(diagrams.size).toBeGreaterThan(0);
    for (const [file, { document }] of diagrams) {
      const name = path.relative(process.cwd(), file);
      expect(existsSync(file), `${name} is missing`).toBe(true);
      expect(readFileSync(file, 'utf8'), `${name} is stale`).toBe(document);
    }
  });

  it('every part of every chart fits a screen (split a larger machine with meta.diagramParts)', async () => {
    for (const [file, { charts }] of await generateDiagrams()) {
      for (const chart of charts) {
        const name = `${path.basename(file)} ${chart.name}`;
        expect(chart.states, `${name}: states`).toBeLessThanOrEqual(PART_LIMITS.states);
        expect(chart.edges, `${name}: arrows`).toBeLessThanOrEqual(PART_LIMITS.edges);
      }
    }
  });

  it('every machine says what it is for in two sentences, and every state in one line', async () => {
    for (const { exportName, machine } of await exportedMachines()) {
      const sentences = (machine.root.description ?? '').split(/(?<=[.!?])\s+(?=[A-Z])/).filter(Boolean);
      expect(sentences, `${exportName} description`).toHaveLength(2);
      for (const state of allStates(machine.root)) {
        expect(state.description ?? '', `${exportName} ${state.id}`).toMatch(/^[^\n]+$/);
      }
    }
  });

  it('writes only the Mermaid forms it means to (no label that ends early at ":", ";" or "#")', async () => {
    for (const { document } of (await generateDiagrams()).values()) {
      for (const block of mermaidBlocks(document)) {
        for (const line of block.trimEnd().split('\n')) expect(line.trim()).toMatch(new RegExp(`^(${DIAGRAM_LINE.source})$`));
      }
    }
  });

  it("draws the wizards' steps in the order of their step lists", async () => {
    const diagrams = [...(await generateDiagrams()).values()].map((diagram) => diagram.document);
    const login = diagrams.find((document) => document.includes('(`loginMachine`)'))!;
    const registration = diagrams.find((document) => document.includes('(`registrationMachine`)'))!;
    for (const [document, steps] of [[login, ONBOARDING_STEPS], [registration, FORM_STEPS]] as const) {
      expect(document).toContain(`[*] --> ${steps[0]}\n`);
      steps.slice(1).forEach((step, index) => expect(document, `${steps[index]} → ${step}`).toMatch(new RegExp(`\\n\\s+${steps[index]} --> ${step} : `)));
      expect(document).not.toMatch(/routing --> /);
    }
  });

  it("answers the README's questions with the labels the README quotes", async () => {
    const readme = readFileSync(path.join(process.cwd(), 'README.md'), 'utf8');
    const section = /\n## Reading the diagrams\n([\s\S]*?)(\n## |$)/.exec(readme)?.[1] ?? '';
    const documents = [...(await generateDiagrams()).values()].map((diagram) => diagram.document).join('\n');
    const quotes = [...section.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
    // Paths, commands and machine config names aside, a code span quotes a diagram.
    const isName = (quote: string) => /^(npm run \w+|[\w.<>-]+(\/[\w.<>-]+)+|meta\.\w+|description)$/.test(quote);
    expect(quotes.filter((quote) => !isName(quote)).length).toBeGreaterThan(10);
    for (const quote of quotes.filter((quote) => !isName(quote))) expect(documents, quote).toContain(quote);
  });
});

describe('statechart diagram rules', () => {
  const sample = setup({
    types: { events: {} as { type: 'TYPE'; value: string } | { type: 'NEXT' } | { type: 'BACK' } | { type: 'RETRY' } },
    actors: { 'send form': fromPromise(async () => 'sent') },
    guards: { 'is current step': (_, _params: { step: string }) => true, 'is ready': () => true },
    delays: { 'retry delay': 500 },
    actions: {
      'set value': assign({}),
      'go to next step': assign({}),
      'go to previous step': assign({}),
      'forget draft': emit({ type: 'forget' }),
    },
  }).createMachine({
    id: 'sample',
    description: 'A sample wizard. It has three steps.',
    initial: 'steps',
    states: {
      steps: {
        description: 'The steps.',
        initial: 'routing',
        on: { TYPE: { actions: 'set value' } },
        states: {
          routing: {
            description: 'Opens the current step.',
            meta: { stepOrder: { next: 'go to next step', back: 'go to previous step' } },
            always: [
              ...(['first', 'second', 'third'] as const).map((step) => ({ guard: { type: 'is current step' as const, params: { step } }, target: step })),
              { target: '#sample.sending' },
            ],
          },
          first: { description: 'The first step.', on: { NEXT: { guard: 'is ready', target: 'routing', actions: 'go to next step' } } },
          second: {
            description: 'The second step.',
            on: { NEXT: { target: 'routing', actions: 'go to next step' }, BACK: { target: 'routing', actions: 'go to previous step' } },
          },
          third: {
            description: 'The third step.',
            on: { NEXT: { target: 'routing', actions: 'go to next step' }, BACK: { target: 'routing', actions: 'go to previous step' } },
          },
        },
      },
      sending: {
        description: 'Sends the form.',
        invoke: { id: 'send', src: 'send form', onDone: { target: 'sent', actions: 'forget draft' }, onError: 'failed' },
      },
      failed: { description: 'Sending failed.', after: { 'retry delay': 'sending' }, on: { RETRY: 'sending' } },
      sent: { description: 'Sent.', type: 'final' },
    },
  });

  it('draws the steps in their order with next and back instead of a routing state', () => {
    const [mermaid] = mermaidBlocks(machineDiagram('sampleMachine', 'sample-machine.ts', sample).document);
    expect(mermaid).toContain('state "Steps" as steps {\n    [*] --> first\n');
    expect(mermaid).toContain('first --> second : next [is ready]');
    expect(mermaid).toContain('second --> third : next');
    expect(mermaid).toContain('second --> first : back');
    expect(mermaid).toContain('third --> second : back');
    expect(mermaid).toContain('steps --> sending : Third - next');
    expect(mermaid).not.toContain('routing');
  });

  it('lists an event that only updates context in the table instead of drawing a loop', () => {
    const { document } = machineDiagram('sampleMachine', 'sample-machine.ts', sample);
    expect(document).not.toMatch(/steps --> steps/);
    expect(document).toContain('| Steps | The steps. | type / set value |');
  });

  it('opens with what the machine is for and a table of its states, one line each', () => {
    const { document } = machineDiagram('sampleMachine', 'sample-machine.ts', sample);
    expect(document).toContain('\nA sample wizard. It has three steps.\n');
    expect(document).toContain('| State | What it does | Also handles (stays in the state) |');
    expect(document).toContain('| Steps › Routing | Opens the current step. Not drawn: the chart links the steps in their order (First, Second, Third, then Sending)');
    expect(document).toContain('| Sending | Sends the form. (calls send form) |  |');
  });

  it('shows calls on states, effects on arrows, timers and outcomes in words', () => {
    const [mermaid] = mermaidBlocks(machineDiagram('sampleMachine', 'sample-machine.ts', sample).document);
    expect(mermaid).toContain('sending : calls send form');
    expect(mermaid).toContain('sending --> sent : send form done / forget draft');
    expect(mermaid).toContain('sending --> failed : send form failed');
    expect(mermaid).toContain('failed --> sending : after retry delay');
    expect(mermaid).toContain('failed --> sending : retry');
    expect(mermaid).toContain('sent --> [*]');
  });

  it('draws each part on its own, other parts as dashed boxes', () => {
    const parted = setup({}).createMachine({
      id: 'parted',
      description: 'Two parts. One each.',
      meta: { diagramParts: { First: ['start', 'middle'], Second: ['middle.inner'] } },
      initial: 'start',
      states: {
        start: { description: 'Start.', on: { GO: 'middle.inner' } },
        middle: {
          description: 'Middle.',
          initial: 'inner',
          states: {
            inner: {
              description: 'Inner.',
              initial: 'one',
              states: { one: { description: 'One.', on: { ON: 'two' } }, two: { description: 'Two.', on: { BACK: '#parted.start' } } },
            },
          },
        },
      },
    });
    const { document, charts } = machineDiagram('partedMachine', 'parted-machine.ts', parted);
    const [first, second] = mermaidBlocks(document);
    expect(charts.map((chart) => chart.name)).toEqual(['First', 'Second']);
    expect(document).toContain('\n## Second\n');
    expect(first).toContain('state "Inner" as inner\n    inner : inside drawn in part Second');
    expect(first).toContain('start --> middle : go → Inner');
    expect(first).toContain('middle --> start : Two - back');
    expect(second).toContain('state "First part" as otherPart1');
    expect(second).toContain('inner --> otherPart1 : Two - back → Start');
    expect(second).toContain('otherPart1 --> inner : from Start');
    expect(second).toContain('one --> two : on');
    expect(second).toContain('class otherPart1 otherPart');
  });
});
