//! Every word a player reads, from Project Fluent message files
//! (`locales/<lang>/*.ftl`), for one language with English behind it.
//!
//! English is built in (its files are compiled into the table's module).
//! Another language's files are fetched by the shell when that language is
//! chosen, and handed here as text: [`Words::of`]. A message missing from
//! a language falls back to English; a message missing from English too
//! (a mistake `tests/locales.rs` and this module's tests catch) reads as
//! its id, never as a panic or an empty place.
//!
//! The languages' own names (autonyms) and the few words about choosing a
//! language are in `locales/languages.ftl`, built in with English (every
//! `Words` reads them through its English fallback).
//!
//! Fluent's isolation marks (U+2068, U+2069 round each placeable) are off:
//! the table's texts are short, and its tests and screen readers read
//! them as they are.
//!
//! Numbers, percentages and dates in messages are written by an [`Intl`]
//! the shell hands in (the browser's `Intl`: `1 234`, `42 %`, `26 novembre
//! 2026` in French); natively, [`Plain`] writes plain digits and ISO dates.
//! Fluent still selects plurals on the number itself: its formatter only
//! marks where each number goes ([`mark`]), and [`Words::with`] asks the
//! [`Intl`] for the marked numbers' words.

use crate::engine::daily::DailyDate;
use fluent_bundle::types::{FluentNumber, FluentNumberOptions, FluentNumberStyle};
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use std::borrow::Cow;
use std::rc::Rc;
use unic_langid::LanguageIdentifier;

/// A language the table speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    En,
    Fr,
    De,
    Es,
    It,
    Ru,
    Pl,
    Ar,
    /// The pseudo-locale `en-XA`: English with each letter accented and
    /// the text a third longer ([`pseudo`]), for tests that look for words
    /// which escaped the message files and for room for longer languages.
    /// Not offered in the settings (not in [`Lang::ALL`]); chosen by a
    /// `lang` of `en-XA`.
    Pseudo,
}

/// The message files of each language, by name (`locales/<lang>/<name>`).
pub const FILES: [&str; 3] = ["games.ftl", "rules.ftl", "table.ftl"];

/// The rules' file, the rulebook's words (`locales/<lang>/rules.ftl`).
/// Another language's comes with its other files; English's is not built
/// in (only the rules dialog reads it, and its 4 KB would be downloaded
/// before every first table): the shell fetches it once the table is up,
/// and hands it to [`Words::with_english_rules`].
pub const RULES: &str = "rules.ftl";

/// English's files built in, but the rules' (without their comments,
/// which are for translators: `build.rs`).
const ENGLISH: [(&str, &str); 2] = [
    (
        "games.ftl",
        include_str!(concat!(env!("OUT_DIR"), "/en-games.ftl")),
    ),
    (
        "table.ftl",
        include_str!(concat!(env!("OUT_DIR"), "/en-table.ftl")),
    ),
];

/// The languages' own names and the words about choosing one, built in.
const LANGUAGES: &str = include_str!(concat!(env!("OUT_DIR"), "/languages.ftl"));

impl Lang {
    pub const ALL: [Lang; 8] = [
        Lang::En,
        Lang::Fr,
        Lang::De,
        Lang::Es,
        Lang::It,
        Lang::Ru,
        Lang::Pl,
        Lang::Ar,
    ];

    /// Its BCP 47 tag, the name of its folder under `locales/`.
    pub const fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::De => "de",
            Lang::Es => "es",
            Lang::It => "it",
            Lang::Ru => "ru",
            Lang::Pl => "pl",
            Lang::Ar => "ar",
            Lang::Pseudo => "en-XA",
        }
    }

    /// The language a BCP 47 tag asks for (`fr-CA` is French), if the
    /// table speaks it.
    pub fn of_tag(tag: &str) -> Option<Lang> {
        if tag.trim().eq_ignore_ascii_case(Lang::Pseudo.tag()) {
            return Some(Lang::Pseudo);
        }
        let id: LanguageIdentifier = tag.trim().parse().ok()?;
        Lang::ALL
            .into_iter()
            .find(|l| id.language.as_str() == l.tag())
    }

    /// The language a setting's word names: exactly a tag of [`Lang::ALL`]
    /// (`"auto"`, or anything else, names none).
    pub fn parse(word: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.tag() == word)
    }

    /// Written right to left.
    pub const fn rtl(self) -> bool {
        matches!(self, Lang::Ar)
    }
}

