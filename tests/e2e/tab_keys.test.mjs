// Tâb by keyboard, turned and in high contrast, and on a phone: a throw-move made with the keys
// only (the tray reached with the arrows), the board turned half a turn where the hints still
// land on the pieces drawn, and seven throws in hand on a 360-px phone with the Throw button
// tapped.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, shot, watchErrors, waitForHumanOrEnd, moveList, hints, clickHint } from "./helpers.mjs";

const site = useSite();

/** Opens a saved Tâb game (South throws first) after `moves`, with the given settings. */
async function openSaved(page, moves, settings = null, seats = ["Human", { Computer: 1 }]) {
  await page.goto(site.server.url);
  await page.evaluate(
    ([moves, settings, seats]) => {
      localStorage.clear();
      const setup = { name: "start", options: { first: "south" }, seed: 7 };
      localStorage.setItem("ludus.game.v1", JSON.stringify({ saved: { version: 1, game: "tab", setup, moves }, seats }));
      if (settings) localStorage.setItem("ludus.settings", JSON.stringify(settings));
    },
    [moves, settings, seats]
  );
  await page.reload();
  await page.waitForSelector("#play:not([hidden])");
  assert.deepEqual(await moveList(page), moves);
}

const position = (page) => page.$eval("#board", (c) => c.dataset.position);

async function press(page, ...keys) {
  for (const key of keys) await page.keyboard.press(key);
}

