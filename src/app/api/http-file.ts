/**
 * Files the API serves as attachments, downloaded with the session's token (a plain link would not
 * carry it). Apart from http.ts, which the portal's start-up code holds (/login's budget).
 */
import { API_BASE } from '../../contract/limits';
import { httpClient, requestToken, toHttpError, toTransportError } from './http';

/** A file the API serves as an attachment (a material order's logo or proof), named as its Content-Disposition says. */
export interface ApiFile {
  blob: Blob;
  name: string;
}

/** GET of a file at an address the API answered ("/api/v1/…"), with the session's token, as a download. */
export async function getFile(address: string, fallbackName: string): Promise<ApiFile> {
  const token = await requestToken();
  const path = address.startsWith(`${API_BASE}/`) ? address.slice(API_BASE.length + 1) : address;
  let response: Response;
  try {
    const send = await httpClient();
    response = await send(path, { method: 'get', headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch (error) {
    throw toTransportError(error, undefined);
  }
  if (!response.ok) throw await toHttpError(response, token !== null);
  return { blob: await response.blob(), name: attachmentName(response.headers.get('content-disposition')) ?? fallbackName };
}

/** The file name of `attachment; filename="…"` (the server writes plain, quoted names). */
const attachmentName = (disposition: string | null): string | null => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? null;
