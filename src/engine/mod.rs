//! The rules of the five games: pure Rust, no I/O, no web crates, no
//! global state.
//!
//! - [`card`]: cards and their tokens.
//! - [`pile`]: pile identities (`t3`, `f1`, `stock`).
//! - [`rules`]: the games as data ([`Rules`]): build rules, unit rules,
//!   space rules, stock behaviour.
//! - [`deal`]: deal numbers and the documented, frozen shuffle.
//! - [`start`]: a shuffled pack laid out by the game's deal rule.
//! - [`position`]: the shared move generator, move application with
//!   automatic fills, undo, status.
//! - [`moves`]: move tokens and the card movements a move is made of.
//! - [`protocol`]: the position JSON and its serde shape ([`RawPosition`]).
//! - [`game`]: a position with its undo/redo history.
//! - [`error`]: why a move or a position is refused.
//! - [`finish`]: auto-finish, when winning is a formality.

pub mod card;
pub mod daily;
pub mod deal;
pub mod error;
pub mod finish;
pub mod game;
pub mod moves;
pub mod pile;
pub mod position;
pub mod protocol;
pub mod quote;
pub mod replay;
pub mod rules;
pub mod start;

pub use card::{Card, Rank, Suit};
pub use deal::{DealNumber, DealNumberError};
pub use error::{MoveError, PositionError};
pub use game::Game;
pub use moves::{Move, MoveParseError, Movement};
pub use pile::{PileId, PileKind};
pub use position::{Log, NoLog, Position, Status};
pub use protocol::RawPosition;
pub use rules::{GameId, Rules, Spaces, Variant, VariantError};
pub use start::deal;
