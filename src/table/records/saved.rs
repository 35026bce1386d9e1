//! Saved play (in `localStorage`, through a [`Store`]): every deal a player
//! has touched, with the moves made and the moves undone, so a reload
//! resumes it with its undo history, and the list of the deals played most
//! recently. Keys start with `patience:`. Anything unreadable there is
//! ignored; storage that is missing only means nothing is kept, and a
//! write it refuses (private modes, sandboxed iframes, a full quota) is
//! returned.

use super::stats::Tally;
use super::store::{Json, JsonError, Store, WriteError};
use crate::engine::daily::DailyDate;
use crate::engine::{DealNumber, Game, GameId, Move, Spaces, Variant};
use crate::table::link;
use serde::{Deserialize, Serialize};

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
    /// The date whose daily deal this game is (`2026-11-23`; absent for
    /// an ordinary deal, and in saves written before it was kept), so a
    /// daily game stays a daily however it is resumed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub daily: Option<String>,
    /// The place of this text in the game's history across tabs: how many
    /// times the game was changed (a move, an undo, a redo, a restart),
    /// in any tab, up to this text (absent in saves written before it was
    /// kept: 0). See `table::elsewhere`.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub v: u64,
    /// The table (a tab's, per page load) that made that change: two
    /// tables that change the game at once write the same `v`, and the
    /// greater `w` is the one kept (absent: empty).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub w: String,
}

fn is_zero(v: &u64) -> bool {
    *v == 0
}

/// A saved deal brought back to life.
#[derive(Clone, Debug)]
pub struct Restored {
    pub game: Game,
    pub deal: DealNumber,
    pub secs: u64,
    pub tally: Tally,
    /// The date whose daily deal it is.
    pub daily: Option<DailyDate>,
}

/// The same deal at the same point: its moves and the moves to redo,
/// clock, tally and date.
impl PartialEq for Restored {
    fn eq(&self, other: &Restored) -> bool {
        let (a, b) = (&self.game, &other.game);
        (self.deal, self.secs, self.tally, self.daily)
            == (other.deal, other.secs, other.tally, other.daily)
            && a.position().variant() == b.position().variant()
            && a.moves().eq(b.moves())
            && a.redoable().eq(b.redoable())
    }
}

impl Restored {
    /// Deal `deal` of `variant`, not played yet.
    pub fn fresh(variant: Variant, deal: DealNumber) -> Restored {
        Restored {
            game: Game::deal(variant, deal),
            deal,
            secs: 0,
            tally: Tally::Fresh,
            daily: None,
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
            daily: None,
            v: 0,
            w: String::new(),
        }
    }

    /// The stored JSON: every field, in this order,
    /// `{"game":"caprice","draw":3,"spaces":"waste","deal":5,"moves":["s"],"redo":[],"secs":12,"tally":1}`.
    pub fn to_json<J: Json>(&self) -> String {
        // Strings, small whole numbers and a clock far below 2^53 seconds:
        // this cannot fail, and an empty text would only read back as
        // unreadable.
        J::print(self).unwrap_or_default()
    }

    /// Reads the stored JSON: a missing field, a wrong type or a number out
    /// of range (a draw or tally above 255, a deal above 2^32 - 1) is an
    /// error.
    pub fn parse<J: Json>(text: &str) -> Result<Saved, JsonError> {
        J::from_text(text)
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
            daily: self.daily.as_deref().and_then(|d| d.parse().ok()),
        })
    }
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

    /// The key of the saved game of `deal` of `variant`.
    pub fn save_key(&self, variant: Variant, deal: DealNumber) -> String {
        format!("{}{}", self.prefix(), link::deal_key(variant, deal))
    }
}

