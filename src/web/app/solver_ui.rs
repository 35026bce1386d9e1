//! The solver at the table: the indicator (can this game still be won?),
//! the Hint and Demo buttons, and "winnable deals only".
//!
//! Every judgement is the solver's ([`crate::solver`]) or the engine's:
//! winning lines come from [`Solver`] (replayed through the engine before
//! they are used), the fallback hint from [`solver::suggest`].
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
//! speed), with a lighter polish of winning lines so that no single slice
//! is long: the table's module then loads the solver's module itself (see
//! `Here`).
//!
//! After every change of position the indicator shows what is known: a
//! position on the winning line already found (the player followed it, or
//! undid back along it) is winnable with the rest of that line; a position
//! seen before keeps its verdict; a move from a proven-lost position stays
//! lost. Anything else starts a new search, which replaces the previous
//! one, with a total budget (nodes and seconds) after which the solver
//! gives up ("unknown").

use super::{random_deal, App, Handle, Msg};
use crate::engine::daily::DailyDate;
use crate::engine::{DealNumber, Move, Movement, PileId, Position, Status, Variant};
use crate::solver;
use crate::web::announce::{self, Actor};
use crate::web::keys::Command;
use crate::web::view;
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{
    Document, Element, Event, HtmlElement, HtmlInputElement, KeyboardEvent, MessageEvent, Storage,
    Window, Worker, WorkerOptions, WorkerType,
};

/// localStorage key of the "winnable deals only" option ("1" or "0").
pub const WINNABLE_ONLY_KEY: &str = "patience:winnable-only";

/// A search of the table's position: at most this many nodes...
const POSITION_NODES: u64 = 6_000_000;
/// ...and this much search time (milliseconds), then "unknown".
const POSITION_MS: f64 = 5_000.0;
/// Each deal tried for "winnable deals only": nodes and milliseconds.
const FINDER_NODES: u64 = 400_000;
const FINDER_MS: f64 = 1_200.0;
/// Deals tried before dealing an unproven one after all.
const FINDER_TRIES: u32 = 30;
/// How long a hint waits for a search still running before it suggests a
/// move on its own.
const HINT_WAIT_MS: f64 = 1_500.0;
/// The demo's pace: one move every this many milliseconds (before the
/// animation-speed setting).
const DEMO_STEP_MS: f64 = 500.0;
/// Main-thread slices aim at this much time each.
const SLICE_TARGET_MS: f64 = 6.0;
/// Line polishing on the main thread (the worker polishes fully): bounded
/// so that the slice that finds a line stays short.
const SLICE_POLISH: u64 = 150_000;
/// Verdicts remembered for positions seen before.
const CACHE: usize = 48;

/// The solver's messages (inside [`Msg::Solver`]).
#[derive(Clone, Debug)]
pub enum SolverMsg {
    /// The Hint button (or key).
    Hint,
    /// The Demo button: start, or stop a running demo.
    Demo,
    /// Any key pressed on the page (it stops the demo).
    Key,
    /// The demo's next move is due.
    DemoStep,
    /// The hint's wait for a running search is over.
    HintWait,
    /// The "winnable deals only" box changed.
    WinnableOnly(bool),
    /// The next main-thread slice is due.
    Slice,
    /// A search finished (from the worker).
    Answer(Answer),
    /// The worker could not start or failed: search on the main thread.
    WorkerFailed,
    /// The first table is painted: time to start the solver (sent after a
    /// frame, then again after a task).
    Start,
    /// The solver's module loaded on the main thread (its `Solver` class),
    /// or failed to (`None`).
    Module(Option<js_sys::Function>),
    /// The day's deal of a game on a date (`None`: the solver could not
    /// tell).
    Daily(Variant, DailyDate, Option<DealNumber>),
}

/// A finished search, as the worker reports it.
#[derive(Clone, Debug)]
pub struct Answer {
    job: u32,
    verdict: String,
    line: Vec<String>,
}

/// What the solver says about a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Verdict {
    Thinking,
    Winnable,
    Unwinnable,
    Unknown,
}

impl Verdict {
    fn id(self) -> &'static str {
        match self {
            Verdict::Thinking => "thinking",
            Verdict::Winnable => "winnable",
            Verdict::Unwinnable => "unwinnable",
            Verdict::Unknown => "unknown",
        }
    }
}

/// What a search is for.
#[derive(Clone, Debug)]
enum Purpose {
    /// The table's position.
    Table,
    /// A candidate deal for "winnable deals only".
    Deal(Variant, DealNumber),
}

struct Job {
    id: u32,
    start: Position,
    purpose: Purpose,
}

/// A winning line and the positions along it (`positions[i]` is the
/// position before `line[i]`; the last one is won).
struct Known {
    positions: Vec<Position>,
    line: Vec<Move>,
}

impl Known {
    /// Replays `line` from `start` through the engine: `None` unless every
    /// move is legal and the game ends won.
    fn new(start: &Position, line: Vec<Move>) -> Option<Known> {
        let mut positions = Vec::with_capacity(line.len() + 1);
        let mut pos = start.clone();
        positions.push(pos.clone());
        let mut log: Vec<Movement> = Vec::new();
        for &mv in &line {
            log.clear();
            pos.apply(mv, &mut log).ok()?;
            positions.push(pos.clone());
        }
        (pos.status() == Status::Won).then_some(Known { positions, line })
    }

