import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { tierProgressPercent, type Tier } from '../../../contract/rewards';
import { ProgressBar } from '../../ui';
import { TIER_NAMES } from './club-texts';
import { TierIcon } from './TierIcon';

/** One tier programme: the level reached, the scans counted, what the next level needs and brings (SPEC §3 Tier, §9). */
export function TierCard({ tier, showBrackets = false }: { tier: Tier; showBrackets?: boolean }) {
  const { i18n, t } = useLingui();
  const category = tier.tier_definition.tier_category;
  const name = i18n._(TIER_NAMES[category]);
  const percent = tierProgressPercent(tier);
  const next = tier.brackets.find((bracket) => bracket.from > tier.progress);
  const level = tier.tier_bracket?.level ?? 0;
  const scans = tier.progress;
  const resetDate = i18n.date(tier.reset_at, { dateStyle: 'long', timeZone: 'UTC' });
  const missing = next ? next.from - tier.progress : 0;
  const nextPoints = tier.next_bracket_points ?? 0;
  const nextLevel = next?.level ?? 0;
  return (
    <article className="app-tier" aria-label={name}>
      <div className="app-tier__head">
        <TierIcon category={category} />
        <div>
          <h3 className="app-tier__name">{name}</h3>
          <p className="app-tier__level">
            {level > 0 ? <Trans>Level {level}</Trans> : <Trans>No level yet</Trans>}
            {next ? null : <span className="app-tier__max"> · <Trans>Top level</Trans></span>}
          </p>
        </div>
      </div>
      <ProgressBar percent={percent} label={t`Progress to the next level`} />
      <p className="app-tier__facts">
        <span><Plural value={scans} one="# scan this year" other="# scans this year" /></span>
        {next ? (
          <span>
            <Plural value={missing} one={`# more for level ${nextLevel}`} other={`# more for level ${nextLevel}`} />
            {' · '}
            <Trans>+{nextPoints} points</Trans>
          </span>
        ) : null}
      </p>
      <p className="app-tier__reset"><Trans>Counting starts again on {resetDate}.</Trans></p>
      {showBrackets ? (
        <table className="app-tier__brackets">
          <caption className="ui-visually-hidden"><Trans>Levels of {name}</Trans></caption>
          <thead><tr><th scope="col"><Trans>Level</Trans></th><th scope="col"><Trans>Scans</Trans></th><th scope="col" className="ui-table__cell--end"><Trans>Points</Trans></th></tr></thead>
          <tbody>
            {tier.brackets.map((bracket) => (
              <tr key={bracket.level} aria-current={bracket.level === level ? 'true' : undefined}>
                <td>{bracket.level}</td>
                <td>{bracket.to === null ? `${bracket.from}+` : `${bracket.from}–${bracket.to}`}</td>
                <td className="ui-table__cell--end">{i18n.number(bracket.points)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </article>
  );
}
