//! The table's comfort features: the statistics, settings, rules and
//! confirmation dialogs, and the bookkeeping that feeds the statistics.
//! The pure parts live in [`stats`](crate::table::records::stats),
//! [`settings`](crate::table::records::settings) and
//! [`rulebook`](crate::table::rulebook); this is the glue to the app.
//!
//! Dialogs are native `<dialog>` elements opened with `showModal()` (focus
//! moves into them and comes back when they close; Escape closes them).
//! Their buttons and controls go through the app's delegated listeners
//! and [`Input`]s like everything else.

use super::App;
use crate::engine::daily::DailyDate;
use crate::engine::{GameId, Variant};
use crate::table::attributes;
use crate::table::input::Input;
use crate::table::records::notice::Notice;
use crate::table::records::settings::{self, Setting, Settings};
use crate::table::records::store::WriteError;
use crate::table::records::{daily, facts};
use crate::table::rulebook;
use crate::web::autoplay;
use crate::web::stats::{self, Stats};
use crate::web::wire::Wire;
use daily::DayResult;
use js_sys::Array;
use std::cell::{Cell, RefCell};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{
    Blob, BlobPropertyBag, Element, Event, HtmlDialogElement, HtmlElement, HtmlInputElement,
    HtmlSelectElement, ResizeObserver, Storage, Url,
};

pub use crate::table::input::Dialog;

pub use crate::table::session::{Pending, Question};

const CLOSE: &str = r#"<form method="dialog"><button class="close" aria-label="Close" title="Close">×</button></form>"#;

/// Builds the dialogs' markup.
fn dialogs_html() -> String {
    format!(
        concat!(
            r#"<dialog part="dialog" class="sheet" data-dialog="stats" aria-labelledby="patience-stats-title"><div class="sheet-head"><h2 id="patience-stats-title">Statistics</h2>{close}</div>"#,
            r#"<div class="sheet-body"><div class="stats-scroll" data-stats-body tabindex="0" aria-label="Statistics table"></div><p class="sheet-note" data-stats-note>{assisted}</p><p class="sheet-message" data-stats-message role="status" aria-live="polite"></p></div>"#,
            r#"<div class="sheet-foot"><button type="button" data-action="stats-reset">Reset…</button><button type="button" data-action="stats-export">Export</button><label class="file-button"><span>Import…</span><input type="file" accept=".json,application/json" data-control="stats-import" aria-label="Import statistics from a file"></label></div></dialog>"#,
            r#"<dialog part="dialog" class="sheet" data-dialog="settings" aria-labelledby="patience-settings-title"><div class="sheet-head"><h2 id="patience-settings-title">Settings</h2>{close}</div><div class="sheet-body settings-form">{form}</div></dialog>"#,
            r#"<dialog part="dialog" class="sheet wide" data-dialog="rules" aria-labelledby="patience-rules-title"><div class="sheet-head"><h2 id="patience-rules-title">Rules</h2>{close}</div><div class="sheet-body"><div data-rules-tabs></div><div class="rules-page" data-rules-body></div></div></dialog>"#,
            r#"<dialog part="dialog" class="sheet confirm" data-dialog="confirm" aria-labelledby="patience-confirm-title" aria-describedby="patience-confirm-text"><h2 id="patience-confirm-title" data-confirm-title></h2><p id="patience-confirm-text" data-confirm-text></p>"#,
            r#"<div class="sheet-foot"><button type="button" data-action="confirm" data-confirm="no" autofocus>Keep playing</button><button type="button" class="primary" data-action="confirm" data-confirm="yes"></button></div></dialog>"#,
        ),
        close = CLOSE,
        form = settings::FORM,
        assisted = stats::ASSISTED,
    )
}

fn seconds_now() -> u64 {
    (js_sys::Date::now() / 1000.0) as u64
}

/// A new random source id for this browser's statistics.
fn new_id() -> String {
    let a = getrandom::u32().unwrap_or_else(|_| (js_sys::Math::random() * 4294967295.0) as u32);
    let b = getrandom::u32().unwrap_or_else(|_| (js_sys::Math::random() * 4294967295.0) as u32);
    format!("{a:08x}{b:08x}")
}

