//! Autoplay: after each forward move by the player, cards go to the
//! foundations on their own when that can never hurt the game; and once
//! winning is a formality, the rest plays out by itself.
//!
//! The judgements are not the view's:
//! - a *safe* move is the solver's [`tactics::safe_move`]: a foundation
//!   move after which any winning line from before still has a counterpart
//!   (per game: see its documentation);
//! - a *formality* is the engine's [`Position::finish_line`]: with nothing
//!   left in the stock, a line of foundation moves alone wins.
//!
//! When it runs (`table::assist`): only after a forward move the player
//! made (a drop, a click, a key, the stock, a redeal, a move token), never
//! after undo, redo, restart or a new deal. So undoing an automatic move
//! leaves the card where the undo put it until the player moves again.
//! Each automatic move is a move of its own in the history (undo takes
//! them back one at a time), flies like any other and is announced.
//!
//! `autoplay=0` (or `false`, `off`, `no`) in the page's address turns
//! autoplay off for that page; the auto-finish stays on offer through its
//! button and the F key.

use super::announce::Actor;
use crate::engine::{Move, Position};
use crate::solver::tactics;

/// Pause between automatic moves (ms), so that each one is seen to fly.
pub const AUTO_STEP_MS: f64 = 170.0;
/// Pause between the auto-finish's moves (ms): a brisk cascade.
pub const FINISH_STEP_MS: f64 = 90.0;
/// While the player holds or drags cards, automatic moves wait this long (ms).
pub const AUTO_WAIT_MS: f64 = 250.0;

/// Automatic moves still to come: autoplay's safe moves one at a time, or
/// the auto-finish's line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Chain {
    /// The auto-finish's line, next move first (empty: autoplay).
    finishing: Vec<Move>,
}

/// The chain's next automatic move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Next {
    pub mv: Move,
    /// Autoplay's safe move, or the auto-finish's.
    pub actor: Actor,
    /// The auto-finish starts with this move: say once how many cards it
    /// plays.
    pub finish_starts: Option<usize>,
}

impl Chain {
    /// The auto-finish along `line` (the engine's `finish_line`).
    pub fn finish(line: Vec<Move>) -> Chain {
        Chain { finishing: line }
    }

    /// Whether the auto-finish is under way.
    pub fn finishing(&self) -> bool {
        !self.finishing.is_empty()
    }

    /// How long until the next step (ms, at normal speed).
    pub fn pause(&self) -> f64 {
        if self.finishing() {
            FINISH_STEP_MS
        } else {
            AUTO_STEP_MS
        }
    }

    /// The next move: the auto-finish's line while it lasts (looked for
    /// again if the table changed under it); else, with autoplay on
    /// (`autoplay`), the start of an auto-finish once the rest is a
    /// formality, or a safe move. `None`: the chain ends.
    pub fn next(&mut self, pos: &Position, autoplay: bool) -> Option<Next> {
        if !self.finishing.is_empty() {
            let mv = self.finishing.remove(0);
            if pos.check(mv).is_ok() {
                return Some(Next {
                    mv,
                    actor: Actor::Finish,
                    finish_starts: None,
                });
            }
            let line = pos.finish_line()?;
            self.finishing = line[1..].to_vec();
            return Some(Next {
                mv: line[0],
                actor: Actor::Finish,
                finish_starts: None,
            });
        }
        if !autoplay {
            return None;
        }
        // Once the rest is a formality, it plays out as one auto-finish
        // (said once); until then, one safe card at a time.
        if let Some(line) = pos.finish_line() {
            self.finishing = line[1..].to_vec();
            return Some(Next {
                mv: line[0],
                actor: Actor::Finish,
                finish_starts: Some(line.len()),
            });
        }
        next_safe(pos).map(|mv| Next {
            mv,
            actor: Actor::Autoplay,
            finish_starts: None,
        })
    }
}

/// Whether the address lets autoplay run (`autoplay=0` turns it off).
pub fn url_allows(search: &str) -> bool {
    !search
        .trim_start_matches('?')
        .split('&')
        .filter_map(|p| p.split_once('=').or(Some((p, ""))))
        .any(|(k, v)| {
            k == "autoplay"
                && matches!(
                    v.to_ascii_lowercase().as_str(),
                    "0" | "false" | "off" | "no"
                )
        })
}

/// What the page's own address keeps of this (the address bar and the
/// Share link): `&autoplay=0` when the address turned autoplay off, so that
/// a reload, or an embedding page's iframe, stays as it was asked.
pub fn address_suffix(search: &str) -> &'static str {
    if url_allows(search) {
        ""
    } else {
        "&autoplay=0"
    }
}

/// Whether autoplay runs on this table now: its address (or attributes)
/// allow it and the player's setting (`setting`) is on.
pub fn enabled(search: &str, setting: bool) -> bool {
    url_allows(search) && setting
}

