//! Hindsight optimisation, the honest player's way of choosing a move
//! (see the `honest` module for the method and its bias): what a player
//! sees ([`View`]), the samples of the unseen cards ([`Samples`], fixed by
//! a [`Seed`]), the candidates and their odds ([`MoveOdds`], [`wilson`]),
//! and one decision ([`decide`]). Information-set MCTS
//! ([`super::ismcts`]) builds on the same parts; the whole game and the
//! method's choice (`honest`) sit above both.

use super::key::{self, Key};
use super::{tactics, Budget, Clock, Outcome, Progress, Solver, SolverConfig};
use crate::engine::deal::uniform_below;
use crate::engine::rules::{FillSource, RedealRule, StockRule};
use crate::engine::{Card, Move, NoLog, PileId, Position};
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::HashSet;
use std::time::Duration;

/// What fixes the honest player's samples.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Seed(pub u64);

impl Seed {
    /// The seed of decision `ply` of a game played from this seed.
    pub fn for_ply(self, ply: usize) -> Seed {
        Seed(mix(self.0 ^ mix(ply as u64 + 0x5eed)))
    }
}

/// SplitMix64's finaliser: a well-mixed 64-bit value.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// What a player sees of a position: the position with the stock in a
/// canonical order (sorted) while its order is unseen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    position: Position,
    stock_seen: bool,
}

/// Which of a position's cards or events a player cannot see.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unseen {
    /// The order of this many stock cards (0: none, or a known order).
    pub stock_cards: usize,
    /// How the redeals left will shuffle (Russian Patience).
    pub redeal_shuffle: bool,
}

impl Unseen {
    /// Nothing is hidden: the position is all a clairvoyant would see.
    pub fn is_nothing(self) -> bool {
        self.stock_cards < 2 && !self.redeal_shuffle
    }
}

impl View {
    /// What a player sees of `pos` with no memory of how it came about:
    /// the stock's order is unseen.
    pub fn new(pos: &Position) -> View {
        View::with_stock_seen(pos, false)
    }

    /// As [`View::new`], but with the stock's order known when
    /// `stock_seen` (Double Canfield after a recycle: the player watched
    /// every card of the new stock go by).
    pub fn with_stock_seen(pos: &Position, stock_seen: bool) -> View {
        let mut position = pos.clone();
        position.set_redeal_salt(0);
        if !stock_seen {
            position.pile_mut(PileId::STOCK).sort_unstable();
        }
        View {
            position,
            stock_seen,
        }
    }

    /// The position as seen (the stock sorted while its order is unseen).
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// Is the stock's order known?
    pub fn stock_seen(&self) -> bool {
        self.stock_seen
    }

    /// What is hidden here.
    pub fn unseen(&self) -> Unseen {
        let pos = &self.position;
        Unseen {
            stock_cards: if self.stock_seen {
                0
            } else {
                pos.stock().len()
            },
            redeal_shuffle: pos.rules().redeal == RedealRule::Shuffled && pos.redeals_left() > 0,
        }
    }

    /// The seen position's fingerprint (the solver's canonical key).
    pub fn key(&self) -> Key {
        key::key(&self.position)
    }

    /// How many distinct orderings of the unseen cards there are, when
    /// they are few enough to take each once.
    fn orderings(&self, cap: u64) -> Option<u64> {
        let unseen = self.unseen();
        if unseen.redeal_shuffle {
            return None;
        }
        if unseen.stock_cards < 2 {
            return Some(1);
        }
        // Distinct orders of a multiset: n! / (product of each card's copies!).
        let mut counts = [0u32; 52];
        for c in self.position.stock() {
            counts[c.index()] += 1;
        }
        let mut total: u128 = 1;
        let mut placed: u128 = 0;
        for &c in counts.iter().filter(|&&c| c > 0) {
            for i in 1..=u128::from(c) {
                placed += 1;
                total = total.checked_mul(placed)? / i;
                if total > u128::from(cap) {
                    return None;
                }
            }
        }
        Some(total as u64)
    }

