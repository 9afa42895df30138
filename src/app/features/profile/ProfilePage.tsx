import { useSuspenseQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, useState } from 'react';
import { can } from '../../../contract/permissions';
import { formatPhone } from '../../../contract/phone';
import { numberFieldFormat } from '../../../contract/regional-formats';
import { findCompanyType, offersCompanyTypes, registrationNumberSettings } from '../../../contract/regional-rules';
import { regionById } from '../../../contract/regions';
import type { User } from '../../../contract/user';
import { asksAgreement, companyEditProblems, companyEditValues } from '../../../../machines/company-edit';
import type { FormProblems, FormValues } from '../../../../machines/form-machine';
import { publicConfigQuery, userQuery } from '../../api/queries';
import { pageTitle } from '../../routing/page-titles';
import { useLeaveOn } from '../../routing/use-leave';
import { Alert, Button, Checkbox, PageTitle, PhoneField, Select, TextField } from '../../ui';
import { numberFieldName, numberFieldTexts } from '../../ui/wizard/number-field-texts';
import { AvatarBlock } from './AvatarBlock';
import { CertificatesBlock } from './CertificatesBlock';
import { EditableBlock } from './EditableBlock';
import { appCompanyBlockMachine, appSendCodeMachine, appUserBlockMachine, personalProblems } from './profile-actors';
import { companyMessages, profileMessages } from './profile-texts';
import './profile.css';

const personalValues = (user: User): FormValues => ({ name: user.name, surname: user.surname, email: user.email, phone: user.phone ?? '' });
const notificationValues = (user: User): FormValues => ({ email_notifications: user.email_notifications, sms_notifications: user.sms_notifications });

/** /user (SPEC §2 Profile): the e-mail warning, personal data, avatar, certificates, company data and notifications. */
export function ProfilePage() {
  const { i18n } = useLingui();
  const { data: user } = useSuspenseQuery(userQuery());
  return (
    <>
      <PageTitle>{i18n._(pageTitle('/user'))}</PageTitle>
      <div className="app-profile">
        {user.email && !user.verified_email_at ? <div className="app-profile__wide"><VerifyEmailWarning /></div> : null}
        <PersonalBlock key={user.id} user={user} />
        <AvatarBlock user={user} />
        <CompanyBlock key={user.company.id} user={user} />
        <NotificationsBlock key={user.id} user={user} />
        <CertificatesBlock regionId={user.region.id} />
      </div>
    </>
  );
}

/** SPEC §4 Other: the warning stays until the address is verified; a failed send shows the generic line under it. */
function VerifyEmailWarning() {
  const { i18n } = useLingui();
  const [snapshot, send, actor] = useMachine(appSendCodeMachine, { input: { values: {}, startIn: 'display' } });
  useLeaveOn(actor, 'saved', () => ({ to: '/verify-email' }));
  return (
    <Alert tone="warning" title={<Trans>Your e-mail address is not verified</Trans>}>
      <p><Trans>We send a code to your address; type it in to confirm that it is yours.</Trans></p>
      <Button variant="secondary" loading={snapshot.matches('submitting')} onClick={() => send({ type: 'SUBMIT' })}>
        <Trans>Send me a code</Trans>
      </Button>
      {snapshot.context.failed ? <p>{profileMessages(i18n, ['generic'])}</p> : null}
    </Alert>
  );
}

/**
 * A block's form, started from the profile's values when the block is shown (keyed by the record it
 * edits): after a save it keeps the values it sent, which the refetched profile shows too.
 */
function useBlock(makeMachine: () => ReturnType<typeof appUserBlockMachine>, values: FormValues, validate?: (values: FormValues, initial: FormValues) => FormProblems) {
  const [machine] = useState(makeMachine);
  return useMachine(machine, { input: { values, validate, startIn: 'display' } });
}

function fieldProps(snapshot: ReturnType<typeof useBlock>[0], send: ReturnType<typeof useBlock>[1], i18n: ReturnType<typeof useLingui>['i18n'], name: string) {
  return {
    name,
    value: String(snapshot.context.values[name] ?? ''),
    errors: profileMessages(i18n, snapshot.context.problems[name]),
    onChange: (event: { target: { value: string } }) => send({ type: 'CHANGE', field: name, value: event.target.value }),
  };
}

function PersonalBlock({ user }: { user: User }) {
  const { i18n, t } = useLingui();
  const regionId = user.company.regions_id;
  const [snapshot, send] = useBlock(() => appUserBlockMachine(user), personalValues(user), (values) => personalProblems(values, regionId));
  const phoneCode = regionById(regionId)?.phoneCode ?? '';
  const field = (name: string) => fieldProps(snapshot, send, i18n, name);
  return (
    <EditableBlock
      title={<Trans>Personal data</Trans>}
      snapshot={snapshot}
      send={send}
      display={(
        <dl className="app-facts">
          <dt><Trans>Name</Trans></dt>
          <dd>{user.name} {user.surname}</dd>
          <dt><Trans>E-mail</Trans></dt>
          <dd>{user.email || '–'}</dd>
          <dt><Trans>Phone</Trans></dt>
          <dd>{user.phone ? formatPhone(`+${phoneCode}${user.phone}`) : '–'}</dd>
        </dl>
      )}
      fields={(
        <>
          <TextField label={t`First name`} autoComplete="given-name" {...field('name')} />
          <TextField label={t`Surname`} autoComplete="family-name" {...field('surname')} />
          <TextField label={t`E-mail`} type="email" autoComplete="email" hint={t`A new address needs to be verified again.`} {...field('email')} />
          <PhoneField dialCode={phoneCode} label={t`Mobile phone`} autoComplete="tel-national" {...field('phone')} />
        </>
      )}
    />
  );
}

