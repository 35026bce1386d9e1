//! The position protocol: one line of JSON, keys in a fixed order.
//!
//! ```json
//! {"game":"double-canfield","options":{"draw":3,"spaces":"waste"},
//!  "foundations":[["5S"],[],[],[],[],[],[],[]],"tableau":[["KH"],...],
//!  "stock":[...],"waste":[],"reserve":[...],"redeals_left":0}
//! ```
//!
//! Printing writes exactly that shape with no spaces. Parsing refuses
//! anything that is not a valid position of a known game, with a reason.
//!
//! serde reads and writes the shape ([`RawPosition`]): `serde_json` for the
//! text here, `serde-wasm-bindgen` for plain JavaScript objects in the
//! browser. What the type system cannot say (two full packs, pile counts
//! per game, options a game lacks, foundation builds) is checked after
//! deserialising, by [`RawPosition::check`].

use super::card::Card;
use super::error::PositionError;
use super::pile::{PileId, FOUNDATIONS};
use super::position::Position;
use super::rules::{FoundationRule, GameId, Needs, Spaces, Variant, VariantError};
use serde::de::{self, IgnoredAny, MapAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// A position in the protocol's shape, before it is checked against its
/// game: what serde reads and writes (JSON text natively, plain JavaScript
/// objects in the browser). Fields are in the protocol's order, which is
/// the order they are printed; unknown, duplicate and missing fields are
/// refused. [`RawPosition::check`] makes it a [`Position`] or says why not.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawPosition {
    pub game: String,
    pub options: RawOptions,
    pub foundations: Vec<Vec<Token>>,
    pub tableau: Vec<Vec<Token>>,
    pub stock: Vec<Token>,
    pub waste: Vec<Token>,
    pub reserve: Vec<Token>,
    pub redeals_left: u64,
}

/// A card token as written (`"TS"`), read as any string and checked as a
/// card with the rest of the position (so that a bad token is named in the
/// cards' own words); anything but a string is refused as "expected a card
/// token".
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct Token(pub String);

impl<'de> Deserialize<'de> for Token {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Token, D::Error> {
        struct V;
        impl Visitor<'_> for V {
            type Value = Token;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a card token such as \"TS\"")
            }
            fn visit_str<E>(self, s: &str) -> Result<Token, E> {
                Ok(Token(s.to_string()))
            }
        }
        d.deserialize_str(V)
    }
}

/// The `options` object as written, every member kept in order (so that a
/// member twice, an option the game lacks or a value out of range is
/// refused with the rules' own words once the game is known).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RawOptions(pub Vec<(String, OptionValue)>);

/// An option's value as written: only whole numbers and strings can be
/// valid; anything else is kept as its kind, for the message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionValue {
    Number(u64),
    Text(String),
    /// `null` (or JavaScript's `undefined`).
    Null,
    /// Another value: `-1`, `1.5`, `true`, `[...]`, `{...}`.
    Other(String),
}

impl fmt::Display for OptionValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionValue::Number(n) => write!(f, "{n}"),
            OptionValue::Text(s) => write!(f, "\"{}\"", super::quote::cut(s)),
            OptionValue::Null => f.write_str("null"),
            OptionValue::Other(s) => f.write_str(s),
        }
    }
}

impl Serialize for OptionValue {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            OptionValue::Number(n) => s.serialize_u64(*n),
            OptionValue::Text(t) => s.serialize_str(t),
            OptionValue::Null | OptionValue::Other(_) => s.serialize_unit(),
        }
    }
}

impl<'de> Deserialize<'de> for OptionValue {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<OptionValue, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = OptionValue;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("an option's value")
            }
            fn visit_u64<E>(self, n: u64) -> Result<OptionValue, E> {
                Ok(OptionValue::Number(n))
            }
            fn visit_i64<E>(self, n: i64) -> Result<OptionValue, E> {
                Ok(u64::try_from(n)
                    .map_or_else(|_| OptionValue::Other(n.to_string()), OptionValue::Number))
            }
            fn visit_f64<E>(self, n: f64) -> Result<OptionValue, E> {
                // A number written with a fraction or an exponent (`3.0`,
                // `3e0`) is not one of the protocol's whole numbers, as it
                // is not for any other field. (A JavaScript object's whole
                // numbers arrive as integers: `3.0` there is 3, as it is to
                // JavaScript.) Quoted as written: `3.0`, not `3`.
                Ok(OptionValue::Other(format!("{n:?}")))
            }
            fn visit_str<E>(self, s: &str) -> Result<OptionValue, E> {
                Ok(OptionValue::Text(s.to_string()))
            }
            fn visit_bool<E>(self, b: bool) -> Result<OptionValue, E> {
                Ok(OptionValue::Other(b.to_string()))
            }
            fn visit_unit<E>(self) -> Result<OptionValue, E> {
                Ok(OptionValue::Null)
            }
            fn visit_none<E>(self) -> Result<OptionValue, E> {
                Ok(OptionValue::Null)
            }
            fn visit_seq<A: de::SeqAccess<'de>>(self, mut a: A) -> Result<OptionValue, A::Error> {
                while a.next_element::<IgnoredAny>()?.is_some() {}
                Ok(OptionValue::Other("an array".into()))
            }
            fn visit_map<A: MapAccess<'de>>(self, mut a: A) -> Result<OptionValue, A::Error> {
                while a.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
                Ok(OptionValue::Other("an object".into()))
            }
        }
        d.deserialize_any(V)
    }
}

