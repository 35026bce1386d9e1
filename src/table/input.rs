//! The table's inputs: everything a player (or the page, a timer, the
//! solver, another tab) can ask of a table, as plain data. No input
//! carries a DOM type: the shell turns an event's element into a pile and
//! card ([`Spot`]), a button into its action ([`Input::of_action`]), a key
//! into a command (`keys`), before the table sees it.

use super::gesture::{Hits, PressAt};
use super::keys::Command;
use super::layout::Layout;
use super::records::settings::Setting;
use super::replay_viewer::ReplayMsg;
use super::solver_session::SolverMsg;
use super::words::{Lang, Words};
use crate::engine::{Move, PileId};

/// The page's dialogs that a button opens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialog {
    Stats,
    Settings,
    Rules,
}

impl Dialog {
    /// The dialog's name in the page (`data-dialog`).
    pub fn name(self) -> &'static str {
        match self {
            Dialog::Stats => "stats",
            Dialog::Settings => "settings",
            Dialog::Rules => "rules",
        }
    }
}

/// The table's links, as the shell reads them (its address, where links
/// start): what the Share menu's items are made of.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ShareLinks {
    /// The table's own address (a daily game's is its daily link).
    pub deal: String,
    /// The deal's link, which replay links start from.
    pub replay_base: String,
}

/// What the Share menu offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShareKind {
    Deal,
    Game,
    Solution,
}

impl ShareKind {
    /// The menu item of a `data-action`.
    pub fn of_action(action: &str) -> Option<ShareKind> {
        Some(match action {
            "share-deal" => ShareKind::Deal,
            "share-game" => ShareKind::Game,
            "share-solution" => ShareKind::Solution,
            _ => return None,
        })
    }

    /// Its `data-action`.
    pub fn action(self) -> &'static str {
        match self {
            ShareKind::Deal => "share-deal",
            ShareKind::Game => "share-game",
            ShareKind::Solution => "share-solution",
        }
    }
}

/// Where a move came from, as the table's events say (`source`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Source {
    /// The player: pointer, keys, the table's own buttons.
    #[default]
    Player,
    /// Autoplay's safe moves and the auto-finish.
    Autoplay,
    /// The solver's demo.
    Demo,
    /// The host page's script (`table.game.move()`, `undo()`, `redo()`).
    Api,
    /// The replay viewer stepping through a replay.
    Replay,
}

impl Source {
    /// The event's `source`.
    pub const fn id(self) -> &'static str {
        match self {
            Source::Player => "player",
            Source::Autoplay => "autoplay",
            Source::Demo => "demo",
            Source::Api => "api",
            Source::Replay => "replay",
        }
    }
}

