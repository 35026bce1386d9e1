//! Daily results: for each game and option set, the UTC days whose daily
//! deal was played and won; the streaks and the calendar the statistics
//! dialog shows; and the daily deals already found (so that a reload does
//! not ask the solver again). Read and written through a [`Store`].
//!
//! Where they are kept, so that two tables or tabs finishing at the same
//! instant never undo each other's days (a key that two tabs read, change
//! and write loses one of the writes, as the statistics did):
//!
//! - each table writes the days it played to a key of its own,
//!   `patience:daily:<writer>` ([`Writer`], the same writer id as its
//!   statistics' facts), which no other table writes, whole from memory:
//!   a refused write is kept and lands with the next;
//! - `patience:daily`, where earlier releases kept every day and deal, is
//!   read and never written again;
//! - the deals found go to `patience:daily-deals`, read, changed and
//!   written ([`remember_deal`]): a deal lost there to a race costs one more
//!   question to the solver, never a result.
//!
//! [`load`] merges them all; a day's result is the best any of them says
//! (a win is never downgraded), so the merge can be done in any order and
//! any number of times.

use super::store::{Json, Store, WriteError};
use crate::engine::daily::{variant_key, DailyDate};
use crate::engine::{DealNumber, Variant};
use crate::table::words::{escape, Arg, Words};
use serde::{Deserialize, Serialize};

/// Earlier releases' record (read, never written now).
pub const KEY: &str = "patience:daily";
/// The start of each table's own key: `patience:daily:<writer>`.
pub const PREFIX: &str = "patience:daily:";
/// The daily deals found.
pub const DEALS_KEY: &str = super::DAILY_DEALS_KEY;

/// How a day's daily deal went (a win outranks a game only played).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DayResult {
    Played,
    Won,
}

/// Days of daily deals found that are kept (older ones are dropped).
const DEALS_KEPT_DAYS: u32 = 7;

/// Everything stored under [`KEY`]:
/// `{"days":[["caprice","2026-11-23","won"],…],"deals":[["caprice 2026-11-23",1962940572],…]}`
/// (lists rather than maps: they are short, and the table's module keeps
/// no map code for them).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DailyRecord {
    /// (variant key, day, result): the variant key is `lucas-leaps`,
    /// `double-canfield draw=1 spaces=any`…; one entry per variant and day.
    #[serde(default)]
    pub days: Vec<(String, DailyDate, DayResult)>,
    /// (`<variant key> <date>`, the day's deal number).
    #[serde(default)]
    pub deals: Vec<(String, u32)>,
}

/// A game's daily figures.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DailySummary {
    pub played: usize,
    pub won: usize,
    /// Consecutive days won, ending today, or yesterday when today's
    /// deal is not won yet (a streak is only broken by a day gone by
    /// without a win).
    pub current: usize,
    pub best: usize,
}

fn deal_key(variant: Variant, date: DailyDate) -> String {
    format!("{} {date}", variant_key(variant))
}

impl DailyRecord {
    /// Reads the stored text; anything unreadable starts afresh (`None`).
    pub fn parse<J: Json>(text: &str) -> Option<DailyRecord> {
        J::from_text(text).ok()
    }

    pub fn to_json<J: Json>(&self) -> String {
        J::print(self).unwrap_or_default()
    }

    fn add(&mut self, key: &str, date: DailyDate, result: DayResult) {
        match self
            .days
            .iter_mut()
            .find(|(k, d, _)| k == key && *d == date)
        {
            Some((_, _, r)) => *r = (*r).max(result),
            None => self.days.push((key.to_string(), date, result)),
        }
    }

    /// Records a day's result (a win is never downgraded).
    pub fn record(&mut self, variant: Variant, date: DailyDate, result: DayResult) {
        self.add(&variant_key(variant), date, result);
    }

    /// Adds everything `other` knows (the stored record, re-read before a
    /// write).
    pub fn merge(&mut self, other: &DailyRecord) {
        for (key, date, result) in &other.days {
            self.add(key, *date, *result);
        }
        for (k, n) in &other.deals {
            if !self.deals.iter().any(|(mine, _)| mine == k) {
                self.deals.push((k.clone(), *n));
            }
        }
    }

