/** The project machines with the real calls, storage and camera (DESIGN.md rule 2). */
import { fromCallback, fromPromise } from 'xstate';
import { Ok } from '../../../contract/company';
import { ProductScanResponse, ProjectResponse } from '../../../contract/projects';
import { StreetSuggestions } from '../../../contract/registration';
import { cameraFailureOf, cameraScannerMachine, type CameraScannerEvent } from '../../../../machines/camera-scanner-machine';
import { confirmedRemovalMachine } from '../../../../machines/confirmed-removal-machine';
import { newProjectMachine } from '../../../../machines/new-project-machine';
import { projectSurveyMachine, projectSurveyResponse } from '../../../../machines/project-survey-machine';
import { scanQueueMachine } from '../../../../machines/scan-queue-machine';
import { getJson, sendJson } from '../../api/http';
import { queryKeys } from '../../api/queries';
import { queryClient } from '../../api/query-client';
import { restoreQueuedScans, writeQueuedScan } from '../../storage/scan-queue-store';

const projectPath = (uuid: string) => `v1/project/${encodeURIComponent(uuid)}`;

/** Every list, project and points figure a change of a project can move (header, home tile, lists). */
async function refreshProjects(companyId?: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.projects }),
    companyId === undefined ? null : queryClient.invalidateQueries({ queryKey: queryKeys.companyPoints(companyId) }),
  ]);
}

export const appNewProjectMachine = newProjectMachine.provide({
  actors: {
    'search streets': fromPromise(({ input, signal }) =>
      getJson(StreetSuggestions, 'v2/places/streets', { searchParams: { q: input.query, region_id: input.regionId }, signal })),
    'create project': fromPromise(async ({ input }) => {
      const { data } = await sendJson(ProjectResponse, 'post', 'v1/project', input);
      queryClient.setQueryData(queryKeys.project(data.uuid), data);
      await queryClient.invalidateQueries({ queryKey: queryKeys.projects });
      return data.uuid;
    }),
  },
});

export const appScanQueueMachine = scanQueueMachine.provide({
  actors: {
    'restore queue': fromPromise(({ input }) => restoreQueuedScans(input.projectUuid)),
    'write queue': fromPromise(({ input }) => writeQueuedScan(input)),
    'send scan': fromPromise(async ({ input }) => {
      const { data } = await sendJson(ProductScanResponse, 'post', 'v2/scans', { project_uuid: input.projectUuid, serial_number: input.serial, uuid: input.id });
      await queryClient.invalidateQueries({ queryKey: queryKeys.project(input.projectUuid) });
      return data;
    }),
  },
});

/** The survey of one project: posting it closes the project or sends it to review, which moves points. */
export function appProjectSurveyMachine(projectUuid: string, companyId: number) {
  return projectSurveyMachine.provide({
    actors: {
      'post survey': fromPromise(async ({ input }) => {
        const response = JSON.stringify(projectSurveyResponse(input.questions, input.draft));
        const { data } = await sendJson(ProjectResponse, 'post', `${projectPath(projectUuid)}/survey`, { response });
        queryClient.setQueryData(queryKeys.project(projectUuid), data);
        await refreshProjects(companyId);
        return data.status.id;
      }),
    },
  });
}

/** Removes one scan of a project in progress (DELETE v2/scans/{uuid}). */
export const appScanRemovalMachine = confirmedRemovalMachine.provide({
  actors: {
    remove: fromPromise(async ({ input }) => {
      await sendJson(Ok, 'delete', `v2/scans/${encodeURIComponent(input.id)}`, undefined);
      await refreshProjects();
    }),
  },
});

/** Deletes a project without scans (DELETE v1/project/{uuid}). */
export const appProjectRemovalMachine = confirmedRemovalMachine.provide({
  actors: {
    remove: fromPromise(async ({ input }) => {
      await sendJson(Ok, 'delete', projectPath(input.id), undefined);
      queryClient.removeQueries({ queryKey: queryKeys.project(input.id) });
      await refreshProjects();
    }),
  },
});

/** How often the camera picture is read: often enough to feel instant, rarely enough for a phone. */
const READ_EVERY_MS = 250;

/** The camera scanner, reading from the back camera into `video()`. */
export function appCameraScannerMachine(video: () => HTMLVideoElement | null) {
  return cameraScannerMachine.provide({
    actors: {
      'read codes with camera': fromCallback<CameraScannerEvent>(({ sendBack }) => {
        let stopped = false;
        let stream: MediaStream | null = null;
        let timer: ReturnType<typeof setTimeout> | undefined;
        const start = async () => {
          if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('No camera API', 'NotSupportedError');
          const [media, { createBarcodeReader }] = await Promise.all([
            navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false }),
            import('./barcode-reader'),
          ]);
          stream = media;
          // Turned off while the permission prompt was open: the cleanup ran before there was a stream.
          if (stopped) {
            media.getTracks().forEach((track) => track.stop());
            return;
          }
          const element = video();
          if (!element) throw new DOMException('No picture', 'NotSupportedError');
          element.srcObject = media;
          await element.play();
          const reader = await createBarcodeReader();
          if (stopped) return;
          sendBack({ type: 'CAMERA_READY' });
          const readOnce = async () => {
            if (stopped) return;
            // A picture that cannot be read (not decoded yet, a glitch) is skipped, not fatal.
            const values = await reader.read(element).catch(() => []);
            if (stopped) return;
            for (const value of values) sendBack({ type: 'CODE_READ', value });
            timer = setTimeout(readOnce, READ_EVERY_MS);
          };
          await readOnce();
        };
        start().catch((error: unknown) => {
          if (!stopped) sendBack({ type: 'CAMERA_FAILED', failure: cameraFailureOf(error) });
        });
        return () => {
          stopped = true;
          clearTimeout(timer);
          stream?.getTracks().forEach((track) => track.stop());
        };
      }),
    },
  });
}
