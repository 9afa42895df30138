/**
 * Model paths for the end-to-end walks of a machine (xstate/graph): paths that together take
 * every transition of the model, each the shortest way to a state plus one transition out of it.
 * A path that is the start of another is left out: the longer one walks it too, and every path
 * costs a page in Chromium. `walked` says which events the page sees (default all): paths that
 * differ only in the others (the order in which the device and the server finished) are one walk.
 */
import type { AnyStateMachine, EventObject, SnapshotFrom } from 'xstate';
import { TestModel } from 'xstate/graph';

export interface PathStep<M extends AnyStateMachine> {
  event: EventObject & Record<string, unknown>;
  /** The machine's state after the event. */
  state: SnapshotFrom<M>;
}

const eventKey = (event: EventObject) => JSON.stringify(event);

export function transitionCover<M extends AnyStateMachine>(
  machine: M,
  options: {
    input: unknown;
    events: (snapshot: SnapshotFrom<M>) => readonly EventObject[];
    serializeState: (snapshot: SnapshotFrom<M>) => string;
    walked?: (event: EventObject) => boolean;
  },
): PathStep<M>[][] {
  const walked = options.walked ?? (() => true);
  const model = new TestModel(machine, {
    input: options.input,
    events: options.events as never,
    serializeEvent: eventKey as never,
    serializeState: options.serializeState as never,
  });
  const toSteps = (steps: readonly { event: EventObject; state: unknown }[]) =>
    steps.filter((step) => !step.event.type.startsWith('xstate.init')) as unknown as PathStep<M>[];
  const shortest = new Map(model.getShortestPaths({ allowDuplicatePaths: true }).map((path) => [options.serializeState(path.state as SnapshotFrom<M>), toSteps(path.steps)]));
  const paths: PathStep<M>[][] = [];
  for (const { state, transitions } of Object.values(model.getAdjacencyMap())) {
    const prefix = shortest.get(options.serializeState(state as SnapshotFrom<M>)) ?? [];
    for (const { event, state: next } of Object.values(transitions) as { event: EventObject; state: SnapshotFrom<M> }[]) {
      paths.push([...prefix, { event: event as PathStep<M>['event'], state: next }]);
    }
  }
  const keys = paths.map((path) => path.filter((step) => walked(step.event)).map((step) => eventKey(step.event)).join('\n'));
  const isLongerWalk = (other: string, key: string) => other !== key && (key === '' || other.startsWith(`${key}\n`));
  return paths.filter((_, index) => !keys.some((other) => isLongerWalk(other, keys[index] ?? ''))
    // Two transitions that end up walking the same events (a self-loop reached twice) once.
    && keys.indexOf(keys[index] ?? '') === index);
}
