//! The table: one [`App`] per `<patience-table>` element, owned by it
//! (through [`Mounted`]) and driven by closed [`Input`]s sent through its
//! [`Handle`]. A handful of listeners, delegated from the table's root (and
//! the window, for its size), turn browser events into inputs; each input
//! goes to the table's one state, its [`TableState`] (`table::state`), and
//! `App` performs the effects that come back: it draws, says, stores, asks
//! the worker, starts timers.
//!
//! The drawing is the [`board`]'s (the piles, the cards' flights, the
//! table element): `App` asks it to draw what a move changed (its
//! `Movement`s say which). The chrome around the table writes only what
//! changed, without reading the DOM back (`Shown`).

mod assist;
mod board;
mod daily;
mod dialogs;
mod events;
mod grade_files;
mod language;
mod records;
mod redeal;
mod replay;
mod reserve;
mod share;
mod solver_ui;
mod tabs;

pub use crate::table::input::ImportFailed;
use crate::table::input::{Dialog, ShareLinks};
pub use crate::table::session::Pending;
use board::{discard, Board, Pace, Spare};
pub(crate) use language::languages;
pub use replay::ReplayMsg;
pub use share::ShareKind;
pub use solver_ui::SolverMsg;

use super::autoplay;
use super::daily::DayResult;
use super::layout::Layout;
use super::link::{self, LinkRequest};
use super::stats::Tally;
use super::storage::{self, Loaded, Local, Restored, Saved};
use super::view::{self, Num};
use super::wire::Wire;
use crate::engine::daily::DailyDate;
use crate::engine::{DealNumber, Game, GameId, Move, Movement, PileId, Status, Variant};
use crate::table::announce;
use crate::table::assist::Effect as AutoEffect;
use crate::table::attributes;
use crate::table::gesture::{Act, Aim, Hits, PressAt};
pub use crate::table::input::{Hold, Input, Source};
use crate::table::input::{Showing, TableInput};
use crate::table::keyboard::Effect as KeysEffect;
use crate::table::motion;
use crate::table::records::notice::Notice;
use crate::table::records::store::WriteError;
use crate::table::records::writes::Then;
use crate::table::replay_viewer::ViewerAct;
use crate::table::rulebook;
use crate::table::session::{Effect as SessionEffect, MoveKind, Moved, Session};
use crate::table::solver_session::Effect as SolverEffect;
use crate::table::state::{self as core, ReplayStep, ShareItem, TableState};
use crate::table::words::{self, Arg};
use js_sys::{Object, Reflect};
use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::{Rc, Weak};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{
    Document, Element, Event, EventTarget, HtmlElement, HtmlSelectElement, MouseEvent,
    PointerEvent, Window,
};

/// How [`mount`] behaves. The full page (`<patience-table page>`) reads
/// and keeps its address, hears keys anywhere on the page and saves play
/// under the page's own keys; an embedded table does none of that (see
/// `www/patience-table.js`, which builds these from the element's
/// attributes).
#[derive(Clone, Debug, Default)]
pub struct MountOptions {
    /// The query string to read (`?game=caprice&deal=7`): the page's
    /// address, or the element's attributes written as one.
    pub search: String,
    /// The address's fragment (`#play=CODE` opens the replay viewer).
    pub hash: String,
    /// The whole page is this table: keep the address bar in step with the
    /// deal (history.replaceState) and take keys from the whole document.
    pub page: bool,
    /// Where saved play goes (see [`storage::Scope`]); `None`: nowhere.
    pub save: Option<storage::Scope>,
    /// The first part of the table's storage keys (`storage-prefix`).
    pub storage_prefix: crate::table::attributes::StoragePrefix,
    /// The build's folder (ending in `/`): the solver's worker and module
    /// are found there.
    pub assets: String,
    /// The game's own page, for Share links from an embedded table (the
    /// host's `share-url`, or the build's `index.html`).
    pub share_url: String,
    /// The controls to show (the `controls` attribute: `"undo redo
    /// hint"`); `None`: all.
    pub controls: Option<String>,
    /// The element the table's events (`patience-move` …) are sent from.
    pub host: Option<Element>,
    /// The element's deal attributes as a query string (as `search`
    /// writes them), when it was made: a later change of them deals.
    pub attributes: String,
}

