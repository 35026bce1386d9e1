//! The core as a whole: whole journeys through [`TableState`] with a fake
//! clock, a fake worker (the native solver, or silence) and a fake store
//! ([`MemoryStore`]), asserting the effects that come out. The harness
//! performs the effects whose answers come back as inputs (the solver
//! started, a slice ran, the worker's answer, a timer that fired), as the
//! browser's shell does.

use super::assist;
use super::autoplay::{AUTO_STEP_MS, AUTO_WAIT_MS, FINISH_STEP_MS};
use super::grades::{pack_daily, GradeFile};
use super::input::{Dialog, Hold, Input, ShareKind, ShareLinks, Showing, TableInput};
use super::keyboard;
use super::keys::{Command, Dir};
use super::records::saved::{Restored, Saved, Scope};
use super::records::settings::Setting;
use super::records::store::{MemoryStore, SerdeJson, Store};
use super::replay_viewer::ReplayMsg;
use super::session::{self, Session};
use super::solver_session::{
    self, Answer, Engine, Slice, SolverMsg, SolverSession, Timer, Verdict,
};
use super::state::{Effect, ReplayStep, TableState};
use super::words::{self, Lang};
use crate::engine::daily::DailyDate;
use crate::engine::{DealNumber, GameId, Move, Status, Variant};
use crate::solver::{self, Budget, Outcome};
use std::rc::Rc;

/// What the fake worker does with a search.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Worker {
    /// Answers every search with the native solver's verdict.
    Alive,
    /// Never answers (a worker that died without an error event).
    Silent,
}

/// A table and the world around it: the clock, the timers the core
/// started, the worker, and every effect seen.
struct World {
    table: TableState,
    now: f64,
    timers: Vec<(Timer, f64)>,
    worker: Worker,
    /// Where the shell runs searches once started.
    runs: Engine,
    /// Searches asked of the worker and not answered yet.
    asked: Vec<Answer>,
    /// Every effect's variant seen (see `which`).
    seen: Vec<&'static str>,
    /// When autoplay's step timer fires, if it is started.
    auto: Option<f64>,
    /// Today by the fake wall clock.
    today: DailyDate,
    /// The fake store's remembered daily deals (`patience:daily`).
    daily: Vec<(Variant, DailyDate, DealNumber)>,
}

impl World {
    fn new(variant: Variant, deal: u64) -> World {
        let deal = DealNumber::new(deal).unwrap();
        World {
            table: TableState::new(
                Session::fresh(variant, deal),
                SolverSession::with_settings(false, false, false),
                None,
                Rc::new(words::Plain),
                7,
            ),
            now: 1_000.0,
            timers: Vec::new(),
            worker: Worker::Alive,
            runs: Engine::Worker,
            asked: Vec::new(),
            seen: Vec::new(),
            auto: None,
            today: "2026-11-26".parse().unwrap(),
            daily: Vec::new(),
        }
    }

    /// Sends `input`; performs what answers at once (as the shell does);
    /// returns every effect, the answers' included.
    fn send(&mut self, input: Input) -> Vec<Effect> {
        let out = self.table.update(&input, self.now);
        self.perform(out)
    }

    fn perform(&mut self, out: Vec<Effect>) -> Vec<Effect> {
        let mut all = Vec::new();
        for e in out {
            self.seen.push(which(&e));
            let answer = match &e {
                // The fake store's answer, with the fake wall clock's date.
                Effect::ReadDaily(variant) => {
                    let (variant, date) = (*variant, self.today);
                    let known = self
                        .daily
                        .iter()
                        .find(|(v, d, _)| (*v, *d) == (variant, date))
                        .map(|(.., deal)| *deal);
                    let read = TableInput::DailyRead {
                        variant,
                        date,
                        known,
                    };
                    all.push(e);
                    let more = self.table.update(&Input::Table(read), self.now);
                    all.extend(self.perform(more));
                    continue;
                }
                // The fake store remembers it.
                Effect::RememberDaily {
                    variant,
                    date,
                    deal,
                } => {
                    self.daily.push((*variant, *date, *deal));
                    None
                }
                // The shell writes the game shown and reads the deal's (no
                // saved game in the fake store): the core shows it.
                Effect::DailyShow {
                    variant,
                    date,
                    deal,
                } => {
                    let show = show_read(*variant, *deal, Showing::Daily(*date));
                    all.push(e);
                    all.extend(self.send(show));
                    continue;
                }
                // The shell leaves and writes the game shown, reads the deal
                // (no saved game in the fake store), the core shows it, and
                // the shell draws it.
                Effect::Deal { variant, deal, .. } => {
                    let show = show_read(*variant, *deal, Showing::Deal);
                    all.push(e);
                    all.extend(self.send(show));
                    all.extend(self.send(Input::Table(TableInput::DealShown)));
                    all.extend(self.drawn());
                    continue;
                }
                // The shell writes the game shown; the core shows the link's
                // deal afresh and watches the replay on it.
                Effect::OpenReplay {
                    variant,
                    deal,
                    code,
                } => {
                    let show = show_read(*variant, *deal, Showing::Replay(code.clone()));
                    all.push(e);
                    all.extend(self.send(show));
                    continue;
                }
                Effect::StartSolver(_) => Some(SolverMsg::Started(self.runs)),
                Effect::Solver(solver_session::Effect::RestartWorker) => {
                    Some(SolverMsg::Started(Engine::Worker))
                }
                Effect::Solver(solver_session::Effect::DropWorker) => {
                    self.runs = Engine::Slices;
                    Some(SolverMsg::Started(Engine::Slices))
                }
                Effect::RunSlice(_) => {
                    // The slices' solver: the whole search in one slice.
                    let job = self.asked.pop();
                    job.map(|a| SolverMsg::Sliced(Slice::Done(a.outcome), 5.0))
                }
                Effect::Solver(solver_session::Effect::Ask { job, position, .. }) => {
                    let report = solver::solve(position, Budget::nodes(200_000));
                    self.asked.push(Answer {
                        job: *job,
                        outcome: report.outcome,
                    });
                    None
                }
                Effect::Solver(solver_session::Effect::StartTimer(t, ms)) => {
                    self.timers.retain(|(u, _)| u != t);
                    self.timers.push((*t, self.now + ms));
                    None
                }
                Effect::Solver(solver_session::Effect::CancelTimer(t)) => {
                    self.timers.retain(|(u, _)| u != t);
                    None
                }
                Effect::Auto(assist::Effect::Timer(ms)) => {
                    self.auto = Some(self.now + ms);
                    None
                }
                Effect::Auto(assist::Effect::Cancel) => {
                    self.auto = None;
                    None
                }
                // The shell draws a change, then says so.
                Effect::Session(s) if s.iter().any(|e| matches!(e, session::Effect::Moved(_))) => {
                    all.push(e);
                    all.extend(self.drawn());
                    continue;
                }
                Effect::Followed | Effect::Demo(_) | Effect::Auto(assist::Effect::Played(_)) => {
                    all.push(e);
                    all.extend(self.drawn());
                    continue;
                }
                _ => None,
            };
            all.push(e);
            if let Some(msg) = answer {
                let more = self.table.update(&Input::Solver(msg), self.now);
                all.extend(self.perform(more));
            }
        }
        all
    }

    /// The worker answers what it was asked (if it is alive).
    fn worker_answers(&mut self) -> Vec<Effect> {
        if self.worker == Worker::Silent || self.runs != Engine::Worker {
            return Vec::new();
        }
        let mut all = Vec::new();
        for a in std::mem::take(&mut self.asked) {
            all.extend(self.send(Input::Solver(SolverMsg::Answer(a))));
        }
        all
    }

    /// The clock moves on by `ms`; the timers due fire, in order.
    fn wait(&mut self, ms: f64) -> Vec<Effect> {
        let until = self.now + ms;
        let mut all = Vec::new();
        loop {
            let due = self
                .timers
                .iter()
                .filter(|(_, at)| *at <= until)
                .min_by(|a, b| a.1.total_cmp(&b.1))
                .copied();
            if let Some(at) = self.auto.filter(|&at| at <= until) {
                if due.is_none_or(|(_, t)| at <= t) {
                    self.auto = None;
                    self.now = self.now.max(at);
                    all.extend(self.send(Input::AutoStep { held: false }));
                    continue;
                }
            }
            let Some((timer, at)) = due else { break };
            self.timers.retain(|(u, _)| *u != timer);
            self.now = self.now.max(at);
            let msg = match timer {
                Timer::Demo => SolverMsg::DemoStep,
                Timer::Hint => SolverMsg::HintWait,
                Timer::Slice => SolverMsg::Slice,
                Timer::Deadline => SolverMsg::Deadline,
                Timer::Daily => SolverMsg::DailyDeadline,
            };
            all.extend(self.send(Input::Solver(msg)));
        }
        self.now = until;
        all
    }

