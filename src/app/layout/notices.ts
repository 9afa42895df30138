import type { MessageDescriptor } from '@lingui/core';
import { useSyncExternalStore } from 'react';

/**
 * One-off notices raised outside any page (a refused emulation link, ...): the layout shows the
 * current one until the visitor dismisses it.
 */
let current: MessageDescriptor | null = null;
const listeners = new Set<() => void>();

function publish(next: MessageDescriptor | null): void {
  current = next;
  listeners.forEach((listener) => listener());
}

export const showNotice = (message: MessageDescriptor): void => publish(message);
export const dismissNotice = (): void => publish(null);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNotice(): MessageDescriptor | null {
  return useSyncExternalStore(subscribe, () => current);
}
