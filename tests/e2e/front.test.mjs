// The first screen (www/front, src/front.rs): the cards and the new-game form come from a small
// wasm of their own, and the page's wasm (rules, views, records, the shell) is fetched only once
// they are painted. Here the page's wasm is held back until the test lets it go, so that the
// player acts on the first screen alone: whatever they chose is kept when the page takes over,
// and what they pressed is done then.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, watchErrors, shot, moveList } from "./helpers.mjs";

const site = useSite();

/** A page on the home screen (at `path`) whose page wasm waits for `release()`; `requested` lists
 * every URL asked for. */
async function heldBack(options = {}, path = "") {
  const context = await site.browser.newContext({ serviceWorkers: "block", ...options });
  let release;
  const gate = new Promise((r) => (release = r));
  const requested = [];
  await context.route("**/*", async (route) => {
    const url = route.request().url();
    requested.push(url);
    if (/ludus-page-[0-9a-f]+_bg\.wasm/.test(url)) await gate;
    await route.continue();
  });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(site.server.url + path);
  await page.waitForSelector("#home:not([hidden])");
  return { context, page, errors, release, requested };
}

const ready = (page) => page.waitForSelector("html[data-ready]", { state: "attached", timeout: 20000 });

test("the first screen is up before the page's wasm, and what was chosen and pressed there carries over", async () => {
  const { context, page, errors, release, requested } = await heldBack({ viewport: { width: 1000, height: 760 } }, "?seed=5");
  // Nothing of the games came before the first screen: the page's files are asked for after it.
  assert.equal(await page.isVisible("#loading"), false);
  const before = requested.filter((u) => /ludus-page-/.test(u));
  assert.ok(before.length <= 2, `the page's files, asked once the first screen is up: ${before}`);
  assert.equal(await page.evaluate(() => document.documentElement.hasAttribute("data-ready")), false);
  // A card opens its form; an option that changes the seats (Cabale's players) is served too.
  await page.click('.game-card[data-game="cabale"]');
  assert.match(await page.textContent("#setup-title"), /Cabale/);
  await page.selectOption('.rule-option[data-key="players"]', "3");
  assert.equal(await page.locator("#seat-rows select").count(), 3);
  await page.selectOption("#seat-0", "human");
  await page.selectOption("#seat-1", "1");
  await page.selectOption("#seat-2", "human");
  // Start waits for the page, and says so.
  await page.click("#start");
  await page.waitForSelector("#notice:not([hidden])");
  assert.match(await page.textContent("#notice"), /Setting up the boards/);
  assert.equal(await page.isVisible("#home"), true);
  assert.equal(await page.getAttribute("#start", "aria-busy"), "true");
  await shot(page, "front-waiting.png");
  release();
  await ready(page);
  // The page took the form as it stood and pressed Start: Cabale for three, the seats chosen.
  await page.waitForSelector("#play:not([hidden])");
  assert.match(await page.textContent("#game-title"), /Cabale/);
  const facts = await page.textContent("#facts");
  assert.match(facts, /Red\s*human/);
  assert.match(facts, /Blue\s*computer, Easy/);
  assert.match(facts, /Yellow\s*human/);
  assert.deepEqual(await moveList(page), []);
  assert.equal(await page.getAttribute("#start", "aria-busy"), null);
  assert.deepEqual(errors, []);
  await context.close();
});

test("on the first screen a language switch waits for the page, then takes; a card needs no wait", async () => {
  const { context, page, errors, release } = await heldBack({ locale: "en-US", viewport: { width: 360, height: 640 } });
  // By keyboard: the card is a button.
  await page.focus('.game-card[data-game="tab"]');
  await page.keyboard.press("Enter");
  assert.match(await page.textContent("#setup-title"), /Tâb/);
  await page.selectOption("#lang", "fr");
  assert.match(await page.textContent("#notice"), /Setting up the boards/);
  // On a phone the notice stands over the Start kept at the screen's foot, not under it.
  const notice = await page.locator("#notice").boundingBox();
  const seen = await page.evaluate(([x, y]) => {
    // Presses go through the notice (pointer-events: none), and so would elementFromPoint.
    const n = document.getElementById("notice");
    n.style.pointerEvents = "auto";
    const hit = document.elementFromPoint(x, y)?.closest("#notice") === n;
    n.style.pointerEvents = "";
    return hit;
  }, [notice.x + notice.width / 2, notice.y + notice.height / 2]);
  assert.ok(seen, "the notice is on top where it stands");
  release();
  await ready(page);
  await page.waitForFunction(() => document.documentElement.lang === "fr");
  await page.waitForFunction(() => /Tâb/.test(document.getElementById("setup-title").textContent));
  assert.equal(await page.textContent("#home h1"), "Choisissez un jeu");
  assert.equal(await page.getAttribute('.game-card[data-game="tab"]', "aria-pressed"), "true");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a page that has a game to show (a library, a game open in the tab) waits for the page's wasm", async () => {
  const context = await site.browser.newContext({ serviceWorkers: "block" });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(site.server.url);
  await page.click('.game-card[data-game="qawale"]');
  await page.selectOption("#seat-0", "human");
  await page.selectOption("#seat-1", "human");
  await page.click("#start");
  await page.waitForSelector("#play:not([hidden])");
  await page.click("#home-btn");
  await page.waitForSelector("#home:not([hidden])");
  // The library now holds the game: the first screen leaves the home screen to the page, which
  // draws each entry with its board.
  let held = true;
  await context.route(/ludus-page-[0-9a-f]+_bg\.wasm/, async (route) => {
    while (held) await new Promise((r) => setTimeout(r, 50));
    await route.continue();
  });
  await page.reload();
  await page.waitForTimeout(500);
  assert.equal(await page.isVisible("#home"), false);
  assert.equal(await page.isVisible("#loading"), true);
  held = false;
  await page.waitForSelector("#home:not([hidden])");
  await page.waitForSelector("#library-games:not([hidden])");
  assert.equal(await page.locator("#library-list li").count(), 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a press waits only for the game it was made for; a language chosen before a press is kept with it", async () => {
  const { context, page, errors, release } = await heldBack({ locale: "en-US", viewport: { width: 1000, height: 760 } });
  await page.click('.game-card[data-game="cabale"]');
  await page.click("#start");
  assert.equal(await page.getAttribute("#start", "aria-busy"), "true");
  // Another game picked: the Start pressed for Cabale is dropped.
  await page.click('.game-card[data-game="tab"]');
  assert.equal(await page.getAttribute("#start", "aria-busy"), null);
  assert.equal(await page.isVisible("#notice"), false);
  // French, then Start for Tâb: both are done once the page is up, the language first.
  await page.selectOption("#lang", "fr");
  await page.selectOption("#seat-1", "human");
  await page.click("#start");
  release();
  await ready(page);
  await page.waitForSelector("#play:not([hidden])");
  assert.match(await page.textContent("#game-title"), /Tâb/);
  await page.waitForFunction(() => document.documentElement.lang === "fr");
  assert.equal(await page.inputValue("#lang"), "fr");
  await page.waitForFunction(() => /humain/.test(document.getElementById("facts").textContent));
  assert.deepEqual(errors, []);
  await context.close();
});