    /// The rest of the line from `pos`, if `pos` is on it.
    fn rest(&self, pos: &Position) -> Option<&[Move]> {
        let i = self.positions.iter().position(|p| p == pos)?;
        Some(&self.line[i..])
    }
}

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
    },
    /// Main-thread slices; the search in progress, with its time so far.
    Slices {
        here: Here,
        spent_ms: f64,
        budget: u64,
        timer: Option<i32>,
    },
}

#[derive(Clone, Copy)]
enum Timer {
    Hint,
    Demo,
}

/// A search for a winnable deal: deals tried so far.
struct Finder {
    tries: u32,
}

/// The solver's part of the app.
pub(super) struct SolverUi {
    window: Window,
    indicator: HtmlElement,
    demo_button: HtmlElement,
    winnable_box: HtmlInputElement,
    engine: Engine,
    /// The build's folder (the worker and the solver's module are there).
    assets: String,
    me: Handle,
    next_id: u32,
    job: Option<Job>,
    /// The winning line found last.
    known: Option<Known>,
    /// Verdicts of positions seen before (the most recent last).
    cache: Vec<(Position, Verdict)>,
    /// The position the indicator speaks of, and what it says.
    shown: Option<(Position, Verdict)>,
    /// What the indicator's words say (the verdict, and whether the game
    /// is won): written only when that changes.
    said: Option<(Verdict, bool)>,
    /// A hint or a demo waiting for the search.
    waiting: Option<SolverMsg>,
    hint_timer: Option<i32>,
    /// The elements the hint marked.
    marked: Vec<Element>,
    demo: bool,
    demo_timer: Option<i32>,
    finder: Option<Finder>,
    /// A deal found for "winnable deals only", with its winning line
    /// (none when the finder gave up and deals an unproven one).
    ready: Option<(Variant, DealNumber, Option<Vec<Move>>)>,
    winnable_only: bool,
    /// The daily deal asked for and not yet answered.
    daily_asked: Option<(Variant, DailyDate)>,
    storage: Option<Storage>,
    slice_cb: super::Callback,
    hint_cb: super::Callback,
    demo_cb: super::Callback,
    start_cb: super::Callback,
}

