//! A player that does not peek: it chooses each move from what a player at
//! the table can see.
//!
//! # What a player sees, game by game
//!
//! Every card in play is face up (the rule book), so a player sees the
//! foundations, the tableau, the waste and the reserve (Double Canfield's
//! reserve is face up; only its top card plays), how many cards the stock
//! holds, and so which cards it holds (every card not seen elsewhere). What
//! a player does not see:
//!
//! - **the stock's order** (Caprice, Lucas Leaps, Russian Patience; Double
//!   Canfield until its first recycle: once every stock card has been
//!   turned onto the waste and the waste turned over, the player has seen
//!   the new stock's order card by card, and a [`View`] made with
//!   [`View::with_stock_seen`] knows it);
//! - **how a redeal will shuffle** (Russian Patience, while a redeal is
//!   left): the engine's shuffle is a fixed function of the gathered cards,
//!   which the solver may use but a player cannot know;
//! - nothing in Capricieuse: no stock, and its redeal gathers and deals
//!   without shuffling. There the honest player is the solver.
//!
//! A [`View`] keeps only what is seen: the position with its stock put in a
//! canonical order (sorted) while that order is unseen. Everything below
//! reads the view, never the position it came from, so two positions that
//! differ only in the order of unseen cards give the same view, the same
//! samples, the same move and the same estimate (`tests/honest.rs` holds
//! the player to that with a property test).
//!
//! # The method: hindsight optimisation over determinisations
//!
//! For each decision the player draws **samples**: orderings of the unseen
//! cards consistent with what it sees (any order of the stock's cards is;
//! in Russian Patience each sample also draws its own redeal shuffle, a
//! salt for [`crate::engine::deal::redeal_order_salted`]). When there are
//! few orderings (a short stock), it takes every distinct one once instead.
//! Then it scores **every candidate move on every sample**: it applies the
//! move to the sample and asks the clairvoyant [`Solver`], under a small
//! node budget, whether the result can be won. A move's chance is the share
//! of samples whose result is won. The same samples serve every move
//! (common random numbers), and the move with the most wins is played.
//!
//! This is hindsight optimisation (HOP, Yoon, Fern, Givan & Kambhampati
//! 2008; Bjarnason, Fern & Tadepalli 2009, "Lower bounding Klondike
//! solitaire with Monte-Carlo planning"). It is not "solve each sample
//! and play the first move of the most lines": no single sample's
//! knowledge picks a move, since each move is judged across all samples.
//! A move that reveals hidden cards (the stock move, a fill from the stock,
//! Russian Patience's redeal) is applied to each sample in turn, so the
//! card it reveals is that sample's card: random across samples, as it is
//! to the player.
//!
//! Known bias: after the move, each sample's solver sees that sample's
//! whole stock (strategy fusion), so a move's chance is an **upper**
//! estimate of what a player could achieve from it, and the player favours
//! moves that keep options open for a clairvoyant over moves that gather
//! information. The estimate is also a **lower** one in another way: a
//! sample the solver does not decide within its node budget counts as not
//! won. Its chance at the start of a deal is the share of stock orderings
//! under which a clairvoyant wins from what is seen, not the player's own
//! chance; that one is measured by playing ([`play_deal`]): see
//! `docs/winnability.md`, "Without peeking".
//!
//! Measured against information-set MCTS ([`super::ismcts`], Cowling,
//! Powley & Whitehouse 2012; [`Method::Ismcts`]), a tree search over the
//! player's views with this solver at its leaves, at the same budget
//! (300 000 nodes per move, seed 1): on Caprice deals 1 to 100 both win
//! 97 (not the same 97), on Russian Patience deals 1 to 100 this method
//! wins 92 and ISMCTS 81, on Lucas Leaps deals 1 to 40 this one 40 and
//! ISMCTS 38, and ISMCTS takes several times longer per move.
//! This is the method the player uses (`docs/winnability.md`, "HOP or
//! ISMCTS?"). Not built: UCT over HOP (Bjarnason et al.'s "HOP-UCT", a
//! tree search over the first moves with HOP at its leaves).
//!
//! What makes it affordable:
//!
//! - safe foundation moves ([`tactics::safe_move`]) are played at once,
//!   with no sampling: the solver's safety argument holds whatever the
//!   hidden cards are (it reads only the foundations and whether the stock
//!   is empty);
//! - moves the solver calls pointless, and moves whose visible result
//!   equals another's, are not candidates;
//! - each sample is first solved as it is: proven unwinnable, every move
//!   loses in it; won, the winning line's first move wins in it without a
//!   second solve;
//! - the candidates are judged one after another, the moves the samples'
//!   own winning lines begin with most often first (only an order of
//!   work: every candidate is judged on every sample); one that can no
//!   longer beat the best so far stops being judged (ties go to the
//!   earlier), and once a move has won every sample the rest are not
//!   tried, since they could only tie;
//! - with nothing hidden, one solve of the position decides, and its
//!   winning line is then followed; so is a sample's winning line that
//!   reveals nothing (no stock move, no fill from the stock, no shuffled
//!   redeal while those are unseen), since it wins whatever the unseen
//!   cards are (Russian Patience once its stock is out, won without a
//!   redeal).
//!
//! In Russian Patience with its stock out and a redeal left, the samples
//! rate most tableau moves alike (each sample's solver wins after any of
//! them), and the player can wander through thousands of them; after
//! [`WANDER`] moves without a foundation move it redeals ([`play_deal`]).
//!
//! The budget ([`Budget`]) bounds the solver nodes of one decision, and/or
//! its time through a [`Clock`]: at least one sample and one candidate
//! are always judged (a move always comes out), candidates are judged on
//! every sample or dropped, and with a node budget alone the result is the
//! same on every machine. A [`Seed`] fixes
//! the samples: the same view, budget and seed give the same move.

