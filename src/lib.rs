//! Patience: double-deck solitaire games (Caprice, Capricieuse, Lucas Leaps,
//! Double Canfield, Russian Patience).
//!
//! - [`engine`]: the rules, pure Rust. Everything else asks it.
//! - [`solver`]: search over the engine's own move generator.
//! - [`table`]: the table's decisions that need no browser (what an
//!   element's attributes ask for), natively tested.
//! - `web` (wasm32 only): the JavaScript API, the `<patience-table>`
//!   element's Rust side and the DOM table.
//!
//! See `ARCHITECTURE.md` for the map and the invariants.

pub mod engine;
pub mod solver;
pub mod table;
#[cfg(target_arch = "wasm32")]
pub mod web;
