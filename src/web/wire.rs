//! Rust values across the JavaScript boundary: serde-wasm-bindgen turns
//! them into plain JavaScript objects and arrays and back; text (the
//! browser's saved data, the position protocol handed in as a string) goes
//! through the browser's own `JSON.parse` and `JSON.stringify`, so no JSON
//! text is parsed or printed in the WebAssembly.
//!
//! `JSON.stringify` writes an object's members in the order they were set,
//! which is the order of the struct's fields: the texts are the ones the
//! earlier releases wrote, byte for byte (the tests pin them).

use crate::engine::protocol::{OptionValue, RawOptions};
use crate::engine::{GameId, Position, PositionError, RawPosition, Variant};
use crate::table::records::stats;
use crate::table::records::store::Json;
use js_sys::Array;
use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::{JsCast, JsValue};

/// Why a text or a value was not what was expected (not JSON, or not of
/// the expected shape): the records' [`JsonError`](crate::table::records::store::JsonError).
pub use crate::table::records::store::JsonError as WireError;

/// The browser's JSON for the records' [`Store`](crate::table::records::store::Store)
/// (`web::storage`): `JSON.parse`, serde-wasm-bindgen, `JSON.stringify`.
pub struct Wire;

impl Json for Wire {
    type Doc = JsValue;

    fn parse(text: &str) -> Result<JsValue, WireError> {
        parse_text(text)
    }

    fn read<T: DeserializeOwned>(doc: &JsValue) -> Result<T, WireError> {
        from_js(doc.clone())
    }

    fn print<T: Serialize + ?Sized>(value: &T) -> Result<String, WireError> {
        to_text(value)
    }

    /// Sources and records refuse members other than their fields (the
    /// whole ignores them), and a `[key, value]` pair has two items:
    /// serde-wasm-bindgen sees neither other members nor items past a
    /// tuple's, so they are looked for here first.
    fn check_stats(doc: &JsValue) -> Result<(), WireError> {
        pairs(&get(doc, "open"))?;
        for source in items(&get(doc, "sources")).iter().flat_map(Array::iter) {
            Self::check_source(&source)?;
        }
        Ok(())
    }

    fn check_source(source: &JsValue) -> Result<(), WireError> {
        deny_unknown(source, stats::SOURCE_FIELDS)?;
        for pair in pairs(&get(source, "games"))? {
            deny_unknown(&pair.get(1), stats::RECORD_FIELDS)?;
        }
        Ok(())
    }

    fn items(doc: &JsValue, field: &str) -> Vec<JsValue> {
        items(&get(doc, field)).map_or_else(Vec::new, |a| a.to_vec())
    }
}

/// `value[key]` (`undefined` when there is none).
fn get(value: &JsValue, key: &str) -> JsValue {
    js_sys::Reflect::get(value, &key.into()).unwrap_or(JsValue::UNDEFINED)
}

/// `value`'s items, if it is an array.
fn items(value: &JsValue) -> Option<Array> {
    Array::is_array(value).then(|| Array::from(value))
}

/// The `[key, value]` pairs of the array `list` (none if it is no array),
/// refusing a pair of another length.
fn pairs(list: &JsValue) -> Result<Vec<Array>, WireError> {
    let Some(list) = items(list) else {
        return Ok(Vec::new());
    };
    list.iter()
        .filter_map(|p| items(&p))
        .map(|p| match p.length() {
            2 => Ok(p),
            n => Err(WireError::Shape(format!(
                "expected a pair, found {n} items"
            ))),
        })
        .collect()
}

/// The serializer: maps become plain objects too (not `Map`s), so that
/// `JSON.stringify` writes them.
fn serializer() -> serde_wasm_bindgen::Serializer {
    serde_wasm_bindgen::Serializer::new().serialize_maps_as_objects(true)
}

/// `value` as a plain JavaScript value.
pub fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, WireError> {
    value
        .serialize(&serializer())
        .map_err(|e| WireError::Shape(message(&e.into())))
}

/// A Rust value from a plain JavaScript value.
pub fn from_js<T: DeserializeOwned>(value: JsValue) -> Result<T, WireError> {
    serde_wasm_bindgen::from_value(value).map_err(|e| WireError::Shape(message(&e.into())))
}

/// `JSON.parse(text)`.
pub fn parse_text(text: &str) -> Result<JsValue, WireError> {
    js_sys::JSON::parse(text).map_err(|e| WireError::NotJson(message(&e)))
}

/// Refuses an object's members other than `fields`, in serde's words
/// (`unknown field `x`, expected one of ...`). serde-wasm-bindgen reads a
/// struct by asking the object for each field by name, so it never sees
/// other members and `#[serde(deny_unknown_fields)]` cannot act through it:
/// the types that refuse unknown fields are checked with this first.
/// Anything but an object is left for serde to refuse.
pub fn deny_unknown(value: &JsValue, fields: &'static [&'static str]) -> Result<(), WireError> {
    if !value.is_object() || js_sys::Array::is_array(value) {
        return Ok(());
    }
    for key in js_sys::Object::keys(value.unchecked_ref::<js_sys::Object>()).iter() {
        let key = key.as_string().unwrap_or_default();
        if !fields.contains(&key.as_str()) {
            let e = <serde::de::value::Error as serde::de::Error>::unknown_field(&key, fields);
            return Err(WireError::Shape(e.to_string()));
        }
    }
    Ok(())
}

