//! The solver at the table, decided without a browser: when to search, what
//! an answer means, what the indicator shows, what Hint and Demo do, how
//! "winnable deals only" finds a deal.
//!
//! [`SolverSession`] is a state machine with no I/O and no clock, in the
//! shape of quinn-proto's `Connection`: its `handle_*` methods take what
//! happened (a change of position, a button, a timer, a search's answer)
//! and return the [`Effect`]s the caller performs in order (ask the solver,
//! show a verdict, mark a move, start a timer, say something...). The
//! caller (`web`'s `solver_ui`) owns the worker, the timers and the DOM, and
//! decides nothing.
//!
//! What it keeps:
//!
//! - the search in progress ([`Purpose`]: the table's position, or a
//!   candidate deal for "winnable deals only"), by job id: an answer to a
//!   search that was replaced is ignored;
//! - the winning line found last ([`Known`], replayed through the engine):
//!   a position on it (the player followed it, or undid back along it) is
//!   winnable with the rest of that line, with no search;
//! - verdicts of positions seen before. **A winnable verdict is kept with
//!   the line of the search that proved it**, and a cache hit brings that
//!   line back: the indicator never says "Winnable" where Hint and Demo
//!   know no line;
//! - what the indicator shows: a move from a proven-lost position stays
//!   lost.
//!
//! Anything else asks a new search, which replaces the previous one, with a
//! total budget (nodes and milliseconds) after which the solver gives up
//! ("unknown").

use crate::engine::daily::DailyDate;
use crate::engine::{DealNumber, Move, Movement, Position, Status, Variant};
use crate::solver::{self, honest, Outcome};
use crate::table::announce;
use crate::table::layout::bound;
use crate::table::words::{Arg, Words};

/// A search of the table's position: at most this many nodes...
pub const POSITION_NODES: u64 = 6_000_000;
/// ...and this much search time (milliseconds), then "unknown".
pub const POSITION_MS: f64 = 5_000.0;
/// Each deal tried for "winnable deals only": nodes and milliseconds.
pub const FINDER_NODES: u64 = 400_000;
pub const FINDER_MS: f64 = 1_200.0;
/// Deals tried before dealing an unproven one after all.
pub const FINDER_TRIES: u32 = 30;
/// How long a hint waits for a search still running before it suggests a
/// move on its own.
pub const HINT_WAIT_MS: f64 = 1_500.0;
/// "Your chances from here": the honest player's search of the table's
/// position (`Solver.odds` in the worker) spends at most this many solver
/// nodes...
pub const ODDS_NODES: u64 = 300_000;
/// ...and about this much of the worker's time (milliseconds).
pub const ODDS_MS: f64 = 1_000.0;
/// The seed of the honest player's samples at the table (the `patience
/// odds` command's default, so that the two agree within the node budget).
pub const ODDS_SEED: u64 = 1;
/// How long an honest hint waits for the odds before it suggests a move
/// on its own: the odds of the position before (still running) and its
/// own, and some.
pub const ODDS_HINT_WAIT_MS: f64 = 2.0 * ODDS_MS + 500.0;
/// The demo's pace: one move every this many milliseconds (before the
/// animation-speed setting).
pub const DEMO_STEP_MS: f64 = 500.0;
/// Main-thread slices aim at this much time each.
pub const SLICE_TARGET_MS: f64 = 6.0;
/// Verdicts remembered for positions seen before.
pub const CACHE: usize = 48;
/// The worker is thought dead when a search's answer is this late (past
/// the search's own time limit)...
pub const WORKER_GRACE_MS: f64 = 4_000.0;
/// ...and is then started again this many times; after that, searches run
/// on the main thread.
pub const WORKER_RESTARTS: u32 = 2;
/// The daily deal's check ends after this long, answered or not: the
/// table never waits longer for the solver.
pub const DAILY_MS: f64 = 10_000.0;

/// The solver's messages to the table (inside the table's `Input::Solver`): the
/// player's buttons, timers, and what the worker or the solver's module
/// reports. No browser types: the shell turns what it hears into these.
#[derive(Clone, Debug, PartialEq)]
pub enum SolverMsg {
    /// The Hint button (or key).
    Hint,
    /// The Demo button: start, or stop a running demo.
    Demo,
    /// Any key pressed on the page (it stops the demo).
    Key,
    /// The demo's next move is due.
    DemoStep,
    /// The hint's wait for a running search is over.
    HintWait,
    /// The "winnable deals only" box changed.
    WinnableOnly(bool),
    /// The next main-thread slice is due.
    Slice,
    /// A search finished (from the worker).
    Answer(Answer),
    /// The worker could not start or failed: search on the main thread.
    WorkerFailed,
    /// The worker's answer is overdue ([`Timer::Deadline`]).
    Deadline,
    /// The daily deal's check is overdue ([`Timer::Daily`]).
    DailyDeadline,
    /// The worker's odds of a position (`Solver.odds`).
    Odds(OddsAnswer),
    /// The "your chances" setting changed.
    Chances(bool),
    /// The "hints may peek at the face-down cards" setting changed.
    PeekHints(bool),
    /// The first table is painted: time to start the solver (sent after a
    /// frame, then again after a task).
    Start,
    /// The solver's module loaded on the main thread (`true`), or failed to.
    Module(bool),
    /// The day's deal of a game on a date (`None`: the solver could not
    /// tell).
    Daily(Variant, DailyDate, Option<DealNumber>),
    /// The worker's grade of a deal (`None`: it could not tell).
    Grade(Variant, DealNumber, Option<crate::solver::honest::Grade>),
    /// The shell started the solver (`Effect::StartSolver`, or a worker
    /// restarted or dropped): searches run there from now on.
    Started(Engine),
    /// A main-thread slice ran (`Effect::RunSlice`): its result and how
    /// long it took (ms).
    Sliced(Slice, f64),
}

/// Why the daily deal could not be checked ([`Effect::DailyFound`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DailyMiss {
    /// The solver cannot run in this browser (its module did not load).
    NoSolver,
    /// The solver did not answer within [`DAILY_MS`].
    TimedOut,
}

/// A finished search: its job id and what it found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    pub job: u32,
    pub outcome: Outcome,
}

impl Answer {
    /// An answer as the worker words it ([`outcome_from_tokens`]).
    pub fn from_tokens(job: u32, verdict: &str, line: &[String]) -> Answer {
        Answer {
            job,
            outcome: outcome_from_tokens(verdict, line),
        }
    }
}

/// The honest player's odds of a position, as the worker reports them
/// (`Solver.odds`): where it stands for a player who does not peek, the
/// best move's chance with its 95% interval, over how many samples, and
/// whether those were every ordering of the unseen cards.
#[derive(Clone, Debug, PartialEq)]
pub struct Odds {
    pub verdict: honest::Verdict,
    pub chance: f64,
    pub low: f64,
    pub high: f64,
    pub samples: u32,
    pub exhaustive: bool,
    /// The no-peek player's move (none when the game is over).
    pub best: Option<Move>,
}

impl Odds {
    /// The odds as the worker words them: `verdict` is an
    /// [`honest::Verdict::id`]; `best` a move token (or nothing). `None`
    /// when they do not read.
    #[allow(clippy::too_many_arguments)]
    pub fn from_words(
        verdict: &str,
        chance: f64,
        low: f64,
        high: f64,
        samples: u32,
        exhaustive: bool,
        best: Option<&str>,
    ) -> Option<Odds> {
        let fraction = |x: f64| (0.0..=1.0).contains(&x).then_some(x);
        let (chance, low, high) = (fraction(chance)?, fraction(low)?, fraction(high)?);
        let verdict = match verdict {
            "won" => honest::Verdict::Won,
            "stuck" => honest::Verdict::Stuck,
            "cannot-win" => honest::Verdict::CannotWin,
            "no-sample-wins" => honest::Verdict::NoSampleWins {
                samples,
                at_most: high,
            },
            "open" => honest::Verdict::Open,
            _ => return None,
        };
        let best = match best {
            Some(t) => Some(t.parse().ok()?),
            None => None,
        };
        Some(Odds {
            verdict,
            chance,
            low,
            high,
            samples,
            exhaustive,
            best,
        })
    }
}

/// The worker's answer to an odds request ([`Effect::AskOdds`]): `None`
/// when it could not tell (the position was refused).
#[derive(Clone, Debug, PartialEq)]
pub struct OddsAnswer {
    pub job: u32,
    pub odds: Option<Odds>,
}

/// What "your chances" shows (beside the indicator); the words are
/// [`Chances::text`]'s and [`Chances::label`]'s.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Chances {
    /// Switched off: nothing is shown.
    Off,
    /// Searches run on the main thread (no worker): nothing is shown, as
    /// the honest search would hold the page.
    NoWorker,
    /// The solver cannot run here.
    Unavailable,
    /// Being worked out.
    Thinking,
    /// The game is won.
    Won,
    /// No legal move is left: certain.
    Stuck,
    /// No ordering of the unseen cards can be won: proved over every one.
    CannotWin,
    /// No sample was won: the chance is at most `at_most` (bounded, not
    /// proved).
    AtMost { at_most: f64 },
    /// The best move's chance, with its 95% interval; `exact` when every
    /// ordering of the unseen cards was tried.
    Estimate {
        chance: f64,
        low: f64,
        high: f64,
        exact: bool,
    },
    /// The worker could not tell.
    Unknown,
}

/// A fraction as a whole percentage (0 to 100), never 0% or 100% unless
/// exactly so.
pub fn percent(x: f64) -> u32 {
    let p = (x * 100.0).round();
    let p = if p <= 0.0 && x > 0.0 {
        1.0
    } else if p >= 100.0 && x < 1.0 {
        99.0
    } else {
        p
    };
    bound(p, 0.0, 100.0) as u32
}

impl Chances {
    /// What the honest player's odds mean for the player.
    pub fn of(odds: &Odds) -> Chances {
        match odds.verdict {
            honest::Verdict::Won => Chances::Won,
            honest::Verdict::Stuck => Chances::Stuck,
            honest::Verdict::CannotWin => Chances::CannotWin,
            honest::Verdict::NoSampleWins { at_most, .. } => Chances::AtMost { at_most },
            honest::Verdict::Open => Chances::Estimate {
                chance: odds.chance,
                low: odds.low,
                high: odds.high,
                exact: odds.exhaustive,
            },
        }
    }

    /// The element's `data-chances` value.
    pub fn id(self) -> &'static str {
        match self {
            Chances::Off => "off",
            Chances::NoWorker => "no-worker",
            Chances::Unavailable => "unavailable",
            Chances::Thinking => "thinking",
            Chances::Won => "won",
            Chances::Stuck => "stuck",
            Chances::CannotWin => "cannot-win",
            Chances::AtMost { .. } => "no-sample-wins",
            Chances::Estimate { .. } => "open",
            Chances::Unknown => "unknown",
        }
    }

    /// Whether anything is shown.
    pub fn shown(self) -> bool {
        !matches!(
            self,
            Chances::Off | Chances::NoWorker | Chances::Unavailable | Chances::Won
        )
    }

    /// The words shown, in `words` (`chances-…`).
    pub fn text(self, words: &Words) -> String {
        let pc = |x: f64| Arg::Percent(f64::from(percent(x)) / 100.0);
        // The interval's low end is written as a number, its high end as a
        // percentage: 48–74%.
        let low = |x: f64| Arg::from(percent(x));
        match self {
            Chances::Off | Chances::NoWorker | Chances::Unavailable | Chances::Won => String::new(),
            Chances::Thinking => words.get("chances-thinking"),
            Chances::Stuck => words.get("chances-stuck"),
            Chances::CannotWin => words.get("chances-cannot-win"),
            Chances::AtMost { at_most } => {
                words.with("chances-at-most", &[("percent", pc(at_most))])
            }
            Chances::Estimate { chance, exact, .. } if exact => {
                words.with("chances-exact", &[("percent", pc(chance))])
            }
            Chances::Estimate {
                chance,
                low: low_end,
                high,
                ..
            } => words.with(
                "chances-estimate",
                &[
                    ("percent", pc(chance)),
                    ("low", low(low_end)),
                    ("high", pc(high)),
                ],
            ),
            Chances::Unknown => words.get("chances-unknown"),
        }
    }

    /// The element's `aria-label` and tooltip: what the words mean.
    pub fn label(self, words: &Words) -> String {
        let pc = |x: f64| Arg::Percent(f64::from(percent(x)) / 100.0);
        // The interval's low end is written as a number, its high end as a
        // percentage: 48–74%.
        let low = |x: f64| Arg::from(percent(x));
        match self {
            Chances::Off => words.get("chances-label-off"),
            Chances::NoWorker => words.get("chances-label-no-worker"),
            Chances::Unavailable => words.get("chances-label-unavailable"),
            Chances::Won => words.get("chances-label-won"),
            Chances::Thinking => words.get("chances-label-thinking"),
            Chances::Stuck => words.get("chances-label-stuck"),
            Chances::CannotWin => words.get("chances-label-cannot-win"),
            Chances::AtMost { at_most } => {
                words.with("chances-label-at-most", &[("percent", pc(at_most))])
            }
            Chances::Estimate {
                chance,
                exact: true,
                ..
            } => words.with("chances-label-exact", &[("percent", pc(chance))]),
            Chances::Estimate {
                chance,
                low: low_end,
                high,
                ..
            } => words.with(
                "chances-label-estimate",
                &[
                    ("percent", pc(chance)),
                    ("low", low(low_end)),
                    ("high", pc(high)),
                ],
            ),
            Chances::Unknown => words.get("chances-label-unknown"),
        }
    }
}

/// A search's outcome as JavaScript words it (the worker, the solver's
/// module): the verdict (`winnable`, `unwinnable`, anything else is
/// unknown) and the winning line's move tokens. A winnable verdict whose
/// line does not read is unknown.
pub fn outcome_from_tokens(verdict: &str, line: &[String]) -> Outcome {
    match verdict {
        "winnable" => line
            .iter()
            .map(|t| t.parse().ok())
            .collect::<Option<Vec<Move>>>()
            .map_or(Outcome::Unknown, Outcome::Winnable),
        "unwinnable" => Outcome::Unwinnable,
        _ => Outcome::Unknown,
    }
}

/// What the solver says about a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Thinking,
    Winnable,
    Unwinnable,
    Unknown,
    /// The solver cannot run here (its module did not load).
    Unavailable,
}

