import type { ReactNode } from 'react';
import { StaffLink } from '../StaffLink';

/** The console's address of a company's page. */
export const companyHref = (company: string): string => `/staff/companies/${encodeURIComponent(company)}`;

/**
 * A link to a company's page in the console, for every desk that names a company (an order, a
 * flagged project, a conversation): the page reads with `companies.read`, so reviewer and
 * fulfilment open it as support does.
 */
export function CompanyLink({ company, className, children }: { company: string; className?: string; children: ReactNode }) {
  return <StaffLink href={companyHref(company)} className={className}>{children}</StaffLink>;
}
