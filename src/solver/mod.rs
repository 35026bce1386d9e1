//! The solver: can this position be won, and how?
//!
//! A depth-first search over the engine's own move generator
//! ([`Position::legal_moves_into`], [`Position::apply_unchecked`],
//! [`Position::undo`]): the rules have one source of truth. It answers
//!
//! - [`Outcome::Winnable`] with a winning line, replayed through the engine
//!   (every move checked) before it is reported, and trimmed of moves the
//!   rest of the line does not need;
//! - [`Outcome::Unwinnable`] only when it has visited every position the
//!   position can reach (up to the sound reductions below) without a win;
//! - [`Outcome::Unknown`] when its budget ran out first.
//!
//! The solver sees every card, the stock's order included.
//!
//! What makes it fast:
//!
//! - a transposition table of 128-bit canonical fingerprints ([`key`]):
//!   every position is expanded once, cycles (Double Canfield's endless
//!   stock) end where they close, and tableau piles that differ only in
//!   their order count as one position wherever the rules cannot tell them
//!   apart (not in Caprice while its stock deals to `t1`..`t12` in order,
//!   nor in Capricieuse while a redeal would gather the piles in order, nor
//!   in Russian Patience while either is true: its rows deal in order and
//!   only `t1` and `t12` play meanwhile, and its redeal gathers the piles
//!   in order before it shuffles);
//! - safe foundation moves ([`tactics::safe_move`]) are made at once and
//!   alone, where a winning line before the move provably maps onto one
//!   after it;
//! - a whole pile is never moved into an empty pile where piles are
//!   interchangeable, and a unit goes into one empty pile (or empty
//!   foundation) of several equivalent ones only once;
//! - Double Canfield's stock moves are folded into the waste plays they
//!   lead to (turning cards commutes with every other move), so positions
//!   right after turning are never stored;
//! - move ordering ([`tactics::Orderer`]): foundation moves first, then
//!   moves that dig towards a card a foundation wants, empty a pile or take
//!   a unit off a card it does not build on; splitting built sequences last;
//! - a main search in the standard order shares its nodes with probes in
//!   other orders ([`Solver`]), against depth-first search's heavy tail.
//!
//! Unwinnable is only reported by a search that has seen everything: the
//! reductions above keep a winning line whenever there is one (each is
//! argued where it is defined, and `tests/solver.rs` checks verdicts against
//! a plain exhaustive search on random endgames).
//!
//! Winning lines ([`line`]) are replayed through the engine with every move
//! checked, then shortened by their own shortcuts (a legal move from one
//! position of the line to a later one) and trimmed of moves the rest of
//! the line does not need, and checked again.
//!
//! The search is resumable: [`Solver::run`] does a bounded number of nodes
//! and returns, so a browser can search in slices between frames with no
//! thread and no clock; the result does not depend on the slicing.
//! [`solve`] is the native convenience with a time budget, and
//! [`solve_with_clock`] takes any clock.

pub mod daily;
pub mod honest;
pub mod hop;
pub mod ismcts;
pub mod key;
pub mod line;
mod search;
pub mod tactics;

use crate::engine::{Move, Position};
use std::time::Duration;

/// What the solver found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// A winning line from the position (empty if it is already won).
    Winnable(Vec<Move>),
    /// Proven: no line of moves wins.
    Unwinnable,
    /// The budget ran out first.
    Unknown,
}

impl Outcome {
    /// `winnable`, `unwinnable` or `unknown`.
    pub fn verdict(&self) -> &'static str {
        match self {
            Outcome::Winnable(_) => "winnable",
            Outcome::Unwinnable => "unwinnable",
            Outcome::Unknown => "unknown",
        }
    }

    /// Winnable or proven unwinnable.
    pub fn is_decided(&self) -> bool {
        !matches!(self, Outcome::Unknown)
    }
}

/// Where a [`Solver`] stands after [`Solver::run`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Progress {
    /// Still searching: call [`Solver::run`] again.
    Running,
    /// Finished (every later call returns the same).
    Done(Outcome),
}

