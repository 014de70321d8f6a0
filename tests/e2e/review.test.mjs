// Looking back at a game (issue 12): the move list by rounds, stepping through earlier
// positions, "Continue from here", the replay of a finished game, and records exported and
// imported (pasted or from a file).
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import {
  useSite, shot, watchErrors, startQawale, waitForHumanOrEnd, playQawaleMove, moveList, hints, clickCanvas,
  plies, waitForPlies, replyAsk, waitForNotice, goHome, libraryEntries, recordActions, listedActions,
} from "./helpers.mjs";

const site = useSite();

async function newPage() {
  const context = await site.browser.newContext({ viewport: { width: 1000, height: 760 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(site.server.url);
  await page.waitForSelector("#home:not([hidden])");
  return { context, page, errors };
}

/** Seeded choice, so that games differ from the first-highlighted one but replay the same. */
function chooser(seed) {
  let s = seed;
  return (list) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return list[s % list.length];
  };
}

/** The panel's facts (stones in hand…) and last move, as the player reads them. */
const panelFacts = async (page) => [await page.textContent("#facts"), await page.textContent("#last-move")];

/** A hot-seat Qawale game of `n` moves; returns the position text before and after each move
 * (and, as `.panel`, the panel's facts and last move then). */
async function hotSeatGame(page, n, seed = 5) {
  await startQawale(page, { light: "human", dark: "human" });
  const pick = chooser(seed);
  const positions = [await page.$eval("#board", (c) => c.dataset.position)];
  positions.panel = [await panelFacts(page)];
  for (let i = 0; i < n; i++) {
    assert.equal(await waitForHumanOrEnd(page), "human");
    await playQawaleMove(page, pick);
    await waitForPlies(page, i + 1);
    positions.push(await page.$eval("#board", (c) => c.dataset.position));
    positions.panel.push(await panelFacts(page));
  }
  await waitForHumanOrEnd(page);
  return positions;
}

/** The board's picture once it stops moving (the same for several animation frames). */
async function stillBoard(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        let last = null;
        let same = 0;
        const tick = () => {
          const now = document.getElementById("board").toDataURL();
          if (now === last) {
            if (++same >= 4) return resolve(now);
          } else {
            same = 0;
            last = now;
          }
          requestAnimationFrame(tick);
        };
        tick();
      })
  );
}

const reviewAt = (page) => page.textContent("#review-at");
const marked = async (page) => (await listedActions(page)).filter((a) => a.at).map((a) => a.i);

/** Waits until the review bar says "Position after `at` of `count` actions". */
async function waitForReview(page, at, count) {
  await page.waitForFunction(
    (want) => !document.getElementById("review-bar").hidden && document.getElementById("review-at").textContent === want,
    `Position after ${at} of ${count} actions`
  );
  assert.deepEqual(await marked(page), at === 0 ? [] : [at - 1], `the action marked is the one just played at ${at}`);
}