    /// The day's deal, if it was found before.
    pub fn deal(&self, variant: Variant, date: DailyDate) -> Option<DealNumber> {
        let key = deal_key(variant, date);
        let n = self.deals.iter().find(|(k, _)| *k == key)?.1;
        DealNumber::new(u64::from(n)).ok()
    }

    /// Remembers a day's deal; forgets those of days more than a week
    /// before `today`.
    pub fn remember_deal(
        &mut self,
        variant: Variant,
        date: DailyDate,
        deal: DealNumber,
        today: DailyDate,
    ) {
        let key = deal_key(variant, date);
        self.deals.retain(|(k, _)| *k != key);
        self.deals.push((key, deal.get()));
        let oldest = today.days().saturating_sub(DEALS_KEPT_DAYS);
        self.deals.retain(|(k, _)| {
            k.rsplit(' ')
                .next()
                .and_then(|d| d.parse::<DailyDate>().ok())
                .is_some_and(|d| d.days() >= oldest)
        });
    }

    /// The result of `date`'s deal, if it was played.
    pub fn result(&self, variant: Variant, date: DailyDate) -> Option<DayResult> {
        let key = variant_key(variant);
        self.days
            .iter()
            .find(|(k, d, _)| *k == key && *d == date)
            .map(|(_, _, r)| *r)
    }

    /// Played, won and the streaks of `variant`, as of `today`.
    pub fn summary(&self, variant: Variant, today: DailyDate) -> DailySummary {
        let key = variant_key(variant);
        let mine = || self.days.iter().filter(|(k, _, _)| *k == key);
        let won: Vec<u32> = mine()
            .filter(|(_, _, r)| *r == DayResult::Won)
            .map(|(_, d, _)| d.days())
            .collect();
        let is_won = |d: u32| won.contains(&d);
        // The run of won days ending on `last`.
        let run_to = |last: u32| (0..=last).take_while(|k| is_won(last - k)).count();
        // Each run counted from its last day (the day after it is not won).
        let best = won
            .iter()
            .filter(|&&d| !is_won(d + 1))
            .map(|&d| run_to(d))
            .max()
            .unwrap_or(0);
        // Today's run, or yesterday's while today's deal is not won yet.
        let t = today.days();
        let current = if is_won(t) {
            run_to(t)
        } else if t > 0 && is_won(t - 1) {
            run_to(t - 1)
        } else {
            0
        };
        DailySummary {
            played: mine().count(),
            won: won.len(),
            current,
            best,
        }
    }

    /// The calendar of the last `weeks` weeks, Monday first, the last week
    /// being today's: each day with its result (days after today are left
    /// out of the last week).
    pub fn calendar(
        &self,
        variant: Variant,
        today: DailyDate,
        weeks: u32,
    ) -> Vec<(DailyDate, Option<DayResult>)> {
        let monday = today.days() - today.weekday();
        let first = monday.saturating_sub(7 * (weeks.max(1) - 1));
        (first..=today.days())
            .filter_map(DailyDate::from_days)
            .map(|d| (d, self.result(variant, d)))
            .collect()
    }
}

/// One key's record (none, or unreadable: an empty one; an unreadable
/// key is never written over, as only [`DEALS_KEY`] is written by more
/// than one table, and it holds no results).
fn read<S: Store + ?Sized>(store: &S, key: &str) -> DailyRecord {
    store
        .read(key)
        .and_then(|t| DailyRecord::parse::<S::Json>(&t))
        .unwrap_or_default()
}

/// Everything stored: earlier releases' record, every table's days and
/// the deals found; `own` is this table's writer, taken from memory
/// (written or not).
pub fn load<S: Store + ?Sized>(store: &S, own: Option<&Writer>) -> DailyRecord {
    let mut r = read(store, KEY);
    r.merge(&read(store, DEALS_KEY));
    for k in store.keys() {
        match k.strip_prefix(PREFIX) {
            Some(id) if own.is_none_or(|o| o.id != id) => r.merge(&read(store, &k)),
            _ => {}
        }
    }
    if let Some(own) = own {
        r.merge(&own.days);
    }
    r
}

/// Remembers the day's deal in [`DEALS_KEY`] (read, changed, written: a
/// deal lost to another tab's write is asked of the solver again).
pub fn remember_deal<S: Store + ?Sized>(
    store: &S,
    variant: Variant,
    date: DailyDate,
    deal: DealNumber,
    today: DailyDate,
) -> Result<(), WriteError> {
    let mut r = read(store, DEALS_KEY);
    r.days.clear();
    r.remember_deal(variant, date, deal, today);
    store.write(DEALS_KEY, &r.to_json::<S::Json>())
}

