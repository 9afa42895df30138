/**
 * The project lifecycle of SPEC §4 as one explicit transition table. Every status change of a
 * project goes through `nextStatus`; domain/projects.ts persists the outcome.
 *
 *   in progress   --post survey [has scans]---------> survey posted
 *   survey posted --settle [a scan in review]-------> in review
 *   survey posted --settle [no scan in review]------> closed       (credits the points)
 *   in review     --decide scans [some still open]--> in review
 *   in review     --decide scans [none open]--------> closed       (credits the points)
 *   in progress   --pass deadline-------------------> lost
 *
 * "Survey posted" (SPEC's status 4, labelled in progress) settles in the same transaction, so it
 * is never stored. "Lost" is never stored either: it is computed on every read from the deadline
 * (statusAt here, projectStatusSql in domain/projects.ts), so no answer is ever stale.
 */
import { PROJECT_STATUS, type ProjectStatusId } from '../../contract/projects';

export type ProjectEvent = 'post survey' | 'settle' | 'decide scans' | 'pass deadline';

/** What the guards look at. */
export interface ProjectFacts {
  /** Scans of the project. */
  scans: number;
  /** Scans still in review (flag 2). */
  inReview: number;
}

export interface ProjectTransition {
  from: ProjectStatusId;
  event: ProjectEvent;
  to: ProjectStatusId;
  /** The guard; a transition without one is always taken. */
  when?: (facts: ProjectFacts) => boolean;
}

const { inProgress, surveyPosted, inReview, closed, lost } = PROJECT_STATUS;

export const PROJECT_TRANSITIONS: readonly ProjectTransition[] = [
  { from: inProgress, event: 'post survey', to: surveyPosted, when: (facts) => facts.scans > 0 },
  { from: surveyPosted, event: 'settle', to: inReview, when: (facts) => facts.inReview > 0 },
  { from: surveyPosted, event: 'settle', to: closed, when: (facts) => facts.inReview === 0 },
  { from: inReview, event: 'decide scans', to: inReview, when: (facts) => facts.inReview > 0 },
  { from: inReview, event: 'decide scans', to: closed, when: (facts) => facts.inReview === 0 },
  { from: inProgress, event: 'pass deadline', to: lost },
];

/** The status `event` leads to from `from`, or null when the table has no transition for it (refuse it). */
export function nextStatus(from: ProjectStatusId, event: ProjectEvent, facts: ProjectFacts): ProjectStatusId | null {
  return PROJECT_TRANSITIONS.find((t) => t.from === from && t.event === event && (t.when?.(facts) ?? true))?.to ?? null;
}

/** Where posting the survey ends: survey posted, settled at once into in review or closed; null when refused. */
export function afterSurvey(from: ProjectStatusId, facts: ProjectFacts): ProjectStatusId | null {
  const posted = nextStatus(from, 'post survey', facts);
  return posted === null ? null : nextStatus(posted, 'settle', facts);
}

/** The guards of "pass deadline" look at nothing. */
const NO_FACTS: ProjectFacts = { scans: 0, inReview: 0 };

/** A stored status as of `now`: once its deadline has passed, an open project is lost. */
export function statusAt(stored: ProjectStatusId, deadline: Date, now: Date): ProjectStatusId {
  return deadline <= now ? (nextStatus(stored, 'pass deadline', NO_FACTS) ?? stored) : stored;
}

/** Scans are added and removed only while the project is in progress (SPEC §4). */
export const acceptsScans = (status: ProjectStatusId): boolean => status === inProgress;

/** Scan flags are shown once the project is in review or closed (SPEC §4), never while scanning goes on. */
export const showsScanFlags = (status: ProjectStatusId): boolean => status === inReview || status === closed;
