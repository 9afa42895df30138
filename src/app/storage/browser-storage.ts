import * as v from 'valibot';

/**
 * Reads a JSON value kept in Web Storage, checked against a schema. Anything missing, unreadable
 * or of the wrong shape counts as absent: stored data never crashes the portal.
 */
export function readStored<S extends v.GenericSchema>(storage: Storage, key: string, schema: S): v.InferOutput<S> | null {
  try {
    const text = storage.getItem(key);
    if (text === null) return null;
    const parsed = v.safeParse(schema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export function writeStored(storage: Storage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the portal keeps working for this page view.
  }
}

export function removeStored(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Storage disabled: nothing was stored either.
  }
}

/** A Storage kept in memory: for browsers that refuse Web Storage (data then lasts one page view), and tests. */
export function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    key: (index: number) => [...values.keys()][index] ?? null,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, String(value)),
    removeItem: (key: string) => void values.delete(key),
    clear: () => values.clear(),
  };
}
