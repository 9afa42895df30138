/**
 * What the API description says of one route beyond the route access table: its request and its
 * success answer, as the contract's valibot schemas the route validates with (DESIGN rule 3). Who
 * may call it, its limits and its error answers come from the route's access row (document.ts).
 */
import type { GenericSchema } from 'valibot';

export interface RouteDescription {
  summary: string;
  /** Groups the reference's sections. */
  tag: string;
  /** The query string's schema (an object of its parameters). */
  query?: GenericSchema;
  /** The JSON body's schema. */
  body?: GenericSchema;
  /** A multipart/form-data body: the name of its one file field. */
  upload?: string;
  /** The JSON success answer's schema; without it and without `file`, the answer is not described beyond JSON. */
  answer?: GenericSchema;
  /** A success answer that is a file: its content type. */
  file?: string;
  /** 201 for a route that creates; 200 otherwise. */
  status?: 200 | 201;
  /** Takes an Idempotency-Key header (a retry with the same key places nothing twice). */
  idempotencyKey?: boolean;
  /** Counts attempts in its own domain rules (sign-in codes, scans, card serials): may answer 429. */
  throttled?: boolean;
  /** Answers 503 with its own body when the database is away (the readiness probe). */
  probe?: boolean;
  /** Failures of this route's own rules, by status, beyond those its access row implies (document.ts). */
  errors?: Partial<Record<401 | 404 | 406 | 409 | 422 | 502, string>>;
  /** More than the summary: limitations, where the contract says more than JSON Schema can. */
  description?: string;
}
