//! The daily deal: of a game's candidates for a date
//! ([`engine::daily::candidate`]), the first that the solver proves
//! winnable within [`DAILY_NODES`] nodes. Node counts do not depend on the
//! machine, the browser or how the search is sliced, so every player's
//! browser finds the same deal without asking a server. `docs/daily.md` is
//! the specification; tests pin the deals of fixed dates.
//!
//! [`engine::daily::candidate`]: crate::engine::daily::candidate

use super::{Outcome, Progress, Solver, SolverConfig};
use crate::engine::daily::{candidate, DailyDate};
use crate::engine::{deal, DealNumber, Variant};

/// The node budget for each candidate.
pub const DAILY_NODES: u64 = 200_000;

/// Candidates tried at most; if none is proven winnable, the day's deal is
/// the first candidate.
pub const DAILY_CANDIDATES: u32 = 8;

/// A day's deal and how it was chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DailyDeal {
    pub date: DailyDate,
    pub variant: Variant,
    pub number: DealNumber,
    /// Which candidate it is (0 for the first).
    pub candidate: u32,
    /// Proven winnable (false only for the fallback).
    pub proven: bool,
    /// Nodes searched in all to choose it.
    pub nodes: u64,
}

/// The solver's settings for one candidate: the budget, and a table large
/// enough that the budget, not the table, ends the search everywhere.
fn config() -> SolverConfig {
    SolverConfig {
        max_nodes: Some(DAILY_NODES),
        max_states: 1_800_000,
        ..SolverConfig::default()
    }
}

/// Is `number` proven winnable within the budget? Returns that and the
/// nodes searched.
pub fn proven_winnable(variant: Variant, number: DealNumber) -> (bool, u64) {
    let mut solver = Solver::new(deal(variant, number), config());
    loop {
        if let Progress::Done(outcome) = solver.run(DAILY_NODES) {
            return (matches!(outcome, Outcome::Winnable(_)), solver.nodes());
        }
    }
}

/// The day's deal of `variant` on `date`.
pub fn daily_deal(variant: Variant, date: DailyDate) -> DailyDeal {
    let mut nodes = 0;
    for k in 0..DAILY_CANDIDATES {
        let number = candidate(variant, date, k);
        let (won, n) = proven_winnable(variant, number);
        nodes += n;
        if won {
            return DailyDeal {
                date,
                variant,
                number,
                candidate: k,
                proven: true,
                nodes,
            };
        }
    }
    DailyDeal {
        date,
        variant,
        number: candidate(variant, date, 0),
        candidate: 0,
        proven: false,
        nodes,
    }
}