    /// A change is drawn (by the fake wall clock: seconds since 1970).
    fn drawn(&mut self) -> Vec<Effect> {
        let wall = 1_764_115_200 + (self.now / 1000.0) as u64;
        self.send(Input::Table(TableInput::Drawn { wall }))
    }

    /// The first table is painted: the solver starts, and the position
    /// shown is looked at.
    fn painted(&mut self) -> Vec<Effect> {
        let mut all = self.send(Input::Solver(SolverMsg::Start));
        all.extend(self.drawn());
        all
    }
}

/// An effect's variant, by name.
/// The deal read afresh from the fake store, to show `how`.
fn show_read(variant: Variant, deal: DealNumber, how: Showing) -> Input {
    Input::Table(TableInput::Show {
        restored: Box::new(Restored::fresh(variant, deal)),
        how,
    })
}

fn which(e: &Effect) -> &'static str {
    match e {
        Effect::Held(_) => "Held",
        Effect::Say(_) => "Say",
        Effect::Session(_) => "Session",
        Effect::Solver(_) => "Solver",
        Effect::StartSolver(_) => "StartSolver",
        Effect::RunSlice(_) => "RunSlice",
        Effect::AskGrade(..) => "AskGrade",
        Effect::FetchGrades(_) => "FetchGrades",
        Effect::Grade(_) => "Grade",
        Effect::Graded(_) => "Graded",
        Effect::Replay(_) => "Replay",
        Effect::ShareMenu(_) => "ShareMenu",
        Effect::Copy(_) => "Copy",
        Effect::ReadDaily(_) => "ReadDaily",
        Effect::DailyShow { .. } => "DailyShow",
        Effect::DailyWait(_) => "DailyWait",
        Effect::RememberDaily { .. } => "RememberDaily",
        Effect::DealLabel => "DealLabel",
        Effect::More(_) => "More",
        Effect::AnimationCheck => "AnimationCheck",
        Effect::Keys(k) => match k {
            keyboard::Effect::Focus(_) => "Keys::Focus",
            keyboard::Effect::Held => "Keys::Held",
            keyboard::Effect::Announce(_) => "Keys::Announce",
        },
        Effect::Auto(a) => match a {
            assist::Effect::Timer(_) => "Auto::Timer",
            assist::Effect::Cancel => "Auto::Cancel",
            assist::Effect::Announce(_) => "Auto::Announce",
            assist::Effect::Say(_) => "Auto::Say",
            assist::Effect::Played(_) => "Auto::Played",
        },
        Effect::ReserveLook(_) => "ReserveLook",
        Effect::Help => "Help",
        Effect::Open(_) => "Open",
        Effect::Rules(_) => "Rules",
        Effect::StatsExport => "StatsExport",
        Effect::StatsImport(_) => "StatsImport",
        Effect::Controls(_) => "Controls",
        Effect::ShareUrl(_) => "ShareUrl",
        Effect::OpenReplay { .. } => "OpenReplay",
        Effect::RetryWrites => "RetryWrites",
        Effect::SaveGame => "SaveGame",
        Effect::Followed => "Followed",
        Effect::FetchWords(_) => "FetchWords",
        Effect::FetchRules => "FetchRules",
        Effect::RulesBook => "RulesBook",
        Effect::Words => "Words",
        Effect::Veil(_) => "Veil",
        Effect::Unveil => "Unveil",
        Effect::Settled(_) => "Settled",
        Effect::Deal { .. } => "Deal",
        Effect::Shown { .. } => "Shown",
        Effect::Demo(_) => "Demo",
        Effect::Record { .. } => "Record",
    }
}

/// `out` without what a change drawn brought (`TableInput::Drawn`: the
/// change settled, the solver's indicator, the records).
fn undrawn(out: &[Effect]) -> Vec<&Effect> {
    out.iter()
        .filter(|e| {
            !matches!(
                e,
                Effect::Settled(_) | Effect::Record { .. } | Effect::Solver(_)
            )
        })
        .collect()
}

fn verdicts(out: &[Effect]) -> Vec<Verdict> {
    out.iter()
        .filter_map(|e| match e {
            Effect::Solver(solver_session::Effect::Show { verdict, .. }) => Some(*verdict),
            _ => None,
        })
        .collect()
}

fn asks(out: &[Effect]) -> usize {
    out.iter()
        .filter(|e| matches!(e, Effect::Solver(solver_session::Effect::Ask { .. })))
        .count()
}

fn moved(out: &[Effect]) -> Vec<Move> {
    out.iter()
        .filter_map(|e| match e {
            Effect::Session(s) => Some(s),
            _ => None,
        })
        .flatten()
        .filter_map(|e| match e {
            session::Effect::Moved(m) => Some(m.mv),
            _ => None,
        })
        .collect()
}

/// Plays `line` as the player's moves; the effects.
fn play_line(w: &mut World, line: &[Move]) -> Vec<Effect> {
    let mut all = Vec::new();
    for mv in line {
        all.extend(w.send(Input::Play(*mv)));
    }
    all
}

/// A game won: the worker's verdict says it can be won, the player plays
/// the solver's line to the end, and the indicator says won.
#[test]
fn a_game_is_won_along_the_workers_line() {
    let variant = Variant::new(GameId::LucasLeaps);
    let mut w = World::new(variant, 3);
    let out = w.painted();
    assert!(out.contains(&Effect::StartSolver(false)), "{out:?}");
    assert_eq!(asks(&out), 1, "the deal is searched once started: {out:?}");
    assert!(out.iter().any(|e| matches!(e, Effect::Grade(_))), "graded");
    let out = w.worker_answers();
    let line = match verdicts(&out).as_slice() {
        [Verdict::Winnable] => {
            let report = solver::solve(w.table.session.position(), Budget::nodes(200_000));
            match report.outcome {
                Outcome::Winnable(line) => line,
                o => panic!("{o:?}"),
            }
        }
        v => panic!("not winnable: {v:?}"),
    };
    let out = play_line(&mut w, &line);
    assert_eq!(moved(&out), line);
    assert_eq!(w.table.session.game().status(), Status::Won);
    // The indicator knew the line: no new search along it.
    assert_eq!(asks(&out), 0, "{out:?}");
}

/// The autoplay's moves in `out`, in order.
fn autoplayed(out: &[Effect]) -> Vec<Move> {
    out.iter()
        .filter_map(|e| match e {
            Effect::Auto(assist::Effect::Played(m)) => Some(m.mv),
            _ => None,
        })
        .collect()
}

/// A winning line from the position shown (the native solver's).
fn winning_line(w: &World) -> Vec<Move> {
    match solver::solve(w.table.session.position(), Budget::nodes(200_000)).outcome {
        Outcome::Winnable(line) => line,
        o => panic!("{o:?}"),
    }
}

