//! One table's state, whole: the value the shell keeps per table and
//! changes through [`TableState::update`].
//!
//! It owns the game session ([`Session`]: the deal, its moves with undo and
//! redo, the clock, the drag in progress, the confirmation, the settings and
//! the statistics' tally), the solver's session ([`SolverSession`]: the
//! indicator, Hint, Demo, "your chances", the deal search), the grade of the
//! deal shown, the replay being watched, the daily deal (its date, the wait
//! for the solver's answer), the Share menu, the other tabs' saves and the
//! reserve's look.
//!
//! `update` takes an [`Input`] (plain data) and the time, and returns the
//! [`Effect`]s the shell performs in order. It decides, before anything
//! reaches the game session: what a replay or the daily deal's wait holds
//! back, whether the Share menu closes, and whether the input interrupts
//! the solver (a demo, a waiting hint, the search for a winnable deal).
//! It also makes, in `update`, what used to ask the shell to decide and
//! call back: autoplay's and the auto-finish's steps (see
//! [`assist`](super::assist)), the replay viewer's steps on the game
//! ([`ReplayStep`]) and the Share menu's item chosen (its text to copy).
//! The daily deal is decided here too: the Daily button's deal once the
//! storage has said what it remembers (`TableInput::DailyRead`), and what
//! the solver's answer comes to (the wait's end, the deal remembered,
//! dealt and said), and another tab's write (`Input::Stored`: its game
//! adopted, or the table's own written again over an older text).
//! A few answers still come back while the shell performs effects; the
//! session's own plain methods take those.

use super::assist::{self, Assist};
use super::elsewhere::{Elsewhere, Shown, Stamp, Tabs};
use super::grades;
use super::input::{Dialog, Hold, Input, ShareKind, Showing, TableInput};
use super::keyboard::{self, Keyboard};
use super::keys::Command;
use super::records::daily::DayResult;
use super::records::saved::{Restored, Scope};
use super::records::settings::Setting;
use super::records::stats;
use super::records::store::Json;
use super::replay_viewer::{self, ViewerAct};
use super::rulebook;
use super::session::{self, Pending, Session};
use super::solver_session::{self, DailyMiss, SolverMsg, SolverSession, Table};
use super::words::{self, Arg, Intl, Lang, Words};
use crate::engine::daily::DailyDate;
use crate::engine::{replay, DealNumber, GameId, Move, PileId, Status, Variant};
use crate::solver::honest::Grade;
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;
use std::rc::Rc;

/// The daily deal at the table.
#[derive(Debug, Default)]
struct Daily {
    /// The date whose daily deal the game shown is.
    date: Option<DailyDate>,
    /// The daily deal asked of the solver: the table waits for it.
    wait: Option<(Variant, DailyDate)>,
    /// What the link's notices said (a date not understood), said again
    /// with the solver's answer.
    notice: Option<String>,
}

/// What the solver's answer about the daily deal means at the table.
#[derive(Debug, PartialEq, Eq)]
enum DailyFound {
    /// Not the deal the table waits for (another was asked since).
    Stale,
    /// No answer: the game shown stays, as an ordinary deal.
    Missed(String),
    /// The day's deal: remember it; deal it if it is not the one shown;
    /// say `say`.
    Found {
        deal: DealNumber,
        show: bool,
        say: String,
    },
}

/// The Share menu.
#[derive(Debug, Default)]
struct Share {
    /// The menu is open.
    open: bool,
    /// What was given to the clipboard last, and its link (said when the
    /// clipboard answers).
    copying: Option<(&'static str, String)>,
}

/// One item of the Share menu: what it shares, its label, its link and
/// the text given to the clipboard.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShareItem {
    pub kind: ShareKind,
    pub label: String,
    pub link: String,
    pub text: String,
}

/// One step of the replay viewer (see [`replay_viewer::Viewer`]), made by
/// the core, for the shell to draw as the replay's (its moves' events say
/// `source: "replay"`).
#[derive(Debug, PartialEq)]
pub enum ReplayStep {
    /// A move back or forward: the game session's effects (an undo or a
    /// redo to draw).
    Session(Vec<session::Effect>),
    /// The position after this many moves, shown at once (`true`: it
    /// changed; draw the table afresh); say the move it is at.
    Jumped(bool),
    /// The viewer's own act: its Play button, its timer, its end.
    Act(ViewerAct),
    /// The replay became the player's game at this move: close the
    /// viewer's bar, keep the address and say so.
    TookOver(usize),
}

/// What the shell must do, in order.
#[derive(Debug, PartialEq)]
pub enum Effect {
    /// The input is held back (a replay is watched, or the daily deal is
    /// being checked): say why.
    Held(Hold),
    /// Say these words on the message line (a live region).
    Say(String),
    /// The game session's effects (see [`session::Effect`]).
    Session(Vec<session::Effect>),
    /// The solver session's effect (see [`solver_session::Effect`]).
    Solver(solver_session::Effect),
    /// Start the solver: the Web Worker, or main-thread slices where
    /// there is none. `false`: the first table is painted (the shell waits
    /// one more task for the paint, then starts); `true`: at once. Once it
    /// has started, answer `SolverMsg::Started` (where searches run).
    StartSolver(bool),
    /// Run one main-thread slice of this many nodes of the search in
    /// progress; answer `SolverMsg::Sliced`.
    RunSlice(u64),
    /// Ask the worker for this deal's grade; it answers `SolverMsg::Grade`.
    AskGrade(Variant, DealNumber),
    /// Fetch this grade file (from the build's `grades/`) and answer with
    /// `Input::Grades`.
    FetchGrades(grades::GradeFile),
    /// Show this grade of the deal shown (`None`: not known).
    Grade(Option<Grade>),
    /// The worker graded the deal shown: show the grade and raise
    /// `patience-grade`.
    Graded(Grade),
    /// The replay viewer's steps, in order (see [`ReplayStep`]): the core
    /// has made them; the shell draws them as the replay's.
    Replay(Vec<ReplayStep>),
    /// Open (`true`) or close the Share menu.
    ShareMenu(bool),
    /// Copy this text to the clipboard; answer `Input::Copied`.
    Copy(String),
    /// Read today's date by the wall clock and the day's deal of this
    /// game remembered on this browser (`patience:daily`); answer with
    /// `TableInput::DailyRead`.
    ReadDaily(Variant),
    /// Show `deal` as `date`'s daily deal of `variant`: the game shown is
    /// written, a replay's bar closes, and the deal's saved game (or the
    /// deal afresh) is read and handed back (`TableInput::Show`).
    DailyShow {
        variant: Variant,
        date: DailyDate,
        deal: DealNumber,
    },
    /// The table waits for the solver's check of the daily deal (`true`):
    /// mark it (`data-daily-pending`); or the answer came (`false`).
    DailyWait(bool),
    /// Write the daily deal found into the daily record (`patience:daily`,
    /// dropping the days long past by the wall clock), so that a reload
    /// shows it at once.
    RememberDaily {
        variant: Variant,
        date: DailyDate,
        deal: DealNumber,
    },
    /// Draw the deal's label again (its number, and its date for a daily
    /// deal).
    DealLabel,
    /// Unfold (`true`) or fold the bar's other controls.
    More(bool),
    /// The board's timer for its flights fired: draw away the flights
    /// that have ended, or start the timer again for the rest (drawing
    /// alone: the core keeps no flight).
    AnimationCheck,
    /// The keyboard's (see [`keyboard::Effect`]): move the focus to a
    /// pile, draw the held cards' marks, words for the live region.
    Keys(keyboard::Effect),
    /// Autoplay's and the auto-finish's (see [`assist::Effect`]): its
    /// timer, its moves drawn, its words.
    Auto(assist::Effect),
    /// Fan the reserve out (`true`) or square it.
    ReserveLook(bool),
    /// Show the keys.
    Help,
    /// Open this dialog.
    Open(Dialog),
    /// Show this game's rules in the rules dialog.
    Rules(GameId),
    /// Download the statistics.
    StatsExport,
    /// Merge the statistics file read (or say why it could not be read).
    StatsImport(Result<String, crate::table::input::ImportFailed>),
    /// Show only these controls (`None`: all).
    Controls(Option<String>),
    /// Share links start at this address from now on.
    ShareUrl(String),
    /// The page's address changed to a replay link of `deal` of `variant`
    /// with the moves of `code` (the core read the address: see
    /// [`TableState::following`]): write the game shown, end a replay's
    /// bar and the daily deal's wait, and hand the deal afresh back
    /// (`TableInput::Show`) to watch the replay on it.
    OpenReplay {
        variant: Variant,
        deal: DealNumber,
        code: String,
    },
    /// A record was removed or the storage cleared (by another tab): try
    /// again the writes refused for want of room.
    RetryWrites,
    /// Write the game shown again (another tab wrote an older text of it).
    SaveGame,
    /// The game shown is now this deal's game as another tab left it (the
    /// same deal: no new deal, no flourish): draw the table afresh, then
    /// what follows a change of position.
    Followed,
    /// Fetch this language's message files (`words::FILES`, from the
    /// build's `locales/<tag>/`) and answer with `Input::Words`.
    FetchWords(Lang),
    /// Fetch English's rules (`words::RULES`, from the build's
    /// `locales/en/`) and answer with `Input::EnglishRules`.
    FetchRules,
    /// The rules' words arrived, or could not be had: draw the rules
    /// dialog again if it is open ([`TableView::rules_page`]).
    RulesBook,
    /// The table's words changed (another language, or back to English):
    /// draw them again (the root's `lang` and `dir`, the rules dialog, the
    /// language select) from [`TableState::words`].
    Words,
    /// Hide the table, keeping its place, until [`Effect::Unveil`] (for at
    /// most this many milliseconds, then send `Input::WordsLate`): the
    /// first frame waits for its language's words rather than showing
    /// English for a moment.
    Veil(u32),
    /// Show the table: its words are there (or late; they then replace
    /// English when they come).
    Unveil,
    /// A change drawn has settled (the clock runs or stopped; the status
    /// was `before`, is `now`): draw what follows it (the controls, the
    /// clock, the win panel, the page's status event) and write the game
    /// shown once the change is painted.
    Settled(session::Settled),
    /// Leave the game shown (written, its loss recorded if it was played
    /// and not won) and deal `deal` of `variant`: its saved game if
    /// `saved` and there is one, else afresh, read and handed back
    /// (`TableInput::Show`).
    Deal {
        variant: Variant,
        deal: DealNumber,
        saved: bool,
    },
    /// Another deal is shown (`TableInput::Show`): draw it from scratch;
    /// with `replay`, the replay's bar of that many moves first, at its
    /// step, else the cards dealt in; then say `say`, if any.
    Shown {
        replay: Option<usize>,
        say: Option<String>,
    },
    /// Draw the demo's move (as the demo's, in the page's events), then
    /// say it is drawn (`TableInput::Drawn`).
    Demo(Box<session::Moved>),
    /// Record these facts in the statistics (written once the change is
    /// painted), and these results of the daily deal shown (`daily`: its
    /// game and date; written now).
    Record {
        ops: Vec<stats::Op>,
        days: Vec<DayResult>,
        daily: Option<(Variant, DailyDate)>,
    },
}

/// How long a table's first frame waits for its language's files (one
/// small fetch: a few hundred milliseconds on a slow phone network) before
/// it shows in English, changing language when they arrive.
pub const WORDS_WAIT_MS: u32 = 2500;

