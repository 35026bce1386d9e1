//! The daily deal's calendar side: UTC dates ([`DailyDate`]) and the
//! candidate deal numbers of a game on a date ([`candidates`]). The solver
//! picks the day's deal among them (`solver::daily`); `docs/daily.md` is
//! the specification.
//!
//! Candidate `k` (0, 1, 2, …) of a variant on a date is
//! `1 + (FNV-1a-32(key) mod 4294967295)`, where `key` is the UTF-8 text
//! `patience daily <variant> <YYYY-MM-DD> <k>` and `<variant>` is the game's
//! id, followed for Double Canfield by ` draw=<1|3> spaces=<waste|any>`.
//! Like deal numbers, this is forever: tests pin it.

use super::deal::{fnv1a, DealNumber};
use super::rules::{GameId, Variant};
use std::fmt;
use std::str::FromStr;

/// A calendar day (proleptic Gregorian, as UTC), from 1970-01-01 to
/// 9999-12-31.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DailyDate {
    /// Days since 1970-01-01.
    days: u32,
}

/// Why a text is not a date.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DateError(String);

impl fmt::Display for DateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:?} is not a date: write it as YYYY-MM-DD, such as 2026-11-23, from 1970-01-01 to 9999-12-31",
            super::quote::cut(&self.0)
        )
    }
}

impl std::error::Error for DateError {}

fn is_leap(y: u32) -> bool {
    (y.is_multiple_of(4) && !y.is_multiple_of(100)) || y.is_multiple_of(400)
}

fn month_days(y: u32, m: u32) -> u32 {
    match m {
        2 if is_leap(y) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

fn year_days(y: u32) -> u32 {
    if is_leap(y) {
        366
    } else {
        365
    }
}

impl DailyDate {
    pub const FIRST: DailyDate = DailyDate { days: 0 };

    /// The date of year `y`, month `m` (1–12), day `d`, if it exists.
    pub fn from_ymd(y: u32, m: u32, d: u32) -> Option<DailyDate> {
        if !(1970..=9999).contains(&y) || !(1..=12).contains(&m) {
            return None;
        }
        if d < 1 || d > month_days(y, m) {
            return None;
        }
        let mut days: u32 = (1970..y).map(year_days).sum();
        days += (1..m).map(|mm| month_days(y, mm)).sum::<u32>();
        days += d - 1;
        Some(DailyDate { days })
    }

    /// The day `days` days after 1970-01-01 (`None` after 9999-12-31).
    pub fn from_days(days: u32) -> Option<DailyDate> {
        let date = DailyDate { days };
        (date.ymd().0 <= 9999).then_some(date)
    }

    /// The UTC date of a moment given in milliseconds since 1970-01-01
    /// (JavaScript's `Date.now()`), or seconds natively.
    pub fn from_unix_seconds(seconds: u64) -> Option<DailyDate> {
        DailyDate::from_days(u32::try_from(seconds / 86_400).ok()?)
    }

    /// Days since 1970-01-01.
    pub fn days(self) -> u32 {
        self.days
    }

    /// The day after (or `None` after 9999-12-31).
    pub fn next(self) -> Option<DailyDate> {
        DailyDate::from_days(self.days + 1)
    }

    /// The day before (or `None` before 1970-01-01).
    pub fn prev(self) -> Option<DailyDate> {
        self.days.checked_sub(1).map(|days| DailyDate { days })
    }

    /// Year, month (1–12), day (1–31).
    pub fn ymd(self) -> (u32, u32, u32) {
        let mut rest = self.days;
        let mut y = 1970;
        while rest >= year_days(y) {
            rest -= year_days(y);
            y += 1;
        }
        let mut m = 1;
        while rest >= month_days(y, m) {
            rest -= month_days(y, m);
            m += 1;
        }
        (y, m, rest + 1)
    }

    /// 0 Monday … 6 Sunday.
    pub fn weekday(self) -> u32 {
        // 1970-01-01 was a Thursday.
        (self.days + 3) % 7
    }
}

impl fmt::Display for DailyDate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (y, m, d) = self.ymd();
        write!(f, "{y:04}-{m:02}-{d:02}")
    }
}

impl FromStr for DailyDate {
    type Err = DateError;

