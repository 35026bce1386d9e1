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
//! When it runs (the app's side): only after a forward move the player
//! made (a drop, a click, a key, the stock, a redeal, a move token), never
//! after undo, redo, restart or a new deal. So undoing an automatic move
//! leaves the card where the undo put it until the player moves again.
//! Each automatic move is a move of its own in the history (undo takes
//! them back one at a time), flies like any other and is announced.
//!
//! `autoplay=0` (or `false`, `off`, `no`) in the page's address turns
//! autoplay off for that page; the auto-finish stays on offer through its
//! button and the F key.

use crate::engine::{Move, Position};
use crate::solver::tactics;

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
}