impl Drop for SolverUi {
    fn drop(&mut self) {
        for id in [self.hint_timer, self.demo_timer].into_iter().flatten() {
            self.window.clear_timeout_with_handle(id);
        }
        match &mut self.engine {
            Engine::Worker { worker, .. } => worker.terminate(),
            Engine::Slices { here, timer, .. } => {
                here.clear();
                if let Some(id) = timer.take() {
                    self.window.clear_timeout_with_handle(id);
                }
            }
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
    let url = format!("{assets}solver-worker.js");
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    let worker = Worker::new_with_options(&url, &options).ok()?;
    let (me, me2) = (me.clone(), me.clone());
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        if let Some(daily) = daily_of(&e.data()) {
            me.send(Msg::Solver(daily));
            return;
        }
        me.send(Msg::Solver(match answer_of(&e.data()) {
            Some(a) => SolverMsg::Answer(a),
            None => SolverMsg::WorkerFailed,
        }));
    });
    let on_error = Closure::<dyn FnMut(Event)>::new(move |e: Event| {
        e.prevent_default();
        me2.send(Msg::Solver(SolverMsg::WorkerFailed));
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    Some(Engine::Worker {
        worker,
        _on_message: on_message,
        _on_error: on_error,
    })
}

/// The worker's message: `{id, verdict, line}` (or `{id, error}`).
fn answer_of(data: &JsValue) -> Option<Answer> {
    let get = |k: &str| Reflect::get(data, &k.into()).ok();
    let job = get("id")?.as_f64()? as u32;
    let verdict = get("verdict")?.as_string()?;
    let line = get("line").map(|l| strings(&l)).unwrap_or_default();
    Some(Answer { job, verdict, line })
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
        spent_ms: 0.0,
        budget: 2_000,
        timer: None,
    }
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
    ) -> Result<SolverUi, JsValue> {
        let hint = button(
            doc,
            "hint",
            "Hint",
            "Show the next move of a winning line (H)",
        )?;
        let demo = button(
            doc,
            "demo",
            "Demo",
            "Watch the solver play the rest of this game (any input stops it)",
        )?;
        demo.set_attribute("aria-pressed", "false")?;
        let share = buttons.query_selector("[data-action=\"share\"]")?;
        for b in [&hint, &demo] {
            buttons.insert_before(b, share.as_ref().map(|s| s.unchecked_ref()))?;
        }

        let indicator = view::create(doc, "span");
        indicator.set_class_name("solver-state");
        indicator.set_attribute("data-solver", "thinking")?;
        if let Some(stats) = root.query_selector(".bar .stats")? {
            stats.append_child(&indicator)?;
        } else {
            buttons.append_child(&indicator)?;
        }

        let winnable_only = storage
            .and_then(|s| s.get_item(WINNABLE_ONLY_KEY).ok().flatten())
            .is_some_and(|v| v == "1");
        let label = view::create(doc, "label");
        label.set_class_name("picker winnable-only");
        label.set_attribute(
            "title",
            "New deals are ones the solver has proven can be won",
        )?;
        label.set_inner_html(
            "<input type=\"checkbox\" data-control=\"winnable-only\"><span>Winnable deals only</span>",
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
        let start_cb = super::callback(me, |h| h.send(Msg::Solver(SolverMsg::Start)));
        let _ = window.request_animation_frame(start_cb.as_ref().unchecked_ref());
        Ok(SolverUi {
            window: window.clone(),
            indicator,
            demo_button: demo,
            winnable_box,
            engine: Engine::Waiting { painted: false },
            assets: assets.to_string(),
            me: me.clone(),
            next_id: 0,
            job: None,
            known: None,
            cache: Vec::new(),
            shown: None,
            said: None,
            waiting: None,
            hint_timer: None,
            marked: Vec::new(),
            demo: false,
            demo_timer: None,
            finder: None,
            ready: None,
            winnable_only,
            daily_asked: None,
            storage: storage.cloned(),
            slice_cb: super::callback(me, |h| h.send(Msg::Solver(SolverMsg::Slice))),
            hint_cb: super::callback(me, |h| h.send(Msg::Solver(SolverMsg::HintWait))),
            demo_cb: super::callback(me, |h| h.send(Msg::Solver(SolverMsg::DemoStep))),
            start_cb,
        })
    }

    fn show(&mut self, pos: &Position, verdict: Verdict, won: bool) {
        let (text, label) = match verdict {
            Verdict::Thinking => (
                "Thinking…",
                "Solver: thinking about whether this game can still be won",
            ),
            Verdict::Winnable if won => ("Won", "Solver: this game is won"),
            Verdict::Winnable => ("Winnable", "Solver: this game can still be won"),
            Verdict::Unwinnable => (
                "Can no longer be won",
                "Solver: this game can no longer be won",
            ),
            Verdict::Unknown => (
                "Solver gave up",
                "Solver: gave up; it could not tell in time whether this game can still be won",
            ),
        };
        let el = &self.indicator;
        // Written at every answer, as a page watching it expects; the words
        // only when they change.
        let _ = el.set_attribute("data-solver", verdict.id());
        let said = (verdict, won && verdict == Verdict::Winnable);
        if self.said.replace(said) != Some(said) {
            el.set_text_content(Some(text));
            let _ = el.set_attribute("aria-label", label);
            let _ = el.set_attribute(
                "title",
                &format!(
                    "{}. The solver looks at every card, including the stock's hidden order, which you cannot see: \"winnable\" means a winning line exists with the cards as they really lie.",
                    &label["Solver: ".len()..]
                ),
            );
        }
        self.shown = Some((pos.clone(), verdict));
        if verdict != Verdict::Thinking {
            self.cache.retain(|(p, _)| p != pos);
            if self.cache.len() >= CACHE {
                self.cache.remove(0);
            }
            self.cache.push((pos.clone(), verdict));
        }
    }

    fn cached(&self, pos: &Position) -> Option<Verdict> {
        self.cache
            .iter()
            .rev()
            .find(|(p, _)| p == pos)
            .map(|&(_, v)| v)
    }

    /// Removes the hint's marks.
    fn unmark(&mut self) {
        for el in self.marked.drain(..) {
            let _ = el.class_list().remove_3("hint", "hint-target", "hint-top");
            let _ = el.remove_attribute("data-hint-card");
            let _ = el.remove_attribute("data-hint-target");
        }
    }

    fn timer(&mut self, which: Timer) -> &mut Option<i32> {
        match which {
            Timer::Hint => &mut self.hint_timer,
            Timer::Demo => &mut self.demo_timer,
        }
    }

    fn cancel_timer(&mut self, which: Timer) {
        if let Some(id) = self.timer(which).take() {
            self.window.clear_timeout_with_handle(id);
        }
    }

    fn set_timer(&mut self, which: Timer, ms: f64) {
        self.cancel_timer(which);
        let cb = match which {
            Timer::Hint => &self.hint_cb,
            Timer::Demo => &self.demo_cb,
        };
        let id = self
            .window
            .set_timeout_with_callback_and_timeout_and_arguments_0(
                cb.as_ref().unchecked_ref(),
                ms as i32,
            )
            .ok();
        *self.timer(which) = id;
    }

    fn set_demo(&mut self, on: bool) {
        self.demo = on;
        if !on {
            self.cancel_timer(Timer::Demo);
        }
        let b = &self.demo_button;
        b.set_text_content(Some(if on { "Stop" } else { "Demo" }));
        let _ = b.set_attribute("aria-pressed", if on { "true" } else { "false" });
        let _ = b.class_list().toggle_with_force("active", on);
    }

    /// Stops whatever runs on its own: the demo, a waiting hint or demo,
    /// the search for a winnable deal. Returns whether a search for a deal
    /// was cancelled.
    fn interrupt(&mut self) -> bool {
        if self.demo {
            self.set_demo(false);
        }
        if self.waiting.take().is_some() {
            self.cancel_timer(Timer::Hint);
        }
        self.finder.take().is_some()
    }

    // ----- running searches -----

    /// Starts a search from `start` (replacing any other).
    fn submit(&mut self, start: Position, purpose: Purpose) {
        self.submit_text(start, purpose, None);
    }

    /// [`SolverUi::submit`], with the position's protocol text when the
    /// caller has it already.
    fn submit_text(&mut self, start: Position, purpose: Purpose, text: Option<JsValue>) {
        self.next_id = self.next_id.wrapping_add(1);
        let id = self.next_id;
        let (nodes, ms) = match purpose {
            Purpose::Table => (POSITION_NODES, POSITION_MS),
            Purpose::Deal(..) => (FINDER_NODES, FINDER_MS),
        };
        match &mut self.engine {
            Engine::Worker { worker, .. } => {
                let msg = Object::new();
                let _ = Reflect::set(&msg, &"id".into(), &id.into());
                let text = text.unwrap_or_else(|| crate::web::wire::position_js_text(&start));
                let _ = Reflect::set(&msg, &"position".into(), &text);
                let _ = Reflect::set(&msg, &"maxNodes".into(), &(nodes as f64).into());
                let _ = Reflect::set(&msg, &"maxMs".into(), &ms.into());
                let _ = worker.post_message(&msg);
            }
            Engine::Slices { here, spent_ms, .. } => {
                here.begin(&start, nodes);
                *spent_ms = 0.0;
            }
            // The search starts with the solver (SolverMsg::Start).
            Engine::Waiting { .. } => {}
        }
        self.job = Some(Job { id, start, purpose });
        self.schedule_slice();
    }

    /// Sends the daily request asked for (`daily_asked`) where searches run
    /// now; the answer comes as `SolverMsg::Daily` (at once on the main
    /// thread once its module is there).
    fn send_daily(&mut self) {
        let Some((variant, date)) = self.daily_asked else {
            return;
        };
        match &mut self.engine {
            Engine::Worker { worker, .. } => {
                let (game, day, options) = daily_request(variant, date);
                let ask = Object::new();
                let _ = Reflect::set(&ask, &"game".into(), &game);
                let _ = Reflect::set(&ask, &"date".into(), &day);
                let _ = Reflect::set(&ask, &"options".into(), &options);
                let msg = Object::new();
                let _ = Reflect::set(&msg, &"daily".into(), &ask);
                let _ = worker.post_message(&msg);
            }
            Engine::Slices { here, .. } => {
                if let Some(deal) = here.daily(variant, date) {
                    self.me
                        .send(Msg::Solver(SolverMsg::Daily(variant, date, deal)));
                }
            }
            // Sent when the solver starts.
            Engine::Waiting { .. } => {}
        }
    }

    /// Stops the search in progress, if any.
    fn cancel_search(&mut self) {
        if self.job.take().is_none() {
            return;
        }
        match &mut self.engine {
            Engine::Worker { worker, .. } => {
                let msg = Object::new();
                let _ = Reflect::set(&msg, &"stop".into(), &true.into());
                let _ = worker.post_message(&msg);
            }
            Engine::Slices { here, timer, .. } => {
                here.clear();
                if let Some(id) = timer.take() {
                    self.window.clear_timeout_with_handle(id);
                }
            }
            Engine::Waiting { .. } => {}
        }
    }

    /// `SolverMsg::Start`: after the first frame, waits for one more task
    /// (the frame's paint); then starts the page's worker, or the
    /// main-thread slices, with the search already asked for.
    fn start(&mut self) {
        match self.engine {
            Engine::Waiting { painted: false } => {
                self.engine = Engine::Waiting { painted: true };
                let _ = self
                    .window
                    .set_timeout_with_callback_and_timeout_and_arguments_0(
                        self.start_cb.as_ref().unchecked_ref(),
                        0,
                    );
            }
            Engine::Waiting { painted: true } => self.start_now(),
            _ => {}
        }
    }

    /// Starts the worker (or the slices) at once, and the search asked for.
    fn start_now(&mut self) {
        if !matches!(self.engine, Engine::Waiting { .. }) {
            return;
        }
        self.engine =
            start_worker(&self.assets, &self.me).unwrap_or_else(|| slices(&self.assets, &self.me));
        if let Some(job) = self.job.take() {
            self.submit(job.start, job.purpose);
        }
        self.send_daily();
    }

    fn schedule_slice(&mut self) {
        if let Engine::Slices {
            timer: timer @ None,
            ..
        } = &mut self.engine
        {
            *timer = self
                .window
                .set_timeout_with_callback_and_timeout_and_arguments_0(
                    self.slice_cb.as_ref().unchecked_ref(),
                    0,
                )
                .ok();
        }
    }

    /// One main-thread slice: `Some(answer)` when the search ended.
    fn slice(&mut self) -> Option<Answer> {
        let perf = self.window.performance()?;
        let job = self.job.as_ref()?.id;
        let limit = match self.job.as_ref()?.purpose {
            Purpose::Table => POSITION_MS,
            Purpose::Deal(..) => FINDER_MS,
        };
        let Engine::Slices {
            here,
            spent_ms,
            budget,
            timer,
        } = &mut self.engine
        else {
            return None;
        };
        *timer = None;
        let t = perf.now();
        let step = here.run(*budget);
        let took = (perf.now() - t).max(0.01);
        let (verdict, line) = match step {
            // The solver's module is still loading: the slices go on
            // once it is there (SolverMsg::Module).
            #[cfg(feature = "table-module")]
            Step::Loading => return None,
            Step::Done(verdict, line) => (verdict, line),
            Step::Running if *spent_ms + took >= limit => ("unknown".to_string(), Vec::new()),
            Step::Running => {
                *spent_ms += took;
                // Aim the next slice at the target time.
                let scaled = view::bound(*budget as f64 * SLICE_TARGET_MS / took, 64.0, 200_000.0);
                *budget = ((*budget as f64 + scaled) / 2.0) as u64;
                self.schedule_slice();
                return None;
            }
        };
        here.clear();
        Some(Answer { job, verdict, line })
    }
}

impl App {
    /// Listens to the "winnable deals only" box, and to every key (any key
    /// stops the demo, not only the table's shortcuts); called once at
    /// mount.
    pub(super) fn solver_mount(&mut self) -> Result<(), JsValue> {
        let keys = self.key_target();
        self.add_listener(&keys, "keydown", |e, h| {
            // Enter or Space on a control sends that control's own message
            // (the Demo button's would start the demo again).
            let activates = e
                .dyn_ref::<KeyboardEvent>()
                .is_some_and(|k| matches!(k.key().as_str(), "Enter" | " "))
                && super::event_element(&e)
                    .and_then(|t| t.closest("button, input, select, a").ok().flatten())
                    .is_some();
            if !activates {
                h.send(Msg::Solver(SolverMsg::Key));
            }
        })?;
        let target = self.solver.winnable_box.clone().into();
        self.add_listener(&target, "change", |e, h| {
            if let Some(input) = e
                .target()
                .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
            {
                h.send(Msg::Solver(SolverMsg::WinnableOnly(input.checked())));
            }
        })
    }

