import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { PROJECT_STATUS } from '../../../contract/projects';
import type { User } from '../../../contract/user';
import { companyPointsQuery } from '../../api/points-queries';
import { projectsQuery } from '../../api/project-queries';
import { Skeleton } from '../../ui';
import { can } from '../../../contract/permissions';

/** SPEC §2 Home tiles: shop, projects, balance; for owners the company's points and its latest project in progress. */
export function HomeTiles({ user }: { user: User }) {
  return (
    <nav className="app-tiles" aria-labelledby="home-tiles">
      <h2 id="home-tiles" className="ui-visually-hidden"><Trans>Shortcuts</Trans></h2>
      <Link to="/shop" className="app-tile">
        <span className="app-tile__title"><Trans>Shop</Trans></span>
        <span className="app-tile__hint"><Trans>Exchange points for rewards</Trans></span>
      </Link>
      <Link to="/projects" className="app-tile">
        <span className="app-tile__title"><Trans>Projects</Trans></span>
        <span className="app-tile__hint"><Trans>Register projects and scan products</Trans></span>
      </Link>
      <Link to="/balance" className="app-tile">
        <span className="app-tile__title"><Trans>Balance</Trans></span>
        <span className="app-tile__hint"><Trans>Your points and their history</Trans></span>
      </Link>
      {can(user.role.id, 'company.tiles.read') ? (
        <>
          <CompanyPointsTile companyId={user.company.id} />
          <ProjectInProgressTile />
        </>
      ) : null}
    </nav>
  );
}

/** Loads on its own: a failure shows a dash, the other tiles stay. */
function CompanyPointsTile({ companyId }: { companyId: number }) {
  const { i18n } = useLingui();
  const { data, isError } = useQuery(companyPointsQuery(companyId));
  const toExpire = data?.points.to_expire ?? 0;
  return (
    <Link to="/balance" className="app-tile">
      <span className="app-tile__title"><Trans>Company points</Trans></span>
      <span className="app-tile__value">{data ? i18n.number(data.company_points) : isError ? '–' : <Skeleton width="4ch" />}</span>
      {toExpire > 0 ? <span className="app-tile__hint"><Trans>{toExpire} expire this year</Trans></span> : null}
    </Link>
  );
}

function ProjectInProgressTile() {
  const { data, isError } = useQuery(projectsQuery(PROJECT_STATUS.inProgress, 1));
  const project = data?.data[0];
  const count = data?.meta.total ?? 0;
  if (!data) {
    return <div className="app-tile">{isError ? <span className="app-tile__title"><Trans>Projects in progress</Trans></span> : <Skeleton lines={2} />}</div>;
  }
  if (!project) {
    return (
      <Link to="/projects/add" className="app-tile">
        <span className="app-tile__title"><Trans>No project in progress</Trans></span>
        <span className="app-tile__hint"><Trans>Add your next project</Trans></span>
      </Link>
    );
  }
  const address = [project.street_name, project.city].filter(Boolean).join(', ');
  return (
    <Link to="/projects/$uuid" params={{ uuid: project.uuid }} className="app-tile">
      <span className="app-tile__title"><Trans>Project in progress</Trans></span>
      <span>{address}</span>
      <span className="app-tile__hint"><Trans>{count} in progress in all</Trans></span>
    </Link>
  );
}
