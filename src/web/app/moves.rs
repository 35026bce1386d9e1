//! Moves drawn: the session's effects, a move's flight and what follows every change of position; the keyboard's focus and held cards and autoplay's steps drawn (`Assist`).

use super::*;

impl App {
    /// How cards fly now: the animation-speed setting and the page's
    /// reduced-motion preference.
    pub(super) fn pace(&self) -> Pace {
        Pace {
            reduced: !self.motion_allowed() || self.board.prefers_reduced(),
            speed: self.speed_factor(),
        }
    }

    // ----- moves -----

    /// Draws a move made, undone or redone, and everything that follows.
    pub(super) fn show_change(&mut self, m: &Moved, lifted: Option<(PileId, usize, f64, f64)>) {
        match m.kind {
            MoveKind::Undo => self.show_movements(&m.shown, None),
            _ => self.show_move(m.mv, &m.shown, lifted),
        }
        self.say("");
        self.emit_move(m.mv, m.kind);
        self.after_change();
        match m.kind {
            MoveKind::Move => {
                self.assist
                    .moved(&m.before, m.mv, &m.movements, &self.core.view());
            }
            MoveKind::Undo => self.assist.undone(m.mv, &m.movements, &self.core.view()),
            MoveKind::Redo => {
                self.assist
                    .redone(&m.before, m.mv, &m.movements, &self.core.view());
            }
        }
    }

    /// Performs what the session decided (see `table::session::Effect`).
    pub(super) fn perform_session(&mut self, effects: Vec<SessionEffect>) {
        for effect in effects {
            match effect {
                // (Held cards went back first: `keyboard::Effect::Held`.)
                SessionEffect::PointerTaken => self.take_focus(),
                SessionEffect::Drag { act, pointer } => self.draw_drag(act, pointer),
                SessionEffect::Moved(m) => {
                    let lifted = m.dropped.as_ref().map(|d| {
                        self.board.clear_drag_marks(d.from, d.count, &d.targets);
                        (d.from, d.count, d.delta.0, d.delta.1)
                    });
                    self.show_change(&m, lifted);
                }
                SessionEffect::Refused(why) => self.say(&why.spoken(self.core.words())),
                SessionEffect::Ask(q) => self.dialogs.ask(&q, self.core.words()),
                SessionEffect::CloseQuestion => self.dialogs.close_question(),
                SessionEffect::Perform(action) => self.perform(action),
                SessionEffect::Restarted => self.restarted(),
                SessionEffect::Declined(v, deal) => self.attributes_declined(v, deal),
                SessionEffect::ShowOptions => self.sync_option_controls(),
                SessionEffect::Clock(text) => self.show_clock_text(text),
                SessionEffect::StoreSettings => self.store_settings(),
                SessionEffect::Look => {
                    self.apply_look();
                }
                SessionEffect::Relayout => self.relayout_if_changed(),
                SessionEffect::Persist => self.page_hide(),
                SessionEffect::Configured(search) => {
                    self.options.search = search;
                    self.sync_settings_form();
                }
                // (The core's: `TableState::update` takes it.)
                SessionEffect::StopAutoplay => {}
                SessionEffect::Notices(notices) => {
                    let text = link::notices_text(&notices, self.core.words());
                    self.say(&text);
                }
            }
        }
    }

    /// Draws a move just made: a redeal as a dealer does it, any other
    /// move by its movements.
    pub(super) fn show_move(
        &mut self,
        mv: Move,
        movements: &[Movement],
        lifted: Option<(PileId, usize, f64, f64)>,
    ) {
        let pace = self.pace();
        if mv != Move::Redeal || !self.board.show_redeal(&self.core.view(), pace, movements) {
            self.show_movements(movements, lifted);
        }
    }