test("a Tâb throw-move by keys only: the throw from the tray, the piece, Enter to confirm", async () => {
  const context = await site.browser.newContext({ viewport: { width: 1000, height: 760 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await openSaved(page, ["throw 1", "throw 2"]);
  assert.equal(await waitForHumanOrEnd(page), "human");
  assert.match(await position(page), / s move 1,2 /);
  // The canvas is the one tab stop: focus it, then only keys.
  await page.focus("#board");
  assert.equal(await page.evaluate(() => document.activeElement.id), "board");
  // The cursor starts on a1; Down from rank 1 reaches the tray, on the 1.
  await press(page, "ArrowDown", "Enter");
  assert.match(await page.textContent("#prompt"), /Choose a piece to move 1/);
  await shot(page, "tab-keys-throw.png");
  // Back up to a1, along rank 1 to i1, choose it: the 1 takes it to i2, the only way.
  await press(page, "ArrowUp", ...Array(8).fill("ArrowRight"), " ");
  assert.match(await page.textContent("#prompt"), /Confirm 1i1-i2/);
  await shot(page, "tab-keys-chosen.png");
  // Read aloud: the turn, each side's pieces, the move of the selection, the cursor.
  await page.keyboard.press("r");
  const said = await page.textContent("#announce");
  assert.match(said, /South to move with the throws 1, 2/);
  // (A count and its words are held together by no-break spaces: \s.)
  assert.match(said, /North, 9\son\sboard.*a4 \(never moved\)/);
  assert.match(said, /Moves: 1 from i1 to i2/);
  assert.match(said, /Cursor on i1 \(South, never moved\)/);
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.getElementById("board").dataset.plies === "3");
  assert.deepEqual((await moveList(page)).slice(0, 3), ["throw 1", "throw 2", "1i1-i2"]);
  assert.match(await position(page), / s move 2 /);
  // The 2 next, by keys too: up to i2, Space picks the piece (one move left), Enter plays it.
  await press(page, "ArrowUp", " ", "Enter");
  await page.waitForFunction(() => document.getElementById("board").dataset.plies === "4");
  assert.equal((await moveList(page))[3], "2i2-g2");
  assert.deepEqual(errors, []);
  await context.close();
});

test("Tâb turned for North and in high contrast: hints land on the pieces drawn, keys follow the board", async () => {
  const context = await site.browser.newContext({ viewport: { width: 1000, height: 760 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await openSaved(page, ["throw 1", "throw 2"], { flip: true, theme: "contrast" });
  assert.equal(await waitForHumanOrEnd(page), "human");
  // Turned: file i on the left, rank 1 at the top.
  const at = Object.fromEntries((await hints(page)).map(([n, x, y]) => [n, [x, y]]));
  assert.ok(at.i1[0] < at.a1[0], `i1 ${at.i1} is left of a1 ${at.a1}`);
  const board = await page.locator("#board").boundingBox();
  assert.ok(at.a1[1] < board.height / 2, "rank 1 is drawn at the top");
  await shot(page, "tab-flip-contrast.png");
  // A click on the hint i1 chooses i1: its only move is 1i1-i2.
  await clickHint(page, "i1");
  assert.match(await page.textContent("#prompt"), /Confirm 1i1-i2/);
  await shot(page, "tab-flip-contrast-chosen.png");
  await clickHint(page, "i2");
  await page.waitForFunction(() => document.getElementById("board").dataset.plies === "3");
  assert.equal((await moveList(page))[2], "1i1-i2");
  // The arrows follow the board as drawn: from i2 (where the last press left the cursor),
  // Right walks towards file a and Up goes to rank 1.
  await page.focus("#board");
  await press(page, "ArrowRight", "ArrowRight", "r");
  assert.match(await page.textContent("#announce"), /Cursor on g2\./);
  await press(page, "ArrowUp", "r");
  assert.match(await page.textContent("#announce"), /Cursor on g1 \(South, never moved\)\./);
  await press(page, "ArrowDown", "ArrowLeft", "ArrowLeft", " ");
  assert.match(await page.textContent("#prompt"), /Confirm 2i2-g2/);
  await shot(page, "tab-flip-contrast-keys.png");
  await page.keyboard.press("Escape");
  assert.match(await page.textContent("#prompt"), /Choose where the 2 takes i2/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("seven throws in hand on a 360-px phone: the tray wraps and the Throw button works by tap", async () => {
  const context = await site.browser.newContext({
    viewport: { width: 360, height: 640 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const errors = watchErrors(page);
  // The opening 1, then 4s, 6s and 1s throw again (rules §2): seven throws and still throwing.
  const moves = ["throw 1", "throw 4", "throw 4", "throw 6", "throw 1", "throw 4", "throw 4"];
  await openSaved(page, moves, null, ["Human", "Human"]);
  assert.match(await position(page), / s throw 1,1,4,4,4,4,6 /);
  const list = await hints(page);
  assert.equal(list.length, 1);
  const [name, x, y] = list[0];
  assert.equal(name, "Throw");
  const box = await page.locator("#board").boundingBox();
  assert.ok(x > 0 && x < box.width && y > 0 && y < box.height, `Throw at ${x},${y} is on the canvas`);
  assert.ok(box.y + y < 640 && box.x + x < 360, "the Throw button is on the first screen");
  await shot(page, "tab-phone-seven-throws.png");
  await page.touchscreen.tap(box.x + x, box.y + y);
  await page.waitForFunction((n) => Number(document.getElementById("board").dataset.plies) > n, moves.length);
  assert.match((await moveList(page))[moves.length], /^throw [12346]$/);
  // Eight throws now, or still throwing: either way every throw and button is on the canvas.
  const now = await hints(page);
  for (const [n, hx, hy] of now) assert.ok(hx > 0 && hx < box.width && hy > 0 && hy < box.height, `${n} at ${hx},${hy}`);
  await page.waitForTimeout(900);
  await shot(page, "tab-phone-eight-throws.png");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a stack in row 4 with a 1: only its top piece can move, so one press chooses it", async () => {
  const context = await site.browser.newContext({ viewport: { width: 1000, height: 760 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  // A random game (found by a search over random games) in which South's stack on i4 may not
  // move whole (rules §4.7, T12: another throw-move exists) but its top piece may step with a 1
  // (§4.2). Choosing the stack
  // must not offer the whole stack, whose moves are none: the player would see nothing to press.
  const moves = ["throw 2", "throw 3", "throw 3", "throw 3", "throw 3", "throw 2", "throw 1", "throw 2", "1i1-i2", "2i2-g2", "throw 2", "throw 1", "throw 1", "throw 3", "1d1-e1", "1a1-b1", "3g2-d2", "throw 2", "throw 1", "throw 4", "throw 2", "1b1-c1", "4d2-a3", "2a3-c3", "throw 2", "throw 2", "2c3-e3", "throw 3", "throw 2", "2e3-g3", "throw 3", "throw 3", "3g3-i4x", "throw 3", "throw 1", "throw 2", "1h1-i1", "2i1-h2", "throw 1", "throw 2", "1b4-a4", "throw 2", "2h2-f2", "throw 1", "throw 2", "1a4-a3", "2a3-c3", "throw 3", "3f2-c2", "throw 1", "throw 2", "1c3-d3", "2d3-f3", "throw 2", "2c2-a2", "throw 2", "2f3-h3", "throw 3", "3a2-c3", "throw 3", "3h3-h2", "throw 1", "throw 3", "1c1-d1", "3c3-f3", "throw 2", "2h2-f2", "throw 2", "2f3-h3", "throw 2", "2f2-d2", "throw 1", "throw 1", "throw 2", "1d1-e1", "1e1-f1", "2h3-i2", "throw 3", "3d2-a2", "throw 3", "3i2-f2", "throw 2", "2a2-b1", "throw 3", "3f2-c2", "throw 1", "throw 2", "1c4-b4", "2b4-a3", "throw 2", "2c2-a2", "throw 6", "throw 6", "throw 2", "2a3-c3", "6c3-i3", "6i3-d2", "throw 3", "3a2-c3", "throw 3", "3d2-a2", "throw 3", "3c3-f3", "throw 3", "3a2-c1", "throw 1", "throw 1", "throw 3", "1f1-g1", "3f3-i3", "1i3-i2", "throw 2", "throw 2", "2i2-g2", "throw 2", "throw 2", "2g2-e2", "throw 1", "throw 3", "1d4-c4", "3c4-a3", "throw 2", "2e2-c2", "throw 4", "throw 1", "throw 2", "1a3-b3", "4b3-f3", "2f3-h3", "throw 4", "throw 2", "2c2-a2", "4a2-d3", "throw 3", "3h3-h2", "throw 3", "3d3-g3", "throw 6", "throw 3", "3h2-e2", "6e2-b1", "throw 3", "3g3-i4", "throw 1", "throw 1", "throw 3", "1f4-e4", "1e4-d4", "3d4-a4", "throw 2", "throw 2", "2a4-b3", "throw 6", "throw 2", "throw 1", "throw 1", "throw 2", "1h4-g4", "1b3-c3s", "2b3-d3", "throw 1", "throw 2", "1g1-h1", "2h1-i2", "throw 3", "3d3-g3", "throw 3", "3i2-f2", "throw 3", "3g3-i2", "throw 6", "throw 3", "6f2-a3", "3a3-d3", "throw 2", "2c3-e3", "throw 2", "2d3-f3", "throw 3", "3i2-f2", "throw 3", "3f3-i3", "throw 3", "3e3-h3", "throw 1", "throw 3"];
  await openSaved(page, moves, null, ["Human", "Human"]);
  assert.equal(await waitForHumanOrEnd(page), "human");
  assert.match(await position(page), / s move 1,3 /);
  await clickHint(page, "i4");
  assert.match(await page.textContent("#prompt"), /Confirm 1i4-h4s/);
  await page.click("#confirm");
  await page.waitForFunction((n) => Number(document.getElementById("board").dataset.plies) === n + 1, moves.length);
  assert.equal((await moveList(page)).at(-1), "1i4-h4s");
  assert.deepEqual(errors, []);
  await context.close();
});
