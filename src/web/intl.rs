//! The browser's `Intl` writes the table's numbers and dates
//! ([`crate::table::words::Intl`]): `Intl.NumberFormat` and
//! `Intl.DateTimeFormat` in the table's language, each made once per
//! language and style and kept.
//!
//! The first `Intl` formatter a page makes costs about 130 ms on a phone
//! (4x CPU: the browser loads its locale data), so the first table does
//! without one: the whole numbers it writes (a pile's cards, the moves) are
//! below 1000, which every language but Arabic writes in plain ASCII
//! digits ([`plain_digits`]; the browser test `plain_digits_are_intls`
//! holds it to `Intl`). The formatter is made once the table is idle
//! ([`BrowserIntl::warm`]).

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

/// `n` as `Intl.NumberFormat` writes it in `lang`, where that is plain
/// ASCII digits: a whole number from 0 to 999, in any language but Arabic
/// (whose digits depend on the browser), with no group separator (none
/// below 1000) and no sign.
pub fn plain_digits(lang: Lang, n: f64, style: NumberStyle) -> Option<String> {
    let whole = n.fract() == 0.0 && (0.0..1000.0).contains(&n);
    (style == NumberStyle::Decimal && whole && lang != Lang::Ar).then(|| format!("{}", n as u16))
}

impl BrowserIntl {
    /// Makes `lang`'s number formatter now (the table is idle), so that
    /// the first number that needs it (a percentage, a date, 1000 or more)
    /// does not pay for it during an interaction.
    pub fn warm(&self, lang: Lang) {
        self.number_format(lang, NumberStyle::Decimal);
    }

    /// `lang`'s `Intl.NumberFormat` in `style` (its `format`), made once
    /// and kept.
    fn number_format(&self, lang: Lang, style: NumberStyle) -> Function {
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
        f.clone()
    }
}

impl words::Intl for BrowserIntl {
    fn number(&self, lang: Lang, n: f64, style: NumberStyle) -> String {
        if let Some(digits) = plain_digits(lang, n, style) {
            return digits;
        }
        // Plain digits rather than nothing.
        call(&self.number_format(lang, style), &n.into())
            .unwrap_or_else(|| words::Plain.number(lang, n, style))
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
