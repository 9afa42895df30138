import { assign, emit, fromCallback, fromPromise, setup } from 'xstate';
import { DEBOUNCE } from '../src/contract/limits';
import {
  isWebLink, MATERIAL_MESSAGES, type ConfigurationErrors, type FlyerSubtype, type MaterialConfigurationInput, type MaterialField,
  type MaterialMessage, type MaterialSettings, type OrderFile,
} from '../src/contract/marketing-material';
import {
  configurationOf, draftErrors, firstProblem, logoProblem, newDraft, restoredDraft, servicesNeeded, startValue, storedDraft,
  type FormKey, type LogoCandidate, type MaterialDraft, type MaterialPrefill, type StoredDraft,
} from './configurator-rules';
import type { ProgressEmitted } from './wizard-progress';
import { apiFailureOf } from './wizard-messages';

/**
 * The marketing-material configurator (SPEC §2, §5 Configurator, Logo, Prefill; §9; issue 26 §2):
 * one chart of four parts that run side by side —
 *
 * - form: the person designs (kind of flyer, fields, images, contact, description, optional
 *   fields by tile, services up to the number required) and submits; every broken rule is listed
 *   and the first offending field focused, or the configuration is stored and the page told to
 *   go to its checkout;
 * - link: the QR code is made again 1000 ms after the link's last change;
 * - logo: one logo at a time, checked before upload, uploaded with its progress, kept in the
 *   browser until the order is placed (the app's actors keep and load it);
 * - draft: the design is kept a second after the last change, so that nothing typed is lost on a
 *   failure, a reload or a language change, and forgotten once stored.
 */
export interface ConfiguratorInput {
  product: string;
  settings: MaterialSettings;
  prefill: MaterialPrefill;
  /** What session storage held for the draft, unread (machines/wizard-progress.ts). */
  saved: unknown;
}

/** The logo that is uploaded: its file reference and an address the preview can draw (none for PDF, EPS, AI). */
export interface KeptLogo {
  reference: OrderFile;
  url: string | null;
}

export interface ConfiguratorContext {
  product: string;
  settings: MaterialSettings;
  prefill: MaterialPrefill;
  draft: MaterialDraft;
  /** Every broken rule, once a submit found some; kept up to date as the person corrects them. */
  errors: ConfigurationErrors | null;
  /** The store failed without messages per field. */
  failure: 'generic' | null;
  qrCode: string | null;
  logo: KeptLogo | null;
  /** Why the chosen file was not taken: a SPEC §5 Logo message, the server's, or the generic one. */
  logoProblem: MaterialMessage | string | null;
  /** The upload's progress, 0 to 100. */
  logoProgress: number;
  /** The preview's side (the flyer flips). */
  side: 'front' | 'back';
}

export type ConfiguratorEvent =
  | { type: 'CHOOSE_SUBTYPE'; subtype: FlyerSubtype }
  | { type: 'CHANGE'; field: MaterialField; value: string }
  | { type: 'ADD_FIELD'; field: MaterialField }
  | { type: 'REMOVE_FIELD'; field: MaterialField }
  | { type: 'CHOOSE_IMAGE'; image: string }
  | { type: 'CHOOSE_CONTENT_IMAGE'; image: string }
  | { type: 'CHOOSE_MANUFACTURER_LOGO'; logo: string }
  | { type: 'TOGGLE_SERVICE'; icon: string }
  | { type: 'FLIP' }
  | { type: 'SUBMIT' }
  | { type: 'CHOOSE_LOGO'; file: File }
  | { type: 'REMOVE_LOGO' }
  /** From the upload: how far it has come, then its end. */
  | { type: 'LOGO.PROGRESS'; percent: number }
  | { type: 'LOGO.UPLOADED'; logo: KeptLogo }
  | { type: 'LOGO.FAILED'; error: unknown };

/** Told to the page: go to the stored configuration's checkout; move the focus to the first offending field. */
export type ConfiguratorEmitted =
  | { type: 'configured'; uuid: string }
  /** The first offending field, or none (the generic failure). */
  | { type: 'focus'; field: FormKey | null }
  | ProgressEmitted<StoredDraft>;

/** The events that change the design: the draft keeps it a second after the last. */
const DESIGN_CHANGES = [
  'CHOOSE_SUBTYPE', 'CHANGE', 'ADD_FIELD', 'REMOVE_FIELD', 'CHOOSE_IMAGE', 'CHOOSE_CONTENT_IMAGE', 'CHOOSE_MANUFACTURER_LOGO',
  'TOGGLE_SERVICE', 'LOGO.UPLOADED', 'REMOVE_LOGO',
] as const satisfies readonly ConfiguratorEvent['type'][];

