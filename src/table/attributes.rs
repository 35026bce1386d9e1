//! A `<patience-table>` element's attributes, read without a browser.
//!
//! The deal attributes (`game`, `deal`, `draw`, `spaces`, `autoplay`) mean
//! what a deal link's query parameters mean, so they are written as one
//! ([`query`]) and read by the same code as the page's address: a bad
//! value gets the same words and the same fallback. `controls` names the
//! buttons shown ([`Controls`]); `save` where the game is kept ([`Save`]);
//! `storage-prefix` the first part of its storage keys ([`StoragePrefix`]);
//! `theme` and `card-index` the table's look, with the player's settings
//! ([`theme`], [`large_index`]).

use crate::engine::{DealNumber, Variant};
use crate::table::records::settings::Theme;
use std::borrow::Cow;
use std::fmt;

/// The attributes that choose the deal, in the order a link writes them.
pub const DEAL_ATTRIBUTES: [&str; 5] = ["game", "deal", "draw", "spaces", "autoplay"];

/// The deal attributes as a deal link's query string (`?game=caprice&deal=7`),
/// form-encoded; absent attributes are left out.
pub fn query(get: impl Fn(&str) -> Option<String>) -> String {
    let mut q = form_urlencoded::Serializer::new(String::new());
    for name in DEAL_ATTRIBUTES {
        if let Some(value) = get(name) {
            q.append_pair(name, value.trim_ascii());
        }
    }
    match q.finish() {
        q if q.is_empty() => q,
        q => format!("?{q}"),
    }
}

/// The attributes that name the deal itself (`autoplay` aside).
const DEAL_NAMES: [&str; 4] = ["game", "deal", "draw", "spaces"];

/// Whether two of [`query`]'s strings name another deal: `game`, `deal`,
/// `draw` or `spaces` changed (`autoplay` and the other attributes do not
/// deal). A table deals again, asking first, only when they did: an
/// attribute that did not change never brings the question back.
pub fn deal_changed(before: &str, after: &str) -> bool {
    let deal_pairs = |q: &str| -> Vec<(String, String)> {
        form_urlencoded::parse(q.trim_start_matches('?').as_bytes())
            .filter(|(k, _)| DEAL_NAMES.contains(&k.as_ref()))
            .map(|(k, v)| (k.into_owned(), v.trim_ascii().to_string()))
            .collect()
    };
    deal_pairs(before) != deal_pairs(after)
}

/// The deal attributes that describe `deal` of `variant`, as they are
/// written back on the element (`None`: removed): after the player
/// declines a change of them, or a script deals with `newGame()`.
pub fn describing(variant: Variant, deal: DealNumber) -> [(&'static str, Option<String>); 4] {
    let options = variant.has_options();
    [
        ("game", Some(variant.game.id().to_string())),
        ("deal", Some(deal.to_string())),
        ("draw", options.then(|| variant.draw.to_string())),
        ("spaces", options.then(|| variant.spaces.id().to_string())),
    ]
}

/// A control the `controls` attribute may name, and what it shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Control {
    New,
    Restart,
    Undo,
    Redo,
    Hint,
    Demo,
    Daily,
    Share,
    Stats,
    Settings,
    Rules,
    Help,
    /// The game picker.
    Game,
    /// Double Canfield's draw and spaces pickers.
    Options,
    /// "Winnable deals only".
    Winnable,
    /// The deal number, moves, clock and the solver's verdict.
    Status,
}

impl Control {
    pub const ALL: [Control; 16] = [
        Control::New,
        Control::Restart,
        Control::Undo,
        Control::Redo,
        Control::Hint,
        Control::Demo,
        Control::Daily,
        Control::Share,
        Control::Stats,
        Control::Settings,
        Control::Rules,
        Control::Help,
        Control::Game,
        Control::Options,
        Control::Winnable,
        Control::Status,
    ];

