// Shared browser-test helpers: launching Debian's Chromium and playing by real canvas clicks.
import { chromium } from "playwright-core";
import { before, after } from "node:test";
import { serve } from "./server.mjs";
import path from "node:path";
import fs from "node:fs";

// LUDUS_DIST: another build's site (helpers building beside the lead use their own).
export const DIST = process.env.LUDUS_DIST || path.resolve(import.meta.dirname, "../../dist");
export const SHOTS = path.resolve(import.meta.dirname, "shots");

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/** The built site served under a sub-path and a browser, for the tests of one file. */
export function useSite() {
  const site = {};
  before(async () => {
    site.server = await serve(DIST);
    site.browser = await launch();
  });
  after(async () => {
    await site.browser?.close();
    await site.server?.close();
  });
  return site;
}

export async function shot(page, name) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, name) });
}

/** Records console errors and page errors so a test can assert there were none. */
export function watchErrors(page) {
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  return errors;
}

/** Home screen → Qawale, seats and options chosen, Start. */
export async function startQawale(page, { light = "human", dark = "1", first = "light" } = {}) {
  await page.waitForSelector("#home:not([hidden])");
  await page.click('.game-card[data-game="qawale"]');
  await page.selectOption("#seat-0", light);
  await page.selectOption("#seat-1", dark);
  await page.selectOption('.rule-option[data-key="first"]', first);
  await page.click("#start");
  await page.waitForSelector("#play:not([hidden])");
}

/** Home screen → `game`, each seat `human` or a level ("1"…"5"), Start. */
export async function startGame(page, game, seats) {
  await page.waitForSelector("#home:not([hidden])");
  await page.click(`.game-card[data-game="${game}"]`);
  for (const [i, seat] of seats.entries()) await page.selectOption(`#seat-${i}`, seat);
  await page.click("#start");
  await page.waitForSelector("#play:not([hidden])");
}

/** Waits until a human may act or the game is over; returns the canvas state. */
export async function waitForHumanOrEnd(page, timeout = 30000) {
  await page.waitForFunction(
    () => ["human", "over"].includes(document.getElementById("board").dataset.state),
    null,
    { timeout }
  );
  return page.$eval("#board", (c) => c.dataset.state);
}

export async function hints(page) {
  return page.$eval("#board", (c) => JSON.parse(c.dataset.hints || "[]"));
}

/** Clicks a place on the canvas given in canvas CSS pixels. */
export async function clickCanvas(page, x, y) {
  // As a player on a phone does: back up to the board if a button below scrolled it away.
  await page.locator("#board").scrollIntoViewIfNeeded();
  const box = await page.locator("#board").boundingBox();
  await page.mouse.click(box.x + x, box.y + y);
}

/**
 * Plays one whole Qawale move by clicking the canvas: a highlighted stack, then highlighted
 * steps until the path is complete, then Confirm. `pick` chooses among highlighted places.
 */
export async function playQawaleMove(page, pick = (list) => list[0]) {
  const stacks = await hints(page);
  if (!stacks.length) throw new Error("no highlighted stack to choose");
  const [origin, ox, oy] = pick(stacks);
  await clickCanvas(page, ox, oy);
  const laid = [origin];
  for (let i = 0; i < 30; i++) {
    if (await page.isEnabled("#confirm")) break;
    const steps = await hints(page);
    if (!steps.length) throw new Error(`no next step highlighted after ${laid.join("-")}`);
    const [name, x, y] = pick(steps);
    await clickCanvas(page, x, y);
    laid.push(name);
  }
  await page.click("#confirm");
  return laid.join("-");
}

/** The actions of the move list, in order (the list groups them by round). */
export async function moveList(page) {
  return page.$$eval("#move-list .mv", (list) => list.map((b) => b.textContent.trim()));
}

/** Answers the confirmation box, if it asks something ("yes" or "no"). */
export async function answer(page, yes = true) {
  if (await page.isVisible("#ask")) {
    await page.click(yes ? "#ask-yes" : "#ask-no");
    await page.waitForSelector("#ask", { state: "hidden" });
  }
}

/** Back to the home screen from a game, confirming if the game is in progress. */
export async function leaveGame(page) {
  await page.click("#home-btn");
  await answer(page, true);
  await page.waitForSelector("#home:not([hidden])");
}