/// The next automatic move: a foundation move that can never hurt.
pub fn next_safe(pos: &Position) -> Option<Move> {
    let legal = pos.legal_moves();
    tactics::safe_move(pos, &legal)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{deal, DealNumber, GameId, NoLog, Status, Variant};

    #[test]
    fn the_address_turns_autoplay_off() {
        assert!(url_allows(""));
        assert!(url_allows("?game=caprice&deal=3"));
        assert!(url_allows("?autoplay=1"));
        assert!(url_allows("?autoplayx=0"));
        assert_eq!(address_suffix("?game=caprice"), "");
        assert_eq!(address_suffix("?autoplay=0"), "&autoplay=0");
        assert!(enabled("?game=caprice", true));
        assert!(!enabled("?game=caprice", false));
        assert!(!enabled("?autoplay=off", true));
        for q in [
            "?autoplay=0",
            "?game=caprice&deal=3&autoplay=0",
            "autoplay=off&embed=1",
            "?autoplay=FALSE",
            "?x=1&autoplay=no",
        ] {
            assert!(!url_allows(q), "{q}");
        }
    }

    /// Autoplay's moves are legal single-card foundation moves; games
    /// played at random (autoplay after every move) meet many of them.
    #[test]
    fn safe_moves_are_legal_foundation_moves() {
        let mut seen = 0;
        for game in GameId::ALL {
            for n in 1..=25u64 {
                let mut pos = deal(Variant::new(game), DealNumber::new(n).unwrap());
                for step in 0..60usize {
                    while let Some(mv) = next_safe(&pos) {
                        assert!(pos.legal_moves().contains(&mv), "{game:?} {n}: {mv:?}");
                        assert!(
                            matches!(mv, Move::Transfer { count: 1, to, .. } if to.is_foundation())
                        );
                        pos.apply(mv, &mut NoLog).unwrap();
                        seen += 1;
                    }
                    if pos.status() != Status::Playing {
                        break;
                    }
                    let legal = pos.legal_moves();
                    pos.apply(legal[(step * 5 + n as usize) % legal.len()], &mut NoLog)
                        .unwrap();
                }
            }
        }
        assert!(seen > 0, "autoplay found safe moves");
    }

    /// A chain plays safe moves while autoplay is on, nothing when off,
    /// and once the rest is a formality turns into one auto-finish, said
    /// once, to a won game.
    #[test]
    #[cfg(not(target_arch = "wasm32"))]
    fn a_chain_plays_safe_moves_then_finishes_once() {
        let (mut saw_safe, mut saw_finish) = (false, false);
        for game in GameId::ALL {
            for n in 1..=8u64 {
                let mut pos = deal(Variant::new(game), DealNumber::new(n).unwrap());
                assert_eq!(Chain::default().next(&pos, false), None, "off: nothing");
                if let Some(first) = next_safe(&pos).filter(|_| pos.finish_line().is_none()) {
                    let mut chain = Chain::default();
                    let step = chain.next(&pos, true).unwrap();
                    assert_eq!((step.mv, step.actor), (first, Actor::Autoplay));
                    assert_eq!(chain.pause(), AUTO_STEP_MS);
                    saw_safe = true;
                }
                if saw_finish {
                    continue;
                }
                let budget = crate::solver::Budget::nodes(300_000);
                let crate::solver::Outcome::Winnable(line) =
                    crate::solver::solve(&pos, budget).outcome
                else {
                    continue;
                };
                for mv in line {
                    if pos.finish_line().is_some() {
                        break;
                    }
                    pos.apply(mv, &mut NoLog).unwrap();
                }
                let Some(rest) = pos.finish_line() else {
                    continue;
                };
                let mut chain = Chain::default();
                let start = chain.next(&pos, true).unwrap();
                assert_eq!(start.finish_starts, Some(rest.len()));
                assert_eq!(start.actor, Actor::Finish);
                pos.apply(start.mv, &mut NoLog).unwrap();
                while pos.status() == Status::Playing {
                    let next = chain.next(&pos, false).expect("the finish goes on");
                    assert_eq!((next.actor, next.finish_starts), (Actor::Finish, None));
                    pos.apply(next.mv, &mut NoLog).unwrap();
                }
                assert_eq!(pos.status(), Status::Won);
                assert!(!chain.finishing());
                saw_finish = true;
            }
        }
        assert!(saw_safe, "some deal had a safe move");
        assert!(saw_finish, "some deal reached an auto-finish");
        let finish = Chain::finish(vec![Move::Stock, Move::Stock]);
        assert!(finish.finishing());
        assert_eq!(finish.pause(), FINISH_STEP_MS);
    }
}