    /// An imagined position: the stock in `order` (bottom to top), and in
    /// Russian Patience a redeal shuffle of the sample's own (`salt`).
    fn imagine(&self, order: Option<&[Card]>, salt: u32) -> Position {
        let mut pos = self.position.clone();
        if let Some(order) = order {
            pos.pile_mut(PileId::STOCK).copy_from_slice(order);
        }
        if self.unseen().redeal_shuffle {
            pos.set_redeal_salt(salt);
        }
        pos
    }

    /// Does `mv` show the player a card (or a redeal's outcome) they could
    /// not see before? Such a move's result is not a seen position.
    pub(crate) fn reveals(&self, mv: Move) -> bool {
        let pos = &self.position;
        let unseen = self.unseen();
        match mv {
            Move::Stock => unseen.stock_cards > 0,
            Move::Redeal => unseen.redeal_shuffle,
            Move::Transfer { from, count, .. } => {
                unseen.stock_cards > 0
                    && from.is_tableau()
                    && pos.pile(from).len() == usize::from(count)
                    && pos.rules().fill_from == Some(FillSource::Stock)
            }
        }
    }

    /// Does `line` (legal from here) play without revealing anything?
    /// Then it goes the same way whatever the unseen cards are.
    pub(crate) fn reveals_nothing(&self, line: &[Move]) -> bool {
        let mut view = self.clone();
        for &mv in line {
            if view.reveals(mv) || view.position.check(mv).is_err() {
                return false;
            }
            view.position.apply_unchecked(mv, &mut NoLog);
        }
        true
    }

    /// The view after the real game played `mv` and came to `after`.
    pub fn after(&self, mv: Move, after: &Position) -> View {
        View::with_stock_seen(after, self.stock_seen || recycles(&self.position, mv))
    }
}

/// Whether `mv` from `pos` turns the waste back into the stock, after which
/// the player has seen the stock's order.
fn recycles(pos: &Position, mv: Move) -> bool {
    mv == Move::Stock
        && matches!(pos.rules().stock, StockRule::ToWaste { recycle: true, .. })
        && pos.stock().is_empty()
}

/// Has the player seen the stock's order, after playing `moves` from
/// `start`? [`View::after`]'s rule over the game (Double Canfield once its
/// stock has been recycled; never elsewhere, which is answered without
/// replaying). A move that does not play ends the replay. Pure and cheap:
/// the table calls it at every move to ask the solver's worker for its
/// odds; the search itself is not called here.
pub fn stock_seen(start: &Position, moves: impl IntoIterator<Item = Move>) -> bool {
    if !matches!(
        start.rules().stock,
        StockRule::ToWaste { recycle: true, .. }
    ) {
        return false;
    }
    let mut pos = start.clone();
    for mv in moves {
        let recycled = recycles(&pos, mv);
        if pos.apply(mv, &mut NoLog).is_err() {
            break;
        }
        if recycled {
            return true;
        }
    }
    false
}

/// Where a player who played `moves` from `start` has been: the seen
/// position's fingerprint ([`View::key`]) at the start and after each move,
/// as `honest::play_deal` keeps them, for [`decide`]'s `avoid` (a player does not
/// go back). A move that does not play ends the replay. The table's odds
/// pass it to the worker, which asks afresh at every position: without it
/// the best move of one position can lead back to the one before.
pub fn been(start: &Position, moves: impl IntoIterator<Item = Move>) -> HashSet<Key> {
    let mut pos = start.clone();
    let mut view = View::new(&pos);
    let mut out = HashSet::new();
    out.insert(view.key());
    for mv in moves {
        if pos.apply(mv, &mut NoLog).is_err() {
            break;
        }
        view = view.after(mv, &pos);
        out.insert(view.key());
    }
    out
}

/// How an honest decision was made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// A safe foundation move, played at once.
    Safe,
    /// The only candidate.
    Only,
    /// The best of several candidates over the samples.
    Sampled,
    /// Nothing was hidden: the solver's own line.
    Known,
    /// A sample's winning line reveals nothing, so it wins whatever the
    /// unseen cards are: it is followed.
    Sure,
}

