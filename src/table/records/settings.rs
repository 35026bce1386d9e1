//! The player's settings, kept in `localStorage` under `patience:settings`:
//! Double Canfield's draw and spaces rules, autoplay, animation speed,
//! four-colour suits, card size, the large-index card face, the theme
//! (light, dark or automatic), a left-handed layout, "your chances" and
//! whether hints may peek at the face-down cards, and the language (see
//! `table::words`: automatic unless chosen).
//!
//! Double Canfield's draw and spaces have one source of truth: the value
//! here is the table's. The bar's selects and the settings dialog both show
//! it and both change it through the same messages (`SelectDraw`,
//! `SelectSpaces`); a deal link's options become the setting.
//!
//! Each table holds its own copy (read when it mounts, written when its
//! player changes one); whether it autoplays is the setting, unless its
//! address or attributes say `autoplay=0` (see `autoplay::enabled`).
//! The settings dialog's controls are read in `web::settings`.

use super::store::{Json, Store, WriteError};
use crate::engine::{GameId, Spaces, Variant};
use crate::solver::honest::Grade;
use crate::table::layout::{CardSize, Prefs};
use crate::table::words::Lang;
use serde::de::IgnoredAny;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The `localStorage` key.
pub const KEY: &str = "patience:settings";

/// How cards move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Speed {
    #[default]
    Normal,
    Fast,
    /// No animation at all.
    None,
}

impl Speed {
    pub fn id(self) -> &'static str {
        match self {
            Speed::Normal => "normal",
            Speed::Fast => "fast",
            Speed::None => "none",
        }
    }

    pub fn parse(s: &str) -> Option<Speed> {
        [Speed::Normal, Speed::Fast, Speed::None]
            .into_iter()
            .find(|v| v.id() == s)
    }

    /// How long an animation lasts, relative to normal.
    pub fn factor(self) -> f64 {
        match self {
            Speed::Normal => 1.0,
            Speed::Fast => 0.5,
            Speed::None => 0.0,
        }
    }
}

/// The table's colours: light, dark, or (the default) the system's
/// preference (`prefers-color-scheme`, which style.css follows).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Theme {
    #[default]
    Auto,
    Light,
    Dark,
}

impl Theme {
    pub const ALL: [Theme; 3] = [Theme::Auto, Theme::Light, Theme::Dark];

    /// The setting's and the `theme` attribute's word, and the table's
    /// `data-theme` (style.css).
    pub fn id(self) -> &'static str {
        match self {
            Theme::Auto => "auto",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }

    pub fn parse(s: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|v| v.id() == s)
    }
}

pub fn size_id(size: CardSize) -> &'static str {
    match size {
        CardSize::Small => "small",
        CardSize::Medium => "medium",
        CardSize::Large => "large",
    }
}

pub fn parse_size(s: &str) -> Option<CardSize> {
    [CardSize::Small, CardSize::Medium, CardSize::Large]
        .into_iter()
        .find(|v| size_id(*v) == s)
}

/// Every setting.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Settings {
    /// Double Canfield: cards per stock move, 3 or 1.
    pub draw: u8,
    /// Double Canfield: what may fill a space once the reserve is empty.
    pub spaces: Spaces,
    pub autoplay: bool,
    pub speed: Speed,
    pub four_colour: bool,
    pub size: CardSize,
    /// The large-index face: a bigger rank and suit in the cards' corners
    /// (off unless chosen).
    pub large_index: bool,
    /// Light, dark or automatic (the default).
    pub theme: Theme,
    pub left_handed: bool,
    /// "Your chances" from here" beside the solver's indicator (on unless
    /// switched off).
    pub chances: bool,
    /// Hints may peek at the face-down cards: the clairvoyant solver's
    /// line instead of the no-peek player's move (off unless chosen).
    pub peek_hints: bool,
    /// The grade New deal deals (`None`: any deal; see
    /// [`crate::table::grades::new_deal`]).
    pub deal_grade: Option<Grade>,
    /// The language chosen (`None`: automatic, the default: the element's
    /// or the page's `lang`, else the browser's; see `words::choose`).
    pub language: Option<Lang>,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            draw: 3,
            spaces: Spaces::Waste,
            autoplay: true,
            speed: Speed::Normal,
            four_colour: false,
            size: CardSize::Medium,
            large_index: false,
            theme: Theme::Auto,
            left_handed: false,
            chances: true,
            peek_hints: false,
            deal_grade: None,
            language: None,
        }
    }
}

