//! Play without a pointer or without sight, and autoplay: the app's side
//! of [`keys`](crate::web::keys), [`announce`](crate::web::announce) and
//! [`autoplay`](crate::web::autoplay).
//!
//! - Keyboard: a roving focus over the piles (one pile has `tabindex=0`,
//!   the rest `-1`), picking up and dropping cards with Enter or Space (the
//!   engine says which units may move and where), shortcuts, a help dialog.
//! - Screen readers: every pile's accessible name says what it holds; every
//!   change of position is put into words in a polite live region
//!   (`[data-announcer]`).
//! - Autoplay's timer: the core decides each step (`table::assist`);
//!   the timer that sends `Input::AutoStep` is kept here, at the pace the
//!   cards fly.
//!
//! An [`Assist`] is owned by `App`; its methods are given the table they
//! work on ([`At`]: the board, the session) and never call back into
//! `App`: what follows a key or an automatic move (a move to make, words
//! for the message line) comes back as a [`Then`] for `App` to perform.

use super::board::{Board, Pace};
use super::Input;
use crate::engine::{Move, Movement, PileId, Position, Status};
use crate::table::motion;
use crate::table::view::TableView;
use crate::table::words::{Arg, Words};
use crate::web::announce::{self, Actor, Mark};
use crate::web::keys::{self, Activate, Command, Context, Dir, Spot};
use crate::web::view;
use js_sys::{Object, Reflect};
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, Element, Event, HtmlElement, KeyboardEvent, Window};

/// How many announcements the live region keeps.
const ANNOUNCEMENTS_KEPT: u32 = 4;

/// Cards the keyboard has picked up ([`keys::Hold`]), and the targets'
/// top cards, lit (`lit`) while they are held.
struct Hold {
    core: keys::Hold,
    lit: Vec<HtmlElement>,
}

pub(super) struct Assist {
    window: Window,
    doc: Document,
    /// The table's root (the focus is looked for inside it).
    root: Element,
    announcer: Element,
    help: Element,
    finish: HtmlElement,
    /// The pile with `tabindex=0` (an index into the app's piles).
    focus: usize,
    hold: Option<Hold>,
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
            // Not placed yet: the first tab stop (`sync_tabindex`).
            focus: usize::MAX,
            hold: None,
            last_status: status,
            timer: None,
            // (`App::update` notes whether the keyboard holds cards.)
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

/// What the table is, for [`Assist`]'s methods: its drawing and the game's
/// session.
pub(super) struct At<'a> {
    pub(super) board: &'a mut Board,
    pub(super) view: TableView<'a>,
}

/// What `App` does after a key (see [`Assist`]).
pub(super) enum Then {
    Nothing,
    /// Writes this in the message line (empty: clears it).
    Say(String),
    /// Puts any held cards back and makes this move (the player's).
    Play(Move),
    /// Turns the stock, as the stock's button does.
    Stock,
}

impl Assist {
    // ----- keyboard -----

    /// A key's focus or activation command (from the one keydown
    /// listener); `App` performs what follows.
    pub(super) fn keyboard(&mut self, cmd: Command, at: At) -> Then {
        match cmd {
            Command::Focus(dir) => self.move_focus(dir, at),
            Command::Activate => self.activate(at),
            // Esc: `App` cancels a drag and puts held cards back
            // (`drop_hold`); the others came as their buttons' inputs
            // (`Input::normalised`).
            Command::Cancel
            | Command::New
            | Command::Restart
            | Command::Undo
            | Command::Redo
            | Command::Stock
            | Command::Redeal
            | Command::Finish
            | Command::Help
            | Command::Hint => Then::Nothing,
        }
    }

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

    /// The pile the keyboard works on: the focused pile, else the roving one.
    fn focused_pile(&mut self, board: &Board) -> Option<usize> {
        let active = super::active_in(&self.root);
        let on = active.and_then(|a| {
            board
                .piles
                .iter()
                .position(|p| p.el.unchecked_ref::<Element>() == &a)
        });
        if let Some(i) = on {
            self.focus = i;
        }
        on
    }

    fn move_focus(&mut self, dir: Dir, at: At) -> Then {
        if at.board.piles.is_empty() {
            return Then::Nothing;
        }
        let Some(here) = self.focused_pile(at.board) else {
            // From outside the table: into it, where the focus last was.
            let i = self.focus.min(at.board.piles.len() - 1);
            self.focus_pile(i, at.board);
            return Then::Nothing;
        };
        if let Some(hold) = &self.hold_info() {
            // Up and Down on the held cards' own pile: a longer or shorter run.
            if at.board.piles[here].id == hold.0 && matches!(dir, Dir::Up | Dir::Down) {
                let next = keys::run_length(at.view.position(), hold.0, hold.1, dir == Dir::Up);
                if let Some(count) = next {
                    return self.pick_up(hold.0, count, at);
                }
            }
        }
        let layout = at.view.layout();
        let spots: Vec<Spot> = at
            .board
            .piles
            .iter()
            .map(|p| match layout.slot(p.id) {
                Some(s) => Spot {
                    x: s.x + layout.card_w / 2.0,
                    y: s.y + layout.card_h / 2.0,
                },
                None => Spot { x: 0.0, y: 0.0 },
            })
            .collect();
        let next = keys::neighbour(&spots, here, dir).or_else(|| {
            // Holding cards, Tab goes round the table rather than out of it.
            let around = match dir {
                Dir::Next => Dir::First,
                Dir::Prev => Dir::Last,
                _ => return None,
            };
            self.hold_info()
                .and_then(|_| keys::neighbour(&spots, here, around))
        });
        if let Some(i) = next {
            self.focus_pile(i, at.board);
        }
        Then::Nothing
    }