use super::key::{self, Key};
use super::{tactics, Budget, Clock, Outcome, Progress, Solver, SolverConfig};
use crate::engine::deal::uniform_below;
use crate::engine::rules::{FillSource, RedealRule, StockRule};
use crate::engine::{deal, Card, DealNumber, Move, NoLog, PileId, Position, Status, Variant};
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
/// as [`play_deal`] keeps them, for [`decide`]'s `avoid` (a player does not
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

/// How the player chooses a move where something is hidden. Both
/// methods share everything else: the samples, the candidates, the
/// solver at the leaves, and the rules of a whole game
/// ([`play_deal_with_clock`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Method {
    /// Hindsight optimisation: every candidate on every sample
    /// ([`decide`]).
    #[default]
    Hop,
    /// Information-set Monte Carlo tree search ([`super::ismcts`]).
    Ismcts,
}

impl Method {
    /// Every method, the default first.
    pub const ALL: [Method; 2] = [Method::Hop, Method::Ismcts];

    /// `hop` or `ismcts`.
    pub fn id(self) -> &'static str {
        match self {
            Method::Hop => "hop",
            Method::Ismcts => "ismcts",
        }
    }

    /// The method of an id (`hop`, `ismcts`).
    pub fn parse(id: &str) -> Option<Method> {
        Method::ALL.into_iter().find(|m| m.id() == id)
    }

    /// One decision by this method: [`decide`] or [`super::ismcts::decide`]
    /// (the same arguments, the same meaning).
    pub fn decide(
        self,
        view: &View,
        config: &Config,
        budget: Budget,
        seed: Seed,
        avoid: &HashSet<Key>,
        clock: &mut dyn Clock,
    ) -> Option<Estimate> {
        match self {
            Method::Hop => decide(view, config, budget, seed, avoid, clock),
            Method::Ismcts => super::ismcts::decide(view, config, budget, seed, avoid, clock),
        }
    }
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
fn next_permutation(v: &mut [Card]) -> bool {
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
        Status::Won => (Verdict::Won, None),
        Status::Lost => (Verdict::Stuck, None),
        Status::Playing => match honest_move(pos, budget, seed) {
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

/// How a game played by [`play_deal`] or [`play_baseline`] ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    Won,
    /// No legal move (or the engine's Double Canfield rule: only stock
    /// moves that never help).
    Stuck,
    /// Every legal move leads back to a position already seen: the player
    /// gives up.
    GoingRound,
    /// The move limit ([`MOVE_LIMIT`]) was reached.
    TooLong,
}

impl End {
    pub fn id(self) -> &'static str {
        match self {
            End::Won => "won",
            End::Stuck => "stuck",
            End::GoingRound => "going-round",
            End::TooLong => "too-long",
        }
    }
}

