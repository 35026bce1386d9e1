//! The solver at the table, the browser's side: the indicator (can this
//! game still be won?), the Hint and Demo buttons, and "winnable deals
//! only". Every decision is `SolverSession`'s
//! ([`crate::table::solver_session`]: when to search, what an answer means,
//! what Hint and Demo do); this shell feeds it what happens and performs
//! the `Effect`s it returns: it owns the elements, the timers and where
//! searches run.
//!
//! The search never blocks the page, and never delays the first table:
//! nothing of the solver starts before the first table is painted (a frame,
//! then a task). Each table has its own Web Worker (`solver-worker.js`,
//! from the build's folder, `MountOptions::assets`): searches run there; it loads
//! the solver's own wasm module (`patience_solver.js`, compiled for speed)
//! and drives its JavaScript `Solver` class in slices (so that a newer
//! search replaces an older one at once). Anywhere else, or when the worker
//! cannot start, they run here on the main thread in slices of a few
//! milliseconds between frames (a node budget adapted to the measured
//! speed, by the session), with a lighter polish of winning lines so that
//! no single slice is long: the table's module then loads the solver's
//! module itself (see `Here`).

use super::{Handle, Input};
use crate::engine::daily::DailyDate;
use crate::engine::{Card, DealNumber, Position, Variant};
#[cfg(not(feature = "table-module"))]
use crate::solver;
use crate::solver::honest::Grade;
#[cfg(feature = "table-module")]
use crate::solver::Outcome;
use crate::table::records::settings::Settings;
#[cfg(feature = "table-module")]
use crate::table::solver_session::outcome_from_tokens;
pub use crate::table::solver_session::SolverMsg;
use crate::table::solver_session::{
    Answer, Chances, Engine as Runs, Odds, OddsAnswer, Slice, Timer, Verdict,
};
use crate::table::words::{Arg, Words};
use crate::table::worker::{worker_start, WorkerStart};
use crate::web::view;
use js_sys::{Array, Object, Reflect};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{
    Document, Element, Event, EventTarget, HtmlElement, HtmlInputElement, KeyboardEvent,
    MessageEvent, Storage, Window, Worker, WorkerOptions, WorkerType,
};

/// localStorage key of the "winnable deals only" option ("1" or "0").
pub const WINNABLE_ONLY_KEY: &str = "patience:winnable-only";

/// Line polishing on the main thread (the worker polishes fully): bounded
/// so that the slice that finds a line stays short.
const SLICE_POLISH: u64 = 150_000;

/// Where searches run.
enum Engine {
    /// Not started yet: the first table is painted first. `painted`: the
    /// frame came; the worker starts after the next task.
    Waiting { painted: bool },
    /// The page's Web Worker.
    Worker {
        worker: Worker,
        _on_message: Closure<dyn FnMut(MessageEvent)>,
        _on_error: Closure<dyn FnMut(Event)>,
        /// A cross-origin build's worker script (see `table::worker`).
        _blob: Option<BlobUrl>,
        /// What goes to the worker next (see [`Posts`]).
        posts: Posts,
    },
    /// Main-thread slices ([`Timer::Slice`]).
    Slices { here: Here },
}

/// A timer's place in [`SolverUi::timers`].
fn slot(t: Timer) -> usize {
    match t {
        Timer::Hint => 0,
        Timer::Demo => 1,
        Timer::Slice => 2,
        Timer::Deadline => 3,
        Timer::Daily => 4,
    }
}

/// The solver's part of the app.
pub(super) struct SolverUi {
    window: Window,
    indicator: HtmlElement,
    /// "Your chances from here" (beside the indicator).
    chances: HtmlElement,
    demo_button: HtmlElement,
    winnable_box: HtmlInputElement,
    engine: Engine,
    /// The build's folder (the worker and the solver's module are there).
    assets: String,
    me: Handle,
    /// What the indicator's words say (the verdict, and whether the game
    /// is won): written only when that changes.
    said: Option<(Verdict, bool)>,
    /// The elements the hint marked.
    marked: Vec<Element>,
    /// The pending timeouts, by [`slot`], and their callbacks.
    timers: [Option<i32>; 5],
    timer_cbs: [super::Callback; 5],
    storage: Option<Storage>,
    start_cb: super::Callback,
    /// The buttons', the indicator's and the box's words (see
    /// [`SolverUi::words_changed`]).
    hint_button: HtmlElement,
    seer: HtmlElement,
    winnable_label: HtmlElement,
    /// What "Your chances" shows, to show it again in other words.
    shown_chances: Chances,
    words: Rc<Words>,
}

impl Drop for SolverUi {
    fn drop(&mut self) {
        for id in self.timers.iter_mut().filter_map(Option::take) {
            self.window.clear_timeout_with_handle(id);
        }
        match &mut self.engine {
            Engine::Worker { worker, .. } => worker.terminate(),
            Engine::Slices { here } => here.clear(),
            Engine::Waiting { .. } => {}
        }
    }
}

fn button(doc: &Document, action: &str, text: &str, title: &str) -> Result<HtmlElement, JsValue> {
    let b = view::create(doc, "button");
    b.set_attribute("type", "button")?;
    b.set_attribute("data-action", action)?;
    b.set_attribute("title", title)?;
    b.set_text_content(Some(text));
    Ok(b)
}

