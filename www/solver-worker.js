// The solver's Web Worker: searches run here, off the page's main thread,
// so that no frame waits for them (src/web/app/solver_ui.rs starts one per
// table, from the build's folder, next to patience-table.js).
//
// It loads the solver's own wasm module (patience_solver.js and its wasm,
// compiled for speed; the page starts this worker only after its first
// table is drawn) and drives its JavaScript `Solver` class in slices, so
// that a newer request replaces the search in progress at once.
//
//   in:  {id, position, maxNodes, maxMs}  search from `position` (the
//        protocol's JSON); give up ("unknown") after maxNodes nodes or
//        maxMs milliseconds of searching
//        {stop: true}                     drop the search in progress
//        {daily: {game, date, options}}  the day's daily deal (Solver.dailyDeal;
//                                         the search in progress goes on after)
//        {grade: {game, deal, options}}   the deal's difficulty grade
//                                         (Solver.grade: a whole honest game,
//                                         seconds); after the odds, before the
//                                         search's next slice; the last asked
//                                         replaces one not yet begun
//        {odds: {id, position, stockSeen, maxNodes, maxMs, seed, start, moves}}
//                                         "your chances": the odds of a player
//                                         who does not peek (Solver.odds), from
//                                         what is seen of `position` (the stock's
//                                         order only if stockSeen), who does not
//                                         go back to a position of the game that
//                                         `moves` (tokens) played from `start`
//                                         (both optional); one at a
//                                         time, between the search's slices,
//                                         for up to maxMs of this worker's time;
//                                         a newer request replaces one not yet
//                                         begun (the table ignores answers to
//                                         replaced requests by their id)
//   out: {id, verdict, line, nodes}       verdict: winnable, unwinnable or
//        unknown; line: the winning move tokens
//        {id, verdict: "unknown", error}  the position was refused
//        {daily, deal}                    the daily request, and its deal number
//                                         (null, with error, when it failed)
//        {odds: id, verdict, chance, low, high, samples, exhaustive, best, nodes, ms}
//                                         verdict: won, stuck, cannot-win,
//                                         no-sample-wins or open; chance and its
//                                         95% interval low..high (0 to 1); best:
//                                         the no-peek player's move token (null
//                                         when over); ms: the worker's time on it
//        {odds: id, error}                the position was refused
//        {grade, id}                      the grade request, and its grade id
//                                         (easy, medium, hard, very-hard; null,
//                                         with error, when it failed)
//        {failed}                         the module did not load

import init, { Solver } from './patience_solver.js';

// false when the module cannot load: the page then searches by itself.
const ready = init().then(
  () => true,
  (err) => {
    postMessage({ failed: String(err?.message ?? err) });
    return false;
  },
);
let job = null;
let odds = null;
let grade = null;
let scheduled = false;

function drop() {
  if (job) job.solver.free();
  job = null;
}

self.onmessage = async (e) => {
  if (!(await ready)) return;
  const daily = e.data?.daily;
  if (daily) {
    try {
      postMessage({ daily, deal: Solver.dailyDeal(daily.game, daily.date, daily.options) });
    } catch (err) {
      postMessage({ daily, deal: null, error: String(err?.message ?? err) });
    }
    return;
  }
  if (e.data?.grade) {
    grade = e.data.grade;
    schedule();
    return;
  }
  if (e.data?.odds) {
    odds = e.data.odds;
    schedule();
    return;
  }
  drop();
  const { id, position, maxNodes, maxMs } = e.data ?? {};
  if (typeof position !== 'string') return;
  try {
    job = { id, solver: new Solver(position, { maxNodes }), maxMs: maxMs ?? 5000, spent: 0 };
  } catch (err) {
    postMessage({ id, verdict: 'unknown', line: [], nodes: 0, error: String(err?.message ?? err) });
    return;
  }
  schedule();
};

function schedule() {
  if (!scheduled) {
    scheduled = true;
    setTimeout(step, 0);
  }
}

// The odds asked last (about a second at most), then back to the search.
function runOdds() {
  const { id, position, stockSeen, maxNodes, maxMs, seed, start, moves } = odds;
  odds = null;
  try {
    const o = Solver.odds(position, { stockSeen: !!stockSeen, maxNodes, maxMs, seed, start, moves });
    postMessage({ odds: id, ...o });
  } catch (err) {
    postMessage({ odds: id, error: String(err?.message ?? err) });
  }
}

// The grade asked last (a whole honest game).
function runGrade() {
  const ask = grade;
  grade = null;
  try {
    postMessage({ grade: ask, id: Solver.grade(ask.game, ask.deal, ask.options) });
  } catch (err) {
    postMessage({ grade: ask, id: null, error: String(err?.message ?? err) });
  }
}

// Searches for about 40 ms, then lets messages in.
function step() {
  scheduled = false;
  if (odds) {
    runOdds();
    if (job || grade) schedule();
    return;
  }
  if (grade) {
    runGrade();
    if (job || odds) schedule();
    return;
  }
  if (!job) return;
  const t = performance.now();
  let verdict;
  do verdict = job.solver.run(4096);
  while (verdict === 'running' && performance.now() - t < 40);
  job.spent += performance.now() - t;
  if (verdict === 'running' && job.spent < job.maxMs) return schedule();
  if (verdict === 'running') verdict = 'unknown';
  postMessage({ id: job.id, verdict, line: verdict === 'winnable' ? job.solver.line() : [], nodes: job.solver.nodes });
  drop();
}
