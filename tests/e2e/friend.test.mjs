// Playing a friend on another device (issue 18, points 1, 2 and 6): two browsers (two
// contexts, each its own storage and so its own device), a Qawale game started "with a friend
// on another device". Each board takes only its own seat's moves, the link is offered as soon as
// a move hands the turn over, an arriving link says what the friend played, and the library
// card says whose turn it is and when the last move came.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useSite, shot, watchErrors, startQawale, waitForHumanOrEnd, playQawaleMove, moveList, plies, waitForPlies,
  waitForNotice, goHome, listedGames,
} from "./helpers.mjs";

const site = useSite();

async function player(viewport = { width: 1000, height: 760 }) {
  const context = await site.browser.newContext({ viewport });
  const page = await context.newPage();
  const errors = watchErrors(page);
  return { context, page, errors };
}

/** The link the app offers after a hand-over: the text box opens by itself. */
async function offeredLink(page) {
  await page.waitForSelector("#text-box:not([hidden])");
  assert.equal(await page.getAttribute("#text-box", "data-use"), "link");
  const url = await page.inputValue("#text-area");
  // A game between devices travels in a version 2 link (its seats' devices).
  assert.match(url, /#game=2\.[A-Za-z0-9_-]+$/, url);
  await page.click("#text-close");
  await page.waitForSelector("#text-box[hidden]", { state: "attached" });
  return url;
}

async function turnLine(page) {
  return (await page.textContent("#turn")).replace(/\s+/g, " ").trim();
}

async function boardState(page) {
  return page.$eval("#board", (c) => c.dataset.state);
}

test("two devices play one game, each its own seat, by link both ways", async () => {
  const a = await player();
  const b = await player({ width: 360, height: 640 });
  await a.page.goto(site.server.url);
  await startQawale(a.page, { light: "human", dark: "friend" });
  assert.match(await turnLine(a.page), /You are Light — your turn/);
  assert.equal(await waitForHumanOrEnd(a.page), "human");
  // Light plays with the mouse; the link is offered at once and the board waits for Dark.
  await playQawaleMove(a.page);
  await waitForPlies(a.page, 1);
  const first = (await moveList(a.page))[0];
  const link1 = await offeredLink(a.page);
  assert.equal(await boardState(a.page), "waiting");
  assert.match(await turnLine(a.page), /Waiting for Dark/);
  // A click on the board does nothing for Dark's seat here.
  const box = await a.page.locator("#board").boundingBox();
  await a.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  assert.equal(await plies(a.page), 1);

  // The friend opens the link on their phone: they take Dark, and are told what Light played.
  await b.page.goto(link1);
  await b.page.waitForSelector("#play:not([hidden])");
  await waitForPlies(b.page, 1);
  const told = await waitForNotice(b.page, /You play Dark/);
  assert.ok(told.includes(`Light played ${first}.`), told);
  assert.match(await turnLine(b.page), /You are Dark — your turn/);
  assert.equal(await waitForHumanOrEnd(b.page), "human");
  await shot(b.page, "friend-arrived-phone.png");
  await playQawaleMove(b.page);
  await waitForPlies(b.page, 2);
  const reply = (await moveList(b.page))[1];
  const link2 = await offeredLink(b.page);
  assert.equal(await boardState(b.page), "waiting");

  // Back on the first device: the reply arrives and is named.
  await a.page.goto(link2);
  await waitForPlies(a.page, 2);
  const back = await waitForNotice(a.page, /Dark played/);
  assert.ok(back.includes(`Dark played ${reply}.`), back);
  assert.equal(await waitForHumanOrEnd(a.page), "human");
  assert.deepEqual(await moveList(a.page), [first, reply]);
  await shot(a.page, "friend-reply-desktop.png");

  // The first link again is older than this copy: refused, nothing overwritten.
  await a.page.goto(link1);
  await waitForNotice(a.page, /older than your game/);
  assert.equal(await plies(a.page), 2);

  // Each library says whose turn it is and when the last move came.
  await goHome(a.page);
  let games = await listedGames(a.page);
  assert.equal(games.length, 1);
  assert.match(games[0].text, /Your turn/);
  assert.match(games[0].text, /last played/);
  assert.match(games[0].text, /Dark: a friend, on their device/);
  await goHome(b.page);
  games = await listedGames(b.page);
  assert.equal(games.length, 1);
  assert.match(games[0].text, /Waiting for Light/);
  await shot(b.page, "friend-library-phone.png");

  // A third browser finds both seats taken: it can follow the game, not play it.
  const c = await player();
  await c.page.goto(link2);
  await waitForPlies(c.page, 2);
  await waitForNotice(c.page, /Other devices play every seat/);
  assert.equal(await boardState(c.page), "waiting");

  for (const p of [a, b, c]) {
    assert.deepEqual(p.errors, []);
    await p.context.close();
  }
});