/// Moves at most in one game.
pub const MOVE_LIMIT: usize = 5_000;

/// Moves without a foundation move, stock move or redeal after which a
/// player whose only unseen thing is a shuffled redeal (Russian Patience
/// with its stock out) redeals. Measured on Russian Patience deals 1 to
/// 150: without the rule the player won 132 but wandered up to 3577 moves
/// (19 minutes) through tableau moves the samples rate alike; redealing
/// whenever the redeal tied with them won 125; this rule wins 132, none
/// longer than 347 moves.
pub const WANDER: usize = 100;

/// One decision of a played game.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Decision {
    pub choice: Choice,
    pub elapsed: Duration,
    pub nodes: u64,
    /// The estimate of the move played (NaN where none was made).
    pub chance: f64,
}

/// A whole game played without peeking.
#[derive(Clone, Debug, PartialEq)]
pub struct Played {
    pub end: End,
    pub moves: Vec<Move>,
    /// The decisions that solved something (safe and forced moves, and
    /// the moves of a winning line being followed, are not listed).
    pub decisions: Vec<Decision>,
}

impl Played {
    pub fn won(&self) -> bool {
        self.end == End::Won
    }

    /// The lowest chance among the sampled decisions (1 when none was).
    pub fn lowest_chance(&self) -> f64 {
        self.decisions
            .iter()
            .filter(|d| d.choice == Choice::Sampled)
            .map(|d| d.chance)
            .fold(1.0, f64::min)
    }
}

/// Plays a whole game from `start` without peeking: each move by `method`
/// ([`Method::decide`]) with `config` and `budget`, decision `k` from
/// `seed.for_ply(k)`,
/// reading time from `clock` (restarted by the caller's closure for each
/// move: `clock` gives the time since the game began, and each decision
/// gets `budget.time` from its own start).
pub fn play_deal_with_clock(
    start: &Position,
    method: Method,
    config: &Config,
    budget: Budget,
    seed: Seed,
    clock: &mut dyn Clock,
) -> Played {
    let mut pos = start.clone();
    let mut view = View::new(&pos);
    let mut visited: HashSet<Key> = HashSet::new();
    visited.insert(view.key());
    let mut moves = Vec::new();
    let mut decisions = Vec::new();
    let mut plan: Vec<Move> = Vec::new(); // reversed: next move last
    let mut idle = 0usize; // moves since the last foundation move, stock move or redeal
    let end = loop {
        match pos.status() {
            Status::Won => break End::Won,
            Status::Lost => break End::Stuck,
            Status::Playing => {}
        }
        if moves.len() >= MOVE_LIMIT {
            break End::TooLong;
        }
        // Only a shuffled redeal left to reveal, and no foundation move for
        // WANDER moves: the redeal (tableau moves before a shuffled redeal
        // change nothing it deals; the samples cannot tell them apart).
        let unseen = view.unseen();
        let wandering = plan.is_empty()
            && unseen.stock_cards == 0
            && unseen.redeal_shuffle
            && idle >= WANDER
            && pos.check(Move::Redeal).is_ok();
        let mv = match plan.pop() {
            Some(m) if pos.check(m).is_ok() => m,
            _ if wandering => Move::Redeal,
            _ => {
                plan.clear();
                let began = clock.elapsed();
                let mut local = Offset {
                    inner: &mut *clock,
                    from: began,
                };
                let Some(e) = method.decide(
                    &view,
                    config,
                    budget,
                    seed.for_ply(moves.len()),
                    &visited,
                    &mut local,
                ) else {
                    let mut legal = Vec::new();
                    pos.legal_moves_into(&mut legal);
                    break if legal.is_empty() {
                        End::Stuck
                    } else {
                        End::GoingRound
                    };
                };
                if e.nodes > 0 {
                    decisions.push(Decision {
                        choice: e.choice,
                        elapsed: local.elapsed(),
                        nodes: e.nodes,
                        chance: e.chance,
                    });
                }
                if let Some(line) = e.plan {
                    plan = line.into_iter().skip(1).rev().collect();
                }
                e.best
            }
        };
        let to_foundation = matches!(mv, Move::Transfer { to, .. } if to.is_foundation());
        idle = if to_foundation
            || mv == Move::Redeal
            || !view.unseen().is_nothing() && mv == Move::Stock
        {
            0
        } else {
            idle + 1
        };
        pos.apply(mv, &mut NoLog)
            .expect("the honest player plays legal moves");
        moves.push(mv);
        view = view.after(mv, &pos);
        visited.insert(view.key());
    };
    Played {
        end,
        moves,
        decisions,
    }
}

