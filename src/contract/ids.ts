import * as v from 'valibot';

/** PostgreSQL's integer (int4) range: a larger number names no row and must never reach a query. */
export const DB_INTEGER_MAX = 2_147_483_647;

/** A numeric record id in a body or query: a positive int4. */
export const RecordId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(DB_INTEGER_MAX));
