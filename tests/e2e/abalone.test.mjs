// Abalone in the browser: group moves chosen by clicks, a drag and keys on the real canvas.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useSite, shot, watchErrors, startAbalone, waitForHumanOrEnd, moveList, hints, clickCanvas, clickHint,
  dragHints,
} from "./helpers.mjs";
import { traceMainThread, blocking } from "./helpers.mjs";

// In-line: trailing marble + its destination; broadside: two end cells + where the first goes.
const NOTATION = /^[A-I][1-9][A-I][1-9]([A-I][1-9])?$/;

const site = useSite();

const plies = (page) => page.$eval("#board", (c) => Number(c.dataset.plies));

/** Waits for the human's turn again and returns the move list. */
async function afterReply(page) {
  await waitForHumanOrEnd(page);
  return moveList(page);
}

/** A screenshot once the last move's animation is over. */
async function stillShot(page, name) {
  await page.waitForTimeout(500);
  await shot(page, name);
}

/** Seeded choice so a failing game can be replayed. */
function chooser(seed) {
  let s = seed;
  return (list) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return list[s % list.length];
  };
}

/** Whether cell `name` (e.g. "C3") holds a marble of the side to move, per the position text. */
function ownMarble(position, name) {
  const [cells, side] = position.split(" ");
  const row = name.charCodeAt(0) - 64;
  const diag = Number(name[1]);
  let index = 0;
  for (let r = 1; r < row; r++) index += 9 - Math.abs(r - 5);
  index += diag - Math.max(1, row - 4);
  return cells[index] === side;
}

/**
 * Plays one move by clicking highlighted cells until one of them is a destination: the first
 * click picks a marble, later ones either add a marble to the group or move it.
 */
async function playSomeMove(page, pick) {
  const start = await plies(page);
  const position = await page.$eval("#board", (c) => c.dataset.position);
  for (let i = 0; i < 8; i++) {
    const list = await hints(page);
    if (!list.length) {
      await page.keyboard.press("Escape");
      continue;
    }
    // After the first marble, prefer destinations to more marbles, so the clicks converge.
    const targets = list.filter(([name]) => !ownMarble(position, name));
    const [, x, y] = pick(i > 0 && targets.length ? targets : list);
    await clickCanvas(page, x, y);
    if ((await plies(page)) > start) return;
  }
  throw new Error("no move after 8 clicks on highlighted cells");
}

