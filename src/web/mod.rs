//! The browser face of Patience (compiled for wasm32 only).
//!
//! - [`api`]: the JavaScript API, a `Game` class over the engine.
//! - [`app`]: the table: one app per `<patience-table>` element, closed
//!   messages sent through its handle, delegated listeners, redraws of only
//!   the piles a move changed.
//! - [`element`]: the `<patience-table>` element's Rust side (the `Table`
//!   class `www/patience-table.js` gives each element).
//! - [`solver_api`]: the JavaScript `Solver` class (the solver's module).
//! - [`storage`]: the page's `localStorage` as the records' store.
//! - [`view`]: the elements: chrome, piles, cards.
//! - [`wire`]: Rust values to and from JavaScript values and JSON text.
//! - `announce`, `autoplay`, `keys`, `layout`, `link`, `tap`, and the
//!   records `daily` and `stats`: the table's decisions that need no
//!   browser, in [`crate::table`] (natively tested), named here as the web
//!   layer's own (with the records' saved play in [`storage`]).
//!
//! Two wasm modules are built from this code (see `Cargo.toml`'s
//! features): the table's (`table-module`: everything above, without
//! [`solver_api`], so that the search stays out of the first download) and
//! the solver's (`solver-module`: [`solver_api`] alone, compiled for speed,
//! loaded by the solver's Web Worker after the first table is drawn). The
//! tests build everything into one.
//!
//! The view asks the engine for every rule: which unit may move
//! (`check_unit`), where it may go (`moves_from`), where a click sends it
//! (`preferred_move`), and why a move is refused (`check`).

#[cfg(not(feature = "solver-module"))]
pub mod api;
#[cfg(not(feature = "solver-module"))]
pub mod app;
#[cfg(not(feature = "solver-module"))]
pub mod element;
#[cfg(not(feature = "solver-module"))]
pub mod intl;
#[cfg(not(feature = "table-module"))]
pub mod solver_api;
#[cfg(not(feature = "solver-module"))]
pub mod storage;
#[cfg(not(feature = "solver-module"))]
pub mod view;
pub mod wire;

// The table's decisions that need no browser live in `crate::table`
// (natively tested); the web layer names them as its own.
#[cfg(not(feature = "solver-module"))]
pub use crate::table::records::{daily, settings, stats};
#[cfg(not(feature = "solver-module"))]
pub use crate::table::{announce, autoplay, keys, layout, link, tap};

#[cfg(test)]
wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

/// Runs when the module loads: a panic, which would be a bug, says so in
/// the console. (Tables are made by `<patience-table>` elements.)
#[cfg(not(feature = "solver-module"))]
#[wasm_bindgen::prelude::wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}