    /// Before any message: the player's input stops the demo, a waiting
    /// hint and the search for a winnable deal, and clears the hint.
    pub(super) fn solver_input(&mut self, msg: &Msg) {
        let input = !matches!(
            msg,
            Msg::Solver(_)
                | Msg::PointerMove { .. }
                | Msg::PointerUp { .. }
                | Msg::PointerCancel { .. }
                | Msg::Copied(_)
                | Msg::Resize
                | Msg::Tick
                | Msg::AnimationCheck
                | Msg::PageHide
                | Msg::AutoStep
        );
        if !input {
            return;
        }
        // Steps towards a move keep the hint's marks (a drag shows where
        // to drop; the keyboard walks to the card); the move clears them.
        let towards_a_move = matches!(
            msg,
            Msg::PointerDown { .. }
                | Msg::Click { .. }
                | Msg::DoubleClick { .. }
                | Msg::Keyboard(Command::Focus(_) | Command::Activate)
        );
        if !towards_a_move {
            self.solver.unmark();
        }
        self.solver_interrupt();
    }

    /// Any input: the demo stops; a waiting hint or demo, and the search
    /// for a winnable deal, are called off.
    fn solver_interrupt(&mut self) {
        if self.solver.interrupt() {
            // The deal search was cancelled: the table stays as it is.
            self.say("");
            self.controls.game.set_value(self.variant.game.id());
            self.sync_option_controls();
            self.solver_changed();
        }
    }

