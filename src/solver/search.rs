//! One depth-first search: the transposition table, the explicit stack of
//! frames (so that it can stop after any node and resume), safe moves,
//! pruning and move ordering, and the winning line's checks.

use super::key::{self, KeyState};
use super::line;
use super::tactics;
use super::{Outcome, Progress, SolverConfig};
use crate::engine::rules::{FoundationRule, StockRule};
use crate::engine::{Move, Movement, PileId, Position};
use std::collections::HashSet;

/// One step of the search: `draws` stock moves, then `mv`.
///
/// Where the stock turns cards onto a waste and recycles it (Double
/// Canfield), turning cards changes nothing but which waste card is on top,
/// and it commutes with every move that does not play from the waste. So
/// the search makes stock moves only on the way to playing a waste card: a
/// step is "turn `draws` times, then play the waste's top card", or a move
/// without turning, and the turns stop when the stock and waste come round
/// to where they were. Positions right after turning are never stored, and
/// every winning line still has a counterpart (move the turns later, next
/// to the waste play that needs them; turns beyond a full round repeat).
/// Lucas Leaps turns its stock move by move (`draws` is 0): see
/// [`Search::new`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Step {
    draws: u8,
    mv: Move,
}

/// One level of the search: the step that led here, where its movements
/// start in the log, and where this position's steps start in the stack.
#[derive(Clone, Copy)]
struct Frame {
    step: Step,
    log_start: u32,
    steps_start: u32,
    next: u32,
}

type Table = HashSet<key::Key, KeyState>;

/// One resumable depth-first search from one position, with one move order.
pub(crate) struct Search {
    root: Position,
    pos: Position,
    config: SolverConfig,
    /// Stock moves are folded into waste plays ([`Step`]).
    fold_stock: bool,
    table: Table,
    keyer: key::Keyer,
    frames: Vec<Frame>,
    steps: Vec<Step>,
    log: Vec<Movement>,
    scratch: Vec<Move>,
    scratch_log: Vec<Movement>,
    ranked: Vec<(u32, u32, Step)>,
    nodes: u64,
    done: Option<Outcome>,
}

impl Search {
    /// A search from `position`. Nothing is searched until [`Search::run`].
    pub fn new(position: Position, config: SolverConfig) -> Search {
        // Folding pays where the stock recycles (Double Canfield). Lucas
        // Leaps' one-pass stock is better searched move by move: a card
        // just turned guides which tableau moves come next.
        let fold_stock = matches!(
            position.rules().stock,
            StockRule::ToWaste { recycle: true, .. }
        );
        let mut s = Search {
            root: position.clone(),
            pos: position,
            config,
            fold_stock,
            table: Table::default(),
            keyer: key::Keyer::new(),
            frames: Vec::with_capacity(256),
            steps: Vec::with_capacity(4096),
            log: Vec::with_capacity(4096),
            scratch: Vec::with_capacity(128),
            scratch_log: Vec::with_capacity(64),
            ranked: Vec::with_capacity(128),
            nodes: 0,
            done: None,
        };
        if s.pos.foundation_count() == 104 {
            s.done = Some(Outcome::Winnable(Vec::new()));
            return s;
        }
        let root_key = s.keyer.key(&s.pos);
        s.table.insert(root_key);
        s.expand();
        s.frames.push(Frame {
            step: Step {
                draws: 0,
                mv: Move::Stock,
            },
            log_start: 0,
            steps_start: 0,
            next: 0,
        });
        s
    }

    /// Nodes (positions reached by a step) so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Positions in the transposition table.
    pub fn states(&self) -> usize {
        self.table.len()
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
        let stop = self.nodes.saturating_add(node_budget);
        while self.nodes < stop {
            if self.config.max_nodes.is_some_and(|m| self.nodes >= m)
                || self.table.len() >= self.config.max_states
            {
                return self.finish(Outcome::Unknown);
            }
            let Some(&top) = self.frames.last() else {
                return self.finish(Outcome::Unwinnable);
            };
            if (top.next as usize) < self.steps.len() {
                let step = self.steps[top.next as usize];
                self.frames.last_mut().expect("not empty").next += 1;
                let log_start = self.log.len();
                for _ in 0..step.draws {
                    self.pos.apply_unchecked(Move::Stock, &mut self.log);
                }
                self.pos.apply_unchecked(step.mv, &mut self.log);
                self.nodes += 1;
                self.keyer.touched(&self.log[log_start..]);
                let key = self.keyer.key(&self.pos);
                if !self.table.insert(key) {
                    self.pos.undo(step.mv, &self.log[log_start..]);
                    self.keyer.touched(&self.log[log_start..]);
                    self.log.truncate(log_start);
                    continue;
                }
                let steps_start = self.steps.len() as u32;
                self.frames.push(Frame {
                    step,
                    log_start: log_start as u32,
                    steps_start,
                    next: steps_start,
                });
                if self.pos.foundation_count() == 104 {
                    let mut line = Vec::new();
                    for f in &self.frames[1..] {
                        line.extend(std::iter::repeat_n(Move::Stock, usize::from(f.step.draws)));
                        line.push(f.step.mv);
                    }
                    return self.won(line);
                }
                self.expand();
            } else {
                let f = self.frames.pop().expect("not empty");
                self.steps.truncate(f.steps_start as usize);
                if self.frames.is_empty() {
                    return self.finish(Outcome::Unwinnable);
                }
                // Undoing replays the movements backwards, the turns included.
                self.pos.undo(f.step.mv, &self.log[f.log_start as usize..]);
                self.keyer.touched(&self.log[f.log_start as usize..]);
                self.log.truncate(f.log_start as usize);
            }
        }
        Progress::Running
    }