/// The language to speak: the player's setting, else the element's `lang`,
/// else the nearest `lang` in the document, else the browser's languages
/// in order, else English. A source that names only languages the table
/// does not speak is passed over.
pub fn choose(
    setting: Option<Lang>,
    element: Option<&str>,
    document: Option<&str>,
    browser: &[String],
) -> Lang {
    setting
        .or_else(|| element.and_then(Lang::of_tag))
        .or_else(|| document.and_then(Lang::of_tag))
        .or_else(|| browser.iter().find_map(|t| Lang::of_tag(t)))
        .unwrap_or(Lang::En)
}

/// An argument of a message: a number (plural categories select on it),
/// a percentage, a date, or a text. Numbers, percentages and dates are
/// written by the [`Words`]' [`Intl`]; a number that names something (a
/// deal's number) is a text, written as it is.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    Num(f64),
    /// A fraction written as a whole percentage (0.42 is 42%).
    Percent(f64),
    Date(DailyDate),
    Text(String),
}

/// How a number is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NumberStyle {
    /// A quantity: `1234` (`1 234` in French).
    Decimal,
    /// A fraction as a whole percentage: 0.42 is `42%` (`42 %` in French).
    Percent,
}

/// How numbers and dates are written in a language: the browser's `Intl`
/// in the shell, [`Plain`] natively.
pub trait Intl {
    /// `n` in `lang`, in `style`.
    fn number(&self, lang: Lang, n: f64, style: NumberStyle) -> String;
    /// `day` in `lang`, in words (`26 novembre 2026`).
    fn date(&self, lang: Lang, day: DailyDate) -> String;
}

/// Numbers in plain digits (`1234`, `42%`) and dates as ISO text
/// (`2026-11-26`), whatever the language: the table natively.
#[derive(Clone, Copy, Debug, Default)]
pub struct Plain;

impl Intl for Plain {
    fn number(&self, _: Lang, n: f64, style: NumberStyle) -> String {
        match style {
            NumberStyle::Decimal => n.to_string(),
            NumberStyle::Percent => format!("{}%", (n * 100.0).round()),
        }
    }

    fn date(&self, _: Lang, day: DailyDate) -> String {
        day.to_string()
    }
}

/// The private-use characters round a number's mark in Fluent's output.
const MARK_OPEN: char = '\u{F8F0}';
const MARK_CLOSE: char = '\u{F8F1}';

/// The bundle's formatter: a number is written as a mark (its style and
/// value between [`MARK_OPEN`] and [`MARK_CLOSE`]) for [`Words::with`] to
/// replace by the [`Intl`]'s words (Fluent's formatter is a plain `fn`,
/// it cannot reach the [`Intl`]).
fn mark<M>(value: &FluentValue, _: &M) -> Option<String> {
    let FluentValue::Number(n) = value else {
        return None;
    };
    let style = match n.options.style {
        FluentNumberStyle::Percent => 'p',
        _ => 'd',
    };
    Some(format!("{MARK_OPEN}{style}{}{MARK_CLOSE}", n.value))
}

/// `text` with each number's mark replaced by its words in `intl`.
fn unmark(text: &str, lang: Lang, intl: &dyn Intl) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(MARK_OPEN) {
        out.push_str(&rest[..at]);
        let after = &rest[at + MARK_OPEN.len_utf8()..];
        let Some(end) = after.find(MARK_CLOSE) else {
            rest = after;
            continue;
        };
        let mark = &after[..end];
        let (style, value) = match mark.strip_prefix('p') {
            Some(v) => (NumberStyle::Percent, v),
            None => (NumberStyle::Decimal, mark.strip_prefix('d').unwrap_or(mark)),
        };
        if let Ok(n) = value.parse::<f64>() {
            out.push_str(&intl.number(lang, n, style));
        }
        rest = &after[end + MARK_CLOSE.len_utf8()..];
    }
    out.push_str(rest);
    out
}

impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::Num(n as f64)
    }
}

impl From<u32> for Arg {
    fn from(n: u32) -> Arg {
        Arg::Num(f64::from(n))
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

type Bundle = FluentBundle<FluentResource>;

/// Why a language's files could not be used.
#[derive(Debug, PartialEq, Eq)]
pub enum WordsError {
    /// A file is not Fluent: the file's name and the line of its first
    /// error. (Not the parser's own words: their `Debug` text would cost
    /// the table's module its strings, and a player cannot act on them.)
    Syntax(&'static str, usize),
    /// Fewer or more files than [`FILES`].
    Files(usize),
}

impl std::fmt::Display for WordsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            WordsError::Syntax(name, line) => write!(f, "{name} is damaged at line {line}"),
            WordsError::Files(n) => write!(f, "{n} files where {} were expected", FILES.len()),
        }
    }
}

