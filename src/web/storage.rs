//! Saved play in `localStorage`: every deal a player has touched, with the
//! moves made and the moves undone, so a reload resumes it with its undo
//! history. Keys start with `patience:`. Anything unreadable there is
//! ignored; storage that is missing or refuses writes (private modes,
//! sandboxed iframes, a full quota) only means nothing is kept.

use super::link;
use super::stats::Tally;
use super::wire::{self, WireError};
use crate::engine::{DealNumber, Game, GameId, Move, Spaces, Variant};
use serde::{Deserialize, Serialize};
use web_sys::Storage;

const SAVE_PREFIX: &str = "patience:save:";
const RECENT_KEY: &str = "patience:recent";
/// How many deals are kept; the least recently played go first.
const KEEP: usize = 24;
/// No real game is longer; anything longer is not ours.
const MAX_MOVES: usize = 20_000;

/// One saved deal, stored as JSON (see [`Saved::to_json`]). Members other
/// than these fields are ignored; `redo`, `secs` and `tally` may be absent.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Saved {
    pub game: String,
    pub draw: u8,
    pub spaces: String,
    pub deal: u32,
    /// Moves made, in order.
    pub moves: Vec<String>,
    /// Moves undone, next to redo first (may be absent: empty).
    #[serde(default)]
    pub redo: Vec<String>,
    /// Seconds on the clock (may be absent: 0).
    #[serde(default)]
    pub secs: u64,
    /// Where the game stands for the statistics (counted as played, won;
    /// may be absent: fresh).
    #[serde(default)]
    pub tally: Tally,
}

/// A saved deal brought back to life.
pub struct Restored {
    pub game: Game,
    pub deal: DealNumber,
    pub secs: u64,
    pub tally: Tally,
}

impl Restored {
    /// Deal `deal` of `variant`, not played yet.
    pub fn fresh(variant: Variant, deal: DealNumber) -> Restored {
        Restored {
            game: Game::deal(variant, deal),
            deal,
            secs: 0,
            tally: Tally::Fresh,
        }
    }
}

impl Saved {
    pub fn of(game: &Game, deal: DealNumber, secs: u64) -> Saved {
        let v = game.position().variant();
        Saved {
            game: v.game.id().to_string(),
            draw: v.draw,
            spaces: v.spaces.id().to_string(),
            deal: deal.get(),
            moves: game.moves().map(|m| m.to_string()).collect(),
            redo: game.redoable().map(|m| m.to_string()).collect(),
            secs,
            tally: Tally::Fresh,
        }
    }

    /// The stored JSON: every field, in this order,
    /// `{"game":"caprice","draw":3,"spaces":"waste","deal":5,"moves":["s"],"redo":[],"secs":12,"tally":1}`.
    pub fn to_json(&self) -> String {
        // Strings, small whole numbers and a clock far below 2^53 seconds:
        // this cannot fail, and an empty text would only read back as
        // unreadable.
        wire::to_text(self).unwrap_or_default()
    }

    /// Reads the stored JSON (`JSON.parse`, then serde): a missing field, a
    /// wrong type or a number out of range (a draw or tally above 255, a
    /// deal above 2^32 - 1) is an error.
    pub fn parse(text: &str) -> Result<Saved, WireError> {
        wire::from_text(text)
    }

    pub fn variant(&self) -> Option<Variant> {
        let game = GameId::parse(&self.game).ok()?;
        let spaces = Spaces::parse(&self.spaces).ok()?;
        if game == GameId::DoubleCanfield {
            Variant::with_options(game, Some(self.draw), Some(spaces)).ok()
        } else {
            Some(Variant::new(game))
        }
    }

