//! The browser face of Patience (compiled for wasm32 only).
//!
//! - [`announce`]: the words screen readers hear (moves, fills, deals,
//!   redeals, wins and losses) and the piles' accessible names.
//! - [`api`]: the JavaScript API, a `Game` class over the engine.
//! - [`app`]: the table: one app per page, one `dispatch` of closed
//!   messages, delegated listeners, redraws of only the piles a move changed.
//! - [`autoplay`]: safe foundation moves after the player's moves, and the
//!   auto-finish (the judgements are the solver's and the engine's).
//! - [`keys`]: keyboard play: which key does what, arrow navigation.
//! - [`layout`]: where piles and cards go for the window's size.
//! - [`link`]: deal links (`?game=caprice&deal=7`) and their fallbacks.
//! - [`rulebook`]: the rules pages (rules in plain words, a picture of the
//!   table, what autoplay's "safe" means, what the solver knows).
//! - [`settings`]: the player's settings (`patience:settings`).
//! - [`stats`]: statistics per game and option set (`patience:stats`).
//! - [`storage`]: saved play in localStorage.
//! - [`view`]: the elements: chrome, piles, cards.
//! - [`wire`]: Rust values to and from plain JavaScript values
//!   (serde-wasm-bindgen) and JSON text (the browser's `JSON.parse` and
//!   `JSON.stringify`).
//!
//! The view asks the engine for every rule: which unit may move
//! (`check_unit`), where it may go (`moves_from`), where a click sends it
//! (`preferred_move`), and why a move is refused (`check`).

pub mod announce;
pub mod api;
pub mod app;
pub mod autoplay;
pub mod keys;
pub mod layout;
pub mod link;
pub mod rulebook;
pub mod settings;
pub mod solver_api;
pub mod stats;
pub mod storage;
pub mod view;
pub mod wire;

use wasm_bindgen::prelude::*;

#[cfg(test)]
wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

/// Runs when the module loads: mounts the table on the page's
/// `[data-patience]` element if there is one (pages that only use the
/// JavaScript API have none).
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
    app::boot();
}
