//! Deals by difficulty grade: the shipped grade tables and the choice of
//! the next deal of a grade.
//!
//! A deal's grade is [`grade`](crate::solver::honest::grade) (the honest
//! player's game, deterministic). Grading takes the honest player a
//! whole game of searches (about a second per deal natively, more in a
//! browser), so New deal does not grade: for every game and option set the
//! grades of deals 1 to [`TABLE_DEALS`] are precomputed by `patience grades`
//! and embedded here, packed two bits per deal ([`pack`]): deal *n*'s
//! grade is bits `2·((n−1) mod 4)` and up of byte `(n−1) / 4`, the code
//! being the grade's place in [`Grade::ALL`]. Deals outside the table (a
//! link's, the daily deal) are graded by the solver's worker.

use crate::engine::daily::DailyDate;
use crate::engine::{DealNumber, Variant};
use crate::solver::honest::Grade;
use crate::table::rulebook;
use crate::table::words::{Arg, Words};

/// Deals graded in every shipped table: 1 to this.
pub const TABLE_DEALS: u32 = 64;

/// The packed table of a game and option set (the order of
/// [`Variant::ALL`]).
const TABLES: [&[u8]; 8] = [
    include_bytes!("grades/caprice.bin"),
    include_bytes!("grades/capricieuse.bin"),
    include_bytes!("grades/lucas-leaps.bin"),
    include_bytes!("grades/double-canfield-draw3-waste.bin"),
    include_bytes!("grades/double-canfield-draw3-any.bin"),
    include_bytes!("grades/double-canfield-draw1-waste.bin"),
    include_bytes!("grades/double-canfield-draw1-any.bin"),
    include_bytes!("grades/russian-patience.bin"),
];

/// The packed table of `variant`.
pub fn table(variant: Variant) -> &'static [u8] {
    Variant::ALL
        .iter()
        .position(|v| *v == variant)
        .map_or(&[], |i| TABLES[i])
}

/// Grades of deals 1, 2, 3, … packed two bits per deal (a last byte not
/// filled holds zeros: use a count that is a multiple of four).
pub fn pack(grades: &[Grade]) -> Vec<u8> {
    let mut bytes = vec![0u8; grades.len().div_ceil(4)];
    for (i, g) in grades.iter().enumerate() {
        bytes[i / 4] |= g.code() << (2 * (i % 4));
    }
    bytes
}

/// Bytes of a daily grade file's header: the first day's number of days
/// since 1970-01-01, `u32` little-endian.
pub const DAILY_HEADER: usize = 4;
/// Bytes of a day's record in a daily grade file: the day's deal number,
/// `u32` little-endian, then its grade's code (its place in
/// [`Grade::ALL`]).
pub const DAILY_RECORD: usize = 5;

/// The daily deals of consecutive days from `first` and their grades, as
/// a daily grade file: [`DAILY_HEADER`], then one [`DAILY_RECORD`] a day.
pub fn pack_daily(first: DailyDate, days: &[(DealNumber, Grade)]) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(DAILY_HEADER + DAILY_RECORD * days.len());
    bytes.extend_from_slice(&first.days().to_le_bytes());
    for (number, g) in days {
        bytes.extend_from_slice(&number.get().to_le_bytes());
        bytes.push(g.code());
    }
    bytes
}

/// The grade of `date`'s daily deal `number` in a daily grade file, if the
/// file holds that day and that deal (a file for other options, or a
/// damaged one, answers `None`).
pub fn lookup_daily(bytes: &[u8], date: DailyDate, number: DealNumber) -> Option<Grade> {
    let first = u32::from_le_bytes(bytes.get(..DAILY_HEADER)?.try_into().ok()?);
    let i = usize::try_from(date.days().checked_sub(first)?).ok()?;
    let at = DAILY_HEADER + i * DAILY_RECORD;
    let record = bytes.get(at..at + DAILY_RECORD)?;
    let n = u32::from_le_bytes(record[..4].try_into().ok()?);
    (n == number.get() && record[4] < 4).then(|| Grade::from_code(record[4]))
}

/// Deal `n`'s grade in a packed table, if the table holds it.
pub fn lookup_in(bytes: &[u8], n: u32) -> Option<Grade> {
    let i = usize::try_from(n.checked_sub(1)?).ok()?;
    let byte = *bytes.get(i / 4)?;
    Some(Grade::from_code(byte >> (2 * (i % 4))))
}

/// Deal `number`'s grade from the shipped table (`None` beyond it: ask the
/// worker).
pub fn lookup(variant: Variant, number: DealNumber) -> Option<Grade> {
    lookup_in(table(variant), number.get())
}

