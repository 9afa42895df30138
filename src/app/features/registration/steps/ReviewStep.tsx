import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';
import { formatPhone, parseRegionPhone } from '../../../../contract/phone';
import { findCompanyType, registrationNumberSettings } from '../../../../contract/regional-rules';
import { firstStepWithErrors, rulesOf, settingsOf, type RegistrationContext } from '../../../../../machines/registration-context';
import { fullTrack, type FormStep } from '../../../../../machines/registration-steps';
import { Alert, Button, Checkbox } from '../../../ui';
import { answerText, questionText } from '../../../ui/survey/survey-texts';
import { countryName } from '../country-names';
import { RegistrationActor, selectSubmitting, useFieldMessages } from '../registration-actor';
import { messageText } from '../../../ui/wizard/wizard-messages';
import { StepCard } from './StepCard';

/** The review: every step's answers with an edit button, the terms tick, and the registration. */
export function ReviewStep({ termsUrls }: { termsUrls: Readonly<Record<number, string>> }) {
  const { t, i18n } = useLingui();
  const { send } = RegistrationActor.useActorRef();
  const context = RegistrationActor.useSelector((snapshot) => snapshot.context);
  const submitting = RegistrationActor.useSelector(selectSubmitting);
  const termsErrors = useFieldMessages('termsAccepted');
  const termsUrl = termsUrls[context.form.regionId];
  const track = fullTrack(context.form, rulesOf(context));
  const stepWithErrors = firstStepWithErrors(context);
  const blocks = REVIEW_BLOCKS.filter((block) => block.steps.some((step) => track.includes(step)));
  return (
    <StepCard
      title={t`Check your details`}
      stepKey="review"
      submitEvent="SUBMIT"
      submitLabel={<Trans>Register</Trans>}
      busy={submitting}
    >
      {context.submitMessages.length > 0 || stepWithErrors ? (
        <Alert tone="error" title={t`The registration could not be completed.`}>
          <ul className="registration-messages">
            {context.submitMessages.map((message) => <li key={messageText(i18n, message)}>{messageText(i18n, message)}</li>)}
          </ul>
          {stepWithErrors ? (
            <Button variant="link" onClick={() => send({ type: 'EDIT', step: stepWithErrors })}>
              <Trans>Correct the details</Trans>
            </Button>
          ) : null}
        </Alert>
      ) : null}
      {blocks.map((block) => (
        <ReviewBlock key={block.edit} title={i18n._(block.title)} step={block.edit} disabled={submitting}>
          <block.Content context={context} />
        </ReviewBlock>
      ))}
      <Checkbox
        name="termsAccepted"
        label={<TermsLabel url={termsUrl} decor={context.variant === 'decor'} />}
        checked={context.form.termsAccepted}
        errors={termsErrors}
        disabled={submitting}
        onChange={(event) => send({ type: 'TICK', field: 'termsAccepted', checked: event.target.checked })}
      />
    </StepCard>
  );
}

/** The club's terms, or the decor programme's (SPEC §6), linked where the region has them. */
function TermsLabel({ url, decor }: { url: string | undefined; decor: boolean }) {
  if (decor) {
    return url
      ? <Trans>I accept the <a href={url} target="_blank" rel="noreferrer">terms of the decor programme</a></Trans>
      : <Trans>I accept the terms of the decor programme</Trans>;
  }
  return url
    ? <Trans>I accept the <a href={url} target="_blank" rel="noreferrer">terms of the Installer Club</a></Trans>
    : <Trans>I accept the terms of the Installer Club</Trans>;
}

function ReviewBlock({ title, step, disabled, children }: { title: string; step: FormStep; disabled: boolean; children: ReactNode }) {
  const { t } = useLingui();
  const { send } = RegistrationActor.useActorRef();
  return (
    <section className="registration-review__block" aria-label={title}>
      <div className="registration-review__head">
        <h2 className="registration-review__title">{title}</h2>
        <Button variant="link" disabled={disabled} aria-label={t`Edit ${title}`} onClick={() => send({ type: 'EDIT', step })}>
          <Trans>Edit</Trans>
        </Button>
      </div>
      <dl className="registration-review__list">{children}</dl>
    </section>
  );
}

