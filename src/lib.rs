//! Patience: double-deck solitaire games (Caprice, Capricieuse, Lucas Leaps,
//! Double Canfield, Russian Patience).
//!
//! - [`engine`]: the rules, pure Rust. Everything else asks it.
//! - [`solver`]: search over the engine's own move generator.
//! - `web` (wasm32 only): the JavaScript API and the DOM table.
//!
//! See `ARCHITECTURE.md` for the map and the invariants.

pub mod engine;
pub mod solver;
#[cfg(target_arch = "wasm32")]
pub mod web;
