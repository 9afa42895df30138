/**
 * Walk mode: where the machine is, what a person can do now (each event with the chart's words for
 * it; one whose condition fails is shown disabled, with the conditions), the calls waiting for an
 * answer, the time that may pass, and the path taken so far.
 */
import { useEffect, useRef, useState } from 'react';
import { waitWords, type Offer } from './walk/walk';
import type { WalkControls } from './use-walk';

/** Offers of one event, its samples side by side under the chart's words for it. */
function groupByEvent(offers: readonly Offer[]): Offer[][] {
  const groups = new Map<string, Offer[]>();
  for (const offer of offers) groups.set(offer.step.type, [...(groups.get(offer.step.type) ?? []), offer]);
  return [...groups.values()];
}

export function WalkPanel({ controls }: { controls: WalkControls }) {
  const { walk, startedByHand, refused, busy, start, stop, take } = controls;
  const [copied, setCopied] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // A walk started (or reset) takes the focus to its panel: the button that started it is gone.
  useEffect(() => {
    if (walk && startedByHand) heading.current?.focus();
  }, [walk, startedByHand]);
  if (!walk) return null;
  const offers = walk.offers();
  const calls = walk.pendingCalls();
  const nextTimer = walk.nextTimer();
  const status = walk.snapshot().status;

  const copyLink = () => {
    navigator.clipboard.writeText(window.location.href).then(
      () => setCopied('Link copied.'),
      () => setCopied('The browser refused the clipboard: copy the address bar instead.'),
    );
  };

  return (
    <section className="walk" aria-labelledby="walk-title">
      <h2 id="walk-title" ref={heading} tabIndex={-1}>Walk</h2>
      <p className="now" aria-live="polite">
        Now: <strong>{walk.stateWords()}</strong>
      </p>
      {status === 'error' && <p role="alert">The machine failed: {String(walk.snapshot().error)}</p>}
      {refused && <p role="alert" className="refused">{refused}</p>}

      <h3>What a person can do</h3>
      {offers.length === 0 ? (
        <p className="muted">{status === 'done' ? 'Nothing: the machine has finished.' : 'Nothing here: it waits for a call or for time to pass.'}</p>
      ) : (
        <ul className="offers">
          {groupByEvent(offers).map((group) => {
            const [first] = group as [Offer, ...Offer[]];
            const waysId = `ways-${first.step.type}`;
            return (
              <li key={first.step.type}>
                <ul className="ways" id={waysId} aria-label="What the chart says it does here">
                  {first.ways.map((way) => <li key={way}><code>{way}</code></li>)}
                </ul>
                <div className="buttons">
                  {group.map((offer) => (
                    <span key={offer.step.sample} className="offer">
                      <button type="button" disabled={!offer.enabled || busy} aria-describedby={waysId} onClick={() => void take(offer.step)}>
                        {offer.label}
                      </button>
                      <span className="leads-to">{offer.enabled ? offer.leadsTo && `→ ${offer.leadsTo}` : 'not now: no condition above holds'}</span>
                    </span>
                  ))}
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <h3>Calls waiting for an answer</h3>
      {calls.length === 0 ? (
        <p className="muted">None.</p>
      ) : (
        <ul className="calls">
          {calls.map((call) => (
            <li key={call.call}>
              <p>
                <strong>{call.call}</strong> <span className="muted">(made by {call.state})</span>
              </p>
              <ul className="ways" aria-label="What the chart says its answers do">
                {call.ways.map((way) => <li key={way}><code>{way}</code></li>)}
              </ul>
              <div className="buttons">
                {call.answers.map((answer) => (
                  <button
                    key={`${answer.step.outcome}-${answer.step.sample}`}
                    type="button"
                    className={answer.step.outcome === 'done' ? 'answer-done' : 'answer-failed'}
                    disabled={busy}
                    onClick={() => void take(answer.step)}
                  >
                    {answer.step.outcome === 'done' ? 'Succeeds' : 'Fails'}: {answer.label}
                  </button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}

      <h3>Time</h3>
      <div className="buttons">
        <button type="button" disabled={nextTimer === null || busy} onClick={() => void take({ kind: 'time' })}>
          Let time pass
        </button>
        <span className="muted">{nextTimer === null ? 'No timer is running.' : `The next timer ends in ${waitWords(nextTimer)}.`}</span>
      </div>

      <h3>Path so far</h3>
      {walk.taken.length === 0 ? (
        <p className="muted">Started; no step taken yet.</p>
      ) : (
        <ol className="path">
          {walk.taken.map((taken, index) => (
            <li key={index}>
              {taken.words} → <strong>{taken.state}</strong>
              {taken.told.length > 0 && <span className="muted"> (tells the app: {taken.told.join(', ')})</span>}
            </li>
          ))}
        </ol>
      )}

      <div className="buttons walk-actions">
        <button type="button" onClick={start}>Reset</button>
        <button type="button" onClick={copyLink}>Copy link to this walk</button>
        <button type="button" onClick={stop}>Stop walking</button>
      </div>
      <p className="muted small" aria-live="polite">{copied}</p>
    </section>
  );
}
