/**
 * The page's side of a solver worker. Questions queue in the worker; `cancel` ends the
 * worker at once (its unanswered questions get null) and the next question starts a
 * fresh one, so stale work never holds anything up.
 */
import type { AnswerEnvelope, RequestEnvelope, SolverAnswer, SolverRequest } from "./protocol.js";

export class SolverClient {
  private worker: Worker | null = null;
  private readonly waiting = new Map<number, (answer: SolverAnswer | null) => void>();
  private nextId = 1;

  get busy(): boolean {
    return this.waiting.size > 0;
  }

  /** The answer, or null when the question was cancelled. */
  ask(request: SolverRequest): Promise<SolverAnswer | null> {
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      const envelope: RequestEnvelope = { id, request };
      worker.postMessage(envelope);
    });
  }

  cancel(): void {
    if (!this.busy) return;
    this.worker?.terminate();
    this.worker = null;
    this.settle(null);
  }

  private start(): Worker {
    const worker = new Worker(new URL("./solver.worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = (event: MessageEvent<AnswerEnvelope>) => {
      const resolve = this.waiting.get(event.data.id);
      this.waiting.delete(event.data.id);
      resolve?.(event.data.answer);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      this.worker?.terminate();
      this.worker = null;
      this.settle({ kind: "error", message: event.message || "the solver stopped" });
    };
    this.worker = worker;
    return worker;
  }

  private settle(answer: SolverAnswer | null): void {
    const pending = [...this.waiting.values()];
    this.waiting.clear();
    for (const resolve of pending) resolve(answer);
  }
}
