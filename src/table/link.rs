//! Deal links: `?game=ID&deal=N` (Double Canfield adds `&draw=1` and
//! `&spaces=any` when they differ from the defaults; the game's page in an
//! iframe keeps `&embed=1` in its own address, which shared links never
//! carry), daily links `?game=ID&daily` (today, UTC) or
//! `?game=ID&daily=2026-11-23`, and replay links: a deal link with
//! `#play=CODE` (`docs/replay.md`). Reading a link never fails: a bad
//! parameter falls back to something sensible and says so in a notice.
//! Links to a host page keep its own parameters ([`link_at`]); a table
//! whose Share links point at its own page opens what they name
//! ([`opening`]). The link's shape is documented in `docs/embedding.md`.

use crate::engine::daily::DailyDate;
use crate::engine::{DealNumber, GameId, Spaces, Variant};
use crate::table::rulebook;
use crate::table::words::{Arg, Words};

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
    /// What was wrong with the address, for the message line, as said
    /// when a page opens (another deal is then dealt in place of a bad
    /// one).
    pub notices: Vec<LinkNotice>,
    /// The deal number given, when it was not one: the table that is
    /// asked to change deal keeps the deal it shows and says so
    /// ([`LinkRequest::kept_notices`]).
    pub bad_deal: Option<String>,
}

/// The longest `storage-prefix` an element may have
/// (`attributes::StoragePrefix`).
pub const MAX_STORAGE_PREFIX: usize = 64;

/// What was wrong with an address (or an element's deal attributes), said
/// in the table's words ([`LinkNotice::text`], `locales/*/table.ftl`'s
/// `link-…` messages). Values given are kept shortened (24 characters).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkNotice {
    /// A parameter's value longer than [`MAX_VALUE`] (its length).
    TooLong {
        key: String,
        length: usize,
    },
    /// `game` names no game.
    NoGame(String),
    /// `draw` or `spaces` for a game without options.
    NoOption {
        game: GameId,
        option: &'static str,
    },
    BadDraw(String),
    BadSpaces(String),
    /// `deal` is not a deal number; `kept`: the table keeps the deal it
    /// shows (an attribute changed), rather than dealing another.
    BadDeal {
        text: String,
        kept: bool,
    },
    BadAutoplay(String),
    BadDate(String),
    /// The saved game of the deal asked for could not be read.
    SaveUnreadable,
    /// An element's `share-url` that is no web address (`javascript:`,
    /// `data:`, or no address at all): Share links point at the game's
    /// own page instead ([`share_address`]).
    BadShareUrl(String),
    /// An element's `storage-prefix` that is no prefix: the table keeps
    /// its records under the default (`attributes::StoragePrefix`).
    BadStoragePrefix(String),
}

impl LinkNotice {
    /// The player's words.
    pub fn text(&self, words: &Words) -> String {
        let given = |t: &String| ("text", Arg::Text(t.clone()));
        match self {
            LinkNotice::TooLong { key, length } => words.with(
                "link-too-long",
                &[
                    ("key", Arg::Text(key.clone())),
                    ("length", Arg::from(*length)),
                    ("max", Arg::from(MAX_VALUE)),
                ],
            ),
            LinkNotice::NoGame(t) => words.with(
                "link-no-game",
                &[
                    given(t),
                    (
                        "game",
                        Arg::Text(rulebook::game_name(GameId::Caprice, words)),
                    ),
                ],
            ),
            LinkNotice::NoOption { game, option } => words.with(
                if *option == "draw" {
                    "link-no-draw-option"
                } else {
                    "link-no-spaces-option"
                },
                &[
                    ("game", Arg::Text(rulebook::game_name(*game, words))),
                    (
                        "canfield",
                        Arg::Text(rulebook::game_name(GameId::DoubleCanfield, words)),
                    ),
                ],
            ),
            LinkNotice::BadDraw(t) => words.with("link-bad-draw", &[given(t)]),
            LinkNotice::BadSpaces(t) => words.with("link-bad-spaces", &[given(t)]),
            LinkNotice::BadDeal { text, kept } => words.with(
                if *kept {
                    "link-bad-deal-kept"
                } else {
                    "link-bad-deal"
                },
                &[given(text), ("max", Arg::Text(u32::MAX.to_string()))],
            ),
            LinkNotice::BadAutoplay(t) => words.with("link-bad-autoplay", &[given(t)]),
            LinkNotice::BadDate(t) => words.with("link-bad-date", &[given(t)]),
            LinkNotice::SaveUnreadable => words.get("link-save-unreadable"),
            LinkNotice::BadShareUrl(t) => words.with("link-bad-share-url", &[given(t)]),
            LinkNotice::BadStoragePrefix(t) => words.with(
                "link-bad-storage-prefix",
                &[given(t), ("max", Arg::from(MAX_STORAGE_PREFIX))],
            ),
        }
    }
}