/// The stored JSON, every field optional (absent or `null`), so that a
/// missing field or an unknown value falls back to its default alone.
/// Other members (`version`) are ignored when read. A field of the wrong
/// type (a draw that is no whole number up to 255, a word that is no
/// string) makes the whole text unreadable, as it always has.
#[derive(Serialize, Deserialize)]
struct Stored {
    /// Written as 1; not read (there has only been one version).
    #[serde(skip_deserializing)]
    version: u8,
    draw: Option<u8>,
    spaces: Option<String>,
    autoplay: Option<bool>,
    speed: Option<String>,
    four_colour: Option<bool>,
    card_size: Option<String>,
    left_handed: Option<bool>,
    /// Written only when off, and `peek_hints` only when on: settings left
    /// at their defaults are written as earlier releases wrote them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    chances: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    peek_hints: Option<bool>,
    /// Written only when a grade is chosen (`easy`, `medium`, `hard`,
    /// `very-hard`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    deal_grade: Option<String>,
    /// Written only when on, and `theme` only when not automatic (as
    /// `chances` above).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    large_index: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    theme: Option<String>,
    /// Written only when chosen (a language's tag, `fr`): automatic
    /// settings are written as earlier releases wrote them, and their
    /// texts (without it) read as automatic.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    language: Option<String>,
}

/// The members the table writes (and earlier releases wrote).
const MEMBERS: [&str; 14] = [
    "version",
    "draw",
    "spaces",
    "autoplay",
    "speed",
    "four_colour",
    "card_size",
    "left_handed",
    "chances",
    "peek_hints",
    "deal_grade",
    "large_index",
    "theme",
    "language",
];

/// Whether `text` is the table's settings: a JSON object of the table's
/// members only, each of its type. Anything else under the key (a host
/// page's own value of another shape, a text that is no JSON object) is
/// not the table's, and is never overwritten.
pub fn is_ours<J: Json>(text: &str) -> bool {
    let Ok(members) = J::from_text::<BTreeMap<String, IgnoredAny>>(text) else {
        return false;
    };
    members.keys().all(|k| MEMBERS.contains(&k.as_str())) && J::from_text::<Stored>(text).is_ok()
}

impl Settings {
    /// Reads settings; anything missing or unreadable is the default.
    pub fn parse<J: Json>(text: &str) -> Settings {
        let d = Settings::default();
        let Ok(s) = J::from_text::<Stored>(text) else {
            return d;
        };
        Settings {
            draw: s.draw.filter(|n| *n == 1 || *n == 3).unwrap_or(d.draw),
            spaces: s
                .spaces
                .and_then(|x| Spaces::parse(&x).ok())
                .unwrap_or(d.spaces),
            autoplay: s.autoplay.unwrap_or(d.autoplay),
            speed: s.speed.and_then(|x| Speed::parse(&x)).unwrap_or(d.speed),
            four_colour: s.four_colour.unwrap_or(d.four_colour),
            size: s.card_size.and_then(|x| parse_size(&x)).unwrap_or(d.size),
            large_index: s.large_index.unwrap_or(d.large_index),
            theme: s.theme.and_then(|x| Theme::parse(&x)).unwrap_or(d.theme),
            left_handed: s.left_handed.unwrap_or(d.left_handed),
            chances: s.chances.unwrap_or(d.chances),
            peek_hints: s.peek_hints.unwrap_or(d.peek_hints),
            deal_grade: s.deal_grade.and_then(|g| Grade::parse(&g)),
            language: s.language.and_then(|l| Lang::parse(&l)),
        }
    }

    /// The stored JSON: `version` 1, then every setting.
    pub fn to_json<J: Json>(&self) -> String {
        J::print(&Stored {
            version: 1,
            draw: Some(self.draw),
            spaces: Some(self.spaces.id().to_string()),
            autoplay: Some(self.autoplay),
            speed: Some(self.speed.id().to_string()),
            four_colour: Some(self.four_colour),
            card_size: Some(size_id(self.size).to_string()),
            left_handed: Some(self.left_handed),
            chances: (!self.chances).then_some(false),
            peek_hints: self.peek_hints.then_some(true),
            deal_grade: self.deal_grade.map(|g| g.id().to_string()),
            large_index: self.large_index.then_some(true),
            theme: (self.theme != Theme::Auto).then(|| self.theme.id().to_string()),
            language: self.language.map(|l| l.tag().to_string()),
        })
        // Numbers, booleans and fixed words: this cannot fail, and an
        // empty text reads back as the defaults.
        .unwrap_or_default()
    }

