import { describe, expect, it } from "vitest";
import { readLines } from "./io.js";

async function collect(chunks: readonly (string | Buffer)[]): Promise<string[]> {
  const lines: string[] = [];
  for await (const line of readLines(
    (async function* () {
      yield* chunks;
    })(),
  ))
    lines.push(line);
  return lines;
}

describe("stdin's lines", () => {
  it('end at "\\n" alone, dropping a "\\r" before it', async () => {
    expect(await collect(["a\nb\r\nc\rd\n\n"])).toEqual(["a", "b", "c\rd", ""]);
  });

  it("keep a last line without its newline, and give nothing for no input", async () => {
    expect(await collect(["a\nlast"])).toEqual(["a", "last"]);
    expect(await collect([])).toEqual([]);
    expect(await collect([Buffer.alloc(0)])).toEqual([]);
  });

  it("join a line from many chunks, a character split between two included", async () => {
    const bytes = Buffer.from("♠é\nxyz\n", "utf8");
    const oneByOne = [...bytes].map((byte) => Buffer.from([byte]));
    expect(await collect(oneByOne)).toEqual(["♠é", "xyz"]);
    const long = "x".repeat(100_000);
    const pieces = long.match(/.{1,1000}/g) ?? [];
    expect(await collect([...pieces, "\n"])).toEqual([long]);
  });

  it("turn bytes that are not UTF-8 into replacement characters, one line per newline", async () => {
    expect(await collect([Buffer.from([0xff, 0x0a, 0xc3, 0x0d, 0x0a])])).toEqual([
      "\ufffd",
      "\ufffd",
    ]);
  });
});
