// Abalone for three and four players (rules §6) in the browser: every seat human (hot-seat), each
// move made by real clicks on the canvas (a marble, then the cell in front of its line), through
// several pushes up to one that moves two different opponents' marbles together.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, shot, watchErrors, clickHint, plies, moveList, traceMainThread, blocking } from "./helpers.mjs";

const site = useSite();

// [move, the marble clicked, the cell clicked in front of its line]; the last is the mixed push.
// Found by playing pushes first from the start (the engine's own rules), then checked here.
const THREE = [
  ["I7H7", "I7", "G7"], ["E9E8", "E9", "E7"], ["C1C2", "C1", "C3"], ["I5I6", "I5", "I7"],
  ["E7D6", "E7", "D6"], ["C2C3", "C2", "C4"], ["H4I5", "H4", "I5"], ["D6D5", "D6", "D5"],
  ["B2B3", "B2", "B3"], ["I6H6", "I6", "G6"], ["E8E9", "E8", "E9"], ["A2B3", "A2", "D5"],
  ["I9I8", "I9", "I6"], ["E6F6", "E6", "F6"], ["C4C5", "C4", "C5"], ["H8G7", "H8", "F6"],
  ["C7C6", "C7", "C5"], ["F2E2", "F2", "C2"], ["G7F6", "G7", "E5"], ["A5B5", "A5", "D5"],
];
const FOUR = [
  ["D3E4", "D3", "E4"], ["C5D5", "C5", "D5"], ["F9E8", "F9", "E8"], ["H4G4", "H4", "E4"],
  ["D1D2", "D1", "D3"], ["D5E5", "D5", "E5"], ["H9H8", "H9", "H7"], ["G4F4", "G4", "D4"],
  ["A1B2", "A1", "D4"],
];

/** The letter on `name` (e.g. "C3") in the position text: b, w, r, u or ".". */
function at(position, name) {
  const cells = position.split(" ")[0];
  const row = name.charCodeAt(0) - 64;
  let index = 0;
  for (let r = 1; r < row; r++) index += 9 - Math.abs(r - 5);
  return cells[index + Number(name[1]) - Math.max(1, row - 4)];
}

async function start(page, players) {
  await page.goto(site.server.url);
  await page.waitForSelector("#home:not([hidden])");
  await page.click('.game-card[data-game="abalone"]');
  await page.selectOption('.rule-option[data-key="players"]', String(players));
  assert.equal(await page.locator("#seat-rows select").count(), players, "one row per seat");
  for (let seat = 0; seat < players; seat++) await page.selectOption(`#seat-${seat}`, "human");
  await page.click("#start");
  await page.waitForSelector("#play:not([hidden])");
}

/** Plays each move by clicks, checking the move list after each; returns the pushes seen. */
async function playByClicks(page, moves) {
  const pushes = [];
  for (const [i, [move, marble, front]] of moves.entries()) {
    const before = await page.$eval("#board", (c) => c.dataset.position);
    const pushed = at(before, front);
    await clickHint(page, marble);
    await clickHint(page, front);
    await page.waitForFunction((n) => Number(document.getElementById("board").dataset.plies) === n, i + 1);
    assert.equal((await moveList(page))[i], move);
    if (pushed !== ".") pushes.push({ move, before, after: await page.$eval("#board", (c) => c.dataset.position) });
  }
  return pushes;
}

test("three players push by clicks, two opponents' marbles at once", async () => {
  const context = await site.browser.newContext({ viewport: { width: 1100, height: 820 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await start(page, 3);
  assert.match(await page.$eval("#board", (c) => c.dataset.position), / b 0 0 0$/);
  const pushes = await playByClicks(page, THREE);
  assert.ok(pushes.length >= 3, `${pushes.length} pushes`);
  // The last, White's: A5 B5 C5 push Black's D5 and Red's E5 on to E5 and F5 (rules §6.2).
  const last = pushes[pushes.length - 1];
  assert.equal(last.move, "A5B5");
  assert.match(last.before, / w \d \d \d( |$)/);
  assert.deepEqual(["D5", "E5"].map((c) => at(last.before, c)).sort(), ["b", "r"]);
  assert.equal(at(last.after, "D5"), "w");
  assert.deepEqual([at(last.after, "E5"), at(last.after, "F5")], [at(last.before, "D5"), at(last.before, "E5")]);
  assert.equal(await plies(page), THREE.length);
  // Red is to move next, and the panel lists Red's count too.
  assert.match(last.after, / r \d \d \d( |$)/);
  const facts = await page.$$eval("#facts dt", (els) => els.map((e) => e.textContent.trim()));
  assert.ok(facts.includes("Red has pushed off"), facts.join(" | "));
  await page.waitForTimeout(500);
  await shot(page, "abalone-three.png");
  assert.deepEqual(errors, []);
  await context.close();
});

test("four players in two teams push by clicks, and a phone shows all four trays", async () => {
  const context = await site.browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await start(page, 4);
  const pushes = await playByClicks(page, FOUR);
  const last = pushes[pushes.length - 1];
  assert.equal(last.move, "A1B2");
  // Black's A1 B2 C3 push Blue's D4 and White's E5: both opposing colours together.
  assert.deepEqual(["D4", "E5"].map((c) => at(last.before, c)).sort(), ["u", "w"]);
  assert.equal(at(last.after, "D4"), "b");
  const facts = await page.$$eval("#facts dt", (els) => els.map((e) => e.textContent.trim()));
  assert.ok(facts.includes("Team Black and Red") && facts.includes("Team White and Blue"), facts.join(" | "));
  assert.match(await page.textContent("#turn"), /White/);
  await page.waitForTimeout(500);
  await shot(page, "abalone-four-phone.png");
  assert.deepEqual(errors, []);
  await context.close();
});

test("the computer plays a whole game of three in its worker, never blocking the page", async () => {
  const context = await site.browser.newContext({ viewport: { width: 1000, height: 700 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(site.server.url + "?seed=3");
  await page.waitForSelector("#home:not([hidden])");
  await page.click('.game-card[data-game="abalone"]');
  await page.selectOption('.rule-option[data-key="players"]', "3");
  // Expert (the MCTS of rules §6, 3,000 iterations a move) against two Easy computers.
  await page.selectOption("#seat-0", "4");
  await page.selectOption("#seat-1", "1");
  await page.selectOption("#seat-2", "1");
  const stop = await traceMainThread(site.browser, page);
  await page.click("#start");
  await page.waitForSelector("#turn.over", { timeout: 300000, state: "attached" });
  const position = await page.$eval("#board", (c) => c.dataset.position);
  // Someone pushed off six (the counts are the last three plain fields).
  const counts = position.split(" ").slice(2, 5).map(Number);
  assert.ok(counts.includes(6), position);
  await page.waitForTimeout(600);
  await shot(page, "abalone-three-over.png");
  assert.deepEqual(blocking(await stop()), [], "no main-thread task over 50 ms of work");
  assert.deepEqual(errors, []);
  await context.close();
});