impl Serialize for RawOptions {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            map.serialize_entry(k, v)?;
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for RawOptions {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<RawOptions, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = RawOptions;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("an object of options, like {\"draw\":3,\"spaces\":\"waste\"} or {}")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut a: A) -> Result<RawOptions, A::Error> {
                let mut members = Vec::new();
                while let Some(entry) = a.next_entry::<String, OptionValue>()? {
                    members.push(entry);
                }
                Ok(RawOptions(members))
            }
        }
        d.deserialize_map(V)
    }
}

impl RawPosition {
    /// The protocol's fields, in the order they are printed.
    pub const FIELDS: &'static [&'static str] = &[
        "game",
        "options",
        "foundations",
        "tableau",
        "stock",
        "waste",
        "reserve",
        "redeals_left",
    ];
}

fn tokens(cards: &[Card]) -> Vec<Token> {
    cards.iter().map(|c| Token(c.to_string())).collect()
}

impl From<&Position> for RawPosition {
    fn from(pos: &Position) -> RawPosition {
        let v = pos.variant();
        let options = if v.has_options() {
            vec![
                ("draw".to_string(), OptionValue::Number(v.draw.into())),
                (
                    "spaces".to_string(),
                    OptionValue::Text(v.spaces.id().into()),
                ),
            ]
        } else {
            Vec::new()
        };
        RawPosition {
            game: v.game.id().to_string(),
            options: RawOptions(options),
            foundations: (0..FOUNDATIONS)
                .map(|f| tokens(pos.foundation(f)))
                .collect(),
            tableau: (0..pos.rules().tableau_piles)
                .map(|t| tokens(pos.tableau(t)))
                .collect(),
            stock: tokens(pos.stock()),
            waste: tokens(pos.waste()),
            reserve: tokens(pos.reserve()),
            redeals_left: pos.redeals_left().into(),
        }
    }
}

impl Position {
    /// The protocol's JSON, on one line (compact, keys in the protocol's
    /// order; `tests/protocol.rs` pins the bytes).
    pub fn to_json(&self) -> String {
        serde_json::to_string(&RawPosition::from(self))
            .expect("a position's fields are strings and whole numbers")
    }

    /// Reads a position in the protocol's JSON, refusing invalid ones.
    pub fn from_json(text: &str) -> Result<Position, PositionError> {
        serde_json::from_str::<RawPosition>(text)
            .map_err(|e| PositionError::Json(json_words(&e.to_string())))?
            .check()
    }
}

/// A JSON reader's message in the protocol's words: what a value should
/// be ("a whole number of 0 or more", "a list", "a position (a JSON
/// object)"), never a Rust type's name (`u64`, `struct RawPosition`,
/// `a sequence`).
pub fn json_words(message: &str) -> String {
    const NAMES: [(&str, &str); 14] = [
        (
            "struct RawPosition",
            "a position (a JSON object with the protocol's fields)",
        ),
        ("struct RawOptions", "an object of options"),
        ("a map", "an object"),
        ("a sequence", "a list"),
        ("a tuple", "a list"),
        ("usize", "a whole number of 0 or more"),
        ("u64", "a whole number of 0 or more"),
        ("u32", "a whole number of 0 or more"),
        ("u16", "a whole number of 0 or more"),
        ("u8", "a whole number of 0 or more"),
        ("i64", "a whole number"),
        ("i32", "a whole number"),
        ("f64", "a number"),
        ("option", "a value or null"),
    ];
    let mut words = message.to_string();
    for (name, plain) in NAMES {
        for lead in ["expected ", "expected one of "] {
            words = words.replace(&format!("{lead}{name}"), &format!("{lead}{plain}"));
        }
    }
    words
}

