//! The table's language, the shell's side (`table::words` and
//! `TableState`'s language decide): it reads the languages around the
//! table (`Input::Languages`), fetches a language's message files from the
//! build's folder (`MountOptions::assets`, `locales/<tag>/`) and hands
//! their texts to the core (`Input::Words`), and draws the words again when
//! they change (`Effect::Words`): the root's `lang` and `dir`, the rules
//! dialog, the settings' language select. It decides nothing.

use super::{App, Handle};
use crate::table::input::Input;
use crate::table::words::{Lang, FILES};
use js_sys::{Array, Promise, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlSelectElement, Response};

/// The languages around the table: `host`'s own `lang`, the nearest `lang`
/// in the document around it (not on the game's own page, whose
/// `<html lang>` is the table's own and follows it), the browser's.
pub(crate) fn languages(host: Option<&Element>, page: bool) -> Input {
    let lang = |e: Option<Element>| {
        e.and_then(|e| e.get_attribute("lang"))
            .filter(|l| !l.trim().is_empty())
    };
    let element = lang(host.cloned());
    let document = if page {
        None
    } else {
        lang(
            host.and_then(|h| h.parent_element())
                .and_then(|p| p.closest("[lang]").ok().flatten()),
        )
    };
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
    }
}

/// `promise.then(ok, err)` with one-shot callbacks that free themselves.
fn then(promise: &JsValue, ok: &JsValue, err: &JsValue) -> Option<JsValue> {
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

/// Fetches `lang`'s files from `assets` and sends `Input::Words` with
/// their texts, or why not.
pub(super) fn fetch(assets: &str, lang: Lang, me: &Handle) {
    let Some(window) = web_sys::window() else {
        me.send(Input::Words(lang, Err("no window".into())));
        return;
    };
    let files = Array::new();
    for name in FILES {
        let url = format!("{assets}locales/{}/{name}", lang.tag());
        let shown = format!("locales/{}/{name}", lang.tag());
        let text = Closure::once_into_js(move |r: JsValue| -> JsValue {
            match r.dyn_into::<Response>() {
                Ok(r) if r.ok() => r.text().map_or_else(|e| e, JsValue::from),
                Ok(r) => Promise::reject(&format!("HTTP {} for {shown}", r.status()).into()).into(),
                Err(_) => Promise::reject(&"no response".into()).into(),
            }
        });
        let got = window.fetch_with_str(&url);
        if let Some(p) = then(&got, &text, &JsValue::UNDEFINED) {
            files.push(&p);
        }
    }
    let all = Promise::all(&files);
    let (me, me2, me3) = (me.clone(), me.clone(), me.clone());
    let ok = Closure::once_into_js(move |texts: JsValue| {
        let texts: Vec<String> = Array::from(&texts)
            .iter()
            .map(|t| t.as_string().unwrap_or_default())
            .collect();
        me.send(Input::Words(lang, Ok(texts)));
    });
    let err = Closure::once_into_js(move |e: JsValue| {
        me2.send(Input::Words(lang, Err(reason(&e))));
    });
    if then(&all, &ok, &err).is_none() {
        // Never answered otherwise: the core would wait for them.
        me3.send(Input::Words(
            lang,
            Err("the browser could not fetch them".into()),
        ));
    }
}

impl App {
    /// The languages' select in the settings dialog: its label and its
    /// options, each language in its own name (`locales/languages.ftl`).
    pub(super) fn language_select_fill(&self) {
        if let Ok(Some(label)) = self.root.query_selector("[data-language-label]") {
            label.set_text_content(Some(&self.core.words.get("language-label")));
        }
        if let Ok(Some(select)) = self.root.query_selector("[data-language-select]") {
            select.set_inner_html(&self.core.words.language_options());
            if let Ok(select) = select.dyn_into::<HtmlSelectElement>() {
                select.set_value(crate::table::records::settings::language_id(
                    self.core.session.settings().language,
                ));
            }
        }
    }

    /// The words changed: the root says which language it speaks and its
    /// direction (right to left for Arabic; otherwise the page's, as
    /// before), and what shows words from the message files draws them
    /// again. The cards and piles keep their order (style.css).
    pub(super) fn words_changed(&mut self) {
        let lang = self.core.words.lang();
        let targets: Vec<Element> = if self.options.page {
            // The game's own page speaks the table's language.
            let html = self.doc.document_element();
            std::iter::once(self.root.clone()).chain(html).collect()
        } else {
            vec![self.root.clone()]
        };
        for e in targets {
            let _ = e.set_attribute("lang", lang.tag());
            if lang.rtl() {
                let _ = e.set_attribute("dir", "rtl");
            } else {
                let _ = e.remove_attribute("dir");
            }
        }
        self.language_select_fill();
        crate::web::view::apply_words(&self.root, &self.core.words);
        self.controls_words_changed();
        self.show_deal_label();
        let step = self.core.session.game().moves().len();
        if let Some(bar) = &mut self.replay {
            bar.words_changed(self.core.words.clone(), step);
        }
        // The piles' and cards' names, the live region's words.
        self.board.words = self.core.words.clone();
        self.assist.words = self.core.words.clone();
        self.solver.words_changed(self.core.words.clone());
        let grade = self.core.grades.grade();
        super::solver_ui::paint_grade(&self.board.table, &self.root, grade, &self.core.words);
        if !self.board.piles.is_empty() {
            self.build_piles();
            self.assist.refresh(&mut self.board, &self.core.session);
            let _ = self
                .board
                .table
                .set_attribute("aria-label", &self.table_label());
        }
        if self.dialog("rules").is_some_and(|d| d.open()) {
            self.show_rules(self.rules_game);
        }
    }
}
