import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PROJECT_STATUS, type Project, type ProjectEarnings } from '../../../contract/projects';
import { currentProjectQuestion, projectQuestionParts, projectSurveyQuestions } from '../../../../machines/project-survey-machine';
import { projectQuery } from '../../api/project-queries';
import { userQuery } from '../../api/queries';
import { Alert, Button, buttonClassName } from '../../ui';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { PointsEarned } from '../../ui/PointsEarned';
import { SurveyQuestionField } from '../../ui/survey/SurveyQuestionField';
import { QuestionCounter } from '../../ui/wizard/QuestionCounter';
import { useMessageTexts } from '../../ui/wizard/wizard-messages';
import { appProjectSurveyMachine } from './project-actors';
import { PRODUCT_TYPE_LABELS, surveyAnswerText, surveyQuestionText, variantText } from './project-texts';
import { ProjectHeader } from './ProjectHeader';
import './projects.css';

/** /projects/{uuid}/survey: the survey that closes the project (SPEC §2 Survey, §4 Projects). */
export function ProjectSurveyPage({ uuid }: { uuid: string }) {
  const { data: project } = useSuspenseQuery(projectQuery(uuid));
  return (
    <>
      <ProjectHeader project={project} current="survey" />
      <SurveyCard key={project.uuid} project={project} />
    </>
  );
}

/** After the survey: what happened to the project; once closed, everything it earned, item by item. */
function SurveyPosted({ project }: { project: Project }) {
  return (
    <section className="app-card">
      {project.earned ? (
        <ProjectEarned earned={project.earned} />
      ) : project.status.id === PROJECT_STATUS.inReview ? (
        <p><Trans>The survey was answered. We are checking some of the scans; the points follow once we have decided.</Trans></p>
      ) : (
        <p><Trans>The survey can no longer be answered: the project is lost.</Trans></p>
      )}
    </section>
  );
}

/** What closing credited: the total, then the scans, the survey bonus and the tier bonus (only those it earned). */
function ProjectEarned({ earned }: { earned: ProjectEarnings }) {
  const items = [
    { key: 'scans', points: earned.scans, label: <Trans>Scanned products</Trans> },
    { key: 'survey', points: earned.survey, label: <Trans>Survey bonus</Trans> },
    { key: 'tier', points: earned.tier_bonus, label: <Trans>Tier bonus</Trans> },
  ].filter((item) => item.points > 0).map(({ key, points, label }) => ({ key, label, amount: <EarnedReward reward={points} /> }));
  // Named as in the earlier messages, so their translations apply.
  const points = earned.total;
  return (
    <PointsEarned items={items} total={{ key: 'total', label: <Trans>Total</Trans>, amount: <EarnedReward reward={earned.total} /> }}>
      <p>
        <Trans>The survey was answered and the project is closed.</Trans>{' '}
        <Plural value={points} one="It earned # point for your company." other="It earned # points for your company." />
      </p>
    </PointsEarned>
  );
}

/** "+N points", with the variable named as in the survey's reward message so both share one translation. */
function EarnedReward({ reward }: { reward: number }) {
  return <Plural value={reward} one="+# point" other="+# points" />;
}

