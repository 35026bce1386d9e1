//! The player's settings, kept in `localStorage` under `patience:settings`:
//! Double Canfield's draw and spaces rules, autoplay, animation speed,
//! four-colour suits, card size and a left-handed layout.
//!
//! Double Canfield's draw and spaces have one source of truth: the value
//! here is the table's. The bar's selects and the settings dialog both show
//! it and both change it through the same messages (`SelectDraw`,
//! `SelectSpaces`); a deal link's options become the setting.
//!
//! Each table holds its own copy (read when it mounts, written when its
//! player changes one); whether it autoplays is the setting, unless its
//! address or attributes say `autoplay=0` (see `autoplay::enabled`).

use super::app::Msg;
use super::layout::{CardSize, Prefs};
use super::wire;
use crate::engine::{GameId, Spaces, Variant};
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, Event, HtmlInputElement, HtmlSelectElement, Storage};

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
    pub left_handed: bool,
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
            left_handed: false,
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
}

impl Settings {
    /// Reads settings; anything missing or unreadable is the default.
    pub fn parse(text: &str) -> Settings {
        let d = Settings::default();
        let Ok(s) = wire::from_text::<Stored>(text) else {
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
            left_handed: s.left_handed.unwrap_or(d.left_handed),
        }
    }

    /// The stored JSON: `version` 1, then every setting.
    pub fn to_json(&self) -> String {
        wire::to_text(&Stored {
            version: 1,
            draw: Some(self.draw),
            spaces: Some(self.spaces.id().to_string()),
            autoplay: Some(self.autoplay),
            speed: Some(self.speed.id().to_string()),
            four_colour: Some(self.four_colour),
            card_size: Some(size_id(self.size).to_string()),
            left_handed: Some(self.left_handed),
        })
        // Numbers, booleans and fixed words: this cannot fail, and an
        // empty text reads back as the defaults.
        .unwrap_or_default()
    }

    pub fn load(storage: &Storage) -> Settings {
        storage
            .get_item(KEY)
            .ok()
            .flatten()
            .map_or_else(Settings::default, |t| Settings::parse(&t))
    }

    pub fn store(&self, storage: &Storage) {
        let _ = storage.set_item(KEY, &self.to_json());
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
        }
    }
}

/// What a setting control's change asks for.
#[derive(Clone, Debug)]
pub enum Setting {
    Autoplay(bool),
    Speed(Speed),
    FourColour(bool),
    Size(CardSize),
    LeftHanded(bool),
}

/// The message for a `change` event on a settings control, if it is one.
/// The statistics file input is read here and sends `StatsImport` when
/// the file's text is ready.
pub fn change_msg(e: &Event, me: &super::app::Handle) -> Option<Msg> {
    let target: Element = e.target()?.dyn_into().ok()?;
    let control = target.get_attribute("data-control")?;
    if let Some(input) = target.dyn_ref::<HtmlInputElement>() {
        let on = input.checked();
        return match control.as_str() {
            "draw" if on => Some(Msg::SelectDraw(input.value())),
            "spaces" if on => Some(Msg::SelectSpaces(input.value())),
            "autoplay" => Some(Msg::Setting(Setting::Autoplay(on))),
            "four-colour" => Some(Msg::Setting(Setting::FourColour(on))),
            "left-handed" => Some(Msg::Setting(Setting::LeftHanded(on))),
            "stats-import" => {
                read_file(input, me);
                None
            }
            _ => None,
        };
    }
    let value = target.dyn_ref::<HtmlSelectElement>()?.value();
    match control.as_str() {
        "speed" => Speed::parse(&value).map(|s| Msg::Setting(Setting::Speed(s))),
        "card-size" => parse_size(&value).map(|s| Msg::Setting(Setting::Size(s))),
        _ => None,
    }
}

