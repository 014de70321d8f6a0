// Live play (issue 18, point 4): two browsers (two contexts, each its own storage and so its
// own device) connect over WebRTC on this machine by exchanging one code each way — the offer
// in the link that opens the game, the answer pasted back — with no STUN server (on one network
// none is needed). Each side clicks its own moves on the real canvas; the other side's board
// follows at once, with no link. A dropped connection says so, and the game goes on by link.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useSite, shot, startQawale, startGame, playQawaleMove, moveList, plies, waitForPlies,
  waitForNotice, tabAction, player as openPlayer,
} from "./helpers.mjs";

const site = useSite();

// Both devices on one network: no STUN server (the setting's empty value).
const noStun = () => {
  if (localStorage.getItem("ludus.stun") === null) localStorage.setItem("ludus.stun", "");
};
const player = (viewport) => openPlayer(site.browser, viewport, noStun);

const state = (page) => page.$eval("#board", (c) => c.dataset.state);
const live = (page) => page.$eval("#board", (c) => c.dataset.live);

async function closeTextBox(page) {
  if (await page.isVisible("#text-box")) {
    await page.click("#text-close");
    await page.waitForSelector("#text-box[hidden]", { state: "attached" });
  }
}

/** `a` offers live play, `b` opens the offer's link (joining the game) and answers, `a`
 *  pastes the answer: both connected. */
