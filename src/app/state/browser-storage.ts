/**
 * The app's one way into localStorage. A refused write is told to the player once a
 * visit, plainly, and the game goes on in memory.
 */
import { tell } from "./notices.js";
import { browserStore, SafeStorage, type WriteFailure } from "./storage.js";

const LOST_ON_CLOSE =
  "You can play on; what you do from now on is kept only while this page is open.";

export const STORAGE_MESSAGES: Readonly<Record<WriteFailure, string>> = {
  full: `Patience could not save: the browser's storage for this site is full. ${LOST_ON_CLOSE}`,
  blocked: `Patience could not save: this browser does not let it store anything here (a private window, or storage turned off). ${LOST_ON_CLOSE}`,
};

let told = false;

function tellOnce(failure: WriteFailure): void {
  if (told) return;
  told = true;
  tell(STORAGE_MESSAGES[failure]);
}

export const browserStorage = new SafeStorage(browserStore(), tellOnce);
