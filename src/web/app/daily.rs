//! The daily deal at the table: `?daily` / `?daily=YYYY-MM-DD` and the
//! Daily button. The day's deal comes from the solver's module (in its Web
//! Worker: `Solver.dailyDeal`, `docs/daily.md`) and is remembered in
//! `patience:daily`, so a reload shows it at once.
//!
//! While the solver has not answered, the table shows the date's first
//! candidate (nearly always the day's deal) and takes no moves; if the
//! answer is another deal, that one is dealt. A daily game's results go to
//! the daily statistics (days played and won, streaks, the calendar) as
//! well as to the ordinary ones.

use crate::engine::daily::{candidate, DailyDate};
use crate::engine::{DealNumber, Variant};
use crate::table::words::{Arg, Words};
use crate::web::daily::{self as record, DailyRecord};
use crate::web::link::DailyAsk;
use crate::web::storage::Local;
use web_sys::Element;

/// Today's UTC date by the browser's clock.
pub(super) fn today() -> DailyDate {
    let secs = js_sys::Date::now() / 1000.0;
    DailyDate::from_unix_seconds(if secs.is_finite() && secs > 0.0 {
        secs as u64
    } else {
        0
    })
    .unwrap_or(DailyDate::FIRST)
}

/// The date a daily link asks for.
pub(super) fn date(ask: DailyAsk) -> DailyDate {
    match ask {
        DailyAsk::Today => today(),
        DailyAsk::On(date) => date,
    }
}

/// The day's deal if it was found before (on this browser).
pub(super) fn known(
    storage: Option<&Local>,
    variant: Variant,
    date: DailyDate,
) -> Option<DealNumber> {
    record::load(storage?, None).deal(variant, date)
}

/// The deal to show while the solver is asked: the date's first
/// candidate.
pub(super) fn first_guess(variant: Variant, date: DailyDate) -> DealNumber {
    candidate(variant, date, 0)
}

/// Shows the deal number in `label` (with the date for a daily deal) and
/// the daily date on the `table` element (`data-daily`).
pub(super) fn show_label(
    label: &Element,
    table: &Element,
    deal: DealNumber,
    daily: Option<DailyDate>,
    words: &Words,
) {
    let text = match daily {
        Some(date) => words.with(
            "daily-deal-label",
            &[
                ("deal", Arg::Text(deal.to_string())),
                ("date", Arg::Date(date)),
            ],
        ),
        None => deal.to_string(),
    };
    label.set_text_content(Some(&text));
    match daily {
        Some(date) => {
            let _ = table.set_attribute("data-daily", &date.to_string());
        }
        None => {
            let _ = table.remove_attribute("data-daily");
        }
    }
}

/// The daily part of the statistics dialog, of the days `kept` and the
/// game shown, in `words`.
pub(super) fn stats_html(kept: Option<DailyRecord>, variant: Variant, words: &Words) -> String {
    record::html(&kept.unwrap_or_default(), variant, today(), words)
}
