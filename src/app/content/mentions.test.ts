import { describe, expect, it } from "vitest";
import { GAME_IDS, GAMES } from "../../games/index.js";
import { textOf } from "./index.js";
import { GAME_BY_NAME, mentionLinker, type Segment } from "./mentions.js";

/** A rules page's texts in reading order, as RulesPage shows them. */
const pageTexts = (id: string): string[] => {
  const text = textOf(id);
  return [
    text.blurb,
    text.goal,
    ...text.howToPlay,
    ...text.faq.flatMap((item) => [item.question, item.answer]),
  ];
};

const linkedOn = (id: string): Segment[][] => pageTexts(id).map(mentionLinker(id));

const mentionedOn = (id: string): string[] =>
  linkedOn(id).flatMap((segments) =>
    segments.flatMap((segment) => (typeof segment === "string" ? [] : [segment.id])),
  );

/** Whether `text` holds `name` as whole words. */
function names(text: string, name: string): boolean {
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    const before = text[at - 1] ?? " ";
    const after = text[at + name.length] ?? " ";
    if (!/\p{L}/u.test(before) && !/\p{L}/u.test(after)) return true;
  }
  return false;
}

/**
 * What a text may call each game, found without the linker's list: the title, the
 * engine's name, and the title without its variant or "Solitaire" ("Klondike", "Penta").
 */
const GAMES_CALLED = new Map<string, string[]>();
for (const rules of GAMES) {
  const title = textOf(rules.id).title;
  const short = title.replace(/ \(.*\)$|, .*$| Solitaire$/, "");
  for (const name of new Set([title, rules.name, short])) {
    GAMES_CALLED.set(name, [...(GAMES_CALLED.get(name) ?? []), rules.id]);
  }
}

describe("the games a rules page names", () => {
  it.each(GAME_IDS)("%s links every other game it names", (id) => {
    const linked = mentionedOn(id);
    for (const [name, called] of GAMES_CALLED) {
      // A name the page's own game shares ("Klondike" on draw three's page) may be its own.
      if (called.includes(id) || !pageTexts(id).some((text) => names(text, name))) continue;
      expect(
        called.some((game) => linked.includes(game)),
        `${id} names ${name}`,
      ).toBe(true);
    }
  });

  it.each(GAME_IDS)("%s keeps its words, links each game once and never itself", (id) => {
    const texts = pageTexts(id);
    linkedOn(id).forEach((segments, i) => {
      const joined = segments.map((segment) =>
        typeof segment === "string" ? segment : segment.name,
      );
      expect(joined.join("")).toBe(texts[i]);
    });
    const linked = mentionedOn(id);
    expect(new Set(linked).size).toBe(linked.length);
    expect(linked).not.toContain(id);
  });

  it("links the relatives the older pages name", () => {
    expect(mentionedOn("penelopes-web")).toEqual(
      expect.arrayContaining(["citadel", "exiled-kings", "bakers-dozen", "portuguese-solitaire"]),
    );
    expect(mentionedOn("black-widow")).toContain("tarantula");
    expect(mentionedOn("penta")).toEqual(expect.arrayContaining(["deuces", "klondike"]));
    expect(pageTexts("penta").join(" ")).toContain("Klondike, the original Solitaire");
  });

  it("names each game by names no other game has", () => {
    const all = GAME_IDS.flatMap((id) => [textOf(id).title, ...(textOf(id).alsoCalled ?? [])]);
    expect(GAME_BY_NAME.size).toBe(all.length);
  });

  it("finds whole names only, where the page first names them", () => {
    const link = mentionLinker("black-widow");
    expect(link("Spiderette is not Spider.")).toEqual([
      { id: "spiderette", name: "Spiderette" },
      " is not ",
      { id: "spider", name: "Spider" },
      ".",
    ]);
    expect(link("Spider, Spiderette and Black Widow")).toEqual([
      "Spider, Spiderette and Black Widow",
    ]);
    expect(link("Klondike's draw three")).toEqual([
      { id: "klondike", name: "Klondike" },
      "'s ",
      { id: "klondike-3", name: "draw three" },
    ]);
    expect(mentionLinker("spider")("Spiders and Tarantulas")).toEqual(["Spiders and Tarantulas"]);
  });
});
