import { describe, expect, test } from "vitest";
import { decodeBase64Url, encodeBase64Url } from "./base64url.js";

describe("base64url", () => {
  test("round-trips text, including characters outside ASCII", () => {
    for (const text of ["", "a", "ab", "abc", '{"game":"penta"}', "Penelope’s ♠ web"]) {
      const encoded = encodeBase64Url(text);
      expect(encoded).toMatch(/^[A-Za-z0-9_-]*$/);
      expect(decodeBase64Url(encoded)).toBe(text);
    }
  });

  test("agrees with Node's encoder", () => {
    const text = '{"format":1,"game":"spider"}??>>';
    expect(encodeBase64Url(text)).toBe(Buffer.from(text).toString("base64url"));
  });

  test("refuses what is not base64url of UTF-8 text", () => {
    expect(decodeBase64Url("%%%")).toBeNull();
    expect(decodeBase64Url("a+b/")).toBeNull();
    expect(decodeBase64Url("abcde")).toBeNull();
    expect(decodeBase64Url(Buffer.from([0xff, 0xfe]).toString("base64url"))).toBeNull();
  });
});
