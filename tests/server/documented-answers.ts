/**
 * Checks real answers against the API description (/api/openapi.json): the answer's status must be
 * documented for its route, and a JSON answer must match the documented schema (JSON Schema
 * 2020-12, by ajv), formats (email, uuid, date-time…) included, through ajv-formats.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { CallResult } from './harness';

interface Operation {
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: object;
}

export function documentedAnswers(document: Document) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const compiled = new Map<string, ValidateFunction>();

  /** Why `result`, an answer of route `key` ("GET /v1/project/:uuid"), is not as documented; [] when it is. */
  return function mismatches(key: string, result: CallResult): string[] {
    const [method = '', path = ''] = key.split(' ');
    const template = `/api${path.replace(/:([A-Za-z_]+)/g, '{$1}')}`;
    const operation = document.paths[template]?.[method.toLowerCase()];
    if (!operation) return [`${key} is not in the document`];
    const answer = operation.responses[String(result.status)];
    if (!answer) return [`${key} answered ${result.status}, which is not documented`];
    const schema = answer.content?.['application/json']?.schema;
    if (!schema) return [];
    const id = `${key} ${result.status}`;
    let validate = compiled.get(id);
    if (!validate) {
      // The document's components travel with the schema so that its $refs resolve.
      validate = ajv.compile({ ...schema, components: document.components });
      compiled.set(id, validate);
    }
    if (validate(result.body)) return [];
    return (validate.errors ?? []).map((error) => `${id}: ${error.instancePath || '(answer)'} ${error.message ?? ''} ${JSON.stringify(error.params)}`);
  };
}