/// Notices said together, one after the other (`link-notices-join`).
pub fn notices_text(notices: &[LinkNotice], words: &Words) -> String {
    let mut text = String::new();
    for n in notices {
        let next = n.text(words);
        text = if text.is_empty() {
            next
        } else {
            words.with(
                "link-notices-join",
                &[("first", Arg::Text(text)), ("next", Arg::Text(next))],
            )
        };
    }
    text
}

impl LinkRequest {
    /// The notices for a table that already shows a deal and keeps it when
    /// the new one is not a deal.
    pub fn kept_notices(&self) -> Vec<LinkNotice> {
        let opened = self.bad_deal.as_deref().map(|t| LinkNotice::BadDeal {
            text: shorten(t),
            kept: false,
        });
        let mut notices: Vec<LinkNotice> = self
            .notices
            .iter()
            .filter(|n| Some(*n) != opened.as_ref())
            .cloned()
            .collect();
        if let Some(t) = &self.bad_deal {
            notices.push(LinkNotice::BadDeal {
                text: shorten(t),
                kept: true,
            });
        }
        notices
    }
}

/// The parameters a link (or an element's deal attributes) is read for.
pub const PARAMETERS: [&str; 7] = [
    "game", "deal", "draw", "spaces", "autoplay", "daily", "embed",
];

/// The longest value one of [`PARAMETERS`] may have (no real one is longer
/// than 32 characters): a longer value is refused unread, with a notice.
pub const MAX_VALUE: usize = 64;