    pub(super) fn solver_update(&mut self, msg: SolverMsg) {
        match msg {
            SolverMsg::Hint => {
                self.solver_interrupt();
                self.solver_hint();
            }
            SolverMsg::Key => self.solver_interrupt(),
            SolverMsg::Demo => {
                let was_running = self.solver.demo;
                self.solver_interrupt();
                if was_running {
                    self.say("Demo stopped.");
                } else {
                    self.solver_demo();
                }
            }
            SolverMsg::DemoStep => {
                self.solver.demo_timer = None;
                self.solver_demo_step();
            }
            SolverMsg::HintWait => {
                self.solver.hint_timer = None;
                if matches!(self.solver.waiting, Some(SolverMsg::Hint)) {
                    self.solver.waiting = None;
                    self.solver_suggest("No winning line is known yet");
                }
            }
            SolverMsg::WinnableOnly(on) => {
                self.solver.winnable_only = on;
                if let Some(s) = &self.solver.storage {
                    let _ = s.set_item(WINNABLE_ONLY_KEY, if on { "1" } else { "0" });
                }
                self.say(if on {
                    "New deals will be ones the solver has proven winnable."
                } else {
                    "New deals are dealt at random, winnable or not."
                });
            }
            SolverMsg::Start => self.solver.start(),
            SolverMsg::Module(solver_class) => {
                if let Engine::Slices { here, .. } = &mut self.solver.engine {
                    here.loaded(solver_class);
                    self.solver.schedule_slice();
                    self.solver.send_daily();
                }
            }
            SolverMsg::Daily(variant, date, deal) => {
                if self.solver.daily_asked == Some((variant, date)) {
                    self.solver.daily_asked = None;
                    self.daily_found(variant, date, deal);
                }
            }
            SolverMsg::Slice => {
                // A slice asked for before the solver started (the DOM
                // layer's tests run slices by hand) starts it.
                self.solver.start_now();
                if let Some(answer) = self.solver.slice() {
                    self.solver_answer(answer);
                }
            }
            SolverMsg::Answer(answer) => self.solver_answer(answer),
            SolverMsg::WorkerFailed => {
                if let Engine::Worker { worker, .. } = &self.solver.engine {
                    // Silence it before its callbacks go.
                    worker.set_onmessage(None);
                    worker.set_onerror(None);
                    worker.terminate();
                    self.solver.engine = slices(&self.solver.assets, &self.me);
                    // Start the search again, here.
                    if let Some(job) = self.solver.job.take() {
                        self.solver.submit(job.start, job.purpose);
                    }
                    self.solver.send_daily();
                }
            }
        }
    }

