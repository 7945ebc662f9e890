/**
 * The page's main-thread CPU time, read from a Chromium trace, every task of the page's
 * main thread counted by its thread time: per press, from the task that handles a
 * pointerdown to the task that commits the next frame drawn after the pointerup; per
 * frame of a motion, between one animation frame callback and the next. Unlike the
 * wall-clock figures, these do not grow when other processes share the cores.
 */

/** The trace categories this reads. */
export const TRACE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline"];

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly tdur?: number;
  readonly args?: { readonly name?: string; readonly data?: { readonly type?: string } };
}

/** The complete events of the page's main thread, in time order. */
function mainThreadEvents(trace: Buffer): TraceEvent[] {
  const parsed = JSON.parse(trace.toString("utf8")) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const mains = new Set(
    events
      .filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain")
      .map((e) => `${e.pid}:${e.tid}`),
  );
  return events
    .filter((e) => e.ph === "X" && mains.has(`${e.pid}:${e.tid}`))
    .sort((a, b) => a.ts - b.ts);
}

/** Milliseconds of main-thread CPU per press, in the order of the presses. */
export function cpuPerPress(trace: Buffer): number[] {
  const onMain = mainThreadEvents(trace);
  const tasks = onMain.filter((e) => e.name === "RunTask");
  const dispatched = (type: string) =>
    onMain.filter((e) => e.name === "EventDispatch" && e.args?.data?.type === type);
  const ups = dispatched("pointerup");
  const commits = onMain.filter((e) => e.name === "Commit");
  const taskAt = (ts: number) =>
    tasks.findIndex((task) => task.ts <= ts && ts <= task.ts + (task.dur ?? 0));
  return dispatched("pointerdown").flatMap((down) => {
    const up = ups.find((e) => e.ts > down.ts);
    const commit = up && commits.find((e) => e.ts > up.ts);
    const first = taskAt(down.ts);
    const last = commit ? taskAt(commit.ts) : -1;
    if (first < 0 || last < first) return [];
    const cpu = tasks.slice(first, last + 1).reduce((sum, task) => sum + (task.tdur ?? 0), 0);
    return [cpu / 1000];
  });
}

/**
 * Milliseconds of main-thread CPU per frame, frame after frame, from the first animation
 * frame callback after `after` (a trace's microseconds) to the last: the tasks that
 * start between one callback and the next. The callbacks are the measuring page's own,
 * one per frame.
 */
export function cpuPerFrame(trace: Buffer, after = 0): number[] {
  const onMain = mainThreadEvents(trace);
  const tasks = onMain.filter((e) => e.name === "RunTask");
  const frames = onMain.filter((e) => e.name === "FireAnimationFrame" && e.ts > after);
  return frames.slice(1).map((frame, i) => {
    const start = frames[i].ts;
    const inFrame = tasks.filter((task) => task.ts >= start && task.ts < frame.ts);
    return inFrame.reduce((sum, task) => sum + (task.tdur ?? 0), 0) / 1000;
  });
}

/** When (trace microseconds) the last pointerup of the trace was dispatched. */
export function lastPointerUp(trace: Buffer): number {
  const ups = mainThreadEvents(trace).filter(
    (e) => e.name === "EventDispatch" && e.args?.data?.type === "pointerup",
  );
  return ups.length > 0 ? ups[ups.length - 1].ts : 0;
}
