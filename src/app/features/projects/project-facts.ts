import { PROJECT_STATUS, type ProjectSummary } from '../../../contract/projects';

/** The address as one line: "ul. Długa 15, 00-001 Warszawa". */
export function addressLine(project: Pick<ProjectSummary, 'street_name' | 'house_number' | 'postal_code' | 'city'>): string {
  const street = [project.street_name, project.house_number].filter(Boolean).join(' ');
  const place = [project.postal_code, project.city].filter(Boolean).join(' ');
  return [street, place].filter(Boolean).join(', ');
}

/** SPEC §4: the red dot of a required survey: in progress, with products, no survey posted yet. */
export function surveyRequired(project: Pick<ProjectSummary, 'status' | 'products_count'>): boolean {
  return project.status.id === PROJECT_STATUS.inProgress && project.products_count > 0;
}