/// The records' writes that wait, and what the player was told: a write
/// the browser refuses is kept (the statistics' facts in this table's log,
/// the saved game in the table itself) and tried again at the table's next
/// write, when the statistics are opened, and when the page is hidden; the
/// player is told once, and told again when writes land.
pub struct Records {
    /// This table's log of the statistics' facts (`facts::Writer`).
    writer: RefCell<facts::Writer>,
    /// This table's daily days (`daily::Writer`, the same writer id).
    daily: RefCell<daily::Writer>,
    /// The last try of some write was refused.
    refused: Cell<bool>,
    /// The player was told and not yet told that it is fine again.
    told: Cell<bool>,
    /// A retry is running (its own writes do not start another).
    retrying: Cell<bool>,
}

impl Default for Records {
    fn default() -> Records {
        let id = new_id();
        Records {
            writer: RefCell::new(facts::Writer::new(&id)),
            daily: RefCell::new(daily::Writer::new(&id)),
            refused: Cell::new(false),
            told: Cell::new(false),
            retrying: Cell::new(false),
        }
    }
}

/// What the comfort features hold while the app is mounted: a
/// `ResizeObserver` that lays the table out again whenever its size changes
/// (the window, but also the control bar growing or wrapping as buttons
/// appear), and the root whose setting marks are removed on unmount.
pub struct Guard {
    observer: ResizeObserver,
    _callback: super::Callback,
    root: Element,
}

impl Drop for Guard {
    fn drop(&mut self) {
        self.observer.disconnect();
        let _ = self
            .root
            .class_list()
            .remove_2("four-colour", "left-handed");
        let _ = self.root.remove_attribute("data-card-size");
        let _ = self.root.remove_attribute("data-theme");
        let _ = self.root.remove_attribute("data-card-index");
        let _ = self.root.remove_attribute("data-speed");
    }
}

impl App {
    fn find(&self, selector: &str) -> Option<Element> {
        self.root.query_selector(selector).ok().flatten()
    }

    pub(super) fn dialog(&self, name: &str) -> Option<HtmlDialogElement> {
        self.find(&format!("dialog[data-dialog=\"{name}\"]"))
            .and_then(|d| d.dyn_into().ok())
    }

    fn set_text(&self, selector: &str, text: &str) {
        if let Some(el) = self.find(selector) {
            el.set_text_content(Some(text));
        }
    }

    /// Adds the dialogs to the page and applies the settings; called once
    /// when the app mounts.
    pub(super) fn comfort_mount(&mut self) -> Result<(), JsValue> {
        self.root
            .insert_adjacent_html("beforeend", &dialogs_html())?;
        self.apply_look();
        self.language_select_fill();
        let callback = super::callback(&self.me, |h| h.send(super::Input::Resize));
        let observer = ResizeObserver::new(callback.as_ref().unchecked_ref())?;
        observer.observe(&self.board.table);
        self.comfort = Some(Guard {
            observer,
            _callback: callback,
            root: self.root.clone(),
        });
        self.add_listener(&self.root.clone().into(), "change", |e, h| {
            if let Some(msg) = change_msg(&e, h) {
                h.send(msg);
            }
        })?;
        // However the confirmation closes (a button, Escape), its controls
        // then show what is in force again.
        if let Some(d) = self.dialog("confirm") {
            self.add_listener(&d.into(), "close", |_, h| {
                h.send(super::Input::Confirm(false))
            })?;
        }
        // Keys pressed in a dialog belong to it, not to the table's shortcuts.
        if let Ok(list) = self.root.query_selector_all("dialog") {
            for i in 0..list.length() {
                if let Some(d) = list.item(i) {
                    self.add_listener(&d.into(), "keydown", |e, _| e.stop_propagation())?;
                }
            }
        }
        Ok(())
    }

    /// The host element's attribute `name` (none on the game's own page
    /// without it, or outside an element).
    fn host_attribute(&self, name: &str) -> Option<String> {
        self.options.host.as_ref()?.get_attribute(name)
    }

    /// Whether the cards wear the large-index face: the player's setting,
    /// or the element's `card-index` (see `attributes::large_index`).
    pub(super) fn large_index(&self) -> bool {
        attributes::large_index(
            self.core.session.settings().large_index,
            self.host_attribute("card-index").as_deref(),
        )
    }

    /// The element's `theme` or `card-index` changed: the table shows them
    /// (laid out again for another index).
    pub(crate) fn look_changed(&mut self) {
        let before = self.root.get_attribute("data-card-index");
        self.apply_look();
        if self.root.get_attribute("data-card-index") != before {
            self.relayout();
        }
    }