/// One table's state and the messages waiting for it.
struct Shared {
    app: RefCell<Option<App>>,
    queue: RefCell<VecDeque<Input>>,
    /// The events wait in the outbox until the element has resolved its
    /// `ready` ([`Mounted::release`]): the first `patience-deal` follows it.
    held: std::cell::Cell<bool>,
}

/// How a table's listeners, timers and promises reach it: a weak reference,
/// so that a table removed from the page is dropped with its state and a
/// late callback finds nothing to do.
#[derive(Clone)]
pub struct Handle(Weak<Shared>);

impl Handle {
    /// Sends a message to the table. Messages sent while one is being
    /// handled wait their turn; the events they raise go out to the page
    /// once the table is idle again (a listener may then ask it anything).
    pub fn send(&self, msg: Input) {
        let Some(shared) = self.0.upgrade() else {
            return;
        };
        shared.queue.borrow_mut().push_back(msg);
        let events = {
            let Ok(mut guard) = shared.app.try_borrow_mut() else {
                return;
            };
            loop {
                let Some(msg) = shared.queue.borrow_mut().pop_front() else {
                    break;
                };
                if let Some(app) = guard.as_mut() {
                    app.update(msg);
                }
            }
            if shared.held.get() {
                return;
            }
            guard.as_mut().map(|a| a.outbox.take())
        };
        for (host, event) in events.into_iter().flatten() {
            let _ = host.dispatch_event(&event);
        }
    }
}

impl Handle {
    /// Reads the table, unless it is gone or busy with a message.
    fn read<R>(&self, f: impl FnOnce(&App) -> R) -> Option<R> {
        let shared = self.0.upgrade()?;
        let guard = shared.app.try_borrow().ok()?;
        guard.as_ref().map(f)
    }

    /// What lies under the pointer at `at`, whose event's element is
    /// `target` (`Board::hits`).
    fn hits(&self, target: &Element, at: Option<(f64, f64)>) -> Hits {
        self.read(|app| app.board.hits(target, at))
            .unwrap_or_default()
    }
}

/// A mounted table, owned by its element: dropping it removes the table,
/// its listeners, timers and solver worker.
pub struct Mounted(Rc<Shared>);

impl Mounted {
    pub fn handle(&self) -> Handle {
        Handle(Rc::downgrade(&self.0))
    }

    /// The table is the game's own page (`<patience-table page>`).
    pub fn is_page(&self) -> bool {
        self.0
            .app
            .try_borrow()
            .ok()
            .and_then(|a| a.as_ref().map(|a| a.options.page))
            .unwrap_or(false)
    }

    /// Lets the events out: the first (the first deal's `patience-deal`)
    /// and whatever was raised since go to the page now.
    pub fn release(&self) {
        self.0.held.set(false);
        self.handle().send(Input::Flush);
    }

    /// Runs `f` on the table, unless it is busy with a message (a call
    /// from one of its own event listeners).
    pub fn with<R>(&self, f: impl FnOnce(&mut App) -> R) -> Option<R> {
        let (r, raised) = {
            let mut guard = self.0.app.try_borrow_mut().ok()?;
            let app = guard.as_mut()?;
            let r = f(app);
            (r, !app.outbox.is_empty())
        };
        // What `f` queued or raised goes out now.
        if raised || !self.0.queue.borrow().is_empty() {
            self.handle().send(Input::Flush);
        }
        Some(r)
    }
}

impl Drop for Mounted {
    fn drop(&mut self) {
        if let Ok(mut app) = self.0.app.try_borrow_mut() {
            app.take();
        }
        self.0.queue.borrow_mut().clear();
    }
}

/// Builds a table inside `root`. Its events wait until [`Mounted::release`].
pub fn mount(root: &Element, options: MountOptions) -> Result<Mounted, JsValue> {
    let shared = Rc::new(Shared {
        app: RefCell::new(None),
        queue: RefCell::new(VecDeque::new()),
        held: std::cell::Cell::new(true),
    });
    let me = Handle(Rc::downgrade(&shared));
    let languages = language::languages(options.host.as_ref(), options.page);
    let app = App::new(root, options, me.clone())?;
    *shared.app.borrow_mut() = Some(app);
    let mounted = Mounted(shared);
    // English is built in; another language's files are fetched now.
    me.send(languages);
    Ok(mounted)
}