test("stepping through a game, then continuing from an earlier position as a new game", async () => {
  const { context, page, errors } = await newPage();
  const positions = await hotSeatGame(page, 6);
  const live = positions[6];
  const actions = await moveList(page);
  assert.equal(actions.length, 6);

  // The move list: one line per round, numbered, with each seat's action (hot-seat Qawale: 2).
  const rounds = await page.$$eval("#move-list li", (lis) =>
    lis.map((li) => ({
      n: li.querySelector(".rn")?.textContent,
      swatches: li.querySelectorAll(".swatch").length,
      actions: [...li.querySelectorAll("button.mv")].map((b) => Number(b.dataset.i)),
    }))
  );
  assert.deepEqual(rounds, [
    { n: "1.", swatches: 2, actions: [0, 1] },
    { n: "2.", swatches: 2, actions: [2, 3] },
    { n: "3.", swatches: 2, actions: [4, 5] },
  ]);
  assert.deepEqual(await marked(page), [], "nothing is marked in the live game");
  assert.equal(await page.isVisible("#review-bar"), false);
  const liveHints = await hints(page);
  assert.ok(liveHints.length > 0);
  const livePicture = await stillBoard(page);

  // The third action (data-i 2): the position after 3 of 6.
  await page.click('#move-list button.mv[data-i="2"]');
  await waitForReview(page, 3, 6);
  const atThree = await stillBoard(page);
  assert.notEqual(atThree, livePicture, "the board shows the earlier position");
  // The board's data stay about the live game, which takes no input meanwhile.
  const board = () => page.$eval("#board", (c) => ({ ...c.dataset }));
  assert.equal((await board()).plies, "6");
  assert.equal((await board()).position, live);
  assert.equal((await board()).state, "human");
  assert.equal((await board()).hints, "[]");
  // The panel's facts and last move are the position's on the board (stones in hand then).
  assert.deepEqual(await panelFacts(page), positions.panel[3]);
  assert.notDeepEqual(positions.panel[3], positions.panel[6]);
  assert.ok(await page.$eval("#play", (p) => p.classList.contains("reviewing")));
  await shot(page, "review-after-3.png");
  // A press on the board where a stack could be picked in the live game does nothing.
  await clickCanvas(page, liveHints[0][1], liveHints[0][2]);
  assert.equal(await reviewAt(page), "Position after 3 of 6 actions");
  assert.equal(await stillBoard(page), atThree);

  // Keys: → ← Home End step; the mark follows.
  await page.keyboard.press("ArrowRight");
  await waitForReview(page, 4, 6);
  const atFour = await stillBoard(page);
  assert.notEqual(atFour, atThree);
  await page.keyboard.press("ArrowLeft");
  await waitForReview(page, 3, 6);
  assert.equal(await stillBoard(page), atThree, "the same position is drawn the same way");
  await page.keyboard.press("ArrowLeft");
  await waitForReview(page, 2, 6);
  await page.keyboard.press("Home");
  await waitForReview(page, 0, 6);
  assert.deepEqual(await panelFacts(page), positions.panel[0]);
  assert.equal(positions.panel[0][1], "—", "no last move at the start");
  assert.equal(await page.isDisabled("#rv-start"), true);
  assert.equal(await page.isDisabled("#rv-back"), true);
  await page.keyboard.press("ArrowLeft");
  await waitForReview(page, 0, 6);
  await page.keyboard.press("End");
  await waitForReview(page, 6, 6);
  assert.equal(await page.isDisabled("#rv-next"), true);
  assert.equal(await page.isDisabled("#rv-end"), true);
  assert.equal(await page.isVisible("#rv-branch"), false, "continuing from the last position would copy the game");
  await page.keyboard.press("Escape");
  await page.waitForSelector("#review-bar[hidden]", { state: "attached" });
  assert.deepEqual(await marked(page), []);
  assert.equal(await page.$eval("#play", (p) => p.classList.contains("reviewing")), false);
  // Back live: the press made in review selected nothing, and the game plays as before.
  assert.deepEqual(await hints(page), liveHints);
  assert.equal(await stillBoard(page), livePicture);

  // The bar's buttons do the same.
  await page.click('#move-list button.mv[data-i="0"]');
  await waitForReview(page, 1, 6);
  await page.click("#rv-next");
  await waitForReview(page, 2, 6);
  await page.click("#rv-end");
  await waitForReview(page, 6, 6);
  await page.click("#rv-back");
  await waitForReview(page, 5, 6);
  await page.click("#rv-start");
  await waitForReview(page, 0, 6);
  await page.click("#rv-live");
  await page.waitForSelector("#review-bar[hidden]", { state: "attached" });
  assert.deepEqual(await hints(page), liveHints);
  assert.deepEqual(await panelFacts(page), positions.panel[6], "back in the game, its own facts");

  // From the move list (focused, not reviewing), ← starts at the last action but one, Home at 0.
  await page.focus("#move-list");
  await page.keyboard.press("ArrowLeft");
  await waitForReview(page, 5, 6);
  await page.keyboard.press("Escape");
  await page.waitForSelector("#review-bar[hidden]", { state: "attached" });
  await page.focus("#move-list");
  await page.keyboard.press("Home");
  await waitForReview(page, 0, 6);
  await page.click("#rv-live");
  await page.waitForSelector("#review-bar[hidden]", { state: "attached" });

  // "Continue from here" after 3 actions: a new game from that position, the original kept.
  const before = await libraryEntries(page);
  assert.equal(before.length, 1);
  const original = before[0];
  assert.deepEqual(recordActions(original.entry.record), actions);
  await page.click('#move-list button.mv[data-i="2"]');
  await waitForReview(page, 3, 6);
  await page.click("#rv-branch");
  await waitForNotice(page, /A new game starts from that position/);
  await page.waitForSelector("#review-bar[hidden]", { state: "attached" });
  await waitForPlies(page, 3);
  assert.equal(await page.$eval("#board", (c) => c.dataset.position), positions[3]);
  assert.deepEqual(await moveList(page), actions.slice(0, 3));
  const after = await libraryEntries(page);
  assert.equal(after.length, 2);
  assert.equal(after.find((e) => e.id === original.id).raw, original.raw, "the original entry is unchanged");
  const branch = after.find((e) => e.id !== original.id);
  assert.deepEqual(recordActions(branch.entry.record), actions.slice(0, 3));
  assert.equal(branch.entry.position, positions[3]);
  assert.equal(await page.evaluate(() => sessionStorage.getItem("ludus.open")), branch.id);
  // The new game plays on by itself.
  assert.equal(await waitForHumanOrEnd(page), "human");
  await playQawaleMove(page);
  await waitForPlies(page, 4);
  const played = (await libraryEntries(page)).find((e) => e.id === branch.id);
  assert.deepEqual(recordActions(played.entry.record), await moveList(page));
  assert.equal((await libraryEntries(page)).find((e) => e.id === original.id).raw, original.raw);
  assert.deepEqual(errors, []);
  await context.close();
});

