//! The replay viewer performed: its bar made and closed, its steps drawn, taking over.

use super::*;

impl App {
    // ----- the replay viewer -----

    /// The viewer's bar for a replay of `steps` moves, which the core
    /// watches (`Effect::Shown`, or the replay link the table opened on).
    pub(super) fn replay_bar(&mut self, steps: usize) -> Result<(), JsValue> {
        let bar = replay::ReplayBar::new(
            &self.window,
            &self.doc,
            &self.root,
            &self.controls.message,
            &self.me,
            steps,
            self.core.words().clone(),
        )?;
        self.replay = Some(bar);
        let _ = self.root.set_attribute("data-replaying", "");
        Ok(())
    }

    /// The viewer's bar closes (another deal: the core ends the replay).
    pub(super) fn replay_close(&mut self) {
        if self.replay.take().is_some() {
            let _ = self.root.remove_attribute("data-replaying");
        }
    }

    /// Draws the viewer's steps, which the core made (see
    /// `table::state::ReplayStep`), then shows the step.
    pub(super) fn replay_steps(&mut self, steps: Vec<ReplayStep>) {
        self.as_source(Source::Replay, |a| {
            for step in steps {
                a.replay_step(step);
            }
        });
        self.replay_show_step();
    }

    pub(super) fn replay_step(&mut self, step: ReplayStep) {
        match step {
            ReplayStep::Session(effects) => self.perform_session(effects),
            ReplayStep::Jumped(changed) => {
                // The position after `n` moves at once (no animation).
                if changed {
                    let pace = self.pace();
                    self.board.render_all(&self.core.view(), pace);
                    self.after_change();
                }
                self.replay_show_step();
                self.announce(format!(
                    "move {} of {}",
                    self.core.view().game().moves().len(),
                    self.core.replay_steps()
                ));
            }
            ReplayStep::Act(ViewerAct::Playing(on)) => {
                if let Some(bar) = &mut self.replay {
                    bar.set_playing(on);
                }
            }
            ReplayStep::Act(ViewerAct::Schedule(ms)) => {
                let pace = self.pace();
                let ms = motion::replay_wait(ms, pace.reduced, pace.speed);
                if let Some(bar) = &mut self.replay {
                    bar.schedule(ms);
                }
            }
            ReplayStep::Act(ViewerAct::Ended) => {
                let words = self.core.words().get("replay-ended");
                self.say(&words);
            }
            // (The core makes the others: `ReplayStep`'s other variants.)
            ReplayStep::Act(_) => {}
            ReplayStep::TookOver(step) => self.replay_taken_over(step),
        }
    }

    /// The step in the viewer's bar.
    pub(super) fn replay_show_step(&self) {
        if let Some(bar) = &self.replay {
            let step = self.core.view().game().moves().len();
            bar.show_step(step, self.core.replay_steps());
        }
    }

    /// "Play from here": the replay became the player's game at move
    /// `step`.
    pub(super) fn replay_taken_over(&mut self, step: usize) {
        // (The core closed the viewer.)
        self.replay = None;
        let _ = self.root.remove_attribute("data-replaying");
        self.show_address();
        self.after_change();
        let words = self
            .core
            .words()
            .with("replay-takeover", &[("step", Arg::from(step))]);
        self.say(&words);
        if let Some(first) = self
            .root
            .query_selector("[data-table] [data-pile]")
            .ok()
            .flatten()
        {
            if let Some(el) = first.dyn_ref::<HtmlElement>() {
                let _ = el.focus();
            }
        }
    }
}
