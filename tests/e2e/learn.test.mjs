// Learning in the app, as a player does it: for every game, in English on a desktop and in
// French on a 360-px phone, open the rules page from the new-game screen (its sections and its
// diagrams, drawn by the game's board code, with no horizontal scroll), then play the whole
// guided first game by clicks on the canvas, each step checked by the app (a wrong move is taken
// back), to the end.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, shot, watchErrors, hints, clickCanvas } from "./helpers.mjs";

const site = useSite();
const GAMES = ["abalone", "cabale", "latroncules", "qawale", "tab"];
const SCREENS = [
  { lang: "en", locale: "en-GB", viewport: { width: 1100, height: 800 }, hint: /[Pp]lay (.+)\.$/ },
  { lang: "fr", locale: "fr-FR", viewport: { width: 360, height: 640 }, hint: /[Jj]ouez (.+)\.$/ },
];

/** Whether the page scrolls sideways. */
async function overflows(page) {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

/** How many different colours a canvas shows (a blank or one-colour board fails). */
async function colours(page, canvas) {
  return canvas.evaluate((c) => {
    const d = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
    const seen = new Set();
    for (let i = 0; i < d.length; i += 4 * 97) seen.add(`${d[i]},${d[i + 1]},${d[i + 2]},${d[i + 3]}`);
    return seen.size;
  });
}

/** Abalone's cells: a row letter and a number; `step` moves `cell` by the vector from a to b. */
function abaloneStep(cell, a, b) {
  const r = (c) => c.charCodeAt(0);
  const n = (c) => Number(c.slice(1));
  return String.fromCharCode(r(cell) + r(b) - r(a)) + (n(cell) + n(b) - n(a));
}

/**
 * Clicks that play an Abalone move as a player does: the marbles of the group, then where the
 * group goes. In-line "A1B2": the line from A1 towards B2 (the board offers the next marble of
 * the line, then the cell the line moves to). Broadside "C3C5D4": C3 to C5, then where C3 goes.
 */
async function playAbalone(page, notation) {
  const cells = notation.match(/[A-I][1-9]/g);
  const named = async (name) => (await hints(page)).find(([n]) => n === name);
  const click = async (name) => {
    const h = await named(name);
    if (!h) throw new Error(`${name} is not highlighted while playing ${notation}`);
    await clickCanvas(page, h[1], h[2]);
  };
  if (cells.length === 2) {
    let [at, next] = cells;
    await click(at);
    for (let i = 0; i < 5 && (await page.getAttribute("#lesson", "data-done")) !== "yes"; i++) {
      await click(next);
      [at, next] = [next, abaloneStep(next, cells[0], cells[1])];
    }
  } else {
    await click(cells[0]);
    await click(cells[1]);
    await click(cells[2]);
  }
}

/** Qawale "a1:NNE": the stack, then each step (N, E, S, W from a1 go to a2, b1, …), Confirm. */
async function playQawale(page, notation) {
  const [from, path] = notation.split(":");
  let file = from.charCodeAt(0);
  let rank = Number(from[1]);
  const click = async (name) => {
    const h = (await hints(page)).find(([n]) => n === name);
    if (!h) throw new Error(`${name} is not highlighted while playing ${notation}`);
    await clickCanvas(page, h[1], h[2]);
  };
  await click(from);
  for (const d of path) {
    file += d === "E" ? 1 : d === "W" ? -1 : 0;
    rank += d === "N" ? 1 : d === "S" ? -1 : 0;
    await click(String.fromCharCode(file) + rank);
  }
  await page.click("#confirm");
}

/**
 * Tâb "1d2-c2sx": throw while a throw is due, then the throw's value in the tray, the piece
 * (pressed twice to move only the top piece of a stack: the "s"), its square, Confirm if asked.
 */
async function playTab(page, notation) {
  const click = async (name) => {
    const h = (await hints(page)).find(([n]) => n === name);
    if (!h) throw new Error(`${name} is not highlighted while playing ${notation}`);
    await clickCanvas(page, h[1], h[2]);
  };
  for (let i = 0; i < 10 && (await hints(page)).some(([n]) => n === "Throw"); i++) {
    const plies = await page.getAttribute("#board", "data-plies");
    await click("Throw");
    await page.waitForFunction((p) => document.getElementById("board").dataset.plies !== p, plies);
  }
  if (notation === "pass") return click("pass");
  const [, value, from, to, split] = notation.match(/^(\d)([a-i][1-4])-([a-i][1-4])(s?)/);
  if ((await hints(page)).some(([n]) => n === `throw ${value}`)) await click(`throw ${value}`);
  await click(from);
  if (split) await click(from);
  await click(to);
  if ((await page.getAttribute("#lesson", "data-done")) !== "yes" && (await page.isEnabled("#confirm"))) {
    await page.click("#confirm");
  }
}

/**
 * Plays `notation` by clicking what the board highlights: the throw button first when a throw
 * is due, then each highlighted place whose name is the next part of the notation (cells, a
 * throw's value, a choice such as "double"), then Confirm once the action is complete.
 */
async function playByClicks(page, notation) {
  const want = notation.toLowerCase();
  let at = 0;
  const clicked = [];
  for (let i = 0; i < 12; i++) {
    if ((await page.getAttribute("#lesson", "data-done")) === "yes") return clicked;
    const list = await hints(page);
    const throwButton = list.find(([n]) => n === "Throw");
    if (throwButton) {
      const plies = await page.getAttribute("#board", "data-plies");
      await clickCanvas(page, throwButton[1], throwButton[2]);
      await page.waitForFunction((p) => document.getElementById("board").dataset.plies !== p, plies);
      clicked.push("Throw");
      continue;
    }
    // The highlighted place named by the notation soonest after what is already clicked.
    let best = null;
    for (const h of list) {
      const name = h[0].toLowerCase().replace(/^throw /, "");
      const found = want.indexOf(name, at);
      if (name && found >= 0 && (!best || found < best.found || (found === best.found && name.length > best.name.length))) {
        best = { h, found, name };
      }
    }
    if (best) {
      await clickCanvas(page, best.h[1], best.h[2]);
      at = best.found + best.name.length;
      clicked.push(best.h[0]);
      continue;
    }
    if (await page.isEnabled("#confirm")) {
      await page.click("#confirm");
      clicked.push("Confirm");
      continue;
    }
    break;
  }
  if ((await page.getAttribute("#lesson", "data-done")) === "yes") return clicked;
  const names = (await hints(page)).map(([n]) => n).join(" ");
  const notice = await page.textContent("#notice");
  throw new Error(`could not play ${notation}: clicked ${clicked.join(" ")}; highlighted: ${names}; notice: ${notice}`);
}

for (const screen of SCREENS) {
  for (const game of GAMES) {
    test(`${game}: rules page and tutorial (${screen.lang}, ${screen.viewport.width} px)`, async () => {
      const context = await site.browser.newContext({ locale: screen.locale, viewport: screen.viewport });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(site.server.url);
      await page.waitForSelector("#home:not([hidden])");
      assert.equal(await page.getAttribute("html", "lang"), screen.lang);
      await page.click(`.game-card[data-game="${game}"]`);

      // The rules page: sections with words, real diagrams, no sideways scroll.
      await page.click("#open-rules");
      await page.waitForSelector("#rules:not([hidden])");
      const sections = await page.$$eval(".rule-section", (s) => s.map((x) => x.textContent.length));
      assert.ok(sections.length >= 6, `${sections.length} sections`);
      assert.ok(sections.every((n) => n > 40), `a section without words: ${sections}`);
      const diagrams = await page.$$(".diagram canvas");
      assert.ok(diagrams.length >= 3, `${diagrams.length} diagrams`);
      for (const d of diagrams) assert.ok((await colours(page, d)) >= 4, "a blank diagram");
      const text = await page.textContent("#rules-body");
      assert.ok(!/[{}]|§|\(seed\)/.test(text), "a raw key or rule code on the page");
      assert.equal(await overflows(page), false, "the rules page scrolls sideways");
      await shot(page, `rules-${game}-${screen.lang}.png`);
      // The language switch rewrites the page at once (then back).
      const other = screen.lang === "en" ? "fr" : "en";
      const firstTitle = await page.textContent(".rule-section h2");
      await page.selectOption("#lang", other);
      await page.waitForFunction((t) => document.querySelector(".rule-section h2").textContent !== t, firstTitle);
      await page.selectOption("#lang", screen.lang);
      await page.waitForFunction((t) => document.querySelector(".rule-section h2").textContent === t, firstTitle);

      // The tutorial, from the rules page: every step played by clicks.
      await page.click("#rules-tutorial");
      await page.waitForSelector("#play:not([hidden]) #lesson:not([hidden])");
      const title = await page.textContent("#lesson-title");
      assert.ok(title.length > 5 && !title.includes("tutorial-title"), title);
      let steps = 0;
      for (; steps < 12; steps++) {
        await page.waitForSelector('#lesson[data-done="no"]');
        assert.equal(await overflows(page), false, "the tutorial scrolls sideways");
        await page.click("#hint");
        const said = (await page.textContent("#notice")).trim();
        const m = said.match(screen.hint);
        assert.ok(m, `hint: ${said}`);
        if (game === "abalone") await playAbalone(page, m[1]);
        else if (game === "qawale") await playQawale(page, m[1]);
        else if (game === "tab") await playTab(page, m[1]);
        else await playByClicks(page, m[1]);
        await page.waitForSelector('#lesson[data-done="yes"]');
        const done = await page.textContent("#lesson-done");
        assert.ok(done.trim().length > 10, "nothing said after the step");
        // The step done, the board waits for "Next step": nothing invites a move meanwhile.
        assert.equal((await page.textContent("#prompt")).trim(), "", "a prompt to move while the step is done");
        assert.equal(await page.isVisible("#hint"), false, "a hint while the step is done");
        if (steps === 1) {
          await shot(page, `tutorial-${game}-${screen.lang}.png`);
          // The rules are one click away during play too, and Back returns to the board.
          await page.click("#play-rules");
          await page.waitForSelector("#rules:not([hidden]) .diagram canvas");
          await page.click("#rules-back");
          await page.waitForSelector("#play:not([hidden]) #lesson:not([hidden])");
        }
        if (!(await page.isVisible("#lesson-next"))) break;
        await page.click("#lesson-next");
      }
      assert.ok(steps >= 2, `only ${steps + 1} steps`);
      assert.match(await page.textContent("#lesson-done"), screen.lang === "en" ? /whole tutorial/ : /tutoriel est terminé/);
      // Leaving the tutorial goes back to the games (nothing was saved over).
      await page.click("#lesson-leave");
      await page.waitForSelector("#home:not([hidden])");
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
}
