import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import type { CardAccount } from '../../../contract/club-card';
import { userQuery } from '../../api/queries';
import { pageTitle } from '../../routing/page-titles';
import { CardStatus } from '../../shell/CardStatuses';
import { Alert, Block, Button, buttonClassName, PageTitle, Skeleton, Spinner } from '../../ui';
import { CardHistory } from './CardHistory';
import { appClubCardMachine } from './club-card-actors';
import { CsnForm } from './CsnForm';
import { Money } from './Money';
import { TopUpForm } from './TopUpForm';
import './club-card.css';

type ClubCardRef = ReturnType<typeof useActorRef<typeof appClubCardMachine>>;

/**
 * /club-card (SPEC §2 club card page, §4 card status, §8): the club-card machine loads the card
 * and decides what the page offers; the history of top-ups, 4 a page, follows (`?page=`). Either
 * failing to load shows SPEC §8's message in its place with a retry, the rest of the page staying.
 */
export function ClubCardPage({ page }: { page: number }) {
  const { i18n } = useLingui();
  const card = useActorRef(appClubCardMachine);
  const state = useSelector(card, (snapshot) => (typeof snapshot.value === 'string' ? snapshot.value : 'registering'));
  const account = useSelector(card, (snapshot) => snapshot.context.account);
  return (
    <div className="app-club-card">
      <PageTitle>{i18n._(pageTitle('/club-card'))}</PageTitle>
      {state === 'loading' || state === 'judging' ? <p className="app-club-card__loading"><Spinner /> <Trans>Loading your card…</Trans></p> : null}
      {state === 'failed' ? <LoadFailed retry={() => card.send({ type: 'RETRY' })} /> : null}
      {state === 'noCard' ? <NoCard /> : null}
      {account?.status ? <CardFacts account={account} /> : null}
      {state === 'registering' ? <CsnForm card={card} /> : null}
      {state === 'awaitingActivation' ? <AwaitingActivation card={card} /> : null}
      {state === 'active' ? <TopUpForm /> : null}
      {state === 'inactive' ? (
        <Alert tone="warning" title={<Trans>Your card is inactive</Trans>}>
          <p><Trans>Nothing can be loaded on it at the moment. Contact support if you do not know why.</Trans></p>
        </Alert>
      ) : null}
      {state === 'active' || state === 'inactive' ? (
        <Block fallback={<Skeleton lines={4} />} failed={(retry) => <LoadFailed retry={retry} />}>
          <CardHistory page={page} />
        </Block>
      ) : null}
    </div>
  );
}

/** SPEC §8: the card account or its history could not load; Try again asks again. */
function LoadFailed({ retry }: { retry: () => void }) {
  return (
    <Alert tone="error" title={<Trans>An unexpected error occurred. Please try again later.</Trans>}>
      <Button variant="secondary" onClick={retry}><Trans>Try again</Trans></Button>
    </Alert>
  );
}

/** No card was issued yet: the way to order one, or word that the ordered card is on its way. */
function NoCard() {
  const { data: user } = useSuspenseQuery(userQuery());
  if (user.company.pending_edenred_card) {
    return (
      <Alert tone="info" title={<Trans>Your card is ordered</Trans>}>
        <p><Trans>We will let you know as soon as it is issued. Then you register it here with its serial number.</Trans></p>
      </Alert>
    );
  }
  return (
    <section className="app-club-card__panel" aria-labelledby="no-card-heading">
      <h2 id="no-card-heading"><Trans>Your company has no club card yet</Trans></h2>
      <p><Trans>Order the card in the shop with your points, then load points on it as money to spend anywhere.</Trans></p>
      <Link to="/shop/club-card" className={buttonClassName('primary')}><Trans>Order the club card</Trans></Link>
    </section>
  );
}

/** The card as the issuer reports it: status, masked number and balance. */
function CardFacts({ account }: { account: CardAccount }) {
  const { i18n } = useLingui();
  return (
    <section className="app-club-card__panel app-club-card__card" aria-labelledby="card-heading">
      <h2 id="card-heading"><Trans>Your card</Trans></h2>
      <dl className="app-club-card__facts">
        <div><dt><Trans>Status</Trans></dt><dd><CardStatus status={account.status ?? ''} /></dd></div>
        {account.card_number ? <div><dt><Trans>Card number</Trans></dt><dd className="app-club-card__number">{account.card_number}</dd></div> : null}
        {account.balance ? <div><dt><Trans>Balance</Trans></dt><dd><Money amount={account.balance.amount} currency={account.balance.currency} /></dd></div> : null}
        {account.updated_at ? <div><dt><Trans>As of</Trans></dt><dd>{i18n.date(account.updated_at, { dateStyle: 'medium', timeStyle: 'short' })}</dd></div> : null}
      </dl>
    </section>
  );
}

function AwaitingActivation({ card }: { card: ClubCardRef }) {
  return (
    <Alert tone="info" title={<Trans>Your card is being activated</Trans>}>
      <p><Trans>The serial number is registered; the card issuer activates the card shortly. Then you can load points on it.</Trans></p>
      <Button variant="secondary" onClick={() => card.send({ type: 'REFRESH' })}><Trans>Check again</Trans></Button>
    </Alert>
  );
}