impl Verdict {
    /// The indicator's `data-solver` value.
    pub fn id(self) -> &'static str {
        match self {
            Verdict::Thinking => "thinking",
            Verdict::Winnable => "winnable",
            Verdict::Unwinnable => "unwinnable",
            Verdict::Unknown => "unknown",
            Verdict::Unavailable => "unavailable",
        }
    }
}

/// What a search is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// The table's position.
    Table,
    /// A candidate deal for "winnable deals only".
    Deal(Variant, DealNumber),
}

/// The session's timers (the caller runs them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Timer {
    /// A hint's wait for the search: [`SolverSession::handle_hint_wait`].
    Hint,
    /// The demo's next move: [`SolverSession::handle_demo_step`].
    Demo,
    /// The next main-thread slice: [`SolverSession::handle_slice`].
    Slice,
    /// The worker's answer is overdue: [`SolverSession::handle_deadline`].
    Deadline,
    /// The daily deal's check is overdue:
    /// [`SolverSession::handle_daily_deadline`].
    Daily,
}

/// Where searches run, once they do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Engine {
    /// A Web Worker: it answers with [`SolverSession::handle_answer`].
    Worker,
    /// Slices on the main thread, one per [`Timer::Slice`]:
    /// [`SolverSession::handle_slice`].
    Slices,
}

/// One main-thread slice's result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Slice {
    /// The solver's module is not there yet: the slices go on once it is
    /// ([`SolverSession::handle_module_loaded`]).
    Loading,
    Running,
    Done(Outcome),
}

/// Why a hint suggests a move of its own rather than a winning line's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// The hint waited for the search in vain.
    NotKnownYet,
    /// The position is proven lost.
    Lost,
    /// No search of this position found a line.
    NotKnownHere,
    /// The solver cannot run here.
    NoSolver,
    /// Hints do not peek, and the player who does not peek runs only in a
    /// worker, which this browser does not run here.
    NoWorker,
}

/// What the table says (its message line), with its parameters; the words
/// are [`Speech::text`]'s.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Speech {
    /// Nothing: the message line is cleared.
    Clear,
    /// The next move of the winning line.
    Hint(Move),
    /// No winning line is known: the most useful move.
    Suggest(Why, Move),
    Thinking,
    Won,
    NoMoveLeft,
    DemoStarted,
    DemoStopped,
    /// Demo pressed on a game that is over.
    GameOver,
    /// Demo pressed while the search runs: it starts when a line is found.
    LookingForLine,
    /// Demo pressed where no line is known (`true`: proven lost).
    NoLineToShow(bool),
    /// "Winnable deals only" turned on or off.
    WinnableOnly(bool),
    FindingDeal,
    /// The finder gave up: the deal is a random one.
    NoDealProven,
    /// The solver cannot run here: said once, when that is found out.
    SolverUnavailable,
    /// Demo, or "winnable deals only", needs the solver, which cannot run
    /// here.
    NeedsSolver,
}

impl Speech {
    /// The words, in `words` (`locales/*/table.ftl`). `position` is the
    /// table's, which a move is worded from (as advice:
    /// [`announce::proposal`] names no card the player cannot see; its
    /// words are still English).
    pub fn text(&self, position: &Position, words: &Words) -> String {
        let proposal = |mv: &Move| [("move", Arg::Text(announce::proposal(position, *mv, words)))];
        let id = match self {
            Speech::Clear => return String::new(),
            Speech::Hint(mv) => return words.with("solver-hint", &proposal(mv)),
            Speech::Suggest(why, mv) => {
                let id = match why {
                    Why::NotKnownYet => "solver-suggest-not-known-yet",
                    Why::Lost => "solver-suggest-lost",
                    Why::NotKnownHere => "solver-suggest-not-known-here",
                    Why::NoSolver => "solver-suggest-no-solver",
                    Why::NoWorker => "solver-suggest-no-worker",
                };
                return words.with(id, &proposal(mv));
            }
            Speech::Thinking => "solver-thinking",
            Speech::Won => "solver-won",
            Speech::NoMoveLeft => "solver-no-move-left",
            Speech::DemoStarted => "solver-demo-started",
            Speech::DemoStopped => "solver-demo-stopped",
            Speech::GameOver => "solver-game-over",
            Speech::LookingForLine => "solver-looking-for-line",
            Speech::NoLineToShow(true) => "solver-no-line-lost",
            Speech::NoLineToShow(false) => "solver-no-line-here",
            Speech::WinnableOnly(true) => "solver-winnable-only-on",
            Speech::WinnableOnly(false) => "solver-winnable-only-off",
            Speech::FindingDeal => "solver-finding-deal",
            Speech::NoDealProven => "solver-no-deal-proven",
            Speech::SolverUnavailable => "solver-unavailable",
            Speech::NeedsSolver => "solver-needs-solver",
        };
        words.get(id)
    }
}

/// What the caller must do, in order.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// Start a search (it replaces any other): answer with `job`.
    Ask {
        job: u32,
        position: Box<Position>,
        purpose: Purpose,
        nodes: u64,
        ms: f64,
    },
    /// Ask the worker for the honest player's odds of `position`, as the
    /// player sees it (`stock_seen`: the stock's order is known); answer
    /// with [`SolverSession::handle_odds`]. It replaces any earlier odds
    /// request.
    AskOdds {
        job: u32,
        position: Box<Position>,
        stock_seen: bool,
        nodes: u64,
        ms: f64,
        seed: u64,
    },
    /// "Your chances" shows this.
    ShowChances(Chances),
    /// Stop the search in progress.
    CancelSearch,
    /// Ask for the day's deal: [`SolverSession::handle_daily_answer`].
    AskDaily(Variant, DailyDate),
    /// The worker seems dead: stop it, start a new one, and then report
    /// [`SolverSession::handle_engine_started`] (which asks again).
    RestartWorker,
    /// The worker failed too often: stop it and search on the main thread
    /// from now on, then report [`SolverSession::handle_engine_started`].
    DropWorker,
    /// The indicator shows this verdict (`won`: the game is won).
    Show {
        verdict: Verdict,
        won: bool,
    },
    /// Mark this move on the table as the hint (clearing other marks).
    Mark(Move),
    /// Clear the hint's marks.
    Unmark,
    /// The demo plays this move (as the player would, without autoplay),
    /// then reports with [`SolverSession::handle_demo_played`].
    DemoMove(Move),
    /// The Demo button shows the demo running or not.
    DemoButton(bool),
    Say(Speech),
    StartTimer(Timer, f64),
    CancelTimer(Timer),
    /// Deal a new game of this variant: the deal comes from
    /// [`SolverSession::next_deal`].
    NewDeal(Variant),
    /// The search for a winnable deal was called off: the game's pickers
    /// show the game on the table again.
    DealSearchCancelled,
    /// Remember the "winnable deals only" option.
    StoreWinnableOnly(bool),
    /// The day's deal asked for ([`SolverSession::handle_daily_ask`]), or
    /// why it could not be checked.
    DailyFound(Variant, DailyDate, Result<DealNumber, DailyMiss>),
}

/// What kind of input the player gave ([`SolverSession::handle_input`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Input {
    /// A step towards a move (a press, a click, a keyboard focus): the
    /// hint's marks stay.
    Toward,
    /// Anything else the player does at the table.
    Other,
    /// The player's answer to the table's own question (the confirmation
    /// dialog, however it closes).
    Answer,
}

/// The table, as the session needs to know it at an input.
#[derive(Clone, Copy, Debug)]
pub struct Table<'a> {
    pub position: &'a Position,
    /// A card is being dragged (the demo waits).
    pub dragging: bool,
    /// The animation-speed setting's factor (the demo's pace).
    pub speed: f64,
}

impl<'a> Table<'a> {
    /// The table at `position`, nothing dragged, at normal speed.
    pub fn at(position: &'a Position) -> Table<'a> {
        Table {
            position,
            dragging: false,
            speed: 1.0,
        }
    }
}

/// A winning line and the positions along it (`positions[i]` is the
/// position before `line[i]`; the last one is won).
#[derive(Debug, PartialEq, Eq)]
pub struct Known {
    positions: Vec<Position>,
    line: Vec<Move>,
}

impl Known {
    /// Replays `line` from `start` through the engine: `None` unless every
    /// move is legal and the game ends won.
    pub fn new(start: &Position, line: Vec<Move>) -> Option<Known> {
        let mut positions = Vec::with_capacity(line.len() + 1);
        let mut pos = start.clone();
        positions.push(pos.clone());
        let mut log: Vec<Movement> = Vec::new();
        for &mv in &line {
            log.clear();
            pos.apply(mv, &mut log).ok()?;
            positions.push(pos.clone());
        }
        (pos.status() == Status::Won).then_some(Known { positions, line })
    }

    /// The rest of the line from `pos`, if `pos` is on it.
    pub fn rest(&self, pos: &Position) -> Option<&[Move]> {
        let i = self.positions.iter().position(|p| p == pos)?;
        Some(&self.line[i..])
    }
}

/// A verdict remembered; a winnable one with the rest of the winning line
/// from the position (a few hundred bytes, where a [`Known`] keeps every
/// position along it), replayed again when it is recalled.
#[derive(Clone, Debug)]
enum Cached {
    Winnable(Vec<Move>),
    Unwinnable,
    Unknown,
}

#[derive(Clone, Debug)]
struct Job {
    id: u32,
    start: Position,
    purpose: Purpose,
}

/// A hint or a demo waiting for the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Waiting {
    /// A hint that may peek, waiting for the search.
    Hint,
    /// An honest hint, waiting for the odds.
    Odds,
    Demo,
}

/// The solver's part of the table, without the browser (module docs).
#[derive(Debug)]
pub struct SolverSession {
    /// Where searches run; `None` until the solver starts (after the first
    /// table is painted): searches asked meanwhile start then.
    engine: Option<Engine>,
    next_id: u32,
    job: Option<Job>,
    /// The winning line found (or brought back from the cache) last.
    known: Option<Known>,
    /// Verdicts of positions seen before (the most recent last).
    cache: Vec<(Position, Cached)>,
    /// The position the indicator speaks of, and what it says.
    shown: Option<(Position, Verdict)>,
    waiting: Option<Waiting>,
    demo: bool,
    /// The running demo has said so.
    demo_said: bool,
    /// "Winnable deals only" is looking for a deal: deals tried so far.
    finder: Option<u32>,
    /// A deal found for "winnable deals only", with its winning line
    /// (none when the finder gave up and deals an unproven one).
    ready: Option<(Variant, DealNumber, Option<Known>)>,
    winnable_only: bool,
    /// The daily deal asked for and not yet answered.
    daily_asked: Option<(Variant, DailyDate)>,
    /// Main-thread slices: the search's time so far, the next slice's nodes.
    spent_ms: f64,
    slice_nodes: u64,
    /// The worker was restarted this many times since it last answered.
    restarts: u32,
    /// The solver cannot run here (its module did not load).
    unavailable: bool,
    /// "Your chances" is on.
    chances: bool,
    /// Hints may peek at the face-down cards (the known winning line).
    peek: bool,
    /// The table's position as the player sees it (whether the stock's
    /// order is known).
    seen: Option<(Position, bool)>,
    /// The odds request in progress (id, position, stock seen).
    odds_job: Option<(u32, Position, bool)>,
    /// The odds known last, of this position seen so.
    odds: Option<(Position, bool, Odds)>,
    /// The last odds request's id.
    odds_next: u32,
}

impl SolverSession {
    pub fn new(winnable_only: bool) -> SolverSession {
        SolverSession {
            engine: None,
            next_id: 0,
            job: None,
            known: None,
            cache: Vec::new(),
            shown: None,
            waiting: None,
            demo: false,
            demo_said: false,
            finder: None,
            ready: None,
            winnable_only,
            daily_asked: None,
            spent_ms: 0.0,
            slice_nodes: 2_000,
            restarts: 0,
            unavailable: false,
            chances: false,
            peek: true,
            seen: None,
            odds_job: None,
            odds: None,
            odds_next: 0,
        }
    }

    /// A session with the player's settings: "your chances" (`chances`)
    /// and whether hints may peek (`peek`). [`SolverSession::new`] has
    /// neither chances nor honest hints (the table as it was before them).
    pub fn with_settings(winnable_only: bool, chances: bool, peek: bool) -> SolverSession {
        SolverSession {
            chances,
            peek,
            ..SolverSession::new(winnable_only)
        }
    }

    /// Whether the demo runs.
    pub fn demo(&self) -> bool {
        self.demo
    }

    /// The rest of the known winning line from `pos`.
    pub fn winning_rest(&self, pos: &Position) -> Option<&[Move]> {
        self.known.as_ref()?.rest(pos)
    }

    /// Searches run somewhere (the shell has started the solver).
    pub fn started(&self) -> bool {
        self.engine.is_some()
    }

    /// Searches run in the Web Worker.
    pub fn in_worker(&self) -> bool {
        self.engine == Some(Engine::Worker)
    }

    /// The nodes of the next main-thread slice, when one is due (searches
    /// run in slices and one is in progress).
    pub fn slice_nodes(&self) -> Option<u64> {
        (self.engine == Some(Engine::Slices) && self.job.is_some()).then_some(self.slice_nodes)
    }

    // ----- inputs -----

    /// The solver started (or, after the worker failed, moved to slices):
    /// the search and the daily deal asked for go there.
    pub fn handle_engine_started(&mut self, engine: Engine) -> Vec<Effect> {
        let mut out = Vec::new();
        self.engine = Some(engine);
        if let Some(job) = self.job.take() {
            self.ask(job.start, job.purpose, &mut out);
        }
        if let Some((v, d)) = self.daily_asked {
            out.push(Effect::AskDaily(v, d));
        }
        match engine {
            Engine::Worker => {
                // Asked before the worker started, or of the worker replaced.
                if let Some((_, pos, seen)) = self.odds_job.take() {
                    self.ask_odds(pos, seen, &mut out);
                }
            }
            Engine::Slices => {
                // No honest search here: it would hold the page.
                self.odds_job = None;
                if self.chances {
                    out.push(Effect::ShowChances(Chances::NoWorker));
                }
                if self.waiting == Some(Waiting::Odds) {
                    self.waiting = None;
                    out.push(Effect::CancelTimer(Timer::Hint));
                    if let Some((pos, _)) = self.seen.clone() {
                        self.suggest(&pos, Why::NoWorker, &mut out);
                    }
                }
            }
        }
        out
    }

