import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import type { Company } from '../../contract/user';
import { CardIcon } from '../ui/icons';

/** Only for companies in the club-card programme: card flag equal to 1 (SPEC §2). */
export function ClubCardLink({ company, className }: { company: Company; className: string }) {
  if (company.has_edenred_card !== 1) return null;
  return (
    <Link to="/club-card" className={className}>
      <CardIcon />
      <span><Trans>Club card</Trans></span>
    </Link>
  );
}
