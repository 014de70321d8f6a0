// App-level behaviour shared by every game: resign, draw offers, undo of an agreed end.
import { test } from "node:test";
import assert from "node:assert/strict";
import { startQawale, waitForHumanOrEnd, playQawaleMove, moveList, useSite, answer, watchErrors, replyAsk, plies, leaveGame, player } from "./helpers.mjs";

const site = useSite();

test("resigning against the computer ends the game, and undo takes it back", async () => {
  const page = await (await site.browser.newContext()).newPage();
  await page.goto(site.server.url);
  await startQawale(page, { light: "human", dark: "1" });
  await waitForHumanOrEnd(page);
  await page.click("#offer-draw");
  assert.match(await page.textContent("#notice"), /declines/);
  // Resigning asks first: Cancel keeps the game on.
  await page.click("#resign");
  assert.match(await page.textContent("#ask-text"), /Resign this game\?/);
  await answer(page, false);
  assert.equal(await waitForHumanOrEnd(page), "human");
  await page.click("#resign");
  await answer(page, true);
  assert.equal(await waitForHumanOrEnd(page), "over");
  assert.match(await page.textContent("#turn"), /Light resigned: Dark wins!/);
  await page.click("#undo");
  assert.equal(await waitForHumanOrEnd(page), "human");
  await playQawaleMove(page);
  await waitForHumanOrEnd(page);
  assert.equal((await moveList(page)).length, 2);
});

test("two humans can agree a draw: the other player is asked", async () => {
  const page = await (await site.browser.newContext()).newPage();
  await page.goto(site.server.url);
  await startQawale(page, { light: "human", dark: "human" });
  await waitForHumanOrEnd(page);
  // Light offers; Dark declines: play on.
  await page.click("#offer-draw");
  assert.match(await page.textContent("#ask-text"), /Light offers a draw\. Dark, do you accept\?/);
  await answer(page, false);
  assert.match(await page.textContent("#notice"), /Dark declines the draw/);
  assert.equal(await waitForHumanOrEnd(page), "human");
  await page.click("#offer-draw");
  await answer(page, true);
  assert.equal(await waitForHumanOrEnd(page), "over");
  assert.match(await page.textContent("#turn"), /Draw agreed/);
  // The agreed end survives a reload.
  await page.reload();
  await page.waitForSelector("#play:not([hidden])");
  assert.match(await page.textContent("#turn"), /Draw agreed/);
});

test("the end banner says who won, and Rematch starts again with the sides swapped", async () => {
  const page = await (await site.browser.newContext()).newPage();
  await page.goto(site.server.url);
  await startQawale(page, { light: "human", dark: "1" });
  await waitForHumanOrEnd(page);
  assert.equal(await page.isVisible("#end-banner"), false);
  await page.click("#resign");
  await answer(page, true);
  assert.equal(await waitForHumanOrEnd(page), "over");
  await page.waitForSelector("#end-banner:not([hidden])");
  assert.match(await page.textContent("#end-title"), /Light resigned: Dark wins!/);
  // On a wide screen the banner stands beside the board, never over it, and the buttons of a
  // game in play (resign, offer a draw) give way to it.
  const board = await page.locator("#board").boundingBox();
  const banner = await page.locator("#end-banner").boundingBox();
  assert.ok(banner.x >= board.x + board.width, `the banner starts at x ${banner.x}, the board ends at ${board.x + board.width}`);
  assert.equal(await page.isVisible("#resign"), false);
  assert.equal(await page.isVisible("#offer-draw"), false);
  // Screen readers hear how it ended.
  assert.match(await page.textContent("#announce"), /Game over\. Light resigned: Dark wins!/);
  await page.click("#rematch");
  await page.waitForSelector("#end-banner[hidden]", { state: "attached" });
  // Sides swapped: the computer now plays Light and opens; its action is announced, in words.
  assert.match(await page.textContent("#facts"), /Light\s*computer, Easy/);
  await waitForHumanOrEnd(page);
  assert.match(await page.textContent("#announce"), /^Light lifted [a-d][1-4] and laid (one pebble|\d pebbles): (north|east|south|west)/);
  assert.match(await page.textContent("#facts"), /Dark\s*human/);
  await waitForHumanOrEnd(page);
  await page.click("#resign");
  await answer(page, true);
  await page.waitForSelector("#end-banner:not([hidden])");
  await page.click("#end-new-game");
  await page.waitForSelector("#home:not([hidden])");
  assert.match(await page.textContent("#setup-title"), /Qawale/);
});

test("Hint shows a good action for the player to act, and goes away once the position changes", async () => {
  const page = await (await site.browser.newContext()).newPage();
  await page.goto(site.server.url);
  await startQawale(page, { light: "human", dark: "1" });
  await waitForHumanOrEnd(page);
  assert.equal(await page.isVisible("#hint"), true);
  await page.click("#hint");
  await page.waitForFunction(() => /^Hint: \S/.test(document.getElementById("notice").textContent));
  const hinted = (await page.textContent("#notice")).replace("Hint: ", "");
  // In words, with the notation after it for those who read it.
  assert.match(hinted, /^Light lifted [a-d][1-4] and laid .* \([a-d][1-4]:[NESW]+\)$/, "the hint is an action in words and notation");
  await playQawaleMove(page);
  await waitForHumanOrEnd(page);
  assert.equal(await page.isVisible("#hint"), true);
});