/// A clock that counts from `from` on another clock.
struct Offset<'a> {
    inner: &'a mut dyn Clock,
    from: Duration,
}

impl Clock for Offset<'_> {
    fn elapsed(&mut self) -> Duration {
        self.inner.elapsed().saturating_sub(self.from)
    }
}

/// [`play_deal_with_clock`] with the system clock, and the player's
/// settings for whole games ([`Config::PLAY`]).
#[cfg(not(target_arch = "wasm32"))]
pub fn play_deal(start: &Position, budget: Budget, seed: Seed) -> Played {
    play_deal_with_clock(
        start,
        Method::Hop,
        &Config::PLAY,
        budget,
        seed,
        &mut super::StdClock::start(),
    )
}

/// The simplest honest player, to compare with: no lookahead, no peeking.
/// It plays the first legal move of this priority list (generation order
/// within a class), skipping moves that lead back to a position it has
/// seen:
///
/// 1. a move to a foundation;
/// 2. the reserve's top card onto a tableau card;
/// 3. the waste's top card onto a tableau card;
/// 4. a tableau unit onto a tableau card;
/// 5. a card from the reserve or the waste into an empty pile;
/// 6. a tableau unit into an empty pile, unless it is the whole pile;
///
/// never a tableau unit that splits a built sequence (the card under it
/// takes it by the building rule). So every tableau move removes a break
/// between cards that do not build, or empties a pile onto a card: a game
/// never wanders.
/// 7. the stock move;
/// 8. the redeal.
pub fn baseline_move(view: &View, avoid: &HashSet<Key>) -> Option<Move> {
    let pos = view.position();
    let mut legal = Vec::new();
    pos.legal_moves_into(&mut legal);
    let class = |m: Move| -> Option<u8> {
        match m {
            Move::Stock => Some(7),
            Move::Redeal => Some(8),
            Move::Transfer { from, count, to } => {
                let source = pos.pile(from);
                let count = usize::from(count);
                let onto_card = !pos.pile(to).is_empty();
                if to.is_foundation() {
                    Some(1)
                } else if from == PileId::RESERVE && onto_card {
                    Some(2)
                } else if from == PileId::WASTE && onto_card {
                    Some(3)
                } else if !from.is_tableau() {
                    Some(5)
                } else {
                    let splits = source.len() > count
                        && pos.rules().build.fits(
                            source[source.len() - count],
                            source[source.len() - count - 1],
                        );
                    if splits {
                        None
                    } else if onto_card {
                        Some(4)
                    } else {
                        (source.len() > count).then_some(6)
                    }
                }
            }
        }
    };
    // By class, then in generation order (a pass per class rather than a
    // sort: no sorting code for the solver's module to carry).
    let class = &class;
    let legal = &legal;
    let mut ranked =
        (1..=8u8).flat_map(|c| legal.iter().copied().filter(move |&m| class(m) == Some(c)));
    ranked.find(|&m| {
        if view.reveals(m) {
            return true;
        }
        let mut after = pos.clone();
        after.apply_unchecked(m, &mut NoLog);
        !avoid.contains(&key::key(&after))
    })
}

