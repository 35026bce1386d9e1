//! The JavaScript API: a `Game` class over the engine, speaking the
//! position protocol's tokens and JSON.
//!
//! ```js
//! import init, { Game } from "./patience.js";
//! await init();
//! const game = Game.deal("double-canfield", 7, { draw: 1, spaces: "any" });
//! game.legalMoves();   // ["r-t1", "s", ...]
//! game.move("s");      // throws an Error with the engine's reason when illegal
//! game.undo();         // true
//! game.position();     // the protocol's one-line JSON
//! game.state();        // the same position as a plain object
//! Game.fromPosition(game.state());  // or the JSON string
//! game.status();       // "playing", "won" or "lost"
//! game.replayCode();   // the moves so far as a replay code ("TAB")
//! const r = Game.fromReplay("lucas-leaps", 42, "TAB");
//! r.replayStop();      // null, or {move, reason} where a damaged code stopped
//! ```
//!
//! Bad arguments throw `Error`s whose messages say what was expected; nothing
//! here panics.

use super::wire;
use crate::engine::replay::{self, ReplayStop};
use crate::engine::{self, DealNumber, Move};
use js_sys::Array;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// One game in progress: a deal (or any position) with its undo history.
#[wasm_bindgen(js_name = Game)]
pub struct JsGame {
    game: engine::Game,
    /// Where the replay code this game was made from stopped early.
    replay_stop: Option<ReplayStop>,
}

#[wasm_bindgen(js_class = Game)]
impl JsGame {
    /// `Game.deal(gameId, deal, options?)`: deal `deal` (1 to 4294967295)
    /// of `gameId` (`caprice`, `capricieuse`, `lucas-leaps`,
    /// `double-canfield`, `russian-patience`). `options` (Double Canfield only) is an object
    /// like `{draw: 1, spaces: "any"}`; it may be omitted.
    pub fn deal(
        #[wasm_bindgen(js_name = gameId)] game_id: JsValue,
        deal: JsValue,
        options: JsValue,
    ) -> Result<JsGame, JsError> {
        let variant = wire::variant_from_js(&game_id, &options).map_err(|e| JsError::new(&e))?;
        let number = deal_from_js(&deal).map_err(|e| JsError::new(&e))?;
        Ok(JsGame::of(engine::Game::deal(variant, number)))
    }

    /// `Game.fromPosition(position)`: a game starting from any valid
    /// position, given as the protocol's JSON string or as the same
    /// position as a plain object (`JSON.parse` of that string, or what
    /// `game.state()` returns).
    #[wasm_bindgen(js_name = fromPosition)]
    pub fn from_position(position: JsValue) -> Result<JsGame, JsError> {
        let position =
            wire::position_from_js(position, "fromPosition").map_err(|e| JsError::new(&e))?;
        Ok(JsGame::of(engine::Game::new(position)))
    }

    /// `Game.fromReplay(gameId, deal, code, options?)`: deal `deal` of
    /// `gameId` (options as for `Game.deal`) with the moves of the replay
    /// code `code` played (`docs/replay.md`). A damaged code, or one made
    /// for another deal, plays as far as its moves are well formed and
    /// legal; `replayStop()` then says where and why. Throws only for a bad
    /// game, deal or options, or a code that is not a string.
    #[wasm_bindgen(js_name = fromReplay)]
    pub fn from_replay(
        #[wasm_bindgen(js_name = gameId)] game_id: JsValue,
        deal: JsValue,
        code: JsValue,
        options: JsValue,
    ) -> Result<JsGame, JsError> {
        let variant = wire::variant_from_js(&game_id, &options).map_err(|e| JsError::new(&e))?;
        let number = deal_from_js(&deal).map_err(|e| JsError::new(&e))?;
        let text = code
            .as_string()
            .ok_or_else(|| JsError::new("the replay code must be a string, such as \"TAB\""))?;
        let mut game = engine::Game::deal(variant, number);
        let replayed = replay::decode(game.start(), &text);
        for mv in replayed.moves {
            // Cannot fail: decode returns only legal moves.
            if game.play(mv).is_err() {
                break;
            }
        }
        Ok(JsGame {
            game,
            replay_stop: replayed.stop,
        })
    }

    /// The moves made so far (undone ones excluded) as a replay code, for
    /// a link such as `?game=lucas-leaps&deal=42#play=TAB`.
    #[wasm_bindgen(js_name = replayCode)]
    pub fn replay_code(&self) -> Result<String, JsError> {
        let moves: Vec<Move> = self.game.moves().collect();
        replay::encode(self.game.start(), &moves)
            .map(|c| c.to_string())
            .map_err(|e| JsError::new(&e.to_string()))
    }