/// Whether the table has been shown yet (see [`Effect::Veil`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum FirstFrame {
    /// The languages around the table are not known yet.
    #[default]
    Unknown,
    /// Hidden while its language's files are fetched.
    Veiled,
    Shown,
}

/// English's rules (`words::RULES`): not built in, they are asked for
/// once the table is up, or when the rules dialog wants them.
#[derive(Debug)]
pub(super) enum Rulebook {
    NotAsked,
    Asked,
    /// Their text, for the words of any language chosen later.
    Read(String),
    /// Why they could not be had (asked again when the rules are opened).
    Failed(String),
}

/// Where the table's language comes from, besides the player's setting:
/// the element's `lang`, the nearest `lang` around it in the document, the
/// browser's languages (see [`words::choose`]).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Languages {
    pub element: Option<String>,
    pub document: Option<String>,
    pub browser: Vec<String>,
    /// The game's own page: its document's `lang` is the table's own.
    pub own_page: bool,
}

/// Where the table saves its game, and how another tab's text of it is
/// read (with the shell's JSON).
struct Keeping {
    scope: Scope,
    read: for<'a> fn(&mut Tabs, Option<&str>, Option<&str>, &Shown<'a>) -> Elsewhere,
}

/// Which addresses the table follows (see [`TableState::following`]).
#[derive(Debug, Default)]
struct Addressing {
    page: bool,
    share_url: String,
}

/// One table's whole state.
pub struct TableState {
    /// Which addresses it follows.
    addressing: Addressing,
    /// Where the game is saved (`None`: nowhere).
    keeping: Option<Keeping>,
    pub(super) session: Session,
    solver: SolverSession,
    /// The grade of the deal shown.
    grades: grades::Shown,
    /// The replay being watched.
    replay: Option<replay_viewer::Viewer>,
    tabs: Tabs,
    daily: Daily,
    share: Share,
    /// Double Canfield's reserve is fanned out to look through it.
    reserve_fanned: bool,
    /// The bar's other controls are unfolded.
    more: bool,
    /// Every word the table shows that comes from the message files
    /// (`locales/`): English until another language's files arrive.
    pub(super) words: Rc<Words>,
    /// How the words' numbers and dates are written (the browser's `Intl`).
    intl: Rc<dyn Intl>,
    /// Where the language comes from, besides the setting.
    languages: Languages,
    /// The language whose files were asked for and have not arrived.
    fetching: Option<Lang>,
    /// A language whose files could not be used: not asked for again
    /// until the player chooses a language again.
    failed: Option<Lang>,
    first_frame: FirstFrame,
    /// English's rules, not built in (`words::RULES`).
    pub(super) rulebook: Rulebook,
    /// Where the table's random deal numbers come from (seeded by the
    /// shell).
    rng: ChaCha20Rng,
    /// A main-thread slice was asked for before the solver started: it
    /// runs once the solver has.
    slice_asked: bool,
    /// Autoplay and the auto-finish.
    assist: Assist,
    /// The roving focus and the cards the keyboard holds.
    pub(super) keyboard: Keyboard,
    /// The demo's move waits to be drawn (see [`Effect::Demo`]).
    demo_drawn: bool,
}

impl TableState {
    /// A table: `intl` writes the numbers and dates of its words, in every
    /// language it comes to speak.
    pub fn new(
        session: Session,
        solver: SolverSession,
        daily: Option<DailyDate>,
        intl: Rc<dyn Intl>,
        seed: u64,
    ) -> TableState {
        TableState {
            session,
            solver,
            grades: grades::Shown::default(),
            replay: None,
            tabs: Tabs::new(),
            daily: Daily {
                date: daily,
                ..Daily::default()
            },
            share: Share::default(),
            reserve_fanned: false,
            more: false,
            words: Rc::new(Words::english().written_by(Rc::clone(&intl))),
            intl,
            languages: Languages::default(),
            fetching: None,
            failed: None,
            first_frame: FirstFrame::Unknown,
            rulebook: Rulebook::NotAsked,
            rng: ChaCha20Rng::seed_from_u64(seed),
            slice_asked: false,
            assist: Assist::new(""),
            keyboard: Keyboard::default(),
            demo_drawn: false,
            keeping: None,
            addressing: Addressing::default(),
        }
    }

    /// The table whose address's (or attributes') query is `search`
    /// (`autoplay=0` turns autoplay off).
    pub fn at_address(mut self, search: &str) -> TableState {
        self.assist = Assist::new(search);
        self
    }

    /// The table follows the page's address (`page`: it is the game's own
    /// page; else an embedded table follows it when its Share links,
    /// `share_url`, point at the page it is on: see `link::opening`).
    pub fn following(mut self, page: bool, share_url: &str) -> TableState {
        self.addressing = Addressing {
            page,
            share_url: share_url.to_string(),
        };
        self
    }

    /// What the page's new address opens: a replay link's new code, on the
    /// deal it names (a daily link's is not a replay).
    fn replay_link(&self, href: &str, search: &str, hash: &str) -> Option<Effect> {
        let (search, hash) = if self.addressing.page {
            (search.to_string(), hash.to_string())
        } else {
            super::link::opening("", &self.addressing.share_url, (href, search, hash))
        };
        let code = super::link::replay_code(&hash)?;
        let request = super::link::parse_query(&search);
        let (Some(deal), None) = (request.deal, request.daily) else {
            return None;
        };
        Some(Effect::OpenReplay {
            variant: request.variant,
            deal,
            code,
        })
    }

    /// The table saves its game under `scope` (`None`: it saves nothing,
    /// or there is no storage), reading another tab's text of it with the
    /// shell's JSON, `J`.
    pub fn saving<J: Json>(mut self, scope: Option<Scope>) -> TableState {
        self.keeping = scope.map(|scope| Keeping {
            scope,
            read: Tabs::handle_stored::<J>,
        });
        self
    }

    /// The table opens watching a replay link's `code` on the deal it
    /// shows (before the first table is drawn, so that nothing of the
    /// replay is ever saved); with what to say of it (see
    /// [`TableInput::Opened`]), if it watches one.
    pub fn replaying(mut self, code: Option<&str>) -> (TableState, Option<String>) {
        let said = code.map(|code| self.replay_open(code).1);
        (self, said)
    }

    /// Whether the auto-finish is under way.
    pub fn finishing(&self) -> bool {
        self.assist.finishing()
    }

    /// A deal number drawn at random.
    pub fn random_deal(&mut self) -> DealNumber {
        let n = self.rng.next_u32().max(1);
        DealNumber::new(u64::from(n)).unwrap_or(DealNumber::MIN)
    }

    fn intl(&self) -> Rc<dyn Intl> {
        Rc::clone(&self.intl)
    }

    /// The language the table should speak now (see [`words::choose`]).
    pub fn language(&self) -> Lang {
        let l = &self.languages;
        // The game's own page writes its `<html lang>` itself, following
        // the table: reading it back would keep the first language chosen.
        let document = l.document.as_deref().filter(|_| !l.own_page);
        words::choose(
            self.session.settings().language,
            l.element.as_deref(),
            document,
            &l.browser,
        )
    }

    /// After the setting or the languages around the table changed: speak
    /// the language chosen: English at once (built in), another language
    /// once its files arrive (asked for once; a language that failed is
    /// not asked for again, the table stays in English).
    fn follow_language(&mut self) -> Vec<Effect> {
        let want = self.language();
        if want == self.words.lang() {
            self.fetching = None;
            return Vec::new();
        }
        if want == Lang::Pseudo {
            // Built in, as English is.
            self.fetching = None;
            self.words = self.dressed(Words::pseudo());
            return vec![Effect::Words];
        }
        if want == Lang::En || self.failed == Some(want) {
            self.fetching = None;
            if self.words.lang() == Lang::En {
                return Vec::new();
            }
            self.words = self.dressed(Words::english());
            return vec![Effect::Words];
        }
        if self.fetching == Some(want) {
            return Vec::new();
        }
        self.fetching = Some(want);
        vec![Effect::FetchWords(want)]
    }

    /// `w` as the table speaks it: its numbers and dates in the table's
    /// `Intl`, English's rules behind it once they arrived.
    fn dressed(&self, w: Words) -> Rc<Words> {
        let w = w.written_by(self.intl());
        Rc::new(match &self.rulebook {
            Rulebook::Read(text) => w.with_english_rules(text).unwrap_or(w),
            _ => w,
        })
    }

    /// English's rules are asked for when the words have no rules and
    /// they were not asked for yet (or could not be had: asked again).
    fn ask_rules(&mut self, out: &mut Vec<Effect>) {
        if !self.words.has_rules()
            && matches!(self.rulebook, Rulebook::NotAsked | Rulebook::Failed(_))
        {
            self.rulebook = Rulebook::Asked;
            out.push(Effect::FetchRules);
        }
    }

    /// English's rules arrived (or why not): the words tell them from now
    /// on; the rules dialog draws them (or why they are missing).
    fn rules_arrived(&mut self, text: &Result<String, String>) -> Vec<Effect> {
        if !matches!(self.rulebook, Rulebook::Asked) {
            return Vec::new();
        }
        let read = text
            .as_ref()
            .map_err(Clone::clone)
            .and_then(|t| self.words.with_english_rules(t).map_err(|e| e.to_string()));
        match read {
            Ok(w) => {
                self.words = Rc::new(w);
                self.rulebook = Rulebook::Read(text.clone().unwrap_or_default());
            }
            Err(why) => self.rulebook = Rulebook::Failed(why),
        }
        vec![Effect::RulesBook]
    }

    /// A veiled table is shown once no language's files are awaited (they
    /// arrived, could not be had, or are no longer wanted).
    fn unveil_when_ready(&mut self, out: &mut Vec<Effect>) {
        if self.first_frame == FirstFrame::Veiled && self.fetching.is_none() {
            self.first_frame = FirstFrame::Shown;
            out.push(Effect::Unveil);
        }
    }

    /// A language's files arrived (or could not be fetched: why). Files
    /// no longer wanted are dropped; files that do not read leave the
    /// table in English, saying so.
    fn words_arrived(&mut self, lang: Lang, files: &Result<Vec<String>, String>) -> Vec<Effect> {
        if self.fetching != Some(lang) {
            return Vec::new();
        }
        self.fetching = None;
        let read = files
            .as_ref()
            .map_err(|why| why.clone())
            .and_then(|f| Words::of(lang, f).map_err(|e| e.to_string()));
        match read {
            Ok(w) => {
                self.words = self.dressed(w);
                vec![Effect::Words]
            }
            Err(why) => {
                self.failed = Some(lang);
                let english = self.words.lang() != Lang::En;
                if english {
                    self.words = self.dressed(Words::english());
                }
                let say = self.words.with(
                    "language-failed",
                    &[
                        ("language", Arg::Text(self.words.autonym(lang))),
                        ("reason", Arg::Text(why)),
                    ],
                );
                let mut out = Vec::new();
                if english {
                    out.push(Effect::Words);
                }
                out.push(Effect::Say(say));
                out
            }
        }
    }

    /// Shows the game `r` (its daily date, when it has one, stays the
    /// table's); a game without a reserve squares the reserve's look.
    pub(super) fn show(&mut self, r: Restored) {
        if r.daily.is_some() {
            self.daily.date = r.daily;
        }
        if !r.game.position().variant().rules().has_reserve {
            self.reserve_fanned = false;
        }
        self.session.load(r.game, r.deal, r.secs, r.tally);
        self.assist.forget();
    }

