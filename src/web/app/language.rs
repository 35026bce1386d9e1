//! The table's language, the shell's side (`table::words` and
//! `TableState`'s language decide): it reads the languages around the
//! table (`Input::Languages`), fetches a language's message files from the
//! build's folder (`MountOptions::assets`, `locales/<tag>/`) and hands
//! their texts to the core (`Input::Words`; English's rules:
//! `Input::EnglishRules`), and draws the words again when
//! they change (`Effect::Words`): the root's `lang` and `dir`, the rules
//! dialog, the settings' language select. It decides nothing.

use super::Handle;
use crate::table::input::Input;
use crate::table::words::{Lang, FILES, RULES};
use js_sys::{Array, Promise, Reflect};
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, Response};

/// The languages around the table: `host`'s own `lang`, the nearest `lang`
/// in the document around it, the browser's; and whether the table is the
/// game's own page (`page`), whose `<html lang>` the table writes itself.
pub(crate) fn languages(host: Option<&Element>, page: bool) -> Input {
    let lang = |e: Option<Element>| {
        e.and_then(|e| e.get_attribute("lang"))
            .filter(|l| !l.trim().is_empty())
    };
    let element = lang(host.cloned());
    let document = lang(
        host.and_then(|h| h.parent_element())
            .and_then(|p| p.closest("[lang]").ok().flatten()),
    );
    let browser = web_sys::window()
        .map(|w| {
            w.navigator()
                .languages()
                .iter()
                .filter_map(|l| l.as_string())
                .collect()
        })
        .unwrap_or_default();
    Input::Languages {
        element,
        document,
        browser,
        own_page: page,
    }
}

/// `promise.then(ok, err)` with one-shot callbacks that free themselves.
pub(super) fn then(promise: &JsValue, ok: &JsValue, err: &JsValue) -> Option<JsValue> {
    let then: js_sys::Function = Reflect::get(promise, &"then".into())
        .ok()?
        .dyn_into()
        .ok()?;
    then.call2(promise, ok, err).ok()
}

/// Why a fetch failed, in the browser's words.
fn reason(e: &JsValue) -> String {
    e.as_string()
        .or_else(|| {
            e.dyn_ref::<js_sys::Error>()
                .map(|e| String::from(e.message()))
        })
        .unwrap_or_else(|| "the browser could not fetch them".into())
}

/// A fetch of `url`'s text (`shown`: its name in a failure's words).
fn text_of(window: &web_sys::Window, url: &str, shown: String) -> Option<JsValue> {
    let text = Closure::once_into_js(move |r: JsValue| -> JsValue {
        match r.dyn_into::<Response>() {
            Ok(r) if r.ok() => r.text().map_or_else(|e| e, JsValue::from),
            Ok(r) => Promise::reject(&format!("HTTP {} for {shown}", r.status()).into()).into(),
            Err(_) => Promise::reject(&"no response".into()).into(),
        }
    });
    then(&window.fetch_with_str(url), &text, &JsValue::UNDEFINED)
}

/// Fetches the `files` under `assets` and answers with `answer` of their
/// texts, in order, or why not.
fn fetch_texts(
    assets: &str,
    files: &[String],
    me: &Handle,
    answer: Rc<dyn Fn(Result<Vec<String>, String>) -> Input>,
) {
    let Some(window) = web_sys::window() else {
        me.send(answer(Err("no window".into())));
        return;
    };
    let all = Array::new();
    for name in files {
        if let Some(p) = text_of(&window, &format!("{assets}{name}"), name.clone()) {
            all.push(&p);
        }
    }
    let all = Promise::all(&all);
    let (me, me2, me3) = (me.clone(), me.clone(), me.clone());
    let (answer2, answer3) = (answer.clone(), answer.clone());
    let ok = Closure::once_into_js(move |texts: JsValue| {
        let texts: Vec<String> = Array::from(&texts)
            .iter()
            .map(|t| t.as_string().unwrap_or_default())
            .collect();
        me.send(answer(Ok(texts)));
    });
    let err = Closure::once_into_js(move |e: JsValue| {
        me2.send(answer2(Err(reason(&e))));
    });
    if then(&all, &ok, &err).is_none() {
        // Never answered otherwise: the core would wait for them.
        me3.send(answer3(Err("the browser could not fetch them".into())));
    }
}

/// Fetches `lang`'s files from `assets` and sends `Input::Words` with
/// their texts, or why not.
pub(super) fn fetch(assets: &str, lang: Lang, me: &Handle) {
    let files: Vec<String> = FILES
        .iter()
        .map(|name| format!("locales/{}/{name}", lang.tag()))
        .collect();
    fetch_texts(
        assets,
        &files,
        me,
        Rc::new(move |texts| Input::Words(lang, texts)),
    );
}

/// Fetches English's rules from `assets` and sends `Input::EnglishRules`
/// with their text, or why not.
pub(super) fn fetch_rules(assets: &str, me: &Handle) {
    let files = [format!("locales/en/{RULES}")];
    fetch_texts(
        assets,
        &files,
        me,
        Rc::new(|texts: Result<Vec<String>, String>| {
            Input::EnglishRules(texts.map(|mut t| t.pop().unwrap_or_default()))
        }),
    );
}
