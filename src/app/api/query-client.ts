import { QueryClient } from '@tanstack/react-query';
import { CACHE } from '../../contract/limits';
import { storageOfSession } from '../storage/session-store';
import { keepOfflineSnapshot } from './offline-snapshot';

/** SPEC §9 caching: stale after 2 minutes, kept 5, no retry, no refetch on focus. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: CACHE.staleMs,
      gcTime: CACHE.gcMs,
      retry: false,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

if (typeof window !== 'undefined') keepOfflineSnapshot(queryClient, { storage: storageOfSession(), online: navigator.onLine, page: window });
