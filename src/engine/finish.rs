//! Auto-finish: when winning is a formality.
//!
//! Winning is a formality when nothing is hidden any more (the stock is
//! empty, or the game has none) and the foundation moves alone win: a line
//! that only ever moves a top card (of a tableau pile, the waste or the
//! reserve) onto a foundation ends with all 104 cards there. No tableau
//! building, no stock move, no redeal: nothing a player could want to
//! choose differently. Automatic fills that such a move causes (Double
//! Canfield's reserve, face up) are part of it, as in any move.
//!
//! [`Position::finish_line`] looks for such a line with a small bounded
//! search over the engine's own move generator; the line it returns is
//! made of legal moves and wins, so offering it is always sound. When the
//! budget runs out it says `None` (the game goes on by hand).

use super::moves::{Move, Movement};
use super::position::{Position, Status};
use std::collections::HashSet;

/// The most positions the search visits. Positions near the end of a game
/// have few foundation moves, and the first path tried (any foundation
/// move, in generation order) nearly always wins when anything does.
const BUDGET: usize = 3000;

impl Position {
    /// A line of foundation moves that wins from here, when winning is a
    /// formality (see the module's documentation); `None` when the stock
    /// still has cards, the game is over, or no such line is found.
    pub fn finish_line(&self) -> Option<Vec<Move>> {
        if !self.stock().is_empty() || self.status() != Status::Playing {
            return None;
        }
        let mut search = Search {
            pos: self.clone(),
            line: Vec::new(),
            seen: HashSet::new(),
            budget: BUDGET,
        };
        search.go().then_some(search.line)
    }
}

struct Search {
    pos: Position,
    line: Vec<Move>,
    seen: HashSet<Vec<u8>>,
    budget: usize,
}

impl Search {
    fn go(&mut self) -> bool {
        if self.pos.foundation_count() == 104 {
            return true;
        }
        if self.budget == 0 || !self.seen.insert(self.key()) {
            return false;
        }
        self.budget -= 1;
        for mv in self.foundation_moves() {
            let mut log: Vec<Movement> = Vec::new();
            self.pos.apply_unchecked(mv, &mut log);
            self.line.push(mv);
            if self.go() {
                return true;
            }
            self.line.pop();
            self.pos.undo(mv, &log);
        }
        false
    }

    /// The legal foundation moves, one per source for the interchangeable
    /// empty foundations (any of them takes the card alike).
    fn foundation_moves(&self) -> Vec<Move> {
        let mut all = Vec::new();
        self.pos.legal_moves_into(&mut all);
        let mut out: Vec<Move> = Vec::new();
        for mv in all {
            let Move::Transfer { from, to, .. } = mv else {
                continue;
            };
            if !to.is_foundation() {
                continue;
            }
            let empty = self.pos.pile(to).is_empty();
            let twin = out.iter().any(|m| {
                matches!(*m, Move::Transfer { from: f, to: t, .. }
                    if f == from && empty && self.pos.pile(t).is_empty())
            });
            if !twin {
                out.push(mv);
            }
        }
        out
    }