/// Everything a player (or the page) can ask of the table.
#[derive(Clone, Debug, PartialEq)]
pub enum Input {
    /// A pointer went down on `hits` (the shell finds the pile and card of
    /// each element under the pointer, and which cards are in flight).
    PointerDown {
        hits: Hits,
        pointer: i32,
        at: PressAt,
        primary: bool,
    },
    PointerMove {
        pointer: i32,
        x: f64,
        y: f64,
    },
    PointerUp {
        pointer: i32,
        x: f64,
        y: f64,
    },
    PointerCancel {
        pointer: i32,
    },
    /// The browser's click on cards or piles (none: elsewhere on the
    /// table); `detail` is the click count.
    Click {
        hits: Hits,
        detail: i32,
    },
    DoubleClick {
        hits: Hits,
    },
    /// A move by its token (the stock, a transfer, a redeal).
    Play(Move),
    Stock,
    Redeal,
    Undo,
    Redo,
    New,
    Restart,
    Share,
    /// The clipboard took the link (`true`) or refused it.
    Copied(bool),
    SelectGame(String),
    SelectDraw(String),
    SelectSpaces(String),
    Key {
        key: String,
        ctrl: bool,
        shift: bool,
    },
    Resize,
    /// The table's geometry for the size the shell measured (see
    /// `layout`): where a drag is dropped.
    Fitted(Layout),
    Tick,
    AnimationCheck,
    PageHide,
    /// A key's command (see `keys`): focus, pick up and drop, shortcuts;
    /// with the pile the page's focus is on (`None`: not a pile of the
    /// table), which the shell finds (see `keyboard`).
    Keyboard(Command, Option<PileId>),
    /// Play out the rest once winning is a formality.
    Finish,
    /// The Reserve button: look through Double Canfield's reserve, or square it.
    ReserveLook,
    /// Show the keyboard help.
    Help,
    /// Autoplay's step timer fired (`held`: the step waits, as it does
    /// while the keyboard holds cards).
    AutoStep {
        held: bool,
    },
    /// Open the statistics, settings or rules dialog.
    Open(Dialog),
    /// The rules dialog shows this game (its id).
    RulesOf(String),
    /// A setting changed in the settings dialog.
    Setting(Setting),
    /// The player's answer in the confirmation dialog.
    Confirm(bool),
    /// Statistics: reset (after confirming), export, import a file's text
    /// (or why the file could not be read).
    StatsReset,
    StatsExport,
    StatsImport(Result<String, ImportFailed>),
    /// The solver: hint, demo, "winnable deals only", search answers (see
    /// `solver_ui`).
    Solver(SolverMsg),
    /// The replay viewer's controls (see `replay`).
    Replay(ReplayMsg),
    /// An item of the Share menu (see `share`), with the table's links as
    /// the shell read them when it was chosen (a listener sends it with
    /// none; the shell adds them before `update`).
    ShareWhat(ShareKind, ShareLinks),
    /// Nothing: lets what was queued meanwhile run, and the events raised
    /// go out.
    Flush,
    /// The table itself, not the player (none holds back the table,
    /// closes the Share menu or interrupts the solver).
    Table(TableInput),
    /// Another tab wrote `value` under `key` in `localStorage` (`None`:
    /// removed; no key: cleared). See `web::app::tabs`.
    Stored {
        key: Option<String>,
        value: Option<String>,
    },
    /// The element's attributes changed (written as a query string, as
    /// the shell's mount options' `search`): deal what they name, if it is another
    /// deal (asking first when a game is in progress, as the page does).
    Configure(String),
    /// The element's `share-url` (resolved against the host document's
    /// base URL), or the game's own page where it has none.
    ShareUrl(String),
    /// The page's address changed its fragment (`hashchange`): the whole
    /// address, its query and its fragment. A replay link's new code opens
    /// that replay (see [`Effect::OpenReplay`](super::state::Effect::OpenReplay)).
    Address {
        href: String,
        search: String,
        hash: String,
    },
    /// The element's `controls` attribute changed.
    Controls(Option<String>),
    /// What the element found wrong in its attributes as it read them
    /// (a `share-url` that is no web address, a `save` name too long):
    /// said on the message line.
    Notices(Vec<crate::table::link::LinkNotice>),
    /// The Daily button: today's daily deal of the game shown (see `daily`).
    Daily,
    /// The "more controls" button of a narrow embedded table's one-row bar.
    More,
    /// The languages around the table (read when it mounts and when its
    /// `lang` changes): its own `lang` attribute, the nearest `lang` in
    /// the document around it, the browser's languages in order. With the
    /// player's setting they choose the table's language
    /// (`words::choose`).
    Languages {
        element: Option<String>,
        document: Option<String>,
        browser: Vec<String>,
        /// The table is the game's own page: the document's `lang` is the
        /// one the table writes itself (it follows the table's language),
        /// not a source of it.
        own_page: bool,
    },
    /// A language's message files (`words::FILES`, in that order), or why
    /// they could not be fetched: the answer to `Effect::FetchWords`.
    Words(Lang, Result<Vec<String>, String>),
    /// English's rules (`words::RULES`), or why they could not be
    /// fetched: the answer to `Effect::FetchRules`.
    EnglishRules(Result<String, String>),
    /// The first frame has waited long enough for its language's files
    /// (`Effect::Veil`): show the table in English meanwhile.
    WordsLate,
    /// A grade file's bytes, or why it could not be fetched: the answer
    /// to `Effect::FetchGrades`.
    Grades(crate::table::grades::GradeFile, Result<Vec<u8>, String>),
}