/// Where a position stands for a player who does not peek.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Verdict {
    /// All cards are on the foundations.
    Won,
    /// Certain loss: no legal move is left (or, in Double Canfield, only
    /// stock moves that never make another move legal).
    Stuck,
    /// Certain loss: no ordering of the unseen cards can be won (every
    /// distinct ordering was solved and proven unwinnable).
    CannotWin,
    /// Every sample was proven unwinnable, but the samples do not cover
    /// every ordering: the chance is at most `at_most` (the 95% Wilson
    /// upper bound of 0 wins in `samples`).
    NoSampleWins { samples: u32, at_most: f64 },
    /// Some sample can be won, or some is undecided.
    Open,
}

impl Verdict {
    /// `won`, `stuck`, `cannot-win`, `no-sample-wins` or `open`.
    pub fn id(self) -> &'static str {
        match self {
            Verdict::Won => "won",
            Verdict::Stuck => "stuck",
            Verdict::CannotWin => "cannot-win",
            Verdict::NoSampleWins { .. } => "no-sample-wins",
            Verdict::Open => "open",
        }
    }
}

/// A 95% Wilson score interval for a proportion, as fractions (0 to 1).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Interval {
    pub low: f64,
    pub high: f64,
}

/// The 95% Wilson score interval of `k` successes in `n` trials (0 to 1
/// for no trials).
pub fn wilson(k: u32, n: u32) -> Interval {
    if n == 0 {
        return Interval {
            low: 0.0,
            high: 1.0,
        };
    }
    let z = 1.959_963_984_540_054_f64;
    let (k, n) = (f64::from(k), f64::from(n));
    let p = k / n;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denom;
    Interval {
        low: (centre - half).max(0.0),
        high: (centre + half).min(1.0),
    }
}

/// One candidate move's tally over the samples it was solved on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveOdds {
    pub mv: Move,
    /// Samples where the solver won from the move's result.
    pub wins: u32,
    /// Samples where it proved the result unwinnable.
    pub lost: u32,
    /// Samples it did not decide within its node budget.
    pub unknown: u32,
}

impl MoveOdds {
    /// The share of its samples this move won (0 with none).
    pub fn chance(&self) -> f64 {
        match self.samples() {
            0 => 0.0,
            n => f64::from(self.wins) / f64::from(n),
        }
    }

    pub fn samples(&self) -> u32 {
        self.wins + self.lost + self.unknown
    }
}

/// An honest decision: the move, and the chance the samples give it.
#[derive(Clone, Debug, PartialEq)]
pub struct Estimate {
    pub best: Move,
    /// `wins / samples` (0 to 1): the share of samples whose result the
    /// solver won after `best`.
    pub chance: f64,
    pub samples: u32,
    pub wins: u32,
    /// The 95% Wilson interval of `chance`.
    pub interval: Interval,
    /// Every distinct ordering of the unseen cards was a sample (so
    /// `chance` is exact up to the solver's budget).
    pub exhaustive: bool,
    pub choice: Choice,
    pub verdict: Verdict,
    /// Each candidate's tally, best first.
    pub moves: Vec<MoveOdds>,
    /// Solver nodes spent.
    pub nodes: u64,
    /// With nothing hidden and a win found: the solver's winning line
    /// (starting with `best`).
    pub plan: Option<Vec<Move>>,
}

/// The honest player's settings for one decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Config {
    /// Samples at most per decision.
    pub samples: u32,
    /// Node budget of each sample's solve.
    pub solve_nodes: u64,
    /// Go on sampling the leader once the others are out of the race, for
    /// a better estimate (the `odds` command); a player in a hurry stops.
    pub settle: bool,
    /// Estimate safe and forced moves too (by solving the samples as they
    /// are); a player in a hurry plays them at once.
    pub estimate_forced: bool,
}

