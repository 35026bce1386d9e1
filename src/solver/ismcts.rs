//! Another player that does not peek: information-set Monte Carlo tree
//! search (single-observer ISMCTS, Cowling, Powley & Whitehouse 2012,
//! "Information Set Monte Carlo Tree Search"), to compare with the
//! hindsight optimisation of [`super::hop`].
//!
//! The tree's nodes are the player's **information sets**: a node is a
//! [`View`] (what is seen), never a position, and its root is the view the
//! player decides from. Each iteration
//!
//! 1. draws one **determinisation**: an ordering of the unseen cards
//!    consistent with the view (and in Russian Patience a redeal shuffle
//!    of its own), drawn as [`hop`]'s samples are, from the [`Seed`]
//!    (every ordering in turn when there are few);
//! 2. descends the tree on it: at each node, among the node's candidate
//!    moves that are legal in the determinisation, a move not yet tried
//!    is tried, else the one with the best UCB1 score, counting for each
//!    move the iterations in which it was available ("subset-armed
//!    bandit": its availability count replaces the parent's visits);
//! 3. applies the move to the determinisation: its result, seen by the
//!    player, is the child node ([`View::after`]: the stock move, a fill
//!    from the stock and Russian Patience's shuffled redeal lead to one
//!    child per card or deal revealed, the others to one child);
//! 4. stops at the first node it adds (or at a won or lost game) and
//!    scores it with the clairvoyant [`Solver`](super::Solver) on the
//!    determinisation, within a small node budget ([`Config::solve_nodes`],
//!    doubled up to 16 times while no leaf is decided, the tree then
//!    starting afresh, as hindsight optimisation doubles its first solves):
//!    1 for a win, 0 for a proven loss or an undecided solve, in place of
//!    a random playout (random play almost never wins these games);
//! 5. adds the score to every move on its path.
//!
//! The move played is the root's most tried move (ties to the better
//! score, then to the solver's order); its chance is that move's mean
//! score, with a Wilson interval over its tries. The candidates at each
//! node are [`hop`]'s (no pointless moves, no two moves with the same
//! seen result, no move back to a position seen in the game or on the
//! path from the root), and a safe foundation move is a node's only move.
//!
//! The budget is the same as hindsight optimisation's: solver nodes per
//! decision in all (an iteration that solves nothing, at a won or lost
//! game, counts one), and/or time through a [`Clock`]; and at most as many
//! iterations as hindsight optimisation's most solves, one per sample per
//! root candidate ([`Config::samples`] of them, or every ordering of a
//! short stock). The search stops early once the most tried move can no
//! longer be overtaken in the iterations left. At least one iteration is
//! always made, so a move always comes out. With a node budget alone the
//! same view and seed give the same move on every machine.
//!
//! Why the cap on iterations: the leaves' solves are short (most
//! determinisations are won within a few hundred nodes), and a short
//! solve costs far more than its nodes (setting up the search, checking
//! its winning line), so 300 000 nodes of them took a median of 1.4
//! seconds per searched move in Caprice (hindsight optimisation: 5 ms),
//! too slow to measure on a hundred deals (`docs/winnability.md`, "HOP or
//! ISMCTS?", which has the measured comparison).
//!
//! Where nothing is hidden, or only one candidate is left and no
//! estimate is asked for, it decides as [`hop::decide`] does (one solve
//! of the position; no search), and a scored path whose moves and whose
//! solver line reveal nothing wins whatever the unseen cards are: it is
//! followed ([`Choice::Sure`]), as a sample's line is by hindsight
//! optimisation. So in a whole game of the honest player (with the method
//! `ismcts`) the two players differ only
//! in the moves they choose where something is hidden.
//!
//! Known bias: the leaves are scored by a clairvoyant on the
//! determinisation (strategy fusion below the tree's frontier), as in
//! hindsight optimisation; above it, the tree's own moves are chosen per
//! information set, for every determinisation at once.

use super::hop::{
    self, candidates, known, solve_within, wilson, Choice, Config, Estimate, MoveOdds, Samples,
    Seed, Verdict, View, DEFAULT_MOVE_NODES,
};
use super::key::Key;
use super::{tactics, Budget, Clock, Outcome};
use crate::engine::{Move, NoLog, Position, Status};
use std::collections::HashSet;

/// UCB1's exploration constant (scores are 0 or 1).
pub const EXPLORATION: f64 = 0.7;

/// One move from an information set.
struct Edge {
    mv: Move,
    /// The scores of the iterations through this move.
    odds: MoveOdds,
    /// Iterations that reached the move's node with the move legal.
    available: u32,
    /// The information sets the move led to: one, or one per card (or
    /// deal) it revealed.
    children: Vec<(Key, usize)>,
}