    /// For a game made by `Game.fromReplay`: `null` when the whole code was
    /// played, otherwise `{move, reason}`: the 1-based number of the move
    /// where the code stopped (the moves before it were played) and why,
    /// in words.
    #[wasm_bindgen(js_name = replayStop)]
    pub fn replay_stop(&self) -> JsValue {
        let Some(stop) = &self.replay_stop else {
            return JsValue::NULL;
        };
        let out = js_sys::Object::new();
        let _ = js_sys::Reflect::set(
            &out,
            &"move".into(),
            &JsValue::from(stop.error.move_number() as u32),
        );
        let _ = js_sys::Reflect::set(&out, &"reason".into(), &stop.to_string().into());
        out.into()
    }

    /// The legal moves as tokens, in the protocol's order.
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> Array {
        legal_tokens(self.game.position())
    }

    /// Makes the move `token` (`t3-f2`, `s`, ...). Throws an `Error` with
    /// the engine's reason when the move is illegal or the token malformed.
    #[wasm_bindgen(js_name = move)]
    pub fn play(&mut self, token: JsValue) -> Result<(), JsError> {
        let mv = move_of(&token)?;
        self.game
            .play(mv)
            .map(|_| ())
            .map_err(|e| JsError::new(&e.to_string()))
    }

    /// Undoes the last move; `false` when there was none.
    pub fn undo(&mut self) -> bool {
        self.game.undo().is_some()
    }

    /// Redoes the last undone move; `false` when there was none.
    pub fn redo(&mut self) -> bool {
        self.game.redo().is_some()
    }

    /// The position in the protocol's one-line JSON.
    pub fn position(&self) -> String {
        wire::position_text(self.game.position())
    }

    /// The position as a plain object of the protocol's shape (`game`,
    /// `options`, `foundations`, `tableau`, `stock`, `waste`, `reserve`,
    /// `redeals_left`): `JSON.parse(game.position())`, without the text.
    pub fn state(&self) -> Result<JsValue, JsError> {
        wire::position_to_js(self.game.position()).map_err(|e| JsError::new(&e.to_string()))
    }

    /// `"playing"`, `"won"` or `"lost"`.
    pub fn status(&self) -> String {
        self.game.status().id().to_string()
    }

    /// The moves made so far (undone ones excluded), as tokens.
    pub fn moves(&self) -> Array {
        move_tokens(&self.game)
    }
}

/// A position's legal moves as tokens, in the protocol's order (the
/// `Game` class's and the table's `legalMoves()`).
pub(crate) fn legal_tokens(position: &engine::Position) -> Array {
    position
        .legal_moves()
        .iter()
        .map(|m| JsValue::from(m.to_string()))
        .collect()
}

/// A game's moves so far as tokens (`moves()`).
pub(crate) fn move_tokens(game: &engine::Game) -> Array {
    game.moves().map(|m| JsValue::from(m.to_string())).collect()
}

/// The move a `move(token)` call names, or an `Error` saying what is wrong.
pub(crate) fn move_of(token: &JsValue) -> Result<Move, JsError> {
    let text = token.as_string().ok_or_else(|| {
        JsError::new("move expects a move token as a string, such as \"t3-f2\" or \"s\"")
    })?;
    text.parse()
        .map_err(|e: engine::MoveParseError| JsError::new(&e.to_string()))
}

impl JsGame {
    fn of(game: engine::Game) -> JsGame {
        JsGame {
            game,
            replay_stop: None,
        }
    }

    /// The engine's game (for Rust callers and tests).
    pub fn game(&self) -> &engine::Game {
        &self.game
    }
}

/// A deal number from a JavaScript number, bigint or numeric string.
pub(super) fn deal_from_js(value: &JsValue) -> Result<DealNumber, String> {
    let text = if let Some(n) = value.as_f64() {
        format_number(n)
    } else if value.is_bigint() {
        String::from(
            js_sys::BigInt::unchecked_from_js_ref(value)
                .to_string(10)
                .unwrap_or_default(),
        )
    } else if let Some(s) = value.as_string() {
        s
    } else {
        return Err("the deal must be a whole number from 1 to 4294967295".into());
    };
    text.parse::<DealNumber>().map_err(|e| e.to_string())
}

/// A JavaScript number as the text a player would type (`7`, `1.5`, `NaN`).
fn format_number(n: f64) -> String {
    if n.is_finite() && n.fract() == 0.0 && n.abs() < 1e16 {
        format!("{}", n as i64)
    } else {
        // JavaScript's own spelling (and no float printing in the wasm).
        String::from(
            js_sys::Number::from(n)
                .to_string_with_radix(10)
                .unwrap_or_default(),
        )
    }
}
