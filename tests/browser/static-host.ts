/**
 * A static host for the built app as docs/hosting.md describes one: the build's files
 * under a sub-path of 127.0.0.1, with the headers that page recommends (the page's own
 * policy, read from its `<meta>`, plus `frame-ancestors 'none'`). A test can point it at
 * another build (a new version) or take it off line: then it drops every connection and
 * notes what was asked of it.
 */
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webmanifest": "application/manifest+json",
};

/** The policy in the `<meta http-equiv="Content-Security-Policy">` of a built index.html. */
export function metaPolicy(html: string): string | null {
  const tag = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i.exec(html);
  return tag ? tag[1].replaceAll("&#39;", "'") : null;
}

/** The Cache-Control for a file: hashed assets forever, the rest checked each time. */
const cacheControl = (file: string) =>
  file.startsWith("assets/") ? "public, max-age=31536000, immutable" : "no-cache";

export async function staticHost(root: string, subPath: string) {
  const policy = metaPolicy(await readFile(join(root, "index.html"), "utf8"));
  if (!policy) throw new Error(`${root}/index.html has no Content-Security-Policy`);
  const host = {
    root,
    online: true,
    /** Paths asked for while off line. */
    refused: [] as string[],
    url: "",
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://host").pathname);
    if (!host.online) {
      host.refused.push(path);
      request.socket.destroy();
      return;
    }
    const file = normalize(path.slice(subPath.length) || "index.html");
    const body =
      path.startsWith(subPath) && !file.startsWith("..")
        ? await readFile(join(host.root, file)).catch(() => null)
        : null;
    if (!body) {
      response.writeHead(404, { "Content-Type": "text/plain" }).end("not found");
      return;
    }
    response
      .writeHead(200, {
        "Content-Type": TYPES[extname(file)] ?? "application/octet-stream",
        "Content-Security-Policy": `${policy}; frame-ancestors 'none'`,
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "no-referrer",
        "Cache-Control": cacheControl(file),
      })
      .end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  host.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${subPath}`;
  return host;
}
