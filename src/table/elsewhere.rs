//! Two tabs (or windows) on the same saved game. Each table saves its game
//! at every move, so the last tab to save wins: without a word, a tab left
//! behind would show a game that moved on elsewhere, and its next move
//! would throw away what was played there.
//!
//! The browser tells the other tabs of every write to `localStorage` (the
//! `storage` event); the shell turns it into a key and a new text, and
//! [`Tabs::handle_stored`] decides. **What players expect, and what the
//! table does:** when the write is this table's own saved game (same key,
//! so the same deal and the same scope) and holds another game than the
//! one shown (moves played on, or taken back, in the other tab), the table
//! shows the game as it stands there, at once, and says so once. It has no
//! moves of its own to lose by it: every move it made was saved as it was
//! made, and the other tab's save, which already replaced that one, came
//! from the same game (it read this table's save when it opened the deal,
//! or its own later ones). Asking first would only leave a stale game on
//! the screen whose next move overwrites the newer one. A replay being
//! watched is left alone (it is not the saved game; nothing is saved
//! while it is open).

use crate::engine::{DealNumber, Game, Move, Variant};
use crate::table::records::saved::{Restored, Saved, Scope};
use crate::table::records::store::Json;

/// The message (`locales/*/table.ftl`) the table says when it shows a
/// game continued in another tab.
pub const CONTINUED: &str = "elsewhere-continued";

/// The table as far as another tab's save concerns it.
#[derive(Clone, Copy, Debug)]
pub struct Shown<'a> {
    /// Where the table saves.
    pub scope: &'a Scope,
    pub variant: Variant,
    pub deal: DealNumber,
    /// The game shown, with its undo history.
    pub game: &'a Game,
    /// A replay is being watched.
    pub watching: bool,
}

/// What to do about another tab's write.
pub enum Elsewhere {
    /// Not this table's game, or the game as this table shows it already.
    Nothing,
    /// This table's game, played on (or back) in another tab: show it as
    /// it stands there, and say `say` (a message id) when given (once: not again while
    /// the table still shows the game it followed last).
    Follow {
        restored: Box<Restored>,
        say: Option<&'static str>,
    },
}

/// A game's history: the moves made, and those undone.
type History = (Vec<Move>, Vec<Move>);

fn history(game: &Game) -> History {
    (game.moves().collect(), game.redoable().collect())
}

/// What a table remembers of other tabs' saves.
#[derive(Debug, Default)]
pub struct Tabs {
    /// The game followed last, as it was loaded.
    followed: Option<History>,
}

impl Tabs {
    pub fn new() -> Tabs {
        Tabs::default()
    }