    /// Redraws the piles `movements` touched, flying the moved cards from
    /// their old places (the table refitted between lifting the cards off
    /// and drawing them where they went).
    pub(super) fn show_movements(
        &mut self,
        movements: &[Movement],
        lifted: Option<(PileId, usize, f64, f64)>,
    ) {
        let (sim, mut spare) = self.board.lift_moved(movements, lifted, &self.core.view());
        self.refit(&mut spare);
        let pace = self.pace();
        self.board
            .draw_moved(sim, &self.core.view(), pace, &mut spare);
        discard(spare);
    }

    /// Everything that follows any change of position: the core's (see
    /// `TableInput::Drawn`), drawn by [`App::settled`].
    pub(super) fn after_change(&mut self) {
        let drawn = TableInput::Drawn {
            wall: seconds_now(),
        };
        self.answer(Input::Table(drawn));
    }

    /// Draws what follows a change that settled (see `Effect::Settled`).
    pub(super) fn settled(&mut self, settled: crate::table::session::Settled) {
        let status = settled.now;
        let elapsed = self.elapsed_ms();
        self.outbox.status(
            self.options.host.as_ref(),
            &self.core.view(),
            (settled.before, status),
            elapsed,
            self.source,
        );
        if self.shown.state.replace(status) != Some(status) {
            let _ = self.board.table.set_attribute("data-state", status.id());
        }
        self.show_controls();
        self.board.mark_blocked(self.core.view().position());
        self.assist
            .refresh(&mut self.board, &self.core.view(), self.core.finishing());
        self.show_clock();
        self.show_overlay();
        self.later.save = true;
        self.later.schedule(&self.window);
    }

    /// Writes what waits for the frame (see [`Later`]).
    pub(super) fn write_later(&mut self) {
        self.later.scheduled = false;
        if std::mem::take(&mut self.later.save) {
            self.save();
        }
        if std::mem::take(&mut self.later.records) {
            self.stats_write();
        }
    }

    // ----- pointer input -----

    /// Draws a press or drag the session decided (see `Effect::Drag`).
    pub(super) fn draw_drag(&mut self, act: Act, pointer: Option<i32>) {
        let pace = self.pace();
        if let Some(e) = self.board.draw_drag(act, pointer, pace) {
            self.say(&announce::reason(&e, self.core.words()));
        }
    }

    // ----- keyboard play, announcements, autoplay (see `assist`) -----

    /// Draws what the keyboard's decisions come to (see `table::keyboard`).
    pub(super) fn keys_effect(&mut self, effect: KeysEffect) {
        match effect {
            KeysEffect::Focus(pile) => self.assist.focus_pile(pile, &mut self.board),
            KeysEffect::Held => self.assist.show_hold(&mut self.board, &self.core.view()),
            KeysEffect::Announce(text) => self.announce(text),
        }
    }

    /// Puts `text` in the live region (see `Assist::announce`).
    pub(super) fn announce(&mut self, text: String) {
        self.assist.announce(text, &self.core.view());
    }

    /// Performs autoplay's effect (see `table::assist`).
    pub(super) fn auto_effect(&mut self, effect: AutoEffect) {
        match effect {
            AutoEffect::Timer(ms) => {
                let pace = self.pace();
                self.assist.auto_timer(Some(ms), &mut self.board, pace);
            }
            AutoEffect::Cancel => {
                let pace = self.pace();
                self.assist.auto_timer(None, &mut self.board, pace);
            }
            AutoEffect::Announce(text) => self.announce(text),
            AutoEffect::Say(text) => self.say(&text),
            AutoEffect::Played(m) => {
                // Its own entry in the history, drawn and flown like any
                // move.
                self.show_movements(&m.movements, None);
                self.as_source(Source::Autoplay, |a| {
                    a.emit_move(m.mv, MoveKind::Move);
                    a.after_change();
                });
            }
        }
    }

    /// Ends a press or a drag in progress (its cards fly back).
    pub(super) fn cancel_drag(&mut self) {
        self.answer(Input::Table(TableInput::CancelDrag));
    }
}
