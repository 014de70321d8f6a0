#!/usr/bin/env node
// Benchmark (not a test): a 50,000-action Abalone game in the library, in headless Chromium.
//
// The record is a legal shuffle under the default options (no repetition rule, no move limit):
// Black C3D3, White I5H5, Black D3C3, White F5G5 bring back the start position, 12,500 times.
// It is checked with the command-line tool (`ludus replay`) first, then written as a library
// entry (localStorage `ludus.game.<id>`, JSON {v:2,id,rev,updated,record,position}) and timed:
//   (a) reload → home screen listed: empty library (baseline), the entry without `position`
//       (its picture needs a replay), the entry with it;
//   (b) resume (one click) → play screen with data-plies=50000;
//   (c) one move played (clicks on the board) → saved (the entry's rev went up);
//   (d) review: Home, then End;
//   (e) export: size of the record text;
//   (f) import of that text → play screen with all its actions.
// Times are wall-clock from the driving script (a few ms of driver round trip included); each is
// the median of RUNS (default 5) runs, with the min and max.
//
//   cargo build --release -p ludus-engine      # the CLI (or LUDUS_CLI=path/to/ludus)
//   trunk build                                # the site (or LUDUS_DIST=another/dist)
//   node scripts/bench_long_game.mjs           # prints the table, writes docs/bench/long_game.txt
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { serve } from "../tests/e2e/server.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const DIST = path.resolve(ROOT, process.env.LUDUS_DIST || "dist");
const OUT = path.join(ROOT, "docs/bench/long_game.txt");
const ACTIONS = 50_000;
const RUNS = Number(process.env.RUNS || 5);
const ID = "bench50000ab";
const CYCLE = ["C3D3", "I5H5", "D3C3", "F5G5"];

function cli() {
  const candidates = [
    process.env.LUDUS_CLI,
    process.env.CARGO_TARGET_DIR && path.join(process.env.CARGO_TARGET_DIR, "release/ludus"),
    path.join(ROOT, "target/release/ludus"),
  ].filter(Boolean);
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found) {
    console.error(`no ludus CLI at ${candidates.join(", ")}: run cargo build --release -p ludus-engine`);
    process.exit(1);
  }
  return found;
}

function recordText(n) {
  const lines = ['[Ludus "1"]', '[Game "abalone"]', '[Seed "0"]', '[Seats "human, human"]', `[Id "${ID}"]`, ""];
  for (let i = 0; i < n; i += 2) lines.push(`${i / 2 + 1}. ${CYCLE[i % 4]}; ${CYCLE[(i + 1) % 4]}`);
  return lines.join("\n") + "\n";
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x) => `${Math.round(x)} ms`;

async function timed(f) {
  const t0 = performance.now();
  await f();
  return performance.now() - t0;
}

