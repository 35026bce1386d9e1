//! The replay viewer: a replay link (`?game=…&deal=…#play=CODE`, see
//! `docs/replay.md`) opens the deal with the code's moves ready to play.
//!
//! The viewer keeps the replay in the game's own history: every move of the
//! code is played, then undone back to the start, so that stepping forward
//! is a redo and stepping back an undo (both animated as usual), and
//! "Play from here" leaves an ordinary game whose undo history is the
//! replay so far and whose redo list is the rest of it. While the viewer is
//! open nothing is saved or counted in the statistics, and the table takes
//! no moves of its own.
//!
//! Structure (for tests and assistive technology): `[data-replay]` with
//! `data-step` and `data-steps`; buttons `data-action="replay-start|
//! replay-back|replay-play|replay-pause|replay-forward|replay-end|
//! replay-takeover"`; a range input `data-control="replay-scrub"`.

use super::*;
use crate::engine::replay::{self, ReplayError, ReplayStop};
pub use crate::table::replay_viewer::ReplayMsg;
use crate::table::replay_viewer::ViewerAct;

/// The open viewer.
pub(super) struct Viewer {
    bar: HtmlElement,
    scrub: web_sys::HtmlInputElement,
    play: HtmlElement,
    count: Element,
    timer: Option<i32>,
    tick_cb: super::Callback,
    window: Window,
}

impl Drop for Viewer {
    fn drop(&mut self) {
        if let Some(id) = self.timer.take() {
            self.window.clear_timeout_with_handle(id);
        }
        self.bar.remove();
    }
}

fn viewer_html(steps: usize) -> String {
    format!(
        concat!(
            "<span class=\"replay-label\">Replay</span>",
            "<button type=\"button\" data-action=\"replay-start\" title=\"Back to the deal\" aria-label=\"Back to the deal\"><svg viewBox=\"0 0 24 24\" aria-hidden=\"true\"><path d=\"M6 5v14M18 5l-9 7 9 7z\"/></svg></button>",
            "<button type=\"button\" data-action=\"replay-back\" title=\"One move back (Ctrl+Z)\" aria-label=\"One move back\"><svg viewBox=\"0 0 24 24\" aria-hidden=\"true\"><path d=\"M16 5l-9 7 9 7z\"/></svg></button>",
            "<button type=\"button\" data-action=\"replay-play\" data-replay-toggle title=\"Play the moves\" aria-label=\"Play\">Play</button>",
            "<button type=\"button\" data-action=\"replay-forward\" title=\"One move forward (Ctrl+Y)\" aria-label=\"One move forward\"><svg viewBox=\"0 0 24 24\" aria-hidden=\"true\"><path d=\"M8 5l9 7-9 7z\"/></svg></button>",
            "<button type=\"button\" data-action=\"replay-end\" title=\"To the last move\" aria-label=\"To the last move\"><svg viewBox=\"0 0 24 24\" aria-hidden=\"true\"><path d=\"M18 5v14M6 5l9 7-9 7z\"/></svg></button>",
            "<input type=\"range\" data-control=\"replay-scrub\" min=\"0\" max=\"{steps}\" value=\"0\" step=\"1\" aria-label=\"Moves shown\">",
            "<span class=\"replay-count\" data-replay-count aria-hidden=\"true\">0 / {steps}</span>",
            "<button type=\"button\" data-action=\"replay-takeover\" title=\"Stop the replay and play on from this position\">Play from here</button>",
        ),
        steps = steps
    )
}

impl App {
    /// Opens the viewer on the table's deal with the moves of `code` (a
    /// damaged code replays its legal part and says where it stopped).
    /// Called before the table is first drawn, so that nothing of the
    /// replay is ever saved; returns what to say.
    pub(super) fn replay_open(&mut self, code: &str) -> Result<String, JsValue> {
        let decoded = replay::decode(self.core.session.game().start(), code);
        let steps = self.core.session.seat_replay(&decoded.moves);
        let bar = view::create(&self.doc, "div");
        bar.set_class_name("replay-bar");
        bar.set_attribute("data-replay", "")?;
        bar.set_attribute("role", "group")?;
        bar.set_attribute("aria-label", "Replay controls")?;
        bar.set_attribute("data-steps", &steps.to_string())?;
        bar.set_attribute("data-step", "0")?;
        bar.set_inner_html(&viewer_html(steps));
        let scrub = query(&bar, "[data-control=\"replay-scrub\"]")?.unchecked_into();
        let play = query(&bar, "[data-replay-toggle]")?.unchecked_into();
        let count = query(&bar, "[data-replay-count]")?;
        // Between the control bar and the message line.
        let _ = self
            .root
            .insert_before(&bar, Some(self.controls.message.as_ref()));
        self.replay = Some(Viewer {
            bar,
            scrub,
            play,
            count,
            timer: None,
            tick_cb: callback(&self.me, |h| h.send(Input::Replay(ReplayMsg::Tick))),
            window: self.window.clone(),
        });
        self.core.replay_opened(steps);
        let _ = self.root.set_attribute("data-replaying", "");
        let game = self.core.session.variant().game.name();
        let text = match decoded.stop {
            None => format!(
                "A replay of {game} #{} in {steps} moves: press Play, or step through it.",
                self.core.session.deal()
            ),
            Some(ReplayStop {
                error: error @ ReplayError::TooLong { .. },
            }) => format!(
                "This replay link was refused: {error}. The deal is shown from its start."
            ),
            Some(stop) => format!(
                "This replay link is damaged or was made for another deal: {stop}. The {steps} moves before that can be replayed."
            ),
        };
        Ok(text)
    }

