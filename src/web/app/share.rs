//! The Share menu: the deal (a deal link), the game so far or the win (a
//! replay link, with the moves and the time in the text), and the solution
//! where the solver knows a winning line from here (a replay link of the
//! moves so far and that line). The chosen text goes to the clipboard;
//! where the browser refuses, the message line shows the link to copy.
//!
//! Each menu item carries its link in `data-link`.

use super::{Handle, Input};
use crate::table::state::ShareItem;
use crate::web::view;
use js_sys::Reflect;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, Element, Event, HtmlElement, Window};

pub use crate::table::input::ShareKind;

/// The open menu: its element, and its keys' listener.
pub(super) struct ShareMenu {
    el: HtmlElement,
    _keys: Closure<dyn FnMut(Event)>,
}

impl Drop for ShareMenu {
    fn drop(&mut self) {
        self.el.remove();
    }
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
}

impl ShareMenu {
    /// Opens the menu of `items` under the bar's Share button in `root`
    /// (or at the end of `root` without one) and focuses its first item;
    /// its keys send their inputs to `me`.
    pub(super) fn open(
        doc: &Document,
        root: &Element,
        me: &Handle,
        items: &[ShareItem],
        words: &crate::table::words::Words,
    ) -> Self {
        let el = view::create(doc, "div");
        el.set_class_name("share-menu");
        let _ = el.set_attribute("role", "menu");
        let _ = el.set_attribute("aria-label", &words.get("chrome-share"));
        let _ = el.set_attribute("data-share-menu", "");
        let mut html = String::new();
        for it in items {
            let action = it.kind.action();
            html.push_str(&format!(
                "<button type=\"button\" role=\"menuitem\" data-action=\"{action}\" data-link=\"{}\">{}</button>",
                escape(&it.link),
                escape(&it.label)
            ));
        }
        if items.len() == 1 {
            html.push_str(&format!(
                "<p class=\"share-note\">{}</p>",
                escape(&words.get("share-note"))
            ));
        }
        el.set_inner_html(&html);
        let me = me.clone();
        let keys = Closure::<dyn FnMut(Event)>::new(move |e: Event| {
            let Some(k) = e.dyn_ref::<web_sys::KeyboardEvent>() else {
                return;
            };
            match k.key().as_str() {
                "Escape" => {
                    e.prevent_default();
                    e.stop_propagation();
                    me.send(Input::Share);
                }
                key @ ("ArrowDown" | "ArrowUp") => {
                    e.prevent_default();
                    e.stop_propagation();
                    let Some(menu) = e
                        .current_target()
                        .and_then(|t| t.dyn_into::<Element>().ok())
                    else {
                        return;
                    };
                    let Ok(list) = menu.query_selector_all("[role=menuitem]") else {
                        return;
                    };
                    let n = list.length();
                    let active = super::active_in(&menu);
                    let at = (0..n)
                        .find(|&i| {
                            list.item(i)
                                .zip(active.as_ref())
                                .is_some_and(|(x, a)| x.is_same_node(Some(a)))
                        })
                        .unwrap_or(0);
                    let next = if key == "ArrowDown" {
                        (at + 1) % n
                    } else {
                        (at + n - 1) % n
                    };
                    if let Some(b) = list
                        .item(next)
                        .and_then(|x| x.dyn_into::<HtmlElement>().ok())
                    {
                        let _ = b.focus();
                    }
                }
                _ => {}
            }
        });
        let _ = el.add_event_listener_with_callback("keydown", keys.as_ref().unchecked_ref());
        if let Some(share) = share_button(root) {
            let _ = share.set_attribute("aria-expanded", "true");
            let _ = share.after_with_node_1(&el);
            place_under(&el, &share);
        } else {
            let _ = root.append_child(&el);
        }
        if let Some(first) = el
            .query_selector("[role=menuitem]")
            .ok()
            .flatten()
            .and_then(|b| b.dyn_into::<HtmlElement>().ok())
        {
            let _ = first.focus();
        }
        ShareMenu { el, _keys: keys }
    }

    /// Closes the menu: the focus goes back to the Share button in `root`.
    pub(super) fn close(self, root: &Element) {
        drop(self);
        if let Some(share) = share_button(root) {
            let _ = share.set_attribute("aria-expanded", "false");
            if let Some(b) = share.dyn_ref::<HtmlElement>() {
                let _ = b.focus();
            }
        }
    }
}

/// The bar's Share button.
fn share_button(root: &Element) -> Option<Element> {
    root.query_selector(".bar [data-action=\"share\"]")
        .ok()
        .flatten()
}

/// Puts `text` on the clipboard of `window`; `Input::Copied` follows,
/// sent to `me`.
pub(super) fn copy_text(window: &Window, me: &Handle, text: &str) {
    let navigator = window.navigator();
    let has_clipboard = Reflect::get(&navigator, &"clipboard".into())
        .map(|c| !c.is_undefined() && !c.is_null())
        .unwrap_or(false);
    if !has_clipboard {
        me.send(Input::Copied(false));
        return;
    }
    let promise = navigator.clipboard().write_text(text);
    let (me, me2) = (me.clone(), me.clone());
    let ok = Closure::once_into_js(move |_: JsValue| me.send(Input::Copied(true)));
    let err = Closure::once_into_js(move |_: JsValue| me2.send(Input::Copied(false)));
    // promise.then(ok, err), with self-freeing one-shot callbacks.
    if let Some(then) = Reflect::get(&promise, &"then".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
    {
        let _ = then.call2(&promise, &ok, &err);
    }
}

/// Places the open menu under its button, inside the bar (both are
/// positioned against the bar): CSSOM writes, which a strict
/// Content-Security-Policy allows.
fn place_under(menu: &HtmlElement, button: &Element) {
    let Some(b) = button.dyn_ref::<HtmlElement>() else {
        return;
    };
    let room = menu
        .offset_parent()
        .map_or(f64::INFINITY, |p| f64::from(p.client_width()));
    let left = f64::from(b.offset_left())
        .min(room - f64::from(menu.offset_width()))
        .max(0.0);
    let top = f64::from(b.offset_top() + b.offset_height()) + 4.0;
    let style = menu.style();
    let _ = style.set_property("left", &format!("{}px", view::Num(left)));
    let _ = style.set_property("top", &format!("{}px", view::Num(top)));
}
