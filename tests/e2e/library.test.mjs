// The game library on the home screen (issue 12): several games kept at once, damaged saves
// kept aside, two tabs on one game, a full storage, the confirmation box, and saves of the
// one-slot builds moved into the library.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useSite, shot, watchErrors, startQawale, startAbalone, waitForHumanOrEnd, playQawaleMove, moveList,
  plies, waitForPlies, replyAsk, waitForNotice, goHome, libraryEntries, recordActions, listedGames, canvasInk,
} from "./helpers.mjs";

const site = useSite();

async function newPage(options = {}) {
  const context = await site.browser.newContext({ viewport: { width: 1000, height: 760 }, ...options });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(site.server.url);
  await page.waitForSelector("#home:not([hidden])");
  return { context, page, errors };
}

/** Plays `n` Qawale moves in a hot-seat game (each by the first highlighted choices, or `pick`). */
async function playMoves(page, n, pick) {
  for (let i = 0; i < n; i++) {
    assert.equal(await waitForHumanOrEnd(page), "human");
    await playQawaleMove(page, pick);
  }
  await waitForHumanOrEnd(page);
}

/** A new hot-seat Qawale game with `n` moves, left for the home screen; returns its library id. */
async function qawaleGame(page, n) {
  const before = new Set((await libraryEntries(page)).map((e) => e.id));
  await startQawale(page, { light: "human", dark: "human" });
  await playMoves(page, n);
  await goHome(page);
  const added = (await libraryEntries(page)).filter((e) => !before.has(e.id));
  assert.equal(added.length, 1, "one new library entry per game");
  assert.equal(recordActions(added[0].entry.record).length, n);
  return added[0].id;
}

const entryRow = (page, id) => page.locator(`#library-list li.saved:has([data-id="${id}"])`);

