//! The solver for JavaScript: a `Solver` class that searches in slices.
//!
//! It lives in the solver's own wasm module (`patience_solver.js`, built
//! with the feature `solver-module`, compiled for speed), not in the
//! table's `patience.js`:
//!
//! ```js
//! import initGame, { Game } from "./patience.js";
//! import initSolver, { Solver } from "./patience_solver.js";
//! await Promise.all([initGame(), initSolver()]);
//! const s = new Solver(Game.deal("lucas-leaps", 42).position(), { maxNodes: 2e6 });
//! let verdict;
//! while ((verdict = s.run(20000)) === "running") await new Promise((r) => setTimeout(r));
//! verdict;     // "winnable", "unwinnable" or "unknown"
//! s.line();    // the winning moves as tokens (empty unless winnable)
//! s.nodes;     // nodes searched
//! ```
//!
//! `Solver.dailyDeal("lucas-leaps", "2026-11-23")` returns the day's deal
//! number (`docs/daily.md`): the same in every browser and natively.
//! `Solver.grade("caprice", 7)` returns the deal's difficulty grade
//! (`patience grade caprice 7`).
//!
//! `run` searches at most the given number of nodes and returns, so a page
//! can search between frames. The solver sees every card, the stock's
//! hidden order included.
//!
//! `Solver.odds(position, {stockSeen, maxNodes, maxMs, seed})` is the
//! player who does not peek (`solver::honest`, issue 23): from what a
//! player sees of `position` (the stock's order only when `stockSeen`), it
//! returns `{verdict, chance, low, high, samples, exhaustive, best, nodes,
//! ms}`: `verdict` one of `won`, `stuck`, `cannot-win`, `no-sample-wins`,
//! `open`; `chance` the best move's share of the samples won, with its 95%
//! Wilson interval `low`..`high`; `best` its move token (null when the game
//! is over). It runs at once, for up to `maxMs` milliseconds (default 1000)
//! and `maxNodes` solver nodes (default 300,000); with the same seed
//! (default 1) and a node budget reached before the time, it gives what
//! `patience odds --move-nodes N --seed S` gives natively. With `start`
//! (a position, as `position`) and `moves` (the move tokens played from
//! it to `position`, space-separated), the player does not go back to a
//! position of that game (`honest::been`; `patience odds --after` natively):
//! the table passes its game's, since it asks afresh at every position.

use crate::engine::daily::{DailyDate, DateError};
use crate::engine::{Move, Status};
use crate::solver::daily;
use crate::solver::honest::{self, Config, Seed, View};
use crate::solver::{Budget, Clock, Outcome, Progress, Solver, SolverConfig};
use js_sys::{Array, Object, Reflect};
use std::collections::HashSet;
use std::time::Duration;
use wasm_bindgen::prelude::*;

/// Transposition-table size for a search in the browser: just below what
/// a table of 2^21 slots holds (7/8 of them), so the main search's table
/// never grows past about 36 MB.
pub const BROWSER_MAX_STATES: usize = 1_800_000;

/// A search in the browser: the solver's limits there (a bounded table;
/// `max_nodes` as given).
pub fn browser_config(max_nodes: Option<u64>) -> SolverConfig {
    SolverConfig {
        max_nodes,
        max_states: BROWSER_MAX_STATES,
        ..SolverConfig::default()
    }
}

/// A resumable search from one position.
#[wasm_bindgen(js_name = Solver)]
pub struct JsSolver {
    solver: Solver,
}

#[wasm_bindgen(js_class = Solver)]
impl JsSolver {
    /// `new Solver(position, options?)`: a search from a position, given
    /// as the protocol's JSON string or as the same position as a plain
    /// object (`game.state()`). `options.maxNodes` ends the search with
    /// `"unknown"` after that many nodes (default: no limit but the table's
    /// size, 1.8 million positions). `options.polishNodes` bounds the work
    /// spent shortening a winning line once found (moves replayed; a page
    /// that searches on its main thread keeps its slices short with it).
    #[wasm_bindgen(constructor)]
    pub fn new(position: JsValue, options: JsValue) -> Result<JsSolver, JsError> {
        let position =
            super::wire::position_from_js(position, "Solver").map_err(|e| JsError::new(&e))?;
        let max_nodes = nodes_option(&options, "maxNodes")?;
        let polish = nodes_option(&options, "polishNodes")?;
        let mut config = browser_config(max_nodes);
        if let Some(p) = polish {
            config.polish_effort = p;
        }
        Ok(JsSolver {
            solver: Solver::new(position, config),
        })
    }