/// A Rust value from JSON text: `JSON.parse`, then [`from_js`].
pub fn from_text<T: DeserializeOwned>(text: &str) -> Result<T, WireError> {
    from_js(parse_text(text)?)
}

/// JSON text of a Rust value: [`to_js`], then `JSON.stringify`.
pub fn to_text<T: Serialize + ?Sized>(value: &T) -> Result<String, WireError> {
    let js = to_js(value)?;
    js_sys::JSON::stringify(&js)
        .map_err(|e| WireError::Shape(message(&e)))?
        .as_string()
        .ok_or_else(|| WireError::Shape("JSON.stringify gave no text".into()))
}

/// The message of a thrown JavaScript value.
pub fn message(e: &JsValue) -> String {
    e.dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| e.as_string())
        .unwrap_or_else(|| "an unknown error".into())
}

/// A position handed in by JavaScript: the protocol's JSON as a string, or
/// the same position as a plain object (what `JSON.parse` of that string or
/// `game.state()` gives). `what` names the caller in the message for other
/// values.
pub fn position_from_js(value: JsValue, what: &str) -> Result<Position, String> {
    let not_a_position = |e: WireError| PositionError::Json(e.to_string()).to_string();
    let value = match value.as_string() {
        Some(text) => parse_text(&text).map_err(not_a_position)?,
        None if value.is_object() => value,
        None => {
            return Err(format!(
                "{what} expects the position's JSON as a string, or the position as an object"
            ))
        }
    };
    deny_unknown(&value, RawPosition::FIELDS).map_err(not_a_position)?;
    // serde-wasm-bindgen reads an array as a map of its indices: an
    // `options` array would pass for `{}`.
    let options = js_sys::Reflect::get(&value, &"options".into()).unwrap_or(JsValue::UNDEFINED);
    if js_sys::Array::is_array(&options) {
        return Err(not_a_position(WireError::Shape(
            "invalid type: sequence, expected an object of options, like {\"draw\":3,\"spaces\":\"waste\"} or {}".into(),
        )));
    }
    let raw: RawPosition = from_js(value).map_err(not_a_position)?;
    raw.check().map_err(|e| e.to_string())
}

/// The position as the protocol's one-line JSON (`JSON.stringify` of
/// [`position_to_js`]: the same bytes as [`Position::to_json`]).
pub fn position_text(position: &Position) -> String {
    position_js_text(position).as_string().unwrap_or_default()
}

/// [`position_text`] as the JavaScript string `JSON.stringify` gave,
/// for JavaScript (an event's detail, a message to the solver's worker)
/// without a round trip through the WebAssembly's memory.
pub fn position_js_text(position: &Position) -> JsValue {
    // Strings and small whole numbers: this cannot fail.
    to_js(&RawPosition::from(position))
        .ok()
        .and_then(|js| js_sys::JSON::stringify(&js).ok())
        .map_or_else(|| JsValue::from_str(""), Into::into)
}

/// The position as a plain object of the protocol's shape.
pub fn position_to_js(position: &Position) -> Result<JsValue, WireError> {
    to_js(&RawPosition::from(position))
}

/// The game and its options from the JavaScript arguments.
pub fn variant_from_js(game_id: &JsValue, options: &JsValue) -> Result<Variant, String> {
    let id = game_id.as_string().ok_or_else(|| {
        "the game id must be a string: caprice, capricieuse, lucas-leaps, double-canfield or russian-patience"
            .to_string()
    })?;
    let game = GameId::parse_any_case(&id).map_err(|e| e.to_string())?;
    if options.is_undefined() || options.is_null() {
        return Ok(Variant::new(game));
    }
    if !options.is_object() || Array::is_array(options) {
        return Err("options must be an object such as {draw: 1, spaces: \"any\"}".into());
    }
    let RawOptions(members) = from_js(options.clone()).map_err(|e| e.to_string())?;
    // Options left undefined (or null) are not given; a draw may be
    // written as a string ("1"), as the deal number may.
    let given = members
        .into_iter()
        .filter(|(_, v)| *v != OptionValue::Null)
        .map(|(k, v)| match v {
            OptionValue::Text(t) if k == "draw" && (t == "1" || t == "3") => {
                (k, OptionValue::Number(if t == "1" { 1 } else { 3 }))
            }
            v => (k, v),
        })
        .collect();
    let (draw, spaces) = RawOptions(given).read(game).map_err(|e| e.to_string())?;
    Variant::with_options(game, draw, spaces).map_err(|e| e.to_string())
}