    /// The solver's module loaded on the main thread (`ok`): the slices and
    /// the daily deal go on. Or it failed to: the solver is unavailable
    /// here, and the table says so.
    pub fn handle_module_loaded(&mut self, ok: bool) -> Vec<Effect> {
        let mut out = Vec::new();
        if self.engine != Some(Engine::Slices) {
            return out;
        }
        if !ok {
            self.unavailable(&mut out);
            return out;
        }
        if self.job.is_some() {
            out.push(Effect::StartTimer(Timer::Slice, 0.0));
        }
        if let Some((v, d)) = self.daily_asked {
            out.push(Effect::AskDaily(v, d));
        }
        out
    }

    /// A main-thread slice ran (`took_ms`): it ended the search, or the
    /// next one is due (its nodes aimed at [`SLICE_TARGET_MS`]), or the
    /// search's time is up ("unknown").
    pub fn handle_slice(
        &mut self,
        step: Slice,
        took_ms: f64,
        table: &Table,
        fresh: DealNumber,
    ) -> Vec<Effect> {
        let mut out = Vec::new();
        let Some(job) = &self.job else {
            return out;
        };
        let id = job.id;
        let limit = match job.purpose {
            Purpose::Table => POSITION_MS,
            Purpose::Deal(..) => FINDER_MS,
        };
        let took = took_ms.max(0.01);
        let outcome = match step {
            Slice::Loading => return out,
            Slice::Done(outcome) => outcome,
            Slice::Running if self.spent_ms + took >= limit => {
                out.push(Effect::CancelSearch);
                Outcome::Unknown
            }
            Slice::Running => {
                self.spent_ms += took;
                let n = self.slice_nodes as f64;
                let scaled = bound(n * SLICE_TARGET_MS / took, 64.0, 200_000.0);
                self.slice_nodes = ((n + scaled) / 2.0) as u64;
                out.push(Effect::StartTimer(Timer::Slice, 0.0));
                return out;
            }
        };
        self.answer(Answer { job: id, outcome }, table, fresh, &mut out);
        out
    }

    /// A search's answer. `fresh`: a deal number drawn at random, for the
    /// finder's next try.
    pub fn handle_answer(
        &mut self,
        answer: Answer,
        table: &Table,
        fresh: DealNumber,
    ) -> Vec<Effect> {
        let mut out = Vec::new();
        if self.engine == Some(Engine::Worker) {
            // The worker is alive.
            self.restarts = 0;
            if self.job.as_ref().is_some_and(|j| j.id == answer.job) {
                // The odds still asked keep a deadline of their own.
                out.push(match self.odds_job {
                    Some(_) => Effect::StartTimer(Timer::Deadline, ODDS_MS + WORKER_GRACE_MS),
                    None => Effect::CancelTimer(Timer::Deadline),
                });
            }
        }
        self.answer(answer, table, fresh, &mut out);
        out
    }

    /// The worker failed (an error event, or a message that makes no
    /// sense): searches move to the main thread.
    pub fn handle_worker_failed(&mut self) -> Vec<Effect> {
        if self.engine != Some(Engine::Worker) {
            return Vec::new();
        }
        vec![Effect::CancelTimer(Timer::Deadline), Effect::DropWorker]
    }

    /// The worker's answer is overdue ([`Timer::Deadline`]): it is thought
    /// dead, and a new one is started ([`Effect::RestartWorker`]), which is
    /// asked again. After [`WORKER_RESTARTS`] restarts with no answer,
    /// searches move to the main thread ([`Effect::DropWorker`]).
    pub fn handle_deadline(&mut self) -> Vec<Effect> {
        let waiting = self.job.is_some() || self.odds_job.is_some();
        if self.engine != Some(Engine::Worker) || !waiting {
            return Vec::new();
        }
        self.restarts += 1;
        if self.restarts > WORKER_RESTARTS {
            self.restarts = 0;
            vec![Effect::DropWorker]
        } else {
            vec![Effect::RestartWorker]
        }
    }

    /// The daily deal's check is overdue ([`Timer::Daily`]): the table
    /// stops waiting, and says why ([`DailyMiss::TimedOut`]).
    pub fn handle_daily_deadline(&mut self) -> Vec<Effect> {
        match self.daily_asked.take() {
            Some((v, d)) => vec![Effect::DailyFound(v, d, Err(DailyMiss::TimedOut))],
            None => Vec::new(),
        }
    }

    /// The table's position changed: what the indicator can say at once,
    /// or a new search.
    pub fn handle_position(&mut self, pos: &Position) -> Vec<Effect> {
        self.handle_position_seen(pos, false)
    }

    /// The table's position changed, and the player has seen the stock's
    /// order (`stock_seen`, [`honest::stock_seen`]) or not: the indicator
    /// as [`SolverSession::handle_position`], then "your chances" (when on:
    /// known at once, or asked of the worker).
    pub fn handle_position_seen(&mut self, pos: &Position, stock_seen: bool) -> Vec<Effect> {
        let mut out = Vec::new();
        self.changed(pos, &mut out);
        self.seen = Some((pos.clone(), stock_seen));
        self.chances_here(&mut out);
        out
    }

    /// The worker's odds ([`Effect::AskOdds`]). An answer to a request
    /// that was replaced is ignored.
    pub fn handle_odds(&mut self, answer: OddsAnswer, table: &Table) -> Vec<Effect> {
        let mut out = Vec::new();
        let Some((_, pos, seen)) = self.odds_job.take_if(|j| j.0 == answer.job) else {
            return out;
        };
        if self.engine == Some(Engine::Worker) {
            // The worker is alive.
            self.restarts = 0;
            if self.job.is_none() {
                out.push(Effect::CancelTimer(Timer::Deadline));
            }
        }
        if let Some(odds) = &answer.odds {
            self.odds = Some((pos.clone(), seen, odds.clone()));
        }
        let current = self
            .seen
            .as_ref()
            .is_some_and(|(p, s)| *p == pos && *s == seen);
        if current && self.chances {
            let shown = answer.odds.as_ref().map_or(Chances::Unknown, Chances::of);
            out.push(Effect::ShowChances(shown));
        }
        if self.waiting == Some(Waiting::Odds) && table.position == &pos {
            self.waiting = None;
            out.push(Effect::CancelTimer(Timer::Hint));
            match answer.odds {
                Some(_) => self.hint(table.position, &mut out),
                None => self.suggest(table.position, Why::NotKnownYet, &mut out),
            }
        }
        out
    }

    /// The "your chances" setting changed: shown (asked for the table's
    /// position) or not.
    pub fn handle_chances(&mut self, on: bool) -> Vec<Effect> {
        let mut out = Vec::new();
        self.chances = on;
        if on {
            self.chances_here(&mut out);
        } else {
            out.push(Effect::ShowChances(Chances::Off));
        }
        out
    }

    /// The "hints may peek at the face-down cards" setting changed.
    pub fn handle_peek_hints(&mut self, on: bool) -> Vec<Effect> {
        self.peek = on;
        Vec::new()
    }

    /// The odds known for `pos` seen so.
    fn odds_of(&self, pos: &Position, seen: bool) -> Option<&Odds> {
        self.odds
            .as_ref()
            .filter(|(p, s, _)| p == pos && *s == seen)
            .map(|(_, _, o)| o)
    }

    /// Whether the player has seen the stock's order at `pos` (the table's
    /// position as last told).
    fn stock_seen_at(&self, pos: &Position) -> bool {
        self.seen.as_ref().is_some_and(|(p, s)| p == pos && *s)
    }

    /// Asks the worker for the odds of `pos` (replacing any request), or
    /// keeps the request until it starts.
    fn ask_odds(&mut self, pos: Position, seen: bool, out: &mut Vec<Effect>) {
        self.odds_next = self.odds_next.wrapping_add(1);
        let job = self.odds_next;
        if self.engine == Some(Engine::Worker) {
            out.push(Effect::AskOdds {
                job,
                position: Box::new(pos.clone()),
                stock_seen: seen,
                nodes: ODDS_NODES,
                ms: ODDS_MS,
                seed: ODDS_SEED,
            });
            // A search's deadline is the longer one, and covers the odds.
            if self.job.is_none() {
                out.push(Effect::StartTimer(
                    Timer::Deadline,
                    ODDS_MS + WORKER_GRACE_MS,
                ));
            }
        }
        self.odds_job = Some((job, pos, seen));
    }

    /// "Your chances" for the table's position, when on: known at once
    /// (won, stuck, the odds known), or asked of the worker; nothing where
    /// there is no worker.
    fn chances_here(&mut self, out: &mut Vec<Effect>) {
        let Some((pos, seen)) = self.seen.clone() else {
            return;
        };
        if !self.chances {
            return;
        }
        let shown = match pos.status() {
            Status::Won => Chances::Won,
            Status::Lost => Chances::Stuck,
            Status::Playing if self.unavailable => Chances::Unavailable,
            Status::Playing if self.engine == Some(Engine::Slices) => Chances::NoWorker,
            Status::Playing => match self.odds_of(&pos, seen) {
                Some(odds) => Chances::of(odds),
                None => {
                    let asked = self
                        .odds_job
                        .as_ref()
                        .is_some_and(|(_, p, s)| *p == pos && *s == seen);
                    if !asked {
                        self.ask_odds(pos, seen, out);
                    }
                    Chances::Thinking
                }
            },
        };
        out.push(Effect::ShowChances(shown));
    }

    /// The player's input (anything but the solver's own messages and
    /// pointer moves): it stops the demo, a waiting hint or demo and the
    /// search for a winnable deal; it clears the hint's marks unless it is
    /// a step towards a move. An answer to the table's own question (the
    /// confirmation dialog) does neither: the question was asked by an
    /// input that already did, and what the answer confirms acts for itself
    /// (a new deal may start the search for a winnable one, which the
    /// dialog's closing must not call off).
    pub fn handle_input(&mut self, table: &Table, input: Input) -> Vec<Effect> {
        let mut out = Vec::new();
        match input {
            Input::Answer => return out,
            Input::Toward => {}
            Input::Other => out.push(Effect::Unmark),
        }
        self.interrupt(table.position, &mut out);
        out
    }

    /// Any key pressed on the page.
    pub fn handle_key(&mut self, table: &Table) -> Vec<Effect> {
        let mut out = Vec::new();
        self.interrupt(table.position, &mut out);
        out
    }

    /// The Hint button.
    pub fn handle_hint(&mut self, table: &Table) -> Vec<Effect> {
        let mut out = Vec::new();
        self.interrupt(table.position, &mut out);
        self.hint(table.position, &mut out);
        out
    }

    /// The hint's wait ([`Timer::Hint`]) is over: a move of its own.
    pub fn handle_hint_wait(&mut self, table: &Table) -> Vec<Effect> {
        let mut out = Vec::new();
        if matches!(self.waiting, Some(Waiting::Hint | Waiting::Odds)) {
            self.waiting = None;
            self.suggest(table.position, Why::NotKnownYet, &mut out);
        }
        out
    }

    /// The Demo button: stops a running demo, or starts one.
    pub fn handle_demo(&mut self, table: &Table) -> Vec<Effect> {
        let mut out = Vec::new();
        let was_running = self.demo;
        self.interrupt(table.position, &mut out);
        if was_running {
            out.push(Effect::Say(Speech::DemoStopped));
        } else {
            self.start_demo(table, &mut out);
        }
        out
    }

    /// The demo's next move is due ([`Timer::Demo`]).
    pub fn handle_demo_step(&mut self, table: &Table) -> Vec<Effect> {
        let mut out = Vec::new();
        self.demo_step(table, &mut out);
        out
    }

    /// The demo's move ([`Effect::DemoMove`]) was played (`ok`) or refused;
    /// `table` is the table after it.
    pub fn handle_demo_played(&mut self, ok: bool, table: &Table) -> Vec<Effect> {
        let mut out = Vec::new();
        if !self.demo {
            return out;
        }
        let pos = table.position;
        if !ok || pos.status() != Status::Playing || self.winning_rest(pos).is_none() {
            self.set_demo(false, &mut out);
            return out;
        }
        // One move every half second, slower or faster with the
        // animation-speed setting.
        let pace = DEMO_STEP_MS * bound(table.speed, 0.5, 2.0);
        out.push(Effect::StartTimer(Timer::Demo, pace));
        if !self.demo_said {
            self.demo_said = true;
            out.push(Effect::Say(Speech::DemoStarted));
        }
        out
    }

    /// The "winnable deals only" box changed.
    pub fn handle_winnable_only(&mut self, on: bool) -> Vec<Effect> {
        self.winnable_only = on;
        vec![
            Effect::StoreWinnableOnly(on),
            Effect::Say(Speech::WinnableOnly(on)),
        ]
    }

    /// The deal number for a new deal of `variant`: `fresh` (drawn at
    /// random), or with "winnable deals only" one the solver has proven
    /// winnable. `None` while the search for one runs
    /// ([`Effect::NewDeal`] follows when it ends).
    pub fn next_deal(
        &mut self,
        variant: Variant,
        fresh: DealNumber,
    ) -> (Option<DealNumber>, Vec<Effect>) {
        let mut out = Vec::new();
        if let Some((v, deal, line)) = self.ready.take() {
            if v == variant {
                if line.is_some() {
                    self.known = line;
                }
                return (Some(deal), out);
            }
        }
        if !self.winnable_only {
            return (Some(fresh), out);
        }
        if self.unavailable {
            out.push(Effect::Say(Speech::NeedsSolver));
            return (Some(fresh), out);
        }
        self.finder = Some(1);
        self.ask(
            crate::engine::deal(variant, fresh),
            Purpose::Deal(variant, fresh),
            &mut out,
        );
        out.push(Effect::Say(Speech::FindingDeal));
        (None, out)
    }

    /// Asks for the day's deal of `variant` on `date`
    /// ([`Effect::DailyFound`] follows).
    pub fn handle_daily_ask(&mut self, variant: Variant, date: DailyDate) -> Vec<Effect> {
        if self.unavailable {
            return vec![Effect::DailyFound(variant, date, Err(DailyMiss::NoSolver))];
        }
        self.daily_asked = Some((variant, date));
        let mut out = vec![Effect::StartTimer(Timer::Daily, DAILY_MS)];
        if self.engine.is_some() {
            out.push(Effect::AskDaily(variant, date));
        }
        out
    }

