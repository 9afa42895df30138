import { assign, emit, fromPromise, setup } from 'xstate';
import { languageByCode, type UiLanguageCode } from '../src/contract/languages';

/**
 * Choosing the interface language in the header (SPEC §1, §4 "Other"): the language's messages
 * are loaded and shown, the choice is kept in this browser and, for a signed-in user, stored on
 * the server. In an emulated session the choice changes this view only: nothing is kept. A
 * failed load or save is shown until the next choice.
 */
export interface LanguageInput {
  /** The signed-in user and the language stored for them; null for a guest. */
  user: { id: number; languageId: number } | null;
  emulated: boolean;
}

interface LanguageContext extends LanguageInput {
  chosen: UiLanguageCode | null;
}

export type LanguageEvent = { type: 'CHOOSE_LANGUAGE'; code: UiLanguageCode };

/** Keep the choice in this browser (SPEC §3 local stores: "language"). */
export type LanguageEmitted = { type: 'remember'; code: UiLanguageCode };

export interface LanguageSave {
  userId: number;
  languageId: number;
}

const notProvided = (name: string) => () => Promise.reject(new Error(`The language actor "${name}" was not provided`));

function chosenOf(context: LanguageContext): UiLanguageCode {
  if (!context.chosen) throw new Error('No language was chosen');
  return context.chosen;
}

/** The id the API stores for the chosen language (every interface language has one). */
function chosenIdOf(context: LanguageContext): number {
  const language = languageByCode(chosenOf(context));
  if (!language) throw new Error(`No language id for ${chosenOf(context)}`);
  return language.id;
}

export const languageMachine = setup({
  types: {
    context: {} as LanguageContext,
    events: {} as LanguageEvent,
    input: {} as LanguageInput,
    emitted: {} as LanguageEmitted,
  },
  actors: {
    /** Loads the language's messages and switches the interface to it. */
    'show language': fromPromise<void, { code: UiLanguageCode }>(notProvided('show language')),
    /** PATCH the user's language and refresh the profile. */
    'save language': fromPromise<void, LanguageSave>(notProvided('save language')),
  },
  guards: {
    'is emulated': ({ context }) => context.emulated,
    /** A guest's choice is stored nowhere else; a user's only when it differs from the stored one. */
    'is the stored language': ({ context }) => context.user === null || chosenIdOf(context) === context.user.languageId,
  },
  actions: {
    'keep choice': assign({ chosen: ({ event }) => event.code }),
    'remember language': emit(({ context }) => ({ type: 'remember' as const, code: chosenOf(context) })),
    'note stored language': assign(({ context }) => ({ user: context.user && { ...context.user, languageId: chosenIdOf(context) } })),
  },
}).createMachine({
  id: 'language',
  description:
    "Choosing the interface language loads and shows its messages, keeps the choice in this browser and, for a signed-in user, stores it on the server. " +
    'In an emulated session the choice changes this view only; a failed load or save is shown until the next choice.',
  context: ({ input }) => ({ ...input, chosen: null }),
  initial: 'idle',
  on: {
    // A new choice replaces one still loading or saving.
    CHOOSE_LANGUAGE: { target: '.showing', reenter: true, actions: 'keep choice' },
  },
  states: {
    idle: { description: 'The language shown is the one chosen.' },
    showing: {
      description: "Loads the chosen language's messages and shows them.",
      invoke: {
        id: 'showLanguage',
        src: 'show language',
        input: ({ context }) => ({ code: chosenOf(context) }),
        onDone: [
          { guard: 'is emulated', target: 'idle' },
          { guard: 'is the stored language', target: 'idle', actions: 'remember language' },
          { target: 'saving', actions: 'remember language' },
        ],
        onError: 'failed',
      },
    },
    saving: {
      description: "Stores the choice as the user's language.",
      invoke: {
        id: 'saveLanguage',
        src: 'save language',
        input: ({ context }) => {
          if (!context.user) throw new Error('Only a signed-in user has a language to save');
          return { userId: context.user.id, languageId: chosenIdOf(context) };
        },
        onDone: { target: 'idle', actions: 'note stored language' },
        onError: 'failed',
      },
    },
    failed: { description: 'Loading or saving failed; shown until the next choice.' },
  },
});
