import { assign, emit, fromPromise, setup } from 'xstate';
import type { StreetSuggestion } from '../src/contract/registration';
import { DEBOUNCE } from '../src/contract/limits';
import type { NewProject } from '../src/contract/projects';
import { FREE_TEXT_STREET_AFTER_CHARS, STREET_SEARCH_MIN_CHARS } from './registration-context';
import { apiFailureOf } from './wizard-messages';

/**
 * The new-project form (SPEC §2 Projects, §5 "New project"): the address with the street lookup
 * of the registration wizard (debounced, streets of the company's region; the street as typed may
 * be kept), submit enabled only with a street and a postal code, the postal code trimmed. Done,
 * it tells the page the new project's uuid (`created`) for the page to open it.
 */
export interface ProjectAddress {
  name: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
}

export type ProjectAddressField = keyof ProjectAddress;

export interface NewProjectInput {
  regionId: number;
}

export interface NewProjectContext {
  regionId: number;
  form: ProjectAddress;
  suggestions: StreetSuggestion[];
  /** The street was picked from the list or confirmed as typed: the list stays closed. */
  streetSettled: boolean;
  /** The server's messages by request field, or a failure without them. */
  failure: { fields: Record<string, string[]> } | 'generic' | null;
}

export type NewProjectEvent =
  | { type: 'CHANGE'; field: Exclude<ProjectAddressField, 'street'>; value: string }
  | { type: 'TYPE_STREET'; value: string }
  | { type: 'CHOOSE_STREET'; suggestion: StreetSuggestion }
  | { type: 'USE_TYPED_STREET' }
  | { type: 'SUBMIT' };

/** Told to the page: the project exists on the server. */
export type NewProjectEmitted = { type: 'created'; uuid: string };

export interface StreetLookup {
  query: string;
  regionId: number;
}

/** The request: text trimmed (the contract trims too; SPEC asks for the postal code). */
export function newProjectRequest(form: ProjectAddress): NewProject {
  const optional = (text: string) => text.trim() || null;
  return {
    name: optional(form.name),
    streetName: form.street.trim(),
    houseNumber: optional(form.houseNumber),
    postalCode: form.postalCode.trim(),
    city: optional(form.city),
  };
}

export const canSubmitProject = (form: ProjectAddress): boolean => form.street.trim() !== '' && form.postalCode.trim() !== '';

export const offersTypedStreet = (context: NewProjectContext): boolean =>
  !context.streetSettled && context.form.street.trim().length > FREE_TEXT_STREET_AFTER_CHARS;

export const newProjectMachine = setup({
  types: {
    context: {} as NewProjectContext,
    input: {} as NewProjectInput,
    events: {} as NewProjectEvent,
    emitted: {} as NewProjectEmitted,
  },
  actors: {
    'search streets': fromPromise<StreetSuggestion[], StreetLookup>(() =>
      Promise.reject(new Error('The new project actor "search streets" was not provided'))),
    /** POST /v1/project; answers the new project's uuid. */
    'create project': fromPromise<string, NewProject>(() =>
      Promise.reject(new Error('The new project actor "create project" was not provided'))),
  },
  guards: {
    'street is searchable': ({ context }) => !context.streetSettled && context.form.street.trim().length >= STREET_SEARCH_MIN_CHARS,
    'has street and postal code': ({ context }) => canSubmitProject(context.form),
  },
  actions: {
    change: assign(({ context, event }) => (event.type === 'CHANGE' ? { form: { ...context.form, [event.field]: event.value } } : {})),
    'type street': assign(({ context, event }) =>
      (event.type === 'TYPE_STREET' ? { form: { ...context.form, street: event.value }, streetSettled: false } : {})),
    /** Takes the street, and the city and postal code where they are still empty. */
    'choose street': assign(({ context, event }) => {
      if (event.type !== 'CHOOSE_STREET') return {};
      const { street, city, postal_code } = event.suggestion;
      return {
        form: { ...context.form, street, city: context.form.city || (city ?? ''), postalCode: context.form.postalCode || (postal_code ?? '') },
        streetSettled: true,
        suggestions: [],
      };
    }),
    'keep typed street': assign(({ context }) => ({ form: { ...context.form, street: context.form.street.trim() }, streetSettled: true, suggestions: [] })),
    'show suggestions': assign({ suggestions: (_, params: { suggestions: StreetSuggestion[] }) => params.suggestions }),
    'clear suggestions': assign({ suggestions: [] }),
    'clear failure': assign({ failure: null }),
    'keep failure': assign({
      failure: (_, params: { error: unknown }) => {
        const errors = apiFailureOf(params.error)?.body?.errors;
        return errors ? { fields: errors } : 'generic' as const;
      },
    }),
    'open new project': emit((_, params: { uuid: string }) => ({ type: 'created' as const, uuid: params.uuid })),
  },
  delays: {
    'street search debounce': DEBOUNCE.addressAutocompleteMs,
  },
}).createMachine({
  id: 'newProject',
  description: 'The form that adds a project: its address, with the street looked up as it is typed. Submit is possible once street and postal code are there; the new project opens when the server has created it.',
  context: ({ input }) => ({
    regionId: input.regionId,
    form: { name: '', street: '', houseNumber: '', postalCode: '', city: '' },
    suggestions: [],
    streetSettled: false,
    failure: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The installer fills in the address; a server refusal shows by its fields and keeps what was typed.',
      initial: 'idle',
      on: {
        CHANGE: { actions: 'change' },
        TYPE_STREET: { target: '.debouncing', actions: 'type street' },
        CHOOSE_STREET: { target: '.idle', actions: 'choose street' },
        USE_TYPED_STREET: { target: '.idle', actions: 'keep typed street' },
        SUBMIT: { guard: 'has street and postal code', target: 'submitting' },
      },
      states: {
        idle: { description: 'Waits for typing.' },
        debouncing: {
          description: 'Waits for the typing to pause before looking the street up.',
          after: { 'street search debounce': [{ guard: 'street is searchable', target: 'searching' }, { target: 'idle', actions: 'clear suggestions' }] },
        },
        searching: {
          description: 'Looks the street up; without a lookup the typed street is kept.',
          invoke: {
            id: 'searchStreets',
            src: 'search streets',
            input: ({ context }) => ({ query: context.form.street.trim(), regionId: context.regionId }),
            onDone: { target: 'idle', actions: { type: 'show suggestions', params: ({ event }) => ({ suggestions: event.output }) } },
            // No lookup (offline, no provider): the street as typed is still offered.
            onError: { target: 'idle', actions: 'clear suggestions' },
          },
        },
      },
    },
    submitting: {
      description: 'Creates the project on the server.',
      entry: 'clear failure',
      invoke: {
        id: 'createProject',
        src: 'create project',
        input: ({ context }) => newProjectRequest(context.form),
        onDone: { target: 'created', actions: { type: 'open new project', params: ({ event }) => ({ uuid: event.output }) } },
        onError: { target: 'editing', actions: { type: 'keep failure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    created: { description: 'Created: the page opens the new project.', type: 'final' },
  },
});
