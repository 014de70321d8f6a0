// The hexagon boards (Abalone, Cabale) by keyboard only, turned for the other side and in high
// contrast: moves made with arrows, Enter and Space on the focused canvas, checked by the move
// list; hints clicked on a turned board land on the pieces they name.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useSite, shot, watchErrors, startAbalone, waitForHumanOrEnd, moveList, hints, clickHint,
} from "./helpers.mjs";

const site = useSite();

/**
 * The board's keyboard cursor as the views move it (src/views/hex.rs `arrow_step`), so a test
 * can steer it to a named cell: ← → along the row, ↑ ↓ to the row above or below, to the
 * neighbour nearer the remembered column. It starts on E5, column 0, on an unturned board.
 */
function cursor() {
  const at = (name) => [name.charCodeAt(0) - 64, Number(name[1])];
  const x = ([r, d]) => d - 5 - (r - 5) / 2;
  const on = ([r, d]) => r >= 1 && r <= 9 && d >= 1 && d <= 9 && Math.abs(r - d) <= 4;
  // E, NE, NW, W, SW, SE: the engine's order, which breaks ties.
  const dirs = [[0, 1], [1, 1], [1, 0], [0, -1], [-1, -1], [-1, 0]];
  const state = { cell: [5, 5], column: 0, onButton: false };
  const step = (key) => {
    const [r, d] = state.cell;
    const near = dirs.map(([dr, dd]) => [r + dr, d + dd]).filter(on);
    let next = null;
    if (key === "ArrowLeft" || key === "ArrowRight") {
      next = near.find(([nr, nd]) => nr === r && (nd - d) * (key === "ArrowLeft" ? -1 : 1) > 0);
      if (next) state.column = x(next);
    } else {
      const up = key === "ArrowUp" ? 1 : -1;
      for (const n of near.filter(([nr]) => nr === r + up)) {
        if (!next || Math.abs(x(n) - state.column) < Math.abs(x(next) - state.column)) next = n;
      }
    }
    if (next) state.cell = next;
  };
  /** Presses `key` on the cell under the cursor; Abalone's cursor then keeps to its column. */
  state.press = async (page, key) => {
    state.column = x(state.cell);
    await page.keyboard.press(key);
  };
  /** From the cells down onto the buttons under Cabale's board. */
  state.toButtons = async (page) => {
    if (state.onButton) return;
    await state.goTo(page, "A1");
    await page.keyboard.press("ArrowDown");
    state.onButton = true;
  };
  /** Presses the arrows that take the cursor to cell `name`. */
  state.goTo = async (page, name) => {
    if (state.onButton) {
      await page.keyboard.press("ArrowUp");
      state.onButton = false;
    }
    const [tr, td] = at(name);
    for (let i = 0; i < 20 && state.cell[0] !== tr; i++) {
      const key = state.cell[0] < tr ? "ArrowUp" : "ArrowDown";
      step(key);
      await page.keyboard.press(key);
    }
    for (let i = 0; i < 20 && state.cell[1] !== td; i++) {
      const key = state.cell[1] < td ? "ArrowRight" : "ArrowLeft";
      step(key);
      await page.keyboard.press(key);
    }
    assert.deepEqual(state.cell, [tr, td], `the cursor reached ${name}`);
  };
  return state;
}

const plies = (page) => page.$eval("#board", (c) => Number(c.dataset.plies));

/** Waits until the human may act after the move list has `n` entries. */
async function afterMoves(page, n) {
  await page.waitForFunction((n) => document.querySelectorAll("#move-list .mv").length >= n, n);
  await waitForHumanOrEnd(page);
  return moveList(page);
}

async function settings(page, value) {
  await page.goto(site.server.url);
  await page.evaluate((v) => localStorage.setItem("ludus.settings", JSON.stringify(v)), value);
  await page.reload();
}