export type LogoUploadEvent = Extract<ConfiguratorEvent, { type: 'LOGO.PROGRESS' | 'LOGO.UPLOADED' | 'LOGO.FAILED' }>;

const missing = (name: string) => () => Promise.reject(new Error(`The configurator actor "${name}" was not provided`));

const errorsOf = (context: ConfiguratorContext) => draftErrors(context.settings, context.product, context.draft);

/** The logo field names the uploaded file where it is shown. */
const withLogoField = (draft: MaterialDraft, logo: KeptLogo | null): MaterialDraft =>
  (draft.fields.logo === undefined ? draft : { ...draft, fields: { ...draft.fields, logo: logo?.reference.uuid ?? '' } });

export const configuratorMachine = setup({
  types: {
    context: {} as ConfiguratorContext,
    input: {} as ConfiguratorInput,
    events: {} as ConfiguratorEvent,
    emitted: {} as ConfiguratorEmitted,
  },
  actors: {
    /** POST /v1/shop/configurations; answers the stored configuration's uuid. */
    'store configuration': fromPromise<string, MaterialConfigurationInput>(missing('store configuration')),
    /** GET /v1/generate/qr-code?data=<link>; answers the QR code's data URL. */
    'make QR code': fromPromise<string, { link: string }>(missing('make QR code')),
    /** POST /v1/shop/order/files with its progress, then the file kept in the browser (Dexie FileDB). */
    'upload logo': fromCallback<LogoUploadEvent, { file: File }>(() => {
      throw new Error('The configurator actor "upload logo" was not provided');
    }),
    /** The logo kept in the browser from an earlier visit, if any. */
    'load kept logo': fromPromise<KeptLogo | null>(missing('load kept logo')),
    /** Removes the kept logo (one logo at a time). */
    'forget kept logo': fromPromise<void>(missing('forget kept logo')),
  },
  guards: {
    'configuration is complete': ({ context }) => Object.keys(errorsOf(context)).length === 0,
    'link makes a QR code': ({ context }) => isWebLink(context.draft.fields.link ?? ''),
    'service is chosen': ({ context, event }) => event.type === 'TOGGLE_SERVICE' && context.draft.services.some((service) => service.icon === event.icon),
    'services are missing': ({ context }) => context.draft.services.length < servicesNeeded(context.settings, context.draft),
    'changes the link': ({ event }) => (event.type === 'CHANGE' || event.type === 'ADD_FIELD' || event.type === 'REMOVE_FIELD') && event.field === 'link',
    'file is not taken': ({ event }) => event.type === 'CHOOSE_LOGO' && logoProblem(event.file as LogoCandidate) !== null,
    'logo was kept': ({ event }) => 'output' in event && event.output !== null,
  },
  actions: {
    'choose subtype': assign(({ context, event }) => {
      if (event.type !== 'CHOOSE_SUBTYPE') return {};
      // A kind that needs fewer services keeps the first ones chosen.
      const services = context.draft.services.slice(0, servicesNeeded(context.settings, { subtype: event.subtype }));
      return { draft: { ...context.draft, subtype: event.subtype, services } };
    }),
    change: assign(({ context, event }) =>
      (event.type === 'CHANGE' && context.draft.fields[event.field] !== undefined ? { draft: { ...context.draft, fields: { ...context.draft.fields, [event.field]: event.value } } } : {})),
    'add field': assign(({ context, event }) => {
      if (event.type !== 'ADD_FIELD' || context.settings.fields[event.field] !== 'optional' || context.draft.fields[event.field] !== undefined) return {};
      const value = event.field === 'logo' ? context.logo?.reference.uuid ?? '' : startValue(context.settings, context.prefill, event.field);
      return { draft: { ...context.draft, fields: { ...context.draft.fields, [event.field]: value } } };
    }),
    'remove field': assign(({ context, event }) => {
      if (event.type !== 'REMOVE_FIELD' || context.settings.fields[event.field] !== 'optional') return {};
      const { [event.field]: _removed, ...fields } = context.draft.fields;
      return { draft: { ...context.draft, fields } };
    }),
    'choose image': assign(({ context, event }) => (event.type === 'CHOOSE_IMAGE' ? { draft: { ...context.draft, coverImage: event.image } } : {})),
    'choose content image': assign(({ context, event }) => (event.type === 'CHOOSE_CONTENT_IMAGE' ? { draft: { ...context.draft, contentImage: event.image } } : {})),
    'choose manufacturer logo': assign(({ context, event }) => (event.type === 'CHOOSE_MANUFACTURER_LOGO' ? { draft: { ...context.draft, manufacturerLogo: event.logo } } : {})),
    'choose service': assign(({ context, event }) => {
      const option = event.type === 'TOGGLE_SERVICE' ? context.settings.services.find((service) => service.icon === event.icon) : undefined;
      return option ? { draft: { ...context.draft, services: [...context.draft.services, { icon: option.icon, text: option.text }] } } : {};
    }),
    'unchoose service': assign(({ context, event }) =>
      (event.type === 'TOGGLE_SERVICE' ? { draft: { ...context.draft, services: context.draft.services.filter((service) => service.icon !== event.icon) } } : {})),
    flip: assign({ side: ({ context }) => (context.side === 'front' ? 'back' as const : 'front' as const) }),
    /** Once the problems are listed, they follow the corrections. */
    'check again': assign({ errors: ({ context }) => (context.errors === null ? null : errorsOf(context)) }),
    'list problems': assign(({ context }) => ({ errors: errorsOf(context), failure: null })),
    'focus first problem': emit(({ context }): ConfiguratorEmitted => ({ type: 'focus', field: context.errors ? firstProblem(context.errors) : null })),
    'clear problems': assign({ errors: null, failure: null }),
    /** The server's messages by field (it runs the same rules), or the generic line (SPEC §8). */
    'show refusal': assign((_, params: { error: unknown }) => {
      const fieldErrors = apiFailureOf(params.error)?.body?.errors;
      return fieldErrors && Object.keys(fieldErrors).length > 0 ? { errors: fieldErrors as ConfigurationErrors } : { failure: 'generic' as const };
    }),
    'go to checkout': emit((_, params: { uuid: string }) => ({ type: 'configured' as const, uuid: params.uuid })),
    'show QR code': assign({ qrCode: (_, params: { qrCode: string | null }) => params.qrCode }),
    'refuse file': assign(({ event }) => (event.type === 'CHOOSE_LOGO' ? { logoProblem: logoProblem(event.file as LogoCandidate) } : {})),
    'start upload': assign({ logoProblem: null, logoProgress: 0 }),
    'show progress': assign(({ event }) => (event.type === 'LOGO.PROGRESS' ? { logoProgress: event.percent } : {})),
    'take logo': assign(({ context }, params: { logo: KeptLogo | null }) => ({
      logo: params.logo, logoProgress: params.logo ? 100 : 0, draft: withLogoField(context.draft, params.logo),
    })),
    'show upload refusal': assign({
      logoProblem: (_, params: { error: unknown }) => {
        const failure = apiFailureOf(params.error);
        if (failure?.status === 413) return MATERIAL_MESSAGES.fileTooLarge;
        return failure?.body?.errors?.file?.[0] ?? 'generic';
      },
      logoProgress: 0,
    }),
    'save draft': emit(({ context }): ConfiguratorEmitted => ({ type: 'progress.save', progress: storedDraft(context.product, context.draft) })),
    'forget draft': emit({ type: 'progress.forget' }),
  },
  delays: {
    /** SPEC §9: the link's QR code 1000 ms after its last change. */
    'link debounce': DEBOUNCE.linkMs,
    /** SPEC §9: state saved 1000 ms after the last change. */
    'draft save debounce': DEBOUNCE.stateSaveMs,
  },
}).createMachine({
  id: 'configurator',
  description:
    'The marketing-material configurator: the person designs the material with a live preview while the link makes its QR code, the logo is uploaded and kept, and the draft survives reloads. ' +
    'Submit lists every problem and focuses the first, or stores the configuration and goes to its checkout.',
  meta: {
    diagramParts: {
      'Form and submit': ['form'],
      "The link's QR code": ['link'],
      'Logo and draft': ['logo', 'draft'],
    },
  },
  context: ({ input }) => ({
    product: input.product,
    settings: input.settings,
    prefill: input.prefill,
    draft: restoredDraft(input.saved, input.product, input.settings) ?? newDraft(input.settings, input.prefill),
    errors: null,
    failure: null,
    qrCode: null,
    logo: null,
    logoProblem: null,
    logoProgress: 0,
    side: 'front',
  }),
  type: 'parallel',
  states: {
    form: {
      description: 'The design and its submit.',
      initial: 'editing',
      states: {
        editing: {
          description: 'The person designs; listed problems follow the corrections.',
          on: {
            CHOOSE_SUBTYPE: { actions: ['choose subtype', 'check again'] },
            CHANGE: { actions: ['change', 'check again'] },
            ADD_FIELD: { actions: ['add field', 'check again'] },
            REMOVE_FIELD: { actions: ['remove field', 'check again'] },
            CHOOSE_IMAGE: { actions: ['choose image', 'check again'] },
            CHOOSE_CONTENT_IMAGE: { actions: ['choose content image', 'check again'] },
            CHOOSE_MANUFACTURER_LOGO: { actions: ['choose manufacturer logo', 'check again'] },
            TOGGLE_SERVICE: [
              { guard: 'service is chosen', actions: ['unchoose service', 'check again'] },
              // SPEC §5: the selection is capped at the number required.
              { guard: 'services are missing', actions: ['choose service', 'check again'] },
            ],
            SUBMIT: [
              { guard: 'configuration is complete', target: 'storing' },
              { actions: ['list problems', 'focus first problem'] },
            ],
          },
        },
        storing: {
          description: 'Stores the configuration; a refusal lists the server\'s messages by field, any other failure the generic line, and the design stays as it was.',
          entry: 'clear problems',
          invoke: {
            id: 'storeConfiguration',
            src: 'store configuration',
            input: ({ context }) => configurationOf(context.product, context.draft),
            onDone: { target: 'stored', actions: ['forget draft', { type: 'go to checkout', params: ({ event }) => ({ uuid: event.output }) }] },
            onError: { target: 'editing', actions: [{ type: 'show refusal', params: ({ event }) => ({ error: event.error }) }, 'focus first problem'] },
          },
        },
        stored: { description: 'Stored: the page goes to its checkout.', type: 'final' },
      },
      on: { FLIP: { actions: 'flip' } },
    },
    link: {
      description: 'The QR code of the link, made again 1000 ms after its last change.',
      initial: 'waiting',
      on: {
        CHANGE: { guard: 'changes the link', target: '.waiting', reenter: true },
        ADD_FIELD: { guard: 'changes the link', target: '.waiting', reenter: true },
        REMOVE_FIELD: { guard: 'changes the link', target: '.waiting', reenter: true },
      },
      states: {
        idle: { description: 'Shows the QR code of the link, or none.' },
        waiting: {
          description: 'Waits for the typing to pause.',
          after: { 'link debounce': [{ guard: 'link makes a QR code', target: 'making' }, { target: 'idle', actions: { type: 'show QR code', params: { qrCode: null } } }] },
        },
        making: {
          description: 'Makes the QR code of the link.',
          invoke: {
            id: 'makeQrCode',
            src: 'make QR code',
            input: ({ context }) => ({ link: context.draft.fields.link ?? '' }),
            onDone: { target: 'idle', actions: { type: 'show QR code', params: ({ event }) => ({ qrCode: event.output }) } },
            onError: { target: 'idle', actions: { type: 'show QR code', params: { qrCode: null } } },
          },
        },
      },
    },
    logo: {
      description: 'One logo at a time: checked before upload, uploaded with its progress, kept in the browser until the order is placed.',
      initial: 'loading',
      states: {
        loading: {
          description: 'Looks for the logo kept from an earlier visit.',
          invoke: {
            id: 'loadKeptLogo',
            src: 'load kept logo',
            onDone: [
              { guard: 'logo was kept', target: 'uploaded', actions: { type: 'take logo', params: ({ event }) => ({ logo: event.output }) } },
              { target: 'empty', actions: { type: 'take logo', params: { logo: null } } },
            ],
            onError: { target: 'empty', actions: { type: 'take logo', params: { logo: null } } },
          },
        },
        empty: {
          description: 'No logo: a file may be chosen.',
          on: {
            CHOOSE_LOGO: [
              { guard: 'file is not taken', actions: 'refuse file' },
              { target: 'uploading', actions: 'start upload' },
            ],
          },
        },
        uploading: {
          description: 'Sends the file, showing how far it has come.',
          invoke: { id: 'uploadLogo', src: 'upload logo', input: ({ event }) => ({ file: (event as Extract<ConfiguratorEvent, { type: 'CHOOSE_LOGO' }>).file }) },
          on: {
            'LOGO.PROGRESS': { actions: 'show progress' },
            'LOGO.UPLOADED': { target: 'uploaded', actions: [{ type: 'take logo', params: ({ event }) => ({ logo: event.logo }) }, 'check again'] },
            'LOGO.FAILED': { target: 'empty', actions: { type: 'show upload refusal', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        uploaded: {
          description: 'The logo is on the server and kept in the browser; removing it makes room for another.',
          on: { REMOVE_LOGO: { target: 'removing', actions: [{ type: 'take logo', params: { logo: null } }, 'check again'] } },
        },
        removing: {
          description: 'Removes the kept logo from the browser.',
          invoke: { id: 'forgetKeptLogo', src: 'forget kept logo', onDone: 'empty', onError: 'empty' },
        },
      },
    },
    draft: {
      description: 'Keeps the design a second after the last change; forgets it once stored.',
      initial: 'kept',
      on: Object.fromEntries(DESIGN_CHANGES.map((type) => [type, { target: '.waiting', reenter: true }])),
      states: {
        kept: { description: 'The kept draft is the design.' },
        waiting: { description: 'Waits for the changes to pause.', after: { 'draft save debounce': { target: 'kept', actions: 'save draft' } } },
      },
    },
  },
});
