/**
 * The configurator machine against its requirement (SPEC §2 Marketing-material configurator; §5
 * Configurator, Logo, Prefill; §8; §9 link debounce 1000 ms; issue 26 §2): model-based walks of
 * each part of the chart, every state and transition checked against the tables below —
 * contact and submit (a sticker), the services counter (a vertical business card), the link's QR
 * code (a flyer) and the logo (a sticker).
 */
import { describe, expect } from 'vitest';
import { fromCallback, type SnapshotFrom } from 'xstate';
import {
  configuratorMachine, type ConfiguratorEmitted, type ConfiguratorEvent, type KeptLogo, type LogoUploadEvent,
} from '../../machines/configurator-machine';
import type { MaterialPrefill } from '../../machines/configurator-rules';
import type { MaterialSettings, OrderFile } from '../../src/contract/marketing-material';
import { stateName, testRequirements, type RequirementTable, type RunningMachine } from '../app/support/requirement-walk';
import { CARD_VERTICAL, FLYER, STICKER, configuratorInput, startConfigurator } from './configurator-fixtures';

/** SPEC §9: the link's QR code is made 1000 ms after its last change. */
const LINK_WAIT_MS = 1000;
/** The draft's save waits 1000 ms too (SPEC §9); the walks give it another length so the manual clock tells the two apart. */
const DRAFT_WAIT_IN_WALKS_MS = 1001;
const OFFLINE = new Error('offline');
/** SPEC §5: phone or e-mail (the server answers with the same message). */
const CONTACT_NEEDED = 'Enter a phone number or an e-mail address.';
const REFUSED = { status: 422, body: { message: 'The given data was invalid.', errors: { phone: [CONTACT_NEEDED] } }, retryAfter: null };
const TOO_LARGE_ANSWER = { status: 413, body: { message: 'Payload too large.' }, retryAfter: null };
const STORED_UUID = 'c-1';
const FILE: OrderFile = { uuid: 'f-1', name: 'logo.png', content_type: 'image/png', size: 2048, url: '/api/v1/shop/order/files/f-1' };
const KEPT: KeptLogo = { reference: FILE, url: 'blob:logo' };

type Snapshot = SnapshotFrom<typeof configuratorMachine>;
type WalkEvent = ConfiguratorEvent
  | { type: 'xstate.done.actor.storeConfiguration'; output: string } | { type: 'xstate.error.actor.storeConfiguration'; error: unknown }
  | { type: 'xstate.after.link debounce.configurator.link.waiting' }
  | { type: 'xstate.done.actor.makeQrCode'; output: string } | { type: 'xstate.error.actor.makeQrCode'; error: unknown }
  | { type: 'xstate.done.actor.loadKeptLogo'; output: KeptLogo | null }
  | { type: 'xstate.done.actor.forgetKeptLogo' };

const LINK_WAIT = { type: 'xstate.after.link debounce.configurator.link.waiting' } as const;

/** A file as the browser gives it; its size may be claimed without the bytes. */
function file(name: string, type: string, size?: number): File {
  const made = new File(['x'], name, { type });
  return size === undefined ? made : Object.defineProperty(made, 'size', { value: size });
}
const TOO_LARGE_PNG = file('large.png', 'image/png', 10_000_001);
const HTML_PAGE = file('page.html', 'text/html');
const PNG = file('logo.png', 'image/png');

function eventName(event: WalkEvent): string {
  switch (event.type) {
    case 'ADD_FIELD': return `add the ${event.field}`;
    case 'REMOVE_FIELD': return `remove the ${event.field}`;
    case 'CHANGE':
      if (event.field === 'link') return event.value.startsWith('https://') ? 'type a web link' : 'type something else as link';
      return event.value === '' ? `clear the ${event.field}` : `type a ${event.field}`;
    case 'TOGGLE_SERVICE': return `tick ${event.icon}`;
    case 'SUBMIT': return 'Submit';
    case 'CHOOSE_LOGO': return event.file === TOO_LARGE_PNG ? 'choose a 10,000,001-byte PNG' : event.file === HTML_PAGE ? 'choose an HTML page' : 'choose a PNG';
    case 'REMOVE_LOGO': return 'remove the logo';
    case 'LOGO.PROGRESS': return `${event.percent} % sent`;
    case 'LOGO.UPLOADED': return 'uploaded';
    case 'LOGO.FAILED': return event.error === OFFLINE ? 'upload failed' : 'upload refused as too large';
    case 'xstate.done.actor.storeConfiguration': return 'store: stored';
    case 'xstate.error.actor.storeConfiguration': return event.error === OFFLINE ? 'store: failed' : 'store: refused';
    case 'xstate.after.link debounce.configurator.link.waiting': return '1000 ms pass';
    case 'xstate.done.actor.makeQrCode': return 'QR code made';
    case 'xstate.error.actor.makeQrCode': return 'QR code failed';
    case 'xstate.done.actor.loadKeptLogo': return event.output ? 'kept logo found' : 'no kept logo';
    case 'xstate.done.actor.forgetKeptLogo': return 'kept logo forgotten';
    default: return event.type;
  }
}