/// What the table's own flows bring (a deal shown, a link read, a page's
/// call), beside the player's inputs.
#[derive(Clone, Debug, PartialEq)]
pub enum TableInput {
    /// A press or a drag in progress ends (its cards fly back).
    CancelDrag,
    /// The table shows the session's deal: Double Canfield's rules become
    /// the setting, and the controls show them.
    DealShown,
    /// A question asked is dropped unanswered (the page dealt).
    DropQuestion,
    /// The element's deal attributes now read `query` (the table wrote
    /// them): they ask for nothing.
    AttributesAre(String),
    /// The storage's answer to [`Effect::ReadDaily`](super::state::Effect::ReadDaily):
    /// `date` is today by the wall clock, `known` the day's deal of
    /// `variant` remembered on this browser (`None`: none is).
    DailyRead {
        variant: crate::engine::Variant,
        date: crate::engine::daily::DailyDate,
        known: Option<crate::engine::DealNumber>,
    },
    /// The first table is drawn: the link's `notices` and the replay
    /// link's words (`replayed`) are said, and the daily deal shown, if
    /// any, is checked unless it is the day's deal this browser remembers
    /// (`known`, the storage's answer).
    Opened {
        notices: Vec<super::link::LinkNotice>,
        replayed: Option<String>,
        known: Option<crate::engine::DealNumber>,
    },
    /// The deal to show next, `restored` from the storage (or afresh) once
    /// the shell wrote the game shown ([`Effect::Deal`], [`Effect::DailyShow`],
    /// [`Effect::OpenReplay`], the page's script's deal): the core leaves
    /// the game shown and shows it, `how` says (the shell then draws it:
    /// [`Effect::Shown`]).
    ///
    /// [`Effect::Deal`]: super::state::Effect::Deal
    /// [`Effect::DailyShow`]: super::state::Effect::DailyShow
    /// [`Effect::OpenReplay`]: super::state::Effect::OpenReplay
    /// [`Effect::Shown`]: super::state::Effect::Shown
    Show {
        restored: Box<super::records::saved::Restored>,
        how: Showing,
    },
    /// A change of position is drawn (a move, a deal, a game adopted;
    /// `wall`: seconds since 1970 by the page's clock): what follows it is
    /// the core's ([`Effect::Settled`](super::state::Effect::Settled),
    /// the solver's indicator, [`Effect::Record`](super::state::Effect::Record)).
    Drawn { wall: u64 },
}

/// How a deal read for [`TableInput::Show`] comes to the table.
#[derive(Clone, Debug, PartialEq)]
pub enum Showing {
    /// Another deal: the game shown is left (the daily deal's date and
    /// wait end).
    Deal,
    /// Date's daily deal (the daily deal's wait, if any, goes on).
    Daily(crate::engine::daily::DailyDate),
    /// A replay link's deal, afresh, with the link's moves watched.
    Replay(String),
}

/// What holds the table, refusing moves for a while.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hold {
    /// A replay is being watched.
    Replay,
    /// The solver is checking the daily deal.
    DailyWait,
}

impl Hold {
    /// Why a move is refused meanwhile, in `words` (`locales/*/table.ftl`).
    pub fn spoken(self, words: &Words) -> String {
        words.get(match self {
            Hold::Replay => "hold-replay",
            Hold::DailyWait => "hold-daily-wait",
        })
    }
}

impl Input {
    /// Whether the table's writes that wait for the paint (the saved game,
    /// the statistics' new facts: see `web::app`'s `Later`) are made before
    /// this input is handled. Every input but the pointer's on the table
    /// needs them: another tab's write, the page hidden, a dialog that
    /// reads the records, a new deal. A press, drag, release or click
    /// (which come in one gesture, before its frame is painted) reads and
    /// writes no storage: a move it makes records its facts at once and
    /// joins the writes that wait. Nor do the notices the element hands in
    /// as it makes the table (words said): the first deal's save waits for
    /// its frame, rather than delay it.
    pub fn after_writes(&self) -> bool {
        !matches!(
            self,
            Input::Notices(_)
                | Input::PointerDown { .. }
                | Input::PointerMove { .. }
                | Input::PointerUp { .. }
                | Input::PointerCancel { .. }
                | Input::Click { .. }
                | Input::DoubleClick { .. }
        )
    }