    /// After every change of position: what the indicator can say at once,
    /// or a new search.
    pub(super) fn solver_changed(&mut self) {
        self.solver.unmark();
        if self.solver.finder.is_some() {
            // A new deal is on its way; its search starts when it is dealt.
            return;
        }
        let pos = self.game.position().clone();
        let won = pos.status() == Status::Won;
        let on_line = |k: &Known| k.rest(&pos).is_some();
        let known = if won || self.solver.known.as_ref().is_some_and(on_line) {
            Some(Verdict::Winnable)
        } else if pos.status() == Status::Lost {
            Some(Verdict::Unwinnable)
        } else if let Some(v) = self.solver.cached(&pos) {
            Some(v)
        } else if self
            .solver
            .shown
            .as_ref()
            .is_some_and(|(p, v)| *v == Verdict::Unwinnable && follows(p, &pos))
        {
            // Every position after a lost one is lost too.
            Some(Verdict::Unwinnable)
        } else {
            None
        };
        match known {
            Some(v) => {
                if self
                    .solver
                    .job
                    .as_ref()
                    .is_some_and(|j| matches!(j.purpose, Purpose::Table))
                {
                    self.solver.cancel_search();
                }
                self.solver.show(&pos, v, won);
            }
            None => {
                self.solver.show(&pos, Verdict::Thinking, false);
                let text = self.position_text();
                self.solver.submit_text(pos, Purpose::Table, Some(text));
            }
        }
    }

    fn solver_answer(&mut self, answer: Answer) {
        let Some(job) = self.solver.job.take_if(|j| j.id == answer.job) else {
            return; // an answer to a search that was replaced
        };
        let line: Option<Vec<Move>> = answer.line.iter().map(|t| t.parse().ok()).collect();
        let known = match (answer.verdict.as_str(), line) {
            ("winnable", Some(line)) => Known::new(&job.start, line),
            _ => None,
        };
        let verdict = match answer.verdict.as_str() {
            "winnable" if known.is_some() => Verdict::Winnable,
            "unwinnable" => Verdict::Unwinnable,
            _ => Verdict::Unknown,
        };
        match job.purpose {
            Purpose::Table => {
                let won = job.start.status() == Status::Won;
                if known.is_some() {
                    self.solver.known = known;
                }
                self.solver.show(&job.start, verdict, won);
                if self.game.position() != &job.start {
                    // The table moved on meanwhile (cannot happen: every
                    // change starts a new search); look again.
                    self.solver_changed();
                    return;
                }
                match self.solver.waiting.take() {
                    Some(SolverMsg::Hint) => {
                        self.solver.cancel_timer(Timer::Hint);
                        self.solver_hint();
                    }
                    Some(SolverMsg::Demo) => self.solver_demo(),
                    _ => {}
                }
            }
            Purpose::Deal(variant, deal) => {
                let Some(finder) = self.solver.finder.as_mut() else {
                    return;
                };
                if known.is_some() {
                    self.solver.finder = None;
                    let line = known.map(|k| k.line);
                    self.solver.ready = Some((variant, deal, line));
                    self.new_deal(variant);
                } else if finder.tries >= FINDER_TRIES {
                    self.solver.finder = None;
                    self.solver.ready = Some((variant, random_deal(), None));
                    self.new_deal(variant);
                    self.say(
                        "No deal could be proven winnable quickly, so this one is dealt at random.",
                    );
                } else {
                    finder.tries += 1;
                    let next = random_deal();
                    self.solver.submit(
                        crate::engine::deal(variant, next),
                        Purpose::Deal(variant, next),
                    );
                }
            }
        }
    }

    /// The deal number for a new deal of `variant`: at random, or with
    /// "winnable deals only" one the solver has proven winnable. `None`
    /// while the search for one runs (the deal follows when it ends).
    pub(super) fn solver_next_deal(&mut self, variant: Variant) -> Option<DealNumber> {
        if let Some((v, deal, line)) = self.solver.ready.take() {
            if v == variant {
                if let Some(k) = line.and_then(|l| Known::new(&crate::engine::deal(v, deal), l)) {
                    self.solver.known = Some(k);
                }
                return Some(deal);
            }
        }
        if !self.solver.winnable_only {
            return Some(random_deal());
        }
        self.solver.finder = Some(Finder { tries: 1 });
        let deal = random_deal();
        self.solver.submit(
            crate::engine::deal(variant, deal),
            Purpose::Deal(variant, deal),
        );
        self.say("Finding a winnable deal…");
        None
    }

