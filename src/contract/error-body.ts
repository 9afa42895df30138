import * as v from 'valibot';

/** The one error shape of every API answer (DESIGN rule 8). */
export const ErrorBody = v.object({
  message: v.string(),
  errors: v.optional(v.record(v.string(), v.array(v.string()))),
  /** Seconds until a rate-limited or locked action may be tried again. */
  retry_after: v.optional(v.number()),
});
export type ErrorBody = v.InferOutput<typeof ErrorBody>;