    /// Searches at most `nodes` more nodes; returns `"running"` or the
    /// verdict (`"winnable"`, `"unwinnable"`, `"unknown"`).
    pub fn run(&mut self, nodes: f64) -> String {
        let budget = if nodes.is_finite() && nodes >= 1.0 {
            nodes as u64
        } else {
            1
        };
        match self.solver.run(budget) {
            Progress::Running => "running".into(),
            Progress::Done(outcome) => outcome.verdict().into(),
        }
    }

    /// The winning line as move tokens (empty until the verdict is
    /// `"winnable"`, and when the position is already won).
    pub fn line(&self) -> Array {
        match self.solver.outcome() {
            Some(Outcome::Winnable(line)) => {
                line.iter().map(|m| JsValue::from(token(*m))).collect()
            }
            _ => Array::new(),
        }
    }

    /// Nodes searched so far.
    #[wasm_bindgen(getter)]
    pub fn nodes(&self) -> f64 {
        self.solver.nodes() as f64
    }

    /// Positions in the transposition table.
    #[wasm_bindgen(getter)]
    pub fn states(&self) -> f64 {
        self.solver.states() as f64
    }

    /// `Solver.dailyDeal(gameId, date, options?)`: the deal number of the
    /// daily deal of `gameId` (options as for `Game.deal`) on the UTC date
    /// `date` (`"YYYY-MM-DD"`): the first of the date's candidates that
    /// the solver proves winnable within 200,000 nodes (`docs/daily.md`).
    /// Usually a few milliseconds; at worst a few hundred.
    #[wasm_bindgen(js_name = dailyDeal)]
    pub fn daily_deal(
        #[wasm_bindgen(js_name = gameId)] game_id: JsValue,
        date: JsValue,
        options: JsValue,
    ) -> Result<f64, JsError> {
        let variant =
            super::wire::variant_from_js(&game_id, &options).map_err(|e| JsError::new(&e))?;
        let text = date
            .as_string()
            .ok_or_else(|| JsError::new("the date must be a string such as \"2026-11-23\""))?;
        let date: DailyDate = text
            .parse()
            .map_err(|e: DateError| JsError::new(&e.to_string()))?;
        Ok(f64::from(daily::daily_deal(variant, date).number.get()))
    }

    /// `Solver.grade(gameId, deal, options?)`: the deal's difficulty grade,
    /// `"easy"`, `"medium"`, `"hard"` or `"very-hard"` (`honest::grade`,
    /// the same as `patience grade` natively). A whole honest game: a
    /// second to tens of seconds, so the table asks its worker.
    pub fn grade(
        #[wasm_bindgen(js_name = gameId)] game_id: JsValue,
        deal: JsValue,
        options: JsValue,
    ) -> Result<String, JsError> {
        let variant =
            super::wire::variant_from_js(&game_id, &options).map_err(|e| JsError::new(&e))?;
        let number = deal
            .as_f64()
            .filter(|n| n.fract() == 0.0 && *n >= 1.0)
            .and_then(|n| crate::engine::DealNumber::new(n as u64).ok())
            .ok_or_else(|| JsError::new("the deal must be a whole number from 1 to 4294967295"))?;
        Ok(honest::grade(variant, number).id().to_string())
    }
}

/// The browser's clock for the honest player's time budget: milliseconds
/// of `Date.now()` since it started (a worker has no `window.performance`
/// through web-sys here, and a millisecond is fine enough for a budget of
/// a second).
struct JsClock(f64);

impl JsClock {
    fn start() -> JsClock {
        JsClock(js_sys::Date::now())
    }

    fn ms(&self) -> f64 {
        (js_sys::Date::now() - self.0).max(0.0)
    }
}

impl Clock for JsClock {
    fn elapsed(&mut self) -> Duration {
        Duration::from_secs_f64(self.ms() / 1000.0)
    }
}

/// `Solver.odds`'s defaults: the table's budget.
const ODDS_MS: f64 = crate::table::solver_session::ODDS_MS;
const ODDS_NODES: u64 = crate::table::solver_session::ODDS_NODES;

