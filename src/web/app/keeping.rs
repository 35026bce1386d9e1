//! The records kept: the saved game, the settings, the statistics' facts and daily days written, refused writes told and tried again, the statistics dialog's acts.

use super::*;

impl App {
    /// Where this table's saved play is kept, if anywhere.
    pub(super) fn saves(&self) -> Option<(&Local, &storage::Scope)> {
        self.records.storage().zip(self.options.save.as_ref())
    }

    pub(super) fn save(&self) {
        let Some((storage, scope)) = self.saves() else {
            return;
        };
        if self.replay.is_some() {
            // A replay being watched is not the player's game.
            return;
        }
        let mut saved = Saved::of(
            self.core.view().game(),
            self.core.view().deal(),
            (self.elapsed_ms() / 1000.0) as u64,
        );
        saved.tally = self.core.view().tally();
        saved.daily = self.core.daily_date().map(|d| d.to_string());
        // Its place in the game's history across tabs (`table::elsewhere`).
        let key = scope.save_key(self.core.view().variant(), self.core.view().deal());
        let stored = storage.get_item(&key).ok().flatten();
        let stamp = self
            .core
            .save_stamp::<Wire>(scope, stored.as_deref(), &self.records.id());
        (saved.v, saved.w) = (stamp.v, stamp.w);
        self.kept(storage::store(storage, scope, &saved));
    }

    pub(super) fn store_settings(&self) {
        if let Some(storage) = self.records.storage() {
            self.kept(self.core.view().settings().store(storage));
        }
    }

    /// Where every write to `localStorage` ends (see `Records::kept`).
    pub(super) fn kept(&self, result: Result<(), WriteError>) {
        match self.records.kept(result) {
            Some(Then::Say(notice)) => self.say(&notice.words(self.core.words())),
            Some(Then::Retry) => self.records_retry(),
            None => {}
        }
    }

    /// Reading the statistics: statistics set aside on the way are told,
    /// then as [`App::kept`].
    pub(super) fn stats_kept(&self, result: crate::web::stats::Kept) {
        let result = result.map(|aside| {
            if let Some(aside) = aside {
                let aside = aside.stored_under(&self.options.storage_prefix);
                let text = Notice::SetAside(aside).words(self.core.words());
                self.say(&text);
                self.dialogs.stats_message(&text);
            }
        });
        self.kept(result);
    }

    /// Tries again every write that was refused: the saved game and the
    /// statistics' facts.
    pub(super) fn records_retry(&self) {
        if !self.records.retry() {
            return;
        }
        self.save();
        self.stats_write();
        if self.records.retried() {
            self.kept(Ok(()));
        }
    }

    /// The page is hidden (perhaps for good): the game is saved, and what
    /// waits is tried once more.
    pub(super) fn page_hide(&self) {
        self.save();
        self.stats_write();
    }

    /// Writes this table's facts and daily days, if any wait.
    pub(super) fn stats_write(&self) {
        if let Some(result) = self.records.write() {
            self.kept(result);
        }
    }

    /// Records and writes a day's result of a daily deal.
    pub(super) fn daily_record(&self, variant: Variant, date: DailyDate, result: DayResult) {
        self.records.record_day(variant, date, result);
        self.stats_write();
    }

    /// Records events of the game as facts and writes them.
    pub(super) fn stats_change(&self, ops: impl IntoIterator<Item = crate::web::stats::Op>) {
        self.records.record(ops, js_sys::Date::now() as u64);
        self.stats_write();
    }

    /// Records the statistics' `ops` (written once the change is painted,
    /// `Later`) and writes the daily deal's `days` (see `Effect::Record`).
    pub(super) fn stats_track(
        &mut self,
        ops: Vec<crate::web::stats::Op>,
        days: Vec<DayResult>,
        of: Option<(Variant, DailyDate)>,
    ) {
        if self.records.storage().is_none() {
            return;
        }
        if !ops.is_empty() {
            self.records.record(ops, js_sys::Date::now() as u64);
            // (The change's `Effect::Settled` asked for the frame.)
            self.later.records = true;
        }
        if let Some((variant, date)) = of {
            for day in days {
                self.daily_record(variant, date, day);
            }
        }
    }

    /// Before the table leaves a game: played and not won is a loss.
    pub(super) fn stats_leave(&mut self) {
        self.stats_count(|s, wall| s.count_leave(wall));
    }

    /// Records what the session counts now (`count`, given the time in
    /// seconds), where there are records.
    pub(super) fn stats_count(
        &mut self,
        count: fn(&mut TableState, u64) -> Vec<crate::web::stats::Op>,
    ) {
        if self.records.storage().is_none() {
            return;
        }
        let ops = count(&mut self.core, seconds_now());
        if !ops.is_empty() {
            self.stats_change(ops);
        }
    }

    pub(super) fn current_stats(&self) -> Option<crate::web::stats::Stats> {
        let (s, kept) = self.records.stats()?;
        self.stats_kept(kept);
        Some(s)
    }

    pub(super) fn show_stats_table(&self) {
        let read = self.current_stats().map(|s| (s, self.records.daily()));
        self.dialogs.show_stats(&dialogs::stats_html(
            read,
            self.core.view().variant(),
            self.core.words(),
        ));
    }

    pub(super) fn stats_reset(&mut self) {
        let Some(result) = self.records.reset(js_sys::Date::now() as u64) else {
            return;
        };
        self.kept(result);
        self.show_stats_table();
        self.dialogs
            .stats_message(&self.core.words().get("stats-reset-done"));
    }

    /// Downloads the statistics as a JSON file.
    pub(super) fn stats_export(&mut self) {
        let Some(s) = self.current_stats() else {
            return;
        };
        match dialogs::download(&self.doc, &s.export_json::<Wire>()) {
            Ok(name) => self.dialogs.stats_message(
                &self
                    .core
                    .words()
                    .with("stats-exported", &[("file", Arg::Text(name))]),
            ),
            Err(_) => self
                .dialogs
                .stats_message(&self.core.words().get("stats-export-refused")),
        }
    }

    /// Imports a chosen file's text (or says why it could not be read).
    pub(super) fn stats_import(&mut self, text: Result<String, ImportFailed>) {
        let now = js_sys::Date::now() as u64;
        let words = self.core.words().clone();
        let result = match text {
            Ok(t) => match self.records.import(&t, now) {
                Some(result) => result.map_err(|e| e.words(&words)),
                None => return,
            },
            Err(why) => Err(words.get(why.message())),
        };
        match result {
            Ok(crate::web::stats::Imported { added, kept }) => {
                self.kept(kept.map(|_| ()));
                self.show_stats_table();
                self.dialogs.stats_message(&if added == 0 {
                    words.get("stats-imported-none")
                } else {
                    words.with("stats-imported", &[("count", Arg::Num(added as f64))])
                });
            }
            Err(why) => self
                .dialogs
                .stats_message(&words.with("stats-import-unchanged", &[("why", Arg::Text(why))])),
        }
    }
}
