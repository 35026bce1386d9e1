//! The table's decisions that need no browser, in plain Rust that native
//! `cargo test` covers; `web` (wasm32 only) draws and listens, and asks
//! these.
//!
//! - [`attributes`]: what a `<patience-table>` element's attributes ask
//!   for: the deal (as the query string a deal link would carry), the
//!   controls shown, where its game is saved.

pub mod attributes;
