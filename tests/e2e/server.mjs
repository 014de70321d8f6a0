// A tiny static server for the built site, mounted under a sub-path to prove that dist/ works
// when hosted anywhere (e.g. https://host/some/path/). Stoppable, to test offline play.
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".css": "text/css",
  ".wasm": "application/wasm",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
};

/**
 * Serves `root` under `prefix`. With `gzip`, each file goes out gzip-compressed (level 9) to a
 * browser that accepts it, as a static host that compresses does (scripts/first_visit.mjs).
 */
export async function serve(root, prefix = "/ludus/", { gzip = false } = {}) {
  const packed = new Map();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, "http://x");
    if (!url.pathname.startsWith(prefix)) {
      res.writeHead(404).end("not found");
      return;
    }
    let rel = decodeURIComponent(url.pathname.slice(prefix.length)) || "index.html";
    if (rel.endsWith("/")) rel += "index.html";
    const file = path.join(root, rel);
    if (!file.startsWith(path.resolve(root)) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end("not found");
      return;
    }
    const headers = {
      "content-type": TYPES[path.extname(file)] || "application/octet-stream",
      "cache-control": "no-cache",
    };
    if (gzip && /\bgzip\b/.test(req.headers["accept-encoding"] || "") && path.extname(file) !== ".png") {
      if (!packed.has(file)) packed.set(file, zlib.gzipSync(fs.readFileSync(file), { level: 9 }));
      res.writeHead(200, { ...headers, "content-encoding": "gzip", vary: "accept-encoding" });
      res.end(packed.get(file));
      return;
    }
    res.writeHead(200, headers);
    fs.createReadStream(file).pipe(res);
  });
  const sockets = new Set();
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}${prefix}`,
    close: () =>
      new Promise((r) => {
        for (const s of sockets) s.destroy();
        server.close(r);
      }),
  };
}