    /// The deal the shell read once it wrote the game shown
    /// ([`TableInput::Show`]): a replay watched ends; the game shown is
    /// left (its daily date and wait end; a daily deal shown keeps the
    /// wait for its check) and `r` shown; a replay link's moves are
    /// watched on it.
    fn show_read(&mut self, r: &Restored, how: &Showing) -> Vec<Effect> {
        self.replay = None;
        let mut r = Restored::clone(r);
        match how {
            Showing::Daily(date) => r.daily = Some(*date),
            _ => self.left(),
        }
        self.show(r);
        let (replay, say) = match how {
            Showing::Replay(code) => {
                let (steps, said) = self.replay_open(code);
                (Some(steps), Some(said))
            }
            Showing::Deal => (None, Some(String::new())),
            Showing::Daily(_) => (None, None),
        };
        vec![Effect::Shown { replay, say }]
    }

    /// The first table is drawn (see [`TableInput::Opened`]): the daily
    /// deal shown is checked unless it is the one remembered (`known`),
    /// and the link's notices and the replay's words are said (again with
    /// the daily deal's answer, while it is checked).
    fn opened(
        &mut self,
        notices: &[super::link::LinkNotice],
        replayed: Option<&str>,
        known: Option<DealNumber>,
    ) -> Vec<Effect> {
        let mut out = Vec::new();
        let mut said = super::link::notices_text(notices, &self.words);
        if let Some(text) = replayed {
            said = if said.is_empty() {
                text.to_string()
            } else {
                self.words.with(
                    "link-notices-join",
                    &[("first", Arg::from(text)), ("next", Arg::Text(said))],
                )
            };
        }
        if let Some(date) = self.daily.date {
            if known != Some(self.session.deal()) {
                out.extend(self.daily_ask(self.session.variant(), date));
            }
        }
        if !said.is_empty() {
            self.noticed(&said);
            out.push(Effect::Say(said));
        }
        out
    }

    /// The link's notices, `words`, were said: while the daily deal is
    /// checked they are said again with the answer.
    fn noticed(&mut self, words: &str) {
        if self.daily.wait.is_some() {
            self.daily.notice = Some(words.to_string());
        }
    }

    /// The date whose daily deal the game shown is.
    pub fn daily_date(&self) -> Option<DailyDate> {
        self.daily.date
    }

    /// Double Canfield's reserve is fanned out to look through it.
    pub fn reserve_fanned(&self) -> bool {
        self.reserve_fanned
    }

    /// What holds inputs back now.
    pub fn hold(&self) -> Option<Hold> {
        if self.replay.is_some() {
            Some(Hold::Replay)
        } else {
            self.daily.wait.map(|_| Hold::DailyWait)
        }
    }

    /// The solver session's effects, its words chosen for the position
    /// as it is now (before the input changes it).
    fn solver_effects(&mut self, effects: Vec<solver_session::Effect>, out: &mut Vec<Effect>) {
        for e in effects {
            out.push(match e {
                solver_session::Effect::Say(speech) => {
                    Effect::Say(speech.text(self.session.position(), &self.words))
                }
                solver_session::Effect::DailyFound(variant, date, deal) => {
                    self.daily_answered(variant, date, deal, out);
                    continue;
                }
                solver_session::Effect::DemoMove(mv) => {
                    self.demo_move(mv, out);
                    continue;
                }
                solver_session::Effect::NewDeal(variant) => {
                    self.new_deal(variant, out);
                    continue;
                }
                e => Effect::Solver(e),
            });
        }
    }

    /// What the solver's answer about the daily deal comes to: the wait
    /// ends; the deal found is remembered, dealt if it is not the one
    /// shown, and said; or why there is none is said, and the game shown
    /// stays as an ordinary deal (its label and grade drawn again).
    fn daily_answered(
        &mut self,
        variant: Variant,
        date: DailyDate,
        deal: Result<DealNumber, DailyMiss>,
        out: &mut Vec<Effect>,
    ) {
        match self.daily_found(variant, date, deal) {
            DailyFound::Stale => {}
            DailyFound::Missed(words) => {
                out.extend([
                    Effect::DailyWait(false),
                    Effect::Say(words),
                    Effect::DealLabel,
                ]);
                out.extend(self.grade_shown());
            }
            DailyFound::Found { deal, show, say } => {
                out.push(Effect::DailyWait(false));
                out.push(Effect::RememberDaily {
                    variant,
                    date,
                    deal,
                });
                if show {
                    out.push(Effect::DailyShow {
                        variant,
                        date,
                        deal,
                    });
                }
                out.push(Effect::Say(say));
            }
        }
    }

    /// A solver message (the player's buttons, the solver's timers, what
    /// the worker or the main-thread slices answered): what the solver's
    /// session and the grades make of it.
    fn solver_msg(&mut self, msg: SolverMsg, out: &mut Vec<Effect>) {
        let solver = &mut self.solver;
        let table = solver_view(&self.session);
        let effects = match msg {
            SolverMsg::Hint => solver.handle_hint(&table),
            SolverMsg::Key => solver.handle_key(&table),
            SolverMsg::Demo => solver.handle_demo(&table),
            SolverMsg::DemoStep => solver.handle_demo_step(&table),
            SolverMsg::HintWait => solver.handle_hint_wait(&table),
            SolverMsg::WinnableOnly(on) => solver.handle_winnable_only(on),
            SolverMsg::Module(ok) => solver.handle_module_loaded(ok),
            SolverMsg::Deadline => solver.handle_deadline(),
            SolverMsg::DailyDeadline => solver.handle_daily_deadline(),
            SolverMsg::Daily(variant, date, deal) => {
                solver.handle_daily_answer(variant, date, deal)
            }
            SolverMsg::Odds(answer) => solver.handle_odds(answer, &table),
            SolverMsg::Chances(on) => solver.handle_chances(on),
            SolverMsg::PeekHints(on) => solver.handle_peek_hints(on),
            SolverMsg::WorkerFailed => {
                self.grades.worker_failed();
                solver.handle_worker_failed()
            }
            SolverMsg::Start => {
                // The table is up: the rules follow, before anyone asks.
                self.ask_rules(out);
                out.push(Effect::StartSolver(false));
                return;
            }
            SolverMsg::Grade(variant, deal, grade) => {
                if let Some(g) = grade.and_then(|g| self.grades.answer(variant, deal, g)) {
                    out.push(Effect::Graded(g));
                }
                return;
            }
            SolverMsg::Slice => {
                if !solver.started() {
                    // A slice asked for before the solver started (the DOM
                    // layer's tests run slices by hand) starts it.
                    self.slice_asked = true;
                    out.push(Effect::StartSolver(true));
                } else {
                    self.slice(out);
                }
                return;
            }
            SolverMsg::Started(engine) => {
                let effects = solver.handle_engine_started(engine);
                self.solver_effects(effects, out);
                // The deal shown before the solver started is graded now.
                out.extend(self.grade_shown());
                if std::mem::take(&mut self.slice_asked) {
                    self.slice(out);
                }
                return;
            }
            SolverMsg::Sliced(step, took) => {
                let fresh = self.random_deal();
                let table = solver_view(&self.session);
                self.solver.handle_slice(step, took, &table, fresh)
            }
            SolverMsg::Answer(answer) => {
                let fresh = self.random_deal();
                let table = solver_view(&self.session);
                self.solver.handle_answer(answer, &table, fresh)
            }
        };
        self.solver_effects(effects, out);
    }

    /// The slice due now, if searches run in slices and one is in progress.
    fn slice(&mut self, out: &mut Vec<Effect>) {
        out.push(Effect::Solver(solver_session::Effect::CancelTimer(
            solver_session::Timer::Slice,
        )));
        if let Some(nodes) = self.solver.slice_nodes() {
            out.push(Effect::RunSlice(nodes));
        }
    }

    /// The deal shown changed: its grade, from the shipped table at once,
    /// or for the daily deal asked of the worker (`SolverMsg::Grade`
    /// follows). Other deals beyond the tables are not graded: a grade
    /// takes the worker seconds to tens of seconds, during which the
    /// indicator's search and "your chances" would wait behind it.
    fn grade_shown(&mut self) -> Vec<Effect> {
        let (variant, deal) = (self.session.variant(), self.session.deal());
        let want = self.session.settings().deal_grade;
        let s = self.grades.showing(
            variant,
            deal,
            self.daily.date,
            want,
            self.solver.in_worker(),
            self.solver.started(),
        );
        let mut out: Vec<Effect> = s.fetch.into_iter().map(Effect::FetchGrades).collect();
        if s.ask_worker {
            out.push(Effect::AskGrade(variant, deal));
        }
        out.push(Effect::Grade(s.grade));
        out
    }

    /// The grade of the deal shown, if known.
    pub fn grade(&self) -> Option<Grade> {
        self.grades.grade()
    }

    /// The grade of the deal shown as the shipped tables or the worker
    /// know it (for the page's events).
    pub fn grade_known(&self) -> Option<Grade> {
        self.grades
            .known(self.session.variant(), self.session.deal())
    }

    /// A change of position is drawn (`wall`: seconds since 1970 by the
    /// page's clock): the clock runs or stops, the solver's indicator says
    /// what it can at once or searches anew, and the statistics count the
    /// change (not a replay's, which is nobody's game).
    fn drawn(&mut self, now: f64, wall: u64) -> Vec<Effect> {
        let mut out = vec![Effect::Settled(self.session.settle(now))];
        // What the player has seen: the game's moves from its start.
        let game = self.session.game();
        let seen = crate::solver::honest::stock_seen(game.start(), game.moves());
        let effects = self
            .solver
            .handle_position_seen(self.session.position(), seen);
        self.solver_effects(effects, &mut out);
        // The demo's move drawn: the game is assisted from the demo's
        // first move on.
        let demo = std::mem::take(&mut self.demo_drawn);
        let mut ops = match demo {
            true => self.session.count_assist(wall),
            false => Vec::new(),
        };
        if self.replay.is_none() {
            let grade = self.grade();
            let counted = self.session.count_change(now, wall, grade);
            ops.extend(counted.ops);
            self.record(ops, counted.days, &mut out);
        } else {
            self.record(ops, Vec::new(), &mut out);
        }
        if demo {
            out.extend(self.demo_played(true));
        }
        out
    }

    /// The demo's move `mv`: played like the player's (its own undo
    /// step), without autoplay, and drawn as the demo's; once it is drawn
    /// it is counted and the solver hears of it (see [`Self::drawn`]). A
    /// move refused is said, and the solver hears of it at once.
    fn demo_move(&mut self, mv: Move, out: &mut Vec<Effect>) {
        match self.session.play(mv) {
            Ok(m) => {
                self.demo_drawn = true;
                out.push(Effect::Demo(Box::new(m)));
            }
            Err(e) => {
                out.push(Effect::Say(super::announce::reason(&e, &self.words)));
                out.extend(self.demo_played(false));
            }
        }
    }

    /// The statistics' `ops` and the daily deal's `days` to record, if any.
    fn record(&self, ops: Vec<stats::Op>, days: Vec<DayResult>, out: &mut Vec<Effect>) {
        let daily = self.daily.date.map(|d| (self.session.variant(), d));
        if !ops.is_empty() || (daily.is_some() && !days.is_empty()) {
            out.push(Effect::Record { ops, days, daily });
        }
    }

