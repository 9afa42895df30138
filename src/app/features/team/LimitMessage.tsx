import { Plural } from '@lingui/react/macro';

/** SPEC §6, §8: the team limit's info message, with the limit. */
export function LimitMessage({ installers }: { installers: number }) {
  return (
    <Plural
      value={installers}
      one="In your region a company's team has at most # installer. Delete a member to add someone new."
      other="In your region a company's team has at most # installers. Delete a member to add someone new."
    />
  );
}
