import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { SerialImportReportView } from '../../../contract/staff-content';
import { serialImportMachine, type ImportFailure } from '../../../../machines/serial-import-machine';
import { Alert, Button, EmptyState, FileButton, PageTitle, Table, type TableColumn } from '../../ui';
import { NotAllowed } from '../NotAllowed';
import { StaffLink } from '../StaffLink';
import { staffMay } from '../staff-session';
import { uploadSerials } from './content-api';
import './content-desk.css';

const importer = serialImportMachine.provide({ actors: { upload: fromPromise(({ input }) => uploadSerials(input)) } });

type Skipped = SerialImportReportView['skipped'][number];

/** /staff/content/serials: the serial registry import (the operator's `serials import`): a CSV file, its report. */
export function SerialImportPage() {
  if (!staffMay('content.manage')) return <NotAllowed />;
  return (
    <>
      <PageTitle subtitle={<StaffLink href="/staff/content"><Trans>Back to the content list</Trans></StaffLink>}>
        <Trans>Import serial numbers</Trans>
      </PageTitle>
      <SerialImport />
    </>
  );
}

function SerialImport() {
  const { t } = useLingui();
  const actor = useActorRef(importer);
  const state = useSelector(actor, (snapshot) => snapshot);
  const { file, report, failure } = state.context;
  const uploading = state.matches('uploading');
  return (
    <div className="staff-import">
      <p>
        <Trans>A CSV file with the columns serial_number, product_code and region (a region code such as pl, or all), separated by commas or semicolons. Serials already registered the same way stay unchanged; nothing is ever reassigned.</Trans>
      </p>
      <FileButton label={t`Choose a CSV file`} accept=".csv,text/csv" fileName={file?.name} disabled={uploading}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          if (chosen) actor.send({ type: 'CHOOSE', file: chosen });
          // The same file may be chosen again after it changed on disk.
          event.target.value = '';
        }} />
      <Button disabled={!file} loading={uploading} onClick={() => actor.send({ type: 'UPLOAD' })}><Trans>Upload and import</Trans></Button>
      {failure ? <FailureAlert failure={failure} /> : null}
      {report && !failure ? <ImportReport report={report} /> : null}
    </div>
  );
}

function FailureAlert({ failure }: { failure: ImportFailure }) {
  return (
    <Alert tone="error">
      <p>
        {failure.kind === 'tooLarge' ? <Trans>The file is too large for the console (at most 1 MB): ask for the operator command, which imports files of any size.</Trans>
          : failure.kind === 'refused' ? <Trans>The file could not be read: {failure.message}</Trans>
          : <Trans>The upload failed. The file is still chosen: try again.</Trans>}
      </p>
    </Alert>
  );
}

function ImportReport({ report }: { report: SerialImportReportView }) {
  const { t } = useLingui();
  const columns: TableColumn<Skipped>[] = [
    { key: 'line', header: t`Line`, cell: (row) => row.line, align: 'end' },
    { key: 'serial', header: t`Serial number`, cell: (row) => <code>{row.serial_number || '–'}</code> },
    // The server's reason, as the operator command prints it.
    { key: 'reason', header: t`Reason`, cell: (row) => row.reason },
  ];
  const skipped = report.skipped.length;
  return (
    <section className="staff-import" aria-labelledby="staff-import-report">
      <h2 id="staff-import-report"><Trans>Import report</Trans></h2>
      <ul className="staff-import__figures">
        <li><strong>{report.imported}</strong><Trans>imported</Trans></li>
        <li><strong>{report.unchanged}</strong><Trans>already registered, unchanged</Trans></li>
        <li><strong>{skipped}</strong><Trans>lines skipped</Trans></li>
      </ul>
      {skipped > 0
        ? <Table caption={t`Skipped lines`} columns={columns} rows={report.skipped} rowKey={(row) => `${row.line}`} stacked="tablet" />
        : <EmptyState title={<Trans>No line was skipped.</Trans>}><Trans>Every line of the file is in the registry.</Trans></EmptyState>}
    </section>
  );
}