/** What the page is told, as a call of the walk; a saved draft is none (the draft's own part, not walked here). */
function toldAsCall(event: ConfiguratorEmitted): string[] {
  switch (event.type) {
    case 'configured': return [`go to checkout ${event.uuid}`];
    case 'focus': return [`focus ${event.field ?? 'none'}`];
    case 'progress.forget': return ['forget draft'];
    default: return [];
  }
}

/**
 * A walk of the configurator for a material and what the person's profile gives it: the graph's
 * input, and a running configurator with fake calls and clock whose calls are what it starts and
 * tells the page.
 */
function walkOf(settings: MaterialSettings, prefill: MaterialPrefill) {
  const start = (): RunningMachine<typeof configuratorMachine, WalkEvent> => {
    let uploads: string[] = [];
    let sendBack: ((event: LogoUploadEvent) => void) | null = null;
    const upload = fromCallback<LogoUploadEvent, { file: File }>(({ input, sendBack: send }) => {
      uploads.push(`upload ${input.file.name}`);
      sendBack = send;
    });
    const { actors, clock, actor, told } = startConfigurator({ settings, prefill, upload, delays: { 'draft save debounce': DRAFT_WAIT_IN_WALKS_MS } });
    return {
      snapshot: () => actor.getSnapshot(),
      takeCalls() {
        // The look for a kept logo belongs to the start (it may begin a tick late), not to a step.
        const calls = [...actors.takeStarted().filter((call) => call !== 'load kept logo'), ...uploads, ...told.flatMap(toldAsCall)];
        uploads = [];
        told.length = 0;
        return calls;
      },
      async deliver(event) {
        switch (event.type) {
          case 'xstate.done.actor.storeConfiguration': return actors.resolve('store configuration', event.output);
          case 'xstate.error.actor.storeConfiguration': return actors.reject('store configuration', event.error);
          case 'xstate.after.link debounce.configurator.link.waiting': return clock.fire(LINK_WAIT_MS);
          case 'xstate.done.actor.makeQrCode': return actors.resolve('make QR code', event.output);
          case 'xstate.error.actor.makeQrCode': return actors.reject('make QR code', event.error);
          case 'xstate.done.actor.loadKeptLogo': return actors.resolve('load kept logo', event.output);
          case 'xstate.done.actor.forgetKeptLogo': return actors.resolve('forget kept logo');
          case 'LOGO.PROGRESS': case 'LOGO.UPLOADED': case 'LOGO.FAILED':
            // The upload tells its progress and its end itself.
            return sendBack?.(event);
          default: return void actor.send(event);
        }
      },
    };
  };
  return { machine: configuratorMachine, input: configuratorInput({ settings, prefill }), start };
}

// ---- Contact and submit ----

const problemsListed = (snapshot: Snapshot) => Object.keys(snapshot.context.errors ?? {}).length > 0;

function formStep(snapshot: Snapshot): string {
  const form = snapshot.value.form;
  return form === 'storing' ? 'storing' : form === 'stored' ? 'stored' : 'editing';
}

/** The step, the phone (added empty, or given), and what is shown (problems listed, the generic failure). */
function contactState(snapshot: Snapshot): string {
  const phone = snapshot.context.draft.fields.phone;
  return stateName(
    formStep(snapshot),
    phone === '' && 'phone added',
    phone !== undefined && phone !== '' && 'phone given',
    problemsListed(snapshot) && 'problems listed',
    snapshot.context.failure === 'generic' && 'failure shown',
  );
}

