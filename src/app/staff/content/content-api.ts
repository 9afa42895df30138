import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ContentPreview, SerialImportReportView, StaffContentItem, StaffContentPage, type StaffContentQuery } from '../../../contract/staff-content';
import { getJson, sendJson } from '../../api/http';
import type { draftRequest } from '../../../../machines/content-draft';
import type { ChosenFile } from '../../../../machines/serial-import-machine';

/** The content desk's calls (issue 27 §2 "Content"): its list and item queries and the machines' actors. */
export type ContentSearch = Partial<Omit<StaffContentQuery, 'page'>> & { page?: number };

const Item = v.object({ data: StaffContentItem });

/** GET /staff/v1/content: read afresh whenever the list opens, so an item just saved is in it. */
export const contentListQuery = (search: ContentSearch) =>
  queryOptions({
    queryKey: ['staff', 'content', search],
    queryFn: () => getJson(StaffContentPage, 'staff/v1/content', { searchParams: Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as Record<string, string> }),
    staleTime: 0,
  });

export const contentItemQuery = (uuid: string) =>
  queryOptions({ queryKey: ['staff', 'content', 'item', uuid], queryFn: async () => (await getJson(Item, `staff/v1/content/${uuid}`)).data, staleTime: 0 });

export const saveContent = async ({ uuid, body }: { uuid: string | null; body: ReturnType<typeof draftRequest> }) =>
  (await (uuid === null ? sendJson(Item, 'post', 'staff/v1/content', body) : sendJson(Item, 'put', `staff/v1/content/${uuid}`, body))).data;

export const setContentVisible = async ({ uuid, visible }: { uuid: string; visible: boolean }) =>
  (await sendJson(Item, 'post', `staff/v1/content/${uuid}/visibility`, { visible })).data;

export const previewContent = async ({ html }: { html: string }) =>
  (await sendJson(v.object({ data: ContentPreview }), 'post', 'staff/v1/content/preview', { html })).data.html;

export const uploadSerials = async (file: ChosenFile) =>
  (await sendJson(v.object({ data: SerialImportReportView }), 'post', 'staff/v1/serials/import', { file_name: file.name, csv: await file.text() })).data;
