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

use super::card::Card;
use super::error::PositionError;
use super::json::{self, Value};
use super::pile::{PileId, FOUNDATIONS};
use super::position::Position;
use super::rules::{FoundationRule, GameId, Needs, Spaces, Variant, VariantError};
use std::fmt::Write;

/// The protocol's fields, in the order they are printed.
const FIELDS: &[&str] = &[
    "game",
    "options",
    "foundations",
    "tableau",
    "stock",
    "waste",
    "reserve",
    "redeals_left",
];

/// A position as read, before it is checked against its game.
struct RawPosition<'a> {
    game: &'a str,
    options: &'a [(String, Value)],
    foundations: Vec<Vec<&'a str>>,
    tableau: Vec<Vec<&'a str>>,
    stock: Vec<&'a str>,
    waste: Vec<&'a str>,
    reserve: Vec<&'a str>,
    redeals_left: u64,
}

impl<'a> RawPosition<'a> {
    fn read(v: &'a Value) -> Result<RawPosition<'a>, json::Error> {
        let f = v.fields(FIELDS)?;
        let piles = |key: &str| -> Result<Vec<Vec<&'a str>>, json::Error> {
            f.array(key)?
                .iter()
                .map(|p| {
                    json::strings(p).map_err(|_| {
                        json::Error::shape(format!(
                            "field `{key}` must be an array of piles, each an array of card tokens"
                        ))
                    })
                })
                .collect()
        };
        let options = f.req("options")?;
        Ok(RawPosition {
            game: f.str("game")?,
            options: options.as_object().ok_or_else(|| {
                json::Error::shape(format!(
                    "field `options` must be an object, not {}",
                    options.kind()
                ))
            })?,
            foundations: piles("foundations")?,
            tableau: piles("tableau")?,
            stock: f.strings("stock")?,
            waste: f.strings("waste")?,
            reserve: f.strings("reserve")?,
            redeals_left: f.u64("redeals_left")?,
        })
    }
}

impl Position {
    /// The protocol's JSON, on one line.
    pub fn to_json(&self) -> String {
        let mut s = String::with_capacity(640);
        let v = self.variant();
        s.push_str("{\"game\":\"");
        s.push_str(v.game.id());
        s.push_str("\",\"options\":");
        if v.has_options() {
            let _ = write!(
                s,
                "{{\"draw\":{},\"spaces\":\"{}\"}}",
                v.draw,
                v.spaces.id()
            );
        } else {
            s.push_str("{}");
        }
        s.push_str(",\"foundations\":[");
        for f in 0..FOUNDATIONS {
            if f > 0 {
                s.push(',');
            }
            write_cards(&mut s, self.foundation(f));
        }
        s.push_str("],\"tableau\":[");
        for t in 0..self.rules().tableau_piles {
            if t > 0 {
                s.push(',');
            }
            write_cards(&mut s, self.tableau(t));
        }
        s.push_str("],\"stock\":");
        write_cards(&mut s, self.stock());
        s.push_str(",\"waste\":");
        write_cards(&mut s, self.waste());
        s.push_str(",\"reserve\":");
        write_cards(&mut s, self.reserve());
        let _ = write!(s, ",\"redeals_left\":{}}}", self.redeals_left());
        s
    }

    /// Reads a position in the protocol's JSON, refusing invalid ones.
    pub fn from_json(text: &str) -> Result<Position, PositionError> {
        let value = json::parse(text).map_err(|e| PositionError::Json(e.to_string()))?;
        let raw = RawPosition::read(&value).map_err(|e| PositionError::Json(e.to_string()))?;
        let game = GameId::parse(raw.game)?;
        let variant = parse_options(game, raw.options)?;
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
                let card: Card = t.parse().map_err(|e: super::card::CardParseError| {
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

fn write_cards(s: &mut String, cards: &[Card]) {
    s.push('[');
    for (i, c) in cards.iter().enumerate() {
        if i > 0 {
            s.push(',');
        }
        s.push('"');
        s.push(c.rank().letter());
        s.push(c.suit().letter());
        s.push('"');
    }
    s.push(']');
}

fn parse_options(game: GameId, options: &[(String, Value)]) -> Result<Variant, PositionError> {
    let mut draw = None;
    let mut spaces = None;
    for (key, value) in options {
        if options.iter().filter(|(o, _)| o == key).count() > 1 {
            return Err(PositionError::Json(format!("duplicate option `{key}`")));
        }
        match key.as_str() {
            "draw" if game == GameId::DoubleCanfield => {
                let d = value
                    .as_u64()
                    .filter(|d| *d == 1 || *d == 3)
                    .ok_or_else(|| VariantError::BadDraw(value.to_string()))?;
                draw = Some(d as u8);
            }
            "spaces" if game == GameId::DoubleCanfield => {
                let s = value
                    .as_str()
                    .ok_or_else(|| VariantError::BadSpaces(value.to_string()))?;
                spaces = Some(Spaces::parse(s)?);
            }
            "draw" => return Err(VariantError::NoSuchOption(game, "draw").into()),
            "spaces" => return Err(VariantError::NoSuchOption(game, "spaces").into()),
            other => return Err(VariantError::UnknownOption(other.to_string()).into()),
        }
    }
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