/// The deal that New deal deals when the player asked for `want`: the first
/// deal of that grade in the table after `after` (the deal just played),
/// going round to deal 1 past the table's end; `after` itself only when it
/// is the table's only deal of that grade. `None` when the table holds no
/// deal of that grade (New deal then deals as for any grade).
pub fn next_of(variant: Variant, want: Grade, after: Option<DealNumber>) -> Option<DealNumber> {
    next_in(table(variant), want, after.map_or(0, DealNumber::get))
}

fn next_in(bytes: &[u8], want: Grade, after: u32) -> Option<DealNumber> {
    let count = u32::try_from(bytes.len() * 4).unwrap_or(u32::MAX);
    if count == 0 {
        return None;
    }
    // Start just after `after` (deals beyond the table start at deal 1).
    let start = if after >= count { 0 } else { after };
    (0..count)
        .map(|k| (start + k) % count + 1)
        .find(|&n| lookup_in(bytes, n) == Some(want))
        .and_then(|n| DealNumber::new(u64::from(n)).ok())
}

/// The deal New deal deals: with a grade chosen (`want`), the next deal of
/// that grade in the table after the deal `shown` ([`next_of`]); `None`
/// (deal as usual: at random, or "winnable deals only") when no grade is
/// chosen or the table holds no deal of it. A chosen grade comes before
/// "winnable deals only": the table's easy, medium and hard deals were
/// won by the honest player, so they are winnable anyway.
pub fn new_deal(want: Option<Grade>, variant: Variant, shown: DealNumber) -> Option<DealNumber> {
    next_of(variant, want?, Some(shown))
}

/// What New deal says when the player asked for `want` and the deal
/// dealt (`dealt`, of `variant`) is not of that grade: the graded deals
/// hold none of it (or none but the one just played).
/// In `words` (`grade-not-found`).
pub fn not_found(
    want: Option<Grade>,
    variant: Variant,
    dealt: DealNumber,
    words: &Words,
) -> Option<String> {
    let want = want?;
    if lookup(variant, dealt) == Some(want) {
        return None;
    }
    Some(words.with(
        "grade-not-found",
        &[
            ("grade", Arg::from(want.id())),
            ("game", Arg::Text(rulebook::game_name(variant.game, words))),
            ("count", Arg::from(TABLE_DEALS)),
        ],
    ))
}

/// A grade's name (`grade-easy` …).
pub fn name(g: Grade, words: &Words) -> String {
    words.get(&format!("grade-{}", g.id()))
}

/// Answers kept by [`Shown`], so that a deal shown again is not graded
/// again.
const KEPT: usize = 32;

/// The grade of the deal shown at the table: from the shipped table at
/// once, or asked of the solver's worker (the answer comes later, and only
/// an answer for the deal still shown is shown).
#[derive(Clone, Debug, Default)]
pub struct Shown {
    deal: Option<(Variant, DealNumber)>,
    grade: Option<Grade>,
    /// The worker's answers, newest last.
    known: Vec<(Variant, DealNumber, Grade)>,
    /// Asked and not answered yet.
    asked: Vec<(Variant, DealNumber)>,
}

impl Shown {
    /// `number` of `variant` is shown: its grade if known now, and whether
    /// to ask the worker for it (`worker`: whether there is one; without
    /// it the grade stays unknown, since grading on the page's own thread
    /// would hold the page for seconds).
    pub fn show(
        &mut self,
        variant: Variant,
        number: DealNumber,
        worker: bool,
    ) -> (Option<Grade>, bool) {
        self.deal = Some((variant, number));
        self.grade = self.known(variant, number);
        let ask = self.grade.is_none() && worker && !self.asked.contains(&(variant, number));
        if ask {
            self.asked.push((variant, number));
        }
        (self.grade, ask)
    }

    /// The worker graded `number` of `variant`: the grade to show now if
    /// that deal is the one shown.
    pub fn answer(&mut self, variant: Variant, number: DealNumber, grade: Grade) -> Option<Grade> {
        self.asked.retain(|a| *a != (variant, number));
        self.known.retain(|(v, n, _)| (*v, *n) != (variant, number));
        self.known.push((variant, number, grade));
        if self.known.len() > KEPT {
            self.known.remove(0);
        }
        (self.deal == Some((variant, number))).then(|| {
            self.grade = Some(grade);
            grade
        })
    }

    /// The worker is gone: what was asked will not be answered.
    pub fn worker_failed(&mut self) {
        self.asked.clear();
    }

    /// The grade of the deal shown, if known.
    pub fn grade(&self) -> Option<Grade> {
        self.grade
    }

    /// The grade of `number` of `variant` if known now: from the shipped
    /// table, or an answer of the worker's kept here.
    pub fn known(&self, variant: Variant, number: DealNumber) -> Option<Grade> {
        lookup(variant, number).or_else(|| {
            self.known
                .iter()
                .rev()
                .find(|(v, n, _)| (*v, *n) == (variant, number))
                .map(|k| k.2)
        })
    }
}