    /// The deal number for a new deal of `variant`: the next of the grade
    /// chosen for new deals, else at random, or with "winnable deals only"
    /// one the solver has proven winnable. `None` while the search for one
    /// runs (the solver's `NewDeal` follows when it ends).
    fn next_deal(&mut self, variant: Variant) -> (Option<DealNumber>, Vec<Effect>) {
        let wanted = self.session.settings().deal_grade;
        if let Some(deal) = self.grades.new_deal(wanted, variant, self.session.deal()) {
            return (Some(deal), Vec::new());
        }
        let fresh = self.random_deal();
        let (deal, effects) = self.solver.next_deal(variant, fresh);
        let mut out = Vec::new();
        self.solver_effects(effects, &mut out);
        (deal, out)
    }

    /// The demo's move was played (`ok`) or refused.
    fn demo_played(&mut self, ok: bool) -> Vec<Effect> {
        let effects = self
            .solver
            .handle_demo_played(ok, &solver_view(&self.session));
        let mut out = Vec::new();
        // The demo's moves bring no autoplay.
        let mut auto = Vec::new();
        self.assist.stop(&mut auto);
        out.extend(auto.into_iter().map(Effect::Auto));
        self.solver_effects(effects, &mut out);
        out
    }

    /// The table's one way in: `input` at `now` (milliseconds).
    pub fn update(&mut self, input: &Input, now: f64) -> Vec<Effect> {
        // Cards the keyboard held on a position left behind are put back
        // (the change that left it drew the table without their marks).
        self.keyboard.settle(self.session.position());
        let out = self.step(input, now);
        self.keyboard.settle(self.session.position());
        out
    }

    fn step(&mut self, input: &Input, now: f64) -> Vec<Effect> {
        let mut out = Vec::new();
        if matches!(input, Input::Flush) {
            return out;
        }
        if let Input::Table(TableInput::DailyRead {
            variant,
            date,
            known,
        }) = input
        {
            return self.daily_read(*variant, *date, *known);
        }
        if let Input::Table(TableInput::Drawn { wall }) = input {
            return self.drawn(now, *wall);
        }
        if let Input::Table(TableInput::Show { restored, how }) = input {
            return self.show_read(restored, how);
        }
        if let Input::Table(TableInput::Opened {
            notices,
            replayed,
            known,
        }) = input
        {
            return self.opened(notices, replayed.as_deref(), *known);
        }
        if let Input::Table(_) = input {
            // The table's own: straight to the game session.
            if let Some(effects) = self.session.update(input, now) {
                self.session_effects(effects, &mut out);
            }
            if let Input::Table(TableInput::DealShown) = input {
                // The deal shown: its grade.
                out.extend(self.grade_shown());
            }
            return out;
        }
        if let (Input::AutoStep { .. }, Some(_)) = (input, self.hold()) {
            // A replay or the daily deal's check came after the step was
            // asked for: the chain ends without a word.
            self.assist.forget();
            return out;
        }
        // (Read where it is, never copied: only a key's or a held
        // input's replacement is made anew.)
        let normal = input.normal();
        let input = normal.as_ref().unwrap_or(input);
        let passed = match input.passed(self.hold()) {
            Ok(passed) => passed,
            Err(hold) => return vec![Effect::Held(hold)],
        };
        let input = passed.as_ref().unwrap_or(input);
        if self.share.open && !keeps_share_open(input) {
            self.share.open = false;
            out.push(Effect::ShareMenu(false));
        }
        if let Some(i) = interruption(input) {
            let effects = self.solver.handle_input(&solver_view(&self.session), i);
            self.solver_effects(effects, &mut out);
        }
        if let Some(effects) = self.session.update(input, now) {
            // The solver's session hears of its settings first.
            match input {
                Input::Setting(Setting::Chances(on)) => {
                    self.solver_msg(SolverMsg::Chances(*on), &mut out);
                }
                Input::Setting(Setting::PeekHints(on)) => {
                    self.solver_msg(SolverMsg::PeekHints(*on), &mut out);
                }
                _ => {}
            }
            self.session_effects(effects, &mut out);
            if let Input::Setting(Setting::Language(_)) = input {
                // Chosen again: a language that failed is asked for again.
                self.failed = None;
                out.extend(self.follow_language());
            }
            if let Input::Setting(Setting::DealGrade(Some(_))) = input {
                // New deals of a grade: they come from the set's grade
                // file, fetched now rather than at the first New deal.
                let (variant, deal) = (self.session.variant(), self.session.deal());
                let want = self.session.settings().deal_grade;
                let worker = self.grades.worker();
                let s = self
                    .grades
                    .showing(variant, deal, self.daily.date, want, worker, true);
                out.extend(s.fetch.into_iter().map(Effect::FetchGrades));
            }
            return out;
        }
        match &input {
            Input::Languages {
                element,
                document,
                browser,
                own_page,
            } => {
                self.languages = Languages {
                    element: element.clone(),
                    document: document.clone(),
                    browser: browser.clone(),
                    own_page: *own_page,
                };
                out.extend(self.follow_language());
                if self.first_frame == FirstFrame::Unknown {
                    // The first frame: shown at once in English (or a
                    // language built in), else once its files arrive.
                    if self.fetching.is_some() {
                        self.first_frame = FirstFrame::Veiled;
                        out.push(Effect::Veil(WORDS_WAIT_MS));
                    } else {
                        self.first_frame = FirstFrame::Shown;
                    }
                }
                self.unveil_when_ready(&mut out);
                return out;
            }
            Input::Words(lang, files) => {
                out.extend(self.words_arrived(*lang, files));
                self.unveil_when_ready(&mut out);
                return out;
            }
            Input::EnglishRules(text) => return self.rules_arrived(text),
            // The rules dialog wants the rules (asked again if they could
            // not be had).
            Input::Open(Dialog::Rules) => self.ask_rules(&mut out),
            Input::RulesOf(id) if GameId::parse(id).is_ok() => self.ask_rules(&mut out),
            Input::WordsLate => {
                if self.first_frame == FirstFrame::Veiled {
                    self.first_frame = FirstFrame::Shown;
                    out.push(Effect::Unveil);
                }
                return out;
            }
            Input::Solver(msg) => {
                self.solver_msg(msg.clone(), &mut out);
                return out;
            }
            Input::ShareWhat(kind, links) => {
                // A menu item: the menu closes, and its text is copied.
                out.push(Effect::ShareMenu(false));
                let items = self.share_items(links.deal.clone(), &links.replay_base, now);
                match items.into_iter().find(|i| i.kind == *kind) {
                    Some(item) => {
                        self.share_chosen(*kind, item.link);
                        out.push(Effect::Copy(item.text));
                    }
                    None => self.share_closed(),
                }
                return out;
            }
            Input::Grades(file, bytes) => {
                out.extend(match self.grades.loaded(*file, bytes.clone()) {
                    grades::Loaded::Nothing => None,
                    grades::Loaded::Grade(g) => Some(Effect::Graded(g)),
                    grades::Loaded::AskWorker(v, n) => Some(Effect::AskGrade(v, n)),
                });
                return out;
            }
            _ => {}
        }
        out.push(match input {
            Input::Share => {
                self.share.open = !self.share.open;
                Effect::ShareMenu(self.share.open)
            }
            Input::Copied(ok) => match self.share.copying.take() {
                Some((what, link)) => Effect::Say(copied_words(&self.words, *ok, what, &link)),
                None => return out,
            },
            Input::Replay(msg) => {
                let step = self.session.game().moves().len();
                let Some(v) = &mut self.replay else {
                    return out;
                };
                let acts = v.handle(*msg, step);
                Effect::Replay(self.replay_steps_made(acts, now))
            }
            Input::Daily => Effect::ReadDaily(self.session.variant()),
            Input::More => {
                self.more = !self.more;
                Effect::More(self.more)
            }
            Input::AnimationCheck => Effect::AnimationCheck,
            Input::Keyboard(cmd, on) => {
                out.extend(self.keyboard_command(*cmd, *on, now));
                return out;
            }
            Input::Finish => {
                let mut keys = Vec::new();
                self.keyboard.put_back(&mut keys);
                out.extend(keys.into_iter().map(Effect::Keys));
                out.push(Effect::Session(self.session.cancel_drag()));
                let mut auto = Vec::new();
                self.assist.finish(&self.session, &self.words, &mut auto);
                auto_effects(auto, &mut out);
                return out;
            }
            Input::ReserveLook => {
                if !self.session.variant().rules().has_reserve {
                    return out;
                }
                self.reserve_fanned = !self.reserve_fanned;
                Effect::ReserveLook(self.reserve_fanned)
            }
            Input::Help => Effect::Help,
            Input::AutoStep { held } => {
                // The step waits while the keyboard holds cards.
                let held = *held || self.keyboard.held(self.session.position()).is_some();
                let auto = self.assist.step(&mut self.session, held, &self.words);
                auto_effects(auto, &mut out);
                return out;
            }
            Input::Open(d) => Effect::Open(*d),
            Input::RulesOf(id) => match GameId::parse(id) {
                Ok(game) => Effect::Rules(game),
                Err(_) => return out,
            },
            Input::StatsExport => Effect::StatsExport,
            Input::StatsImport(text) => Effect::StatsImport(text.clone()),
            Input::Controls(list) => Effect::Controls(list.clone()),
            Input::Notices(list) if list.is_empty() => return out,
            Input::Notices(list) => Effect::Say(super::link::notices_text(list, &self.words)),
            Input::ShareUrl(url) => {
                self.addressing.share_url.clone_from(url);
                Effect::ShareUrl(url.clone())
            }
            Input::Address { href, search, hash } => match self.replay_link(href, search, hash) {
                Some(open) => open,
                None => return out,
            },
            Input::Stored { key, value } => {
                self.stored(key.as_deref(), value.as_deref(), &mut out);
                return out;
            }
            // The game session's (it answered above), and `Flush`.
            _ => return out,
        });
        out
    }

    /// A key's focus or activation command, or Escape, from pile `on`
    /// (see [`keyboard`]): the focus moved, cards picked up or put back,
    /// or the move or the stock asked for, played as the player's.
    fn keyboard_command(&mut self, cmd: Command, on: Option<PileId>, now: f64) -> Vec<Effect> {
        let mut out = Vec::new();
        let mut keys = Vec::new();
        let (pos, words) = (self.session.position(), &*self.words);
        let then = match cmd {
            Command::Focus(dir) => {
                let layout = self.session.layout();
                self.keyboard
                    .focus(dir, on, (pos, layout, words), &mut keys)
            }
            Command::Activate => self.keyboard.activate(on, (pos, words), &mut keys),
            Command::Cancel => {
                out.push(Effect::Session(self.session.cancel_drag()));
                if self.keyboard.put_back(&mut keys) {
                    let said = self.words.get("said-put-back");
                    keys.push(keyboard::Effect::Announce(said));
                }
                keyboard::Then::Nothing
            }
            // (The others came as their buttons' inputs: `Input::normalised`.)
            _ => keyboard::Then::Nothing,
        };
        out.extend(keys.into_iter().map(Effect::Keys));
        match then {
            keyboard::Then::Nothing => {}
            keyboard::Then::Say(text) => out.push(Effect::Say(text)),
            keyboard::Then::Play(mv) => out.extend(self.update(&Input::Play(mv), now)),
            keyboard::Then::Stock => out.extend(self.update(&Input::Stock, now)),
        }
        out
    }