/// One table's daily days, kept in memory and written whole under its own
/// key, [`PREFIX`]`<id>`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Writer {
    id: String,
    days: DailyRecord,
    unwritten: bool,
}

impl Writer {
    /// The writer `id` (the table's, unique per table and page load).
    pub fn new(id: &str) -> Writer {
        Writer {
            id: id.to_string(),
            days: DailyRecord::default(),
            unwritten: false,
        }
    }

    /// Records a day's result (a win is never downgraded).
    pub fn record(&mut self, variant: Variant, date: DailyDate, result: DayResult) {
        self.days.record(variant, date, result);
        self.unwritten = true;
    }

    /// Whether days wait to be written.
    pub fn unwritten(&self) -> bool {
        self.unwritten
    }

    /// Writes every day this table recorded (nothing if nothing waits); a
    /// refused write keeps them waiting.
    pub fn write<S: Store + ?Sized>(&mut self, store: &S) -> Result<(), WriteError> {
        if !self.unwritten {
            return Ok(());
        }
        super::room::write(
            store,
            &format!("{PREFIX}{}", self.id),
            &self.days.to_json::<S::Json>(),
        )
        .1?;
        self.unwritten = false;
        Ok(())
    }
}

/// Plain words for a streak ("3 days").
pub fn days(n: usize, w: &Words) -> String {
    w.with("daily-stats-days", &[("count", Arg::from(n))])
}

