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

export async function moveList(page) {
  return page.$$eval("#move-list li", (lis) => lis.map((li) => li.textContent.trim()));
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
