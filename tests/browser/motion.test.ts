/**
 * Motion: cards glide after a move (by click, drag, double-click or keys), a hint played,
 * a deal from the stock, undo, redo, restart, a Spider run leaving and a new deal; the
 * board is final at once, and a press during the motion acts on the final board. No
 * motion under the system's reduced motion, nor with the Motion setting off.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import {
  dealPosition,
  layoutOf,
  legalMoves,
  type Move,
  type Position,
  parsePosition,
  play,
  positionToJson,
} from "../../src/engine/index.js";
import { gameById } from "../../src/games/index.js";
import {
  autoplayed,
  boardOf,
  clickCard,
  clickDestination,
  dealt,
  dragCard,
  goto,
  positionHash,
  readBoard,
  statusText,
  useBrowser,
} from "./helpers.js";
import { cascade, nearlyWon } from "./positions.js";

let page: Page;
useBrowser(
  (opened) => {
    page = opened;
  },
  { width: 1366, height: 768 },
  true,
);

/** Running animations of card elements, with when each starts. */
const cardMotions = () =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return target instanceof Element && target.classList.contains("card");
      })
      .map((animation) => Number(animation.effect?.getTiming().delay ?? 0)),
  );

/**
 * Every card motion started since the last look, recorded as each starts: on a loaded
 * machine a short motion may be over before the test looks at the running ones. The
 * motions of one change all run its whole length, each card held still until its first
 * eased keyframe: its delay is that keyframe's time.
 */
beforeAll(async () => {
  await page.addInitScript(() => {
    const animate = Element.prototype.animate;
    const started: { delay: number; glides: boolean }[] = [];
    Object.assign(window, { startedCardMotions: started });
    Element.prototype.animate = function (this: Element, keyframes, options) {
      const frames = Array.isArray(keyframes) ? keyframes : [];
      const duration = typeof options === "object" ? Number(options.duration ?? 0) : 0;
      const moving = frames.find((frame) => frame.easing !== undefined);
      const delay = Math.round(Number(moving?.offset ?? 0) * duration);
      const first = frames[0] ?? null;
      const glides = String(first?.transform ?? "").startsWith("translate");
      if (this.classList.contains("card")) started.push({ delay, glides });
      return animate.call(this, keyframes, options);
    };
  });
});

const takeStarted = () =>
  page.evaluate(() => {
    const started = (
      window as unknown as { startedCardMotions: { glides: boolean; delay: number }[] }
    ).startedCardMotions;
    return started.splice(0, started.length);
  });

/** No card moves any more; what started until now is forgotten. */
const still = async () => {
  await expect.poll(async () => (await cardMotions()).length, { timeout: 5000 }).toBe(0);
  await takeStarted();
};

const penguin = gameById("penguin-tuxedo");
if (!penguin) throw new Error("no Penguin");
const names = layoutOf(penguin).names;

/** A move by hand from a tableau pile, not home. */
const handMove = (position: Position): Move => {
  const kinds = layoutOf(position.rules).kinds;
  const move = legalMoves(position).find(
    (m) => m.to >= 0 && kinds[m.from] === "tableau" && kinds[m.to] !== "foundation",
  );
  if (!move) throw new Error("no move by hand");
  return move;
};