    /// The solver's day's deal (`None`: it could not tell).
    pub fn handle_daily_answer(
        &mut self,
        variant: Variant,
        date: DailyDate,
        deal: Option<DealNumber>,
    ) -> Vec<Effect> {
        if self.daily_asked != Some((variant, date)) {
            return Vec::new();
        }
        self.daily_asked = None;
        if self.engine == Some(Engine::Worker) {
            self.restarts = 0;
        }
        vec![
            Effect::CancelTimer(Timer::Daily),
            Effect::DailyFound(variant, date, deal.ok_or(DailyMiss::NoSolver)),
        ]
    }

    // ----- decisions -----

    /// Starts a search from `start` (replacing any other).
    fn ask(&mut self, start: Position, purpose: Purpose, out: &mut Vec<Effect>) {
        self.next_id = self.next_id.wrapping_add(1);
        let id = self.next_id;
        let (nodes, ms) = match purpose {
            Purpose::Table => (POSITION_NODES, POSITION_MS),
            Purpose::Deal(..) => (FINDER_NODES, FINDER_MS),
        };
        if let Some(engine) = self.engine {
            out.push(Effect::Ask {
                job: id,
                position: Box::new(start.clone()),
                purpose,
                nodes,
                ms,
            });
            match engine {
                Engine::Slices => {
                    self.spent_ms = 0.0;
                    out.push(Effect::StartTimer(Timer::Slice, 0.0));
                }
                Engine::Worker => {
                    out.push(Effect::StartTimer(Timer::Deadline, ms + WORKER_GRACE_MS));
                }
            }
        }
        self.job = Some(Job { id, start, purpose });
    }

    /// The solver cannot run here: the search, a waiting hint or demo, the
    /// search for a winnable deal and the daily check all end now, and the
    /// table says so once. Hint goes on suggesting moves of its own.
    fn unavailable(&mut self, out: &mut Vec<Effect>) {
        if self.unavailable {
            return;
        }
        self.unavailable = true;
        out.push(Effect::CancelTimer(Timer::Slice));
        out.push(Effect::CancelTimer(Timer::Deadline));
        let job = self.job.take();
        if self.waiting.take().is_some() {
            out.push(Effect::CancelTimer(Timer::Hint));
        }
        if self.demo {
            self.set_demo(false, out);
        }
        match (self.finder.take(), job) {
            (
                Some(_),
                Some(Job {
                    purpose: Purpose::Deal(variant, deal),
                    ..
                }),
            ) => {
                // The deal tried last is dealt, unproven.
                self.ready = Some((variant, deal, None));
                out.push(Effect::NewDeal(variant));
            }
            (
                _,
                Some(Job {
                    start,
                    purpose: Purpose::Table,
                    ..
                }),
            ) => {
                self.show(&start, Verdict::Unavailable, false, out);
            }
            _ => {
                self.shown = None;
                out.push(Effect::Show {
                    verdict: Verdict::Unavailable,
                    won: false,
                });
            }
        }
        out.push(Effect::Say(Speech::SolverUnavailable));
        self.odds_job = None;
        if self.chances {
            out.push(Effect::ShowChances(Chances::Unavailable));
        }
        if let Some((v, d)) = self.daily_asked.take() {
            out.push(Effect::CancelTimer(Timer::Daily));
            out.push(Effect::DailyFound(v, d, Err(DailyMiss::NoSolver)));
        }
    }

    /// Stops the search in progress, if any.
    fn cancel_search(&mut self, out: &mut Vec<Effect>) {
        if self.job.take().is_some() && self.engine.is_some() {
            out.push(Effect::CancelSearch);
        }
    }

    fn set_demo(&mut self, on: bool, out: &mut Vec<Effect>) {
        self.demo = on;
        if !on {
            out.push(Effect::CancelTimer(Timer::Demo));
        }
        out.push(Effect::DemoButton(on));
    }

    /// Any input: the demo stops; a waiting hint or demo, and the search
    /// for a winnable deal, are called off (the table then stays as it is).
    fn interrupt(&mut self, pos: &Position, out: &mut Vec<Effect>) {
        if self.demo {
            self.set_demo(false, out);
        }
        if self.waiting.take().is_some() {
            out.push(Effect::CancelTimer(Timer::Hint));
        }
        if self.finder.take().is_some() {
            out.push(Effect::Say(Speech::Clear));
            out.push(Effect::DealSearchCancelled);
            self.changed(pos, out);
        }
    }

    /// The indicator shows `verdict` for `pos`; a final verdict is
    /// remembered, a winnable one with its line.
    fn show(&mut self, pos: &Position, verdict: Verdict, won: bool, out: &mut Vec<Effect>) {
        out.push(Effect::Show { verdict, won });
        self.shown = Some((pos.clone(), verdict));
        let cached = match verdict {
            Verdict::Thinking | Verdict::Unavailable => return,
            Verdict::Winnable => match self.winning_rest(pos) {
                Some(rest) => Cached::Winnable(rest.to_vec()),
                None if won => Cached::Winnable(Vec::new()),
                // Never: a winnable verdict always has its line.
                None => return,
            },
            Verdict::Unwinnable => Cached::Unwinnable,
            Verdict::Unknown => Cached::Unknown,
        };
        self.cache.retain(|(p, _)| p != pos);
        if self.cache.len() >= CACHE {
            self.cache.remove(0);
        }
        self.cache.push((pos.clone(), cached));
    }

    /// After every change of position.
    fn changed(&mut self, pos: &Position, out: &mut Vec<Effect>) {
        out.push(Effect::Unmark);
        if self.finder.is_some() {
            // A new deal is on its way; its search starts when it is dealt.
            return;
        }
        let won = pos.status() == Status::Won;
        let known = if won || self.winning_rest(pos).is_some() {
            Some(Verdict::Winnable)
        } else if pos.status() == Status::Lost {
            Some(Verdict::Unwinnable)
        } else if let Some(v) = self.recall(pos) {
            Some(v)
        } else if self
            .shown
            .as_ref()
            .is_some_and(|(p, v)| *v == Verdict::Unwinnable && follows(p, pos))
        {
            // Every position after a lost one is lost too.
            Some(Verdict::Unwinnable)
        } else {
            None
        };
        match known {
            Some(v) => {
                if self
                    .job
                    .as_ref()
                    .is_some_and(|j| j.purpose == Purpose::Table)
                {
                    self.cancel_search(out);
                }
                self.show(pos, v, won, out);
            }
            None if self.unavailable => self.show(pos, Verdict::Unavailable, false, out),
            None => {
                self.show(pos, Verdict::Thinking, false, out);
                self.ask(pos.clone(), Purpose::Table, out);
            }
        }
    }

    /// The verdict remembered for `pos`. A winnable one brings back the
    /// line of the search that proved it, as the known line: the indicator
    /// never says "Winnable" where Hint and Demo know no line.
    fn recall(&mut self, pos: &Position) -> Option<Verdict> {
        let (_, cached) = self.cache.iter().rev().find(|(p, _)| p == pos)?;
        match cached {
            Cached::Winnable(rest) => {
                self.known = Some(Known::new(pos, rest.clone())?);
                Some(Verdict::Winnable)
            }
            Cached::Unwinnable => Some(Verdict::Unwinnable),
            Cached::Unknown => Some(Verdict::Unknown),
        }
    }

    fn answer(&mut self, answer: Answer, table: &Table, fresh: DealNumber, out: &mut Vec<Effect>) {
        let Some(job) = self.job.take_if(|j| j.id == answer.job) else {
            return; // an answer to a search that was replaced
        };
        let lost = answer.outcome == Outcome::Unwinnable;
        let known = match answer.outcome {
            Outcome::Winnable(line) => Known::new(&job.start, line),
            _ => None,
        };
        let verdict = if known.is_some() {
            Verdict::Winnable
        } else if lost {
            Verdict::Unwinnable
        } else {
            Verdict::Unknown
        };
        match job.purpose {
            Purpose::Table => {
                let won = job.start.status() == Status::Won;
                if known.is_some() {
                    self.known = known;
                }
                self.show(&job.start, verdict, won, out);
                if table.position != &job.start {
                    // The table moved on meanwhile (cannot happen: every
                    // change starts a new search); look again.
                    self.changed(table.position, out);
                    return;
                }
                match self.waiting {
                    Some(Waiting::Hint) => {
                        self.waiting = None;
                        out.push(Effect::CancelTimer(Timer::Hint));
                        self.hint(table.position, out);
                    }
                    Some(Waiting::Demo) => {
                        self.waiting = None;
                        self.start_demo(table, out);
                    }
                    // An honest hint waits for the odds, not the search.
                    Some(Waiting::Odds) | None => {}
                }
            }
            Purpose::Deal(variant, deal) => {
                let Some(tries) = self.finder else {
                    return;
                };
                if known.is_some() {
                    self.finder = None;
                    self.ready = Some((variant, deal, known));
                    out.push(Effect::NewDeal(variant));
                } else if tries >= FINDER_TRIES {
                    self.finder = None;
                    self.ready = Some((variant, fresh, None));
                    out.push(Effect::NewDeal(variant));
                    out.push(Effect::Say(Speech::NoDealProven));
                } else {
                    self.finder = Some(tries + 1);
                    self.ask(
                        crate::engine::deal(variant, fresh),
                        Purpose::Deal(variant, fresh),
                        out,
                    );
                }
            }
        }
    }

    /// A search of `pos` itself runs.
    fn searching(&self, pos: &Position) -> bool {
        self.job
            .as_ref()
            .is_some_and(|j| j.purpose == Purpose::Table && &j.start == pos)
    }

    /// The shown verdict is a proven loss.
    fn shown_lost(&self) -> bool {
        self.shown
            .as_ref()
            .is_some_and(|s| s.1 == Verdict::Unwinnable)
    }

    fn hint(&mut self, pos: &Position, out: &mut Vec<Effect>) {
        match pos.status() {
            Status::Won => return out.push(Effect::Say(Speech::Won)),
            Status::Lost => return out.push(Effect::Say(Speech::NoMoveLeft)),
            Status::Playing => {}
        }
        if !self.peek {
            return self.honest_hint(pos, out);
        }
        if let Some(rest) = self.winning_rest(pos) {
            if let Some(&mv) = rest.first() {
                out.push(Effect::Mark(mv));
                out.push(Effect::Say(Speech::Hint(mv)));
            }
            return;
        }
        if self.unavailable {
            return self.suggest(pos, Why::NoSolver, out);
        }
        if self.searching(pos) {
            self.waiting = Some(Waiting::Hint);
            out.push(Effect::StartTimer(Timer::Hint, HINT_WAIT_MS));
            out.push(Effect::Say(Speech::Thinking));
            return;
        }
        let why = if self.shown_lost() {
            Why::Lost
        } else {
            Why::NotKnownHere
        };
        self.suggest(pos, why, out);
    }

    /// The no-peek player's move: from the odds of `pos` (asked now if
    /// need be, and waited for as a hint waits for a search), else a move
    /// of the solver's own ordering.
    fn honest_hint(&mut self, pos: &Position, out: &mut Vec<Effect>) {
        let seen = self.stock_seen_at(pos);
        if let Some(odds) = self.odds_of(pos, seen) {
            return match odds.best {
                Some(mv) => {
                    out.push(Effect::Mark(mv));
                    out.push(Effect::Say(Speech::Hint(mv)));
                }
                None => self.suggest(pos, Why::NotKnownHere, out),
            };
        }
        if self.unavailable {
            return self.suggest(pos, Why::NoSolver, out);
        }
        if self.engine == Some(Engine::Slices) {
            return self.suggest(pos, Why::NoWorker, out);
        }
        let asked = self
            .odds_job
            .as_ref()
            .is_some_and(|(_, p, s)| p == pos && *s == seen);
        if !asked {
            self.ask_odds(pos.clone(), seen, out);
        }
        self.waiting = Some(Waiting::Odds);
        out.push(Effect::StartTimer(Timer::Hint, ODDS_HINT_WAIT_MS));
        out.push(Effect::Say(Speech::Thinking));
    }

    /// The solver's most useful move when no winning line is known.
    fn suggest(&mut self, pos: &Position, why: Why, out: &mut Vec<Effect>) {
        match solver::suggest(pos) {
            Some(mv) => {
                out.push(Effect::Mark(mv));
                out.push(Effect::Say(Speech::Suggest(why, mv)));
            }
            None => out.push(Effect::Say(Speech::NoMoveLeft)),
        }
    }

    fn start_demo(&mut self, table: &Table, out: &mut Vec<Effect>) {
        let pos = table.position;
        if pos.status() != Status::Playing {
            return out.push(Effect::Say(Speech::GameOver));
        }
        if self.winning_rest(pos).is_some() {
            self.set_demo(true, out);
            self.demo_said = false;
            let moved = self.demo_step(table, out);
            // After a move, handle_demo_played says it.
            if !moved && self.demo {
                self.demo_said = true;
                out.push(Effect::Say(Speech::DemoStarted));
            }
            return;
        }
        if self.unavailable {
            return out.push(Effect::Say(Speech::NeedsSolver));
        }
        if self.searching(pos) {
            self.waiting = Some(Waiting::Demo);
            return out.push(Effect::Say(Speech::LookingForLine));
        }
        out.push(Effect::Say(Speech::NoLineToShow(self.shown_lost())));
    }

    /// The demo's next move: whether one is played.
    fn demo_step(&mut self, table: &Table, out: &mut Vec<Effect>) -> bool {
        if !self.demo {
            return false;
        }
        let Some(mv) = self
            .winning_rest(table.position)
            .and_then(|r| r.first().copied())
        else {
            self.set_demo(false, out);
            return false;
        };
        if table.dragging {
            out.push(Effect::StartTimer(Timer::Demo, DEMO_STEP_MS));
            return false;
        }
        out.push(Effect::DemoMove(mv));
        true
    }
}

