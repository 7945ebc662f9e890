import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CliFailure } from "./failure.js";
import { inShard, shardArg } from "./winrate-shards.js";

describe("winrate shards", () => {
  it("puts every deal of a range in exactly one shard, the shards within one of each other in size", () => {
    fc.assert(
      fc.property(
        fc.nat(1000),
        fc.nat(300),
        fc.integer({ min: 1, max: 40 }),
        (first, span, count) => {
          const sizes = Array.from({ length: count }, () => 0);
          for (let deal = first; deal <= first + span; deal++) {
            const owners = sizes
              .map((_, i) => i + 1)
              .filter((index) => inShard(deal, first, { index, count }));
            expect(owners).toHaveLength(1);
            sizes[owners[0] - 1]++;
          }
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it("reads K/N, and refuses what is not a shard of N", () => {
    expect(shardArg(undefined, 100)).toEqual({ index: 1, count: 1 });
    expect(shardArg("3/8", 100)).toEqual({ index: 3, count: 8 });
    for (const bad of [
      "0/4",
      "5/4",
      "1/101",
      "2",
      "1/2/3",
      "-1/4",
      "1.5/4",
      "a/b",
      "\u001b[2J1/2",
    ]) {
      expect(() => shardArg(bad, 100), bad).toThrow(CliFailure);
    }
    expect(() => shardArg("\u001b[2J", 100)).toThrow(/not "\\u001b\[2J"/);
  });
});