/// `text` for HTML: its `&`, `<`, `>` and `"` escaped (messages are plain
/// text; the code adds the markup).
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
    out
}

/// The pseudo-locale's transform of a message's text (Fluent applies it to
/// the text of patterns, not to the values of placeables): each ASCII
/// letter accented, and every third letter written twice, so that the
/// text is about a third longer, as translations often are. A word that
/// escaped the message files then stands out as plain ASCII
/// (tests/e2e/pseudo.test.mjs).
fn pseudo(text: &str) -> Cow<'_, str> {
    const UPPER: &str = "ÀƁÇÐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ";
    const LOWER: &str = "áƀçðéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýž";
    let mut out = String::with_capacity(text.len() * 2);
    let mut letters = 0usize;
    for c in text.chars() {
        let (set, base) = match c {
            'A'..='Z' => (UPPER, 'A'),
            'a'..='z' => (LOWER, 'a'),
            _ => {
                out.push(c);
                continue;
            }
        };
        let accented = set.chars().nth(c as usize - base as usize).unwrap_or(c);
        out.push(accented);
        letters += 1;
        if letters.is_multiple_of(3) {
            out.push(accented);
        }
    }
    Cow::Owned(out)
}

/// An empty bundle for `lang`, formatting as the table does.
fn new_bundle(lang: Lang) -> Bundle {
    let id: LanguageIdentifier = lang.tag().parse().unwrap_or_default();
    let mut b = FluentBundle::new(vec![id]);
    b.set_use_isolating(false);
    b.set_formatter(Some(mark));
    if lang == Lang::Pseudo {
        b.set_transform(Some(pseudo));
    }
    b
}

/// Adds file `name`'s `text` to `b`, or says where it is not Fluent.
fn add(b: &mut Bundle, name: &'static str, text: String) -> Result<(), WordsError> {
    let res = FluentResource::try_new(text).map_err(|(res, errors)| {
        let text = res.source();
        let at = errors.first().map_or(0, |e| e.pos.start.min(text.len()));
        let line = text.get(..at).map_or(0, |t| t.matches('\n').count()) + 1;
        WordsError::Syntax(name, line)
    })?;
    // An id written twice keeps its first message.
    let _ = b.add_resource(res);
    Ok(())
}

fn bundle(lang: Lang, files: &[String]) -> Result<Bundle, WordsError> {
    if files.len() != FILES.len() {
        return Err(WordsError::Files(files.len()));
    }
    let mut b = new_bundle(lang);
    for (name, text) in FILES.iter().zip(files) {
        add(&mut b, name, text.clone())?;
    }
    Ok(b)
}

/// One language's words, with English behind them.
///
/// Cheap to copy with English's rules added ([`Words::with_english_rules`]):
/// the bundles are shared.
pub struct Words {
    lang: Lang,
    bundle: Rc<Bundle>,
    /// English, when `lang` is another language.
    english: Option<Rc<Bundle>>,
    /// English's rules, once they arrived (asked for after the others).
    rules: Option<Rc<Bundle>>,
    /// How numbers and dates are written.
    intl: Rc<dyn Intl>,
}

impl Words {
    /// English, built in (all but its rules: [`RULES`]).
    pub fn english() -> Words {
        Words::built_in(Lang::En)
    }

    /// English's built-in files in a bundle for `lang` (English or the
    /// pseudo-locale).
    fn built_in(lang: Lang) -> Words {
        let mut bundle = new_bundle(lang);
        for (name, text) in ENGLISH.into_iter().chain([("languages.ftl", LANGUAGES)]) {
            let read = add(&mut bundle, name, text.to_string());
            debug_assert!(
                read.is_ok(),
                "English's files are Fluent (tests/locales.rs)"
            );
        }
        Words {
            lang,
            bundle: Rc::new(bundle),
            english: None,
            rules: None,
            intl: Rc::new(Plain),
        }
    }

    /// These words with numbers and dates written by `intl`.
    pub fn written_by(mut self, intl: Rc<dyn Intl>) -> Words {
        self.intl = intl;
        self
    }

    /// The pseudo-locale (`en-XA`): English's messages through [`pseudo`].
    pub fn pseudo() -> Words {
        Words::built_in(Lang::Pseudo)
    }

    /// `lang`'s words from its files' texts (in the order of [`FILES`]).
    /// English and the pseudo-locale are built in.
    pub fn of(lang: Lang, files: &[String]) -> Result<Words, WordsError> {
        match lang {
            Lang::En => return Ok(Words::english()),
            Lang::Pseudo => return Ok(Words::pseudo()),
            _ => {}
        }
        Ok(Words {
            lang,
            bundle: Rc::new(bundle(lang, files)?),
            english: Some(Words::english().bundle),
            rules: None,
            intl: Rc::new(Plain),
        })
    }

