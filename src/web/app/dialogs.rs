//! The table's dialogs: statistics, settings, rules and the confirmation,
//! and the page's look from the settings. `Dialogs` adds their markup,
//! fills and opens them with what it is given, and undoes its marks on
//! the root when the table goes; what goes in them is decided elsewhere
//! (the session, the records, [`rulebook`](crate::table::rulebook)).
//!
//! Dialogs are native `<dialog>` elements opened with `showModal()` (focus
//! moves into them and comes back when they close; Escape closes them).
//! Their buttons and controls go through the app's delegated listeners
//! and [`Input`]s like everything else; [`change_input`] reads a settings
//! control's `change`.

use super::{Callback, Handle};
use crate::engine::Variant;
use crate::table::attributes;
use crate::table::input::{Dialog, ImportFailed, Input};
use crate::table::records::settings::{self, Setting, Settings};
use crate::table::session::Question;
use crate::table::words::{Lang, Words};
use crate::web::stats;
use js_sys::Array;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{
    Blob, BlobPropertyBag, Element, Event, HtmlDialogElement, HtmlElement, HtmlInputElement,
    HtmlSelectElement, ResizeObserver, Url,
};

const CLOSE: &str = r#"<form method="dialog"><button class="close" data-w-label="dialog-close" data-w-title="dialog-close">×</button></form>"#;

/// Builds the dialogs' markup. Its words are named by `data-w`,
/// `data-w-label` and `data-w-title` and written by `view::apply_words`
/// (at once, and again on a change of language).
fn dialogs_html() -> String {
    format!(
        concat!(
            r#"<dialog part="dialog" class="sheet" data-dialog="stats" aria-labelledby="patience-stats-title"><div class="sheet-head"><h2 id="patience-stats-title" data-w="chrome-stats"></h2>{close}</div>"#,
            r#"<div class="sheet-body"><div class="stats-scroll" data-stats-body tabindex="0" data-w-label="stats-table-label"></div><p class="sheet-note" data-stats-note data-w="stats-assisted"></p><p class="sheet-message" data-stats-message role="status" aria-live="polite"></p></div>"#,
            r#"<div class="sheet-foot"><button type="button" data-action="stats-reset" data-w="stats-reset-button"></button><button type="button" data-action="stats-export" data-w="stats-export-button"></button><label class="file-button"><span data-w="stats-import-button"></span><input type="file" accept=".json,application/json" data-control="stats-import" data-w-label="stats-import-label"></label></div></dialog>"#,
            r#"<dialog part="dialog" class="sheet" data-dialog="settings" aria-labelledby="patience-settings-title"><div class="sheet-head"><h2 id="patience-settings-title" data-w="chrome-settings"></h2>{close}</div><div class="sheet-body settings-form">{form}</div></dialog>"#,
            r#"<dialog part="dialog" class="sheet wide" data-dialog="rules" aria-labelledby="patience-rules-title"><div class="sheet-head"><h2 id="patience-rules-title" data-w="chrome-rules"></h2>{close}</div><div class="sheet-body"><div data-rules-tabs></div><div class="rules-page" data-rules-body></div></div></dialog>"#,
            r#"<dialog part="dialog" class="sheet confirm" data-dialog="confirm" aria-labelledby="patience-confirm-title" aria-describedby="patience-confirm-text"><h2 id="patience-confirm-title" data-confirm-title></h2><p id="patience-confirm-text" data-confirm-text></p>"#,
            r#"<div class="sheet-foot"><button type="button" data-action="confirm" data-confirm="no" autofocus data-w="confirm-keep-playing"></button><button type="button" class="primary" data-action="confirm" data-confirm="yes"></button></div></dialog>"#,
        ),
        close = CLOSE,
        form = settings::FORM,
    )
}

/// The dialogs in the table's root, with a `ResizeObserver` that has the
/// table laid out again whenever its size changes (the window, but also
/// the control bar growing or wrapping as buttons appear). Dropped with
/// the table: the observer stops and the root loses the look's marks.
pub(super) struct Dialogs {
    root: Element,
    observer: ResizeObserver,
    _callback: Callback,
}

