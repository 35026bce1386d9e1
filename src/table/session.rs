//! The game session at a table: the deal shown, its moves with undo and
//! redo, the clock, the press or drag in progress (as numbers, through
//! `gesture`), the confirmation dialog's question, the player's settings
//! and where the game stands for the statistics (its `Tally`), as one value
//! changed only by [`Session::update`] (and the few loads named below),
//! which hands back [`Effect`]s for the shell to perform.
//!
//! The session reads no clock: the caller passes `now` (milliseconds of
//! the page's monotonic clock). It performs no I/O: drawing a move,
//! saying a refusal, opening the question and dealing another deal are
//! the shell's to do, in the order the effects come.

use super::announce;
use super::attributes::deal_changed;
use super::autoplay::url_allows;
use super::gesture::{Act, Dropped, Pointer};
use super::input::{Input, TableInput};
use super::layout::Layout;
use super::link::{deal_key, parse_query};
use super::records::daily::DayResult;
use super::records::saved::Restored;
use super::records::settings::{Setting, Settings};
use super::records::stats::{whole_secs, Op, Tally};
use super::words::{Arg, Words as Messages};
use crate::engine::daily::variant_key;
use crate::engine::{
    Card, DealNumber, Game, GameId, Move, MoveError, Movement, Position, Spaces, Status, Variant,
};
use crate::solver::honest::Grade;

/// An action that waits for the player's yes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pending {
    /// A new deal of the game being played.
    New,
    /// A new deal of another game, or of other Double Canfield rules.
    Deal(Variant),
    /// What the element's changed attributes name: this deal, or (`None`)
    /// a new deal of this game. Declined, the attributes revert.
    Attributes(Variant, Option<DealNumber>),
    /// This deal again from the start.
    Restart,
    /// All statistics back to zero.
    ResetStats,
}

/// How a change of position came about (the move event's `kind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveKind {
    Move,
    Undo,
    Redo,
}

impl MoveKind {
    /// The event's `kind`.
    pub const fn id(self) -> &'static str {
        match self {
            MoveKind::Move => "move",
            MoveKind::Undo => "undo",
            MoveKind::Redo => "redo",
        }
    }
}

/// A move made, undone or redone.
#[derive(Clone, Debug, PartialEq)]
pub struct Moved {
    pub mv: Move,
    pub kind: MoveKind,
    /// The position before the change.
    pub before: Position,
    /// The move's movements, as the engine made them (an undo's are the
    /// move's own, not reversed).
    pub movements: Vec<Movement>,
    /// What the table draws: the movements in the order the cards travel
    /// (an undo's reversed, each from where it went back to where it came).
    pub shown: Vec<Movement>,
    /// The drag it was dropped from: its marks are cleared, and its cards
    /// fly on from where they were let go.
    pub dropped: Option<Dropped>,
}

/// Why an input changed nothing.
#[derive(Clone, Debug, PartialEq)]
pub enum Refusal {
    Illegal(MoveError),
    NothingToUndo,
    NothingToRedo,
    /// A click on a unit with no legal move (`count` cards from `card` up).
    NoMove {
        card: Card,
        count: usize,
    },
    /// A double-click on a card no foundation takes yet.
    NoFoundation(Card),
    /// A click on cards still in flight, or on a card with cards still
    /// landing on it.
    Landing,
    /// The stock turned in a lost game: turning it is all that is left,
    /// and no number of turns frees a move (said after the turn).
    OnlyStock,
}

impl Refusal {
    /// What the message line says, in `words` (`locales/*/table.ftl`).
    pub fn spoken(&self, words: &Messages) -> String {
        let card = |c: &Card| ("card", Arg::Text(announce::card_name(*c, words)));
        match self {
            Refusal::Illegal(e) => announce::reason(e, words),
            Refusal::NothingToUndo => words.get("refusal-nothing-to-undo"),
            Refusal::NothingToRedo => words.get("refusal-nothing-to-redo"),
            Refusal::NoMove { card: c, count } if *count > 1 => words.with(
                "refusal-no-move-cards",
                &[("count", Arg::from(*count)), card(c)],
            ),
            Refusal::NoMove { card: c, .. } => words.with("refusal-no-move", &[card(c)]),
            Refusal::NoFoundation(c) => words.with("refusal-no-foundation", &[card(c)]),
            Refusal::Landing => words.get("refusal-landing"),
            Refusal::OnlyStock => words.get("refusal-only-stock"),
        }
    }
}

/// The confirmation dialog's question: what waits, with the game it
/// would leave.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Question {
    pub action: Pending,
    /// The game being played when asked.
    pub playing: Variant,
    /// Its moves so far.
    pub moves: usize,
}

/// The question's words: title, text, the yes button and the no button.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Words {
    pub title: String,
    pub text: String,
    pub yes: String,
    pub no: String,
}

impl Question {
    /// The question in `words` (`locales/*/table.ftl`).
    pub fn words(&self, words: &Messages) -> Words {
        let moves = || ("moves", Arg::from(self.moves));
        let game = |v: Variant| ("game", Arg::Text(super::rulebook::game_name(v.game, words)));
        let deal = |d: DealNumber| ("deal", Arg::Text(d.to_string()));
        let leave = words.with("confirm-leave", &[moves()]);
        let other = |v: Variant| v.game != self.playing.game;
        let (title, text, yes) = match self.action {
            Pending::New => (
                words.get("confirm-new-title"),
                leave,
                words.get("confirm-new-yes"),
            ),
            Pending::Deal(v) | Pending::Attributes(v, None) if other(v) => (
                words.with("confirm-game-title", &[game(v)]),
                leave,
                words.with("confirm-game-yes", &[game(v)]),
            ),
            Pending::Attributes(v, Some(d)) => (
                words.with("confirm-deal-title", &[game(v), deal(d)]),
                leave,
                words.with("confirm-deal-yes", &[deal(d)]),
            ),
            Pending::Deal(v) | Pending::Attributes(v, None) => (
                words.with(
                    "confirm-rules-title",
                    &[
                        ("draw", Arg::from(u32::from(v.draw))),
                        ("spaces", Arg::Text(v.spaces.id().to_string())),
                    ],
                ),
                words.with("confirm-rules-text", &[("leave", Arg::Text(leave))]),
                words.get("confirm-new-yes"),
            ),
            Pending::Restart => (
                words.get("confirm-restart-title"),
                words.with("confirm-restart-text", &[moves()]),
                words.get("confirm-restart-yes"),
            ),
            Pending::ResetStats => (
                words.get("confirm-reset-title"),
                words.get("confirm-reset-text"),
                words.get("confirm-reset-yes"),
            ),
        };
        let no = words.get(if self.action == Pending::ResetStats {
            "confirm-cancel"
        } else {
            "confirm-keep-playing"
        });
        Words {
            title,
            text,
            yes,
            no,
        }
    }
}

/// What the shell must do, in order.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// A pointer went down on the table: the keyboard's held card is let
    /// go, and the table takes the focus.
    PointerTaken,
    /// Draw a press or drag (`gesture::Act`'s capture, lift, follow and
    /// fly-back; `pointer`: the pointer to capture). A fly-back with a
    /// reason says it.
    Drag { act: Act, pointer: Option<i32> },
    /// Draw the change, clear the message line, send the move event, then
    /// everything that follows a change of position.
    Moved(Box<Moved>),
    /// Say why nothing happened.
    Refused(Refusal),
    /// Open the confirmation dialog with this question.
    Ask(Question),
    /// Close the confirmation dialog.
    CloseQuestion,
    /// The player said yes, or no question was needed: do it.
    Perform(Pending),
    /// The deal started again: draw it afresh and deal it in.
    Restarted,
    /// The player declined what the element's attributes asked for: the
    /// attributes describe the deal shown again.
    Declined(Variant, Option<DealNumber>),
    /// The Double Canfield controls show the settings again (a choice
    /// answered or declined).
    ShowOptions,
    /// The clock shows this.
    Clock(String),
    /// Write the settings (`Session::settings`).
    StoreSettings,
    /// The table's look follows the settings (suits' colours, card size,
    /// speed, hand).
    Look,
    /// The piles are laid out again (the card size or the hand changed).
    Relayout,
    /// The page is going away: save the game and write what the records
    /// still hold.
    Persist,
    /// The element's attributes are now these (as a deal link's query):
    /// the table's options follow them, and the settings form shows them.
    Configured(String),
    /// Autoplay stops (the attributes turned it off).
    StopAutoplay,
    /// Say what was wrong with the attributes in the message line.
    Notices(Vec<crate::table::link::LinkNotice>),
}