/// How many deals of each grade a table holds (in [`Grade::ALL`]'s order).
pub fn counts(variant: Variant) -> [u32; 4] {
    let bytes = table(variant);
    let mut counts = [0; 4];
    for n in 1..=u32::try_from(bytes.len() * 4).unwrap_or(0) {
        if let Some(g) = lookup_in(bytes, n) {
            counts[usize::from(g.code())] += 1;
        }
    }
    counts
}

#[cfg(test)]
mod tests {

    /// A deal's grade is known from the shipped table at once, and from
    /// the worker's answer once it came (whichever deal is shown).
    #[test]
    fn a_grade_is_known_from_the_table_or_the_workers_answer() {
        use crate::engine::GameId;
        let v = Variant::new(GameId::LucasLeaps);
        let n = |d| DealNumber::new(d).unwrap();
        let mut shown = Shown::default();
        assert_eq!(shown.known(v, n(1)), lookup(v, n(1)));
        assert!(shown.known(v, n(1)).is_some());
        let far = n(u64::from(TABLE_DEALS) + 1000);
        assert_eq!(shown.known(v, far), None);
        assert_eq!(shown.show(v, far, true), (None, true));
        shown.show(v, n(2), true);
        assert_eq!(shown.answer(v, far, Grade::Hard), None, "not shown now");
        assert_eq!(shown.known(v, far), Some(Grade::Hard));
        assert_eq!(shown.known(Variant::new(GameId::Caprice), far), None);
    }

    #[test]
    fn new_deal_says_when_no_deal_of_the_grade_was_found() {
        use crate::engine::GameId;
        let capricieuse = Variant::new(GameId::Capricieuse);
        let one = DealNumber::new(1).unwrap();
        // Capricieuse hides nothing: no deal of it is very hard.
        assert_eq!(next_of(capricieuse, Grade::VeryHard, None), None);
        let en = Words::english();
        let words = not_found(Some(Grade::VeryHard), capricieuse, one, &en).expect("said");
        assert_eq!(
            words,
            "No very hard deal of Capricieuse is among the 64 graded deals, so this deal may be \
             of any difficulty."
        );
        assert_eq!(
            not_found(None, capricieuse, one, &en),
            None,
            "no grade asked"
        );
        use crate::table::words::{tests::files, Lang};
        let fr = Words::of(Lang::Fr, &files("fr")).unwrap();
        assert_eq!(name(Grade::VeryHard, &fr), "Très difficile");
        for lang in Lang::ALL {
            let w = Words::of(lang, &files(lang.tag())).unwrap();
            for g in Grade::ALL {
                let said = not_found(Some(g), capricieuse, DealNumber::new(99).unwrap(), &w);
                let said = said.expect("beyond the table");
                assert!(
                    said.contains("64") && !said.contains("grade-"),
                    "{lang:?}: {said}"
                );
                assert!(!name(g, &w).starts_with("grade-"), "{lang:?}");
            }
        }
        // A deal of the grade asked for says nothing.
        let lucas = Variant::new(GameId::LucasLeaps);
        for g in Grade::ALL {
            if let Some(d) = next_of(lucas, g, None) {
                assert_eq!(not_found(Some(g), lucas, d, &en), None, "{g:?}");
            }
        }
    }

    use super::*;

    fn n(k: u64) -> DealNumber {
        DealNumber::new(k).unwrap()
    }

    #[test]
    fn packing_round_trips() {
        let grades: Vec<Grade> = (0..13).map(|i| Grade::ALL[(i * 7 + i / 3) % 4]).collect();
        let bytes = pack(&grades);
        assert_eq!(bytes.len(), 4);
        for (i, g) in grades.iter().enumerate() {
            assert_eq!(lookup_in(&bytes, i as u32 + 1), Some(*g));
        }
        assert_eq!(lookup_in(&bytes, 0), None);
        assert_eq!(lookup_in(&bytes, 17), None);
        // Deal 1 is the low bits of the first byte.
        assert_eq!(pack(&[Grade::VeryHard]), vec![3]);
        assert_eq!(pack(&[Grade::Easy, Grade::Hard]), vec![0b1000]);
    }