/// A game won through autoplay: the player's moves each start a chain of
/// safe moves, one per step of its timer, each its own move in the
/// history and announced; the last cards go up by themselves. Held cards
/// make a step wait; undo ends the chain.
fn won_through_autoplay(seen: &mut std::collections::BTreeSet<&'static str>) {
    let variant = Variant::new(GameId::LucasLeaps);
    let mut w = World::new(variant, 3);
    let mut line = winning_line(&w);
    let mut played = 0;
    let mut automatic = Vec::new();
    let mut last = Vec::new();
    while w.table.session.game().status() == Status::Playing {
        // Autoplay may have made the line's next move already.
        if line.is_empty() || w.table.session.position().check(line[0]).is_err() {
            line = winning_line(&w);
        }
        let out = w.send(Input::Play(line.remove(0)));
        played += 1;
        assert!(played < 400, "no win");
        if w.table.session.game().status() != Status::Playing {
            break;
        }
        // A forward move starts the chain's timer.
        assert_eq!(
            out.last(),
            Some(&Effect::Auto(assist::Effect::Timer(AUTO_STEP_MS))),
            "{out:?}"
        );
        if automatic.is_empty() {
            // While the keyboard holds cards, the step waits.
            let out = w.send(Input::AutoStep { held: true });
            assert_eq!(out, vec![Effect::Auto(assist::Effect::Timer(AUTO_WAIT_MS))]);
        }
        last = w.wait(10_000.0);
        automatic.extend(autoplayed(&last));
    }
    assert_eq!(w.table.session.game().status(), Status::Won);
    assert!(!automatic.is_empty(), "autoplay made no move");
    // The winning move was autoplay's, drawn then announced (the win said
    // with it), and no timer follows it.
    let auto: Vec<&Effect> = last
        .iter()
        .filter(|e| matches!(e, Effect::Auto(_)))
        .collect();
    assert!(
        matches!(
            auto.as_slice(),
            [
                ..,
                Effect::Auto(assist::Effect::Played(_)),
                Effect::Auto(assist::Effect::Announce(_))
            ]
        ),
        "{last:?}"
    );
    // Drawn, the win settled and was recorded.
    assert!(last.iter().any(|e| matches!(
        e,
        Effect::Settled(session::Settled {
            before: Status::Playing,
            now: Status::Won
        })
    )));
    assert!(last.iter().any(|e| matches!(
        e,
        Effect::Record { ops, .. } if matches!(ops.as_slice(), [crate::table::records::stats::Op::Win { .. }])
    )));
    assert_eq!(w.auto, None);
    // Every automatic move is a move of its own: undo takes back the last
    // one, and no chain starts again.
    let moves = w.table.session.game().moves().len();
    let out = w.send(Input::Undo);
    assert_eq!(w.table.session.game().moves().len(), moves - 1);
    assert_eq!(
        out.last(),
        Some(&Effect::Auto(assist::Effect::Cancel)),
        "{out:?}"
    );
    assert!(autoplayed(&w.wait(10_000.0)).is_empty());
    seen.extend(w.seen.iter().copied());
}

/// Finish: not yet while the rest is more than foundation moves (said
/// why); once it is a formality, the held cards are put back, a drag is
/// cancelled, the cards still to go are said once, and the rest plays out
/// one timer step at a time to the win, with autoplay turned off by the
/// address.
fn finished(seen: &mut std::collections::BTreeSet<&'static str>) {
    let variant = Variant::new(GameId::LucasLeaps);
    let mut w = World::new(variant, 3);
    w.table = std::mem::replace(
        &mut w.table,
        TableState::new(
            Session::fresh(variant, DealNumber::MIN),
            SolverSession::with_settings(false, false, false),
            None,
            Rc::new(words::Plain),
            7,
        ),
    )
    .at_address("game=lucas-leaps&deal=3&autoplay=0");
    // Cards the keyboard holds are put back first.
    let from = w
        .table
        .session
        .position()
        .pile_ids()
        .find(|p| p.is_tableau());
    w.send(Input::Keyboard(Command::Activate, from));
    assert!(w.table.view().held().is_some());
    let out = w.send(Input::Finish);
    assert!(
        matches!(
            out.as_slice(),
            [
                ..,
                Effect::Keys(keyboard::Effect::Held),
                Effect::Session(_),
                Effect::Say(_)
            ]
        ),
        "{out:?}"
    );
    let mut line = winning_line(&w);
    while w.table.session.position().finish_line().is_none() {
        let out = w.send(Input::Play(line.remove(0)));
        // Autoplay is off: no chain starts.
        assert!(
            !out.iter()
                .any(|e| matches!(e, Effect::Auto(assist::Effect::Timer(_)))),
            "{out:?}"
        );
    }
    let out = w.send(Input::Finish);
    assert!(
        matches!(
            out.as_slice(),
            [
                ..,
                Effect::Session(_),
                Effect::Auto(assist::Effect::Announce(_)),
                Effect::Auto(assist::Effect::Timer(FINISH_STEP_MS)),
            ]
        ),
        "{out:?}"
    );
    assert!(w.table.finishing());
    let rest = w.table.session.position().finish_line().unwrap();
    let out = w.wait(60_000.0);
    assert_eq!(autoplayed(&out), rest);
    assert_eq!(w.table.session.game().status(), Status::Won);
    assert!(!w.table.finishing());
    // Won: Finish has nothing more to do or say.
    let out = w.send(Input::Finish);
    assert!(
        matches!(out.as_slice(), [.., Effect::Session(_)]),
        "{out:?}"
    );
    seen.extend(w.seen.iter().copied());
}

/// Play by keyboard: the focus comes in, cards are picked up and put down
/// on a pile that takes them (the player's move, drawn), picked up again
/// and put back with Escape.
fn played_by_keyboard(seen: &mut std::collections::BTreeSet<&'static str>) {
    let variant = Variant::new(GameId::LucasLeaps);
    let mut w = World::new(variant, 3);
    let stop = w.table.view().tab_stop();
    let out = w.send(Input::Keyboard(Command::Focus(Dir::Next), None));
    assert_eq!(
        out.last(),
        Some(&Effect::Keys(keyboard::Effect::Focus(stop)))
    );
    let out = w.send(Input::Keyboard(Command::Focus(Dir::Next), Some(stop)));
    assert!(
        matches!(out.last(), Some(Effect::Keys(keyboard::Effect::Focus(p))) if *p != stop),
        "{out:?}"
    );
    let pos = w.table.session.position().clone();
    let (from, to, mv) = pos
        .legal_moves()
        .into_iter()
        .find_map(|m| match m {
            Move::Transfer { from, count: 1, to } if from.is_tableau() && to.is_tableau() => {
                Some((from, to, m))
            }
            _ => None,
        })
        .expect("a move between tableau piles");
    let out = w.send(Input::Keyboard(Command::Activate, Some(from)));
    assert!(
        matches!(
            out.as_slice(),
            [
                ..,
                Effect::Keys(keyboard::Effect::Held),
                Effect::Keys(keyboard::Effect::Announce(_)),
                Effect::Say(s),
            ] if s.is_empty()
        ),
        "{out:?}"
    );
    assert_eq!(w.table.view().held().map(|h| h.from), Some(from));
    let out = w.send(Input::Keyboard(Command::Activate, Some(to)));
    assert_eq!(moved(&out), vec![mv], "{out:?}");
    assert!(
        out.contains(&Effect::Keys(keyboard::Effect::Held)),
        "{out:?}"
    );
    assert!(w.table.view().held().is_none());
    // Picked up again, and put back with Escape (said so).
    let from = w
        .table
        .session
        .position()
        .pile_ids()
        .find(|p| p.is_tableau());
    w.send(Input::Keyboard(Command::Activate, from));
    assert!(w.table.view().held().is_some());
    let out = w.send(Input::Keyboard(Command::Cancel, None));
    assert!(
        matches!(
            out.as_slice(),
            [
                ..,
                Effect::Keys(keyboard::Effect::Held),
                Effect::Keys(keyboard::Effect::Announce(t)),
            ] if !t.is_empty()
        ),
        "{out:?}"
    );
    assert!(w.table.view().held().is_none());
    seen.extend(w.seen.iter().copied());
}

#[test]
fn the_keyboard_picks_up_puts_down_and_puts_back() {
    played_by_keyboard(&mut Default::default());
}

#[test]
fn a_game_is_won_through_autoplay() {
    won_through_autoplay(&mut Default::default());
}

#[test]
fn finish_plays_out_the_rest() {
    finished(&mut Default::default());
}

/// A worker that stops answering is replaced (twice), then the searches
/// move to the main thread's slices, which answer.
#[test]
fn a_dead_worker_is_replaced_then_dropped_for_slices() {
    let mut w = World::new(Variant::new(GameId::LucasLeaps), 3);
    w.worker = Worker::Silent;
    let out = w.painted();
    assert_eq!(asks(&out), 1);
    let restart = Effect::Solver(solver_session::Effect::RestartWorker);
    let drop = Effect::Solver(solver_session::Effect::DropWorker);
    // The deadline passes with no answer: a new worker is asked again.
    let out = w.wait(60_000.0);
    let restarts = out.iter().filter(|e| **e == restart).count();
    assert_eq!(restarts, 2, "{out:?}");
    assert!(out.contains(&drop), "{out:?}");
    // On the main thread the slices run the search and answer.
    assert!(
        out.iter().any(|e| matches!(e, Effect::RunSlice(_))),
        "{out:?}"
    );
    assert_eq!(verdicts(&out), vec![Verdict::Winnable], "{out:?}");
}

