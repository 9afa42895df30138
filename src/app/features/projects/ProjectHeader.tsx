import { Link } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { PROJECT_STATUS, type Project } from '../../../contract/projects';
import { PageTitle } from '../../ui';
import { addressLine, surveyRequired } from './project-facts';
import { ProjectStatusBadge } from './ProjectStatusBadge';

/**
 * SPEC §4: the survey tab shows while the project is closed or some product has no survey
 * answers yet (a project without products has nothing to ask about).
 */
export function showsSurveyTab(project: Project): boolean {
  return project.status.id === PROJECT_STATUS.closed || project.products.some((product) => product.survey.length === 0);
}

/** The project's address, status and points, and its two tabs: products and survey. */
export function ProjectHeader({ project, current }: { project: Project; current: 'scans' | 'survey' }) {
  const { t } = useLingui();
  const daysLeft = project.days_left;
  const available = project.available_points;
  const max = project.max_points;
  return (
    <>
      <PageTitle subtitle={project.name}>{addressLine(project)}</PageTitle>
      <p className="app-project-facts">
        <ProjectStatusBadge status={project.status.id} />
        {daysLeft !== null ? <span><Plural value={daysLeft} one="# day left" other="# days left" /></span> : null}
        <span><Trans>{available} / {max} points</Trans></span>
      </p>
      {/* Exact: the products tab is no parent of the survey tab (the router marks parents current). */}
      <nav aria-label={t`Project`} className="app-tabs">
        <Link to="/projects/$uuid" params={{ uuid: project.uuid }} activeOptions={{ exact: true }} className="app-tabs__tab" aria-current={current === 'scans' ? 'page' : undefined}>
          <Plural value={project.products_count} one="# product" other="# products" />
        </Link>
        {showsSurveyTab(project) ? (
          <Link to="/projects/$uuid/survey" params={{ uuid: project.uuid }} className="app-tabs__tab" aria-current={current === 'survey' ? 'page' : undefined}>
            <Trans>Survey</Trans>
            {surveyRequired(project) ? <span className="app-dot" role="img" aria-label={t`Survey required`} /> : null}
          </Link>
        ) : null}
      </nav>
    </>
  );
}