describe("motion", () => {
  test("a new deal is dealt in, card after card", async () => {
    await goto(page, "#/spider/1");
    const delays = (await takeStarted()).filter((motion) => motion.glides).map((m) => m.delay);
    expect(delays.length).toBeGreaterThan(40);
    expect(new Set(delays).size).toBeGreaterThan(40);
    await still();
  });

  test("a row dealt from the stock leaves it one card after another; a press mid-motion acts on the final board", async () => {
    await goto(page, "#/spider/1");
    await still();
    // Motion at a tenth of its speed, so that the press lands mid-motion on a loaded machine.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send("Animation.enable");
    await devtools.send("Animation.setPlaybackRate", { playbackRate: 0.1 });
    await page.locator('[data-pile="stock"]').click();
    const delays = (await takeStarted()).map((motion) => motion.delay);
    expect(delays.length).toBeGreaterThanOrEqual(10);
    expect(new Set(delays).size).toBeGreaterThanOrEqual(10);
    // Where the last pile's new top card lies on the final board (layout, not motion).
    const target = await page
      .locator('[data-pile="tableau:9"] > .card')
      .last()
      .evaluate((card) => {
        const pile = (card.parentElement as HTMLElement).getBoundingClientRect();
        const element = card as HTMLElement;
        return {
          x: pile.left + element.offsetLeft + 8,
          y: pile.top + element.offsetTop + 6,
          name: element.getAttribute("aria-label"),
        };
      });
    expect((await cardMotions()).length).toBeGreaterThan(0);
    await page.mouse.click(target.x, target.y);
    expect(await cardMotions()).toEqual([]);
    expect(await statusText(page)).toBe(`Picked up the ${target.name} from Tableau 10.`);
    await page.keyboard.press("Escape");
    await devtools.send("Animation.setPlaybackRate", { playbackRate: 1 });
    await devtools.detach();
  });

  test("the stock turns three cards onto the waste one after another; the waste turns back over", async () => {
    const klondike = gameById("klondike-3");
    if (!klondike) throw new Error("no Klondike");
    const layout = layoutOf(klondike);
    const start = positionToJson(dealPosition(klondike, 3));
    await goto(page, positionHash(start));
    await still();
    // Motion at a tenth of its speed, so that the backs are still seen on a loaded machine.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send("Animation.enable");
    await devtools.send("Animation.setPlaybackRate", { playbackRate: 0.1 });
    await page.locator('[data-pile="stock"]').click();
    const delays = (await takeStarted()).map((motion) => motion.delay);
    for (const turn of [0, 1, 2]) expect(delays).toContain(turn * 35);
    expect(await page.locator('[data-pile="waste"] > .card').count()).toBe(3);
    // The cards turned face up in flight show their backs first; a card at rest has none.
    const backs = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('[data-pile="waste"] > .card')].map(
          (card) => getComputedStyle(card, "::after").content !== "none",
        ),
      );
    expect((await backs()).some(Boolean)).toBe(true);
    await devtools.send("Animation.setPlaybackRate", { playbackRate: 1 });
    await devtools.detach();
    await still();
    expect(await backs()).toEqual([false, false, false]);

    const emptied = { ...start, stock: [], waste: start.stock ?? [] };
    const parsed = parsePosition(emptied, gameById);
    if (!parsed.ok) throw new Error(parsed.error);
    await goto(page, positionHash(emptied));
    await still();
    await page.locator('[data-pile="stock"]').click();
    const back = legalMoves(parsed.value).find((move) => move.to === layout.stock) as Move;
    expect(await readBoard(page)).toEqual(boardOf(autoplayed(play(parsed.value, back))));
    expect((await takeStarted()).length).toBeGreaterThan(0);
    await still();
  });

  test("a move is final at once and glides; so do undo, redo and a drop", async () => {
    const start = dealt(penguin, 1);
    await goto(page, "#/penguin-tuxedo/1");
    await still();
    const first = handMove(start);
    await clickCard(page, names[first.from], first.count);
    await clickDestination(page, names[first.to]);
    const after = autoplayed(play(start, first));
    expect(await readBoard(page)).toEqual(boardOf(after));
    expect((await takeStarted()).length).toBeGreaterThan(0);
    await still();
    await page.getByRole("button", { name: "Undo", exact: true }).click();
    expect(await readBoard(page)).toEqual(boardOf(start));
    expect((await takeStarted()).length).toBeGreaterThan(0);
    await still();
    await page.getByRole("button", { name: "Redo", exact: true }).click();
    expect((await takeStarted()).length).toBeGreaterThan(0);
    await still();
    // A drop: the cards settle from where they were let go.
    await page.getByRole("button", { name: "Undo", exact: true }).click();
    await still();
    await dragCard(page, names[first.from], first.count, names[first.to]);
    expect(await readBoard(page)).toEqual(boardOf(after));
    expect((await takeStarted()).length).toBeGreaterThan(0);
    await still();
  });

  test("autoplay is a cascade: the cards go home one after another", async () => {
    const json = cascade();
    const parsed = parsePosition(json, gameById);
    if (!parsed.ok) throw new Error(parsed.error);
    await goto(page, positionHash(json));
    await still();
    await clickCard(page, "tableau:1", 1, 2);
    const delays = (await takeStarted()).map((motion) => motion.delay);
    expect(new Set(delays).size).toBe(12);
    expect(await statusText(page)).toContain("Autoplay sent 11 cards to the foundations.");
    await still();
  });

  test("keys, a hint played and restart glide; so does a finished Spider run leaving", async () => {
    const start = dealt(penguin, 1);
    await goto(page, "#/penguin-tuxedo/1");
    await still();
    // By keys: pick up the move's cards from its pile, walk to its destination, put down.
    const move = handMove(start);
    const pile = (name: string) => page.locator(`[data-pile="${name}"]`);
    await pile(names[move.from]).focus();
    await page.keyboard.press("Enter");
    for (;;) {
      const label = (await pile(names[move.from]).getAttribute("aria-label")) ?? "";
      if (Number(/(\d+) picked up/.exec(label)?.[1] ?? 0) <= move.count) break;
      await page.keyboard.press("-");
    }
    await pile(names[move.to]).focus();
    await page.keyboard.press("Space");
    expect(await readBoard(page)).toEqual(boardOf(autoplayed(play(start, move))));
    expect((await takeStarted()).length).toBeGreaterThan(0);
    await still();

    // A hint played: H shows it, H again plays it.
    const before = await readBoard(page);
    await page.locator("body").press("h");
    await page.locator(".hint-mark.run").waitFor({ timeout: 20_000 });
    await page.locator("body").press("h");
    await expect.poll(() => readBoard(page)).not.toEqual(before);
    expect((await takeStarted()).length).toBeGreaterThan(0);
    await still();

    await page.getByRole("button", { name: "Restart", exact: true }).click();
    const ask = page.getByRole("dialog").getByRole("button", { name: "Restart", exact: true });
    if (await ask.isVisible()) await ask.click();
    expect(await readBoard(page)).toEqual(boardOf(start));
    expect((await takeStarted()).length).toBeGreaterThan(0);
    await still();

    // Spider: the last card of a run sends the whole run home, one card after another.
    const spider = gameById("spider");
    if (!spider) throw new Error("no Spider");
    await goto(page, positionHash(nearlyWon(spider)));
    await still();
    await clickCard(page, "tableau:1", 1);
    await clickDestination(page, "tableau:0");
    const delays = (await takeStarted()).map((motion) => motion.delay);
    expect(new Set(delays).size).toBeGreaterThanOrEqual(13);
    await still();
  });

  test("no motion where the system asks for reduced motion, nor with Motion off", async () => {
    const start = dealt(penguin, 2);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await goto(page, "#/penguin-tuxedo/2");
    expect(await cardMotions()).toEqual([]);
    const first = handMove(start);
    await clickCard(page, names[first.from], first.count);
    await clickDestination(page, names[first.to]);
    expect(await cardMotions()).toEqual([]);
    await page.emulateMedia({ reducedMotion: "no-preference" });

    await page.getByRole("button", { name: "Settings", exact: true }).click();
    await page.getByRole("checkbox", { name: "Motion", exact: true }).uncheck();
    await page.getByRole("button", { name: "Close", exact: true }).click();
    await page.getByRole("button", { name: "Undo", exact: true }).click();
    expect(await cardMotions()).toEqual([]);
    // The game is in progress: New game asks first.
    await page.getByRole("button", { name: "New game", exact: true }).click();
    await page.getByRole("button", { name: "Start a new game", exact: true }).click();
    expect(await cardMotions()).toEqual([]);
    await page.getByRole("button", { name: "Settings", exact: true }).click();
    await page.getByRole("checkbox", { name: "Motion", exact: true }).check();
    await page.getByRole("button", { name: "Close", exact: true }).click();
  });
});