struct Listener {
    target: EventTarget,
    kind: &'static str,
    closure: Closure<dyn FnMut(Event)>,
}

/// What the chrome last showed of the game (see `after_change`): a move
/// rewrites only what changed, without reading the DOM back. `None`: not
/// written yet (or its element was made anew).
#[derive(Default)]
struct Shown {
    state: Option<Status>,
    moves: Option<usize>,
    undo: Option<bool>,
    redo: Option<bool>,
    restart: Option<bool>,
    /// The Redeal button: redeals left, disabled.
    redeal: Option<(u8, bool)>,
    /// The redeals badge: redeals left, hidden.
    badge: Option<(u8, bool)>,
    clock: RefCell<String>,
}

struct Controls {
    message: Element,
    moves: Element,
    /// The word after the moves' count ("moves", "move").
    moves_word: Element,
    clock: Element,
    deal_label: Element,
    undo: Element,
    redo: Element,
    restart: Element,
    redeal: Option<Element>,
    buttons: Element,
    game: HtmlSelectElement,
    draw: HtmlSelectElement,
    spaces: HtmlSelectElement,
}

pub struct App {
    /// This table, for its own listeners and timers.
    me: Handle,
    /// Events for the page, sent once the table is idle (see [`Handle::send`]).
    outbox: events::Outbox,
    /// The browser's `Intl`, shared with the core's words (made ready
    /// once the table is idle: [`App::warm_intl`]).
    intl: Rc<super::intl::BrowserIntl>,
    window: Window,
    doc: Document,
    root: Element,
    /// The table element and what is drawn on it (see `board`).
    board: Board,
    controls: Controls,
    shown: Shown,
    /// The last position's protocol text (see `position_text`).
    position_text: Option<(crate::engine::Position, JsValue)>,
    /// The table's whole state: the game session, the solver's session,
    /// the replay, the daily deal, the Share menu (see `table::state`).
    core: TableState,
    embed: bool,
    options: MountOptions,
    /// Double Canfield's reserve: squared, or fanned to look through it.
    reserve_look: reserve::Look,
    overlay: Option<Element>,
    tick: Option<(i32, Callback)>,
    listeners: Vec<Listener>,
    /// Keyboard play, announcements and autoplay (see `assist`).
    assist: assist::Assist,
    /// The solver's indicator, hint, demo and deal search (see `solver_ui`).
    solver: solver_ui::SolverUi,
    /// The records in the browser's storage: writes refused and waiting,
    /// and what the player was told (see `records`).
    records: records::Records,
    /// The host page's `--patience-card-size`, read when measuring.
    host_size: Option<super::layout::CardSize>,
    /// The dialogs; watches the table's size; undoes the look's marks on
    /// unmount (see `dialogs`).
    dialogs: dialogs::Dialogs,
    /// The replay viewer's controls, while a replay link is being watched.
    replay: Option<replay::ReplayBar>,
    /// The open Share menu.
    share_menu: Option<share::ShareMenu>,
    /// Where the move being made comes from (its events' `source`).
    source: Source,
    /// The game whose rules the rules dialog shows (drawn again in
    /// another language while it is open).
    rules_game: GameId,
    /// The writes that wait for the frame that draws a change.
    later: Later,
}

/// The writes that follow a change of position (the saved game, the
/// statistics' new facts) wait until the frame that draws the change is
/// painted: a click's frame does not wait for `localStorage`. They are
/// written then (the next animation frame's following task, or after
/// [`WRITE_AT_LATEST_MS`] where frames do not come: a hidden tab, an
/// iframe out of view), and in any case before the table handles an input
/// that needs them (`Input::after_writes`: any but a gesture's on the
/// table) and before it is removed, so that what is stored follows the
/// same order as before. Each write is of what the table
/// holds when it is made: the latest game, every fact not yet written.
struct Later {
    save: bool,
    records: bool,
    /// A frame and a timer are asked for (their callbacks send
    /// `Input::Flush`, which writes what waits).
    scheduled: bool,
    /// Asks for the task after the frame.
    after_frame: Callback,
    flush: Callback,
}

