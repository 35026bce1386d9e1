//! Deals by difficulty grade: the grade tables and the choice of the next
//! deal of a grade.
//!
//! A deal's grade is [`grade`](crate::solver::honest::grade) (the honest
//! player's game, deterministic). Grading takes the honest player a
//! whole game of searches (about a second per deal natively, more in a
//! browser), so New deal does not grade: for every game and option set the
//! grades of deals are precomputed (`patience grades`, run shard by shard
//! by the grading runner, `scripts/grade-runner`), packed two bits per deal
//! ([`pack`]): deal *n*'s grade is bits `2·((n−1) mod 4)` and up of byte
//! `(n−1) / 4`, the code being the grade's place in [`Grade::ALL`]. Deals
//! 1 to [`TABLE_DEALS`] are embedded here; deals 1 to N (thousands) are
//! the build's grade files ([`GradeFile`]), fetched only when a table
//! needs them: a grade chosen for New deals, or a deal shown whose grade
//! the embedded table does not hold. The daily deals of the next two years
//! are graded ahead too ([`pack_daily`]); a daily deal beyond them is
//! graded by the solver's worker.

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
    Some(not_found_words(want, variant, TABLE_DEALS, words))
}

fn not_found_words(want: Grade, variant: Variant, count: u32, words: &Words) -> String {
    words.with(
        "grade-not-found",
        &[
            ("grade", Arg::from(want.id())),
            ("game", Arg::Text(rulebook::game_name(variant.game, words))),
            ("count", Arg::from(count)),
        ],
    )
}

/// A grade's name (`grade-easy` …).
pub fn name(g: Grade, words: &Words) -> String {
    words.get(&format!("grade-{}", g.id()))
}

/// The grade's tooltip: its name, and why a very hard deal may show high
/// chances ("Your chances" is from here, over many orders of the unseen
/// cards; the grade, one game from the deal's start).
pub fn title(g: Grade, words: &Words) -> String {
    words.with("grade-title", &[("grade", Arg::Text(name(g, words)))])
}

/// One of the build's grade files, fetched when a table needs it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GradeFile {
    pub variant: Variant,
    /// The daily deals' grades ([`pack_daily`]) rather than deals 1..N
    /// ([`pack`]).
    pub daily: bool,
}

impl GradeFile {
    /// Its path in the build, from the page's assets: `grades/<set>.bin`
    /// or `grades/<set>.daily.bin`.
    pub fn path(self) -> String {
        let slug = self.variant.slug();
        if self.daily {
            format!("grades/{slug}.daily.bin")
        } else {
            format!("grades/{slug}.bin")
        }
    }
}

/// Where a grade file is.
#[derive(Clone, Debug, PartialEq, Eq)]
enum FileState {
    /// Asked for, not come yet.
    Asked,
    Loaded(Vec<u8>),
    /// Could not be fetched (offline, an old build): asked again when
    /// another deal is shown.
    Failed,
}

/// The grade of the deal shown, when it changed, and what finds it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Showing {
    /// Known now.
    pub grade: Option<Grade>,
    /// Ask the solver's worker to grade the deal shown.
    pub ask_worker: bool,
    /// Fetch these grade files (an answer for each comes to
    /// [`Shown::loaded`]).
    pub fetch: Vec<GradeFile>,
}