    pub const fn name(self) -> &'static str {
        match self {
            Control::New => "new",
            Control::Restart => "restart",
            Control::Undo => "undo",
            Control::Redo => "redo",
            Control::Hint => "hint",
            Control::Demo => "demo",
            Control::Daily => "daily",
            Control::Share => "share",
            Control::Stats => "stats",
            Control::Settings => "settings",
            Control::Rules => "rules",
            Control::Help => "help",
            Control::Game => "game",
            Control::Options => "options",
            Control::Winnable => "winnable",
            Control::Status => "status",
        }
    }

    pub fn parse(name: &str) -> Option<Control> {
        Control::ALL.into_iter().find(|c| c.name() == name)
    }

    /// The element(s) of the control bar this control is (style.css hides
    /// them under `[data-hide~="NAME"]`).
    #[cfg(test)]
    fn selector(self) -> &'static str {
        match self {
            Control::Game => ".picker:has(select[data-control=\"game\"])",
            Control::Options => ".picker[data-options]",
            Control::Winnable => ".picker.winnable-only",
            Control::Status => ".stats",
            _ => "",
        }
    }
}

/// Which controls show. The moves a game needs (Redeal, the Reserve's
/// look, Finish) always show: they are play, not chrome.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Controls(Vec<Control>);

/// A name in `controls` that is no control.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UnknownControl {
    /// A name that is not a control's (shortened to 24 characters).
    Name(String),
    /// The attribute is longer than [`MAX_CONTROLS`]: every control shows.
    TooLong(usize),
}

/// The longest `controls` attribute read (every control named, with
/// commas and spaces, is about 110 characters).
pub const MAX_CONTROLS: usize = 256;

/// The longest `save` name: a longer one is refused (the table is saved
/// per page, as without the attribute), as it would name storage keys.
pub const MAX_SAVE: usize = 64;

impl fmt::Display for UnknownControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UnknownControl::Name(name) => write!(
                f,
                "controls: \"{name}\" is not a control (the controls are {})",
                Control::ALL.map(Control::name).join(", ")
            ),
            UnknownControl::TooLong(n) => write!(
                f,
                "controls is {n} characters long, and is at most {MAX_CONTROLS}: every control is shown."
            ),
        }
    }
}

impl Controls {
    /// The default: every control.
    pub fn all() -> Controls {
        Controls(Control::ALL.to_vec())
    }

    /// `controls="undo redo hint"` (spaces or commas between names;
    /// `none` for no controls at all). Unknown names are left out and
    /// reported.
    pub fn parse(text: &str) -> (Controls, Vec<UnknownControl>) {
        if text.len() > MAX_CONTROLS {
            let n = text.chars().count();
            return (Controls::all(), vec![UnknownControl::TooLong(n)]);
        }
        let mut shown = Vec::new();
        let mut unknown = Vec::new();
        for name in text
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|n| !n.is_empty())
        {
            let name = name.to_ascii_lowercase();
            match Control::parse(&name) {
                Some(c) if !shown.contains(&c) => shown.push(c),
                Some(_) => {}
                None if name == "none" => {}
                None => {
                    let short: String = name.chars().take(24).collect();
                    unknown.push(UnknownControl::Name(short));
                }
            }
        }
        (Controls(shown), unknown)
    }

    pub fn shows(&self, c: Control) -> bool {
        self.0.contains(&c)
    }

    /// The names of the controls not shown, separated by spaces, for the
    /// table's `data-hide` attribute: style.css hides each one named there
    /// (a rule per control, not a style sheet written at run time, which a
    /// page's Content-Security-Policy would refuse). Empty when all show.
    pub fn hidden(&self) -> String {
        Control::ALL
            .into_iter()
            .filter(|c| !self.shows(*c))
            .map(Control::name)
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// The attributes that choose the table's look (not the deal).
pub const LOOK_ATTRIBUTES: [&str; 2] = ["theme", "card-index"];

/// The theme the table shows (its `data-theme`): the player's choice where
/// they made one (Light or Dark in Settings), else the element's `theme`
/// attribute (`light`, `dark` or `auto`, in any case), else automatic,
/// which follows the system's `prefers-color-scheme` (style.css). An
/// unknown value is automatic.
pub fn theme(setting: Theme, attribute: Option<&str>) -> Theme {
    match setting {
        Theme::Auto => attribute
            .and_then(|a| Theme::parse(&a.trim_ascii().to_ascii_lowercase()))
            .unwrap_or(Theme::Auto),
        chosen => chosen,
    }
}

/// Whether cards wear the large-index face (the table's
/// `data-card-index="large"`): where the player turned it on, or the
/// element's `card-index` attribute is `large` (in any case; `standard`,
/// the default, or anything else: the player's setting alone).
pub fn large_index(setting: bool, attribute: Option<&str>) -> bool {
    setting || attribute.is_some_and(|a| a.trim_ascii().eq_ignore_ascii_case("large"))
}

/// The `data-card-index` word for [`large_index`]'s answer.
pub fn card_index_id(large: bool) -> &'static str {
    if large {
        "large"
    } else {
        "standard"
    }
}

