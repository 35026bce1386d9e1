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

use crate::table::input::Dialog;
pub use crate::table::input::ImportFailed;
pub use crate::table::session::Pending;
use board::{discard, Board, Pace, Spare};
pub(crate) use language::languages;
pub use replay::ReplayMsg;
pub use share::ShareKind;
pub use solver_ui::SolverMsg;

use super::autoplay;
use super::daily::DayResult;
use super::keys::Command;
use super::layout::Layout;
use super::link::{self, LinkRequest};
use super::stats::Tally;
use super::storage::{self, Loaded, Restored, Saved};
use super::view::{self, Num};
use super::wire::Wire;
use crate::engine::daily::DailyDate;
use crate::engine::{DealNumber, Game, GameId, Move, MoveError, Movement, PileId, Status, Variant};
use crate::solver::honest::Grade;
use crate::table::announce;
use crate::table::attributes;
use crate::table::elsewhere::Elsewhere;
use crate::table::gesture::{Act, PressAt, Spot};
pub use crate::table::input::{Hold, Input, Source};
use crate::table::motion;
use crate::table::records::notice::Notice;
use crate::table::records::store::WriteError;
use crate::table::records::writes::Then;
use crate::table::replay_viewer::{self, ViewerAct};
use crate::table::rulebook;
use crate::table::session::{Effect as SessionEffect, MoveKind, Moved, Session};
use crate::table::solver_session::{
    DailyMiss, Effect as SolverEffect, Engine as Runs, SolverSession, Table as SolverTable, Timer,
};
use crate::table::state::solver_view;
use crate::table::state::{self as core, DailyFound, ShareItem, TableState};
use crate::table::words::{self, Arg};
use js_sys::{Object, Reflect};
use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::{Rc, Weak};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{
    Document, Element, Event, EventTarget, HtmlElement, HtmlSelectElement, MouseEvent,
    PointerEvent, Storage, Window,
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

    /// The pile and card an element of the table stands for.
    fn spot_of(&self, target: &Element) -> Option<Spot> {
        self.read(|app| app.board.spot_of(target)).flatten()
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

/// The table as [`assist::At`] sees it, borrowed field by field from
/// `App` (so that `self.assist` stays free to be called).
macro_rules! at {
    ($app:ident) => {{
        let pace = $app.pace();
        assist::At {
            board: &mut $app.board,
            session: &$app.core.session,
            pace,
            search: &$app.options.search,
        }
    }};
}

impl App {
    fn new(root: &Element, options: MountOptions, me: Handle) -> Result<App, JsValue> {
        let window = web_sys::window().ok_or("no window")?;
        let doc = window.document().ok_or("no document")?;
        let request = link::parse_query(&options.search);
        let storage = storage::local();

        root.class_list().add_1("patience")?;
        root.set_attribute("part", "frame")?;
        // Embedded (an element on another page, or the page in an iframe):
        // the compact bar, without the page's title and footer.
        let embed = request.embed || !options.page;
        if embed {
            root.class_list().add_1("embed")?;
        }
        if !options.page {
            // Focusable, so that a click on the table gives it the keys.
            root.set_attribute("tabindex", "-1")?;
        }
        root.set_inner_html(view::CHROME);
        let table: HtmlElement = query(root, "[data-table]")?.unchecked_into();
        let select = |name: &str| -> Result<HtmlSelectElement, JsValue> {
            Ok(query(root, &format!("select[data-control=\"{name}\"]"))?.unchecked_into())
        };
        let controls = Controls {
            message: query(root, "[data-message]")?,
            moves: query(root, "[data-moves]")?,
            moves_word: query(root, "[data-moves-word]")?,
            clock: query(root, "[data-clock]")?,
            deal_label: query(root, "[data-deal-label]")?,
            undo: query(root, ".bar [data-action=\"undo\"]")?,
            redo: query(root, ".bar [data-action=\"redo\"]")?,
            restart: query(root, ".bar [data-action=\"restart\"]")?,
            redeal: None,
            buttons: query(root, ".bar .buttons")?,
            game: select("game")?,
            draw: select("draw")?,
            spaces: select("spaces")?,
        };

        let replay_code = link::replay_code(&options.hash)
            .filter(|_| request.deal.is_some() && request.daily.is_none());
        let (restored, mut notices) = Self::opening(
            &request,
            storage.as_ref(),
            options.save.as_ref(),
            replay_code.is_some(),
        );
        // A daily game stays one, however it is resumed (issue 26).
        let daily = request.daily.map(daily::date).or(restored.daily);
        let records = records::Records::new(storage.clone());
        let settings = records.settings();
        let variant = restored.game.position().variant();
        notices.extend(request.notices.iter().cloned());

        let status = restored.game.status();
        let winnable_only = solver_ui::winnable_only(storage.as_ref());
        let solver_session = crate::table::solver_session::SolverSession::with_settings(
            winnable_only,
            settings.chances,
            settings.peek_hints,
        );
        let intl = Rc::new(super::intl::BrowserIntl::default());
        let core = TableState::new(
            Session::opened(restored, settings, options.attributes.clone()),
            solver_session,
            daily,
            intl.clone(),
        );
        // The table's parts share the core's words (English, built in, until
        // another language's arrive): read once, not once per part.
        let words = core.words.clone();
        let assist = assist::Assist::new(
            (&window, &me),
            &doc,
            (root, &controls.buttons),
            status,
            words.clone(),
        )?;
        let solver = solver_ui::SolverUi::new(
            &window,
            &doc,
            root,
            &controls.buttons,
            storage.as_ref(),
            (&me, &options.assets),
            (&settings, winnable_only, words.clone()),
        )?;
        let dialogs =
            dialogs::Dialogs::mount(root, &table, callback(&me, |h| h.send(Input::Resize)))?;
        let board = Board::new(
            &window,
            &doc,
            table,
            callback(&me, |h| h.send(Input::AnimationCheck)),
            words,
        );
        let mut app = App {
            me: me.clone(),
            outbox: events::Outbox::default(),
            intl,
            window,
            doc,
            root: root.clone(),
            board,
            controls,
            shown: Shown::default(),
            position_text: None,
            core,
            embed,
            options,
            reserve_look: reserve::Look::default(),
            overlay: None,
            tick: None,
            listeners: Vec::new(),
            assist,
            solver,
            records,
            dialogs,
            host_size: None,
            replay: None,
            share_menu: None,
            source: Source::Player,
            rules_game: variant.game,
            later: Later::new(&me),
        };
        app.apply_controls(app.options.controls.clone().as_deref());
        app.apply_look();
        app.listen_dialogs()?;
        // The words the table starts with: English, built in.
        app.words_changed();
        let keys = app.key_target();
        app.add_listener(&keys, "keydown", solver_ui::on_key)?;
        let winnable = app.solver.winnable_box();
        app.add_listener(&winnable, "change", solver_ui::on_winnable)?;
        let window = app.window.clone().into();
        app.add_listener(&window, tabs::EVENT, |e, h| {
            if let Some(input) = tabs::heard(&e) {
                h.send(input);
            }
        })?;
        app.listen()?;
        let replaying = match replay_code {
            Some(code) => Some(app.replay_open(&code)?),
            None => None,
        };
        app.start_deal();
        let mut said = link::notices_text(&notices, &app.core.words);
        if let Some(text) = replaying {
            app.replay_show_step();
            said = if said.is_empty() {
                text
            } else {
                app.core.words.with(
                    "link-notices-join",
                    &[("first", Arg::Text(text)), ("next", Arg::Text(said))],
                )
            };
        }
        if let Some(date) = daily {
            if daily::known(app.records.storage(), variant, date) != Some(app.core.session.deal()) {
                app.daily_ask(variant, date);
            }
        }
        if !said.is_empty() {
            app.say(&said);
            app.core.noticed(&said);
        }
        Ok(app)
    }

    /// The deal to show first, from the address and saved play.
    fn opening(
        request: &LinkRequest,
        storage: Option<&Storage>,
        scope: Option<&storage::Scope>,
        replaying: bool,
    ) -> (Restored, Vec<link::LinkNotice>) {
        let mut notices = Vec::new();
        let saves = storage.zip(scope);
        let fresh = Restored::fresh;
        if let Some(ask) = request.daily {
            // The day's deal if it was found before, else the date's first
            // candidate while the solver is asked (see `daily`).
            let date = daily::date(ask);
            let deal = daily::known(storage, request.variant, date)
                .unwrap_or_else(|| daily::first_guess(request.variant, date));
            return (
                storage::load_or_fresh(saves, request.variant, deal),
                notices,
            );
        }
        if let (Some(deal), true) = (request.deal, replaying) {
            // A replay shows the deal afresh; the saved game stays as it is.
            return (fresh(request.variant, deal), notices);
        }
        if let Some(deal) = request.deal {
            let restored =
                match saves.map(|(s, scope)| storage::load(s, scope, request.variant, deal)) {
                    Some(Loaded::Game(r)) => *r,
                    Some(Loaded::Unreadable) => {
                        notices.push(link::LinkNotice::SaveUnreadable);
                        fresh(request.variant, deal)
                    }
                    _ => fresh(request.variant, deal),
                };
            return (restored, notices);
        }
        let deal_was_bad = request.bad_deal.is_some();
        if !deal_was_bad {
            let game = request.game_given.then_some(request.variant.game);
            if let Some(r) = saves.and_then(|(s, scope)| storage::latest(s, scope, game)) {
                // A link naming only the game resumes that game's latest deal
                // with the options asked for, if they match.
                let v = r.game.position().variant();
                if !request.game_given || v == request.variant || !v.has_options() {
                    return (r, notices);
                }
            }
        }
        (fresh(request.variant, random_deal()), notices)
    }

    // ----- listeners -----

    /// Where the table hears keys: the whole document on the full page; an
    /// embedded table only the keys pressed while it has the focus.
    fn key_target(&self) -> EventTarget {
        if self.options.page {
            self.doc.clone().into()
        } else {
            self.root.clone().into()
        }
    }

    /// Listens for `kind` events on `target` for the app's lifetime. The
    /// handlers are plain functions of the event and the table's handle
    /// (they turn an event into a `Input` for it): every listener is then one
    /// closure type, compiled once (about 3 KB less WebAssembly than a
    /// closure type per listener).
    fn add_listener(
        &mut self,
        target: &EventTarget,
        kind: &'static str,
        handler: fn(Event, &Handle),
    ) -> Result<(), JsValue> {
        let me = self.me.clone();
        let closure = Closure::<dyn FnMut(Event)>::new(move |e| handler(e, &me));
        target.add_event_listener_with_callback(kind, closure.as_ref().unchecked_ref())?;
        self.listeners.push(Listener {
            target: target.clone(),
            kind,
            closure,
        });
        Ok(())
    }

    fn listen(&mut self) -> Result<(), JsValue> {
        let root: EventTarget = self.root.clone().into();
        let table: EventTarget = self.board.table.clone().into();
        let window: EventTarget = self.window.clone().into();

        self.add_listener(&table, "pointerdown", |e, h| {
            let Some(p) = e.dyn_ref::<PointerEvent>() else {
                return;
            };
            let Some(target) = event_element(&e) else {
                return;
            };
            let at = (f64::from(p.client_x()), f64::from(p.client_y()));
            let (spot, at) = h
                .read(|app| {
                    let spot = app.board.spot_of(&target);
                    (spot, app.board.press_at(spot, at, &app.core.session))
                })
                .unwrap_or((None, PressAt::page(at)));
            h.send(Input::PointerDown {
                spot,
                pointer: p.pointer_id(),
                at,
                primary: p.is_primary() && p.button() == 0,
            });
        })?;
        fn pointer(e: &Event, h: &Handle, up: bool) {
            if let Some(p) = e.dyn_ref::<PointerEvent>() {
                let pointer = p.pointer_id();
                let (x, y) = (f64::from(p.client_x()), f64::from(p.client_y()));
                h.send(if up {
                    Input::PointerUp { pointer, x, y }
                } else {
                    Input::PointerMove { pointer, x, y }
                });
            }
        }
        self.add_listener(&table, "pointermove", |e, h| pointer(&e, h, false))?;
        self.add_listener(&table, "pointerup", |e, h| pointer(&e, h, true))?;
        self.add_listener(&table, "pointercancel", |e, h| {
            if let Some(p) = e.dyn_ref::<PointerEvent>() {
                h.send(Input::PointerCancel {
                    pointer: p.pointer_id(),
                });
            }
        })?;
        self.add_listener(&root, "click", |e, h| {
            let Some(target) = event_element(&e) else {
                return;
            };
            let action = target
                .closest("[data-action],[data-celebration-action]")
                .ok()
                .flatten();
            if let Some(button) = action {
                let name = button
                    .get_attribute("data-action")
                    .or_else(|| button.get_attribute("data-celebration-action"))
                    .unwrap_or_default();
                let Some(msg) = Input::of_action(&name, |attr| button.get_attribute(attr)) else {
                    return;
                };
                h.send(msg);
                return;
            }
            let detail = e.dyn_ref::<MouseEvent>().map_or(1, |m| m.detail());
            h.send(Input::Click {
                spot: h.spot_of(&target),
                detail,
            });
        })?;
        self.add_listener(&root, "input", |e, h| {
            let Some(input) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
            else {
                return;
            };
            if input.get_attribute("data-control").as_deref() == Some("replay-scrub") {
                if let Ok(n) = input.value().parse::<usize>() {
                    h.send(Input::Replay(ReplayMsg::Scrub(n)));
                }
            }
        })?;
        self.add_listener(&table, "dblclick", |e, h| {
            if let Some(target) = event_element(&e) {
                h.send(Input::DoubleClick {
                    spot: h.spot_of(&target),
                });
            }
        })?;
        self.add_listener(&root, "change", |e, h| {
            let Some(select) = e
                .target()
                .and_then(|t| t.dyn_into::<HtmlSelectElement>().ok())
            else {
                return;
            };
            let value = select.value();
            match select.get_attribute("data-control").as_deref() {
                Some("game") => h.send(Input::SelectGame(value)),
                Some("draw") => h.send(Input::SelectDraw(value)),
                Some("spaces") => h.send(Input::SelectSpaces(value)),
                _ => {}
            }
        })?;
        let keys = self.key_target();
        self.add_listener(&keys, "keydown", |e, h| {
            if let Some(cmd) = assist::key_command(&e) {
                e.prevent_default();
                h.send(Input::Keyboard(cmd));
            }
        })?;
        self.add_listener(&window, "resize", |_, h| h.send(Input::Resize))?;
        self.add_listener(&window, "pagehide", |_, h| h.send(Input::PageHide))?;
        self.add_listener(&window, "hashchange", |_, h| {
            let Some(l) = web_sys::window().map(|w| w.location()) else {
                return;
            };
            h.send(Input::Address {
                search: l.search().unwrap_or_default(),
                hash: l.hash().unwrap_or_default(),
            });
        })?;

        let tick = callback(&self.me, |h| h.send(Input::Tick));
        let id = self
            .window
            .set_interval_with_callback_and_timeout_and_arguments_0(
                tick.as_ref().unchecked_ref(),
                1000,
            )?;
        self.tick = Some((id, tick));
        Ok(())
    }

    // ----- messages -----

    fn update(&mut self, msg: Input) {
        if msg.after_writes() {
            self.write_later();
        }
        let effects = self.core.update(&msg, now(&self.window));
        for effect in effects {
            self.perform_effect(effect);
        }
    }

    /// Performs one of the table's effects (see `table::state`).
    fn perform_effect(&mut self, effect: core::Effect) {
        use core::Effect as E;
        match effect {
            E::Held(hold) => self.say(&hold.spoken(&self.core.words)),
            E::Say(words) => self.say(&words),
            E::Session(effects) => self.perform_session(effects),
            E::Solver(effect) => self.solver_effect(effect),
            E::SolverMsg(m) => self.solver_update(m),
            E::Replay(acts) => self.replay_acts(acts),
            E::ShareMenu(true) => {
                self.share_menu = None;
                let items = self.share_items();
                let menu = share::ShareMenu::open(
                    &self.doc,
                    &self.root,
                    &self.me,
                    &items,
                    &self.core.words,
                );
                self.share_menu = Some(menu);
            }
            E::ShareMenu(false) => self.share_menu_close(),
            E::Copy(kind) => {
                // A menu item: copies its text.
                let item = self.share_items().into_iter().find(|i| i.kind == kind);
                self.share_menu_close();
                match item {
                    Some(item) => {
                        self.core.share_chosen(kind, item.link);
                        share::copy_text(&self.window, &self.me, &item.text);
                    }
                    None => self.core.share_closed(),
                }
            }
            E::DailyToday => self.daily_open(link::DailyAsk::Today),
            E::ToggleMore => {
                // The bar shows the rest of its controls, or folds them again.
                if let Ok(Some(bar)) = self.root.query_selector(".bar") {
                    let open = bar.toggle_attribute("data-more").unwrap_or(false);
                    if let Ok(Some(b)) = bar.query_selector("[data-action=\"more\"]") {
                        let _ =
                            b.set_attribute("aria-expanded", if open { "true" } else { "false" });
                    }
                }
            }
            E::AnimationCheck => self.board.animation_check(),
            E::Keyboard(cmd) => self.keyboard(cmd),
            E::Finish => self.finish(),
            E::ReserveLook(_) => {
                // The reserve was fanned out or squared.
                self.reserve_look.show(self.core.reserve_fanned());
                self.relayout();
            }
            E::Help => self.assist.show_help(),
            E::AutoStep => self.auto_step(),
            E::Open(d) => self.open_dialog(d),
            E::Rules(game) => self.show_rules(game),
            E::StatsExport => self.stats_export(),
            E::StatsImport(text) => self.stats_import(text),
            E::Controls(list) => self.apply_controls(list.as_deref()),
            E::ShareUrl(url) => self.options.share_url = url,
            E::Address { search, hash } => self.address_changed(&search, &hash),
            E::Stored { key, value } => self.stored(key, value),
            E::FetchWords(lang) => language::fetch(&self.options.assets, lang, &self.me),
            E::FetchGrades(file) => grade_files::fetch(&self.options.assets, file, &self.me),
            E::ShowGrade(g) => self.show_grade(g),
            E::AskGrade(variant, deal) => {
                self.solver.send_grade(variant, deal);
            }
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
        }
    }

    /// Another tab wrote `value` under `key` (`None`: removed or cleared):
    /// this table follows it if the core says it is this table's game.
    fn stored(&mut self, key: Option<String>, value: Option<String>) {
        // (The fields, not `saves()`: the borrows stay apart.)
        let Some(scope) = self
            .options
            .save
            .as_ref()
            .filter(|_| self.records.storage().is_some())
        else {
            return;
        };
        let decision = self
            .core
            .elsewhere::<Wire>(key.as_deref(), value.as_deref(), scope);
        if let Elsewhere::Follow { restored, say } = decision {
            // This deal's game as another tab left it: same deal, so no new
            // deal, no loss counted, no flourish; not a change of status
            // here: the other tab played it (`Session::load`).
            self.cancel_drag();
            self.assist.stop_autoplay();
            self.core.show(*restored);
            let pace = self.pace();
            self.board.render_all(&self.core.session, pace);
            self.after_change();
            if let Some(id) = say {
                // The message line is a live region: screen readers hear it.
                let words = self.core.words.get(id);
                self.say(&words);
            }
        }
    }

    fn share_menu_close(&mut self) {
        if let Some(menu) = self.share_menu.take() {
            menu.close(&self.root);
        }
    }

    /// What the Share menu offers now (see `TableState::share_items`).
    fn share_items(&self) -> Vec<ShareItem> {
        // The table's own address (a daily game's is its daily link), and
        // the deal link that replays start from.
        let (deal_link, replay_base) = (self.address(), self.deal_link());
        self.core
            .share_items(deal_link, &replay_base, now(&self.window))
    }

    // ----- the replay viewer -----

    /// Opens the viewer on the table's deal with the moves of `code` (a
    /// damaged code replays its legal part and says where it stopped).
    /// Called before the table is first drawn, so that nothing of the
    /// replay is ever saved; returns what to say.
    fn replay_open(&mut self, code: &str) -> Result<String, JsValue> {
        let decoded = crate::engine::replay::decode(self.core.session.game().start(), code);
        let steps = self.core.session.seat_replay(&decoded.moves);
        let bar = replay::ReplayBar::new(
            &self.window,
            &self.doc,
            &self.root,
            &self.controls.message,
            &self.me,
            steps,
            self.core.words.clone(),
        )?;
        self.replay = Some(bar);
        self.core.replay_opened(steps);
        let _ = self.root.set_attribute("data-replaying", "");
        Ok(replay_viewer::opened_words(
            self.core.session.variant().game,
            self.core.session.deal(),
            steps,
            decoded.stop,
            &self.core.words,
        ))
    }

    /// Closes the viewer (a new deal, or the player took over).
    fn replay_close(&mut self) {
        self.replay = None;
        if self.core.replay_closed() {
            let _ = self.root.remove_attribute("data-replaying");
        }
    }

    /// Performs the viewer's acts (see `table::replay_viewer`), then shows
    /// the step.
    fn replay_acts(&mut self, acts: Vec<ViewerAct>) {
        self.as_source(Source::Replay, |a| {
            for act in acts {
                a.replay_act(act);
            }
        });
        self.replay_show_step();
    }

    fn replay_act(&mut self, act: ViewerAct) {
        match act {
            ViewerAct::Back => self.undo(),
            ViewerAct::Forward => self.redo(),
            ViewerAct::Jump(n) => {
                // The position after `n` moves at once (no animation).
                self.cancel_drag();
                if self.core.session.step_to(n) {
                    let pace = self.pace();
                    self.board.render_all(&self.core.session, pace);
                    self.after_change();
                }
                self.replay_show_step();
                self.announce(format!(
                    "move {} of {}",
                    self.core.session.game().moves().len(),
                    self.core.replay_steps()
                ));
            }
            ViewerAct::Playing(on) => {
                if let Some(bar) = &mut self.replay {
                    bar.set_playing(on);
                }
            }
            ViewerAct::Schedule(ms) => {
                let pace = self.pace();
                let ms = motion::replay_wait(ms, pace.reduced, pace.speed);
                if let Some(bar) = &mut self.replay {
                    bar.schedule(ms);
                }
            }
            ViewerAct::Ended => {
                let words = self.core.words.get("replay-ended");
                self.say(&words);
            }
            ViewerAct::Takeover(_) => self.replay_takeover(),
        }
    }

    /// The step in the viewer's bar.
    fn replay_show_step(&self) {
        if let Some(bar) = &self.replay {
            let step = self.core.session.game().moves().len();
            bar.show_step(step, self.core.replay_steps());
        }
    }

    /// "Play from here": the replay becomes the player's game at this move.
    fn replay_takeover(&mut self) {
        let step = self.core.session.game().moves().len();
        self.replay_close();
        self.core.session.take_over();
        self.show_address();
        self.after_change();
        let words = self
            .core
            .words
            .with("replay-takeover", &[("step", Arg::from(step))]);
        self.say(&words);
        if let Some(first) = self
            .root
            .query_selector("[data-table] [data-pile]")
            .ok()
            .flatten()
        {
            if let Some(el) = first.dyn_ref::<HtmlElement>() {
                let _ = el.focus();
            }
        }
    }

    // ----- the solver (see `solver_ui`) -----

    /// Tells the session something about the table as it is now, and
    /// performs what it answers.
    fn solver_with(
        &mut self,
        f: impl FnOnce(&mut SolverSession, &SolverTable) -> Vec<SolverEffect>,
    ) {
        let core = &mut self.core;
        let effects = f(&mut core.solver, &solver_view(&core.session));
        self.solver_do(effects);
    }

    /// Performs the session's effects, in order.
    fn solver_do(&mut self, effects: Vec<SolverEffect>) {
        for effect in effects {
            self.solver_effect(effect);
        }
    }

    fn solver_effect(&mut self, effect: SolverEffect) {
        match effect {
            SolverEffect::Ask {
                job,
                position,
                nodes,
                ms,
                ..
            } => {
                // The worker reads the protocol's text (the table's own,
                // written once, when it is the table's position).
                let shown = self.solver.in_worker() && *position == *self.core.session.position();
                let text = shown.then(|| self.position_text());
                self.solver.ask(job, &position, (nodes, ms), text);
            }
            SolverEffect::CancelSearch => self.solver.cancel_search(),
            SolverEffect::AskOdds {
                job,
                position,
                stock_seen,
                nodes,
                ms,
                seed,
            } => {
                // The table's own position comes with its game so far: the
                // honest player does not go back to where the player has
                // been (`honest::been`).
                let (text, history) = if *position == *self.core.session.position() {
                    let game = self.core.session.game();
                    let moves: Vec<String> = game.moves().map(|m| m.to_string()).collect();
                    let start = crate::web::wire::position_js_text(game.start());
                    (self.position_text(), Some((start, moves.join(" "))))
                } else {
                    (crate::web::wire::position_js_text(&position), None)
                };
                self.solver
                    .ask_odds(job, text, stock_seen, (nodes, ms, seed), history);
            }
            SolverEffect::ShowChances(c) => self.solver.show_chances(c),
            SolverEffect::AskDaily(variant, date) => self.solver.send_daily(variant, date),
            SolverEffect::RestartWorker => {
                if let Some(runs) = self.solver.restart_worker() {
                    self.solver_started(runs);
                }
            }
            SolverEffect::DropWorker => {
                let runs = self.solver.drop_worker();
                self.solver_started(runs);
            }
            SolverEffect::Show { verdict, won } => self.solver.show(verdict, won),
            SolverEffect::Mark(mv) => self.solver_mark(mv),
            SolverEffect::Unmark => self.solver.unmark(),
            SolverEffect::DemoMove(mv) => self.solver_demo_move(mv),
            SolverEffect::DemoButton(on) => self.solver.demo_button(on),
            SolverEffect::Say(speech) => {
                let text = speech.text(self.core.session.position(), &self.core.words);
                self.say(&text);
            }
            SolverEffect::StartTimer(which, ms) => self.solver.set_timer(which, ms),
            SolverEffect::CancelTimer(which) => self.solver.cancel_timer(which),
            SolverEffect::NewDeal(variant) => self.new_deal(variant),
            SolverEffect::DealSearchCancelled => {
                // The table stays as it is.
                self.controls
                    .game
                    .set_value(self.core.session.variant().game.id());
                self.sync_option_controls();
            }
            SolverEffect::StoreWinnableOnly(on) => {
                self.solver.store_winnable_only(on);
            }
            SolverEffect::DailyFound(variant, date, deal) => self.daily_found(variant, date, deal),
        }
    }

    fn solver_update(&mut self, msg: SolverMsg) {
        match msg {
            SolverMsg::Hint => self.solver_with(|s, t| s.handle_hint(t)),
            SolverMsg::Key => self.solver_with(|s, t| s.handle_key(t)),
            SolverMsg::Demo => self.solver_with(|s, t| s.handle_demo(t)),
            SolverMsg::DemoStep => {
                self.solver.cancel_timer(Timer::Demo);
                self.solver_with(|s, t| s.handle_demo_step(t));
            }
            SolverMsg::HintWait => {
                self.solver.cancel_timer(Timer::Hint);
                self.solver_with(|s, t| s.handle_hint_wait(t));
            }
            SolverMsg::WinnableOnly(on) => {
                let effects = self.core.solver.handle_winnable_only(on);
                self.solver_do(effects);
            }
            SolverMsg::Start => {
                if let Some(runs) = self.solver.start() {
                    self.solver_started(runs);
                    self.warm_intl();
                }
            }
            SolverMsg::Module(ok) => {
                if let Some(ok) = self.solver.module_loaded(ok) {
                    let effects = self.core.solver.handle_module_loaded(ok);
                    self.solver_do(effects);
                }
            }
            SolverMsg::Deadline => {
                self.solver.timer_fired(Timer::Deadline);
                let effects = self.core.solver.handle_deadline();
                self.solver_do(effects);
            }
            SolverMsg::DailyDeadline => {
                self.solver.timer_fired(Timer::Daily);
                let effects = self.core.solver.handle_daily_deadline();
                self.solver_do(effects);
            }
            SolverMsg::Daily(variant, date, deal) => {
                let effects = self.core.solver.handle_daily_answer(variant, date, deal);
                self.solver_do(effects);
            }
            SolverMsg::Grade(variant, deal, grade) => {
                if let Some(g) = grade.and_then(|g| self.core.grades.answer(variant, deal, g)) {
                    self.show_grade(g);
                }
            }
            SolverMsg::Slice => {
                // A slice asked for before the solver started (the DOM
                // layer's tests run slices by hand) starts it.
                if let Some(runs) = self.solver.start_now() {
                    self.solver_started(runs);
                }
                self.solver.cancel_timer(Timer::Slice);
                let Some(nodes) = self.core.solver.slice_nodes() else {
                    return;
                };
                if let Some((step, took)) = self.solver.slice(nodes) {
                    let fresh = random_deal();
                    self.solver_with(|s, t| s.handle_slice(step, took, t, fresh));
                }
            }
            SolverMsg::Answer(answer) => {
                let fresh = random_deal();
                self.solver_with(|s, t| s.handle_answer(answer, t, fresh));
            }
            SolverMsg::WorkerFailed => {
                self.core.grades.worker_failed();
                let effects = self.core.solver.handle_worker_failed();
                self.solver_do(effects);
            }
            SolverMsg::Odds(answer) => self.solver_with(|s, t| s.handle_odds(answer, t)),
            SolverMsg::Chances(on) => {
                let effects = self.core.solver.handle_chances(on);
                self.solver_do(effects);
            }
            SolverMsg::PeekHints(on) => {
                let effects = self.core.solver.handle_peek_hints(on);
                self.solver_do(effects);
            }
        }
    }

    /// Makes the number formatter half a second after the solver starts,
    /// in a task of its own: the page's first `Intl` formatter costs a
    /// phone about 130 ms (`web::intl`), which neither the first table
    /// nor the player's first percentage or statistics should wait for.
    fn warm_intl(&self) {
        let intl = Rc::clone(&self.intl);
        let lang = self.core.words.lang();
        let warm = Closure::once_into_js(move || intl.warm(lang));
        let _ = self
            .window
            .set_timeout_with_callback_and_timeout_and_arguments_0(warm.unchecked_ref(), 500);
    }

    /// Searches run now (`runs`): the session's search and daily request
    /// go there.
    fn solver_started(&mut self, runs: Runs) {
        let effects = self.core.solver.handle_engine_started(runs);
        self.solver_do(effects);
        // The deal shown before the worker started is graded now.
        self.grade_deal_shown();
    }

    /// After every change of position: what the indicator can say at once,
    /// or a new search.
    fn solver_changed(&mut self) {
        // What the player has seen: the game's moves from its start.
        let seen = crate::solver::honest::stock_seen(
            self.core.session.game().start(),
            self.core.session.game().moves(),
        );
        let effects = self
            .core
            .solver
            .handle_position_seen(self.core.session.position(), seen);
        self.solver_do(effects);
    }

    /// The deal number for a new deal of `variant`: at random, or with
    /// "winnable deals only" one the solver has proven winnable. `None`
    /// while the search for one runs (the deal follows when it ends).
    fn solver_next_deal(&mut self, variant: Variant) -> Option<DealNumber> {
        // A grade chosen for new deals: the next of that grade, from the table.
        if let Some(deal) = self.core.grades.new_deal(
            self.core.session.settings().deal_grade,
            variant,
            self.core.session.deal(),
        ) {
            return Some(deal);
        }
        let (deal, effects) = self.core.solver.next_deal(variant, random_deal());
        self.solver_do(effects);
        deal
    }

    /// The deal shown changed: its grade if known now, and what the core
    /// says finds it (`TableState::grade_deal_shown`: a grade file to
    /// fetch, once the solver started after the first table; the worker
    /// asked for a daily deal its file does not hold).
    fn grade_deal_shown(&mut self) {
        let started = self.solver.started();
        let (grade, effects) = self.core.grade_deal_shown(started, self.solver.in_worker());
        solver_ui::paint_grade(&self.board.table, &self.root, grade, &self.core.words);
        for effect in effects {
            self.perform_effect(effect);
        }
    }

    /// The deal shown has grade `g`, known since it was shown.
    fn show_grade(&mut self, g: Grade) {
        self.outbox
            .graded(self.options.host.as_ref(), &self.core.session, g);
        solver_ui::paint_grade(&self.board.table, &self.root, Some(g), &self.core.words);
    }

    /// The grade of the deal shown, if known.
    fn grade_shown(&self) -> Option<Grade> {
        self.core.grades.grade()
    }

    /// Asks for the day's deal of `variant` on `date` (`daily_found`
    /// follows).
    fn solver_daily(&mut self, variant: Variant, date: DailyDate) {
        let effects = self.core.solver.handle_daily_ask(variant, date);
        self.solver_do(effects);
    }

    /// Marks the card (the bottom card of the unit) and the pile of `mv`
    /// (see `SolverUi::mark`).
    fn solver_mark(&mut self, mv: Move) {
        let (mut card, mut target, mut top) = (None, None, None);
        let to_name;
        match mv {
            Move::Transfer { from, count, to } => {
                if let Some(i) = self.board.pile_index(from) {
                    let p = &self.board.piles[i];
                    let k = p.cards.len().saturating_sub(usize::from(count));
                    card = p.els.get(k).zip(p.cards.get(k).copied());
                }
                to_name = to.name();
                if let Some(j) = self.board.pile_index(to) {
                    target = Some((&self.board.piles[j].el, to_name.as_str()));
                    top = self.board.piles[j].els.last();
                }
            }
            Move::Stock => {
                if let Some(i) = self.board.pile_index(PileId::STOCK) {
                    target = Some((&self.board.piles[i].el, "stock"));
                }
            }
            Move::Redeal => {
                if let Some(b) = &self.controls.redeal {
                    target = Some((b.unchecked_ref(), "redeal"));
                }
            }
        }
        let card = card.map(|(el, c)| (el.unchecked_ref::<Element>(), c));
        let target = target.map(|(el, name)| (el.unchecked_ref::<Element>(), name));
        let top = top.map(|el| el.unchecked_ref::<Element>());
        self.solver.mark(card, target, top);
    }

    /// The demo's move: like the player's (its own undo step), without
    /// autoplay; the game is assisted from the demo's first move on.
    fn solver_demo_move(&mut self, mv: Move) {
        self.stats_assist();
        let result = self.as_source(Source::Demo, |a| a.play(mv, None));
        self.assist.stop_autoplay();
        let ok = result.is_ok();
        if let Err(e) = result {
            self.say(&announce::reason(&e, &self.core.words));
        }
        self.solver_with(|s, t| s.handle_demo_played(ok, t));
    }
    // ----- the page's events (see `events`) -----

    /// The game and deal every event names.
    pub fn deal_detail(&self) -> Object {
        events::deal_detail(&self.core.session)
    }

    /// A deal is on the table (a new one, a restart, a saved game resumed).
    fn emit_deal(&mut self) {
        let (variant, deal) = (self.core.session.variant(), self.core.session.deal());
        let grade = self.core.grades.known(variant, deal);
        self.outbox
            .deal(self.options.host.as_ref(), &self.core.session, grade);
    }

    /// A move was made, undone or redone.
    fn emit_move(&mut self, mv: Move, kind: MoveKind) {
        let position = self.position_text();
        self.outbox.moved(
            self.options.host.as_ref(),
            &self.core.session,
            (mv, kind),
            position,
            self.source,
        );
    }

    // ----- the daily deal -----

    /// The Daily button: today's deal of the game shown.
    fn daily_open(&mut self, ask: link::DailyAsk) {
        let variant = self.core.session.variant();
        let date = daily::date(ask);
        self.replay_close();
        match daily::known(self.records.storage(), variant, date) {
            Some(deal) => self.daily_show(variant, date, deal),
            None => {
                let guess = daily::first_guess(variant, date);
                self.daily_show(variant, date, guess);
                self.daily_ask(variant, date);
            }
        }
    }

    /// Asks the solver for the day's deal; the table waits for it.
    fn daily_ask(&mut self, variant: Variant, date: DailyDate) {
        let words = self.core.daily_asked(variant, date);
        let _ = self.root.set_attribute("data-daily-pending", "");
        self.say(&words);
        self.solver_daily(variant, date);
    }

    /// The solver's answer, or why there is none.
    fn daily_found(
        &mut self,
        variant: Variant,
        date: DailyDate,
        deal: Result<DealNumber, DailyMiss>,
    ) {
        let found = self.core.daily_found(variant, date, deal);
        if found != DailyFound::Stale {
            let _ = self.root.remove_attribute("data-daily-pending");
        }
        match found {
            DailyFound::Stale => {}
            DailyFound::Missed(words) => {
                self.say(&words);
                self.show_deal_label();
            }
            DailyFound::Found { deal, show, say } => {
                if let Some(storage) = self.records.storage() {
                    let today = daily::today();
                    self.kept(super::daily::remember_deal(
                        storage, variant, date, deal, today,
                    ));
                }
                if show {
                    self.daily_show(variant, date, deal);
                }
                self.say(&say);
            }
        }
    }

    /// Shows `deal` as `date`'s daily deal (its saved game if there is one).
    fn daily_show(&mut self, variant: Variant, date: DailyDate, deal: DealNumber) {
        self.cancel_drag();
        self.save();
        let restored = match self
            .saves()
            .map(|(s, scope)| storage::load(s, scope, variant, deal))
        {
            Some(Loaded::Game(r)) => Some(*r),
            _ => None,
        };
        let mut r = restored.unwrap_or_else(|| Restored::fresh(variant, deal));
        r.deal = deal;
        r.daily = Some(date);
        self.core.show(r);
        self.start_deal();
        self.deal_in();
        self.assist.dealt(false, &self.core.session);
    }

    /// The deal number's label (with the date for a daily deal), and the
    /// deal's grade.
    fn show_deal_label(&mut self) {
        let (deal, date) = (self.core.session.deal(), self.core.daily_date());
        daily::show_label(
            &self.controls.deal_label,
            &self.board.table,
            deal,
            date,
            &self.core.words,
        );
        self.grade_deal_shown();
    }

    /// A daily game was played (its first move) or won.
    fn daily_result(&self, result: DayResult) {
        if let Some(date) = self.core.daily_date() {
            self.daily_record(self.core.session.variant(), date, result);
        }
    }

    // ----- deals -----

    fn new_deal(&mut self, variant: Variant) {
        // With "winnable deals only", the deal follows the solver's search.
        let Some(deal) = self.solver_next_deal(variant) else {
            return;
        };
        self.leave_game();
        self.show_game(Restored::fresh(variant, deal));
        let wanted = self.core.session.settings().deal_grade;
        if let Some(words) = self
            .core
            .grades
            .not_found(wanted, variant, deal, &self.core.words)
        {
            self.say(&words);
        }
    }

    /// Shows `deal` of `variant`: its saved game if there is one, else
    /// afresh (the element's attributes named it).
    fn open_deal(&mut self, variant: Variant, deal: DealNumber) {
        self.leave_game();
        self.show_game(storage::load_or_fresh(self.saves(), variant, deal));
    }

    /// Before another deal: the game shown is left (a loss if it was
    /// played and not won) and saved; a replay or a daily wait ends.
    fn leave_game(&mut self) {
        self.cancel_drag();
        self.stats_leave();
        self.save();
        self.replay_close();
        self.core.left();
        let _ = self.root.remove_attribute("data-daily-pending");
    }

    /// Deals `r` onto the table: its game, tally and clock.
    fn show_game(&mut self, r: Restored) {
        self.core.show(r);
        self.start_deal();
        self.deal_in();
        self.say("");
        self.assist.dealt(false, &self.core.session);
    }

    /// The page's fragment changed. On a table that follows the address
    /// (the game's page, or a table whose Share links point at this page,
    /// see `link::opening`), a replay link's new code opens that replay:
    /// the game shown is saved as it stands, as when a replay link is
    /// opened.
    fn address_changed(&mut self, search: &str, hash: &str) {
        let (search, hash) = if self.options.page {
            (search.to_string(), hash.to_string())
        } else {
            let href = self.window.location().href().unwrap_or_default();
            link::opening("", &self.options.share_url, (&href, search, hash))
        };
        let Some(code) = link::replay_code(&hash) else {
            return;
        };
        let request = link::parse_query(&search);
        let (Some(deal), None) = (request.deal, request.daily) else {
            return;
        };
        self.cancel_drag();
        self.save();
        self.replay_close();
        self.core.left();
        let _ = self.root.remove_attribute("data-daily-pending");
        let fresh = Restored::fresh(request.variant, deal);
        self.core
            .session
            .load(fresh.game, fresh.deal, 0, fresh.tally);
        match self.replay_open(&code) {
            Ok(text) => {
                self.start_deal();
                self.replay_show_step();
                self.say(&text);
            }
            Err(_) => self.start_deal(),
        }
    }

    /// The player declined what the changed attributes asked for
    /// (`requested`: that deal, or a new deal of that game): the attributes
    /// describe the deal shown again, and `patience-change-declined` says
    /// so (its `detail`: the deal shown, and what was `requested`).
    fn attributes_declined(&mut self, requested: Variant, deal: Option<DealNumber>) {
        self.write_attributes();
        let asked = Object::new();
        let _ = Reflect::set(&asked, &"game".into(), &requested.game.id().into());
        let _ = Reflect::set(
            &asked,
            &"deal".into(),
            &deal.map_or(JsValue::NULL, |d| JsValue::from(d.get() as f64)),
        );
        if requested.has_options() {
            let _ = Reflect::set(&asked, &"draw".into(), &u32::from(requested.draw).into());
            let _ = Reflect::set(&asked, &"spaces".into(), &requested.spaces.id().into());
        }
        let host = self.options.host.as_ref();
        self.outbox.declined(host, &self.core.session, asked);
    }

    /// Writes the deal attributes of the element to describe the deal
    /// shown (`attributes::describing`); the change they make then asks
    /// for nothing.
    fn write_attributes(&mut self) {
        let Some(host) = self.options.host.clone() else {
            return;
        };
        for (name, value) in
            attributes::describing(self.core.session.variant(), self.core.session.deal())
        {
            let _ = match value {
                Some(v) => host.set_attribute(name, &v),
                None => host.remove_attribute(name),
            };
        }
        let query = attributes::query(|name| host.get_attribute(name));
        self.core.session.attributes_are(query.clone());
        self.options.search = query;
    }

    /// The page's script deals `deal` of `variant` (`None`: a random deal),
    /// without asking (`newGame()`: the host confirms in its own way). The
    /// game shown is left as New leaves it; the attributes then describe
    /// the new deal.
    pub fn deal_from_page(&mut self, variant: Variant, deal: Option<DealNumber>) -> Object {
        if self.core.session.drop_question() {
            self.dialogs.close_question();
        }
        self.open_deal(variant, deal.unwrap_or_else(random_deal));
        if self.options.host.is_some() && !self.options.page {
            self.write_attributes();
        }
        self.sync_option_controls();
        self.deal_detail()
    }

    /// The session started the deal again: it is drawn afresh.
    fn restarted(&mut self) {
        let pace = self.pace();
        self.board.render_all(&self.core.session, pace);
        self.deal_in();
        self.after_change();
        self.emit_deal();
        self.say("");
        self.assist.dealt(true, &self.core.session);
    }

    /// A fresh deal's cards fly from the stock (or from above the table).
    fn deal_in(&mut self) {
        let pace = self.pace();
        self.board.deal_in(&self.core.session, pace);
    }

    /// The table's accessible name: "Caprice table".
    fn table_label(&self) -> String {
        let game = self.core.session.variant().game;
        self.core.words.with(
            "table-label",
            &[(
                "game",
                Arg::Text(rulebook::game_name(game, &self.core.words)),
            )],
        )
    }

    /// Shows the session's game from scratch: controls, piles, address.
    fn start_deal(&mut self) {
        let variant = self.core.session.position().variant();
        let ids: Vec<PileId> = self.core.session.position().pile_ids().collect();
        let rebuild = !self
            .board
            .piles
            .iter()
            .map(|p| p.id)
            .eq(ids.iter().copied());
        if rebuild {
            // Another game's layout: an embedded table finds its height afresh.
            let _ = self.board.table.style().remove_property("--fit");
        }
        let _ = self
            .board
            .table
            .set_attribute("data-game", variant.game.id());
        let _ = self.board.table.set_attribute("role", "region");
        let _ = self
            .board
            .table
            .set_attribute("aria-label", &self.table_label());
        let _ = self
            .board
            .table
            .set_attribute("data-deal", &self.core.session.deal().to_string());
        if variant.has_options() {
            let _ = self
                .board
                .table
                .set_attribute("data-draw", &variant.draw.to_string());
            let _ = self
                .board
                .table
                .set_attribute("data-spaces", variant.spaces.id());
        } else {
            let _ = self.board.table.remove_attribute("data-draw");
            let _ = self.board.table.remove_attribute("data-spaces");
        }
        self.controls.game.set_value(variant.game.id());
        self.controls.draw.set_value(&variant.draw.to_string());
        self.controls.spaces.set_value(variant.spaces.id());
        // Double Canfield's rules become the setting.
        let effects = self.core.session.deal_shown();
        self.perform_session(effects);
        if let Ok(list) = self.root.query_selector_all("[data-options]") {
            for i in 0..list.length() {
                if let Some(el) = list.item(i).and_then(|n| n.dyn_into::<Element>().ok()) {
                    let _ = el.toggle_attribute_with_force("hidden", !variant.has_options());
                }
            }
        }
        self.show_deal_label();
        self.set_redeal_button(variant.rules().redeals > 0);
        self.reserve_look.set_button(
            &self.doc,
            &self.controls.buttons,
            variant.rules().has_reserve,
            self.core.reserve_fanned(),
            &self.core.words,
        );
        if rebuild {
            self.build_piles();
        } else {
            let pace = self.pace();
            self.board.render_all(&self.core.session, pace);
        }
        self.show_address();
        // A deal shown is not a change of status (`Session::load`).
        self.after_change();
        self.emit_deal();
    }

    /// The page's address shows the deal (on the game's own page only;
    /// with `embed=1` in an iframe, see `links_embed`).
    fn show_address(&self) {
        if !self.options.page {
            return;
        }
        if let Ok(history) = self.window.history() {
            let address = self.address_with(self.links_embed());
            // Not when it is the address already (a deal link).
            if self.window.location().href().ok().as_deref() != Some(address.as_str()) {
                let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&address));
            }
        }
    }

    /// The deal's link, to share (a daily game's is its daily link).
    fn address(&self) -> String {
        self.address_with(false)
    }

    fn address_with(&self, embed: bool) -> String {
        match self.core.daily_date() {
            Some(date) => {
                self.link_to(&link::daily_query(self.core.session.variant(), date, embed))
            }
            None => self.link_to(&link::query(
                self.core.session.variant(),
                self.core.session.deal(),
                embed,
            )),
        }
    }

    /// The link to this deal (what replay links start from).
    fn deal_link(&self) -> String {
        self.link_to(&link::query(
            self.core.session.variant(),
            self.core.session.deal(),
            false,
        ))
    }

    /// Where links start (`link::link_at` keeps its own query parameters
    /// and drops its fragment): the page's own address on the game's page;
    /// from an embedded table, the host's `share-url` (resolved against
    /// the host document's base URL by the element) or else the game's own
    /// page.
    fn share_base(&self) -> String {
        if !self.options.page && !self.options.share_url.is_empty() {
            return self.options.share_url.clone();
        }
        self.window.location().href().unwrap_or_default()
    }

    /// Whether the page's address keeps `embed=1`: only the game's page in
    /// an iframe (a reload shows the compact page again). Shared links
    /// never carry it: whoever follows one opens the game itself.
    fn links_embed(&self) -> bool {
        self.embed && self.options.page
    }

    /// A link to `share_base` with `query`, keeping the address's autoplay
    /// and the base's own parameters (see `link::link_at`).
    fn link_to(&self, query: &str) -> String {
        let query = format!("{query}{}", autoplay::address_suffix(&self.options.search));
        link::link_at(&self.share_base(), &query)
    }

    fn set_redeal_button(&mut self, wanted: bool) {
        match (&self.controls.redeal, wanted) {
            (None, true) => {
                let b = view::create(&self.doc, "button");
                let _ = b.set_attribute("type", "button");
                let _ = b.set_attribute("data-action", "redeal");
                let _ = b.set_attribute("data-w-title", "chrome-redeal-title");
                let _ = b.set_attribute("title", &self.core.words.get("chrome-redeal-title"));
                let _ = self.controls.buttons.insert_before(
                    &b,
                    self.controls
                        .buttons
                        .last_element_child()
                        .map(Into::into)
                        .as_ref(),
                );
                self.controls.redeal = Some(b.into());
                self.shown.redeal = None;
            }
            (Some(b), false) => {
                b.remove();
                self.controls.redeal = None;
            }
            _ => {}
        }
    }

    // ----- drawing -----

    fn measure(&mut self) {
        let (w, h) = self.board.measure();
        self.host_size = self
            .window
            .get_computed_style(&self.root)
            .ok()
            .flatten()
            .and_then(|st| st.get_property_value("--patience-card-size").ok())
            .and_then(|v| super::settings::parse_size(v.trim()));
        let fitted = self.fitted_layout(w, h);
        self.session_input(&Input::Fitted(fitted));
        let style = self.board.table.style();
        let long = self.core.session.layout().height > h + 0.5;
        if long && self.embed && !self.options.page {
            // An embedded table grows to the height its layout needs (the
            // style sheet's min-height), unless the host fixed its height.
            let _ = style.set_property(
                "--fit",
                &format!("{}px", Num(self.core.session.layout().height.ceil())),
            );
        }
        // Columns too long for the room: the table scrolls rather than hide ranks.
        let _ = self
            .board
            .table
            .toggle_attribute_with_force("data-scroll", long);
        let _ = style.set_property(
            "--cw",
            &format!("{}px", Num(self.core.session.layout().card_w)),
        );
        let _ = style.set_property(
            "--ch",
            &format!("{}px", Num(self.core.session.layout().card_h)),
        );
    }

    fn fitted_layout(&self, w: f64, h: f64) -> Layout {
        let mut prefs = self.core.session.settings().layout();
        // The host's --patience-card-size, unless the player chose a size.
        if prefs.size == super::layout::CardSize::default() {
            prefs.size = self.host_size.unwrap_or(prefs.size);
        }
        prefs.large_index = self.large_index();
        let mut layout = Layout::with(self.core.session.position(), w, h, prefs);
        layout.look_reserve(self.core.reserve_fanned());
        layout
    }

    /// After a move: when a long column needs its row rebalanced (see
    /// `layout`), every pile is placed again (new cards' elements taken
    /// from `spare`).
    /// The size is the one last measured (a resize measures again), so a
    /// move never reads the DOM's geometry between its writes.
    fn refit(&mut self, spare: &mut Spare) {
        let (w, h) = self.board.size;
        if self.fitted_layout(w, h) != *self.core.session.layout() {
            self.relayout_with(spare);
        }
    }

    /// Builds every pile element of the game afresh.
    fn build_piles(&mut self) {
        if self.board.build(self.core.session.position()) {
            self.shown.badge = None;
        }
        self.relayout();
    }

    /// Places every pile for the table's current size and redraws them.
    fn relayout(&mut self) {
        let mut spare = Spare::new();
        self.relayout_with(&mut spare);
        discard(spare);
    }

    /// [`App::relayout`], taking the elements of new cards from `spare`.
    fn relayout_with(&mut self, spare: &mut Spare) {
        self.measure();
        let pace = self.pace();
        self.board.place(&self.core.session, pace, spare);
    }

    /// How cards fly now: the animation-speed setting and the page's
    /// reduced-motion preference.
    fn pace(&self) -> Pace {
        Pace {
            reduced: !self.motion_allowed() || self.board.prefers_reduced(),
            speed: self.speed_factor(),
        }
    }

    // ----- moves -----

    /// Makes `mv` and draws it. `lifted`: the unit being dragged, with how
    /// far it was dragged, so it flies on from where it was dropped.
    fn play(
        &mut self,
        mv: Move,
        lifted: Option<(PileId, usize, f64, f64)>,
    ) -> Result<(), MoveError> {
        let moved = self.core.session.play(mv)?;
        self.show_change(&moved, lifted);
        Ok(())
    }

    /// Draws a move made, undone or redone, and everything that follows.
    fn show_change(&mut self, m: &Moved, lifted: Option<(PileId, usize, f64, f64)>) {
        match m.kind {
            MoveKind::Undo => self.show_movements(&m.shown, None),
            _ => self.show_move(m.mv, &m.shown, lifted),
        }
        self.say("");
        self.emit_move(m.mv, m.kind);
        self.after_change();
        match m.kind {
            MoveKind::Move => {
                let at = at!(self);
                self.assist.moved(&m.before, m.mv, &m.movements, at);
            }
            MoveKind::Undo => self.assist.undone(m.mv, &m.movements, &self.core.session),
            MoveKind::Redo => {
                self.assist
                    .redone(&m.before, m.mv, &m.movements, &self.core.session);
            }
        }
    }

    fn undo(&mut self) {
        self.session_input(&Input::Undo);
    }

    fn redo(&mut self) {
        self.session_input(&Input::Redo);
    }

    /// Asks the session (see `Session::update`) and performs its answer.
    fn session_input(&mut self, input: &Input) {
        if let Some(effects) = self.core.session.update(input, now(&self.window)) {
            self.perform_session(effects);
        }
    }

    /// Performs what the session decided (see `table::session::Effect`).
    fn perform_session(&mut self, effects: Vec<SessionEffect>) {
        for effect in effects {
            match effect {
                SessionEffect::PointerTaken => {
                    self.drop_hold();
                    self.take_focus();
                }
                SessionEffect::Drag { act, pointer } => self.draw_drag(act, pointer),
                SessionEffect::Moved(m) => {
                    let lifted = m.dropped.as_ref().map(|d| {
                        self.board.clear_drag_marks(d.from, d.count, &d.targets);
                        (d.from, d.count, d.delta.0, d.delta.1)
                    });
                    self.show_change(&m, lifted);
                }
                SessionEffect::Refused(why) => self.say(&why.spoken(&self.core.words)),
                SessionEffect::Ask(q) => self.dialogs.ask(&q, &self.core.words),
                SessionEffect::CloseQuestion => self.dialogs.close_question(),
                SessionEffect::Perform(action) => self.perform(action),
                SessionEffect::Restarted => self.restarted(),
                SessionEffect::Declined(v, deal) => self.attributes_declined(v, deal),
                SessionEffect::ShowOptions => self.sync_option_controls(),
                SessionEffect::Clock(text) => self.show_clock_text(text),
                SessionEffect::StoreSettings => self.store_settings(),
                SessionEffect::Look => {
                    self.apply_look();
                }
                SessionEffect::Relayout => self.relayout(),
                SessionEffect::Solver(m) => self.solver_update(m),
                SessionEffect::Persist => self.page_hide(),
                SessionEffect::Configured(search) => {
                    self.options.search = search;
                    self.sync_settings_form();
                }
                SessionEffect::StopAutoplay => self.assist.stop_autoplay(),
                SessionEffect::Notices(notices) => {
                    let text = link::notices_text(&notices, &self.core.words);
                    self.say(&text);
                }
            }
        }
    }

    /// Draws a move just made: a redeal as a dealer does it, any other
    /// move by its movements.
    fn show_move(
        &mut self,
        mv: Move,
        movements: &[Movement],
        lifted: Option<(PileId, usize, f64, f64)>,
    ) {
        let pace = self.pace();
        if mv != Move::Redeal || !self.board.show_redeal(&self.core.session, pace, movements) {
            self.show_movements(movements, lifted);
        }
    }

    /// Redraws the piles `movements` touched, flying the moved cards from
    /// their old places (the table refitted between lifting the cards off
    /// and drawing them where they went).
    fn show_movements(
        &mut self,
        movements: &[Movement],
        lifted: Option<(PileId, usize, f64, f64)>,
    ) {
        let (sim, mut spare) = self.board.lift_moved(movements, lifted, &self.core.session);
        self.refit(&mut spare);
        let pace = self.pace();
        self.board
            .draw_moved(sim, &self.core.session, pace, &mut spare);
        discard(spare);
    }

    /// Everything that follows any change of position.
    fn after_change(&mut self) {
        let settled = self.core.session.settle(now(&self.window));
        let status = settled.now;
        let elapsed = self.elapsed_ms();
        self.outbox.status(
            self.options.host.as_ref(),
            &self.core.session,
            (settled.before, status),
            elapsed,
            self.source,
        );
        if self.shown.state.replace(status) != Some(status) {
            let _ = self.board.table.set_attribute("data-state", status.id());
        }
        self.show_controls();
        self.board.mark_blocked(self.core.session.position());
        self.assist.refresh(&mut self.board, &self.core.session);
        self.solver_changed();
        self.show_clock();
        self.show_overlay();
        self.stats_track();
        self.later.save = true;
        self.later.schedule(&self.window);
    }

    /// Writes what waits for the frame (see [`Later`]).
    fn write_later(&mut self) {
        self.later.scheduled = false;
        if std::mem::take(&mut self.later.save) {
            self.save();
        }
        if std::mem::take(&mut self.later.records) {
            self.stats_write();
        }
    }

    /// The moves, the buttons' states, the Redeal button and the redeals
    /// badge, where they changed (`Shown`).
    fn show_controls(&mut self) {
        let words = &self.core.words;
        let shown = &mut self.shown;
        let moves = self.core.session.game().moves().len();
        if shown.moves.replace(moves) != Some(moves) {
            self.controls
                .moves
                .set_text_content(Some(&moves.to_string()));
            let said = words.with("chrome-moves-word", &[("count", Arg::from(moves))]);
            self.controls.moves_word.set_text_content(Some(&said));
        }
        let set = |el: &Element, was: &mut Option<bool>, disabled: bool| {
            if was.replace(disabled) != Some(disabled) {
                let _ = el.toggle_attribute_with_force("disabled", disabled);
            }
        };
        let (can_undo, can_redo) = (
            self.core.session.game().can_undo(),
            self.core.session.game().can_redo(),
        );
        set(&self.controls.undo, &mut shown.undo, !can_undo);
        set(&self.controls.redo, &mut shown.redo, !can_redo);
        set(
            &self.controls.restart,
            &mut shown.restart,
            !can_undo && !can_redo,
        );
        let pos = self.core.session.position();
        let left = pos.redeals_left();
        if let Some(b) = &self.controls.redeal {
            let disabled = pos.check(Move::Redeal).is_err();
            if shown.redeal.replace((left, disabled)) != Some((left, disabled)) {
                let n = [("left", Arg::from(u32::from(left)))];
                b.set_text_content(Some(&words.with("chrome-redeal", &n)));
                let _ = b.set_attribute("data-redeals-left", &left.to_string());
                let _ = b.set_attribute("aria-label", &words.with("chrome-redeal-label", &n));
                let _ = b.toggle_attribute_with_force("disabled", disabled);
            }
        }
        if let Some(b) = &self.board.redeals_badge {
            // In the stock's place it shows once the stock is empty.
            let hidden = pos.rules().has_stock() && !pos.stock().is_empty();
            if shown.badge.replace((left, hidden)) != Some((left, hidden)) {
                let said = words.with(
                    "chrome-redeals-left",
                    &[("left", Arg::from(u32::from(left)))],
                );
                b.set_inner_html(&format!(
                    "<b>{left}</b><span>{}</span>",
                    words::escape(&said)
                ));
                b.set_hidden(hidden);
            }
        }
    }

    /// The table's words changed: the controls' counts and the overlay
    /// are written again.
    pub(super) fn controls_words_changed(&mut self) {
        self.shown.moves = None;
        self.shown.redeal = None;
        self.shown.badge = None;
        self.show_controls();
        if let Some(o) = self.overlay.take() {
            o.remove();
        }
        self.show_overlay();
    }

    fn elapsed_ms(&self) -> f64 {
        self.core.session.elapsed(now(&self.window))
    }

    fn show_clock(&self) {
        self.show_clock_text(self.core.session.clock_text(now(&self.window)));
    }

    fn show_clock_text(&self, text: String) {
        let mut shown = self.shown.clock.borrow_mut();
        if *shown != text {
            self.controls.clock.set_text_content(Some(&text));
            *shown = text;
        }
    }

    fn show_overlay(&mut self) {
        let want = match self.core.session.status() {
            Status::Playing => None,
            s => Some(s),
        };
        let current = self
            .overlay
            .as_ref()
            .map(|o| o.has_attribute("data-celebration"));
        match (want, current) {
            (Some(Status::Won), Some(true)) | (Some(Status::Lost), Some(false)) => return,
            (None, None) => return,
            _ => {}
        }
        if let Some(o) = self.overlay.take() {
            o.remove();
        }
        let el = match want {
            Some(Status::Won) => view::celebration(
                &self.doc,
                (
                    self.core.session.variant().game,
                    self.core.session.deal().get(),
                    self.core.session.game().moves().len(),
                    // The best time's words for the same seconds.
                    &super::stats::duration(super::stats::whole_secs(self.elapsed_ms())),
                ),
                self.core.session.tally() == Tally::Assisted,
                &self.core.words,
            ),
            Some(_) => view::lost_panel(&self.doc, &self.core.words),
            None => return,
        };
        let _ = self.board.table.append_child(&el);
        self.overlay = Some(el);
    }

    /// An embedded table takes the keyboard's focus when pressed (keys go
    /// to the table that has it), without scrolling the host page.
    fn take_focus(&self) {
        if self.options.page || active_in(&self.root).is_some_and(|a| self.root.contains(Some(&a)))
        {
            return;
        }
        if let Some(root) = self.root.dyn_ref::<HtmlElement>() {
            let options = web_sys::FocusOptions::new();
            options.set_prevent_scroll(true);
            let _ = root.focus_with_options(&options);
        }
    }

    /// The position's protocol text (a JavaScript string), made once per
    /// position: a move's event and the solver's worker both send it.
    fn position_text(&mut self) -> JsValue {
        let pos = self.core.session.position();
        match &self.position_text {
            Some((p, text)) if p == pos => text.clone(),
            _ => {
                let text = super::wire::position_js_text(pos);
                self.position_text = Some((pos.clone(), text.clone()));
                text
            }
        }
    }

    /// Why the page's script may not ask for `msg` now: it is held, or a
    /// replay would take it as its own control.
    fn held_from_page(&self, msg: &Input) -> Option<Hold> {
        self.core
            .hold()
            .filter(|&h| msg.clone().through(Some(h)).as_ref() != Ok(msg))
    }

    /// The engine's game shown.
    pub fn game(&self) -> &Game {
        self.core.session.game()
    }

    /// The page's script asks for move `mv` (`table.game.move`): played as
    /// the player's own, or refused with the engine's reason (or the
    /// table's, while a replay or a daily deal holds it).
    pub fn play_from_page(&mut self, mv: Move) -> Result<(), String> {
        if let Some(hold) = self.held_from_page(&Input::Play(mv)) {
            return Err(hold.spoken(&self.core.words));
        }
        self.core
            .session
            .position()
            .check(mv)
            .map_err(|e| e.to_string())?;
        self.as_source(Source::Api, |a| a.update(Input::Play(mv)));
        Ok(())
    }

    /// Runs `f` with the moves it makes reported as `source`'s.
    pub fn as_source<R>(&mut self, source: Source, f: impl FnOnce(&mut Self) -> R) -> R {
        let before = std::mem::replace(&mut self.source, source);
        let r = f(self);
        self.source = before;
        r
    }

    /// Undo or redo from the page's script; whether there was one.
    pub fn step_from_page(&mut self, msg: Input) -> bool {
        let could = match msg {
            Input::Undo => self.core.session.game().can_undo(),
            Input::Redo => self.core.session.game().can_redo(),
            _ => false,
        };
        if could && self.held_from_page(&msg).is_none() {
            self.as_source(Source::Api, |a| a.update(msg));
            return true;
        }
        false
    }

    /// Shows only the controls the `controls` attribute names (see
    /// [`crate::table::attributes::Controls`]).
    fn apply_controls(&mut self, list: Option<&str>) {
        let (controls, unknown) = match list {
            Some(text) => crate::table::attributes::Controls::parse(text),
            None => (crate::table::attributes::Controls::all(), Vec::new()),
        };
        // style.css hides the controls named here.
        let _ = self.root.set_attribute("data-hide", &controls.hidden());
        if !unknown.is_empty() {
            let words: Vec<String> = unknown.iter().map(ToString::to_string).collect();
            self.say(&words.join(" "));
        }
    }

    /// Where this table's saved play is kept, if anywhere.
    fn saves(&self) -> Option<(&Storage, &storage::Scope)> {
        self.records.storage().zip(self.options.save.as_ref())
    }

    fn save(&self) {
        let Some((storage, scope)) = self.saves() else {
            return;
        };
        if self.replay.is_some() {
            // A replay being watched is not the player's game.
            return;
        }
        let mut saved = Saved::of(
            self.core.session.game(),
            self.core.session.deal(),
            (self.elapsed_ms() / 1000.0) as u64,
        );
        saved.tally = self.core.session.tally();
        saved.daily = self.core.daily_date().map(|d| d.to_string());
        self.kept(storage::store(storage, scope, &saved));
    }

    fn say(&self, text: &str) {
        let el = &self.controls.message;
        el.set_text_content(Some(text));
        let _ = el.toggle_attribute_with_force("data-empty", text.is_empty());
    }

    // ----- words -----

    /// The words changed: the root says which language it speaks and its
    /// direction (right to left for Arabic; otherwise the page's, as
    /// before), and what shows words from the message files draws them
    /// again. The cards and piles keep their order (style.css).
    fn words_changed(&mut self) {
        let lang = self.core.words.lang();
        let targets: Vec<Element> = if self.options.page {
            // The game's own page speaks the table's language.
            let html = self.doc.document_element();
            std::iter::once(self.root.clone()).chain(html).collect()
        } else {
            vec![self.root.clone()]
        };
        for e in targets {
            let _ = e.set_attribute("lang", lang.tag());
            if lang.rtl() {
                let _ = e.set_attribute("dir", "rtl");
            } else {
                let _ = e.remove_attribute("dir");
            }
        }
        self.dialogs
            .show_languages(&self.core.words, self.core.session.settings().language);
        crate::web::view::apply_words(&self.root, &self.core.words);
        self.controls_words_changed();
        self.show_deal_label();
        let step = self.core.session.game().moves().len();
        if let Some(bar) = &mut self.replay {
            bar.words_changed(self.core.words.clone(), step);
        }
        // The piles' and cards' names, the live region's words.
        self.board.words = self.core.words.clone();
        self.assist.words = self.core.words.clone();
        self.solver.words_changed(self.core.words.clone());
        let grade = self.core.grades.grade();
        solver_ui::paint_grade(&self.board.table, &self.root, grade, &self.core.words);
        if !self.board.piles.is_empty() {
            self.build_piles();
            self.assist.refresh(&mut self.board, &self.core.session);
            let _ = self
                .board
                .table
                .set_attribute("aria-label", &self.table_label());
        }
        if self.dialogs.is_open(Dialog::Rules) {
            self.show_rules(self.rules_game);
        }
        if self.dialogs.is_open(Dialog::Stats) {
            self.show_stats_table();
        }
    }

    // ----- dialogs, look and records -----

    /// The dialogs' listeners: a settings control's `change`, the
    /// confirmation closing however it closes, and keys kept inside them.
    fn listen_dialogs(&mut self) -> Result<(), JsValue> {
        let root = self.root.clone().into();
        self.add_listener(&root, "change", |e, h| {
            if let Some(input) = dialogs::change_input(&e, h) {
                h.send(input);
            }
        })?;
        // However the confirmation closes (a button, Escape), its controls
        // then show what is in force again.
        if let Some(d) = self.dialogs.dialog("confirm") {
            self.add_listener(&d.into(), "close", |_, h| h.send(Input::Confirm(false)))?;
        }
        // Keys pressed in a dialog belong to it, not to the table's shortcuts.
        for d in self.dialogs.all() {
            self.add_listener(&d.into(), "keydown", |e, _| e.stop_propagation())?;
        }
        Ok(())
    }

    /// Whether the cards wear the large-index face (see `dialogs::large_index`).
    fn large_index(&self) -> bool {
        dialogs::large_index(self.core.session.settings(), self.options.host.as_ref())
    }

    /// Shows the settings' look (see `dialogs::apply_look`); tells whether
    /// the card index changed.
    fn apply_look(&self) -> bool {
        dialogs::apply_look(
            &self.root,
            self.core.session.settings(),
            self.options.host.as_ref(),
        )
    }

    /// The element's `theme` or `card-index` changed: the table shows them
    /// (laid out again for another index).
    pub(crate) fn look_changed(&mut self) {
        if self.apply_look() {
            self.relayout();
        }
    }

    /// How long animations last relative to normal (0: none).
    fn speed_factor(&self) -> f64 {
        self.core.session.settings().speed.factor()
    }

    /// Whether the animation of a move may run (the speed setting).
    fn motion_allowed(&self) -> bool {
        self.speed_factor() > 0.0
    }

    fn open_dialog(&mut self, which: Dialog) {
        self.cancel_drag();
        match which {
            Dialog::Stats => {
                if self.records.refused() {
                    self.records_retry();
                }
                self.dialogs.stats_message("");
                self.show_stats_table();
            }
            Dialog::Settings => self.sync_settings_form(),
            Dialog::Rules => self.show_rules(self.core.session.variant().game),
        }
        self.dialogs.open(which);
    }

    fn show_rules(&mut self, game: GameId) {
        self.rules_game = game;
        let s = self.core.session.settings();
        let words = &self.core.words;
        self.dialogs.show_rules(
            &rulebook::tabs_html(game, words),
            &rulebook::page_html(s.variant(game), s.layout(), self.board.size, words),
        );
    }

    /// The Double Canfield controls (the bar's selects, the settings
    /// dialog's radios) show the one value they share.
    fn sync_option_controls(&self) {
        let s = self.core.session.settings();
        self.controls.draw.set_value(&s.draw.to_string());
        self.controls.spaces.set_value(s.spaces.id());
        self.controls
            .game
            .set_value(self.core.session.variant().game.id());
        self.dialogs.show_options(s);
    }

    fn sync_settings_form(&self) {
        self.sync_option_controls();
        self.dialogs.show_settings(
            self.core.session.settings(),
            autoplay::url_allows(&self.options.search),
        );
    }

    /// Does what waited (or needed no question).
    fn perform(&mut self, action: Pending) {
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

    fn store_settings(&self) {
        if let Some(storage) = self.records.storage() {
            self.kept(self.core.session.settings().store(storage));
        }
    }

    /// Where every write to `localStorage` ends (see `Records::kept`).
    fn kept(&self, result: Result<(), WriteError>) {
        match self.records.kept(result) {
            Some(Then::Say(notice)) => self.say(&notice.words(&self.core.words)),
            Some(Then::Retry) => self.records_retry(),
            None => {}
        }
    }

    /// Reading the statistics: statistics set aside on the way are told,
    /// then as [`App::kept`].
    fn stats_kept(&self, result: super::stats::Kept) {
        let result = result.map(|aside| {
            if let Some(aside) = aside {
                let text = Notice::SetAside(aside).words(&self.core.words);
                self.say(&text);
                self.dialogs.stats_message(&text);
            }
        });
        self.kept(result);
    }

    /// Tries again every write that was refused: the saved game and the
    /// statistics' facts.
    fn records_retry(&self) {
        if !self.records.retry() {
            return;
        }
        self.save();
        self.stats_write();
        if self.records.retried() {
            self.kept(Ok(()));
        }
    }

    /// The page is hidden (perhaps for good): the game is saved, and what
    /// waits is tried once more.
    fn page_hide(&self) {
        self.save();
        self.stats_write();
    }

    /// Writes this table's facts and daily days, if any wait.
    fn stats_write(&self) {
        if let Some(result) = self.records.write() {
            self.kept(result);
        }
    }

    /// Records and writes a day's result of a daily deal.
    fn daily_record(&self, variant: Variant, date: DailyDate, result: DayResult) {
        self.records.record_day(variant, date, result);
        self.stats_write();
    }

    /// Records events of the game as facts and writes them.
    fn stats_change(&self, ops: impl IntoIterator<Item = super::stats::Op>) {
        self.records.record(ops, js_sys::Date::now() as u64);
        self.stats_write();
    }

    /// After every change of position: what the statistics count (see
    /// `Session::count_change`).
    fn stats_track(&mut self) {
        if self.records.storage().is_none() || self.replay.is_some() {
            // No records; or a replay being watched, which is nobody's game.
            return;
        }
        let counted =
            self.core
                .session
                .count_change(now(&self.window), seconds_now(), self.grade_shown());
        if counted.ops.is_empty() {
            return;
        }
        // Recorded now, written once the change is painted (`Later`).
        self.records.record(counted.ops, js_sys::Date::now() as u64);
        self.later.records = true;
        for day in counted.days {
            self.daily_result(day);
        }
    }

    /// Before the demo plays a move: the game is assisted (see
    /// `Session::count_assist`).
    fn stats_assist(&mut self) {
        self.stats_count(Session::count_assist);
    }

    /// Before the table leaves a game: played and not won is a loss.
    fn stats_leave(&mut self) {
        self.stats_count(|s, wall| s.count_leave(wall));
    }

    /// Records what the session counts now (`count`, given the time in
    /// seconds), where there are records.
    fn stats_count(&mut self, count: fn(&mut Session, u64) -> Vec<super::stats::Op>) {
        if self.records.storage().is_none() {
            return;
        }
        let ops = count(&mut self.core.session, seconds_now());
        if !ops.is_empty() {
            self.stats_change(ops);
        }
    }

    fn current_stats(&self) -> Option<super::stats::Stats> {
        let (s, kept) = self.records.stats()?;
        self.stats_kept(kept);
        Some(s)
    }

    fn show_stats_table(&self) {
        let read = self.current_stats().map(|s| (s, self.records.daily()));
        self.dialogs.show_stats(&dialogs::stats_html(
            read,
            self.core.session.variant(),
            &self.core.words,
        ));
    }

    fn stats_reset(&mut self) {
        let Some(result) = self.records.reset(js_sys::Date::now() as u64) else {
            return;
        };
        self.kept(result);
        self.show_stats_table();
        self.dialogs
            .stats_message(&self.core.words.get("stats-reset-done"));
    }

    /// Downloads the statistics as a JSON file.
    fn stats_export(&mut self) {
        let Some(s) = self.current_stats() else {
            return;
        };
        match dialogs::download(&self.doc, &s.export_json::<Wire>()) {
            Ok(name) => self.dialogs.stats_message(
                &self
                    .core
                    .words
                    .with("stats-exported", &[("file", Arg::Text(name))]),
            ),
            Err(_) => self
                .dialogs
                .stats_message(&self.core.words.get("stats-export-refused")),
        }
    }

    /// Imports a chosen file's text (or says why it could not be read).
    fn stats_import(&mut self, text: Result<String, ImportFailed>) {
        let now = js_sys::Date::now() as u64;
        let words = self.core.words.clone();
        let result = match text {
            Ok(t) => match self.records.import(&t, now) {
                Some(result) => result.map_err(|e| e.words(&words)),
                None => return,
            },
            Err(why) => Err(words.get(why.message())),
        };
        match result {
            Ok(super::stats::Imported { added, kept }) => {
                self.kept(kept.map(|_| ()));
                self.show_stats_table();
                self.dialogs.stats_message(&if added == 0 {
                    words.get("stats-imported-none")
                } else {
                    words.with("stats-imported", &[("count", Arg::Num(added as f64))])
                });
            }
            Err(why) => self
                .dialogs
                .stats_message(&words.with("stats-import-unchanged", &[("why", Arg::Text(why))])),
        }
    }

    // ----- pointer input -----

    /// Draws a press or drag the session decided (see `Effect::Drag`).
    fn draw_drag(&mut self, act: Act, pointer: Option<i32>) {
        let pace = self.pace();
        if let Some(e) = self.board.draw_drag(act, pointer, pace) {
            self.say(&announce::reason(&e, &self.core.words));
        }
    }

    // ----- keyboard play, announcements, autoplay (see `assist`) -----

    /// A key's command (from the one keydown listener).
    fn keyboard(&mut self, cmd: Command) {
        if matches!(cmd, Command::Cancel) {
            self.cancel_drag();
            if self.drop_hold() {
                self.announce(self.core.words.get("said-put-back"));
            }
            return;
        }
        let at = at!(self);
        let then = self.assist.keyboard(cmd, at);
        self.then(then);
    }

    /// Performs what the keyboard's or autoplay's step asked for.
    fn then(&mut self, then: assist::Then) {
        match then {
            assist::Then::Nothing => {}
            assist::Then::Say(text) => self.say(&text),
            assist::Then::Play(mv) => {
                self.drop_hold();
                if let Err(e) = self.play(mv, None) {
                    self.say(&announce::reason(&e, &self.core.words));
                }
            }
            assist::Then::Stock => self.session_input(&Input::Stock),
        }
    }

    /// Puts cards the keyboard held back; whether there were any.
    fn drop_hold(&mut self) -> bool {
        self.assist
            .drop_hold(&mut self.board, self.core.session.position())
    }

    /// Puts `text` in the live region (see `Assist::announce`).
    fn announce(&mut self, text: String) {
        self.assist.announce(text, &self.core.session);
    }

    /// F or the Finish button: plays out the rest when it is a formality.
    fn finish(&mut self) {
        self.drop_hold();
        self.cancel_drag();
        let at = at!(self);
        let then = self.assist.finish(at);
        self.then(then);
    }

    /// One automatic move (from the step timer): its own entry in the
    /// history, drawn and flown like any move, then announced.
    fn auto_step(&mut self) {
        let at = at!(self);
        let Some((mv, actor)) = self.assist.auto_step(at) else {
            return;
        };
        let made = match self.core.session.play(mv) {
            Ok(moved) => {
                let (before, movements) = (moved.before, moved.movements);
                self.show_movements(&movements, None);
                self.as_source(Source::Autoplay, |a| {
                    a.emit_move(mv, MoveKind::Move);
                    a.after_change();
                });
                Ok((before, movements))
            }
            Err(e) => Err(e),
        };
        let at = at!(self);
        let then = self.assist.auto_played(mv, actor, made, at);
        self.then(then);
    }

    /// Ends a press or a drag in progress (its cards fly back).
    fn cancel_drag(&mut self) {
        let effects = self.core.session.cancel_drag();
        self.perform_session(effects);
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
