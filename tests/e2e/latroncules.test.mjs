// Latroncules in the browser: a game against the computer by clicks on the canvas, with a
// cavalier jump and a capture among the human's moves.
import { test } from "node:test";
import assert from "node:assert/strict";
import { shot, watchErrors, waitForHumanOrEnd, moveList, hints, clickHint, useSite } from "./helpers.mjs";

const site = useSite();

/** The legal moves now, from the game's own API given the position the app shows. */
async function legalMoves(page) {
  return page.evaluate(async () => {
    // The engine's module, as the page loaded it (nothing of it is on `window`).
    const { LudusGame } = await (async () => {
      // The page's module, once it runs the page (the first screen came before it).
      while (!document.documentElement.hasAttribute("data-ready")) await new Promise((r) => setTimeout(r, 20));
      return import(new URL(document.querySelector("meta[name=ludus-page]").content.split(" ")[0], document.baseURI).href);
    })();
    const text = document.getElementById("board").dataset.position;
    const g = LudusGame.fromPosition("latroncules", text, null);
    const moves = g.legalMoves();
    g.free();
    return moves;
  });
}

test("a human plays Latroncules against the computer by clicks, with a jump and a capture", async () => {
  const context = await site.browser.newContext({ viewport: { width: 1100, height: 800 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(site.server.url);
  await page.waitForSelector("#home:not([hidden])");
  await page.click('.game-card[data-game="latroncules"]');
  await page.selectOption("#seat-0", "human");
  await page.selectOption("#seat-1", "1");
  await page.click("#start");
  await page.waitForSelector("#play:not([hidden])");

  // A refused move is explained: the fantassin a2 cannot go sideways.
  await waitForHumanOrEnd(page);
  await clickHint(page, "a2");
  const box = await page.locator("#board").boundingBox();
  const b3 = (await hints(page)).find((x) => x[0] === "a3");
  const cell = (await page.$eval("#board", (c) => c.getBoundingClientRect().width)) * 0.1;
  await page.mouse.click(box.x + b3[1] + cell, box.y + b3[2]);
  assert.match(await page.textContent("#notice"), /fantassin moves one square straight forward/);
  await page.keyboard.press("Escape");

  let jumped = false;
  let captured = false;
  for (let n = 0; n < 80 && !(jumped && captured); n++) {
    if ((await waitForHumanOrEnd(page, 60000)) === "over") break;
    const moves = await legalMoves(page);
    // Prefer what the test must show; otherwise the first fantassin step or any move.
    const pick =
      moves.find((m) => m.includes(":") && m.includes("x")) ||
      (!jumped && moves.find((m) => m.includes(":"))) ||
      (!captured && moves.find((m) => m.includes("x"))) ||
      moves[(n * 7) % moves.length];
    const from = pick.slice(0, 2);
    const to = pick.slice(3, 5);
    const before = Number(await page.$eval("#board", (c) => c.dataset.plies));
    await clickHint(page, from);
    await clickHint(page, to);
    await page.waitForFunction((p) => Number(document.getElementById("board").dataset.plies) > p, before);
    const mine = (await moveList(page))[before];
    assert.equal(mine, pick);
    jumped ||= mine.includes(":");
    captured ||= mine.includes("x");
  }
  assert.ok(jumped, "the human made a cavalier jump");
  assert.ok(captured, "the human captured a piece");
  await shot(page, "latroncules-midgame.png");
  const list = await moveList(page);
  for (const m of list) assert.match(m, /^[a-h][1-8][-:][a-h][1-8](x[a-h][1-8])*(=C)?$/);
  assert.deepEqual(errors, []);
  await context.close();
});
