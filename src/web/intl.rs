//! The browser's `Intl` writes the table's numbers and dates
//! ([`crate::table::words::Intl`]): `Intl.NumberFormat` and
//! `Intl.DateTimeFormat` in the table's language, each made once per
//! language and style and kept.

use crate::engine::daily::DailyDate;
use crate::table::words::{self, Lang, NumberStyle};
use js_sys::{Array, Function, Object, Reflect};
use std::cell::RefCell;
use std::collections::HashMap;
use wasm_bindgen::JsValue;

/// The browser's `Intl`, its formatters kept by language and style.
#[derive(Default)]
pub struct BrowserIntl {
    numbers: RefCell<HashMap<(Lang, NumberStyle), Function>>,
    dates: RefCell<HashMap<Lang, Function>>,
}

/// The tag `Intl` is given: the pseudo-locale's numbers are English's.
fn locales(lang: Lang) -> Array {
    let tag = match lang {
        Lang::Pseudo => Lang::En.tag(),
        l => l.tag(),
    };
    Array::of1(&tag.into())
}

fn options(pairs: &[(&str, JsValue)]) -> Object {
    let o = Object::new();
    for (k, v) in pairs {
        let _ = Reflect::set(&o, &(*k).into(), v);
    }
    o
}

/// `f(value)` as text, if it gave one (a formatter that throws, or a
/// page that replaced `Intl` with something else, gives none).
fn call(f: &Function, value: &JsValue) -> Option<String> {
    f.call1(&JsValue::NULL, value)
        .ok()
        .and_then(|s| s.as_string())
        .filter(|s| !s.is_empty())
}

impl words::Intl for BrowserIntl {
    fn number(&self, lang: Lang, n: f64, style: NumberStyle) -> String {
        let mut numbers = self.numbers.borrow_mut();
        let f = numbers.entry((lang, style)).or_insert_with(|| {
            let o = match style {
                NumberStyle::Decimal => options(&[]),
                NumberStyle::Percent => options(&[
                    ("style", "percent".into()),
                    ("maximumFractionDigits", 0.into()),
                ]),
            };
            js_sys::Intl::NumberFormat::new(&locales(lang), &o).format()
        });
        // Plain digits rather than nothing.
        call(f, &n.into()).unwrap_or_else(|| words::Plain.number(lang, n, style))
    }

    fn date(&self, lang: Lang, day: DailyDate) -> String {
        let mut dates = self.dates.borrow_mut();
        let f = dates.entry(lang).or_insert_with(|| {
            // The day as UTC: a daily date is a UTC day wherever the player is.
            let o = options(&[("dateStyle", "long".into()), ("timeZone", "UTC".into())]);
            js_sys::Intl::DateTimeFormat::new(&locales(lang), &o).format()
        });
        let ms = f64::from(day.days()) * 86_400_000.0;
        call(f, &js_sys::Date::new(&ms.into()).into())
            .unwrap_or_else(|| words::Plain.date(lang, day))
    }
}
