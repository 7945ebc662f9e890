/**
 * The Content-Security-Policy: the built page states it before anything it governs and
 * has no inline script or style; and the suite's recorder of securitypolicyviolation
 * events (helpers.ts, checked after every browser test file) does catch what it refuses.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, inject, test } from "vitest";
import { baseUrl, openBrowser } from "./helpers.js";
import { metaPolicy } from "./static-host.js";

const html = () => readFile(join(inject("appDir"), "index.html"), "utf8");

test("the built page carries a strict policy in a meta, ahead of its scripts and styles", async () => {
  const page = await html();
  const policy = metaPolicy(page);
  expect(policy).not.toBeNull();
  const directives = Object.fromEntries(
    (policy ?? "").split(";").map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/);
      return [name, values.join(" ")];
    }),
  );
  expect(directives).toMatchObject({
    "default-src": "'self'",
    "script-src": "'self'",
    "style-src": "'self'",
    "worker-src": "'self'",
    "manifest-src": "'self'",
    "object-src": "'none'",
    "base-uri": "'none'",
    "form-action": "'none'",
  });
  expect(policy).not.toMatch(/unsafe|data:|blob:|\*/);
  const head = page.slice(page.indexOf("<head>"), page.indexOf("</head>"));
  expect(head.indexOf("Content-Security-Policy")).toBeLessThan(head.search(/<script|<link/));
  expect(page).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>|<style|\sstyle=|\son[a-z]+=/i);
});

test("the recorder reports what the page's policy refuses", async () => {
  const browser = await openBrowser();
  try {
    await browser.page.goto(baseUrl());
    await browser.page.waitForSelector("main h1");
    expect(browser.errors).toEqual([]);
    await browser.page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "document.title = 'injected'";
      document.head.append(script);
      document.body.setAttribute("style", "color: red");
    });
    await expect.poll(() => browser.errors.length).toBe(2);
    expect(browser.errors.join("\n")).toMatch(/script-src-elem refused inline/);
    expect(browser.errors.join("\n")).toMatch(/style-src-attr refused inline/);
    expect(await browser.page.title()).not.toBe("injected");
  } finally {
    await browser.context.close();
  }
});