/// Plays a whole game from `start` with [`baseline_move`].
pub fn play_baseline(start: &Position) -> Played {
    let mut pos = start.clone();
    let mut view = View::new(&pos);
    let mut visited: HashSet<Key> = HashSet::new();
    visited.insert(view.key());
    let mut moves = Vec::new();
    let end = loop {
        match pos.status() {
            Status::Won => break End::Won,
            Status::Lost => break End::Stuck,
            Status::Playing => {}
        }
        if moves.len() >= MOVE_LIMIT {
            break End::TooLong;
        }
        let Some(mv) = baseline_move(&view, &visited) else {
            // Unsorted (`legal_moves` sorts them by token, code the
            // solver's module need not carry).
            let mut legal = Vec::new();
            pos.legal_moves_into(&mut legal);
            break if legal.is_empty() {
                End::Stuck
            } else {
                End::GoingRound
            };
        };
        pos.apply(mv, &mut NoLog)
            .expect("the baseline plays legal moves");
        moves.push(mv);
        view = view.after(mv, &pos);
        visited.insert(view.key());
    };
    Played {
        end,
        moves,
        decisions: Vec::new(),
    }
}

/// How hard a deal is for a player who does not peek.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Grade {
    /// The baseline (first legal move of a fixed priority list) wins it.
    Easy,
    /// The honest player wins it, never seeing its chance below
    /// [`GRADE_CUT`] on the way.
    Medium,
    /// The honest player wins it, but at some decision its best move's
    /// chance was below [`GRADE_CUT`].
    Hard,
    /// The honest player loses it.
    VeryHard,
}

impl Grade {
    /// Every grade, easiest first.
    pub const ALL: [Grade; 4] = [Grade::Easy, Grade::Medium, Grade::Hard, Grade::VeryHard];

    /// The grade's two-bit code in a packed grade table
    /// (`table::grades`): its place in [`Grade::ALL`].
    pub fn code(self) -> u8 {
        self as u8
    }

    /// The grade of a two-bit code (only the low two bits count).
    pub fn from_code(code: u8) -> Grade {
        Grade::ALL[usize::from(code & 3)]
    }

    /// The grade of an id (`easy`, `medium`, `hard`, `very-hard`).
    pub fn parse(id: &str) -> Option<Grade> {
        Grade::ALL.into_iter().find(|g| g.id() == id)
    }

    pub fn id(self) -> &'static str {
        match self {
            Grade::Easy => "easy",
            Grade::Medium => "medium",
            Grade::Hard => "hard",
            Grade::VeryHard => "very-hard",
        }
    }
}

/// The chance below which a won game counts as hard.
pub const GRADE_CUT: f64 = 0.5;
/// The grade's settings: fixed samples, node budgets and seed, no time
/// budget, so a deal's grade is the same on every machine.
pub const GRADE_CONFIG: Config = Config {
    samples: 12,
    solve_nodes: 1_000,
    settle: false,
    estimate_forced: false,
};
/// Nodes per decision of the grade's honest game.
pub const GRADE_MOVE_NODES: u64 = 100_000;
/// The grade's seed.
pub const GRADE_SEED: Seed = Seed(23);

