// Readable canvas text: on a 360×640 phone and on a desktop, every game draws no text on its
// canvas (the board, its offscreen layers and sprites) below 11 CSS px — coordinates, stack
// counts, cell values, tray labels, buttons. fillText and strokeText are wrapped to record the
// size of the font in use, scaled by the context's transform (CSS px).
import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, shot, watchErrors } from "./helpers.mjs";

const site = useSite();
const GAMES = ["qawale", "abalone", "latroncules", "cabale", "tab"];
const MIN_PX = 11;
const SCREENS = [
  {
    name: "phone",
    options: { viewport: { width: 360, height: 640 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  },
  { name: "desktop", options: { viewport: { width: 1100, height: 800 } } },
];

/** Runs in the page before any script: records each drawn text with its font size in CSS px. */
function recordFonts() {
  const seen = new Set();
  window.__fontSizes = [];
  for (const name of ["fillText", "strokeText"]) {
    const original = CanvasRenderingContext2D.prototype[name];
    CanvasRenderingContext2D.prototype[name] = function (text, ...rest) {
      const m = /(\d+(?:\.\d+)?)px/.exec(this.font);
      // The context is scaled to device pixels; any further scaling changes the drawn size.
      const t = this.getTransform();
      const scale = Math.hypot(t.a, t.b) / (window.devicePixelRatio || 1);
      const size = m ? Math.round(Number(m[1]) * scale * 100) / 100 : NaN;
      const key = `${size}|${text}`;
      if (!seen.has(key)) {
        seen.add(key);
        window.__fontSizes.push({ text: String(text), size, font: this.font });
      }
      return original.call(this, text, ...rest);
    };
  }
}

async function hints(page) {
  return page.$eval("#board", (c) => JSON.parse(c.dataset.hints || "[]"));
}

async function clickHint(page, [, x, y]) {
  const box = await page.locator("#board").boundingBox();
  await page.mouse.click(box.x + x, box.y + y);
}

async function open(page, game, seats) {
  await page.goto(site.server.url);
  await page.evaluate(() => localStorage.clear());
  await page.goto(site.server.url);
  await page.waitForSelector("#home:not([hidden])");
  await page.click(`.game-card[data-game="${game}"]`);
  if (seats) {
    for (const select of await page.$$("#seat-rows select")) await select.selectOption(seats);
  }
  await page.click("#start");
  await page.waitForSelector("#play:not([hidden])");
  await page.waitForTimeout(500);
}

/** A few human choices, never confirmed, so selections and previews get drawn too. */
async function choose(page, game) {
  for (let i = 0; i < 4; i++) {
    const list = await hints(page);
    const throwButton = list.find((h) => h[0] === "Throw");
    if (throwButton) {
      await clickHint(page, throwButton);
      await page.waitForTimeout(900);
      continue;
    }
    const pick = list.filter((h) => h[0] !== "pass").at(game === "tab" ? -1 : 0);
    if (!pick) break;
    await clickHint(page, pick);
    await page.waitForTimeout(300);
  }
}

for (const { name, options } of SCREENS) {
  test(`no canvas text is smaller than ${MIN_PX} px (${name})`, async () => {
    const context = await site.browser.newContext(options);
    await context.addInitScript(recordFonts);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const small = [];
    let drawn = 0;
    const collect = async (game, when) => {
      const sizes = await page.evaluate(() => window.__fontSizes);
      drawn += sizes.length;
      for (const s of sizes) {
        if (!(s.size >= MIN_PX)) small.push(`${game} (${when}): "${s.text}" at ${s.size} px (${s.font})`);
      }
    };
    for (const game of GAMES) {
      // The opening position, then a few of the human's choices.
      await open(page, game);
      await choose(page, game);
      await shot(page, `text-${name}-${game}.png`);
      await collect(game, "human");
      // Computers on every seat for a while: stacks, counts, captures, trays filling up.
      await open(page, game, "1");
      await page.waitForTimeout(4000);
      await shot(page, `text-${name}-${game}-later.png`);
      await collect(game, "computers");
    }
    assert.ok(drawn > 20, `only ${drawn} texts were drawn on the canvases`);
    assert.deepEqual(small, [], `canvas text below ${MIN_PX} px`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