test("two games are kept at once, drawn, described and resumed in one click", async () => {
  const { context, page, errors } = await newPage({ deviceScaleFactor: 2 });
  assert.equal(await page.isVisible("#library-games"), false, "an empty library is not listed");

  await startQawale(page, { light: "human", dark: "human" });
  await playMoves(page, 2);
  const qawaleMoves = await moveList(page);
  const qawalePosition = await page.$eval("#board", (c) => c.dataset.position);
  await page.click("#home-btn");
  // Leaving a game in progress asks; Cancel stays.
  await replyAsk(page, false, /Leave this game\?/);
  assert.equal(await page.isVisible("#play"), true);
  await page.click("#home-btn");
  await replyAsk(page, true, /Leave this game\?/);
  await page.waitForSelector("#home:not([hidden])");

  // Abalone against the computer, which plays Black and opens.
  await startAbalone(page, { black: "1", white: "human" });
  // (The board's state is the last game's until the new one is drawn: wait for the reply first.)
  await waitForPlies(page, 1, 30000);
  assert.equal(await waitForHumanOrEnd(page), "human");
  assert.equal(await plies(page), 1);
  const abalonePosition = await page.$eval("#board", (c) => c.dataset.position);
  await goHome(page);

  const entries = await libraryEntries(page);
  assert.equal(entries.length, 2);
  const qawale = entries.find((e) => e.entry.record.includes('[Game "qawale"]'));
  const abalone = entries.find((e) => e.entry.record.includes('[Game "abalone"]'));
  assert.ok(qawale && abalone, "one entry per game");
  for (const e of entries) {
    assert.equal(e.entry.v, 2);
    assert.equal(e.entry.id, e.id);
    assert.ok(e.entry.rev >= 1);
  }
  assert.deepEqual(recordActions(qawale.entry.record), qawaleMoves);
  assert.equal(qawale.entry.position, qawalePosition);
  assert.equal(abalone.entry.position, abalonePosition);
  assert.equal(recordActions(abalone.entry.record).length, 1);

  // Listed with name, players and whose turn, the last played first.
  await page.waitForSelector("#library-games:not([hidden])");
  const listed = await listedGames(page);
  assert.deepEqual(listed.map((g) => g.id), [abalone.id, qawale.id]);
  assert.match(listed[0].text, /Abalone/);
  assert.match(listed[0].text, /Black: computer, Easy · White: human/);
  assert.match(listed[0].text, /White to move · 1 action\b/);
  assert.match(listed[1].text, /Qawale/);
  assert.match(listed[1].text, /Light: human · Dark: human/);
  assert.match(listed[1].text, /Light to move · 2 actions/);
  // Each has a picture of its board, drawn (not blank), and the two pictures differ.
  for (const id of [abalone.id, qawale.id]) {
    const ink = await canvasInk(page, `canvas.thumb[data-id="${id}"]`);
    assert.equal(ink.width, 192, "the picture is drawn at the screen's pixel ratio");
    assert.ok(ink.painted > ink.width * ink.height * 0.3, `picture of ${id} is painted: ${JSON.stringify(ink)}`);
    assert.ok(ink.colours >= 3, `picture of ${id} has a board and pieces: ${JSON.stringify(ink)}`);
  }
  const pictures = await page.$$eval("canvas.thumb", (cs) => cs.map((c) => c.toDataURL()));
  assert.notEqual(pictures[0], pictures[1]);
  await shot(page, "library-two-games.png");

  // One click resumes each, with its own actions.
  await page.click(`button.resume[data-id="${qawale.id}"]`);
  await page.waitForSelector("#play:not([hidden])");
  assert.match(await page.textContent("#game-title"), /Qawale/);
  assert.deepEqual(await moveList(page), qawaleMoves);
  assert.equal(await page.$eval("#board", (c) => c.dataset.position), qawalePosition);
  assert.equal(await waitForHumanOrEnd(page), "human");
  await goHome(page);
  await page.click(`button.resume[data-id="${abalone.id}"]`);
  await page.waitForSelector("#play:not([hidden])");
  assert.match(await page.textContent("#game-title"), /Abalone/);
  assert.equal(await plies(page), 1);
  assert.equal(await page.$eval("#board", (c) => c.dataset.position), abalonePosition);
  // White (the human) is to move: the computer does not play again.
  assert.equal(await waitForHumanOrEnd(page), "human");

  // Back home, a reload shows the home screen and keeps both.
  await goHome(page);
  assert.equal(await page.evaluate(() => sessionStorage.getItem("ludus.open")), null);
  await page.reload();
  await page.waitForSelector("#home:not([hidden])");
  await page.waitForSelector("#library-games:not([hidden])");
  assert.deepEqual((await listedGames(page)).map((g) => g.id).sort(), [abalone.id, qawale.id].sort());
  assert.deepEqual((await libraryEntries(page)).map((e) => e.raw).sort(), entries.map((e) => e.raw).sort(),
    "resuming and leaving without playing changes no entry");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a damaged save is kept aside: listed as damaged, its text exportable, removed only when asked", async () => {
  const { context, page, errors } = await newPage();
  const ids = [await qawaleGame(page, 1), await qawaleGame(page, 2), await qawaleGame(page, 3)];
  const [keep1, broken, keep3] = ids;
  // A half-written entry: not JSON any more.
  const brokenKey = `ludus.game.${broken}`;
  const brokenText = await page.evaluate((k) => {
    const text = localStorage.getItem(k).slice(0, 60);
    localStorage.setItem(k, text);
    return text;
  }, brokenKey);
  await page.reload();
  await page.waitForSelector("#home:not([hidden])");
  const listed = await listedGames(page);
  assert.equal(listed.length, 3);
  const row = listed.find((g) => g.id === broken);
  assert.equal(row.damaged, true);
  assert.match(row.text, /Damaged save/);
  assert.match(row.text, /its text is not a save \(it is not JSON\)/);
  assert.deepEqual(listed.filter((g) => !g.damaged).map((g) => g.id).sort(), [keep1, keep3].sort());
  await shot(page, "library-damaged.png");

  // Its Export shows the text exactly as stored.
  await entryRow(page, broken).locator("button[data-do=raw]").click();
  await page.waitForSelector("#text-box:not([hidden])");
  assert.equal(await page.getAttribute("#text-box", "data-use"), "export");
  assert.equal(await page.inputValue("#text-area"), brokenText);
  await page.click("#text-close");
  await page.waitForSelector("#text-box[hidden]", { state: "attached" });

  // The other two still resume.
  for (const [id, n] of [[keep1, 1], [keep3, 3]]) {
    await page.click(`button.resume[data-id="${id}"]`);
    await page.waitForSelector("#play:not([hidden])");
    assert.equal(await plies(page), n);
    await goHome(page);
  }
  // Nothing was deleted or rewritten.
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), brokenKey), brokenText);

  // Remove asks; Cancel keeps it; yes removes only it.
  await entryRow(page, broken).locator("button[data-do=remove]").click();
  await replyAsk(page, false, /Remove this game from your library\?/);
  assert.equal((await listedGames(page)).length, 3);
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), brokenKey), brokenText);
  await entryRow(page, broken).locator("button[data-do=remove]").click();
  await replyAsk(page, true, /Remove this game/);
  await page.waitForFunction(() => document.querySelectorAll("#library-list li.saved").length === 2);
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), brokenKey), null);
  assert.deepEqual((await libraryEntries(page)).map((e) => e.id).sort(), [keep1, keep3].sort());
  // A healthy game is removed the same way (its × button).
  await entryRow(page, keep1).locator("button.remove").click();
  await replyAsk(page, true, /Remove this game/);
  await page.waitForFunction(() => document.querySelectorAll("#library-list li.saved").length === 1);
  assert.deepEqual((await libraryEntries(page)).map((e) => e.id), [keep3]);
  assert.deepEqual(errors, []);
  await context.close();
});

