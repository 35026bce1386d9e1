//! The events a table sends its element, which bubble out of the shadow
//! root to the host page: `patience-deal`, `patience-move`, `patience-won`,
//! `patience-lost` and `patience-change-declined` (their `detail`s are listed in `docs/embedding.md`;
//! a move's, a win's and a loss's `source` says whose move it was).
//! They wait in the app's outbox and go out once the table is idle, so a
//! listener may ask the table anything, or move, at once.

use super::App;
use crate::engine::{Move, Status};
use js_sys::{Object, Reflect};
use wasm_bindgen::prelude::*;
use web_sys::{CustomEvent, CustomEventInit};

pub use crate::table::session::MoveKind;

fn set(detail: &Object, key: &str, value: impl Into<JsValue>) {
    let _ = Reflect::set(detail, &key.into(), &value.into());
}

impl App {
    fn emit(&mut self, name: &str, detail: Object) {
        let Some(host) = self.options.host.clone() else {
            return;
        };
        let init = CustomEventInit::new();
        init.set_bubbles(true);
        init.set_composed(true);
        init.set_detail(&detail);
        if let Ok(event) = CustomEvent::new_with_event_init_dict(name, &init) {
            self.outbox.push((host, event.into()));
        }
    }

    /// The game and deal every event names.
    pub fn deal_detail(&self) -> Object {
        let detail = Object::new();
        set(&detail, "game", self.core.session.variant().game.id());
        set(&detail, "deal", self.core.session.deal().get() as f64);
        if self.core.session.variant().has_options() {
            set(&detail, "draw", u32::from(self.core.session.variant().draw));
            set(&detail, "spaces", self.core.session.variant().spaces.id());
        }
        detail
    }

    /// A deal is on the table (a new one, a restart, a saved game resumed).
    pub(super) fn emit_deal(&mut self) {
        let detail = self.deal_detail();
        set(
            &detail,
            "moves",
            self.core.session.game().moves().len() as f64,
        );
        self.emit("patience-deal", detail);
    }

    /// A move was made, undone or redone.
    pub(super) fn emit_move(&mut self, mv: Move, kind: MoveKind) {
        let detail = self.deal_detail();
        set(&detail, "move", mv.to_string());
        set(&detail, "kind", kind.id());
        set(
            &detail,
            "moves",
            self.core.session.game().moves().len() as f64,
        );
        set(&detail, "position", self.position_text());
        set(&detail, "source", self.source.id());
        self.emit("patience-move", detail);
    }

    /// The player declined the deal the element's changed attributes
    /// asked for (`requested`); the attributes describe the deal shown again.
    pub(super) fn emit_declined(&mut self, requested: Object) {
        let detail = self.deal_detail();
        set(
            &detail,
            "moves",
            self.core.session.game().moves().len() as f64,
        );
        set(&detail, "requested", requested);
        self.emit("patience-change-declined", detail);
    }

    /// The game's status changed from `before`: won or lost.
    pub(super) fn emit_status(&mut self, before: Status, now: Status) {
        if before == now {
            return;
        }
        let name = match now {
            Status::Won => "patience-won",
            Status::Lost => "patience-lost",
            Status::Playing => return,
        };
        let detail = self.deal_detail();
        set(
            &detail,
            "moves",
            self.core.session.game().moves().len() as f64,
        );
        set(
            &detail,
            "time",
            f64::from(crate::web::stats::whole_secs(self.elapsed_ms())),
        );
        set(&detail, "source", self.source.id());
        self.emit(name, detail);
    }
}