impl Drop for Dialogs {
    fn drop(&mut self) {
        self.observer.disconnect();
        let _ = self
            .root
            .class_list()
            .remove_2("four-colour", "left-handed");
        for name in [
            "data-card-size",
            "data-theme",
            "data-card-index",
            "data-speed",
        ] {
            let _ = self.root.remove_attribute(name);
        }
    }
}

impl Dialogs {
    /// Adds the dialogs to `root` and watches `table`'s size (`resized`
    /// is called when it changes).
    pub(super) fn mount(
        root: &Element,
        table: &Element,
        resized: Callback,
    ) -> Result<Dialogs, JsValue> {
        root.insert_adjacent_html("beforeend", &dialogs_html())?;
        let observer = ResizeObserver::new(resized.as_ref().unchecked_ref())?;
        observer.observe(table);
        Ok(Dialogs {
            root: root.clone(),
            observer,
            _callback: resized,
        })
    }

    fn find(&self, selector: &str) -> Option<Element> {
        self.root.query_selector(selector).ok().flatten()
    }

    /// The `<dialog>` called `name`.
    pub(super) fn dialog(&self, name: &str) -> Option<HtmlDialogElement> {
        self.find(&format!("dialog[data-dialog=\"{name}\"]"))
            .and_then(|d| d.dyn_into().ok())
    }

    /// Every `<dialog>` (for their listeners).
    pub(super) fn all(&self) -> Vec<Element> {
        let mut found = Vec::new();
        if let Ok(list) = self.root.query_selector_all("dialog") {
            for i in 0..list.length() {
                if let Some(d) = list.item(i).and_then(|n| n.dyn_into().ok()) {
                    found.push(d);
                }
            }
        }
        found
    }

    fn set_text(&self, selector: &str, text: &str) {
        if let Some(el) = self.find(selector) {
            el.set_text_content(Some(text));
        }
    }

    fn set_html(&self, selector: &str, html: &str) {
        if let Some(el) = self.find(selector) {
            el.set_inner_html(html);
        }
    }

    /// Opens `which` (filled beforehand), unless it is open.
    pub(super) fn open(&self, which: Dialog) {
        self.open_named(which.name());
    }

    /// Fills the rules dialog: its games' tabs and one game's page.
    pub(super) fn show_rules(&self, tabs: &str, page: &str) {
        self.set_html("[data-rules-tabs]", tabs);
        self.set_html("[data-rules-body]", page);
    }

    /// Fills the statistics dialog's table.
    pub(super) fn show_stats(&self, html: &str) {
        self.set_html("[data-stats-body]", html);
    }

    /// The statistics dialog's message line.
    pub(super) fn stats_message(&self, text: &str) {
        self.set_text("[data-stats-message]", text);
    }

    /// Opens the confirmation dialog on `q`.
    pub(super) fn ask(&self, q: &Question, words: &Words) {
        let words = q.words(words);
        self.set_text("[data-confirm-title]", &words.title);
        self.set_text("[data-confirm-text]", &words.text);
        self.set_text("[data-confirm=\"yes\"]", &words.yes);
        self.set_text("[data-confirm=\"no\"]", &words.no);
        self.open_named("confirm");
    }

    fn open_named(&self, name: &str) {
        if let Some(d) = self.dialog(name) {
            if !d.open() {
                let _ = d.show_modal();
            }
        }
    }

    /// Whether `which` is open.
    pub(super) fn is_open(&self, which: Dialog) -> bool {
        self.dialog(which.name()).is_some_and(|d| d.open())
    }

    /// The settings' language select: its label and its options, each
    /// language in its own name (`locales/languages.ftl`), showing `chosen`.
    pub(super) fn show_languages(&self, words: &Words, chosen: Option<Lang>) {
        if let Some(label) = self.find("[data-language-label]") {
            label.set_text_content(Some(&words.get("language-label")));
        }
        if let Some(select) = self.find("[data-language-select]") {
            select.set_inner_html(&words.language_options());
            if let Ok(select) = select.dyn_into::<HtmlSelectElement>() {
                select.set_value(settings::language_id(chosen));
            }
        }
    }

    /// Closes the confirmation dialog if it is open.
    pub(super) fn close_question(&self) {
        if let Some(d) = self.dialog("confirm").filter(|d| d.open()) {
            d.close();
        }
    }

