//! The events a table sends its element, which bubble out of the shadow
//! root to the host page: `patience-deal`, `patience-move`, `patience-won`,
//! `patience-lost`, `patience-change-declined` and `patience-grade` (their `detail`s are listed in `docs/embedding.md`;
//! a move's, a win's and a loss's `source` says whose move it was).
//! They wait in the app's outbox and go out once the table is idle, so a
//! listener may ask the table anything, or move, at once.

use super::Source;
use crate::engine::{Move, Status};
use crate::solver::honest::Grade;
use crate::table::view::TableView;
use js_sys::{Object, Reflect};
use wasm_bindgen::prelude::*;
use web_sys::{CustomEvent, CustomEventInit, Element, Event};

pub use crate::table::session::MoveKind;

fn set(detail: &Object, key: &str, value: impl Into<JsValue>) {
    let _ = Reflect::set(detail, &key.into(), &value.into());
}

/// The game and deal every event names.
pub(super) fn deal_detail(session: &TableView<'_>) -> Object {
    let detail = Object::new();
    let variant = session.variant();
    set(&detail, "game", variant.game.id());
    set(&detail, "deal", session.deal().get() as f64);
    if variant.has_options() {
        set(&detail, "draw", u32::from(variant.draw));
        set(&detail, "spaces", variant.spaces.id());
    }
    detail
}

/// The game and deal, and how many moves the game has.
fn detail_with_moves(session: &TableView<'_>) -> Object {
    let detail = deal_detail(session);
    set(&detail, "moves", session.game().moves().len() as f64);
    detail
}

/// The events waiting for the table to be idle, each with the element it
/// goes to (the table's host; none without one).
#[derive(Default)]
pub(super) struct Outbox {
    events: Vec<(Element, Event)>,
}

impl Outbox {
    pub(super) fn is_empty(&self) -> bool {
        self.events.is_empty()
    }

    /// The events to send now; the outbox is empty again.
    pub(super) fn take(&mut self) -> Vec<(Element, Event)> {
        std::mem::take(&mut self.events)
    }

    fn emit(&mut self, host: Option<&Element>, name: &str, detail: Object) {
        let Some(host) = host else {
            return;
        };
        let init = CustomEventInit::new();
        init.set_bubbles(true);
        init.set_composed(true);
        init.set_detail(&detail);
        if let Ok(event) = CustomEvent::new_with_event_init_dict(name, &init) {
            self.events.push((host.clone(), event.into()));
        }
    }

    /// A deal is on the table (a new one, a restart, a saved game resumed),
    /// with its difficulty grade if known now.
    pub(super) fn deal(
        &mut self,
        host: Option<&Element>,
        session: &TableView<'_>,
        grade: Option<Grade>,
    ) {
        let detail = detail_with_moves(session);
        if let Some(g) = grade {
            set(&detail, "grade", g.id());
        }
        self.emit(host, "patience-deal", detail);
    }

    /// The grade of the deal shown became known after its `patience-deal`
    /// (the solver's worker graded it).
    pub(super) fn graded(&mut self, host: Option<&Element>, session: &TableView<'_>, grade: Grade) {
        let detail = deal_detail(session);
        set(&detail, "grade", grade.id());
        self.emit(host, "patience-grade", detail);
    }

    /// A move was made, undone or redone; `position` is the position's
    /// protocol text after it, `source` whose move it was.
    pub(super) fn moved(
        &mut self,
        host: Option<&Element>,
        session: &TableView<'_>,
        (mv, kind): (Move, MoveKind),
        position: JsValue,
        source: Source,
    ) {
        let detail = deal_detail(session);
        set(&detail, "move", mv.to_string());
        set(&detail, "kind", kind.id());
        set(&detail, "moves", session.game().moves().len() as f64);
        set(&detail, "position", position);
        set(&detail, "source", source.id());
        self.emit(host, "patience-move", detail);
    }

    /// The player declined the deal the element's changed attributes
    /// asked for (`requested`); the attributes describe the deal shown again.
    pub(super) fn declined(
        &mut self,
        host: Option<&Element>,
        session: &TableView<'_>,
        requested: Object,
    ) {
        let detail = detail_with_moves(session);
        set(&detail, "requested", requested);
        self.emit(host, "patience-change-declined", detail);
    }

    /// The game's status changed from `before` to `now`: won or lost,
    /// after `elapsed_ms` of play, by `source`.
    pub(super) fn status(
        &mut self,
        host: Option<&Element>,
        session: &TableView<'_>,
        (before, now): (Status, Status),
        elapsed_ms: f64,
        source: Source,
    ) {
        if before == now {
            return;
        }
        let name = match now {
            Status::Won => "patience-won",
            Status::Lost => "patience-lost",
            Status::Playing => return,
        };
        let detail = detail_with_moves(session);
        set(
            &detail,
            "time",
            f64::from(crate::web::stats::whole_secs(elapsed_ms)),
        );
        set(&detail, "source", source.id());
        self.emit(host, name, detail);
    }
}
