/**
 * Pieces the login machine's states share (machines/login-machine.ts): the onboarding steps are
 * built from the same few parts, so that the chart reads as its steps and not as their wiring.
 */
import type { AgreementField, ConsentField, NumberField } from './company-answers';
import type { AnswerField, LoginContext } from './login-context';
import { loginRequest } from './login-identity';

type ErrorArgs = { event: { error: unknown } };
export const SHOW_FAILURE = { type: 'show failure', params: ({ event }: ErrorArgs) => ({ error: event.error }) } as const;
export const ROUTING = '#login.onboarding.routing';

/** Next checks the step's answer with the contract's rule before going on. */
export const checkedNext = (field: AnswerField) =>
  [
    { guard: { type: 'answer is invalid', params: { field } }, actions: { type: 'show answer errors', params: { field } } },
    { target: ROUTING, actions: 'go to next step' },
  ] as const;

/** A company registration number the company lacks (the two numbers are asked alike). */
export const numberStep = (field: NumberField, description: string) => ({
  description,
  on: {
    CHANGE_REGISTRATION_NUMBER: {
      actions: [
        { type: 'set registration number', params: ({ event }: { event: { value: string } }) => ({ field, value: event.value }) },
        'schedule progress save',
      ],
    },
    NEXT: checkedNext(field),
  },
}) as const;

/** Ticking one of the step's boxes (an agreement, a consent) sets that answer. */
export const tick = (...boxes: Array<AgreementField | ConsentField>) =>
  ({
    guard: { type: 'is a box of this step', params: { boxes } },
    actions: [
      { type: 'tick', params: ({ event }: { event: { field: AgreementField | ConsentField; checked: boolean } }) => ({ field: event.field, checked: event.checked }) },
      'schedule progress save',
    ],
  }) as const;

/** The chosen company type's disclaimer or declaration (asked alike). */
export const agreementStep = (field: AgreementField, description: string) => ({ description, on: { TICK: tick(field), NEXT: checkedNext(field) } }) as const;

/** A failed final write shows its message on the last step, whose Next tries the writes again. */
export const WRITE_FAILED = { target: '#login.onboarding', actions: [SHOW_FAILURE, 'return to last step'] } as const;

/** The code request, and its resend, go to the typed e-mail or phone. */
export const codeRequestInput = ({ context }: { context: LoginContext }) => loginRequest({ ...context, loginType: context.loginType ?? 'email' });