/// The longest a write waits for the frame that paints the change.
const WRITE_AT_LATEST_MS: i32 = 100;

impl Later {
    fn new(me: &Handle) -> Later {
        let flush = callback(me, |h| h.send(Input::Flush));
        let f = flush.0.clone();
        let after_frame = Callback(
            Closure::<dyn FnMut()>::new(move || {
                if let Some(window) = web_sys::window() {
                    let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(
                        f.unchecked_ref(),
                        0,
                    );
                }
            })
            .into_js_value(),
        );
        Later {
            save: false,
            records: false,
            scheduled: false,
            after_frame,
            flush,
        }
    }

    /// Asks for a frame and a timer, unless they are asked for already.
    fn schedule(&mut self, window: &Window) {
        if !self.scheduled {
            self.scheduled = true;
            let _ = window.request_animation_frame(self.after_frame.as_ref().unchecked_ref());
            let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(
                self.flush.as_ref().unchecked_ref(),
                WRITE_AT_LATEST_MS,
            );
        }
    }
}

impl Drop for App {
    fn drop(&mut self) {
        self.write_later();
        for l in &self.listeners {
            let _ = l
                .target
                .remove_event_listener_with_callback(l.kind, l.closure.as_ref().unchecked_ref());
        }
        if let Some((id, _)) = &self.tick {
            self.window.clear_interval_with_handle(*id);
        }
        self.root.set_inner_html("");
        let _ = self
            .root
            .class_list()
            .remove_3("patience", "embed", "veiled");
    }
}

fn query(root: &Element, selector: &str) -> Result<Element, JsValue> {
    root.query_selector(selector)?
        .ok_or_else(|| JsValue::from_str(&format!("missing {selector}")))
}

fn now(window: &Window) -> f64 {
    window.performance().map(|p| p.now()).unwrap_or(0.0)
}

/// Seconds since the epoch, by the page's clock.
fn seconds_now() -> u64 {
    (js_sys::Date::now() / 1000.0) as u64
}

fn random_deal() -> DealNumber {
    let n = getrandom::u32().unwrap_or_else(|_| (js_sys::Math::random() * 4294967295.0) as u32);
    DealNumber::new(u64::from(n.max(1))).unwrap_or(DealNumber::MIN)
}

/// The focused element of the document or shadow root `node` is in (a
/// table in a `<patience-table>` lives in the element's shadow root, where
/// the document's `activeElement` is the element itself).
pub(super) fn active_in(node: &web_sys::Node) -> Option<Element> {
    let root = node.get_root_node();
    match root.dyn_ref::<web_sys::ShadowRoot>() {
        Some(shadow) => shadow.active_element(),
        None => root.dyn_ref::<Document>()?.active_element(),
    }
}

/// The first element matching `selector` in the document or shadow root
/// `node` is in.
pub(super) fn query_in(node: &web_sys::Node, selector: &str) -> Option<Element> {
    let root = node.get_root_node();
    match root.dyn_ref::<web_sys::ShadowRoot>() {
        Some(shadow) => shadow.query_selector(selector).ok().flatten(),
        None => root
            .dyn_ref::<Document>()?
            .query_selector(selector)
            .ok()
            .flatten(),
    }
}

/// A pointer's click's place in the viewport (`None`: a keyboard's or a
/// screen reader's click, whose click count is 0).
fn client_point(e: Option<&MouseEvent>) -> Option<(f64, f64)> {
    e.filter(|m| m.detail() > 0)
        .map(|m| (f64::from(m.client_x()), f64::from(m.client_y())))
}

/// The element an event happened on, as an `Element`: the innermost
/// one, also for a listener outside the table's shadow root (the page's
/// keys), where `target` is the `<patience-table>` itself.
pub(super) fn event_element(e: &Event) -> Option<Element> {
    e.composed_path()
        .get(0)
        .dyn_into::<Element>()
        .ok()
        .or_else(|| e.target()?.dyn_into::<Element>().ok())
}