    /// The page's look from the settings (and the element's `theme` and
    /// `card-index`): four-colour suits, left-handed, card size, theme,
    /// large index (classes and attributes on the root; style.css does the
    /// rest, `prefers-color-scheme` included).
    pub(super) fn apply_look(&self) {
        let s = *self.core.session.settings();
        let theme = attributes::theme(s.theme, self.host_attribute("theme").as_deref());
        let _ = self.root.set_attribute("data-theme", theme.id());
        let _ = self.root.set_attribute(
            "data-card-index",
            attributes::card_index_id(self.large_index()),
        );
        let classes = self.root.class_list();
        let _ = classes.toggle_with_force("four-colour", s.four_colour);
        let _ = classes.toggle_with_force("left-handed", s.left_handed);
        let _ = self
            .root
            .set_attribute("data-card-size", settings::size_id(s.size));
        let _ = self.root.set_attribute("data-speed", s.speed.id());
    }

    pub(super) fn store_settings(&self) {
        if let Some(storage) = &self.storage {
            self.kept(self.core.session.settings().store(storage));
        }
    }

    /// Where every write to `localStorage` ends: one the browser refused
    /// (a private mode, a full quota) is told to the player once and tried
    /// again at the next write that lands (see [`Records`]).
    pub(super) fn kept(&self, result: Result<(), WriteError>) {
        let r = &self.records;
        match result {
            Err(_) => {
                r.refused.set(true);
                if !r.told.replace(true) {
                    self.say(&Notice::NotKept.text());
                }
            }
            Ok(()) => {
                if r.retrying.get() {
                    return;
                }
                if r.refused.get() {
                    self.records_retry();
                }
                let waiting = r.writer.borrow().unwritten() || r.daily.borrow().unwritten();
                if r.told.get() && !r.refused.get() && !waiting {
                    r.told.set(false);
                    self.say(&Notice::KeptAgain.text());
                }
            }
        }
    }

    /// Reading the statistics: statistics set aside on the way are told,
    /// then as [`App::kept`].
    fn stats_kept(&self, result: stats::Kept) {
        let result = result.map(|aside| {
            if let Some(aside) = aside {
                let text = Notice::SetAside(aside).text();
                self.say(&text);
                self.stats_message(&text);
            }
        });
        self.kept(result);
    }

    /// Tries again every write that was refused: the saved game and the
    /// statistics' facts.
    pub(super) fn records_retry(&self) {
        let r = &self.records;
        if r.retrying.replace(true) {
            return;
        }
        r.refused.set(false);
        self.save();
        self.stats_write();
        r.retrying.set(false);
        // Refused again: the next write that lands tries again (not this
        // one, which would loop).
        if !r.refused.get() {
            self.kept(Ok(()));
        }
    }

    /// The page is hidden (perhaps for good): the game is saved, and what
    /// waits is tried once more.
    pub(super) fn page_hide(&self) {
        self.save();
        self.stats_write();
    }

    /// Writes this table's log of facts and its daily days, if any wait.
    fn stats_write(&self) {
        let Some(storage) = &self.storage else {
            return;
        };
        let facts = self.records.writer.borrow_mut().write(storage);
        let days = self.records.daily.borrow_mut().write(storage);
        self.kept(facts.and(days));
    }

    /// Records a day's result of a daily deal in this table's own daily
    /// key, and writes it.
    pub(super) fn daily_record(&self, variant: Variant, date: DailyDate, result: DayResult) {
        self.records
            .daily
            .borrow_mut()
            .record(variant, date, result);
        self.stats_write();
    }

    /// Every daily result and deal found, this table's unwritten ones
    /// included.
    pub(super) fn daily_load(&self) -> Option<daily::DailyRecord> {
        let storage = self.storage.as_ref()?;
        Some(daily::load(storage, Some(&self.records.daily.borrow())))
    }

    /// Records events of the game as facts in this table's log and
    /// writes it.
    fn stats_change(&self, ops: impl IntoIterator<Item = stats::Op>) {
        let at = js_sys::Date::now() as u64;
        {
            let mut writer = self.records.writer.borrow_mut();
            for op in ops {
                writer.record(op, at);
            }
        }
        self.stats_write();
    }

    /// How long animations last relative to normal (0: none).
    pub(super) fn speed_factor(&self) -> f64 {
        self.core.session.settings().speed.factor()
    }