/// A worker that fails outright (an error event): searches move to the
/// slices at once.
#[test]
fn a_failed_worker_moves_the_search_to_slices() {
    let mut w = World::new(Variant::new(GameId::LucasLeaps), 3);
    w.worker = Worker::Silent;
    w.painted();
    let out = w.send(Input::Solver(SolverMsg::WorkerFailed));
    assert!(out.contains(&Effect::Solver(solver_session::Effect::DropWorker)));
    let out = w.wait(100.0);
    assert_eq!(verdicts(&out), vec![Verdict::Winnable], "{out:?}");
}

/// The daily deal: asked of the solver while the table waits (moves are
/// held), found, dealt, and won.
#[test]
fn a_daily_deal_is_found_checked_and_won() {
    daily_found_checked_and_won(&mut Default::default());
}

fn daily_found_checked_and_won(seen: &mut std::collections::BTreeSet<&'static str>) {
    let variant = Variant::new(GameId::LucasLeaps);
    let date: DailyDate = "2026-11-26".parse().unwrap();
    let day = solver::daily::daily_deal(variant, date);
    let mut w = World::new(variant, 1);
    w.today = date;
    w.painted();
    w.worker_answers();
    // The Daily button: the store remembers no deal for today, so the
    // date's first candidate is shown while the solver is asked.
    let out = w.send(Input::Daily);
    let guess = crate::engine::daily::candidate(variant, date, 0);
    assert_eq!(
        out[..5],
        [
            // (Hint marks would go: the player's input.)
            Effect::Solver(solver_session::Effect::Unmark),
            Effect::ReadDaily(variant),
            Effect::DailyShow {
                variant,
                date,
                deal: guess
            },
            // The deal read (and the game shown written): the core shows
            // it, and the shell draws it, saying nothing of its own.
            Effect::Shown {
                replay: None,
                say: None
            },
            Effect::DailyWait(true),
        ],
        "{out:?}"
    );
    assert!(matches!(out[5], Effect::Say(_)), "{out:?}");
    assert_eq!(w.table.daily_date(), Some(date));
    assert_eq!(w.table.session.deal(), guess);
    assert!(
        out.contains(&Effect::Solver(solver_session::Effect::AskDaily(
            variant, date
        )))
    );
    assert_eq!(w.table.hold(), Some(Hold::DailyWait));
    assert_eq!(
        w.send(Input::Stock),
        vec![Effect::Held(Hold::DailyWait)],
        "moves wait for the check"
    );
    // The worker's answer (its own daily module: the native one here).
    let out = w.send(Input::Solver(SolverMsg::Daily(
        variant,
        date,
        Some(day.number),
    )));
    // The wait ends, the day's deal is remembered, dealt if the candidate
    // shown is not the day's, and said.
    let deal = day.number;
    let mut expected = vec![
        Effect::Solver(solver_session::Effect::CancelTimer(Timer::Daily)),
        Effect::DailyWait(false),
        Effect::RememberDaily {
            variant,
            date,
            deal,
        },
    ];
    if deal != guess {
        expected.push(Effect::DailyShow {
            variant,
            date,
            deal,
        });
        expected.push(Effect::Shown {
            replay: None,
            say: None,
        });
    }
    let said = out.last();
    assert!(matches!(said, Some(Effect::Say(s)) if s.contains(&deal.to_string())));
    assert_eq!(out[..out.len() - 1], expected[..], "{out:?}");
    assert_eq!(w.table.hold(), None);
    assert_eq!(w.table.session.deal(), deal);
    assert_eq!(w.table.daily_date(), Some(date));
    assert_eq!(
        w.daily,
        vec![(variant, date, deal)],
        "the store remembers it"
    );
    // The Daily button again: the deal remembered is shown at once.
    let out = w.send(Input::Daily);
    assert!(!out.contains(&Effect::DailyWait(true)), "{out:?}");
    assert_eq!(w.table.hold(), None);
    // The day's deal is proven winnable: its line wins it.
    let Outcome::Winnable(line) =
        solver::solve(w.table.session.position(), Budget::nodes(400_000)).outcome
    else {
        panic!("the daily deal is winnable");
    };
    play_line(&mut w, &line);
    assert_eq!(w.table.session.game().status(), Status::Won);
    seen.extend(w.seen.iter().copied());
}

/// The Daily button with today's deal remembered on this browser: the
/// replay watched ends and the deal is shown at once, with no check and
/// nothing held; another day's or game's deal remembered is not today's.
#[test]
fn the_daily_button_shows_a_remembered_deal_at_once() {
    let variant = Variant::new(GameId::LucasLeaps);
    let mut w = World::new(variant, 3);
    let deal = DealNumber::new(123).unwrap();
    let yesterday: DailyDate = "2026-11-25".parse().unwrap();
    w.daily.push((variant, yesterday, deal));
    w.daily.push((Variant::new(GameId::Caprice), w.today, deal));
    w.daily.push((variant, w.today, deal));
    w.table.replay_opened(0);
    assert_eq!(w.table.hold(), Some(Hold::Replay));
    let out = w.send(Input::Daily);
    let today = w.today;
    assert_eq!(
        out,
        vec![
            Effect::Solver(solver_session::Effect::Unmark),
            Effect::ReadDaily(variant),
            Effect::DailyShow {
                variant,
                date: today,
                deal
            },
            Effect::Shown {
                replay: None,
                say: None
            },
        ]
    );
    assert_eq!(w.table.hold(), None, "the replay ended; no check waits");
    assert_eq!(w.table.daily_date(), Some(today));
    assert_eq!(w.table.session.deal(), deal);
    // Moves are the player's at once.
    let out = w.send(Input::Stock);
    assert!(!out.iter().any(|e| matches!(e, Effect::Held(_))), "{out:?}");
}

/// The daily check that never answers ends after its time, and the table
/// plays on with the deal shown.
#[test]
fn a_daily_check_without_an_answer_ends() {
    daily_check_timed_out(&mut Default::default());
}

fn daily_check_timed_out(seen: &mut std::collections::BTreeSet<&'static str>) {
    let variant = Variant::new(GameId::LucasLeaps);
    let date: DailyDate = "2026-11-26".parse().unwrap();
    let mut w = World::new(variant, 1);
    w.worker = Worker::Silent;
    w.today = date;
    w.painted();
    let out = w.send(Input::Daily);
    assert!(out.contains(&Effect::DailyWait(true)), "{out:?}");
    assert_eq!(w.table.hold(), Some(Hold::DailyWait));
    let out = w.wait(solver_session::DAILY_MS + 1.0);
    // The wait ends; why is said; the deal shown is an ordinary deal now:
    // its label is drawn again (no date), and its grade.
    let at = out
        .iter()
        .position(|e| *e == Effect::DailyWait(false))
        .expect("the wait ends");
    assert!(
        matches!(&out[at + 1], Effect::Say(s) if s.contains("did not answer in time")),
        "{out:?}"
    );
    assert_eq!(out[at + 2], Effect::DealLabel, "{out:?}");
    assert!(matches!(out.last(), Some(Effect::Grade(_))), "{out:?}");
    assert_eq!(w.table.hold(), None);
    assert_eq!(w.table.daily_date(), None);
    assert!(w.daily.is_empty(), "nothing is remembered");
    seen.extend(w.seen.iter().copied());
}

