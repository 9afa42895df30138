import { useLingui } from '@lingui/react';
import { createActorContext } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { messagesOf } from '../../../../machines/registration-context';
import type { RegistrationField } from '../../../../machines/registration-form';
import { registrationMachine } from '../../../../machines/registration-machine';
import type { RegistrationStep } from '../../../../machines/registration-steps';
import type { FieldMessage } from '../../../../machines/wizard-messages';
import { messageText } from '../../ui/wizard/wizard-messages';

/** The wizard's actor, shared by its step views: they select from it and send events to it. */
export const RegistrationActor = createActorContext(registrationMachine);

export type RegistrationSnapshot = SnapshotFrom<typeof registrationMachine>;

/** Which step view shows the snapshot (the review stays up while the registration is sent). */
export function registrationView(snapshot: RegistrationSnapshot): RegistrationStep {
  return snapshot.status === 'done' ? 'complete' : snapshot.context.step;
}

export const selectSubmitting = (snapshot: RegistrationSnapshot) => snapshot.matches({ filling: { wizard: 'submitting' } });

const sameMessages = (a: readonly FieldMessage[], b: readonly FieldMessage[]) => JSON.stringify(a) === JSON.stringify(b);

/** The translated messages under a field: its rule messages once visited, and the server's. */
export function useFieldMessages(field: RegistrationField): string[] {
  const { i18n } = useLingui();
  const messages = RegistrationActor.useSelector((snapshot) => messagesOf(snapshot.context, field), sameMessages);
  return messages.map((message) => messageText(i18n, message, field));
}
