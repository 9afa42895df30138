import * as v from 'valibot';
import { notFound } from './errors';

const RecordId = v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number));

/** A numeric id from the path; anything else names nothing, so 404. */
export function pathId(raw: string): number {
  const result = v.safeParse(RecordId, raw);
  if (!result.success) throw notFound();
  return result.output;
}