async function connect(a, b) {
  await closeTextBox(a.page);
  await a.page.click("#live");
  await a.page.waitForSelector('#text-box[data-use="live-offer"]:not([hidden])');
  const link = await a.page.inputValue("#text-area");
  assert.match(link, /#game=2\.[A-Za-z0-9_-]+&live=L1[A-Za-z0-9_-]+$/, link);
  assert.match(await a.page.textContent("#live-state"), /waiting for your friend's answer/);
  await shot(a.page, "live-offer-desktop.png");
  await b.page.goto(link);
  await b.page.waitForSelector('#text-box[data-use="live-answer"]:not([hidden])');
  const code = await b.page.inputValue("#text-area");
  assert.match(code, /^L1[A-Za-z0-9_-]+$/, code);
  await shot(b.page, "live-answer-phone.png");
  // A wrong code is refused with why, and the box stays.
  await a.page.fill("#text-answer", "not a code");
  await a.page.click("#text-connect");
  await a.page.waitForSelector("#text-error:not([hidden])");
  assert.match(await a.page.textContent("#text-error"), /not an answer code/);
  await a.page.fill("#text-answer", code);
  await a.page.keyboard.press("Enter");
  for (const p of [a, b]) {
    await p.page.waitForFunction(() => document.getElementById("board").dataset.live === "connected", null, { timeout: 20000 });
    await p.page.waitForSelector("#text-box[hidden]", { state: "attached" });
    assert.match(await p.page.textContent("#live-state"), /Live with your friend/);
  }
  assert.equal(await a.page.isVisible("#live"), false, "no second offer while connected");
}

test("a whole Qawale game live: each side clicks its moves, the other's board follows at once", async () => {
  const a = await player();
  const b = await player({ width: 360, height: 640 });
  await a.page.goto(site.server.url);
  // The setting says no STUN server.
  await a.page.waitForSelector("#home:not([hidden])");
  await a.page.click("#settings-btn");
  assert.equal(await a.page.inputValue("#set-stun"), "");
  await a.page.click("#settings-close");
  await startQawale(a.page, { light: "human", dark: "friend" });
  assert.equal(await a.page.isVisible("#live"), true, "a game between devices may go live");
  await connect(a, b);
  await shot(b.page, "live-connected-phone.png");
  let moves = 0;
  for (;;) {
    const [sa, sb] = [await state(a.page), await state(b.page)];
    if (sa === "over" && sb === "over") break;
    const [mover, other] = sa === "human" ? [a, b] : sb === "human" ? [b, a] : [null, null];
    if (!mover) {
      await a.page.waitForTimeout(50);
      continue;
    }
    assert.equal(await state(other.page), "waiting");
    assert.match(await other.page.textContent("#turn"), /\(live\)/);
    const n = await plies(mover.page);
    await playQawaleMove(mover.page);
    await waitForPlies(mover.page, n + 1);
    // No link to send: the move arrives on the other board by itself.
    assert.equal(await mover.page.isVisible("#text-box"), false);
    await waitForPlies(other.page, n + 1);
    moves++;
    assert.ok(moves < 200, "the game ends");
  }
  assert.deepEqual(await moveList(a.page), await moveList(b.page));
  assert.equal(
    await a.page.$eval("#board", (c) => c.dataset.position),
    await b.page.$eval("#board", (c) => c.dataset.position)
  );
  assert.equal(await a.page.textContent("#end-title"), await b.page.textContent("#end-title"));
  await shot(a.page, "live-qawale-over-desktop.png");
  // A rematch carries the connection on: the friend's board gets the next game at once.
  await a.page.click("#rematch");
  await waitForNotice(b.page, /next game/);
  await waitForPlies(b.page, 0);
  for (const p of [a, b]) {
    await p.page.waitForFunction(() => document.getElementById("board").dataset.live === "connected");
    assert.equal(await p.page.isVisible("#text-box"), false);
  }
  // Seats swapped: the friend's device has Light now, and its move arrives live.
  await b.page.waitForFunction(() => document.getElementById("board").dataset.state === "human");
  await playQawaleMove(b.page);
  await waitForPlies(a.page, 1);
  for (const p of [a, b]) {
    assert.deepEqual(p.errors, []);
    await p.context.close();
  }
});

/** Plays this device's whole Tâb turn by clicks: its throws, then its moves, until the turn
 *  passes (each action reaching `other` live) or the game ends. */
async function tabTurn(me, other) {
  for (let i = 0; i < 60; i++) {
    const s = await state(me.page);
    if (s !== "human") return;
    const n = await tabAction(me.page);
    assert.equal(await me.page.isVisible("#text-box"), false, "live: no link box");
    await waitForPlies(other.page, n + 1);
  }
  throw new Error("the turn did not pass");
}

test("a whole Tâb game live: throws pledged both ways over the connection, each side clicking", async () => {
  const a = await player();
  const b = await player();
  await a.page.goto(site.server.url);
  await a.page.waitForSelector("#home:not([hidden])");
  await a.page.click('.game-card[data-game="tab"]');
  await a.page.selectOption('.rule-option[data-key="first"]', "south");
  await startGame(a.page, "tab", ["human", "friend"]);
  // South's first throw waits for North's pledge: the offer's link brings North in.
  await a.page.waitForSelector("#text-box:not([hidden])");
  await connect(a, b);
  // North's pledge came over the connection: South may throw.
  await a.page.waitForFunction(() => document.getElementById("board").dataset.state === "human");
  let turns = 0;
  for (;;) {
    const [sa, sb] = [await state(a.page), await state(b.page)];
    if (sa === "over" && sb === "over") break;
    const mover = sa === "human" ? [a, b] : sb === "human" ? [b, a] : null;
    if (!mover) {
      await a.page.waitForTimeout(50);
      continue;
    }
    await tabTurn(mover[0], mover[1]);
    turns++;
    assert.ok(turns < 400, "the game ends");
  }
  const played = await moveList(a.page);
  assert.deepEqual(await moveList(b.page), played);
  assert.ok(played.filter((m) => /^throw/.test(m)).length >= 10, played.join(" "));
  assert.equal(await a.page.textContent("#end-title"), await b.page.textContent("#end-title"));
  await shot(b.page, "live-tab-over-desktop.png");
  for (const p of [a, b]) {
    assert.deepEqual(p.errors, []);
    await p.context.close();
  }
});

test("a dropped connection is said, and the game goes on by link with nothing lost", async () => {
  const a = await player();
  const b = await player();
  await a.page.goto(site.server.url);
  await startQawale(a.page, { light: "human", dark: "friend" });
  await connect(a, b);
  // Light, then Dark, live.
  await playQawaleMove(a.page);
  await waitForPlies(b.page, 1);
  await playQawaleMove(b.page);
  await waitForPlies(a.page, 2);
  // The friend's browser goes away while Light is to move: this side says so.
  await b.page.close();
  await waitForNotice(a.page, /live connection dropped/, 30000);
  assert.equal(await live(a.page), "lost");
  assert.match(await a.page.textContent("#live-state"), /goes on by link/);
  assert.equal(await a.page.isVisible("#live"), true, "live play may start again");
  // Light's next move goes by link again.
  await playQawaleMove(a.page);
  await waitForPlies(a.page, 3);
  await a.page.waitForSelector('#text-box[data-use="link"]:not([hidden])');
  const link = await a.page.inputValue("#text-area");
  // The friend's device (its storage kept) opens it: every move is there.
  const again = await b.context.newPage();
  await again.goto(link);
  await waitForPlies(again, 3);
  assert.deepEqual(await moveList(again), await moveList(a.page));
  assert.equal(await again.$eval("#board", (c) => c.dataset.state), "human");
  assert.deepEqual(a.errors, []);
  await a.context.close();
  await b.context.close();
});