test("an entry whose record does not replay is not opened, stays, and is shown as damaged", async () => {
  const { context, page } = await newPage();
  const good = await qawaleGame(page, 1);
  const bad = await qawaleGame(page, 2);
  // The first action becomes one that leaves the board; the JSON and its position stay valid.
  const key = `ludus.game.${bad}`;
  const text = await page.evaluate((k) => {
    const e = JSON.parse(localStorage.getItem(k));
    e.record = e.record.replace(/^1\. [^;]+;/m, "1. d4:NNN;");
    localStorage.setItem(k, JSON.stringify(e));
    return localStorage.getItem(k);
  }, key);
  assert.match(text, /1\. d4:NNN;/);
  await page.reload();
  await page.waitForSelector("#home:not([hidden])");
  // Trying to open it says why, naming the action, and stays on the home screen.
  const resume = page.locator(`#library-list [data-id="${bad}"][data-do=resume]`);
  if ((await resume.count()) > 0) {
    await resume.click();
    await waitForNotice(page, /action 1 \(d4:NNN\)/);
    assert.equal(await page.isVisible("#home"), true);
  }
  // It is listed as damaged (with its text to export), never deleted; the other game is intact.
  const listed = await listedGames(page);
  const row = listed.find((g) => g.id === bad);
  assert.ok(row, "the entry is still listed");
  assert.equal(row.damaged, true, `listed as damaged, not as a game to resume: ${row.text}`);
  assert.match(row.text, /action 1 \(d4:NNN\)/);
  assert.equal(listed.find((g) => g.id === good)?.damaged, false);
  // The entry is as it was, but for the mark that it does not replay.
  const stored = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), key));
  assert.equal(stored.broken, 1);
  delete stored.broken;
  assert.deepEqual(stored, JSON.parse(text));
  // Marked, it stays listed as damaged after a reload, without being opened again.
  await page.reload();
  await page.waitForSelector("#home:not([hidden])");
  const again = (await listedGames(page)).find((g) => g.id === bad);
  assert.equal(again?.damaged, true);
  await context.close();
});

