// The computer's speed in the browser against the command line (issue 17): for each game, the
// same decisions — Expert's work budget from a few positions, fixed seeds, no clock, so both do
// exactly the same search — by the native `ludus think` (release build) and by the computer's
// worker in headless Chromium (its own wasm, `www/computer`), each reporting its work (nodes or
// MCTS iterations) and time. Prints each decision and, per game, work per second in the worker
// as a share of the native speed. Record the output in docs/bench/worker_speed.txt; a
// measurement, not a test (no number here is asserted).
//
// Usage: node scripts/bench_worker.mjs [level] [rounds]   (after `trunk build`; default Expert, 3)
import { execFileSync } from "node:child_process";
import path from "node:path";
import { launch, askComputer, gamePositions, DIST } from "../tests/e2e/helpers.mjs";
import { serve } from "../tests/e2e/server.mjs";

const level = Number(process.argv[2] || 4);
const rounds = Number(process.argv[3] || 3);
const root = path.resolve(import.meta.dirname, "..");
execFileSync("cargo", ["build", "--release", "-q", "--bin", "ludus"], { cwd: root, stdio: "inherit" });
const ludus = path.join(root, "target/release/ludus");

/** `work N in T ms` → [N, T]. */
function parse(text) {
  const [action, stats] = text.split("\n");
  const m = /^work (\d+) in ([\d.]+) ms$/.exec(stats || "");
  if (!m) throw new Error(`unexpected answer: ${text}`);
  return { action, work: Number(m[1]), ms: Number(m[2]) };
}

const server = await serve(DIST);
const browser = await launch();
const page = await browser.newPage();
await page.goto(server.url);
await page.waitForSelector("#home:not([hidden])");
// Two positions a game: the start, and after 8 actions chosen by a fixed rule (the page's rules).
const positions = await gamePositions(
  page,
  [
    { seed: 7, actions: 0, offset: 3, throwOffset: 0 },
    { seed: 7, actions: 8, offset: 3, throwOffset: 0 },
  ],
  5
);

const totals = new Map();
const tally = (game, side, r) => {
  const t = totals.get(game) || { native: { work: 0, ms: 0 }, worker: { work: 0, ms: 0 } };
  t[side].work += r.work;
  t[side].ms += r.ms;
  totals.set(game, t);
};
console.log(`level ${level}, ${rounds} seeds a position (after a warm-up round not counted); chromium ${browser.version()}; ${new Date().toISOString()}`);
// One worker for every decision, as in a game (its code warms up over the first round, which
// is not counted); then the command line, one decision at a time (two cores: never both at once).
const jobs = [];
for (let round = -1; round < rounds; round++) {
  for (const { game, position } of positions) jobs.push({ round, game, position, options: null, level, seed: String(100 + round), decide: true });
}
const answers = (await askComputer(page, jobs)).map(parse);
jobs.forEach((job, i) => {
  const native = parse(execFileSync(ludus, ["think", job.game, "--position", job.position, "--level", String(level), "--seed", job.seed], { encoding: "utf8" }).trim());
  const worker = answers[i];
  const same = native.action === worker.action && native.work === worker.work ? "same decision and work" : `DIFFERENT: native ${native.action} (${native.work}), worker ${worker.action} (${worker.work})`;
  console.log(`${job.round < 0 ? "(warm-up) " : ""}${job.game} seed ${job.seed} ${job.position}: native ${native.work} in ${native.ms} ms, worker ${worker.work} in ${worker.ms.toFixed(1)} ms; ${same}`);
  if (job.round < 0) return;
  tally(job.game, "native", native);
  tally(job.game, "worker", worker);
});
console.log("game          native work/s   worker work/s   worker/native");
for (const [game, t] of totals) {
  const native = t.native.work / (t.native.ms / 1000);
  const worker = t.worker.work / (t.worker.ms / 1000);
  console.log(`${game.padEnd(12)} ${Math.round(native).toString().padStart(14)} ${Math.round(worker).toString().padStart(15)}   ${((100 * worker) / native).toFixed(0)} %`);
}
await browser.close();
await server.close();