/// Limits of one search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SolverConfig {
    /// Give up ([`Outcome::Unknown`]) after this many nodes in all.
    pub max_nodes: Option<u64>,
    /// Give up when a search's transposition table holds this many
    /// positions (each takes about 20 to 40 bytes; the main search and the
    /// current probe each have one).
    pub max_states: usize,
    /// Moves replayed at most while trimming a winning line.
    pub polish_effort: u64,
    /// 0: the standard move order. Other values reorder moves of similar
    /// promise, differently for each value (and still deterministically):
    /// a search that is stuck in a large losing region under one order
    /// often is not under another. (The reordering is seeded by the node
    /// count, never by a position's key: the search is the same on every
    /// platform.)
    pub variation: u32,
}

impl Default for SolverConfig {
    fn default() -> Self {
        SolverConfig {
            max_nodes: None,
            max_states: 24_000_000,
            polish_effort: 4_000_000,
            variation: 0,
        }
    }
}

/// A resumable search from one position: the solver the browser calls in
/// slices.
///
/// Inside, two kinds of depth-first search share the nodes: the main
/// search, in the standard move order, which runs to the end (a win, or a
/// proof that there is none); and a series of probes, each with its own
/// move order ([`SolverConfig::variation`]) and a node budget that grows by
/// the Luby sequence. Depth-first search is heavy-tailed: one early wrong
/// turn can cost millions of nodes, where another order wins in hundreds.
/// A probe that finishes also decides (its search is complete too); one
/// that runs out is dropped. Everything is counted in nodes, so the result
/// never depends on the machine's speed.
pub struct Solver {
    root: Position,
    config: SolverConfig,
    main: search::Search,
    probe: Option<search::Search>,
    probes_started: u32,
    probe_nodes: u64,
    main_nodes: u64,
    /// Whose turn it is, and the nodes used in it so far.
    main_turn: bool,
    turn_used: u64,
    done: Option<Outcome>,
}

/// Nodes of the first probe; later ones take this times the Luby sequence.
const PROBE_UNIT: u64 = 2_000;
/// Nodes a search runs before the other kind gets its turn.
const TURN: u64 = 1_024;

/// The Luby sequence 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 ... (`i` from 1).
fn luby(mut i: u64) -> u64 {
    loop {
        let mut k = 1;
        while (1u64 << k) - 1 < i {
            k += 1;
        }
        if i == (1u64 << k) - 1 {
            return 1 << (k - 1);
        }
        i -= (1u64 << (k - 1)) - 1;
    }
}

impl Solver {
    /// A search from `position`. Nothing is searched until [`Solver::run`].
    pub fn new(position: Position, config: SolverConfig) -> Solver {
        // The main search runs until the solver's own budget says stop.
        let main = search::Search::new(
            position.clone(),
            SolverConfig {
                max_nodes: None,
                ..config
            },
        );
        let done = main.outcome().cloned();
        Solver {
            root: position,
            config,
            main,
            probe: None,
            probes_started: 0,
            probe_nodes: 0,
            main_nodes: 0,
            main_turn: true,
            turn_used: 0,
            done,
        }
    }

    /// The position searched from.
    pub fn position(&self) -> &Position {
        &self.root
    }

    /// Nodes (positions reached by a step of some search) so far.
    pub fn nodes(&self) -> u64 {
        self.main_nodes + self.probe_nodes
    }

    /// Positions in the transposition tables now.
    pub fn states(&self) -> usize {
        self.main.states() + self.probe.as_ref().map_or(0, |p| p.states())
    }

