//! Fetches a grade file (`Effect::FetchGrades`) from the build's folder
//! (`MountOptions::assets`, `grades/`) and hands its bytes to the core
//! (`Input::Grades`), or why it could not. It decides nothing: which file,
//! when, and what its bytes mean are `table::grades`'s.

use super::language::then;
use super::Handle;
use crate::table::grades::GradeFile;
use crate::table::input::Input;
use js_sys::{ArrayBuffer, Promise, Uint8Array};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::Response;

/// Fetches `file` from `assets`; `Input::Grades` answers, always once.
pub(super) fn fetch(assets: &str, file: GradeFile, me: &Handle) {
    let Some(window) = web_sys::window() else {
        me.send(Input::Grades(file, Err("no window".into())));
        return;
    };
    let url = format!("{assets}{}", file.path());
    let shown = file.path();
    let body = Closure::once_into_js(move |r: JsValue| -> JsValue {
        match r.dyn_into::<Response>() {
            Ok(r) if r.ok() => r.array_buffer().map_or_else(|e| e, JsValue::from),
            Ok(r) => Promise::reject(&format!("HTTP {} for {shown}", r.status()).into()).into(),
            Err(_) => Promise::reject(&"no response".into()).into(),
        }
    });
    let (me1, me2, me3) = (me.clone(), me.clone(), me.clone());
    let ok = Closure::once_into_js(move |buffer: JsValue| {
        let bytes = buffer
            .dyn_into::<ArrayBuffer>()
            .map(|b| Uint8Array::new(&b).to_vec())
            .map_err(|_| "not bytes".to_string());
        me1.send(Input::Grades(file, bytes));
    });
    let err = Closure::once_into_js(move |e: JsValue| {
        let why = e
            .as_string()
            .or_else(|| {
                e.dyn_ref::<js_sys::Error>()
                    .map(|e| String::from(e.message()))
            })
            .unwrap_or_else(|| "the browser could not fetch it".into());
        me2.send(Input::Grades(file, Err(why)));
    });
    let got = window.fetch_with_str(&url);
    let answered = then(&got, &body, &JsValue::UNDEFINED).and_then(|p| then(&p, &ok, &err));
    if answered.is_none() {
        // Never answered otherwise: the core would wait for it.
        me3.send(Input::Grades(
            file,
            Err("the browser could not fetch it".into()),
        ));
    }
}
