import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { languageByCode, type UiLanguageCode } from '../../../contract/languages';
import { PROJECT_STATUS, SCAN_FLAG } from '../../../contract/projects';
import type { ReviewProjectView, ReviewScan } from '../../../contract/staff-review';
import { REJECTION_REASON_MAX } from '../../../contract/staff-review';
import { scansWithoutReason, type ReviewChoice, type StaffReviewEvent } from '../../../../machines/staff-review-machine';
import { Alert, Badge, Button, Card, PageTitle, RadioGroup, Select, Table, TextArea, type TableColumn } from '../../ui';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { NotAllowed } from '../NotAllowed';
import { StaffLink } from '../StaffLink';
import { staffMay } from '../staff-session';
import { appStaffReviewMachine, reviewProjectQuery } from './review-queries';
import { FLAG_REASON_TEXTS, PRESET_REASONS } from './review-texts';
import { presetReasonsQuery } from './preset-reasons';
import { StaffLoading } from '../QueryStates';

/** /staff/review/{project}: the project's scans; accept or reject each flagged one, with a reason the installer reads. */
export function ReviewProjectPage({ project }: { project: string }) {
  if (!staffMay('review.decide')) return <NotAllowed />;
  return <ReviewProject key={project} uuid={project} />;
}

function ReviewProject({ uuid }: { uuid: string }) {
  const project = useQuery(reviewProjectQuery(uuid));
  const back = <StaffLink href="/staff/review"><Trans>Back to the review queue</Trans></StaffLink>;
  if (project.isPending) {
    return (
      <StaffLoading height="16rem"><Trans>Loading the project…</Trans></StaffLoading>
    );
  }
  if (project.isError) {
    return (
      <Alert tone="error">
        <p><Trans>The project could not be loaded.</Trans></p>
        <Button variant="secondary" onClick={() => void project.refetch()}><Trans>Try again</Trans></Button>
        <p>{back}</p>
      </Alert>
    );
  }
  const shown = project.data;
  return (
    <>
      <p className="staff-review__back">{back}</p>
      <PageTitle subtitle={<>{shown.company.name} · {shown.company.region.toUpperCase()}</>}>
        {shown.name ?? shown.address}
      </PageTitle>
      <Decisions project={shown} />
      <ScanTable project={shown} />
    </>
  );
}

function Decisions({ project }: { project: ReviewProjectView }) {
  const { t } = useLingui();
  const [review, send] = useMachine(appStaffReviewMachine, { input: { project: project.uuid } });
  const { choices, problem, outcome } = review.context;
  const flagged = project.scans.filter((scan) => scan.flag === SCAN_FLAG.inReview);
  const missing = problem === 'reasonsMissing' ? scansWithoutReason(choices) : [];
  const serialOf = (scan: string) => project.scans.find((s) => s.uuid === scan)?.serial_number ?? scan;
  const chosen = (decision: ReviewChoice['decision']) => Object.entries(choices).filter(([, choice]) => choice.decision === decision);

  if (review.matches('decided') && outcome) {
    const { accepted, rejected, credited } = outcome;
    const waiting = outcome.waiting.length;
    return (
      <Alert tone="success" title={<Trans>Decisions saved</Trans>} className="staff-review__outcome">
        <p><Trans>{accepted} accepted, {rejected} rejected. The installer is notified of each rejection and its reason.</Trans></p>
        <p>
          {outcome.status === PROJECT_STATUS.closed
            ? <Trans>The project is closed: {credited} points credited to the company.</Trans>
            : <Trans>Still waiting for a decision: {waiting}.</Trans>}
        </p>
        <div className="staff-review__actions">
          {waiting > 0 ? <Button variant="secondary" onClick={() => send({ type: 'NEXT' })}><Trans>Decide the rest</Trans></Button> : null}
          <StaffLink href="/staff/review" className="ui-button ui-button--primary"><Trans>Back to the review queue</Trans></StaffLink>
        </div>
      </Alert>
    );
  }
  if (project.status.id !== PROJECT_STATUS.inReview || flagged.length === 0) {
    return <Alert tone="info"><p><Trans>Nothing waits for a decision in this project.</Trans></p></Alert>;
  }
  return (
    <form
      className="staff-review__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SUBMIT', flagged: flagged.map((scan) => scan.uuid) });
      }}
    >
      {problem === 'reasonsMissing' ? <Alert tone="error"><p><Trans>Give a reason for every rejected scan: the installer reads it.</Trans></p></Alert> : null}
      {problem === 'decidedMeanwhile' ? (
        <Alert tone="error"><p><Trans>Someone else decided one of these scans meanwhile. The project now shows what is decided; your choices are kept.</Trans></p></Alert>
      ) : null}
      {problem === 'failed' ? <Alert tone="error"><p><Trans>The decisions could not be saved. Your choices are kept; please try again.</Trans></p></Alert> : null}
      <ul className="staff-review__scans">
        {flagged.map((scan) => (
          <li key={scan.uuid}>
            <FlaggedScanCard scan={scan} language={project.creator_language} choice={choices[scan.uuid]} reasonMissing={missing.includes(scan.uuid)} send={send} />
          </li>
        ))}
      </ul>
      <div className="staff-review__actions">
        <Button type="submit" disabled={Object.keys(choices).length === 0}><Trans>Review decisions</Trans></Button>
      </div>
      <ConfirmDialog
        open={review.matches('confirming') || review.matches('sending')}
        title={<Trans>Save these decisions?</Trans>}
        confirmLabel={t`Save decisions`}
        cancelLabel={t`Back`}
        busy={review.matches('sending')}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      >
        {chosen('accept').length > 0 ? (
          <>
            <p><Trans>Accept (the points count):</Trans></p>
            <ul>{chosen('accept').map(([scan]) => <li key={scan}><code>{serialOf(scan)}</code></li>)}</ul>
          </>
        ) : null}
        {chosen('reject').length > 0 ? (
          <>
            <p><Trans>Reject (the installer reads the reason):</Trans></p>
            <ul>{chosen('reject').map(([scan, choice]) => <li key={scan}><code>{serialOf(scan)}</code>: {choice.reason.trim()}</li>)}</ul>
          </>
        ) : null}
        <p>
          {flagged.length > Object.keys(choices).length
            ? <Trans>The scans left undecided stay in review.</Trans>
            : <Trans>Once the last flagged scan is decided, the project closes and its points are credited.</Trans>}
        </p>
      </ConfirmDialog>
    </form>
  );
}

