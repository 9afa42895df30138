import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { fromPromise } from 'xstate';
import { Ok } from '../../../contract/company';
import { parseOptions, type InstallerOptions } from '../../../contract/options';
import type { User } from '../../../contract/user';
import { showsClubCardNotice } from '../../../../machines/club-card-eligibility';
import { homeNoticesMachine } from '../../../../machines/home-notices-machine';
import { sendJson } from '../../api/http';
import { companyPointsQuery } from '../../api/points-queries';
import { publicConfigQuery, queryKeys, userQuery } from '../../api/queries';
import { queryClient } from '../../api/query-client';
import { useSession } from '../../session/session';
import { Alert, Button } from '../../ui';

/** The notices with the real call: merge into the user's options, store them, refresh the user. */
const appHomeNotices = homeNoticesMachine.provide({
  actors: {
    'store options': fromPromise(async ({ input }: { input: { options: InstallerOptions } }) => {
      const user = await queryClient.fetchQuery(userQuery());
      const options = { ...parseOptions(user.options), ...input.options };
      await sendJson(Ok, 'patch', `v1/installer/user/${user.id}`, { options: JSON.stringify(options) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.user });
    }),
  },
});

/** SPEC §2 Home: expiring points, welcome points (first visit), club card, e-mail verification. */
export function HomeNotices({ user }: { user: User }) {
  const { data: points } = useSuspenseQuery(companyPointsQuery(user.company.id));
  return (
    <div className="app-home__notices">
      <PointsNotices user={user} toExpire={points.points.to_expire} />
      {showsClubCardNotice({ company: user.company, windowsThisYear: points.scans.windows_current_year }) ? (
        <Alert tone="info" title={<Trans>Your club card is waiting</Trans>}>
          <p><Trans>Your company scanned enough windows this year to get the club card. <Link to="/club-card">See how on the club card page.</Link></Trans></p>
        </Alert>
      ) : null}
      {user.verified_email_at === null ? (
        <Alert tone="warning" title={<Trans>Please verify your e-mail address</Trans>}>
          <p><Trans>We need a verified address to send you order and points messages. <Link to="/verify-email">Verify it now.</Link></Trans></p>
        </Alert>
      ) : null}
    </div>
  );
}

function PointsNotices({ user, toExpire }: { user: User; toExpire: number }) {
  const { i18n } = useLingui();
  const { emulatedBy } = useSession();
  // The decision is made once per visit, with the options as they were when home opened.
  const [snapshot, send] = useMachine(appHomeNotices, {
    input: { now: new Date(), options: parseOptions(user.options), toExpire, emulated: emulatedBy !== null },
  });
  const { data: config } = useQuery(publicConfigQuery(user.language.code));
  const welcomePoints = config?.behaviours[user.region.slug]?.welcome_points ?? 0;
  const yearEnd = i18n.date(new Date(Date.UTC(new Date().getUTCFullYear(), 11, 31)), { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <>
      {snapshot.matches({ expiring: 'shown' }) ? (
        <Alert tone="warning" title={<Trans>{toExpire} points expire on {yearEnd}</Trans>}>
          <p><Trans>Spend them in the shop before the end of the year. <Link to="/balance">See your balance.</Link></Trans></p>
          <Button variant="secondary" className="app-notice__action" onClick={() => send({ type: 'EXPIRING_SEEN' })}><Trans>Got it</Trans></Button>
        </Alert>
      ) : null}
      {snapshot.matches({ welcome: 'hidden' }) || welcomePoints <= 0 ? null : (
        <Alert tone="success" title={<Trans>Welcome to the club!</Trans>}>
          <p><Trans>Your company received {welcomePoints} welcome points. Register projects and scan products to earn more.</Trans></p>
        </Alert>
      )}
    </>
  );
}