impl RawPosition {
    /// The position, if it is a valid position of a known game: two full
    /// packs, the game's pile counts, options and redeals, foundation
    /// builds its rules could have made.
    pub fn check(&self) -> Result<Position, PositionError> {
        let raw = self;
        let game = GameId::parse(&raw.game)?;
        let variant = parse_options(game, &raw.options)?;
        let rules = variant.rules();
        let mut pos = Position::empty(variant);

        if raw.foundations.len() != FOUNDATIONS {
            return Err(PositionError::FoundationCount(raw.foundations.len()));
        }
        if raw.tableau.len() != rules.tableau_piles {
            return Err(PositionError::TableauCount {
                game,
                expected: rules.tableau_piles,
                found: raw.tableau.len(),
            });
        }
        for (name, cards, present) in [
            ("stock", &raw.stock, rules.has_stock()),
            ("waste", &raw.waste, rules.has_waste),
            ("reserve", &raw.reserve, rules.has_reserve),
        ] {
            if !present && !cards.is_empty() {
                return Err(PositionError::NoSuchPile { game, pile: name });
            }
        }
        let max = rules.redeals;
        if raw.redeals_left > u64::from(max) {
            return Err(PositionError::Redeals {
                game,
                found: raw.redeals_left,
                max,
            });
        }
        pos.set_redeals_left(raw.redeals_left as u8);

        let piles = raw
            .foundations
            .iter()
            .enumerate()
            .map(|(i, p)| (PileId::foundation(i), p))
            .chain(
                raw.tableau
                    .iter()
                    .enumerate()
                    .map(|(i, p)| (PileId::tableau(i), p)),
            )
            .chain([
                (PileId::STOCK, &raw.stock),
                (PileId::WASTE, &raw.waste),
                (PileId::RESERVE, &raw.reserve),
            ]);
        let mut counts = [0usize; 52];
        let mut total = 0;
        for (id, tokens) in piles {
            let pile = pos.pile_mut(id);
            for t in tokens {
                let card: Card = t.0.parse().map_err(|e: super::card::CardParseError| {
                    PositionError::BadCard(e.to_string())
                })?;
                counts[card.index()] += 1;
                total += 1;
                pile.push(card);
            }
        }
        if total != 104 {
            return Err(PositionError::CardCount(total));
        }
        if let Some(i) = counts.iter().position(|&k| k != 2) {
            return Err(PositionError::Copies {
                card: Card::from_index(i),
                copies: counts[i],
            });
        }
        if rules.foundations == FoundationRule::BaseRankWrapping {
            let Some(&base) = pos.foundation(0).first() else {
                return Err(PositionError::BadFoundation {
                    foundation: PileId::foundation(0),
                    reason:
                        "in Double Canfield f1 always holds the base card, the first card dealt"
                            .into(),
                });
            };
            pos.set_base(base.rank());
        }
        for f in 0..FOUNDATIONS {
            check_foundation(&pos, f)?;
        }
        Ok(pos)
    }
}

impl RawOptions {
    /// The draw and spaces these options give `game`, each checked: a
    /// member twice, an option the game lacks, an unknown option or a value
    /// out of range is refused in the rules' words. Absent ones are `None`.
    pub fn read(&self, game: GameId) -> Result<(Option<u8>, Option<Spaces>), PositionError> {
        let options = &self.0;
        let mut draw = None;
        let mut spaces = None;
        for (key, value) in options {
            if options.iter().filter(|(o, _)| o == key).count() > 1 {
                return Err(PositionError::Json(format!("duplicate option `{key}`")));
            }
            match key.as_str() {
                "draw" if game == GameId::DoubleCanfield => {
                    draw = match value {
                        OptionValue::Number(d @ (1 | 3)) => Some(*d as u8),
                        _ => return Err(VariantError::BadDraw(value.to_string()).into()),
                    };
                }
                "spaces" if game == GameId::DoubleCanfield => {
                    let OptionValue::Text(s) = value else {
                        return Err(VariantError::BadSpaces(value.to_string()).into());
                    };
                    spaces = Some(Spaces::parse(s)?);
                }
                "draw" => return Err(VariantError::NoSuchOption(game, "draw").into()),
                "spaces" => return Err(VariantError::NoSuchOption(game, "spaces").into()),
                other => return Err(VariantError::UnknownOption(other.to_string()).into()),
            }
        }
        Ok((draw, spaces))
    }
}

/// The variant a position's options give: a game with options must give
/// them all.
fn parse_options(game: GameId, options: &RawOptions) -> Result<Variant, PositionError> {
    let (draw, spaces) = options.read(game)?;
    if game == GameId::DoubleCanfield && (draw.is_none() || spaces.is_none()) {
        return Err(PositionError::Json(
            "double-canfield's options must give both draw and spaces, like {\"draw\":3,\"spaces\":\"waste\"}"
                .into(),
        ));
    }
    Ok(Variant::with_options(game, draw, spaces)?)
}

/// Is foundation `f` a build its game could have made?
fn check_foundation(pos: &Position, f: usize) -> Result<(), PositionError> {
    let cards = pos.foundation(f);
    let bad = |reason: String| {
        Err(PositionError::BadFoundation {
            foundation: PileId::foundation(f),
            reason,
        })
    };
    let rule = pos.rules().foundations;
    // Replay the build card by card against the rule's own "needs".
    for (i, &card) in cards.iter().enumerate() {
        let needs = rule.needs(f, &cards[..i], pos.base_rank());
        if !needs.accepts(card) {
            let what = match needs {
                Needs::Card(c) => format!("{card} cannot follow, it needs {c}"),
                Needs::Rank(r) => format!(
                    "it must start with one of the {}, not {card}",
                    if rule == FoundationRule::BaseRankWrapping {
                        format!("{} (the base rank)", r.plural())
                    } else {
                        r.plural().to_string()
                    }
                ),
                Needs::Complete => {
                    format!("it is complete, yet {card} lies on it")
                }
            };
            return bad(what);
        }
    }
    Ok(())
}
