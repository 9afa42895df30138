import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { TicketContext } from '../../../contract/support';
import { userQuery } from '../../api/queries';
import { pageTitle } from '../../routing/page-titles';
import { useLeaveOn } from '../../routing/use-leave';
import { Alert, Button, buttonClassName, MachineForm, PageTitle, TextArea, TextField } from '../../ui';
import { appNewTicketMachine, ticketProblems } from './support-actors';
import { supportMessages } from './support-texts';
import './support.css';

/** /support/chat/new (SPEC §5 Support: title and body required); creating it opens its chat (SPEC §4). */
export function NewTicketPage({ context }: { context: TicketContext | null }) {
  const { i18n, t } = useLingui();
  const { data: user } = useSuspenseQuery(userQuery());
  const machine = useMemo(
    () => appNewTicketMachine({ language: i18n.locale, region: user.region.slug, context }),
    [i18n.locale, user.region.slug, context],
  );
  const [snapshot, send, actor] = useMachine(machine, { input: { values: { title: '', body: '' }, validate: ticketProblems } });
  useLeaveOn(actor, 'saved', ({ result }) => ({ to: '/support/chat/$uuid', params: { uuid: String(result) }, replace: true }));
  const { values, problems, failed } = snapshot.context;
  const change = (field: string) => (event: { target: { value: string } }) => send({ type: 'CHANGE', field, value: event.target.value });
  return (
    <>
      <PageTitle subtitle={<Trans>Our support team answers on working days, usually within a day.</Trans>}>
        {i18n._(pageTitle('/support/chat/new'))}
      </PageTitle>
      <MachineForm onSubmit={() => send({ type: 'SUBMIT' })} problems={failed ? supportMessages(i18n, ['generic']) : undefined}>
        {context ? (
          <Alert tone="info">
            {context.type === 'order' ? <Trans>This conversation is about one of your orders.</Trans> : <Trans>This conversation is about one of your projects.</Trans>}
          </Alert>
        ) : null}
        <TextField label={t`Subject`} name="title" value={String(values.title)} errors={supportMessages(i18n, problems.title)} onChange={change('title')} />
        <TextArea label={t`Your message`} name="body" rows={6} value={String(values.body)} errors={supportMessages(i18n, problems.body)} onChange={change('body')} />
        <div className="app-form__actions">
          <Button type="submit" loading={snapshot.matches('submitting')}><Trans>Send</Trans></Button>
          <Link to="/support/chat" className={buttonClassName('secondary')}><Trans>Cancel</Trans></Link>
        </div>
      </MachineForm>
    </>
  );
}
