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

pub use super::hop::*;
use super::key::{self, Key};
use super::{Budget, Clock};
use crate::engine::{deal, DealNumber, Move, NoLog, PileId, Position, Status, Variant};
use std::collections::HashSet;
use std::time::Duration;

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
    use super::super::hop::next_permutation;
    use super::*;
    use crate::engine::Card;
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