async function main() {
  if (!fs.existsSync(path.join(DIST, "index.html"))) {
    console.error(`no built site in ${DIST}: run trunk build (or set LUDUS_DIST)`);
    process.exit(1);
  }
  // 1. The record, checked by the engine through the command-line tool.
  const ludus = cli();
  const text = recordText(ACTIONS);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "ludus-bench-"));
  const file = path.join(work, "long.txt");
  fs.writeFileSync(file, text);
  fs.writeFileSync(path.join(work, "start.txt"), recordText(0));
  const t0 = performance.now();
  const replayed = execFileSync(ludus, ["replay", file], { encoding: "utf8" }).trim();
  const cliMs = performance.now() - t0;
  const start = execFileSync(ludus, ["replay", path.join(work, "start.txt")], { encoding: "utf8" }).trim();
  const position = replayed.split("\n")[0];
  if (position !== start.split("\n")[0]) throw new Error(`the shuffle does not come back: ${position} vs ${start}`);
  const legal = execFileSync(ludus, ["moves", "--record", file], { encoding: "utf8" }).split("\n");
  if (!legal.includes("C3D3")) throw new Error("C3D3 is not legal after the record");

  const entry = (withPosition) =>
    JSON.stringify({
      v: 2,
      id: ID,
      rev: 1,
      updated: Date.now(),
      record: text,
      ...(withPosition ? { position } : {}),
    });

  // 2. The site and the browser.
  const server = await serve(DIST);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  const context = await browser.newContext({ viewport: { width: 1000, height: 760 } });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.goto(server.url);
  await page.waitForSelector("#home:not([hidden])");

  const listed = () =>
    page.waitForFunction(
      (id) => {
        const c = document.querySelector(`#library-list canvas.thumb[data-id="${id}"]`);
        return !document.getElementById("home").hidden && c && c.width > 0;
      },
      ID,
      { timeout: 120000, polling: 10 }
    );
  const homeReady = () => page.waitForSelector("#home:not([hidden])", { timeout: 120000 });
  const setEntry = (json) =>
    page.evaluate(([k, v]) => {
      localStorage.clear();
      sessionStorage.clear();
      localStorage.setItem(k, v);
    }, [`ludus.game.${ID}`, json]);
  const storedRev = () => page.evaluate((k) => JSON.parse(localStorage.getItem(k)).rev, `ludus.game.${ID}`);
  const reviewSays = (re) =>
    page.waitForFunction(
      ([src]) => new RegExp(src).test(document.getElementById("review-at").textContent),
      [re.source],
      { timeout: 120000, polling: 10 }
    );
  const leave = async () => {
    await page.click("#home-btn");
    if (await page.isVisible("#ask")) await page.click("#ask-yes");
    await homeReady();
  };
  const clickHint = async (name) => {
    const list = JSON.parse(await page.$eval("#board", (c) => c.dataset.hints || "[]"));
    const hit = list.find(([n]) => n === name);
    if (!hit) throw new Error(`${name} is not highlighted`);
    const box = await page.locator("#board").boundingBox();
    await page.mouse.click(box.x + hit[1], box.y + hit[2]);
  };

  const rows = {
    baseline: [], noPosition: [], withPosition: [], resume: [], movePlayed: [], moveSaved: [], home: [], end: [],
    importMs: [],
  };
  let exportBytes = 0;
  let exportActions = 0;
  let sendResult = "";
  for (let run = 0; run < RUNS; run++) {
    // (a) reload → listed.
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    rows.baseline.push(await timed(async () => {
      await page.reload();
      await homeReady();
    }));
    await setEntry(entry(false));
    rows.noPosition.push(await timed(async () => {
      await page.reload();
      await listed();
    }));
    await setEntry(entry(true));
    rows.withPosition.push(await timed(async () => {
      await page.reload();
      await listed();
    }));
    // (b) resume.
    rows.resume.push(await timed(async () => {
      await page.click(`button.resume[data-id="${ID}"]`);
      await page.waitForFunction((n) => document.getElementById("board").dataset.plies === String(n), ACTIONS, {
        timeout: 120000,
        polling: 10,
      });
    }));
    const shown = await page.$eval("#board", (c) => c.dataset.position);
    if (shown !== position) throw new Error(`the app's position ${shown} is not the CLI's ${position}`);
    await page.waitForFunction(() => document.getElementById("board").dataset.state === "human");
    // (d) review: Home, then End (from the move list).
    await page.focus("#move-list");
    rows.home.push(await timed(async () => {
      await page.keyboard.press("Home");
      await reviewSays(/after 0 of 50,?000 actions/);
    }));
    rows.end.push(await timed(async () => {
      await page.keyboard.press("End");
      await reviewSays(/after 50,?000 of 50,?000 actions/);
    }));
    await page.keyboard.press("Escape");
    await page.waitForSelector("#review-bar[hidden]", { state: "attached" });
    // (c) one move (Black: C3 then D3), until it is on the board and until it is saved.
    const rev = await storedRev();
    await clickHint("C3");
    const clicked = performance.now();
    await clickHint("D3");
    await page.waitForFunction((n) => document.getElementById("board").dataset.plies === String(n), ACTIONS + 1, {
      timeout: 120000,
      polling: 10,
    });
    rows.movePlayed.push(performance.now() - clicked);
    await page.waitForFunction(
      ([k, rev]) => JSON.parse(localStorage.getItem(k)).rev > rev,
      [`ludus.game.${ID}`, rev],
      { timeout: 120000, polling: 10 }
    );
    rows.moveSaved.push(performance.now() - clicked);
    const saved = await page.evaluate((k) => JSON.parse(localStorage.getItem(k)), `ludus.game.${ID}`);
    if (saved.rev !== rev + 1 || !/C3D3\s*$/.test(saved.record)) throw new Error("the move was not saved");
    // (e) export.
    await page.click("#export");
    await page.waitForSelector("#text-box:not([hidden])");
    const exported = await page.inputValue("#text-area");
    exportBytes = Buffer.byteLength(exported);
    exportActions = exported.split("\n").filter((l) => /^\d+\./.test(l)).flatMap((l) => l.split(";")).length;
    await page.click("#text-close");
    // Send: a link of this game (at most 64 KiB).
    await page.click("#send");
    await page.waitForFunction(
      () => !document.getElementById("text-box").hidden || !document.getElementById("notice").hidden
    );
    sendResult = (await page.isVisible("#text-box"))
      ? `a link of ${(await page.inputValue("#text-area")).length} characters`
      : `refused: ${await page.textContent("#notice")}`;
    if (await page.isVisible("#text-box")) await page.click("#text-close");
    // (f) import of the exported text.
    await leave();
    await page.click("#import-btn");
    await page.waitForSelector("#text-box:not([hidden])");
    // As a paste: the whole text at once (typing half a megabyte would time the driver).
    await page.$eval("#text-area", (a, text) => {
      a.value = text;
      a.dispatchEvent(new Event("input", { bubbles: true }));
    }, exported);
    rows.importMs.push(await timed(async () => {
      await page.click("#text-import");
      await page.waitForFunction(
        (n) => !document.getElementById("play").hidden && document.getElementById("board").dataset.plies === String(n),
        ACTIONS + 1,
        { timeout: 120000, polling: 10 }
      );
    }));
    await leave();
  }
  const version = browser.version();
  await browser.close();
  await server.close();
  if (errors.length) throw new Error(`errors in the page: ${errors.join("\n")}`);

  const stat = (xs) => `${ms(median(xs)).padStart(9)}   (${ms(Math.min(...xs))} – ${ms(Math.max(...xs))})`;
  const table = [
    `Ludus: a ${ACTIONS.toLocaleString("en")}-action Abalone game in the library (scripts/bench_long_game.mjs)`,
    `${new Date().toISOString().slice(0, 10)} · headless Chromium ${version} · ${os.cpus().length}× ${os.cpus()[0]?.model?.trim()} · ${Math.round(os.totalmem() / 2 ** 30)} GiB · site ${DIST.startsWith(ROOT) ? path.relative(ROOT, DIST) : DIST}`,
    `record: ${Buffer.byteLength(text).toLocaleString("en")} bytes; checked by \`ludus replay\` in ${ms(cliMs)} (ends at the start position: ${position})`,
    `median of ${RUNS} runs (min – max); wall-clock from the driver, its round trips included`,
    "",
    "what                                                      time",
    "----------------------------------------------------------------------------------",
    `(a) reload → home screen, empty library (baseline)   ${stat(rows.baseline)}`,
    `(a) reload → home screen listed, entry w/o position  ${stat(rows.noPosition)}`,
    `(a) reload → home screen listed, entry with position ${stat(rows.withPosition)}`,
    `(b) resume (click) → play screen, plies = 50000      ${stat(rows.resume)}`,
    `(c) one move (click) → on the board                  ${stat(rows.movePlayed)}`,
    `(c) one move (click) → saved (rev + 1)               ${stat(rows.moveSaved)}`,
    `(d) review: Home (position after 0)                  ${stat(rows.home)}`,
    `(d) review: End (position after 50000)               ${stat(rows.end)}`,
    `(e) export: record text                              ${exportBytes.toLocaleString("en")} bytes, ${exportActions.toLocaleString("en")} actions`,
    `(f) import of that text → play screen, all actions   ${stat(rows.importMs)}`,
    `    Send (link) of the 50,001-action game: ${sendResult}`,
    "",
  ].join("\n");
  process.stdout.write(table);
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  fs.writeFileSync(OUT, table);
  fs.rmSync(work, { recursive: true, force: true });
}

try {
  await main();
} catch (e) {
  // Playwright's errors quote their arguments: half a megabyte of record here.
  console.error(String(e?.message ?? e).slice(0, 2000));
  process.exit(1);
}