function FlaggedScanCard({ scan, language, choice, reasonMissing, send }: {
  scan: ReviewScan;
  /** The language the installer reads the reason in. */
  language: UiLanguageCode;
  choice: ReviewChoice | undefined;
  reasonMissing: boolean;
  send: (event: StaffReviewEvent) => void;
}) {
  const { t, i18n } = useLingui();
  const ownWords = PRESET_REASONS.map((preset) => i18n._(preset));
  // Until (or unless) the installer's words load, the reviewer's own: a reason is never held back.
  const installersWords = useQuery(presetReasonsQuery(language)).data ?? ownWords;
  const inOtherLanguage = language !== i18n.locale && installersWords !== ownWords;
  const languageName = languageByCode(language)?.local_name ?? language;
  const reason = choice?.reason ?? '';
  const presetChosen = installersWords.includes(reason) ? reason : '';
  return (
    <Card
      as="section"
      title={<code>{scan.serial_number}</code>}
      actions={scan.flag_reason ? <Badge tone="warning">{i18n._(FLAG_REASON_TEXTS[scan.flag_reason])}</Badge> : null}
      className="staff-review__scan"
    >
      <p className="staff-review__facts">
        <Trans>{scan.points} points · scanned by {scan.installer}</Trans>
        {' · '}
        <time dateTime={scan.created_at}>{i18n.date(scan.created_at, { dateStyle: 'medium', timeStyle: 'short' })}</time>
      </p>
      <RadioGroup
        legend={t`Decision for ${scan.serial_number}`}
        name={`decision-${scan.uuid}`}
        options={[
          { value: 'accept', label: t`Accept scan` },
          { value: 'reject', label: t`Reject scan` },
          { value: 'later', label: t`Decide later` },
        ]}
        value={choice?.decision ?? 'later'}
        onChange={(decision) => send({ type: 'CHOOSE', scan: scan.uuid, decision })}
      />
      {choice?.decision === 'reject' ? (
        <div className="staff-review__reason">
          <Select
            label={t`A common reason`}
            value={presetChosen}
            options={[{ value: '', label: t`Write my own` }, ...installersWords.map((words, index) => ({ value: words, label: ownWords[index] ?? words }))]}
            hint={inOtherLanguage ? t`Filled in in the installer's language: ${languageName}.` : undefined}
            onChange={(event) => send({ type: 'REASON', scan: scan.uuid, reason: event.target.value })}
          />
          <TextArea
            label={t`Reason the installer reads`}
            required
            rows={3}
            maxLength={REJECTION_REASON_MAX}
            value={reason}
            errors={reasonMissing ? [t`Give a reason for this rejection.`] : undefined}
            onChange={(event) => send({ type: 'REASON', scan: scan.uuid, reason: event.target.value })}
          />
        </div>
      ) : null}
    </Card>
  );
}

/** Every scan of the project with its flag, why it was flagged and what review decided. */
function ScanTable({ project }: { project: ReviewProjectView }) {
  const { t, i18n } = useLingui();
  const flagText = { [SCAN_FLAG.accepted]: t`Accepted`, [SCAN_FLAG.inReview]: t`In review`, [SCAN_FLAG.rejected]: t`Rejected` };
  const flagTone = { [SCAN_FLAG.accepted]: 'success', [SCAN_FLAG.inReview]: 'warning', [SCAN_FLAG.rejected]: 'danger' } as const;
  const columns: TableColumn<ReviewScan>[] = [
    { key: 'serial', header: t`Serial number`, cell: (scan) => <code>{scan.serial_number}</code> },
    { key: 'flag', header: t`Status`, cell: (scan) => <Badge tone={flagTone[scan.flag]}>{flagText[scan.flag]}</Badge> },
    { key: 'why', header: t`Flagged because`, cell: (scan) => (scan.flag_reason ? i18n._(FLAG_REASON_TEXTS[scan.flag_reason]) : '–') },
    { key: 'reason', header: t`Rejection reason`, cell: (scan) => scan.rejection_reason ?? '–' },
    { key: 'installer', header: t`Scanned by`, cell: (scan) => scan.installer },
    { key: 'points', header: t`Points`, cell: (scan) => scan.points, align: 'end' },
  ];
  return (
    <section className="staff-review__all" aria-labelledby="staff-review-all">
      <h2 id="staff-review-all"><Trans>All scans of the project</Trans></h2>
      <Table caption={t`All scans of the project`} hideCaption columns={columns} rows={project.scans} rowKey={(scan) => scan.uuid} stacked="tablet" />
    </section>
  );
}