impl Config {
    /// For the `odds` command: every estimate sampled in full.
    pub const ODDS: Config = Config {
        samples: 32,
        solve_nodes: 2_000,
        settle: true,
        estimate_forced: true,
    };
    /// For playing whole deals: the same samples, no time on settled or
    /// forced decisions.
    pub const PLAY: Config = Config {
        samples: 16,
        solve_nodes: 1_500,
        settle: false,
        estimate_forced: false,
    };
}

/// Nodes per decision when the budget names neither nodes nor time.
pub const DEFAULT_MOVE_NODES: u64 = 300_000;

/// Distinct orderings taken all at once when there are at most this many.
const ENUMERATE_UP_TO: u64 = 64;

/// Nodes between two looks at the clock in a long solve.
const SLICE: u64 = 4096;

/// A clock that never moves (budgets in nodes only).
pub struct NoClock;

impl Clock for NoClock {
    fn elapsed(&mut self) -> Duration {
        Duration::ZERO
    }
}

/// Solves `pos` within `nodes`, stopping early when `out_of_time` says so.
pub(crate) fn solve_within(
    pos: &Position,
    nodes: u64,
    out_of_time: &mut dyn FnMut() -> bool,
) -> (Outcome, u64) {
    let mut solver = Solver::new(
        pos.clone(),
        SolverConfig {
            max_nodes: Some(nodes.max(1)),
            polish_effort: 0,
            ..SolverConfig::default()
        },
    );
    loop {
        match solver.run(SLICE) {
            Progress::Done(outcome) => return (outcome, solver.nodes()),
            Progress::Running => {
                if out_of_time() {
                    return (Outcome::Unknown, solver.nodes());
                }
            }
        }
    }
}

/// The key of the position `mv` (legal) leads to from `pos`.
fn key_after(pos: &Position, mv: Move) -> Key {
    let mut after = pos.clone();
    after.apply_unchecked(mv, &mut NoLog);
    key::key(&after)
}

/// The candidates: legal moves, less pointless ones, less those whose
/// seen result equals an earlier candidate's or is in `avoid`.
pub(crate) fn candidates(view: &View, avoid: &HashSet<Key>) -> Vec<Move> {
    let pos = view.position();
    let mut legal = Vec::new();
    pos.legal_moves_into(&mut legal);
    let order_matters = tactics::order_matters(pos);
    let orderer = tactics::Orderer::new(pos);
    legal.retain(|&m| !tactics::pointless(pos, m, order_matters));
    // The solver's own order: the best-looking first (ties keep generation order).
    let mut ranked: Vec<(u32, usize, Move)> = legal
        .iter()
        .enumerate()
        .map(|(i, &m)| (orderer.score(pos, m), i, m))
        .collect();
    ranked.sort_unstable();
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    for (_, _, m) in ranked {
        if !view.reveals(m) {
            let k = key_after(pos, m);
            if avoid.contains(&k) || !seen.insert(k) {
                continue;
            }
        }
        out.push(m);
    }
    out
}

/// The samples of one decision.
pub(crate) enum Samples {
    /// Every distinct ordering of the stock, in lexicographic order.
    All { next: Option<Vec<Card>>, left: u64 },
    /// Random orderings (and redeal salts).
    Random { seed: Seed, drawn: u32 },
}

impl Samples {
    /// The samples of a decision from `view`, how many to take (all of
    /// them when they are few), and whether they are every ordering.
    pub(crate) fn new(view: &View, config: &Config, seed: Seed) -> (Samples, u32, bool) {
        match view.orderings(ENUMERATE_UP_TO.max(u64::from(config.samples))) {
            Some(n) if n <= u64::from(config.samples).max(ENUMERATE_UP_TO) => {
                let first = view.position().stock().to_vec();
                (
                    Samples::All {
                        next: Some(first),
                        left: n,
                    },
                    n as u32,
                    true,
                )
            }
            _ => (Samples::Random { seed, drawn: 0 }, config.samples, false),
        }
    }