/** Home screen → Abalone, seats and start position chosen, Start. */
export async function startAbalone(page, { black = "human", white = "1", setup = "standard" } = {}) {
  await page.waitForSelector("#home:not([hidden])");
  await page.click('.game-card[data-game="abalone"]');
  await page.selectOption("#seat-0", black);
  await page.selectOption("#seat-1", white);
  await page.selectOption("#opt-setup", setup);
  await page.click("#start");
  await page.waitForSelector("#play:not([hidden])");
}

/** Clicks the highlighted place named `name` (a cell such as "C3"); fails if it is not one. */
export async function clickHint(page, name) {
  const list = await hints(page);
  const hit = list.find(([n]) => n === name);
  if (!hit) throw new Error(`${name} is not highlighted (highlighted: ${list.map(([n]) => n).join(" ")})`);
  await clickCanvas(page, hit[1], hit[2]);
}

/** Presses on the first named highlighted cell and drags across the others before letting go. */
export async function dragHints(page, names) {
  const list = await hints(page);
  const box = await page.locator("#board").boundingBox();
  const at = (name) => {
    const hit = list.find(([n]) => n === name);
    if (!hit) throw new Error(`${name} is not highlighted`);
    return [box.x + hit[1], box.y + hit[2]];
  };
  const [x0, y0] = at(names[0]);
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  for (const name of names.slice(1)) {
    const [x, y] = at(name);
    await page.mouse.move(x, y, { steps: 6 });
  }
  await page.mouse.up();
}

// ---- The library, the boxes over the page, review and links (issue 12) ----

/** The number of actions of the live game on the board. */
export async function plies(page) {
  return page.$eval("#board", (c) => Number(c.dataset.plies));
}

/** Waits until the live game on the board has `n` actions. */
export async function waitForPlies(page, n, timeout = 15000) {
  await page.waitForFunction((n) => document.getElementById("board").dataset.plies === String(n), n, { timeout });
}

/** Waits for the confirmation box, checks its question against `re`, and answers it. */
export async function replyAsk(page, yes, re = /./) {
  await page.waitForSelector("#ask:not([hidden])");
  const text = await page.textContent("#ask-text");
  if (!re.test(text)) throw new Error(`the question "${text}" does not match ${re}`);
  await page.click(yes ? "#ask-yes" : "#ask-no");
  await page.waitForSelector("#ask[hidden]", { state: "attached" });
  return text;
}

/** Waits until the notice bar says something matching `re`; returns it. */
export async function waitForNotice(page, re, timeout = 10000) {
  await page.waitForFunction(
    ([src, flags]) => {
      const n = document.getElementById("notice");
      return !n.hidden && new RegExp(src, flags).test(n.textContent);
    },
    [re.source, re.flags],
    { timeout }
  );
  return page.textContent("#notice");
}

/** "Games" from the play screen, confirming the leave when asked; waits for the home screen. */
export async function goHome(page) {
  await page.click("#home-btn");
  if (await page.isVisible("#ask")) await replyAsk(page, true, /Leave this game/);
  await page.waitForSelector("#home:not([hidden])");
}

/**
 * Every library entry in this page's localStorage: `{key, id, raw, entry}` (`entry` is the
 * parsed JSON, or null when it is not JSON), sorted by key.
 */
export async function libraryEntries(page) {
  return page.evaluate(() => {
    const out = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (!key.startsWith("ludus.game.")) continue;
      const raw = localStorage.getItem(key);
      let entry = null;
      try {
        entry = JSON.parse(raw);
      } catch {}
      out.push({ key, id: key.slice("ludus.game.".length), raw, entry });
    }
    return out.sort((a, b) => a.key.localeCompare(b.key));
  });
}

/** The actions of a game record text, in order (the body's rounds split at `;`). */
export function recordActions(text) {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => /^\d+\./.test(l))
    .flatMap((l) => l.replace(/^\d+\./, "").split(";").map((a) => a.trim()));
}

/** The library as listed on the home screen: one `{id, damaged, text}` per entry. */
export async function listedGames(page) {
  return page.$$eval("#library-list li.saved", (lis) =>
    lis.map((li) => ({
      id: li.querySelector("[data-id]")?.dataset.id,
      damaged: li.classList.contains("damaged"),
      text: li.textContent.replace(/\s+/g, " ").trim(),
    }))
  );
}

