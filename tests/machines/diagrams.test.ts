import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assign, emit, fromPromise, setup, type AnyStateNode } from 'xstate';
import { ONBOARDING_STEPS } from '../../machines/login-onboarding-steps';
import { FORM_STEPS } from '../../machines/registration-steps';
import { DIAGRAMS_DIR, PART_LIMITS, exportedMachines, generateDiagrams } from '../../scripts/diagrams';
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
        // The generator adds the calls and the events handled in place: a description says neither again.
        expect(state.description ?? '', `${exportName} ${state.id}`).not.toMatch(/\(calls |Handles: /);
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

  it("answers the reading guide's questions with the labels the guide quotes (docs/statecharts/README.md)", async () => {
    const guide = readFileSync(path.join(DIAGRAMS_DIR, 'README.md'), 'utf8');
    const documents = [...(await generateDiagrams()).values()].map((diagram) => diagram.document).join('\n');
    const quotes = [...guide.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
    // Paths, file names, commands, machine config names and code aside, a code span quotes a diagram.
    const isName = (quote: string) => /^(npm run \w+|[\w.<>*-]+(\/[\w.<>*-]+)+|[\w<>-]+\.(md|ts)|meta\.\w+|description|\$\{.+\})$/.test(quote);
    expect(quotes.filter((quote) => !isName(quote)).length).toBeGreaterThan(10);
    for (const quote of quotes.filter((quote) => !isName(quote))) expect(documents, quote).toContain(quote);
  });
});

/**
 * The club's rules as the diagrams must tell them to analysts: a date, limit or count in a
 * machine's description comes from the constant the code uses, so moving the constant changes the
 * diagram. The figures are written here from the requirement (SPEC, or a decision in docs/), never
 * read from the code: a diagram that says something else fails.
 */
const RULES_THE_DIAGRAMS_TELL: { diagram: string; tells: string; where: string; words: string }[] = [
  // SPEC §4 Login: owners in Czechia or Slovakia created on or before 31 January 2024.
  { diagram: 'login', tells: 'the terms step is for accounts created on or before 31 January 2024', where: 'Onboarding › Terms', words: 'created on or before 31 January 2024' },
  // SPEC §2 Login wizard, §5: "enter 5-digit code".
  { diagram: 'login', tells: 'the code has 5 digits', where: 'summary', words: 'with a 5-digit code' },
  // SPEC §2 Login wizard, §9: resend after a 60 second countdown.
  { diagram: 'login', tells: 'a new code may be asked for after 60 seconds', where: 'Enter code › Resend timer', words: '(60 seconds) before a new code may be requested' },
  // SPEC §2 Login wizard, §9: progress saved with a 1 second debounce.
  { diagram: 'login', tells: 'the progress is saved 1 second after a change', where: 'every state', words: '1 second after a change / save progress' },
  { diagram: 'registration', tells: 'the progress is saved 1 second after a change', where: 'Filling › Persistence › Scheduled', words: 'A save is due 1 second after the last change' },
  // SPEC §9 debounces: validation 500 ms, address autocomplete 400 ms.
  { diagram: 'registration', tells: 'e-mail and phone are checked 500 ms after the last change', where: 'Filling › Wizard › Editing › User info › Debouncing', words: 'Waits 500 ms after the last change' },
  { diagram: 'registration', tells: 'the street is looked up 400 ms after the last letter', where: 'Filling › Wizard › Editing › Company address › Debouncing', words: 'Waits 400 ms after the last typed letter' },
  // SPEC §2 /maintenance: polls every 60 seconds, back once the answer's status is below 300.
  { diagram: 'maintenance', tells: 'the page checks every 60 seconds', where: 'Waiting', words: 'Waits 60 seconds until the next check' },
  { diagram: 'maintenance', tells: 'a status below 300 ends maintenance', where: 'summary', words: 'a status below 300' },
  // SPEC §4 Session, §9: the profile is refetched every 3 minutes.
  { diagram: 'session', tells: 'the profile is refetched every 3 minutes', where: 'Signed in › Profile › Fresh', words: 'refetched every 3 minutes' },
  // docs/decisions.md: a refresh that got no answer is tried again every 30 seconds.
  { diagram: 'session', tells: 'a refresh without an answer is tried again after 30 seconds', where: 'Signed in › Token refresh › Retrying', words: 'Waits 30 seconds before trying the refresh again' },
  // SPEC §2 Home, §9: slider autoplay 7 s.
  { diagram: 'hero-slider', tells: 'a new slide comes every 7 seconds', where: 'Playing', words: 'A new slide every 7 seconds' },
  // SPEC §9: the expiring-points notice from October onward, not again if seen under 6 months ago.
  { diagram: 'home-notices', tells: 'the expiring-points banner is due from October', where: 'Expiring › Deciding', words: '(October on,' },
  { diagram: 'home-notices', tells: 'the expiring-points banner stays away 6 months once seen', where: 'Expiring › Deciding', words: 'not seen for 6 months' },
  // docs/server.md: an avatar is at most 5 MB.
  { diagram: 'avatar', tells: 'a picture over 5 MB is not taken', where: 'summary', words: 'A file over 5 MB' },
  // docs/decisions.md: an open conversation is read again every 10 seconds.
  { diagram: 'chat', tells: 'an open conversation is read again every 10 seconds', where: 'summary', words: 'read again every 10 seconds' },
];

/** The line of a diagram that says it: the machine's summary, its every-state line or a state's table row. */
function lineOf(document: string, where: string): string {
  if (where === 'summary') return document.split('\n\n')[2] ?? '';
  const lines = document.split('\n');
  const start = where === 'every state' ? 'In every state it also handles: ' : `| ${where} |`;
  return lines.find((line) => line.startsWith(start)) ?? `(no line starts with "${start}")`;
}

describe("the diagrams tell the club's rules with the code's figures", () => {
  let diagrams: ReturnType<typeof generateDiagrams> | undefined;
  for (const { diagram, tells, where, words } of RULES_THE_DIAGRAMS_TELL) {
    it(`the ${diagram} diagram tells analysts ${tells}`, async () => {
      diagrams ??= generateDiagrams();
      const document = (await diagrams).get(path.join(DIAGRAMS_DIR, `${diagram}-machine.md`))?.document ?? '';
      expect(lineOf(document, where)).toContain(words);
    });
  }
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
