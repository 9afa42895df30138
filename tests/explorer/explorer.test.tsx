/**
 * The statechart explorer (issue 30): its index lists every machine in its group, and a walk
 * shared as a link replays to the state it was in. The expected machines and groups are written
 * here as data, from machines/ and the issue's groups, not read by the code that builds the index.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CATALOG, entryNamed } from '../../src/explorer/catalog';
import { IndexPage } from '../../src/explorer/IndexPage';
import { Walk, replay, type WalkStep } from '../../src/explorer/walk/walk';
import { walkHash, walkOfHash } from '../../src/explorer/walk/walk-link';

/** Every machines/*-machine.ts, by its page name, in the group of the portal it belongs to. */
const EXPECTED: Record<string, string[]> = {
  'Session': ['session-machine', 'maintenance-machine', 'language-machine'],
  'Sign-in and registration': ['login-machine', 'registration-machine'],
  'Projects': ['new-project-machine', 'project-survey-machine', 'scan-queue-machine', 'camera-scanner-machine', 'confirmed-removal-machine'],
  'Shop and checkout': ['cart-sync-machine', 'checkout-machine', 'mini-cart-machine', 'copy-machine', 'download-machine'],
  'Club card': ['club-card-machine', 'top-up-machine'],
  'Configurator': ['configurator-machine'],
  'Team and profile': ['avatar-machine', 'form-machine', 'chat-machine'],
  'Home': ['hero-slider-machine', 'home-notices-machine', 'notification-reader-machine'],
  'Staff console': [
    'staff-session-machine', 'staff-login-machine', 'staff-find-machine', 'staff-inbox-machine', 'staff-conversation-machine',
    'staff-review-machine', 'staff-order-action-machine', 'confirmed-step-machine', 'content-editor-machine', 'emulation-link-machine',
    'serial-import-machine',
  ],
};

describe('the index', () => {
  const html = renderToStaticMarkup(<IndexPage />);
  /** The machine pages each group's section links to. */
  const linked = new Map([...html.matchAll(/<section[^>]*><h2[^>]*>([^<]+)<\/h2>([\s\S]*?)<\/section>/g)].map(([, group, section]) => [
    group!.replace(/&amp;/g, '&'),
    [...section!.matchAll(/href="\?machine=([a-z-]+)"/g)].map(([, name]) => name!).sort(),
  ]));

  it('lists every machine of machines/ in its group, and nothing else', () => {
    expect(Object.fromEntries(linked)).toEqual(Object.fromEntries(Object.entries(EXPECTED).map(([group, names]) => [group, [...names].sort()])));
  });

  it('links to a page for each, whose machine is the one of that file', () => {
    for (const name of Object.values(EXPECTED).flat()) expect(entryNamed(name)?.file, name).toBe(`${name}.ts`);
    expect(CATALOG).toHaveLength(Object.values(EXPECTED).flat().length);
  });
});

/** The buttons a person presses, by their words, and the answers given to calls: as an analyst walks. */
async function press(walk: Walk, label: string): Promise<void> {
  const offer = walk.offers().find((each) => each.label === label);
  const answer = walk.pendingCalls().flatMap((call) => call.answers).find((each) => `${each.step.outcome === 'done' ? 'Succeeds' : 'Fails'}: ${each.label}` === label);
  const step: WalkStep | undefined = offer?.enabled ? offer.step : answer?.step;
  if (!step) throw new Error(`No "${label}" in ${walk.stateWords()}: ${walk.offers().map((each) => each.label).join(', ')}`);
  await walk.take(step);
}

function walkOf(name: string): Walk {
  const entry = entryNamed(name)!;
  return new Walk(entry.walk!, entry.diagram().moves);
}

async function replayed(name: string, walk: Walk) {
  const link = walkHash(walk.taken.map((taken) => taken.step));
  const steps = walkOfHash(link);
  expect(steps, link).not.toBeNull();
  const entry = entryNamed(name)!;
  return replay(entry.walk!, entry.diagram().moves, steps!);
}