    /// The settings dialog's Double Canfield radios show `s`.
    pub(super) fn show_options(&self, s: &Settings) {
        for (control, value) in [
            ("draw", s.draw.to_string()),
            ("spaces", s.spaces.id().to_string()),
        ] {
            if let Ok(list) = self
                .root
                .query_selector_all(&format!("input[data-control=\"{control}\"]"))
            {
                for i in 0..list.length() {
                    if let Some(input) = list
                        .item(i)
                        .and_then(|n| n.dyn_into::<HtmlInputElement>().ok())
                    {
                        input.set_checked(input.value() == value);
                    }
                }
            }
        }
    }

    /// The settings dialog's controls show `s`; autoplay is offered only
    /// where the address `allowed` it.
    /// (The radios are [`show_options`](Self::show_options)'.)
    pub(super) fn show_settings(&self, s: &Settings, allowed: bool) {
        let check = |control: &str, on: bool| {
            if let Some(input) = self
                .find(&format!("input[data-control=\"{control}\"]"))
                .and_then(|e| e.dyn_into::<HtmlInputElement>().ok())
            {
                input.set_checked(on);
            }
        };
        check("autoplay", s.autoplay && allowed);
        check("four-colour", s.four_colour);
        check("left-handed", s.left_handed);
        check("chances", s.chances);
        check("peek-hints", s.peek_hints);
        check("large-index", s.large_index);
        if let Some(input) = self.find("input[data-control=\"autoplay\"]") {
            let _ = input.toggle_attribute_with_force("disabled", !allowed);
        }
        if let Some(note) = self.find("[data-autoplay-note]") {
            let _ = note.toggle_attribute_with_force("hidden", allowed);
        }
        for (control, value) in [
            ("speed", s.speed.id()),
            ("card-size", settings::size_id(s.size)),
            ("deal-grade", s.deal_grade.map_or("any", |g| g.id())),
            ("theme", s.theme.id()),
            ("language", settings::language_id(s.language)),
        ] {
            if let Some(select) = self
                .find(&format!("select[data-control=\"{control}\"]"))
                .and_then(|e| e.dyn_into::<HtmlSelectElement>().ok())
            {
                select.set_value(value);
            }
        }
    }
}

/// The page's look from the settings `s` and the host element's `theme`
/// and `card-index` (`host`): four-colour suits, left-handed, card size,
/// theme, large index and speed as classes and attributes on `root`
/// (style.css does the rest, `prefers-color-scheme` included). Tells
/// whether the card index changed (the table is laid out again).
pub(super) fn apply_look(root: &Element, s: &Settings, host: Option<&Element>) -> bool {
    let attr = |name: &str| host.and_then(|h| h.get_attribute(name));
    let before = root.get_attribute("data-card-index");
    let theme = attributes::theme(s.theme, attr("theme").as_deref());
    let _ = root.set_attribute("data-theme", theme.id());
    let index = attributes::card_index_id(large_index(s, host));
    let _ = root.set_attribute("data-card-index", index);
    let classes = root.class_list();
    let _ = classes.toggle_with_force("four-colour", s.four_colour);
    let _ = classes.toggle_with_force("left-handed", s.left_handed);
    let _ = root.set_attribute("data-card-size", settings::size_id(s.size));
    let _ = root.set_attribute("data-speed", s.speed.id());
    before.as_deref() != Some(index)
}

/// Whether the cards wear the large-index face: the player's setting, or
/// the host element's `card-index` (see `attributes::large_index`).
pub(super) fn large_index(s: &Settings, host: Option<&Element>) -> bool {
    attributes::large_index(
        s.large_index,
        host.and_then(|h| h.get_attribute("card-index")).as_deref(),
    )
}

/// The statistics dialog's contents: the table of `variant`'s counts and
/// grades and its daily results, from the records read (`None`: the page
/// may not use the browser's storage), in `words`.
pub(super) fn stats_html(
    read: Option<(
        stats::Stats,
        Option<crate::table::records::daily::DailyRecord>,
    )>,
    variant: Variant,
    words: &Words,
) -> String {
    match read {
        Some((s, days)) => {
            stats::table_html(&s, variant, words)
                + &stats::grades_html(&s, variant, words)
                + &super::daily::stats_html(days, variant, words)
        }
        None => format!(
            "<p>{}</p>",
            crate::table::words::escape(&words.get("stats-no-storage"))
        ),
    }
}