    /// These words with English's rules (`locales/en/rules.ftl`'s `text`)
    /// behind them: the rules of an English table, and what another
    /// language's rules lack.
    pub fn with_english_rules(&self, text: &str) -> Result<Words, WordsError> {
        let lang = match self.lang {
            Lang::Pseudo => Lang::Pseudo,
            _ => Lang::En,
        };
        // With English's game names: the rules name the games by their
        // terms (`{ -game-caprice }`), which a bundle keeps to itself.
        let mut rules = new_bundle(lang);
        let (games, names) = ENGLISH[0];
        let _ = add(&mut rules, games, names.to_string());
        add(&mut rules, RULES, text.to_string())?;
        Ok(Words {
            lang: self.lang,
            bundle: Rc::clone(&self.bundle),
            english: self.english.clone(),
            rules: Some(Rc::new(rules)),
            intl: Rc::clone(&self.intl),
        })
    }

    /// Whether these words can tell the rules (English's arrived, or the
    /// language's own came with its files).
    pub fn has_rules(&self) -> bool {
        self.bundles().any(|b| b.has_message("rules-label-goal"))
    }

    /// The bundles asked for a message, in order.
    fn bundles(&self) -> impl Iterator<Item = &Bundle> {
        std::iter::once(&*self.bundle)
            .chain(self.english.as_deref())
            .chain(self.rules.as_deref())
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// How numbers and dates are written in these words.
    pub fn intl(&self) -> Rc<dyn Intl> {
        Rc::clone(&self.intl)
    }

    /// `n`, a quantity, as this language writes it (`1 234` in French).
    pub fn number(&self, n: f64) -> String {
        self.intl.number(self.lang, n, NumberStyle::Decimal)
    }

    /// `day` in this language's words (`26 novembre 2026`). The
    /// pseudo-locale's dates are English's, through [`pseudo`] as its
    /// messages are (a month's name is a word the player reads).
    pub fn date(&self, day: DailyDate) -> String {
        let text = self.intl.date(self.lang, day);
        match self.lang {
            Lang::Pseudo => pseudo(&text).into_owned(),
            _ => text,
        }
    }

    /// `lang`'s own name (`Français`).
    pub fn autonym(&self, lang: Lang) -> String {
        self.get(&format!("language-{}", lang.tag()))
    }

    /// The settings dialog's language options: Automatic, then every
    /// language in its own name (and its own `lang` and direction).
    pub fn language_options(&self) -> String {
        let mut html = format!(
            "<option value=\"auto\">{}</option>",
            escape(&self.get("language-automatic"))
        );
        for l in Lang::ALL {
            html.push_str(&format!(
                "<option value=\"{0}\" lang=\"{0}\" dir=\"{1}\">{2}</option>",
                l.tag(),
                if l.rtl() { "rtl" } else { "ltr" },
                escape(&self.autonym(l))
            ));
        }
        html
    }

    /// Message `id`.
    pub fn get(&self, id: &str) -> String {
        self.with(id, &[])
    }

    /// Message `id` with its arguments.
    pub fn with(&self, id: &str, args: &[(&str, Arg)]) -> String {
        let fargs = (!args.is_empty()).then(|| {
            let mut a = FluentArgs::new();
            for (name, arg) in args {
                match arg {
                    Arg::Num(n) => a.set(*name, FluentValue::from(*n)),
                    Arg::Percent(n) => {
                        let options = FluentNumberOptions {
                            style: FluentNumberStyle::Percent,
                            ..FluentNumberOptions::default()
                        };
                        a.set(*name, FluentValue::Number(FluentNumber::new(*n, options)))
                    }
                    Arg::Date(day) => a.set(*name, FluentValue::from(self.date(*day))),
                    Arg::Text(t) => a.set(*name, FluentValue::from(t.as_str())),
                }
            }
            a
        });
        for b in self.bundles() {
            if let Some(pattern) = b.get_message(id).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                let text = b.format_pattern(pattern, fargs.as_ref(), &mut errors);
                return if text.contains(MARK_OPEN) {
                    unmark(&text, self.lang, &*self.intl)
                } else {
                    text.into_owned()
                };
            }
        }
        id.to_string()
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// English's rules as the shell fetches them (`RULES`).
    pub(crate) fn english_rules() -> String {
        std::fs::read_to_string(format!("{}/locales/en/{RULES}", env!("CARGO_MANIFEST_DIR")))
            .unwrap()
    }

    /// A language's files as the shell would fetch them.
    pub(crate) fn files(lang: &str) -> Vec<String> {
        FILES
            .iter()
            .map(|f| {
                std::fs::read_to_string(format!(
                    "{}/locales/{lang}/{f}",
                    env!("CARGO_MANIFEST_DIR")
                ))
                .unwrap()
            })
            .collect()
    }

    /// A stand-in for the browser's `Intl`: numbers grouped by thousands
    /// with U+202F, percentages `42 %` (U+202F before the sign), dates
    /// `day.month.year` followed by the language asked for.
    pub(crate) struct Fake;

    fn grouped(n: f64) -> String {
        let digits = format!("{}", n.round().abs());
        let mut out = String::new();
        for (i, c) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i).is_multiple_of(3) {
                out.push('\u{202F}');
            }
            out.push(c);
        }
        out
    }

    impl Intl for Fake {
        fn number(&self, _: Lang, n: f64, style: NumberStyle) -> String {
            match style {
                NumberStyle::Decimal => grouped(n),
                NumberStyle::Percent => format!("{}\u{202F}%", grouped(n * 100.0)),
            }
        }

        fn date(&self, lang: Lang, day: DailyDate) -> String {
            let (y, m, d) = day.ymd();
            format!("{d}.{m}.{y} ({})", lang.tag())
        }
    }

    /// `lang`'s words, written by [`Fake`].
    pub(crate) fn faked(lang: Lang) -> Words {
        Words::of(lang, &files(lang.tag()))
            .unwrap()
            .written_by(Rc::new(Fake))
    }

    #[test]
    fn numbers_percentages_and_dates_are_written_by_the_intl() {
        let day = DailyDate::from_ymd(2026, 11, 26).unwrap();
        let fr = faked(Lang::Fr);
        assert_eq!(
            fr.with("stats-imported", &[("count", Arg::Num(1234.0))]),
            "Importé : 1\u{202F}234 parties ajoutées."
        );
        assert_eq!(
            fr.with("stats-percent", &[("percent", Arg::Percent(0.42))]),
            "42\u{202F}%"
        );
        assert_eq!(
            fr.with(
                "daily-day-title",
                &[("date", Arg::Date(day)), ("words", "gagnée".into())]
            ),
            "26.11.2026 (fr) : gagnée"
        );
        // A deal's number is a name, not a quantity: as it is.
        let found = fr.with(
            "daily-found",
            &[
                ("game", "Caprice".into()),
                ("date", Arg::Date(day)),
                ("deal", Arg::Text("123456".into())),
            ],
        );
        assert_eq!(
            found,
            "La donne du jour de Caprice du 26.11.2026 (fr)\u{a0}: nº 123456, la même pour tous."
        );
        assert_eq!(fr.number(56789.0), "56\u{202F}789");
        // A message English fills in is written in the language's way.
        let mut gap = files("fr");
        gap[2] = gap[2].replace("stats-percent =", "stats-percent-gone =");
        let gap = Words::of(Lang::Fr, &gap).unwrap().written_by(Rc::new(Fake));
        assert_eq!(
            gap.with("stats-percent", &[("percent", Arg::Percent(0.5))]),
            "50\u{202F}%"
        );
        // The pseudo-locale: letters accented, numbers written by the Intl.
        let p = Words::pseudo().written_by(Rc::new(Fake));
        let said = p.with("stats-imported", &[("count", Arg::Num(2000.0))]);
        assert!(said.contains("2\u{202F}000"), "{said}");
        assert!(!said.chars().any(|c| c.is_ascii_alphabetic()), "{said}");
        assert!(!said.contains(MARK_OPEN) && !said.contains(MARK_CLOSE));
        // Its dates are English's, accented as its words are.
        let english = Words::english().written_by(Rc::new(MonthNames));
        let pseudo = Words::pseudo().written_by(Rc::new(MonthNames));
        let title = |w: &Words| {
            w.with(
                "daily-day-title",
                &[("date", Arg::Date(day)), ("words", "x".into())],
            )
        };
        assert_eq!(title(&english), "26 November 2026: x");
        assert_eq!(title(&pseudo), "26 Ñöṽṽéɱƀƀéŕ 2026: x");
    }

    /// Dates with the month's English name.
    struct MonthNames;

    impl Intl for MonthNames {
        fn number(&self, lang: Lang, n: f64, style: NumberStyle) -> String {
            Plain.number(lang, n, style)
        }

        fn date(&self, _: Lang, day: DailyDate) -> String {
            let (y, _, d) = day.ymd();
            format!("{d} November {y}")
        }
    }

    #[test]
    fn natively_numbers_are_plain_digits_and_dates_iso() {
        let day = DailyDate::from_ymd(2026, 11, 26).unwrap();
        let fr = Words::of(Lang::Fr, &files("fr")).unwrap();
        assert_eq!(
            fr.with("stats-imported", &[("count", Arg::Num(1234.0))]),
            "Importé : 1234 parties ajoutées."
        );
        let en = Words::english();
        assert_eq!(
            en.with("stats-percent", &[("percent", Arg::Percent(0.42))]),
            "42%"
        );
        assert_eq!(
            en.with(
                "daily-day-title",
                &[("date", Arg::Date(day)), ("words", "won".into())]
            ),
            "2026-11-26: won"
        );
        assert_eq!(en.number(0.5), "0.5");
        assert_eq!(
            unmark("a\u{F8F0}d7", Lang::En, &Plain),
            "ad7",
            "an unclosed mark"
        );
    }

    #[test]
    fn plurals_select_on_the_number_not_on_its_words() {
        let ru = faked(Lang::Ru);
        let cards = |n: f64| ru.with("count-cards", &[("count", Arg::Num(n))]);
        assert_eq!(cards(0.0), "нет карт");
        assert_eq!(cards(1.0), "1 карта");
        assert_eq!(cards(2.0), "2 карты");
        assert_eq!(cards(5.0), "5 карт");
        assert_eq!(cards(1234.0), "1\u{202F}234 карты");
        assert_eq!(cards(1005.0), "1\u{202F}005 карт");
        assert_eq!(cards(2001.0), "2\u{202F}001 карта");
    }

    #[test]
    fn the_language_is_the_setting_then_the_element_the_document_the_browser() {
        let browser = vec!["pt-BR".to_string(), "de-AT".to_string()];
        assert_eq!(
            choose(Some(Lang::Ru), Some("fr"), Some("es"), &browser),
            Lang::Ru
        );
        assert_eq!(choose(None, Some("fr-CA"), Some("es"), &browser), Lang::Fr);
        assert_eq!(choose(None, Some("pt"), Some("es"), &browser), Lang::Es);
        assert_eq!(choose(None, None, Some(""), &browser), Lang::De);
        assert_eq!(choose(None, Some("x-garbage-!"), None, &[]), Lang::En);
    }

    #[test]
    fn the_pseudo_locale_accents_every_letter_and_lengthens_by_a_third() {
        assert_eq!(Lang::of_tag("en-XA"), Some(Lang::Pseudo));
        assert_eq!(Lang::of_tag("en-xa"), Some(Lang::Pseudo));
        assert_eq!(Lang::of_tag("en-GB"), Some(Lang::En));
        assert_eq!(Lang::parse("en-XA"), None, "not a setting");
        assert!(!Lang::ALL.contains(&Lang::Pseudo));
        let w = Words::of(Lang::Pseudo, &[]).unwrap();
        assert_eq!(w.lang(), Lang::Pseudo);
        let en = Words::english();
        for id in ["chrome-stats", "confirm-keep-playing", "stats-reset-done"] {
            let (p, e) = (w.get(id), en.get(id));
            assert!(!p.chars().any(|c| c.is_ascii_alphabetic()), "{id}: {p}");
            let letters = |t: &str| t.chars().filter(|c| c.is_alphabetic()).count();
            assert_eq!(letters(&p), letters(&e) + letters(&e) / 3, "{id}: {p}");
        }
        // Placeables keep their values: a number stays a number.
        let p = w.with("stats-exported", &[("file", Arg::Text("x.json".into()))]);
        assert!(p.contains("x.json"), "{p}");
        assert_eq!(pseudo("Ab, c!"), "Àƀ, çç!");
    }

    #[test]
    fn every_language_reads_its_own_words_and_english_fills_gaps() {
        for lang in Lang::ALL {
            let w = Words::of(lang, &files(lang.tag())).unwrap();
            assert_eq!(w.lang(), lang);
            let name = w.get("game-name-russian-patience");
            assert!(
                !name.is_empty() && name != "game-name-russian-patience",
                "{lang:?}"
            );
        }
        let fr = Words::of(Lang::Fr, &files("fr")).unwrap();
        assert_eq!(fr.get("game-name-russian-patience"), "Réussite russe");
        assert_eq!(fr.get("no-such-message"), "no-such-message");
        let en = Words::english();
        assert_eq!(en.get("rules-label-goal"), "rules-label-goal");
        assert!(!en.has_rules() && fr.has_rules());
        let en = en.with_english_rules(&english_rules()).unwrap();
        assert!(en.has_rules());
        assert_eq!(
            en.with("rules-label-format", &[("label", "Goal".into())]),
            "Goal:"
        );
    }

    /// English's rules, not built in, come behind any language's words:
    /// an English table's rules, through the pseudo-locale's transform for
    /// its own, and what another language's rules lack; a damaged file is
    /// refused whole.
    #[test]
    fn english_rules_are_added_behind_the_words() {
        let rules = english_rules();
        let en = Words::english().with_english_rules(&rules).unwrap();
        assert_eq!(en.get("rules-label-goal"), "Goal");
        // Every rule reads whole: the games' names (terms) resolved.
        let mut n = 0;
        for line in rules.lines().filter(|l| l.starts_with("rules-")) {
            let Some((id, _)) = line.split_once(" =") else {
                continue;
            };
            let args = [("percent", Arg::Percent(0.5)), ("label", "Goal".into())];
            let text = en.with(id, &args);
            assert!(!text.contains('{') && text != id, "{id}: {text}");
            n += 1;
        }
        assert!(n > 60, "{n} rules");
        assert_eq!(en.get("chrome-rules"), "Rules");
        let xa = Words::pseudo().with_english_rules(&rules).unwrap();
        assert_eq!(xa.lang(), Lang::Pseudo);
        assert_eq!(xa.get("rules-label-goal"), pseudo("Goal"));
        let mut thin = files("fr");
        thin[1] = "rules-label-goal = But".into();
        let fr = Words::of(Lang::Fr, &thin)
            .unwrap()
            .with_english_rules(&rules)
            .unwrap();
        assert_eq!(fr.get("rules-label-goal"), "But");
        assert_eq!(fr.get("rules-label-deal"), en.get("rules-label-deal"));
        assert_eq!(fr.get("chrome-rules"), "Règles");
        assert_eq!(
            en.with_english_rules("rules-tabs-label = {").err(),
            Some(WordsError::Syntax(RULES, 1))
        );
    }

    /// The English built in (its comments left out by `build.rs`) says
    /// exactly what `locales/en/` says, message by message and attribute
    /// by attribute, and is smaller. (Natively: fluent-syntax is a native
    /// dev-dependency.)
    #[cfg(not(target_arch = "wasm32"))]
    #[test]
    fn the_built_in_english_is_the_source_without_its_comments() {
        let source = files("en");
        let languages = std::fs::read_to_string(format!(
            "{}/locales/languages.ftl",
            env!("CARGO_MANIFEST_DIR")
        ))
        .unwrap();
        let mut from_source = bundle(Lang::En, &source).unwrap();
        from_source
            .add_resource(FluentResource::try_new(languages.clone()).unwrap())
            .unwrap();
        let built_in = Words::english();
        let mut ids = 0;
        // All but the rules' file (fetched, not built in).
        let built: Vec<&String> = FILES
            .iter()
            .zip(&source)
            .filter(|(name, _)| **name != RULES)
            .map(|(_, text)| text)
            .collect();
        for text in built.iter().copied().chain([&languages]) {
            let res = FluentResource::try_new(text.clone()).unwrap();
            for entry in res.entries() {
                let fluent_syntax::ast::Entry::Message(m) = entry else {
                    continue;
                };
                let id = m.id.name;
                let (a, b) = (
                    from_source.get_message(id).unwrap(),
                    built_in.bundle.get_message(id).expect(id),
                );
                let mut errors = vec![];
                let mut show = |b: &Bundle, p| b.format_pattern(p, None, &mut errors).into_owned();
                assert_eq!(
                    a.value().map(|p| show(&from_source, p)),
                    b.value().map(|p| show(&built_in.bundle, p)),
                    "{id}"
                );
                for attr in a.attributes() {
                    let other = b.get_attribute(attr.id()).expect(id);
                    assert_eq!(
                        show(&from_source, attr.value()),
                        show(&built_in.bundle, other.value()),
                        "{id}.{}",
                        attr.id()
                    );
                }
                ids += 1;
            }
        }
        assert!(ids > 300, "{ids} messages");
        assert!(!built_in.has_rules(), "the rules are not built in");
        let size: usize = ENGLISH.iter().map(|(_, t)| t.len()).sum();
        let source: usize = built.iter().map(|t| t.len()).sum();
        assert!(size < source * 17 / 20, "comments left out");
    }

    #[test]
    fn a_damaged_file_is_refused_not_half_read() {
        let mut bad = files("de");
        bad[1].push_str("\nthis is = not { fluent\n");
        assert!(matches!(
            Words::of(Lang::De, &bad),
            Err(WordsError::Syntax("rules.ftl", n)) if n == files("de")[1].lines().count() + 2
        ));
        assert_eq!(
            Words::of(Lang::De, &bad[..1]).err(),
            Some(WordsError::Files(1))
        );
    }

    /// The texts of the files under `dirs` (relative to the crate's root),
    /// every level down.
    fn sources(dirs: &[&str]) -> Vec<String> {
        let root = env!("CARGO_MANIFEST_DIR");
        let mut dirs: Vec<std::path::PathBuf> =
            dirs.iter().map(|d| format!("{root}/{d}").into()).collect();
        let mut texts = Vec::new();
        while let Some(dir) = dirs.pop() {
            for e in std::fs::read_dir(dir).unwrap().flatten() {
                let path = e.path();
                if path.is_dir() {
                    dirs.push(path);
                } else {
                    texts.push(std::fs::read_to_string(&path).unwrap_or_default());
                }
            }
        }
        texts
    }

    /// The ids the shell's markup names (`data-w`, `data-w-title`,
    /// `data-w-label`, and `"data-w…", "id"` pairs), in `src/web`.
    fn markup_ids() -> Vec<String> {
        let mut ids = Vec::new();
        for text in sources(&["src/web", "src/table/records"]) {
            for (i, _) in text.match_indices("data-w") {
                // data-w="id" in markup, or "data-w", "id" in code.
                let rest = &text[i..];
                let after = ["data-w=", "data-w-title=", "data-w-label="]
                    .iter()
                    .chain(&["data-w\", \"", "data-w-title\", \"", "data-w-label\", \""])
                    .find_map(|p| rest.strip_prefix(p));
                let Some(after) = after else { continue };
                let id: String = after
                    .trim_start_matches(['"', '\\'])
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                    .collect();
                // Message ids: lower case, with a hyphen.
                if id.contains('-') && !id.chars().any(|c| c.is_ascii_uppercase()) {
                    ids.push(id);
                }
            }
        }
        ids.sort();
        ids.dedup();
        ids
    }

    #[test]
    fn the_markups_words_are_in_every_language() {
        let ids = markup_ids();
        assert!(ids.contains(&"chrome-new".to_string()), "{ids:?}");
        assert!(ids.contains(&"chrome-finish-title".to_string()), "{ids:?}");
        assert!(ids.contains(&"settings-peek-hints".to_string()), "{ids:?}");
        for lang in Lang::ALL {
            let w = Words::of(lang, &files(lang.tag())).unwrap();
            for id in &ids {
                let text = w.get(id);
                assert!(!text.is_empty() && text != *id, "{lang:?}: {id}");
            }
        }
        let fr = Words::of(Lang::Fr, &files("fr")).unwrap();
        assert_eq!(fr.get("chrome-undo"), "Annuler");
    }

    /// Every message id the code names as a literal (`.get("…")`,
    /// `.with("…", …)`) is in every language, its arguments substituted.
    #[test]
    fn every_id_the_code_names_is_in_every_language() {
        let mut ids = Vec::new();
        for text in sources(&["src"]) {
            for call in [".get(", ".with("] {
                for (i, _) in text.match_indices(call) {
                    let rest = text[i + call.len()..].trim_start();
                    let Some(rest) = rest.strip_prefix('"') else {
                        continue;
                    };
                    let id: String = rest
                        .chars()
                        .take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '-')
                        .collect();
                    let closed = rest[id.len()..].starts_with('"');
                    if closed && id.contains('-') && !id.starts_with("data-") {
                        ids.push(id);
                    }
                }
            }
        }
        ids.sort();
        ids.dedup();
        for id in [
            "start-error",
            "link-too-long",
            "why-blocked",
            "chances-estimate",
        ] {
            assert!(ids.contains(&id.to_string()), "{id} not found in {ids:?}");
        }
        let en = Words::english();
        for lang in Lang::ALL {
            let w = Words::of(lang, &files(lang.tag()))
                .unwrap()
                .with_english_rules(&english_rules())
                .unwrap();
            for id in &ids {
                if id == "no-such-message" {
                    continue;
                }
                let text = w.get(id);
                assert!(text != *id && !text.is_empty(), "{lang:?}: {id}");
                if lang != Lang::En && id.starts_with("start-error") {
                    assert_ne!(text, en.get(id), "{lang:?}: {id}");
                }
            }
        }
        let fr = Words::of(Lang::Fr, &files("fr")).unwrap();
        assert_eq!(
            fr.with("start-error", &[("why", "x".into())]),
            "Patience n'a pas pu démarrer : x"
        );
    }
}
