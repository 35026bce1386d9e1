//! Play without a pointer or without sight, and autoplay: the app's side
//! of [`keys`](crate::web::keys), [`announce`](crate::web::announce) and
//! [`autoplay`](crate::web::autoplay).
//!
//! - Keyboard: what a key asks for where it was pressed (`key_command`);
//!   the roving focus over the piles (one pile has `tabindex=0`, the rest
//!   `-1`) and the cards picked up and dropped with Enter or Space are the
//!   core's (`table::keyboard`): this draws them (the focus moved, the held
//!   cards' marks), and holds the help dialog.
//! - Screen readers: every pile's accessible name says what it holds; every
//!   change of position is put into words in a polite live region
//!   (`[data-announcer]`).
//! - Autoplay's timer: the core decides each step (`table::assist`);
//!   the timer that sends `Input::AutoStep` is kept here, at the pace the
//!   cards fly.
//!
//! An [`Assist`] is owned by `App`; its methods are given the table they
//! work on (the board, the core's `TableView`) and never call back into
//! `App`.

use super::board::{Board, Pace};
use super::Input;
use crate::engine::{Move, Movement, PileId, Position, Status};
use crate::table::motion;
use crate::table::view::TableView;
use crate::table::words::{Arg, Words};
use crate::web::announce::{self, Actor, Mark};
use crate::web::keys::{self, Command, Context, Spot};
use crate::web::view;
use js_sys::{Object, Reflect};
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, Element, Event, HtmlElement, KeyboardEvent, Window};

/// How many announcements the live region keeps.
const ANNOUNCEMENTS_KEPT: u32 = 4;

pub(super) struct Assist {
    window: Window,
    doc: Document,
    /// The table's root (the focus is looked for inside it).
    root: Element,
    announcer: Element,
    help: Element,
    finish: HtmlElement,
    /// The held cards whose marks are drawn (see `TableView::held`), and
    /// their targets' top cards, lit.
    shown: Option<keys::Hold>,
    lit: Vec<HtmlElement>,
    /// The status last announced (so a win or a loss is said once).
    last_status: Status,
    /// Autoplay's step timer.
    timer: Option<i32>,
    step_cb: super::Callback,
    /// The table's words: `App` hands the core's in when they change.
    pub(super) words: Rc<Words>,
}

impl Drop for Assist {
    fn drop(&mut self) {
        if let Some(id) = self.timer.take() {
            self.window.clear_timeout_with_handle(id);
        }
    }
}

impl Assist {
    /// Adds the live region, the help dialog and the Finish and help
    /// buttons to the app's chrome (inside `root`).
    pub(super) fn new(
        (window, me): (&Window, &super::Handle),
        doc: &Document,
        (root, buttons): (&Element, &Element),
        status: Status,
        words: Rc<Words>,
    ) -> Result<Assist, JsValue> {
        let announcer = doc.create_element("div")?;
        announcer.set_class_name("sr-only");
        announcer.set_attribute("data-announcer", "")?;
        announcer.set_attribute("role", "log")?;
        announcer.set_attribute("aria-live", "polite")?;
        announcer.set_attribute("data-w-label", "chrome-announcements")?;
        root.append_child(&announcer)?;

        let help = doc.create_element("dialog")?;
        help.set_class_name("sheet help-dialog");
        help.set_attribute("data-dialog", "help")?;
        help.set_attribute("part", "dialog")?;
        help.set_attribute("aria-labelledby", "patience-help-title")?;
        help.set_inner_html(&keys::help_html());
        root.append_child(&help)?;

        let finish = view::create(doc, "button");
        finish.set_attribute("type", "button")?;
        finish.set_attribute("data-action", "finish")?;
        finish.set_attribute("data-w", "chrome-finish")?;
        finish.set_attribute("data-w-title", "chrome-finish-title")?;
        finish.set_hidden(true);
        let share = buttons.query_selector("[data-action=\"share\"]")?;
        buttons.insert_before(&finish, share.as_ref().map(|s| s.unchecked_ref()))?;

        let help_button = view::create(doc, "button");
        help_button.set_attribute("type", "button")?;
        help_button.set_attribute("data-action", "help")?;
        help_button.set_attribute("data-w-title", "chrome-help-title")?;
        help_button.set_attribute("data-w-label", "chrome-help")?;
        help_button.set_attribute("aria-haspopup", "dialog")?;
        help_button.set_text_content(Some("?"));
        help_button.set_class_name("icon");
        // With the other dialogs' buttons where the page has them (on a
        // phone the row of game buttons has no room left).
        let menu = root.query_selector(".bar .menu")?;
        menu.as_ref()
            .unwrap_or(buttons)
            .append_child(&help_button)?;

        Ok(Assist {
            window: window.clone(),
            doc: doc.clone(),
            root: root.clone(),
            announcer,
            help,
            finish,
            shown: None,
            lit: Vec::new(),
            last_status: status,
            timer: None,
            // (The core knows whether the keyboard holds cards.)
            step_cb: super::callback(me, |h| h.send(Input::AutoStep { held: false })),
            words,
        })
    }
}