    /// Another tab wrote `value` under `key` (`None`: removed; a `None`
    /// key: the whole storage was cleared).
    pub fn handle_stored<J: Json>(
        &mut self,
        key: Option<&str>,
        value: Option<&str>,
        shown: &Shown,
    ) -> Elsewhere {
        let (Some(key), Some(value)) = (key, value) else {
            return Elsewhere::Nothing;
        };
        if shown.watching || key != shown.scope.save_key(shown.variant, shown.deal) {
            return Elsewhere::Nothing;
        }
        let Some(restored) = Saved::parse::<J>(value).ok().and_then(|s| s.restore()) else {
            return Elsewhere::Nothing;
        };
        if restored.game.position().variant() != shown.variant || restored.deal != shown.deal {
            return Elsewhere::Nothing;
        }
        let theirs = history(&restored.game);
        let ours = history(shown.game);
        if theirs == ours {
            return Elsewhere::Nothing;
        }
        let say = (self.followed.as_ref() != Some(&ours)).then_some(CONTINUED);
        self.followed = Some(theirs);
        Elsewhere::Follow {
            restored: Box::new(restored),
            say,
        }
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::engine::GameId;
    use crate::table::records::store::SerdeJson;

    fn lucas() -> (Variant, DealNumber) {
        (
            Variant::new(GameId::LucasLeaps),
            DealNumber::new(42).unwrap(),
        )
    }

    /// The text another tab writes for `game`.
    fn text(game: &Game, deal: DealNumber) -> String {
        Saved::of(game, deal, 30).to_json::<SerdeJson>()
    }

    fn played(variant: Variant, deal: DealNumber, moves: usize) -> Game {
        let mut game = Game::deal(variant, deal);
        for _ in 0..moves {
            game.play(Move::Stock).unwrap();
        }
        game
    }

    fn follows(e: &Elsewhere) -> Option<(usize, Option<&'static str>)> {
        match e {
            Elsewhere::Nothing => None,
            Elsewhere::Follow { restored, say } => Some((restored.game.moves().len(), *say)),
        }
    }

    fn at<'a>(scope: &'a Scope, game: &'a Game) -> Shown<'a> {
        let v = game.position().variant();
        Shown {
            scope,
            variant: v,
            deal: DealNumber::new(42).unwrap(),
            game,
            watching: false,
        }
    }

    /// Issue 26, item 12: two tabs on one game; the other tab plays on.
    #[test]
    fn another_tab_playing_on_is_followed_and_said_once() {
        let (v, d) = lucas();
        let scope = Scope::Page;
        let key = scope.save_key(v, d);
        let mut tabs = Tabs::new();
        let mut here = played(v, d, 1);
        // The other tab's two moves: the table follows, and says so once.
        let theirs = played(v, d, 2);
        let e = tabs.handle_stored::<SerdeJson>(
            Some(&key),
            Some(&text(&theirs, d)),
            &at(&scope, &here),
        );
        assert_eq!(follows(&e), Some((2, Some(CONTINUED))));
        if let Elsewhere::Follow { restored, .. } = e {
            here = restored.game;
        }
        let theirs = played(v, d, 3);
        let e = tabs.handle_stored::<SerdeJson>(
            Some(&key),
            Some(&text(&theirs, d)),
            &at(&scope, &here),
        );
        assert_eq!(follows(&e), Some((3, None)), "said once");
        // Its echo (the same game) changes nothing.
        assert_eq!(
            follows(&tabs.handle_stored::<SerdeJson>(
                Some(&key),
                Some(&text(&theirs, d)),
                &at(&scope, &theirs)
            )),
            None
        );
        // The player plays here, then the other tab again: said again.
        let ours = played(v, d, 4);
        let theirs = played(v, d, 5);
        let e = tabs.handle_stored::<SerdeJson>(
            Some(&key),
            Some(&text(&theirs, d)),
            &at(&scope, &ours),
        );
        assert_eq!(follows(&e), Some((5, Some(CONTINUED))));
        // Taken back there: followed too (the undone moves stay redoable).
        let mut back = played(v, d, 5);
        back.undo();
        let e = tabs.handle_stored::<SerdeJson>(
            Some(&key),
            Some(&text(&back, d)),
            &at(&scope, &theirs),
        );
        match e {
            Elsewhere::Follow { restored, .. } => {
                assert_eq!(restored.game.moves().len(), 4);
                assert!(restored.game.can_redo());
            }
            Elsewhere::Nothing => panic!("an undo elsewhere is followed"),
        }
    }

    #[test]
    fn other_keys_scopes_deals_and_unreadable_saves_are_not_this_game() {
        let (v, d) = lucas();
        let scope = Scope::Page;
        let here = played(v, d, 1);
        let shown = Shown {
            scope: &scope,
            variant: v,
            deal: d,
            game: &here,
            watching: false,
        };
        let mut tabs = Tabs::new();
        let theirs = text(&played(v, d, 2), d);
        let key = scope.save_key(v, d);
        let mut none = |key: Option<&str>, value: Option<&str>, shown: &Shown| {
            follows(&tabs.handle_stored::<SerdeJson>(key, value, shown)).is_none()
        };
        // Another deal's save, another scope's, the recent list, a removal,
        // a cleared storage, an unreadable text.
        let other = DealNumber::new(43).unwrap();
        let other_game = played(v, other, 2);
        assert!(none(
            Some(&scope.save_key(v, other)),
            Some(&text(&other_game, other)),
            &shown
        ));
        let table = Scope::Table("sidebar".into());
        assert!(none(Some(&table.save_key(v, d)), Some(&theirs), &shown));
        assert!(none(Some("patience:recent"), Some("[]"), &shown));
        assert!(none(Some(&key), None, &shown));
        assert!(none(None, None, &shown));
        assert!(none(Some(&key), Some("{"), &shown));
        // Another deal's game written under this key is not this game.
        assert!(none(Some(&key), Some(&text(&other_game, other)), &shown));
        // A replay being watched is left alone.
        let watching = Shown {
            watching: true,
            ..shown
        };
        assert!(none(Some(&key), Some(&theirs), &watching));
        // And this table's own game is followed.
        assert!(!none(Some(&key), Some(&theirs), &shown));
    }
}
