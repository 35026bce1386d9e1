//! The settings dialog's controls: a `change` event read as the message it
//! asks for, and the statistics file chosen for import. The settings
//! themselves (`patience:settings`) are [`crate::table::records::settings`],
//! named here as the web layer's own.

use super::app::Msg;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, Event, HtmlInputElement, HtmlSelectElement};

pub use crate::table::records::settings::*;

/// The message for a `change` event on a settings control, if it is one.
/// The statistics file input is read here and sends `StatsImport` when
/// the file's text is ready.
pub fn change_msg(e: &Event, me: &super::app::Handle) -> Option<Msg> {
    let target: Element = e.target()?.dyn_into().ok()?;
    let control = target.get_attribute("data-control")?;
    if let Some(input) = target.dyn_ref::<HtmlInputElement>() {
        let on = input.checked();
        return match control.as_str() {
            "draw" if on => Some(Msg::SelectDraw(input.value())),
            "spaces" if on => Some(Msg::SelectSpaces(input.value())),
            "autoplay" => Some(Msg::Setting(Setting::Autoplay(on))),
            "four-colour" => Some(Msg::Setting(Setting::FourColour(on))),
            "left-handed" => Some(Msg::Setting(Setting::LeftHanded(on))),
            "stats-import" => {
                read_file(input, me);
                None
            }
            _ => None,
        };
    }
    let value = target.dyn_ref::<HtmlSelectElement>()?.value();
    match control.as_str() {
        "speed" => Speed::parse(&value).map(|s| Msg::Setting(Setting::Speed(s))),
        "card-size" => parse_size(&value).map(|s| Msg::Setting(Setting::Size(s))),
        _ => None,
    }
}

/// Reads the chosen file's text, then sends it as `StatsImport`.
fn read_file(input: &HtmlInputElement, me: &super::app::Handle) {
    let Some(file) = input.files().and_then(|f| f.get(0)) else {
        return;
    };
    // Choosing the same file again must fire `change` again.
    input.set_value("");
    if file.size() > 1_048_576.0 {
        me.send(Msg::StatsImport(Err(
            "That file is far too large to be Patience statistics.".into(),
        )));
        return;
    }
    let (me, me2) = (me.clone(), me.clone());
    let ok = Closure::once_into_js(move |text: JsValue| {
        me.send(Msg::StatsImport(Ok(text.as_string().unwrap_or_default())));
    });
    let err = Closure::once_into_js(move |_: JsValue| {
        me2.send(Msg::StatsImport(Err("That file could not be read.".into())));
    });
    // promise.then(ok, err), with self-freeing one-shot callbacks.
    let promise = file.text();
    if let Some(then) = js_sys::Reflect::get(&promise, &"then".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
    {
        let _ = then.call2(&promise, &ok, &err);
    }
}
