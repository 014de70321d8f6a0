// Phone first: at 360×640, in English and in French, every game's new-game form and play
// screen, and the settings, fit the width (no horizontal scroll), and the board with the main buttons fits on the
// first screen.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, shot, watchErrors, startGame, hints, clickCanvas, playQawaleMove, waitForPlies } from "./helpers.mjs";

const site = useSite();
const GAMES = ["qawale", "abalone", "latroncules", "cabale", "tab"];

for (const locale of ["en-US", "fr-FR"]) {
  test(`every screen fits a 360×640 phone (${locale})`, async () => {
    const context = await site.browser.newContext({
      locale,
      viewport: { width: 360, height: 640 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    for (const game of GAMES) {
      await page.goto(site.server.url);
      await page.evaluate(() => localStorage.clear());
      await page.goto(site.server.url);
      await page.waitForSelector("#home:not([hidden])");
      await page.click(`.game-card[data-game="${game}"]`);
      const formWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(formWidth <= 360, `${game} new-game form is ${formWidth} px wide`);
      await page.click("#start");
      await page.waitForSelector("#play:not([hidden])");
      await page.waitForTimeout(300);
      const playWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(playWidth <= 360, `${game} play screen is ${playWidth} px wide`);
      for (const id of ["board", "undo", "turn"]) {
        const box = await page.locator(`#${id}`).boundingBox();
        assert.ok(box && box.y + box.height <= 640, `${game}: #${id} ends at ${box && box.y + box.height} px, below the first screen`);
      }
      await shot(page, `phone-${game}-${locale}.png`);
    }
    // The settings fit too, all on the first screen.
    await page.click("#settings-btn");
    await page.waitForSelector("#settings:not([hidden])");
    assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 360, "settings are too wide");
    const done = await page.locator("#settings-close").boundingBox();
    assert.ok(done.y + done.height <= 640 && done.x + done.width <= 360, "settings do not fit the first screen");
    await shot(page, `phone-settings-${locale}.png`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test("at the end on a phone, the result stands under the board, not over it, with buttons a finger can press", async () => {
  const context = await site.browser.newContext({ viewport: { width: 360, height: 640 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(site.server.url + "?seed=3");
  // Medium against Medium: a game long enough for the move list to scroll (Easy hands over a
  // four when it can, so two Easys end a game within a few actions).
  await startGame(page, "qawale", ["2", "2"]);
  await page.waitForSelector("#end-banner:not([hidden])", { timeout: 60000 });
  const board = await page.locator("#board").boundingBox();
  const banner = await page.locator("#end-banner").boundingBox();
  assert.ok(banner.y >= board.y + board.height, `the banner starts at ${banner.y} px, the board ends at ${board.y + board.height} px`);
  for (const id of ["rematch", "replay", "end-new-game", "undo", "home-btn"]) {
    const box = await page.locator(`#${id}`).boundingBox();
    assert.ok(box.height >= 44, `#${id} is ${box.height} px tall`);
  }
  const actions = await page.$$eval("#move-list .mv", (bs) => bs.map((b) => b.getBoundingClientRect().height));
  assert.ok(actions.length > 0 && actions.every((h) => h >= 32), JSON.stringify(actions));
  await shot(page, "phone-end.png");
  // Looking back, the move list follows: the last action in view at the end, the first round
  // at the start (it showed the newest rounds there).
  const list = () => page.$eval("#move-list", (ol) => {
    const at = ol.querySelector(".at")?.getBoundingClientRect(), box = ol.getBoundingClientRect();
    return { top: ol.scrollTop, shown: !at || (at.top >= box.top && at.bottom <= box.bottom) };
  });
  await page.click('#move-list button.mv[data-i="0"]');
  await page.click("#rv-end");
  await page.waitForFunction(() => document.getElementById("move-list").scrollTop > 0);
  assert.ok((await list()).shown, "the last action is in view");
  await page.click("#rv-start");
  await page.waitForFunction(() => /\b0\b/.test(document.getElementById("review-at").textContent));
  await page.waitForFunction(() => document.getElementById("move-list").scrollTop === 0);
  assert.equal(await page.$eval("#move-list li .mv", (b) => b.dataset.i), "0");
  assert.deepEqual(errors, []);
  await context.close();
});

// ---- Touch and landscape phones (issue point "Phone") ----

const ACCENT = "rgb(224, 165, 38)"; // --accent: the picked card's border
const HOVER = "rgb(92, 77, 59)"; // a hovered card's border, under a mouse only

/** A phone held upright (360×640) or on its side, with a finger. */
const phone = (width, height, extra = {}) =>
  site.browser.newContext({ viewport: { width, height }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, ...extra });

/** Waits until the page has stopped scrolling (a smooth scroll has landed); returns scrollY. */
async function settled(page) {
  let last = -1;
  for (let i = 0; i < 40; i++) {
    const y = await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(scrollY)))));
    if (y === last) return y;
    last = y;
    await page.waitForTimeout(50);
  }
  return last;
}

/** Whether `selector`'s box lies wholly on screen and a press at its centre reaches it. */
async function onScreen(page, selector) {
  return page.$eval(selector, (e) => {
    const r = e.getBoundingClientRect();
    const inside = r.width > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return { inside, reached: !!hit && e.contains(hit), top: Math.round(r.top), bottom: Math.round(r.bottom) };
  });
}

/** Qawale's tutorial, first step, with the path a1→a4 laid by taps on the canvas (not confirmed). */
async function qawaleLessonLaid(page) {
  await page.goto(site.server.url);
  await page.waitForSelector("#home:not([hidden])");
  await page.tap('.game-card[data-game="qawale"]');
  await page.tap("#open-tutorial");
  await page.waitForSelector('#play:not([hidden]) #lesson[data-done="no"]');
  for (const cell of ["a1", "a2", "a3", "a4"]) {
    const hit = (await hints(page)).find(([n]) => n === cell);
    assert.ok(hit, `${cell} is not highlighted`);
    await clickCanvas(page, hit[1], hit[2]);
  }
  assert.ok(await page.isEnabled("#confirm"), "the path a1-a4 does not wait for Confirm");
}

test("a tapped game card looks picked, not hovered, and brings its form's Start on screen", async () => {
  const context = await phone(360, 640);
  const page = await context.newPage();
  const errors = watchErrors(page);
  for (const game of GAMES) {
    await page.goto(site.server.url);
    await page.evaluate(() => localStorage.clear());
    await page.goto(site.server.url);
    await page.waitForSelector("#home:not([hidden])");
    assert.equal(await settled(page), 0, "the home screen scrolled by itself");
    const card = `.game-card[data-game="${game}"]`;
    await page.tap(card);
    await settled(page);
    const look = await page.$eval(card, (c) => ({ border: getComputedStyle(c).borderColor, pressed: c.getAttribute("aria-pressed") }));
    assert.equal(look.border, ACCENT, `${game}: the tapped card's border is ${look.border} (hover: ${HOVER})`);
    assert.equal(look.pressed, "true");
    const start = await onScreen(page, "#start");
    assert.ok(start.inside && start.reached, `${game}: Start is at ${start.top}–${start.bottom} px on a 640-px screen`);
    // The form's title is in view too: the player sees which game Start starts.
    const title = await onScreen(page, "#setup-title");
    assert.ok(title.inside, `${game}: the form's title is at ${title.top} px`);
    if (game === "cabale") await shot(page, "phone-form-tapped.png");
  }
  // The other cards are not pressed.
  assert.deepEqual(await page.$$eval(".game-card:not(.selected)", (cs) => cs.map((c) => c.getAttribute("aria-pressed"))), ["false", "false", "false", "false"]);
  // Scrolling down to the form by hand, Start never lies over its title.
  for (const shown of [40, 80, 120, 200]) {
    await page.evaluate((shown) => scrollTo(0, document.getElementById("setup").getBoundingClientRect().top + scrollY - innerHeight + shown), shown);
    const [title, start] = await page.$$eval(["#setup-title", "#start"].join(","), (es) => es.map((e) => e.getBoundingClientRect().toJSON()));
    assert.ok(start.top >= title.bottom, `${shown} px of the form in view: Start (${start.top} px) over the title (ends ${title.bottom} px)`);
  }
  await page.tap("#start");
  await page.waitForSelector("#play:not([hidden])");
  assert.deepEqual(errors, []);
  await context.close();
});

test("on a desktop, picking a card scrolls nothing and hovering never hides the picked card", async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(site.server.url);
  await page.waitForSelector("#home:not([hidden])");
  await page.click('.game-card[data-game="cabale"]');
  assert.equal(await settled(page), 0);
  const border = (g) => page.$eval(`.game-card[data-game="${g}"]`, (c) => getComputedStyle(c).borderColor);
  assert.equal(await border("cabale"), ACCENT, "the hovered, picked card");
  await page.hover('.game-card[data-game="tab"]');
  assert.equal(await border("tab"), HOVER, "a hovered card");
  await context.close();
});

test("in a tutorial on a phone, Confirm is on screen once a path is laid, and the step's buttons stay in sight", async () => {
  const context = await phone(360, 640);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await qawaleLessonLaid(page);
  const confirm = await onScreen(page, "#confirm");
  assert.ok(confirm.inside && confirm.reached, `Confirm is at ${confirm.top}–${confirm.bottom} px on a 640-px screen`);
  await shot(page, "phone-tutorial-laid.png");
  await page.tap("#confirm");
  await page.waitForSelector('#lesson[data-done="yes"]');
  // The step done, its Next step button is not covered.
  await page.locator("#lesson-next").scrollIntoViewIfNeeded();
  const next = await onScreen(page, "#lesson-next");
  assert.ok(next.inside && next.reached, `Next step at ${next.top}–${next.bottom} px is covered or off screen`);
  // Cabale's tutorial has no Confirm, but its Hint and Step back are in sight during a step.
  const other = await context.newPage();
  await other.goto(site.server.url);
  await other.waitForSelector("#home:not([hidden])");
  await other.tap('.game-card[data-game="cabale"]');
  await other.tap("#open-tutorial");
  await other.waitForSelector('#play:not([hidden]) #lesson[data-done="no"]');
  const hint = await onScreen(other, "#hint");
  await shot(other, "phone-tutorial-step.png");
  assert.ok(hint.inside && hint.reached, `Hint is at ${hint.top}–${hint.bottom} px on a 640-px screen`);
  assert.deepEqual(errors, []);
  await context.close();
});

for (const [width, height] of [
  [640, 360],
  [844, 390],
]) {
  test(`a phone on its side (${width}×${height}): the board as tall as the screen, every button of the panel in reach`, async () => {
    const context = await phone(width, height);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(site.server.url);
    await startGame(page, "qawale", ["human", "human"]);
    await page.waitForTimeout(300);
    const board = await page.locator("#board").boundingBox();
    assert.ok(board.height >= 0.88 * height, `the board is ${board.height} px tall on a ${height}-px screen`);
    assert.ok(board.y >= 0 && board.y + board.height <= height && board.x + board.width <= width, `the board is cut: ${JSON.stringify(board)}`);
    const panel = await page.locator("#panel").boundingBox();
    assert.ok(panel.x >= board.x + board.width, "the panel is not beside the board");
    assert.ok(await page.evaluate(() => document.documentElement.scrollHeight <= innerHeight + 1), "the page scrolls: the panel should");
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), "the page scrolls sideways");
    for (const id of ["confirm", "back-step", "hint", "turn", "undo", "new-game", "home-btn"]) {
      const at = await onScreen(page, `#${id}`);
      assert.ok(at.inside && at.reached, `#${id} at ${at.top}–${at.bottom} px is not on the first screen`);
    }
    // The rest is in the panel's own scroll.
    for (const id of ["play-rules", "resign", "offer-draw", "send", "export", "move-list"]) {
      await page.locator(`#${id}`).scrollIntoViewIfNeeded();
      const at = await onScreen(page, `#${id}`);
      assert.ok(at.inside && at.reached, `#${id} cannot be brought on screen (${at.top}–${at.bottom} px)`);
    }
    assert.equal(await page.evaluate(() => scrollY), 0, "the page itself scrolled");
    await shot(page, `landscape-${width}-play.png`);
    // A move played by taps on the canvas.
    await page.$eval("#panel", (p) => (p.scrollTop = 0));
    await playQawaleMove(page);
    await waitForPlies(page, 1);
    // Looking back from the move list, the review's steps stay in sight.
    await page.click('#move-list button.mv[data-i="0"]');
    await page.waitForSelector("#review-bar:not([hidden])");
    for (const id of ["rv-back", "rv-live"]) {
      const at = await onScreen(page, `#${id}`);
      assert.ok(at.inside && at.reached, `review: #${id} at ${at.top}–${at.bottom} px`);
    }
    await page.click("#rv-live");
    await page.waitForSelector("#review-bar[hidden]", { state: "attached" });
    // The settings fit too.
    await page.tap("#settings-btn");
    await page.waitForSelector("#settings:not([hidden])");
    await page.locator("#settings-close").scrollIntoViewIfNeeded();
    const done = await onScreen(page, "#settings-close");
    assert.ok(done.inside && done.reached, `settings: Done at ${done.top}–${done.bottom} px`);
    await page.tap("#settings-close");
    // A tutorial: the path laid, Confirm on screen.
    const lesson = await context.newPage();
    await qawaleLessonLaid(lesson);
    const confirm = await onScreen(lesson, "#confirm");
    assert.ok(confirm.inside && confirm.reached, `tutorial: Confirm at ${confirm.top}–${confirm.bottom} px on a ${height}-px screen`);
    const lessonBoard = await lesson.locator("#board").boundingBox();
    assert.ok(lessonBoard.height >= 0.88 * height, `the tutorial's board is ${lessonBoard.height} px tall`);
    await shot(lesson, `landscape-${width}-tutorial.png`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

// Every board on a phone on its side, not only Qawale's square: the hex boards and Tâb's track.
test("every game on a phone on its side (640×360): the board as tall as the screen, the panel beside it", async () => {
  const context = await phone(640, 360);
  for (const game of ["abalone", "cabale", "latroncules", "tab"]) {
    // A page of its own each: a page that had a game open reopens it.
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(site.server.url);
    await startGame(page, game, ["human", "human"]);
    await page.waitForTimeout(300);
    const board = await page.locator("#board").boundingBox();
    assert.ok(board.height >= 0.88 * 360, `${game}: the board is ${board.height} px tall on a 360-px screen`);
    assert.ok(board.y >= 0 && board.y + board.height <= 360 && board.x + board.width <= 640, `${game}: the board is cut: ${JSON.stringify(board)}`);
    const panel = await page.locator("#panel").boundingBox();
    assert.ok(panel.x >= board.x + board.width, `${game}: the panel is not beside the board`);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `${game}: the page scrolls sideways`);
    await shot(page, `landscape-640-${game}.png`);
    // (Tâb opens with a throw, which is thrown on the board: no hint for it.)
    for (const id of game === "tab" ? ["turn", "undo", "home-btn"] : ["hint", "turn", "undo", "home-btn"]) {
      const at = await onScreen(page, `#${id}`);
      assert.ok(at.inside && at.reached, `${game}: #${id} at ${at.top}–${at.bottom} px is not on the first screen`);
    }
    assert.deepEqual(errors, []);
    await page.close();
  }
  await context.close();
});