/// The clock: runs from the first move until the game ends.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct Clock {
    /// Milliseconds counted before `since`.
    banked: f64,
    /// When it last started running.
    since: Option<f64>,
}

/// The game session of one table.
#[derive(Clone, Debug)]
pub struct Session {
    deal: DealNumber,
    game: Game,
    /// The press, drag, taps and clicks in progress.
    pointer: Pointer,
    /// The table's geometry, where a drag is dropped.
    layout: Layout,
    clock: Clock,
    /// The status when the table last settled (see [`Session::settle`]).
    status: Status,
    question: Option<Question>,
    settings: Settings,
    /// Where the game stands for the statistics.
    tally: Tally,
    /// The element's attributes as a deal link's query (`attributes`),
    /// as last applied: a change that names the same deal deals nothing.
    attributes: String,
}

/// What the statistics count after a change of position.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Counted {
    /// The records' changes.
    pub ops: Vec<Op>,
    /// A daily deal's day: played, then won.
    pub days: Vec<DayResult>,
}

/// A status that changed as the table settled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settled {
    pub before: Status,
    pub now: Status,
}

impl Session {
    /// `deal` of `variant`, not played yet.
    pub fn fresh(variant: Variant, deal: DealNumber) -> Session {
        Session::of(Game::deal(variant, deal), deal, 0)
    }

    /// A game as saved: its moves, and `secs` already on the clock.
    pub fn of(game: Game, deal: DealNumber, secs: u64) -> Session {
        Session {
            deal,
            pointer: Pointer::default(),
            layout: Layout::new(game.position(), 800.0, 600.0),
            status: game.status(),
            game,
            clock: Clock {
                banked: secs as f64 * 1000.0,
                since: None,
            },
            question: None,
            settings: Settings::default(),
            tally: Tally::Fresh,
            attributes: String::new(),
        }
    }

    /// A table's first game: `r` (a saved game with its clock and tally,
    /// or a fresh deal), the player's settings, and the element's
    /// attributes as the table starts with them.
    pub fn opened(r: Restored, settings: Settings, attributes: String) -> Session {
        let mut s = Session::of(r.game, r.deal, r.secs);
        s.settings = settings;
        s.tally = r.tally;
        s.attributes = attributes;
        s
    }

    /// The same, with the player's settings.
    #[cfg(test)]
    pub fn with_settings(mut self, settings: Settings) -> Session {
        self.settings = settings;
        self
    }

    /// The player's settings.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// Shows another game (a deal, a saved game, another tab's): the
    /// clock stopped at `secs`, its status taken as it is (dealing is not
    /// a change of status). The question waiting, the layout, the
    /// settings and the attributes stay.
    pub fn load(&mut self, game: Game, deal: DealNumber, secs: u64, tally: Tally) {
        self.status = game.status();
        self.game = game;
        self.deal = deal;
        self.clock = Clock {
            banked: secs as f64 * 1000.0,
            since: None,
        };
        self.pointer = Pointer::default();
        self.tally = tally;
    }

    /// The element's attributes as they are now (at the start, or after
    /// the table wrote them to describe its deal).
    pub fn attributes_are(&mut self, query: String) {
        self.attributes = query;
    }

    /// New attributes: autoplay and the controls apply at once; another
    /// game or deal is asked for (after the question, when a game is in
    /// progress); what could not be understood is said.
    fn configure(&mut self, search: &str) -> Vec<Effect> {
        let changed = deal_changed(&self.attributes, search);
        self.attributes = search.to_string();
        let mut effects = vec![Effect::Configured(search.to_string())];
        if !url_allows(search) {
            effects.push(Effect::StopAutoplay);
        }
        if !changed {
            return effects;
        }
        let request = parse_query(search);
        if let Some(deal) = request.deal {
            if (request.variant, deal) != (self.variant(), self.deal) {
                effects.extend(self.ask(Pending::Attributes(request.variant, Some(deal))));
            }
        } else if request.game_given && request.variant != self.variant() {
            effects.extend(self.ask(Pending::Attributes(request.variant, None)));
        }
        let notices = request.kept_notices();
        if !notices.is_empty() {
            effects.push(Effect::Notices(notices));
        }
        effects
    }

    /// Where the game stands for the statistics.
    pub fn tally(&self) -> Tally {
        self.tally
    }

    /// The statistics' keys of the game: its option set's and its deal's.
    fn keys(&self) -> (String, String) {
        (
            variant_key(self.variant()),
            deal_key(self.variant(), self.deal),
        )
    }

    /// After a change of position (`now` on the page's clock, `wall` in
    /// seconds since 1970; `grade`: the deal's difficulty, if known): the
    /// first move counts the game as played, a win as won (in its grade),
    /// once each (the saved game keeps the tally).
    pub fn count_change(&mut self, now: f64, wall: u64, grade: Option<Grade>) -> Counted {
        if self.tally == Tally::Borrowed {
            // A replay taken over with its moves: assisted from the start.
            // (As the demo's: no daily result either.)
            return Counted {
                ops: self.count_assist(wall),
                days: Vec::new(),
            };
        }
        let moves = self.game.moves().len();
        let won = self.game.status() == Status::Won;
        let start = self.tally == Tally::Fresh && moves > 0;
        let win = won && self.tally != Tally::Won && (start || self.tally == Tally::Played);
        let mut counted = Counted::default();
        if !start && !win {
            return counted;
        }
        let (k, game) = self.keys();
        if start {
            counted.ops.push(Op::Start {
                k: k.clone(),
                game: game.clone(),
                now: wall,
            });
            counted.days.push(DayResult::Played);
            self.tally = Tally::Played;
        }
        if win {
            counted.ops.push(Op::Win {
                k,
                game,
                secs: whole_secs(self.elapsed(now)),
                moves: moves as u32,
                now: wall,
                grade: grade.map(|g| g.id().to_string()),
            });
            counted.days.push(DayResult::Won);
            self.tally = Tally::Won;
        }
        counted
    }

    /// Before the demo plays a move: the game is assisted. It counts as
    /// played (if it did not yet) and is settled at once as not won, so
    /// nothing the demo does can improve the records.
    pub fn count_assist(&mut self, wall: u64) -> Vec<Op> {
        if matches!(self.tally, Tally::Won | Tally::Assisted) {
            return Vec::new();
        }
        let (k, game) = self.keys();
        let mut ops = Vec::new();
        if matches!(self.tally, Tally::Fresh | Tally::Borrowed) {
            ops.push(Op::Start {
                k: k.clone(),
                game: game.clone(),
                now: wall,
            });
        }
        ops.push(Op::Abandon { k, game, now: wall });
        self.tally = Tally::Assisted;
        ops
    }

    /// Before the table leaves the game: played and not won is a loss.
    pub fn count_leave(&self, wall: u64) -> Vec<Op> {
        if self.tally != Tally::Played || self.game.status() == Status::Won {
            return Vec::new();
        }
        let (k, game) = self.keys();
        vec![Op::Abandon { k, game, now: wall }]
    }

    /// "Play from here": the replay's position becomes the player's game,
    /// its clock at nothing. From the deal it is the player's own, not
    /// counted yet; after any of the replay's moves it is assisted (a win
    /// would not be the player's alone), counted at the next count.
    pub fn take_over(&mut self) {
        self.tally = if self.game.moves().len() == 0 {
            Tally::Fresh
        } else {
            Tally::Borrowed
        };
        self.clock = Clock::default();
    }

    /// The table's geometry (see [`Input::Fitted`]).
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// A press (or drag) is under way.
    pub fn pressed(&self) -> bool {
        self.pointer.pressed()
    }

