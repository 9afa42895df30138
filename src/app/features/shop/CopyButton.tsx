import { Trans } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { copyMachine, type CopyInput } from '../../../../machines/copy-machine';
import { Button } from '../../ui';

const appCopyMachine = copyMachine.provide({
  actors: { 'write to clipboard': fromPromise<void, CopyInput>(({ input }) => navigator.clipboard.writeText(input.text)) },
});

/** Copies `text` to the clipboard; "Copied" (or the failure) is announced to screen readers. `label` names what is copied. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const copy = useActorRef(appCopyMachine, { input: { text } });
  const state = useSelector(copy, (snapshot) => snapshot.value);
  return (
    <span className="app-copy">
      <Button variant="secondary" aria-label={label} onClick={() => copy.send({ type: 'COPY' })}><Trans>Copy</Trans></Button>
      <span role="status" className="app-copy__status">
        {state === 'copied' ? <Trans>Copied</Trans> : state === 'failed' ? <Trans>Copying failed. Select the text and copy it.</Trans> : null}
      </span>
    </span>
  );
}
