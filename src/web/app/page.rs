//! What the page's script and events see: the `Game` API's calls and the events the table raises.

use super::*;

impl App {
    // ----- the page's events (see `events`) -----

    /// The game and deal every event names.
    pub fn deal_detail(&self) -> Object {
        events::deal_detail(&self.core.view())
    }

    /// A deal is on the table (a new one, a restart, a saved game resumed).
    pub(super) fn emit_deal(&mut self) {
        let grade = self.core.grade_known();
        self.outbox
            .deal(self.options.host.as_ref(), &self.core.view(), grade);
    }

    /// A move was made, undone or redone.
    pub(super) fn emit_move(&mut self, mv: Move, kind: MoveKind) {
        let position = self.position_text();
        self.outbox.moved(
            self.options.host.as_ref(),
            &self.core.view(),
            (mv, kind),
            position,
            self.source,
        );
    }

    /// The page's script deals `deal` of `variant` (`None`: a random deal),
    /// without asking (`newGame()`: the host confirms in its own way). The
    /// game shown is left as New leaves it; the attributes then describe
    /// the new deal.
    pub fn deal_from_page(&mut self, variant: Variant, deal: Option<DealNumber>) -> Object {
        self.answer(Input::Table(TableInput::DropQuestion));
        self.deal(variant, deal.unwrap_or_else(random_deal), true);
        if self.options.host.is_some() && !self.options.page {
            self.write_attributes();
        }
        self.sync_option_controls();
        self.deal_detail()
    }

    /// The position's protocol text (a JavaScript string), made once per
    /// position: a move's event and the solver's worker both send it.
    pub(super) fn position_text(&mut self) -> JsValue {
        let pos = self.core.view().position();
        match &self.position_text {
            Some((p, text)) if p == pos => text.clone(),
            _ => {
                let text = crate::web::wire::position_js_text(pos);
                self.position_text = Some((pos.clone(), text.clone()));
                text
            }
        }
    }

    /// Why the page's script may not ask for `msg` now: it is held, or a
    /// replay would take it as its own control.
    pub(super) fn held_from_page(&self, msg: &Input) -> Option<Hold> {
        self.core
            .hold()
            .filter(|&h| !matches!(msg.passed(Some(h)), Ok(None)))
    }

    /// The engine's game shown.
    pub fn game(&self) -> &Game {
        self.core.view().game()
    }

    /// The page's script asks for move `mv` (`table.game.move`): played as
    /// the player's own, or refused with the engine's reason (or the
    /// table's, while a replay or a daily deal holds it).
    pub fn play_from_page(&mut self, mv: Move) -> Result<(), String> {
        if let Some(hold) = self.held_from_page(&Input::Play(mv)) {
            return Err(hold.spoken(self.core.words()));
        }
        self.core
            .view()
            .position()
            .check(mv)
            .map_err(|e| e.to_string())?;
        self.as_source(Source::Api, |a| a.update(Input::Play(mv)));
        Ok(())
    }

    /// Runs `f` with the moves it makes reported as `source`'s.
    pub fn as_source<R>(&mut self, source: Source, f: impl FnOnce(&mut Self) -> R) -> R {
        let before = std::mem::replace(&mut self.source, source);
        let r = f(self);
        self.source = before;
        r
    }

    /// Undo or redo from the page's script; whether there was one.
    pub fn step_from_page(&mut self, msg: Input) -> bool {
        let could = match msg {
            Input::Undo => self.core.view().game().can_undo(),
            Input::Redo => self.core.view().game().can_redo(),
            _ => false,
        };
        if could && self.held_from_page(&msg).is_none() {
            self.as_source(Source::Api, |a| a.update(msg));
            return true;
        }
        false
    }
}
