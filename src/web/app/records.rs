//! This table's records in the browser's storage: its log of the
//! statistics' facts and its daily days (written under one writer id),
//! and the writes that wait. A write the browser refuses (a private mode,
//! a full quota) is kept (the facts in this table's log, the saved game
//! in the table itself) and tried again at the table's next write, when
//! the statistics are opened, and when the page is hidden; the player is
//! told once, and told again when writes land. The merge, the counting and
//! that policy are the core's ([`facts`], [`daily`], [`writes`]); this
//! holds the writers, the storage and the state of the writes.

use crate::engine::daily::DailyDate;
use crate::engine::Variant;
use crate::table::records::settings::Settings;
use crate::table::records::store::WriteError;
use crate::table::records::writes::{Then, Waiting, Writes};
use crate::table::records::{daily, facts};
use crate::web::stats::{self, Stats};
use crate::web::storage::Local;
use std::cell::RefCell;

/// A new random source id for this browser's statistics.
fn new_id() -> String {
    let a = getrandom::u32().unwrap_or_else(|_| (js_sys::Math::random() * 4294967295.0) as u32);
    let b = getrandom::u32().unwrap_or_else(|_| (js_sys::Math::random() * 4294967295.0) as u32);
    format!("{a:08x}{b:08x}")
}

/// The table's records and the writes that wait.
pub(super) struct Records {
    /// The page's `localStorage`, if it may use one.
    storage: Option<Local>,
    /// This table's log of the statistics' facts (`facts::Writer`).
    writer: RefCell<facts::Writer>,
    /// This table's daily days (`daily::Writer`, the same writer id).
    daily: RefCell<daily::Writer>,
    /// Refused writes and what the player was told.
    writes: RefCell<Writes>,
}

impl Records {
    pub(super) fn new(storage: Option<Local>) -> Records {
        let id = new_id();
        Records {
            storage,
            writer: RefCell::new(facts::Writer::new(&id)),
            daily: RefCell::new(daily::Writer::new(&id)),
            writes: RefCell::default(),
        }
    }

    /// This table's writer id (random per table and page load).
    pub(super) fn id(&self) -> String {
        self.writer.borrow().id().to_string()
    }

    /// The page's storage (none where it may not use one).
    pub(super) fn storage(&self) -> Option<&Local> {
        self.storage.as_ref()
    }

    /// The player's settings as stored (the defaults without storage).
    pub(super) fn settings(&self) -> Settings {
        self.storage
            .as_ref()
            .map_or_else(Settings::default, Settings::load)
    }

    /// Some write was refused and waits.
    pub(super) fn refused(&self) -> bool {
        self.writes.borrow().refused()
    }

    /// A write ended with `result`: what the app does next (see
    /// [`Writes::kept`]).
    pub(super) fn kept(&self, result: Result<(), WriteError>) -> Option<Then> {
        let writer = self.writer.borrow();
        let waiting = Waiting {
            any: writer.unwritten() || self.daily.borrow().unwritten(),
            win: writer.win_unwritten(),
        };
        self.writes.borrow_mut().kept(&result, waiting)
    }

    /// Starts a retry of every refused write: false if one is running.
    /// The app then writes the game and [`write`](Self::write)s, and
    /// ends with [`retried`](Self::retried).
    pub(super) fn retry(&self) -> bool {
        self.writes.borrow_mut().retry()
    }

    /// Ends a retry: whether every write landed.
    pub(super) fn retried(&self) -> bool {
        self.writes.borrow_mut().retried()
    }

    /// Writes this table's log of facts and its daily days, if any wait
    /// (`None` without storage).
    pub(super) fn write(&self) -> Option<Result<(), WriteError>> {
        let storage = self.storage.as_ref()?;
        let facts = self.writer.borrow_mut().write(storage);
        let days = self.daily.borrow_mut().write(storage);
        Some(facts.and(days))
    }

    /// Records a day's result of a daily deal in this table's own daily
    /// key (written at the next [`write`](Self::write)).
    pub(super) fn record_day(&self, variant: Variant, date: DailyDate, result: daily::DayResult) {
        self.daily.borrow_mut().record(variant, date, result);
    }

    /// Every daily result and deal found, this table's unwritten ones
    /// included.
    pub(super) fn daily(&self) -> Option<daily::DailyRecord> {
        let storage = self.storage.as_ref()?;
        Some(daily::load(storage, Some(&self.daily.borrow())))
    }

    /// Records events of the game at `at` (ms) as facts in this table's
    /// log (written at the next [`write`](Self::write)).
    pub(super) fn record(&self, ops: impl IntoIterator<Item = stats::Op>, at: u64) {
        let mut writer = self.writer.borrow_mut();
        for op in ops {
            writer.record(op, at);
        }
    }

    /// The statistics, every table's log and this one's unwritten facts
    /// merged, and how reading them went.
    pub(super) fn stats(&self) -> Option<(Stats, stats::Kept)> {
        Some(facts::derive(
            self.storage.as_ref()?,
            new_id,
            Some(&self.writer.borrow()),
        ))
    }

    /// Resets the statistics at `now` (ms): a fresh source from now on;
    /// the game being played no longer counts.
    pub(super) fn reset(&self, now: u64) -> Option<Result<(), WriteError>> {
        Some(facts::fold(
            self.storage.as_ref()?,
            &Stats::new(&new_id()),
            now,
        ))
    }

    /// Imports an exported file's `text` at `now` (ms), or why not.
    pub(super) fn import(
        &self,
        text: &str,
        now: u64,
    ) -> Option<Result<stats::Imported, stats::StatsError>> {
        let storage = self.storage.as_ref()?;
        let own = self.writer.borrow();
        Some(facts::import(storage, text, new_id, Some(&own), now))
    }
}
