//! The player's records, kept in the browser's `localStorage`: what is
//! stored under which key, how it reads and writes (byte for byte the texts
//! earlier releases wrote), and every rule of counting and merging. `web`
//! only hands them the page's storage (`web::storage`) and shows them.
//!
//! - [`store`]: the [`Store`](store::Store) they are read from and
//!   written to, and the JSON (`JSON.parse` in the browser, serde_json
//!   natively, with `MemoryStore`); refused writes
//!   are returned.
//! - [`stats`]: statistics per game and option set (`patience:stats`):
//!   played, won, streaks, best time, fewest moves; exports and imports.
//! - [`daily`]: daily results (`patience:daily`): days played and won,
//!   streaks, the calendar, and the daily deals already found.
//! - [`saved`]: saved play (`patience:save:…`, `patience:recent`, and an
//!   embedded table's own keys): every deal touched, with its undo history.
//! - [`settings`]: the player's settings (`patience:settings`).
//! - [`facts`]: the statistics' events, one log per table
//!   (`patience:facts:<writer>`), from which the statistics are derived.
//! - [`notice`]: what the player is told about them (a refused write,
//!   statistics set aside).
//! - [`room`]: room made for a fact in a full storage, by dropping the
//!   table's least valuable records (caches, other deals' saved games).
//! - [`writes`]: what follows a write: a refusal told once, the refused
//!   writes tried again, the player told when they land.

pub mod daily;
pub mod facts;
pub mod notice;
pub mod room;
pub mod saved;
pub mod settings;
pub mod stats;
pub mod store;
pub mod writes;

/// The daily deals already found (a cache: [`daily`] writes it, [`room`]
/// drops it first when a fact needs room).
pub const DAILY_DEALS_KEY: &str = "patience:daily-deals";
