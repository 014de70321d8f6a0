// Latroncules and Qawale by keyboard only (focus on the board, arrows, Enter/Space), and both
// boards turned half round and in high contrast: drawn (screenshots) and still played by their
// hints, whose centres must land on the pieces as drawn.
import { test } from "node:test";
import assert from "node:assert/strict";
import { shot, watchErrors, waitForHumanOrEnd, moveList, hints, clickHint, useSite, leaveGame } from "./helpers.mjs";

const site = useSite();

/** Home screen → a hot-seat game of `game` (both seats human). */
async function startHotSeat(page, game) {
  await page.waitForSelector("#home:not([hidden])");
  await page.click(`.game-card[data-game="${game}"]`);
  await page.selectOption("#seat-0", "human");
  await page.selectOption("#seat-1", "human");
  if (game === "qawale") await page.selectOption('.rule-option[data-key="first"]', "light");
  await page.click("#start");
  await page.waitForSelector("#play:not([hidden])");
  await waitForHumanOrEnd(page);
}

/** Presses keys in order. */
async function keys(page, list) {
  for (const k of list) await page.keyboard.press(k);
}

async function plies(page) {
  return Number(await page.$eval("#board", (c) => c.dataset.plies));
}

async function waitPlies(page, n) {
  await page.waitForFunction((p) => Number(document.getElementById("board").dataset.plies) >= p, n);
}

async function withSettings(page, settings) {
  await page.goto(site.server.url);
  await page.evaluate((s) => localStorage.setItem("ludus.settings", JSON.stringify(s)), settings);
  await page.reload();
}

