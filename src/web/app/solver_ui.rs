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
use crate::web::storage::Local;
use crate::web::view;
use js_sys::{Array, Object, Reflect};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{
    Document, Element, Event, EventTarget, HtmlElement, HtmlInputElement, KeyboardEvent,
    MessageEvent, Window, Worker, WorkerOptions, WorkerType,
};

mod here;
mod worker;

use here::Here;
use worker::*;

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
    storage: Option<Local>,
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

fn slices(assets: &str, me: &Handle) -> Engine {
    Engine::Slices {
        here: Here::new(assets, me),
    }
}

/// Whether "winnable deals only" was left on (in `localStorage`).
pub(super) fn winnable_only(storage: Option<&Local>) -> bool {
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
        storage: Option<&Local>,
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

    /// A solver message as the host hears it, before the table does: a
    /// timer that fired is no longer pending; the module that loaded is
    /// taken (for main-thread slices, `Module` then says whether they can
    /// run).
    pub(super) fn heard(&mut self, msg: SolverMsg) -> SolverMsg {
        match msg {
            SolverMsg::DemoStep => self.cancel_timer(Timer::Demo),
            SolverMsg::HintWait => self.cancel_timer(Timer::Hint),
            SolverMsg::Deadline => self.timer_fired(Timer::Deadline),
            SolverMsg::DailyDeadline => self.timer_fired(Timer::Daily),
            SolverMsg::Module(ok) => {
                return SolverMsg::Module(self.module_loaded(ok).unwrap_or(ok));
            }
            _ => {}
        }
        msg
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
                if let Some(g) = grade {
                    let _ = label.set_attribute("title", &crate::table::grades::title(g, words));
                }
            }
            None => {
                let _ = label.remove_attribute("aria-label");
            }
        }
    }
}
