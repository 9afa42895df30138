/**
 * The machines the explorer shows: every machine exported from machines/*-machine.ts (the bundler
 * imports them all), each with its page name, its group on the index, its diagram (the same rows
 * and charts as docs/statecharts/*.md) and its walk table, if it has one yet.
 */
import type { AnyStateMachine } from 'xstate';
import { machineDiagram, type MachineDiagram } from '../../scripts/statechart/document';
import { kebabCase, machinesOf } from '../../scripts/statechart/machines';
import { descendants, transitionsOf } from '../../scripts/statechart/moves';
import { WALK_TABLES } from './walk/tables';
import type { AnyWalkTable } from './walk/walk-table';

export const GROUPS = [
  'Session', 'Sign-in and registration', 'Projects', 'Shop and checkout', 'Club card', 'Configurator', 'Team and profile', 'Home', 'Staff console',
] as const;
/** Where a machine new to machines/ shows until it is given a group below. */
export const UNGROUPED = 'Not grouped yet';
export type Group = (typeof GROUPS)[number] | typeof UNGROUPED;

/** Each machine's group, by page name: where its part of the portal is. */
const GROUP_OF: Partial<Record<string, Group>> = {
  'session-machine': 'Session', 'maintenance-machine': 'Session', 'language-machine': 'Session',
  'login-machine': 'Sign-in and registration', 'registration-machine': 'Sign-in and registration',
  'new-project-machine': 'Projects', 'project-survey-machine': 'Projects', 'scan-queue-machine': 'Projects',
  'camera-scanner-machine': 'Projects', 'confirmed-removal-machine': 'Projects',
  'cart-sync-machine': 'Shop and checkout', 'checkout-machine': 'Shop and checkout', 'mini-cart-machine': 'Shop and checkout',
  'copy-machine': 'Shop and checkout', 'download-machine': 'Shop and checkout',
  'club-card-machine': 'Club card', 'top-up-machine': 'Club card',
  'configurator-machine': 'Configurator',
  'avatar-machine': 'Team and profile', 'form-machine': 'Team and profile', 'chat-machine': 'Team and profile',
  'hero-slider-machine': 'Home', 'home-notices-machine': 'Home', 'notification-reader-machine': 'Home',
  'staff-session-machine': 'Staff console', 'staff-login-machine': 'Staff console', 'staff-find-machine': 'Staff console',
  'staff-inbox-machine': 'Staff console', 'staff-conversation-machine': 'Staff console', 'staff-review-machine': 'Staff console',
  'staff-order-action-machine': 'Staff console', 'confirmed-step-machine': 'Staff console', 'content-editor-machine': 'Staff console',
  'emulation-link-machine': 'Staff console', 'serial-import-machine': 'Staff console',
};

export interface CatalogEntry {
  /** Its page name, as its document's: "checkout-machine". */
  name: string;
  exportName: string;
  file: string;
  machine: AnyStateMachine;
  group: Group;
  walk: AnyWalkTable | null;
  /** Its diagram, worked out when first asked for. */
  diagram(): MachineDiagram;
}

const modules = import.meta.glob<Record<string, unknown>>('../../machines/*-machine.ts', { eager: true });

export const CATALOG: readonly CatalogEntry[] = Object.entries(modules)
  .flatMap(([path, module]) => machinesOf(path.slice(path.lastIndexOf('/') + 1), module))
  .map(({ exportName, file, machine }) => {
    const name = kebabCase(exportName);
    let diagram: MachineDiagram | undefined;
    return {
      name, exportName, file, machine,
      group: GROUP_OF[name] ?? UNGROUPED,
      walk: WALK_TABLES[name] ?? null,
      diagram: () => (diagram ??= machineDiagram(exportName, file, machine)),
    };
  })
  .sort((a, b) => a.name.localeCompare(b.name));

export const entryNamed = (name: string | null) => CATALOG.find((entry) => entry.name === name) ?? null;

/** The figures of the index: states, and transitions (each guarded branch counted, as a test walks it). */
export function figuresOf(entry: CatalogEntry): { states: number; transitions: number } {
  const nodes = [entry.machine.root, ...descendants(entry.machine.root)];
  return { states: nodes.length - 1, transitions: nodes.reduce((sum, node) => sum + transitionsOf(node).length, 0) };
}