test("the browser's Back goes back in the app, never off the site: rules page to game, game to home, asked first while the game is on", async () => {
  const page = await (await site.browser.newContext()).newPage();
  const errors = watchErrors(page);
  await page.goto(site.server.url);
  const url = page.url();
  const back = () => page.evaluate(() => history.back());
  // A game not begun: Back is the home screen at once.
  await startQawale(page, { light: "human", dark: "human" });
  await back();
  await page.waitForSelector("#home:not([hidden])");
  await startQawale(page, { light: "human", dark: "human" });
  // The rules page over a game: Back is the game again.
  await page.click("#play-rules");
  await page.waitForSelector("#rules:not([hidden])");
  await back();
  await page.waitForSelector("#play:not([hidden])");
  // A game on: Back asks first; staying keeps the game, and the next Back asks again.
  await playQawaleMove(page);
  await back();
  await replyAsk(page, false, /Leave this game/);
  assert.ok(await page.isVisible("#play"));
  assert.equal(await plies(page), 1);
  await back();
  await replyAsk(page, true, /Leave this game/);
  await page.waitForSelector("#home:not([hidden])");
  assert.equal(page.url(), url);
  // Home by the app's own button leaves no "inside" step behind for Back to stumble on.
  await page.click("[data-do=resume]");
  await page.waitForSelector("#play:not([hidden])");
  await page.waitForFunction(() => history.state === true);
  await leaveGame(page);
  await page.waitForFunction(() => !history.state);
  assert.equal(page.url(), url);
  // Home by the button, then at once another game: the app's own step back out of its history
  // entry lands after the new game has begun, and must not take the player out of it.
  await startQawale(page, { light: "human", dark: "human" });
  await page.waitForFunction(() => history.state === true);
  const popped = await page.evaluate(async () => {
    let pops = 0;
    addEventListener("popstate", () => pops++);
    // The player is quick: the new game starts right as the app steps back, before that
    // step's popstate arrives (it always comes later, as a task of its own).
    const back = history.back;
    history.back = function () {
      back.call(history);
      history.back = back;
      document.querySelector('.game-card[data-game="qawale"]').click();
      document.getElementById("start").click();
    };
    document.getElementById("home-btn").click();
    await new Promise((r) => setTimeout(r, 500));
    return { stepped: history.back === back, pops };
  });
  assert.deepEqual(popped, { stepped: true, pops: 1 }, "the app stepped back once");
  assert.ok(await page.isVisible("#play"), "the new game is still on screen");
  assert.equal(await page.isVisible("#ask"), false);
  await page.waitForFunction(() => history.state === true);
  assert.deepEqual(errors, []);
});

test("the new-game form comes back as it was left for each game, and a kept form that does not fit changes nothing", async () => {
  const { context, page, errors } = await player(site.browser, { width: 1100, height: 800 });
  /** The home screen (loaded again unless `reload` is false), then Tâb's form. */
  const tabForm = async (reload = true) => {
    if (reload) {
      await (page.url() === "about:blank" ? page.goto(site.server.url) : page.reload());
      await page.waitForSelector("html[data-ready] #home:not([hidden])");
    }
    await page.click('.game-card[data-game="tab"]');
    await page.waitForSelector('#setup-title:has-text("Tâb")');
  };
  await tabForm();
  const form = () =>
    page.$$eval("#setup select", (list) => Object.fromEntries(list.map((s) => [s.id || s.dataset.key, s.value])));
  const defaults = await form();
  // North the computer at Expert, a clock, the last choice of each rule option.
  await page.selectOption("#seat-1", "4");
  const clock = await page.$eval("#clock", (s) => s.options[2].value);
  await page.selectOption("#clock", clock);
  for (const key of await page.$$eval(".rule-option", (l) => l.map((s) => s.dataset.key))) {
    const last = await page.$eval(`.rule-option[data-key="${key}"]`, (s) => s.options[s.options.length - 1].value);
    await page.selectOption(`.rule-option[data-key="${key}"]`, last);
  }
  const chosen = await form();
  assert.notDeepEqual(chosen, defaults);
  await page.click("#start");
  await page.waitForSelector("#play:not([hidden])");
  await page.click("#home-btn");
  if (await page.isVisible("#ask")) await replyAsk(page, true, /Leave this game/);
  await page.waitForSelector("#home:not([hidden])");
  // Tâb's form comes back after a reload, and after another game's form was shown.
  await page.reload();
  await page.waitForSelector("html[data-ready] #home:not([hidden])");
  await page.click('.game-card[data-game="abalone"]');
  await page.waitForSelector('#setup-title:has-text("Abalone")');
  await page.selectOption("#seat-1", "1");
  await tabForm(false);
  assert.deepEqual(await form(), chosen);

  // A kept form that does not fit this one (tampered, or from an older Ludus): the defaults.
  await page.evaluate(() =>
    localStorage.setItem("ludus.form.tab", "seat-1\t9\nclock\t<b>x</b>\noption:nope\t1\n\t\nseat-0\n" + "x".repeat(5000))
  );
  await tabForm();
  assert.deepEqual(await form(), defaults);
  assert.deepEqual(errors, []);
  await context.close();
});