/// A replay is watched (the player's moves held), stepped, then taken over.
#[test]
fn a_replay_is_stepped_then_taken_over() {
    let variant = Variant::new(GameId::LucasLeaps);
    let mut w = World::new(variant, 3);
    let line = [Move::Stock, Move::Stock];
    // A replay link's code, decoded by the core on the deal shown, with a
    // damaged tail (a letter no code has): the legal part is watched, and
    // the words say where it stopped.
    let start = w.table.session.game().start().clone();
    let code = crate::engine::replay::encode(&start, &line).unwrap();
    let (steps, said) = w.table.replay_open(&format!("{code}!"));
    assert_eq!(steps, 2);
    assert!(
        said.contains("'!'") && said.contains("after move 2"),
        "{said}"
    );
    assert_eq!(w.table.session.game().moves().len(), 0);
    assert_eq!(w.send(Input::Undo), {
        let mut t = World::new(variant, 3);
        t.table.replay_opened(steps);
        t.send(Input::Undo)
    });
    let out = w.send(Input::Replay(ReplayMsg::Forward));
    assert!(
        matches!(out.last(), Some(Effect::Replay(steps))
            if steps.iter().any(|s| matches!(s, ReplayStep::Session(e)
                if matches!(e.as_slice(), [session::Effect::Moved(m)] if m.kind == session::MoveKind::Redo)))),
        "{out:?}"
    );
    let out = w.send(Input::Replay(ReplayMsg::Takeover));
    let at = w.table.session.game().moves().len();
    assert!(at > 0);
    assert!(
        matches!(out.last(), Some(Effect::Replay(steps))
            if steps.contains(&ReplayStep::TookOver(at))),
        "{out:?}"
    );
    // The core closed the viewer and made the game the player's.
    assert!(!w.table.replay_closed());
    assert_eq!(w.table.hold(), None);
    assert_eq!(
        w.table.session.tally(),
        crate::table::records::stats::Tally::Borrowed
    );
    // The player's move, then autoplay's timer.
    assert!(matches!(
        undrawn(&w.send(Input::Stock)).as_slice(),
        [
            ..,
            Effect::Session(_),
            Effect::Auto(assist::Effect::Timer(_))
        ]
    ));
}

/// Another tab writes this table's game: the table adopts it as it
/// stands there (the write read back from the store both tabs share).
#[test]
fn another_tabs_write_is_adopted() {
    another_tabs_write(&mut Default::default());
}

fn another_tabs_write(seen: &mut std::collections::BTreeSet<&'static str>) {
    let variant = Variant::new(GameId::LucasLeaps);
    let deal = DealNumber::new(42).unwrap();
    let scope = Scope::Page;
    let mut w = World::new(variant, 42);
    w.table = w.table.saving::<SerdeJson>(Some(scope.clone()));
    let key = scope.save_key(variant, deal);
    // The other tab: two moves, written to the shared store.
    let mut theirs = crate::engine::Game::deal(variant, deal);
    theirs.play(Move::Stock).unwrap();
    theirs.play(Move::Stock).unwrap();
    let store = MemoryStore::new();
    // Its place in the game's history: two changes, by the other table.
    let mut saved = Saved::of(&theirs, deal, 30);
    (saved.v, saved.w) = (2, "other".into());
    store.write(&key, &saved.to_json::<SerdeJson>()).unwrap();
    let stored = |store: &MemoryStore| Input::Stored {
        key: Some(key.clone()),
        value: store.read(&key),
    };
    // Adopted: a drag in progress ends, the game is shown as it stands
    // there and drawn afresh, and that is said (once).
    let out = w.send(stored(&store));
    assert!(
        matches!(
            undrawn(&out).as_slice(),
            [Effect::Session(_), Effect::Followed, Effect::Say(s)] if !s.is_empty()
        ),
        "{out:?}"
    );
    // Drawn afresh, it settles as it stands.
    assert!(
        out.iter().any(|e| matches!(e, Effect::Settled(_))),
        "{out:?}"
    );
    assert_eq!(w.table.session.game().moves().len(), 2);
    assert_eq!(w.send(stored(&store)), vec![], "the game shown already");
    // An older text of the game (written late by a third tab): the table
    // writes its own again.
    saved.v = 1;
    store.write(&key, &saved.to_json::<SerdeJson>()).unwrap();
    assert_eq!(w.send(stored(&store)), vec![Effect::SaveGame]);
    // Another deal's key: not this table's game.
    let other = scope.save_key(variant, DealNumber::new(43).unwrap());
    let out = w.send(Input::Stored {
        key: Some(other),
        value: store.read(&key),
    });
    assert_eq!(out, vec![]);
    // The storage cleared: room for the writes refused.
    let out = w.send(Input::Stored {
        key: None,
        value: None,
    });
    assert_eq!(out, vec![Effect::RetryWrites]);
    seen.extend(w.seen.iter().copied());
    // A table that saves nothing follows no other tab.
    let mut w = World::new(variant, 42);
    saved.v = 3;
    store.write(&key, &saved.to_json::<SerdeJson>()).unwrap();
    assert_eq!(w.send(stored(&store)), vec![]);
    assert_eq!(w.table.session.game().moves().len(), 0);
    seen.extend(w.seen.iter().copied());
}

/// The page's address changes (`hashchange`): a replay link's new code
/// opens that replay on the deal it names, on the game's page, and on an
/// embedded table whose Share links point at the page it is on; nothing
/// else does (no code, a daily link, no deal, another page's table).
#[test]
fn a_replay_links_address_opens_the_replay() {
    let caprice = Variant::new(GameId::Caprice);
    let page = "https://example.org/play/";
    let at = |search: &str, hash: &str| Input::Address {
        href: format!("{page}{search}{hash}"),
        search: search.into(),
        hash: hash.into(),
    };
    let open = || Effect::OpenReplay {
        variant: caprice,
        deal: DealNumber::new(7).unwrap(),
        code: "AB".into(),
    };
    // (The player's input: a hint's marks would go, `Solver(Unmark)`.)
    let opened = |w: &mut World, input: Input| -> Vec<Effect> {
        let out = w.send(input);
        out.into_iter()
            .filter(|e| !matches!(e, Effect::Solver(_) | Effect::Shown { .. }))
            .collect()
    };
    let mut w = World::new(Variant::new(GameId::LucasLeaps), 3);
    w.table = w.table.following(true, "");
    assert_eq!(
        opened(&mut w, at("?game=caprice&deal=7", "#play=AB")),
        vec![open()]
    );
    assert_eq!(opened(&mut w, at("?game=caprice&deal=7", "")), vec![]);
    assert_eq!(
        opened(&mut w, at("?game=caprice&daily", "#play=AB")),
        vec![]
    );
    assert_eq!(opened(&mut w, at("?game=caprice", "#play=AB")), vec![]);
    // An embedded table: only when its Share links point at this page
    // (told at mount, or by its `share-url` since).
    let mut w = World::new(Variant::new(GameId::LucasLeaps), 3);
    w.table = w.table.following(false, "https://example.org/elsewhere/");
    assert_eq!(
        opened(&mut w, at("?game=caprice&deal=7", "#play=AB")),
        vec![]
    );
    w.send(Input::ShareUrl(page.into()));
    assert_eq!(
        opened(&mut w, at("?game=caprice&deal=7", "#play=AB")),
        vec![open()]
    );
}