    fn finish(&mut self, outcome: Outcome) -> Progress {
        self.abandon();
        self.done = Some(outcome.clone());
        Progress::Done(outcome)
    }

    /// Frees the search's memory; it searches no more.
    pub fn abandon(&mut self) {
        self.table = Table::default();
        self.frames = Vec::new();
        self.steps = Vec::new();
        self.log = Vec::new();
        if self.done.is_none() {
            self.done = Some(Outcome::Unknown);
        }
    }

    /// A line reached a won position: check it, trim it, check it again.
    fn won(&mut self, line: Vec<Move>) -> Progress {
        if !line::wins(&self.root, &line) {
            // The engine's generator and its checks disagree: never report
            // a line the engine does not accept.
            debug_assert!(false, "solver line does not replay: {line:?}");
            return self.finish(Outcome::Unknown);
        }
        let short = line::shortcut(&self.root, &line, self.config.polish_effort)
            .filter(|short| line::wins(&self.root, short))
            .unwrap_or_else(|| line.clone());
        let polished = line::polish(&self.root, short, self.config.polish_effort);
        let best = if line::wins(&self.root, &polished) {
            polished
        } else {
            line
        };
        self.finish(Outcome::Winnable(best))
    }

    /// Pushes the steps to try from the current position, best first.
    fn expand(&mut self) {
        self.pos.legal_moves_into(&mut self.scratch);
        if let Some(mv) = tactics::safe_move(&self.pos, &self.scratch) {
            self.steps.push(Step { draws: 0, mv });
            return;
        }
        let order_matters = tactics::order_matters(&self.pos);
        let orderer = tactics::Orderer::new(&self.pos);
        self.ranked.clear();
        for (i, &mv) in self.scratch.iter().enumerate() {
            if self.fold_stock && mv == Move::Stock {
                continue;
            }
            if self.skip(mv, 0, order_matters) {
                continue;
            }
            self.ranked.push((
                orderer.score(&self.pos, mv),
                i as u32,
                Step { draws: 0, mv },
            ));
        }
        if self.fold_stock {
            self.expand_draws(order_matters);
        }
        if self.config.variation != 0 {
            // Seeded by the node count, not the position's key: keys are
            // hashed differently natively and in WebAssembly ([`key`]), and
            // the search must be the same everywhere.
            let seed = splitmix(self.nodes)
                ^ u64::from(self.config.variation).wrapping_mul(0x9e37_79b9_7f4a_7c15);
            for (n, entry) in self.ranked.iter_mut().enumerate() {
                entry.0 += (splitmix(seed ^ n as u64) % 240) as u32;
            }
        }
        self.ranked
            .sort_unstable_by_key(|&(score, i, step)| (score, step.draws, i));
        self.steps.extend(self.ranked.iter().map(|&(_, _, s)| s));
    }

    /// Adds the waste plays that follow 1, 2, ... stock moves, until the
    /// stock and waste come back to where they were (or the stock runs out).
    fn expand_draws(&mut self, order_matters: bool) {
        let start = self.scratch_log.len();
        let mut seen: u128 = 1 << self.pos.waste().len();
        let mut draws = 0u8;
        let mut moves = std::mem::take(&mut self.scratch);
        while self.pos.check(Move::Stock).is_ok() {
            self.pos.apply_unchecked(Move::Stock, &mut self.scratch_log);
            draws += 1;
            let w = self.pos.waste().len();
            if w >= 128 || seen & (1 << w) != 0 {
                break;
            }
            seen |= 1 << w;
            self.pos.legal_moves_into(&mut moves);
            let orderer = tactics::Orderer::new(&self.pos);
            for (i, &mv) in moves.iter().enumerate() {
                let Move::Transfer { from, .. } = mv else {
                    continue;
                };
                if from != PileId::WASTE || self.skip(mv, draws, order_matters) {
                    continue;
                }
                self.ranked.push((
                    orderer.score(&self.pos, mv) + self.draw_penalty(draws),
                    i as u32,
                    Step { draws, mv },
                ));
            }
        }
        self.pos.undo(Move::Stock, &self.scratch_log[start..]);
        self.scratch_log.truncate(start);
        self.scratch = moves;
    }

    /// How much later than a move without turning a waste play after
    /// `draws` turns is tried. A recycling stock loses nothing by turning,
    /// but every turn is a click in the line a player watches: fewer turns
    /// first (this shortens Double Canfield's lines by a third at no cost
    /// in deals decided).
    fn draw_penalty(&self, draws: u8) -> u32 {
        100 * u32::from(draws)
    }

    /// Moves not worth a node: pointless ones, and a unit's move to an empty
    /// pile (or empty foundation) when the same unit already goes to an
    /// equivalent one after the same number of draws.
    fn skip(&self, mv: Move, draws: u8, order_matters: bool) -> bool {
        if tactics::pointless(&self.pos, mv, order_matters) {
            return true;
        }
        let Move::Transfer { from, count, to } = mv else {
            return false;
        };
        if !self.pos.pile(to).is_empty() {
            return false;
        }
        let interchangeable = if to.is_foundation() {
            self.pos.rules().foundations != FoundationRule::FixedSuits
        } else {
            !order_matters
        };
        interchangeable
            && self.ranked.iter().any(|&(_, _, step)| {
                step.draws == draws
                    && matches!(step.mv, Move::Transfer { from: f, count: c, to: t }
                        if f == from && c == count && t.is_foundation() == to.is_foundation()
                            && self.pos.pile(t).is_empty())
            })
    }
}

/// A well-mixed 64-bit function (SplitMix64's finaliser).
fn splitmix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}