    /// The settings in `store` (none, or unreadable: the defaults).
    pub fn load<S: Store + ?Sized>(store: &S) -> Settings {
        store
            .read(KEY)
            .map_or_else(Settings::default, |t| Settings::parse::<S::Json>(&t))
    }

    /// Writes the settings, unless the key holds a value that is not the
    /// table's (see [`is_ours`]): a host page's own `patience:settings` is
    /// left alone, and the settings then last as long as the page.
    pub fn store<S: Store + ?Sized>(&self, store: &S) -> Result<(), WriteError> {
        if store.read(KEY).is_some_and(|t| !is_ours::<S::Json>(&t)) {
            return Ok(());
        }
        store.write(KEY, &self.to_json::<S::Json>())
    }

    /// Double Canfield with these rules; the other games as they are.
    pub fn variant(&self, game: GameId) -> Variant {
        if game == GameId::DoubleCanfield {
            Variant::with_options(game, Some(self.draw), Some(self.spaces))
                .unwrap_or(Variant::new(game))
        } else {
            Variant::new(game)
        }
    }

    pub fn layout(&self) -> Prefs {
        Prefs {
            size: self.size,
            left_handed: self.left_handed,
            large_index: self.large_index,
        }
    }
}

/// What a setting control's change asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Setting {
    Autoplay(bool),
    Speed(Speed),
    FourColour(bool),
    Size(CardSize),
    LargeIndex(bool),
    Theme(Theme),
    LeftHanded(bool),
    Chances(bool),
    PeekHints(bool),
    DealGrade(Option<Grade>),
    /// A language, or automatic (`None`).
    Language(Option<Lang>),
}

/// The language select's value: a language's tag, or `auto`.
pub fn language_id(language: Option<Lang>) -> &'static str {
    language.map_or("auto", Lang::tag)
}