test("Abalone by keys only: select, move by direction key and by Enter, pick one of two side-steps", async () => {
  const context = await site.browser.newContext({ viewport: { width: 1000, height: 720 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(site.server.url);
  await startAbalone(page, { black: "human", white: "1" });
  assert.equal(await waitForHumanOrEnd(page), "human");
  await page.focus("#board");
  const c = cursor();

  // C4 with Space, then "e" moves it north-east. Each arrow key speaks the cell it reaches,
  // what is on it and what a press will do; the board is an application to screen readers, so
  // their arrows reach it.
  assert.equal(await page.getAttribute("#board", "role"), "application");
  await c.goTo(page, "C4");
  assert.equal(await page.textContent("#announce"), "C4: black marble. Press to select it.");
  await c.press(page, "Space");
  assert.match(await page.textContent("#prompt"), /Move C4/);
  await page.keyboard.press("e");
  let moves = await afterMoves(page, 2);
  assert.equal(moves[0], "C4D5");

  // C5 with Space, then Enter on D6, the cell it goes to.
  await c.goTo(page, "C5");
  await c.press(page, " ");
  await c.goTo(page, "D6");
  await c.press(page, "Enter");
  moves = await afterMoves(page, 4);
  assert.equal(moves[2], "C5D6");

  // B5 and B6 side-stepping onto C6: north-east or north-west, the player chooses.
  await c.goTo(page, "B5");
  await c.press(page, "Space");
  await c.goTo(page, "B6");
  await c.press(page, "Space");
  await c.goTo(page, "C6");
  await c.press(page, "Enter");
  assert.match(await page.textContent("#prompt"), /Two moves reach C6/);
  assert.deepEqual((await hints(page)).map(([n]) => n).sort(), ["C5", "C7"], "each choice on its own cell");
  await page.waitForTimeout(400);
  await shot(page, "hex-keys-abalone-choice.png");
  // Read out: the position in words, the group and its moves.
  await page.keyboard.press("r");
  assert.match(await page.textContent("#announce"), /Black to move\. Black, 14 on the board: A1–A5/);
  await c.goTo(page, "C5");
  await page.keyboard.press("Enter");
  moves = await afterMoves(page, 6);
  assert.equal(moves[4], "B5B6C5", "the north-west side-step, chosen on C5");
  assert.deepEqual(errors, []);
  await context.close();
});

test("Abalone turned and in high contrast: hints land on the marbles they name", async () => {
  const context = await site.browser.newContext({ viewport: { width: 1000, height: 720 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await settings(page, { flip: true, theme: "contrast" });
  await startAbalone(page, { black: "human", white: "1" });
  assert.equal(await waitForHumanOrEnd(page), "human");
  const box = await page.locator("#board").boundingBox();
  const a1 = (await hints(page)).find(([n]) => n === "A1");
  assert.ok(a1, "A1 is offered");
  assert.ok(a1[2] < box.height / 2 && a1[1] > box.width / 2, `turned: Black's A1 is at the upper right (${a1})`);
  await clickHint(page, "A1");
  await page.focus("#board");
  // Pointing at D4 shows where the line would go.
  const d4 = (await hints(page)).find(([n]) => n === "D4");
  await page.mouse.move(box.x + d4[1], box.y + d4[2]);
  await page.waitForTimeout(300);
  await shot(page, "hex-keys-abalone-flipped-contrast.png");
  await clickHint(page, "D4");
  const moves = await afterMoves(page, 2);
  assert.equal(moves[0], "A1B2");
  assert.deepEqual(errors, []);
  await context.close();
});

/** Home screen → Cabale for two, the human first seat against the computer. */
async function startCabale(page) {
  await page.waitForSelector("#home:not([hidden])");
  await page.click('.game-card[data-game="cabale"]');
  await page.selectOption('.rule-option[data-key="players"]', "2");
  await page.selectOption("#seat-0", "human");
  await page.selectOption("#seat-1", "1");
  await page.click("#start");
  await page.waitForSelector("#play:not([hidden])");
}

const legal = (page) =>
  page.evaluate(async () => {
    // The engine's module, as the page loaded it (nothing of it is on `window`).
    const { LudusGame } = await (async () => {
      // The page's module, once it runs the page (the first screen came before it).
      while (!document.documentElement.hasAttribute("data-ready")) await new Promise((r) => setTimeout(r, 20));
      return import(new URL(document.querySelector("meta[name=ludus-page]").content.split(" ")[0], document.baseURI).href);
    })();
    const text = document.getElementById("board").dataset.position;
    const g = LudusGame.fromPosition("cabale", text, null);
    const moves = g.legalMoves();
    g.free();
    return moves;
  });

test("Cabale by keys only: placement, path, block, blockade line and skip", async () => {
  const context = await site.browser.newContext({ viewport: { width: 1000, height: 760 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(site.server.url);
  await startCabale(page);
  const c = cursor();
  let runs = 0;
  let blockade = false;
  let focused = false;
  for (let i = 0; i < 80 && (runs < 2 || !blockade); i++) {
    if ((await waitForHumanOrEnd(page, 60000)) === "over") break;
    if (!focused) {
      await page.focus("#board");
      focused = true;
    }
    const moves = await legal(page);
    const before = (await moveList(page)).length;
    if (moves[0].startsWith("@") || moves[0].split("-").length === 3) {
      // A new turn: the view took the cursor off the buttons.
      c.onButton = false;
    }
    if (moves[0].startsWith("@")) {
      await c.goTo(page, moves[0].slice(1));
      await page.keyboard.press("Enter");
    } else if (moves[0].split("-").length === 3) {
      const [, turn, end] = moves[(runs * 7) % moves.length].split("-");
      await c.goTo(page, turn);
      await page.keyboard.press("Enter");
      assert.match(await page.textContent("#prompt"), new RegExp(`Turning on ${turn}`));
      await c.goTo(page, end);
      if (runs === 0) {
        // The cursor on the end cell shows the runner's whole path.
        await page.waitForTimeout(400);
        await shot(page, "hex-keys-cabale-path.png");
      }
      await page.keyboard.press("Enter");
      runs++;
      // The cursor goes to the buttons for single or double.
      c.onButton = true;
    } else if (moves.includes("single")) {
      await page.keyboard.press("Enter");
    } else if (moves.some((m) => m.startsWith("x"))) {
      await c.goTo(page, moves.find((m) => m.startsWith("x")).slice(1));
      await page.keyboard.press("Enter");
    } else if (moves.includes("stop")) {
      await c.toButtons(page);
      await page.keyboard.press("Enter");
    } else if (moves.includes("skip")) {
      const edge = moves.find((m) => m.startsWith("|"));
      if (!blockade && edge) {
        // Enter on a cell offers its lines: the arrows go round them, Enter places one.
        await c.goTo(page, edge.slice(1, 3));
        await page.keyboard.press("Enter");
        assert.match(await page.textContent("#prompt"), /Blockade on/);
        await page.keyboard.press("ArrowRight");
        await page.waitForTimeout(100);
        await shot(page, "hex-keys-cabale-blockade.png");
        await page.keyboard.press("Enter");
        blockade = true;
      } else {
        await c.toButtons(page);
        await page.keyboard.press("Enter");
      }
    } else {
      throw new Error(`unexpected choices: ${moves.join(" ")}`);
    }
    await page.waitForFunction((n) => document.querySelectorAll("#move-list .mv").length > n, before);
  }
  const list = await moveList(page);
  assert.ok(runs >= 2, `the human ran ${runs} times by keys`);
  assert.ok(blockade && list.some((m) => m.startsWith("|")), "a blockade placed by keys");
  await page.keyboard.press("r");
  assert.match(await page.textContent("#announce"), /Red: runner on [A-I][1-9]/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("Cabale turned and in high contrast: hints land on the cells they name", async () => {
  const context = await site.browser.newContext({ viewport: { width: 1000, height: 760 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await settings(page, { flip: true, theme: "contrast" });
  await startCabale(page);
  let placed = false;
  for (let i = 0; i < 20 && !placed; i++) {
    await waitForHumanOrEnd(page, 60000);
    const moves = await legal(page);
    if (!moves[0].startsWith("@")) break;
    const box = await page.locator("#board").boundingBox();
    const list = await hints(page);
    const low = list.find(([n]) => n[0] === "A");
    assert.ok(low && low[2] < box.height / 2, `turned: row A is at the top (${low})`);
    const start = await plies(page);
    await clickHint(page, moves[0].slice(1));
    await page.waitForFunction((n) => Number(document.getElementById("board").dataset.plies) > n, start);
    assert.equal((await moveList(page)).at(-1), moves[0]);
    placed = true;
  }
  assert.ok(placed, "the human placed a runner by a click on the turned board");
  await waitForHumanOrEnd(page, 60000);
  await page.focus("#board");
  await page.waitForTimeout(300);
  await shot(page, "hex-keys-cabale-flipped-contrast.png");
  assert.deepEqual(errors, []);
  await context.close();
});
