/**
 * Which exports of a machines/*-machine.ts module are machines, and the name their documents go
 * by. Free of Node's APIs: the diagrams script reads the modules from disk, the explorer has the
 * bundler import them.
 */
import type { AnyStateMachine } from 'xstate';

export interface ExportedMachine {
  exportName: string;
  file: string;
  machine: AnyStateMachine;
}

function isStateMachine(value: unknown): value is AnyStateMachine {
  return typeof value === 'object' && value !== null && 'root' in value && 'getStateNodeById' in value;
}

/** `checkoutMachine` → "checkout-machine": the name of its document and of its explorer page. */
export function kebabCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** The machines a module exports (`file` is its name in machines/). */
export function machinesOf(file: string, module: Record<string, unknown>): ExportedMachine[] {
  return Object.entries(module).flatMap(([exportName, value]) => (isStateMachine(value) ? [{ exportName, file, machine: value }] : []));
}