    /// The outcome, once the search is done.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.done.as_ref()
    }

    /// Searches at most `node_budget` more nodes, then reports.
    pub fn run(&mut self, node_budget: u64) -> Progress {
        if let Some(done) = &self.done {
            return Progress::Done(done.clone());
        }
        let mut left = node_budget;
        while left > 0 {
            if self.config.max_nodes.is_some_and(|m| self.nodes() >= m) {
                return self.finish(Outcome::Unknown);
            }
            // Turns are whole numbers of nodes, whatever the slices of
            // `run`: the result never depends on how the caller slices.
            if self.turn_used >= TURN {
                self.turn_used = 0;
                self.main_turn = self.main_nodes <= self.probe_nodes;
            }
            let cap = self.config.max_nodes.map_or(u64::MAX, |m| m - self.nodes());
            let slice = left.min(TURN - self.turn_used).min(cap);
            let progress = if self.main_turn {
                let before = self.main.nodes();
                let p = self.main.run(slice);
                let used = self.main.nodes() - before;
                self.main_nodes += used;
                self.turn_used += used;
                left -= used;
                p
            } else {
                let probe = self.probe.get_or_insert_with(|| {
                    self.probes_started += 1;
                    let budget = PROBE_UNIT * luby(u64::from(self.probes_started));
                    search::Search::new(
                        self.root.clone(),
                        SolverConfig {
                            max_nodes: Some(budget),
                            variation: self.probes_started,
                            ..self.config
                        },
                    )
                });
                let before = probe.nodes();
                let p = probe.run(slice);
                let used = probe.nodes() - before;
                self.probe_nodes += used;
                self.turn_used += used;
                left -= used;
                if p == Progress::Done(Outcome::Unknown) {
                    // Out of budget: drop it; the next probe starts afresh.
                    self.probe = None;
                    continue;
                }
                p
            };
            if let Progress::Done(outcome) = progress {
                return self.finish(outcome);
            }
        }
        Progress::Running
    }

    fn finish(&mut self, outcome: Outcome) -> Progress {
        // Free the tables at once.
        self.main.abandon();
        self.probe = None;
        self.done = Some(outcome.clone());
        Progress::Done(outcome)
    }
}

/// How long a search may run: nodes, time, or both (whichever ends first).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Budget {
    pub nodes: Option<u64>,
    pub time: Option<Duration>,
}

impl Budget {
    pub fn nodes(n: u64) -> Budget {
        Budget {
            nodes: Some(n),
            time: None,
        }
    }

    pub fn time(t: Duration) -> Budget {
        Budget {
            nodes: None,
            time: Some(t),
        }
    }
}

/// A finished search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    pub outcome: Outcome,
    pub nodes: u64,
    pub elapsed: Duration,
}

/// A source of elapsed time. `std::time::Instant` is not available in the
/// browser, so time is injected.
pub trait Clock {
    /// Time since the clock started.
    fn elapsed(&mut self) -> Duration;
}

/// The native clock.
#[cfg(not(target_arch = "wasm32"))]
pub struct StdClock(std::time::Instant);

#[cfg(not(target_arch = "wasm32"))]
impl StdClock {
    pub fn start() -> StdClock {
        StdClock(std::time::Instant::now())
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Clock for StdClock {
    fn elapsed(&mut self) -> Duration {
        self.0.elapsed()
    }
}

/// Nodes searched between two looks at the clock.
const SLICE: u64 = 4096;

/// Solves `position` within `budget`, reading time from `clock`.
pub fn solve_with_clock(position: &Position, budget: Budget, clock: &mut dyn Clock) -> Report {
    let config = SolverConfig {
        max_nodes: budget.nodes,
        ..SolverConfig::default()
    };
    let mut solver = Solver::new(position.clone(), config);
    let outcome = loop {
        match solver.run(SLICE) {
            Progress::Done(outcome) => break outcome,
            Progress::Running => {
                if budget.time.is_some_and(|t| clock.elapsed() >= t) {
                    break Outcome::Unknown;
                }
            }
        }
    };
    Report {
        outcome,
        nodes: solver.nodes(),
        elapsed: clock.elapsed(),
    }
}

/// Solves `position` within `budget` (native: time from the system clock).
#[cfg(not(target_arch = "wasm32"))]
pub fn solve(position: &Position, budget: Budget) -> Report {
    solve_with_clock(position, budget, &mut StdClock::start())
}

/// The most promising legal move by the solver's own ordering, for a hint
/// when no winning line is known (`None` when no move is legal).
pub fn suggest(position: &Position) -> Option<Move> {
    let mut legal = Vec::new();
    position.legal_moves_into(&mut legal);
    if let Some(mv) = tactics::safe_move(position, &legal) {
        return Some(mv);
    }
    let order_matters = tactics::order_matters(position);
    let orderer = tactics::Orderer::new(position);
    legal
        .iter()
        .copied()
        .enumerate()
        .filter(|&(_, m)| !tactics::pointless(position, m, order_matters))
        .min_by_key(|&(i, m)| (orderer.score(position, m), i))
        .map(|(_, m)| m)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{deal, DealNumber, GameId, Spaces, Variant};

    /// FNV-1a of a line's tokens, space-separated.
    fn digest(line: &[Move]) -> u64 {
        let text = line
            .iter()
            .map(|m| m.to_string())
            .collect::<Vec<_>>()
            .join(" ");
        text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        })
    }