/// The keys of saved deals, most recently played first.
fn recent<S: Store + ?Sized>(storage: &S, scope: &Scope) -> Vec<String> {
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
fn recent_stored<S: Store + ?Sized>(storage: &S, scope: &Scope) -> Option<Vec<String>> {
    let text = storage.read(&scope.recent_key())?;
    S::Json::from_text(&text).ok()
}

/// Keeps `saved` as the most recent deal. A save that names no deal is
/// not kept (nor refused); a write the store refuses is returned (the
/// first, when both the game's and the list's are).
pub fn store<S: Store + ?Sized>(
    storage: &S,
    scope: &Scope,
    saved: &Saved,
) -> Result<(), WriteError> {
    let Some(variant) = saved.variant() else {
        return Ok(());
    };
    let Ok(deal) = DealNumber::new(u64::from(saved.deal)) else {
        return Ok(());
    };
    let key = scope.save_key(variant, deal);
    let text = saved.to_json::<S::Json>();
    let stored = recent_stored(storage, scope);
    let mut keys = in_scope(stored.as_deref(), scope);
    keys.retain(|k| k != &key);
    keys.insert(0, key.clone());
    for old in keys.iter().skip(KEEP) {
        storage.remove(old);
    }
    keys.truncate(KEEP);
    let game = storage.write(&key, &text);
    // Once a game is under way its deal is already the most recent one:
    // the list is written only when it changes.
    let list = match S::Json::print(&keys) {
        Ok(list) if stored.as_ref() != Some(&keys) => storage.write(&scope.recent_key(), &list),
        _ => Ok(()),
    };
    game.and(list)
}

/// What `localStorage` holds for one deal.
pub enum Loaded {
    Nothing,
    Game(Box<Restored>),
    /// Something is there, but it is not a game this deal can replay.
    Unreadable,
}

/// What is saved for this deal.
pub fn load<S: Store + ?Sized>(
    storage: &S,
    scope: &Scope,
    variant: Variant,
    deal: DealNumber,
) -> Loaded {
    let Some(text) = storage.read(&scope.save_key(variant, deal)) else {
        return Loaded::Nothing;
    };
    let Ok(saved) = Saved::parse::<S::Json>(&text) else {
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
pub fn load_or_fresh<S: Store + ?Sized>(
    saves: Option<(&S, &Scope)>,
    variant: Variant,
    deal: DealNumber,
) -> Restored {
    match saves.map(|(s, scope)| load(s, scope, variant, deal)) {
        Some(Loaded::Game(r)) => *r,
        _ => Restored::fresh(variant, deal),
    }
}

/// The most recently played deal, of `game` when given, that still reads.
pub fn latest<S: Store + ?Sized>(
    storage: &S,
    scope: &Scope,
    game: Option<GameId>,
) -> Option<Restored> {
    recent(storage, scope).into_iter().find_map(|key| {
        let text = storage.read(&key)?;
        let saved = Saved::parse::<S::Json>(&text).ok()?;
        let variant = saved.variant()?;
        if game.is_some_and(|g| g != variant.game) {
            return None;
        }
        saved.restore()
    })
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::table::records::store::{MemoryStore, SerdeJson};

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
            daily: None,
            v: 0,
            w: String::new(),
        }
    }

    /// Issue 26: a daily game resumed from the bare address stopped being a
    /// daily. Its save keeps the date; saves without one (every save an
    /// ordinary deal writes, and those of earlier releases) read as before.
    #[test]
    fn a_daily_game_keeps_its_date_in_its_save() {
        let v = Variant::new(GameId::Capricieuse);
        let deal = DealNumber::new(924_807_819).unwrap();
        let mut saved = Saved::of(&played(v, deal.get().into(), 3), deal, 40);
        let ordinary = saved.to_json::<SerdeJson>();
        assert!(!ordinary.contains("daily"), "{ordinary}");
        saved.daily = Some("2026-11-23".into());
        let text = saved.to_json::<SerdeJson>();
        assert!(text.ends_with(r#","daily":"2026-11-23"}"#), "{text}");
        let back = Saved::parse::<SerdeJson>(&text).unwrap().restore().unwrap();
        assert_eq!(back.daily, Some("2026-11-23".parse().unwrap()));
        assert_eq!(back.game.moves().len(), 3);
        // Through the store, as the bare address resumes it.
        let mem = MemoryStore::new();
        let scope = Scope::Page;
        store(&mem, &scope, &saved).unwrap();
        let latest = latest(&mem, &scope, None).unwrap();
        assert_eq!(latest.daily, Some("2026-11-23".parse().unwrap()));
        assert_eq!(
            Saved::parse::<SerdeJson>(&ordinary)
                .unwrap()
                .restore()
                .unwrap()
                .daily,
            None
        );
    }

    #[test]
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
            assert_eq!(Saved::parse::<SerdeJson>(text), Ok(value.clone()));
            assert_eq!(value.to_json::<SerdeJson>(), text);
        }
        let keys = vec![
            "patience:save:a".to_string(),
            "patience:save:b \"q\"".to_string(),
        ];
        assert_eq!(SerdeJson::print(&keys).unwrap(), SERDE_RECENT);
        assert_eq!(
            SerdeJson::from_text::<Vec<String>>(SERDE_RECENT).unwrap(),
            keys
        );
        let odd = Saved {
            game: "q\"\\\n\u{1}é".into(),
            ..saved("x", 0, "", 0)
        };
        assert_eq!(
            Saved::parse::<SerdeJson>(&odd.to_json::<SerdeJson>()),
            Ok(odd)
        );
        // Escapes, as serde_json and the hand-written writer after it wrote
        // them (control characters as \u00XX, \b \f \n \r \t short, the
        // rest as is): JSON.stringify writes the same bytes.
        let escaped = Saved {
            game: "q\"\\\n\u{1}é\u{8}\u{c}\t\r/\u{2028}".into(),
            moves: vec!["s".into(), "redeal".into()],
            tally: Tally::Won,
            ..saved("x", 0, "", 0)
        };
        assert_eq!(escaped.to_json::<SerdeJson>(), SERDE_ESCAPED);
        assert_eq!(Saved::parse::<SerdeJson>(SERDE_ESCAPED), Ok(escaped));
    }

    fn played(variant: Variant, deal: u64, moves: usize) -> Game {
        let mut game = Game::deal(variant, DealNumber::new(deal).unwrap());
        for _ in 0..moves {
            let mv = game.position().legal_moves()[0];
            game.play(mv).unwrap();
        }
        game
    }

    #[test]
    fn games_are_stored_loaded_and_listed_most_recent_first() {
        let mem = MemoryStore::new();
        let cap = Variant::new(GameId::Caprice);
        let dc = Variant::with_options(GameId::DoubleCanfield, Some(1), Some(Spaces::Any)).unwrap();
        let deal = |n| DealNumber::new(n).unwrap();
        let mut game = played(cap, 7, 3);
        game.undo();
        let mut saved = Saved::of(&game, deal(7), 42);
        saved.tally = Tally::Played;
        store(&mem, &Scope::Page, &saved).unwrap();
        store(
            &mem,
            &Scope::Page,
            &Saved::of(&played(dc, 9, 2), deal(9), 5),
        )
        .unwrap();
        assert_eq!(
            mem.read("patience:recent").unwrap(),
            r#"["patience:save:game=double-canfield&deal=9&draw=1&spaces=any","patience:save:game=caprice&deal=7"]"#
        );
        let Loaded::Game(r) = load(&mem, &Scope::Page, cap, deal(7)) else {
            panic!("not loaded");
        };
        assert_eq!(r.game.moves().len(), 2);
        assert_eq!(r.game.redoable().count(), 1);
        assert_eq!((r.secs, r.tally), (42, Tally::Played));
        assert!(matches!(
            load(&mem, &Scope::Page, cap, deal(8)),
            Loaded::Nothing
        ));
        let latest_dc = latest(&mem, &Scope::Page, None).unwrap();
        assert_eq!(latest_dc.game.position().variant(), dc);
        assert_eq!(
            latest(&mem, &Scope::Page, Some(GameId::Caprice))
                .unwrap()
                .deal,
            deal(7)
        );
        assert!(latest(&mem, &Scope::Page, Some(GameId::LucasLeaps)).is_none());
        // An embedded table keeps its own.
        let table = Scope::Table("side".into());
        assert!(latest(&mem, &table, None).is_none());
        store(&mem, &table, &saved).unwrap();
        assert!(mem
            .read("patience:table:side:save:game=caprice&deal=7")
            .is_some());
        assert!(mem.read("patience:table:side:recent").is_some());
        // Unreadable, or another deal's: unreadable; afresh where asked.
        mem.write("patience:save:game=caprice&deal=3", "{not json")
            .unwrap();
        assert!(matches!(
            load(&mem, &Scope::Page, cap, deal(3)),
            Loaded::Unreadable
        ));
        mem.write(
            "patience:save:game=caprice&deal=4",
            &saved.to_json::<SerdeJson>(),
        )
        .unwrap();
        assert!(matches!(
            load(&mem, &Scope::Page, cap, deal(4)),
            Loaded::Unreadable
        ));
        let fresh = load_or_fresh(Some((&mem, &Scope::Page)), cap, deal(4));
        assert_eq!(fresh.game.moves().len(), 0);
        let none: Option<(&MemoryStore, &Scope)> = None;
        assert_eq!(load_or_fresh(none, cap, deal(7)).game.moves().len(), 0);
    }

    #[test]
    fn only_the_most_recent_deals_are_kept() {
        let mem = MemoryStore::new();
        let cap = Variant::new(GameId::Caprice);
        for n in 1..=KEEP as u64 + 2 {
            let game = played(cap, n, 1);
            store(
                &mem,
                &Scope::Page,
                &Saved::of(&game, DealNumber::new(n).unwrap(), 1),
            )
            .unwrap();
        }
        let list: Vec<String> =
            SerdeJson::from_text(&mem.read("patience:recent").unwrap()).unwrap();
        assert_eq!(list.len(), KEEP);
        assert_eq!(
            list[0],
            format!("patience:save:game=caprice&deal={}", KEEP + 2)
        );
        assert!(mem.read("patience:save:game=caprice&deal=1").is_none());
        assert!(mem.read("patience:save:game=caprice&deal=2").is_none());
        assert!(mem.read("patience:save:game=caprice&deal=3").is_some());
        // An unreadable list starts again.
        mem.write("patience:recent", "[1,2,").unwrap();
        assert!(latest(&mem, &Scope::Page, None).is_none());
    }

    #[test]
    fn a_refused_write_is_returned() {
        let mem = MemoryStore::new();
        let game = played(Variant::new(GameId::Caprice), 5, 1);
        let saved = Saved::of(&game, DealNumber::new(5).unwrap(), 3);
        mem.refuse_writes(true);
        let e = store(&mem, &Scope::Page, &saved).unwrap_err();
        assert_eq!(e.key, "patience:save:game=caprice&deal=5");
        assert!(mem.keys().is_empty());
        // A save naming no game is not kept, nor refused.
        assert_eq!(store(&mem, &Scope::Page, &saved_named("klondike")), Ok(()));
    }

    fn saved_named(game: &str) -> Saved {
        saved(game, 3, "waste", 5)
    }
}
