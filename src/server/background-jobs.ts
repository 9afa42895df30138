/**
 * The instance's background jobs (fulfilment, club card, housekeeping…): each run counted and
 * timed in the metrics, a failure logged and left for the next run, ticks of one timer never
 * overlapping, and a stop that lets the runs under way finish and starts no new one (graceful stop).
 */
import type { JobName, Metrics } from './metrics';
import type { Logger } from './providers/messages';

const FAILURE_LINES: Record<JobName, string> = {
  fulfilment: 'Order fulfilment failed',
  club_card: 'Club card job failed',
  housekeeping: 'Housekeeping failed',
  lost_projects: 'Lost projects sweep failed',
  points_expiry: 'Points expiry failed',
};

export interface BackgroundJobs {
  /** One run of a job now (unless stopped); settles when it is done, never rejects. */
  run(job: JobName, work: () => Promise<unknown>): Promise<void>;
  /** Calls `tick` every `ms`, skipping a tick while the previous one is still running. */
  every(ms: number, tick: () => Promise<void>): void;
  /** No new run starts; resolves once the runs under way are done. */
  stop(): Promise<void>;
}

export function backgroundJobs(metrics: Metrics, logger: Logger): BackgroundJobs {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();
  let stopped = false;

  const run = (job: JobName, work: () => Promise<unknown>): Promise<void> => {
    if (stopped) return Promise.resolve();
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    const done = work().then(
      () => metrics.jobRun(job, 'ok', seconds()),
      (error: unknown) => {
        metrics.jobRun(job, 'failed', seconds());
        logger.error(FAILURE_LINES[job], error);
      },
    );
    running.add(done);
    void done.then(() => running.delete(done));
    return done;
  };

  return {
    run,
    every(ms, tick) {
      let busy = false;
      const timer = setInterval(() => {
        if (busy || stopped) return;
        busy = true;
        void tick().finally(() => {
          busy = false;
        });
      }, ms);
      // The jobs never keep the process alive by themselves.
      timer.unref();
      timers.push(timer);
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running);
    },
  };
}