function contactEvents(snapshot: Snapshot): WalkEvent[] {
  const submit = { type: 'SUBMIT' } as const;
  if (snapshot.matches({ form: 'stored' })) return [];
  if (snapshot.matches({ form: 'storing' })) {
    return [submit, { type: 'xstate.done.actor.storeConfiguration', output: STORED_UUID },
      { type: 'xstate.error.actor.storeConfiguration', error: REFUSED }, { type: 'xstate.error.actor.storeConfiguration', error: OFFLINE }];
  }
  // After a failure the person tries again.
  if (snapshot.context.failure !== null) return [submit];
  const phone = snapshot.context.draft.fields.phone;
  if (phone === undefined) return [{ type: 'ADD_FIELD', field: 'phone' }, submit];
  return [
    { type: 'CHANGE', field: 'phone', value: '+48 600 100 200' },
    ...(phone === '' ? [] : [{ type: 'CHANGE', field: 'phone', value: '' } as const]),
    { type: 'REMOVE_FIELD', field: 'phone' },
    submit,
  ];
}

const focusPhone = (to: string) => ({ to, calls: ['focus phone'] });
const store = { to: 'storing, phone given', calls: ['store configuration'] };

/**
 * Contact and submit on a sticker (company name required and prefilled; phone optional, added by
 * its tile and removed again; SPEC §5: phone or e-mail needed, an added field may not stay empty):
 * - Submit with a broken rule lists the problems and moves the focus to the first offending field;
 *   listed problems follow the corrections (gone once nothing is broken).
 * - Submit with nothing broken stores the configuration; stored, the draft is forgotten and the page
 *   goes to the checkout of the stored configuration.
 * - A refusal lists the server's messages and focuses the first; any other failure shows the generic
 *   line; either way the design stays as typed and Submit tries again.
 */
const CONTACT: RequirementTable<string> = {
  'editing': { 'add the phone': 'editing, phone added', 'Submit': focusPhone('editing, problems listed') },
  'editing, phone added': {
    'type a phone': 'editing, phone given', 'remove the phone': 'editing', 'Submit': focusPhone('editing, phone added, problems listed'),
  },
  'editing, phone given': {
    'clear the phone': 'editing, phone added', 'remove the phone': 'editing', 'Submit': store,
  },
  'editing, problems listed': { 'add the phone': 'editing, phone added, problems listed', 'Submit': focusPhone('editing, problems listed') },
  'editing, phone added, problems listed': {
    'type a phone': 'editing, phone given', 'remove the phone': 'editing, problems listed', 'Submit': focusPhone('editing, phone added, problems listed'),
  },
  'storing, phone given': {
    'store: stored': { to: 'stored, phone given', calls: ['forget draft', `go to checkout ${STORED_UUID}`] },
    'store: refused': focusPhone('editing, phone given, problems listed'),
    'store: failed': { to: 'editing, phone given, failure shown', calls: ['focus none'] },
  },
  // The server found what the portal did not: typing checks again with the portal's rules.
  'editing, phone given, problems listed': {
    'type a phone': 'editing, phone given', 'clear the phone': 'editing, phone added, problems listed',
    'remove the phone': 'editing, problems listed', 'Submit': store,
  },
  'editing, phone given, failure shown': { 'Submit': store },
};

const listsContactNeeded = (snapshot: Snapshot) => expect(snapshot.context.errors?.phone).toContain(CONTACT_NEEDED);

describe('configurator machine, contact and submit: every state and transition as the requirement says', () => {
  testRequirements<typeof configuratorMachine, WalkEvent, string>({
    ...walkOf(STICKER, { companyName: 'Dachy Nowak' }),
    events: contactEvents, stateOf: contactState, eventName, table: CONTACT,
    shows: {
      'editing, problems listed': listsContactNeeded,
      'editing, phone added, problems listed': (snapshot) => expect(snapshot.context.errors?.phone).toEqual(['This field is required.', CONTACT_NEEDED]),
      'editing, phone given, problems listed': (snapshot) => expect(snapshot.context.errors).toEqual({ phone: [CONTACT_NEEDED] }),
    },
  });
});

// ---- The services counter ----

/** SPEC §5, §9: a vertical business card needs exactly 5 services. */
const CARD_SERVICES = 5;
const ICONS = ['roof', 'window', 'skylight', 'gutter', 'insulation', 'chimney'];

const servicesState = (snapshot: Snapshot) => `${snapshot.context.draft.services.length} of ${CARD_SERVICES} chosen`;

/** Ticks the next service in the list, and unticks the last one chosen. */
function serviceEvents(snapshot: Snapshot): WalkEvent[] {
  const chosen = snapshot.context.draft.services.map((service) => service.icon);
  const next = ICONS.find((icon) => !chosen.includes(icon));
  const last = chosen.at(-1);
  return [...(next ? [{ type: 'TOGGLE_SERVICE', icon: next } as const] : []), ...(last ? [{ type: 'TOGGLE_SERVICE', icon: last } as const] : [])];
}

