//! The table as drawing reads it: [`TableView`], the one read-only view of
//! a [`TableState`] that the shell is given (`TableState::view`).
//!
//! The shell draws from it and from nothing else of the core: the game
//! shown (its position, moves, start and status), the layout measured, the
//! player's settings, the clock, the statistics' tally, the question asked
//! and the table's own facts (the grade, the daily date, the replay's
//! length, the reserve's look, the auto-finish, what holds the table). It
//! has no way to change anything: every change is an `Input` to
//! `TableState::update`.

use super::input::Hold as Holds;
use super::keys::Hold;
use super::layout::Layout;
use super::records::settings::Settings;
use super::records::stats::Tally;
use super::rulebook;
use super::session::{Question, Session};
use super::state::{Rulebook, ShareItem, TableState};
use super::words::Words;
use crate::engine::daily::DailyDate;
use crate::engine::{DealNumber, Game, GameId, PileId, Position, Status, Variant};
use crate::solver::honest::Grade;
use std::rc::Rc;

/// A read-only look at one table (see the module's docs). Cheap to make and
/// to copy: it borrows the state.
#[derive(Clone, Copy)]
pub struct TableView<'a> {
    state: &'a TableState,
}

impl TableState {
    /// The table as drawing reads it.
    pub fn view(&self) -> TableView<'_> {
        TableView { state: self }
    }

    /// The table's words (as [`TableView::words`]: read-only, shared).
    pub fn words(&self) -> &Rc<Words> {
        &self.words
    }
}

impl<'a> TableView<'a> {
    fn session(&self) -> &'a Session {
        &self.state.session
    }

    /// The rules dialog's page of `game`, for the options and layout
    /// chosen, its picture laid out for a table of `size`; or, while
    /// English's rules have not arrived, its title and why.
    pub fn rules_page(&self, game: GameId, size: (f64, f64)) -> String {
        let (s, words) = (self.settings(), self.words());
        if words.has_rules() {
            return rulebook::page_html(s.variant(game), s.layout(), size, words);
        }
        let why = match &self.state.rulebook {
            Rulebook::Failed(why) => Some(why.as_str()),
            _ => None,
        };
        rulebook::missing_html(game, words, why)
    }

    /// The game shown: its moves (undo and redo), its start.
    pub fn game(&self) -> &'a Game {
        self.session().game()
    }

    /// The position shown.
    pub fn position(&self) -> &'a Position {
        self.session().position()
    }

    /// The game and its options shown.
    pub fn variant(&self) -> Variant {
        self.session().variant()
    }

    /// The deal shown.
    pub fn deal(&self) -> DealNumber {
        self.session().deal()
    }

    /// Whether the game shown is playing, won or lost.
    pub fn status(&self) -> Status {
        self.session().status()
    }

    /// The piles' places at the table's size.
    pub fn layout(&self) -> &'a Layout {
        self.session().layout()
    }

    /// The player's settings.
    pub fn settings(&self) -> &'a Settings {
        self.session().settings()
    }

    /// Where the game shown stands for the statistics.
    pub fn tally(&self) -> Tally {
        self.session().tally()
    }

    /// Milliseconds on the game's clock at `now`.
    pub fn elapsed(&self, now: f64) -> f64 {
        self.session().elapsed(now)
    }

    /// The clock as the bar shows it at `now`: `04:05`.
    pub fn clock_text(&self, now: f64) -> String {
        self.session().clock_text(now)
    }

    /// The confirmation dialog's question, while one is asked.
    pub fn question(&self) -> Option<Question> {
        self.session().question()
    }

    /// The cards the keyboard holds, if any (their marks are drawn from
    /// it: `keyboard::Effect::Held`).
    pub fn held(&self) -> Option<&'a Hold> {
        self.state.keyboard.held(self.position())
    }

    /// The pile in the tab order (the keyboard's roving focus).
    pub fn tab_stop(&self) -> PileId {
        self.state.keyboard.tab_stop(self.position())
    }

    /// The table's words (shared: the shell's drawing parts hold them).
    pub fn words(&self) -> &'a Rc<Words> {
        &self.state.words
    }

    /// Whether the auto-finish is under way.
    pub fn finishing(&self) -> bool {
        self.state.finishing()
    }

    /// What holds the table back (a replay watched, the daily deal's
    /// check), if anything.
    pub fn hold(&self) -> Option<Holds> {
        self.state.hold()
    }

    /// The grade of the deal shown, if known.
    pub fn grade(&self) -> Option<Grade> {
        self.state.grade()
    }

    /// The date whose daily deal the game shown is.
    pub fn daily_date(&self) -> Option<DailyDate> {
        self.state.daily_date()
    }

    /// Whether Double Canfield's reserve is fanned out.
    pub fn reserve_fanned(&self) -> bool {
        self.state.reserve_fanned()
    }

    /// The length of the replay being watched (0: none).
    pub fn replay_steps(&self) -> usize {
        self.state.replay_steps()
    }

    /// What the Share menu offers at `now` (see `TableState::share_items`).
    pub fn share_items(&self, deal_link: String, replay_base: &str, now: f64) -> Vec<ShareItem> {
        self.state.share_items(deal_link, replay_base, now)
    }
}
