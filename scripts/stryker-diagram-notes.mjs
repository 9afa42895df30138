// @ts-check
/**
 * A StrykerJS ignorer (stryker.machine.config.mjs): mutants inside a machine's `description` and
 * `meta` properties are ignored, not counted. The portal's build removes exactly these properties
 * from machines/ (scripts/build-strip-diagram-notes.ts): they are written for the diagrams, which
 * tests/machines/diagrams.test.ts checks against docs/statecharts, and no code of the portal reads
 * them, so a mutant there changes nothing that ships.
 */
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

/** As DOCUMENTING_KEYS in scripts/build-strip-diagram-notes.ts. */
const DOCUMENTING_KEYS = new Set(['description', 'meta']);
const MACHINE_FILE = /[\\/]machines[\\/][^\\/]+\.ts$/;

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'diagram-notes', {
    /** @param {any} path a Babel NodePath */
    shouldIgnore(path) {
      const key = path.node.key;
      const isNote = path.isObjectProperty() && !path.node.computed && key?.type === 'Identifier' && DOCUMENTING_KEYS.has(key.name);
      return isNote && MACHINE_FILE.test(String(path.hub?.file?.opts?.filename ?? ''))
        ? 'a diagram note (description or meta): the build removes it, tests/machines/diagrams.test.ts checks it'
        : undefined;
    },
  }),
];