    /// The next sample (`None` once every ordering has been taken).
    pub(crate) fn next(&mut self, view: &View) -> Option<Position> {
        match self {
            Samples::All { next, left } => {
                if *left == 0 {
                    return None;
                }
                *left -= 1;
                let order = next.take()?;
                let mut following = order.clone();
                if next_permutation(&mut following) {
                    *next = Some(following);
                }
                let hidden = view.unseen().stock_cards > 1;
                Some(view.imagine(hidden.then_some(&order[..]), 0))
            }
            Samples::Random { seed, drawn } => {
                let mut rng = ChaCha8Rng::seed_from_u64(mix(seed.0 ^ mix(u64::from(*drawn))));
                *drawn += 1;
                let unseen = view.unseen();
                let order = (unseen.stock_cards > 1).then(|| {
                    let mut order = view.position().stock().to_vec();
                    for i in (1..order.len()).rev() {
                        let j = uniform_below(&mut rng, i as u32 + 1) as usize;
                        order.swap(i, j);
                    }
                    order
                });
                let salt = rng.next_u32() | 1;
                Some(view.imagine(order.as_deref(), salt))
            }
        }
    }
}

/// The next lexicographic permutation (false, and unchanged, at the last).
pub(super) fn next_permutation(v: &mut [Card]) -> bool {
    let n = v.len();
    if n < 2 {
        return false;
    }
    let mut i = n - 1;
    while i > 0 && v[i - 1] >= v[i] {
        i -= 1;
    }
    if i == 0 {
        return false;
    }
    let mut j = n - 1;
    while v[j] <= v[i - 1] {
        j -= 1;
    }
    v.swap(i - 1, j);
    v[i..].reverse();
    true
}

/// The honest move from what `pos` shows (its stock's order unseen), within
/// `budget` (nodes of the solver in all, and/or time by the system clock),
/// from `seed`. `None` when no move is legal.
#[cfg(not(target_arch = "wasm32"))]
pub fn honest_move(pos: &Position, budget: Budget, seed: Seed) -> Option<Estimate> {
    let mut clock = super::StdClock::start();
    decide(
        &View::new(pos),
        &Config::ODDS,
        budget,
        seed,
        &HashSet::new(),
        &mut clock,
    )
}

/// Where the position stands for an honest player, with the estimate
/// behind it (none when the game is over).
#[cfg(not(target_arch = "wasm32"))]
pub fn verdict(pos: &Position, budget: Budget, seed: Seed) -> (Verdict, Option<Estimate>) {
    match pos.status() {
        crate::engine::Status::Won => (Verdict::Won, None),
        crate::engine::Status::Lost => (Verdict::Stuck, None),
        crate::engine::Status::Playing => match honest_move(pos, budget, seed) {
            None => (Verdict::Stuck, None),
            Some(e) => (e.verdict, Some(e)),
        },
    }
}