    /// Every pile's cards, for telling positions apart.
    fn key(&self) -> Vec<u8> {
        let mut key = Vec::with_capacity(128);
        for id in self.pos.pile_ids() {
            key.extend(self.pos.pile(id).iter().map(|c| c.to_byte()));
            key.push(u8::MAX);
        }
        key
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::{deal, DealNumber, GameId, Move, NoLog, Position, Status, Variant};

    /// Plays foundation moves and single-card tableau moves at random-ish
    /// (a fixed mix) from many deals; every line `finish_line` offers on the
    /// way is made of foundation moves only and wins when replayed.
    #[test]
    fn every_offered_line_wins_by_foundation_moves_alone() {
        let mut offered = 0;
        for game in GameId::ALL {
            for n in 1..=40u64 {
                let mut pos = deal(Variant::new(game), DealNumber::new(n).unwrap());
                for step in 0..400usize {
                    if let Some(line) = pos.finish_line() {
                        offered += 1;
                        assert!(!line.is_empty());
                        assert!(pos.stock().is_empty(), "nothing hidden");
                        let mut p = pos.clone();
                        for mv in &line {
                            assert!(
                                matches!(mv, Move::Transfer { to, count: 1, .. } if to.is_foundation()),
                                "{mv:?} is a foundation move"
                            );
                            p.apply(*mv, &mut NoLog).unwrap();
                        }
                        assert_eq!(p.status(), Status::Won, "{game:?} {n}: {line:?}");
                        break;
                    }
                    let legal = pos.legal_moves();
                    if legal.is_empty() {
                        break;
                    }
                    // Foundation moves first, else a move picked by the step.
                    let mv = legal
                        .iter()
                        .copied()
                        .find(|m| matches!(m, Move::Transfer { to, .. } if to.is_foundation()))
                        .unwrap_or(legal[(step * 7 + n as usize) % legal.len()]);
                    pos.apply(mv, &mut NoLog).unwrap();
                }
            }
        }
        assert!(offered > 0, "some games reached a formal finish");
    }

    /// A finish is never offered while the stock hides cards, nor in a
    /// finished game.
    #[test]
    fn no_finish_with_a_stock_or_at_the_start() {
        for game in GameId::ALL {
            for n in 1..=10u64 {
                let pos = deal(Variant::new(game), DealNumber::new(n).unwrap());
                assert_eq!(pos.finish_line(), None, "{game:?} {n}");
            }
        }
    }

    /// Caprice endgames: spades' Ace foundation at 5, King foundation at
    /// `low`, every other suit complete; the spades left in two tableau piles.
    fn caprice(low: u8, t1: &str, t2: &str) -> Position {
        let up = |to: u8, suit: char| (1..=to).map(|r| format!("{}{suit}", rank(r))).collect();
        let down = |to: u8, suit: char| {
            (to..=13)
                .rev()
                .map(|r| format!("{}{suit}", rank(r)))
                .collect()
        };
        let mut f: Vec<Vec<String>> = vec![up(5, 'S')];
        f.extend(['H', 'D', 'C'].map(|s| up(13, s)));
        f.push(down(low, 'S'));
        f.extend(['H', 'D', 'C'].map(|s| down(1, s)));
        let mut tableau = vec![Vec::<String>::new(); 12];
        tableau[0] = t1.split(' ').map(String::from).collect();
        tableau[1] = t2.split(' ').map(String::from).collect();
        let json = serde_json::json!({
            "game": "caprice", "options": {}, "foundations": f,
            "tableau": tableau, "stock": [], "waste": [], "reserve": [], "redeals_left": 0
        });
        Position::from_json(&json.to_string()).unwrap()
    }

    fn wins(pos: &Position, line: &[Move]) -> bool {
        let mut p = pos.clone();
        line.iter().all(|&mv| p.apply(mv, &mut NoLog).is_ok()) && p.status() == Status::Won
    }

    #[test]
    fn caprice_endgames() {
        // One pile for each foundation, in the order each takes them.
        let easy = caprice(8, "KS QS JS TS 9S 8S 7S 6S", "AS 2S 3S 4S 5S 6S 7S");
        assert!(wins(&easy, &easy.finish_line().expect("a formal finish")));
        // Both foundations want a six: only sending t1's six down (then
        // t2's five down and its six up) finishes; sending it up first
        // leaves the King foundation waiting for the six under the five.
        let choice = caprice(7, "KS QS JS TS 9S 8S 7S 6S", "AS 2S 3S 4S 6S 5S");
        assert!(wins(
            &choice,
            &choice.finish_line().expect("a formal finish")
        ));
        // The ten of spades lies on the nine its foundation needs first:
        // foundation moves alone cannot finish, though some are legal.
        let stuck = caprice(8, "KS QS JS 9S TS 8S 7S 6S", "AS 2S 3S 4S 5S 6S 7S");
        assert!(stuck
            .legal_moves()
            .iter()
            .any(|m| matches!(m, Move::Transfer { to, .. } if to.is_foundation())));
        assert_eq!(stuck.status(), Status::Playing);
        assert_eq!(stuck.finish_line(), None);
    }

    fn rank(r: u8) -> char {
        b"A23456789TJQK"[usize::from(r - 1)] as char
    }
}