    /// The game session's effects, and what autoplay makes of them: a
    /// forward move starts a chain, undo and redo end it, and so does an
    /// address that turns autoplay off.
    fn session_effects(&mut self, effects: Vec<session::Effect>, out: &mut Vec<Effect>) {
        if effects.contains(&session::Effect::PointerTaken) {
            // The pointer takes over from the keyboard: held cards go back
            // (before the press is drawn).
            let mut keys = Vec::new();
            self.keyboard.put_back(&mut keys);
            out.extend(keys.into_iter().map(Effect::Keys));
        }
        let mut auto = Vec::new();
        let mut stop = false;
        // Another deal: which one is the core's (see [`Self::new_deal`]).
        let mut deal = None;
        let shown = self.session.variant();
        let effects: Vec<session::Effect> = effects
            .into_iter()
            .filter(|e| {
                deal = match e {
                    session::Effect::Perform(Pending::New) => Some((shown, None)),
                    session::Effect::Perform(Pending::Deal(v) | Pending::Attributes(v, None)) => {
                        Some((*v, None))
                    }
                    session::Effect::Perform(Pending::Attributes(v, Some(d))) => {
                        Some((*v, Some(*d)))
                    }
                    session::Effect::StopAutoplay => {
                        stop = true;
                        return false;
                    }
                    _ => return true,
                };
                false
            })
            .collect();
        for e in &effects {
            match e {
                session::Effect::Configured(search) => self.assist.configured(search, &mut auto),
                session::Effect::Moved(m) => self.assist.moved(&self.session, m, &mut auto),
                _ => {}
            }
        }
        if stop {
            self.assist.stop(&mut auto);
        }
        out.push(Effect::Session(effects));
        auto_effects(auto, out);
        match deal {
            Some((variant, None)) => self.new_deal(variant, out),
            Some((variant, Some(deal))) => out.push(Effect::Deal {
                variant,
                deal,
                saved: true,
            }),
            None => {}
        }
    }

    /// A new deal of `variant`: the next of the grade chosen for new
    /// deals, else at random, or with "winnable deals only" one the
    /// solver has proven winnable (once its search ends: the solver's
    /// `NewDeal` comes back here). Dealt afresh; a deal not of the grade
    /// asked for says so.
    fn new_deal(&mut self, variant: Variant, out: &mut Vec<Effect>) {
        let (deal, effects) = self.next_deal(variant);
        out.extend(effects);
        if let Some(deal) = deal {
            out.push(Effect::Deal {
                variant,
                deal,
                saved: false,
            });
            let want = self.session.settings().deal_grade;
            out.extend(
                self.grades
                    .not_found(want, variant, deal, &self.words)
                    .map(Effect::Say),
            );
        }
    }

    /// What the Share menu offers at `now`: the deal (`deal_link`, the
    /// table's own address), the game so far or the win, and a winning
    /// line where the solver knows one (replay links from `replay_base`,
    /// the deal's link).
    pub fn share_items(&self, deal_link: String, replay_base: &str, now: f64) -> Vec<ShareItem> {
        let game = self.session.game();
        let w = &self.words;
        let name = Arg::Text(rulebook::game_name(self.session.variant().game, w));
        let deal = Arg::Text(self.session.deal().to_string());
        // An item's label and text, of `n` moves, its link and the time.
        let said = |id: &str, n: usize, link: &str, time: &str| {
            let label = w.with(id, &[("moves", Arg::from(n))]);
            let text = w.with(
                &format!("{id}-text"),
                &[
                    ("game", name.clone()),
                    ("deal", deal.clone()),
                    ("moves", Arg::from(n)),
                    ("time", Arg::Text(time.to_string())),
                    ("link", Arg::Text(link.to_string())),
                ],
            );
            (label, text)
        };
        let won = game.status() == Status::Won;
        let mut items = vec![ShareItem {
            kind: ShareKind::Deal,
            label: w.get("share-deal"),
            text: deal_link.clone(),
            link: deal_link,
        }];
        let moves: Vec<Move> = game.moves().collect();
        if !moves.is_empty() {
            if let Ok(code) = replay::encode(game.start(), &moves) {
                let link = format!("{replay_base}#play={code}");
                let time = stats::duration(stats::whole_secs(self.session.elapsed(now)));
                let id = if won { "share-win" } else { "share-game" };
                let (label, text) = said(id, moves.len(), &link, &time);
                items.push(ShareItem {
                    kind: ShareKind::Game,
                    label,
                    text,
                    link,
                });
            }
        }
        let rest = self.solver.winning_rest(self.session.position());
        if let (false, Some(rest)) = (won, rest) {
            let mut all = moves;
            all.extend_from_slice(rest);
            if let Ok(code) = replay::encode(game.start(), &all) {
                let link = format!("{replay_base}#play={code}");
                let (label, text) = said("share-solution", all.len(), &link, "");
                items.push(ShareItem {
                    kind: ShareKind::Solution,
                    label,
                    text,
                    link,
                });
            }
        }
        items
    }

    /// A Share menu item was chosen: what is given to the clipboard is
    /// `link` (in the item's text); the clipboard's answer says so.
    pub fn share_chosen(&mut self, kind: ShareKind, link: String) {
        let won = self.session.game().status() == Status::Won;
        let what = match kind {
            ShareKind::Deal => "copied-deal",
            ShareKind::Game if won => "copied-win",
            ShareKind::Game => "copied-game",
            ShareKind::Solution => "copied-solution",
        };
        self.share.open = false;
        self.share.copying = Some((what, link));
    }

    /// The Share menu closed by itself (a menu item, or its Escape).
    pub fn share_closed(&mut self) {
        self.share.open = false;
    }

    /// Makes the viewer's `acts` on the game: undo and redo, a jump to a
    /// move, the player's taking over.
    fn replay_steps_made(&mut self, acts: Vec<ViewerAct>, now: f64) -> Vec<ReplayStep> {
        let mut steps = Vec::new();
        for act in acts {
            let step = match act {
                ViewerAct::Back | ViewerAct::Forward => {
                    let input = if act == ViewerAct::Back {
                        Input::Undo
                    } else {
                        Input::Redo
                    };
                    let effects = self.session.update(&input, now).unwrap_or_default();
                    ReplayStep::Session(effects)
                }
                ViewerAct::Jump(n) => {
                    // No drag runs while a replay holds the table.
                    steps.push(ReplayStep::Session(self.session.cancel_drag()));
                    ReplayStep::Jumped(self.session.step_to(n))
                }
                ViewerAct::Takeover(_) => {
                    let step = self.session.game().moves().len();
                    self.replay = None;
                    self.session.take_over();
                    ReplayStep::TookOver(step)
                }
                act => ReplayStep::Act(act),
            };
            steps.push(step);
        }
        steps
    }

    /// A replay of `steps` moves is watched from now.
    pub(super) fn replay_opened(&mut self, steps: usize) {
        self.replay = Some(replay_viewer::Viewer::new(steps));
    }

    /// A replay link's `code` is watched from now, on the deal shown: its
    /// moves (the legal part of a damaged code) played and taken back, so
    /// that redo steps through them. Returns the replay's length and what
    /// to say (where and why a damaged code stopped).
    pub(super) fn replay_open(&mut self, code: &str) -> (usize, String) {
        let decoded = replay::decode(self.session.game().start(), code);
        let steps = self.session.seat_replay(&decoded.moves);
        self.replay_opened(steps);
        let said = replay_viewer::opened_words(
            self.session.variant().game,
            self.session.deal(),
            steps,
            decoded.stop,
            &self.words,
        );
        (steps, said)
    }

    /// What the statistics count before the table leaves the game shown:
    /// played and not won is a loss (see `Session::count_leave`).
    pub fn count_leave(&self, wall: u64) -> Vec<stats::Op> {
        self.session.count_leave(wall)
    }

    /// The replay is no longer watched; whether one was.
    #[cfg(test)]
    pub(super) fn replay_closed(&mut self) -> bool {
        self.replay.take().is_some()
    }

    /// The replay's length in moves (0: none is watched).
    pub fn replay_steps(&self) -> usize {
        self.replay.as_ref().map_or(0, |v| v.steps())
    }

    /// Another game is shown: the daily deal's wait and date end.
    fn left(&mut self) {
        self.daily.date = None;
        self.daily.wait = None;
    }

    /// The Daily button's deal, once the storage said what it remembers
    /// for today (`known`): that deal, shown at once; else the date's first
    /// candidate (nearly always the day's deal) while the solver is asked.
    /// A replay watched ends.
    fn daily_read(
        &mut self,
        variant: Variant,
        date: DailyDate,
        known: Option<DealNumber>,
    ) -> Vec<Effect> {
        self.replay = None;
        let deal = known.unwrap_or_else(|| crate::engine::daily::candidate(variant, date, 0));
        let mut out = vec![Effect::DailyShow {
            variant,
            date,
            deal,
        }];
        if known.is_none() {
            out.extend(self.daily_ask(variant, date));
        }
        out
    }

    /// Asks the solver for `date`'s daily deal of `variant`: the table
    /// waits, saying so (the solver's `DailyFound` follows).
    fn daily_ask(&mut self, variant: Variant, date: DailyDate) -> Vec<Effect> {
        let mut out = vec![
            Effect::DailyWait(true),
            Effect::Say(self.daily_asked(variant, date)),
        ];
        let effects = self.solver.handle_daily_ask(variant, date);
        self.solver_effects(effects, &mut out);
        out
    }

    /// The table waits for `date`'s daily deal of `variant`; what to say
    /// meanwhile.
    fn daily_asked(&mut self, variant: Variant, date: DailyDate) -> String {
        self.daily.wait = Some((variant, date));
        self.words.with(
            "daily-checking",
            &[
                (
                    "game",
                    Arg::Text(rulebook::game_name(variant.game, &self.words)),
                ),
                ("date", Arg::Date(date)),
            ],
        )
    }

    /// The solver's answer about `date`'s daily deal of `variant`.
    fn daily_found(
        &mut self,
        variant: Variant,
        date: DailyDate,
        deal: Result<DealNumber, DailyMiss>,
    ) -> DailyFound {
        if self.daily.wait != Some((variant, date)) {
            return DailyFound::Stale;
        }
        self.daily.wait = None;
        let deal = match deal {
            Ok(deal) => deal,
            Err(miss) => {
                self.daily.notice = None;
                self.daily.date = None;
                return DailyFound::Missed(self.words.get(match miss {
                    DailyMiss::NoSolver => "daily-no-solver",
                    DailyMiss::TimedOut => "daily-timed-out",
                }));
            }
        };
        let show = deal != self.session.deal() || self.session.variant() != variant;
        let found = self.words.with(
            "daily-found",
            &[
                (
                    "game",
                    Arg::Text(rulebook::game_name(variant.game, &self.words)),
                ),
                ("date", Arg::Date(date)),
                ("deal", Arg::Text(deal.to_string())),
            ],
        );
        // A date the link gave that was not understood is said again.
        let say = match self.daily.notice.take() {
            Some(notice) => format!("{notice} {found}"),
            None => found,
        };
        DailyFound::Found { deal, show, say }
    }