test("two tabs on one game: the second writer is told and its moves kept as another game", async () => {
  const context = await site.browser.newContext({ viewport: { width: 1000, height: 760 } });
  const a = await context.newPage();
  const b = await context.newPage();
  const errors = [...[a, b].map(watchErrors)];
  await a.goto(site.server.url);
  await b.goto(site.server.url);
  await b.waitForSelector("#home:not([hidden])");
  assert.equal(await b.isVisible("#library-games"), false);

  // Tab B sits on the home screen while tab A starts a game: B's list shows it without a reload.
  // (The tab in front is the one acted in: a background tab's animation frames are held back.)
  await a.bringToFront();
  await startQawale(a, { light: "human", dark: "human" });
  await playMoves(a, 1);
  const [entry] = await libraryEntries(a);
  // (The game is listed from its start, with 0 actions; then its first move shows.)
  await b.waitForFunction(
    (id) => /Dark to move · 1 action\b/.test(document.querySelector(`#library-list li.saved:has([data-id="${id}"])`)?.textContent),
    entry.id,
    { timeout: 5000 }
  );
  // And after a reload too.
  await b.bringToFront();
  await b.reload();
  await b.waitForSelector(`#library-list button.resume[data-id="${entry.id}"]`);

  // Both tabs have the game open.
  await b.click(`button.resume[data-id="${entry.id}"]`);
  await b.waitForSelector("#play:not([hidden])");
  await waitForPlies(b, 1);
  assert.equal(await waitForHumanOrEnd(b), "human");

  // A plays first; then B plays another move from the same position.
  await a.bringToFront();
  assert.equal(await waitForHumanOrEnd(a), "human");
  const movedA = await playQawaleMove(a, (l) => l[0]);
  await waitForPlies(a, 2);
  const afterA = (await libraryEntries(a)).find((e) => e.id === entry.id);
  assert.equal(afterA.entry.rev, entry.entry.rev + 1);
  await b.bringToFront();
  const movedB = await playQawaleMove(b, (l) => l[l.length - 1]);
  await waitForPlies(b, 2);
  assert.notEqual(movedB, movedA, "the two tabs played different moves");
  await waitForNotice(b, /changed in another tab/);
  await shot(b, "library-conflict.png");

  // A's entry is unchanged by B; B's moves are a new entry.
  const entries = await libraryEntries(a);
  assert.equal(entries.length, 2);
  assert.equal(entries.find((e) => e.id === entry.id).raw, afterA.raw);
  const other = entries.find((e) => e.id !== entry.id);
  const listA = recordActions(afterA.entry.record);
  const listB = recordActions(other.entry.record);
  assert.equal(listB.length, 2);
  assert.equal(listA[0], listB[0]);
  assert.notEqual(listA[1], listB[1]);
  assert.deepEqual(listB, await moveList(b));
  assert.equal(await b.evaluate(() => sessionStorage.getItem("ludus.open")), other.id);
  // B plays on in its own game, without another conflict.
  await waitForHumanOrEnd(b);
  await playQawaleMove(b);
  await waitForPlies(b, 3);
  assert.equal(recordActions((await libraryEntries(b)).find((e) => e.id === other.id).entry.record).length, 3);
  assert.equal((await libraryEntries(b)).find((e) => e.id === entry.id).raw, afterA.raw);
  assert.deepEqual(errors.flat(), []);
  await context.close();
});