#[wasm_bindgen(js_class = Solver)]
impl JsSolver {
    /// `Solver.odds(position, options?)`: the odds of a player who does
    /// not peek (module docs).
    pub fn odds(position: JsValue, options: JsValue) -> Result<JsValue, JsError> {
        let position =
            super::wire::position_from_js(position, "Solver.odds").map_err(|e| JsError::new(&e))?;
        let nodes = nodes_option(&options, "maxNodes")?.unwrap_or(ODDS_NODES);
        let ms = nodes_option(&options, "maxMs")?.map_or(ODDS_MS, |n| n as f64);
        let seed = match get(&options, "seed").as_f64() {
            Some(n) if n.is_finite() && n >= 0.0 => n as u64,
            None => crate::table::solver_session::ODDS_SEED,
            Some(_) => return Err(JsError::new("seed must be a whole number of 0 or more")),
        };
        let stock_seen = get(&options, "stockSeen").is_truthy();
        let been = been_option(&options)?;
        let mut clock = JsClock::start();
        let estimate = match position.status() {
            Status::Playing => honest::decide(
                &View::with_stock_seen(&position, stock_seen),
                &Config::ODDS,
                Budget {
                    nodes: Some(nodes),
                    time: Some(Duration::from_secs_f64(ms / 1000.0)),
                },
                Seed(seed),
                &been,
                &mut clock,
            ),
            _ => None,
        };
        let verdict = match (position.status(), &estimate) {
            (Status::Won, _) => honest::Verdict::Won,
            (_, Some(e)) => e.verdict,
            _ => honest::Verdict::Stuck,
        };
        let out = Object::new();
        let set = |k: &str, v: JsValue| {
            let _ = Reflect::set(&out, &k.into(), &v);
        };
        set("verdict", verdict.id().into());
        let won = verdict == honest::Verdict::Won;
        let (chance, low, high, samples, exhaustive) = match &estimate {
            Some(e) => (
                e.chance,
                e.interval.low,
                e.interval.high,
                e.samples,
                e.exhaustive,
            ),
            None if won => (1.0, 1.0, 1.0, 0, true),
            None => (0.0, 0.0, 0.0, 0, true),
        };
        set("chance", chance.into());
        set("low", low.into());
        set("high", high.into());
        set("samples", samples.into());
        set("exhaustive", exhaustive.into());
        set(
            "best",
            estimate
                .as_ref()
                .map_or(JsValue::NULL, |e| token(e.best).into()),
        );
        set(
            "nodes",
            estimate.as_ref().map_or(0.0, |e| e.nodes as f64).into(),
        );
        set("ms", clock.ms().into());
        Ok(out.into())
    }
}

/// `options[name]` (undefined when `options` is no object).
fn get(options: &JsValue, name: &str) -> JsValue {
    if !options.is_object() {
        return JsValue::UNDEFINED;
    }
    Reflect::get(options, &name.into()).unwrap_or(JsValue::UNDEFINED)
}

/// Where the player has been (`options.start` and `options.moves`; none
/// without a start).
fn been_option(options: &JsValue) -> Result<HashSet<crate::solver::key::Key>, JsError> {
    let start = get(options, "start");
    if start.is_undefined() || start.is_null() {
        return Ok(HashSet::new());
    }
    let start = super::wire::position_from_js(start, "Solver.odds's start")
        .map_err(|e| JsError::new(&e))?;
    let moves = get(options, "moves").as_string().unwrap_or_default();
    let moves = moves
        .split_whitespace()
        .map(|t| t.parse::<crate::engine::Move>())
        .collect::<Result<Vec<_>, _>>()
        .map_err(|_| JsError::new("moves must be move tokens separated by spaces"))?;
    Ok(honest::been(&start, moves))
}

/// A count of nodes in `options[name]`: absent, or a number of at least 1.
fn nodes_option(options: &JsValue, name: &str) -> Result<Option<u64>, JsError> {
    if !options.is_object() {
        return Ok(None);
    }
    let v = Reflect::get(options, &name.into()).unwrap_or(JsValue::UNDEFINED);
    match v.as_f64() {
        Some(n) if n.is_finite() && n >= 1.0 => Ok(Some(n as u64)),
        None if v.is_undefined() || v.is_null() => Ok(None),
        _ => Err(JsError::new(&format!(
            "{name} must be a number of nodes above 0"
        ))),
    }
}

fn token(mv: Move) -> String {
    mv.to_string()
}
