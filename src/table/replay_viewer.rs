//! The replay viewer's decisions: what its controls do at which step, when
//! its next move is due, when it ends. The replay lives in the game's own
//! history (every move of the code played, then undone back to the start),
//! so stepping forward is a redo and stepping back an undo; the shell
//! performs them, draws the bar and runs the timer.

/// Milliseconds between two moves at normal speed.
pub const STEP_MS: f64 = 650.0;

/// What the table says, in `words` (`locales/*/table.ftl`), when a replay
/// link opens the viewer on `game`'s `deal` with `steps` moves, and where a
/// damaged code `stop`ped (its legal part replays).
pub fn opened_words(
    game: crate::engine::GameId,
    deal: crate::engine::DealNumber,
    steps: usize,
    stop: Option<crate::engine::replay::ReplayStop>,
    words: &super::words::Words,
) -> String {
    use super::words::Arg;
    use crate::engine::replay::{ReplayError, ReplayStop};
    let moves = ("moves", Arg::from(steps));
    match stop {
        None => words.with(
            "replay-opened",
            &[
                ("game", Arg::Text(super::rulebook::game_name(game, words))),
                ("deal", Arg::Text(deal.to_string())),
                moves,
            ],
        ),
        Some(ReplayStop {
            error: error @ ReplayError::TooLong { .. },
        }) => words.with("replay-refused", &[("why", Arg::Text(why(&error, words)))]),
        Some(stop) => {
            let said = words.with(
                "replay-stop",
                &[
                    ("why", Arg::Text(why(&stop.error, words))),
                    ("move", Arg::from(stop.error.move_number() - 1)),
                ],
            );
            words.with("replay-damaged", &[("why", Arg::Text(said)), moves])
        }
    }
}

/// Why a replay code stops, in `words` (`replay-why-…`): the engine's
/// `Display` gives the same in English for the command line.
pub fn why(error: &crate::engine::replay::ReplayError, words: &super::words::Words) -> String {
    use super::words::Arg;
    use crate::engine::replay::{Damage, ReplayError, MAX_DIGITS, MAX_LETTERS};
    let at = |at: &usize| ("at", Arg::from(*at));
    match error {
        ReplayError::Damaged { damage, .. } => match damage {
            Damage::BadCharacter { at: n, found } => words.with(
                "replay-why-bad-character",
                &[at(n), ("found", Arg::Text(format!("{found:?}")))],
            ),
            Damage::Truncated { at: n } => words.with("replay-why-truncated", &[at(n)]),
            Damage::Unnecessary { at: n } => words.with("replay-why-unnecessary", &[at(n)]),
            Damage::TooLong { at: n } => words.with(
                "replay-why-move-too-long",
                &[at(n), ("max", Arg::from(MAX_DIGITS))],
            ),
        },
        ReplayError::TooLong { letters } => words.with(
            "replay-why-too-long",
            &[
                ("letters", Arg::from(*letters)),
                ("max", Arg::from(MAX_LETTERS)),
            ],
        ),
        ReplayError::OutOfRange {
            move_number,
            index,
            legal,
        } => words.with(
            "replay-why-out-of-range",
            &[
                ("move", Arg::from(*move_number)),
                ("index", Arg::from(*index + 1)),
                ("legal", Arg::from(*legal)),
            ],
        ),
        ReplayError::Illegal {
            move_number,
            mv,
            reason,
        } => {
            let mut args = vec![
                ("move", Arg::from(*move_number)),
                ("token", Arg::Text(mv.to_string())),
            ];
            match reason {
                Some(r) => {
                    args.push(("why", Arg::Text(super::announce::reason(r, words))));
                    words.with("replay-why-illegal", &args)
                }
                None => words.with("replay-why-not-listed", &args),
            }
        }
    }
}

/// The viewer's controls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayMsg {
    Start,
    Back,
    Play,
    Pause,
    Forward,
    End,
    /// The scrubber moved to this many moves.
    Scrub(usize),
    /// The playing replay's next move is due.
    Tick,
    /// "Play from here".
    Takeover,
}

impl ReplayMsg {
    /// The message of a viewer button's `data-action`.
    pub fn of_action(action: &str) -> Option<ReplayMsg> {
        Some(match action {
            "replay-start" => ReplayMsg::Start,
            "replay-back" => ReplayMsg::Back,
            "replay-play" => ReplayMsg::Play,
            "replay-pause" => ReplayMsg::Pause,
            "replay-forward" => ReplayMsg::Forward,
            "replay-end" => ReplayMsg::End,
            "replay-takeover" => ReplayMsg::Takeover,
            _ => return None,
        })
    }
}