    #[test]
    fn a_daily_grade_file_answers_for_its_days_and_deals_only() {
        let first: DailyDate = "2026-11-29".parse().unwrap();
        let bytes = pack_daily(first, &[(n(7), Grade::Hard), (n(4_000_000_000), Grade::Easy)]);
        assert_eq!(bytes.len(), DAILY_HEADER + 2 * DAILY_RECORD);
        assert_eq!(bytes[..4], first.days().to_le_bytes());
        let second = first.next().unwrap();
        assert_eq!(lookup_daily(&bytes, first, n(7)), Some(Grade::Hard));
        assert_eq!(lookup_daily(&bytes, second, n(4_000_000_000)), Some(Grade::Easy));
        // Another deal than the file's for that day (other options), a
        // day before or after the file, a file cut short: no grade.
        assert_eq!(lookup_daily(&bytes, first, n(8)), None);
        assert_eq!(lookup_daily(&bytes, first.prev().unwrap(), n(7)), None);
        assert_eq!(lookup_daily(&bytes, second.next().unwrap(), n(7)), None);
        assert_eq!(lookup_daily(&bytes[..8], first, n(7)), None);
        assert_eq!(lookup_daily(&[], first, n(7)), None);
    }

    #[test]
    fn the_next_deal_of_a_grade_goes_round_the_table() {
        use Grade::*;
        let bytes = pack(&[Easy, Hard, Medium, Hard, Easy, Medium, Easy, Easy]);
        assert_eq!(next_in(&bytes, Hard, 0), Some(n(2)));
        assert_eq!(next_in(&bytes, Hard, 2), Some(n(4)));
        assert_eq!(next_in(&bytes, Hard, 4), Some(n(2)));
        assert_eq!(next_in(&bytes, Medium, 3), Some(n(6)));
        // A deal beyond the table: from the start.
        assert_eq!(next_in(&bytes, Easy, 4_000_000_000), Some(n(1)));
        assert_eq!(next_in(&bytes, Medium, 9), Some(n(3)));
        // No deal of that grade; no table.
        assert_eq!(next_in(&bytes, VeryHard, 1), None);
        assert_eq!(next_in(&[], Easy, 1), None);
        // The only deal of its grade, asked again after itself.
        let one = pack(&[Easy, Hard, Easy, Easy]);
        assert_eq!(next_in(&one, Hard, 2), Some(n(2)));
    }

    #[test]
    fn new_deal_deals_the_next_deal_of_the_chosen_grade() {
        let v = Variant::ALL[0];
        assert_eq!(new_deal(None, v, n(5)), None);
        for g in Grade::ALL {
            let Some(first) = next_of(v, g, None) else {
                continue;
            };
            let d = new_deal(Some(g), v, first).unwrap();
            assert_eq!(lookup(v, d), Some(g));
            // After the last of the table's deals of g: back to the first.
            let mut seen = vec![first];
            let mut at = first;
            loop {
                at = new_deal(Some(g), v, at).unwrap();
                if at == first {
                    break;
                }
                assert!(at > *seen.last().unwrap());
                seen.push(at);
            }
            assert_eq!(seen.len() as u32, counts(v)[usize::from(g.code())]);
        }
    }

    #[test]
    fn the_deal_shown_gets_its_grade_from_the_table_or_the_worker() {
        let v = Variant::ALL[1];
        let mut s = Shown::default();
        let inside = n(1);
        assert_eq!(s.show(v, inside, true), (lookup(v, inside), false));
        let far = n(4_000_000_000);
        // Beyond the table: asked once, unknown until answered.
        assert_eq!(s.show(v, far, true), (None, true));
        assert_eq!(s.show(v, far, true), (None, false));
        assert_eq!(s.grade(), None);
        assert_eq!(s.answer(v, far, Grade::Hard), Some(Grade::Hard));
        assert_eq!(s.grade(), Some(Grade::Hard));
        // An answer for a deal no longer shown is kept, not shown.
        let other = n(3_000_000_000);
        assert_eq!(s.show(v, other, true), (None, true));
        assert_eq!(s.answer(v, far, Grade::Hard), None);
        assert_eq!(s.grade(), None);
        // Shown again, the kept answer comes at once.
        assert_eq!(s.show(v, far, true), (Some(Grade::Hard), false));
        // No worker: nothing is asked.
        assert_eq!(s.show(v, n(3_500_000_000), false), (None, false));
        s.worker_failed();
        assert_eq!(s.show(v, other, true), (None, true));
    }

    #[test]
    fn every_game_has_a_full_table() {
        for v in Variant::ALL {
            assert_eq!(table(v).len() as u32 * 4, TABLE_DEALS, "{}", v.slug());
            let c = counts(v);
            assert_eq!(c.iter().sum::<u32>(), TABLE_DEALS);
            for g in Grade::ALL {
                let found = next_of(v, g, None);
                assert_eq!(found.is_some(), c[usize::from(g.code())] > 0);
                if let Some(d) = found {
                    assert_eq!(lookup(v, d), Some(g));
                }
            }
        }
        assert_eq!(lookup(Variant::ALL[0], n(u64::from(TABLE_DEALS) + 1)), None);
    }
}
