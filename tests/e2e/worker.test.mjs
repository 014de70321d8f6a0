// The computer thinks in a Web Worker (issue 14) from a wasm of its own, built for speed (issue
// 17): a whole game between two top-level computers leaves the main thread free (no task over
// 50 ms, game start included); thinking is cancelled at once when the game changes; the worker
// comes from the cache offline; where workers are missing, the computer says it cannot play; the
// worker's answers are the command line's, for the same seed and budget; hostile jobs get errors.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { watchErrors, useSite, startAbalone, plies, answer, shot, traceMainThread, blocking, askComputer, waitForNotice, gamePositions } from "./helpers.mjs";

const site = useSite();


test("a whole game at the top level, Master against Expert, never blocks the main thread", async () => {
  // 1 CSS pixel per device pixel: software compositing copies the whole canvas each frame.
  const context = await site.browser.newContext({ viewport: { width: 1000, height: 700 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const workers = [];
  page.on("worker", (w) => workers.push(w.url()));
  await page.goto(site.server.url + "?seed=14");
  await page.waitForSelector("#home:not([hidden])");
  await page.click('.game-card[data-game="qawale"]');
  await page.selectOption("#seat-0", "5");
  await page.selectOption("#seat-1", "4");
  // From the click on Start: the page's own loading is not a game.
  const stop = await traceMainThread(site.browser, page);
  await page.click("#start");
  await page.waitForSelector("#turn.over", { timeout: 240000, state: "attached" });
  assert.ok((await plies(page)) >= 8, "a whole game was played");
  assert.ok(workers.some((u) => u.endsWith("/worker.js")), "the computer's worker ran");
  assert.deepEqual(blocking(await stop()), [], "no main-thread task over 50 ms of work in the whole game");
  assert.deepEqual(errors, []);
  await context.close();
});

test("thinking stops at once when the game changes, and the panel says for how long", async () => {
  const context = await site.browser.newContext({ viewport: { width: 1000, height: 700 }, serviceWorkers: "block" });
  // Once the page runs, the worker's copy of the wasm comes slowly: the computer's first job
  // waits in the worker, busy, long enough to be cancelled and to show the seconds.
  let slow = false;
  await context.route("**/*_bg.wasm", async (route) => {
    if (slow) await new Promise((r) => setTimeout(r, 4000));
    await route.continue();
  });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const closed = [];
  page.on("worker", (w) => w.on("close", () => closed.push(Date.now())));
  await page.goto(site.server.url);
  await page.waitForSelector("#home:not([hidden])");
  slow = true;
  await page.reload();
  await startAbalone(page, { black: "4", white: "human" });
  await page.waitForFunction(() => /\d+ s/.test(document.getElementById("turn").textContent), null, { timeout: 3000 });
  assert.match(await page.textContent("#turn"), /Black is thinking… \d+ s/);
  assert.equal(await plies(page), 0);
  const asked = Date.now();
  await page.click("#new-game");
  await answer(page, true);
  for (let i = 0; i < 40 && closed.length === 0; i++) await page.waitForTimeout(25);
  assert.ok(closed.length > 0, "the busy worker was terminated");
  assert.ok(closed[0] - asked < 1000, `within a second (${closed[0] - asked} ms)`);
  assert.deepEqual(errors, []);
  await context.close();
});

test("without Web Workers the computer says it cannot play, and the game waits", async () => {
  const context = await site.browser.newContext({ viewport: { width: 1000, height: 700 } });
  await context.addInitScript(() => {
    delete window.Worker;
  });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(site.server.url);
  await page.waitForSelector("#home:not([hidden])");
  await page.click('.game-card[data-game="qawale"]');
  // Both seats the computer's: whoever moves first (the option may draw it), it is its turn.
  await page.selectOption("#seat-0", "1");
  await page.selectOption("#seat-1", "1");
  await page.click("#start");
  await waitForNotice(page, /The computer could not think/);
  await page.waitForTimeout(500);
  assert.match(await page.textContent("#turn"), /cannot play: the computer could not think/);
  assert.equal(await plies(page), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test("Master thinks in the worker for its five seconds, then plays, the page free meanwhile", async () => {
  const context = await site.browser.newContext({ viewport: { width: 1000, height: 700 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(site.server.url + "?seed=5");
  await page.waitForSelector("#home:not([hidden])");
  const names = await page.$$eval("#seat-0 option", (os) => os.map((o) => [o.value, o.textContent]));
  assert.ok(names.some(([v, t]) => v === "5" && /Master/.test(t)), JSON.stringify(names));
  await page.click('.game-card[data-game="abalone"]');
  await page.selectOption("#seat-0", "5");
  await page.selectOption("#seat-1", "human");
  // From the click on Start, as in the whole-game test: the new-game screen is not the computer's.
  const started = await page.evaluate(() => performance.now());
  const stop = await traceMainThread(site.browser, page);
  await page.click("#start");
  await page.waitForSelector("#play:not([hidden])");
  await page.waitForFunction(() => /thinking… [1-9] s/.test(document.getElementById("turn").textContent), null, { timeout: 4000 });
  // Abalone's opening has no quick end for the search: its time stops it.
  await page.waitForFunction(() => document.getElementById("board").dataset.plies === "1", null, { timeout: 15000 });
  const took = (await page.evaluate(() => performance.now())) - started;
  assert.ok(took > 4000 && took < 12000, `Master's first move after ${Math.round(took)} ms`);
  // From the Start click: the game's start included (Abalone's board pictures are drawn in a
  // task of their own, after the click's).
  assert.deepEqual(blocking(await stop()), [], "no main-thread task over 50 ms of work");
  assert.deepEqual(errors, []);
  await context.close();
});

test("Analyse: the computer judges a finished game in its worker and marks the costliest actions", async () => {
  const context = await site.browser.newContext({ viewport: { width: 1100, height: 800 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(site.server.url + "?seed=3");
  await page.waitForSelector("#home:not([hidden])");
  await page.click('.game-card[data-game="qawale"]');
  await page.selectOption("#seat-0", "1");
  await page.selectOption("#seat-1", "1");
  await page.click("#start");
  await page.waitForSelector("#turn.over", { timeout: 60000, state: "attached" });
  assert.ok(await page.isVisible("#analyse"), "Analyse is offered once the game is over");
  await page.click("#analyse");
  await page.waitForFunction(() => /Analysing the game/.test(document.getElementById("notice").textContent));
  await page.waitForFunction(() => /costl/.test(document.getElementById("notice").textContent), null, { timeout: 120000 });
  const marked = await page.$$eval("#move-list .mv.costly", (bs) => bs.map((b) => ({ played: b.textContent.trim(), better: b.dataset.better, title: b.title })));
  assert.ok(marked.length <= 3, JSON.stringify(marked));
  const notice = await page.textContent("#notice");
  if (/no costly/.test(notice)) assert.equal(marked.length, 0);
  else assert.ok(marked.length >= 1, notice);
  for (const m of marked) {
    assert.notEqual(m.better, m.played);
    assert.equal(m.title, `Better: ${m.better}`);
  }
  await shot(page, "analysis.png");
  // The notice passes: a press on Rematch under it reaches Rematch, and it hides itself.
  const reached = await page.$eval("#rematch", (b) => {
    const r = b.getBoundingClientRect();
    return b.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
  });
  assert.ok(reached, "Rematch is not under the notice");
  await page.waitForSelector("#notice", { state: "hidden", timeout: 20000 });
  if (marked.length > 0) {
    // Clicking a marked action shows it in review, with the better action in words.
    await page.click("#move-list .mv.costly");
    await page.waitForSelector("#review-bar:not([hidden])");
    assert.match(await page.textContent("#review-at"), /Better: /);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test("a level's slips are its own moves only: its hint never walks into a loss in one", async () => {
  // Qawale's Medium plays hastily in 600 decisions of 1,000 (games::levels): a hasty move may
  // leave the other player a four at once. Asked for advice (`steady`, as the hint's worker
  // asks), the same level never slips, and its search never leaves such a four.
  const page = await site.browser.newPage();
  const errors = watchErrors(page);
  await page.goto(site.server.url);
  await page.waitForSelector("#home:not([hidden])");
  // Positions of random games where some moves leave a four and others do not (the page's
  // rules), then the worker's decisions for each (the computer's wasm), then each one checked.
  const threatened = await page.evaluate(async () => {
    const { LudusGame } = await (async () => {
      // The page's module, once it runs the page (the first screen came before it).
      while (!document.documentElement.hasAttribute("data-ready")) await new Promise((r) => setTimeout(r, 20));
      return import(new URL(document.querySelector("meta[name=ludus-page]").content.split(" ")[0], document.baseURI).href);
    })();
    const open = (position) => LudusGame.fromPosition("qawale", position, null);
    // After `move` from `position`, can the other seat win at once? (Kept on the page for the
    // worker's decisions, below.)
    const leavesAFour = (window.leavesAFour = (position, move) => {
      const g = open(position);
      g.applyMove(move);
      const other = g.toMove();
      const after = g.position();
      const replies = g.outcome() == null ? g.legalMoves() : [];
      g.free();
      return replies.some((reply) => {
        const h = open(after);
        h.applyMove(reply);
        const o = h.outcome();
        h.free();
        return o != null && o.Win === other;
      });
    });
    let state = 0x1234567;
    const below = (n) => {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      return (state >>> 0) % n;
    };
    const found = [];
    for (let game = 0; game < 40 && found.length < 8; game++) {
      const g = new LudusGame("qawale", null, game);
      while (g.outcome() == null && found.length < 8) {
        const moves = g.legalMoves();
        const position = g.position();
        const losing = moves.filter((m) => leavesAFour(position, m)).length;
        if (losing > 0 && losing < moves.length) found.push(position);
        g.applyMove(moves[below(moves.length)]);
      }
      g.free();
    }
    return found;
  });
  const jobs = [];
  for (const position of threatened) {
    for (let seed = 1; seed <= 8; seed++) {
      for (const steady of [false, true]) jobs.push({ game: "qawale", position, options: null, level: 2, seed: String(seed), steady });
    }
  }
  const decisions = await askComputer(page, jobs);
  // Each decision played: does it leave the other player a four (the page's rules)?
  const leaves = await page.evaluate(({ jobs, decisions }) => jobs.map((job, i) => window.leavesAFour(job.position, decisions[i])), {
    jobs,
    decisions,
  });
  const result = {
    positions: new Set(threatened).size,
    hasty: jobs.filter((job, i) => !job.steady && leaves[i]).length,
    steady: jobs.filter((job, i) => job.steady && leaves[i]).length,
  };
  assert.equal(result.positions, 8, JSON.stringify(result));
  assert.ok(result.hasty > 0, `Medium's own moves never slipped: ${JSON.stringify(result)}`);
  assert.equal(result.steady, 0, `advice walked into a loss: ${JSON.stringify(result)}`);
  assert.deepEqual(errors, []);
  await page.close();
});

/** `ludus think …` by the command-line tool (its release build, as the arena and the bench use). */
function cliThink(game, position, level, seed, steady) {
  const root = path.resolve(import.meta.dirname, "../..");
  const args = ["run", "--release", "-q", "--bin", "ludus", "--", "think", game, "--position", position, "--level", String(level), "--seed", String(seed)];
  if (steady) args.push("--steady");
  return execFileSync("cargo", args, { cwd: root, encoding: "utf8" }).split("\n")[0];
}

test("the worker's decisions are the command line's, for the same seed and budget", async () => {
  const page = await site.browser.newPage();
  const errors = watchErrors(page);
  await page.goto(site.server.url);
  await page.waitForSelector("#home:not([hidden])");
  // A few positions of each game: its start, and after some actions (the page's rules).
  const positions = await gamePositions(
    page,
    [
      { seed: 3, actions: 0, offset: 3, throwOffset: 3 },
      { seed: 5, actions: 9, offset: 5, throwOffset: 5 },
    ],
    7
  );
  assert.ok(positions.length >= 8, JSON.stringify(positions));
  // Easy to Hard, each by its work budget alone; and Medium's steady search (a hint's: no slips).
  const jobs = positions.flatMap(({ game, position }, i) => [
    { game, position, options: null, level: 1 + (i % 3), seed: String(11 + i), decide: true },
    { game, position, options: null, level: 2, seed: String(40 + i), decide: true, steady: true },
  ]);
  const answers = await askComputer(page, jobs);
  jobs.forEach((job, i) => {
    const worker = answers[i].split("\n")[0];
    const cli = cliThink(job.game, job.position, job.level, job.seed, job.steady);
    assert.equal(worker, cli, `${job.game} level ${job.level} seed ${job.seed} at ${job.position}`);
  });
  assert.deepEqual(errors, []);
  await page.close();
});

test("hostile jobs get an error from the computer's worker, never a crash", async () => {
  const page = await site.browser.newPage();
  const errors = watchErrors(page);
  await page.goto(site.server.url);
  await page.waitForSelector("#home:not([hidden])");
  const start = "nn,,,nn/,,,/,,,/nn,,,nn 8 8 l";
  const jobs = [
    { game: "chess", position: start, options: null, level: 1, seed: "1" },
    { game: "qawale", position: start + "\u0000<b>", options: null, level: 1, seed: "1" },
    { game: "qawale", position: start, options: { first: "nobody" }, level: 1, seed: "1" },
    { game: "qawale", position: start, options: { first: 42 }, level: 1, seed: "1" },
    { game: "qawale", position: start, options: null, level: 1, seed: "NaN" },
    { game: "qawale", position: start, options: null, level: 1, seed: "99999999999999999999999" },
    { game: "qawale", position: "", options: null, level: 1, seed: "1" },
    // A level beyond the top plays as the top (Master, stopped by its time), never the analysis.
    { game: "qawale", position: start, options: null, level: 255, seed: "7" },
  ];
  const answers = await askComputer(page, jobs);
  answers.slice(0, 7).forEach((a, i) => assert.match(a, /^error: /, `job ${i}: ${a}`));
  assert.doesNotMatch(answers[7], /^error/, answers[7]);
  assert.deepEqual(errors, []);
  await page.close();
});

// Tâb: a move is followed by a throw, so the position a move leaves is judged by what that
// throw is worth before it falls (the worker weighs it); before, no Tâb move was ever judged.
test("Analyse in Tâb: moves followed by a throw are judged by what the throw is worth", async () => {
  const context = await site.browser.newContext({ viewport: { width: 1100, height: 800 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(site.server.url + "?seed=4");
  await page.waitForSelector("#home:not([hidden])");
  await page.click('.game-card[data-game="tab"]');
  await page.selectOption("#seat-0", "1");
  await page.selectOption("#seat-1", "1");
  await page.click("#start");
  await page.waitForSelector("#turn.over", { timeout: 120000, state: "attached" });
  await page.click("#analyse");
  await page.waitForFunction(() => /costl/.test(document.getElementById("notice").textContent), null, { timeout: 240000 });
  const marked = await page.$$eval("#move-list .mv.costly", (bs) => bs.map((b) => ({ played: b.textContent.trim(), better: b.dataset.better })));
  // Easy's moves against Easy: the review finds costly ones among them, each a move (not a throw).
  assert.ok(marked.length >= 1 && marked.length <= 3, JSON.stringify(marked));
  for (const m of marked) {
    assert.match(m.played, /^[12346][a-i][1-4]-[a-i][1-4]/, JSON.stringify(m));
    assert.notEqual(m.better, m.played);
  }
  await shot(page, "analysis-tab.png");
  assert.deepEqual(errors, []);
  await context.close();
});