/// An information set of the tree.
struct Node {
    view: View,
    edges: Vec<Edge>,
}

impl Node {
    fn new(view: View, avoid: &HashSet<Key>) -> Node {
        let edges = moves_of(&view, avoid)
            .into_iter()
            .map(|mv| Edge {
                mv,
                odds: MoveOdds {
                    mv,
                    wins: 0,
                    lost: 0,
                    unknown: 0,
                },
                available: 0,
                children: Vec::new(),
            })
            .collect();
        Node { view, edges }
    }
}

/// A node's moves: a safe foundation move alone, else the candidates.
fn moves_of(view: &View, avoid: &HashSet<Key>) -> Vec<Move> {
    let pos = view.position();
    let mut legal = Vec::new();
    pos.legal_moves_into(&mut legal);
    match tactics::safe_move(pos, &legal) {
        Some(m) => vec![m],
        None => candidates(view, avoid),
    }
}

/// Where the determinisations come from.
enum Draws {
    /// Every ordering, taken in turn.
    All(Vec<Position>),
    /// Random orderings.
    Random(Samples),
}

impl Draws {
    /// The draws, and how many samples hindsight optimisation would take
    /// from the same view.
    fn new(view: &View, config: &Config, seed: Seed) -> (Draws, u32) {
        let (mut samples, rounds, exhaustive) = Samples::new(view, config, seed);
        if exhaustive {
            let all: Vec<Position> = (0..rounds).map_while(|_| samples.next(view)).collect();
            if !all.is_empty() {
                return (Draws::All(all), rounds);
            }
        }
        (Draws::Random(samples), rounds)
    }

    fn draw(&mut self, view: &View, i: u32) -> Position {
        match self {
            Draws::All(all) => all[i as usize % all.len()].clone(),
            Draws::Random(samples) => samples
                .next(view)
                .unwrap_or_else(|| view.position().clone()),
        }
    }
}

/// How an iteration's leaf was scored.
enum Leaf {
    Won(Vec<Move>),
    Lost,
    Unknown,
}