    /// The input a key stands for: Ctrl+Z is Undo, Ctrl+Shift+Z and Ctrl+Y
    /// are Redo, and a keyboard command that names a button is that
    /// button's input (so that a replay and the daily deal's wait treat
    /// keys and buttons alike); any other input is itself.
    /// (`None`: it is itself.)
    pub fn normal(&self) -> Option<Input> {
        Some(match self {
            Input::Key { key, ctrl, shift } => {
                match (key.to_ascii_lowercase().as_str(), *ctrl, *shift) {
                    ("z", true, false) => Input::Undo,
                    ("z", true, true) | ("y", true, _) => Input::Redo,
                    _ => return None,
                }
            }
            Input::Keyboard(c, _) => match c {
                Command::New => Input::New,
                Command::Restart => Input::Restart,
                Command::Undo => Input::Undo,
                Command::Redo => Input::Redo,
                Command::Stock => Input::Stock,
                Command::Redeal => Input::Redeal,
                Command::Finish => Input::Finish,
                Command::Help => Input::Help,
                Command::Hint => Input::Solver(SolverMsg::Hint),
                Command::Focus(_) | Command::Activate | Command::Cancel => return None,
            },
            _ => return None,
        })
    }

    /// The input, normalised ([`Input::normal`]).
    #[cfg(test)]
    pub fn normalised(self) -> Input {
        self.normal().unwrap_or(self)
    }

    /// The input (normalised) while `hold` holds the table: a replay's
    /// undo, redo and restart step through it, and what would move a
    /// card, or ask the solver to, is refused (`Err`, saying why).
    /// Looking, the controls, the dialogs and everything else go through.
    /// (`Ok(None)`: it goes through as it is.)
    pub fn passed(&self, hold: Option<Hold>) -> Result<Option<Input>, Hold> {
        let Some(hold) = hold else {
            return Ok(None);
        };
        if let Hold::Replay = hold {
            let step = match self {
                Input::Undo => Some(ReplayMsg::Back),
                Input::Redo => Some(ReplayMsg::Forward),
                Input::Restart => Some(ReplayMsg::Start),
                _ => None,
            };
            if let Some(step) = step {
                return Ok(Some(Input::Replay(step)));
            }
        }
        let held = match self {
            Input::PointerDown { hits, primary, .. } => *primary && !hits.is_empty(),
            Input::Click { hits, .. } | Input::DoubleClick { hits } => !hits.is_empty(),
            Input::Play(_)
            | Input::Stock
            | Input::Redeal
            | Input::Finish
            | Input::AutoStep { .. }
            | Input::Undo
            | Input::Redo
            | Input::Restart
            | Input::Keyboard(Command::Activate, _)
            | Input::Solver(SolverMsg::Hint | SolverMsg::Demo) => true,
            _ => false,
        };
        if held {
            Err(hold)
        } else {
            Ok(None)
        }
    }

    /// The input as it goes through `hold` ([`Input::passed`]).
    #[cfg(test)]
    pub fn through(self, hold: Option<Hold>) -> Result<Input, Hold> {
        self.passed(hold).map(|i| i.unwrap_or(self))
    }

    /// The input of a button by its action (`data-action`, or a win
    /// panel's `data-celebration-action`); `attr` reads the button's other
    /// attributes (`data-game`, `data-confirm`). `None`: not a button of
    /// the table's.
    pub fn of_action(action: &str, attr: impl Fn(&str) -> Option<String>) -> Option<Input> {
        Some(match action {
            "new" => Input::New,
            "restart" => Input::Restart,
            "undo" => Input::Undo,
            "redo" => Input::Redo,
            "redeal" => Input::Redeal,
            "share" => Input::Share,
            "daily" => Input::Daily,
            "more" => Input::More,
            "hint" => Input::Solver(SolverMsg::Hint),
            "demo" => Input::Solver(SolverMsg::Demo),
            "finish" => Input::Finish,
            "reserve" => Input::ReserveLook,
            "help" => Input::Help,
            "stats" => Input::Open(Dialog::Stats),
            "settings" => Input::Open(Dialog::Settings),
            "rules" => Input::Open(Dialog::Rules),
            "rules-game" => Input::RulesOf(attr("data-game").unwrap_or_default()),
            "stats-reset" => Input::StatsReset,
            "stats-export" => Input::StatsExport,
            "confirm" => Input::Confirm(attr("data-confirm").as_deref() == Some("yes")),
            other => {
                if let Some(m) = ReplayMsg::of_action(other) {
                    Input::Replay(m)
                } else {
                    Input::ShareWhat(ShareKind::of_action(other)?, ShareLinks::default())
                }
            }
        })
    }
}