function SurveyCard({ project }: { project: Project }) {
  const { t } = useLingui();
  const { data: user } = useSuspenseQuery(userQuery());
  // One machine per project opened: its survey goes to this project.
  const [machine] = useState(() => appProjectSurveyMachine(project.uuid, user.company.id));
  const [snapshot, send] = useMachine(machine, { input: { questions: projectSurveyQuestions(project.products) } });
  const { questions } = snapshot.context;
  const reward = project.survey_points;

  const inReviewModal = (
    <ConfirmDialog
      open={snapshot.matches('inReview')}
      title={<Trans>The project is in review</Trans>}
      confirmLabel={t`OK`}
      onConfirm={() => send({ type: 'CLOSE' })}
      onCancel={() => send({ type: 'CLOSE' })}
    >
      <p><Trans>Thank you for the survey. We check some of the scans before the points are credited, and let you know when we have decided.</Trans></p>
    </ConfirmDialog>
  );
  // Answered (here or before): the project's new state, and the modal when it went to review.
  if (project.status.id !== PROJECT_STATUS.inProgress) {
    return (
      <>
        {snapshot.matches('closed') ? (
          <Alert tone="success"><Trans>Thank you! The project is closed and its points are on your company's account.</Trans></Alert>
        ) : null}
        <SurveyPosted project={project} />
        {inReviewModal}
      </>
    );
  }
  if (project.products.length === 0) {
    return (
      <section className="app-card">
        <p><Trans>Scan at least one product before answering the survey.</Trans></p>
        <Link to="/projects/$uuid" params={{ uuid: project.uuid }} className={buttonClassName('primary')}><Trans>Scan products</Trans></Link>
      </section>
    );
  }

  return (
    <section className="app-card" aria-labelledby="survey-heading">
      <h2 id="survey-heading"><Trans>Project survey</Trans></h2>
      {snapshot.matches('welcome') ? (
        <>
          <p><span className="app-survey__reward"><Plural value={reward} one="+# point" other="+# points" /></span></p>
          {questions.length > 0 ? (
            <p><Trans>Tell us a little about how the products were installed. Answering closes the project and earns its points.</Trans></p>
          ) : (
            <p><Trans>None of the products needs answers. Send the survey to close the project and earn its points.</Trans></p>
          )}
          <div className="app-actions">
            <Button block data-testid="survey-start" onClick={() => send({ type: 'START' })}>
              {questions.length > 0 ? <Trans>Start</Trans> : <Trans>Send the survey</Trans>}
            </Button>
          </div>
        </>
      ) : null}
      {snapshot.matches('asking') ? <SurveyQuestion project={project} snapshotContext={snapshot.context} send={send} /> : null}
      {snapshot.matches('submitting') ? <p role="status"><Trans>Sending the survey…</Trans></p> : null}
      {snapshot.matches('failed') ? (
        <>
          <Alert tone="error"><Trans>The survey could not be sent. Please try again.</Trans></Alert>
          <div className="app-actions">
            <Button onClick={() => send({ type: 'RETRY' })}><Trans>Try again</Trans></Button>
            <Button variant="secondary" onClick={() => send({ type: 'BACK' })}><Trans>Back</Trans></Button>
          </div>
        </>
      ) : null}
    </section>
  );
}

type SurveySnapshotContext = Parameters<typeof currentProjectQuestion>[0];

function SurveyQuestion({ project, snapshotContext, send }: {
  project: Project;
  snapshotContext: SurveySnapshotContext;
  send: (event: { type: 'PICK_ANSWER'; answerId: string } | { type: 'TYPE_ANSWER'; value: string } | { type: 'NEXT' } | { type: 'BACK' }) => void;
}) {
  const { i18n } = useLingui();
  const texts = useMessageTexts();
  const question = currentProjectQuestion(snapshotContext);
  if (!question) return null;
  const { scanUuid, questionId } = projectQuestionParts(question.id);
  const scan = project.products.find((product) => product.uuid === scanUuid);
  const isLast = snapshotContext.index === snapshotContext.questions.length - 1;
  const errors = texts(snapshotContext.messages);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'NEXT' });
      }}
    >
      <QuestionCounter index={snapshotContext.index} count={snapshotContext.questions.length} />
      {scan ? (
        <p className="app-survey__product">
          <strong>{scan.serial_number}</strong> · {[i18n._(PRODUCT_TYPE_LABELS[scan.type]), scan.size, variantText(i18n, scan.variant)].filter(Boolean).join(' · ')}
        </p>
      ) : null}
      <SurveyQuestionField
        key={question.id}
        question={question}
        answer={snapshotContext.draft[question.id]}
        errors={errors}
        onPick={(answerId) => send({ type: 'PICK_ANSWER', answerId })}
        onType={(value) => send({ type: 'TYPE_ANSWER', value })}
        texts={{ question: surveyQuestionText(i18n, questionId), answer: (answer) => surveyAnswerText(i18n, answer.id) }}
      />
      <div className="app-actions">
        <Button type="submit" data-testid="survey-next">{isLast ? <Trans>Send the survey</Trans> : <Trans>Next</Trans>}</Button>
        <Button variant="secondary" onClick={() => send({ type: 'BACK' })}><Trans>Back</Trans></Button>
      </div>
    </form>
  );
}