/// Starts the table's solver worker (`solver-worker.js` in the build's
/// folder, `assets`), where the browser has workers.
fn start_worker(assets: &str, me: &Handle) -> Option<Engine> {
    if assets.is_empty() {
        // No build folder named (the wasm tests' page): searches run here.
        return None;
    }
    let origin = web_sys::window()
        .and_then(|w| w.location().origin().ok())
        .unwrap_or_default();
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    let (worker, blob) = match worker_start(assets, &origin) {
        WorkerStart::Url(url) => (Worker::new_with_options(&url, &options).ok()?, None),
        WorkerStart::Blob(text) => {
            let bag = web_sys::BlobPropertyBag::new();
            bag.set_type("text/javascript");
            let parts = js_sys::Array::of1(&text.into());
            let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &bag).ok()?;
            let url = BlobUrl(web_sys::Url::create_object_url_with_blob(&blob).ok()?);
            (Worker::new_with_options(&url.0, &options).ok()?, Some(url))
        }
    };
    let (me, me2) = (me.clone(), me.clone());
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        if let Some(odds) = odds_of(&e.data()) {
            me.send(Input::Solver(SolverMsg::Odds(odds)));
            return;
        }
        if let Some(daily) = daily_of(&e.data()) {
            me.send(Input::Solver(daily));
            return;
        }
        if let Some(grade) = grade_of(&e.data()) {
            me.send(Input::Solver(grade));
            return;
        }
        me.send(Input::Solver(match answer_of(&e.data()) {
            Some(a) => SolverMsg::Answer(a),
            None => SolverMsg::WorkerFailed,
        }));
    });
    let on_error = Closure::<dyn FnMut(Event)>::new(move |e: Event| {
        e.prevent_default();
        me2.send(Input::Solver(SolverMsg::WorkerFailed));
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    let posts = Posts::new(&worker);
    Some(Engine::Worker {
        worker,
        _on_message: on_message,
        _on_error: on_error,
        _blob: blob,
        posts,
    })
}

/// What the table asks of the worker after a move, posted once the move
/// is painted: a click's frame does not wait for `postMessage` (the first
/// one costs a phone about 15 ms), and moves made in a row (a script's
/// `game.move()` calls, the demo, autoplay) post only the last position's
/// requests. A search, or a stop, replaces the one not yet posted (the
/// worker drops the search in progress for a newer one anyway), and so
/// does a newer request for the odds; the daily and grade requests go at
/// once, after what waits.
///
/// "Once painted" is the next animation frame's following task; a page
/// whose frames do not come (a hidden tab, an iframe out of view) posts
/// after [`POST_AT_LATEST_MS`] instead.
struct Posts {
    waiting: Rc<RefCell<Waiting>>,
    scheduled: Rc<std::cell::Cell<bool>>,
    /// Posts what waits (a timer's function, never freed: see `Callback`).
    flush: JsValue,
    /// Sets `flush` for the task after the frame.
    after_frame: JsValue,
}

/// The requests not yet posted (see [`Posts`]).
#[derive(Default)]
struct Waiting {
    odds: Option<Object>,
    search: Option<Object>,
}

impl Waiting {
    fn post(&mut self, worker: &Worker) {
        for msg in [self.odds.take(), self.search.take()].into_iter().flatten() {
            let _ = worker.post_message(&msg);
        }
    }
}

/// Which of the waiting requests a message replaces.
#[derive(Clone, Copy)]
enum Slot {
    Search,
    Odds,
}

/// The longest a request waits for the frame that paints the move.
const POST_AT_LATEST_MS: i32 = 100;

impl Posts {
    fn new(worker: &Worker) -> Posts {
        let waiting: Rc<RefCell<Waiting>> = Rc::default();
        let scheduled = Rc::new(std::cell::Cell::new(false));
        let (w, n, sc) = (worker.clone(), waiting.clone(), scheduled.clone());
        let flush = Closure::<dyn FnMut()>::new(move || {
            sc.set(false);
            n.borrow_mut().post(&w);
        })
        .into_js_value();
        let f = flush.clone();
        let after_frame = Closure::<dyn FnMut()>::new(move || {
            if let Some(window) = web_sys::window() {
                let _ = window
                    .set_timeout_with_callback_and_timeout_and_arguments_0(f.unchecked_ref(), 0);
            }
        })
        .into_js_value();
        Posts {
            waiting,
            scheduled,
            flush,
            after_frame,
        }
    }

    /// Posts `msg` once the frame is painted, in place of what waits in
    /// its slot.
    fn later(&self, window: &Window, slot: Slot, msg: Object) {
        {
            let mut waiting = self.waiting.borrow_mut();
            match slot {
                Slot::Search => waiting.search = Some(msg),
                Slot::Odds => waiting.odds = Some(msg),
            }
        }
        if !self.scheduled.replace(true) {
            let _ = window.request_animation_frame(self.after_frame.unchecked_ref());
            let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(
                self.flush.unchecked_ref(),
                POST_AT_LATEST_MS,
            );
        }
    }

    /// Posts what waits now, then `msg`.
    fn now(&self, worker: &Worker, msg: &Object) {
        self.waiting.borrow_mut().post(worker);
        let _ = worker.post_message(msg);
    }
}

/// The `blob:` URL a cross-origin build's worker started from, revoked
/// with the table.
struct BlobUrl(String);

impl Drop for BlobUrl {
    fn drop(&mut self) {
        let _ = web_sys::Url::revoke_object_url(&self.0);
    }
}

/// The worker's message: `{id, verdict, line}` (or `{id, error}`).
fn answer_of(data: &JsValue) -> Option<Answer> {
    let get = |k: &str| Reflect::get(data, &k.into()).ok();
    let job = get("id")?.as_f64()? as u32;
    let verdict = get("verdict")?.as_string()?;
    let line = get("line").map(|l| strings(&l)).unwrap_or_default();
    Some(Answer::from_tokens(job, &verdict, &line))
}

/// The worker's odds: `{odds: id, verdict, chance, low, high, samples,
/// exhaustive, best}` (or `{odds: id, error}`: odds of `None`).
fn odds_of(data: &JsValue) -> Option<OddsAnswer> {
    let get = |k: &str| Reflect::get(data, &k.into()).unwrap_or(JsValue::UNDEFINED);
    let job = get("odds").as_f64()? as u32;
    let number = |k: &str| get(k).as_f64().unwrap_or(f64::NAN);
    let odds = Odds::from_words(
        &get("verdict").as_string().unwrap_or_default(),
        number("chance"),
        number("low"),
        number("high"),
        number("samples").max(0.0) as u32,
        get("exhaustive").is_truthy(),
        get("best").as_string().as_deref(),
    );
    Some(OddsAnswer { job, odds })
}

/// The worker's answer to a daily request: `{daily: {game, date, options},
/// deal}` (`deal` null when it failed).
fn daily_of(data: &JsValue) -> Option<SolverMsg> {
    let ask = Reflect::get(data, &"daily".into()).ok()?;
    if !ask.is_object() {
        return None;
    }
    let get = |k: &str| Reflect::get(&ask, &k.into()).unwrap_or(JsValue::UNDEFINED);
    let variant = crate::web::wire::variant_from_js(&get("game"), &get("options")).ok()?;
    let date: DailyDate = get("date").as_string()?.parse().ok()?;
    let deal = Reflect::get(data, &"deal".into())
        .ok()
        .and_then(|d| d.as_f64())
        .and_then(|n| DealNumber::new(n as u64).ok());
    Some(SolverMsg::Daily(variant, date, deal))
}

/// The worker's grade: `{grade: {game, deal, options}, id}` (`id` null
/// when it failed).
fn grade_of(data: &JsValue) -> Option<SolverMsg> {
    let ask = Reflect::get(data, &"grade".into()).ok()?;
    if !ask.is_object() {
        return None;
    }
    let get = |k: &str| Reflect::get(&ask, &k.into()).unwrap_or(JsValue::UNDEFINED);
    let variant = crate::web::wire::variant_from_js(&get("game"), &get("options")).ok()?;
    let deal = DealNumber::new(get("deal").as_f64()? as u64).ok()?;
    let grade = Reflect::get(data, &"id".into())
        .ok()
        .and_then(|g| g.as_string())
        .and_then(|g| Grade::parse(&g));
    Some(SolverMsg::Grade(variant, deal, grade))
}

/// The daily request as the worker and the `Solver` class read it.
fn daily_request(variant: Variant, date: DailyDate) -> (JsValue, JsValue, JsValue) {
    let options = Object::new();
    if variant.has_options() {
        let _ = Reflect::set(&options, &"draw".into(), &u32::from(variant.draw).into());
        let _ = Reflect::set(&options, &"spaces".into(), &variant.spaces.id().into());
    }
    (
        variant.game.id().into(),
        date.to_string().into(),
        options.into(),
    )
}

/// The strings of a JavaScript array (a winning line's move tokens); empty
/// for anything that is not an array.
fn strings(value: &JsValue) -> Vec<String> {
    if !Array::is_array(value) {
        return Vec::new();
    }
    Array::from(value)
        .iter()
        .filter_map(|t| t.as_string())
        .collect()
}

fn slices(assets: &str, me: &Handle) -> Engine {
    Engine::Slices {
        here: Here::new(assets, me),
    }
}

/// Whether "winnable deals only" was left on (in `localStorage`).
pub(super) fn winnable_only(storage: Option<&Storage>) -> bool {
    storage
        .and_then(|s| s.get_item(WINNABLE_ONLY_KEY).ok().flatten())
        .is_some_and(|v| v == "1")
}

impl SolverUi {
    /// Adds the Hint and Demo buttons, the indicator and the "winnable
    /// deals only" box to the chrome.
    pub(super) fn new(
        window: &Window,
        doc: &Document,
        root: &Element,
        buttons: &Element,
        storage: Option<&Storage>,
        (me, assets): (&Handle, &str),
        (settings, winnable_only, words): (&Settings, bool, Rc<Words>),
    ) -> Result<SolverUi, JsValue> {
        // Their words come with `words_changed`.
        let hint = button(doc, "hint", "", "")?;
        let demo = button(doc, "demo", "", "")?;
        demo.set_attribute("aria-pressed", "false")?;
        let share = buttons.query_selector("[data-action=\"share\"]")?;
        for b in [&hint, &demo] {
            buttons.insert_before(b, share.as_ref().map(|s| s.unchecked_ref()))?;
        }

        // The clairvoyant indicator, labelled as knowing the stock, then
        // "your chances" (which does not peek).
        let seer = view::create(doc, "span");
        seer.set_class_name("solver-label");
        seer.set_attribute("aria-hidden", "true")?;
        let indicator = view::create(doc, "span");
        indicator.set_class_name("solver-state");
        indicator.set_attribute("data-solver", "thinking")?;
        let chances = view::create(doc, "span");
        chances.set_class_name("solver-chances");
        chances.set_attribute("role", "status")?;
        let place = match root.query_selector(".bar .stats")? {
            Some(stats) => stats,
            None => buttons.clone(),
        };
        for el in [&seer, &indicator, &chances] {
            place.append_child(el)?;
        }

        let label = view::create(doc, "label");
        label.set_class_name("picker winnable-only");
        label.set_inner_html(
            "<input type=\"checkbox\" data-control=\"winnable-only\"><span></span>",
        );
        let winnable_box: HtmlInputElement = label
            .query_selector("input")?
            .ok_or("no checkbox")?
            .unchecked_into();
        winnable_box.set_checked(winnable_only);
        match root.query_selector(".bar .pickers")? {
            Some(p) => p.append_child(&label)?,
            None => buttons.append_child(&label)?,
        };

        // The solver starts once the first table is painted.
        let start_cb = super::callback(me, |h| h.send(Input::Solver(SolverMsg::Start)));
        let _ = window.request_animation_frame(start_cb.as_ref().unchecked_ref());
        let mut ui = SolverUi {
            window: window.clone(),
            indicator,
            chances,
            demo_button: demo,
            winnable_box,
            engine: Engine::Waiting { painted: false },
            assets: assets.to_string(),
            me: me.clone(),
            said: None,
            marked: Vec::new(),
            timers: [None; 5],
            timer_cbs: [
                super::callback(me, |h| h.send(Input::Solver(SolverMsg::HintWait))),
                super::callback(me, |h| h.send(Input::Solver(SolverMsg::DemoStep))),
                super::callback(me, |h| h.send(Input::Solver(SolverMsg::Slice))),
                super::callback(me, |h| h.send(Input::Solver(SolverMsg::Deadline))),
                super::callback(me, |h| h.send(Input::Solver(SolverMsg::DailyDeadline))),
            ],
            storage: storage.cloned(),
            start_cb,
            hint_button: hint,
            seer,
            winnable_label: label,
            shown_chances: Chances::Off,
            // Its words are written by the table's first `words_changed`.
            words,
        };
        // Off from the start when switched off (nothing is asked then).
        ui.show_chances(if settings.chances {
            Chances::Thinking
        } else {
            Chances::Off
        });
        Ok(ui)
    }

    /// The table's words changed: the buttons', the indicator's, the
    /// box's and "Your chances"' words are written again in them.
    pub(super) fn words_changed(&mut self, words: Rc<Words>) {
        self.words = words;
        let w = &self.words;
        let running = self.demo_button.get_attribute("aria-pressed").as_deref() == Some("true");
        for (b, id) in [(&self.hint_button, "hint"), (&self.demo_button, "demo")] {
            let text = if running && id == "demo" {
                w.get("solver-button-stop")
            } else {
                w.get(&format!("solver-button-{id}"))
            };
            b.set_text_content(Some(&text));
            let _ = b.set_attribute("title", &w.get(&format!("solver-button-{id}-title")));
        }
        self.seer.set_text_content(Some(&w.get("solver-seer")));
        let _ = self
            .winnable_label
            .set_attribute("title", &w.get("solver-winnable-only-title"));
        if let Ok(Some(span)) = self.winnable_label.query_selector("span") {
            span.set_text_content(Some(&w.get("solver-winnable-only")));
        }
        if let Some((verdict, won)) = self.said.take() {
            self.show(verdict, won);
        }
        self.show_chances(self.shown_chances);
    }

    /// The indicator shows `verdict` (`won`: the game is won).
    pub(super) fn show(&mut self, verdict: Verdict, won: bool) {
        let id = match verdict {
            Verdict::Thinking => "thinking",
            Verdict::Winnable if won => "won",
            Verdict::Winnable => "winnable",
            Verdict::Unwinnable => "unwinnable",
            Verdict::Unknown => "unknown",
            Verdict::Unavailable => "unavailable",
        };
        let w = &self.words;
        let text = w.get(&format!("solver-state-{id}"));
        let words = Arg::Text(w.get(&format!("solver-state-{id}-means")));
        let el = &self.indicator;
        // Written at every answer, as a page watching it expects; the words
        // only when they change.
        let _ = el.set_attribute("data-solver", verdict.id());
        let said = (verdict, won && verdict == Verdict::Winnable);
        if self.said.replace(said) != Some(said) {
            el.set_text_content(Some(&text));
            let label = w.with("solver-state-label", &[("words", words.clone())]);
            let _ = el.set_attribute("aria-label", &label);
            let title = w.with("solver-state-title", &[("words", words)]);
            let _ = el.set_attribute("title", &title);
        }
    }

    /// "Your chances" shows `c`: its words, `data-chances` (and the
    /// figures as whole percentages, `data-chance`, `data-low`,
    /// `data-high`), an aria-label
    /// and a tooltip; hidden when it says nothing.
    pub(super) fn show_chances(&mut self, c: Chances) {
        self.shown_chances = c;
        let el = &self.chances;
        let _ = el.set_attribute("data-chances", c.id());
        for k in ["data-chance", "data-low", "data-high"] {
            let _ = el.remove_attribute(k);
        }
        let fraction = |x: f64| crate::table::solver_session::percent(x).to_string();
        match c {
            Chances::Estimate {
                chance, low, high, ..
            } => {
                let _ = el.set_attribute("data-chance", &fraction(chance));
                let _ = el.set_attribute("data-low", &fraction(low));
                let _ = el.set_attribute("data-high", &fraction(high));
            }
            Chances::AtMost { at_most } => {
                let _ = el.set_attribute("data-high", &fraction(at_most));
            }
            _ => {}
        }
        el.set_text_content(Some(&c.text(&self.words)));
        let label = c.label(&self.words);
        let _ = el.set_attribute("aria-label", &label);
        let _ = el.set_attribute("title", &label);
        let _ = el.toggle_attribute_with_force("hidden", !c.shown());
    }

    /// Asks the worker for the odds (where there is one).
    pub(super) fn ask_odds(
        &mut self,
        job: u32,
        position: JsValue,
        stock_seen: bool,
        budget: (u64, f64, u64),
        history: Option<(JsValue, String)>,
    ) {
        let Engine::Worker { posts, .. } = &self.engine else {
            return;
        };
        let (nodes, ms, seed) = budget;
        let ask = Object::new();
        let _ = Reflect::set(&ask, &"id".into(), &job.into());
        let _ = Reflect::set(&ask, &"position".into(), &position);
        let _ = Reflect::set(&ask, &"stockSeen".into(), &stock_seen.into());
        let _ = Reflect::set(&ask, &"maxNodes".into(), &(nodes as f64).into());
        let _ = Reflect::set(&ask, &"maxMs".into(), &ms.into());
        let _ = Reflect::set(&ask, &"seed".into(), &(seed as f64).into());
        if let Some((start, moves)) = history {
            let _ = Reflect::set(&ask, &"start".into(), &start);
            let _ = Reflect::set(&ask, &"moves".into(), &moves.into());
        }
        let msg = Object::new();
        let _ = Reflect::set(&msg, &"odds".into(), &ask);
        posts.later(&self.window, Slot::Odds, msg);
    }

    /// The "winnable deals only" box, for its listener.
    pub(super) fn winnable_box(&self) -> EventTarget {
        self.winnable_box.clone().into()
    }

    /// Whether searches run in the Web Worker.
    pub(super) fn in_worker(&self) -> bool {
        matches!(self.engine, Engine::Worker { .. })
    }

    /// The solver's module loaded (`ok`) or failed, for main-thread
    /// slices: whether they can run (`None`: searches do not run here).
    pub(super) fn module_loaded(&mut self, ok: bool) -> Option<bool> {
        match &mut self.engine {
            Engine::Slices { here } => Some(here.loaded(ok)),
            _ => None,
        }
    }

    /// Timer `which` fired: it is no longer pending.
    pub(super) fn timer_fired(&mut self, which: Timer) {
        self.timers[slot(which)] = None;
    }

    /// Keeps the "winnable deals only" option.
    pub(super) fn store_winnable_only(&self, on: bool) {
        if let Some(s) = &self.storage {
            let _ = s.set_item(WINNABLE_ONLY_KEY, if on { "1" } else { "0" });
        }
    }

    /// Marks a hint's move (the hint's marks before it go): `card`, the
    /// bottom card of the unit, gets `data-hint-card`; `target`, the pile
    /// (the stock for a stock move, the Redeal button for a redeal), gets
    /// `data-hint-target` with its name; `top`, the target's top card,
    /// lights up (a class of the card, as a drag's targets do).
    pub(super) fn mark(
        &mut self,
        card: Option<(&Element, Card)>,
        target: Option<(&Element, &str)>,
        top: Option<&Element>,
    ) {
        self.unmark();
        if let Some((el, card)) = card {
            let _ = el.class_list().add_1("hint");
            let _ = el.set_attribute("data-hint-card", &card.to_string());
            self.marked.push(el.clone());
        }
        if let Some((el, name)) = target {
            let _ = el.class_list().add_1("hint-target");
            let _ = el.set_attribute("data-hint-target", name);
            self.marked.push(el.clone());
        }
        if let Some(top) = top {
            let _ = top.class_list().add_1("hint-top");
            self.marked.push(top.clone());
        }
    }

    /// Removes the hint's marks.
    pub(super) fn unmark(&mut self) {
        for el in self.marked.drain(..) {
            let _ = el.class_list().remove_3("hint", "hint-target", "hint-top");
            let _ = el.remove_attribute("data-hint-card");
            let _ = el.remove_attribute("data-hint-target");
        }
    }

    pub(super) fn cancel_timer(&mut self, which: Timer) {
        if let Some(id) = self.timers[slot(which)].take() {
            self.window.clear_timeout_with_handle(id);
        }
    }

    pub(super) fn set_timer(&mut self, which: Timer, ms: f64) {
        self.cancel_timer(which);
        let id = self
            .window
            .set_timeout_with_callback_and_timeout_and_arguments_0(
                self.timer_cbs[slot(which)].as_ref().unchecked_ref(),
                ms as i32,
            )
            .ok();
        self.timers[slot(which)] = id;
    }

    /// The Demo button shows the demo running (Stop) or not.
    pub(super) fn demo_button(&mut self, on: bool) {
        let b = &self.demo_button;
        let id = if on {
            "solver-button-stop"
        } else {
            "solver-button-demo"
        };
        b.set_text_content(Some(&self.words.get(id)));
        let _ = b.set_attribute("aria-pressed", if on { "true" } else { "false" });
        let _ = b.class_list().toggle_with_force("active", on);
    }

    // ----- running searches -----

    /// Starts search `job` from `start` where searches run (`text`: the
    /// position's protocol text, for the worker).
    pub(super) fn ask(
        &mut self,
        job: u32,
        start: &Position,
        (nodes, ms): (u64, f64),
        text: Option<JsValue>,
    ) {
        match &mut self.engine {
            Engine::Worker { posts, .. } => {
                let msg = Object::new();
                let _ = Reflect::set(&msg, &"id".into(), &job.into());
                let text = text.unwrap_or_else(|| crate::web::wire::position_js_text(start));
                let _ = Reflect::set(&msg, &"position".into(), &text);
                let _ = Reflect::set(&msg, &"maxNodes".into(), &(nodes as f64).into());
                let _ = Reflect::set(&msg, &"maxMs".into(), &ms.into());
                posts.later(&self.window, Slot::Search, msg);
            }
            Engine::Slices { here } => here.begin(start, nodes),
            // The session asks again when the solver starts.
            Engine::Waiting { .. } => {}
        }
    }

    /// Sends the daily request where searches run; the answer comes as
    /// `SolverMsg::Daily` (at once on the main thread once its module is
    /// there).
    pub(super) fn send_daily(&mut self, variant: Variant, date: DailyDate) {
        match &mut self.engine {
            Engine::Worker { worker, posts, .. } => {
                let (game, day, options) = daily_request(variant, date);
                let ask = Object::new();
                let _ = Reflect::set(&ask, &"game".into(), &game);
                let _ = Reflect::set(&ask, &"date".into(), &day);
                let _ = Reflect::set(&ask, &"options".into(), &options);
                let msg = Object::new();
                let _ = Reflect::set(&msg, &"daily".into(), &ask);
                posts.now(worker, &msg);
            }
            Engine::Slices { here } => {
                if let Some(deal) = here.daily(variant, date) {
                    self.me
                        .send(Input::Solver(SolverMsg::Daily(variant, date, deal)));
                }
            }
            Engine::Waiting { .. } => {}
        }
    }

    /// Asks the worker for the grade of `deal` of `variant` (`SolverMsg::Grade`
    /// answers); false without a worker (nothing is asked).
    pub(super) fn send_grade(&mut self, variant: Variant, deal: DealNumber) -> bool {
        let Engine::Worker { worker, posts, .. } = &mut self.engine else {
            return false;
        };
        let (game, _, options) = daily_request(variant, DailyDate::FIRST);
        let ask = Object::new();
        let _ = Reflect::set(&ask, &"game".into(), &game);
        let _ = Reflect::set(&ask, &"deal".into(), &f64::from(deal.get()).into());
        let _ = Reflect::set(&ask, &"options".into(), &options);
        let msg = Object::new();
        let _ = Reflect::set(&msg, &"grade".into(), &ask);
        posts.now(worker, &msg);
        true
    }

    /// Stops the search in progress.
    pub(super) fn cancel_search(&mut self) {
        match &mut self.engine {
            Engine::Worker { posts, .. } => {
                let msg = Object::new();
                let _ = Reflect::set(&msg, &"stop".into(), &true.into());
                posts.later(&self.window, Slot::Search, msg);
            }
            Engine::Slices { here } => {
                here.clear();
                self.cancel_timer(Timer::Slice);
            }
            Engine::Waiting { .. } => {}
        }
    }

    /// `SolverMsg::Start`: after the first frame, waits for one more task
    /// (the frame's paint); then starts the page's worker, or the
    /// main-thread slices: `Some` of where searches now run.
    pub(super) fn start(&mut self) -> Option<Runs> {
        match self.engine {
            Engine::Waiting { painted: false } => {
                self.engine = Engine::Waiting { painted: true };
                let _ = self
                    .window
                    .set_timeout_with_callback_and_timeout_and_arguments_0(
                        self.start_cb.as_ref().unchecked_ref(),
                        0,
                    );
                None
            }
            Engine::Waiting { painted: true } => self.start_now(),
            _ => None,
        }
    }

    /// Stops the worker (silenced first, so that nothing it sent while
    /// dying arrives), if searches run there.
    fn stop_worker(&mut self) {
        if let Engine::Worker { worker, .. } = &self.engine {
            worker.set_onmessage(None);
            worker.set_onerror(None);
            worker.terminate();
            self.engine = Engine::Waiting { painted: true };
        }
    }

    /// `Effect::RestartWorker`: a new worker in place of the old one (or
    /// the slices, if none starts).
    pub(super) fn restart_worker(&mut self) -> Option<Runs> {
        self.stop_worker();
        self.start_now()
    }

    /// `Effect::DropWorker`: searches run on the main thread from now on.
    pub(super) fn drop_worker(&mut self) -> Runs {
        self.stop_worker();
        self.engine = slices(&self.assets, &self.me);
        Runs::Slices
    }

    /// Starts the worker (or the slices) at once, unless started already.
    pub(super) fn start_now(&mut self) -> Option<Runs> {
        if !matches!(self.engine, Engine::Waiting { .. }) {
            return None;
        }
        let (engine, runs) = match start_worker(&self.assets, &self.me) {
            Some(worker) => (worker, Runs::Worker),
            None => (slices(&self.assets, &self.me), Runs::Slices),
        };
        self.engine = engine;
        Some(runs)
    }

    /// One main-thread slice of `nodes`, and how long it took (ms).
    pub(super) fn slice(&mut self, nodes: u64) -> Option<(Slice, f64)> {
        let perf = self.window.performance()?;
        let Engine::Slices { here } = &mut self.engine else {
            return None;
        };
        let t = perf.now();
        let step = here.run(nodes);
        let took = perf.now() - t;
        if matches!(step, Slice::Done(_)) {
            here.clear();
        }
        Some((step, took))
    }
}

/// The keys' listener (every key stops the demo, not only the table's
/// shortcuts): Enter or Space on a control sends that control's own
/// message instead (the Demo button's would start the demo again).
pub(super) fn on_key(e: Event, h: &Handle) {
    let activates = e
        .dyn_ref::<KeyboardEvent>()
        .is_some_and(|k| matches!(k.key().as_str(), "Enter" | " "))
        && super::event_element(&e)
            .and_then(|t| t.closest("button, input, select, a").ok().flatten())
            .is_some();
    if !activates {
        h.send(Input::Solver(SolverMsg::Key));
    }
}

/// The "winnable deals only" box's `change` listener.
pub(super) fn on_winnable(e: Event, h: &Handle) {
    if let Some(input) = e
        .target()
        .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
    {
        h.send(Input::Solver(SolverMsg::WinnableOnly(input.checked())));
    }
}

/// Shows `grade` beside the deal number (`[data-grade-label]` in `root`)
/// and as the `table`'s `data-grade`.
pub(super) fn paint_grade(table: &Element, root: &Element, grade: Option<Grade>, words: &Words) {
    match grade {
        Some(g) => {
            let _ = table.set_attribute("data-grade", g.id());
        }
        None => {
            let _ = table.remove_attribute("data-grade");
        }
    }
    if let Ok(Some(label)) = root.query_selector("[data-grade-label]") {
        let name = grade.map(|g| crate::table::grades::name(g, words));
        label.set_text_content(name.as_deref());
        let _ = label.toggle_attribute_with_force("hidden", grade.is_none());
        match name {
            Some(n) => {
                let said = words.with("grade-label", &[("grade", Arg::Text(n))]);
                let _ = label.set_attribute("aria-label", &said);
                let _ = label.set_attribute("title", &said);
            }
            None => {
                let _ = label.remove_attribute("aria-label");
            }
        }
    }
}

#[cfg(feature = "table-module")]
thread_local! {
    /// How the page's JavaScript loads the solver's module: a function of
    /// the module's URL that returns a promise of its `Solver` class
    /// (given once by patience-table.js, see [`set_solver_import`]).
    static SOLVER_IMPORT: RefCell<Option<js_sys::Function>> = const { RefCell::new(None) };
}

/// Gives the table's module its way to load the solver's module on the
/// main thread: `load(url)` returns a promise of the module's initialised
/// `Solver` class. patience-table.js calls it once, after `init()`, with a
/// dynamic `import()`, so that no `eval` or `Function` is needed (a strict
/// Content-Security-Policy refuses them). Without it, main-thread searches
/// say the solver is unavailable.
#[cfg(feature = "table-module")]
#[wasm_bindgen(js_name = setSolverImport)]
pub fn set_solver_import(load: js_sys::Function) {
    SOLVER_IMPORT.with(|i| *i.borrow_mut() = Some(load));
}

/// A search on the main thread, in the table's module: through the
/// solver's module, which it loads (a dynamic `import()` of
/// `patience_solver.js` from the build's folder) and whose JavaScript
/// `Solver` class it drives. The search itself stays out of the table's
/// module. If the module cannot load, searches end "unknown".
#[cfg(feature = "table-module")]
struct Here {
    /// The solver's `Solver` class: `None` while it loads, `Some(None)`
    /// when it could not load.
    class: Option<Option<js_sys::Function>>,
    /// The class as the module's promise gives it, until `SolverMsg::Module`
    /// (which carries no JavaScript) has `loaded` take it.
    arrived: Rc<RefCell<Option<js_sys::Function>>>,
    /// The search asked for (the position as a plain object, its node budget), not
    /// yet begun.
    pending: Option<(JsValue, u64)>,
    /// The search in progress (a JavaScript `Solver`).
    solver: Option<JsValue>,
    /// The table, told when the module fails mid-search.
    me: Handle,
}

#[cfg(feature = "table-module")]
impl Here {
    fn new(assets: &str, me: &Handle) -> Here {
        let arrived = Rc::default();
        let loading = Here::load(assets, me, &arrived).is_some();
        if !loading {
            // Nothing will come: the session hears so now (queued).
            me.send(Input::Solver(SolverMsg::Module(false)));
        }
        Here {
            class: if loading { None } else { Some(None) },
            arrived,
            pending: None,
            solver: None,
            me: me.clone(),
        }
    }

    /// Starts loading the solver's module; `SolverMsg::Module` follows.
    fn load(
        assets: &str,
        me: &Handle,
        arrived: &Rc<RefCell<Option<js_sys::Function>>>,
    ) -> Option<()> {
        if assets.is_empty() {
            return None;
        }
        let url = format!("{assets}patience_solver.js");
        // The element's loader (a dynamic `import()` in patience-table.js:
        // no `eval`, which a strict policy refuses). Called through `call1`,
        // which catches: a loader that throws is a module that cannot load.
        let import = SOLVER_IMPORT.with(|i| i.borrow().clone())?;
        let promise: js_sys::Promise = import
            .call1(&JsValue::NULL, &url.into())
            .ok()?
            .dyn_into()
            .ok()?;
        let (me, me2) = (me.clone(), me.clone());
        // One-shot callbacks that free themselves (and find the table gone,
        // if it was removed meanwhile).
        let arrived = arrived.clone();
        let ok = Closure::once_into_js(move |class: JsValue| {
            let class: Option<js_sys::Function> = class.dyn_into().ok();
            let loaded = class.is_some();
            *arrived.borrow_mut() = class;
            me.send(Input::Solver(SolverMsg::Module(loaded)))
        });
        let failed = Closure::once_into_js(move |_: JsValue| {
            me2.send(Input::Solver(SolverMsg::Module(false)))
        });
        let then: js_sys::Function = Reflect::get(&promise, &"then".into())
            .ok()?
            .dyn_into()
            .ok()?;
        then.call2(&promise, &ok, &failed).ok()?;
        Some(())
    }

    /// The module's promise settled (`ok`): whether its class is here.
    fn loaded(&mut self, ok: bool) -> bool {
        let class = self.arrived.borrow_mut().take();
        self.class = Some(class.filter(|_| ok));
        matches!(self.class, Some(Some(_)))
    }

    /// The day's deal through the module's `Solver.dailyDeal`: `None`
    /// while the module loads, `Some(None)` when it cannot tell.
    fn daily(&mut self, variant: Variant, date: DailyDate) -> Option<Option<DealNumber>> {
        let class = match &self.class {
            None => return None,
            Some(None) => return Some(None),
            Some(Some(class)) => class,
        };
        let (game, day, options) = daily_request(variant, date);
        let n = call(class, "dailyDeal", &Array::of3(&game, &day, &options))
            .ok()
            .and_then(|n| n.as_f64());
        Some(n.and_then(|n| DealNumber::new(n as u64).ok()))
    }

    fn begin(&mut self, start: &Position, nodes: u64) {
        self.clear();
        // The position as a plain object: no JSON text is written here.
        self.pending = crate::web::wire::position_to_js(start)
            .ok()
            .map(|p| (p, nodes));
    }

    fn clear(&mut self) {
        self.pending = None;
        if let Some(s) = self.solver.take() {
            let _ = call(&s, "free", &Array::new());
        }
    }

    fn run(&mut self, budget: u64) -> Slice {
        let unknown = || Slice::Done(Outcome::Unknown);
        if let Some((start, nodes)) = self.pending.take() {
            let class = match &self.class {
                None => {
                    self.pending = Some((start, nodes));
                    return Slice::Loading;
                }
                Some(None) => return unknown(),
                Some(Some(class)) => class,
            };
            let options = Object::new();
            let _ = Reflect::set(&options, &"maxNodes".into(), &(nodes as f64).into());
            let _ = Reflect::set(
                &options,
                &"polishNodes".into(),
                &(SLICE_POLISH as f64).into(),
            );
            match Reflect::construct(class, &Array::of2(&start, &options)) {
                Ok(s) => self.solver = Some(s),
                Err(_) => return self.lost(),
            }
        }
        let Some(solver) = self.solver.clone() else {
            return unknown();
        };
        let verdict = match call(&solver, "run", &Array::of1(&(budget as f64).into())) {
            Ok(v) => v.as_string(),
            Err(_) => return self.lost(),
        };
        match verdict.as_deref() {
            Some("running") => Slice::Running,
            Some(v @ ("winnable" | "unwinnable" | "unknown")) => {
                let line = call(&solver, "line", &Array::new())
                    .map(|l| strings(&l))
                    .unwrap_or_default();
                Slice::Done(outcome_from_tokens(v, &line))
            }
            _ => unknown(),
        }
    }

    /// The module threw: it is gone for this table, which says the solver
    /// is unavailable (`SolverMsg::Module(false)`, queued) and plays on.
    fn lost(&mut self) -> Slice {
        self.pending = None;
        self.solver = None;
        *self.arrived.borrow_mut() = None;
        self.class = Some(None);
        self.me.send(Input::Solver(SolverMsg::Module(false)));
        Slice::Done(Outcome::Unknown)
    }
}

/// Calls the method `name` of a JavaScript object.
#[cfg(feature = "table-module")]
fn call(obj: &JsValue, name: &str, args: &Array) -> Result<JsValue, JsValue> {
    let f: js_sys::Function = Reflect::get(obj, &name.into())?.dyn_into()?;
    Reflect::apply(&f, obj, args)
}

/// A search on the main thread where the library has the search in it (the
/// tests' build): the solver itself.
#[cfg(not(feature = "table-module"))]
struct Here {
    solver: Option<Box<solver::Solver>>,
}

#[cfg(not(feature = "table-module"))]
impl Here {
    fn new(_assets: &str, _me: &Handle) -> Here {
        Here { solver: None }
    }

    fn loaded(&mut self, ok: bool) -> bool {
        ok
    }

    fn daily(&mut self, variant: Variant, date: DailyDate) -> Option<Option<DealNumber>> {
        Some(Some(solver::daily::daily_deal(variant, date).number))
    }

    fn begin(&mut self, start: &Position, nodes: u64) {
        let config = solver::SolverConfig {
            polish_effort: SLICE_POLISH,
            ..crate::web::solver_api::browser_config(Some(nodes))
        };
        self.solver = Some(Box::new(solver::Solver::new(start.clone(), config)));
    }

    fn clear(&mut self) {
        self.solver = None;
    }

    fn run(&mut self, budget: u64) -> Slice {
        let Some(s) = self.solver.as_mut() else {
            return Slice::Done(solver::Outcome::Unknown);
        };
        match s.run(budget) {
            solver::Progress::Running => Slice::Running,
            solver::Progress::Done(outcome) => Slice::Done(outcome),
        }
    }
}