/** The actions in the move list, as `{i, text, at}` (the button's data-i, its text, marked). */
export async function listedActions(page) {
  return page.$$eval("#move-list button.mv", (bs) =>
    bs.map((b) => ({ i: Number(b.dataset.i), text: b.textContent.trim(), at: b.classList.contains("at") }))
  );
}

/** How many pixels of a canvas are painted, and how many distinct colours (sampled) it has. */
export async function canvasInk(page, selector) {
  return page.$eval(selector, (c) => {
    const data = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
    let painted = 0;
    const colours = new Set();
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3] > 0) painted++;
      if (i % 64 === 0) colours.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2] | (data[i + 3] > 0 ? 1 << 24 : 0));
    }
    return { width: c.width, height: c.height, painted, colours: colours.size };
  });
}

/** Records every main-thread long task of the page loaded last in the context, as [start, ms]. */
export async function observeLongTasks(context) {
  await context.addInitScript(() => {
    window.addEventListener("DOMContentLoaded", () => {
      const seen = [];
      sessionStorage.setItem("long-tasks", "[]");
      new PerformanceObserver((l) => {
        seen.push(...l.getEntries().map((e) => [Math.round(e.startTime), Math.round(e.duration)]));
        sessionStorage.setItem("long-tasks", JSON.stringify(seen));
      }).observe({ type: "longtask", buffered: true });
    });
  });
}

/** The long tasks recorded so far by `observeLongTasks`. */
export const longTasks = (page) => page.evaluate(() => JSON.parse(sessionStorage.getItem("long-tasks") || "[]"));

/**
 * Traces the main thread of the browser's pages from now on; the function returned stops the
 * trace and gives every main-thread task as `{ start, wall, cpu }` in ms (`start` on the trace's
 * clock). `cpu` is the thread's own time in the task: a busy machine stretches a task's wall
 * time (the other jobs take the CPU), never its CPU time, so a test that asks "did the page
 * block?" reads `cpu`, and passes or fails the same on an idle or a loaded machine.
 */