/// The daily part of the statistics dialog for `variant`, in `w`
/// (`daily-stats-…`, `daily-calendar-…`, `daily-day-…`).
pub fn html(record: &DailyRecord, variant: Variant, today: DailyDate, w: &Words) -> String {
    let s = record.summary(variant, today);
    let t = |id: &str| escape(&w.get(id));
    let mut out = format!(
        "<h3>{}</h3><dl class=\"daily-figures\" data-daily-stats data-played=\"{}\" data-won=\"{}\" data-streak=\"{}\" data-best-streak=\"{}\"><div><dt>{}</dt><dd>{}</dd></div><div><dt>{}</dt><dd>{}</dd></div><div><dt>{}</dt><dd>{}</dd></div><div><dt>{}</dt><dd>{}</dd></div></dl>",
        t("daily-stats-heading"),
        s.played,
        s.won,
        s.current,
        s.best,
        t("daily-stats-played"),
        w.number(s.played as f64),
        t("daily-stats-won"),
        w.number(s.won as f64),
        t("daily-stats-streak"),
        escape(&days(s.current, w)),
        t("daily-stats-best-streak"),
        escape(&days(s.best, w))
    );
    out.push_str(&format!(
        "<table class=\"daily-calendar\" data-daily-calendar><caption>{}</caption><thead><tr>",
        t("daily-calendar-caption")
    ));
    for d in ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] {
        out.push_str(&format!(
            "<th scope=\"col\">{}</th>",
            t(&format!("daily-calendar-{d}"))
        ));
    }
    out.push_str("</tr></thead><tbody>");
    let cal = record.calendar(variant, today, 5);
    for week in cal.chunks(7) {
        out.push_str("<tr>");
        for (date, result) in week {
            let (state, mark) = match result {
                Some(DayResult::Won) => ("won", "✓"),
                Some(DayResult::Played) => ("played", "•"),
                None => ("none", ""),
            };
            let words = w.get(&format!("daily-day-{state}"));
            let title = w.with(
                "daily-day-title",
                &[
                    ("date", Arg::Date(*date)),
                    ("words", Arg::Text(words.clone())),
                ],
            );
            let (_, _, day) = date.ymd();
            let today_mark = if *date == today {
                " aria-current=\"date\""
            } else {
                ""
            };
            out.push_str(&format!(
                "<td data-date=\"{date}\" data-day=\"{state}\" title=\"{}\"{today_mark}><span>{day}</span><b aria-hidden=\"true\">{mark}</b><span class=\"sr-only\">{}</span></td>",
                escape(&title),
                escape(&words)
            ));
        }
        out.push_str("</tr>");
    }
    out.push_str("</tbody></table>");
    out
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::engine::GameId;
    use crate::table::records::store::{MemoryStore, SerdeJson};

    fn d(text: &str) -> DailyDate {
        text.parse().unwrap()
    }

    #[test]
    fn streaks_count_consecutive_won_days() {
        let v = Variant::new(GameId::LucasLeaps);
        let mut r = DailyRecord::default();
        for day in [
            "2026-11-01",
            "2026-11-02",
            "2026-11-03",
            "2026-11-10",
            "2026-11-21",
            "2026-11-22",
        ] {
            r.record(v, d(day), DayResult::Won);
        }
        r.record(v, d("2026-11-05"), DayResult::Played);
        // A later "played" never downgrades a win.
        r.record(v, d("2026-11-22"), DayResult::Played);
        let s = r.summary(v, d("2026-11-23"));
        assert_eq!((s.played, s.won, s.current, s.best), (7, 6, 2, 3));
        // Today won: the streak grows; two days later it is over.
        r.record(v, d("2026-11-23"), DayResult::Won);
        assert_eq!(r.summary(v, d("2026-11-23")).current, 3);
        assert_eq!(r.summary(v, d("2026-11-24")).current, 3);
        assert_eq!(r.summary(v, d("2026-11-25")).current, 0);
        // Other games keep their own days.
        assert_eq!(
            r.summary(Variant::new(GameId::Caprice), d("2026-11-23")),
            DailySummary::default()
        );
    }

    #[test]
    fn merging_keeps_both_writers_days() {
        let v = Variant::new(GameId::Caprice);
        let mut a = DailyRecord::default();
        a.record(v, d("2026-11-20"), DayResult::Won);
        a.record(v, d("2026-11-21"), DayResult::Played);
        let mut b = DailyRecord::default();
        b.record(v, d("2026-11-21"), DayResult::Won);
        b.record(v, d("2026-11-22"), DayResult::Played);
        a.merge(&b);
        assert_eq!(a.result(v, d("2026-11-20")), Some(DayResult::Won));
        assert_eq!(a.result(v, d("2026-11-21")), Some(DayResult::Won));
        assert_eq!(a.result(v, d("2026-11-22")), Some(DayResult::Played));
        let text = a.to_json::<SerdeJson>();
        assert_eq!(DailyRecord::parse::<SerdeJson>(&text), Some(a));
        assert_eq!(DailyRecord::parse::<SerdeJson>("{\"days\":7}"), None);
        assert!(
            text.starts_with("{\"days\":[[\"caprice\",\"2026-11-20\",\"won\"]"),
            "{text}"
        );
    }

    #[test]
    fn the_calendar_ends_today_monday_first() {
        let v = Variant::new(GameId::Caprice);
        let mut r = DailyRecord::default();
        r.record(v, d("2026-11-23"), DayResult::Won);
        // 2026-11-25 is a Wednesday.
        let cal = r.calendar(v, d("2026-11-25"), 5);
        assert_eq!(cal.len(), 4 * 7 + 3);
        assert_eq!(cal[0].0.weekday(), 0);
        assert_eq!(cal.last().unwrap().0, d("2026-11-25"));
        assert!(cal.contains(&(d("2026-11-23"), Some(DayResult::Won))));
        let html = html(&r, v, d("2026-11-25"), &Words::english());
        assert!(html.contains("data-date=\"2026-11-23\" data-day=\"won\""));
    }

    #[test]
    fn found_deals_are_remembered_for_a_week() {
        let v = Variant::new(GameId::Caprice);
        let mut r = DailyRecord::default();
        let n = DealNumber::new(77).unwrap();
        r.remember_deal(v, d("2026-11-01"), n, d("2026-11-01"));
        assert_eq!(r.deal(v, d("2026-11-01")), Some(n));
        r.remember_deal(v, d("2026-11-20"), n, d("2026-11-20"));
        assert_eq!(r.deal(v, d("2026-11-01")), None);
        assert_eq!(r.deal(v, d("2026-11-20")), Some(n));
    }

    #[test]
    fn two_tables_finishing_at_the_same_instant_keep_both_days() {
        // Each writes its own key: however the writes interleave (both
        // read before either writes), both days are there.
        let v = Variant::new(GameId::Caprice);
        let ll = Variant::new(GameId::LucasLeaps);
        let store = MemoryStore::new();
        let (mut a, mut b) = (Writer::new("aaaa"), Writer::new("bbbb"));
        for round in 0..10 {
            let day = DailyDate::from_days(d("2026-11-01").days() + round).unwrap();
            a.record(v, day, DayResult::Won);
            b.record(ll, day, DayResult::Won);
            a.write(&store).unwrap();
            b.write(&store).unwrap();
        }
        let r = load(&store, None);
        assert_eq!(r.summary(v, d("2026-11-10")).won, 10);
        assert_eq!(r.summary(ll, d("2026-11-10")).won, 10);
        assert_eq!(
            store.read("patience:daily:aaaa").unwrap(),
            DailyRecord {
                days: a.days.days.clone(),
                deals: vec![]
            }
            .to_json::<SerdeJson>()
        );
        assert_eq!(store.read(KEY), None, "the old key is never written");
    }

    #[test]
    fn earlier_releases_days_count_and_are_never_written_over() {
        let v = Variant::new(GameId::Caprice);
        let old = r#"{"days":[["caprice","2026-11-20","won"]],"deals":[["caprice 2026-11-20",5]]}"#;
        let store = MemoryStore::new();
        store.write(KEY, old).unwrap();
        let mut a = Writer::new("aaaa");
        a.record(v, d("2026-11-20"), DayResult::Played);
        a.record(v, d("2026-11-21"), DayResult::Won);
        a.write(&store).unwrap();
        let n = DealNumber::new(9).unwrap();
        remember_deal(&store, v, d("2026-11-21"), n, d("2026-11-21")).unwrap();
        let r = load(&store, None);
        assert_eq!(r.result(v, d("2026-11-20")), Some(DayResult::Won));
        assert_eq!(r.summary(v, d("2026-11-21")).current, 2);
        assert_eq!(r.deal(v, d("2026-11-20")), DealNumber::new(5).ok());
        assert_eq!(r.deal(v, d("2026-11-21")), Some(n));
        assert_eq!(store.read(KEY).as_deref(), Some(old));
        // An unreadable key counts for nothing and is left as it is.
        store.write("patience:daily:cccc", "{\"days\":7}").unwrap();
        assert_eq!(load(&store, None), r);
        assert_eq!(
            store.read("patience:daily:cccc").as_deref(),
            Some("{\"days\":7}")
        );
    }

    #[test]
    fn a_refused_write_is_kept_and_lands_with_the_next() {
        let v = Variant::new(GameId::Caprice);
        let store = MemoryStore::new();
        let mut a = Writer::new("aaaa");
        store.refuse_writes(true);
        a.record(v, d("2026-11-20"), DayResult::Won);
        assert_eq!(a.write(&store).unwrap_err().key, "patience:daily:aaaa");
        assert!(a.unwritten());
        assert_eq!(load(&store, None), DailyRecord::default());
        // This table still shows it.
        assert_eq!(
            load(&store, Some(&a)).result(v, d("2026-11-20")),
            Some(DayResult::Won)
        );
        store.refuse_writes(false);
        a.write(&store).unwrap();
        assert!(!a.unwritten());
        assert_eq!(
            load(&store, None).result(v, d("2026-11-20")),
            Some(DayResult::Won)
        );
    }

    #[test]
    fn the_daily_figures_in_every_language() {
        use crate::table::words::{tests::files, Lang};
        let v = Variant::new(GameId::Caprice);
        let mut r = DailyRecord::default();
        r.record(v, d("2026-11-23"), DayResult::Won);
        r.record(v, d("2026-11-24"), DayResult::Played);
        let en = html(&r, v, d("2026-11-25"), &Words::english());
        assert!(
            en.contains("<dt>Days played</dt><dd>2</dd>") && en.contains("1 day"),
            "{en}"
        );
        assert!(en.contains("title=\"2026-11-24: played, not won\""), "{en}");
        for lang in Lang::ALL {
            let w = Words::of(lang, &files(lang.tag())).unwrap();
            let html = html(&r, v, d("2026-11-25"), &w);
            for id in [
                "daily-stats-played",
                "daily-calendar-mon",
                "daily-day-won",
                "daily-stats-days",
            ] {
                assert!(!html.contains(id), "{lang:?}: {id}");
            }
            if lang != Lang::En {
                assert!(
                    !html.contains("Days played") && !html.contains("not won"),
                    "{lang:?}"
                );
            }
        }
    }
}