/**
 * The chosen/required counter (SPEC §5: "Selection capped at required number"): ticking a service
 * adds it until 5 are chosen, after which the 6th tick changes nothing; unticking removes it.
 * Written for every count: tick the next one (→ one more, up to 5), untick the last (→ one fewer).
 */
const SERVICES: RequirementTable<string> = Object.fromEntries(Array.from({ length: CARD_SERVICES + 1 }, (_, count) => [
  `${count} of ${CARD_SERVICES} chosen`,
  {
    ...(count < CARD_SERVICES ? { [`tick ${ICONS[count]}`]: `${count + 1} of ${CARD_SERVICES} chosen` } : {}),
    ...(count > 0 ? { [`tick ${ICONS[count - 1]}`]: `${count - 1} of ${CARD_SERVICES} chosen` } : {}),
  },
]));

describe('configurator machine, the services counter: every state and transition as the requirement says', () => {
  testRequirements<typeof configuratorMachine, WalkEvent, string>({
    ...walkOf(CARD_VERTICAL, { name: 'Jan', surname: 'Nowak' }),
    events: serviceEvents, stateOf: servicesState, eventName: (event) => (event.type === 'TOGGLE_SERVICE' ? `tick ${event.icon}` : eventName(event)),
    table: SERVICES,
    shows: {
      [`${CARD_SERVICES} of ${CARD_SERVICES} chosen`]: (snapshot) => expect(snapshot.context.draft.services).toEqual(
        ICONS.slice(0, CARD_SERVICES).map((icon) => ({ icon, text: `Service ${icon}` })),
      ),
    },
  });
});

// ---- The link's QR code ----

function linkState(snapshot: Snapshot): string {
  const link = snapshot.value.link;
  return stateName(
    link === 'waiting' ? 'waiting' : link === 'making' ? 'making' : 'idle',
    (snapshot.context.draft.fields.link ?? '').startsWith('https://') ? 'web link' : 'not a link',
    snapshot.context.qrCode === null ? 'no QR code' : 'QR code shown',
  );
}

function linkEvents(snapshot: Snapshot): WalkEvent[] {
  return [
    { type: 'CHANGE', field: 'link', value: 'https://dachy-nowak.pl' },
    { type: 'CHANGE', field: 'link', value: 'dachy nowak' },
    ...(snapshot.matches({ link: 'waiting' }) ? [LINK_WAIT] : []),
    ...(snapshot.matches({ link: 'making' }) ? [
      { type: 'xstate.done.actor.makeQrCode', output: 'data:image/svg+xml;base64,PHN2Zy8+' } as const,
      { type: 'xstate.error.actor.makeQrCode', error: OFFLINE } as const,
    ] : []),
  ];
}

const make = (qr: string) => ({ to: `making, web link, ${qr}`, calls: ['make QR code'] });
const typing = (qr: string) => ({ 'type a web link': `waiting, web link, ${qr}`, 'type something else as link': `waiting, not a link, ${qr}` });

/**
 * The QR code (SPEC §5, §9: "Link change debounced 1000 ms and a QR code generated from it"; the
 * flyer's link starts as the manufacturer's regional site): every change of the link waits again;
 * 1000 ms after the last change a web link's QR code is made, anything else shows none; a QR code
 * stays until the next is made; a failed call shows none.
 */
const LINK: RequirementTable<string> = {
  'waiting, web link, no QR code': { 'type something else as link': 'waiting, not a link, no QR code', '1000 ms pass': make('no QR code') },
  'waiting, not a link, no QR code': { 'type a web link': 'waiting, web link, no QR code', '1000 ms pass': 'idle, not a link, no QR code' },
  'making, web link, no QR code': { ...typing('no QR code'), 'QR code made': 'idle, web link, QR code shown', 'QR code failed': 'idle, web link, no QR code' },
  'idle, web link, no QR code': typing('no QR code'),
  'idle, not a link, no QR code': typing('no QR code'),
  'idle, web link, QR code shown': typing('QR code shown'),
  'waiting, web link, QR code shown': { 'type something else as link': 'waiting, not a link, QR code shown', '1000 ms pass': make('QR code shown') },
  'waiting, not a link, QR code shown': { 'type a web link': 'waiting, web link, QR code shown', '1000 ms pass': 'idle, not a link, no QR code' },
  'making, web link, QR code shown': { ...typing('QR code shown'), 'QR code made': 'idle, web link, QR code shown', 'QR code failed': 'idle, web link, no QR code' },
};

