/**
 * Work that can wait for the screen: run once the browser has drawn the frame that
 * shows the change just made (a save, a question to the solver), and behind whatever
 * else is waiting then (a background task, where the browser has them), so that a
 * click's result, and the next click, come first. A hidden page draws no frames: there
 * it runs at once.
 */
export function afterPaint(work: () => void): void {
  if (typeof requestAnimationFrame !== "function" || document.hidden) {
    setTimeout(work, 0);
    return;
  }
  requestAnimationFrame(() => inBackground(work));
}

function inBackground(work: () => void): void {
  if (typeof scheduler === "undefined") setTimeout(work, 0);
  else void scheduler.postTask(work, { priority: "background" });
}
