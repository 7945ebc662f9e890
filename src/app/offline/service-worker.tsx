/**
 * The service worker that keeps the game playable offline (made by vite-plugin-pwa at
 * build time; the dev server has none). Once registered, it is asked hourly for a new
 * version; when one is installed and waiting, a polite prompt offers a reload, and Reload
 * lets the new version take over and reloads the page (the game in progress is saved on
 * the way out).
 */

import { registerSW } from "virtual:pwa-register";
import { render } from "preact";
import { UpdatePrompt } from "./UpdatePrompt.js";

const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function registerServiceWorker(): void {
  // A live region from the start, so that the prompt is announced when it appears.
  const region = document.createElement("div");
  region.setAttribute("aria-live", "polite");
  document.body.append(region);
  const update = registerSW({
    onNeedRefresh: () =>
      render(
        <UpdatePrompt onReload={() => update()} onLater={() => render(null, region)} />,
        region,
      ),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setInterval(() => registration.update().catch(() => {}), UPDATE_CHECK_MS);
    },
  });
}
