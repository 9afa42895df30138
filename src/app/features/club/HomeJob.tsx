import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { PROJECT_STATUS, type ProjectSummary } from '../../../contract/projects';
import type { User } from '../../../contract/user';
import { can } from '../../../contract/permissions';
import { companyPointsQuery } from '../../api/points-queries';
import { projectsQuery } from '../../api/project-queries';
import { buttonClassName, Skeleton } from '../../ui';

/**
 * What a member opens home for, first (issue 28): scan into the project in progress or start one,
 * and, for owners, the company's points (SPEC §2's company-points and in-progress-project tiles;
 * every member scans, so every member gets the project, docs/decisions.md "Home").
 */
export function HomeJob({ user }: { user: User }) {
  return (
    <section className="app-job" aria-labelledby="home-job">
      <h2 id="home-job" className="ui-visually-hidden"><Trans>Your next job</Trans></h2>
      <ProjectJob />
      {can(user.role.id, 'company.tiles.read') ? <CompanyPoints companyId={user.company.id} /> : null}
    </section>
  );
}

/** The newest project in progress with the way to scan into it, or the way to start one. Loads on its own. */
function ProjectJob() {
  const { data, isError } = useQuery(projectsQuery(PROJECT_STATUS.inProgress, 1));
  if (!data && !isError) return <div className="app-job__project app-job__project--loading"><Skeleton lines={3} /></div>;
  const project = data?.data[0];
  if (!project) {
    return (
      <div className="app-job__project">
        <p className="app-job__label">{isError ? <Trans>Projects in progress</Trans> : <Trans>No project in progress</Trans>}</p>
        <p className="app-job__hint"><Trans>Add the address of your next job, then scan its products to collect points.</Trans></p>
        <div className="app-job__actions">
          <Link to="/projects/add" className={buttonClassName('accent')}><Trans>Start a project</Trans></Link>
        </div>
      </div>
    );
  }
  return <ProjectInProgress project={project} count={data?.meta.total ?? 1} />;
}

function ProjectInProgress({ project, count }: { project: ProjectSummary; count: number }) {
  const address = [[project.street_name, project.house_number].filter(Boolean).join(' '), project.city].filter(Boolean).join(', ');
  const daysLeft = project.days_left;
  const products = project.products_count;
  const others = count - 1;
  return (
    <div className="app-job__project">
      <p className="app-job__label"><Trans>Project in progress</Trans></p>
      <p className="app-job__address">{address}</p>
      <p className="app-job__hint">
        <Plural value={products} one="# product" other="# products" />
        {daysLeft !== null ? <> · <Plural value={daysLeft} one="# day left" other="# days left" /></> : null}
      </p>
      <div className="app-job__actions">
        <Link to="/projects/$uuid" params={{ uuid: project.uuid }} className={buttonClassName('accent')}>
          <Trans>Scan products</Trans>
        </Link>
        <Link to="/projects/add" className={buttonClassName('on-dark')}><Trans>Start a project</Trans></Link>
      </div>
      {others > 0 ? (
        <Link to="/projects" className="app-job__more"><Plural value={others} one="# more project in progress" other="# more projects in progress" /></Link>
      ) : null}
    </div>
  );
}

/** Owners: the company's points and what expires; a failure shows a dash. */
function CompanyPoints({ companyId }: { companyId: number }) {
  const { i18n } = useLingui();
  const { data, isError } = useQuery(companyPointsQuery(companyId));
  const toExpire = data?.points.to_expire ?? 0;
  return (
    <Link to="/balance" className="app-job__points">
      <span className="app-job__label"><Trans>Company points</Trans></span>
      <span className="app-job__figure">{data ? i18n.number(data.company_points) : isError ? '–' : <Skeleton width="4ch" />}</span>
      {toExpire > 0 ? <span className="app-job__hint"><Trans>{toExpire} expire this year</Trans></span> : <span className="app-job__hint"><Trans>Your points and their history</Trans></span>}
    </Link>
  );
}
