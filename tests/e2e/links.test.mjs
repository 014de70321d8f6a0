// Play by link (issue 12): two players in two browsers send each other a link after each move;
// older, damaged, forged and diverging links; a link opened offline.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useSite, shot, watchErrors, startQawale, waitForHumanOrEnd, playQawaleMove, moveList, plies, waitForPlies,
  replyAsk, waitForNotice, libraryEntries, recordActions, player as openPlayer,
} from "./helpers.mjs";

const site = useSite();

/** A player: their own browser (a context: its own storage), with one page open. */
const player = () => openPlayer(site.browser);

/** Send: the link in the text box. */
async function sendLink(page) {
  await page.bringToFront();
  await page.click("#send");
  await page.waitForSelector("#text-box:not([hidden])");
  assert.equal(await page.getAttribute("#text-box", "data-use"), "link");
  assert.equal(await page.$eval("#text-area", (a) => a.readOnly), true);
  assert.equal(await page.isVisible("#text-download"), false);
  const url = await page.inputValue("#text-area");
  assert.ok(url.startsWith(`${site.server.url}#game=1.`), url);
  assert.match(url, /#game=1\.[A-Za-z0-9_-]+$/);
  await page.click("#text-close");
  await page.waitForSelector("#text-box[hidden]", { state: "attached" });
  return url;
}

/** Opens `url` in `page` (a new load, or a change of fragment in an open tab). */
async function openLink(page, url) {
  await page.bringToFront();
  await page.goto(url);
  // The address no longer carries the game, so a reload does not open the link again.
  await page.waitForFunction(() => !location.hash.includes("game="));
}

/** Opens a link that moves the game on, and checks the game arrived with `n` actions. */
async function receive(page, url, n, actions) {
  await openLink(page, url);
  await page.waitForSelector("#play:not([hidden])");
  await waitForPlies(page, n);
  assert.deepEqual(await moveList(page), actions);
  assert.equal(await page.textContent("#last-move"), actions[n - 1], "the last action is shown as played");
  assert.equal(await waitForHumanOrEnd(page), "human");
}

/** Plays one move in the player's page; returns the action. */
async function move(page, pick) {
  await page.bringToFront();
  assert.equal(await waitForHumanOrEnd(page), "human");
  const n = await plies(page);
  await playQawaleMove(page, pick);
  await waitForPlies(page, n + 1);
  return (await moveList(page))[n];
}

/** The player's library: exactly one entry, of game `id`, with these actions. */
async function onlyEntry(page, id, actions) {
  const entries = await libraryEntries(page);
  assert.deepEqual(entries.map((e) => e.id), [id], "one library entry for the game, under its id");
  assert.deepEqual(recordActions(entries[0].entry.record), actions);
  return entries[0];
}

// ---- links taken apart (docs/records.md, "The link") ----

function fromBase64url(s) {
  return Buffer.from(s.replace(/-/g, "+").replace(/_/g, "/"), "base64");
}
function toBase64url(bytes) {
  return Buffer.from(bytes).toString("base64").replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
function fnv1a(bytes) {
  let h = 0x811c9dc5;
  for (const b of bytes) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  return h;
}
function varint(n) {
  const out = [];
  do {
    let b = n & 0x7f;
    n >>>= 7;
    if (n) b |= 0x80;
    out.push(b);
  } while (n);
  return out;
}

/** A link whose last action is replaced by index `index`, with a checksum that matches. */
function forged(url, index) {
  const [base, payload] = url.split("#game=1.");
  const data = [...fromBase64url(payload)];
  let at = 0;
  const readVarint = () => {
    let n = 0;
    let shift = 0;
    for (;;) {
      const b = data[at++];
      n += (b & 0x7f) * 2 ** shift;
      shift += 7;
      if (!(b & 0x80)) return n;
    }
  };
  const skipStr = () => {
    const len = readVarint();
    at += len;
  };
  const flags = data[at++];
  skipStr(); // game
  if (flags & 1) skipStr();
  if (flags & 2) for (let n = readVarint(); n > 0; n--) skipStr(), skipStr();
  if (flags & 4) readVarint();
  if (flags & 8) skipStr(); // seats: a count, then one byte each
  if (flags & 16) skipStr();
  assert.equal(flags & 32, 0, "no agreed end in these games");
  if (flags & 64) skipStr();
  const count = readVarint();
  let last = at;
  for (let i = 0; i < count; i++) {
    last = at;
    readVarint();
  }
  assert.equal(at, data.length - 4, "the actions end at the checksum");
  const body = [...data.slice(0, last), ...varint(index)];
  const sum = fnv1a(body);
  body.push(sum & 0xff, (sum >>> 8) & 0xff, (sum >>> 16) & 0xff, sum >>> 24);
  // Our reading of the format is right: the link as sent has the checksum we compute.
  assert.equal(fnv1a(data.slice(0, -4)), Buffer.from(data.slice(-4)).readUInt32LE(0));
  return `${base}#game=1.${toBase64url(body)}`;
}

/** The link with one character of its payload changed (to another of the alphabet). */
function damaged(url, from_end = 12) {
  const i = url.length - from_end;
  const c = url[i] === "A" ? "B" : "A";
  return url.slice(0, i) + c + url.slice(i + 1);
}

test("two players play by link: each link moves the same game on; old, damaged, forged and diverging links", async () => {
  const a = await player();
  const b = await player();
  await a.page.goto(site.server.url);
  await startQawale(a.page, { light: "human", dark: "human" });
  const actions = [await move(a.page)];
  const [mine] = await libraryEntries(a.page);
  const id = mine.id;
  const links = [null, await sendLink(a.page)];
  await shot(a.page, "links-send.png");

  // B has never seen the game: it arrives with A's move played, under A's id.
  await receive(b.page, links[1], 1, actions);
  await shot(b.page, "links-received.png");
  await onlyEntry(b.page, id, actions);
  // Back and forth: B answers, A opens it in the tab still open (the fragment changes), and so on.
  for (let n = 2; n <= 5; n++) {
    const [from, to] = n % 2 === 0 ? [b, a] : [a, b];
    actions.push(await move(from.page, (l) => l[(n * 7) % l.length]));
    links[n] = await sendLink(from.page);
    if (n === 4) {
      // This time A opens B's link in a new tab (a fresh start of the app).
      await to.page.close();
      to.page = await to.context.newPage();
      to.errors.push(...watchErrors(to.page));
    }
    await receive(to.page, links[n], n, actions);
    const entry = await onlyEntry(to.page, id, actions);
    assert.ok(entry.entry.rev >= n - 1, "the entry was written again, not made anew");
    assert.equal(entry.entry.position, await to.page.$eval("#board", (c) => c.dataset.position));
  }
  // Now A has all 5 actions; both copies agree.
  await onlyEntry(b.page, id, actions);
  await onlyEntry(a.page, id, actions);
  const positionA = await a.page.$eval("#board", (c) => c.dataset.position);
  const saved = (await libraryEntries(a.page))[0].raw;

  // An older link: refused, A's own game shown as it is.
  await openLink(a.page, links[2]);
  await waitForNotice(a.page, /This link is older than your game/);
  await waitForPlies(a.page, 5);
  assert.deepEqual(await moveList(a.page), actions);
  assert.equal((await libraryEntries(a.page))[0].raw, saved);
  // A link opened in a fresh tab says so too, and shows A's game.
  const fresh = await a.context.newPage();
  a.errors.push(...watchErrors(fresh));
  await openLink(fresh, links[4]);
  await waitForNotice(fresh, /older than your game/);
  await fresh.waitForSelector("#play:not([hidden])");
  await waitForPlies(fresh, 5);
  await fresh.close();

  // A link with one character changed: its checksum does not match.
  await openLink(a.page, damaged(links[5]));
  await waitForNotice(a.page, /^This link cannot be opened: .*checksum does not match/);
  await shot(a.page, "links-damaged.png");
  await waitForPlies(a.page, 5);
  // A forged link (checksum right, an action that does not exist): refused, naming the action.
  await openLink(a.page, forged(links[5], 100000));
  await waitForNotice(a.page, /^This link cannot be opened: action 5 of the link is number \d+ of only \d+ possible/);
  await waitForPlies(a.page, 5);
  // Not even a link: cut short.
  await openLink(a.page, links[5].slice(0, links[5].indexOf("#game=1.") + 12));
  await waitForNotice(a.page, /^This link cannot be opened: /);
  await waitForPlies(a.page, 5);
  assert.equal(await a.page.$eval("#board", (c) => c.dataset.position), positionA);
  assert.equal((await libraryEntries(a.page))[0].raw, saved, "no bad link changed the game");

  // A diverging link: a third browser of B's opens the game after 3 actions and plays another
  // 4th action than B did.
  const c = await player();
  await receive(c.page, links[3], 3, actions.slice(0, 3));
  const other = await move(c.page, (l) => l[l.length - 1]);
  assert.notEqual(other, actions[3]);
  const diverging = await sendLink(c.page);
  // A refuses to keep it the first time, keeps it as a separate game the second.
  await openLink(a.page, diverging);
  await waitForNotice(a.page, /does not follow on from your game \(they differ at action 4\)/);
  await replyAsk(a.page, false, /Keep the game of this link as a separate game/);
  await waitForPlies(a.page, 5);
  assert.equal((await libraryEntries(a.page)).length, 1);
  await openLink(a.page, diverging);
  await waitForNotice(a.page, /does not follow on/);
  await shot(a.page, "links-diverging.png");
  await replyAsk(a.page, true, /Keep the game of this link as a separate game/);
  await waitForPlies(a.page, 4);
  assert.deepEqual(await moveList(a.page), [...actions.slice(0, 3), other]);
  const entries = await libraryEntries(a.page);
  assert.equal(entries.length, 2, "the link's game is a second entry");
  assert.equal(entries.find((e) => e.id === id).raw, saved, "A's own game is unchanged");
  const kept = entries.find((e) => e.id !== id);
  assert.deepEqual(recordActions(kept.entry.record), [...actions.slice(0, 3), other]);

  for (const p of [a, b, c]) assert.deepEqual(p.errors, []);
  for (const p of [a, b, c]) await p.context.close();
});

test("a link opens with the network off, after one visit", async () => {
  const sender = await player();
  await sender.page.goto(site.server.url);
  await startQawale(sender.page, { light: "human", dark: "human" });
  const first = await move(sender.page);
  const url = await sendLink(sender.page);
  await sender.context.close();

  const { context, page, errors } = await player();
  await page.goto(site.server.url);
  await page.waitForSelector("#home:not([hidden])");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
  await page.waitForFunction(() => document.documentElement.dataset.offline === "en", null, { timeout: 20000 });
  await context.setOffline(true);
  // A new tab, as when the link is opened from a message.
  const tab = await context.newPage();
  errors.push(...watchErrors(tab));
  await tab.goto(url);
  await tab.waitForSelector("#play:not([hidden])");
  await waitForPlies(tab, 1);
  assert.deepEqual(await moveList(tab), [first]);
  assert.equal(await tab.evaluate(() => navigator.onLine), false);
  // And the game plays on, offline.
  await move(tab);
  await waitForPlies(tab, 2);
  assert.deepEqual(errors, []);
  await context.close();
});