/// Whether `next` is one legal move away from `pos`.
fn follows(pos: &Position, next: &Position) -> bool {
    let mut log: Vec<Movement> = Vec::new();
    pos.legal_moves().into_iter().any(|mv| {
        let mut p = pos.clone();
        log.clear();
        p.apply_unchecked(mv, &mut log);
        &p == next
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{deal, GameId, NoLog};
    use crate::solver::{Progress, Solver, SolverConfig};

    fn start(game: GameId, n: u64) -> Position {
        deal(Variant::new(game), DealNumber::new(n).unwrap())
    }

    fn number(n: u64) -> DealNumber {
        DealNumber::new(n).unwrap()
    }

    fn after(pos: &Position, mv: Move) -> Position {
        let mut p = pos.clone();
        p.apply(mv, &mut NoLog).unwrap();
        p
    }

    /// The solver's own answer for `pos`, natively, within the table's
    /// node budget.
    fn solve(pos: &Position) -> Outcome {
        let config = SolverConfig {
            max_nodes: Some(POSITION_NODES),
            ..SolverConfig::default()
        };
        let mut solver = Solver::new(pos.clone(), config);
        loop {
            if let Progress::Done(o) = solver.run(100_000) {
                return o;
            }
        }
    }

    /// The searches asked for in `effects`: (job, position, purpose).
    fn asks(effects: &[Effect]) -> Vec<(u32, Position, Purpose)> {
        effects
            .iter()
            .filter_map(|e| match e {
                Effect::Ask {
                    job,
                    position,
                    purpose,
                    ..
                } => Some((*job, (**position).clone(), *purpose)),
                _ => None,
            })
            .collect()
    }

    fn shown(effects: &[Effect]) -> Option<Verdict> {
        effects.iter().rev().find_map(|e| match e {
            Effect::Show { verdict, .. } => Some(*verdict),
            _ => None,
        })
    }

    fn said(effects: &[Effect]) -> Vec<&Speech> {
        effects
            .iter()
            .filter_map(|e| match e {
                Effect::Say(s) => Some(s),
                _ => None,
            })
            .collect()
    }

    /// A started session (a worker) at `pos`, its search answered by the
    /// solver: the effects of the answer.
    fn settled(s: &mut SolverSession, pos: &Position) -> Vec<Effect> {
        let effects = s.handle_position(pos);
        let (job, at, _) = asks(&effects).pop().expect("a search");
        let answer = Answer {
            job,
            outcome: solve(&at),
        };
        s.handle_answer(answer, &Table::at(pos), number(1))
    }

    fn started() -> SolverSession {
        let mut s = SolverSession::new(false);
        assert_eq!(s.handle_engine_started(Engine::Worker), vec![]);
        s
    }

    /// Caprice #1: the solver finds its line in a few hundred nodes.
    fn caprice() -> (Position, Vec<Move>) {
        let p = start(GameId::Caprice, 1);
        match solve(&p) {
            Outcome::Winnable(line) => (p, line),
            o => panic!("{o:?}"),
        }
    }

    #[test]
    fn a_position_change_asks_a_search() {
        let p = start(GameId::Caprice, 1);
        let mut s = started();
        assert_eq!(
            s.handle_position(&p),
            vec![
                Effect::Unmark,
                Effect::Show {
                    verdict: Verdict::Thinking,
                    won: false
                },
                Effect::Ask {
                    job: 1,
                    position: Box::new(p.clone()),
                    purpose: Purpose::Table,
                    nodes: POSITION_NODES,
                    ms: POSITION_MS,
                },
                Effect::StartTimer(Timer::Deadline, POSITION_MS + WORKER_GRACE_MS),
            ]
        );
    }

    #[test]
    fn a_search_asked_before_the_solver_starts_starts_with_it() {
        let p = start(GameId::Caprice, 1);
        let mut s = SolverSession::new(false);
        assert!(asks(&s.handle_position(&p)).is_empty());
        assert_eq!(
            s.handle_daily_ask(Variant::new(GameId::Caprice), "2026-11-26".parse().unwrap()),
            vec![Effect::StartTimer(Timer::Daily, DAILY_MS)]
        );
        let effects = s.handle_engine_started(Engine::Slices);
        assert_eq!(asks(&effects), vec![(2, p, Purpose::Table)]);
        assert!(effects.contains(&Effect::StartTimer(Timer::Slice, 0.0)));
        assert!(matches!(effects.last(), Some(Effect::AskDaily(..))));
    }

    #[test]
    fn when_the_worker_fails_the_search_starts_again_in_slices() {
        let p = start(GameId::Caprice, 1);
        let v = Variant::new(GameId::Caprice);
        let date: DailyDate = "2026-11-26".parse().unwrap();
        let mut s = started();
        s.handle_position(&p);
        s.handle_daily_ask(v, date);
        let effects = s.handle_engine_started(Engine::Slices);
        assert_eq!(
            effects,
            vec![
                Effect::Ask {
                    job: 2,
                    position: Box::new(p.clone()),
                    purpose: Purpose::Table,
                    nodes: POSITION_NODES,
                    ms: POSITION_MS,
                },
                Effect::StartTimer(Timer::Slice, 0.0),
                Effect::AskDaily(v, date),
            ]
        );
        // The failed worker's answer, should one come, is ignored.
        let stale = Answer {
            job: 1,
            outcome: Outcome::Unwinnable,
        };
        assert_eq!(s.handle_answer(stale, &Table::at(&p), number(1)), vec![]);
        // The solver's module loads: the slices and the daily request go on.
        assert_eq!(
            s.handle_module_loaded(true),
            vec![
                Effect::StartTimer(Timer::Slice, 0.0),
                Effect::AskDaily(v, date)
            ]
        );
    }

    #[test]
    fn an_answer_for_an_old_job_is_ignored() {
        let (p0, line) = caprice();
        let p1 = after(&p0, line[0]);
        let mut s = started();
        s.handle_position(&p0);
        // A position off the line, then back: job 2 replaced job 1.
        let other = p0
            .legal_moves()
            .into_iter()
            .find(|&m| m != line[0])
            .unwrap();
        s.handle_position(&after(&p0, other));
        let old = Answer {
            job: 1,
            outcome: Outcome::Winnable(line.clone()),
        };
        assert_eq!(s.handle_answer(old, &Table::at(&p0), number(1)), vec![]);
        assert_eq!(s.winning_rest(&p0), None);
        // The answer to the current job counts.
        let effects = s.handle_position(&p1);
        let (job, ..) = asks(&effects)[0].clone();
        let current = Answer {
            job,
            outcome: solve(&p1),
        };
        let effects = s.handle_answer(current, &Table::at(&p1), number(1));
        assert_eq!(shown(&effects), Some(Verdict::Winnable));
    }

    #[test]
    fn following_the_known_line_and_undoing_along_it_needs_no_search() {
        let (p0, line) = caprice();
        let mut s = started();
        let effects = settled(&mut s, &p0);
        assert_eq!(
            effects,
            vec![
                Effect::CancelTimer(Timer::Deadline),
                Effect::Show {
                    verdict: Verdict::Winnable,
                    won: false
                }
            ]
        );
        let p1 = after(&p0, line[0]);
        let p2 = after(&p1, line[1]);
        for p in [&p1, &p2, &p1, &p0] {
            let effects = s.handle_position(p);
            assert!(asks(&effects).is_empty(), "{effects:?}");
            assert_eq!(shown(&effects), Some(Verdict::Winnable));
        }
        // The hint is the line's next move.
        s.handle_position(&p1);
        let effects = s.handle_hint(&Table::at(&p1));
        assert_eq!(
            effects,
            vec![Effect::Mark(line[1]), Effect::Say(Speech::Hint(line[1]))]
        );
    }

    #[test]
    fn a_proven_lost_position_stays_lost_after_a_move() {
        // Capricieuse #9868: the solver proves it lost at once.
        let p = start(GameId::Capricieuse, 9868);
        let mut s = started();
        let effects = settled(&mut s, &p);
        assert_eq!(shown(&effects), Some(Verdict::Unwinnable));
        let mv = p.legal_moves()[0];
        let next = after(&p, mv);
        let effects = s.handle_position(&next);
        assert!(asks(&effects).is_empty(), "{effects:?}");
        assert_eq!(shown(&effects), Some(Verdict::Unwinnable));
        // The hint says so, with the most useful move.
        let effects = s.handle_hint(&Table::at(&next));
        let mv = solver::suggest(&next).unwrap();
        assert_eq!(said(&effects), vec![&Speech::Suggest(Why::Lost, mv)]);
        // Demo has no line to show.
        let effects = s.handle_demo(&Table::at(&next));
        assert_eq!(said(&effects), vec![&Speech::NoLineToShow(true)]);
        // A position the lost one does not lead to is searched.
        let unrelated = start(GameId::Capricieuse, 32);
        assert_eq!(asks(&s.handle_position(&unrelated)).len(), 1);
    }

    #[test]
    fn the_hint_waits_for_the_search_then_falls_back() {
        let p = start(GameId::Caprice, 1);
        let mut s = started();
        s.handle_position(&p);
        let effects = s.handle_hint(&Table::at(&p));
        assert_eq!(
            effects,
            vec![
                Effect::StartTimer(Timer::Hint, HINT_WAIT_MS),
                Effect::Say(Speech::Thinking),
            ]
        );
        let mv = solver::suggest(&p).unwrap();
        assert_eq!(
            s.handle_hint_wait(&Table::at(&p)),
            vec![
                Effect::Mark(mv),
                Effect::Say(Speech::Suggest(Why::NotKnownYet, mv))
            ]
        );
        // Once only.
        assert_eq!(s.handle_hint_wait(&Table::at(&p)), vec![]);
    }

    #[test]
    fn a_waiting_hint_takes_the_line_when_the_answer_comes() {
        let (p, line) = caprice();
        let mut s = started();
        let effects = s.handle_position(&p);
        let (job, ..) = asks(&effects)[0].clone();
        s.handle_hint(&Table::at(&p));
        let answer = Answer {
            job,
            outcome: Outcome::Winnable(line.clone()),
        };
        let effects = s.handle_answer(answer, &Table::at(&p), number(1));
        assert_eq!(
            effects[2..],
            [
                Effect::CancelTimer(Timer::Hint),
                Effect::Mark(line[0]),
                Effect::Say(Speech::Hint(line[0])),
            ]
        );
        // The wait's timer finds nothing to do.
        assert_eq!(s.handle_hint_wait(&Table::at(&p)), vec![]);
    }

    #[test]
    fn the_demo_plays_the_line_and_a_key_stops_it() {
        let (p0, line) = caprice();
        let mut s = started();
        settled(&mut s, &p0);
        let effects = s.handle_demo(&Table::at(&p0));
        assert_eq!(
            effects,
            vec![Effect::DemoButton(true), Effect::DemoMove(line[0])]
        );
        let p1 = after(&p0, line[0]);
        s.handle_position(&p1);
        let slow = Table {
            speed: 2.0,
            ..Table::at(&p1)
        };
        assert_eq!(
            s.handle_demo_played(true, &slow),
            vec![
                Effect::StartTimer(Timer::Demo, 2.0 * DEMO_STEP_MS),
                Effect::Say(Speech::DemoStarted),
            ]
        );
        // While a card is dragged the demo waits.
        let dragging = Table {
            dragging: true,
            ..Table::at(&p1)
        };
        assert_eq!(
            s.handle_demo_step(&dragging),
            vec![Effect::StartTimer(Timer::Demo, DEMO_STEP_MS)]
        );
        assert_eq!(
            s.handle_demo_step(&Table::at(&p1)),
            vec![Effect::DemoMove(line[1])]
        );
        let p2 = after(&p1, line[1]);
        s.handle_position(&p2);
        // Said once.
        assert_eq!(
            s.handle_demo_played(true, &Table::at(&p2)),
            vec![Effect::StartTimer(Timer::Demo, DEMO_STEP_MS)]
        );
        assert_eq!(
            s.handle_key(&Table::at(&p2)),
            vec![Effect::CancelTimer(Timer::Demo), Effect::DemoButton(false)]
        );
        assert!(!s.demo());
        assert_eq!(s.handle_demo_step(&Table::at(&p2)), vec![]);
        // Pressing Demo again starts it; pressing it while it runs stops it.
        s.handle_demo(&Table::at(&p2));
        let effects = s.handle_demo(&Table::at(&p2));
        assert_eq!(
            effects,
            vec![
                Effect::CancelTimer(Timer::Demo),
                Effect::DemoButton(false),
                Effect::Say(Speech::DemoStopped),
            ]
        );
    }

    #[test]
    fn the_demo_stops_when_its_move_is_refused_or_the_line_ends() {
        let (p0, line) = caprice();
        let mut s = started();
        settled(&mut s, &p0);
        s.handle_demo(&Table::at(&p0));
        assert_eq!(
            s.handle_demo_played(false, &Table::at(&p0)),
            vec![Effect::CancelTimer(Timer::Demo), Effect::DemoButton(false)]
        );
        // The line played to its end: the game is won, the demo stops.
        let mut won = p0.clone();
        for &mv in &line {
            won.apply(mv, &mut NoLog).unwrap();
        }
        s.handle_demo(&Table::at(&p0));
        assert_eq!(
            s.handle_demo_played(true, &Table::at(&won)),
            vec![Effect::CancelTimer(Timer::Demo), Effect::DemoButton(false)]
        );
        let effects = s.handle_position(&won);
        assert_eq!(
            effects,
            vec![
                Effect::Unmark,
                Effect::Show {
                    verdict: Verdict::Winnable,
                    won: true
                }
            ]
        );
        assert_eq!(
            said(&s.handle_demo(&Table::at(&won))),
            vec![&Speech::GameOver]
        );
        assert_eq!(said(&s.handle_hint(&Table::at(&won))), vec![&Speech::Won]);
    }

    #[test]
    fn the_demo_waits_for_the_search() {
        let (p, line) = caprice();
        let mut s = started();
        let effects = s.handle_position(&p);
        let (job, ..) = asks(&effects)[0].clone();
        assert_eq!(
            said(&s.handle_demo(&Table::at(&p))),
            vec![&Speech::LookingForLine]
        );
        let answer = Answer {
            job,
            outcome: Outcome::Winnable(line.clone()),
        };
        let effects = s.handle_answer(answer, &Table::at(&p), number(1));
        assert_eq!(
            effects[2..],
            [Effect::DemoButton(true), Effect::DemoMove(line[0])]
        );
    }

    #[test]
    fn the_finder_tries_deals_up_to_its_limit_then_deals_an_unproven_one() {
        let caprice = Variant::new(GameId::Caprice);
        let mut s = SolverSession::new(true);
        s.handle_engine_started(Engine::Worker);
        let (deal_now, effects) = s.next_deal(caprice, number(100));
        assert_eq!(deal_now, None);
        assert_eq!(
            effects,
            vec![
                Effect::Ask {
                    job: 1,
                    position: Box::new(deal(caprice, number(100))),
                    purpose: Purpose::Deal(caprice, number(100)),
                    nodes: FINDER_NODES,
                    ms: FINDER_MS,
                },
                Effect::StartTimer(Timer::Deadline, FINDER_MS + WORKER_GRACE_MS),
                Effect::Say(Speech::FindingDeal),
            ]
        );
        // The table's position changes meanwhile ask nothing.
        assert_eq!(
            s.handle_position(&start(GameId::Caprice, 5)),
            vec![Effect::Unmark]
        );
        let here = start(GameId::Caprice, 5);
        let table = Table::at(&here);
        for job in 1..FINDER_TRIES {
            let unknown = Answer {
                job,
                outcome: Outcome::Unknown,
            };
            let next = number(u64::from(job) + 100);
            let effects = s.handle_answer(unknown, &table, next);
            assert_eq!(
                asks(&effects),
                vec![(job + 1, deal(caprice, next), Purpose::Deal(caprice, next))]
            );
        }
        let last = Answer {
            job: FINDER_TRIES,
            outcome: Outcome::Unknown,
        };
        assert_eq!(
            s.handle_answer(last, &table, number(7)),
            vec![
                Effect::CancelTimer(Timer::Deadline),
                Effect::NewDeal(caprice),
                Effect::Say(Speech::NoDealProven)
            ]
        );
        assert_eq!(s.next_deal(caprice, number(8)), (Some(number(7)), vec![]));
    }

    #[test]
    fn the_finder_deals_a_proven_deal_with_its_line() {
        let caprice = Variant::new(GameId::Caprice);
        let mut s = SolverSession::new(true);
        s.handle_engine_started(Engine::Worker);
        let (_, effects) = s.next_deal(caprice, number(1));
        let (job, p, _) = asks(&effects)[0].clone();
        let here = start(GameId::Caprice, 5);
        let answer = Answer {
            job,
            outcome: solve(&p),
        };
        assert_eq!(
            s.handle_answer(answer, &Table::at(&here), number(9)),
            vec![
                Effect::CancelTimer(Timer::Deadline),
                Effect::NewDeal(caprice)
            ]
        );
        assert_eq!(s.next_deal(caprice, number(9)).0, Some(number(1)));
        // Its line is known: the deal needs no search.
        let effects = s.handle_position(&p);
        assert!(asks(&effects).is_empty());
        assert_eq!(shown(&effects), Some(Verdict::Winnable));
        // Without "winnable deals only", deals are the random ones.
        s.handle_winnable_only(false);
        assert_eq!(s.next_deal(caprice, number(9)), (Some(number(9)), vec![]));
    }

    #[test]
    fn input_calls_off_the_deal_search() {
        let caprice = Variant::new(GameId::Caprice);
        let mut s = SolverSession::new(true);
        s.handle_engine_started(Engine::Worker);
        s.next_deal(caprice, number(1));
        let here = start(GameId::Caprice, 5);
        let effects = s.handle_input(&Table::at(&here), Input::Toward);
        assert_eq!(
            effects[..3],
            [
                Effect::Say(Speech::Clear),
                Effect::DealSearchCancelled,
                Effect::Unmark
            ]
        );
        assert_eq!(asks(&effects), vec![(2, here.clone(), Purpose::Table)]);
        // The deal's answer comes too late: nothing happens.
        let late = Answer {
            job: 1,
            outcome: Outcome::Unknown,
        };
        assert_eq!(s.handle_answer(late, &Table::at(&here), number(2)), vec![]);
        // Input that is not a step towards a move clears the marks.
        assert_eq!(
            s.handle_input(&Table::at(&here), Input::Other),
            vec![Effect::Unmark]
        );
        assert_eq!(s.handle_input(&Table::at(&here), Input::Toward), vec![]);
    }

    /// Issue 26, item 2: New with a game in progress asks first; the yes
    /// starts the search for a winnable deal, then the dialog closes, and
    /// its closing (an answer, as the shell hears it) called the search
    /// off: the table stayed on its deal with no word.
    #[test]
    fn a_dialog_answer_does_not_call_off_the_deal_search() {
        let caprice = Variant::new(GameId::Caprice);
        let mut s = SolverSession::new(true);
        s.handle_engine_started(Engine::Worker);
        let here = start(GameId::Caprice, 5);
        s.handle_position(&here);
        // The yes: a new deal, searched for.
        let (now, effects) = s.next_deal(caprice, number(1));
        assert_eq!(now, None);
        assert_eq!(said(&effects), vec![&Speech::FindingDeal]);
        let (job, p, purpose) = asks(&effects)[0].clone();
        assert_eq!(purpose, Purpose::Deal(caprice, number(1)));
        // The dialog closes: nothing is called off...
        assert_eq!(s.handle_input(&Table::at(&here), Input::Answer), vec![]);
        // ...and the search's answer deals.
        let answer = Answer {
            job,
            outcome: solve(&p),
        };
        assert_eq!(
            s.handle_answer(answer, &Table::at(&here), number(9)),
            vec![
                Effect::CancelTimer(Timer::Deadline),
                Effect::NewDeal(caprice)
            ]
        );
        assert_eq!(s.next_deal(caprice, number(9)).0, Some(number(1)));
        // Other input calls the search off (input_calls_off_the_deal_search).
        s.next_deal(caprice, number(2));
        let effects = s.handle_input(&Table::at(&here), Input::Other);
        assert!(effects.contains(&Effect::DealSearchCancelled));
    }

    #[test]
    fn slices_aim_at_their_time_and_give_up_at_the_budget() {
        let p = start(GameId::Caprice, 1);
        let mut s = SolverSession::new(false);
        s.handle_engine_started(Engine::Slices);
        assert_eq!(s.slice_nodes(), None);
        s.handle_position(&p);
        let table = Table::at(&p);
        assert_eq!(s.slice_nodes(), Some(2_000));
        assert_eq!(
            s.handle_slice(Slice::Loading, 0.0, &table, number(1)),
            vec![]
        );
        // 2,000 nodes took 12 ms: the next slice has fewer.
        assert_eq!(
            s.handle_slice(Slice::Running, 12.0, &table, number(1)),
            vec![Effect::StartTimer(Timer::Slice, 0.0)]
        );
        assert_eq!(s.slice_nodes(), Some(1_500));
        // Past the search's time: unknown.
        let effects = s.handle_slice(Slice::Running, POSITION_MS, &table, number(1));
        assert_eq!(
            effects,
            vec![
                Effect::CancelSearch,
                Effect::Show {
                    verdict: Verdict::Unknown,
                    won: false
                }
            ]
        );
        assert_eq!(s.slice_nodes(), None);
        // Seen before: the verdict stays without a search.
        let effects = s.handle_position(&p);
        assert!(asks(&effects).is_empty());
        assert_eq!(shown(&effects), Some(Verdict::Unknown));
    }

    #[test]
    fn a_slice_that_ends_the_search_answers_it() {
        let (p, line) = caprice();
        let mut s = SolverSession::new(false);
        s.handle_engine_started(Engine::Slices);
        s.handle_position(&p);
        let effects = s.handle_slice(
            Slice::Done(Outcome::Winnable(line.clone())),
            1.0,
            &Table::at(&p),
            number(1),
        );
        assert_eq!(shown(&effects), Some(Verdict::Winnable));
        assert_eq!(s.winning_rest(&p), Some(&line[..]));
        // The module loading again asks for no slice: nothing runs.
        assert_eq!(s.handle_module_loaded(true), vec![]);
    }

    #[test]
    fn answers_read_from_the_worker() {
        let tokens = |t: &[&str]| t.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(
            Answer::from_tokens(3, "winnable", &tokens(&["s", "t1-f1"])).outcome,
            Outcome::Winnable(vec![Move::Stock, "t1-f1".parse().unwrap()])
        );
        assert_eq!(
            Answer::from_tokens(3, "winnable", &tokens(&["s", "nonsense"])).outcome,
            Outcome::Unknown
        );
        assert_eq!(
            Answer::from_tokens(3, "unwinnable", &[]).outcome,
            Outcome::Unwinnable
        );
        assert_eq!(
            Answer::from_tokens(3, "oops", &[]).outcome,
            Outcome::Unknown
        );
        // A line that does not win is no line: unknown.
        let p = start(GameId::Caprice, 1);
        let mut s = started();
        let effects = s.handle_position(&p);
        let (job, ..) = asks(&effects)[0].clone();
        let bogus = Answer {
            job,
            outcome: Outcome::Winnable(vec![Move::Stock]),
        };
        let effects = s.handle_answer(bogus, &Table::at(&p), number(1));
        assert_eq!(shown(&effects), Some(Verdict::Unknown));
        assert_eq!(s.winning_rest(&p), None);
    }

    #[test]
    fn the_daily_deal_is_answered_once() {
        let v = Variant::new(GameId::Caprice);
        let date: DailyDate = "2026-11-26".parse().unwrap();
        let mut s = started();
        assert_eq!(
            s.handle_daily_ask(v, date),
            vec![
                Effect::StartTimer(Timer::Daily, DAILY_MS),
                Effect::AskDaily(v, date)
            ]
        );
        let other: DailyDate = "2026-11-25".parse().unwrap();
        assert_eq!(s.handle_daily_answer(v, other, Some(number(4))), vec![]);
        assert_eq!(
            s.handle_daily_answer(v, date, Some(number(4))),
            vec![
                Effect::CancelTimer(Timer::Daily),
                Effect::DailyFound(v, date, Ok(number(4)))
            ]
        );
        assert_eq!(s.handle_daily_answer(v, date, Some(number(4))), vec![]);
        // Too late: the deadline finds nothing waiting.
        assert_eq!(s.handle_daily_deadline(), vec![]);
    }

    #[test]
    fn the_daily_check_times_out_into_words() {
        let v = Variant::new(GameId::Caprice);
        let date: DailyDate = "2026-11-26".parse().unwrap();
        let mut s = started();
        s.handle_daily_ask(v, date);
        assert_eq!(
            s.handle_daily_deadline(),
            vec![Effect::DailyFound(v, date, Err(DailyMiss::TimedOut))]
        );
        // The answer that comes after is ignored: the table stopped waiting.
        assert_eq!(s.handle_daily_answer(v, date, Some(number(4))), vec![]);
        // A solver that could not tell is no deal either.
        s.handle_daily_ask(v, date);
        assert_eq!(
            s.handle_daily_answer(v, date, None),
            vec![
                Effect::CancelTimer(Timer::Daily),
                Effect::DailyFound(v, date, Err(DailyMiss::NoSolver))
            ]
        );
    }

    #[test]
    fn a_worker_that_does_not_answer_is_restarted_then_dropped() {
        let p = start(GameId::Caprice, 1);
        let mut s = started();
        let effects = s.handle_position(&p);
        assert!(effects.contains(&Effect::StartTimer(
            Timer::Deadline,
            POSITION_MS + WORKER_GRACE_MS
        )));
        // No answer: a new worker, asked again (with a new deadline).
        for _ in 0..WORKER_RESTARTS {
            assert_eq!(s.handle_deadline(), vec![Effect::RestartWorker]);
            let again = s.handle_engine_started(Engine::Worker);
            assert_eq!(asks(&again).len(), 1);
            assert_eq!(asks(&again)[0].1, p);
            assert!(again.contains(&Effect::StartTimer(
                Timer::Deadline,
                POSITION_MS + WORKER_GRACE_MS
            )));
        }
        // Still nothing: searches move to the main thread, and go on there.
        assert_eq!(s.handle_deadline(), vec![Effect::DropWorker]);
        let here = s.handle_engine_started(Engine::Slices);
        assert_eq!(asks(&here)[0].1, p);
        assert!(here.contains(&Effect::StartTimer(Timer::Slice, 0.0)));
        // A slice's engine has no deadline.
        assert_eq!(s.handle_deadline(), vec![]);
    }

    #[test]
    fn an_answer_keeps_the_worker_and_its_restarts_start_over() {
        let p = start(GameId::Caprice, 1);
        let mut s = started();
        s.handle_position(&p);
        assert_eq!(s.handle_deadline(), vec![Effect::RestartWorker]);
        let again = s.handle_engine_started(Engine::Worker);
        let (job, ..) = asks(&again)[0].clone();
        let effects = s.handle_answer(
            Answer {
                job,
                outcome: Outcome::Unknown,
            },
            &Table::at(&p),
            number(1),
        );
        assert!(effects.contains(&Effect::CancelTimer(Timer::Deadline)));
        // The search is over: a late deadline does nothing.
        assert_eq!(s.handle_deadline(), vec![]);
        // The count started over: two restarts again before dropping.
        s.handle_position(&start(GameId::Caprice, 2));
        assert_eq!(s.handle_deadline(), vec![Effect::RestartWorker]);
        s.handle_engine_started(Engine::Worker);
        assert_eq!(s.handle_deadline(), vec![Effect::RestartWorker]);
    }

    #[test]
    fn odds_asked_of_a_silent_worker_are_asked_again_of_a_new_one() {
        let (p, line) = caprice();
        let mut s = SolverSession::with_settings(false, true, false);
        s.handle_engine_started(Engine::Worker);
        let effects = s.handle_position_seen(&p, false);
        let (job, ..) = asks(&effects)[0].clone();
        // The search answers; the odds, still asked, keep a deadline.
        let effects = s.handle_answer(
            Answer {
                job,
                outcome: Outcome::Winnable(line),
            },
            &Table::at(&p),
            number(1),
        );
        assert!(effects.contains(&Effect::StartTimer(
            Timer::Deadline,
            ODDS_MS + WORKER_GRACE_MS
        )));
        // No odds come: the worker is replaced and asked again.
        assert_eq!(s.handle_deadline(), vec![Effect::RestartWorker]);
        let again = s.handle_engine_started(Engine::Worker);
        assert!(again.iter().any(|e| matches!(e, Effect::AskOdds { .. })));
        assert!(again.contains(&Effect::StartTimer(
            Timer::Deadline,
            ODDS_MS + WORKER_GRACE_MS
        )));
    }

    #[test]
    fn a_failed_worker_moves_the_search_here() {
        let mut s = started();
        assert_eq!(
            s.handle_worker_failed(),
            vec![Effect::CancelTimer(Timer::Deadline), Effect::DropWorker]
        );
        s.handle_engine_started(Engine::Slices);
        // Once here, a late failure report changes nothing.
        assert_eq!(s.handle_worker_failed(), vec![]);
    }

    #[test]
    fn a_module_that_does_not_load_makes_the_solver_unavailable() {
        let v = Variant::new(GameId::Caprice);
        let date: DailyDate = "2026-11-26".parse().unwrap();
        let p = start(GameId::Caprice, 1);
        let mut s = SolverSession::new(true);
        s.handle_engine_started(Engine::Slices);
        s.handle_position(&p);
        s.handle_daily_ask(v, date);
        let effects = s.handle_module_loaded(false);
        // The indicator says so (not "gave up"), the table says why once,
        // and the daily check ends with its reason.
        assert_eq!(shown(&effects), Some(Verdict::Unavailable));
        assert_eq!(said(&effects), vec![&Speech::SolverUnavailable]);
        assert!(effects.contains(&Effect::DailyFound(v, date, Err(DailyMiss::NoSolver))));
        assert_eq!(s.slice_nodes(), None);
        assert_eq!(Verdict::Unavailable.id(), "unavailable");
        // Said once only.
        assert_eq!(s.handle_module_loaded(false), vec![]);
        // A new position asks nothing and stays unavailable.
        let q = start(GameId::Caprice, 2);
        let effects = s.handle_position(&q);
        assert!(asks(&effects).is_empty());
        assert_eq!(shown(&effects), Some(Verdict::Unavailable));
        // Hint suggests a move of its own, and says why.
        let effects = s.handle_hint(&Table::at(&q));
        assert!(matches!(
            said(&effects)[..],
            [Speech::Suggest(Why::NoSolver, _)]
        ));
        assert!(Speech::Suggest(Why::NoSolver, Move::Stock)
            .text(&q, &Words::english())
            .starts_with("The solver cannot run in this browser; this move looks most useful"));
        // Demo and "winnable deals only" say they need it; the deal is dealt.
        assert_eq!(
            said(&s.handle_demo(&Table::at(&q))),
            vec![&Speech::NeedsSolver]
        );
        let (deal, effects) = s.next_deal(v, number(7));
        assert_eq!(deal, Some(number(7)));
        assert_eq!(said(&effects), vec![&Speech::NeedsSolver]);
        // A daily asked now ends at once.
        assert_eq!(
            s.handle_daily_ask(v, date),
            vec![Effect::DailyFound(v, date, Err(DailyMiss::NoSolver))]
        );
    }

    #[test]
    fn a_deal_search_that_loses_its_solver_deals_its_last_try() {
        let v = Variant::new(GameId::Caprice);
        let mut s = SolverSession::new(true);
        s.handle_engine_started(Engine::Slices);
        let (deal, _) = s.next_deal(v, number(9));
        assert_eq!(deal, None);
        let effects = s.handle_module_loaded(false);
        assert!(effects.contains(&Effect::NewDeal(v)));
        assert_eq!(s.next_deal(v, number(10)).0, Some(number(9)));
    }

    #[test]
    fn winnable_only_is_stored_and_said() {
        let mut s = SolverSession::new(false);
        assert_eq!(
            s.handle_winnable_only(true),
            vec![
                Effect::StoreWinnableOnly(true),
                Effect::Say(Speech::WinnableOnly(true))
            ]
        );
        let p = start(GameId::Caprice, 1);
        assert_eq!(
            Speech::WinnableOnly(true).text(&p, &Words::english()),
            "New deals will be ones the solver has proven winnable."
        );
        assert_eq!(
            Speech::Suggest(Why::NotKnownHere, Move::Stock).text(&p, &Words::english()),
            format!(
                "No winning line is known from here; this move looks most useful: \
                 deal the next row from the stock ({} cards left there).",
                p.stock().len()
            )
        );
    }

    #[test]
    fn every_speech_in_english_and_every_language() {
        use crate::table::words::{tests::files, Lang};
        let p = start(GameId::Caprice, 1);
        let mv = Move::Stock;
        let all = [
            Speech::Hint(mv),
            Speech::Suggest(Why::NotKnownYet, mv),
            Speech::Suggest(Why::Lost, mv),
            Speech::Suggest(Why::NotKnownHere, mv),
            Speech::Suggest(Why::NoSolver, mv),
            Speech::Suggest(Why::NoWorker, mv),
            Speech::Thinking,
            Speech::Won,
            Speech::NoMoveLeft,
            Speech::DemoStarted,
            Speech::DemoStopped,
            Speech::GameOver,
            Speech::LookingForLine,
            Speech::NoLineToShow(true),
            Speech::NoLineToShow(false),
            Speech::WinnableOnly(true),
            Speech::WinnableOnly(false),
            Speech::FindingDeal,
            Speech::NoDealProven,
            Speech::SolverUnavailable,
            Speech::NeedsSolver,
        ];
        let en = Words::english();
        let said: Vec<String> = all.iter().map(|s| s.text(&p, &en)).collect();
        let proposal = announce::proposal(&p, mv, &en);
        let useful = format!("; this move looks most useful: {proposal}.");
        assert_eq!(
            said,
            [
                format!("Hint: {proposal}."),
                format!("No winning line is known yet{useful}"),
                format!("This game can no longer be won{useful}"),
                format!("No winning line is known from here{useful}"),
                format!("The solver cannot run in this browser{useful}"),
                format!(
                    "Honest hints need a background worker, which this browser does not run \
                     here{useful}"
                ),
                "Thinking…".into(),
                "This game is won.".into(),
                "No legal move is left: undo, or start again.".into(),
                "Demo: the solver plays a winning line. Any key or click stops it.".into(),
                "Demo stopped.".into(),
                "This game is over: there is nothing left to show.".into(),
                "Looking for a winning line…".into(),
                "This game can no longer be won, so there is no winning line to show.".into(),
                "No winning line is known from here, so there is nothing to show.".into(),
                "New deals will be ones the solver has proven winnable.".into(),
                "New deals are dealt at random, winnable or not.".into(),
                "Finding a winnable deal…".into(),
                "No deal could be proven winnable quickly, so this one is dealt at random.".into(),
                "The solver could not be loaded in this browser: Hint still suggests moves, but \
                 nothing can be proven winnable. Reloading the page may bring it back."
                    .into(),
                "That needs the solver, which could not be loaded in this browser.".into(),
            ]
        );
        assert_eq!(Speech::Clear.text(&p, &en), "");
        for lang in Lang::ALL {
            let w = Words::of(lang, &files(lang.tag())).unwrap();
            for s in &all {
                let said = s.text(&p, &w);
                assert!(
                    !said.is_empty() && !said.starts_with("solver-"),
                    "{lang:?}: {said}"
                );
            }
        }
    }

    /// The names of the cards the player cannot see (the stock's, the
    /// redeal packet's), but for those with a twin face up.
    fn hidden_names(pos: &Position) -> Vec<String> {
        use crate::engine::pile::FOUNDATIONS;
        use crate::engine::PileId;
        let mut piles: Vec<PileId> = (0..FOUNDATIONS).map(PileId::foundation).collect();
        piles.extend((0..pos.rules().tableau_piles).map(PileId::tableau));
        piles.extend([PileId::WASTE, PileId::RESERVE]);
        let seen: Vec<String> = piles
            .iter()
            .flat_map(|&p| pos.pile(p).iter().map(|c| c.name()))
            .collect();
        [PileId::STOCK, PileId::PACKET]
            .iter()
            .flat_map(|&p| pos.pile(p).iter().map(|c| c.name()))
            .filter(|n| !seen.contains(n))
            .collect()
    }

    /// A position of `game` where `want` holds for a legal move: a deal's
    /// start, or a few moves into it (the first legal transfers, else the
    /// stock).
    fn find_move(game: GameId, want: impl Fn(&Position, Move) -> bool) -> (Position, Move) {
        for n in 1..=300 {
            let mut pos = start(game, n);
            for step in 0..80 {
                let moves = pos.legal_moves();
                if let Some(&mv) = moves.iter().find(|&&mv| want(&pos, mv)) {
                    return (pos, mv);
                }
                let transfers: Vec<Move> = moves
                    .iter()
                    .copied()
                    .filter(|m| matches!(m, Move::Transfer { .. }))
                    .collect();
                let next = match (transfers.len(), moves.first()) {
                    (0, Some(&mv)) => mv,
                    (0, None) => break,
                    (k, _) => transfers[step % k],
                };
                pos = after(&pos, next);
            }
        }
        panic!("no such move in {game:?}");
    }

    /// Asserts that the hint's words for `mv` at `pos` name no face-down
    /// card, and returns them.
    fn hint_names_no_hidden_card(pos: &Position, mv: Move) -> String {
        let hidden = hidden_names(pos);
        let text = Speech::Hint(mv).text(pos, &Words::english());
        for name in &hidden {
            assert!(
                !text.contains(name.as_str()),
                "{text:?} names {name}, face down"
            );
        }
        let suggest = Speech::Suggest(Why::NotKnownYet, mv).text(pos, &Words::english());
        for name in &hidden {
            assert!(!suggest.contains(name.as_str()), "{suggest:?} names {name}");
        }
        text
    }

    /// Issue 26, item 4: "Hint: turned queen of hearts onto the waste; 51
    /// cards left in the stock" (Lucas Leaps), "…six of diamonds on top"
    /// (Double Canfield), "…filled with ten of clubs from the stock"
    /// (Caprice): the hint's words came from the move's movements, which
    /// turn up the stock's cards. They are advice now, from the position
    /// before the move.
    #[test]
    fn the_hint_names_no_card_of_the_stock() {
        let stock = |pos: &Position, mv: Move| mv == Move::Stock && !pos.stock().is_empty();
        for (game, words) in [
            (
                GameId::LucasLeaps,
                "Hint: turn the stock: its next card onto the waste.",
            ),
            (
                GameId::DoubleCanfield,
                "Hint: turn the stock: its next 3 cards onto the waste.",
            ),
            (GameId::Caprice, "Hint: deal the next row from the stock ("),
            (
                GameId::RussianPatience,
                "Hint: deal the next row from the stock (",
            ),
        ] {
            let (pos, mv) = find_move(game, stock);
            assert!(!hidden_names(&pos).is_empty(), "{game:?}: cards to hide");
            let text = hint_names_no_hidden_card(&pos, mv);
            assert!(text.starts_with(words), "{game:?}: {text}");
        }
        // A transfer in every game: it names the card moved and where to
        // (Capricieuse has no stock).
        for game in GameId::ALL {
            let (pos, mv) = find_move(game, |p, mv| {
                matches!(mv, Move::Transfer { .. })
                    && (game == GameId::Capricieuse || !hidden_names(p).is_empty())
            });
            let text = hint_names_no_hidden_card(&pos, mv);
            let Move::Transfer { from, to, .. } = mv else {
                unreachable!()
            };
            let top = pos.pile(from).last().unwrap().name();
            assert!(
                text.starts_with("Hint: move the ") && text.contains(&top),
                "{game:?}: {text}"
            );
            assert!(text.contains(&to.spoken()), "{game:?}: {text}");
        }
        // Caprice: a move that empties a pile, which the stock then fills.
        let (pos, mv) = find_move(GameId::Caprice, |p, mv| match mv {
            Move::Transfer { from, count, .. } => {
                from.is_tableau()
                    && p.pile(from).len() == usize::from(count)
                    && !after(p, mv).pile(from).is_empty()
            }
            _ => false,
        });
        let filled = after(&pos, mv);
        let Move::Transfer { from, .. } = mv else {
            unreachable!()
        };
        let fill = filled.pile(from)[0].name();
        let text = hint_names_no_hidden_card(&pos, mv);
        assert!(!text.contains("filled"), "{text}");
        assert!(
            !text.contains(&fill) || !hidden_names(&pos).contains(&fill),
            "{text}"
        );
        // Capricieuse's redeal.
        let (pos, mv) = find_move(GameId::Capricieuse, |_, mv| mv == Move::Redeal);
        assert_eq!(
            Speech::Hint(mv).text(&pos, &Words::english()),
            format!(
                "Hint: redeal: gather the piles and deal them again ({} left after it).",
                match pos.redeals_left() - 1 {
                    1 => "1 redeal".to_string(),
                    n => format!("{n} redeals"),
                }
            )
        );
    }

    /// Issue 26, item 3: on Lucas Leaps #689612597, three stock moves then
    /// three undos, then Demo. Each position was proven winnable by its own
    /// search; the verdict cache kept "Winnable" for the first position
    /// without its line, so the indicator said Winnable while Demo and Hint
    /// said "No winning line is known from here".
    #[test]
    fn a_cached_winnable_verdict_comes_with_its_line() {
        let p0 = start(GameId::LucasLeaps, 689_612_597);
        let mut positions = vec![p0.clone()];
        for _ in 0..3 {
            let next = after(positions.last().unwrap(), Move::Stock);
            positions.push(next);
        }
        let mut s = started();
        for p in &positions {
            let effects = s.handle_position(p);
            if let Some((job, at, _)) = asks(&effects).pop() {
                let answer = Answer {
                    job,
                    outcome: solve(&at),
                };
                let effects = s.handle_answer(answer, &Table::at(p), number(1));
                assert_eq!(shown(&effects), Some(Verdict::Winnable));
            }
        }
        // Undo three times: every position is winnable, with no search.
        for p in positions[..3].iter().rev() {
            let effects = s.handle_position(p);
            assert!(asks(&effects).is_empty(), "{effects:?}");
            assert_eq!(shown(&effects), Some(Verdict::Winnable));
            assert!(s.winning_rest(p).is_some());
        }
        let rest = s.winning_rest(&p0).unwrap().to_vec();
        assert_eq!(
            s.handle_demo(&Table::at(&p0)),
            vec![Effect::DemoButton(true), Effect::DemoMove(rest[0])]
        );
        s.handle_key(&Table::at(&p0));
        assert_eq!(
            said(&s.handle_hint(&Table::at(&p0))),
            vec![&Speech::Hint(rest[0])]
        );
    }

    // ----- "your chances" and the honest hint (issue 23) -----

    /// A session with chances on and honest hints, its worker started.
    fn honest() -> SolverSession {
        let mut s = SolverSession::with_settings(false, true, false);
        assert_eq!(s.handle_engine_started(Engine::Worker), vec![]);
        s
    }

    /// The odds requests in `effects`: (job, position, stock seen).
    fn odds_asked(effects: &[Effect]) -> Vec<(u32, Position, bool)> {
        effects
            .iter()
            .filter_map(|e| match e {
                Effect::AskOdds {
                    job,
                    position,
                    stock_seen,
                    nodes,
                    ms,
                    seed,
                } => {
                    assert_eq!((*nodes, *ms, *seed), (ODDS_NODES, ODDS_MS, ODDS_SEED));
                    Some((*job, (**position).clone(), *stock_seen))
                }
                _ => None,
            })
            .collect()
    }

    fn chances(effects: &[Effect]) -> Vec<Chances> {
        effects
            .iter()
            .filter_map(|e| match e {
                Effect::ShowChances(c) => Some(*c),
                _ => None,
            })
            .collect()
    }

    fn open_odds(chance: f64, best: Move) -> Odds {
        Odds {
            verdict: honest::Verdict::Open,
            chance,
            low: chance / 2.0,
            high: (chance + 1.0) / 2.0,
            samples: 32,
            exhaustive: false,
            best: Some(best),
        }
    }

    #[test]
    fn chances_are_asked_after_each_move_and_shown() {
        let (p0, line) = caprice();
        let p1 = after(&p0, line[0]);
        let mut s = honest();
        let effects = s.handle_position_seen(&p0, false);
        assert_eq!(odds_asked(&effects), vec![(1, p0.clone(), false)]);
        assert_eq!(chances(&effects), vec![Chances::Thinking]);
        // The clairvoyant search is asked as before, beside it.
        assert_eq!(asks(&effects).len(), 1);
        let odds = open_odds(0.5, line[0]);
        let effects = s.handle_odds(
            OddsAnswer {
                job: 1,
                odds: Some(odds.clone()),
            },
            &Table::at(&p0),
        );
        assert_eq!(chances(&effects), vec![Chances::of(&odds)]);
        // A move: asked again, for the new position.
        let effects = s.handle_position_seen(&p1, false);
        assert_eq!(odds_asked(&effects), vec![(2, p1.clone(), false)]);
        // Undo: the odds of the position before are still known.
        let effects = s.handle_position_seen(&p0, false);
        assert!(odds_asked(&effects).is_empty());
        assert_eq!(chances(&effects), vec![Chances::of(&odds)]);
        // The stock's order seen (Double Canfield after a recycle) is
        // another view, asked for as such.
        let effects = s.handle_position_seen(&p0, true);
        assert_eq!(odds_asked(&effects), vec![(3, p0.clone(), true)]);
    }

    #[test]
    fn an_odds_answer_to_a_replaced_request_is_ignored() {
        let (p0, line) = caprice();
        let p1 = after(&p0, line[0]);
        let mut s = honest();
        s.handle_position_seen(&p0, false);
        s.handle_position_seen(&p1, false);
        // The first request's answer comes late: nothing happens.
        let stale = OddsAnswer {
            job: 1,
            odds: Some(open_odds(0.9, line[0])),
        };
        assert_eq!(s.handle_odds(stale, &Table::at(&p1)), vec![]);
        // The hint waits for the current request, not the stale one.
        let effects = s.handle_hint(&Table::at(&p1));
        assert!(odds_asked(&effects).is_empty(), "{effects:?}");
        assert_eq!(said(&effects), vec![&Speech::Thinking]);
        let odds = open_odds(0.25, line[1]);
        let effects = s.handle_odds(
            OddsAnswer {
                job: 2,
                odds: Some(odds.clone()),
            },
            &Table::at(&p1),
        );
        assert_eq!(
            effects,
            vec![
                Effect::ShowChances(Chances::of(&odds)),
                Effect::CancelTimer(Timer::Hint),
                Effect::Mark(line[1]),
                Effect::Say(Speech::Hint(line[1])),
            ]
        );
        // Answered once: a repeat is ignored too.
        let again = OddsAnswer {
            job: 2,
            odds: Some(odds),
        };
        assert_eq!(s.handle_odds(again, &Table::at(&p1)), vec![]);
    }

    #[test]
    fn with_chances_off_nothing_is_asked() {
        let (p0, _) = caprice();
        let mut s = SolverSession::with_settings(false, false, true);
        s.handle_engine_started(Engine::Worker);
        let effects = s.handle_position_seen(&p0, false);
        assert!(odds_asked(&effects).is_empty());
        assert!(chances(&effects).is_empty());
        assert_eq!(asks(&effects).len(), 1);
        // Switched on: asked for the table's position; off: hidden.
        let effects = s.handle_chances(true);
        assert_eq!(odds_asked(&effects), vec![(1, p0.clone(), false)]);
        assert_eq!(chances(&effects), vec![Chances::Thinking]);
        assert_eq!(
            s.handle_chances(false),
            vec![Effect::ShowChances(Chances::Off)]
        );
        let q = start(GameId::Caprice, 2);
        assert!(odds_asked(&s.handle_position_seen(&q, false)).is_empty());
        // The default session (the tests' and embedders' before issue 23)
        // asks none either.
        let mut plain = started();
        assert!(odds_asked(&plain.handle_position(&q)).is_empty());
    }

    #[test]
    fn the_hint_is_honest_unless_it_may_peek() {
        let (p0, line) = caprice();
        let mut s = honest();
        let effects = settled(&mut s, &p0);
        assert_eq!(shown(&effects), Some(Verdict::Winnable));
        // The winning line is known, but the honest hint asks for the odds
        // and waits for them.
        let effects = s.handle_hint(&Table::at(&p0));
        assert_eq!(
            effects[effects.len() - 2..],
            [
                Effect::StartTimer(Timer::Hint, ODDS_HINT_WAIT_MS),
                Effect::Say(Speech::Thinking)
            ]
        );
        // The odds name another move than the line's: the hint is theirs.
        let other = p0
            .legal_moves()
            .into_iter()
            .find(|&m| m != line[0])
            .unwrap();
        let effects = s.handle_odds(
            OddsAnswer {
                job: 1,
                odds: Some(open_odds(0.75, other)),
            },
            &Table::at(&p0),
        );
        assert!(effects.ends_with(&[Effect::Mark(other), Effect::Say(Speech::Hint(other))]));
        // Known now: at once.
        assert_eq!(
            s.handle_hint(&Table::at(&p0)),
            vec![Effect::Mark(other), Effect::Say(Speech::Hint(other))]
        );
        // Hints that may peek take the clairvoyant line again.
        assert_eq!(s.handle_peek_hints(true), vec![]);
        assert_eq!(
            s.handle_hint(&Table::at(&p0)),
            vec![Effect::Mark(line[0]), Effect::Say(Speech::Hint(line[0]))]
        );
    }

    #[test]
    fn an_honest_hint_without_odds_in_time_falls_back() {
        let p = start(GameId::Caprice, 1);
        let mut s = SolverSession::with_settings(false, false, false);
        s.handle_engine_started(Engine::Worker);
        s.handle_position_seen(&p, false);
        // Chances off: the hint asks for the odds itself.
        let effects = s.handle_hint(&Table::at(&p));
        assert_eq!(odds_asked(&effects).len(), 1);
        // A search's answer meanwhile does not end the honest hint's wait.
        let mv = solver::suggest(&p).unwrap();
        assert_eq!(
            s.handle_hint_wait(&Table::at(&p)),
            vec![
                Effect::Mark(mv),
                Effect::Say(Speech::Suggest(Why::NotKnownYet, mv))
            ]
        );
        // The worker could not tell: no chances to show, and a waiting hint
        // suggests a move of its own.
        s.handle_hint(&Table::at(&p));
        let effects = s.handle_odds(OddsAnswer { job: 1, odds: None }, &Table::at(&p));
        assert!(chances(&effects).is_empty());
        assert!(effects.ends_with(&[
            Effect::Mark(mv),
            Effect::Say(Speech::Suggest(Why::NotKnownYet, mv))
        ]));
    }

    #[test]
    fn without_a_worker_chances_show_nothing_and_hints_suggest() {
        let p = start(GameId::Caprice, 1);
        let mut s = SolverSession::with_settings(false, true, false);
        // Asked before the solver starts: nothing sent yet.
        let effects = s.handle_position_seen(&p, false);
        assert!(odds_asked(&effects).is_empty());
        assert_eq!(chances(&effects), vec![Chances::Thinking]);
        // Searches run on the main thread: no honest search there.
        let effects = s.handle_engine_started(Engine::Slices);
        assert!(odds_asked(&effects).is_empty());
        assert_eq!(chances(&effects), vec![Chances::NoWorker]);
        assert!(!Chances::NoWorker.shown());
        assert!(Chances::NoWorker
            .label(&Words::english())
            .contains("hold the page"));
        let effects = s.handle_hint(&Table::at(&p));
        let mv = solver::suggest(&p).unwrap();
        assert_eq!(
            effects,
            vec![
                Effect::Mark(mv),
                Effect::Say(Speech::Suggest(Why::NoWorker, mv))
            ]
        );
        // A worker that starts later takes a request kept meanwhile.
        let mut w = SolverSession::with_settings(false, true, false);
        w.handle_position_seen(&p, false);
        let effects = w.handle_engine_started(Engine::Worker);
        assert_eq!(odds_asked(&effects), vec![(2, p.clone(), false)]);
        // And a replaced worker is asked again.
        assert_eq!(w.handle_deadline(), vec![Effect::RestartWorker]);
        let effects = w.handle_engine_started(Engine::Worker);
        assert_eq!(odds_asked(&effects), vec![(3, p, false)]);
    }

    #[test]
    fn over_games_are_told_without_asking() {
        let (p0, line) = caprice();
        let mut won = p0.clone();
        for &mv in &line {
            won = after(&won, mv);
        }
        let mut s = honest();
        let effects = s.handle_position_seen(&won, false);
        assert!(odds_asked(&effects).is_empty());
        assert_eq!(chances(&effects), vec![Chances::Won]);
    }

    #[test]
    fn chances_in_every_language() {
        use crate::table::words::{tests::files, Lang};
        let all = [
            Chances::Off,
            Chances::NoWorker,
            Chances::Unavailable,
            Chances::Won,
            Chances::Thinking,
            Chances::Stuck,
            Chances::CannotWin,
            Chances::AtMost { at_most: 0.109 },
            Chances::Estimate {
                chance: 0.62,
                low: 0.48,
                high: 0.74,
                exact: false,
            },
            Chances::Estimate {
                chance: 0.5,
                low: 0.5,
                high: 0.5,
                exact: true,
            },
            Chances::Unknown,
        ];
        let fr = crate::table::words::tests::faked(Lang::Fr);
        assert_eq!(
            all[8].text(&fr),
            "Vos chances : 62\u{202F}% (48–74\u{202F}%)"
        );
        assert_eq!(
            all[8].label(&fr),
            "Vos chances à partir d'ici : environ 62\u{202F}% (intervalle à 95 % de 48 à 74\u{202F}%), calculées sans regarder les cartes cachées, comme vous voyez la partie, à partir d'ordres essayés au hasard"
        );
        assert_eq!(
            Chances::AtMost { at_most: 0.109 }.text(&fr),
            "Au plus 11\u{202F}% : aucun ordre essayé ne peut être gagné"
        );
        for lang in Lang::ALL {
            let w = Words::of(lang, &files(lang.tag())).unwrap();
            for c in all {
                let (text, label) = (c.text(&w), c.label(&w));
                assert_eq!(text.is_empty(), !c.shown(), "{lang:?} {c:?}");
                assert!(
                    !label.is_empty() && !label.starts_with("chances-"),
                    "{lang:?}"
                );
                if lang != Lang::En && c.shown() {
                    assert_ne!(text, c.text(&Words::english()), "{lang:?} {c:?}");
                }
            }
            assert!(all[8].label(&w).contains("62") && all[8].label(&w).contains("74"));
        }
    }

    #[test]
    fn chances_are_worded_with_their_uncertainty() {
        let e = |chance, low, high, exact| Chances::Estimate {
            chance,
            low,
            high,
            exact,
        };
        assert_eq!(
            e(0.62, 0.48, 0.74, false).text(&Words::english()),
            "Your chances: 62% (48–74%)"
        );
        assert_eq!(
            e(1.0, 0.9, 1.0, true).text(&Words::english()),
            "Your chances: 100%"
        );
        // Never 0% or 100% unless exactly so.
        assert_eq!(
            e(0.999, 0.99, 1.0, false).text(&Words::english()),
            "Your chances: 99% (99–100%)"
        );
        assert_eq!(
            e(0.001, 0.0, 0.01, false).text(&Words::english()),
            "Your chances: 1% (0–1%)"
        );
        assert_eq!(Chances::Stuck.text(&Words::english()), "No moves left");
        assert_eq!(
            Chances::CannotWin.text(&Words::english()),
            "Can't be won, whatever the face-down cards are"
        );
        assert_eq!(
            Chances::AtMost { at_most: 0.109 }.text(&Words::english()),
            "At most 11%: no ordering tried can be won"
        );
        assert!(Chances::AtMost { at_most: 0.109 }
            .label(&Words::english())
            .contains("a bound, not a proof"));
        assert!(Chances::CannotWin
            .label(&Words::english())
            .contains("every ordering"));
        for c in [Chances::Off, Chances::NoWorker, Chances::Won] {
            assert_eq!(c.text(&Words::english()), "");
            assert!(!c.shown());
        }
        // The worker's words.
        let odds =
            Odds::from_words("no-sample-wins", 0.0, 0.0, 0.109, 32, false, Some("s")).unwrap();
        assert_eq!(Chances::of(&odds), Chances::AtMost { at_most: 0.109 });
        assert_eq!(odds.best, Some(Move::Stock));
        let open = Odds::from_words("open", 0.5, 0.3, 0.7, 32, true, Some("t1-t2")).unwrap();
        assert_eq!(
            Chances::of(&open),
            Chances::Estimate {
                chance: 0.5,
                low: 0.3,
                high: 0.7,
                exact: true
            }
        );
        assert!(Odds::from_words("maybe", 0.5, 0.3, 0.7, 32, true, None).is_none());
        assert!(Odds::from_words("open", 1.5, 0.3, 0.7, 32, true, None).is_none());
        assert!(Odds::from_words("open", 0.5, 0.3, 0.7, 32, true, Some("zz")).is_none());
        assert_eq!(
            Chances::of(&Odds::from_words("stuck", 0.0, 0.0, 0.0, 0, true, None).unwrap()),
            Chances::Stuck
        );
        assert_eq!(
            Speech::Suggest(Why::NoWorker, Move::Stock)
                .text(&start(GameId::Caprice, 1), &Words::english())
                .split(';')
                .next(),
            Some("Honest hints need a background worker, which this browser does not run here")
        );
    }
}
