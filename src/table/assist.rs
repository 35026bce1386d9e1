//! Autoplay and the auto-finish at the table: when a chain of automatic
//! moves starts, what each step plays, when it waits and when it ends
//! (the judgements of what is safe and what is a formality are
//! [`autoplay`]'s).
//!
//! - A chain starts after a forward move the player made (the game
//!   session's `Moved` of kind `Move`, which `TableState::update` hands
//!   here) when the game is playing and both the setting and the address
//!   (`autoplay=0`) allow it; undo and redo end it, and so do the demo,
//!   another tab's game shown and an address that turns autoplay off.
//! - The Finish button (or F) starts the auto-finish when the rest is a
//!   formality, else says why not.
//! - Each step is a timer the shell starts ([`Effect::Timer`]) and that
//!   comes back as `Input::AutoStep`: the core plays the move itself (its
//!   own undo step) and hands it to the shell to draw ([`Effect::Played`]),
//!   then its words ([`Effect::Announce`]) and the next timer. While the
//!   player presses or holds cards, a step waits.
//! - A chain belongs to the game it started in: a step that finds another
//!   game (a new deal, a restart, a replay's step) ends it, whatever
//!   changed the game.

use super::announce::{self, Actor};
use super::autoplay::{self, Chain, AUTO_STEP_MS, AUTO_WAIT_MS, FINISH_STEP_MS};
use super::session::{MoveKind, Moved, Session};
use super::words::{Arg, Words};
use crate::engine::{DealNumber, Status, Variant};

/// What the shell does for autoplay, in order.
#[derive(Debug, PartialEq)]
pub enum Effect {
    /// Start (or start again) the step timer: send `Input::AutoStep`
    /// after this many milliseconds at normal speed (the shell's pace, the
    /// animation speed and reduced motion, scales it).
    Timer(f64),
    /// Cancel the step timer.
    Cancel,
    /// Put these words in the live region (empty: only the game's end, if
    /// it came).
    Announce(String),
    /// Say these words on the message line.
    Say(String),
    /// An automatic move was made: draw it and raise its events as
    /// autoplay's.
    Played(Box<Moved>),
}

/// The game a chain belongs to: its variant, deal and moves made.
type Mark = (Variant, DealNumber, usize);

fn mark(session: &Session) -> Mark {
    (
        session.variant(),
        session.deal(),
        session.game().moves().len(),
    )
}

/// Autoplay's state at one table.
#[derive(Debug)]
pub struct Assist {
    /// The address (or the element's attributes) lets autoplay run.
    address: bool,
    /// The automatic moves under way, and the game they belong to.
    chain: Option<(Chain, Mark)>,
}

impl Assist {
    /// For a table whose address's query is `search`.
    pub fn new(search: &str) -> Assist {
        Assist {
            address: autoplay::url_allows(search),
            chain: None,
        }
    }

    /// Whether the auto-finish is under way (the Finish button shows).
    pub fn finishing(&self) -> bool {
        self.chain.as_ref().is_some_and(|(c, _)| c.finishing())
    }

    /// The table's address or attributes are now `search`: `autoplay=0`
    /// ends a chain.
    pub fn configured(&mut self, search: &str, out: &mut Vec<Effect>) {
        self.address = autoplay::url_allows(search);
        if !self.address && self.chain.is_some() {
            self.stop(out);
        }
    }

    /// Ends the chain (its timer cancelled).
    pub fn stop(&mut self, out: &mut Vec<Effect>) {
        self.chain = None;
        out.push(Effect::Cancel);
    }

    /// Forgets the chain: the game it belongs to is gone (its timer, if it
    /// fires, finds nothing to do).
    pub fn forget(&mut self) {
        self.chain = None;
    }

    /// The game session made, undid or redid `moved`: a forward move
    /// starts a chain, undo and redo end it.
    pub fn moved(&mut self, session: &Session, moved: &Moved, out: &mut Vec<Effect>) {
        match moved.kind {
            MoveKind::Move => {
                let on = self.address && session.settings().autoplay;
                if session.game().status() != Status::Playing || !on {
                    self.stop(out);
                    return;
                }
                self.chain = Some((Chain::default(), mark(session)));
                out.push(Effect::Timer(AUTO_STEP_MS));
            }
            MoveKind::Undo | MoveKind::Redo => self.stop(out),
        }
    }

    /// F or the Finish button (held cards put back, a drag cancelled by
    /// the caller): plays out the rest when it is a formality, else says
    /// why not.
    pub fn finish(&mut self, session: &Session, words: &Words, out: &mut Vec<Effect>) {
        match session.position().finish_line() {
            Some(line) => {
                out.push(Effect::Announce(finish_words(line.len(), words)));
                self.chain = Some((Chain::finish(line), mark(session)));
                out.push(Effect::Timer(FINISH_STEP_MS));
            }
            None if session.game().status() != Status::Playing => {}
            None => out.push(Effect::Say(words.get("finish-not-yet"))),
        }
    }

    /// The step timer fired (`held`: the keyboard holds cards): the next
    /// automatic move, made and drawn, its words and the next step; or a
    /// wait while the player presses or holds cards; or the chain's end.
    pub fn step(&mut self, session: &mut Session, held: bool, words: &Words) -> Vec<Effect> {
        let mut out = Vec::new();
        let Some((chain, at)) = self.chain.as_mut() else {
            return out;
        };
        if *at != mark(session) {
            self.chain = None;
            return out;
        }
        if session.pressed() || held {
            out.push(Effect::Timer(AUTO_WAIT_MS));
            return out;
        }
        let on = self.address && session.settings().autoplay;
        let Some(next) = chain.next(session.position(), on) else {
            self.chain = None;
            return out;
        };
        if let Some(cards) = next.finish_starts {
            out.push(Effect::Announce(finish_words(cards, words)));
        }
        let moved = match session.play(next.mv) {
            Ok(moved) => moved,
            Err(e) => {
                // Cannot happen: the move was checked against this
                // position. The chain ends and the refusal is said.
                self.chain = None;
                out.push(Effect::Say(announce::reason(&e, words)));
                return out;
            }
        };
        // The auto-finish's moves were announced together when it started.
        let text = if next.actor == Actor::Finish {
            String::new()
        } else {
            announce::describe(&moved.before, next.mv, &moved.movements, next.actor, words)
        };
        out.push(Effect::Played(Box::new(moved)));
        out.push(Effect::Announce(text));
        if session.game().status() != Status::Playing {
            self.chain = None;
            return out;
        }
        let pause = chain.pause();
        *at = mark(session);
        out.push(Effect::Timer(pause));
        out
    }
}

/// "Finishing: 12 cards to the foundations."
fn finish_words(cards: usize, words: &Words) -> String {
    words.with("said-finish-cards", &[("count", Arg::from(cards))])
}