    /// Replays the deal: every token is parsed and checked by the engine.
    /// `None` when anything does not fit (a foreign or corrupt save).
    pub fn restore(&self) -> Option<Restored> {
        let variant = self.variant()?;
        let deal = DealNumber::new(u64::from(self.deal)).ok()?;
        if self.moves.len() + self.redo.len() > MAX_MOVES {
            return None;
        }
        let mut game = Game::deal(variant, deal);
        for token in &self.moves {
            let mv: Move = token.parse().ok()?;
            game.play(mv).ok()?;
        }
        // Rebuild the redo list: play the undone moves, then undo them.
        let mut redone = 0;
        for token in &self.redo {
            let Some(mv) = token.parse::<Move>().ok() else {
                break;
            };
            if game.play(mv).is_err() {
                break;
            }
            redone += 1;
        }
        for _ in 0..redone {
            game.undo();
        }
        Some(Restored {
            game,
            deal,
            secs: self.secs.min(100 * 3600),
            tally: self.tally,
        })
    }
}

/// The page's `localStorage`, if it has one it may use.
pub fn local() -> Option<Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// Whose saved play a table keeps: the game's own page's (the keys it has
/// always used), or an embedded table's, under keys of its own so that two
/// tables never share or clobber a save.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Scope {
    /// The game's own page.
    Page,
    /// An embedded table: the host page's address and the table's place on
    /// it, or the name the host gave it (`save="sidebar"`).
    Table(String),
}

impl Scope {
    fn prefix(&self) -> String {
        match self {
            Scope::Page => SAVE_PREFIX.to_string(),
            Scope::Table(name) => format!("patience:table:{name}:save:"),
        }
    }

    fn recent_key(&self) -> String {
        match self {
            Scope::Page => RECENT_KEY.to_string(),
            Scope::Table(name) => format!("patience:table:{name}:recent"),
        }
    }

    fn save_key(&self, variant: Variant, deal: DealNumber) -> String {
        format!("{}{}", self.prefix(), link::deal_key(variant, deal))
    }
}

/// The keys of saved deals, most recently played first.
fn recent(storage: &Storage, scope: &Scope) -> Vec<String> {
    in_scope(recent_stored(storage, scope).as_deref(), scope)
}

/// The keys of `list` (as stored) that belong to `scope`.
fn in_scope(list: Option<&[String]>, scope: &Scope) -> Vec<String> {
    let prefix = scope.prefix();
    list.unwrap_or_default()
        .iter()
        .filter(|k| k.starts_with(&prefix))
        .take(KEEP * 2)
        .cloned()
        .collect()
}

/// The list of recent keys as stored, if it reads as one.
fn recent_stored(storage: &Storage, scope: &Scope) -> Option<Vec<String>> {
    let text = storage.get_item(&scope.recent_key()).ok().flatten()?;
    wire::from_text(&text).ok()
}

/// Keeps `saved` as the most recent deal.
pub fn store(storage: &Storage, scope: &Scope, saved: &Saved) {
    let Some(variant) = saved.variant() else {
        return;
    };
    let Ok(deal) = DealNumber::new(u64::from(saved.deal)) else {
        return;
    };
    let key = scope.save_key(variant, deal);
    let text = saved.to_json();
    let stored = recent_stored(storage, scope);
    let mut keys = in_scope(stored.as_deref(), scope);
    keys.retain(|k| k != &key);
    keys.insert(0, key.clone());
    for old in keys.iter().skip(KEEP) {
        let _ = storage.remove_item(old);
    }
    keys.truncate(KEEP);
    let _ = storage.set_item(&key, &text);
    // Once a game is under way its deal is already the most recent one:
    // the list is written only when it changes.
    if stored.as_ref() != Some(&keys) {
        if let Ok(list) = wire::to_text(&keys) {
            let _ = storage.set_item(&scope.recent_key(), &list);
        }
    }
}

/// What `localStorage` holds for one deal.
pub enum Loaded {
    Nothing,
    Game(Box<Restored>),
    /// Something is there, but it is not a game this deal can replay.
    Unreadable,
}