/// Where an element keeps its game (`save`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Save {
    /// `save="off"`: nowhere (a reload deals afresh).
    Off,
    /// The default: per host page address (and the table's place on it),
    /// game and deal.
    PerPage,
    /// `save="name"`: under the host's name for this table.
    Named(String),
}

impl Save {
    /// What to say about `attribute`: a name longer than [`MAX_SAVE`] is
    /// refused as a deal attribute that long is (`link-too-long`), and the
    /// table is saved per page.
    pub fn notice(attribute: Option<&str>) -> Option<crate::table::link::LinkNotice> {
        let v = attribute?.trim_ascii();
        (v.len() > MAX_SAVE).then(|| crate::table::link::LinkNotice::TooLong {
            key: "save".into(),
            length: v.chars().count(),
        })
    }

    pub fn parse(attribute: Option<&str>) -> Save {
        match attribute.map(str::trim_ascii) {
            None | Some("") => Save::PerPage,
            Some(v) if v.eq_ignore_ascii_case("off") => Save::Off,
            Some(v) if v.len() > MAX_SAVE => Save::PerPage,
            Some(v) => Save::Named(v.to_string()),
        }
    }

    /// The storage scope's name: `page` is the host page's path, `place`
    /// the table's place among the page's tables (its `id`, or its index).
    pub fn scope(&self, page: &str, place: &str) -> Option<String> {
        match self {
            Save::Off => None,
            Save::PerPage => Some(format!("{page}#{place}")),
            Save::Named(name) => Some(format!("={name}")),
        }
    }
}

pub use crate::table::link::MAX_STORAGE_PREFIX;

/// The first part of every key a table keeps in the page's storage
/// (`storage-prefix`): `patience`, unless the host names its own, so that
/// its keys are `<prefix>:settings`, `<prefix>:stats` and so on. The
/// records always name their keys `patience:…`; the shell's store writes
/// and reads them under this prefix ([`StoragePrefix::outer`],
/// [`StoragePrefix::inner`]), so the default's keys are the same bytes as
/// ever.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StoragePrefix(Option<String>);

impl StoragePrefix {
    /// The records' own prefix, and the default.
    pub const DEFAULT: &'static str = "patience";

    /// A host's prefix: 1 to [`MAX_STORAGE_PREFIX`] ASCII letters, digits,
    /// `-`, `_` or `.` (spaces around it aside). Absent, blank or anything
    /// else: the default (a bad value is said: [`StoragePrefix::notice`]).
    pub fn parse(attribute: Option<&str>) -> StoragePrefix {
        match attribute.map(str::trim_ascii) {
            Some(v) if Self::valid(v) && v != Self::DEFAULT => StoragePrefix(Some(v.to_string())),
            _ => StoragePrefix(None),
        }
    }

    fn valid(v: &str) -> bool {
        (1..=MAX_STORAGE_PREFIX).contains(&v.len())
            && v.bytes()
                .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'))
    }

    /// What to say about `attribute`: a value that is no prefix (the
    /// table then keeps its records under the default).
    pub fn notice(attribute: Option<&str>) -> Option<crate::table::link::LinkNotice> {
        let v = attribute?.trim_ascii();
        (!v.is_empty() && !Self::valid(v)).then(|| {
            crate::table::link::LinkNotice::BadStoragePrefix(crate::table::link::shorten(v))
        })
    }

    /// The prefix, `patience` by default.
    pub fn as_str(&self) -> &str {
        self.0.as_deref().unwrap_or(Self::DEFAULT)
    }