/** SPEC §5 Company edit: the kept fields, the numbers, type and agreements the company's region asks for (SPEC §9 regional settings). */
function CompanyBlock({ user }: { user: User }) {
  const { i18n, t } = useLingui();
  const { company } = user;
  const { data: config } = useSuspenseQuery(publicConfigQuery(i18n.locale));
  const settings = config.regional_settings[regionById(company.regions_id)?.slug ?? ''];
  const region = { settings, regionId: company.regions_id };
  const [snapshot, send] = useBlock(() => appCompanyBlockMachine(company.id), companyEditValues(company, settings), (values, initial) => companyEditProblems(values, initial, region));
  const { values, problems } = snapshot.context;
  const errorsOf = (name: string) => companyMessages(i18n, name, problems[name]);
  const field = (name: string) => ({ ...fieldProps(snapshot, send, i18n, name), errors: errorsOf(name) });
  const box = (name: string) => ({
    name,
    checked: values[name] === true,
    errors: errorsOf(name),
    onChange: (event: { target: { checked: boolean } }) => send({ type: 'CHANGE', field: name, value: event.target.checked }),
  });
  const numbers = settings ? registrationNumberSettings(settings) : [];
  const types = settings && offersCompanyTypes(settings) ? settings.company_types : [];
  const chosenType = settings ? findCompanyType(settings, company.company_type) : undefined;
  const typeOf = (id: string) => types.find((type) => String(type.id) === id);
  return (
    <EditableBlock
      title={<Trans>Company data</Trans>}
      snapshot={snapshot}
      send={send}
      editable={can(user.role.id, 'company.edit')}
      display={(
        <dl className="app-facts">
          <dt><Trans>Company</Trans></dt>
          <dd>{company.name}</dd>
          <dt><Trans>Address</Trans></dt>
          <dd>{company.address}, {company.postal_code} {company.city}</dd>
          {numbers.map((number) => (
            <Fragment key={number.field}>
              <dt>{numberFieldName(i18n, number)}</dt>
              <dd>{company[number.field] || '–'}</dd>
            </Fragment>
          ))}
          {types.length > 0 ? <><dt><Trans>Company type</Trans></dt><dd>{chosenType?.name_translated ?? '–'}</dd></> : null}
        </dl>
      )}
      fields={(
        <>
          <TextField label={t`Company name`} autoComplete="organization" {...field('name')} />
          {numbers.map((number) => (
            <TextField
              key={number.field}
              {...numberFieldTexts(i18n, number, settings ? numberFieldFormat(settings, company.regions_id, number.field) : null)}
              autoComplete="off"
              {...field(number.field)}
            />
          ))}
          <TextField label={t`Street and number`} autoComplete="street-address" {...field('address')} />
          <TextField label={t`Postal code`} autoComplete="postal-code" {...field('postal_code')} />
          <TextField label={t`City`} autoComplete="address-level2" {...field('city')} />
          {types.length > 0 ? (
            <Select
              label={t`Company type`}
              options={[
                ...(company.company_type === null ? [{ value: '', label: t`Not chosen` }] : []),
                ...types.map((type) => ({ value: String(type.id), label: type.name_translated })),
              ]}
              {...field('company_type')}
            />
          ) : null}
          {settings && asksAgreement(settings, values, 'disclaimer') ? (
            <>
              <p>{typeOf(String(values.company_type))?.disclaimer_translated}</p>
              <Checkbox label={t`I accept the disclaimer`} {...box('disclaimer_accepted')} />
            </>
          ) : null}
          {settings && asksAgreement(settings, values, 'declaration') ? (
            <>
              <p>{typeOf(String(values.company_type))?.declaration_translated}</p>
              <Checkbox label={t`I confirm the declaration`} {...box('declaration_accepted')} />
            </>
          ) : null}
        </>
      )}
    />
  );
}

function NotificationsBlock({ user }: { user: User }) {
  const { t } = useLingui();
  const [snapshot, send] = useBlock(() => appUserBlockMachine(user), notificationValues(user));
  const box = (name: string) => ({
    checked: snapshot.context.values[name] === true,
    onChange: (event: { target: { checked: boolean } }) => send({ type: 'CHANGE', field: name, value: event.target.checked }),
  });
  return (
    <EditableBlock
      title={<Trans>Notifications</Trans>}
      snapshot={snapshot}
      send={send}
      display={(
        <dl className="app-facts">
          <dt><Trans>By e-mail</Trans></dt>
          <dd>{user.email_notifications ? <Trans>On</Trans> : <Trans>Off</Trans>}</dd>
          <dt><Trans>By SMS</Trans></dt>
          <dd>{user.sms_notifications ? <Trans>On</Trans> : <Trans>Off</Trans>}</dd>
        </dl>
      )}
      fields={(
        <>
          <Checkbox label={t`Club news and replies by e-mail`} {...box('email_notifications')} />
          <Checkbox label={t`Club news and replies by SMS`} {...box('sms_notifications')} />
        </>
      )}
    />
  );
}
