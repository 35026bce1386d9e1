//! Deal links: `?game=ID&deal=N` (Double Canfield adds `&draw=1` and
//! `&spaces=any` when they differ from the defaults; an embedded table adds
//! `&embed=1`), daily links `?game=ID&daily` (today, UTC) or
//! `?game=ID&daily=2026-11-23`, and replay links: a deal link with
//! `#play=CODE` (`docs/replay.md`). Reading a link never fails: a bad
//! parameter falls back to something sensible and says so in a notice.

use crate::engine::daily::DailyDate;
use crate::engine::{DealNumber, GameId, Spaces, Variant};

/// Which day's daily deal a link asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DailyAsk {
    /// Today's (UTC), as the browser's clock says.
    Today,
    On(DailyDate),
}

/// What a page address asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkRequest {
    /// The game asked for (or the fallback game).
    pub variant: Variant,
    /// Whether the address named a game at all (valid or not).
    pub game_given: bool,
    /// The deal asked for; `None` when absent or invalid.
    pub deal: Option<DealNumber>,
    /// `embed=1`: the compact table without page chrome.
    pub embed: bool,
    /// `daily` or `daily=YYYY-MM-DD`: the daily deal (the deal number is
    /// then ignored).
    pub daily: Option<DailyAsk>,
    /// What was wrong with the address, for the message line.
    pub notices: Vec<String>,
}

/// Reads a query string (with or without its leading `?`).
pub fn parse_query(search: &str) -> LinkRequest {
    let params = pairs(search);
    let get = |name: &str| {
        params
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    };
    let mut notices = Vec::new();

    let game_given = get("game").is_some();
    let game = match get("game") {
        None => GameId::Caprice,
        Some(id) => match GameId::parse(id) {
            Ok(g) => g,
            Err(e) => {
                notices.push(format!("{e}: showing Caprice instead."));
                GameId::Caprice
            }
        },
    };

    let mut draw = None;
    let mut spaces = None;
    let lacks = |option: &str| {
        format!(
            "{} has no {option} option (only Double Canfield has one): ignored.",
            game.name()
        )
    };
    if let Some(d) = get("draw") {
        if game != GameId::DoubleCanfield {
            notices.push(lacks("draw"));
        } else {
            match d {
                "1" => draw = Some(1),
                "3" => draw = Some(3),
                _ => notices.push(format!(
                    "draw must be 1 or 3, not '{}': drawing 3.",
                    shorten(d)
                )),
            }
        }
    }
    if let Some(s) = get("spaces") {
        if game != GameId::DoubleCanfield {
            notices.push(lacks("spaces"));
        } else {
            match Spaces::parse(s) {
                Ok(sp) => spaces = Some(sp),
                Err(_) => notices.push(format!(
                    "spaces must be waste or any, not '{}': spaces take the waste's card.",
                    shorten(s)
                )),
            }
        }
    }
    let variant = Variant::with_options(game, draw, spaces).unwrap_or(Variant::new(game));

    let deal = match get("deal") {
        None => None,
        Some(text) => match text.parse::<DealNumber>() {
            Ok(n) => Some(n),
            Err(_) => {
                notices.push(format!(
                    "'{}' is not a deal number (deals are whole numbers from 1 to 4294967295): here is another deal.",
                    shorten(text)
                ));
                None
            }
        },
    };

    let embed = matches!(get("embed"), Some("1" | "true" | "yes" | ""));
    let daily = get("daily").map(|text| match text {
        "" | "today" => DailyAsk::Today,
        text => match text.parse::<DailyDate>() {
            Ok(date) => DailyAsk::On(date),
            Err(_) => {
                notices.push(format!(
                    "'{}' is not a date (dates are written like 2026-11-23): here is today's daily deal.",
                    shorten(text)
                ));
                DailyAsk::Today
            }
        },
    });
    LinkRequest {
        variant,
        game_given,
        deal,
        embed,
        daily,
        notices,
    }
}

