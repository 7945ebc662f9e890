/**
 * Draws the PNG app icons in public/ from public/icon.svg with headless Chromium: the
 * icon as it is at 192 and 512 px, a maskable 512 px icon (the cards inside the central
 * safe circle, the felt to every edge) and a 180 px Apple touch icon (opaque, square).
 * Run it after changing the SVG: `npx tsx scripts/make-icons.ts`.
 */
import { readFile } from "node:fs/promises";
import { chromium } from "playwright-core";

const PUBLIC = new URL("../public/", import.meta.url);

const svg = await readFile(new URL("icon.svg", PUBLIC));
const felt = /<rect [^>]*fill="(#[0-9a-f]{6})"/i.exec(svg.toString())?.[1];
if (!felt) throw new Error("icon.svg: no background rect with a fill colour");
const source = `data:image/svg+xml;base64,${svg.toString("base64")}`;

/** File, size in px, background behind the icon (null: transparent), icon scale. */
const ICONS: [string, number, string | null, number][] = [
  ["icon-192.png", 192, null, 1],
  ["icon-512.png", 512, null, 1],
  ["icon-maskable-512.png", 512, felt, 0.72],
  ["apple-touch-icon.png", 180, felt, 1],
];

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
try {
  const page = await browser.newPage();
  for (const [file, size, background, scale] of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<body style="margin:0"><div style="width:${size}px;height:${size}px;display:grid;` +
        `place-items:center;background:${background ?? "transparent"}">` +
        `<img src="${source}" style="width:${scale * 100}%"></div></body>`,
    );
    await page.locator("img").evaluate((img: HTMLImageElement) => img.decode());
    await page.screenshot({
      path: new URL(file, PUBLIC).pathname,
      omitBackground: background === null,
    });
  }
} finally {
  await browser.close();
}
