import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { staffOrderActionMachine, type OrderActionRequest } from '../../../../machines/staff-order-action-machine';
import { Alert, Button } from '../../ui';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { refreshOrders, sendOrderStep } from './order-queries';
import { STEP_TEXTS, withLabel } from './order-texts';

const consoleOrderActionMachine = staffOrderActionMachine.provide({
  actors: { send: fromPromise<void, OrderActionRequest>(({ input }) => sendOrderStep(input)) },
});

/**
 * One page's order steps: the machine, the confirmation dialog and the answer under the page's
 * title. `ask` is what the page's buttons call.
 */
export function useOrderSteps() {
  const steps = useActorRef(consoleOrderActionMachine);
  useEffect(() => {
    const subscription = steps.on('refresh', () => void refreshOrders());
    return () => subscription.unsubscribe();
  }, [steps]);
  return { steps, ask: (request: OrderActionRequest) => steps.send({ type: 'ASK', request }) };
}

type OrderSteps = ReturnType<typeof useOrderSteps>['steps'];

export function OrderStepDialog({ steps }: { steps: OrderSteps }) {
  const { t, i18n } = useLingui();
  const { state, request, failure } = useSelector(steps, (snapshot) => ({ state: snapshot.value, request: snapshot.context.request, failure: snapshot.context.failure }));
  const open = state === 'confirming' || state === 'sending' || state === 'failed';
  const texts = request ? STEP_TEXTS[request.step] : null;
  const label = request?.label ?? '';
  return (
    <ConfirmDialog
      open={open}
      title={texts ? i18n._(withLabel(texts.question, label)) : ''}
      confirmLabel={texts ? t(texts.button) : ''}
      cancelLabel={<Trans>Cancel</Trans>}
      busy={state === 'sending'}
      error={failure === 'failed' ? <Trans>The step could not be sent. Nothing changed; please try again.</Trans> : undefined}
      onConfirm={() => steps.send({ type: 'CONFIRM' })}
      onCancel={() => steps.send({ type: 'CANCEL' })}
    >
      {texts ? <p>{t(texts.explains)}</p> : null}
    </ConfirmDialog>
  );
}

/** The answer of the last step: done, or someone changed the order first. */
export function OrderStepResult({ steps }: { steps: OrderSteps }) {
  const { i18n } = useLingui();
  const { state, request, failure, detail } = useSelector(steps, (snapshot) => ({ state: snapshot.value, ...snapshot.context }));
  if (!request || (state !== 'done' && state !== 'refused')) return null;
  const label = request.label;
  const dismiss = <Button variant="link" onClick={() => steps.send({ type: 'DISMISS' })}><Trans>Dismiss</Trans></Button>;
  if (state === 'done') {
    return <Alert tone="success" className="staff-orders__result"><p>{i18n._(withLabel(STEP_TEXTS[request.step].done, label))}</p>{dismiss}</Alert>;
  }
  return (
    <Alert tone="warning" className="staff-orders__result">
      <p>
        {failure === 'gone'
          ? <Trans>Order {label} is no longer there for you. The list is up to date again.</Trans>
          : <Trans>Order {label} was already changed by someone else. What you see is up to date again.</Trans>}
      </p>
      {detail ? <p className="staff-orders__detail">{detail}</p> : null}
      {dismiss}
    </Alert>
  );
}
