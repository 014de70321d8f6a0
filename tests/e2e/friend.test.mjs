// Playing a friend on another device (issue 18, points 1, 2 and 6): two browsers (two
// contexts, each its own storage and so its own device), a Qawale game started "with a friend
// on another device". Each board takes only its own seat's moves, the link is offered as soon as
// a move hands the turn over, an arriving link says what the friend played, and the library
// card says whose turn it is and when the last move came.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useSite, shot, startQawale, startGame, waitForHumanOrEnd, playQawaleMove, moveList, plies,
  waitForPlies, waitForNotice, goHome, listedGames, tabAction, player as openPlayer,
} from "./helpers.mjs";

const site = useSite();

const player = (viewport) => openPlayer(site.browser, viewport);

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

/** The notice bar's last words matching `re` (read even once the bar has hidden itself again:
 *  it shows each notice for a few seconds only). */
async function said(page, re) {
  await page.waitForFunction(([src, flags]) => new RegExp(src, flags).test(document.getElementById("notice").textContent), [re.source, re.flags]);
  return page.textContent("#notice");
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
  // The box opened by itself; Escape closes it and gives the keyboard back to the board.
  await a.page.waitForSelector("#text-box:not([hidden])");
  const link1 = await a.page.inputValue("#text-area");
  await a.page.keyboard.press("Escape");
  await a.page.waitForSelector("#text-box[hidden]", { state: "attached" });
  await a.page.waitForFunction(() => document.activeElement?.id === "board");
  assert.match(link1, /#game=2\.[A-Za-z0-9_-]+$/, link1);
  assert.equal(await boardState(a.page), "waiting");
  assert.match(await turnLine(a.page), /Waiting for Dark/);
  // Send stands out while the game waits for the friend's link.
  assert.equal(await a.page.$eval("#send", (b) => b.classList.contains("primary")), true);
  // A click on the board does nothing for Dark's seat here.
  const box = await a.page.locator("#board").boundingBox();
  await a.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  assert.equal(await plies(a.page), 1);

  // The friend opens the link on their phone: they take Dark, and are told what Light played.
  await b.page.goto(link1);
  await b.page.waitForSelector("#play:not([hidden])");
  await waitForPlies(b.page, 1);
  const told = await waitForNotice(b.page, /You play Dark/);
  // Told in words, not notation: "Light lifted a1 and laid 3 pebbles: …".
  assert.ok(told.includes(`Light lifted ${first.split(":")[0]} and laid`), told);
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
  const back = await waitForNotice(a.page, /Dark lifted/);
  assert.ok(back.includes(`Dark lifted ${reply.split(":")[0]} and laid`), back);
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

/** Plays this device's whole Tâb turn by clicks (its throws, then its moves) until the link is offered. */
async function tabTurn(page) {
  for (let i = 0; i < 60; i++) {
    if (await page.isVisible("#text-box")) return offeredLink(page);
    const state = await boardState(page);
    if (state === "over") return null;
    if (state !== "human") {
      await page.waitForFunction(() => {
        const box = document.getElementById("text-box");
        return !box.hidden || ["human", "over"].includes(document.getElementById("board").dataset.state);
      });
      continue;
    }
    await tabAction(page);
  }
  throw new Error("the turn did not hand over");
}

test("Tâb between devices: no browser can re-roll a throw, and every throw is both devices'", async () => {
  const a = await player();
  const b = await player();
  await a.page.goto(site.server.url);
  await a.page.waitForSelector("#home:not([hidden])");
  await a.page.click('.game-card[data-game="tab"]');
  await a.page.selectOption('.rule-option[data-key="first"]', "south");
  await startGame(a.page, "tab", ["human", "friend"]);
  // South throws first, but not before North's device has pledged: the link goes at once.
  const link1 = await offeredLink(a.page);
  assert.equal(await boardState(a.page), "waiting");
  assert.match(await turnLine(a.page), /Your throw waits for North's device/);
  assert.equal(await plies(a.page), 0);

  // The same link in five fresh browsers: none of them throws anything, all show the same game.
  const fresh = [];
  for (let k = 0; k < 5; k++) {
    const c = await player();
    await c.page.goto(link1);
    await c.page.waitForSelector("#play:not([hidden])");
    await c.page.waitForFunction(() => !location.hash.includes("game="));
    assert.equal(await boardState(c.page), "waiting");
    assert.equal(await plies(c.page), 0);
    fresh.push(await c.page.$eval("#board", (e) => e.dataset.position));
    await c.context.close();
  }
  assert.equal(new Set(fresh).size, 1);

  // The friend opens it: North pledges, and its link goes back at once.
  await b.page.goto(link1);
  await b.page.waitForSelector("#play:not([hidden])");
  const link2 = await offeredLink(b.page);
  assert.equal(await boardState(b.page), "waiting");

  // South's device can throw now; its turn, then the link.
  await a.page.goto(link2);
  await a.page.waitForFunction(() => document.getElementById("board").dataset.state === "human");
  const link3 = await tabTurn(a.page);
  const southPlayed = await moveList(a.page);
  assert.match(southPlayed[0], /^throw [12346]$/);
  // That link opened in five fresh browsers: both seats are taken, nobody there throws.
  for (let k = 0; k < 3; k++) {
    const c = await player();
    await c.page.goto(link3);
    await waitForPlies(c.page, southPlayed.length);
    await waitForNotice(c.page, /Other devices play every seat/);
    assert.equal(await boardState(c.page), "waiting");
    assert.deepEqual(await moveList(c.page), southPlayed);
    await c.context.close();
  }
  // North's device takes it (its throws checked against both pledges) and plays its turn.
  await b.page.goto(link3);
  await waitForPlies(b.page, southPlayed.length);
  const told = await said(b.page, /South threw/);
  assert.ok(told.includes("South threw the coins: "), told);
  const link4 = await tabTurn(b.page);
  const northPlayed = await moveList(b.page);
  assert.ok(northPlayed.length > southPlayed.length);
  await a.page.goto(link4);
  const news = await said(a.page, /North threw/);
  assert.ok(news.includes("North threw the coins: "), news);
  await waitForPlies(a.page, northPlayed.length);
  assert.deepEqual(await moveList(a.page), northPlayed);
  await shot(a.page, "friend-tab-desktop.png");
  for (const p of [a, b]) {
    assert.deepEqual(p.errors, []);
    await p.context.close();
  }
});
