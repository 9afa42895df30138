import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { downloadMachine, type DownloadInput } from '../../../../machines/download-machine';
import { getFile } from '../../api/http-file';
import { Button } from '../../ui';

/** Hands a fetched file to the browser to save, under its name. */
function save({ blob, name }: { blob: Blob; name: string }): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The click has started the download; the object URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const appDownloadMachine = downloadMachine.provide({
  actors: { 'fetch and save': fromPromise<void, DownloadInput>(async ({ input }) => save(await getFile(input.address, input.name))) },
});

/**
 * A download link of a file only the company may have (a material order's logo or proof): fetched with the session's token.
 * `failedText`: the failure in the caller's own catalog (the staff console loads none of the shop's).
 */
export function DownloadButton({ address, name, children, failedText }: { address: string; name: string; children: ReactNode; failedText?: ReactNode }) {
  const download = useActorRef(appDownloadMachine, { input: { address, name } });
  const state = useSelector(download, (snapshot) => snapshot.value);
  return (
    <span className="app-download">
      <Button variant="secondary" loading={state === 'downloading'} onClick={() => download.send({ type: 'DOWNLOAD' })}>{children}</Button>
      {state === 'failed' ? <span role="alert" className="app-download__failed">{failedText ?? <Trans>The download failed. Please try again.</Trans>}</span> : null}
    </span>
  );
}