/// What the shell must do for the viewer, in order.
#[derive(Clone, Debug, PartialEq)]
pub enum ViewerAct {
    /// One move back (an undo, animated).
    Back,
    /// One move forward (a redo, animated).
    Forward,
    /// Show the position after this many moves at once.
    Jump(usize),
    /// The Play button becomes Pause (`true`) or Play; stopping cancels
    /// the timer.
    Playing(bool),
    /// The next move is due in this many milliseconds (at normal speed).
    Schedule(f64),
    /// The replay played to its end.
    Ended,
    /// The replay becomes the player's game at this step.
    Takeover(usize),
}

/// The open viewer: how many moves the replay has, and whether it plays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Viewer {
    steps: usize,
    playing: bool,
}

impl Viewer {
    pub fn new(steps: usize) -> Viewer {
        Viewer {
            steps,
            playing: false,
        }
    }

    /// The replay's length in moves.
    pub fn steps(&self) -> usize {
        self.steps
    }

    pub fn playing(&self) -> bool {
        self.playing
    }

    fn set_playing(&mut self, on: bool, acts: &mut Vec<ViewerAct>) {
        self.playing = on;
        acts.push(ViewerAct::Playing(on));
    }

    /// What control `msg` does with the game at move `step`.
    pub fn handle(&mut self, msg: ReplayMsg, step: usize) -> Vec<ViewerAct> {
        let mut acts = Vec::new();
        let steps = self.steps;
        match msg {
            ReplayMsg::Start | ReplayMsg::End | ReplayMsg::Scrub(_) => {
                let to = match msg {
                    ReplayMsg::Start => 0,
                    ReplayMsg::End => steps,
                    ReplayMsg::Scrub(n) => n.min(steps),
                    _ => unreachable!("matched above"),
                };
                self.set_playing(false, &mut acts);
                acts.push(ViewerAct::Jump(to));
            }
            ReplayMsg::Back => {
                self.set_playing(false, &mut acts);
                if step > 0 {
                    acts.push(ViewerAct::Back);
                }
            }
            ReplayMsg::Forward => {
                self.set_playing(false, &mut acts);
                if step < steps {
                    acts.push(ViewerAct::Forward);
                }
            }
            ReplayMsg::Play => {
                if step >= steps {
                    // From the start again.
                    acts.push(ViewerAct::Jump(0));
                }
                self.set_playing(true, &mut acts);
                acts.push(ViewerAct::Schedule(STEP_MS / 2.0));
            }
            ReplayMsg::Pause => self.set_playing(false, &mut acts),
            ReplayMsg::Tick => {
                if !self.playing {
                    return acts;
                }
                let mut now = step;
                if step < steps {
                    acts.push(ViewerAct::Forward);
                    now += 1;
                }
                if now >= steps {
                    self.set_playing(false, &mut acts);
                    acts.push(ViewerAct::Ended);
                } else {
                    acts.push(ViewerAct::Schedule(STEP_MS));
                }
            }
            ReplayMsg::Takeover => acts.push(ViewerAct::Takeover(step)),
        }
        acts
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ViewerAct::*;

    #[test]
    fn the_words_of_a_replay_opened() {
        use crate::engine::replay::{ReplayError, ReplayStop};
        use crate::engine::GameId;
        use crate::table::words::{tests::files, Lang, Words};
        let deal = crate::engine::DealNumber::new(7).unwrap();
        let en = Words::english();
        assert_eq!(
            opened_words(GameId::LucasLeaps, deal, 3, None, &en),
            "A replay of Lucas Leaps #7 in 3 moves: press Play, or step through it."
        );
        assert_eq!(
            opened_words(GameId::LucasLeaps, deal, 1, None, &en),
            "A replay of Lucas Leaps #7 in 1 move: press Play, or step through it."
        );
        let refused = ReplayStop {
            error: ReplayError::TooLong { letters: 9999 },
        };
        let said = opened_words(GameId::LucasLeaps, deal, 0, Some(refused.clone()), &en);
        assert!(said.starts_with("This replay link was refused: "), "{said}");
        assert!(
            said.ends_with(". The deal is shown from its start."),
            "{said}"
        );
        for lang in Lang::ALL {
            let w = Words::of(lang, &files(lang.tag())).unwrap();
            for stop in [None, Some(refused.clone())] {
                let said = opened_words(GameId::LucasLeaps, deal, 5, stop, &w);
                assert!(!said.is_empty() && !said.starts_with("replay-"), "{lang:?}");
            }
        }
        let fr = Words::of(Lang::Fr, &files("fr")).unwrap();
        assert!(opened_words(GameId::Caprice, deal, 2, None, &fr).contains("2 coups"));
    }

    #[test]
    fn every_control_at_the_ends_and_in_the_middle() {
        let mut v = Viewer::new(3);
        assert_eq!(v.handle(ReplayMsg::Back, 0), vec![Playing(false)]);
        assert_eq!(
            v.handle(ReplayMsg::Forward, 0),
            vec![Playing(false), Forward]
        );
        assert_eq!(v.handle(ReplayMsg::Forward, 3), vec![Playing(false)]);
        assert_eq!(v.handle(ReplayMsg::Back, 2), vec![Playing(false), Back]);
        assert_eq!(v.handle(ReplayMsg::End, 1), vec![Playing(false), Jump(3)]);
        assert_eq!(v.handle(ReplayMsg::Start, 1), vec![Playing(false), Jump(0)]);
        assert_eq!(
            v.handle(ReplayMsg::Scrub(99), 1),
            vec![Playing(false), Jump(3)],
            "the scrubber stops at the last move"
        );
        assert_eq!(v.handle(ReplayMsg::Takeover, 2), vec![Takeover(2)]);
        assert_eq!(ReplayMsg::of_action("replay-end"), Some(ReplayMsg::End));
        assert_eq!(ReplayMsg::of_action("undo"), None);
    }

    #[test]
    fn playing_steps_forward_until_the_end_then_stops() {
        let mut v = Viewer::new(2);
        assert_eq!(
            v.handle(ReplayMsg::Play, 0),
            vec![Playing(true), Schedule(STEP_MS / 2.0)]
        );
        assert!(v.playing());
        assert_eq!(
            v.handle(ReplayMsg::Tick, 0),
            vec![Forward, Schedule(STEP_MS)]
        );
        assert_eq!(
            v.handle(ReplayMsg::Tick, 1),
            vec![Forward, Playing(false), Ended]
        );
        assert!(!v.playing());
        // A late tick after stopping does nothing.
        assert_eq!(v.handle(ReplayMsg::Tick, 2), vec![]);
        // Play at the end starts again from the deal.
        assert_eq!(
            v.handle(ReplayMsg::Play, 2),
            vec![Jump(0), Playing(true), Schedule(STEP_MS / 2.0)]
        );
        assert_eq!(v.handle(ReplayMsg::Pause, 0), vec![Playing(false)]);
        assert_eq!(v.handle(ReplayMsg::Tick, 0), vec![]);
    }

    #[test]
    fn why_a_replay_stops_in_english_and_every_language() {
        use crate::engine::replay::{Damage, ReplayError};
        use crate::engine::{Move, MoveError};
        use crate::table::words::{tests::files, Lang, Words};
        let all = [
            ReplayError::Damaged {
                move_number: 2,
                damage: Damage::BadCharacter { at: 3, found: '!' },
            },
            ReplayError::Damaged {
                move_number: 2,
                damage: Damage::Truncated { at: 3 },
            },
            ReplayError::Damaged {
                move_number: 2,
                damage: Damage::Unnecessary { at: 3 },
            },
            ReplayError::Damaged {
                move_number: 2,
                damage: Damage::TooLong { at: 3 },
            },
            ReplayError::TooLong { letters: 300_000 },
            ReplayError::OutOfRange {
                move_number: 4,
                index: 9,
                legal: 0,
            },
            ReplayError::OutOfRange {
                move_number: 4,
                index: 9,
                legal: 3,
            },
            ReplayError::Illegal {
                move_number: 5,
                mv: Move::Stock,
                reason: Some(MoveError::StockEmpty),
            },
            ReplayError::Illegal {
                move_number: 5,
                mv: Move::Stock,
                reason: None,
            },
        ];
        let en = Words::english();
        // English says what the engine says (its codes are the same here).
        for e in &all {
            assert_eq!(why(e, &en), e.to_string());
        }
        for lang in Lang::ALL {
            let w = Words::of(lang, &files(lang.tag())).unwrap();
            for e in &all {
                let said = why(e, &w);
                assert!(!said.starts_with("replay-"), "{lang:?}");
                if lang != Lang::En {
                    assert_ne!(said, e.to_string(), "{lang:?}");
                }
            }
        }
    }
}