/// The keydown listener's question: what does this key do here? Reads
/// only where the key was pressed (a field, a dialog, a pile, a button).
pub(super) fn key_command(e: &Event) -> Option<Command> {
    let k = e.dyn_ref::<KeyboardEvent>()?;
    if e.default_prevented() || k.is_composing() {
        return None;
    }
    let target = super::event_element(e);
    let closest = |sel: &str| target.as_ref().and_then(|t| t.closest(sel).ok().flatten());
    let typing = closest(
        "input, textarea, select, dialog, [contenteditable]:not([contenteditable=\"false\"])",
    )
    .is_some()
        || target
            .as_ref()
            .and_then(|t| super::query_in(t, "dialog[open]"))
            .is_some_and(|d| d.has_attribute("aria-modal") || is_modal(&d));
    let pile = closest("[data-table] [data-pile]");
    let tab_stays = pile.as_ref().is_some_and(|p| {
        let Some(table) = p.closest("[data-table]").ok().flatten() else {
            return false;
        };
        // Holding cards: the focus stays in the table (Esc puts them back).
        if table
            .query_selector(".pile.holding")
            .ok()
            .flatten()
            .is_some()
        {
            return true;
        }
        let Ok(all) = table.query_selector_all("[data-pile]") else {
            return false;
        };
        // The piles in the order they are seen (as the app's Tab moves).
        let piles: Vec<Element> = (0..all.length())
            .filter_map(|i| all.item(i).and_then(|x| x.dyn_into::<Element>().ok()))
            .collect();
        let spots: Vec<Spot> = piles
            .iter()
            .map(|e| {
                let r = e.get_bounding_client_rect();
                Spot {
                    x: r.left(),
                    y: r.top(),
                }
            })
            .collect();
        let order = keys::visual_order(&spots);
        let at = order.iter().position(|&i| &piles[i] == p);
        match at {
            Some(i) if k.shift_key() => i > 0,
            Some(i) => i + 1 < order.len(),
            None => false,
        }
    });
    let ctx = Context {
        typing,
        on_pile: pile.is_some(),
        on_control: closest("button, a[href], summary").is_some(),
        tab_stays,
    };
    keys::command(
        &k.key(),
        k.ctrl_key() || k.meta_key(),
        k.shift_key(),
        k.alt_key(),
        ctx,
    )
}

/// A `<dialog>` opened with `showModal()` matches `:modal`.
fn is_modal(dialog: &Element) -> bool {
    dialog.matches(":modal").unwrap_or(false)
}

impl Assist {
    // ----- keyboard (decided by the core: `table::keyboard`) -----

    pub(super) fn show_help(&self) {
        let dialog = &self.help;
        if dialog.has_attribute("open") {
            return;
        }
        if let Some(f) = Reflect::get(dialog, &"showModal".into())
            .ok()
            .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        {
            let _ = f.call0(dialog);
        }
    }

    /// The pile the page's focus is on, if it is one of the table's (a
    /// key's command goes to the core with it).
    pub(super) fn focused_pile(&self, board: &Board) -> Option<PileId> {
        let active = super::active_in(&self.root)?;
        board
            .piles
            .iter()
            .find(|p| p.el.unchecked_ref::<Element>() == &active)
            .map(|p| p.id)
    }

    /// Moves the page's focus to pile `id`, the tab stop.
    pub(super) fn focus_pile(&mut self, id: PileId, board: &mut Board) {
        Self::sync_tabindex(id, board);
        let Some(p) = board.piles.iter().find(|p| p.id == id) else {
            return;
        };
        let opts = Object::new();
        let _ = Reflect::set(&opts, &"preventScroll".into(), &true.into());
        if let Some(f) = Reflect::get(&p.el, &"focus".into())
            .ok()
            .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        {
            let _ = f.call1(&p.el, &opts);
        }
    }

    /// Exactly one pile is in the tab order: the roving one, `stop`.
    fn sync_tabindex(stop: PileId, board: &mut Board) {
        for p in board.piles.iter_mut() {
            let want = p.id == stop;
            if p.tab != Some(want) {
                let _ =
                    p.el.set_attribute("tabindex", if want { "0" } else { "-1" });
                p.tab = Some(want);
            }
        }
    }

    /// Draws the held cards' marks as the core has them now (the marks
    /// of the cards held before cleared), and every pile's name.
    pub(super) fn show_hold(&mut self, board: &mut Board, at: &TableView<'_>) {
        let held = at.held();
        if self.shown.as_ref() != held {
            if let Some(old) = self.shown.take() {
                self.mark_hold(&old, false, board);
            }
            if let Some(h) = held {
                self.mark_hold(h, true, board);
            }
            self.shown = held.cloned();
        }
        self.label_piles(board, at.position());
    }

