/**
 * Request validation with the contract's valibot schemas. A failure becomes 422 with the one error
 * shape: `{ message, errors: { field: [messages] } }`, messages written for people.
 */
import { vValidator } from '@hono/valibot-validator';
import type { Context } from 'hono';
import * as v from 'valibot';
import { invalid } from './errors';

type Issue = v.BaseIssue<unknown>;

function fieldKey(issue: Issue): string {
  const keys = (issue.path ?? []).map((item) => String(item.key));
  return keys.length > 0 ? keys.join('.') : 'body';
}

export function describeIssue(issue: Issue, field: string): string {
  const label = field === 'body' ? 'request body' : field.replace(/_/g, ' ');
  const requirement = (issue as { requirement?: unknown }).requirement;
  switch (issue.type) {
    case 'object':
      return issue.input === undefined ? `The ${label} field is required.` : `The ${label} must be an object.`;
    case 'string':
    case 'number':
    case 'boolean':
    case 'array':
      return issue.input === undefined || issue.input === null
        ? `The ${label} field is required.`
        : `The ${label} must be a ${issue.type}.`;
    case 'email':
      return `The ${label} must be a valid email address.`;
    case 'min_length':
      return `The ${label} must be at least ${String(requirement)} characters.`;
    case 'max_length':
      return `The ${label} may not be greater than ${String(requirement)} characters.`;
    case 'min_value':
      return `The ${label} must be at least ${String(requirement)}.`;
    case 'max_value':
      return `The ${label} may not be greater than ${String(requirement)}.`;
    case 'integer':
      return `The ${label} must be an integer.`;
    case 'picklist':
      return `The selected ${label} is invalid.`;
    default:
      return `The ${label} format is invalid.`;
  }
}

export type IssueDescriber = (issue: Issue, field: string) => string;

/** Field errors of failed validation; union issues are reported by their branches. */
export function fieldErrors(issues: readonly Issue[], describe: IssueDescriber = describeIssue): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (issue: Issue) => {
    if (issue.type === 'union' && issue.issues?.length) {
      issue.issues.forEach(add);
      return;
    }
    const field = fieldKey(issue);
    const message = describe(issue, field);
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  issues.forEach(add);
  return errors;
}

/**
 * C0 control characters (tab, line feed and carriage return excepted) and DEL. PostgreSQL cannot
 * store NUL in text, and no field a person fills in needs the others.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Paths of the strings (values and keys) in a validated input that carry control characters. */
export function controlCharacterFields(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? [path || 'body'] : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const itemPath = path ? `${path}.${key}` : key;
    return CONTROL_CHARACTER.test(key) ? [itemPath] : controlCharacterFields(item, itemPath);
  });
}

/** Every request input passes here after its schema: one rule for all routes' strings. */
function refuseControlCharacters(output: unknown): void {
  const fields = controlCharacterFields(output);
  if (fields.length === 0) return;
  throw invalid(Object.fromEntries(fields.map((field) => [field, [`The ${field.replace(/_/g, ' ')} may not contain control characters.`]])));
}

export function assertValid<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw invalid(fieldErrors(result.issues));
  refuseControlCharacters(result.output);
  return result.output;
}

/** Query-string validator: a failure is the same 422 as a bad body. */
export function queryParams<S extends v.GenericSchema>(schema: S) {
  return vValidator('query', schema, (result) => {
    if (!result.success) throw invalid(fieldErrors(result.issues));
    refuseControlCharacters(result.output);
  });
}

/**
 * JSON body validator. `branch` picks the union member that fits the body, so a union such as
 * "e-mail, or phone plus region" reports the fields of the form the caller meant.
 */
export function jsonBody<S extends v.GenericSchema>(
  schema: S,
  branch?: (input: unknown) => v.GenericSchema,
  describe: IssueDescriber = describeIssue,
) {
  return vValidator('json', schema, (result) => {
    if (result.success) return refuseControlCharacters(result.output);
    if (branch) assertValid(branch(result.output), result.output);
    throw invalid(fieldErrors(result.issues, describe));
  });
}

/**
 * A multipart or URL-encoded body. One that does not parse as its content type says (no boundary,
 * not multipart at all, cut short) is the caller's mistake like broken JSON: 422 naming the body.
 * The body limit was enforced before, on the buffered body, so no 413 is swallowed here.
 */
export async function formBody(c: Context): Promise<Record<string, string | File>> {
  try {
    return await c.req.parseBody();
  } catch {
    throw invalid({ body: ['The body must be valid multipart/form-data.'] });
  }
}
