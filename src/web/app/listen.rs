//! The table's listeners: the DOM events each turned into an `Input` sent through the `Handle`.

use super::*;

impl App {
    // ----- listeners -----

    /// Where the table hears keys: the whole document on the full page; an
    /// embedded table only the keys pressed while it has the focus.
    pub(super) fn key_target(&self) -> EventTarget {
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
    pub(super) fn add_listener(
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

    pub(super) fn listen(&mut self) -> Result<(), JsValue> {
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
            let (hits, at) = h
                .read(|app| {
                    let hits = app.board.hits(&target, Some(at));
                    let spot = match hits.aim() {
                        Some(Aim::At(spot)) => Some(spot),
                        _ => None,
                    };
                    (hits, app.board.press_at(spot, at, &app.core.view()))
                })
                .unwrap_or_else(|| (Hits::default(), PressAt::page(at)));
            h.send(Input::PointerDown {
                hits,
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
            let mouse = e.dyn_ref::<MouseEvent>();
            let detail = mouse.map_or(1, |m| m.detail());
            h.send(Input::Click {
                hits: h.hits(&target, client_point(mouse)),
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
                    hits: h.hits(&target, client_point(e.dyn_ref::<MouseEvent>())),
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
                h.send(Input::Keyboard(cmd, None));
            }
        })?;
        self.add_listener(&window, "resize", |_, h| h.send(Input::Resize))?;
        self.add_listener(&window, "pagehide", |_, h| h.send(Input::PageHide))?;
        self.add_listener(&window, "hashchange", |_, h| {
            let Some(l) = web_sys::window().map(|w| w.location()) else {
                return;
            };
            h.send(Input::Address {
                href: l.href().unwrap_or_default(),
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

    // ----- dialogs, look and records -----

    /// The dialogs' listeners: a settings control's `change`, the
    /// confirmation closing however it closes, and keys kept inside them.
    pub(super) fn listen_dialogs(&mut self) -> Result<(), JsValue> {
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
}
