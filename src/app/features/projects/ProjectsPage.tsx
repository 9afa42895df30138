import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ProjectSummary } from '../../../contract/projects';
import { projectsQuery } from '../../api/project-queries';
import { pageTitle } from '../../routing/page-titles';
import { buttonClassName, PageTitle } from '../../ui';
import { EmptyState } from '../../ui/EmptyState';
import { Pagination } from '../../ui/Pagination';
import { addressLine, surveyRequired } from './project-facts';
import { PROJECT_TABS, TAB_STATUS, type ProjectTab } from './project-tabs';
import { TAB_LABELS } from './project-texts';
import { ProjectStatusBadge } from './ProjectStatusBadge';
import './projects.css';

/** /projects: the company's projects by status tab, paged, with the add button (SPEC §2, §4). */
export function ProjectsPage({ tab, page }: { tab: ProjectTab; page: number }) {
  const { i18n, t } = useLingui();
  const { data } = useSuspenseQuery(projectsQuery(TAB_STATUS[tab], page));
  return (
    <>
      <div className="app-projects__head">
        <PageTitle>{i18n._(pageTitle('/projects'))}</PageTitle>
        <Link to="/projects/add" className={buttonClassName('primary')}><Trans>Add project</Trans></Link>
      </div>
      <nav aria-label={t`Project status`} className="app-tabs">
        {PROJECT_TABS.map((name) => (
          <Link key={name} to="/projects" search={{ tab: name, page: 1 }} className="app-tabs__tab" aria-current={name === tab ? 'page' : undefined}>
            {i18n._(TAB_LABELS[name])}
          </Link>
        ))}
      </nav>
      {data.data.length === 0 ? (
        <EmptyProjects tab={tab} />
      ) : (
        <ul className="app-project-list">
          {data.data.map((project) => (
            <li key={project.uuid}><ProjectCard project={project} /></li>
          ))}
        </ul>
      )}
      <Pagination page={data.meta.current_page} lastPage={data.meta.last_page} />
    </>
  );
}

function EmptyProjects({ tab }: { tab: ProjectTab }) {
  switch (tab) {
    case 'open':
      return (
        <EmptyState title={<Trans>No open projects</Trans>}>
          <p><Trans>Add a project for each building you work on, then scan the products you install there.</Trans></p>
          <Link to="/projects/add" className={buttonClassName('primary')}><Trans>Add project</Trans></Link>
        </EmptyState>
      );
    case 'review':
      return <EmptyState title={<Trans>No projects in review</Trans>}><p><Trans>A project waits here while we check some of its scans.</Trans></p></EmptyState>;
    case 'closed':
      return <EmptyState title={<Trans>No closed projects yet</Trans>}><p><Trans>A project closes, and earns its points, once you answer its survey.</Trans></p></EmptyState>;
    case 'lost':
      return <EmptyState title={<Trans>No lost projects</Trans>}><p><Trans>A project is lost when its survey is not answered in time.</Trans></p></EmptyState>;
  }
}

function ProjectCard({ project }: { project: ProjectSummary }) {
  const { t } = useLingui();
  const daysLeft = project.days_left;
  const available = project.available_points;
  const max = project.max_points;
  const products = project.products_count;
  return (
    <Link to="/projects/$uuid" params={{ uuid: project.uuid }} className="app-project-card">
      <span className="app-project-card__head">
        <span className="app-project-card__address">{addressLine(project)}</span>
        {surveyRequired(project) ? (
          <span className="app-dot" role="img" aria-label={t`Survey required`} title={t`Survey required`} />
        ) : null}
      </span>
      {project.name ? <span className="app-project-card__name">{project.name}</span> : null}
      <span className="app-project-card__facts">
        <ProjectStatusBadge status={project.status.id} />
        {daysLeft !== null ? <span><Plural value={daysLeft} one="# day left" other="# days left" /></span> : null}
        <span><Trans>{available} / {max} points</Trans></span>
        <span><Plural value={products} one="# product" other="# products" /></span>
      </span>
    </Link>
  );
}