    fn focus_pile(&mut self, i: usize, board: &mut Board) {
        self.focus = i;
        self.sync_tabindex(board);
        let Some(p) = board.piles.get(i) else {
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

    /// Exactly one pile is in the tab order: the roving one.
    fn sync_tabindex(&mut self, board: &mut Board) {
        let n = board.piles.len();
        if n == 0 {
            return;
        }
        if self.focus >= n {
            let ids: Vec<_> = board.piles.iter().map(|p| p.id).collect();
            self.focus = keys::first_stop(&ids);
        }
        let focus = self.focus;
        for (i, p) in board.piles.iter_mut().enumerate() {
            let want = i == focus;
            if p.tab != Some(want) {
                let _ =
                    p.el.set_attribute("tabindex", if want { "0" } else { "-1" });
                p.tab = Some(want);
            }
        }
    }

    /// Whether the keyboard holds cards.
    pub(super) fn holding(&self) -> bool {
        self.hold.is_some()
    }

    /// The held pile and count, if any.
    fn hold_info(&self) -> Option<(PileId, usize)> {
        self.hold.as_ref().map(|h| (h.core.from, h.core.count))
    }

    /// Enter or Space on the focused pile (see [`keys::activate`]).
    fn activate(&mut self, at: At) -> Then {
        let Some(i) = self.focused_pile(at.board) else {
            return Then::Nothing;
        };
        let on = at.board.piles[i].id;
        match keys::activate(at.view.position(), self.hold_info(), on) {
            Activate::PickUp { from, count } => self.pick_up(from, count, at),
            Activate::StillHolding => {
                self.announce_holding(&at.view);
                Then::Nothing
            }
            Activate::Play(mv) => Then::Play(mv),
            Activate::Stock => Then::Stock,
            Activate::Refuse(e) => Then::Say(announce::reason(&e, &self.words)),
        }
    }

    /// Holds the top `count` cards of `from`, showing where they may go
    /// (the message line is cleared).
    fn pick_up(&mut self, from: PileId, count: usize, at: At) -> Then {
        self.drop_hold(at.board, at.view.position());
        self.hold = Some(Hold {
            core: keys::Hold::pick_up(at.view.position(), from, count),
            lit: Vec::new(),
        });
        self.mark_hold(true, at.board, at.view.position());
        self.announce_holding(&at.view);
        Then::Say(String::new())
    }

    fn announce_holding(&mut self, session: &TableView<'_>) {
        if let Some(h) = &self.hold {
            let h = &h.core;
            let text =
                announce::holding(session.position(), h.from, h.count, &h.targets, &self.words);
            self.announce(text, session);
        }
    }

    /// Puts held cards back; whether there were any.
    pub(super) fn drop_hold(&mut self, board: &mut Board, pos: &Position) -> bool {
        if self.hold.is_none() {
            return false;
        }
        self.mark_hold(false, board, pos);
        self.hold = None;
        self.label_piles(board, pos);
        true
    }

    /// Shows (or clears) the held cards and their targets, as a drag does.
    fn mark_hold(&mut self, on: bool, board: &mut Board, pos: &Position) {
        let Some(h) = self.hold.as_mut() else {
            return;
        };
        for el in h.lit.drain(..) {
            let _ = el.class_list().remove_1("lit");
        }
        for p in &board.piles {
            if p.id == h.core.from {
                let n = p.els.len();
                for (k, el) in p.els.iter().enumerate() {
                    let lifted = on && k + h.core.count >= n;
                    let _ = el.class_list().toggle_with_force("lifted", lifted);
                }
                let _ = p.el.class_list().toggle_with_force("holding", on);
            }
            if h.core.targets.contains(&p.id) {
                let _ = p.el.class_list().toggle_with_force("target", on);
                if let Some(top) = p.els.last().filter(|_| on) {
                    let _ = top.class_list().add_1("lit");
                    h.lit.push(top.clone());
                }
            }
        }
        self.label_piles(board, pos);
    }

    /// Every pile's accessible name, from what it holds now.
    fn label_piles(&mut self, board: &mut Board, pos: &Position) {
        let hold = self.hold.as_ref();
        for p in &mut board.piles {
            let mark = match hold {
                Some(h) if h.core.from == p.id => Mark::Held(h.core.count),
                Some(h) if h.core.targets.contains(&p.id) => Mark::Target,
                _ => Mark::None,
            };
            p.relabel(pos, mark, &self.words);
        }
    }

    // ----- after every change -----

    /// Runs at the end of `App::after_change`: held cards are put back
    /// (the position moved under them), names and the tab stop follow the
    /// table, and the Finish button shows when winning is a formality
    /// (`finishing`: the auto-finish is under way).
    pub(super) fn refresh(&mut self, board: &mut Board, session: &TableView<'_>, finishing: bool) {
        let pos = session.position();
        if self.hold.is_some() {
            self.mark_hold(false, board, pos);
            self.hold = None;
        }
        self.label_piles(board, pos);
        self.sync_tabindex(board);
        let offer =
            session.status() == Status::Playing && (finishing || pos.finish_line().is_some());
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