/// Saves `text` as a JSON file through a Blob, an object URL and an
/// `a[download]`. Returns the file's name.
pub(super) fn download(doc: &web_sys::Document, text: &str) -> Result<String, JsValue> {
    let opts = BlobPropertyBag::new();
    opts.set_type("application/json");
    let blob =
        Blob::new_with_str_sequence_and_options(&Array::of1(&JsValue::from_str(text)), &opts)?;
    let url = Url::create_object_url_with_blob(&blob)?;
    let date = js_sys::Date::new_0();
    let name = format!(
        "patience-statistics-{:04}-{:02}-{:02}.json",
        date.get_full_year(),
        date.get_month() + 1,
        date.get_date()
    );
    let a: HtmlElement = doc.create_element("a")?.unchecked_into();
    a.set_attribute("href", &url)?;
    a.set_attribute("download", &name)?;
    a.click();
    // Let the download take the URL before it is freed.
    let free = Closure::once_into_js(move || {
        let _ = Url::revoke_object_url(&url);
    });
    if let Some(w) = web_sys::window() {
        let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(free.unchecked_ref(), 4000);
    }
    Ok(name)
}

// ----- the settings dialog's controls -----

/// The input for a `change` event on a settings control, if it is one.
/// The statistics file input is read here and sends `StatsImport` when
/// the file's text is ready.
pub(super) fn change_input(e: &Event, me: &Handle) -> Option<Input> {
    let target: Element = e.target()?.dyn_into().ok()?;
    let control = target.get_attribute("data-control")?;
    if let Some(input) = target.dyn_ref::<HtmlInputElement>() {
        let on = input.checked();
        return match control.as_str() {
            "draw" if on => Some(Input::SelectDraw(input.value())),
            "spaces" if on => Some(Input::SelectSpaces(input.value())),
            "autoplay" => Some(Input::Setting(Setting::Autoplay(on))),
            "four-colour" => Some(Input::Setting(Setting::FourColour(on))),
            "large-index" => Some(Input::Setting(Setting::LargeIndex(on))),
            "left-handed" => Some(Input::Setting(Setting::LeftHanded(on))),
            "chances" => Some(Input::Setting(Setting::Chances(on))),
            "peek-hints" => Some(Input::Setting(Setting::PeekHints(on))),
            "stats-import" => {
                read_file(input, me);
                None
            }
            _ => None,
        };
    }
    let value = target.dyn_ref::<HtmlSelectElement>()?.value();
    match control.as_str() {
        "speed" => settings::Speed::parse(&value).map(|s| Input::Setting(Setting::Speed(s))),
        "card-size" => settings::parse_size(&value).map(|s| Input::Setting(Setting::Size(s))),
        "deal-grade" => Some(Input::Setting(Setting::DealGrade(
            crate::solver::honest::Grade::parse(&value),
        ))),
        "theme" => settings::Theme::parse(&value).map(|t| Input::Setting(Setting::Theme(t))),
        "language" => Some(Input::Setting(Setting::Language(Lang::parse(&value)))),
        _ => None,
    }
}

/// Reads the chosen file's text, then sends it as `StatsImport`.
fn read_file(input: &HtmlInputElement, me: &Handle) {
    let Some(file) = input.files().and_then(|f| f.get(0)) else {
        return;
    };
    // Choosing the same file again must fire `change` again.
    input.set_value("");
    if file.size() > 1_048_576.0 {
        me.send(Input::StatsImport(Err(ImportFailed::TooLarge)));
        return;
    }
    let (me, me2) = (me.clone(), me.clone());
    let ok = Closure::once_into_js(move |text: JsValue| {
        me.send(Input::StatsImport(Ok(text.as_string().unwrap_or_default())));
    });
    let err = Closure::once_into_js(move |_: JsValue| {
        me2.send(Input::StatsImport(Err(ImportFailed::Unreadable)));
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
