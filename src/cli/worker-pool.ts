/**
 * Jobs run on worker threads, each thread taking the next job as it finishes one: for
 * `patience winrate` and for the solver benchmark. A worker posts back one result per
 * job it is sent.
 */
import { Worker } from "node:worker_threads";

/**
 * Runs `jobs` on `workers` threads of the script at `script`; calls `onResult` as each
 * job finishes, and sends that thread its next job once `onResult` is done. The first
 * failure (of a thread, or of `onResult`) ends the run: every thread stops.
 */
export function runOnWorkers<Job, Result>(
  script: URL,
  jobs: readonly Job[],
  workers: number,
  onResult: (result: Result) => Promise<void> | void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let next = 0;
    let running = 0;
    let failed = false;
    const pool: Worker[] = [];
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      for (const worker of pool) void worker.terminate();
      reject(error);
    };
    const start = (worker: Worker) => {
      if (failed) return;
      if (next >= jobs.length) {
        void worker.terminate();
        if (running === 0) resolve();
        return;
      }
      running++;
      worker.postMessage(jobs[next++]);
    };
    for (let i = 0; i < Math.min(workers, jobs.length); i++) {
      const worker = new Worker(script);
      pool.push(worker);
      worker.on("message", (result: Result) => {
        running--;
        if (failed) return;
        Promise.resolve(onResult(result)).then(() => start(worker), fail);
      });
      worker.on("error", fail);
      start(worker);
    }
    if (jobs.length === 0) resolve();
  });
}