    // ----- hint -----

    /// Asks for the day's deal of `variant` on `date` (`daily_found`
    /// follows).
    pub(super) fn solver_daily(&mut self, variant: Variant, date: DailyDate) {
        self.solver.daily_asked = Some((variant, date));
        self.solver.send_daily();
    }

    /// The rest of the known winning line from the table's position.
    pub(super) fn solver_winning_rest(&self) -> Option<Vec<Move>> {
        self.solver
            .known
            .as_ref()?
            .rest(self.game.position())
            .map(<[Move]>::to_vec)
    }

    fn solver_searching_here(&self) -> bool {
        self.solver.job.as_ref().is_some_and(|j| {
            matches!(j.purpose, Purpose::Table) && &j.start == self.game.position()
        })
    }

    fn solver_hint(&mut self) {
        match self.game.status() {
            Status::Won => return self.say("This game is won."),
            Status::Lost => return self.say("No legal move is left: undo, or start again."),
            Status::Playing => {}
        }
        if let Some(rest) = self.solver_winning_rest() {
            if let Some(&mv) = rest.first() {
                self.solver_mark(mv);
                let words = self.solver_move_words(mv);
                self.say(&format!("Hint: {words}."));
            }
            return;
        }
        if self.solver_searching_here() {
            self.solver.waiting = Some(SolverMsg::Hint);
            self.solver.set_timer(Timer::Hint, HINT_WAIT_MS);
            self.say("Thinking…");
            return;
        }
        let why = match self.solver.shown.as_ref().map(|s| s.1) {
            Some(Verdict::Unwinnable) => "This game can no longer be won",
            _ => "No winning line is known from here",
        };
        self.solver_suggest(why);
    }

    /// The solver's most useful move when no winning line is known.
    fn solver_suggest(&mut self, why: &str) {
        match solver::suggest(self.game.position()) {
            Some(mv) => {
                self.solver_mark(mv);
                let words = self.solver_move_words(mv);
                self.say(&format!("{why}; this move looks most useful: {words}."));
            }
            None => self.say("No legal move is left: undo, or start again."),
        }
    }

    /// "ten of spades from tableau pile 4 to foundation 2", as the
    /// announcements say it.
    fn solver_move_words(&self, mv: Move) -> String {
        let before = self.game.position();
        let mut after = before.clone();
        let mut log: Vec<Movement> = Vec::new();
        if after.apply(mv, &mut log).is_err() {
            return mv.to_string();
        }
        announce::describe(before, mv, &log, Actor::Player)
    }

    /// Marks the card (the bottom card of the unit) and the pile of `mv`:
    /// `data-hint-card` on the card, `data-hint-target` on the pile (the
    /// stock for a stock move, the Redeal button for a redeal).
    fn solver_mark(&mut self, mv: Move) {
        self.solver.unmark();
        let mut marked = Vec::new();
        match mv {
            Move::Transfer { from, count, to } => {
                if let Some(i) = self.pile_index(from) {
                    let p = &self.piles[i];
                    let k = p.cards.len().saturating_sub(usize::from(count));
                    if let (Some(el), Some(card)) = (p.els.get(k), p.cards.get(k)) {
                        let _ = el.class_list().add_1("hint");
                        let _ = el.set_attribute("data-hint-card", &card.to_string());
                        marked.push(el.clone().into());
                    }
                }
                if let Some(j) = self.pile_index(to) {
                    let el = &self.piles[j].el;
                    let _ = el.class_list().add_1("hint-target");
                    let _ = el.set_attribute("data-hint-target", &to.name());
                    marked.push(el.clone().into());
                    // Its top card lights up (a class of the card, as a
                    // drag's targets do).
                    if let Some(top) = self.piles[j].els.last() {
                        let _ = top.class_list().add_1("hint-top");
                        marked.push(top.clone().into());
                    }
                }
            }
            Move::Stock => {
                if let Some(i) = self.pile_index(PileId::STOCK) {
                    let el = &self.piles[i].el;
                    let _ = el.class_list().add_1("hint-target");
                    let _ = el.set_attribute("data-hint-target", "stock");
                    marked.push(el.clone().into());
                }
            }
            Move::Redeal => {
                if let Some(b) = &self.controls.redeal {
                    let _ = b.class_list().add_1("hint-target");
                    let _ = b.set_attribute("data-hint-target", "redeal");
                    marked.push(b.clone());
                }
            }
        }
        self.solver.marked = marked;
    }

    // ----- demo -----

    fn solver_demo(&mut self) {
        if self.game.status() != Status::Playing {
            return self.say("This game is over: there is nothing left to show.");
        }
        if self.solver_winning_rest().is_some() {
            self.solver.set_demo(true);
            self.solver_demo_step();
            if self.solver.demo {
                self.say("Demo: the solver plays a winning line. Any key or click stops it.");
            }
            return;
        }
        if self.solver_searching_here() {
            self.solver.waiting = Some(SolverMsg::Demo);
            self.say("Looking for a winning line…");
            return;
        }
        self.say(match self.solver.shown.as_ref().map(|s| s.1) {
            Some(Verdict::Unwinnable) => {
                "This game can no longer be won, so there is no winning line to show."
            }
            _ => "No winning line is known from here, so there is nothing to show.",
        });
    }

