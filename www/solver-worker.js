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
//   out: {id, verdict, line, nodes}       verdict: winnable, unwinnable or
//        unknown; line: the winning move tokens
//        {id, verdict: "unknown", error}  the position was refused
//        {daily, deal}                    the daily request, and its deal number
//                                         (null, with error, when it failed)
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

// Searches for about 40 ms, then lets messages in.
function step() {
  scheduled = false;
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