    pub(super) fn open_dialog(&mut self, which: Dialog) {
        self.cancel_drag();
        match which {
            Dialog::Stats => {
                if self.records.refused.get() {
                    self.records_retry();
                }
                self.set_text("[data-stats-message]", "");
                self.show_stats_table();
            }
            Dialog::Settings => self.sync_settings_form(),
            Dialog::Rules => self.show_rules(self.core.session.variant().game),
        }
        if let Some(d) = self.dialog(which.name()) {
            if !d.open() {
                let _ = d.show_modal();
            }
        }
    }

    pub(super) fn show_rules(&mut self, game: GameId) {
        self.rules_game = game;
        if let Some(tabs) = self.find("[data-rules-tabs]") {
            tabs.set_inner_html(&rulebook::tabs_html(game, &self.core.words));
        }
        if let Some(body) = self.find("[data-rules-body]") {
            body.set_inner_html(&rulebook::page_html(
                self.core.session.settings().variant(game),
                self.core.session.settings().layout(),
                self.board.size,
                &self.core.words,
            ));
        }
    }

    /// The Double Canfield controls (the bar's selects, the settings
    /// dialog's radios) show the one value they share.
    pub(super) fn sync_option_controls(&self) {
        let s = self.core.session.settings();
        self.controls.draw.set_value(&s.draw.to_string());
        self.controls.spaces.set_value(s.spaces.id());
        self.controls
            .game
            .set_value(self.core.session.variant().game.id());
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

    pub(super) fn sync_settings_form(&self) {
        self.sync_option_controls();
        let s = *self.core.session.settings();
        let allowed = autoplay::url_allows(&self.options.search);
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
        if let Some(input) = self.find("input[data-control=\"autoplay\"]") {
            let _ = input.toggle_attribute_with_force("disabled", !allowed);
        }
        if let Some(note) = self.find("[data-autoplay-note]") {
            let _ = note.toggle_attribute_with_force("hidden", allowed);
        }
        check("large-index", s.large_index);
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

    /// The table shows a deal: Double Canfield's rules become the
    /// setting (see `Session::deal_shown`).
    pub(super) fn comfort_deal_shown(&mut self) {
        let effects = self.core.session.deal_shown();
        self.perform_session(effects);
    }

    /// Opens the confirmation dialog on `q`.
    pub(super) fn ask(&mut self, q: &Question) {
        let words = q.words(&self.core.words);
        self.set_text("[data-confirm-title]", &words.title);
        self.set_text("[data-confirm-text]", &words.text);
        self.set_text("[data-confirm=\"yes\"]", &words.yes);
        self.set_text("[data-confirm=\"no\"]", &words.no);
        if let Some(d) = self.dialog("confirm") {
            if !d.open() {
                let _ = d.show_modal();
            }
        }
    }

    pub(super) fn close_question(&mut self) {
        if let Some(d) = self.dialog("confirm").filter(|d| d.open()) {
            d.close();
        }
    }

    /// Does what waited (or needed no question).
    pub(super) fn perform(&mut self, action: Pending) {
        match action {
            Pending::New => self.new_deal(self.core.session.variant()),
            // (The session made Double Canfield's rules the setting.)
            Pending::Deal(v) | Pending::Attributes(v, None) => self.new_deal(v),
            Pending::Attributes(v, Some(deal)) => self.open_deal(v, deal),
            // The session restarts the deal itself (`Effect::Restarted`).
            Pending::Restart => {}
            Pending::ResetStats => self.stats_reset(),
        }
    }

    // ----- statistics -----

    /// After every change of position: what the statistics count (see
    /// `Session::count_change`).
    pub(super) fn stats_track(&mut self) {
        if self.storage.is_none() || self.replay.is_some() {
            // No records; or a replay being watched, which is nobody's game.
            return;
        }
        let counted = self.core.session.count_change(
            super::now(&self.window),
            seconds_now(),
            self.grade_shown(),
        );
        if counted.ops.is_empty() {
            return;
        }
        self.stats_change(counted.ops);
        for day in counted.days {
            self.daily_result(day);
        }
    }

    /// Before the demo plays a move: the game is assisted (see
    /// `Session::count_assist`).
    pub(super) fn stats_assist(&mut self) {
        if self.storage.is_none() {
            return;
        };
        let ops = self.core.session.count_assist(seconds_now());
        if !ops.is_empty() {
            self.stats_change(ops);
        }
    }

    /// Before the table leaves a game: played and not won is a loss.
    pub(super) fn stats_leave(&mut self) {
        if self.storage.is_none() {
            return;
        };
        let ops = self.core.session.count_leave(seconds_now());
        if !ops.is_empty() {
            self.stats_change(ops);
        }
    }

    fn current_stats(&self) -> Option<Stats> {
        let (s, kept) = facts::derive(
            self.storage.as_ref()?,
            new_id,
            Some(&self.records.writer.borrow()),
        );
        self.stats_kept(kept);
        Some(s)
    }

    fn show_stats_table(&self) {
        let html = match self.current_stats() {
            Some(s) => {
                stats::table_html(&s, self.core.session.variant())
                    + &stats::grades_html(&s, self.core.session.variant())
                    + &super::daily::stats_html(self.daily_load(), self.core.session.variant())
            }
            None => "<p>Statistics need the browser's storage, which this page may not use.</p>"
                .to_string(),
        };
        if let Some(body) = self.find("[data-stats-body]") {
            body.set_inner_html(&html);
        }
    }

    fn stats_message(&self, text: &str) {
        self.set_text("[data-stats-message]", text);
    }

    fn stats_reset(&mut self) {
        let Some(storage) = self.storage.clone() else {
            return;
        };
        // A fresh source from now on; the game being played no longer counts.
        let now = js_sys::Date::now() as u64;
        self.kept(facts::fold(&storage, &Stats::new(&new_id()), now));
        self.show_stats_table();
        self.stats_message("Statistics reset.");
    }

    /// Downloads the statistics as a JSON file.
    pub(super) fn stats_export(&mut self) {
        let Some(s) = self.current_stats() else {
            return;
        };
        match download(&self.doc, &s.export_json::<Wire>()) {
            Ok(name) => self.stats_message(&format!("Exported as {name}.")),
            Err(_) => self.stats_message("This browser refused to save the file."),
        }
    }

    /// Imports a chosen file's text (or says why it could not be read).
    pub(super) fn stats_import(&mut self, text: Result<String, String>) {
        let Some(storage) = self.storage.clone() else {
            return;
        };
        let now = js_sys::Date::now() as u64;
        let result = text.and_then(|t| {
            let own = self.records.writer.borrow();
            facts::import(&storage, &t, new_id, Some(&own), now).map_err(|e| e.to_string())
        });
        match result {
            Ok(stats::Imported { added, kept }) => {
                self.kept(kept.map(|_| ()));
                self.show_stats_table();
                self.stats_message(&if added == 0 {
                    "Imported: nothing new, these games were already counted.".to_string()
                } else {
                    format!(
                        "Imported: {added} game{} added.",
                        if added == 1 { "" } else { "s" }
                    )
                });
            }
            Err(why) => self.stats_message(&format!("{why} Nothing was changed.")),
        }
    }

    /// Whether the animation of a move may run (settings and the system's
    /// reduced-motion preference).
    pub(super) fn motion_allowed(&self) -> bool {
        self.speed_factor() > 0.0
    }

    pub(super) fn settings_for(storage: Option<&Storage>) -> Settings {
        storage.map_or_else(Settings::default, Settings::load)
    }
}

/// Saves `text` as a JSON file through a Blob, an object URL and an
/// `a[download]`. Returns the file's name.
fn download(doc: &web_sys::Document, text: &str) -> Result<String, JsValue> {
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

/// The message for a `change` event on a settings control, if it is one.
/// The statistics file input is read here and sends `StatsImport` when
/// the file's text is ready.
fn change_msg(e: &Event, me: &super::Handle) -> Option<Input> {
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
        "language" => Some(Input::Setting(Setting::Language(
            crate::table::words::Lang::parse(&value),
        ))),
        _ => None,
    }
}

/// Reads the chosen file's text, then sends it as `StatsImport`.
fn read_file(input: &HtmlInputElement, me: &super::Handle) {
    let Some(file) = input.files().and_then(|f| f.get(0)) else {
        return;
    };
    // Choosing the same file again must fire `change` again.
    input.set_value("");
    if file.size() > 1_048_576.0 {
        me.send(Input::StatsImport(Err(
            "That file is far too large to be Patience statistics.".into(),
        )));
        return;
    }
    let (me, me2) = (me.clone(), me.clone());
    let ok = Closure::once_into_js(move |text: JsValue| {
        me.send(Input::StatsImport(Ok(text.as_string().unwrap_or_default())));
    });
    let err = Closure::once_into_js(move |_: JsValue| {
        me2.send(Input::StatsImport(Err(
            "That file could not be read.".into()
        )));
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