describe('walk mode', () => {
  it('walks the checkout to Placed, and its link replays to the same state and path', async () => {
    const walk = walkOf('checkout-machine');
    expect(walk.stateWords()).toBe('Editing');
    for (const label of ['Change: empty the street', 'Next', 'Change: type a street', 'Next', 'Place: the cart (300 points)', 'Fails: answer lost', 'Place: the cart (300 points)', 'Succeeds: no order was placed', 'Succeeds: placed']) {
      await press(walk, label);
    }
    expect(walk.stateWords()).toBe('Placed');
    expect(walk.taken.map((taken) => taken.state)).toEqual([
      'Editing', 'Editing', 'Editing', 'Reviewing', 'Placing', 'Reviewing', 'Checking outcome', 'Placing', 'Placed',
    ]);

    const { walk: again, refused } = await replayed('checkout-machine', walk);
    expect(refused).toBeNull();
    expect(again.snapshot().value).toEqual(walk.snapshot().value);
    // What the checkout holds, its key maker (a function) aside.
    const held = (replayed: Walk) => JSON.parse(JSON.stringify(replayed.snapshot().context)) as unknown;
    expect(held(again)).toEqual(held(walk));
    expect(again.taken.map((taken) => taken.words)).toEqual(walk.taken.map((taken) => taken.words));
  });

  it('says why an event is not taken now: Place is not offered on the form, Next needs the form complete to reach the summary', async () => {
    const walk = walkOf('checkout-machine');
    expect(walk.offers().map((offer) => offer.step.type)).not.toContain('PLACE');
    await press(walk, 'Change: empty the street');
    const next = walk.offers().find((offer) => offer.label === 'Next')!;
    expect(next.ways).toEqual(['next [form is complete] → Reviewing / forget problems', 'next [otherwise] / show problems']);
    expect(next.leadsTo).toBe('stays in this state');
  });

  it('walks the login wizard to the portal, with the resend offered only once its wait is over, and its link replays', async () => {
    const walk = walkOf('login-machine');
    for (const label of ['Choose email', 'Change email: owner@demo.cz', 'Submit', 'Succeeds: code sent (a new one after 3 seconds)']) await press(walk, label);
    expect(walk.stateWords()).toBe('Enter code › Code › Editing + Enter code › Resend timer › Counting');
    const resend = () => walk.offers().find((offer) => offer.step.type === 'RESEND')!;
    expect(resend().enabled).toBe(false);
    expect(resend().ways).toEqual(['resend [resend is available] → Resending / clear alert']);
    while (!resend().enabled) await walk.take({ kind: 'time' });
    expect(walk.taken.filter((taken) => taken.step.kind === 'time').map((taken) => taken.words)).toContain('1 second passes');
    for (const label of ['Change code: 12345', 'Submit', 'Succeeds: right code: a Polish owner with nothing left to set up', 'Succeeds: Polish settings']) {
      await press(walk, label);
    }
    expect(walk.stateWords()).toBe('Signed in (finished)');
    expect(walk.taken.at(-1)?.told).toContain('signedIn');

    const { walk: again, refused } = await replayed('login-machine', walk);
    expect(refused).toBeNull();
    expect(again.stateWords()).toBe('Signed in (finished)');
    expect(again.taken.map((taken) => taken.state)).toEqual(walk.taken.map((taken) => taken.state));
  });

  it('lets time pass to the next timer: the maintenance page checks every 60 seconds until the service answers (SPEC §2)', async () => {
    const walk = walkOf('maintenance-machine');
    expect(walk.nextTimer()).toBe(60_000);
    await walk.take({ kind: 'time' });
    await press(walk, 'Succeeds: 503: still in maintenance');
    await walk.take({ kind: 'time' });
    await press(walk, 'Succeeds: 200: the service answers');
    expect(walk.taken.map((taken) => `${taken.words} → ${taken.state}`)).toEqual([
      '60 seconds pass → Checking',
      'check the service answers: 503: still in maintenance → Waiting',
      '60 seconds pass → Checking',
      'check the service answers: 200: the service answers → Back (finished)',
    ]);
    expect(walk.taken.at(-1)?.told).toEqual(['serviceBack']);
    expect(walk.nextTimer()).toBeNull();
  });

  it('walks a top-up whose success message goes after 15 seconds (SPEC §9), and replays it', async () => {
    const walk = walkOf('top-up-machine');
    expect(walk.offers().filter((offer) => offer.step.type === 'CHOOSE').map((offer) => offer.enabled)).toEqual([true, true, true, false]);
    for (const label of ['Choose: 50 points', 'Terms: tick', 'Top up', 'Succeeds: placed (50 points)']) await press(walk, label);
    expect(walk.snapshot().context.placed).not.toBeNull();
    expect(walk.nextTimer()).toBe(15_000);
    await walk.take({ kind: 'time' });
    expect(walk.snapshot().context.placed).toBeNull();
    const { walk: again } = await replayed('top-up-machine', walk);
    expect(again.taken.map((taken) => taken.words)).toEqual(walk.taken.map((taken) => taken.words));
    expect(again.snapshot().context.points).toBe(250);
  });

  it('walks the session through time: the profile is refetched every 3 minutes, and a refused refresh signs out (SPEC §4, §9)', async () => {
    const walk = walkOf('session-machine');
    expect(walk.stateWords()).toContain('Signed in');
    expect(walk.nextTimer()).toBe(3 * 60_000);
    await walk.take({ kind: 'time' });
    expect(walk.pendingCalls().map((call) => call.call)).toContain('refetch profile');
    await press(walk, 'Succeeds: profile fetched');
    while (!walk.pendingCalls().some((call) => call.call === 'refresh session')) await walk.take({ kind: 'time' });
    await press(walk, 'Fails: refused (401)');
    expect(walk.stateWords()).toBe('Signed out');
    expect(walk.taken.at(-1)?.told).toContain('navigate');
  });

  it('stops a link at the first step the machine does not take there, with the reason', async () => {
    const entry = entryNamed('checkout-machine')!;
    const { walk, refused } = await replay(entry.walk!, entry.diagram().moves, walkOfHash('#walk=e:NEXT:0,e:NEXT:0,e:CLOSE:0')!);
    expect(walk.stateWords()).toBe('Reviewing');
    expect(refused).toEqual({ index: 1, reason: 'Next is not accepted here' });
    expect(walkOfHash('#walk=e:NEXT:zero')).toBeNull();
    expect(walkOfHash('#elsewhere')).toBeNull();
  });

  it('offers an answer for every call its machine makes', () => {
    for (const entry of CATALOG.filter((each) => each.walk)) {
      expect(Object.keys(entry.walk!.calls).sort(), entry.name).toEqual(Object.keys(entry.machine.implementations.actors).sort());
    }
  });
});