test("pointing at an action of the move list shows its position and its words; leaving shows the game again", async () => {
  const { context, page, errors } = await newPage();
  await hotSeatGame(page, 4, 11);
  const live = await stillBoard(page);
  const first = page.locator('#move-list [data-i="0"]');
  const notation = (await first.textContent()).trim();
  // Pointing: the board shows the position after the first action, its title says it in words.
  await first.hover();
  await page.waitForFunction((before) => document.getElementById("board").toDataURL() !== before, live);
  const title = await first.getAttribute("title");
  assert.match(title, /^Light lifted [a-d][1-4] and laid (one pebble|\d pebbles): (north|east|south|west)/, title);
  assert.ok(title.includes(`(${notation})`), `the notation follows the words: ${title}`);
  // Leaving: the game again.
  await page.mouse.move(5, 5);
  assert.equal(await stillBoard(page), live);
  // A keyboard reaching the second action hears it in words, and sees its position.
  await page.locator('#move-list [data-i="1"]').focus();
  assert.match(await page.textContent("#announce"), /^Dark lifted [a-d][1-4] and laid/);
  assert.notEqual(await stillBoard(page), live);
  await page.locator("#undo").focus();
  assert.equal(await stillBoard(page), live);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a finished game replays from the start by itself", async () => {
  const { context, page, errors } = await newPage();
  await hotSeatGame(page, 3);
  await page.click("#resign");
  await replyAsk(page, true, /Resign this game\?/);
  assert.equal(await waitForHumanOrEnd(page), "over");
  await page.waitForSelector("#end-banner:not([hidden])");
  const started = Date.now();
  await page.click("#replay");
  await waitForReview(page, 0, 3);
  const seen = [];
  for (let at = 1; at <= 3; at++) {
    await waitForReview(page, at, 3);
    seen.push(Date.now() - started);
  }
  // One action about every 0.9 s, without a key pressed.
  assert.ok(seen[0] >= 850, `the first step waits its turn (${seen})`);
  assert.ok(seen[2] - seen[0] >= 1200, `steps are spaced (${seen})`);
  await shot(page, "review-replay.png");
  // It stops at the end, still reviewing, and the game is still over.
  assert.equal(await reviewAt(page), "Position after 3 of 3 actions");
  assert.equal(await page.$eval("#board", (c) => c.dataset.state), "over");
  await page.click("#rv-live");
  await page.waitForSelector("#review-bar[hidden]", { state: "attached" });
  // A key stops a replay where it is.
  await page.click("#replay");
  await waitForReview(page, 0, 3);
  await waitForReview(page, 1, 3);
  await page.keyboard.press("ArrowLeft");
  await waitForReview(page, 0, 3);
  await page.waitForTimeout(2000); // long enough for two more steps of a replay that did not stop
  assert.equal(await reviewAt(page), "Position after 0 of 3 actions");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a game exported as a record imports again, pasted or from a file; a bad record is refused", async () => {
  const { context, page, errors } = await newPage();
  await hotSeatGame(page, 3, 11);
  const actions = await moveList(page);
  const position = await page.$eval("#board", (c) => c.dataset.position);
  const [original] = await libraryEntries(page);

  await page.click("#export");
  await page.waitForSelector("#text-box:not([hidden])");
  assert.equal(await page.getAttribute("#text-box", "data-use"), "export");
  assert.equal(await page.isVisible("#text-download"), true);
  assert.equal(await page.isVisible("#text-import"), false);
  assert.equal(await page.$eval("#text-area", (a) => a.readOnly), true);
  const text = await page.inputValue("#text-area");
  const lines = text.split("\n");
  assert.equal(lines[0], '[Ludus "1"]');
  assert.ok(lines.includes('[Game "qawale"]'), text);
  assert.ok(lines.includes('[Seats "human, human"]'), text);
  assert.ok(lines.includes(`[Id "${original.id}"]`), text);
  assert.deepEqual(recordActions(text), actions);
  assert.match(text, /^1\. \S+; \S+$/m);
  await shot(page, "review-export.png");

  const [download] = await Promise.all([page.waitForEvent("download"), page.click("#text-download")]);
  assert.match(download.suggestedFilename(), /^ludus-qawale-\d{4}-\d\d-\d\d\.txt$/);
  assert.equal(fs.readFileSync(await download.path(), "utf8"), text);
  await page.click("#text-close");
  await page.waitForSelector("#text-box[hidden]", { state: "attached" });
  await goHome(page);

  // Escape closes the box on the home screen too.
  await page.click("#import-btn");
  await page.waitForSelector("#text-box:not([hidden])");
  await page.keyboard.press("Escape");
  await page.waitForSelector("#text-box[hidden]", { state: "attached" });

  // Pasted: the library has this game (its id), so that game opens, not a copy of it.
  await page.click("#import-btn");
  await page.waitForSelector("#text-box:not([hidden])");
  assert.equal(await page.getAttribute("#text-box", "data-use"), "import");
  assert.equal(await page.inputValue("#text-area"), "");
  await page.fill("#text-area", text);
  await page.click("#text-import");
  await page.waitForSelector("#play:not([hidden])");
  await waitForNotice(page, /already in your library/);
  assert.equal(await page.isVisible("#text-box"), false);
  assert.deepEqual(await moveList(page), actions);
  let entries = await libraryEntries(page);
  assert.deepEqual(entries.map((e) => e.id), [original.id], "no copy");
  await goHome(page);

  // The same game without its id (written by hand, say): a game of its own in the library.
  const anonymous = text.replace(/^\[Id "[^"]*"\]\r?\n/m, "");
  assert.ok(!anonymous.includes("[Id "), anonymous);
  await page.click("#import-btn");
  await page.waitForSelector("#text-box:not([hidden])");
  await page.fill("#text-area", anonymous);
  await page.click("#text-import");
  await page.waitForSelector("#play:not([hidden])");
  await waitForNotice(page, /Game imported into your library/);
  assert.equal(await plies(page), 3);
  assert.deepEqual(await moveList(page), actions);
  assert.equal(await page.$eval("#board", (c) => c.dataset.position), position);
  entries = await libraryEntries(page);
  assert.equal(entries.length, 2);
  const pasted = entries.find((e) => e.id !== original.id);
  assert.deepEqual(recordActions(pasted.entry.record), actions);
  assert.equal(pasted.entry.position, position);
  assert.equal(entries.find((e) => e.id === original.id).raw, original.raw);
  await goHome(page);

  // From a file: read as soon as it is chosen; the exported file opens the game it came from.
  await page.click("#import-btn");
  await page.waitForSelector("#text-box:not([hidden])");
  await page.setInputFiles("#text-file", { name: "game.txt", mimeType: "text/plain", buffer: Buffer.from(text) });
  await page.waitForSelector("#play:not([hidden])");
  await waitForPlies(page, 3);
  assert.equal(await page.$eval("#board", (c) => c.dataset.position), position);
  assert.deepEqual(await moveList(page), actions);
  entries = await libraryEntries(page);
  assert.equal(entries.length, 2);
  // The game plays on.
  assert.equal(await waitForHumanOrEnd(page), "human");
  await goHome(page);

  // A record whose third action is not legal: refused, naming it; nothing added.
  const bad = text.replace(`\n2. ${actions[2]}`, "\n2. d4:NNN");
  assert.deepEqual(recordActions(bad), [actions[0], actions[1], "d4:NNN"]);
  await page.click("#import-btn");
  await page.fill("#text-area", bad);
  await page.click("#text-import");
  await page.waitForSelector("#text-error:not([hidden])");
  assert.match(await page.textContent("#text-error"), /^action 3 \(d4:NNN\): /i);
  await shot(page, "review-import-refused.png");
  assert.equal(await page.isVisible("#text-box"), true, "the box stays open to fix the text");
  assert.equal(await page.isVisible("#home"), true);
  // Not a record at all: the line is named.
  await page.fill("#text-area", '[Ludus "1"]\n[Game "qawale"]\nhello');
  await page.click("#text-import");
  await page.waitForFunction(() => /^line 3: /i.test(document.getElementById("text-error").textContent));
  await page.click("#text-close");
  assert.deepEqual((await libraryEntries(page)).map((e) => e.raw).sort(), entries.map((e) => e.raw).sort());
  assert.deepEqual(errors, []);
  await context.close();
});

test("looking back on the computer's turn, it goes on thinking and its reply comes meanwhile", async () => {
  const { context, page, errors } = await newPage();
  await startQawale(page, { light: "human", dark: "5" });
  await waitForHumanOrEnd(page);
  await playQawaleMove(page);
  // Master thinks for seconds: time to look back while it is its turn.
  await page.waitForFunction(() => /Dark is thinking/.test(document.getElementById("turn").textContent));
  await page.click('#move-list button.mv[data-i="0"]');
  await page.waitForSelector("#review-bar:not([hidden])");
  assert.match((await page.textContent("#turn")).trim(), /^Dark is thinking/);
  // Its search was not thrown away: the reply is played while the player still looks back
  // (it used to wait until the player was back, then think again from the start).
  await waitForPlies(page, 2, 20000);
  assert.ok(await page.isVisible("#review-bar"));
  await page.click("#rv-live");
  await waitForHumanOrEnd(page);
  assert.deepEqual(errors, []);
  await context.close();
});