    fn solver_demo_step(&mut self) {
        if !self.solver.demo {
            return;
        }
        let next = self.solver_winning_rest().and_then(|r| r.first().copied());
        let Some(mv) = next else {
            self.solver.set_demo(false);
            return;
        };
        if self.pointer.pressed() {
            self.solver.set_timer(Timer::Demo, DEMO_STEP_MS);
            return;
        }
        // The game is assisted from the demo's first move on.
        self.stats_assist();
        // A move like the player's (its own undo step), without autoplay.
        let result = self.play(mv, None);
        self.stop_autoplay();
        if let Err(e) = result {
            self.solver.set_demo(false);
            return self.say(&e.spoken());
        }
        if self.game.status() != Status::Playing || self.solver_winning_rest().is_none() {
            self.solver.set_demo(false);
            return;
        }
        // One move every half second, slower or faster with the
        // animation-speed setting.
        let pace = DEMO_STEP_MS * view::bound(self.speed_factor(), 0.5, 2.0);
        self.solver.set_timer(Timer::Demo, pace);
    }
}

/// Whether `next` is one legal move away from `pos`.
fn follows(pos: &Position, next: &Position) -> bool {
    let mut log: Vec<Movement> = Vec::new();
    pos.legal_moves().into_iter().any(|mv| {
        let mut p = pos.clone();
        log.clear();
        p.apply_unchecked(mv, &mut log);
        &p == next
    })
}

/// One main-thread slice's result.
enum Step {
    /// The solver's module is not there yet (the table's module loads it).
    #[cfg(feature = "table-module")]
    Loading,
    Running,
    /// The verdict, and the winning line's tokens.
    Done(String, Vec<String>),
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
    /// The search asked for (the position as a plain object, its node budget), not
    /// yet begun.
    pending: Option<(JsValue, u64)>,
    /// The search in progress (a JavaScript `Solver`).
    solver: Option<JsValue>,
}

#[cfg(feature = "table-module")]
impl Here {
    fn new(assets: &str, me: &Handle) -> Here {
        let loading = Here::load(assets, me).is_some();
        Here {
            class: if loading { None } else { Some(None) },
            pending: None,
            solver: None,
        }
    }

    /// Starts loading the solver's module; `SolverMsg::Module` follows.
    fn load(assets: &str, me: &Handle) -> Option<()> {
        if assets.is_empty() {
            return None;
        }
        let url = format!("{assets}patience_solver.js");
        // wasm-bindgen has no dynamic import of its own.
        let import = js_sys::Function::new_with_args(
            "u",
            "return import(u).then(async function (m) { await m.default(); return m.Solver; })",
        );
        let promise: js_sys::Promise = import
            .call1(&JsValue::NULL, &url.into())
            .ok()?
            .dyn_into()
            .ok()?;
        let (me, me2) = (me.clone(), me.clone());
        // One-shot callbacks that free themselves (and find the table gone,
        // if it was removed meanwhile).
        let ok = Closure::once_into_js(move |class: JsValue| {
            me.send(Msg::Solver(SolverMsg::Module(class.dyn_into().ok())))
        });
        let failed =
            Closure::once_into_js(move |_: JsValue| me2.send(Msg::Solver(SolverMsg::Module(None))));
        let then: js_sys::Function = Reflect::get(&promise, &"then".into())
            .ok()?
            .dyn_into()
            .ok()?;
        then.call2(&promise, &ok, &failed).ok()?;
        Some(())
    }

    fn loaded(&mut self, class: Option<js_sys::Function>) {
        self.class = Some(class);
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

    fn run(&mut self, budget: u64) -> Step {
        let unknown = || Step::Done("unknown".into(), Vec::new());
        if let Some((start, nodes)) = self.pending.take() {
            let class = match &self.class {
                None => {
                    self.pending = Some((start, nodes));
                    return Step::Loading;
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
                Err(_) => return unknown(),
            }
        }
        let Some(solver) = &self.solver else {
            return unknown();
        };
        let verdict = call(solver, "run", &Array::of1(&(budget as f64).into()))
            .ok()
            .and_then(|v| v.as_string());
        match verdict.as_deref() {
            Some("running") => Step::Running,
            Some(v @ ("winnable" | "unwinnable" | "unknown")) => {
                let line = call(solver, "line", &Array::new())
                    .map(|l| strings(&l))
                    .unwrap_or_default();
                Step::Done(v.to_string(), line)
            }
            _ => unknown(),
        }
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

    fn loaded(&mut self, _class: Option<js_sys::Function>) {}

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

    fn run(&mut self, budget: u64) -> Step {
        let Some(s) = self.solver.as_mut() else {
            return Step::Done("unknown".into(), Vec::new());
        };
        match s.run(budget) {
            solver::Progress::Running => Step::Running,
            solver::Progress::Done(outcome) => {
                let line = match &outcome {
                    solver::Outcome::Winnable(l) => l.iter().map(|m| m.to_string()).collect(),
                    _ => Vec::new(),
                };
                Step::Done(outcome.verdict().to_string(), line)
            }
        }
    }
}
