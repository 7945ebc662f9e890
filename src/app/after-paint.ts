/**
 * Work that can wait for the screen: run once the browser has drawn the frame that
 * shows the change just made (a save, a question to the solver), so that a click's
 * result is on screen first. A hidden page draws no frames: there it runs at once.
 */
export function afterPaint(work: () => void): void {
  if (typeof requestAnimationFrame !== "function" || document.hidden) {
    setTimeout(work, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(work, 0));
}
