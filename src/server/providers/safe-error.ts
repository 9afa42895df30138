/**
 * Error descriptions fit for a log: no personal data. A database error's message and detail can
 * quote the values of the failed statement ("Key (email)=(…) already exists", "invalid input
 * syntax …: \"…\""), and a failed Drizzle query carries its parameters (names, e-mails, phones),
 * so those are replaced by what identifies the fault without the data: SQLSTATE, constraint,
 * table and column, and the statement text with placeholders.
 */
interface DatabaseErrorFields {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  query?: unknown;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

function describeOne(error: Error): string {
  const fields = error as Error & DatabaseErrorFields;
  if (typeof fields.query === 'string') return `${error.name}: failed query "${fields.query}" (parameters withheld)`;
  if (typeof fields.code === 'string' && SQLSTATE.test(fields.code)) {
    const where = (['constraint', 'table', 'column'] as const)
      .flatMap((key) => (typeof fields[key] === 'string' ? [`${key} ${String(fields[key])}`] : []));
    return `${error.name} SQLSTATE ${fields.code}${where.length > 0 ? ` (${where.join(', ')})` : ''}`;
  }
  return `${error.name}: ${error.message}`;
}

export function describeErrorSafely(error: unknown): string {
  if (!(error instanceof Error)) return `non-error thrown (${typeof error})`;
  const chain: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    chain.push(describeOne(current));
    current = current.cause;
  }
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at ')).slice(0, 8);
  return [chain.join(' <- caused by '), ...frames].join('\n');
}
