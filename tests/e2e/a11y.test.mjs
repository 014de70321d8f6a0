// Accessibility: axe-core (npm) finds no serious or critical violation on the home screen, a
// rules page, the play screen of every game, a tutorial and the settings, in both languages.
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { useSite, watchErrors, leaveGame } from "./helpers.mjs";

const site = useSite();
const AXE = path.resolve(import.meta.dirname, "../../node_modules/axe-core/axe.min.js");

/** Serious and critical violations on the page as it is now, one line each. */
async function violations(page) {
  if (!(await page.evaluate(() => typeof window.axe === "object"))) await page.addScriptTag({ path: AXE });
  const found = await page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ["violations"] });
    return r.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`);
  });
  return found;
}

for (const [locale, viewport] of [
  ["en-GB", { width: 1100, height: 800 }],
  ["fr-FR", { width: 360, height: 640 }],
]) {
  test(`no serious accessibility violation on home, rules, play, tutorial and settings (${locale})`, async () => {
    // axe-core is injected as an inline script, which the site's Content-Security-Policy
    // rightly refuses: the audit's context bypasses the policy (the app is unchanged).
    const context = await site.browser.newContext({ locale, viewport, bypassCSP: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(site.server.url);
    await page.waitForSelector("#home:not([hidden])");
    const report = [];
    const check = async (screen) => report.push(...(await violations(page)).map((v) => `${screen}: ${v}`));
    await check("home");
    await page.click("#settings-btn");
    await page.waitForSelector("#settings:not([hidden])");
    await check("settings");
    await page.click("#settings-close");
    for (const game of ["abalone", "cabale", "latroncules", "qawale", "tab"]) {
      await page.click(`.game-card[data-game="${game}"]`);
      await page.selectOption("#seat-1", "human");
      await page.click("#start");
      await page.waitForSelector("#play:not([hidden])");
      await check(`play ${game}`);
      await leaveGame(page);
    }
    await page.click('.game-card[data-game="cabale"]');
    await page.click("#open-rules");
    await page.waitForSelector("#rules:not([hidden]) .diagram canvas");
    await check("rules cabale");
    await page.click("#rules-tutorial");
    await page.waitForSelector("#lesson:not([hidden])");
    await check("tutorial cabale");
    assert.deepEqual(report, []);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
