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

use super::{callback, query, Callback, Handle, Input};
use crate::table::words::{Arg, Words};
use crate::web::view;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, Element, HtmlElement, HtmlInputElement, Window};

pub use crate::table::replay_viewer::ReplayMsg;

/// The open viewer's bar: its element, scrubber, Play button, count and
/// the timer of its next move.
pub(super) struct ReplayBar {
    bar: HtmlElement,
    scrub: HtmlInputElement,
    play: HtmlElement,
    count: Element,
    timer: Option<i32>,
    tick_cb: Callback,
    window: Window,
    /// The table's words (see [`ReplayBar::words_changed`]).
    words: Rc<Words>,
    steps: usize,
    playing: bool,
}

impl Drop for ReplayBar {
    fn drop(&mut self) {
        self.cancel();
        self.bar.remove();
    }
}

fn viewer_html(steps: usize) -> String {
    format!(
        concat!(
            "<span class=\"replay-label\" data-w=\"replay-bar-label\"></span>",
            "<button type=\"button\" data-action=\"replay-start\" data-w-title=\"replay-bar-start\" data-w-label=\"replay-bar-start\"><svg viewBox=\"0 0 24 24\" aria-hidden=\"true\"><path d=\"M6 5v14M18 5l-9 7 9 7z\"/></svg></button>",
            "<button type=\"button\" data-action=\"replay-back\" data-w-title=\"replay-bar-back-title\" data-w-label=\"replay-bar-back\"><svg viewBox=\"0 0 24 24\" aria-hidden=\"true\"><path d=\"M16 5l-9 7 9 7z\"/></svg></button>",
            "<button type=\"button\" data-action=\"replay-play\" data-replay-toggle data-w-title=\"replay-bar-play-title\"></button>",
            "<button type=\"button\" data-action=\"replay-forward\" data-w-title=\"replay-bar-forward-title\" data-w-label=\"replay-bar-forward\"><svg viewBox=\"0 0 24 24\" aria-hidden=\"true\"><path d=\"M8 5l9 7-9 7z\"/></svg></button>",
            "<button type=\"button\" data-action=\"replay-end\" data-w-title=\"replay-bar-end\" data-w-label=\"replay-bar-end\"><svg viewBox=\"0 0 24 24\" aria-hidden=\"true\"><path d=\"M18 5v14M6 5l9 7-9 7z\"/></svg></button>",
            "<input type=\"range\" data-control=\"replay-scrub\" min=\"0\" max=\"{steps}\" value=\"0\" step=\"1\" data-w-label=\"replay-bar-scrub\">",
            "<span class=\"replay-count\" data-replay-count aria-hidden=\"true\">0 / {steps}</span>",
            "<button type=\"button\" data-action=\"replay-takeover\" data-w=\"replay-bar-takeover\" data-w-title=\"replay-bar-takeover-title\"></button>",
        ),
        steps = steps
    )
}

impl ReplayBar {
    /// Makes the bar for a replay of `steps` moves and puts it in `root`
    /// before `message` (between the control bar and the message line);
    /// its timer sends `ReplayMsg::Tick` to `me`.
    pub(super) fn new(
        window: &Window,
        doc: &Document,
        root: &Element,
        message: &Element,
        me: &Handle,
        steps: usize,
        words: Rc<Words>,
    ) -> Result<ReplayBar, JsValue> {
        let bar = view::create(doc, "div");
        bar.set_class_name("replay-bar");
        bar.set_attribute("data-replay", "")?;
        bar.set_attribute("role", "group")?;
        bar.set_attribute("data-w-label", "replay-bar-controls")?;
        bar.set_attribute("data-steps", &steps.to_string())?;
        bar.set_attribute("data-step", "0")?;
        bar.set_inner_html(&viewer_html(steps));
        view::apply_words(&bar, &words);
        let _ = bar.set_attribute("aria-label", &words.get("replay-bar-controls"));
        let scrub = query(&bar, "[data-control=\"replay-scrub\"]")?.unchecked_into();
        let play: HtmlElement = query(&bar, "[data-replay-toggle]")?.unchecked_into();
        let count = query(&bar, "[data-replay-count]")?;
        let play_words = words.get("replay-bar-play");
        play.set_text_content(Some(&play_words));
        play.set_attribute("aria-label", &play_words)?;
        let _ = root.insert_before(&bar, Some(message.as_ref()));
        Ok(ReplayBar {
            bar,
            scrub,
            play,
            count,
            timer: None,
            tick_cb: callback(me, |h| h.send(Input::Replay(ReplayMsg::Tick))),
            window: window.clone(),
            words,
            steps,
            playing: false,
        })
    }

    fn cancel(&mut self) {
        if let Some(id) = self.timer.take() {
            self.window.clear_timeout_with_handle(id);
        }
    }

    /// The next move in `ms` milliseconds (the timer before it is cancelled).
    pub(super) fn schedule(&mut self, ms: f64) {
        self.cancel();
        self.timer = self
            .window
            .set_timeout_with_callback_and_timeout_and_arguments_0(
                self.tick_cb.as_ref().unchecked_ref(),
                ms as i32,
            )
            .ok();
    }

    /// Shows the Play button as Pause (`on`) or Play; stopping cancels
    /// the timer.
    pub(super) fn set_playing(&mut self, on: bool) {
        if !on {
            self.cancel();
        }
        self.playing = on;
        let (action, text) = if on {
            ("replay-pause", self.words.get("replay-bar-pause"))
        } else {
            ("replay-play", self.words.get("replay-bar-play"))
        };
        let _ = self.play.set_attribute("data-action", action);
        let _ = self.play.set_attribute("aria-label", &text);
        self.play.set_text_content(Some(&text));
        let _ = self
            .bar
            .set_attribute("data-playing", if on { "true" } else { "false" });
    }

    /// The table's words changed: the bar's are written again.
    pub(super) fn words_changed(&mut self, words: Rc<Words>, step: usize) {
        self.words = words;
        view::apply_words(&self.bar, &self.words);
        let _ = self
            .bar
            .set_attribute("aria-label", &self.words.get("replay-bar-controls"));
        let on = self.playing;
        let timer = self.timer.take();
        self.set_playing(on);
        self.timer = timer;
        self.show_step(step, self.steps);
    }

    /// Shows move `step` of `steps` in the bar's attributes, scrubber and
    /// count, and which steps are left to take.
    pub(super) fn show_step(&self, step: usize, steps: usize) {
        let _ = self.bar.set_attribute("data-step", &step.to_string());
        self.scrub.set_value(&step.to_string());
        let _ = self.scrub.set_attribute(
            "aria-valuetext",
            &self.words.with(
                "replay-bar-step",
                &[("step", Arg::from(step)), ("steps", Arg::from(steps))],
            ),
        );
        self.count
            .set_text_content(Some(&format!("{step} / {steps}")));
        let set = |action: &str, disabled: bool| {
            if let Ok(Some(b)) = self
                .bar
                .query_selector(&format!("[data-action=\"{action}\"]"))
            {
                let _ = b.toggle_attribute_with_force("disabled", disabled);
            }
        };
        set("replay-start", step == 0);
        set("replay-back", step == 0);
        set("replay-forward", step >= steps);
        set("replay-end", step >= steps);
    }
}