    /// Shows (or clears) held cards and their targets, as a drag does.
    fn mark_hold(&mut self, h: &keys::Hold, on: bool, board: &Board) {
        for el in self.lit.drain(..) {
            let _ = el.class_list().remove_1("lit");
        }
        for p in &board.piles {
            if p.id == h.from {
                let n = p.els.len();
                for (k, el) in p.els.iter().enumerate() {
                    let lifted = on && k + h.count >= n;
                    let _ = el.class_list().toggle_with_force("lifted", lifted);
                }
                let _ = p.el.class_list().toggle_with_force("holding", on);
            }
            if h.targets.contains(&p.id) {
                let _ = p.el.class_list().toggle_with_force("target", on);
                if let Some(top) = p.els.last().filter(|_| on) {
                    let _ = top.class_list().add_1("lit");
                    self.lit.push(top.clone());
                }
            }
        }
    }

    /// Every pile's accessible name, from what it holds now.
    fn label_piles(&self, board: &mut Board, pos: &Position) {
        let hold = self.shown.as_ref();
        for p in &mut board.piles {
            let mark = match hold {
                Some(h) if h.from == p.id => Mark::Held(h.count),
                Some(h) if h.targets.contains(&p.id) => Mark::Target,
                _ => Mark::None,
            };
            p.relabel(pos, mark, &self.words);
        }
    }

    // ----- after every change -----

    /// Runs at the end of `App::after_change`: the held cards' marks
    /// (put back when the position moved under them), names and the tab
    /// stop follow the table, and the Finish button shows when winning is
    /// a formality (`finishing`: the auto-finish is under way).
    pub(super) fn refresh(&mut self, board: &mut Board, at: &TableView<'_>, finishing: bool) {
        self.show_hold(board, at);
        Self::sync_tabindex(at.tab_stop(), board);
        let pos = at.position();
        let offer = at.status() == Status::Playing && (finishing || pos.finish_line().is_some());
        if self.finish.hidden() == offer {
            self.finish.set_hidden(!offer);
        }
    }

    // ----- announcements -----

    /// Puts `text` in the live region, adding the end of the game when the
    /// position just won or lost.
    pub(super) fn announce(&mut self, mut text: String, session: &TableView<'_>) {
        let status = session.game().status();
        if status != self.last_status {
            self.last_status = status;
            let assisted = session.tally() == crate::web::stats::Tally::Assisted;
            if let Some(words) = announce::status_words(status, assisted, &self.words) {
                text = if text.is_empty() {
                    words
                } else {
                    self.words.with(
                        "said-then-ending",
                        &[("words", Arg::Text(text)), ("ending", Arg::Text(words))],
                    )
                };
            }
        }
        if text.is_empty() {
            return;
        }
        let region = &self.announcer;
        let p = view::create(&self.doc, "p");
        p.set_text_content(Some(&capitalised(&text)));
        let _ = region.append_child(&p);
        while region.child_element_count() > ANNOUNCEMENTS_KEPT {
            if let Some(old) = region.first_element_child() {
                old.remove();
            }
        }
    }

    /// After a forward move by the player: its words.
    pub(super) fn moved(
        &mut self,
        before: &Position,
        mv: Move,
        movements: &[Movement],
        session: &TableView<'_>,
    ) {
        let text = announce::describe(before, mv, movements, Actor::Player, &self.words);
        self.announce(text, session);
    }

    /// After an undo: its words.
    pub(super) fn undone(&mut self, mv: Move, movements: &[Movement], session: &TableView<'_>) {
        let text = announce::describe(session.position(), mv, movements, Actor::Undo, &self.words);
        self.announce(text, session);
    }

    /// After a redo: its words.
    pub(super) fn redone(
        &mut self,
        before: &Position,
        mv: Move,
        movements: &[Movement],
        session: &TableView<'_>,
    ) {
        let text = announce::describe(before, mv, movements, Actor::Redo, &self.words);
        self.announce(text, session);
    }

    /// After a new deal or a restart.
    pub(super) fn dealt(&mut self, restarted: bool, session: &TableView<'_>) {
        self.last_status = Status::Playing;
        let text = announce::dealt(
            session.variant().game,
            session.deal().get().into(),
            restarted,
            &self.words,
        );
        self.announce(text, session);
    }

    // ----- autoplay's timer -----

    /// Starts autoplay's step timer for `ms` at normal speed (`None`:
    /// cancels it). The table counts as animating until the step has run,
    /// so that whoever waits for the table to settle waits for autoplay
    /// too.
    pub(super) fn auto_timer(&mut self, ms: Option<f64>, board: &mut Board, pace: Pace) {
        if let Some(id) = self.timer.take() {
            self.window.clear_timeout_with_handle(id);
        }
        let Some(ms) = ms else {
            return;
        };
        let ms = motion::autoplay_wait(ms, pace.reduced, pace.speed);
        board.animating_for(ms + 40.0);
        self.timer = self
            .window
            .set_timeout_with_callback_and_timeout_and_arguments_0(
                self.step_cb.as_ref().unchecked_ref(),
                ms as i32,
            )
            .ok();
    }
}

/// "You won!" stays; "ten of spades to …" starts with a capital.
fn capitalised(text: &str) -> String {
    let mut c = text.chars();
    match c.next() {
        // ASCII only: the words always start with a letter a-z, and
        // char::to_uppercase would pull Unicode's tables into the wasm.
        Some(f) => std::iter::once(f.to_ascii_uppercase()).chain(c).collect(),
        None => String::new(),
    }
}