export async function traceMainThread(browser, page) {
  await browser.startTracing(page, { categories: ["toplevel"] });
  return async () => {
    const trace = JSON.parse((await browser.stopTracing()).toString());
    const events = trace.traceEvents || trace;
    const main = new Set();
    for (const e of events) {
      if (e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain") main.add(`${e.pid}:${e.tid}`);
    }
    return events
      .filter((e) => e.ph === "X" && e.name === "ThreadControllerImpl::RunTask" && main.has(`${e.pid}:${e.tid}`))
      .map((e) => ({ start: e.ts / 1000, wall: e.dur / 1000, cpu: (e.tdur ?? e.dur) / 1000 }));
  };
}

/** The tasks that kept the main thread busy for more than `limit` ms of its own time. */
export function blocking(tasks, limit = 50) {
  return tasks.filter((t) => t.cpu > limit).map((t) => `${Math.round(t.cpu)} ms of work (${Math.round(t.wall)} ms wall)`);
}

/**
 * Jobs for the computer's own worker (`www/worker.js`, the computer's wasm named by the page's
 * `<meta name=ludus-computer>`), one after the other, in a page of the site: each job is
 * `{game, position, options, level, seed[, steady, analyse, decide]}`; the answers are the actions
 * (with `decide`: the action and `work N in T ms` on a second line), or `error: …`.
 */
export async function askComputer(page, jobs) {
  return page.evaluate(async (jobs) => {
    const names = document.querySelector("meta[name=ludus-computer]").content.split(/\s+/);
    const [glue, wasm] = names.map((n) => new URL(n, document.baseURI).href);
    const worker = new Worker("./worker.js");
    const reply = () => new Promise((ok) => (worker.onmessage = (e) => ok(e.data)));
    let said = reply();
    worker.postMessage({ load: { glue, wasm } });
    const loaded = await said;
    if (!loaded.ready) throw new Error(`the computer did not load: ${loaded.failed}`);
    const answers = [];
    for (const [id, job] of jobs.entries()) {
      said = reply();
      worker.postMessage({ id, ...job });
      const m = await said;
      answers.push(m.action !== undefined ? m.action : `error: ${m.error}`);
    }
    worker.terminate();
    return answers;
  }, jobs);
}

/**
 * Positions of every playable game where a seat acts, by the page's rules: for each
 * `{seed, actions, offset, throwOffset}` of `runs`, the game of that seed after `actions`
 * actions, the i-th being legal action `(i * step + offset) % count`, then any throws due
 * (Tâb's: chance's, not the computer's) as action `(i + throwOffset) % count`. A game already
 * over is left out.
 */
export async function gamePositions(page, runs, step) {
  return page.evaluate(
    async ({ runs, step }) => {
      const { LudusGame, listGames } = await (async () => {
      // The page's module, once it runs the page (the first screen came before it).
      while (!document.documentElement.hasAttribute("data-ready")) await new Promise((r) => setTimeout(r, 20));
      return import(new URL(document.querySelector("meta[name=ludus-page]").content.split(" ")[0], document.baseURI).href);
    })();
      const out = [];
      for (const { id, playable } of listGames()) {
        if (!playable) continue;
        for (const { seed, actions, offset, throwOffset } of runs) {
          const g = new LudusGame(id, null, seed);
          for (let i = 0; i < actions && g.outcome() == null; i++) {
            const moves = g.legalMoves();
            g.applyMove(moves[(i * step + offset) % moves.length]);
          }
          for (let i = 0; g.outcome() == null && g.toMove() < 0; i++) {
            g.applyMove(g.legalMoves()[(i + throwOffset) % g.legalMoves().length]);
          }
          if (g.outcome() == null) out.push({ game: id, position: g.position() });
          g.free();
        }
      }
      return out;
    },
    { runs, step }
  );
}

/** Clicks a hint of the board (`[name, x, y]`, canvas CSS pixels). */
export async function clickHintAt(page, [, x, y]) {
  const box = await page.locator("#board").boundingBox();
  await page.mouse.click(box.x + x, box.y + y);
}

// ---- Tâb by clicks (tests/e2e/tab.test.mjs, friend.test.mjs) ----

/** One human action by clicks: a throw and/or a piece, a destination, then Confirm (or Pass). */
export async function playTabAction(page, pick) {
  const clicked = [];
  for (let i = 0; i < 8; i++) {
    if (await page.isEnabled("#confirm")) {
      await page.click("#confirm");
      return clicked;
    }
    // Not the piece just pressed again (that only switches between its top piece and the stack).
    const list = (await hints(page)).filter((h) => h[0] !== clicked.at(-1));
    if (!list.length) throw new Error(`nothing highlighted after ${clicked.join(" ")}`);
    // Prefer moving on (pieces, destinations) over re-choosing throws, so clicks converge.
    const onBoard = list.filter((h) => /^[a-i][1-4]$/.test(h[0]));
    const h = onBoard.length && Math.random() < 0.8 ? pick(onBoard) : pick(list);
    await clickHintAt(page, h);
    clicked.push(h[0]);
    if (h[0] === "pass") return clicked;
  }
  const pos = await page.$eval("#board", (c) => c.dataset.position);
  const notice = await page.textContent("#notice");
  const prompt = await page.textContent("#prompt");
  throw new Error(`no move completed after ${clicked.join(" ")} in ${pos}: ${notice} / ${prompt} / ${JSON.stringify(await hints(page))}`);
}

/** Presses "Throw" while the human's throw is due; returns how many throws were made. */
export async function throwWhileDue(page) {
  let n = 0;
  for (; n < 50; n++) {
    if ((await waitForHumanOrEnd(page, 60000)) === "over") break;
    const button = (await hints(page)).find((h) => h[0] === "Throw");
    if (!button) break;
    const plies = Number(await page.$eval("#board", (c) => c.dataset.plies));
    await clickHintAt(page, button);
    await page.waitForFunction((p) => Number(document.getElementById("board").dataset.plies) > p, plies);
  }
  return n;
}


/** One Tâb action of the human to act, by clicks: a throw when one is due, else the first
 *  move offered. Returns the number of actions before it. */
export async function tabAction(page) {
  const n = Number(await page.$eval("#board", (c) => c.dataset.plies));
  const button = (await hints(page)).find((h) => h[0] === "Throw");
  if (button) await clickHintAt(page, button);
  else await playTabAction(page, (list) => list[0]);
  await page.waitForFunction((p) => Number(document.getElementById("board").dataset.plies) > p, n);
  return n;
}

/** A browser of its own (a context: its own storage, so its own device) at `viewport`, with
 *  its errors watched; `init` runs in each of its pages before the app. */
export async function player(browser, viewport = { width: 1000, height: 760 }, init) {
  const context = await browser.newContext({ viewport });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const errors = watchErrors(page);
  return { context, page, errors };
}
