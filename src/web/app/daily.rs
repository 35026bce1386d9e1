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
        let variant = self.session.variant();
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
        self.daily_wait = Some((variant, date));
        let _ = self.root.set_attribute("data-daily-pending", "");
        self.say(&format!(
            "Checking the {} daily deal of {date} with the solver…",
            variant.game.name()
        ));
        self.solver_daily(variant, date);
    }

    /// The solver's answer, or why there is none.
    pub(super) fn daily_found(
        &mut self,
        variant: Variant,
        date: DailyDate,
        deal: Result<DealNumber, DailyMiss>,
    ) {
        if self.daily_wait != Some((variant, date)) {
            return;
        }
        self.daily_wait = None;
        let _ = self.root.remove_attribute("data-daily-pending");
        let deal = match deal {
            Ok(deal) => deal,
            Err(miss) => {
                self.link_notice = None;
                self.daily = None;
                self.say(match miss {
                    DailyMiss::NoSolver => "The daily deal needs the solver, which could not be loaded in this browser: this is an ordinary deal, and it does not count as the day's.",
                    DailyMiss::TimedOut => "The solver did not answer in time, so the daily deal could not be checked: this is an ordinary deal, and it does not count as the day's. Try Daily again later.",
                });
                self.show_deal_label();
                return;
            }
        };
        if let Some(storage) = &self.storage {
            let today = today();
            self.kept(record::remember_deal(storage, variant, date, deal, today));
        }
        if deal != self.session.deal() || self.session.variant() != variant {
            self.daily_show(variant, date, deal);
        }
        let found = format!(
            "The {} daily deal of {date}: #{deal}, the same for everyone.",
            variant.game.name()
        );
        // A date the link gave that was not understood is said again.
        match self.link_notice.take() {
            Some(notice) => self.say(&format!("{notice} {found}")),
            None => self.say(&found),
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
        match restored {
            Some(r) => self.session.load(r.game, deal, r.secs, r.tally),
            None => self
                .session
                .load(Game::deal(variant, deal), deal, 0, Tally::Fresh),
        }
        self.daily = Some(date);
        self.start_deal();
        self.deal_in();
        self.dealt(false);
    }

    /// The deal number's label (with the date for a daily deal).
    pub(super) fn show_deal_label(&mut self) {
        let text = match self.daily {
            Some(date) => format!("{} · daily {date}", self.session.deal()),
            None => self.session.deal().to_string(),
        };
        self.controls.deal_label.set_text_content(Some(&text));
        self.grade_deal_shown();
        match self.daily {
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
        if let Some(date) = self.daily {
            self.daily_record(self.session.variant(), date, result);
        }
    }

    /// The daily part of the statistics dialog.
    pub(super) fn daily_stats_html(&self) -> String {
        let r = self.daily_load().unwrap_or_default();
        record::html(&r, self.session.variant(), today())
    }
}