test("Latroncules: a move of each side made with the keyboard only", async () => {
  const context = await site.browser.newContext({ viewport: { width: 1000, height: 760 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(site.server.url);
  await startHotSeat(page, "latroncules");
  await page.focus("#board");
  // The cursor starts on a1: to b2, take the cavalier, to c3, move.
  await keys(page, ["ArrowRight", "ArrowUp", "Enter"]);
  assert.deepEqual((await hints(page)).map((h) => h[0]).sort(), ["a3", "c3"]);
  await shot(page, "latroncules-keys-selected.png");
  await keys(page, ["ArrowRight", "ArrowUp", " "]);
  await waitPlies(page, 1);
  // Black: from c3 up to c7, take it, Escape lets go, take it again, then to d6.
  await keys(page, ["ArrowUp", "ArrowUp", "ArrowUp", "ArrowUp", "Enter", "Escape"]);
  assert.ok((await hints(page)).some((h) => h[0] === "a7"), "Escape steps back to choosing a piece");
  await keys(page, ["Enter", "ArrowDown", "ArrowRight", "Enter"]);
  await waitPlies(page, 2);
  assert.deepEqual(await moveList(page), ["b2-c3", "c7-d6"]);
  assert.match(await page.$eval("#board", (c) => c.dataset.position), /^fcfcfcfc\/cf1fcfcf\/3c4\/8\/8\/2C5\/F1FCFCFC/);
  // "r" reads the position out.
  await page.keyboard.press("r");
  assert.match(await page.textContent("#announce"), /White to move\. White: cavaliers a1, c1, e1, g1, d2, f2, h2, c3;/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("Qawale: a whole sowing laid and confirmed with the keyboard only", async () => {
  const context = await site.browser.newContext({ viewport: { width: 1000, height: 760 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(site.server.url);
  await startHotSeat(page, "qawale");
  await page.focus("#board");
  // a1 holds two neutral pebbles: with Light's own one, three steps (N, N, E) then Enter on
  // the path's end confirms.
  await keys(page, ["Enter", "ArrowUp", "Enter", "ArrowUp", " ", "ArrowRight", "Enter"]);
  await shot(page, "qawale-keys-laid.png");
  assert.match(await page.textContent("#prompt"), /Confirm/);
  await page.keyboard.press("Enter");
  await waitPlies(page, 1);
  assert.deepEqual(await moveList(page), ["a1:NNE"]);
  assert.equal(await page.$eval("#board", (c) => c.dataset.position), "nn,,,nn/n,l,,/n,,,/,,,nn 7 8 d");
  await page.keyboard.press("r");
  assert.match(await page.textContent("#announce"), /Dark to move.*b3: light/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("turned half round and in high contrast, both boards draw and their hints still play", async () => {
  const context = await site.browser.newContext({ viewport: { width: 1000, height: 760 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await withSettings(page, { flip: true, theme: "contrast" });

  await startHotSeat(page, "latroncules");
  const height = await page.$eval("#board", (c) => c.getBoundingClientRect().height);
  // Turned: White's second rank is near the top.
  const b2 = (await hints(page)).find((h) => h[0] === "b2");
  assert.ok(b2[2] < height / 2, `b2 is drawn in the upper half when turned (y = ${b2[2]})`);
  await clickHint(page, "b2");
  await clickHint(page, "c3");
  await waitPlies(page, 1);
  assert.deepEqual(await moveList(page), ["b2-c3"]);
  // The arrows follow the board as drawn: down the screen is toward rank 8.
  await page.focus("#board");
  await keys(page, ["ArrowDown", "ArrowDown", "ArrowDown", "ArrowDown", "Enter", "ArrowUp", "ArrowLeft", "Enter"]);
  await waitPlies(page, 2);
  assert.deepEqual(await moveList(page), ["b2-c3", "c7-d6"]);
  // The last move's slide is over before the picture.
  await page.waitForTimeout(800);
  await clickHint(page, "a2");
  await shot(page, "latroncules-flipped-contrast.png");
  await page.keyboard.press("Escape");

  await leaveGame(page);
  await startHotSeat(page, "qawale");
  await clickHint(page, "d4");
  await clickHint(page, "d3");
  await shot(page, "qawale-flipped-contrast.png");
  await clickHint(page, "c3");
  await clickHint(page, "b3");
  await page.click("#confirm");
  await waitPlies(page, 1);
  await page.waitForTimeout(250);
  await shot(page, "qawale-sowing.png");
  assert.deepEqual(await moveList(page), ["d4:SWW"]);
  assert.deepEqual(errors, []);
  await context.close();
});

// A random game (seed 1 of a search for one) in which Black's fantassins wait on f1 and h1
// when White's move frees a single Black cavalier: Black chooses which is exchanged (rules §6.1).
const EXCHANGE_GAME = (
  "f2-g3 g7-h6 d2-c3 e7-d6 g3-f2 g8-g7 c3-b4 d8-e7 d1-d2 d6-c6 c2-c3 h6-g6 e2-e3 g6-g5 b4-c5 c7-d8 " +
  "c5-d4 g7-g6 h2-g3 f8-g7 g3-h4 c6-c7 e3-e4 h7-h6 d2-d3 e7-f6 g2-g3 c7-b6 e4-e5 d7-d6 a2-a3 f6-e6 " +
  "a3-a4 g5-f4xe5 h4-h5 g7-f6 d4-d5 f6-g5 h5-h4 e6-e5 h4:f6 f4-f5xf6 d5-c5 f5-f4 h1-h2 g5-g4 e1-d2 " +
  "b6-c7 c5-c4 b7-b6 f2-e1 f7-f6 c4-b5 g4-g5 d2-e3 f6-f5 e3-d2 g5-g4 b2-a3 e5-d4 a4-a5 f4-f3 g1-f2 " +
  "h6-h5 b1-b2 f5-f4 b5-b4 g4-h4 a5-a6 g6-g5 f2-e3xf3 g5-g4 h2-h3 h4:h2xg3 c3-c4 h5-h4xh3 f1-f2 " +
  "h8-g7 f2-f3 e8-e7 b4-b3 d4-e5 d2-c3 g7-h8 e3:g5 h2-g1 c3-d2 e7-e6 d3-d4 e5-f6xg5 b3-c2 f6-g5 " +
  "c2-d3 e6-e5 d3-c2 g1-f2xf3 c2-d3 f4-f3 d4-d5 g5-h6 a3-b3 f2-e3 d2-c3 g4-g3 b3-b4 e3-f4 e1-d2 " +
  "g3-g2 d2-e1 f4-f5 d3-c2 f5-e4 c1-d2 h6-g7 d2-e3 e4:c6 c4-c5 f3-f2 c2-d2 g2-g1=C b4-b3 g7-f8 " +
  "b3-c4 h4-h3 c4-b4 h8-g7 e3-f4 h3-h2 c3-b3 e5-e4xd5 b4-a3 c6:c4 d2-e3 d8-e7 c5-c6xb6 c4-d3 b3-c4 " +
  "f2-f1 f4-g3 g7-h8 e3-f4 h2-h1 c4-c5 e7-f6 g3-h4 d3-c3 e1-f2 c7-b6xc6 c5-d4xe4xc3"
).split(" ");

test("Latroncules: Black chooses by keys which waiting fantassin takes the freed cavalier", async () => {
  const context = await site.browser.newContext({ viewport: { width: 1000, height: 760 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(site.server.url);
  await page.evaluate((moves) => {
    localStorage.clear();
    const setup = { name: "start", options: {}, seed: 1 };
    const saved = { version: 1, game: "latroncules", setup, moves };
    localStorage.setItem("ludus.game.v1", JSON.stringify({ saved, seats: ["Human", "Human"] }));
  }, EXCHANGE_GAME);
  await page.reload();
  await page.waitForSelector("#play:not([hidden])");
  await waitForHumanOrEnd(page);
  assert.equal(await plies(page), EXCHANGE_GAME.length);
  assert.deepEqual((await hints(page)).map((h) => h[0]).sort(), ["f1", "h1"]);
  assert.match(await page.textContent("#prompt"), /Choose the waiting fantassin .*f1, h1/);
  await page.focus("#board");
  // From a1 along rank 1 to h1: choose it, then move its cavalier up to h2.
  await keys(page, ["ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight"]);
  await keys(page, ["Enter"]);
  await shot(page, "latroncules-exchange-chosen.png");
  assert.ok((await hints(page)).some((h) => h[0] === "h1"), "the new cavalier on h1 can move");
  // Escape takes the choice back; choose again.
  await keys(page, ["Escape"]);
  assert.deepEqual((await hints(page)).map((h) => h[0]).sort(), ["f1", "h1"]);
  await keys(page, ["Enter", "Enter", "ArrowUp", "Enter"]);
  await waitPlies(page, EXCHANGE_GAME.length + 1);
  assert.equal((await moveList(page)).at(-1), "h1=C,h1-h2");
  assert.match(await page.$eval("#board", (c) => c.dataset.position), /\/1F3C1c\/C4fc1 w 6\/2 2\/0 1$/);
  assert.deepEqual(errors, []);
  await context.close();
});
