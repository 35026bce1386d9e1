//! The table's decisions that need no browser, in plain Rust that native
//! `cargo test` covers; `web` (wasm32 only) draws and listens, and asks
//! these.
//!
//! - [`announce`]: the words screen readers hear (moves, fills, deals,
//!   redeals, wins and losses) and the piles' accessible names.
//! - [`autoplay`]: autoplay's next safe move (the solver's tactics), and
//!   whether a table's address or attributes turn autoplay off.
//! - [`assist`]: autoplay's chain and the auto-finish at the table: when
//!   they start, step, wait and end.
//! - [`attributes`]: what a `<patience-table>` element's attributes ask
//!   for: the deal (as the query string a deal link would carry), the
//!   controls shown, where its game is saved.
//! - [`elsewhere`]: another tab's save of the table's own game (the
//!   `storage` event): whether it concerns the table, what it shows and
//!   says.
//! - [`gesture`]: what a press, drag, drop, click, tap or double-click
//!   asks for (pointer events as numbers in, acts out).
//! - [`input`]: the table's inputs as plain data (no DOM type), and the
//!   buttons' actions.
//! - [`keys`]: keyboard play: which key does what, arrow navigation.
//! - [`layout`]: where piles and cards go for the table's size.
//! - [`motion`]: how long card flights take and how a change staggers
//!   them.
//! - [`poster`]: the box a `<patience-table>` reserves before its script
//!   runs (an aspect ratio per game) and its poster, from the layout.
//! - [`link`]: deal links (`?game=caprice&deal=7`), daily links
//!   (`?daily=2026-11-23`), replay links (`#play=CODE`) and their fallbacks.
//! - [`records`]: what `localStorage` keeps (statistics, daily results,
//!   saved games, settings) behind a small store trait, with every rule of
//!   counting and merging.
//! - [`replay_viewer`]: what the replay viewer's controls do, when its
//!   next move is due.
//! - [`rulebook`]: the rules pages: each game's rules in plain words and
//!   a picture of its table drawn by the table's layout.
//! - [`state`]: one table's whole state (`TableState`: the game session,
//!   the solver's session, the replay, the daily deal, the Share menu) and
//!   its one `update`, which returns the effects the shell performs.
//! - [`solver_session`]: the solver at the table (indicator, Hint, Demo,
//!   "winnable deals only", the daily deal's request) as a state machine
//!   with no I/O: events in, effects out; `web`'s `solver_ui` performs them.
//! - [`tap`]: taps, clicks and double taps decided from pointer events.

pub mod announce;
pub mod assist;
pub mod attributes;
pub mod autoplay;
pub mod elsewhere;
pub mod gesture;
pub mod grades;
pub mod input;
// Native only: its fake worker runs the native solver.
#[cfg(all(test, not(target_arch = "wasm32")))]
mod journeys;
pub mod keyboard;
pub mod keys;
pub mod layout;
pub mod link;
pub mod motion;
pub mod poster;
pub mod records;
pub mod redeal;
pub mod replay_viewer;
pub mod rulebook;
pub mod session;
pub mod solver_session;
pub mod state;
pub mod tap;
pub mod view;
pub mod words;
pub mod worker;
