/**
 * `patience winrate --shard K/N`: a range of deals split among N runs (on as many
 * machines). Deal d of the range A..B belongs to shard ((d - A) mod N) + 1: every shard
 * gets deals from all over the range, and the split never depends on the machine. Each
 * record `--out` writes carries its run (`RunStamp`), so that `--merge`
 * (winrate-merge.ts) can check that its files are shards of one run.
 */
import { excerpt } from "../engine/index.js";
import { malformed } from "./failure.js";

/** Shard `index` (from 1) of `count`. */
export interface Shard {
  readonly index: number;
  readonly count: number;
}

/** What a record says of the run that made it: all a merge needs to check and print. */
export interface RunStamp {
  readonly first: number;
  readonly last: number;
  readonly shard: Shard;
  readonly budgetMs: number;
  readonly budgetNodes?: number;
  /** The fair player's time per decision (--think-ms). */
  readonly thinkMs?: number;
  readonly threadsPerDeal: number;
}

export const WHOLE: Shard = { index: 1, count: 1 };

export const shardName = (shard: Shard): string => `${shard.index}/${shard.count}`;

export const inShard = (deal: number, first: number, shard: Shard): boolean =>
  (deal - first) % shard.count === shard.index - 1;

/** `--shard K/N` as typed: whole numbers with 1 ≤ K ≤ N ≤ `most`. */
export function shardArg(text: string | undefined, most: number): Shard {
  if (text === undefined) return WHOLE;
  const match = /^([0-9]{1,9})\/([0-9]{1,9})$/.exec(text);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || index < 1 || count < index || count > most) {
    throw malformed(
      `--shard takes K/N, shard K of N with 1 ≤ K ≤ N ≤ ${most}, such as --shard 2/8, not ${excerpt(text)}`,
    );
  }
  return { index, count };
}
