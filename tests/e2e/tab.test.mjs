// Tâb in the browser: a whole game against the computer by clicks on the canvas — throws
// collected in the tray, throw → piece → destination, passes — with a stack and a capture.
import { test } from "node:test";
import assert from "node:assert/strict";
import { shot, watchErrors, waitForHumanOrEnd, moveList, useSite, hints, clickHintAt as click, playTabAction, throwWhileDue, goHome } from "./helpers.mjs";

const site = useSite();

/** The squares holding a North stack, read off the position text (rules §7: ranks 4 to 1). */
function northSquares(position) {
  const out = [];
  position.split(" ")[0].split("/").forEach((rank, i) => {
    let file = 0;
    for (const token of rank.split(",")) {
      if (/^[0-9]$/.test(token)) file += Number(token);
      else {
        if (/^[nN]/.test(token)) out.push("abcdefghi"[file] + (4 - i));
        file += 1;
      }
    }
  });
  return out;
}

/** Seeded choice so a failing game can be replayed. */
function chooser(seed) {
  let s = seed;
  return (list) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return list[s % list.length];
  };
}

/** Whether position text shows a stack (two pieces on one square). */
function hasStack(position) {
  return position.split(" ")[0].split(/[/,]/).some((cell) => cell.replace(/[+*]/g, "").length >= 2);
}

/** A Tâb game on screen: South a human who opens, North the computer at Easy. */
async function southAgainstEasy() {
  const context = await site.browser.newContext({ viewport: { width: 1100, height: 800 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(site.server.url);
  await page.waitForSelector("#home:not([hidden])");
  await page.click('.game-card[data-game="tab"]');
  await page.selectOption("#seat-0", "human");
  await page.selectOption("#seat-1", "1");
  await page.selectOption('.rule-option[data-key="first"]', "south");
  await page.click("#start");
  await page.waitForSelector("#play:not([hidden])");
  return { context, page, errors };
}

test("a human plays a whole Tâb game against the computer by clicks", async () => {
  const { context, page, errors } = await southAgainstEasy();

  const pick = chooser(11);
  let sawStack = false;
  let humanActions = 0;
  let humanThrows = 0;
  for (let turn = 0; turn < 600; turn++) {
    humanThrows += await throwWhileDue(page);
    const state = await waitForHumanOrEnd(page, 60000);
    if (state === "over") break;
    const before = await page.$eval("#board", (c) => c.dataset.position);
    assert.match(before, / s move /, "the human acts only with throws in hand");
    await playTabAction(page, pick);
    humanActions++;
    const after = await page.$eval("#board", (c) => c.dataset.position);
    sawStack ||= hasStack(after);
    if (humanActions === 12) await shot(page, "tab-midgame.png");
  }
  assert.equal(await waitForHumanOrEnd(page), "over");
  assert.match(await page.textContent("#turn"), /wins!|Draw/);
  const moves = await moveList(page);
  assert.ok(moves.some((m) => /^throw [12346]$/.test(m)), "throws are in the move list");
  assert.ok(moves.some((m) => /^[12346][a-i][1-4]-[a-i][1-4]s?x/.test(m)), "a capture was played");
  assert.ok(sawStack, "a stack was formed");
  assert.ok(humanThrows > 0, "the human threw the coins with the Throw button");
  for (const m of moves) assert.match(m, /^(throw [12346]|pass|[12346][a-i][1-4]-[a-i][1-4]s?x?r?)$/);
  await shot(page, "tab-over.png");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a hint where a throw is due weighs it: the chances before it falls, each outcome and the best action it leaves", async () => {
  const { context, page, errors } = await southAgainstEasy();
  assert.equal(await waitForHumanOrEnd(page), "human");
  // South's first throw: the opening's, where only a 1 starts the game.
  await page.click("#hint");
  await page.waitForFunction(() => /Before your throw/.test(document.getElementById("notice").textContent), null, { timeout: 15000 });
  const said = await page.textContent("#notice");
  assert.match(said, /^Before your throw, your chances are \d+%\. Throw 1 \(25%\): /, said);
  for (const value of ["2 (38%)", "3 (25%)", "4 (6%)", "6 (6%)"]) assert.ok(said.includes(`Throw ${value}: another throw.`), said);
  // After the first 1, its thrower throws again: a 2 or a 3 then leaves a move, told in words
  // (a game imported at that point, both seats played here).
  await goHome(page);
  await page.click("#import-btn");
  await page.fill("#text-area", '[Ludus "1"]\n[Game "tab"]\n[Seed "3"]\n[Seats "human, human"]\n\n1. throw 1\n');
  await page.click("#text-import");
  await page.waitForSelector("#play:not([hidden])");
  assert.equal(await waitForHumanOrEnd(page), "human");
  await page.click("#hint");
  const moved = /Throw 2 \(38%\): (South|North) moved [a-i][1-4] to [a-i][1-4] with a [12]/;
  await page.waitForFunction((src) => new RegExp(src).test(document.getElementById("notice").textContent), moved.source, { timeout: 15000 });
  assert.match(await page.textContent("#notice"), /Throw 1 \(25%\): another throw\./);
  await shot(page, "tab-hint-throw-after-1.png");
  await shot(page, "tab-hint-throw.png");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a refused choice is explained and the tray offers only usable throws", async () => {
  const context = await site.browser.newContext({ viewport: { width: 1000, height: 760 } });
  const page = await context.newPage();
  // Seed 32 is a game in which North, moving first, has captured a1 before South's first
  // move: the enemy piece the test clicks is read off the position, not assumed.
  await page.goto(site.server.url + "?seed=32");
  await page.waitForSelector("#home:not([hidden])");
  await page.click('.game-card[data-game="tab"]');
  await page.selectOption("#seat-0", "human");
  await page.selectOption("#seat-1", "1");
  await page.selectOption('.rule-option[data-key="first"]', "south");
  await page.click("#start");
  await page.waitForSelector("#play:not([hidden])");
  await waitForHumanOrEnd(page, 60000);
  // The turn starts with South's throws to make, by hand; the computer never throws for South.
  assert.match(await page.textContent("#turn"), /South to throw/);
  await page.keyboard.press("t");
  await throwWhileDue(page);
  // Undo never takes back a throw.
  const plies = await page.$eval("#board", (c) => c.dataset.plies);
  await page.click("#undo");
  assert.match(await page.textContent("#notice"), /A throw cannot be taken back/);
  assert.equal(await page.$eval("#board", (c) => c.dataset.plies), plies);
  const position = await page.$eval("#board", (c) => c.dataset.position);
  // South's first turn: the opening 1 is in hand, every piece is unmoved, so only 1s are used.
  assert.match(position, / s move 1/);
  const list = await hints(page);
  assert.ok(list.some((h) => h[0] === "throw 1"));
  assert.ok(!list.some((h) => /^throw [2346]$/.test(h[0])), JSON.stringify(list));
  // An enemy piece is refused with a reason.
  const enemy = northSquares(position)[0];
  const home = list.find((h) => /^[a-i]1$/.test(h[0]));
  const cell = (await page.$eval("#board", (c) => c.getBoundingClientRect().width)) / 10.5;
  const dx = enemy.charCodeAt(0) - home[0].charCodeAt(0);
  const dy = Number(enemy[1]) - 1;
  await click(page, [enemy, home[1] + dx * cell, home[2] - dy * cell]);
  await page.waitForSelector("#notice:not([hidden])");
  assert.match(await page.textContent("#notice"), /Choose one of your pieces/);
  await context.close();
});