    /// Ends any press; a drag under way flies back (what the shell draws).
    pub fn cancel_drag(&mut self) -> Vec<Effect> {
        self.pointer
            .cancel()
            .map(|act| Effect::Drag { act, pointer: None })
            .into_iter()
            .collect()
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn position(&self) -> &Position {
        self.game.position()
    }

    pub fn variant(&self) -> Variant {
        self.game.position().variant()
    }

    pub fn deal(&self) -> DealNumber {
        self.deal
    }

    /// The status when the table last settled.
    pub fn status(&self) -> Status {
        self.status
    }

    /// The question waiting for the player, if any.
    pub fn question(&self) -> Option<Question> {
        self.question
    }

    /// A game in progress: moves made, still being played.
    pub fn in_progress(&self) -> bool {
        self.game.moves().len() > 0 && self.game.status() == Status::Playing
    }

    /// The table's answer to `input` when it is the session's to decide
    /// (moves, undo and redo, New, Restart, the question and its answer,
    /// the clock's tick, the undo and redo keys); `None` for the others.
    pub fn update(&mut self, input: &Input, now: f64) -> Option<Vec<Effect>> {
        Some(match input {
            Input::PointerDown {
                hits,
                pointer,
                at,
                primary,
            } => {
                let acts =
                    self.pointer
                        .down(self.game.position(), hits, *pointer, *at, *primary, now);
                let mut effects = vec![Effect::PointerTaken];
                effects.extend(self.acts(acts, Some(*pointer)));
                effects
            }
            Input::PointerMove { pointer, x, y } => {
                let acts = self.pointer.moved(self.game.position(), *pointer, (*x, *y));
                self.acts(acts, None)
            }
            Input::PointerUp { pointer, x, y } => {
                let acts =
                    self.pointer
                        .up(self.game.position(), &self.layout, *pointer, (*x, *y), now);
                self.acts(acts, None)
            }
            Input::PointerCancel { pointer } => {
                let acts = self.pointer.cancelled(*pointer);
                self.acts(acts.into_iter().collect(), None)
            }
            Input::Click { hits, detail } => {
                let acts = self.pointer.click(self.game.position(), hits, *detail, now);
                self.acts(acts, None)
            }
            Input::DoubleClick { hits } => {
                let acts = self.pointer.double_click(self.game.position(), hits, now);
                self.acts(acts, None)
            }
            // The window changed size: a drag ends, the piles are laid out
            // again (and measured: `Fitted` follows).
            Input::Resize => {
                let mut effects = self.cancel_drag();
                effects.push(Effect::Relayout);
                effects
            }
            Input::PageHide => vec![Effect::Persist],
            Input::Configure(search) => self.configure(search),
            Input::Fitted(layout) => {
                self.layout = layout.clone();
                Vec::new()
            }
            Input::Setting(s) => self.set(s.clone()),
            Input::SelectGame(id) => match game_of(id) {
                Some(game) => self.ask(Pending::Deal(self.settings.variant(game))),
                None => Vec::new(),
            },
            Input::SelectDraw(d) => self.choose_options(Some(d), None),
            Input::SelectSpaces(s) => self.choose_options(None, Some(s)),
            Input::Play(mv) => self.play_effects(*mv),
            Input::Stock => self.play_effects(Move::Stock),
            Input::Redeal => self.play_effects(Move::Redeal),
            Input::Undo => self.undo(),
            Input::Redo => self.redo(),
            Input::New => self.ask(Pending::New),
            Input::Restart => self.ask(Pending::Restart),
            Input::StatsReset => self.ask(Pending::ResetStats),
            Input::Confirm(yes) => self.answer(*yes),
            Input::Tick => vec![Effect::Clock(self.clock_text(now))],
            // (The undo keys came as `Undo` and `Redo`: `Input::normalised`.)
            Input::Key { key, .. } if key.eq_ignore_ascii_case("escape") => self.cancel_drag(),
            Input::Key { .. } => Vec::new(),
            Input::Table(TableInput::CancelDrag) => self.cancel_drag(),
            Input::Table(TableInput::DealShown) => self.deal_shown(),
            Input::Table(TableInput::DropQuestion) => match self.drop_question() {
                true => vec![Effect::CloseQuestion],
                false => Vec::new(),
            },
            Input::Table(TableInput::AttributesAre(query)) => {
                self.attributes_are(query.clone());
                Vec::new()
            }
            _ => return None,
        })
    }

    /// A setting changed in the settings dialog.
    fn set(&mut self, setting: Setting) -> Vec<Effect> {
        let s = &mut self.settings;
        let mut effects = Vec::new();
        match setting {
            Setting::Autoplay(on) => s.autoplay = on,
            Setting::Speed(v) => s.speed = v,
            Setting::FourColour(on) => s.four_colour = on,
            Setting::Size(v) => s.size = v,
            Setting::LargeIndex(on) => s.large_index = on,
            Setting::Theme(t) => s.theme = t,
            Setting::LeftHanded(on) => s.left_handed = on,
            // The solver's session hears of these too: `TableState::update`.
            Setting::Chances(on) => s.chances = on,
            Setting::PeekHints(on) => s.peek_hints = on,
            Setting::DealGrade(g) => s.deal_grade = g,
            // The table's words follow: `TableState::update`.
            Setting::Language(l) => s.language = l,
        }
        effects.extend([Effect::StoreSettings, Effect::Look]);
        if matches!(
            setting,
            Setting::Size(_) | Setting::LeftHanded(_) | Setting::LargeIndex(_)
        ) {
            effects.push(Effect::Relayout);
        }
        effects
    }

    /// A Double Canfield rule chosen (the bar's select or the settings
    /// dialog): while another game is played only the setting changes;
    /// during Double Canfield it is a new deal with those rules, after
    /// asking (the controls show the choice until the player answers).
    fn choose_options(&mut self, draw: Option<&str>, spaces: Option<&str>) -> Vec<Effect> {
        let mut s = self.settings;
        if let Some(d) = draw
            .and_then(|d| d.parse::<u8>().ok())
            .filter(|d| *d == 1 || *d == 3)
        {
            s.draw = d;
        }
        if let Some(sp) = spaces.and_then(|x| Spaces::parse(x).ok()) {
            s.spaces = sp;
        }
        let variant = s.variant(GameId::DoubleCanfield);
        if self.variant().game != GameId::DoubleCanfield {
            self.settings = s;
            vec![Effect::StoreSettings, Effect::ShowOptions]
        } else if variant != self.variant() {
            self.ask(Pending::Deal(variant))
        } else {
            Vec::new()
        }
    }

    /// The table shows the session's deal: Double Canfield's rules become
    /// the setting, and the controls show them.
    pub fn deal_shown(&mut self) -> Vec<Effect> {
        let v = self.variant();
        let mut effects = Vec::new();
        if v.has_options() && (v.draw != self.settings.draw || v.spaces != self.settings.spaces) {
            self.settings.draw = v.draw;
            self.settings.spaces = v.spaces;
            effects.push(Effect::StoreSettings);
        }
        effects.push(Effect::ShowOptions);
        effects
    }

    /// What the gesture's acts come to: moves made here, the rest drawn.
    fn acts(&mut self, acts: Vec<Act>, pointer: Option<i32>) -> Vec<Effect> {
        let mut effects = Vec::new();
        for act in acts {
            match act {
                Act::Play { mv, dropped } => match self.play(mv) {
                    Ok(mut m) => {
                        m.dropped = dropped;
                        effects.push(Effect::Moved(Box::new(m)));
                        effects.extend(self.futile_turn(mv));
                    }
                    Err(e) => effects.push(Effect::Refused(Refusal::Illegal(e))),
                },
                Act::Refuse(e) => effects.push(Effect::Refused(Refusal::Illegal(e))),
                Act::NoMove { card, count } => {
                    effects.push(Effect::Refused(Refusal::NoMove { card, count }))
                }
                Act::NoFoundation(card) => {
                    effects.push(Effect::Refused(Refusal::NoFoundation(card)))
                }
                Act::Landing => effects.push(Effect::Refused(Refusal::Landing)),
                // A double-click's first click moved the card elsewhere:
                // that move is taken back, if it is still the last.
                Act::TakeBack(mv) => {
                    if self.game.moves().last() == Some(mv) {
                        effects.extend(self.undo());
                    }
                }
                act => effects.push(Effect::Drag { act, pointer }),
            }
        }
        effects
    }

    /// Makes `mv`.
    pub fn play(&mut self, mv: Move) -> Result<Moved, MoveError> {
        let before = self.game.position().clone();
        let movements = self.game.play(mv)?.to_vec();
        Ok(Moved {
            mv,
            kind: MoveKind::Move,
            before,
            shown: movements.clone(),
            movements,
            dropped: None,
        })
    }

    fn play_effects(&mut self, mv: Move) -> Vec<Effect> {
        match self.play(mv) {
            Ok(m) => {
                let mut effects = vec![Effect::Moved(Box::new(m))];
                effects.extend(self.futile_turn(mv));
                effects
            }
            Err(e) => vec![Effect::Refused(Refusal::Illegal(e))],
        }
    }

    /// A turn of the stock in a lost game (Double Canfield's stock turns
    /// for ever) explains itself: turning it frees nothing.
    fn futile_turn(&self, mv: Move) -> Option<Effect> {
        (mv == Move::Stock && self.game.status() == Status::Lost)
            .then_some(Effect::Refused(Refusal::OnlyStock))
    }

    fn undo(&mut self) -> Vec<Effect> {
        let before = self.game.position().clone();
        let mut effects = self.cancel_drag();
        let Some((mv, movements)) = self.game.undo() else {
            effects.push(Effect::Refused(Refusal::NothingToUndo));
            return effects;
        };
        let shown = movements
            .iter()
            .rev()
            .map(|m| Movement {
                from: m.to,
                to: m.from,
                count: m.count,
            })
            .collect();
        effects.push(Effect::Moved(Box::new(Moved {
            mv,
            kind: MoveKind::Undo,
            before,
            movements,
            shown,
            dropped: None,
        })));
        effects
    }

    fn redo(&mut self) -> Vec<Effect> {
        let before = self.game.position().clone();
        let mut effects = self.cancel_drag();
        let Some((mv, movements)) = self.game.redo() else {
            effects.push(Effect::Refused(Refusal::NothingToRedo));
            return effects;
        };
        let movements = movements.to_vec();
        effects.push(Effect::Moved(Box::new(Moved {
            mv,
            kind: MoveKind::Redo,
            before,
            shown: movements.clone(),
            movements,
            dropped: None,
        })));
        effects
    }

    /// `action` at once, or the question first when it would throw away
    /// a game in progress (and always before resetting the statistics).
    pub fn ask(&mut self, action: Pending) -> Vec<Effect> {
        let ask = match action {
            Pending::ResetStats => true,
            _ => self.in_progress(),
        };
        if !ask {
            return self.perform(action);
        }
        let question = Question {
            action,
            playing: self.variant(),
            moves: self.game.moves().len(),
        };
        self.question = Some(question);
        let mut effects = self.cancel_drag();
        effects.push(Effect::Ask(question));
        effects
    }

    /// The player's answer (a button; `false` also when the dialog closed).
    pub fn answer(&mut self, yes: bool) -> Vec<Effect> {
        let mut effects = vec![Effect::CloseQuestion];
        match (yes, self.question.take().map(|q| q.action)) {
            (true, Some(action)) => effects.extend(self.perform(action)),
            (false, Some(Pending::Attributes(v, deal))) => effects.push(Effect::Declined(v, deal)),
            _ => {}
        }
        effects.push(Effect::ShowOptions);
        effects
    }

    /// Forgets the question (the page's script dealt without asking):
    /// `true` when there was one, and the dialog should close.
    pub fn drop_question(&mut self) -> bool {
        self.question.take().is_some()
    }

    fn perform(&mut self, action: Pending) -> Vec<Effect> {
        match action {
            Pending::Restart => {
                let mut effects = self.cancel_drag();
                self.game.restart();
                self.clock = Clock::default();
                effects.push(Effect::Restarted);
                effects
            }
            // Another deal with Double Canfield's rules makes them the
            // setting.
            Pending::Deal(v) | Pending::Attributes(v, None) => {
                let mut effects = Vec::new();
                if v.has_options() {
                    self.settings.draw = v.draw;
                    self.settings.spaces = v.spaces;
                    effects.push(Effect::StoreSettings);
                }
                effects.push(Effect::Perform(Pending::Deal(v)));
                effects
            }
            other => vec![Effect::Perform(other)],
        }
    }

    /// After any change of position: the clock runs from the first move
    /// until the game ends, and the status is taken (with what it was).
    pub fn settle(&mut self, now: f64) -> Settled {
        let status = self.game.status();
        let before = std::mem::replace(&mut self.status, status);
        let running = status == Status::Playing && self.game.moves().len() > 0;
        match (self.clock.since, running) {
            (None, true) => self.clock.since = Some(now),
            (Some(s), false) => {
                self.clock.banked += (now - s).max(0.0);
                self.clock.since = None;
            }
            _ => {}
        }
        Settled {
            before,
            now: status,
        }
    }

    /// Milliseconds on the clock at `now`.
    pub fn elapsed(&self, now: f64) -> f64 {
        self.clock.banked + self.clock.since.map_or(0.0, |s| (now - s).max(0.0))
    }

    /// The clock as the bar shows it: `04:05`.
    pub fn clock_text(&self, now: f64) -> String {
        let secs = whole_secs(self.elapsed(now));
        format!("{:02}:{:02}", secs / 60, secs % 60)
    }

    /// The replay viewer's deal: the game at its start with the moves a
    /// code named played and then taken back, so that redo steps through
    /// them (`moves` stops at its first illegal move). Returns the steps.
    pub fn seat_replay(&mut self, moves: &[Move]) -> usize {
        self.game.restart();
        for &mv in moves {
            if self.game.play(mv).is_err() {
                break;
            }
        }
        let steps = self.game.moves().len();
        while self.game.undo().is_some() {}
        steps
    }

    /// Undoes or redoes to `n` moves at once (the replay viewer's jumps):
    /// `true` when the position changed.
    pub fn step_to(&mut self, n: usize) -> bool {
        let mut changed = false;
        while self.game.moves().len() > n && self.game.undo().is_some() {
            changed = true;
        }
        while self.game.moves().len() < n && self.game.redo().is_some() {
            changed = true;
        }
        changed
    }
}

/// The game a bar's or dialog's choice names (`SelectGame`), if any.
pub fn game_of(id: &str) -> Option<GameId> {
    GameId::parse(id).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::PileId;
    use crate::table::gesture::{Hits, PressAt, Spot};
    use crate::table::words::{tests::files, Lang};

    fn en() -> Messages {
        Messages::english()
    }

    /// Every question and refusal, for the word tests.
    fn every_question_and_refusal() -> (Vec<Question>, Vec<Refusal>) {
        let playing = Variant::new(GameId::Caprice);
        let lucas = Variant::new(GameId::LucasLeaps);
        let canfield =
            Variant::with_options(GameId::DoubleCanfield, Some(3), Some(Spaces::Any)).unwrap();
        let deal = DealNumber::new(42).unwrap();
        let questions = [
            (Pending::New, playing),
            (Pending::Deal(lucas), playing),
            (Pending::Attributes(lucas, Some(deal)), playing),
            (Pending::Deal(canfield), canfield),
            (Pending::Restart, playing),
            (Pending::ResetStats, playing),
        ]
        .into_iter()
        .map(|(action, playing)| Question {
            action,
            playing,
            moves: 5,
        })
        .collect();
        let card = Card::from_index(6);
        let refusals = vec![
            Refusal::NothingToUndo,
            Refusal::NothingToRedo,
            Refusal::NoMove { card, count: 1 },
            Refusal::NoMove { card, count: 3 },
            Refusal::NoFoundation(card),
        ];
        (questions, refusals)
    }

    #[test]
    fn questions_and_refusals_in_english_and_every_language() {
        let (questions, refusals) = every_question_and_refusal();
        let en = en();
        let said: Vec<[String; 4]> = questions
            .iter()
            .map(|q| {
                let w = q.words(&en);
                [w.title, w.text, w.yes, w.no]
            })
            .collect();
        let leave =
            "You have made 5 moves in this game. Leaving it counts as a loss in your statistics.";
        assert_eq!(
            said,
            vec![
                ["Start a new deal?", leave, "New deal", "Keep playing"].map(String::from),
                ["Play Lucas Leaps?", leave, "Play Lucas Leaps", "Keep playing"].map(String::from),
                ["Play Lucas Leaps #42?", leave, "Play #42", "Keep playing"].map(String::from),
                [
                    "Play Double Canfield with draw 3 and spaces: any?",
                    &format!("The rules change with a new deal. {leave}"),
                    "New deal",
                    "Keep playing"
                ]
                .map(String::from),
                [
                    "Start this deal again?",
                    "Your 5 moves in this game will be undone.",
                    "Restart",
                    "Keep playing"
                ]
                .map(String::from),
                [
                    "Reset all statistics?",
                    "Every figure of every game goes back to zero. Export them first to keep a copy.",
                    "Reset",
                    "Cancel"
                ]
                .map(String::from),
            ]
        );
        let one = Question {
            action: Pending::Restart,
            playing: Variant::new(GameId::Caprice),
            moves: 1,
        };
        assert_eq!(
            one.words(&en).text,
            "Your 1 move in this game will be undone."
        );
        let name = Card::from_index(6).name();
        assert_eq!(
            refusals.iter().map(|r| r.spoken(&en)).collect::<Vec<_>>(),
            vec![
                "Nothing to undo.".to_string(),
                "Nothing to redo.".to_string(),
                format!("There is no legal move for the {name}."),
                format!("There is no legal move for the 3 cards from the {name}."),
                format!("No foundation takes the {name} yet."),
            ]
        );
        for lang in Lang::ALL {
            let w = Messages::of(lang, &files(lang.tag())).unwrap();
            for q in &questions {
                let Words {
                    title,
                    text,
                    yes,
                    no,
                } = q.words(&w);
                for said in [title, text, yes, no] {
                    assert!(
                        !said.is_empty() && !said.contains("confirm-"),
                        "{lang:?}: {said}"
                    );
                }
            }
            for r in &refusals {
                let said = r.spoken(&w);
                assert!(
                    !said.is_empty() && !said.starts_with("refusal-"),
                    "{lang:?}: {said}"
                );
            }
        }
    }

    const AT: f64 = 1_000.0;

    fn caprice() -> Session {
        Session::fresh(Variant::new(GameId::Caprice), DealNumber::new(7).unwrap())
    }

    fn canfield() -> Session {
        Session::fresh(
            Variant::new(GameId::DoubleCanfield),
            DealNumber::new(3).unwrap(),
        )
    }

    /// The first legal move of the position that is not the stock.
    fn some_move(s: &Session) -> Move {
        s.position().legal_moves()[0]
    }

    fn moved(effects: &[Effect]) -> &Moved {
        effects
            .iter()
            .find_map(|e| match e {
                Effect::Moved(m) => Some(&**m),
                _ => None,
            })
            .expect("a move")
    }

    #[test]
    fn play_makes_the_move_and_hands_back_its_movements() {
        let mut s = caprice();
        let mv = some_move(&s);
        let before = s.position().clone();
        let effects = s.update(&Input::Play(mv), AT).unwrap();
        let m = moved(&effects);
        assert_eq!((m.mv, m.kind), (mv, MoveKind::Move));
        assert_eq!(m.before, before);
        assert_eq!(m.shown, m.movements);
        assert_eq!(s.game().moves().len(), 1);
    }

    #[test]
    fn an_illegal_move_is_refused_with_the_engines_reason() {
        let mut s = caprice();
        let effects = s.update(&Input::Redeal, AT).unwrap();
        let Effect::Refused(Refusal::Illegal(e)) = &effects[0] else {
            panic!("{effects:?}")
        };
        assert_eq!(effects.len(), 1);
        assert!(!Refusal::Illegal(e.clone()).spoken(&en()).is_empty());
        assert_eq!(s.game().moves().len(), 0, "nothing played");
        let mut dc = canfield();
        let effects = dc.update(&Input::Stock, AT).unwrap();
        assert_eq!(
            moved(&effects).mv,
            Move::Stock,
            "Double Canfield deals from its stock"
        );
    }

    #[test]
    fn undo_shows_the_movements_backwards_and_redo_forwards() {
        let mut s = canfield();
        let played = s.update(&Input::Stock, AT).unwrap();
        let forward = moved(&played).movements.clone();
        let after = s.position().clone();
        let effects = s.update(&Input::Undo, AT).unwrap();
        assert_eq!(effects.len(), 1, "no drag to let go of");
        let m = moved(&effects);
        assert_eq!(m.kind, MoveKind::Undo);
        assert_eq!(m.movements, forward);
        let back: Vec<Movement> = forward
            .iter()
            .rev()
            .map(|x| Movement {
                from: x.to,
                to: x.from,
                count: x.count,
            })
            .collect();
        assert_eq!(m.shown, back);
        let effects = s.update(&Input::Redo, AT).unwrap();
        let m = moved(&effects);
        assert_eq!((m.kind, &m.shown), (MoveKind::Redo, &forward));
        assert_eq!(*s.position(), after);
    }

    #[test]
    fn nothing_to_undo_or_redo_is_said() {
        let mut s = caprice();
        let effects = s.update(&Input::Undo, AT).unwrap();
        assert_eq!(effects, vec![Effect::Refused(Refusal::NothingToUndo)]);
        let effects = s.update(&Input::Redo, AT).unwrap();
        assert_eq!(effects, vec![Effect::Refused(Refusal::NothingToRedo)]);
        assert_eq!(Refusal::NothingToUndo.spoken(&en()), "Nothing to undo.");
    }

    #[test]
    fn the_undo_keys_undo_and_redo_and_escape_lets_go() {
        let key = |k: &str, ctrl, shift| Input::Key {
            key: k.into(),
            ctrl,
            shift,
        };
        let mut s = canfield();
        s.update(&Input::Stock, AT);
        let e = s.update(&key("Z", true, false).normalised(), AT).unwrap();
        assert_eq!(moved(&e).kind, MoveKind::Undo);
        let e = s.update(&key("z", true, true).normalised(), AT).unwrap();
        assert_eq!(moved(&e).kind, MoveKind::Redo);
        s.update(&key("z", true, false).normalised(), AT);
        let e = s.update(&key("y", true, false).normalised(), AT).unwrap();
        assert_eq!(moved(&e).kind, MoveKind::Redo);
        assert_eq!(
            s.update(&key("Escape", false, false), AT),
            Some(Vec::new()),
            "no drag to let go of"
        );
        assert_eq!(s.update(&key("z", false, false), AT), Some(Vec::new()));
    }

    #[test]
    fn new_and_restart_ask_only_when_a_game_is_in_progress() {
        let mut s = caprice();
        assert_eq!(
            s.update(&Input::New, AT),
            Some(vec![Effect::Perform(Pending::New)])
        );
        let restarted = s.update(&Input::Restart, AT).unwrap();
        assert!(restarted.contains(&Effect::Restarted));
        let mv = some_move(&s);
        s.update(&Input::Play(mv), AT);
        let e = s.update(&Input::New, AT).unwrap();
        let Effect::Ask(q) = e[0] else {
            panic!("{e:?}")
        };
        assert_eq!((q.action, q.moves), (Pending::New, 1));
        assert_eq!(s.question(), Some(q));
        let words = q.words(&en());
        assert_eq!(words.title, "Start a new deal?");
        assert!(words.text.contains("1 move in"), "{}", words.text);
        assert_eq!(words.no, "Keep playing");
        let e = s.update(&Input::Restart, AT).unwrap();
        assert!(matches!(
            e[0],
            Effect::Ask(Question {
                action: Pending::Restart,
                ..
            })
        ));
    }

    #[test]
    fn yes_does_what_waited_and_no_keeps_playing() {
        let mut s = caprice();
        let mv = some_move(&s);
        s.update(&Input::Play(mv), AT);
        s.update(&Input::Restart, AT);
        let no = s.update(&Input::Confirm(false), AT).unwrap();
        assert_eq!(no, vec![Effect::CloseQuestion, Effect::ShowOptions]);
        assert_eq!(s.game().moves().len(), 1, "still playing");
        s.update(&Input::Restart, AT);
        let yes = s.update(&Input::Confirm(true), AT).unwrap();
        assert!(yes.contains(&Effect::Restarted));
        assert_eq!(s.game().moves().len(), 0, "the deal from the start");
        assert_eq!(s.question(), None);
        // An answer with nothing asked does nothing but close.
        assert_eq!(
            s.update(&Input::Confirm(true), AT),
            Some(vec![Effect::CloseQuestion, Effect::ShowOptions])
        );
    }

    #[test]
    fn declined_attributes_are_handed_back_and_a_new_deal_of_a_game_is_a_deal() {
        let mut s = caprice();
        let mv = some_move(&s);
        s.update(&Input::Play(mv), AT);
        let lucas = Variant::new(GameId::LucasLeaps);
        let deal = DealNumber::new(42).unwrap();
        let e = s.ask(Pending::Attributes(lucas, Some(deal)));
        let Effect::Ask(q) = e[0] else { panic!() };
        assert_eq!(q.words(&en()).title, "Play Lucas Leaps #42?");
        let no = s.update(&Input::Confirm(false), AT).unwrap();
        assert!(no.contains(&Effect::Declined(lucas, Some(deal))));
        s.ask(Pending::Attributes(lucas, None));
        let yes = s.update(&Input::Confirm(true), AT).unwrap();
        assert!(yes.contains(&Effect::Perform(Pending::Deal(lucas))));
    }

    #[test]
    fn the_statistics_reset_is_always_asked() {
        let mut s = caprice();
        let e = s.update(&Input::StatsReset, AT).unwrap();
        let Effect::Ask(q) = e[0] else { panic!() };
        assert_eq!(q.words(&en()).no, "Cancel");
        let yes = s.update(&Input::Confirm(true), AT).unwrap();
        assert!(yes.contains(&Effect::Perform(Pending::ResetStats)));
    }

    #[test]
    fn the_double_canfield_question_names_the_rules() {
        let mut s = canfield();
        s.update(&Input::Stock, AT);
        let other =
            Variant::with_options(GameId::DoubleCanfield, Some(1), Some(Spaces::Any)).unwrap();
        let e = s.ask(Pending::Deal(other));
        let Effect::Ask(q) = e[0] else { panic!() };
        let w = q.words(&en());
        assert_eq!(w.title, "Play Double Canfield with draw 1 and spaces: any?");
        assert!(w.text.starts_with("The rules change with a new deal."));
    }

    #[test]
    fn the_clock_runs_from_the_first_move_until_the_game_ends() {
        let mut s = canfield();
        s.settle(0.0);
        assert_eq!(
            s.update(&Input::Tick, 5_000.0),
            Some(vec![Effect::Clock("00:00".into())])
        );
        s.update(&Input::Stock, 5_000.0);
        s.settle(5_000.0);
        assert_eq!(s.clock_text(70_500.0), "01:05");
        // Loaded with time on it, the clock waits for the next move.
        let game = s.game().clone();
        s.load(game, DealNumber::new(3).unwrap(), 61, Tally::Fresh);
        assert_eq!(s.clock_text(999_000.0), "01:01");
        s.settle(100_000.0);
        assert_eq!(s.clock_text(102_000.0), "01:03");
        s.take_over();
        assert_eq!(s.elapsed(200_000.0), 0.0);
    }

    #[test]
    fn settling_reports_a_change_of_status_once() {
        let mut s = caprice();
        let first = s.settle(AT);
        assert_eq!(first.before, first.now);
        assert_eq!(s.status(), Status::Playing);
    }

    #[test]
    fn a_replay_is_seated_at_its_start_and_stepped_through() {
        let mut s = canfield();
        let moves = [Move::Stock, Move::Stock];
        assert_eq!(s.seat_replay(&moves), 2);
        assert_eq!(s.game().moves().len(), 0);
        assert!(s.game().can_redo());
        assert!(s.step_to(2));
        assert_eq!(s.game().moves().len(), 2);
        assert!(!s.step_to(2), "already there");
        assert!(s.step_to(1));
        // An illegal move ends the replay's moves.
        let bad = Move::Transfer {
            from: PileId::tableau(0),
            to: PileId::tableau(0),
            count: 13,
        };
        assert_eq!(s.seat_replay(&[Move::Stock, bad, Move::Stock]), 1);
    }

    fn lucas() -> Session {
        Session::fresh(
            Variant::new(GameId::LucasLeaps),
            DealNumber::new(42).unwrap(),
        )
    }

    /// A one-card tableau transfer of the position.
    fn transfer(pos: &Position) -> (PileId, PileId) {
        pos.legal_moves()
            .into_iter()
            .find_map(|m| match m {
                Move::Transfer { from, count: 1, to } if from.is_tableau() => Some((from, to)),
                _ => None,
            })
            .expect("a one-card transfer")
    }

    fn top(s: &Session, id: PileId) -> Spot {
        Spot {
            pile: id,
            card: Some(s.position().pile(id).len() - 1),
        }
    }

    /// Where pile `id`'s top card is drawn, with the table's corner at the
    /// page's origin.
    fn top_at(s: &Session, id: PileId) -> (f64, f64) {
        let l = s.layout();
        let slot = l.slot(id).unwrap();
        let len = s.position().pile(id).len();
        let (dx, dy) = l.offset(id, len.saturating_sub(1), len, l.fan(id, len));
        (slot.x + dx, slot.y + dy)
    }

    #[test]
    fn a_drag_dropped_on_a_target_is_played_and_flies_on_from_the_drop() {
        let mut s = lucas();
        let fitted = Layout::new(s.position(), 1000.0, 700.0);
        assert_eq!(
            s.update(&Input::Fitted(fitted.clone()), AT),
            Some(Vec::new())
        );
        assert_eq!(*s.layout(), fitted);
        let (from, to) = transfer(s.position());
        let card = top_at(&s, from);
        let at = PressAt {
            pointer: (card.0 + 10.0, card.1 + 10.0),
            table: (0.0, 0.0),
            card,
        };
        let down = Input::PointerDown {
            hits: Hits::at(Some(top(&s, from))),
            pointer: 1,
            at,
            primary: true,
        };
        let e = s.update(&down, AT).unwrap();
        assert_eq!(e[0], Effect::PointerTaken);
        assert!(matches!(
            e[1],
            Effect::Drag {
                act: Act::Capture { .. },
                pointer: Some(1)
            }
        ));
        assert!(s.pressed());
        let target = top_at(&s, to);
        let (x, y) = (
            at.pointer.0 + target.0 - card.0,
            at.pointer.1 + target.1 - card.1 + 5.0,
        );
        let e = s
            .update(&Input::PointerMove { pointer: 1, x, y }, AT + 50.0)
            .unwrap();
        assert!(
            matches!(
                e[0],
                Effect::Drag {
                    act: Act::Lift { .. },
                    ..
                }
            ),
            "{e:?}"
        );
        let e = s
            .update(&Input::PointerUp { pointer: 1, x, y }, AT + 300.0)
            .unwrap();
        let m = moved(&e);
        assert_eq!(m.mv, Move::Transfer { from, count: 1, to });
        assert_eq!(
            m.dropped.as_ref().map(|d| (d.from, d.count)),
            Some((from, 1))
        );
        assert_eq!(s.game().moves().len(), 1);
        assert!(!s.pressed());
    }

    #[test]
    fn a_drag_cancelled_flies_back_and_plays_nothing() {
        let mut s = lucas();
        let (from, _) = transfer(s.position());
        let card = top_at(&s, from);
        let at = PressAt {
            pointer: (card.0 + 5.0, card.1 + 5.0),
            table: (0.0, 0.0),
            card,
        };
        let spot = Some(top(&s, from));
        // A drag under way with pointer `p`, then `end`: the cards fly back.
        let mut drag_then = |p: i32, end: Input| -> Vec<Effect> {
            let down = Input::PointerDown {
                hits: Hits::at(spot),
                pointer: p,
                at,
                primary: true,
            };
            s.update(&down, AT);
            let (x, y) = (at.pointer.0 + 80.0, at.pointer.1 + 80.0);
            s.update(&Input::PointerMove { pointer: p, x, y }, AT);
            s.update(&end, AT).unwrap()
        };
        let fly_back = |e: &[Effect]| {
            matches!(
                e.first(),
                Some(Effect::Drag {
                    act: Act::FlyBack { .. },
                    ..
                })
            )
        };
        let escape = Input::Key {
            key: "Escape".into(),
            ctrl: false,
            shift: false,
        };
        let e = drag_then(3, Input::PointerCancel { pointer: 3 });
        assert!(fly_back(&e) && e.len() == 1, "{e:?}");
        // Escape lets go of a drag the same way.
        let e = drag_then(4, escape.clone());
        assert!(fly_back(&e) && e.len() == 1, "{e:?}");
        // So does a window that changes size, then the piles are laid out.
        let e = drag_then(5, Input::Resize);
        assert!(fly_back(&e) && e[1..] == [Effect::Relayout], "{e:?}");
        assert_eq!(s.game().moves().len(), 0);
        assert!(
            s.update(&escape, AT).unwrap().is_empty(),
            "nothing left to let go of"
        );
    }

    #[test]
    fn a_click_plays_the_cards_move_and_a_click_on_nothing_says_so() {
        let mut s = lucas();
        let (from, _) = transfer(s.position());
        let e = s
            .update(
                &Input::Click {
                    hits: Hits::at(Some(top(&s, from))),
                    detail: 1,
                },
                AT,
            )
            .unwrap();
        assert_eq!(moved(&e).kind, MoveKind::Move);
        assert_eq!(s.game().moves().len(), 1);
        // A card that has no move: the refusal names it.
        let stuck = s
            .position()
            .pile_ids()
            .filter(|id| id.is_tableau() && !s.position().pile(*id).is_empty())
            .find(|&id| {
                !s.position()
                    .legal_moves()
                    .iter()
                    .any(|m| matches!(m, Move::Transfer { from, count: 1, .. } if *from == id))
            });
        if let Some(id) = stuck {
            let e = s
                .update(
                    &Input::Click {
                        hits: Hits::at(Some(top(&s, id))),
                        detail: 1,
                    },
                    AT + 5_000.0,
                )
                .unwrap();
            let refusal = e.iter().find_map(|x| match x {
                Effect::Refused(r) => Some(r.clone()),
                _ => None,
            });
            let words = refusal.expect("a refusal").spoken(&en());
            assert!(
                words.contains("no legal move") || words.contains("cannot"),
                "{words}"
            );
        }
    }

    #[test]
    fn a_double_click_sends_a_card_home_or_says_no_foundation_takes_it() {
        let mut s = lucas();
        let home = s
            .position()
            .legal_moves()
            .into_iter()
            .find_map(|m| match m {
                Move::Transfer { from, count: 1, to } if to.is_foundation() => Some(from),
                _ => None,
            });
        let Some(from) = home else { return };
        let e = s
            .update(
                &Input::DoubleClick {
                    hits: Hits::at(Some(top(&s, from))),
                },
                AT,
            )
            .unwrap();
        let m = moved(&e);
        assert!(
            matches!(m.mv, Move::Transfer { to, .. } if to.is_foundation()),
            "{m:?}"
        );
        assert_eq!(
            Refusal::NoFoundation("TS".parse().unwrap()).spoken(&en()),
            "No foundation takes the ten of spades yet."
        );
        assert_eq!(
            Refusal::NoMove {
                card: "TS".parse().unwrap(),
                count: 2
            }
            .spoken(&en()),
            "There is no legal move for the 2 cards from the ten of spades."
        );
    }

    #[test]
    fn a_setting_is_kept_stored_and_shown() {
        use crate::table::layout::CardSize;
        let mut s = caprice();
        let e = s
            .update(&Input::Setting(Setting::FourColour(true)), AT)
            .unwrap();
        assert_eq!(e, vec![Effect::StoreSettings, Effect::Look]);
        assert!(s.settings().four_colour);
        let e = s
            .update(&Input::Setting(Setting::Size(CardSize::Large)), AT)
            .unwrap();
        assert_eq!(
            e,
            vec![Effect::StoreSettings, Effect::Look, Effect::Relayout]
        );
        assert_eq!(s.settings().size, CardSize::Large);
        // The Eyes settings: the large index lays the table out again (its
        // fans make room for it); the theme is only a look.
        let e = s
            .update(&Input::Setting(Setting::LargeIndex(true)), AT)
            .unwrap();
        assert_eq!(
            e,
            vec![Effect::StoreSettings, Effect::Look, Effect::Relayout]
        );
        assert!(s.settings().large_index);
        let e = s
            .update(
                &Input::Setting(Setting::Theme(crate::table::records::settings::Theme::Dark)),
                AT,
            )
            .unwrap();
        assert_eq!(e, vec![Effect::StoreSettings, Effect::Look]);
        assert_eq!(
            s.settings().theme,
            crate::table::records::settings::Theme::Dark
        );
        let e = s
            .update(&Input::Setting(Setting::Chances(false)), AT)
            .unwrap();
        assert_eq!(e, vec![Effect::StoreSettings, Effect::Look]);
        assert!(!s.settings().chances);
        // A new deal keeps them.
        let game = Game::deal(
            Variant::new(GameId::LucasLeaps),
            DealNumber::new(9).unwrap(),
        );
        s.load(game, DealNumber::new(9).unwrap(), 0, Tally::Fresh);
        assert!(s.settings().four_colour && !s.settings().chances);
    }

    #[test]
    fn another_game_chosen_is_a_deal_of_it_with_the_settings_rules() {
        let mut s = caprice().with_settings(Settings {
            draw: 1,
            ..Settings::default()
        });
        let e = s
            .update(&Input::SelectGame("double-canfield".into()), AT)
            .unwrap();
        let Effect::Perform(Pending::Deal(v)) = e[e.len() - 1] else {
            panic!("{e:?}")
        };
        assert_eq!((v.game, v.draw), (GameId::DoubleCanfield, 1));
        assert_eq!(
            s.update(&Input::SelectGame("klondike".into()), AT),
            Some(Vec::new())
        );
        // With a game in progress, the question first.
        let mv = some_move(&s);
        s.update(&Input::Play(mv), AT);
        let e = s
            .update(&Input::SelectGame("lucas-leaps".into()), AT)
            .unwrap();
        let Effect::Ask(q) = e[0] else {
            panic!("{e:?}")
        };
        assert_eq!(q.words(&en()).title, "Play Lucas Leaps?");
    }

    #[test]
    fn double_canfields_rules_change_the_setting_or_deal_after_asking() {
        // Not playing Double Canfield: only the setting changes.
        let mut s = caprice();
        let e = s.update(&Input::SelectDraw("1".into()), AT).unwrap();
        assert_eq!(e, vec![Effect::StoreSettings, Effect::ShowOptions]);
        assert_eq!(s.settings().draw, 1);
        s.update(&Input::SelectSpaces("any".into()), AT);
        assert_eq!(s.settings().spaces, Spaces::Any);
        // Nonsense changes nothing.
        s.update(&Input::SelectDraw("7".into()), AT);
        assert_eq!(s.settings().draw, 1);
        // Playing it, with moves made: a question, then the deal; the
        // rules become the setting once the deal is done.
        let mut dc = canfield();
        dc.update(&Input::Stock, AT);
        let e = dc.update(&Input::SelectDraw("1".into()), AT).unwrap();
        let Effect::Ask(q) = e[0] else {
            panic!("{e:?}")
        };
        assert_eq!(dc.settings().draw, 3, "not yet");
        let Pending::Deal(v) = q.action else { panic!() };
        let yes = dc.update(&Input::Confirm(true), AT).unwrap();
        assert!(yes.contains(&Effect::StoreSettings));
        assert!(yes.contains(&Effect::Perform(Pending::Deal(v))));
        assert_eq!(dc.settings().draw, 1);
        // The same rules as the deal's: nothing to do.
        let mut same = canfield();
        assert_eq!(
            same.update(&Input::SelectDraw("3".into()), AT),
            Some(Vec::new())
        );
    }

    #[test]
    fn a_double_canfield_deal_shown_makes_its_rules_the_setting() {
        let mut s = Session::fresh(
            Variant::with_options(GameId::DoubleCanfield, Some(1), Some(Spaces::Any)).unwrap(),
            DealNumber::new(5).unwrap(),
        );
        assert_eq!(
            s.deal_shown(),
            vec![Effect::StoreSettings, Effect::ShowOptions]
        );
        assert_eq!((s.settings().draw, s.settings().spaces), (1, Spaces::Any));
        assert_eq!(s.deal_shown(), vec![Effect::ShowOptions], "once");
        assert_eq!(caprice().deal_shown(), vec![Effect::ShowOptions]);
    }

    #[test]
    fn the_first_move_counts_a_game_played_and_a_win_won_once() {
        let mut s = caprice();
        assert_eq!(
            s.count_change(AT, 100, None),
            Counted::default(),
            "no move yet"
        );
        let mv = some_move(&s);
        s.update(&Input::Play(mv), AT);
        let c = s.count_change(AT, 100, None);
        assert!(matches!(&c.ops[..], [Op::Start { now: 100, .. }]), "{c:?}");
        assert_eq!(c.days, vec![DayResult::Played]);
        assert_eq!(s.tally(), Tally::Played);
        assert_eq!(s.count_change(AT, 101, None), Counted::default(), "once");
        // Leaving it unwon is a loss; the demo settles it as not won.
        assert!(matches!(
            &s.count_leave(102)[..],
            [Op::Abandon { now: 102, .. }]
        ));
        assert!(matches!(&s.count_assist(103)[..], [Op::Abandon { .. }]));
        assert_eq!(s.tally(), Tally::Assisted);
        assert!(s.count_assist(104).is_empty(), "once");
        assert!(s.count_leave(105).is_empty(), "settled already");
        // A fresh game assisted counts as played and not won.
        let mut fresh = caprice();
        let ops = fresh.count_assist(106);
        assert!(
            matches!(&ops[..], [Op::Start { .. }, Op::Abandon { .. }]),
            "{ops:?}"
        );
        assert!(caprice().count_leave(107).is_empty(), "never played");
    }

    /// The first Capricieuse deal the solver wins, and its winning line.
    #[cfg(not(target_arch = "wasm32"))]
    fn won_capricieuse() -> (DealNumber, Vec<Move>) {
        let variant = Variant::new(GameId::Capricieuse);
        (1..20u64)
            .find_map(|n| {
                let d = DealNumber::new(n).unwrap();
                let pos = crate::engine::deal(variant, d);
                match crate::solver::solve(&pos, crate::solver::Budget::nodes(300_000)).outcome {
                    crate::solver::Outcome::Winnable(line) => Some((d, line)),
                    _ => None,
                }
            })
            .expect("a won Capricieuse deal")
    }

    #[test]
    #[cfg(not(target_arch = "wasm32"))]
    fn a_win_counts_its_time_and_moves() {
        // A Capricieuse deal and the solver's winning line for it.
        let variant = Variant::new(GameId::Capricieuse);
        let (deal, line) = won_capricieuse();
        let mut s = Session::fresh(variant, deal);
        s.settle(0.0);
        s.play(line[0]).unwrap();
        s.settle(1_000.0);
        s.count_change(1_000.0, 400, None);
        for mv in &line[1..] {
            s.play(*mv).unwrap();
        }
        s.settle(43_500.0);
        let c = s.count_change(99_000.0, 500, Some(Grade::Medium));
        let n = line.len() as u32;
        assert!(
            matches!(&c.ops[..], [Op::Win { secs: 42, moves, now: 500, grade: Some(g), .. }] if *moves == n && g == "medium"),
            "the clock stopped at the win: {c:?}"
        );
        assert_eq!(c.days, vec![DayResult::Won]);
        assert_eq!(s.tally(), Tally::Won);
        assert!(s.count_leave(501).is_empty(), "a win is no loss");
        assert_eq!(
            s.count_change(99_500.0, 502, None),
            Counted::default(),
            "once"
        );
    }

    #[test]
    #[cfg(not(target_arch = "wasm32"))]
    fn the_solution_taken_over_and_finished_is_assisted_never_won() {
        // The solver's solution, watched to near its end, taken over
        // ("Play from here") and finished by the player.
        let variant = Variant::new(GameId::Capricieuse);
        let (deal, line) = won_capricieuse();
        let mut s = Session::fresh(variant, deal);
        s.settle(0.0);
        let watched = line.len() - 3;
        for mv in &line[..watched] {
            s.play(*mv).unwrap();
        }
        s.take_over();
        let c = s.count_change(1_000.0, 400, None);
        assert!(
            matches!(&c.ops[..], [Op::Start { .. }, Op::Abandon { .. }]),
            "played and settled as not won at once: {c:?}"
        );
        assert_eq!(s.tally(), Tally::Assisted);
        for mv in &line[watched..] {
            s.play(*mv).unwrap();
        }
        s.settle(8_000.0);
        assert_eq!(s.game().status(), Status::Won);
        let c = s.count_change(8_000.0, 500, Some(Grade::Medium));
        assert_eq!(
            c,
            Counted::default(),
            "no win, no best time or fewest moves"
        );
        assert!(s.count_leave(501).is_empty(), "settled already");
        // Taken over at the deal (no move of the replay's): the player's own.
        let mut own = Session::fresh(variant, deal);
        own.settle(0.0);
        own.take_over();
        assert_eq!(own.count_change(AT, 600, None), Counted::default());
        own.play(line[0]).unwrap();
        let c = own.count_change(AT, 601, None);
        assert!(matches!(&c.ops[..], [Op::Start { .. }]), "{c:?}");
        assert_eq!(own.tally(), Tally::Played);
    }

    #[test]
    fn changed_attributes_deal_what_they_name_after_asking() {
        let mut s = caprice();
        s.attributes_are("game=caprice&deal=7".into());
        // The same deal: the options follow, nothing is dealt.
        let e = s.update(
            &Input::Configure("game=caprice&deal=7&autoplay=0".into()),
            AT,
        );
        assert_eq!(
            e,
            Some(vec![
                Effect::Configured("game=caprice&deal=7&autoplay=0".into()),
                Effect::StopAutoplay
            ])
        );
        // Another deal, nothing played: dealt at once.
        let e = s
            .update(&Input::Configure("game=caprice&deal=8".into()), AT)
            .unwrap();
        let deal8 = DealNumber::new(8).unwrap();
        assert_eq!(
            e[1..],
            [Effect::Perform(Pending::Attributes(
                Variant::new(GameId::Caprice),
                Some(deal8)
            ))]
        );
        // Another game with moves made: asked first; declined, handed back.
        let mv = some_move(&s);
        s.update(&Input::Play(mv), AT);
        let e = s
            .update(&Input::Configure("game=lucas-leaps".into()), AT)
            .unwrap();
        assert!(
            matches!(e[1], Effect::Ask(Question { action: Pending::Attributes(v, None), .. }) if v.game == GameId::LucasLeaps),
            "{e:?}"
        );
        let no = s.update(&Input::Confirm(false), AT).unwrap();
        assert!(no.contains(&Effect::Declined(Variant::new(GameId::LucasLeaps), None)));
        // A deal number that is not one: kept, and said.
        let e = s
            .update(&Input::Configure("game=lucas-leaps&deal=banana".into()), AT)
            .unwrap();
        assert!(
            matches!(e.last(), Some(Effect::Notices(n)) if n[0].text(&en()).contains("banana")),
            "{e:?}"
        );
    }

    #[test]
    fn a_saved_game_opens_with_its_clock_tally_settings_and_attributes() {
        // Regression: a game saved after its first move was counted as
        // played a second time after a reload, because the table opened
        // it without its tally.
        let variant = Variant::new(GameId::DoubleCanfield);
        let deal = DealNumber::new(3).unwrap();
        let mut game = Game::deal(variant, deal);
        game.play(Move::Stock).unwrap();
        let saved = Restored {
            game,
            deal,
            secs: 95,
            tally: Tally::Played,
            daily: None,
        };
        let settings = Settings {
            four_colour: true,
            ..Settings::default()
        };
        let mut s = Session::opened(saved, settings, "game=double-canfield&deal=3".into());
        assert_eq!(s.tally(), Tally::Played);
        assert_eq!(s.clock_text(0.0), "01:35");
        assert!(s.settings().four_colour);
        s.update(&Input::Stock, AT);
        assert_eq!(
            s.count_change(AT, 1, None),
            Counted::default(),
            "counted once already"
        );
        // The same deal's attributes again change nothing.
        assert_eq!(
            s.update(&Input::Configure("game=double-canfield&deal=3".into()), AT),
            Some(vec![Effect::Configured(
                "game=double-canfield&deal=3".into()
            )])
        );
    }

    #[test]
    fn other_inputs_are_not_the_sessions() {
        let mut s = caprice();
        assert_eq!(s.update(&Input::Help, AT), None);
        assert_eq!(s.update(&Input::Resize, AT), Some(vec![Effect::Relayout]));
        assert_eq!(s.update(&Input::PageHide, AT), Some(vec![Effect::Persist]));
        assert_eq!(s.update(&Input::AnimationCheck, AT), None);
        assert!(!s.drop_question());
        assert_eq!(game_of("lucas-leaps"), Some(GameId::LucasLeaps));
        assert_eq!(game_of("klondike"), None);
    }
}
