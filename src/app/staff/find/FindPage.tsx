import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { FIND_QUERY, staffFindMachine } from '../../../../machines/staff-find-machine';
import { formatPhone } from '../../../contract/phone';
import type { FoundEntry } from '../../../contract/staff';
import { Alert, Button, EmptyState, PageTitle, Spinner, TextField } from '../../ui';
import { useOn } from '../../ui/use-on';
import { NotAllowed } from '../NotAllowed';
import { staffMay } from '../staff-session';
import { CompanyLink } from './CompanyLink';
import { findPeopleAndCompanies } from './find-queries';
import './find.css';

const consoleFindMachine = staffFindMachine.provide({
  actors: { find: fromPromise(({ input }: { input: { q: string } }) => findPeopleAndCompanies(input.q)) },
});

/** /staff/find?q=: the Find desk (issue 27 §2), for the roles that may search (people.find). */
export function FindPage() {
  if (!staffMay('people.find')) return <NotAllowed />;
  return (
    <>
      <PageTitle subtitle={<Trans>A person or a company, across your regions.</Trans>}>
        <Trans>Find</Trans>
      </PageTitle>
      <FindBox />
    </>
  );
}

type Person = Extract<FoundEntry, { kind: 'person' }>;
type Company = Extract<FoundEntry, { kind: 'company' }>;

function FindBox() {
  const { t } = useLingui();
  const router = useRouter();
  // The address keeps the query, so that Back from a company page returns to the same results.
  const initial = useRouterState({ select: (state) => (state.location.search as { q?: unknown }).q });
  const [snapshot, send, actor] = useMachine(consoleFindMachine, { input: { query: initial === undefined ? '' : String(initial) } });
  useOn(actor, 'searched', ({ query }) => void router.navigate({ href: `/staff/find?q=${encodeURIComponent(query)}`, replace: true }));
  const { query, results, resultsFor } = snapshot.context;
  const searching = snapshot.matches('searching');
  const minimum = FIND_QUERY.minLength;
  return (
    <div className="staff-find">
      <form
        role="search"
        className="staff-find__box"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'SUBMIT' });
        }}
      >
        <TextField
          type="search"
          label={t`Person or company`}
          hint={t`E-mail, phone in any format, name, company name or registration number.`}
          value={query}
          maxLength={FIND_QUERY.maxLength}
          autoComplete="off"
          spellCheck={false}
          autoFocus
          onChange={(event) => send({ type: 'TYPE', value: event.target.value })}
        />
        <Button type="submit" loading={searching}><Trans>Search</Trans></Button>
      </form>
      <p role="status" className="staff-find__status">
        {snapshot.matches('tooShort') ? <Trans>Type at least {minimum} characters.</Trans> : null}
        {searching ? <><Spinner /> <Trans>Searching…</Trans></> : null}
        {snapshot.matches('shown') && results ? (
          <Plural value={results.length} _0="Nothing found." one="# match." other="# matches." />
        ) : null}
      </p>
      {snapshot.matches('failed') ? (
        <Alert tone="error">
          <p><Trans>The search failed. Your query is kept: try again.</Trans></p>
          <Button variant="secondary" onClick={() => send({ type: 'RETRY' })}><Trans>Try again</Trans></Button>
        </Alert>
      ) : null}
      {results ? <Results results={results} query={resultsFor} stale={resultsFor !== query.trim()} /> : null}
    </div>
  );
}

function Results({ results, query, stale }: { results: FoundEntry[]; query: string; stale: boolean }) {
  const companies = results.filter((entry): entry is Company => entry.kind === 'company');
  const people = results.filter((entry): entry is Person => entry.kind === 'person');
  if (results.length === 0) {
    return (
      <EmptyState title={<Trans>Nothing found for “{query}”.</Trans>}>
        <Trans>Check the spelling, or try the phone number, the e-mail or the registration number.</Trans>
      </EmptyState>
    );
  }
  return (
    <div className={stale ? 'staff-find__results staff-find__results--stale' : 'staff-find__results'}>
      {companies.length > 0 ? (
        <section aria-labelledby="found-companies">
          <h2 id="found-companies"><Trans>Companies</Trans></h2>
          <ul className="staff-find__list">
            {companies.map((company) => (
              <li key={company.uuid} className="staff-find__item">
                <CompanyLink company={company.uuid} className="staff-find__name">{company.name}</CompanyLink>
                <span className="staff-find__facts">
                  <span className="staff-find__region">{company.region.toUpperCase()}</span>
                  {company.registration_number ? <span>{company.registration_number}</span> : null}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {people.length > 0 ? (
        <section aria-labelledby="found-people">
          <h2 id="found-people"><Trans>People</Trans></h2>
          <ul className="staff-find__list">
            {people.map((person) => (
              <li key={person.uuid} className="staff-find__item">
                <CompanyLink company={person.company.uuid} className="staff-find__name">
                  {person.name} {person.surname}
                  <span className="staff-find__company"> · {person.company.name}</span>
                </CompanyLink>
                <span className="staff-find__facts">
                  <span className="staff-find__region">{person.company.region.toUpperCase()}</span>
                  {person.email ? <span>{person.email}</span> : null}
                  {person.phone ? <span>{formatPhone(person.phone)}</span> : null}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
