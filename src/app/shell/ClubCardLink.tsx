import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { takesPartInClubCard } from '../../contract/club-card';
import type { Company } from '../../contract/user';
import { CardIcon } from '../ui/icons';

/** The way to the club card, for companies that take part in the programme. */
export function ClubCardLink({ company, className }: { company: Company; className: string }) {
  if (!takesPartInClubCard(company)) return null;
  return (
    <Link to="/club-card" className={className}>
      <CardIcon />
      <span><Trans>Club card</Trans></span>
    </Link>
  );
}