    /// The search is pinned: these deals take exactly these nodes and give
    /// exactly these lines, natively and in the browser (this test runs in
    /// both: `cargo test --lib` and `cargo test --target
    /// wasm32-unknown-unknown --lib`). Most of them are decided after the
    /// probes have started, so their move orders count too.
    ///
    /// A change to the move order, the pruning or the probes changes these
    /// figures: check that it is meant (and measure it with
    /// `patience survey`), then update them from the failure's message.
    #[cfg_attr(not(target_arch = "wasm32"), test)]
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
    fn the_search_is_the_same_on_every_platform() {
        let mut variants: Vec<Variant> = [
            GameId::Caprice,
            GameId::Capricieuse,
            GameId::LucasLeaps,
            GameId::RussianPatience,
        ]
        .into_iter()
        .map(Variant::new)
        .collect();
        for draw in [3, 1] {
            for spaces in [Spaces::Waste, Spaces::Any] {
                variants.push(
                    Variant::with_options(GameId::DoubleCanfield, Some(draw), Some(spaces))
                        .unwrap(),
                );
            }
        }
        // (variant's slug, deal, verdict, nodes, line length, line digest)
        #[rustfmt::skip]
        let pinned = [
            ("caprice",                     173,  "winnable",     5_418, 170, 0xb0ef_ed8c_2b5a_164d),
            ("caprice",                     1,    "winnable",       180, 164, 0x0b6e_0e84_eb88_44e7),
            ("capricieuse",                 32,   "winnable",     1_479,  71, 0x7d8c_3e95_c394_d9e5),
            ("capricieuse",                 9868, "unwinnable",       2,   0, 0xcbf2_9ce4_8422_2325),
            ("lucas-leaps",                 7,    "winnable",    32_719, 215, 0xb682_279d_7d17_b0e6),
            ("lucas-leaps",                 21,   "winnable",     5_292, 220, 0xd677_fdad_5515_a230),
            ("lucas-leaps",                 23,   "winnable",    11_845, 236, 0x4917_5d9f_671c_e611),
            ("double-canfield-draw3-waste", 9,    "winnable",     9_267, 336, 0x458a_938b_c14a_d014),
            ("double-canfield-draw3-any",   43,   "winnable",     4_568, 542, 0xb884_2566_0d62_fa68),
            ("double-canfield-draw1-waste", 1,    "winnable",       137, 318, 0x9ba0_94a2_b72c_90c4),
            ("double-canfield-draw1-any",   2,    "winnable",       148, 292, 0x6a75_b236_464e_a74e),
            ("russian-patience",            48,   "winnable",     5_269, 189, 0xae29_50d6_4c01_0d85),
            ("russian-patience",            971,  "winnable",    32_602, 186, 0x1f40_b0ee_6a64_f1e0),
        ];
        let mut wrong = Vec::new();
        for (slug, n, verdict, nodes, len, line) in pinned {
            let variant = *variants.iter().find(|v| v.slug() == slug).unwrap();
            let mut solver = Solver::new(
                deal(variant, DealNumber::new(n).unwrap()),
                SolverConfig {
                    max_nodes: Some(100_000),
                    ..SolverConfig::default()
                },
            );
            let outcome = loop {
                if let Progress::Done(o) = solver.run(SLICE) {
                    break o;
                }
            };
            let moves = match &outcome {
                Outcome::Winnable(line) => line.clone(),
                _ => Vec::new(),
            };
            let got = (
                outcome.verdict(),
                solver.nodes(),
                moves.len(),
                digest(&moves),
            );
            if got != (verdict, nodes, len, line) {
                wrong.push(format!(
                    "({slug:?}, {n}, {:?}, {}, {}, {:#018x}),",
                    got.0, got.1, got.2, got.3
                ));
            }
        }
        assert!(wrong.is_empty(), "searches changed:\n{}", wrong.join("\n"));
    }
}