/// The replay code of an address's fragment (`#play=CODE`, percent-decoded),
/// if it has one.
pub fn replay_code(hash: &str) -> Option<String> {
    form_urlencoded::parse(hash.trim_start_matches('#').as_bytes())
        .find(|(k, _)| k == "play")
        .map(|(_, code)| code.into_owned())
}

/// The query string of a daily link, with its leading `?`.
pub fn daily_query(variant: Variant, date: DailyDate, embed: bool) -> String {
    let q = format!("?game={}&daily={date}", variant.game.id());
    with_options(q, variant, embed)
}

/// The query string of a deal link, with its leading `?`.
pub fn query(variant: Variant, deal: DealNumber, embed: bool) -> String {
    let q = format!("?game={}&deal={}", variant.game.id(), deal);
    with_options(q, variant, embed)
}

/// `q` with the variant's options where they are not the defaults, and
/// the embed flag.
fn with_options(mut q: String, variant: Variant, embed: bool) -> String {
    if variant.has_options() {
        if variant.draw != 3 {
            q.push_str(&format!("&draw={}", variant.draw));
        }
        if variant.spaces != Spaces::Waste {
            q.push_str(&format!("&spaces={}", variant.spaces.id()));
        }
    }
    if embed {
        q.push_str("&embed=1");
    }
    q
}

/// A key naming one variant's deal (the link without the embed flag).
pub fn deal_key(variant: Variant, deal: DealNumber) -> String {
    query(variant, deal, false)[1..].to_string()
}

/// The `name=value` pairs of a query string, percent-decoded.
fn pairs(search: &str) -> Vec<(String, String)> {
    form_urlencoded::parse(search.trim_start_matches('?').as_bytes())
        .into_owned()
        .collect()
}

/// A parameter as quoted back in a notice: at most 24 characters.
fn shorten(s: &str) -> String {
    if s.chars().count() > 24 {
        let mut t: String = s.chars().take(24).collect();
        t.push('…');
        t
    } else {
        s.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_round_trip() {
        let v = Variant::with_options(GameId::DoubleCanfield, Some(1), Some(Spaces::Any)).unwrap();
        let d = DealNumber::new(42).unwrap();
        let q = query(v, d, false);
        assert_eq!(q, "?game=double-canfield&deal=42&draw=1&spaces=any");
        let r = parse_query(&q);
        assert_eq!((r.variant, r.deal, r.embed), (v, Some(d), false));
        assert!(r.notices.is_empty());
        assert_eq!(r.daily, None);
    }

    #[test]
    fn daily_links_name_a_day_or_today() {
        let date: DailyDate = "2026-11-23".parse().unwrap();
        let v = Variant::new(GameId::LucasLeaps);
        let q = daily_query(v, date, false);
        assert_eq!(q, "?game=lucas-leaps&daily=2026-11-23");
        let r = parse_query(&q);
        assert_eq!((r.variant, r.daily), (v, Some(DailyAsk::On(date))));
        assert_eq!(parse_query("?daily").daily, Some(DailyAsk::Today));
        assert_eq!(
            parse_query("?daily=&game=caprice").daily,
            Some(DailyAsk::Today)
        );
        let bad = parse_query("?game=caprice&daily=2026-02-30");
        assert_eq!(bad.daily, Some(DailyAsk::Today));
        assert!(bad.notices[0].contains("'2026-02-30' is not a date"));
    }

    #[test]
    fn replay_codes_come_from_the_fragment() {
        assert_eq!(replay_code("#play=TAB"), Some("TAB".to_string()));
        assert_eq!(replay_code("play=T-_B"), Some("T-_B".to_string()));
        assert_eq!(replay_code("#x=1&play=A%2A"), Some("A*".to_string()));
        assert_eq!(replay_code("#top"), None);
        assert_eq!(replay_code(""), None);
        assert_eq!(replay_code("#play="), Some(String::new()));
    }
}