test("a full storage is said at once, and the game is saved once there is room", async () => {
  const { context, page, errors } = await newPage();
  await startQawale(page, { light: "human", dark: "human" });
  await playMoves(page, 1);
  const [entry] = await libraryEntries(page);
  assert.equal(recordActions(entry.entry.record).length, 1);
  // Fill the origin's storage up to its quota.
  const fillers = await page.evaluate(() => {
    let chunk = "x".repeat(1 << 20);
    let n = 0;
    while (chunk.length > 0) {
      try {
        localStorage.setItem(`filler.${n}`, chunk);
        n++;
      } catch {
        chunk = chunk.slice(0, chunk.length >> 1);
      }
    }
    return n;
  });
  assert.ok(fillers > 1);
  await playQawaleMove(page);
  await waitForPlies(page, 2);
  assert.match(await page.textContent("#notice"), /could not be saved/, "said at once, with the move");
  await shot(page, "library-storage-full.png");
  assert.equal((await libraryEntries(page)).find((e) => e.id === entry.id).raw, entry.raw, "the entry is as it was");
  // Leaving now would lose the move: the question says so (not "it stays in your library")
  // and offers Export first, which shows the whole game.
  await page.click("#home-btn");
  await page.waitForSelector("#ask:not([hidden])");
  assert.match(await page.textContent("#ask-text"), /storage is full.*lost/);
  assert.ok(await page.isVisible("#ask-other"));
  assert.equal(await page.evaluate(() => document.activeElement.id), "ask-other", "the safe answer has focus");
  await page.click("#ask-other");
  await page.waitForSelector("#text-box:not([hidden])");
  assert.deepEqual(recordActions(await page.inputValue("#text-area")), await moveList(page));
  await page.click("#text-close");
  assert.ok(await page.isVisible("#play"), "the game stays on screen");

  // Room again: the next move saves the whole game, under the same entry.
  await page.evaluate(() => {
    for (const k of Object.keys(localStorage)) if (k.startsWith("filler.")) localStorage.removeItem(k);
  });
  await waitForHumanOrEnd(page);
  await playQawaleMove(page);
  await waitForPlies(page, 3);
  const entries = await libraryEntries(page);
  assert.equal(entries.length, 1);
  assert.deepEqual(recordActions(entries[0].entry.record), await moveList(page));
  assert.equal(entries[0].entry.rev, entry.entry.rev + 1);
  assert.match(await page.textContent("#notice"), /saved again/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("New game, Games and Resign ask while a game is on; a hot-seat draw offer asks the other player", async () => {
  const { context, page, errors } = await newPage();
  await startQawale(page, { light: "human", dark: "human" });
  // Before the first action nothing is at stake: New game does not ask.
  await waitForHumanOrEnd(page);
  await page.click("#new-game");
  assert.equal(await page.isVisible("#ask"), false);
  await playMoves(page, 1);
  const moves = await moveList(page);
  const saved = await libraryEntries(page);

  for (const [button, question] of [
    ["#new-game", /Start a new game\?/],
    ["#home-btn", /Leave this game\?/],
    ["#resign", /Resign this game\?/],
  ]) {
    await page.click(button);
    await replyAsk(page, false, question);
    assert.equal(await page.isVisible("#play"), true);
    assert.deepEqual(await moveList(page), moves, `Cancel on ${button} keeps the game`);
    assert.equal(await waitForHumanOrEnd(page), "human");
  }
  // Escape is a Cancel too.
  await page.click("#resign");
  await page.waitForSelector("#ask:not([hidden])");
  await page.keyboard.press("Escape");
  await page.waitForSelector("#ask[hidden]", { state: "attached" });
  assert.equal(await waitForHumanOrEnd(page), "human");
  assert.deepEqual(await libraryEntries(page), saved, "nothing was written");

  await page.click("#resign");
  await replyAsk(page, true, /Resign this game\?/);
  assert.equal(await waitForHumanOrEnd(page), "over");
  assert.match(await page.textContent("#turn"), /Dark resigned: Light wins!/);
  // The game is over: New game no longer asks.
  await page.click("#new-game");
  assert.equal(await page.isVisible("#ask"), false);
  await waitForPlies(page, 0);
  assert.equal(await waitForHumanOrEnd(page), "human");

  // Hot-seat: the player to move offers a draw, and the other one is asked.
  await playMoves(page, 1);
  await page.click("#offer-draw");
  await replyAsk(page, false, /^Dark offers a draw\. Light, do you accept\?$/);
  await waitForNotice(page, /^Light declines the draw: play on\.$/);
  assert.equal(await waitForHumanOrEnd(page), "human");
  await playMoves(page, 1);
  await page.click("#offer-draw");
  const asked = await page.waitForSelector("#ask:not([hidden])").then(() => page.textContent("#ask-text"));
  assert.match(asked, /^Light offers a draw\. Dark, do you accept\?$/);
  await shot(page, "library-draw-offer.png");
  await replyAsk(page, true);
  assert.equal(await waitForHumanOrEnd(page), "over");
  assert.match(await page.textContent("#turn"), /Draw agreed/);
  const [drawn] = (await libraryEntries(page)).filter((e) => recordActions(e.entry.record).length === 2);
  assert.match(drawn.entry.record, /\[Agreed "draw"\]/);
  // Leaving a finished game does not ask.
  await page.click("#home-btn");
  await page.waitForSelector("#home:not([hidden])");
  assert.equal(await page.isVisible("#ask"), false);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the save of an older build moves into the library; one that does not replay stays, as damaged", async () => {
  const { context, page, errors } = await newPage();
  // A valid save of the one-slot builds: Qawale (seed 1), Light played a1:NNN.
  const v1 = JSON.stringify({
    saved: { version: 1, game: "qawale", setup: { name: "", options: { first: "light" }, seed: 1 }, moves: ["a1:NNN"] },
    seats: ["Human", { Computer: 1 }],
  });
  await page.evaluate((v) => localStorage.setItem("ludus.game.v1", v), v1);
  await page.reload();
  await page.waitForSelector("#play:not([hidden])");
  assert.deepEqual(await moveList(page), ["a1:NNN"]);
  assert.match(await page.textContent("#facts"), /Dark\s*computer, Easy/);
  assert.equal(await page.evaluate(() => localStorage.getItem("ludus.game.v1")), null, "the old slot is gone");
  const entries = await libraryEntries(page);
  assert.equal(entries.length, 1);
  assert.deepEqual(recordActions(entries[0].entry.record), ["a1:NNN"]);
  assert.match(entries[0].entry.record, /\[Seats "human, computer 1"\]/);
  assert.equal(await page.evaluate(() => sessionStorage.getItem("ludus.open")), entries[0].id);
  // The computer (Dark) answers, and the game goes on in its library entry.
  await waitForHumanOrEnd(page);
  await waitForPlies(page, 2);
  await page.waitForFunction(
    (k) => JSON.parse(localStorage.getItem(k)).record.includes("1. a1:NNN;"),
    entries[0].key
  );

  // A save of the one-slot builds that does not replay stays where it is, listed as damaged.
  await goHome(page);
  const broken = '{"saved": {"version": 1, "game": "qawale", "setup": {"name": "", "options": {}, "seed": 1}, "moves": ["b2:NN"]}, "seats": ["Human", "Human"]}';
  await page.evaluate((v) => localStorage.setItem("ludus.game.v1", v), broken);
  await page.reload();
  await page.waitForSelector("#home:not([hidden])");
  const listed = await listedGames(page);
  assert.equal(listed.length, 2);
  const row = listed.find((g) => g.damaged);
  assert.equal(row.id, "v1");
  assert.match(row.text, /older version of Ludus and does not replay/);
  assert.equal(await page.evaluate(() => localStorage.getItem("ludus.game.v1")), broken);
  assert.equal(listed.find((g) => !g.damaged).id, entries[0].id);
  // Its text can be exported as stored.
  await entryRow(page, "v1").locator("button[data-do=raw]").click();
  await page.waitForSelector("#text-box:not([hidden])");
  assert.equal(await page.inputValue("#text-area"), broken);
  assert.deepEqual(errors, []);
  await context.close();
});
