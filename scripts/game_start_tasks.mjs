// Long main-thread tasks (over 50 ms) from the click on Start, with the CPU slowed down as on a
// busy or slow machine: `node scripts/game_start_tasks.mjs [slowdown] [game] [runs]` against the
// built site in dist/ (a computer level 5 opens, a human answers). Each line: the slowdown and
// the long tasks as [ms after the click was asked, duration ms]. Record its output in
// docs/bench/game_start.txt; it is a measurement, not a test (none of its numbers is asserted).
import { launch, observeLongTasks, longTasks } from "../tests/e2e/helpers.mjs";
import { serve } from "../tests/e2e/server.mjs";

const [rate = 2, game = "abalone", runs = 4] = process.argv.slice(2).map((a, i) => (i === 1 ? a : Number(a)));
const server = await serve(new URL("../dist", import.meta.url).pathname);
const browser = await launch();
for (let run = 0; run < runs; run++) {
  const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
  await observeLongTasks(context);
  const page = await context.newPage();
  await page.goto(server.url + "?seed=5");
  await page.waitForSelector("#home:not([hidden])");
  await page.click(`.game-card[data-game="${game}"]`);
  await page.selectOption("#seat-0", "5");
  await page.selectOption("#seat-1", "human");
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  const started = await page.evaluate(() => performance.now());
  await page.click("#start");
  await page.waitForTimeout(2500);
  const long = (await longTasks(page)).filter(([at]) => at >= started).map(([at, d]) => [Math.round(at - started), d]);
  console.log(`${game} ×${rate}: ${JSON.stringify(long)}`);
  await context.close();
}
await browser.close();
await server.close();