    /// Another tab wrote `value` under `key` (`None`: removed; no key:
    /// the storage cleared): room for the writes refused, perhaps; and, if
    /// it is this table's game (see [`Tabs::handle_stored`]), that game
    /// shown as it stands there and said, or the table's own text written
    /// again over an older one.
    fn stored(&mut self, key: Option<&str>, value: Option<&str>, out: &mut Vec<Effect>) {
        if value.is_none() {
            out.push(Effect::RetryWrites);
        }
        let Some(keeping) = &self.keeping else {
            return;
        };
        let shown = Shown {
            scope: &keeping.scope,
            variant: self.session.variant(),
            deal: self.session.deal(),
            game: self.session.game(),
            watching: self.replay.is_some(),
        };
        match (keeping.read)(&mut self.tabs, key, value, &shown) {
            Elsewhere::Nothing => {}
            Elsewhere::Repair => out.push(Effect::SaveGame),
            Elsewhere::Follow { restored, say } => {
                out.push(Effect::Session(self.session.cancel_drag()));
                self.show(*restored);
                out.push(Effect::Followed);
                if let Some(id) = say {
                    out.push(Effect::Say(self.words.get(id)));
                }
            }
        }
    }

    /// The stamp to save the game shown with, under `scope`, as table
    /// `me` (`stored`: the text under its key now): see
    /// [`Tabs::stamp_for`].
    pub fn save_stamp<J: Json>(&self, scope: &Scope, stored: Option<&str>, me: &str) -> Stamp {
        let key = scope.save_key(self.session.variant(), self.session.deal());
        self.tabs
            .stamp_for::<J>(&key, self.session.game(), stored, me)
    }
}

/// The table as the solver's session reads it.
pub fn solver_view(session: &Session) -> Table<'_> {
    Table {
        position: session.position(),
        dragging: session.pressed(),
        speed: session.settings().speed.factor(),
    }
}

/// Autoplay's effects as the table's: its words for the message line are
/// said like any other.
fn auto_effects(auto: Vec<assist::Effect>, out: &mut Vec<Effect>) {
    out.extend(auto.into_iter().map(|e| match e {
        assist::Effect::Say(words) => Effect::Say(words),
        e => Effect::Auto(e),
    }));
}

/// Whether the Share menu stays open through `input` (its own inputs, and
/// what happens without the player: timers, the solver, another tab).
fn keeps_share_open(input: &Input) -> bool {
    matches!(
        input,
        Input::Share
            | Input::ShareWhat(..)
            | Input::Tick
            | Input::AnimationCheck
            | Input::Resize
            | Input::Fitted(_)
            | Input::Solver(_)
            | Input::Stored { .. }
            | Input::Languages { .. }
            | Input::Words(..)
            | Input::WordsLate
            | Input::Grades(..)
    )
}

/// How `input` interrupts the solver (a demo, a waiting hint, the search
/// for a winnable deal), if it is the player's at all.
fn interruption(input: &Input) -> Option<solver_session::Input> {
    use solver_session::Input as S;
    Some(match input {
        Input::Solver(_)
        | Input::PointerMove { .. }
        | Input::PointerUp { .. }
        | Input::PointerCancel { .. }
        | Input::Copied(_)
        | Input::Resize
        | Input::Fitted(_)
        | Input::Tick
        | Input::AnimationCheck
        | Input::PageHide
        | Input::AutoStep { .. }
        | Input::Stored { .. }
        | Input::Languages { .. }
        | Input::Words(..)
        | Input::WordsLate
        | Input::Grades(..) => return None,
        // The confirmation's answer is no interruption: its yes may have
        // started the search for a winnable deal.
        Input::Confirm(_) => S::Answer,
        // Steps towards a move keep the hint's marks (a drag shows where
        // to drop; the keyboard walks to the card); the move clears them.
        Input::PointerDown { .. }
        | Input::Click { .. }
        | Input::DoubleClick { .. }
        | Input::Keyboard(Command::Focus(_) | Command::Activate, _) => S::Toward,
        _ => S::Other,
    })
}

