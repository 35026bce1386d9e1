//! The solver's Web Worker: starting it (a module worker, or a `blob:`
//! module where the build is on another origin), posting its requests and
//! reading its answers as the table's inputs.

use super::*;

/// Starts the table's solver worker (`solver-worker.js` in the build's
/// folder, `assets`), where the browser has workers.
pub(super) fn start_worker(assets: &str, me: &Handle) -> Option<Engine> {
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
pub(super) struct Posts {
    waiting: Rc<RefCell<Waiting>>,
    scheduled: Rc<std::cell::Cell<bool>>,
    /// Posts what waits (a timer's function, never freed: see `Callback`).
    flush: JsValue,
    /// Sets `flush` for the task after the frame.
    after_frame: JsValue,
}

/// The requests not yet posted (see [`Posts`]).
#[derive(Default)]
pub(super) struct Waiting {
    odds: Option<Object>,
    search: Option<Object>,
}

impl Waiting {
    pub(super) fn post(&mut self, worker: &Worker) {
        for msg in [self.odds.take(), self.search.take()].into_iter().flatten() {
            let _ = worker.post_message(&msg);
        }
    }
}

/// Which of the waiting requests a message replaces.
#[derive(Clone, Copy)]
pub(super) enum Slot {
    Search,
    Odds,
}

/// The longest a request waits for the frame that paints the move.
pub(super) const POST_AT_LATEST_MS: i32 = 100;

impl Posts {
    pub(super) fn new(worker: &Worker) -> Posts {
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
    pub(super) fn later(&self, window: &Window, slot: Slot, msg: Object) {
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
    pub(super) fn now(&self, worker: &Worker, msg: &Object) {
        self.waiting.borrow_mut().post(worker);
        let _ = worker.post_message(msg);
    }
}

/// The `blob:` URL a cross-origin build's worker started from, revoked
/// with the table.
pub(super) struct BlobUrl(String);

impl Drop for BlobUrl {
    fn drop(&mut self) {
        let _ = web_sys::Url::revoke_object_url(&self.0);
    }
}

/// The worker's message: `{id, verdict, line}` (or `{id, error}`).
pub(super) fn answer_of(data: &JsValue) -> Option<Answer> {
    let get = |k: &str| Reflect::get(data, &k.into()).ok();
    let job = get("id")?.as_f64()? as u32;
    let verdict = get("verdict")?.as_string()?;
    let line = get("line").map(|l| strings(&l)).unwrap_or_default();
    Some(Answer::from_tokens(job, &verdict, &line))
}

/// The worker's odds: `{odds: id, verdict, chance, low, high, samples,
/// exhaustive, best}` (or `{odds: id, error}`: odds of `None`).
pub(super) fn odds_of(data: &JsValue) -> Option<OddsAnswer> {
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
pub(super) fn daily_of(data: &JsValue) -> Option<SolverMsg> {
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
pub(super) fn grade_of(data: &JsValue) -> Option<SolverMsg> {
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
pub(super) fn daily_request(variant: Variant, date: DailyDate) -> (JsValue, JsValue, JsValue) {
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
pub(super) fn strings(value: &JsValue) -> Vec<String> {
    if !Array::is_array(value) {
        return Vec::new();
    }
    Array::from(value)
        .iter()
        .filter_map(|t| t.as_string())
        .collect()
}