/// Reads a query string (with or without its leading `?`).
pub fn parse_query(search: &str) -> LinkRequest {
    let mut notices = Vec::new();
    let mut params = pairs(search);
    params.retain(|(k, v)| {
        let long = v.len() > MAX_VALUE && PARAMETERS.contains(&k.as_str());
        if long {
            notices.push(LinkNotice::TooLong {
                key: shorten(k),
                length: v.chars().count(),
            });
        }
        !long
    });
    let get = |name: &str| {
        params
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    };

    let game_given = get("game").is_some();
    let game = match get("game") {
        None => GameId::Caprice,
        Some(id) => match GameId::parse_any_case(id) {
            Ok(g) => g,
            Err(_) => {
                notices.push(LinkNotice::NoGame(shorten(id)));
                GameId::Caprice
            }
        },
    };

    let mut draw = None;
    let mut spaces = None;
    let lacks = |option: &'static str| LinkNotice::NoOption { game, option };
    if let Some(d) = get("draw") {
        if game != GameId::DoubleCanfield {
            notices.push(lacks("draw"));
        } else {
            match d {
                "1" => draw = Some(1),
                "3" => draw = Some(3),
                _ => notices.push(LinkNotice::BadDraw(shorten(d))),
            }
        }
    }
    if let Some(s) = get("spaces") {
        if game != GameId::DoubleCanfield {
            notices.push(lacks("spaces"));
        } else {
            match Spaces::parse(s) {
                Ok(sp) => spaces = Some(sp),
                Err(_) => notices.push(LinkNotice::BadSpaces(shorten(s))),
            }
        }
    }
    let variant = Variant::with_options(game, draw, spaces).unwrap_or(Variant::new(game));

    let mut bad_deal = None;
    let deal = match get("deal") {
        None => None,
        Some(text) => match text.parse::<DealNumber>() {
            Ok(n) => Some(n),
            Err(_) => {
                notices.push(LinkNotice::BadDeal {
                    text: shorten(text),
                    kept: false,
                });
                bad_deal = Some(text.to_string());
                None
            }
        },
    };
    if let Some(v) = get("autoplay") {
        if !matches!(
            v.to_ascii_lowercase().as_str(),
            "" | "0" | "1" | "false" | "true" | "off" | "on" | "no" | "yes"
        ) {
            notices.push(LinkNotice::BadAutoplay(shorten(v)));
        }
    }

    let embed = matches!(get("embed"), Some("1" | "true" | "yes" | ""));
    let daily = get("daily").map(|text| match text {
        "" | "today" => DailyAsk::Today,
        text => match text.parse::<DailyDate>() {
            Ok(date) => DailyAsk::On(date),
            Err(_) => {
                notices.push(LinkNotice::BadDate(shorten(text)));
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
        bad_deal,
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

/// The parameters a deal link writes and reads. A link to a host page
/// keeps the page's other parameters ([`link_at`]).
pub const LINK_PARAMS: [&str; 7] = [
    "game", "deal", "draw", "spaces", "autoplay", "daily", "embed",
];

/// Where an element's Share links point, given its `share-url` as written
/// (`given`) and as the browser resolved it against the host document's
/// base URL (`resolved`; `None`: it does not resolve): only a web
/// address, `http:` or `https:`, is taken. Anything else (`javascript:`,
/// `data:`, `file:`, a text that is no address) is refused with a notice,
/// and the caller's Share links keep pointing at the game's own page.
pub fn share_address(given: &str, resolved: Option<&str>) -> Result<String, LinkNotice> {
    match resolved {
        Some(url) if is_web_address(url) => Ok(url.to_string()),
        _ => Err(LinkNotice::BadShareUrl(shorten(given))),
    }
}

/// An absolute `http:` or `https:` address with a host.
fn is_web_address(url: &str) -> bool {
    let lower = url.get(..8).unwrap_or(url).to_ascii_lowercase();
    let rest = if lower.starts_with("https://") {
        &url[8..]
    } else if lower.starts_with("http://") {
        &url[7..]
    } else {
        return false;
    };
    !rest.starts_with(['/', '?', '#']) && !rest.is_empty()
}

/// The key of one `name=value` segment of a query string, percent-decoded.
fn key_of(segment: &str) -> String {
    form_urlencoded::parse(segment.as_bytes())
        .next()
        .map(|(k, _)| k.into_owned())
        .unwrap_or_default()
}

/// A deal link at `base` (an absolute address: the game's page, or the
/// host's `share-url` resolved against its document): `base` without its
/// fragment (a link's fragment is its replay's), its own query parameters
/// kept as written, other than a deal link's ([`LINK_PARAMS`]), then
/// `query`'s (with or without its leading `?`).
///
/// `https://example.org/blog/?from=news&deal=3#top` and `?game=caprice&deal=7`
/// make `https://example.org/blog/?from=news&game=caprice&deal=7`.
pub fn link_at(base: &str, query: &str) -> String {
    let base = base.split('#').next().unwrap_or_default();
    let (path, search) = base.split_once('?').unwrap_or((base, ""));
    let mut all: Vec<&str> = search
        .split('&')
        .filter(|p| !p.is_empty() && !LINK_PARAMS.contains(&key_of(p).as_str()))
        .collect();
    all.extend(
        query
            .trim_start_matches('?')
            .split('&')
            .filter(|p| !p.is_empty()),
    );
    if all.is_empty() {
        path.to_string()
    } else {
        format!("{path}?{}", all.join("&"))
    }
}

/// Whether an address opens a deal of its own: a deal link (`deal`), a
/// daily link (`daily`) or a replay link (a deal link with `#play=`). An
/// embedded table whose Share links point at the page it is on reads such
/// an address in place of its attributes ([`opening`]).
pub fn names_deal(search: &str) -> bool {
    pairs(search)
        .iter()
        .any(|(k, _)| k == "deal" || k == "daily")
}

/// Whether `a` and `b` are one page: the same address without query and
/// fragment.
pub fn same_page(a: &str, b: &str) -> bool {
    let bare = |u: &str| u.split(['?', '#']).next().unwrap_or_default().to_string();
    !a.is_empty() && bare(a) == bare(b)
}

/// What an embedded table opens first: its attributes' query (`attributes`,
/// as [`crate::table::attributes::query`] writes it), unless its Share
/// links point at the page it is on (`share` is that page's address, the
/// share link resolved, and `address` the page's own) and the page's
/// address names a deal: then the address's query and fragment (a deal,
/// daily or replay link followed to this page opens what it names).
/// Returns the query and fragment to read.
pub fn opening(attributes: &str, share: &str, address: (&str, &str, &str)) -> (String, String) {
    let (href, search, hash) = address;
    if same_page(share, href) && names_deal(search) {
        (search.to_string(), hash.to_string())
    } else {
        (attributes.to_string(), String::new())
    }
}

/// The `name=value` pairs of a query string, percent-decoded.
fn pairs(search: &str) -> Vec<(String, String)> {
    form_urlencoded::parse(search.trim_start_matches('?').as_bytes())
        .into_owned()
        .collect()
}

/// A parameter as quoted back in a notice: at most 24 characters.
pub(crate) fn shorten(s: &str) -> String {
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

    /// The notices in English.
    fn said(notices: &[LinkNotice]) -> Vec<String> {
        let w = Words::english();
        notices.iter().map(|n| n.text(&w)).collect()
    }

    #[test]
    fn an_overlong_value_is_refused_unread() {
        let long = "7".repeat(1_000_000);
        let r = parse_query(&format!("?game=lucas-leaps&deal={long}&utm=x{long}"));
        assert_eq!(r.variant, Variant::new(GameId::LucasLeaps));
        assert_eq!(r.deal, None);
        assert_eq!(r.bad_deal, None);
        assert_eq!(
            said(&r.notices),
            ["deal is 1000000 characters long, and is at most 64: ignored."]
        );
        let r = parse_query(&format!("?game={}", "x".repeat(65)));
        assert!(!r.game_given);
        assert_eq!(
            said(&r.notices),
            ["game is 65 characters long, and is at most 64: ignored."]
        );
        // At the limit, a value is read (and refused for what it says).
        let r = parse_query(&format!("?deal={}", "9".repeat(64)));
        assert!(r.bad_deal.is_some());
    }

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

    /// Issue 22, item 11: game ids in any case.
    #[test]
    fn game_ids_are_read_in_any_case() {
        for q in [
            "?game=Lucas-Leaps&deal=3",
            "?game=LUCAS-LEAPS&deal=3",
            "?game=%20lucas-leaps%20&deal=3",
        ] {
            let r = parse_query(q);
            assert_eq!(r.variant.game, GameId::LucasLeaps, "{q}");
            assert!(r.notices.is_empty(), "{q}: {:?}", r.notices);
        }
        assert!(
            GameId::parse("Lucas-Leaps").is_err(),
            "the protocol stays exact"
        );
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
        assert!(said(&bad.notices)[0].contains("'2026-02-30' is not a date"));
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

    /// Issue 22, item 4: a relative `share-url` resolved by the shell
    /// keeps the host's own parameters; its fragment and any deal
    /// parameters it had give way to the deal's.
    #[test]
    fn links_at_a_host_page_keep_its_parameters() {
        let q = "?game=lucas-leaps&deal=9";
        for (base, want) in [
            (
                "https://example.org/play/?from=blog#top",
                "https://example.org/play/?from=blog&game=lucas-leaps&deal=9",
            ),
            (
                "https://example.org/play/",
                "https://example.org/play/?game=lucas-leaps&deal=9",
            ),
            (
                "https://example.org/p?game=caprice&deal=1&embed=1&x=%26y&autoplay=0&daily",
                "https://example.org/p?x=%26y&game=lucas-leaps&deal=9",
            ),
            (
                "https://example.org/p?lang=fr&page=2",
                "https://example.org/p?lang=fr&page=2&game=lucas-leaps&deal=9",
            ),
        ] {
            assert_eq!(link_at(base, q), want, "{base}");
        }
        assert_eq!(link_at("https://e.org/x?a=1#y", ""), "https://e.org/x?a=1");
    }

    #[test]
    fn a_table_opens_the_deal_of_a_link_to_its_own_page() {
        let attrs = "?game=caprice&deal=7";
        let page = "https://e.org/blog/post.html";
        let addr = (
            "https://e.org/blog/post.html?from=x&game=lucas-leaps&deal=9#play=TAB",
            "?from=x&game=lucas-leaps&deal=9",
            "#play=TAB",
        );
        assert_eq!(
            opening(attrs, page, addr),
            (
                "?from=x&game=lucas-leaps&deal=9".to_string(),
                "#play=TAB".to_string()
            )
        );
        // Share links that point elsewhere (the game's own page): the attributes.
        assert_eq!(
            opening(attrs, "https://e.org/games/index.html", addr),
            (attrs.to_string(), String::new())
        );
        // An address that names no deal (the host's own parameters only).
        let plain = ("https://e.org/blog/post.html?from=x", "?from=x", "");
        assert_eq!(
            opening(attrs, page, plain),
            (attrs.to_string(), String::new())
        );
        assert!(names_deal("?game=caprice&daily"));
        assert!(!names_deal("?game=caprice"));
        assert!(!same_page("", "https://e.org/"));
    }

    /// Issue 27: `deal="abc"` set on a table in play said "here is another
    /// deal" and kept the old one; `autoplay=maybe` fell back silently.
    #[test]
    fn a_bad_deal_or_autoplay_value_is_said_as_it_is_handled() {
        let r = parse_query("?game=caprice&deal=abc");
        assert_eq!(r.deal, None);
        assert!(
            said(&r.notices)[0].ends_with("here is another deal."),
            "{:?}",
            r.notices
        );
        let kept = said(&r.kept_notices());
        assert_eq!(kept.len(), 1, "{kept:?}");
        assert!(kept[0].starts_with("'abc' is not a deal number"));
        assert!(kept[0].ends_with("the deal shown stays."), "{kept:?}");
        let maybe = parse_query("?game=caprice&deal=3&autoplay=maybe");
        assert_eq!(
            said(&maybe.notices),
            vec!["autoplay is on or off, not 'maybe': autoplay follows your setting.".to_string()]
        );
        for fine in ["0", "off", "ON", "1", "yes", ""] {
            assert!(
                parse_query(&format!("?autoplay={fine}")).notices.is_empty(),
                "{fine}"
            );
        }
    }

    #[test]
    fn every_notice_in_every_language() {
        use crate::table::words::{tests::files, Lang};
        let r =
            parse_query("?game=caprice&draw=1&spaces=any&deal=abc&autoplay=maybe&daily=2026-02-30");
        let mut all = r.notices.clone();
        all.extend(r.kept_notices());
        all.extend(parse_query("?game=nope").notices);
        all.extend(parse_query(&format!("?game={}", "x".repeat(65))).notices);
        all.extend(parse_query("?game=double-canfield&draw=2&spaces=x").notices);
        all.push(LinkNotice::SaveUnreadable);
        assert_eq!(all.len(), 15, "{all:?}");
        let en = Words::english();
        assert_eq!(
            LinkNotice::NoGame("nope".into()).text(&en),
            "'nope' is not a game: showing Caprice instead."
        );
        let fr = Words::of(Lang::Fr, &files("fr")).unwrap();
        assert!(LinkNotice::BadDate("x".into())
            .text(&fr)
            .contains("n'est pas une date"));
        for lang in Lang::ALL {
            let w = Words::of(lang, &files(lang.tag())).unwrap();
            for n in &all {
                let text = n.text(&w);
                assert!(!text.is_empty() && !text.starts_with("link-"), "{lang:?}");
                if lang != Lang::En {
                    assert_ne!(text, n.text(&en), "{lang:?}");
                }
            }
        }
    }

    /// Issue 39, item 6: a `share-url` of `javascript:` (or anything but
    /// a web address) is not copied into Share links: it is refused, with
    /// words.
    #[test]
    fn only_a_web_address_is_a_share_url() {
        for url in [
            "https://example.org/blog/?from=news",
            "http://localhost:8080/",
            "HTTPS://example.org/",
        ] {
            assert_eq!(share_address("x", Some(url)), Ok(url.to_string()));
        }
        for (given, resolved) in [
            ("javascript:pwn(5)", Some("javascript:pwn(5)")),
            ("data:text/html,hi", Some("data:text/html,hi")),
            ("file:///etc/passwd", Some("file:///etc/passwd")),
            (
                "blob:https://example.org/1",
                Some("blob:https://example.org/1"),
            ),
            ("http://", None),
            ("https:///path", Some("https:///path")),
        ] {
            let e = share_address(given, resolved).unwrap_err();
            let said = said(&[e]).join("");
            assert!(said.contains("http or https"), "{said}");
            assert!(said.contains(&shorten(given)), "{said}");
        }
        // The value is quoted short.
        let long = format!("javascript:{}", "x".repeat(1000));
        let said = said(&[share_address(&long, Some(&long)).unwrap_err()]).join("");
        assert!(said.len() < 200, "{said}");
    }
}