    /// The key stored for the records' `key` (`patience:settings` →
    /// `<prefix>:settings`); the default's keys, and any key not under
    /// `patience:`, are unchanged.
    #[inline(never)]
    pub fn outer<'a>(&self, key: &'a str) -> Cow<'a, str> {
        match (&self.0, key.strip_prefix("patience:")) {
            (Some(prefix), Some(rest)) => Cow::Owned(format!("{prefix}:{rest}")),
            _ => Cow::Borrowed(key),
        }
    }

    /// The records' key for a stored `key` (the inverse of
    /// [`StoragePrefix::outer`]): `None` for a key that is not under this
    /// prefix (another prefix's, the host's own). The default sees every
    /// key as it is.
    #[inline(never)]
    pub fn inner<'a>(&self, key: &'a str) -> Option<Cow<'a, str>> {
        match &self.0 {
            None => Some(Cow::Borrowed(key)),
            Some(prefix) => key
                .strip_prefix(prefix.as_str())
                .and_then(|rest| rest.strip_prefix(':'))
                .map(|rest| Cow::Owned(format!("patience:{rest}"))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn attrs<'a>(list: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
        move |name| {
            list.iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| v.to_string())
        }
    }

    #[test]
    fn deal_attributes_are_written_as_a_deal_link() {
        for (list, want) in [
            (&[][..], ""),
            (
                &[("deal", "42"), ("game", "lucas-leaps")][..],
                "?game=lucas-leaps&deal=42",
            ),
            (
                &[
                    ("game", "double-canfield"),
                    ("draw", "1"),
                    ("spaces", "any"),
                    ("autoplay", "off"),
                ][..],
                "?game=double-canfield&draw=1&spaces=any&autoplay=off",
            ),
            // Anything else is kept, encoded, for the link's reader to refuse in words.
            (
                &[("game", "bad&deal=1"), ("deal", " 7 ")][..],
                "?game=bad%26deal%3D1&deal=7",
            ),
            (&[("theme", "dark")][..], ""),
        ] {
            assert_eq!(query(attrs(list)), want, "{list:?}");
        }
    }

    /// Issue 22, item 8: only a change of the deal's own attributes deals
    /// again; what is written back describes the deal shown.
    #[test]
    fn only_the_deal_attributes_deal() {
        let q = "?game=caprice&deal=7";
        assert!(!deal_changed(q, q));
        assert!(!deal_changed(q, "?game=caprice&deal=7&autoplay=off"));
        assert!(!deal_changed(q, "?game=caprice&deal=%207%20"));
        assert!(deal_changed(q, "?game=caprice&deal=8"));
        assert!(deal_changed(q, "?game=caprice"));
        assert!(deal_changed("", "?game=caprice"));
        use crate::engine::{GameId, Spaces};
        let seven = DealNumber::new(7).unwrap();
        let written = describing(Variant::new(GameId::LucasLeaps), seven);
        assert_eq!(
            written,
            [
                ("game", Some("lucas-leaps".to_string())),
                ("deal", Some("7".to_string())),
                ("draw", None),
                ("spaces", None),
            ]
        );
        let dc = Variant::with_options(GameId::DoubleCanfield, Some(1), Some(Spaces::Any)).unwrap();
        let written = describing(dc, seven);
        assert_eq!(written[2], ("draw", Some("1".to_string())));
        assert_eq!(written[3], ("spaces", Some("any".to_string())));
        // Written back, they read as the same deal.
        let q = query(|n| {
            written
                .iter()
                .find(|(k, _)| *k == n)
                .and_then(|(_, v)| v.clone())
        });
        let r = crate::table::link::parse_query(&q);
        assert_eq!((r.variant, r.deal), (dc, Some(seven)));
    }

    /// style.css hides each control named in the table's `data-hide`.
    #[test]
    fn the_style_sheet_hides_each_control() {
        let css = include_str!("../../style.css");
        for c in Control::ALL {
            let what = match c.selector() {
                "" => format!(".bar [data-action=\"{}\"]", c.name()),
                s => format!(".bar {s}"),
            };
            let rule = format!(".patience[data-hide~=\"{}\"] {what}", c.name());
            assert!(css.contains(&rule), "style.css lacks {rule}");
        }
    }

    #[test]
    fn controls_name_what_shows() {
        let (c, bad) = Controls::parse("undo redo, hint  Hint");
        assert!(bad.is_empty());
        assert!(c.shows(Control::Undo) && c.shows(Control::Redo) && c.shows(Control::Hint));
        assert!(!c.shows(Control::New) && !c.shows(Control::Game));
        assert_eq!(
            c.hidden().split(' ').collect::<Vec<_>>(),
            Control::ALL
                .iter()
                .filter(|c| !matches!(c, Control::Undo | Control::Redo | Control::Hint))
                .map(|c| c.name())
                .collect::<Vec<_>>()
        );
        assert_eq!(Controls::all().hidden(), "");
        let (none, bad) = Controls::parse("none");
        assert!(bad.is_empty());
        assert!(Control::ALL.iter().all(|c| !none.shows(*c)));

        let (c, bad) = Controls::parse("undo sparkle");
        assert!(c.shows(Control::Undo));
        assert_eq!(bad, vec![UnknownControl::Name("sparkle".into())]);
        assert!(bad[0].to_string().contains("\"sparkle\" is not a control"));
        // Bounded: a long name is quoted short, an overlong list unread.
        let (_, bad) = Controls::parse(&"x".repeat(200));
        assert_eq!(bad, vec![UnknownControl::Name("x".repeat(24))]);
        let (c, bad) = Controls::parse(&"undo ".repeat(100_000));
        assert_eq!(c, Controls::all());
        assert_eq!(
            bad[0].to_string(),
            "controls is 500000 characters long, and is at most 256: every control is shown."
        );
    }

    #[test]
    fn every_control_has_its_name() {
        for c in Control::ALL {
            assert_eq!(Control::parse(c.name()), Some(c));
        }
    }

    /// The Eyes attributes: the player's choice wins, else the host's,
    /// else automatic (the system's preference) and the standard index.
    #[test]
    fn the_look_follows_the_player_then_the_host() {
        use Theme::*;
        for (setting, attribute, want) in [
            (Auto, None, Auto),
            (Auto, Some("dark"), Dark),
            (Auto, Some(" LIGHT "), Light),
            (Auto, Some("auto"), Auto),
            (Auto, Some("sepia"), Auto),
            (Auto, Some(""), Auto),
            (Light, Some("dark"), Light),
            (Dark, Some("light"), Dark),
            (Dark, None, Dark),
        ] {
            assert_eq!(theme(setting, attribute), want, "{setting:?} {attribute:?}");
        }
        assert!(!large_index(false, None));
        assert!(large_index(false, Some("Large")));
        assert!(!large_index(false, Some("standard")));
        assert!(!large_index(false, Some("huge")));
        assert!(large_index(true, None));
        assert!(large_index(true, Some("standard")));
        assert_eq!(card_index_id(true), "large");
        assert_eq!(card_index_id(false), "standard");
        // Look attributes never deal.
        let get = |n: &str| LOOK_ATTRIBUTES.contains(&n).then(|| "dark".to_string());
        assert_eq!(query(get), "");
    }

    /// style.css dresses the table for each theme and the large index.
    #[test]
    fn the_style_sheet_has_each_look() {
        let css = include_str!("../../style.css");
        for rule in [
            ".patience[data-theme=\"dark\"]",
            ".patience[data-theme=\"auto\"]",
            "@media (prefers-color-scheme: dark)",
            ".patience[data-card-index=\"large\"] .card::before",
            "@media (forced-colors: active)",
        ] {
            assert!(css.contains(rule), "style.css lacks {rule}");
        }
    }

    #[test]
    fn save_says_where_the_game_is_kept() {
        assert_eq!(Save::parse(None), Save::PerPage);
        assert_eq!(Save::parse(Some("OFF")), Save::Off);
        assert_eq!(Save::parse(Some("sidebar")), Save::Named("sidebar".into()));
        assert_eq!(
            Save::parse(Some(&"s".repeat(64))),
            Save::Named("s".repeat(64))
        );
        assert_eq!(Save::parse(Some(&"s".repeat(65))), Save::PerPage);
        assert_eq!(Save::Off.scope("/blog/", "0"), None);
        assert_eq!(
            Save::PerPage.scope("/blog/", "0").as_deref(),
            Some("/blog/#0")
        );
        assert_eq!(
            Save::Named("sidebar".into())
                .scope("/blog/", "0")
                .as_deref(),
            Some("=sidebar")
        );
        // Two tables of one page never share a scope.
        assert_ne!(
            Save::PerPage.scope("/p", "0"),
            Save::PerPage.scope("/p", "1")
        );
    }

    /// Issue 39, item 9: a `save` name over [`MAX_SAVE`] characters is
    /// said, as the other bounded attributes are, and the table is saved
    /// per page.
    #[test]
    fn a_save_name_too_long_is_said() {
        let long = "s".repeat(MAX_SAVE + 1);
        assert_eq!(Save::parse(Some(&long)), Save::PerPage);
        let notice = Save::notice(Some(&long)).expect("said");
        let said = notice.text(&crate::table::words::Words::english());
        assert_eq!(
            said,
            "save is 65 characters long, and is at most 64: ignored."
        );
        let fits = "s".repeat(MAX_SAVE);
        assert_eq!(Save::notice(Some(&fits)), None);
        assert_eq!(Save::parse(Some(&fits)), Save::Named(fits.clone()));
        assert_eq!(Save::notice(None), None);
        assert_eq!(Save::notice(Some("off")), None);
    }

    /// Issue 39, item 9: one rule for a game's name in attributes, links,
    /// the API and the command line: ASCII white space around it is
    /// ignored, a no-break space is not.
    #[test]
    fn a_no_break_space_is_part_of_a_game_name() {
        use crate::engine::GameId;
        assert_eq!(GameId::parse_any_case(" Caprice\t\n"), Ok(GameId::Caprice));
        assert!(GameId::parse_any_case("caprice\u{a0}").is_err());
        assert!(GameId::parse_any_case("\u{2003}caprice").is_err());
        let q = query(attrs(&[("game", "caprice\u{a0}")]));
        let request = crate::table::link::parse_query(&q);
        assert!(
            request
                .notices
                .iter()
                .any(|n| matches!(n, crate::table::link::LinkNotice::NoGame(_))),
            "{q}: {:?}",
            request.notices
        );
        let q = query(attrs(&[("game", " capricieuse ")]));
        assert_eq!(q, "?game=capricieuse");
    }

    #[test]
    fn storage_prefix_maps_keys_both_ways_and_keeps_the_default_as_it_is() {
        let default = StoragePrefix::parse(None);
        assert_eq!(default, StoragePrefix::default());
        assert_eq!(default.as_str(), "patience");
        for key in [
            "patience:settings",
            "patience:table:/a#0:save:game=caprice&deal=7",
            "mine",
        ] {
            assert_eq!(default.outer(key), key);
            assert_eq!(default.inner(key).as_deref(), Some(key));
        }
        assert_eq!(StoragePrefix::parse(Some(" patience ")), default);
        assert_eq!(StoragePrefix::parse(Some("")), default);

        let shop = StoragePrefix::parse(Some(" shop.games-1_a "));
        assert_eq!(shop.as_str(), "shop.games-1_a");
        assert_eq!(shop.outer("patience:settings"), "shop.games-1_a:settings");
        assert_eq!(
            shop.outer("patience:facts:ab12"),
            "shop.games-1_a:facts:ab12"
        );
        assert_eq!(
            shop.inner("shop.games-1_a:facts:ab12").as_deref(),
            Some("patience:facts:ab12")
        );
        for other in [
            "patience:settings",
            "shop.games-1_a",
            "shop.games-1_ab:settings",
            "shop.games-1:settings",
            "x",
        ] {
            assert_eq!(shop.inner(other), None, "{other}");
        }
        assert_eq!(StoragePrefix::notice(Some("shop.games-1_a")), None);
        assert_eq!(StoragePrefix::notice(None), None);
        assert_eq!(StoragePrefix::notice(Some("  ")), None);
    }

    #[test]
    fn a_bad_storage_prefix_is_said_and_the_default_kept() {
        let long = "p".repeat(MAX_STORAGE_PREFIX + 1);
        for bad in ["my:app", "my app", "été", "a/b", long.as_str()] {
            assert_eq!(
                StoragePrefix::parse(Some(bad)),
                StoragePrefix::default(),
                "{bad}"
            );
            assert!(
                matches!(
                    StoragePrefix::notice(Some(bad)),
                    Some(crate::table::link::LinkNotice::BadStoragePrefix(_))
                ),
                "{bad}"
            );
        }
        let longest = "p".repeat(MAX_STORAGE_PREFIX);
        assert_eq!(StoragePrefix::parse(Some(&longest)).as_str(), longest);
    }
}