/// Reads the chosen file's text, then sends it as `StatsImport`.
fn read_file(input: &HtmlInputElement, me: &super::app::Handle) {
    let Some(file) = input.files().and_then(|f| f.get(0)) else {
        return;
    };
    // Choosing the same file again must fire `change` again.
    input.set_value("");
    if file.size() > 1_048_576.0 {
        me.send(Msg::StatsImport(Err(
            "That file is far too large to be Patience statistics.".into(),
        )));
        return;
    }
    let (me, me2) = (me.clone(), me.clone());
    let ok = Closure::once_into_js(move |text: JsValue| {
        me.send(Msg::StatsImport(Ok(text.as_string().unwrap_or_default())));
    });
    let err = Closure::once_into_js(move |_: JsValue| {
        me2.send(Msg::StatsImport(Err("That file could not be read.".into())));
    });
    // promise.then(ok, err), with self-freeing one-shot callbacks.
    let promise = file.text();
    if let Some(then) = js_sys::Reflect::get(&promise, &"then".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
    {
        let _ = then.call2(&promise, &ok, &err);
    }
}

/// The settings dialog's form (its values are filled in by the app).
pub const FORM: &str = r#"<fieldset class="setting-group"><legend>Double Canfield</legend>
<p class="setting-note">Part of the deal link. Changing them during a game starts a new deal, after asking.</p>
<div class="choices" role="radiogroup" aria-label="Cards per stock move"><label class="choice"><input type="radio" name="setting-draw" value="3" data-control="draw"> Draw 3</label><label class="choice"><input type="radio" name="setting-draw" value="1" data-control="draw"> Draw 1</label></div>
<div class="choices" role="radiogroup" aria-label="What may fill a space once the reserve is empty"><label class="choice"><input type="radio" name="setting-spaces" value="waste" data-control="spaces"> Spaces: the waste's card</label><label class="choice"><input type="radio" name="setting-spaces" value="any" data-control="spaces"> Spaces: any card</label></div>
</fieldset>
<label class="check"><input type="checkbox" data-control="autoplay"> <span>Autoplay: move cards to the foundations when that can never hurt</span></label>
<p class="setting-note" data-autoplay-note hidden>This page's address turns autoplay off (<code>autoplay=0</code>).</p>
<label class="field"><span>Animation</span><select data-control="speed"><option value="normal">Normal</option><option value="fast">Fast</option><option value="none">None</option></select></label>
<label class="field"><span>Card size</span><select data-control="card-size"><option value="small">Small</option><option value="medium">Medium</option><option value="large">Large</option></select></label>
<label class="check"><input type="checkbox" data-control="four-colour"> <span>Four-colour suits: clubs green, diamonds blue</span></label>
<label class="check"><input type="checkbox" data-control="left-handed"> <span>Left-handed: stock, waste and reserve on the other side</span></label>"#;

#[cfg(test)]
mod tests {
    use super::*;
    use wasm_bindgen_test::wasm_bindgen_test;

    #[wasm_bindgen_test]
    fn settings_round_trip_and_fall_back_field_by_field() {
        let s = Settings {
            draw: 1,
            spaces: Spaces::Any,
            autoplay: false,
            speed: Speed::Fast,
            four_colour: true,
            size: CardSize::Large,
            left_handed: true,
        };
        assert_eq!(Settings::parse(&s.to_json()), s);
        assert_eq!(Settings::parse("garbage"), Settings::default());
        let odd = Settings::parse(
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
        assert_eq!(s.variant(GameId::Caprice), Variant::new(GameId::Caprice));
    }

    /// Written by the code of the serde days (players have these).
    const STORED_DEFAULT: &str = r#"{"version":1,"draw":3,"spaces":"waste","autoplay":true,"speed":"normal","four_colour":false,"card_size":"medium","left_handed":false}"#;
    const STORED_ALL: &str = r#"{"version":1,"draw":1,"spaces":"any","autoplay":false,"speed":"fast","four_colour":true,"card_size":"large","left_handed":true}"#;

    #[wasm_bindgen_test]
    fn stored_settings_read_and_write_as_before() {
        let all = Settings {
            draw: 1,
            spaces: Spaces::Any,
            autoplay: false,
            speed: Speed::Fast,
            four_colour: true,
            size: CardSize::Large,
            left_handed: true,
        };
        for (text, value) in [(STORED_DEFAULT, Settings::default()), (STORED_ALL, all)] {
            assert_eq!(Settings::parse(text), value);
            assert_eq!(value.to_json(), text);
        }
        // What serde made of odd texts: a field of the wrong type, out of
        // range or twice spoils them all; null, absent or unknown members
        // do not.
        let draw_1 = Settings {
            draw: 1,
            ..Settings::default()
        };
        for (text, want) in [
            ("{}", Settings::default()),
            ("null", Settings::default()),
            ("3", Settings::default()),
            (r#""x""#, Settings::default()),
            (r#"{"draw":300,"autoplay":false}"#, Settings::default()),
            (r#"{"draw":-1,"autoplay":false}"#, Settings::default()),
            (r#"{"draw":1.5,"autoplay":false}"#, Settings::default()),
            (r#"{"draw":1,"autoplay":"no"}"#, Settings::default()),
            (r#"{"draw":1,"spaces":5}"#, Settings::default()),
            (r#"{"draw":1,"four_colour":1}"#, Settings::default()),
            (r#"{"draw":1,"autoplay":null}"#, draw_1),
            (r#"{"draw":1,"x":[1,{}],"x":2}"#, draw_1),
            (r#"{"draw":1,"version":"x"}"#, draw_1),
            // Read by JSON.parse: 1.0 is the number 1, and of a member
            // given twice the last counts.
            (r#"{"draw":1.0}"#, draw_1),
            (r#"{"draw":3,"draw":1}"#, draw_1),
            (
                r#"{"draw":null,"spaces":null,"autoplay":null,"speed":null,"four_colour":null,"card_size":null,"left_handed":null}"#,
                Settings::default(),
            ),
        ] {
            assert_eq!(Settings::parse(text), want, "{text}");
        }
    }
}
