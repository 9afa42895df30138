import { infiniteQueryOptions, QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { AUDIT_PAGE_SIZE, AuditEntryView } from '../../contract/staff';
import { CACHE } from '../../contract/limits';
import { getJson } from '../api/http';

/** The console's own query cache (SPEC §9's rules), apart from the installer's and its offline snapshot. */
export const staffQueryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: CACHE.staleMs, gcTime: CACHE.gcMs, retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

const AuditPage = v.object({ data: v.array(AuditEntryView) });

/** The audit log's filter: the action's start ("staff."), who (an e-mail or "operator"); empty: all. */
export interface AuditFilter {
  action: string;
  by: string;
}

/**
 * GET /staff/v1/audit, newest first, each further page the entries before the last one shown. Read
 * afresh whenever the page opens: an audit log is looked at for what just happened.
 */
export const auditLogQuery = (filter: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: ['staff', 'audit', filter],
    queryFn: ({ pageParam }) => {
      const searchParams = Object.fromEntries(Object.entries({ ...filter, before: pageParam ? String(pageParam) : '' }).filter(([, value]) => value !== ''));
      return getJson(AuditPage, 'staff/v1/audit', { searchParams });
    },
    initialPageParam: 0,
    getNextPageParam: (last) => (last.data.length === AUDIT_PAGE_SIZE ? last.data[last.data.length - 1]?.id : undefined),
    staleTime: 0,
  });