// `App`'s methods, by job (each file one `impl App`).
mod chrome;
mod deals;
mod keeping;
mod links;
mod listen;
mod mount;
mod moves;
mod page;
mod replaying;
mod solving;

impl App {
    // ----- messages -----

    fn update(&mut self, msg: Input) {
        if msg.after_writes() {
            self.write_later();
        }
        // The solver's host hears its own first (a timer that fired, the
        // module that loaded).
        let msg = match msg {
            Input::Solver(m) => Input::Solver(self.solver.heard(m)),
            // A key's command: on the pile the page's focus is on.
            Input::Keyboard(cmd, _) => Input::Keyboard(cmd, self.assist.focused_pile(&self.board)),
            // A Share menu item: the table's links as they are now.
            Input::ShareWhat(kind, _) => Input::ShareWhat(kind, self.share_links()),
            msg => msg,
        };
        self.answer(msg);
    }

    /// Gives the core `input` and performs what it answers, in order.
    /// Also how an effect's own answer (the solver started, a slice ran)
    /// goes back at once, before the effects that follow it.
    fn answer(&mut self, input: Input) {
        let effects = self.core.update(&input, now(&self.window));
        for effect in effects {
            self.perform_effect(effect);
        }
    }

    /// Performs one of the table's effects (see `table::state`).
    fn perform_effect(&mut self, effect: core::Effect) {
        use core::Effect as E;
        match effect {
            E::Held(hold) => self.say(&hold.spoken(self.core.words())),
            E::Say(words) => self.say(&words),
            E::Session(effects) => self.perform_session(effects),
            E::Solver(effect) => self.solver_effect(effect),
            E::StartSolver(at_once) => {
                let runs = if at_once {
                    self.solver.start_now()
                } else {
                    self.solver.start()
                };
                if let Some(runs) = runs {
                    if !at_once {
                        self.warm_intl();
                    }
                    self.answer(Input::Solver(SolverMsg::Started(runs)));
                }
            }
            E::RunSlice(nodes) => {
                if let Some((step, took)) = self.solver.slice(nodes) {
                    self.answer(Input::Solver(SolverMsg::Sliced(step, took)));
                }
            }
            E::AskGrade(variant, deal) => {
                self.solver.send_grade(variant, deal);
            }
            E::Grade(grade) => {
                solver_ui::paint_grade(&self.board.table, &self.root, grade, self.core.words());
            }
            E::Graded(g) => {
                self.outbox
                    .graded(self.options.host.as_ref(), &self.core.view(), g);
                solver_ui::paint_grade(&self.board.table, &self.root, Some(g), self.core.words());
            }
            E::Replay(steps) => self.replay_steps(steps),
            E::ShareMenu(true) => {
                self.share_menu = None;
                let items = self.share_items();
                let menu = share::ShareMenu::open(
                    &self.doc,
                    &self.root,
                    &self.me,
                    &items,
                    self.core.words(),
                );
                self.share_menu = Some(menu);
            }
            E::ShareMenu(false) => self.share_menu_close(),
            E::Copy(text) => share::copy_text(&self.window, &self.me, &text),
            E::ReadDaily(variant) => {
                let date = daily::today();
                let known = daily::known(self.records.storage(), variant, date);
                let read = TableInput::DailyRead {
                    variant,
                    date,
                    known,
                };
                self.answer(Input::Table(read));
            }
            E::DailyShow {
                variant,
                date,
                deal,
            } => self.daily_show(variant, date, deal),
            E::DailyWait(true) => {
                let _ = self.root.set_attribute("data-daily-pending", "");
            }
            E::DailyWait(false) => {
                let _ = self.root.remove_attribute("data-daily-pending");
            }
            E::RememberDaily {
                variant,
                date,
                deal,
            } => {
                if let Some(storage) = self.records.storage() {
                    let today = daily::today();
                    self.kept(crate::web::daily::remember_deal(
                        storage, variant, date, deal, today,
                    ));
                }
            }
            E::DealLabel => self.draw_deal_label(),
            E::More(open) => {
                // The bar shows the rest of its controls, or folds them again.
                if let Ok(Some(bar)) = self.root.query_selector(".bar") {
                    let _ = bar.toggle_attribute_with_force("data-more", open);
                    if let Ok(Some(b)) = bar.query_selector("[data-action=\"more\"]") {
                        let _ =
                            b.set_attribute("aria-expanded", if open { "true" } else { "false" });
                    }
                }
            }
            E::AnimationCheck => self.board.animation_check(),
            E::Keys(effect) => self.keys_effect(effect),
            E::Auto(effect) => self.auto_effect(effect),
            E::ReserveLook(_) => {
                // The reserve was fanned out or squared.
                self.reserve_look.show(self.core.reserve_fanned());
                self.relayout();
            }
            E::Help => self.assist.show_help(),
            E::Open(d) => self.open_dialog(d),
            E::Rules(game) => self.show_rules(game),
            E::StatsExport => self.stats_export(),
            E::StatsImport(text) => self.stats_import(text),
            E::Controls(list) => self.apply_controls(list.as_deref()),
            E::ShareUrl(url) => self.options.share_url = url,
            E::OpenReplay {
                variant,
                deal,
                code,
            } => self.open_replay(variant, deal, code),
            E::RetryWrites => {
                // There may be room for what waits.
                if self.records.refused() {
                    self.records_retry();
                }
            }
            E::SaveGame => self.save(),
            E::Followed => {
                let pace = self.pace();
                self.board.render_all(&self.core.view(), pace);
                self.after_change();
            }
            E::FetchWords(lang) => language::fetch(&self.options.assets, lang, &self.me),
            E::FetchRules => language::fetch_rules(&self.options.assets, &self.me),
            E::RulesBook => self.rules_book(),
            E::FetchGrades(file) => grade_files::fetch(&self.options.assets, file, &self.me),
            E::Words => self.words_changed(),
            E::Veil(ms) => {
                let _ = self.root.class_list().add_1("veiled");
                let late = callback(&self.me, |h| h.send(Input::WordsLate));
                let _ = self
                    .window
                    .set_timeout_with_callback_and_timeout_and_arguments_0(
                        late.as_ref().unchecked_ref(),
                        ms as i32,
                    );
            }
            E::Unveil => {
                let _ = self.root.class_list().remove_1("veiled");
            }
            E::Settled(settled) => self.settled(settled),
            E::Deal {
                variant,
                deal,
                saved,
            } => self.deal(variant, deal, saved),
            E::Shown { replay, say } => self.shown(replay, say),
            E::Demo(m) => self.as_source(Source::Demo, |a| a.show_change(&m, None)),
            E::Record {
                ops,
                days,
                daily: of,
            } => self.stats_track(ops, days, of),
        }
    }