    fn from_str(text: &str) -> Result<DailyDate, DateError> {
        let bad = || DateError(text.to_string());
        let b = text.as_bytes();
        if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
            return Err(bad());
        }
        let num = |r: std::ops::Range<usize>| -> Result<u32, DateError> {
            let part = &text[r];
            if part.bytes().all(|c| c.is_ascii_digit()) {
                part.parse().map_err(|_| bad())
            } else {
                Err(bad())
            }
        };
        let (y, m, d) = (num(0..4)?, num(5..7)?, num(8..10)?);
        DailyDate::from_ymd(y, m, d).ok_or_else(bad)
    }
}

impl serde::Serialize for DailyDate {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for DailyDate {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<DailyDate, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// The variant's part of a candidate's key.
pub fn variant_key(v: Variant) -> String {
    if v.game == GameId::DoubleCanfield {
        format!("{} draw={} spaces={}", v.game.id(), v.draw, v.spaces.id())
    } else {
        v.game.id().to_string()
    }
}

/// Candidate `k` of `variant` on `date` (see the module docs).
pub fn candidate(variant: Variant, date: DailyDate, k: u32) -> DealNumber {
    let key = format!("patience daily {} {date} {k}", variant_key(variant));
    let h = fnv1a(key.bytes());
    // 1 + (h mod (2^32 - 1)): 1 to 4294967295, every deal number.
    let n = u64::from(h) % u64::from(u32::MAX) + 1;
    DealNumber::new(n).unwrap_or(DealNumber::MIN)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_read_and_print_and_count_days() {
        for (text, days, weekday) in [
            ("1970-01-01", 0, 3),
            ("2000-02-29", 11_016, 1),
            ("2026-11-23", 20_780, 0),
            ("9999-12-31", 2_932_896, 4),
        ] {
            let d: DailyDate = text.parse().unwrap();
            assert_eq!(d.days(), days, "{text}");
            assert_eq!(d.to_string(), text);
            assert_eq!(d.weekday(), weekday, "{text}");
            assert_eq!(DailyDate::from_days(days), Some(d));
        }
        assert_eq!(DailyDate::from_days(2_932_897), None);
        assert_eq!(
            DailyDate::from_unix_seconds(1_795_392_000 + 86_399)
                .unwrap()
                .to_string(),
            "2026-11-23"
        );
        let d: DailyDate = "2024-12-31".parse().unwrap();
        assert_eq!(d.next().unwrap().to_string(), "2025-01-01");
        assert_eq!(d.next().unwrap().prev(), Some(d));
        assert_eq!(DailyDate::FIRST.prev(), None);
    }

    #[test]
    fn bad_dates_are_refused_in_words() {
        for text in [
            "",
            "2026-11-31",
            "2026-02-29",
            "1900-02-29",
            "1969-12-31",
            "2026-1-23",
            "2026/11/23",
            "2026-11-2x",
            "+026-11-23",
            "20261123",
            "2026-13-01",
            "2026-00-10",
        ] {
            let e = text.parse::<DailyDate>().unwrap_err();
            assert!(e.to_string().contains("YYYY-MM-DD"), "{text}");
        }
        assert!("2024-02-29".parse::<DailyDate>().is_ok());
        assert!("2000-02-29".parse::<DailyDate>().is_ok());
    }

    #[test]
    fn every_day_round_trips() {
        let mut d = DailyDate::FIRST;
        for _ in 0..(366 * 60) {
            let text = d.to_string();
            assert_eq!(text.parse::<DailyDate>().unwrap(), d);
            d = d.next().unwrap();
        }
    }

    #[test]
    fn candidates_depend_on_everything_in_the_key() {
        let date: DailyDate = "2026-11-23".parse().unwrap();
        let v = Variant::new(GameId::Caprice);
        let c0 = candidate(v, date, 0);
        assert_ne!(c0, candidate(v, date, 1));
        assert_ne!(c0, candidate(v, date.next().unwrap(), 0));
        assert_ne!(c0, candidate(Variant::new(GameId::Capricieuse), date, 0));
        let dc = Variant::new(GameId::DoubleCanfield);
        assert_eq!(variant_key(dc), "double-canfield draw=3 spaces=waste");
    }
}