/// What is saved for this deal.
pub fn load(storage: &Storage, scope: &Scope, variant: Variant, deal: DealNumber) -> Loaded {
    let Some(text) = storage
        .get_item(&scope.save_key(variant, deal))
        .ok()
        .flatten()
    else {
        return Loaded::Nothing;
    };
    let Ok(saved) = Saved::parse(&text) else {
        return Loaded::Unreadable;
    };
    if saved.variant() != Some(variant) || saved.deal != deal.get() {
        return Loaded::Unreadable;
    }
    saved
        .restore()
        .map_or(Loaded::Unreadable, |r| Loaded::Game(Box::new(r)))
}

/// The saved game of `deal` of `variant` where there is a readable one,
/// else the deal afresh.
pub fn load_or_fresh(
    saves: Option<(&Storage, &Scope)>,
    variant: Variant,
    deal: DealNumber,
) -> Restored {
    match saves.map(|(s, scope)| load(s, scope, variant, deal)) {
        Some(Loaded::Game(r)) => *r,
        _ => Restored::fresh(variant, deal),
    }
}

/// The most recently played deal, of `game` when given, that still reads.
pub fn latest(storage: &Storage, scope: &Scope, game: Option<GameId>) -> Option<Restored> {
    recent(storage, scope).into_iter().find_map(|key| {
        let text = storage.get_item(&key).ok().flatten()?;
        let saved = Saved::parse(&text).ok()?;
        let variant = saved.variant()?;
        if game.is_some_and(|g| g != variant.game) {
            return None;
        }
        saved.restore()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use wasm_bindgen_test::wasm_bindgen_test;

    /// Written by the serde_json code this replaced (players have these).
    const SERDE_SAVED: &str = r#"{"game":"double-canfield","draw":1,"spaces":"any","deal":123456,"moves":["s","w-t3","r-f1"],"redo":["t2-t5"],"secs":75,"tally":1}"#;
    const SERDE_SAVED_FRESH: &str = r#"{"game":"caprice","draw":3,"spaces":"waste","deal":7,"moves":[],"redo":[],"secs":0,"tally":0}"#;
    const SERDE_ESCAPED: &str = concat!(
        r#"{"game":"q\"\\\n\u0001é\b\f\t\r/"#,
        "\u{2028}",
        r#"","draw":0,"spaces":"","deal":0,"moves":["s","redeal"],"redo":[],"secs":0,"tally":2}"#
    );
    const SERDE_RECENT: &str = r#"["patience:save:a","patience:save:b \"q\""]"#;

    fn saved(game: &str, draw: u8, spaces: &str, deal: u32) -> Saved {
        Saved {
            game: game.into(),
            draw,
            spaces: spaces.into(),
            deal,
            moves: Vec::new(),
            redo: Vec::new(),
            secs: 0,
            tally: Tally::Fresh,
        }
    }

    #[wasm_bindgen_test]
    fn saved_games_read_and_write_as_serde_did() {
        let played = Saved {
            moves: vec!["s".into(), "w-t3".into(), "r-f1".into()],
            redo: vec!["t2-t5".into()],
            secs: 75,
            tally: Tally::Played,
            ..saved("double-canfield", 1, "any", 123_456)
        };
        let fresh = saved("caprice", 3, "waste", 7);
        for (text, value) in [(SERDE_SAVED, played), (SERDE_SAVED_FRESH, fresh)] {
            assert_eq!(Saved::parse(text), Ok(value.clone()));
            assert_eq!(value.to_json(), text);
        }
        let keys = vec![
            "patience:save:a".to_string(),
            "patience:save:b \"q\"".to_string(),
        ];
        assert_eq!(wire::to_text(&keys).unwrap(), SERDE_RECENT);
        assert_eq!(wire::from_text::<Vec<String>>(SERDE_RECENT).unwrap(), keys);
        let odd = Saved {
            game: "q\"\\\n\u{1}é".into(),
            ..saved("x", 0, "", 0)
        };
        assert_eq!(Saved::parse(&odd.to_json()), Ok(odd));
        // Escapes, as serde_json and the hand-written writer after it wrote
        // them (control characters as \u00XX, \b \f \n \r \t short, the
        // rest as is): JSON.stringify writes the same bytes.
        let escaped = Saved {
            game: "q\"\\\n\u{1}é\u{8}\u{c}\t\r/\u{2028}".into(),
            moves: vec!["s".into(), "redeal".into()],
            tally: Tally::Won,
            ..saved("x", 0, "", 0)
        };
        assert_eq!(escaped.to_json(), SERDE_ESCAPED);
        assert_eq!(Saved::parse(SERDE_ESCAPED), Ok(escaped));
    }

    #[wasm_bindgen_test]
    fn saved_games_accept_and_refuse_what_serde_did() {
        let head = r#"{"game":"caprice","draw":3,"spaces":"waste","deal":5,"moves":"#;
        let base = saved("caprice", 3, "waste", 5);
        let accepted = [
            // Older saves without redo, secs or tally.
            (
                r#"["s"]}"#,
                Saved {
                    moves: vec!["s".into()],
                    ..base.clone()
                },
            ),
            // Other members are ignored, even twice.
            (
                r#"["s"],"extra":[1,{"a":null}]}"#,
                Saved {
                    moves: vec!["s".into()],
                    ..base.clone()
                },
            ),
            (r#"[],"x":1,"x":2}"#, base.clone()),
            (
                r#"[],"tally":2}"#,
                Saved {
                    tally: Tally::Won,
                    ..base.clone()
                },
            ),
            // A tally that is no tally reads as fresh.
            (r#"[],"tally":7}"#, base.clone()),
            // The largest whole number a JavaScript number holds exactly.
            (
                r#"[],"secs":9007199254740991}"#,
                Saved {
                    secs: (1 << 53) - 1,
                    ..base.clone()
                },
            ),
            // Read by JSON.parse: 1.0 is the number 1, and of a member
            // given twice the last counts.
            (
                r#"[],"tally":1.0}"#,
                Saved {
                    tally: Tally::Played,
                    ..base.clone()
                },
            ),
            (r#"[],"deal":5,"deal":5}"#, base.clone()),
        ];
        for (tail, want) in accepted {
            assert_eq!(Saved::parse(&format!("{head}{tail}")), Ok(want), "{tail}");
        }
        let refused = [
            format!(r#"{head}[],"tally":300}}"#),
            format!(r#"{head}[],"tally":-1}}"#),
            format!(r#"{head}[],"tally":null}}"#),
            format!(r#"{head}[],"tally":1.5}}"#),
            format!(r#"{head}[],"secs":18446744073709551615}}"#),
            format!(r#"{head}[],"secs":null}}"#),
            format!(r#"{head}[],"redo":null}}"#),
            format!(r#"{head}[1]}}"#),
            format!(r#"{head}null}}"#),
            r#"{"game":"caprice","draw":3,"spaces":"waste","deal":4294967296,"moves":[]}"#.into(),
            r#"{"game":"caprice","draw":256,"spaces":"waste","deal":5,"moves":[]}"#.into(),
            r#"{"game":"caprice","draw":3,"spaces":"waste","moves":[]}"#.into(),
            r#"{"game":7,"deal":"x","moves":"no"}"#.into(),
            "null".into(),
            "[1,2,3]".into(),
            "42".into(),
            r#"{"game":"caprice","#.into(),
        ];
        for text in refused {
            assert!(Saved::parse(&text).is_err(), "{text}");
        }
        assert_eq!(
            Saved::parse(r#"{"game":"caprice","draw":3,"spaces":"waste","moves":[]}"#)
                .unwrap_err()
                .to_string(),
            "missing field `deal`"
        );
    }
}