/// One honest decision from `view` (the general form of [`honest_move`]):
/// moves whose seen result is in `avoid` are not played (a player does not
/// go back to where they have been). `None` when no candidate is left.
pub fn decide(
    view: &View,
    config: &Config,
    budget: Budget,
    seed: Seed,
    avoid: &HashSet<Key>,
    clock: &mut dyn Clock,
) -> Option<Estimate> {
    let pos = view.position();
    let mut legal = Vec::new();
    pos.legal_moves_into(&mut legal);
    if legal.is_empty() {
        return None;
    }
    let max_nodes = budget.nodes.unwrap_or(if budget.time.is_some() {
        u64::MAX
    } else {
        DEFAULT_MOVE_NODES
    });
    let mut out_of_time = || budget.time.is_some_and(|t| clock.elapsed() >= t);

    let safe = tactics::safe_move(pos, &legal);
    let cands = match safe {
        Some(m) => vec![m],
        None => candidates(view, avoid),
    };
    let first = *cands.first()?;
    let choice_if_one = if safe.is_some() {
        Choice::Safe
    } else {
        Choice::Only
    };
    let unseen = view.unseen();
    // Whether a move leads back to where the player has been.
    let back = |m: Move| avoid.contains(&key_after(pos, m));

    // Nothing hidden: the solver decides, with the whole budget.
    if unseen.is_nothing() {
        let (outcome, nodes) = solve_within(pos, max_nodes, &mut out_of_time);
        if let Outcome::Winnable(line) = &outcome {
            // A line that goes back to where the player has been is not
            // taken: a player who asks again there could be sent back
            // (the table's hint, which asks afresh at every position,
            // went round two moves for ever in Capricieuse). The
            // candidates, which leave those out, are judged instead.
            if let Some(&m) = line.first().filter(|&&m| safe.is_some() || !back(m)) {
                // A safe move keeps the win; the line is then found again.
                let fits = safe.is_none_or(|s| s == m);
                let best = if fits { m } else { first };
                return Some(known(best, 1, 0, nodes, fits.then(|| line.clone())));
            }
        }
        let went_back = matches!(outcome, Outcome::Winnable(_));
        if outcome == Outcome::Unwinnable {
            let mut e = known(first, 0, 1, nodes, None);
            e.verdict = Verdict::CannotWin;
            e.choice = if cands.len() == 1 {
                choice_if_one
            } else {
                Choice::Known
            };
            return Some(e);
        }
        if cands.len() == 1 && !went_back {
            let mut e = known(first, 0, 0, nodes, None);
            e.choice = choice_if_one;
            return Some(e);
        }
        // Undecided within the budget, or won only by going back: judge
        // the candidates as samples.
    } else if cands.len() == 1 && !config.estimate_forced {
        return Some(Estimate {
            best: first,
            chance: f64::NAN,
            samples: 0,
            wins: 0,
            interval: wilson(0, 0),
            exhaustive: false,
            choice: choice_if_one,
            verdict: Verdict::Open,
            moves: Vec::new(),
            nodes: 0,
            plan: None,
        });
    }

    let (mut samples, rounds, exhaustive) = Samples::new(view, config, seed);
    let mut nodes = 0u64;

    // 1. The samples, each solved as it is: proven lost, every move loses
    //    in it; won, the line's first move wins in it. While none is
    //    decided, the budget of each solve doubles (up to 16 times).
    let mut drawn: Vec<Position> = Vec::new();
    while (drawn.len() as u32) < rounds {
        if !drawn.is_empty() && (nodes >= max_nodes / 4 || out_of_time()) {
            break;
        }
        let Some(sample) = samples.next(view) else {
            break;
        };
        drawn.push(sample);
    }
    let taken = drawn.len() as u32;
    let mut per_solve = config.solve_nodes;
    let mut roots: Vec<Outcome>;
    loop {
        roots = Vec::with_capacity(drawn.len());
        for sample in &drawn {
            let (o, n) = solve_within(sample, per_solve, &mut out_of_time);
            nodes += n;
            roots.push(o);
        }
        let decided = roots.iter().any(Outcome::is_decided);
        if decided || per_solve >= 16 * config.solve_nodes || nodes >= max_nodes || out_of_time() {
            break;
        }
        per_solve *= 2;
    }
    let root_wins = roots
        .iter()
        .filter(|o| matches!(o, Outcome::Winnable(_)))
        .count() as u32;
    let root_lost = roots.iter().filter(|o| **o == Outcome::Unwinnable).count() as u32;
    // A winning line that reveals nothing wins whatever the unseen cards
    // are (Russian Patience once its stock is out: a win without the
    // redeal): it is followed.
    let sure = roots.iter().find_map(|o| match o {
        Outcome::Winnable(line) if !line.is_empty() && view.reveals_nothing(line) => Some(line),
        _ => None,
    });
    if let Some(line) = sure {
        // Not a line back to where the player has been (see above).
        if safe.map_or(!back(line[0]), |s| s == line[0]) {
            let mut e = known(line[0], 1, 0, nodes, Some(line.clone()));
            e.samples = taken;
            e.wins = taken;
            e.interval = wilson(taken, taken);
            e.exhaustive = true;
            e.choice = Choice::Sure;
            return Some(e);
        }
    }
    let first_moves: Vec<Option<Move>> = roots
        .iter()
        .map(|o| match o {
            Outcome::Winnable(line) => line.first().copied(),
            _ => None,
        })
        .collect();

    // 2. The candidates, each on every sample, the moves the samples' own
    //    lines begin with most often first (then the solver's order). A
    //    candidate is dropped as soon as it cannot beat the best so far
    //    (ties go to the earlier), unless settling; one that won every
    //    sample cannot be beaten, so the rest are not tried.
    let mut order: Vec<usize> = (0..cands.len()).collect();
    order.sort_by_key(|&i| {
        let votes = first_moves.iter().filter(|&&m| m == Some(cands[i])).count();
        (std::cmp::Reverse(votes), i)
    });
    let mut tally: Vec<MoveOdds> = Vec::with_capacity(cands.len());
    let mut best: Option<usize> = None;
    for &i in &order {
        let mv = cands[i];
        let mut t = MoveOdds {
            mv,
            wins: 0,
            lost: 0,
            unknown: 0,
        };
        let to_beat = best.map(|b: usize| tally[b].wins);
        if to_beat == Some(taken) && !config.settle {
            break;
        }
        if !tally.is_empty() && (nodes >= max_nodes || out_of_time()) {
            break;
        }
        for (k, sample) in drawn.iter().enumerate() {
            let left = taken - k as u32;
            if !config.settle && to_beat.is_some_and(|b| t.wins + left <= b) {
                break;
            }
            match &roots[k] {
                Outcome::Unwinnable => {
                    t.lost += 1;
                    continue;
                }
                _ if first_moves[k] == Some(mv) => {
                    t.wins += 1;
                    continue;
                }
                // The only candidate (or a safe move) keeps every win.
                Outcome::Winnable(_) if cands.len() == 1 => {
                    t.wins += 1;
                    continue;
                }
                Outcome::Unknown if cands.len() == 1 => {
                    t.unknown += 1;
                    continue;
                }
                _ => {}
            }
            let mut after = sample.clone();
            after.apply_unchecked(mv, &mut NoLog);
            let (o, n) = solve_within(&after, per_solve, &mut out_of_time);
            nodes += n;
            match o {
                Outcome::Winnable(_) => t.wins += 1,
                Outcome::Unwinnable => t.lost += 1,
                Outcome::Unknown => t.unknown += 1,
            }
        }
        tally.push(t);
        let better = best.is_none_or(|b| {
            let (x, y) = (&tally[b], &t);
            (y.wins, y.unknown) > (x.wins, x.unknown)
        });
        if better {
            best = Some(tally.len() - 1);
        }
    }
    let best = best.unwrap_or(0);
    let top = tally[best];
    let mut moves = tally.clone();
    moves.sort_by_key(|t| (std::cmp::Reverse(t.wins), std::cmp::Reverse(t.unknown)));
    let n = top.samples();
    let verdict = if root_wins > 0 || root_lost < taken {
        Verdict::Open
    } else if exhaustive && taken == rounds {
        Verdict::CannotWin
    } else {
        Verdict::NoSampleWins {
            samples: taken,
            at_most: wilson(0, taken).high,
        }
    };
    Some(Estimate {
        best: top.mv,
        chance: top.chance(),
        samples: n,
        wins: top.wins,
        interval: wilson(top.wins, n),
        exhaustive: exhaustive && taken == rounds,
        choice: if cands.len() == 1 {
            choice_if_one
        } else {
            Choice::Sampled
        },
        verdict,
        moves,
        nodes,
        plan: None,
    })
}

/// An estimate where nothing is hidden: one "sample", the position itself.
pub(crate) fn known(
    best: Move,
    wins: u32,
    lost: u32,
    nodes: u64,
    plan: Option<Vec<Move>>,
) -> Estimate {
    Estimate {
        best,
        chance: f64::from(wins),
        samples: 1,
        wins,
        interval: wilson(wins, 1),
        exhaustive: true,
        choice: Choice::Known,
        verdict: Verdict::Open,
        moves: vec![MoveOdds {
            mv: best,
            wins,
            lost,
            unknown: 1 - wins - lost,
        }],
        nodes,
        plan,
    }
}