    // ----- the solver (see `solver_ui`) -----

    fn say(&self, text: &str) {
        let el = &self.controls.message;
        el.set_text_content(Some(text));
        let _ = el.toggle_attribute_with_force("data-empty", text.is_empty());
    }

    /// Does what waited (or needed no question).
    fn perform(&mut self, action: Pending) {
        match action {
            Pending::ResetStats => self.stats_reset(),
            // The core deals (`Effect::Deal`); the session restarts the
            // deal itself (`Effect::Restarted`).
            Pending::New | Pending::Deal(_) | Pending::Attributes(..) | Pending::Restart => {}
        }
    }
}

/// A JavaScript callback (a timer's, an observer's) that sends a message
/// to table `me`. Plain functions only, so that all of them are one
/// closure type, compiled once.
pub(super) fn callback(me: &Handle, f: fn(&Handle)) -> Callback {
    let me = me.clone();
    Callback(Closure::<dyn FnMut()>::new(move || f(&me)).into_js_value())
}

/// A timer's, frame's or observer's JavaScript function (see [`callback`]).
/// It is never freed with its table: a timer or frame still pending when
/// the table is removed then calls a function that finds its table gone
/// (its handle is dead) and does nothing, rather than a freed closure,
/// which would throw.
pub(super) struct Callback(JsValue);

impl AsRef<JsValue> for Callback {
    fn as_ref(&self) -> &JsValue {
        &self.0
    }
}
