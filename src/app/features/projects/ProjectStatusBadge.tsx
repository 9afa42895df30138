import { useLingui } from '@lingui/react/macro';
import type { ProjectStatusId } from '../../../contract/projects';
import { PROJECT_STATUS_LABELS, PROJECT_STATUS_TONES } from './project-texts';

/** A project's status in SPEC §4's colour. */
export function ProjectStatusBadge({ status }: { status: ProjectStatusId }) {
  const { i18n } = useLingui();
  return <span className={`app-status app-status--${PROJECT_STATUS_TONES[status]}`}>{i18n._(PROJECT_STATUS_LABELS[status])}</span>;
}
