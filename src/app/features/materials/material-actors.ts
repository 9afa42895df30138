/** The configurator with the real calls and the browser's logo store (DESIGN.md rule 2). */
import * as v from 'valibot';
import { fromCallback, fromPromise } from 'xstate';
import { configuratorMachine, type KeptLogo, type LogoUploadEvent } from '../../../../machines/configurator-machine';
import { ErrorBody } from '../../../contract/errors';
import { API_BASE, API_TIMEOUT_MS } from '../../../contract/limits';
import {
  MaterialConfigurationAnswer, ORDER_FILE_FIELD, OrderFileAnswer, QrCodeAnswer, type MaterialConfigurationInput, type OrderFile,
} from '../../../contract/marketing-material';
import { ApiError, getJson, NETWORK_FAILURE_STATUS, requestToken, sendJson } from '../../api/http';
import { clearLogo, loadLogo, saveLogo } from '../../storage/material-logo';

/** Types the browser draws: the preview shows these; PDF, EPS and AI are only ever downloaded. */
const DRAWABLE = ['image/png', 'image/jpeg', 'image/svg+xml'];

const previewOf = (blob: Blob, reference: OrderFile): string | null =>
  (DRAWABLE.includes(reference.content_type) ? URL.createObjectURL(blob) : null);

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const bodyOf = (text: string): ErrorBody | null => {
  const parsed = v.safeParse(ErrorBody, safeJson(text));
  return parsed.success ? parsed.output : null;
};

/**
 * POST /v1/shop/order/files through XMLHttpRequest, whose upload reports its progress on every
 * connection (fetch streams a body only over HTTP/2), then the file kept in FileDB.
 */
const uploadLogo = fromCallback<LogoUploadEvent, { file: File }>(({ input, sendBack }) => {
  const request = new XMLHttpRequest();
  const fail = (error: ApiError) => sendBack({ type: 'LOGO.FAILED', error });
  request.upload.onprogress = (event) => {
    if (event.lengthComputable) sendBack({ type: 'LOGO.PROGRESS', percent: Math.round((event.loaded / event.total) * 100) });
  };
  request.onload = () => {
    if (request.status < 200 || request.status >= 300) return fail(new ApiError(request.status, bodyOf(request.responseText), null));
    const answer = v.safeParse(OrderFileAnswer, safeJson(request.responseText));
    if (!answer.success) return fail(new ApiError(request.status, null, null, 'Unreadable answer'));
    const reference = answer.output.data;
    saveLogo({ blob: input.file, name: input.file.name, type: input.file.type }, reference)
      .catch(() => undefined) // Without IndexedDB (private mode) the logo still goes with this order.
      .finally(() => sendBack({ type: 'LOGO.UPLOADED', logo: { reference, url: previewOf(input.file, reference) } }));
  };
  request.onerror = () => fail(new ApiError(NETWORK_FAILURE_STATUS, null, null, 'Network failure'));
  request.ontimeout = request.onerror;
  void requestToken().then((token) => {
    request.open('POST', `${API_BASE}/v1/shop/order/files`);
    request.timeout = API_TIMEOUT_MS;
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    const body = new FormData();
    body.append(ORDER_FILE_FIELD, input.file);
    request.send(body);
  }, () => fail(new ApiError(NETWORK_FAILURE_STATUS, null, null, 'No session')));
  return () => request.abort();
});

export const appConfiguratorMachine = configuratorMachine.provide({
  actors: {
    'store configuration': fromPromise<string, MaterialConfigurationInput>(async ({ input }) =>
      (await sendJson(MaterialConfigurationAnswer, 'post', 'v1/shop/configurations', input)).data.uuid),
    'make QR code': fromPromise<string, { link: string }>(async ({ input, signal }) =>
      (await getJson(QrCodeAnswer, 'v1/generate/qr-code', { searchParams: { data: input.link }, signal })).data),
    'upload logo': uploadLogo,
    'load kept logo': fromPromise<KeptLogo | null>(async () => {
      const kept = await loadLogo();
      return kept ? { reference: kept.reference, url: previewOf(kept.blob, kept.reference) } : null;
    }),
    'forget kept logo': fromPromise<void>(clearLogo),
  },
});