/// A deal's difficulty grade (see [`Grade`]): the baseline's game, then if
/// it loses, one honest game with [`GRADE_CONFIG`], [`GRADE_MOVE_NODES`]
/// and [`GRADE_SEED`]. Deterministic: node budgets only.
pub fn grade(variant: Variant, number: DealNumber) -> Grade {
    let start = deal(variant, number);
    if play_baseline(&start).won() {
        return Grade::Easy;
    }
    let played = play_deal_with_clock(
        &start,
        Method::Hop,
        &GRADE_CONFIG,
        Budget::nodes(GRADE_MOVE_NODES),
        GRADE_SEED,
        &mut NoClock,
    );
    if !played.won() {
        Grade::VeryHard
    } else if played.lowest_chance() < GRADE_CUT {
        Grade::Hard
    } else {
        Grade::Medium
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameId;

    fn start(game: GameId, n: u64) -> Position {
        deal(Variant::new(game), DealNumber::new(n).unwrap())
    }

    #[test]
    fn the_view_sorts_only_an_unseen_stock() {
        let pos = start(GameId::Caprice, 5);
        let view = View::new(&pos);
        let mut sorted = pos.stock().to_vec();
        sorted.sort_unstable();
        assert_eq!(view.position().stock(), &sorted[..]);
        assert_eq!(view.unseen().stock_cards, 84);
        let seen = View::with_stock_seen(&pos, true);
        assert_eq!(seen.position().stock(), pos.stock());
        assert!(seen.unseen().is_nothing());
        let capricieuse = View::new(&start(GameId::Capricieuse, 5));
        assert!(capricieuse.unseen().is_nothing());
        let russian = View::new(&start(GameId::RussianPatience, 5));
        assert!(russian.unseen().redeal_shuffle);
    }

    /// Double Canfield: the stock's order is seen once it has been turned
    /// through and recycled; a game that has not recycled, and the other
    /// games, never see it.
    #[test]
    fn the_stock_is_seen_after_a_recycle_only() {
        let pos = start(GameId::DoubleCanfield, 3);
        let mut moves = Vec::new();
        let mut p = pos.clone();
        while !p.stock().is_empty() {
            p.apply(Move::Stock, &mut NoLog).unwrap();
            moves.push(Move::Stock);
        }
        assert!(!stock_seen(&pos, moves.iter().copied()));
        // The recycle: the waste turned over into the stock.
        moves.push(Move::Stock);
        assert!(stock_seen(&pos, moves.iter().copied()));
        // Undone (the game's moves without it): unseen again.
        assert!(!stock_seen(&pos, moves[..moves.len() - 1].iter().copied()));
        let caprice = start(GameId::Caprice, 3);
        assert!(!stock_seen(&caprice, [Move::Stock]));
    }

    #[test]
    fn orderings_of_a_multiset_are_counted_and_enumerated_once_each() {
        let c = |s: &str| s.parse::<Card>().unwrap();
        let mut v = vec![c("2S"), c("2S"), c("3H"), c("4D")];
        v.sort_unstable();
        let mut seen = HashSet::new();
        seen.insert(v.clone());
        while next_permutation(&mut v) {
            assert!(seen.insert(v.clone()));
        }
        // 4! / 2! = 12.
        assert_eq!(seen.len(), 12);
    }

    #[test]
    fn wilson_intervals_bracket_the_share() {
        let i = wilson(8, 10);
        assert!(i.low < 0.8 && 0.8 < i.high);
        assert!((wilson(0, 10).low).abs() < 1e-12);
        assert!((wilson(10, 10).high - 1.0).abs() < 1e-12);
        assert!(wilson(0, 16).high < 0.25);
    }

    #[test]
    fn a_salt_gives_another_redeal_and_salt_0_the_real_one() {
        use crate::engine::deal::{redeal_order, redeal_order_salted, shuffled_pack};
        let pack = shuffled_pack(DealNumber::new(4).unwrap());
        let real = redeal_order(&pack[..70], 1);
        assert_eq!(redeal_order_salted(&pack[..70], 1, 0), real);
        let salted = redeal_order_salted(&pack[..70], 1, 12345);
        assert_ne!(salted, real);
        let mut sorted = salted.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..70).collect::<Vec<u8>>());
        // Samples of a Russian Patience position with a redeal left draw
        // their own salts, and never the real game's 0.
        let pos = start(GameId::RussianPatience, 8);
        let view = View::new(&pos);
        let (mut samples, _, exhaustive) = Samples::new(&view, &Config::PLAY, Seed(1));
        assert!(!exhaustive);
        let a = samples.next(&view).unwrap();
        let b = samples.next(&view).unwrap();
        assert_ne!(a.redeal_salt(), 0);
        assert_ne!(a.redeal_salt(), b.redeal_salt());
    }

    #[test]
    fn a_ply_seed_differs_from_its_neighbours() {
        let s = Seed(1);
        assert_ne!(s.for_ply(0), s.for_ply(1));
        assert_eq!(s.for_ply(7), Seed(1).for_ply(7));
    }
}