/// The settings dialog's form (its values are filled in by the app).
pub const FORM: &str = r#"<fieldset class="setting-group"><legend data-w="game-name-double-canfield"></legend>
<p class="setting-note" data-w="settings-canfield-note"></p>
<div class="choices" role="radiogroup" data-w-label="chrome-draw"><label class="choice"><input type="radio" name="setting-draw" value="3" data-control="draw"> <span data-w="chrome-draw-3"></span></label><label class="choice"><input type="radio" name="setting-draw" value="1" data-control="draw"> <span data-w="chrome-draw-1"></span></label></div>
<div class="choices" role="radiogroup" data-w-label="chrome-spaces"><label class="choice"><input type="radio" name="setting-spaces" value="waste" data-control="spaces"> <span data-w="settings-spaces-waste"></span></label><label class="choice"><input type="radio" name="setting-spaces" value="any" data-control="spaces"> <span data-w="settings-spaces-any"></span></label></div>
</fieldset>
<label class="check"><input type="checkbox" data-control="autoplay"> <span data-w="settings-autoplay"></span></label>
<p class="setting-note" data-autoplay-note hidden><span data-w="settings-autoplay-off"></span> (<code>autoplay=0</code>).</p>
<label class="field"><span data-w="settings-deal-grade"></span><select data-control="deal-grade"><option value="any" data-w="settings-grade-any"></option><option value="easy" data-w="grade-easy"></option><option value="medium" data-w="grade-medium"></option><option value="hard" data-w="grade-hard"></option><option value="very-hard" data-w="grade-very-hard"></option></select></label>
<label class="field"><span data-w="settings-speed"></span><select data-control="speed"><option value="normal" data-w="settings-speed-normal"></option><option value="fast" data-w="settings-speed-fast"></option><option value="none" data-w="settings-speed-none"></option></select></label>
<label class="field"><span data-w="settings-card-size"></span><select data-control="card-size"><option value="small" data-w="settings-size-small"></option><option value="medium" data-w="settings-size-medium"></option><option value="large" data-w="settings-size-large"></option></select></label>
<label class="check"><input type="checkbox" data-control="large-index"> <span data-w="settings-large-index"></span></label>
<label class="field"><span data-language-label></span><select data-control="language" data-language-select></select></label>
<label class="field"><span data-w="settings-theme"></span><select data-control="theme"><option value="auto" data-w="settings-theme-auto"></option><option value="light" data-w="settings-theme-light"></option><option value="dark" data-w="settings-theme-dark"></option></select></label>
<label class="check"><input type="checkbox" data-control="four-colour"> <span data-w="settings-four-colour"></span></label>
<label class="check"><input type="checkbox" data-control="left-handed"> <span data-w="settings-left-handed"></span></label>
<label class="check"><input type="checkbox" data-control="chances"> <span data-w="settings-chances"></span></label>
<label class="check"><input type="checkbox" data-control="peek-hints"> <span data-w="settings-peek-hints"></span></label>"#;

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::table::records::store::{MemoryStore, SerdeJson};

    #[test]
    fn a_hosts_own_value_under_the_key_is_never_overwritten() {
        let store = MemoryStore::default();
        let changed = Settings {
            draw: 1,
            ..Settings::default()
        };
        // The table's own (this release's, an earlier one's, a seed of one member).
        for ours in [
            changed.to_json::<SerdeJson>(),
            r#"{"version":1,"draw":3,"spaces":"waste","autoplay":true,"speed":"normal","four_colour":false,"card_size":"medium","left_handed":false}"#.to_string(),
            r#"{"peek_hints":true}"#.to_string(),
        ] {
            assert!(is_ours::<SerdeJson>(&ours), "{ours}");
            store.write(KEY, &ours).unwrap();
            changed.store(&store).unwrap();
            assert_eq!(Settings::load(&store), changed, "{ours} is replaced");
        }
        // A host's own: other members, a member of another type, no object.
        for foreign in [
            r#"{"fontSize":18,"darkMode":true}"#,
            r#"{"theme":"dark","user":"ann"}"#,
            r#"{"draw":"three"}"#,
            r#"["a","b"]"#,
            "dark",
            "",
        ] {
            assert!(!is_ours::<SerdeJson>(foreign), "{foreign}");
            store.write(KEY, foreign).unwrap();
            changed.store(&store).unwrap();
            assert_eq!(store.read(KEY).as_deref(), Some(foreign), "left alone");
        }
    }

    #[test]
    fn settings_round_trip_and_fall_back_field_by_field() {
        let s = Settings {
            draw: 1,
            spaces: Spaces::Any,
            autoplay: false,
            speed: Speed::Fast,
            four_colour: true,
            size: CardSize::Large,
            left_handed: true,
            chances: true,
            peek_hints: false,
            ..Settings::default()
        };
        assert_eq!(Settings::parse::<SerdeJson>(&s.to_json::<SerdeJson>()), s);
        assert_eq!(Settings::parse::<SerdeJson>("garbage"), Settings::default());
        let odd = Settings::parse::<SerdeJson>(
            r#"{"draw":2,"spaces":"all","autoplay":false,"speed":"warp","card_size":"small"}"#,
        );
        assert_eq!(
            odd,
            Settings {
                autoplay: false,
                size: CardSize::Small,
                ..Settings::default()
            }
        );
        assert_eq!(s.variant(GameId::DoubleCanfield).draw, 1);
        // The two settings of issue 23 round-trip, and are written only
        // when they differ from their defaults.
        let honest = Settings {
            chances: false,
            peek_hints: true,
            ..Settings::default()
        };
        let text = honest.to_json::<SerdeJson>();
        assert!(text.ends_with(r#""left_handed":false,"chances":false,"peek_hints":true}"#));
        assert_eq!(Settings::parse::<SerdeJson>(&text), honest);
        assert!(!Settings::default()
            .to_json::<SerdeJson>()
            .contains("chances"));
        let d = Settings::default();
        assert!(d.chances && !d.peek_hints);
        assert_eq!(s.variant(GameId::Caprice), Variant::new(GameId::Caprice));
        // The grade New deal deals: written only when chosen.
        let hard = Settings {
            deal_grade: Some(Grade::VeryHard),
            ..Settings::default()
        };
        let text = hard.to_json::<SerdeJson>();
        assert!(text.ends_with(r#""left_handed":false,"deal_grade":"very-hard"}"#));
        assert_eq!(Settings::parse::<SerdeJson>(&text), hard);
        assert!(!Settings::default().to_json::<SerdeJson>().contains("grade"));
        let odd = Settings::parse::<SerdeJson>(r#"{"deal_grade":"impossible"}"#);
        assert_eq!(odd.deal_grade, None);
    }

    /// The Eyes settings: the theme and the large-index face round-trip,
    /// are written only where they differ from their defaults (so earlier
    /// records read as before: automatic, standard index), and an unknown
    /// theme falls back to automatic alone.
    #[test]
    fn theme_and_large_index_are_kept() {
        for theme in Theme::ALL {
            assert_eq!(Theme::parse(theme.id()), Some(theme));
            let s = Settings {
                theme,
                large_index: theme == Theme::Dark,
                ..Settings::default()
            };
            assert_eq!(Settings::parse::<SerdeJson>(&s.to_json::<SerdeJson>()), s);
        }
        assert_eq!(Theme::parse("Dark"), None);
        assert_eq!(Settings::default().theme, Theme::Auto);
        assert!(!Settings::default().large_index);
        let dark = Settings {
            theme: Theme::Dark,
            large_index: true,
            ..Settings::default()
        };
        assert!(dark
            .to_json::<SerdeJson>()
            .ends_with(r#""left_handed":false,"large_index":true,"theme":"dark"}"#));
        let odd = Settings::parse::<SerdeJson>(r#"{"theme":"sepia","large_index":true}"#);
        assert_eq!(
            odd,
            Settings {
                large_index: true,
                ..Settings::default()
            }
        );
        assert!(dark.layout().large_index);
        assert!(!Settings::default().layout().large_index);
    }

    /// The language: automatic by default and written only when chosen
    /// (so the stored texts of earlier releases read as automatic and are
    /// written back byte for byte); a tag the table does not speak, or a
    /// region's tag (`fr-CA`, which only `lang` attributes use), reads as
    /// automatic alone.
    #[test]
    fn the_language_is_automatic_unless_chosen() {
        assert_eq!(Settings::default().language, None);
        assert_eq!(Settings::parse::<SerdeJson>(STORED_ALL).language, None);
        for lang in Lang::ALL {
            let s = Settings {
                language: Some(lang),
                four_colour: true,
                ..Settings::default()
            };
            let text = s.to_json::<SerdeJson>();
            assert!(text.ends_with(&format!(
                r#""left_handed":false,"language":"{}"}}"#,
                lang.tag()
            )));
            assert_eq!(Settings::parse::<SerdeJson>(&text), s);
            assert_eq!(language_id(Some(lang)), lang.tag());
        }
        assert_eq!(language_id(None), "auto");
        for odd in ["pt", "fr-CA", "auto", "FR", ""] {
            let s = Settings::parse::<SerdeJson>(&format!(
                r#"{{"language":"{odd}","autoplay":false}}"#
            ));
            assert_eq!(
                s,
                Settings {
                    autoplay: false,
                    ..Settings::default()
                },
                "{odd}"
            );
        }
        assert!(!Settings::default()
            .to_json::<SerdeJson>()
            .contains("language"));
    }

    /// Written by the code of the serde days (players have these).
    const STORED_DEFAULT: &str = r#"{"version":1,"draw":3,"spaces":"waste","autoplay":true,"speed":"normal","four_colour":false,"card_size":"medium","left_handed":false}"#;
    const STORED_ALL: &str = r#"{"version":1,"draw":1,"spaces":"any","autoplay":false,"speed":"fast","four_colour":true,"card_size":"large","left_handed":true}"#;

    #[test]
    fn stored_settings_read_and_write_as_before() {
        let all = Settings {
            draw: 1,
            spaces: Spaces::Any,
            autoplay: false,
            speed: Speed::Fast,
            four_colour: true,
            size: CardSize::Large,
            left_handed: true,
            chances: true,
            peek_hints: false,
            ..Settings::default()
        };
        for (text, value) in [(STORED_DEFAULT, Settings::default()), (STORED_ALL, all)] {
            assert_eq!(Settings::parse::<SerdeJson>(text), value);
            assert_eq!(value.to_json::<SerdeJson>(), text);
        }
    }

    #[test]
    fn settings_load_and_store() {
        let mem = MemoryStore::new();
        assert_eq!(Settings::load(&mem), Settings::default());
        mem.write(KEY, STORED_ALL).unwrap();
        let all = Settings::load(&mem);
        assert!(all.left_handed && all.four_colour);
        mem.write(KEY, "garbage").unwrap();
        assert_eq!(Settings::load(&mem), Settings::default());
        // Not the table's: read as the defaults, and left alone.
        all.store(&mem).unwrap();
        assert_eq!(mem.read(KEY).as_deref(), Some("garbage"));
        mem.remove(KEY);
        all.store(&mem).unwrap();
        assert_eq!(mem.read(KEY).as_deref(), Some(STORED_ALL));
        mem.refuse_writes(true);
        assert_eq!(Settings::default().store(&mem).unwrap_err().key, KEY);
        assert_eq!(mem.read(KEY).as_deref(), Some(STORED_ALL));
    }
}