/// The rest of the controls: each asks the shell for its one act.
#[test]
fn the_controls_ask_the_shell_for_their_acts() {
    let variant = Variant::new(GameId::DoubleCanfield);
    let mut w = World::new(variant, 5);
    // The store remembers today's deal: it is shown at once.
    let (today, five) = (w.today, DealNumber::new(5).unwrap());
    w.daily.push((variant, today, five));
    let cases: Vec<(Input, Effect)> = vec![
        (
            Input::Daily,
            Effect::DailyShow {
                variant,
                date: today,
                deal: five,
            },
        ),
        (Input::More, Effect::More(true)),
        (Input::More, Effect::More(false)),
        (Input::AnimationCheck, Effect::AnimationCheck),
        (Input::ReserveLook, Effect::ReserveLook(true)),
        (Input::Help, Effect::Help),
        (Input::Open(Dialog::Stats), Effect::Open(Dialog::Stats)),
        (
            Input::RulesOf("caprice".into()),
            Effect::Rules(GameId::Caprice),
        ),
        (Input::StatsExport, Effect::StatsExport),
        (
            Input::StatsImport(Ok("{}".into())),
            Effect::StatsImport(Ok("{}".into())),
        ),
        (
            Input::Controls(Some("undo".into())),
            Effect::Controls(Some("undo".into())),
        ),
        (
            Input::ShareUrl("https://example.org/".into()),
            Effect::ShareUrl("https://example.org/".into()),
        ),
        (Input::Share, Effect::ShareMenu(true)),
    ];
    for (input, effect) in cases {
        let out = w.send(input.clone());
        // (The deal shown once read: `Shown`, the daily deal's.)
        let last = out
            .iter()
            .rev()
            .find(|e| !matches!(e, Effect::Shown { .. }));
        assert_eq!(last, Some(&effect), "{input:?}: {out:?}");
    }
    // The menu (open since `Share`) closes on another input.
    let out = w.send(Input::Undo);
    assert_eq!(out.first(), Some(&Effect::ShareMenu(false)), "{out:?}");
    // An item chosen: the menu closes, the item's text is copied, and the
    // clipboard's answer is said (refused: the link to copy by hand).
    w.send(Input::Share);
    let link = "https://example.org/?game=double-canfield&deal=5";
    let links = ShareLinks {
        deal: link.into(),
        replay_base: link.into(),
    };
    let out = w.send(Input::ShareWhat(ShareKind::Deal, links));
    assert!(
        matches!(out.as_slice(), [.., Effect::ShareMenu(false), Effect::Copy(text)] if text == link),
        "{out:?}"
    );
    let out = w.send(Input::Copied(false));
    assert!(
        matches!(out.as_slice(), [Effect::Say(said)] if said.contains(link)),
        "{out:?}"
    );
    // The menu stays closed: another input does not close it again.
    let out = w.send(Input::Undo);
    assert_ne!(out.first(), Some(&Effect::ShareMenu(false)), "{out:?}");
    // A language: fetched, then drawn; a first frame veiled until then.
    let mut v = World::new(variant, 5);
    let out = v.send(Input::Languages {
        element: Some("fr".into()),
        document: None,
        browser: vec![],
        own_page: false,
    });
    assert_eq!(
        out,
        vec![
            Effect::FetchWords(Lang::Fr),
            Effect::Veil(super::state::WORDS_WAIT_MS)
        ]
    );
    let out = v.send(Input::Words(Lang::Fr, Ok(words::tests::files("fr"))));
    assert_eq!(out, vec![Effect::Words, Effect::Unveil]);
    // A worker's grade of the deal shown.
    let out = w.send(Input::Solver(SolverMsg::Grade(
        variant,
        DealNumber::new(5).unwrap(),
        Some(crate::solver::honest::Grade::Easy),
    )));
    assert!(
        out.is_empty() || matches!(out.as_slice(), [Effect::Graded(_)]),
        "{out:?}"
    );
}

/// The daily deal shown beyond the shipped grade tables is graded by the
/// worker: asked, then shown and told to the page.
/// English's rules are not built in: they are fetched once the first
/// table is painted, shown in the rules dialog when they arrive, asked
/// for again when the dialog opens after a failure, and kept through a
/// change of language.
#[test]
fn the_rules_follow_the_first_table() {
    let game = GameId::Caprice;
    let mut w = World::new(Variant::new(game), 2);
    let out = w.painted();
    let at = |e: &Effect| out.iter().position(|o| o == e);
    assert!(
        at(&Effect::FetchRules) < at(&Effect::StartSolver(false)),
        "{out:?}"
    );
    assert!(at(&Effect::FetchRules).is_some(), "{out:?}");
    let page = |w: &World| w.table.view().rules_page(game, (1000.0, 700.0));
    // Opened before they arrive: asked once, the page says they come.
    let out = w.send(Input::Open(Dialog::Rules));
    assert!(!out.contains(&Effect::FetchRules), "{out:?}");
    assert_eq!(out.last(), Some(&Effect::Open(Dialog::Rules)));
    assert!(
        page(&w).contains("The rules are on their way"),
        "{}",
        page(&w)
    );
    assert!(page(&w).starts_with("<h3 data-rules-title>Caprice</h3>"));
    // They could not be had: the page says why; opened again, they are
    // asked for again.
    let out = w.send(Input::EnglishRules(Err("offline".into())));
    assert_eq!(out, vec![Effect::RulesBook]);
    assert!(
        page(&w).contains("could not be fetched (offline)"),
        "{}",
        page(&w)
    );
    let out = w.send(Input::RulesOf("caprice".into()));
    assert!(
        out.ends_with(&[Effect::FetchRules, Effect::Rules(game)]),
        "{out:?}"
    );
    let out = w.send(Input::EnglishRules(Ok(words::tests::english_rules())));
    assert_eq!(out, vec![Effect::RulesBook]);
    assert!(page(&w).contains("<b>Goal:</b>"), "{}", page(&w));
    // Not asked for: an answer is dropped; nor asked again once there.
    let out = w.send(Input::EnglishRules(Err("late".into())));
    assert_eq!(out, vec![]);
    let out = w.send(Input::Open(Dialog::Rules));
    assert!(!out.contains(&Effect::FetchRules), "{out:?}");
    assert_eq!(out.last(), Some(&Effect::Open(Dialog::Rules)));
    // French, then English again: the rules stay.
    w.send(Input::Setting(Setting::Language(Some(Lang::Fr))));
    w.send(Input::Words(Lang::Fr, Ok(words::tests::files("fr"))));
    assert!(page(&w).contains("<b>But\u{a0}:</b>"), "{}", page(&w));
    let out = w.send(Input::Setting(Setting::Language(Some(Lang::En))));
    assert!(out.contains(&Effect::Words), "{out:?}");
    assert!(page(&w).contains("<b>Goal:</b>"), "{}", page(&w));
}

#[test]
fn the_daily_deals_grade_is_asked_of_the_worker() {
    let variant = Variant::new(GameId::LucasLeaps);
    let date: DailyDate = "2026-11-26".parse().unwrap();
    let mut w = World::new(variant, 1);
    w.painted();
    let deal = DealNumber::new(4_000_000).unwrap();
    let mut r = Restored::fresh(variant, deal);
    r.daily = Some(date);
    w.table.show(r);
    // Not in the embedded table: the set's grade files are fetched (the
    // solver has started, so the first table is drawn).
    let deals = GradeFile {
        variant,
        daily: false,
    };
    let daily = GradeFile {
        variant,
        daily: true,
    };
    // The deal shown is drawn: after the options it shows, its grade.
    let out = w.send(Input::Table(TableInput::DealShown));
    assert_eq!(
        out[1..],
        [
            Effect::FetchGrades(deals),
            Effect::FetchGrades(daily),
            Effect::Grade(None)
        ]
    );
    // The deals file does not reach that far; the daily file does not
    // hold the day: the worker is asked.
    let out = w.send(Input::Grades(deals, Err("HTTP 404".into())));
    assert_eq!(out, vec![]);
    let out = w.send(Input::Grades(daily, Ok(pack_daily(date, &[]))));
    assert_eq!(out, vec![Effect::AskGrade(variant, deal)]);
    let g = crate::solver::honest::Grade::Hard;
    let out = w.send(Input::Solver(SolverMsg::Grade(variant, deal, Some(g))));
    assert_eq!(out, vec![Effect::Graded(g)]);
}

