//! The solver's effects performed: the worker host asked, the indicator, the hint's marks, the demo's moves.

use super::*;

impl App {
    pub(super) fn solver_effect(&mut self, effect: SolverEffect) {
        match effect {
            SolverEffect::Ask {
                job,
                position,
                nodes,
                ms,
                ..
            } => {
                // The worker reads the protocol's text (the table's own,
                // written once, when it is the table's position).
                let shown = self.solver.in_worker() && *position == *self.core.view().position();
                let text = shown.then(|| self.position_text());
                self.solver.ask(job, &position, (nodes, ms), text);
            }
            SolverEffect::CancelSearch => self.solver.cancel_search(),
            SolverEffect::AskOdds {
                job,
                position,
                stock_seen,
                nodes,
                ms,
                seed,
            } => {
                // The table's own position comes with its game so far: the
                // honest player does not go back to where the player has
                // been (`honest::been`).
                let (text, history) = if *position == *self.core.view().position() {
                    let game = self.core.view().game();
                    let moves: Vec<String> = game.moves().map(|m| m.to_string()).collect();
                    let start = crate::web::wire::position_js_text(game.start());
                    (self.position_text(), Some((start, moves.join(" "))))
                } else {
                    (crate::web::wire::position_js_text(&position), None)
                };
                self.solver
                    .ask_odds(job, text, stock_seen, (nodes, ms, seed), history);
            }
            SolverEffect::ShowChances(c) => self.solver.show_chances(c),
            SolverEffect::AskDaily(variant, date) => self.solver.send_daily(variant, date),
            SolverEffect::RestartWorker => {
                if let Some(runs) = self.solver.restart_worker() {
                    self.answer(Input::Solver(SolverMsg::Started(runs)));
                }
            }
            SolverEffect::DropWorker => {
                let runs = self.solver.drop_worker();
                self.answer(Input::Solver(SolverMsg::Started(runs)));
            }
            SolverEffect::Show { verdict, won } => self.solver.show(verdict, won),
            SolverEffect::Mark(mv) => self.solver_mark(mv),
            SolverEffect::Unmark => self.solver.unmark(),
            SolverEffect::DemoButton(on) => self.solver.demo_button(on),
            SolverEffect::Say(speech) => {
                let text = speech.text(self.core.view().position(), self.core.words());
                self.say(&text);
            }
            SolverEffect::StartTimer(which, ms) => self.solver.set_timer(which, ms),
            SolverEffect::CancelTimer(which) => self.solver.cancel_timer(which),
            SolverEffect::DealSearchCancelled => {
                // The table stays as it is.
                self.controls
                    .game
                    .set_value(self.core.view().variant().game.id());
                self.sync_option_controls();
            }
            SolverEffect::StoreWinnableOnly(on) => {
                self.solver.store_winnable_only(on);
            }
            // What the answer means is the core's (`Effect::DailyWait`,
            // `RememberDaily`, `DailyShow`, `DealLabel`), and so is the
            // demo's move (`Effect::Demo`) and the new deal (`Effect::Deal`):
            // never sent here.
            SolverEffect::DailyFound(..) | SolverEffect::DemoMove(_) | SolverEffect::NewDeal(_) => {
            }
        }
    }

    /// Makes the number formatter half a second after the solver starts,
    /// in a task of its own: the page's first `Intl` formatter costs a
    /// phone about 130 ms (`web::intl`), which neither the first table
    /// nor the player's first percentage or statistics should wait for.
    pub(super) fn warm_intl(&self) {
        let intl = Rc::clone(&self.intl);
        let lang = self.core.words().lang();
        let warm = Closure::once_into_js(move || intl.warm(lang));
        let _ = self
            .window
            .set_timeout_with_callback_and_timeout_and_arguments_0(warm.unchecked_ref(), 500);
    }

    /// Marks the card (the bottom card of the unit) and the pile of `mv`
    /// (see `SolverUi::mark`).
    pub(super) fn solver_mark(&mut self, mv: Move) {
        let (mut card, mut target, mut top) = (None, None, None);
        let to_name;
        match mv {
            Move::Transfer { from, count, to } => {
                if let Some(i) = self.board.pile_index(from) {
                    let p = &self.board.piles[i];
                    let k = p.cards.len().saturating_sub(usize::from(count));
                    card = p.els.get(k).zip(p.cards.get(k).copied());
                }
                to_name = to.name();
                if let Some(j) = self.board.pile_index(to) {
                    target = Some((&self.board.piles[j].el, to_name.as_str()));
                    top = self.board.piles[j].els.last();
                }
            }
            Move::Stock => {
                if let Some(i) = self.board.pile_index(PileId::STOCK) {
                    target = Some((&self.board.piles[i].el, "stock"));
                }
            }
            Move::Redeal => {
                if let Some(b) = &self.controls.redeal {
                    target = Some((b.unchecked_ref(), "redeal"));
                }
            }
        }
        let card = card.map(|(el, c)| (el.unchecked_ref::<Element>(), c));
        let target = target.map(|(el, name)| (el.unchecked_ref::<Element>(), name));
        let top = top.map(|el| el.unchecked_ref::<Element>());
        self.solver.mark(card, target, top);
    }
}
