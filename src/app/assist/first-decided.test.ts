import { describe, expect, it } from "vitest";
import { firstDecided } from "./first-decided.js";

type Answer = "won" | "lost" | "unknown";

/** A promise settled by hand, to order the two workers' answers. */
function later(): { promise: Promise<Answer | null>; give(answer: Answer | null): void } {
  let give: (answer: Answer | null) => void = () => {};
  const promise = new Promise<Answer | null>((resolve) => (give = resolve));
  return { promise, give };
}

/** Both workers answer, `first` before the other; what `firstDecided` says, and whether it stopped the worker beside. */
async function race(solver: Answer | null, beside: Answer | null, first: "solver" | "beside") {
  const here = later();
  const there = later();
  let stopped = false;
  const answer = firstDecided(
    here.promise,
    there.promise,
    (a) => a !== "unknown",
    () => {
      stopped = true;
    },
  );
  if (first === "solver") {
    here.give(solver);
    await Promise.resolve();
    there.give(beside);
  } else {
    there.give(beside);
    await Promise.resolve();
    here.give(solver);
  }
  return { answer: await answer, stopped };
}

describe("firstDecided", () => {
  it("takes the solver's decision when it comes first, and stops the worker beside", async () => {
    expect(await race("won", "unknown", "solver")).toEqual({ answer: "won", stopped: true });
    expect(await race("lost", "unknown", "solver")).toEqual({ answer: "lost", stopped: true });
  });

  it("takes the decision beside when it comes first, leaving the solver's shared worker be", async () => {
    expect(await race("unknown", "won", "beside")).toEqual({ answer: "won", stopped: false });
  });

  it("waits for the other side when the first says unknown", async () => {
    expect(await race("unknown", "lost", "solver")).toEqual({ answer: "lost", stopped: false });
    expect(await race("won", "unknown", "beside")).toEqual({ answer: "won", stopped: false });
  });

  it("says the solver's unknown when neither decides", async () => {
    expect(await race("unknown", "unknown", "solver")).toEqual({
      answer: "unknown",
      stopped: false,
    });
    expect((await race("unknown", "unknown", "beside")).answer).toBe("unknown");
  });

  it("gives null, and stops the worker beside, when the solver's work was cancelled", async () => {
    expect(await race(null, "unknown", "solver")).toEqual({ answer: null, stopped: true });
    expect((await race(null, null, "beside")).answer).toBeNull();
  });
});
