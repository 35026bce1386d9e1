//! Searches on the main thread where there is no worker: `Here` loads
//! the solver's module and runs its `Solver` in slices.

use super::*;

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
pub(super) struct Here {
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
    pub(super) fn new(assets: &str, me: &Handle) -> Here {
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
    pub(super) fn load(
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
    pub(super) fn loaded(&mut self, ok: bool) -> bool {
        let class = self.arrived.borrow_mut().take();
        self.class = Some(class.filter(|_| ok));
        matches!(self.class, Some(Some(_)))
    }

    /// The day's deal through the module's `Solver.dailyDeal`: `None`
    /// while the module loads, `Some(None)` when it cannot tell.
    pub(super) fn daily(
        &mut self,
        variant: Variant,
        date: DailyDate,
    ) -> Option<Option<DealNumber>> {
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

    pub(super) fn begin(&mut self, start: &Position, nodes: u64) {
        self.clear();
        // The position as a plain object: no JSON text is written here.
        self.pending = crate::web::wire::position_to_js(start)
            .ok()
            .map(|p| (p, nodes));
    }

    pub(super) fn clear(&mut self) {
        self.pending = None;
        if let Some(s) = self.solver.take() {
            let _ = call(&s, "free", &Array::new());
        }
    }

    pub(super) fn run(&mut self, budget: u64) -> Slice {
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
pub(super) fn call(obj: &JsValue, name: &str, args: &Array) -> Result<JsValue, JsValue> {
    let f: js_sys::Function = Reflect::get(obj, &name.into())?.dyn_into()?;
    Reflect::apply(&f, obj, args)
}

/// A search on the main thread where the library has the search in it (the
/// tests' build): the solver itself.
#[cfg(not(feature = "table-module"))]
pub(super) struct Here {
    solver: Option<Box<solver::Solver>>,
}

#[cfg(not(feature = "table-module"))]
impl Here {
    pub(super) fn new(_assets: &str, _me: &Handle) -> Here {
        Here { solver: None }
    }

    pub(super) fn loaded(&mut self, ok: bool) -> bool {
        ok
    }

    pub(super) fn daily(
        &mut self,
        variant: Variant,
        date: DailyDate,
    ) -> Option<Option<DealNumber>> {
        Some(Some(solver::daily::daily_deal(variant, date).number))
    }

    pub(super) fn begin(&mut self, start: &Position, nodes: u64) {
        let config = solver::SolverConfig {
            polish_effort: SLICE_POLISH,
            ..crate::web::solver_api::browser_config(Some(nodes))
        };
        self.solver = Some(Box::new(solver::Solver::new(start.clone(), config)));
    }

    pub(super) fn clear(&mut self) {
        self.solver = None;
    }

    pub(super) fn run(&mut self, budget: u64) -> Slice {
        let Some(s) = self.solver.as_mut() else {
            return Slice::Done(solver::Outcome::Unknown);
        };
        match s.run(budget) {
            solver::Progress::Running => Slice::Running,
            solver::Progress::Done(outcome) => Slice::Done(outcome),
        }
    }
}
