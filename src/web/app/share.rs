//! The Share menu: the deal (a deal link), the game so far or the win (a
//! replay link, with the moves and the time in the text), and the solution
//! where the solver knows a winning line from here (a replay link of the
//! moves so far and that line). The chosen text goes to the clipboard;
//! where the browser refuses, the message line shows the link to copy.
//!
//! Each menu item carries its link in `data-link`.

use super::*;
use crate::table::state::ShareItem;

pub use crate::table::input::ShareKind;

/// The open menu.
pub(super) struct Menu {
    el: HtmlElement,
    _keys: Closure<dyn FnMut(Event)>,
}

impl Drop for Menu {
    fn drop(&mut self) {
        self.el.remove();
    }
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
}

impl App {
    /// Where links start (`link::link_at` keeps its own query parameters
    /// and drops its fragment): the page's own address on the game's page;
    /// from an embedded table, the host's `share-url` (resolved against
    /// the host document's base URL by the element) or else the game's own
    /// page.
    pub(super) fn share_base(&self) -> String {
        if !self.options.page && !self.options.share_url.is_empty() {
            return self.options.share_url.clone();
        }
        self.window.location().href().unwrap_or_default()
    }

    /// Whether the page's address keeps `embed=1`: only the game's page in
    /// an iframe (a reload shows the compact page again). Shared links
    /// never carry it: whoever follows one opens the game itself.
    pub(super) fn links_embed(&self) -> bool {
        self.embed && self.options.page
    }

    /// What the menu offers now (see `TableState::share_items`).
    fn share_items(&self) -> Vec<ShareItem> {
        // The table's own address (a daily game's is its daily link), and
        // the deal link that replays start from.
        let (deal_link, replay_base) = (self.address(), self.deal_link());
        self.core
            .share_items(deal_link, &replay_base, now(&self.window))
    }

    /// Opens the menu.
    pub(super) fn share_menu_open(&mut self) {
        self.share_menu = None;
        let items = self.share_items();
        let el = view::create(&self.doc, "div");
        el.set_class_name("share-menu");
        let _ = el.set_attribute("role", "menu");
        let _ = el.set_attribute("aria-label", "Share");
        let _ = el.set_attribute("data-share-menu", "");
        let mut html = String::new();
        for it in &items {
            let action = it.kind.action();
            html.push_str(&format!(
                "<button type=\"button\" role=\"menuitem\" data-action=\"{action}\" data-link=\"{}\">{}</button>",
                escape(&it.link),
                escape(&it.label)
            ));
        }
        if items.len() == 1 {
            html.push_str(
                "<p class=\"share-note\">Once you have played, you can share your game too.</p>",
            );
        }
        el.set_inner_html(&html);
        let me = self.me.clone();
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
        if let Some(share) = self
            .root
            .query_selector(".bar [data-action=\"share\"]")
            .ok()
            .flatten()
        {
            let _ = share.set_attribute("aria-expanded", "true");
            let _ = share.after_with_node_1(&el);
            place_under(&el, &share);
        } else {
            let _ = self.root.append_child(&el);
        }
        if let Some(first) = el
            .query_selector("[role=menuitem]")
            .ok()
            .flatten()
            .and_then(|b| b.dyn_into::<HtmlElement>().ok())
        {
            let _ = first.focus();
        }
        self.share_menu = Some(Menu { el, _keys: keys });
    }

    pub(super) fn share_menu_close(&mut self) {
        if self.share_menu.take().is_some() {
            if let Some(share) = self
                .root
                .query_selector(".bar [data-action=\"share\"]")
                .ok()
                .flatten()
            {
                let _ = share.set_attribute("aria-expanded", "false");
                if let Some(b) = share.dyn_ref::<HtmlElement>() {
                    let _ = b.focus();
                }
            }
        }
    }

    /// A menu item: copies its text.
    pub(super) fn share_what(&mut self, kind: ShareKind) {
        let item = self.share_items().into_iter().find(|i| i.kind == kind);
        self.share_menu_close();
        match item {
            Some(item) => {
                self.core.share_chosen(kind, item.link);
                self.copy_text(&item.text);
            }
            None => self.core.share_closed(),
        }
    }

    /// Puts `text` on the clipboard; `Input::Copied` follows.
    fn copy_text(&mut self, text: &str) {
        let navigator = self.window.navigator();
        let has_clipboard = Reflect::get(&navigator, &"clipboard".into())
            .map(|c| !c.is_undefined() && !c.is_null())
            .unwrap_or(false);
        if !has_clipboard {
            self.me.send(Input::Copied(false));
            return;
        }
        let promise = navigator.clipboard().write_text(text);
        let (me, me2) = (self.me.clone(), self.me.clone());
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
