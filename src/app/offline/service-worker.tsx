/**
 * The service worker that keeps the game playable offline: `sw.js`, made beside the page
 * by vite-plugin-pwa at build time. Registered here rather than with the plugin's
 * workbox-window helper, which would add several times as much JavaScript to load. An
 * open tab asks for a new version hourly; when one is installed and waiting, a polite
 * prompt offers a reload, and Reload tells the new worker to take over (its SKIP_WAITING
 * message). Once it has, every page that was told of it reloads: the files the old page
 * would still load are gone from the cache. The game in progress is saved on the way out.
 */
import { render } from "preact";
import { UpdatePrompt } from "./UpdatePrompt.js";

const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function registerServiceWorker(): void {
  // The dev server (the one with hot reload) makes no service worker. Not
  // import.meta.env.PROD: it follows NODE_ENV, which is "test" in a build made by a test.
  if (import.meta.hot || !("serviceWorker" in navigator)) return;
  const workers = navigator.serviceWorker;
  // A live region from the start, so that the prompt is announced when it appears.
  const region = document.createElement("div");
  region.setAttribute("aria-live", "polite");
  document.body.append(region);
  let offered = false;
  const offer = (waiting: ServiceWorker) => {
    offered = true;
    render(
      <UpdatePrompt
        onReload={() => waiting.postMessage({ type: "SKIP_WAITING" })}
        onLater={() => render(null, region)}
      />,
      region,
    );
  };
  // A worker installed while another controls the page is a new version (the first one
  // takes control of the page at once, and is no news).
  const watch = (worker: ServiceWorker | null) =>
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed" && workers.controller) offer(worker);
    });
  workers.addEventListener("controllerchange", () => {
    if (offered) location.reload();
  });
  window.addEventListener("load", async () => {
    // Without it the game still plays; only offline play and updates are lost.
    const registration = await workers.register("sw.js").catch(() => null);
    if (!registration) return;
    if (registration.waiting && workers.controller) offer(registration.waiting);
    watch(registration.installing);
    registration.addEventListener("updatefound", () => watch(registration.installing));
    setInterval(() => registration.update().catch(() => {}), UPDATE_CHECK_MS);
  });
}