/// What a grade file that came (or failed) means for the deal shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Loaded {
    /// Nothing changes.
    Nothing,
    /// The deal shown has this grade: show it.
    Grade(Grade),
    /// The daily deal shown is not in its file: ask the worker.
    AskWorker(Variant, DealNumber),
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
    /// The day whose daily deal is shown, if it is one.
    day: Option<DailyDate>,
    /// Whether the worker may be asked (it runs, and the deal shown is
    /// the daily deal).
    worker: bool,
    /// The grade files asked for, come or failed.
    files: Vec<(GradeFile, FileState)>,
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

    /// The deal shown changed (or the table may fetch from now on:
    /// `started`, once the first table is drawn and the solver started):
    /// `number` of `variant`, the daily deal of `day` if it is one, with
    /// the grade `want` chosen for New deals. Its grade if known now (the
    /// embedded table, a grade file come, the daily grade file, an answer
    /// of the worker's), whether to ask the worker (`worker`: it runs;
    /// only for a daily deal that its grade file does not hold), and the
    /// grade files to fetch: the set's deals when a grade is chosen for
    /// New deals or the deal's grade is not known, the set's daily deals
    /// for a daily deal. Nothing is fetched before `started`, so that no
    /// grade file comes before the first table.
    pub fn showing(
        &mut self,
        variant: Variant,
        number: DealNumber,
        day: Option<DailyDate>,
        want: Option<Grade>,
        worker: bool,
        started: bool,
    ) -> Showing {
        self.day = day;
        self.worker = worker && day.is_some();
        let (mut grade, _) = self.show(variant, number, false);
        if grade.is_none() {
            if let Some(g) = day.and_then(|d| self.daily_grade(variant, d, number)) {
                self.grade = Some(g);
                grade = Some(g);
            }
        }
        let mut fetch = Vec::new();
        if started {
            let deals = GradeFile {
                variant,
                daily: false,
            };
            if (want.is_some() || grade.is_none()) && self.may_fetch(deals) {
                fetch.push(deals);
            }
            let daily = GradeFile {
                variant,
                daily: true,
            };
            if day.is_some() && grade.is_none() && self.may_fetch(daily) {
                fetch.push(daily);
            }
        }
        for f in &fetch {
            self.files.retain(|(g, _)| g != f);
            self.files.push((*f, FileState::Asked));
        }
        // The worker grades a daily deal that its file cannot answer for.
        let daily_pending = self.state(GradeFile {
            variant,
            daily: true,
        }) == Some(&FileState::Asked);
        let ask_worker = grade.is_none()
            && self.worker
            && !daily_pending
            && !self.asked.contains(&(variant, number));
        if ask_worker {
            self.asked.push((variant, number));
        }
        Showing {
            grade,
            ask_worker,
            fetch,
        }
    }

    /// Whether the worker may be asked for the grade of the deal shown
    /// (as last told to [`Shown::showing`]).
    pub fn worker(&self) -> bool {
        self.worker
    }

    fn state(&self, file: GradeFile) -> Option<&FileState> {
        self.files.iter().find(|(f, _)| *f == file).map(|(_, s)| s)
    }

    /// Whether `file` is neither come nor on its way.
    fn may_fetch(&self, file: GradeFile) -> bool {
        matches!(self.state(file), None | Some(FileState::Failed))
    }

    /// The bytes of `file`, if it came.
    fn bytes(&self, file: GradeFile) -> Option<&[u8]> {
        match self.state(file) {
            Some(FileState::Loaded(b)) => Some(b),
            _ => None,
        }
    }

    fn daily_grade(&self, variant: Variant, day: DailyDate, number: DealNumber) -> Option<Grade> {
        let file = GradeFile {
            variant,
            daily: true,
        };
        lookup_daily(self.bytes(file)?, day, number)
    }

    /// A grade file came (`Ok`, its bytes) or could not be fetched: what
    /// it means for the deal shown.
    pub fn loaded(&mut self, file: GradeFile, bytes: Result<Vec<u8>, String>) -> Loaded {
        let state = match bytes {
            // A file that is not one (a host's page for a missing file,
            // a file cut short) is taken as failed: a deals file starts
            // with the embedded table and holds whole shards of 64 deals;
            // a daily file is its header and whole days.
            Ok(b)
                if file.daily
                    && b.len() >= DAILY_HEADER
                    && (b.len() - DAILY_HEADER).is_multiple_of(DAILY_RECORD) =>
            {
                FileState::Loaded(b)
            }
            Ok(b)
                if !file.daily
                    && b.len().is_multiple_of(16)
                    && b.starts_with(table(file.variant)) =>
            {
                FileState::Loaded(b)
            }
            _ => FileState::Failed,
        };
        self.files.retain(|(f, _)| *f != file);
        self.files.push((file, state));
        let Some((variant, number)) = self.deal else {
            return Loaded::Nothing;
        };
        if variant != file.variant || self.grade.is_some() {
            return Loaded::Nothing;
        }
        let found = if file.daily {
            self.day.and_then(|d| self.daily_grade(variant, d, number))
        } else {
            self.known(variant, number)
        };
        match found {
            Some(g) => {
                self.grade = Some(g);
                Loaded::Grade(g)
            }
            None if file.daily && self.worker && !self.asked.contains(&(variant, number)) => {
                self.asked.push((variant, number));
                Loaded::AskWorker(variant, number)
            }
            None => Loaded::Nothing,
        }
    }

    /// The grade table of `variant` New deal draws from: its grade file
    /// once come, else the embedded one.
    fn table(&self, variant: Variant) -> &[u8] {
        self.bytes(GradeFile {
            variant,
            daily: false,
        })
        .filter(|b| b.len() >= table(variant).len())
        .unwrap_or_else(|| table(variant))
    }

    /// How many deals of `variant` are graded (1 to this).
    pub fn graded(&self, variant: Variant) -> u32 {
        u32::try_from(self.table(variant).len() * 4).unwrap_or(u32::MAX)
    }

    /// The deal New deal deals (see [`new_deal`]), from the grade file
    /// of `variant` once come.
    pub fn new_deal(
        &self,
        want: Option<Grade>,
        variant: Variant,
        shown: DealNumber,
    ) -> Option<DealNumber> {
        next_in(self.table(variant), want?, shown.get())
    }

    /// What New deal says when the deal dealt is not of the grade asked
    /// for (see [`not_found`]).
    pub fn not_found(
        &self,
        want: Option<Grade>,
        variant: Variant,
        dealt: DealNumber,
        words: &Words,
    ) -> Option<String> {
        let want = want?;
        if lookup_in(self.table(variant), dealt.get()) == Some(want) {
            return None;
        }
        Some(not_found_words(want, variant, self.graded(variant), words))
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
        lookup_in(self.table(variant), number.get()).or_else(|| {
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

    #[test]
    fn the_grades_tooltip_says_why_a_very_hard_deal_may_show_high_chances() {
        let w = Words::english();
        let t = title(Grade::VeryHard, &w);
        assert!(t.starts_with("Difficulty: Very hard."), "{t}");
        assert!(t.contains("“Your chances”"), "{t}");
        assert!(t.contains("high chances"), "{t}");
    }

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
        let bytes = pack_daily(
            first,
            &[(n(7), Grade::Hard), (n(4_000_000_000), Grade::Easy)],
        );
        assert_eq!(bytes.len(), DAILY_HEADER + 2 * DAILY_RECORD);
        assert_eq!(bytes[..4], first.days().to_le_bytes());
        let second = first.next().unwrap();
        assert_eq!(lookup_daily(&bytes, first, n(7)), Some(Grade::Hard));
        assert_eq!(
            lookup_daily(&bytes, second, n(4_000_000_000)),
            Some(Grade::Easy)
        );
        // Another deal than the file's for that day (other options), a
        // day before or after the file, a file cut short: no grade.
        assert_eq!(lookup_daily(&bytes, first, n(8)), None);
        assert_eq!(lookup_daily(&bytes, first.prev().unwrap(), n(7)), None);
        assert_eq!(lookup_daily(&bytes, second.next().unwrap(), n(7)), None);
        assert_eq!(lookup_daily(&bytes[..8], first, n(7)), None);
        assert_eq!(lookup_daily(&[], first, n(7)), None);
    }

    /// Grade files are fetched only once the table may (after the first
    /// table), once each, when needed; what they hold is known at once,
    /// New deal draws from them, and a daily deal its file does not hold
    /// is asked of the worker.
    #[test]
    fn grade_files_are_fetched_when_needed_and_answer_at_once() {
        use crate::engine::GameId;
        let v = Variant::new(GameId::LucasLeaps);
        let deals = GradeFile {
            variant: v,
            daily: false,
        };
        let daily = GradeFile {
            variant: v,
            daily: true,
        };
        assert_eq!(deals.path(), "grades/lucas-leaps.bin");
        assert_eq!(daily.path(), "grades/lucas-leaps.daily.bin");
        let mut s = Shown::default();
        // Before the first table: nothing fetched.
        let far = n(100);
        let got = s.showing(v, far, None, None, true, false);
        assert_eq!(got, Showing::default());
        // A deal of the embedded table, no grade chosen: nothing to fetch.
        let got = s.showing(v, n(1), None, None, true, true);
        assert!(got.grade.is_some() && got.fetch.is_empty() && !got.ask_worker);
        // Deal 100: its set's deals file, once.
        let got = s.showing(v, far, None, None, true, true);
        assert_eq!(got.fetch, vec![deals]);
        assert!(!got.ask_worker, "not the daily deal");
        assert!(s.showing(v, far, None, None, true, true).fetch.is_empty());
        // The file comes: deal 100's grade is shown.
        let mut grades: Vec<Grade> = (0..128).map(|i| Grade::ALL[i % 4]).collect();
        grades[..64].copy_from_slice(
            &(1..=64)
                .map(|k| lookup(v, n(k)).unwrap())
                .collect::<Vec<_>>(),
        );
        grades[99] = Grade::VeryHard;
        let bytes = pack(&grades);
        assert_eq!(
            s.loaded(deals, Ok(bytes.clone())),
            Loaded::Grade(Grade::VeryHard)
        );
        assert_eq!(s.known(v, far), Some(Grade::VeryHard));
        assert_eq!(s.graded(v), 128);
        // New deal draws from the file: after deal 99, deal 100.
        assert_eq!(s.new_deal(Some(Grade::VeryHard), v, n(99)), Some(far));
        assert_eq!(
            s.not_found(Some(Grade::VeryHard), v, far, &Words::english()),
            None
        );
        // The daily deal: its daily file; the worker only if the file
        // cannot answer.
        let day: DailyDate = "2026-12-01".parse().unwrap();
        let dd = n(3_000_000_000);
        let got = s.showing(v, dd, Some(day), None, true, true);
        assert_eq!(got.fetch, vec![daily]);
        assert!(!got.ask_worker, "its file first");
        let file = pack_daily(day, &[(dd, Grade::Hard)]);
        assert_eq!(s.loaded(daily, Ok(file)), Loaded::Grade(Grade::Hard));
        let next = day.next().unwrap();
        let other = n(3_000_000_001);
        let got = s.showing(v, other, Some(next), None, true, true);
        assert_eq!(got.grade, None);
        assert!(got.ask_worker && got.fetch.is_empty(), "{got:?}");
        // A file that failed is asked for again on the next deal shown.
        let mut s = Shown::default();
        s.showing(v, dd, Some(day), None, true, true);
        assert_eq!(
            s.loaded(daily, Err("offline".into())),
            Loaded::AskWorker(v, dd)
        );
        assert_eq!(
            s.showing(v, dd, Some(day), None, true, true).fetch,
            vec![daily],
            "the deals file is on its way still"
        );
        // A page that is not a grade file (a host's page for a missing
        // file) is no table.
        let mut s = Shown::default();
        s.showing(v, far, None, None, true, true);
        let page = b"<!doctype html><title>Not found</title>".to_vec();
        assert_eq!(s.loaded(deals, Ok(page.clone())), Loaded::Nothing);
        assert_eq!(s.graded(v), TABLE_DEALS);
        assert_eq!(s.showing(v, far, None, None, true, true).fetch, vec![deals]);
        let mut wrong = bytes.clone();
        wrong[0] ^= 1;
        assert_eq!(s.loaded(deals, Ok(wrong)), Loaded::Nothing);
        assert_eq!(s.graded(v), TABLE_DEALS);
        // A grade chosen for New deals fetches the deals file even for a
        // deal whose grade is known.
        let mut s = Shown::default();
        let got = s.showing(v, n(1), None, Some(Grade::Hard), false, true);
        assert_eq!(got.fetch, vec![deals]);
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