/// Every effect the core can ask for appears in the journeys above (a
/// new variant fails to compile here until it is listed, and then fails
/// the test until a journey expects it).
#[test]
fn every_effect_is_expected_by_a_journey() {
    const ALL: [&str; 50] = [
        "Held",
        "Say",
        "Session",
        "Solver",
        "StartSolver",
        "RunSlice",
        "AskGrade",
        "FetchGrades",
        "Grade",
        "Graded",
        "Replay",
        "ShareMenu",
        "Copy",
        "ReadDaily",
        "DailyShow",
        "DailyWait",
        "RememberDaily",
        "DealLabel",
        "More",
        "AnimationCheck",
        "Keys::Focus",
        "Keys::Held",
        "Keys::Announce",
        "Auto::Timer",
        "Auto::Cancel",
        "Auto::Announce",
        "Auto::Played",
        "ReserveLook",
        "Help",
        "Open",
        "Rules",
        "StatsExport",
        "StatsImport",
        "Controls",
        "ShareUrl",
        "OpenReplay",
        "RetryWrites",
        "SaveGame",
        "Followed",
        "FetchWords",
        "FetchRules",
        "RulesBook",
        "Words",
        "Veil",
        "Unveil",
        "Settled",
        "Deal",
        "Shown",
        "Demo",
        "Record",
    ];
    // The journeys, run again here for what they produce.
    let mut seen = std::collections::BTreeSet::new();
    let mut note = |w: &World| seen.extend(w.seen.iter().copied());
    let variant = Variant::new(GameId::LucasLeaps);
    let mut w = World::new(variant, 3);
    w.painted();
    w.worker_answers();
    play_line(&mut w, &[Move::Stock]);
    note(&w);
    let mut w = World::new(variant, 3);
    w.worker = Worker::Silent;
    w.painted();
    w.wait(60_000.0);
    note(&w);
    let mut w = World::new(variant, 1);
    w.painted();
    let deal = DealNumber::new(4_000_000).unwrap();
    let mut r = Restored::fresh(variant, deal);
    r.daily = Some("2026-11-26".parse().unwrap());
    w.table.show(r);
    w.send(Input::Table(TableInput::DealShown));
    let daily = GradeFile {
        variant,
        daily: true,
    };
    let first: DailyDate = "2026-11-26".parse().unwrap();
    w.send(Input::Grades(daily, Ok(pack_daily(first, &[]))));
    w.send(Input::Solver(SolverMsg::Grade(
        variant,
        deal,
        Some(crate::solver::honest::Grade::Hard),
    )));
    // The daily deal shown is not the one remembered: it is checked.
    w.send(Input::Table(TableInput::Opened {
        notices: Vec::new(),
        replayed: None,
        known: None,
    }));
    w.send(Input::Stock);
    note(&w);
    let mut w = World::new(Variant::new(GameId::DoubleCanfield), 5);
    w.table = w.table.following(true, "");
    w.table.replay_opened(0);
    w.send(Input::Replay(ReplayMsg::Forward));
    w.table.replay_closed();
    for input in [
        Input::Daily,
        Input::More,
        Input::AnimationCheck,
        Input::Keyboard(Command::Cancel, None),
        Input::ReserveLook,
        Input::Help,
        Input::Open(Dialog::Stats),
        Input::RulesOf("caprice".into()),
        Input::EnglishRules(Ok(words::tests::english_rules())),
        Input::StatsExport,
        Input::StatsImport(Ok("{}".into())),
        Input::Controls(None),
        Input::ShareUrl(String::new()),
        Input::Address {
            href: "https://example.org/?game=caprice&deal=7#play=AB".into(),
            search: "?game=caprice&deal=7".into(),
            hash: "#play=AB".into(),
        },
        Input::Stored {
            key: None,
            value: None,
        },
        Input::Share,
        Input::ShareWhat(ShareKind::Deal, Default::default()),
        Input::Languages {
            element: Some("fr".into()),
            document: None,
            browser: vec![],
            own_page: false,
        },
        Input::Words(Lang::Fr, Ok(words::tests::files("fr"))),
    ] {
        w.send(input);
    }
    note(&w);
    won_through_autoplay(&mut seen);
    finished(&mut seen);
    daily_found_checked_and_won(&mut seen);
    another_tabs_write(&mut seen);
    daily_check_timed_out(&mut seen);
    played_by_keyboard(&mut seen);
    the_demo_plays(&mut seen);
    new_deals(&mut seen);
    let missing: Vec<&str> = ALL.iter().copied().filter(|n| !seen.contains(n)).collect();
    assert!(missing.is_empty(), "no journey expects {missing:?}");
}

/// A change drawn (`TableInput::Drawn`): it settles, the solver's
/// indicator looks at it, and the statistics count it. The first move of
/// a daily deal records the game's start and the day played; the next
/// move records nothing; a replay's changes are nobody's game.
#[test]
fn a_change_drawn_settles_and_is_counted() {
    use crate::table::records::daily::DayResult;
    use crate::table::records::stats::Op;
    let variant = Variant::new(GameId::LucasLeaps);
    let mut w = World::new(variant, 3);
    let out = w.painted();
    assert!(out.iter().any(|e| matches!(
        e,
        Effect::Settled(session::Settled {
            before: Status::Playing,
            now: Status::Playing
        })
    )));
    assert!(
        !out.iter().any(|e| matches!(e, Effect::Record { .. })),
        "{out:?}"
    );
    let date: DailyDate = "2026-11-26".parse().unwrap();
    let mut r = Restored::fresh(variant, DealNumber::new(5).unwrap());
    r.daily = Some(date);
    w.table.show(r);
    let out = w.send(Input::Stock);
    let settled = out
        .iter()
        .position(|e| matches!(e, Effect::Settled(_)))
        .expect("settled");
    let moved = out
        .iter()
        .position(|e| matches!(e, Effect::Session(_)))
        .expect("moved");
    assert!(moved < settled, "drawn, then settled: {out:?}");
    let records: Vec<&Effect> = out
        .iter()
        .filter(|e| matches!(e, Effect::Record { .. }))
        .collect();
    assert!(
        matches!(
            records.as_slice(),
            [Effect::Record { ops, days, daily }]
                if matches!(ops.as_slice(), [Op::Start { .. }])
                && days.as_slice() == [DayResult::Played]
                && *daily == Some((variant, date))
        ),
        "{out:?}"
    );
    let out = w.send(Input::Stock);
    assert!(out.iter().any(|e| matches!(e, Effect::Settled(_))));
    assert!(
        !out.iter().any(|e| matches!(e, Effect::Record { .. })),
        "{out:?}"
    );
    // A replay watched: its changes count for nobody.
    let mut w = World::new(variant, 4);
    w.table.session.play(Move::Stock).unwrap();
    w.table.replay_opened(1);
    let out = w.drawn();
    assert!(out.iter().any(|e| matches!(e, Effect::Settled(_))));
    assert!(
        !out.iter().any(|e| matches!(e, Effect::Record { .. })),
        "{out:?}"
    );
}

/// The demo: its moves are the core's, drawn as the demo's (`Effect::Demo`)
/// and counted once drawn: the game is assisted from the first (a start
/// and an abandon, once), autoplay makes no move after them, and the
/// next move follows the demo's timer.
fn the_demo_plays(seen: &mut std::collections::BTreeSet<&'static str>) {
    use crate::table::records::stats::{Op, Tally};
    let variant = Variant::new(GameId::LucasLeaps);
    let mut w = World::new(variant, 3);
    w.painted();
    w.worker_answers();
    let out = w.send(Input::Solver(SolverMsg::Demo));
    let demo = out
        .iter()
        .position(|e| matches!(e, Effect::Demo(_)))
        .expect("the demo's first move");
    let record = out
        .iter()
        .position(|e| matches!(e, Effect::Record { ops, .. } if matches!(ops.as_slice(), [Op::Start { .. }, Op::Abandon { .. }])))
        .expect("assisted");
    let timer = out
        .iter()
        .rposition(|e| {
            matches!(
                e,
                Effect::Solver(solver_session::Effect::StartTimer(Timer::Demo, _))
            )
        })
        .expect("the next move's timer");
    assert!(demo < record && record < timer, "{out:?}");
    assert!(
        !out.iter()
            .any(|e| matches!(e, Effect::Auto(assist::Effect::Timer(_)))),
        "{out:?}"
    );
    assert_eq!(w.table.session.tally(), Tally::Assisted);
    assert_eq!(w.table.session.game().moves().len(), 1);
    let out = w.wait(solver_session::DEMO_STEP_MS);
    assert!(out.iter().any(|e| matches!(e, Effect::Demo(_))), "{out:?}");
    assert!(
        !out.iter().any(|e| matches!(e, Effect::Record { .. })),
        "counted once: {out:?}"
    );
    assert_eq!(w.table.session.game().moves().len(), 2);
    seen.extend(w.seen.iter().copied());
}

#[test]
fn the_demos_moves_are_drawn_and_counted_as_assisted() {
    the_demo_plays(&mut std::collections::BTreeSet::new());
}

