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

use super::super::daily::{self as record, DayResult};
use super::*;
use crate::engine::daily::{candidate, DailyDate};
use crate::table::solver_session::DailyMiss;
use crate::table::state::DailyFound;
use link::DailyAsk;

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

impl App {
    /// The date a daily link asks for.
    pub(super) fn daily_date(ask: DailyAsk) -> DailyDate {
        match ask {
            DailyAsk::Today => today(),
            DailyAsk::On(date) => date,
        }
    }

    /// The day's deal if it was found before (on this browser).
    pub(super) fn daily_known(
        storage: Option<&Storage>,
        variant: Variant,
        date: DailyDate,
    ) -> Option<DealNumber> {
        record::load(storage?, None).deal(variant, date)
    }

    /// The deal to show while the solver is asked: the date's first
    /// candidate.
    pub(super) fn daily_first_guess(variant: Variant, date: DailyDate) -> DealNumber {
        candidate(variant, date, 0)
    }

    /// The Daily button: today's deal of the game shown.
    pub(super) fn daily_open(&mut self, ask: DailyAsk) {
        let variant = self.core.session.variant();
        let date = Self::daily_date(ask);
        self.replay_close();
        match Self::daily_known(self.storage.as_ref(), variant, date) {
            Some(deal) => self.daily_show(variant, date, deal),
            None => {
                let guess = Self::daily_first_guess(variant, date);
                self.daily_show(variant, date, guess);
                self.daily_ask(variant, date);
            }
        }
    }

    /// Asks the solver for the day's deal; the table waits for it.
    pub(super) fn daily_ask(&mut self, variant: Variant, date: DailyDate) {
        let words = self.core.daily_asked(variant, date);
        let _ = self.root.set_attribute("data-daily-pending", "");
        self.say(&words);
        self.solver_daily(variant, date);
    }

    /// The solver's answer, or why there is none.
    pub(super) fn daily_found(
        &mut self,
        variant: Variant,
        date: DailyDate,
        deal: Result<DealNumber, DailyMiss>,
    ) {
        let found = self.core.daily_found(variant, date, deal);
        if found != DailyFound::Stale {
            let _ = self.root.remove_attribute("data-daily-pending");
        }
        match found {
            DailyFound::Stale => {}
            DailyFound::Missed(words) => {
                self.say(words);
                self.show_deal_label();
            }
            DailyFound::Found { deal, show, say } => {
                if let Some(storage) = &self.storage {
                    self.kept(record::remember_deal(storage, variant, date, deal, today()));
                }
                if show {
                    self.daily_show(variant, date, deal);
                }
                self.say(&say);
            }
        }
    }

    /// Shows `deal` as `date`'s daily deal (its saved game if there is one).
    fn daily_show(&mut self, variant: Variant, date: DailyDate, deal: DealNumber) {
        self.cancel_drag();
        self.save();
        let restored = match self
            .saves()
            .map(|(s, scope)| storage::load(s, scope, variant, deal))
        {
            Some(Loaded::Game(r)) => Some(*r),
            _ => None,
        };
        let mut r = restored.unwrap_or_else(|| Restored::fresh(variant, deal));
        r.deal = deal;
        r.daily = Some(date);
        self.core.show(r);
        self.start_deal();
        self.deal_in();
        self.dealt(false);
    }

    /// The deal number's label (with the date for a daily deal).
    pub(super) fn show_deal_label(&mut self) {
        let text = match self.core.daily_date() {
            Some(date) => format!("{} · daily {date}", self.core.session.deal()),
            None => self.core.session.deal().to_string(),
        };
        self.controls.deal_label.set_text_content(Some(&text));
        self.grade_deal_shown();
        match self.core.daily_date() {
            Some(date) => {
                let _ = self.table.set_attribute("data-daily", &date.to_string());
            }
            None => {
                let _ = self.table.remove_attribute("data-daily");
            }
        }
    }

    /// A daily game was played (its first move) or won.
    pub(super) fn daily_result(&self, result: DayResult) {
        if let Some(date) = self.core.daily_date() {
            self.daily_record(self.core.session.variant(), date, result);
        }
    }

    /// The daily part of the statistics dialog.
    pub(super) fn daily_stats_html(&self) -> String {
        let r = self.daily_load().unwrap_or_default();
        record::html(&r, self.core.session.variant(), today())
    }
}