/// Why a chosen statistics file's text could not be read (its words are
/// chosen at the edge: `ImportFailed::message`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImportFailed {
    /// Larger than any statistics file could be (1 MiB).
    TooLarge,
    /// The browser could not read it.
    Unreadable,
}

impl ImportFailed {
    /// The id of the message that says why.
    pub fn message(self) -> &'static str {
        match self {
            ImportFailed::TooLarge => "stats-error-too-large",
            ImportFailed::Unreadable => "stats-error-unreadable",
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::table::gesture::Spot;

    #[test]
    fn a_gesture_does_not_wait_for_the_writes_and_the_rest_does() {
        let spot = Some(Spot {
            pile: crate::engine::PileId::STOCK,
            card: None,
        });
        for gesture in [
            Input::PointerUp {
                pointer: 1,
                x: 0.0,
                y: 0.0,
            },
            Input::Click {
                hits: Hits::at(spot),
                detail: 1,
            },
            Input::PointerCancel { pointer: 1 },
            Input::Notices(Vec::new()),
        ] {
            assert!(!gesture.after_writes(), "{gesture:?}");
        }
        for other in [
            Input::Flush,
            Input::PageHide,
            Input::Stored {
                key: None,
                value: None,
            },
            Input::Open(Dialog::Stats),
            Input::New,
            Input::Undo,
            Input::Tick,
        ] {
            assert!(other.after_writes(), "{other:?}");
        }
    }

    #[test]
    fn every_button_of_the_chrome_has_its_input() {
        let none = |_: &str| None;
        for (action, input) in [
            ("new", Input::New),
            ("restart", Input::Restart),
            ("undo", Input::Undo),
            ("redo", Input::Redo),
            ("redeal", Input::Redeal),
            ("share", Input::Share),
            ("daily", Input::Daily),
            ("more", Input::More),
            ("hint", Input::Solver(SolverMsg::Hint)),
            ("demo", Input::Solver(SolverMsg::Demo)),
            ("finish", Input::Finish),
            ("reserve", Input::ReserveLook),
            ("help", Input::Help),
            ("stats", Input::Open(Dialog::Stats)),
            ("settings", Input::Open(Dialog::Settings)),
            ("rules", Input::Open(Dialog::Rules)),
            ("stats-reset", Input::StatsReset),
            ("stats-export", Input::StatsExport),
            ("replay-play", Input::Replay(ReplayMsg::Play)),
            (
                "share-game",
                Input::ShareWhat(ShareKind::Game, ShareLinks::default()),
            ),
        ] {
            assert_eq!(Input::of_action(action, none), Some(input), "{action}");
        }
        assert_eq!(Input::of_action("something-else", none), None);
        for kind in [ShareKind::Deal, ShareKind::Game, ShareKind::Solution] {
            assert_eq!(ShareKind::of_action(kind.action()), Some(kind));
        }
    }

    /// Every input, once (the match below has no wildcard, so that a new
    /// input must be added here).
    pub(crate) fn every_input() -> Vec<Input> {
        use crate::engine::{DealNumber, GameId, PileId, Variant};
        use crate::table::keys::Dir;
        let pos = crate::engine::deal(Variant::new(GameId::Caprice), DealNumber::new(1).unwrap());
        let spot = Some(Spot {
            pile: PileId::tableau(0),
            card: Some(0),
        });
        let at = PressAt {
            pointer: (1.0, 2.0),
            table: (0.0, 0.0),
            card: (1.0, 2.0),
        };
        let all = vec![
            Input::PointerDown {
                hits: Hits::at(spot),
                pointer: 1,
                at,
                primary: true,
            },
            Input::PointerMove {
                pointer: 1,
                x: 3.0,
                y: 4.0,
            },
            Input::PointerUp {
                pointer: 1,
                x: 3.0,
                y: 4.0,
            },
            Input::PointerCancel { pointer: 1 },
            Input::Click {
                hits: Hits::at(spot),
                detail: 1,
            },
            Input::DoubleClick {
                hits: Hits::at(spot),
            },
            Input::Play(Move::Stock),
            Input::Stock,
            Input::Redeal,
            Input::Undo,
            Input::Redo,
            Input::New,
            Input::Restart,
            Input::Share,
            Input::Copied(true),
            Input::SelectGame("caprice".into()),
            Input::SelectDraw("1".into()),
            Input::SelectSpaces("any".into()),
            Input::Key {
                key: "a".into(),
                ctrl: false,
                shift: false,
            },
            Input::Resize,
            Input::Fitted(crate::table::layout::Layout::new(&pos, 800.0, 600.0)),
            Input::Tick,
            Input::AnimationCheck,
            Input::PageHide,
            Input::Keyboard(Command::Focus(Dir::Next), None),
            Input::Finish,
            Input::ReserveLook,
            Input::Help,
            Input::AutoStep { held: false },
            Input::Open(Dialog::Rules),
            Input::RulesOf("caprice".into()),
            Input::Setting(Setting::Autoplay(false)),
            Input::Confirm(true),
            Input::StatsReset,
            Input::StatsExport,
            Input::StatsImport(Ok("{}".into())),
            Input::Solver(SolverMsg::Hint),
            Input::Replay(ReplayMsg::Play),
            Input::ShareWhat(ShareKind::Deal, ShareLinks::default()),
            Input::Flush,
            Input::Stored {
                key: None,
                value: None,
            },
            Input::Configure("game=caprice".into()),
            Input::ShareUrl("https://example.org/".into()),
            Input::Address {
                href: String::new(),
                search: String::new(),
                hash: String::new(),
            },
            Input::Controls(None),
            Input::Notices(vec![crate::table::link::LinkNotice::BadShareUrl(
                "javascript:x".into(),
            )]),
            Input::Daily,
            Input::More,
            Input::Setting(Setting::Language(Some(Lang::Fr))),
            Input::Languages {
                element: Some("fr".into()),
                document: None,
                browser: vec!["de-DE".into()],
                own_page: false,
            },
            Input::Words(Lang::Fr, Err("offline".into())),
            Input::EnglishRules(Err("offline".into())),
            Input::WordsLate,
            Input::Grades(
                crate::table::grades::GradeFile {
                    variant: crate::engine::Variant::ALL[0],
                    daily: false,
                },
                Ok(vec![0; 16]),
            ),
            Input::Table(TableInput::CancelDrag),
            Input::Table(TableInput::DealShown),
            Input::Table(TableInput::DropQuestion),
            Input::Table(TableInput::AttributesAre("game=caprice".into())),
        ];
        for input in &all {
            // No wildcard: a new input fails to compile until listed.
            match input {
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
                | Input::Share
                | Input::Copied(_)
                | Input::SelectGame(_)
                | Input::SelectDraw(_)
                | Input::SelectSpaces(_)
                | Input::Key { .. }
                | Input::Resize
                | Input::Fitted(_)
                | Input::Tick
                | Input::AnimationCheck
                | Input::PageHide
                | Input::Keyboard(..)
                | Input::Finish
                | Input::ReserveLook
                | Input::Help
                | Input::AutoStep { .. }
                | Input::Open(_)
                | Input::RulesOf(_)
                | Input::Setting(_)
                | Input::Confirm(_)
                | Input::StatsReset
                | Input::StatsExport
                | Input::StatsImport(_)
                | Input::Solver(_)
                | Input::Replay(_)
                | Input::ShareWhat(..)
                | Input::Flush
                | Input::Stored { .. }
                | Input::Configure(_)
                | Input::ShareUrl(_)
                | Input::Address { .. }
                | Input::Controls(_)
                | Input::Notices(_)
                | Input::Daily
                | Input::More
                | Input::Languages { .. }
                | Input::Words(..)
                | Input::EnglishRules(_)
                | Input::WordsLate
                | Input::Grades(..)
                | Input::Table(_) => {}
            }
        }
        all
    }

    #[test]
    fn nothing_holds_a_table_that_is_not_held() {
        for input in every_input() {
            assert_eq!(input.clone().through(None), Ok(input));
        }
    }

    #[test]
    fn a_replay_or_the_daily_wait_holds_the_moves_and_lets_the_rest_through() {
        // What moves a card, or asks the solver to: held by both.
        let held = |i: &Input| {
            matches!(
                i,
                Input::PointerDown { .. }
                    | Input::Click { .. }
                    | Input::DoubleClick { .. }
                    | Input::Play(_)
                    | Input::Stock
                    | Input::Redeal
                    | Input::Finish
                    | Input::AutoStep { .. }
                    | Input::Undo
                    | Input::Redo
                    | Input::Restart
                    | Input::Solver(SolverMsg::Hint)
            )
        };
        for input in every_input() {
            let daily = input.clone().through(Some(Hold::DailyWait));
            if held(&input) {
                assert_eq!(daily, Err(Hold::DailyWait), "{input:?}");
            } else {
                assert_eq!(daily, Ok(input.clone()), "{input:?}");
            }
            let replay = input.clone().through(Some(Hold::Replay));
            let expected = match input {
                Input::Undo => Ok(Input::Replay(ReplayMsg::Back)),
                Input::Redo => Ok(Input::Replay(ReplayMsg::Forward)),
                Input::Restart => Ok(Input::Replay(ReplayMsg::Start)),
                ref i if held(i) => Err(Hold::Replay),
                i => Ok(i),
            };
            assert_eq!(replay, expected);
        }
        // A press that is not the primary button's, or a click beside the
        // cards, goes through; so does a demo already refused above.
        let aside = Input::Click {
            hits: Hits::at(None),
            detail: 1,
        };
        assert_eq!(aside.clone().through(Some(Hold::Replay)), Ok(aside));
        assert_eq!(
            Input::Solver(SolverMsg::Demo).through(Some(Hold::DailyWait)),
            Err(Hold::DailyWait)
        );
        let en = Words::english();
        assert_eq!(
            Hold::Replay.spoken(&en),
            "This is a replay: press Play from here to play on from this move."
        );
        assert_eq!(
            Hold::DailyWait.spoken(&en),
            "A moment: the solver is checking the daily deal."
        );
        for lang in Lang::ALL {
            let w = Words::of(lang, &crate::table::words::tests::files(lang.tag())).unwrap();
            for hold in [Hold::Replay, Hold::DailyWait] {
                let said = hold.spoken(&w);
                assert!(!said.is_empty() && !said.starts_with("hold-"), "{lang:?}");
            }
        }
    }

    #[test]
    fn keyboard_commands_that_name_a_button_are_its_input() {
        for (c, i) in [
            (Command::New, Input::New),
            (Command::Restart, Input::Restart),
            (Command::Undo, Input::Undo),
            (Command::Redo, Input::Redo),
            (Command::Stock, Input::Stock),
            (Command::Redeal, Input::Redeal),
            (Command::Finish, Input::Finish),
            (Command::Help, Input::Help),
            (Command::Hint, Input::Solver(SolverMsg::Hint)),
        ] {
            assert_eq!(Input::Keyboard(c, None).normalised(), i);
        }
        for c in [Command::Activate, Command::Cancel] {
            assert_eq!(
                Input::Keyboard(c, None).normalised(),
                Input::Keyboard(c, None)
            );
        }
        // Activate moves a card: held while a replay is watched.
        assert_eq!(
            Input::Keyboard(Command::Activate, None).through(Some(Hold::Replay)),
            Err(Hold::Replay)
        );
    }

    #[test]
    fn the_undo_keys_are_undo_and_redo() {
        let key = |k: &str, ctrl, shift| Input::Key {
            key: k.into(),
            ctrl,
            shift,
        };
        assert_eq!(key("z", true, false).normalised(), Input::Undo);
        assert_eq!(key("Z", true, true).normalised(), Input::Redo);
        assert_eq!(key("y", true, false).normalised(), Input::Redo);
        assert_eq!(key("z", false, false).normalised(), key("z", false, false));
        assert_eq!(
            key("Escape", false, false).normalised(),
            key("Escape", false, false)
        );
        assert_eq!(Input::Help.normalised(), Input::Help);
    }

    #[test]
    fn buttons_with_a_value_read_it_from_their_attributes() {
        let attrs = |name: &str| match name {
            "data-game" => Some("lucas-leaps".to_string()),
            "data-confirm" => Some("yes".to_string()),
            _ => None,
        };
        assert_eq!(
            Input::of_action("rules-game", attrs),
            Some(Input::RulesOf("lucas-leaps".into()))
        );
        assert_eq!(
            Input::of_action("confirm", attrs),
            Some(Input::Confirm(true))
        );
        assert_eq!(
            Input::of_action("confirm", |_: &str| Some("no".into())),
            Some(Input::Confirm(false))
        );
        assert_eq!(
            Dialog::Stats.name(),
            "stats",
            "the dialog's name in the page"
        );
    }
}
