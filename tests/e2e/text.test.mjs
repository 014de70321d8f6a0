// Text is text: an id, a name or a reason from a link, a record or the storage reaches the page as
// text or as an attribute's value, never as markup (src/dom.rs `Tree`), and an id that is not one
// Ludus gives (12 characters of `abcdefghijkmnpqrstuvwxyz23456789`, engine `record::is_id`) is
// refused where it comes in: a link, an imported record, a key of the library.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useSite, shot, watchErrors, startQawale, waitForHumanOrEnd, playQawaleMove, plies, waitForPlies, goHome,
  waitForNotice, libraryEntries, listedGames, replyAsk,
} from "./helpers.mjs";

const site = useSite();

async function newPage(locale = "en-GB") {
  const context = await site.browser.newContext({ locale, viewport: { width: 1000, height: 760 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(site.server.url);
  await page.waitForSelector("#home:not([hidden])");
  return { context, page, errors };
}

/** A hot-seat Qawale game with one move, left for the home screen; returns its library id. */
async function oneGame(page) {
  await startQawale(page, { light: "human", dark: "human" });
  assert.equal(await waitForHumanOrEnd(page), "human");
  await playQawaleMove(page);
  await waitForPlies(page, 1);
  await goHome(page);
  const entries = await libraryEntries(page);
  assert.equal(entries.length, 1);
  return entries[0].id;
}

/** Send: the link of the game on screen. */
async function sendLink(page) {
  await page.click("#send");
  await page.waitForSelector("#text-box:not([hidden])");
  const url = await page.inputValue("#text-area");
  await page.click("#text-close");
  await page.waitForSelector("#text-box[hidden]", { state: "attached" });
  return url;
}

// ---- links taken apart (docs/records.md, "The link"), as in links.test.mjs ----

const fromBase64url = (s) => [...Buffer.from(s.replace(/-/g, "+").replace(/_/g, "/"), "base64")];
const toBase64url = (bytes) =>
  Buffer.from(bytes).toString("base64").replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
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

/** The link `url` with its game's id replaced by `id`, its checksum right: a crafted link. */
function withId(url, id) {
  const [base, payload] = url.split("#game=1.");
  const data = fromBase64url(payload).slice(0, -4);
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
  assert.ok(flags & 64, "the link carries the game's id");
  skipStr(); // game
  if (flags & 1) skipStr();
  if (flags & 2) for (let n = readVarint(); n > 0; n--) skipStr(), skipStr();
  if (flags & 4) readVarint();
  if (flags & 8) skipStr(); // seats: a count, then one byte each
  if (flags & 16) skipStr();
  assert.equal(flags & 32, 0, "no agreed end in this game");
  const idAt = at;
  skipStr();
  const bytes = [...Buffer.from(id, "utf8")];
  const body = [...data.slice(0, idAt), ...varint(bytes.length), ...bytes, ...data.slice(at)];
  const sum = fnv1a(body);
  body.push(sum & 0xff, (sum >>> 8) & 0xff, (sum >>> 16) & 0xff, sum >>> 24);
  return `${base}#game=1.${toBase64url(body)}`;
}

/** What the library list holds besides its entries' own parts: any link, and every button. */
async function libraryMarkup(page) {
  return page.$eval("#library-list", (list) => ({
    links: list.querySelectorAll("a").length,
    bold: list.querySelectorAll("b, i, script, img").length,
    buttons: [...list.querySelectorAll("button")].map((b) => `${b.dataset.do}:${b.dataset.id}`),
    entries: list.querySelectorAll("li.saved").length,
  }));
}

test("a link whose id carries markup is refused; the library shows no markup and the player's game still resumes", async () => {
  const { context, page, errors } = await newPage();
  const mine = await oneGame(page);
  // The player's own link, with markup for an id: an <a>, and a fake Resume of their game.
  await page.click(`button.resume[data-id="${mine}"]`);
  await page.waitForSelector("#play:not([hidden])");
  const link = await sendLink(page);
  await goHome(page);
  const evil = `x"><a href="https://evil.example/">y</a><button data-do="resume" data-id="${mine}">`;
  const crafted = withId(link, evil);

  // Opened in a new tab of the same browser (a fresh start), then in the open tab.
  const fresh = await context.newPage();
  const freshErrors = watchErrors(fresh);
  await fresh.goto(crafted);
  await waitForNotice(fresh, /^This link cannot be opened: the game's id is not one Ludus gives \(12 letters and digits\)/);
  await fresh.waitForSelector("#home:not([hidden])");
  await shot(fresh, "text-crafted-link.png");
  await fresh.close();
  await page.goto(crafted);
  await page.waitForFunction(() => !location.hash.includes("game="));
  await waitForNotice(page, /^This link cannot be opened: the game's id is not one Ludus gives/);
  assert.equal(await page.isVisible("#home"), true, "the home screen stays");

  // Nothing entered the library; the list shows the player's game and nothing else.
  assert.deepEqual((await libraryEntries(page)).map((e) => e.id), [mine]);
  await page.reload();
  await page.waitForSelector("#home:not([hidden])");
  const shown = await libraryMarkup(page);
  assert.deepEqual(shown, { links: 0, bold: 0, buttons: [`resume:${mine}`, `remove:${mine}`], entries: 1 });
  const listed = await listedGames(page);
  assert.equal(listed.length, 1);
  assert.equal(listed[0].id, mine);
  assert.equal(listed[0].damaged, false);
  await page.click(`button.resume[data-id="${mine}"]`);
  await page.waitForSelector("#play:not([hidden])");
  assert.equal(await plies(page), 1, "the player's game resumes as it was");

  // An imported record with such an id is refused too, naming the line.
  await goHome(page);
  await page.click("#import-btn");
  await page.waitForSelector("#text-box:not([hidden])");
  await page.fill("#text-area", `[Ludus "1"]\n[Game "qawale"]\n[Id "${evil.replace(/"/g, '\\"')}"]\n`);
  await page.click("#text-import");
  await page.waitForSelector("#text-error:not([hidden])");
  assert.match(await page.textContent("#text-error"), /^line 3: the game's id is not one Ludus gives/);
  await page.click("#text-close");
  assert.deepEqual((await libraryEntries(page)).map((e) => e.id), [mine]);
  assert.deepEqual(errors, []);
  assert.deepEqual(freshErrors, []);
  await context.close();
});

test("the refusal is in the player's language", async () => {
  const { context, page, errors } = await newPage("fr-FR");
  await startQawale(page, { light: "human", dark: "human" });
  assert.equal(await waitForHumanOrEnd(page), "human");
  await playQawaleMove(page);
  await waitForPlies(page, 1);
  const mine = (await libraryEntries(page)).map((e) => e.id);
  assert.equal(mine.length, 1);
  const link = await sendLink(page);
  await page.goto(withId(link, "<b>x</b>"));
  await waitForNotice(
    page,
    /^Impossible d'ouvrir ce lien\u00a0: l'identifiant de la partie n'est pas de ceux que donne Ludus \(12 lettres et chiffres\)\u00a0: la partie a été modifiée, ou ne vient pas de Ludus$/,
  );
  assert.equal(await plies(page), 1, "the game on screen stays");
  assert.deepEqual((await libraryEntries(page)).map((e) => e.id), mine);
  assert.deepEqual(errors, []);
  await context.close();
});

test("saves whose key or text carries markup are listed as damaged, their words shown as text", async () => {
  const { context, page, errors } = await newPage();
  const mine = await oneGame(page);
  const entry = (await libraryEntries(page))[0];
  // A healthy entry under a key that is not an id; entries whose record names a setup, and an
  // id, written as markup.
  const evilKey = `x"><b>bold key</b><i class="`;
  const badSetup = "b2b2b2b2b2b2";
  const badId = "c3c3c3c3c3c3";
  await page.evaluate(
    ({ raw, evilKey, badSetup, badId }) => {
      const e = JSON.parse(raw);
      localStorage.setItem(`ludus.game.${evilKey}`, raw);
      const setup = { ...e, record: e.record.replace('[Game "qawale"]', '[Game "qawale"]\n[Setup "<b>bold</b>"]') };
      localStorage.setItem(`ludus.game.${badSetup}`, JSON.stringify(setup));
      const id = { ...e, record: e.record.replace(/\[Id "[^"]*"\]/, '[Id "<i>it</i>"]') };
      localStorage.setItem(`ludus.game.${badId}`, JSON.stringify(id));
    },
    { raw: entry.raw, evilKey, badSetup, badId },
  );
  await page.reload();
  await page.waitForSelector("#home:not([hidden])");
  const shown = await libraryMarkup(page);
  assert.equal(shown.links, 0);
  assert.equal(shown.bold, 0, "no <b> or <i> element in the list");
  assert.equal(shown.entries, 4);
  const listed = await listedGames(page);
  const row = (id) => listed.find((g) => g.id === id);
  assert.equal(row(mine).damaged, false);
  // The key that is not an id: damaged, never opened; its id is only an attribute's value.
  assert.equal(row(evilKey).damaged, true);
  assert.match(row(evilKey).text, /^Damaged save/);
  assert.match(row(evilKey).text, /its name in the browser's storage is not one Ludus gives/);
  assert.equal(row(badSetup).damaged, true);
  assert.match(row(badSetup).text, /qawale has no setup '<b>bold<\/b>'/i);
  assert.equal(row(badId).damaged, true);
  assert.match(row(badId).text, /the game's id is not one Ludus gives/);
  await shot(page, "text-damaged-markup.png");
  // Each offers its text to export, and goes when removed.
  await page.locator("#library-list li.saved", { hasText: "browser's storage" }).locator("button[data-do=raw]").click();
  await page.waitForSelector("#text-box:not([hidden])");
  assert.equal(await page.inputValue("#text-area"), entry.raw);
  await page.click("#text-close");
  await page.waitForSelector("#text-box[hidden]", { state: "attached" });
  await page.locator("#library-list li.saved", { hasText: "browser's storage" }).locator("button[data-do=remove]").click();
  await replyAsk(page, true, /Remove this game/);
  await page.waitForFunction(() => document.querySelectorAll("#library-list li.saved").length === 3);
  assert.deepEqual((await libraryEntries(page)).map((e) => e.id).sort(), [badId, badSetup, mine].sort());
  // The player's game is untouched and resumes.
  await page.click(`button.resume[data-id="${mine}"]`);
  await page.waitForSelector("#play:not([hidden])");
  assert.equal(await plies(page), 1);
  assert.deepEqual(errors, []);
  await context.close();
});