/// The first table drawn (`TableInput::Opened`): a daily link's deal that
/// this browser does not remember is checked (the table waits, saying
/// so), and the link's notices are said after, and again with the
/// answer; a deal remembered is not checked; a replay link's words come
/// first, joined with the notices.
#[test]
fn the_first_table_checks_a_daily_deal_and_says_the_links_notices() {
    use crate::table::link::LinkNotice;
    let variant = Variant::new(GameId::LucasLeaps);
    let date: DailyDate = "2026-11-26".parse().unwrap();
    let deal = crate::engine::daily::candidate(variant, date, 0);
    let daily_table = || {
        let mut w = World::new(variant, deal.get().into());
        let mut r = Restored::fresh(variant, deal);
        r.daily = Some(date);
        w.table.show(r);
        w
    };
    let notices = vec![LinkNotice::SaveUnreadable];
    let mut w = daily_table();
    let out = w.send(Input::Table(TableInput::Opened {
        notices: notices.clone(),
        replayed: None,
        known: None,
    }));
    let wait = out.iter().position(|e| *e == Effect::DailyWait(true));
    let said = out.iter().rposition(|e| matches!(e, Effect::Say(_)));
    assert!(
        matches!((wait, said), (Some(a), Some(b)) if a < b),
        "the wait, then the notices: {out:?}"
    );
    let Some(Effect::Say(notice)) = said.map(|i| &out[i]) else {
        unreachable!()
    };
    assert_eq!(w.table.hold(), Some(Hold::DailyWait));
    // The answer: the deal shown is the day's; the notices are said again.
    let out = w.send(Input::Solver(SolverMsg::Daily(variant, date, Some(deal))));
    assert!(
        out.iter()
            .any(|e| matches!(e, Effect::Say(s) if s.starts_with(notice.as_str()))),
        "{out:?}"
    );
    // Remembered: no check, the notices alone.
    let mut w = daily_table();
    let out = w.send(Input::Table(TableInput::Opened {
        notices: notices.clone(),
        replayed: None,
        known: Some(deal),
    }));
    assert!(matches!(out.as_slice(), [Effect::Say(_)]), "{out:?}");
    assert_eq!(w.table.hold(), None);
    // A replay link's words, then the notices.
    let mut w = World::new(variant, 9);
    let out = w.send(Input::Table(TableInput::Opened {
        notices,
        replayed: Some("Replaying.".into()),
        known: None,
    }));
    assert!(
        matches!(out.as_slice(), [Effect::Say(s)] if s.starts_with("Replaying.") && s.len() > 10),
        "{out:?}"
    );
}

/// New deal: which deal is the core's. Before any move it deals at once
/// (the game left, another deal of the game dealt afresh); with a game
/// under way it asks first, and the yes deals.
fn new_deals(seen: &mut std::collections::BTreeSet<&'static str>) {
    let variant = Variant::new(GameId::LucasLeaps);
    let mut w = World::new(variant, 3);
    w.painted();
    let out = w.send(Input::New);
    let dealt = out.iter().find_map(|e| match e {
        Effect::Deal {
            variant: v,
            deal,
            saved: false,
        } if *v == variant => Some(*deal),
        _ => None,
    });
    let dealt = dealt.unwrap_or_else(|| panic!("dealt: {out:?}"));
    assert_eq!(w.table.session.deal(), dealt);
    assert_ne!(dealt.get(), 3, "another deal");
    // A game under way: asked first; no deal until the yes.
    w.send(Input::Stock);
    let out = w.send(Input::New);
    assert!(
        !out.iter().any(|e| matches!(e, Effect::Deal { .. })),
        "{out:?}"
    );
    let out = w.send(Input::Confirm(true));
    let deal = out
        .iter()
        .position(|e| matches!(e, Effect::Deal { .. }))
        .unwrap_or_else(|| panic!("dealt: {out:?}"));
    assert!(
        matches!(&out[deal - 1], Effect::Session(s) if s.contains(&session::Effect::CloseQuestion)),
        "the question closed, then the deal: {out:?}"
    );
    assert_eq!(w.table.session.game().moves().len(), 0);
    seen.extend(w.seen.iter().copied());
}

#[test]
fn new_deal_deals_at_once_or_once_confirmed() {
    new_deals(&mut std::collections::BTreeSet::new());
}

/// The shell wrote the game shown and read the next deal's saved game
/// (`TableInput::Show`): the core leaves the game shown (a replay watched
/// and the daily deal's date and wait end) and shows the game read as it
/// stood, and the shell draws it afresh, clearing the message line.
#[test]
fn a_deal_read_is_shown_as_it_stood_leaving_the_daily_deal_and_a_replay() {
    let variant = Variant::new(GameId::LucasLeaps);
    let date: DailyDate = "2026-11-26".parse().unwrap();
    let mut w = World::new(variant, 1);
    w.worker = Worker::Silent;
    w.today = date;
    w.painted();
    w.send(Input::Daily);
    assert_eq!(w.table.hold(), Some(Hold::DailyWait));
    w.table.replay_opened(0);
    // A saved game of another deal: two moves played, one undone.
    let deal = DealNumber::new(42).unwrap();
    let mut saved = Restored::fresh(variant, deal);
    saved.game.play(Move::Stock).unwrap();
    saved.game.play(Move::Stock).unwrap();
    saved.game.undo();
    saved.secs = 75;
    saved.tally = crate::table::records::stats::Tally::Borrowed;
    let show = Input::Table(TableInput::Show {
        restored: Box::new(saved.clone()),
        how: Showing::Deal,
    });
    assert_eq!(
        w.send(show),
        vec![Effect::Shown {
            replay: None,
            say: Some(String::new())
        }]
    );
    assert_eq!(w.table.hold(), None, "no replay, no daily wait");
    assert_eq!(w.table.daily_date(), None);
    assert_eq!(w.table.replay_steps(), 0);
    assert_eq!(w.table.session.deal(), deal);
    assert_eq!(w.table.session.game().moves().len(), 1);
    assert_eq!(w.table.session.game().redoable().count(), 1);
    assert_eq!(w.table.session.tally(), saved.tally);
    // A daily game saved and read again for another deal stays one.
    let mut daily = Restored::fresh(variant, DealNumber::new(43).unwrap());
    daily.daily = Some(date);
    w.send(Input::Table(TableInput::Show {
        restored: Box::new(daily),
        how: Showing::Deal,
    }));
    assert_eq!(w.table.daily_date(), Some(date));
    assert_eq!(w.table.hold(), None);
}

/// A replay link's address: the shell writes the game shown, and the
/// core shows the link's deal afresh, watching the replay on it; the
/// shell draws its bar and says the core's words. Opened at mount, the
/// table watches it before it is first drawn.
#[test]
fn a_replay_links_deal_is_shown_and_watched() {
    let caprice = Variant::new(GameId::Caprice);
    let seven = DealNumber::new(7).unwrap();
    let start = crate::engine::Game::deal(caprice, seven).start().clone();
    let code = crate::engine::replay::encode(&start, &[Move::Stock, Move::Stock]).unwrap();
    let mut w = World::new(Variant::new(GameId::LucasLeaps), 3);
    w.table = w.table.following(true, "");
    w.painted();
    w.send(Input::Stock);
    let hash = format!("#play={code}");
    let out = w.send(Input::Address {
        href: format!("https://example.org/?game=caprice&deal=7{hash}"),
        search: "?game=caprice&deal=7".into(),
        hash,
    });
    let at = out
        .iter()
        .position(|e| matches!(e, Effect::OpenReplay { .. }))
        .unwrap_or_else(|| panic!("{out:?}"));
    assert!(
        matches!(&out[at + 1], Effect::Shown { replay: Some(2), say: Some(s) }
            if s.contains("Caprice") && s.contains('7')),
        "{out:?}"
    );
    assert_eq!(w.table.session.variant(), caprice);
    assert_eq!(w.table.session.deal(), seven);
    assert_eq!(w.table.session.game().moves().len(), 0);
    assert_eq!(w.table.replay_steps(), 2);
    assert_eq!(w.table.hold(), Some(Hold::Replay));
    // At mount: the table opens watching it.
    let (table, said) = TableState::new(
        Session::fresh(caprice, seven),
        SolverSession::with_settings(false, false, false),
        None,
        Rc::new(words::Plain),
        7,
    )
    .replaying(Some(code.as_str()));
    assert!(said.is_some_and(|s| s.contains("2 moves")));
    assert_eq!(table.replay_steps(), 2);
    assert_eq!(table.hold(), Some(Hold::Replay));
    let (table, said) = TableState::new(
        Session::fresh(caprice, seven),
        SolverSession::with_settings(false, false, false),
        None,
        Rc::new(words::Plain),
        7,
    )
    .replaying(None);
    assert_eq!((said, table.hold()), (None, None));
}