function Entry({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className="registration-review__entry">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function YesNo({ value }: { value: boolean }) {
  return value ? <Trans>Yes</Trans> : <Trans>No</Trans>;
}

type BlockContent = (props: { context: RegistrationContext }) => ReactNode;

interface ReviewBlockSpec {
  /** The step its edit button opens. */
  edit: FormStep;
  /** Steps it shows; the block shows when one of them is on the track. */
  steps: readonly FormStep[];
  title: MessageDescriptor;
  Content: BlockContent;
}

function RegionContent({ context }: { context: RegistrationContext }) {
  const { i18n } = useLingui();
  return <Entry term={<Trans>Country</Trans>}>{countryName(i18n, context.form.regionId)}</Entry>;
}

function UserContent({ context }: { context: RegistrationContext }) {
  const { form } = context;
  // The number as it will be stored (a trunk 0 dropped), grouped as the country groups it.
  const phone = parseRegionPhone(form.phone, form.regionId);
  return (
    <>
      <Entry term={<Trans>Name</Trans>}>{form.name} {form.surname}</Entry>
      <Entry term={<Trans>E-mail address</Trans>}>{form.email}</Entry>
      <Entry term={<Trans>Phone number</Trans>}>{phone ? formatPhone(phone.e164) : form.phone}</Entry>
    </>
  );
}

function CompanyContent({ context }: { context: RegistrationContext }) {
  const { form } = context;
  const numbers = registrationNumberSettings(settingsOf(context));
  return (
    <>
      <Entry term={<Trans>Company name</Trans>}>{form.companyName}</Entry>
      {numbers.map((number) => (
        <Entry key={number.field} term={number.label}>
          {(number.field === 'registration_number' ? form.registrationNumber : form.registrationNumber2) || '–'}
        </Entry>
      ))}
    </>
  );
}

function AddressContent({ context }: { context: RegistrationContext }) {
  const { i18n } = useLingui();
  const { form } = context;
  return (
    <Entry term={<Trans>Address</Trans>}>
      {form.street} {form.houseNumber}, {form.postalCode} {form.city}, {countryName(i18n, form.regionId)}
    </Entry>
  );
}

function CompanyTypeContent({ context }: { context: RegistrationContext }) {
  const { form } = context;
  const settings = settingsOf(context);
  const track = fullTrack(form, rulesOf(context));
  return (
    <>
      <Entry term={<Trans>Company type</Trans>}>{findCompanyType(settings, form.companyTypeId)?.name_translated ?? '–'}</Entry>
      {track.includes('disclaimer') ? <Entry term={<Trans>Disclaimer accepted</Trans>}><YesNo value={form.disclaimerAccepted} /></Entry> : null}
      {track.includes('declaration') ? <Entry term={<Trans>Declaration confirmed</Trans>}><YesNo value={form.declarationAccepted} /></Entry> : null}
    </>
  );
}

function SurveyContent({ context }: { context: RegistrationContext }) {
  const { i18n } = useLingui();
  return context.survey.questions.map((question) => {
    const answer = context.form.survey[question.id];
    const text = Array.isArray(answer)
      ? answer.map((id) => {
          const option = 'answers' in question ? question.answers.find((candidate) => candidate.id === id) : undefined;
          return option ? answerText(i18n, option) : id;
        }).join(', ')
      : answer;
    return <Entry key={question.id} term={questionText(i18n, question.id)}>{text || '–'}</Entry>;
  });
}

function ConsentContent({ context }: { context: RegistrationContext }) {
  return (
    <>
      <Entry term={<Trans>News by e-mail</Trans>}><YesNo value={context.form.emailConsent} /></Entry>
      <Entry term={<Trans>News by text message</Trans>}><YesNo value={context.form.phoneConsent} /></Entry>
    </>
  );
}

const REVIEW_BLOCKS: readonly ReviewBlockSpec[] = [
  { edit: 'region', steps: ['region'], title: msg`Country`, Content: RegionContent },
  { edit: 'userInfo', steps: ['userInfo'], title: msg`About you`, Content: UserContent },
  { edit: 'companyInfo', steps: ['companyInfo'], title: msg`Your company`, Content: CompanyContent },
  { edit: 'companyAddress', steps: ['companyAddress'], title: msg`Company address`, Content: AddressContent },
  { edit: 'companyType', steps: ['companyType', 'disclaimer', 'declaration'], title: msg`Company type`, Content: CompanyTypeContent },
  { edit: 'survey', steps: ['survey'], title: msg`Survey`, Content: SurveyContent },
  { edit: 'consent', steps: ['consent'], title: msg`News from the club`, Content: ConsentContent },
];
