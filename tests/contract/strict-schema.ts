import * as v from 'valibot';

/** The parts of a valibot schema this walk reads (valibot keeps them public on every schema). */
interface SchemaParts {
  type: string;
  pipe?: [v.GenericSchema, ...v.PipeItem<unknown, unknown, v.BaseIssue<unknown>>[]];
  entries?: v.ObjectEntries;
  wrapped?: v.GenericSchema;
  default?: unknown;
  item?: v.GenericSchema;
  key?: v.GenericSchema<string, string | number | symbol>;
  value?: v.GenericSchema;
  options?: v.GenericSchema[];
}

/**
 * The same schema with every object made strict, at any depth: a key the contract does not name
 * fails the parse instead of being dropped. The portal's own parse drops unknown keys, so only a
 * strict parse shows that a server answer is exactly the contract's (and not, say, an error body
 * that happens to share a field with it).
 */
export function strict(schema: v.GenericSchema): v.GenericSchema {
  const parts = schema as unknown as SchemaParts;
  if (parts.pipe) {
    const [root, ...actions] = parts.pipe;
    // A pipe's first item is the schema it refines; the actions run on its output as before.
    return v.pipe(strict(root), ...(actions as []));
  }
  switch (parts.type) {
    // A loose object (the token claims) is loose on purpose and stays so.
    case 'object':
      return v.strictObject(Object.fromEntries(Object.entries(parts.entries ?? {}).map(([name, entry]) => [name, strict(entry)])));
    case 'nullable':
      return v.nullable(strict(parts.wrapped!), parts.default as never);
    case 'optional':
      return v.optional(strict(parts.wrapped!), parts.default as never);
    case 'array':
      return v.array(strict(parts.item!));
    case 'record':
      return v.record(parts.key!, strict(parts.value!));
    case 'union':
      return v.union(parts.options!.map(strict));
    default:
      return schema;
  }
}