/// One decision by information-set MCTS from `view`: the arguments and
/// the answer mean what they mean for [`hop::decide`]. `None` when no
/// candidate is left.
pub fn decide(
    view: &View,
    config: &Config,
    budget: Budget,
    seed: Seed,
    avoid: &HashSet<Key>,
    clock: &mut dyn Clock,
) -> Option<Estimate> {
    let unseen = view.unseen();
    if unseen.is_nothing() {
        return hop::decide(view, config, budget, seed, avoid, clock);
    }
    let mut tree = vec![Node::new(view.clone(), avoid)];
    let root_moves = tree[0].edges.len();
    if root_moves == 0 {
        return None;
    }
    if root_moves == 1 && !config.estimate_forced {
        return hop::decide(view, config, budget, seed, avoid, clock);
    }
    let max_nodes = budget.nodes.unwrap_or(if budget.time.is_some() {
        u64::MAX
    } else {
        DEFAULT_MOVE_NODES
    });
    let mut out_of_time = || budget.time.is_some_and(|t| clock.elapsed() >= t);
    let (mut draws, rounds) = Draws::new(view, config, seed);
    // As many leaf solves at most as hindsight optimisation makes when it
    // judges every candidate on every sample.
    let cap = rounds.saturating_mul(root_moves as u32).max(1);
    let mut avoid = avoid.clone();
    let mut nodes = 0u64;
    let mut iterations = 0u32;
    // The leaves' node budget, doubled (up to 16 times) while no leaf has
    // been decided, as hindsight optimisation's first solves are; the
    // tree then starts again (its scores were all 0).
    let mut per_solve = config.solve_nodes;
    let mut decided = false;
    let mut draw = 0u32;
    while iterations == 0 || (iterations < cap && nodes < max_nodes && !out_of_time()) {
        if !decided && iterations >= rounds && per_solve < 16 * config.solve_nodes {
            per_solve *= 2;
            tree.truncate(1);
            tree[0] = Node::new(view.clone(), &avoid);
            iterations = 0;
        }
        // The most tried move can no longer be overtaken: stop.
        let mut tries: Vec<u32> = tree[0].edges.iter().map(|e| e.odds.samples()).collect();
        tries.sort_unstable_by(|a, b| b.cmp(a));
        if tries.len() > 1 && tries[0] > tries[1] + (cap - iterations) {
            break;
        }
        let mut det = draws.draw(view, draw);
        draw += 1;
        iterations += 1;
        let mut at = 0usize;
        let mut path: Vec<(usize, usize)> = Vec::new();
        let mut line: Vec<Move> = Vec::new();
        let mut quiet = true;
        let mut entered: Vec<Key> = Vec::new();
        let mut spent = 0u64;
        let leaf = loop {
            match det.status() {
                Status::Won => break Leaf::Won(Vec::new()),
                Status::Lost => break Leaf::Lost,
                Status::Playing => {}
            }
            let node = &mut tree[at];
            let mut chosen: Option<usize> = None;
            let mut best = f64::NEG_INFINITY;
            for (i, e) in node.edges.iter_mut().enumerate() {
                if det.check(e.mv).is_err() {
                    continue;
                }
                e.available += 1;
                let tries = e.odds.samples();
                if tries == 0 {
                    // Untried: taken first, in the solver's order.
                    if best < f64::INFINITY {
                        chosen = Some(i);
                        best = f64::INFINITY;
                    }
                    continue;
                }
                let mean = f64::from(e.odds.wins) / f64::from(tries);
                let score =
                    mean + EXPLORATION * (f64::from(e.available).ln() / f64::from(tries)).sqrt();
                if score > best {
                    chosen = Some(i);
                    best = score;
                }
            }
            let Some(i) = chosen else {
                // No candidate here: every move goes back, or none is legal.
                break Leaf::Lost;
            };
            let edge = &node.edges[i];
            let mv = edge.mv;
            quiet &= !node.view.reveals(mv);
            let after_view = {
                det.apply_unchecked(mv, &mut NoLog);
                node.view.after(mv, &det)
            };
            path.push((at, i));
            line.push(mv);
            let key = after_view.key();
            let known_child = tree[at].edges[i]
                .children
                .iter()
                .find(|&&(k, c)| k == key && tree[c].view == after_view)
                .map(|&(_, c)| c);
            match known_child {
                Some(c) => {
                    if avoid.insert(key) {
                        entered.push(key);
                    }
                    at = c;
                }
                None => {
                    // A new information set: added, and scored by the solver.
                    let child = Node::new(after_view, &avoid);
                    tree.push(child);
                    let c = tree.len() - 1;
                    tree[at].edges[i].children.push((key, c));
                    if det.status() == Status::Won {
                        break Leaf::Won(Vec::new());
                    }
                    let (outcome, n) = solve_within(&det, per_solve, &mut out_of_time);
                    spent = n;
                    break match outcome {
                        Outcome::Winnable(l) => Leaf::Won(l),
                        Outcome::Unwinnable => Leaf::Lost,
                        Outcome::Unknown => Leaf::Unknown,
                    };
                }
            }
        };
        for k in entered {
            avoid.remove(&k);
        }
        nodes += spent.max(1);
        decided |= !matches!(leaf, Leaf::Unknown);
        // A path and a line that reveal nothing win whatever the unseen
        // cards are.
        if let Leaf::Won(rest) = &leaf {
            if quiet && !line.is_empty() {
                line.extend_from_slice(rest);
                if view.reveals_nothing(&line) {
                    let mut e = known(line[0], 1, 0, nodes, Some(line));
                    e.choice = Choice::Sure;
                    return Some(e);
                }
            }
        }
        for &(n, i) in &path {
            let odds = &mut tree[n].edges[i].odds;
            match leaf {
                Leaf::Won(_) => odds.wins += 1,
                Leaf::Lost => odds.lost += 1,
                Leaf::Unknown => odds.unknown += 1,
            }
        }
    }
    let root = &tree[0];
    let mut ranked: Vec<(usize, MoveOdds)> =
        root.edges.iter().map(|e| e.odds).enumerate().collect();
    ranked.sort_by_key(|&(i, t)| (std::cmp::Reverse(t.samples()), std::cmp::Reverse(t.wins), i));
    let top = ranked[0].1;
    let n = top.samples();
    let choice = match (root_moves, tactics_safe(view)) {
        (1, true) => Choice::Safe,
        (1, false) => Choice::Only,
        _ => Choice::Sampled,
    };
    Some(Estimate {
        best: top.mv,
        chance: top.chance(),
        samples: n,
        wins: top.wins,
        interval: wilson(top.wins, n),
        exhaustive: false,
        choice,
        verdict: Verdict::Open,
        moves: ranked.into_iter().map(|(_, t)| t).collect(),
        nodes,
        plan: None,
    })
}

/// Is the view's move a safe foundation move?
fn tactics_safe(view: &View) -> bool {
    let pos = view.position();
    let mut legal = Vec::new();
    pos.legal_moves_into(&mut legal);
    tactics::safe_move(pos, &legal).is_some()
}
