//! Saved play in `localStorage`: every deal a player has touched, with the
//! moves made and the moves undone, so a reload resumes it with its undo
//! history. Keys start with `patience:`. Anything unreadable there is
//! ignored; storage that is missing or refuses writes (private modes,
//! sandboxed iframes, a full quota) only means nothing is kept.

use super::link;
use super::stats::Tally;
use crate::engine::{DealNumber, Game, GameId, Move, Spaces, Variant};
use serde::{Deserialize, Serialize};
use web_sys::Storage;

const SAVE_PREFIX: &str = "patience:save:";
const RECENT_KEY: &str = "patience:recent";
/// How many deals are kept; the least recently played go first.
const KEEP: usize = 24;
/// No real game is longer; anything longer is not ours.
const MAX_MOVES: usize = 20_000;

/// One saved deal.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
pub struct Saved {
    pub game: String,
    pub draw: u8,
    pub spaces: String,
    pub deal: u32,
    /// Moves made, in order.
    pub moves: Vec<String>,
    /// Moves undone, next to redo first.
    #[serde(default)]
    pub redo: Vec<String>,
    /// Seconds on the clock.
    #[serde(default)]
    pub secs: u64,
    /// Where the game stands for the statistics (counted as played, won).
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

fn save_key(variant: Variant, deal: DealNumber) -> String {
    format!("{SAVE_PREFIX}{}", link::deal_key(variant, deal))
}

/// The keys of saved deals, most recently played first.
fn recent(storage: &Storage) -> Vec<String> {
    storage
        .get_item(RECENT_KEY)
        .ok()
        .flatten()
        .and_then(|text| serde_json::from_str::<Vec<String>>(&text).ok())
        .unwrap_or_default()
        .into_iter()
        .filter(|k| k.starts_with(SAVE_PREFIX))
        .take(KEEP * 2)
        .collect()
}

/// Keeps `saved` as the most recent deal.
pub fn store(storage: &Storage, saved: &Saved) {
    let Some(variant) = saved.variant() else {
        return;
    };
    let Ok(deal) = DealNumber::new(u64::from(saved.deal)) else {
        return;
    };
    let key = save_key(variant, deal);
    let Ok(text) = serde_json::to_string(saved) else {
        return;
    };
    let mut keys = recent(storage);
    keys.retain(|k| k != &key);
    keys.insert(0, key.clone());
    for old in keys.iter().skip(KEEP) {
        let _ = storage.remove_item(old);
    }
    keys.truncate(KEEP);
    let _ = storage.set_item(&key, &text);
    if let Ok(list) = serde_json::to_string(&keys) {
        let _ = storage.set_item(RECENT_KEY, &list);
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
pub fn load(storage: &Storage, variant: Variant, deal: DealNumber) -> Loaded {
    let Some(text) = storage.get_item(&save_key(variant, deal)).ok().flatten() else {
        return Loaded::Nothing;
    };
    let Ok(saved) = serde_json::from_str::<Saved>(&text) else {
        return Loaded::Unreadable;
    };
    if saved.variant() != Some(variant) || saved.deal != deal.get() {
        return Loaded::Unreadable;
    }
    saved
        .restore()
        .map_or(Loaded::Unreadable, |r| Loaded::Game(Box::new(r)))
}

/// The most recently played deal, of `game` when given, that still reads.
pub fn latest(storage: &Storage, game: Option<GameId>) -> Option<Restored> {
    recent(storage).into_iter().find_map(|key| {
        let text = storage.get_item(&key).ok().flatten()?;
        let saved: Saved = serde_json::from_str(&text).ok()?;
        let variant = saved.variant()?;
        if game.is_some_and(|g| g != variant.game) {
            return None;
        }
        saved.restore()
    })
}