describe("configurator machine, the link's QR code: every state and transition as the requirement says", () => {
  const prefill = { name: 'Jan', surname: 'Nowak', companyName: 'Dachy Nowak' };
  testRequirements<typeof configuratorMachine, WalkEvent, string>({
    ...walkOf(FLYER, prefill),
    events: linkEvents, stateOf: linkState, eventName, table: LINK,
    shows: { 'idle, web link, QR code shown': (snapshot) => expect(snapshot.context.qrCode).toBe('data:image/svg+xml;base64,PHN2Zy8+') },
  });
});

// ---- The logo ----

function logoState(snapshot: Snapshot): string {
  const { logoProblem, logoProgress } = snapshot.context;
  const step = snapshot.value.logo;
  return stateName(
    step,
    step === 'uploading' && `${logoProgress} %`,
    logoProblem === 'The file may not be greater than 10 MB.' && 'too large shown',
    logoProblem === 'The file must be a PDF, AI, EPS, PNG, JPG, SVG, TIFF, PSD or ZIP file.' && 'wrong type shown',
    logoProblem === 'generic' && 'failure shown',
  );
}

function logoEvents(snapshot: Snapshot): WalkEvent[] {
  const choose = [TOO_LARGE_PNG, HTML_PAGE, PNG].map((chosen) => ({ type: 'CHOOSE_LOGO', file: chosen }) as const);
  switch (snapshot.value.logo) {
    case 'loading': return [{ type: 'xstate.done.actor.loadKeptLogo', output: KEPT }, { type: 'xstate.done.actor.loadKeptLogo', output: null }];
    case 'empty': return choose;
    case 'uploading': return [{ type: 'LOGO.PROGRESS', percent: 50 }, { type: 'LOGO.UPLOADED', logo: KEPT }, { type: 'LOGO.FAILED', error: TOO_LARGE_ANSWER }, { type: 'LOGO.FAILED', error: OFFLINE }];
    // One logo at a time: another file is not taken while one is there.
    case 'uploaded': return [...choose, { type: 'REMOVE_LOGO' }];
    default: return [{ type: 'xstate.done.actor.forgetKeptLogo' }];
  }
}

const choosing = {
  'choose a 10,000,001-byte PNG': 'empty, too large shown',
  'choose an HTML page': 'empty, wrong type shown',
  'choose a PNG': { to: 'uploading, 0 %', calls: ['upload logo.png'] },
};

/**
 * The logo (SPEC §5 Logo: at most 10,000,000 bytes, the listed types, "wrong size or type blocks
 * upload with message; one logo at a time"; §4: kept in the browser until the order is placed):
 * - At the start the logo kept from an earlier visit is taken, if there is one.
 * - A file too large or of a type not taken is refused with its message and not sent; a taken file
 *   is uploaded, its progress shown; the server's 413 shows the size message, another failure the
 *   generic line.
 * - An uploaded logo is removed (and forgotten by the browser) before another may be chosen.
 */
const LOGO: RequirementTable<string> = {
  'loading': { 'kept logo found': 'uploaded', 'no kept logo': 'empty' },
  'empty': choosing,
  'empty, too large shown': choosing,
  'empty, wrong type shown': choosing,
  'empty, failure shown': choosing,
  'uploading, 0 %': { '50 % sent': 'uploading, 50 %', 'uploaded': 'uploaded', 'upload refused as too large': 'empty, too large shown', 'upload failed': 'empty, failure shown' },
  'uploading, 50 %': { 'uploaded': 'uploaded', 'upload refused as too large': 'empty, too large shown', 'upload failed': 'empty, failure shown' },
  'uploaded': { 'remove the logo': { to: 'removing', calls: ['forget kept logo'] } },
  'removing': { 'kept logo forgotten': 'empty' },
};

describe('configurator machine, the logo: every state and transition as the requirement says', () => {
  const prefill = { companyName: 'Dachy Nowak' };
  testRequirements<typeof configuratorMachine, WalkEvent, string>({
    ...walkOf(STICKER, prefill),
    events: logoEvents, stateOf: logoState, eventName, table: LOGO,
    shows: { uploaded: (snapshot) => expect(snapshot.context.logo).toEqual(KEPT) },
  });
});
