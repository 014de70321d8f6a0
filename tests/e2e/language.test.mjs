// English and French: the browser's language picks the default, the switch changes every word
// at once (home, new-game form, panel, board prompt) and is remembered across reloads; the
// catalogues are fetched, so a language also works offline once visited.
import { test } from "node:test";
import assert from "node:assert/strict";
import { startQawale, waitForHumanOrEnd, useSite, shot, watchErrors, moveList, startGame } from "./helpers.mjs";

const site = useSite();

test("a French browser gets French, and the switch changes it at once and for good", async () => {
  const context = await site.browser.newContext({ locale: "fr-FR", viewport: { width: 1100, height: 800 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(site.server.url);
  await page.waitForSelector("#home:not([hidden])");
  assert.equal(await page.getAttribute("html", "lang"), "fr");
  assert.equal((await page.textContent("#home h1")).trim(), "Choisissez un jeu");
  assert.equal((await page.textContent("#start")).trim(), "Jouer");
  assert.match(await page.textContent("#setup-title"), /Nouvelle partie de/);
  assert.match(await page.textContent("#seat-rows"), /Ordinateur — Moyen/);

  await startQawale(page, { light: "human", dark: "1" });
  await waitForHumanOrEnd(page);
  assert.match(await page.textContent("#turn"), /Trait/);
  assert.equal((await page.textContent("#undo")).trim(), "Annuler");
  await shot(page, "qawale-fr.png");

  // Switch to English: everything follows at once, without a reload.
  await page.selectOption("#lang", "en");
  await page.waitForFunction(() => document.documentElement.lang === "en");
  assert.match(await page.textContent("#turn"), /to move/);
  assert.equal((await page.textContent("#undo")).trim(), "Undo");
  // Remembered: a reload stays in English although the browser says French.
  await page.reload();
  await page.waitForSelector("#play:not([hidden])");
  assert.match(await page.textContent("#turn"), /to move/);
  assert.equal(await page.$eval("#lang", (s) => s.value), "en");
  await page.selectOption("#lang", "fr");
  await page.waitForFunction(() => document.documentElement.lang === "fr");
  assert.match(await page.textContent("#turn"), /Trait/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("Tâb's throws and passes read in French in the move list", async () => {
  const context = await site.browser.newContext({ locale: "fr-FR", viewport: { width: 1100, height: 800 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(site.server.url);
  await startGame(page, "tab", ["1", "1"]);
  // Two computers at Easy: wait for the opening's throws and the first moves.
  await page.waitForFunction(() => Number(document.getElementById("board").dataset.plies) >= 12, null, { timeout: 30000 });
  const moves = await moveList(page);
  assert.ok(moves.some((m) => /^lancer [12346]$/.test(m)), `no throw in French: ${moves.join(" ")}`);
  for (const m of moves) assert.match(m, /^(lancer [12346]|passe|[12346][a-i][1-4]-[a-i][1-4]s?x?r?)$/);
  assert.doesNotMatch(await page.textContent("#last-move"), /throw|pass\b/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("an English browser gets English", async () => {
  const context = await site.browser.newContext({ locale: "en-GB" });
  const page = await context.newPage();
  await page.goto(site.server.url);
  await page.waitForSelector("#home:not([hidden])");
  assert.equal(await page.getAttribute("html", "lang"), "en");
  assert.equal((await page.textContent("#start")).trim(), "Start");
  await context.close();
});

test("a pasted record's unreadable start position and notation are explained in French", async () => {
  const context = await site.browser.newContext({ locale: "fr-FR", viewport: { width: 1100, height: 800 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(site.server.url);
  await page.waitForSelector("#home:not([hidden])");
  const paste = async (text) => {
    if (await page.isHidden("#text-box")) {
      await page.click("#import-btn");
      await page.waitForSelector("#text-box:not([hidden])");
    }
    await page.fill("#text-area", text);
    await page.click("#text-import");
    await page.waitForSelector("#text-error:not([hidden])");
    return (await page.textContent("#text-error")).trim();
  };
  // The site's engine carries no English for these: the catalogue names the part that is wrong.
  const head = '[Ludus "1"]\n[Game "qawale"]\n';
  let said = await paste(`${head}[Position "nn,,,nn/,,,/,,, 8 8 l"]\n`);
  assert.equal(
    said,
    "la position de départ écrite est illisible\u00a0: le plateau (la première partie de la position) est illisible, ou porte ce que ce jeu ne peut pas avoir",
  );
  said = await paste(`${head}[Position "nn,,,nn/,,,/,,,/nn,,,nn 8 8 x"]\n`);
  assert.match(said, /«\u00a0x\u00a0» ne désigne pas un joueur qui puisse avoir le trait/);
  await shot(page, "import-bad-position-fr.png");
  await page.click("#text-close");
  said = await paste(`${head}\n1. zz\n`);
  assert.equal(said, "action 1 (zz)\u00a0: ce n'est pas ainsi que ce jeu note une action");
  assert.deepEqual(errors, []);
  await context.close();
});