/// What the message line says, in `words`, when the clipboard answers a
/// copy (`what`: the `copied-…` message; `link` is shown to copy by hand
/// where the browser refused).
fn copied_words(words: &Words, ok: bool, what: &str, link: &str) -> String {
    if ok {
        words.get(what)
    } else {
        words.with("copy-by-hand", &[("link", Arg::Text(link.to_string()))])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{DealNumber, Move};
    use crate::table::gesture::Hits;
    use crate::table::input::tests::every_input;
    use crate::table::records::saved::Restored;
    use crate::table::replay_viewer::ReplayMsg;
    use crate::table::solver_session::Input as S;

    const AT: f64 = 1_000.0;

    fn table(game: GameId) -> TableState {
        let deal = DealNumber::new(7).unwrap();
        TableState::new(
            Session::fresh(Variant::new(game), deal),
            SolverSession::with_settings(false, true, false),
            None,
            Rc::new(words::Plain),
            1,
        )
    }

    /// The effects other than the solver's (a player's input clears the
    /// hint's marks: `Solver(Unmark)`).
    fn own(out: Vec<Effect>) -> Vec<Effect> {
        out.into_iter()
            .filter(|e| !matches!(e, Effect::Solver(_)))
            .collect()
    }

    fn day() -> DailyDate {
        "2026-11-26".parse::<DailyDate>().unwrap()
    }

    /// The table's own inputs reach the game session while a replay is
    /// watched and leave the Share menu open; a question dropped closes
    /// its dialog.
    #[test]
    fn the_tables_own_inputs_are_never_held_and_keep_the_share_menu() {
        let mut t = table(GameId::DoubleCanfield);
        t.replay_opened(3);
        assert_eq!(
            own(t.update(&Input::Share, AT)),
            vec![Effect::ShareMenu(true)]
        );
        let out = t.update(&Input::Table(TableInput::DealShown), AT);
        assert!(
            matches!(
                out.as_slice(),
                [Effect::Session(s), .., Effect::Grade(_)] if *s == [session::Effect::ShowOptions]
            ),
            "the options shown, then the deal's grade: {out:?}"
        );
        assert_eq!(
            t.update(
                &Input::Table(TableInput::AttributesAre("deal=9".into())),
                AT
            ),
            vec![Effect::Session(vec![])]
        );
        t.replay_closed();
        // A game under way: New asks first.
        t.update(&Input::Stock, AT);
        t.update(&Input::New, AT);
        assert!(t.session.question().is_some());
        let out = t.update(&Input::Table(TableInput::DropQuestion), AT);
        // (`New` closed the menu: it was the player's.)
        assert_eq!(
            out,
            vec![Effect::Session(vec![session::Effect::CloseQuestion])]
        );
        assert!(t.session.question().is_none());
    }

    /// Every input, on a fresh Caprice table: what the table does with it.
    /// (A new input fails to compile in `every_input` until it is listed,
    /// and then fails here until its answer is stated.)
    #[test]
    fn every_input_has_its_answer() {
        for input in every_input() {
            let mut t = table(GameId::Caprice);
            let out = t.update(&input, AT);
            let session = out.iter().any(|e| matches!(e, Effect::Session(_)));
            let last = out.last();
            let ok = match &input {
                Input::PointerDown { .. }
                | Input::PointerMove { .. }
                | Input::PointerUp { .. }
                | Input::PointerCancel { .. }
                | Input::Click { .. }
                | Input::DoubleClick { .. }
                | Input::Play(_)
                | Input::Stock
                | Input::Redeal
                | Input::Undo
                | Input::Redo
                | Input::New
                | Input::Restart
                | Input::SelectGame(_)
                | Input::SelectDraw(_)
                | Input::SelectSpaces(_)
                | Input::Key { .. }
                | Input::Resize
                | Input::Fitted(_)
                | Input::Tick
                | Input::PageHide
                | Input::Setting(_)
                | Input::Confirm(_)
                | Input::StatsReset
                | Input::Configure(_) => session,
                // The table's own: to the game session, nothing else.
                Input::Table(t) => {
                    match t {
                        // (And the deal's grade.)
                        TableInput::DealShown => {
                            session
                                && out[0] == Effect::Session(vec![session::Effect::ShowOptions])
                                && matches!(out.last(), Some(Effect::Grade(_)))
                        }
                        _ => out.len() == 1 && session && out == vec![Effect::Session(vec![])],
                    }
                }
                Input::Share => last == Some(&Effect::ShareMenu(true)),
                // Nothing was being copied, so there is nothing to say.
                Input::Copied(_) => !session && !out.iter().any(|e| matches!(e, Effect::Say(_))),
                Input::AnimationCheck => last == Some(&Effect::AnimationCheck),
                // From outside the table: the focus comes in at its stop.
                Input::Keyboard(..) => {
                    let stop = t.keyboard.tab_stop(t.session.position());
                    last == Some(&Effect::Keys(keyboard::Effect::Focus(stop)))
                }
                // Not a formality yet: a drag cancelled, and why not said.
                Input::Finish => session && matches!(last, Some(Effect::Say(_))),
                // Caprice has no reserve.
                Input::ReserveLook => !out.iter().any(|e| matches!(e, Effect::ReserveLook(_))),
                Input::Help => last == Some(&Effect::Help),
                // No automatic moves are under way.
                Input::AutoStep { .. } => out.is_empty(),
                Input::Open(d) => last == Some(&Effect::Open(*d)),
                Input::RulesOf(_) => last == Some(&Effect::Rules(GameId::Caprice)),
                Input::StatsExport => last == Some(&Effect::StatsExport),
                Input::StatsImport(text) => last == Some(&Effect::StatsImport(text.clone())),
                // The solver's session answers (it has not started: the
                // hint waits for it, or suggests a move of its own).
                Input::Solver(_) => !session && !out.is_empty(),
                // No replay is watched.
                Input::Replay(_) => !out.iter().any(|e| matches!(e, Effect::Replay(_))),
                // The menu closes; the item's text (the deal's link) is copied.
                Input::ShareWhat(kind, _) => {
                    *kind != ShareKind::Deal || matches!(last, Some(Effect::Copy(_)))
                }
                Input::Flush => out.is_empty(),
                // The storage cleared: the writes refused are tried again.
                Input::Stored { value, .. } => value.is_none() && out == vec![Effect::RetryWrites],
                Input::ShareUrl(url) => last == Some(&Effect::ShareUrl(url.clone())),
                // No replay link.
                Input::Address { .. } => {
                    !out.iter().any(|e| matches!(e, Effect::OpenReplay { .. }))
                }
                Input::Controls(list) => last == Some(&Effect::Controls(list.clone())),
                Input::Notices(_) => {
                    matches!(last, Some(Effect::Say(s)) if s.contains("javascript:x"))
                }
                Input::Daily => last == Some(&Effect::ReadDaily(t.session.variant())),
                Input::More => last == Some(&Effect::More(true)),
                Input::Languages { .. } => out.contains(&Effect::FetchWords(Lang::Fr)),
                Input::WordsLate => out.is_empty(),
                // No deal's grade was waiting for it.
                Input::Grades(..) => out.is_empty(),
                // Nothing was asked for: dropped.
                Input::Words(..) | Input::EnglishRules(_) => out.is_empty(),
            };
            assert!(ok, "{input:?} gave {out:?}");
        }
    }

    fn languages(element: Option<&str>, document: Option<&str>, browser: &[&str]) -> Input {
        Input::Languages {
            element: element.map(str::to_string),
            document: document.map(str::to_string),
            browser: browser.iter().map(|b| b.to_string()).collect(),
            own_page: false,
        }
    }

    /// On the game's own page the document's `lang` is the table's own
    /// (it writes `<html lang>`), so it chooses nothing: the browser's
    /// languages do. On a host's page it is the host's, and it does.
    #[test]
    fn the_games_own_page_does_not_read_back_its_own_lang() {
        let around = |own_page| Input::Languages {
            element: None,
            document: Some("en".into()),
            browser: vec!["fr-FR".into()],
            own_page,
        };
        let mut t = table(GameId::Caprice);
        assert_eq!(t.update(&around(false), AT), vec![]);
        assert_eq!(t.language(), Lang::En, "the host page's lang");
        let mut t = table(GameId::Caprice);
        let out = t.update(&around(true), AT);
        assert!(out.contains(&Effect::FetchWords(Lang::Fr)), "{out:?}");
        assert_eq!(t.language(), Lang::Fr, "the browser's, not its own page's");
    }

    /// The languages around the table choose its words; another language's
    /// files are asked for once, and the words change when they arrive;
    /// the player's setting comes first, and English needs no files.
    #[test]
    fn the_table_speaks_the_language_chosen_once_its_files_arrive() {
        let mut t = table(GameId::Caprice);
        assert_eq!(t.words.lang(), Lang::En);
        assert_eq!(
            t.update(&languages(None, Some("en-GB"), &["fr"]), AT),
            vec![]
        );
        let out = t.update(&languages(Some("fr-CA"), Some("en"), &[]), AT);
        assert_eq!(out, vec![Effect::FetchWords(Lang::Fr)]);
        // Asked once.
        assert_eq!(t.update(&languages(Some("fr"), None, &[]), AT), vec![]);
        let out = t.update(&Input::Words(Lang::Fr, Ok(words::tests::files("fr"))), AT);
        assert_eq!(out, vec![Effect::Words]);
        assert_eq!(t.words.lang(), Lang::Fr);
        assert_eq!(t.words.get("game-name-russian-patience"), "Réussite russe");
        // The setting comes first: English at once, then automatic again.
        let out = t.update(&Input::Setting(Setting::Language(Some(Lang::En))), AT);
        assert_eq!(out.last(), Some(&Effect::Words));
        assert_eq!(t.words.lang(), Lang::En);
        assert_eq!(t.session.settings().language, Some(Lang::En));
        let out = t.update(&Input::Setting(Setting::Language(None)), AT);
        assert_eq!(out.last(), Some(&Effect::FetchWords(Lang::Fr)));
        // The browser's languages when nothing around the table says.
        let mut t = table(GameId::Caprice);
        let out = t.update(&languages(None, None, &["pt-BR", "ar-EG", "de"]), AT);
        assert_eq!(
            out,
            vec![Effect::FetchWords(Lang::Ar), Effect::Veil(WORDS_WAIT_MS)]
        );
    }

    /// A table whose language is not built in is hidden, keeping its place,
    /// until its files arrive (or fail, or are late), so that its first
    /// frame is never English for a moment; a table in English is never
    /// hidden; a table is hidden once at most, and shown once.
    #[test]
    fn the_first_frame_waits_for_its_languages_words() {
        let fr = || Input::Words(Lang::Fr, Ok(words::tests::files("fr")));
        // English (and the pseudo-locale, built in): shown at once.
        for around in [
            languages(None, Some("en-GB"), &["fr"]),
            languages(Some("en-XA"), None, &[]),
        ] {
            let mut t = table(GameId::Caprice);
            assert!(!t.update(&around, AT).contains(&Effect::Veil(WORDS_WAIT_MS)));
            // Another language later changes words, but never hides.
            let out = t.update(&Input::Setting(Setting::Language(Some(Lang::Fr))), AT);
            assert!(!out.iter().any(|e| matches!(e, Effect::Veil(_))), "{out:?}");
            assert_eq!(t.update(&fr(), AT), vec![Effect::Words]);
            assert_eq!(t.update(&Input::WordsLate, AT), vec![]);
        }
        // French: hidden until its files arrive, then shown in French.
        let mut t = table(GameId::Caprice);
        let out = t.update(&languages(Some("fr"), None, &[]), AT);
        assert_eq!(
            out,
            vec![Effect::FetchWords(Lang::Fr), Effect::Veil(WORDS_WAIT_MS)]
        );
        assert_eq!(t.update(&fr(), AT), vec![Effect::Words, Effect::Unveil]);
        assert_eq!(t.words.lang(), Lang::Fr);
        assert_eq!(t.update(&Input::WordsLate, AT), vec![], "shown once");
        // Late: shown in English meanwhile; French when it comes.
        let mut t = table(GameId::Caprice);
        t.update(&languages(Some("fr"), None, &[]), AT);
        assert_eq!(t.update(&Input::WordsLate, AT), vec![Effect::Unveil]);
        assert_eq!(t.words.lang(), Lang::En);
        assert_eq!(t.update(&fr(), AT), vec![Effect::Words]);
        assert_eq!(t.words.lang(), Lang::Fr);
        // Failed: shown in English, saying why.
        let mut t = table(GameId::Caprice);
        t.update(&languages(Some("fr"), None, &[]), AT);
        let out = t.update(&Input::Words(Lang::Fr, Err("HTTP 404".into())), AT);
        assert!(
            matches!(out.as_slice(), [Effect::Say(_), Effect::Unveil]),
            "{out:?}"
        );
        // No longer wanted (the element's `lang` became English): shown.
        let mut t = table(GameId::Caprice);
        t.update(&languages(Some("fr"), None, &[]), AT);
        let out = t.update(&languages(Some("en"), None, &[]), AT);
        assert_eq!(out, vec![Effect::Unveil]);
        assert_eq!(t.update(&fr(), AT), vec![], "dropped");
    }

    /// The words of every language the table comes to speak write their
    /// numbers through the `Intl` the table was given.
    #[test]
    fn every_language_the_table_speaks_writes_numbers_through_its_intl() {
        let deal = DealNumber::new(7).unwrap();
        let mut t = TableState::new(
            Session::fresh(Variant::new(GameId::Caprice), deal),
            SolverSession::with_settings(false, true, false),
            None,
            Rc::new(words::tests::Fake),
            1,
        );
        let count = |t: &TableState| t.words.with("count-cards", &[("count", Arg::Num(1234.0))]);
        assert_eq!(count(&t), "1\u{202F}234 cards");
        t.update(&languages(Some("fr"), None, &[]), AT);
        t.update(&Input::Words(Lang::Fr, Ok(words::tests::files("fr"))), AT);
        assert_eq!(t.words.lang(), Lang::Fr);
        assert_eq!(count(&t), "1\u{202F}234 cartes");
        t.update(&Input::Setting(Setting::Language(Some(Lang::En))), AT);
        assert_eq!(count(&t), "1\u{202F}234 cards");
        t.update(&languages(Some("en-XA"), None, &[]), AT);
        t.update(&Input::Setting(Setting::Language(None)), AT);
        assert_eq!(t.words.lang(), Lang::Pseudo);
        assert!(count(&t).starts_with("1\u{202F}234 "), "{}", count(&t));
    }

    /// Files that arrive after another language was chosen are dropped.
    #[test]
    fn files_no_longer_wanted_are_dropped() {
        let mut t = table(GameId::Caprice);
        t.update(&languages(Some("fr"), None, &[]), AT);
        let out = t.update(&Input::Setting(Setting::Language(Some(Lang::De))), AT);
        assert_eq!(out.last(), Some(&Effect::FetchWords(Lang::De)));
        assert_eq!(
            t.update(&Input::Words(Lang::Fr, Ok(words::tests::files("fr"))), AT),
            vec![]
        );
        assert_eq!(t.words.lang(), Lang::En);
        t.update(&Input::Words(Lang::De, Ok(words::tests::files("de"))), AT);
        assert_eq!(t.words.lang(), Lang::De);
    }

    /// A file that could not be fetched, or does not read: the table stays
    /// in English (or goes back to it) and says so, naming the language in
    /// its own words and why; it does not ask again until the player
    /// chooses a language again.
    #[test]
    fn files_that_fail_leave_the_table_in_english_saying_so() {
        let mut t = table(GameId::Caprice);
        t.update(&languages(Some("ru"), None, &[]), AT);
        let out = t.update(&Input::Words(Lang::Ru, Err("HTTP 404".into())), AT);
        let [Effect::Say(said), Effect::Unveil] = out.as_slice() else {
            panic!("{out:?}")
        };
        assert!(
            said.contains("Русский") && said.contains("HTTP 404"),
            "{said}"
        );
        assert!(said.contains("stays in English"), "{said}");
        assert_eq!(t.words.lang(), Lang::En);
        assert_eq!(t.update(&languages(Some("ru"), None, &[]), AT), vec![]);

        // Damaged, while another language was spoken: back to English.
        let out = t.update(&Input::Setting(Setting::Language(Some(Lang::Pl))), AT);
        assert_eq!(out.last(), Some(&Effect::FetchWords(Lang::Pl)));
        t.update(&Input::Words(Lang::Pl, Ok(words::tests::files("pl"))), AT);
        assert_eq!(t.words.lang(), Lang::Pl);
        t.update(&Input::Setting(Setting::Language(Some(Lang::It))), AT);
        let mut damaged = words::tests::files("it");
        damaged[1] = "rules-tabs-label = {".into();
        let out = t.update(&Input::Words(Lang::It, Ok(damaged)), AT);
        assert_eq!(out.first(), Some(&Effect::Words));
        assert!(
            matches!(out.last(), Some(Effect::Say(s)) if s.contains("Italiano") && s.contains("rules.ftl is damaged")),
            "{out:?}"
        );
        assert_eq!(t.words.lang(), Lang::En);
        let out = t.update(&Input::Words(Lang::It, Ok(vec![])), AT);
        assert_eq!(out, vec![], "no longer asked for");
        // Chosen again: asked again.
        let out = t.update(&Input::Setting(Setting::Language(Some(Lang::It))), AT);
        assert_eq!(out.last(), Some(&Effect::FetchWords(Lang::It)));
    }

    /// Changing language changes words, never the game.
    #[test]
    fn changing_language_keeps_the_game() {
        let mut t = table(GameId::Caprice);
        t.update(&Input::Stock, AT);
        let before = (
            t.session.game().position().clone(),
            t.session.game().moves().len(),
        );
        t.update(&Input::Setting(Setting::Language(Some(Lang::Ar))), AT);
        t.update(&Input::Words(Lang::Ar, Ok(words::tests::files("ar"))), AT);
        assert_eq!(t.words.lang(), Lang::Ar);
        assert!(t.words.lang().rtl());
        assert_eq!(
            (
                t.session.game().position().clone(),
                t.session.game().moves().len()
            ),
            before
        );
        assert_eq!(before.1, 1);
    }

    #[test]
    fn a_replay_holds_the_players_moves_and_steps_itself() {
        let mut t = table(GameId::Caprice);
        t.replay_opened(3);
        assert_eq!(t.hold(), Some(Hold::Replay));
        assert_eq!(
            t.update(&Input::Stock, AT),
            vec![Effect::Held(Hold::Replay)]
        );
        let out = t.update(&Input::Replay(ReplayMsg::Forward), AT);
        assert!(
            // (Nothing to redo: the replay's moves were not seated.)
            matches!(out.last(), Some(Effect::Replay(steps))
                if steps.iter().any(|s| matches!(s, ReplayStep::Session(_)))),
            "{out:?}"
        );
        assert_eq!(t.replay_steps(), 3);
        assert!(t.replay_closed());
        assert!(!t.replay_closed());
        assert_eq!(t.hold(), None);
        // The player's move, then autoplay's timer.
        assert!(matches!(
            t.update(&Input::Stock, AT).as_slice(),
            [
                ..,
                Effect::Session(_),
                Effect::Auto(assist::Effect::Timer(_))
            ]
        ));
    }

    #[test]
    fn the_daily_wait_holds_moves_until_the_solver_answers() {
        let mut t = table(GameId::Caprice);
        let v = t.session.variant();
        let words = t.daily_asked(v, day());
        assert!(words.contains("2026-11-26"), "{words}");
        t.noticed("The date was not understood.");
        assert_eq!(
            t.update(&Input::Stock, AT),
            vec![Effect::Held(Hold::DailyWait)]
        );
        // Another date's answer is not the one waited for.
        let other = "2026-11-25".parse::<DailyDate>().unwrap();
        assert_eq!(
            t.daily_found(v, other, Ok(DealNumber::new(9).unwrap())),
            DailyFound::Stale
        );
        let found = t.daily_found(v, day(), Ok(DealNumber::new(9).unwrap()));
        let DailyFound::Found { deal, show, say } = found else {
            panic!("{found:?}");
        };
        assert_eq!(deal, DealNumber::new(9).unwrap());
        assert!(show, "deal 7 is shown, 9 is the day's");
        assert!(
            say.starts_with(
                "The date was not understood. The Caprice daily deal of 2026-11-26: #9"
            ),
            "{say}"
        );
        assert_eq!(t.hold(), None);
        // Answered once: a second answer is stale.
        assert_eq!(
            t.daily_found(v, day(), Ok(DealNumber::new(9).unwrap())),
            DailyFound::Stale
        );
    }

    #[test]
    fn a_daily_deal_without_an_answer_is_an_ordinary_deal() {
        let mut t = table(GameId::Caprice);
        let v = t.session.variant();
        t.show(Restored {
            daily: Some(day()),
            ..Restored::fresh(v, DealNumber::new(7).unwrap())
        });
        assert_eq!(t.daily_date(), Some(day()));
        t.daily_asked(v, day());
        let found = t.daily_found(v, day(), Err(DailyMiss::TimedOut));
        assert!(matches!(found, DailyFound::Missed(w) if w.contains("did not answer in time")));
        assert_eq!(t.daily_date(), None);
        // The day's deal found and already shown: nothing to deal.
        t.daily_asked(v, day());
        let found = t.daily_found(v, day(), Ok(DealNumber::new(7).unwrap()));
        assert!(
            matches!(found, DailyFound::Found { show: false, .. }),
            "{found:?}"
        );
    }

    #[test]
    fn the_share_menu_closes_on_the_players_other_inputs_only() {
        let mut t = table(GameId::Caprice);
        assert_eq!(
            own(t.update(&Input::Share, AT)),
            vec![Effect::ShareMenu(true)]
        );
        let fitted = Input::Fitted(t.session.layout().clone());
        for quiet in [Input::Tick, Input::Resize, Input::AnimationCheck, fitted] {
            let out = t.update(&quiet, AT);
            assert!(
                !out.contains(&Effect::ShareMenu(false)),
                "{quiet:?}: {out:?}"
            );
        }
        let out = t.update(&Input::Undo, AT);
        assert_eq!(own(out).first(), Some(&Effect::ShareMenu(false)));
        // Closed: Share opens it again, and Share (or Escape) closes it.
        assert_eq!(
            own(t.update(&Input::Share, AT)),
            vec![Effect::ShareMenu(true)]
        );
        assert_eq!(
            own(t.update(&Input::Share, AT)),
            vec![Effect::ShareMenu(false)]
        );
    }

    #[test]
    fn the_clipboards_answer_says_what_was_copied() {
        let mut t = table(GameId::Caprice);
        t.share_chosen(ShareKind::Game, "https://x.example/?deal=7#play=AB".into());
        assert_eq!(
            own(t.update(&Input::Copied(true), AT)),
            vec![Effect::Say(
                "Copied the link to a replay of your game so far: paste it to share.".into()
            )]
        );
        t.share_chosen(ShareKind::Deal, "https://x.example/?deal=7".into());
        assert_eq!(
            own(t.update(&Input::Copied(false), AT)),
            vec![Effect::Say(
                "Copy this link to share: https://x.example/?deal=7".into()
            )]
        );
        // Said once.
        assert_eq!(own(t.update(&Input::Copied(true), AT)), vec![]);
    }

    #[test]
    fn the_reserve_is_looked_through_only_where_there_is_one() {
        let mut t = table(GameId::DoubleCanfield);
        assert_eq!(
            own(t.update(&Input::ReserveLook, AT)),
            vec![Effect::ReserveLook(true)]
        );
        assert!(t.reserve_fanned());
        assert_eq!(
            own(t.update(&Input::ReserveLook, AT)),
            vec![Effect::ReserveLook(false)]
        );
        t.update(&Input::ReserveLook, AT);
        // Another game without a reserve squares it.
        t.show(Restored::fresh(
            Variant::new(GameId::Caprice),
            DealNumber::new(1).unwrap(),
        ));
        assert!(!t.reserve_fanned());
        assert_eq!(own(t.update(&Input::ReserveLook, AT)), vec![]);
    }

    #[test]
    fn the_players_inputs_interrupt_the_solver_and_the_rest_do_not() {
        assert_eq!(interruption(&Input::Undo), Some(S::Other));
        assert_eq!(interruption(&Input::Confirm(true)), Some(S::Answer));
        assert_eq!(
            interruption(&Input::Click {
                hits: Hits::at(None),
                detail: 1
            }),
            Some(S::Toward)
        );
        for quiet in [
            Input::Tick,
            Input::Resize,
            Input::PageHide,
            Input::AutoStep { held: false },
        ] {
            assert_eq!(interruption(&quiet), None, "{quiet:?}");
        }
        // A move clears the hint's marks before the session plays it.
        let mut t = table(GameId::Caprice);
        let out = t.update(&Input::Play(Move::Stock), AT);
        assert_eq!(
            out.first(),
            Some(&Effect::Solver(solver_session::Effect::Unmark))
        );
        assert!(
            matches!(
                out.as_slice(),
                [
                    ..,
                    Effect::Session(_),
                    Effect::Auto(assist::Effect::Timer(_))
                ]
            ),
            "{out:?}"
        );
    }

    #[test]
    fn the_share_menu_offers_the_deal_then_the_game_so_far() {
        let mut t = table(GameId::Caprice);
        let deal = "https://x.example/?game=caprice&deal=7".to_string();
        let items = t.share_items(deal.clone(), &deal, AT);
        assert_eq!(items.len(), 1);
        assert_eq!(
            (items[0].kind, &items[0].link, &items[0].text),
            (ShareKind::Deal, &deal, &deal)
        );
        let mv = t.session.position().legal_moves()[0];
        t.update(&Input::Play(mv), AT);
        let items = t.share_items(deal.clone(), &deal, AT + 65_000.0);
        let game = &items[1];
        assert_eq!(game.kind, ShareKind::Game);
        assert_eq!(game.label, "My game so far (1 move)");
        assert!(
            game.link.starts_with(&format!("{deal}#play=")),
            "{}",
            game.link
        );
        assert!(
            game.text
                .starts_with("My game of Caprice #7 so far, 1 move in "),
            "{}",
            game.text
        );
        // The replay link's code replays the move.
        let code = game.link.split("#play=").nth(1).unwrap();
        let decoded = replay::decode(t.session.game().start(), code);
        assert_eq!(decoded.moves, vec![mv]);
    }

    #[test]
    fn the_share_copy_and_daily_words_in_english_and_every_language() {
        let deal = "https://x.example/?game=caprice&deal=7".to_string();
        let kinds = [ShareKind::Deal, ShareKind::Game, ShareKind::Solution];
        // (share labels and texts, copied words, daily words)
        let said = |t: &mut TableState| {
            let mut all: Vec<String> = Vec::new();
            for item in t.share_items(deal.clone(), &deal, AT + 65_000.0) {
                all.push(item.label);
                all.push(item.text);
            }
            for kind in kinds {
                for ok in [true, false] {
                    t.share_chosen(kind, deal.clone());
                    if let Some(Effect::Say(s)) = own(t.update(&Input::Copied(ok), AT)).pop() {
                        all.push(s);
                    }
                }
            }
            let v = t.session.variant();
            all.push(t.daily_asked(v, day()));
            if let DailyFound::Missed(s) = t.daily_found(v, day(), Err(DailyMiss::NoSolver)) {
                all.push(s);
            }
            t.daily_asked(v, day());
            if let DailyFound::Found { say, .. } =
                t.daily_found(v, day(), Ok(DealNumber::new(9).unwrap()))
            {
                all.push(say);
            }
            all
        };
        let mut t = table(GameId::Caprice);
        let mv = t.session.position().legal_moves()[0];
        t.update(&Input::Play(mv), AT);
        let en = said(&mut t);
        let replay = en[3].rsplit(": ").next().unwrap().to_string();
        assert!(replay.starts_with(&format!("{deal}#play=")), "{replay}");
        let copy = format!("Copy this link to share: {deal}");
        assert_eq!(
            en,
            vec![
                "This deal".to_string(),
                deal.clone(),
                "My game so far (1 move)".into(),
                format!("My game of Caprice #7 so far, 1 move in 0:00: {replay}"),
                "Copied the link to this deal: paste it to share.".into(),
                copy.clone(),
                "Copied the link to a replay of your game so far: paste it to share.".into(),
                copy.clone(),
                "Copied the link to a replay of a winning line: paste it to share.".into(),
                copy,
                "Checking the Caprice daily deal of 2026-11-26 with the solver…".into(),
                "The daily deal needs the solver, which could not be loaded in this browser: \
                 this is an ordinary deal, and it does not count as the day's."
                    .into(),
                "The Caprice daily deal of 2026-11-26: #9, the same for everyone.".into(),
            ]
        );
        for lang in Lang::ALL {
            let mut t = table(GameId::Caprice);
            t.words = Rc::new(Words::of(lang, &words::tests::files(lang.tag())).unwrap());
            t.update(&Input::Play(mv), AT);
            let all = said(&mut t);
            assert_eq!(all.len(), en.len(), "{lang:?}");
            for s in all {
                assert!(
                    !s.is_empty()
                        && !["share-", "copied-", "copy-", "daily-"]
                            .iter()
                            .any(|id| s.starts_with(id)),
                    "{lang:?}: {s}"
                );
            }
        }
    }

    #[test]
    fn rules_of_an_unknown_game_are_not_shown() {
        let mut t = table(GameId::Caprice);
        assert_eq!(
            own(t.update(&Input::RulesOf("klondike".into()), AT)),
            vec![]
        );
        assert_eq!(
            own(t.update(&Input::RulesOf("russian-patience".into()), AT)),
            // English's rules are not built in: asked for with the page.
            vec![Effect::FetchRules, Effect::Rules(GameId::RussianPatience)]
        );
    }
}