    /// Closes the viewer (a new deal, or the player took over).
    pub(super) fn replay_close(&mut self) {
        self.replay = None;
        if self.core.replay_closed() {
            let _ = self.root.remove_attribute("data-replaying");
        }
    }

    /// Performs the viewer's acts (see `table::replay_viewer`), then shows
    /// the step.
    pub(super) fn replay_acts(&mut self, acts: Vec<ViewerAct>) {
        self.as_source(Source::Replay, |a| a.replay_acts_now(acts));
        self.replay_show_step();
    }

    fn replay_acts_now(&mut self, acts: Vec<ViewerAct>) {
        for act in acts {
            match act {
                ViewerAct::Back => self.undo(),
                ViewerAct::Forward => self.redo(),
                ViewerAct::Jump(n) => self.replay_jump(n),
                ViewerAct::Playing(on) => self.replay_set_playing(on),
                ViewerAct::Schedule(ms) => self.replay_schedule(ms),
                ViewerAct::Ended => {
                    self.say("The end of the replay: Play from here to go on, or step back.")
                }
                ViewerAct::Takeover(_) => self.replay_takeover(),
            }
        }
    }

    fn replay_schedule(&mut self, ms: f64) {
        let ms = if self.reduced_motion() {
            ms / 3.0
        } else {
            ms * self.speed_factor()
        };
        let Some(v) = &mut self.replay else {
            return;
        };
        if let Some(id) = v.timer.take() {
            self.window.clear_timeout_with_handle(id);
        }
        v.timer = self
            .window
            .set_timeout_with_callback_and_timeout_and_arguments_0(
                v.tick_cb.as_ref().unchecked_ref(),
                ms as i32,
            )
            .ok();
    }

    /// Shows the Play button as Pause (`on`) or Play; stopping cancels
    /// the timer.
    fn replay_set_playing(&mut self, on: bool) {
        let Some(v) = &mut self.replay else {
            return;
        };
        if !on {
            if let Some(id) = v.timer.take() {
                self.window.clear_timeout_with_handle(id);
            }
        }
        let (action, text, label) = if on {
            ("replay-pause", "Pause", "Pause")
        } else {
            ("replay-play", "Play", "Play")
        };
        let _ = v.play.set_attribute("data-action", action);
        let _ = v.play.set_attribute("aria-label", label);
        v.play.set_text_content(Some(text));
        let _ = v
            .bar
            .set_attribute("data-playing", if on { "true" } else { "false" });
    }

    /// Shows the position after `n` moves at once (no animation).
    fn replay_jump(&mut self, n: usize) {
        self.cancel_drag();
        if self.core.session.step_to(n) {
            self.render_all();
            self.after_change();
        }
        self.replay_show_step();
        self.announce(format!(
            "move {} of {}",
            self.core.session.game().moves().len(),
            self.core.replay_steps()
        ));
    }

    /// The step in the viewer's attributes, scrubber and count.
    pub(super) fn replay_show_step(&self) {
        let Some(v) = &self.replay else {
            return;
        };
        let step = self.core.session.game().moves().len();
        let _ = v.bar.set_attribute("data-step", &step.to_string());
        v.scrub.set_value(&step.to_string());
        let steps = self.core.replay_steps();
        let _ = v
            .scrub
            .set_attribute("aria-valuetext", &format!("move {step} of {steps}"));
        v.count.set_text_content(Some(&format!("{step} / {steps}")));
        let set = |action: &str, disabled: bool| {
            if let Ok(Some(b)) = v.bar.query_selector(&format!("[data-action=\"{action}\"]")) {
                let _ = b.toggle_attribute_with_force("disabled", disabled);
            }
        };
        set("replay-start", step == 0);
        set("replay-back", step == 0);
        set("replay-forward", step >= steps);
        set("replay-end", step >= steps);
    }

    /// "Play from here": the replay becomes the player's game at this move.
    fn replay_takeover(&mut self) {
        let step = self.core.session.game().moves().len();
        self.replay_close();
        self.core.session.take_over();
        self.show_address();
        self.after_change();
        self.say(&format!(
            "Your game now, from move {step}: undo goes back through the replay's moves, redo plays its next ones."
        ));
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