test("a human plays Abalone group moves by click-click, drag and keys", async () => {
  const context = await site.browser.newContext({ viewport: { width: 1100, height: 760 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(site.server.url);
  await startAbalone(page, { black: "human", white: "1", setup: "standard" });
  assert.equal(await waitForHumanOrEnd(page), "human");
  // Every black marble that can move is offered, no white one.
  const offered = (await hints(page)).map(([n]) => n);
  assert.ok(offered.includes("A1") && offered.includes("C5") && !offered.some((n) => /^[G-I]/.test(n)));

  // Click-click: the trailing marble A1, then the cell past the line's front → A1 B2 C3 move NE.
  await clickHint(page, "A1");
  assert.ok((await hints(page)).some(([n]) => n === "D4"), "D4 is offered past the A1-B2-C3 line");
  await clickHint(page, "D4");
  let moves = await afterReply(page);
  assert.equal(moves[0], "A1B2");

  // Drag across C4 and C5, then side-step them NE (D4 is now taken, so NW is not offered).
  await dragHints(page, ["C4", "C5"]);
  const targets = (await hints(page)).map(([n]) => n);
  assert.ok(targets.includes("D6") && targets.includes("C6"), `targets after the drag: ${targets}`);
  await clickHint(page, "D6");
  moves = await afterReply(page);
  assert.equal(moves[2], "C4C5D5");

  // Keys: the cursor stays on D6; Space selects it, ← and Space add D5, "d" moves the pair east.
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("Space");
  assert.match(await page.textContent("#prompt"), /Move D6 D5/);
  await stillShot(page, "abalone-keys.png");
  await page.keyboard.press("d");
  moves = await afterReply(page);
  assert.equal(moves[4], "D5D6");

  // Then any moves the highlights offer, the computer answering each.
  const pick = chooser(11);
  for (let turn = 0; turn < 6; turn++) {
    if ((await waitForHumanOrEnd(page)) === "over") break;
    if (turn === 4) {
      // Mid-game, with a group chosen so its arrows and targets show.
      await clickHint(page, (await hints(page)).at(-1)[0]);
      await stillShot(page, "abalone-midgame.png");
      await page.keyboard.press("Escape");
    }
    await playSomeMove(page, pick);
  }
  moves = await afterReply(page);
  assert.ok(moves.length >= 17, `${moves.length} moves`);
  for (const m of moves) assert.match(m, NOTATION);
  assert.equal(await plies(page), moves.length);
  assert.deepEqual(errors, []);
  await context.close();
});

// At 1 CSS pixel per device pixel: with software compositing (no GPU here) every animation frame
// copies the whole canvas, which at 2× alone can exceed 50 ms on a busy machine.
test("the computer's thinking and the move animations never block the page", async () => {
  const context = await site.browser.newContext({ viewport: { width: 1000, height: 700 } });
  const page = await context.newPage();
  await page.goto(site.server.url);
  await startAbalone(page, { black: "human", white: "2" });
  const stop = await traceMainThread(site.browser, page);
  const pick = chooser(5);
  for (let turn = 0; turn < 4; turn++) {
    if ((await waitForHumanOrEnd(page)) === "over") break;
    await playSomeMove(page, pick);
  }
  await waitForHumanOrEnd(page);
  await page.waitForTimeout(500);
  assert.deepEqual(blocking(await stop()), [], "no main-thread task over 50 ms of work while playing");
  await context.close();
});

test("a sumito on the rim ejects a marble into Black's tray, and refusals explain", async () => {
  const context = await site.browser.newContext({ viewport: { width: 1000, height: 700 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(site.server.url);
  await page.waitForSelector("#home:not([hidden])");
  // White walks a marble to D1; Black lines up D2 and D3 behind it.
  const moves = ["C3D3", "G5G4", "B2C2", "G4G3", "C2D2", "G3F2", "B6C6", "F2E2", "C6D6", "E2D1"];
  await page.evaluate(
    (moves) =>
      localStorage.setItem(
        "ludus.game.v1",
        JSON.stringify({
          saved: { version: 1, game: "abalone", setup: { name: "standard", options: {}, seed: 1 }, moves },
          seats: ["Human", { Computer: 1 }],
        })
      ),
    moves
  );
  await page.reload();
  await page.waitForSelector("#play:not([hidden])");
  assert.equal(await waitForHumanOrEnd(page), "human");
  assert.deepEqual(await moveList(page), moves);

  // Refusals explain: the opponent's marble with nothing chosen, then a lone marble pushing.
  const at = Object.fromEntries((await hints(page)).map(([n, x, y]) => [n, [x, y]]));
  const d1 = [2 * at.D2[0] - at.D3[0], 2 * at.D2[1] - at.D3[1]];
  await clickCanvas(page, ...d1);
  assert.match(await page.textContent("#notice"), /D1 is not yours/);
  await clickHint(page, "D2");
  await clickCanvas(page, ...d1);
  assert.match(await page.textContent("#notice"), /single marble cannot push/);
  await page.keyboard.press("Escape");
  assert.equal(await plies(page), moves.length);

  // D3, then the white marble: D3 and D2 push it off the board.
  await clickHint(page, "D3");
  assert.ok((await hints(page)).some(([n]) => n === "D1"), "the white marble on D1 is offered");
  await clickHint(page, "D1");
  await waitForHumanOrEnd(page);
  const list = await moveList(page);
  assert.equal(list[10], "D3D2");
  const facts = await page.$$eval("#facts dt, #facts dd", (els) => els.map((e) => e.textContent.trim()));
  assert.equal(facts[facts.indexOf("Black has pushed off") + 1], "1 of 6");
  assert.equal(await plies(page), list.length);
  await stillShot(page, "abalone-ejected.png");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a marble offered to join the group always makes a group that can move", async () => {
  const context = await site.browser.newContext({ viewport: { width: 1000, height: 700 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(site.server.url);
  await startAbalone(page, { white: "human" });
  assert.equal(await waitForHumanOrEnd(page), "human");
  const position = await page.$eval("#board", (c) => c.dataset.position);
  const prompt = () => page.textContent("#prompt");
  const own = async () => (await hints(page)).map(([n]) => n).filter((n) => ownMarble(position, n));
  const clear = async () => {
    for (let i = 0; i < 4 && !/^Select 1/.test(await prompt()); i++) {
      await page.keyboard.press("Escape");
    }
  };
  // In the opening, A1 with A2 offered once led to A1 A2 A3, which cannot move (the rim
  // behind, its own marbles in front and along the row), and nothing could be added.
  let checked = 0;
  // Adds each offered marble in turn to the group `path` chose; a group that cannot move yet
  // must say so and offer the marble that makes it move.
  const explore = async (path) => {
    for (const next of await own()) {
      if (path.includes(next)) continue;
      await clickHint(page, next);
      const said = await prompt();
      const group = [...path, next].join(" then ");
      if (/cannot move/.test(said)) {
        assert.match(said, /add a marble in line/, group);
        assert.ok((await own()).length > 0, `${group}: ${said}, and no marble is offered`);
        await explore([...path, next]);
      }
      checked++;
      await clear();
      for (const cell of path) await clickHint(page, cell);
    }
  };
  for (const first of await own()) {
    await clear();
    await clickHint(page, first);
    await explore([first]);
  }
  assert.ok(checked > 10, `${checked} groups checked`);
  assert.deepEqual(errors, []);
  await context.close();
});
