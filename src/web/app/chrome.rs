//! The table's chrome and fit: the controls' states, the clock, the win panel, measuring and laying out the board, the look and the dialogs opened.

use super::*;

impl App {
    pub(super) fn set_redeal_button(&mut self, wanted: bool) {
        match (&self.controls.redeal, wanted) {
            (None, true) => {
                let b = view::create(&self.doc, "button");
                let _ = b.set_attribute("type", "button");
                let _ = b.set_attribute("data-action", "redeal");
                let _ = b.set_attribute("data-w-title", "chrome-redeal-title");
                let _ = b.set_attribute("title", &self.core.words().get("chrome-redeal-title"));
                let _ = self.controls.buttons.insert_before(
                    &b,
                    self.controls
                        .buttons
                        .last_element_child()
                        .map(Into::into)
                        .as_ref(),
                );
                self.controls.redeal = Some(b.into());
                self.shown.redeal = None;
            }
            (Some(b), false) => {
                b.remove();
                self.controls.redeal = None;
            }
            _ => {}
        }
    }

    // ----- drawing -----

    pub(super) fn measure(&mut self) {
        let (w, h) = self.board.measure();
        self.host_size = self
            .window
            .get_computed_style(&self.root)
            .ok()
            .flatten()
            .and_then(|st| st.get_property_value("--patience-card-size").ok())
            .and_then(|v| crate::web::settings::parse_size(v.trim()));
        let fitted = self.fitted_layout(w, h);
        self.answer(Input::Fitted(fitted));
        let style = self.board.table.style();
        let long = self.core.view().layout().height > h + 0.5;
        if long && self.embed && !self.options.page {
            // An embedded table grows to the height its layout needs (the
            // style sheet's min-height), unless the host fixed its height.
            let _ = style.set_property(
                "--fit",
                &format!("{}px", Num(self.core.view().layout().height.ceil())),
            );
        }
        // Columns too long for the room: the table scrolls rather than hide ranks.
        let _ = self
            .board
            .table
            .toggle_attribute_with_force("data-scroll", long);
        let _ = style.set_property(
            "--cw",
            &format!("{}px", Num(self.core.view().layout().card_w)),
        );
        let _ = style.set_property(
            "--ch",
            &format!("{}px", Num(self.core.view().layout().card_h)),
        );
    }

    pub(super) fn fitted_layout(&self, w: f64, h: f64) -> Layout {
        let mut prefs = self.core.view().settings().layout();
        // The host's --patience-card-size, unless the player chose a size.
        if prefs.size == crate::web::layout::CardSize::default() {
            prefs.size = self.host_size.unwrap_or(prefs.size);
        }
        prefs.large_index = self.large_index();
        let mut layout = Layout::with(self.core.view().position(), w, h, prefs);
        layout.look_reserve(self.core.reserve_fanned());
        layout
    }

    /// After a move: when a long column needs its row rebalanced (see
    /// `layout`), every pile is placed again (new cards' elements taken
    /// from `spare`).
    /// The size is the one last measured (a resize measures again), so a
    /// move never reads the DOM's geometry between its writes.
    pub(super) fn refit(&mut self, spare: &mut Spare) {
        let (w, h) = self.board.size;
        if self.fitted_layout(w, h) != *self.core.view().layout() {
            self.relayout_with(spare);
        }
    }

    /// Builds every pile element of the game afresh.
    pub(super) fn build_piles(&mut self) {
        if self.board.build(self.core.view().position()) {
            self.shown.badge = None;
        }
        self.relayout();
    }

    /// Places every pile for the table's current size and redraws them.
    pub(super) fn relayout(&mut self) {
        let mut spare = Spare::new();
        self.relayout_with(&mut spare);
        discard(spare);
    }

    /// The table's size or a setting of its layout may have changed
    /// (`Effect::Relayout`): the piles are placed again, unless the layout
    /// fitted to the size measured now is the one they stand in (a
    /// `ResizeObserver`'s first report, just after the table was drawn at
    /// that size; a resize that left the felt as it was). Placing them
    /// rewrites every pile's and card's place: a style recalculation of the
    /// whole table in that frame.
    pub(super) fn relayout_if_changed(&mut self) {
        let before = self.core.view().layout().clone();
        self.measure();
        if *self.core.view().layout() != before {
            let mut spare = Spare::new();
            let pace = self.pace();
            self.board.place(&self.core.view(), pace, &mut spare);
            discard(spare);
        }
    }

    /// [`App::relayout`], taking the elements of new cards from `spare`.
    pub(super) fn relayout_with(&mut self, spare: &mut Spare) {
        self.measure();
        let pace = self.pace();
        self.board.place(&self.core.view(), pace, spare);
    }

    /// The moves, the buttons' states, the Redeal button and the redeals
    /// badge, where they changed (`Shown`).
    pub(super) fn show_controls(&mut self) {
        let words = self.core.words();
        let shown = &mut self.shown;
        let moves = self.core.view().game().moves().len();
        if shown.moves.replace(moves) != Some(moves) {
            self.controls
                .moves
                .set_text_content(Some(&moves.to_string()));
            let said = words.with("chrome-moves-word", &[("count", Arg::from(moves))]);
            self.controls.moves_word.set_text_content(Some(&said));
        }
        let set = |el: &Element, was: &mut Option<bool>, disabled: bool| {
            if was.replace(disabled) != Some(disabled) {
                let _ = el.toggle_attribute_with_force("disabled", disabled);
            }
        };
        let (can_undo, can_redo) = (
            self.core.view().game().can_undo(),
            self.core.view().game().can_redo(),
        );
        set(&self.controls.undo, &mut shown.undo, !can_undo);
        set(&self.controls.redo, &mut shown.redo, !can_redo);
        set(
            &self.controls.restart,
            &mut shown.restart,
            !can_undo && !can_redo,
        );
        let pos = self.core.view().position();
        let left = pos.redeals_left();
        if let Some(b) = &self.controls.redeal {
            let disabled = pos.check(Move::Redeal).is_err();
            if shown.redeal.replace((left, disabled)) != Some((left, disabled)) {
                let n = [("left", Arg::from(u32::from(left)))];
                b.set_text_content(Some(&words.with("chrome-redeal", &n)));
                let _ = b.set_attribute("data-redeals-left", &left.to_string());
                let _ = b.set_attribute("aria-label", &words.with("chrome-redeal-label", &n));
                let _ = b.toggle_attribute_with_force("disabled", disabled);
            }
        }
        if let Some(b) = &self.board.redeals_badge {
            // In the stock's place it shows once the stock is empty.
            let hidden = pos.rules().has_stock() && !pos.stock().is_empty();
            if shown.badge.replace((left, hidden)) != Some((left, hidden)) {
                let said = words.with(
                    "chrome-redeals-left",
                    &[("left", Arg::from(u32::from(left)))],
                );
                b.set_inner_html(&format!(
                    "<b>{left}</b><span>{}</span>",
                    words::escape(&said)
                ));
                b.set_hidden(hidden);
            }
        }
    }

    /// The table's words changed: the controls' counts and the overlay
    /// are written again.
    pub(super) fn controls_words_changed(&mut self) {
        self.shown.moves = None;
        self.shown.redeal = None;
        self.shown.badge = None;
        self.show_controls();
        if let Some(o) = self.overlay.take() {
            o.remove();
        }
        self.show_overlay();
    }

    pub(super) fn elapsed_ms(&self) -> f64 {
        self.core.view().elapsed(now(&self.window))
    }

    pub(super) fn show_clock(&self) {
        self.show_clock_text(self.core.view().clock_text(now(&self.window)));
    }

    pub(super) fn show_clock_text(&self, text: String) {
        let mut shown = self.shown.clock.borrow_mut();
        if *shown != text {
            self.controls.clock.set_text_content(Some(&text));
            *shown = text;
        }
    }

    pub(super) fn show_overlay(&mut self) {
        let want = match self.core.view().status() {
            Status::Playing => None,
            s => Some(s),
        };
        let current = self
            .overlay
            .as_ref()
            .map(|o| o.has_attribute("data-celebration"));
        match (want, current) {
            (Some(Status::Won), Some(true)) | (Some(Status::Lost), Some(false)) => return,
            (None, None) => return,
            _ => {}
        }
        if let Some(o) = self.overlay.take() {
            o.remove();
        }
        let el = match want {
            Some(Status::Won) => view::celebration(
                &self.doc,
                (
                    self.core.view().variant().game,
                    self.core.view().deal().get(),
                    self.core.view().game().moves().len(),
                    // The best time's words for the same seconds.
                    &crate::web::stats::duration(crate::web::stats::whole_secs(self.elapsed_ms())),
                ),
                self.core.view().tally() == Tally::Assisted,
                self.core.words(),
            ),
            Some(_) => view::lost_panel(
                &self.doc,
                self.core.words(),
                &crate::table::announce::lost_text(self.core.view().position(), self.core.words()),
            ),
            None => return,
        };
        let _ = self.board.table.append_child(&el);
        self.overlay = Some(el);
    }

    /// An embedded table takes the keyboard's focus when pressed (keys go
    /// to the table that has it), without scrolling the host page.
    pub(super) fn take_focus(&self) {
        if self.options.page || active_in(&self.root).is_some_and(|a| self.root.contains(Some(&a)))
        {
            return;
        }
        if let Some(root) = self.root.dyn_ref::<HtmlElement>() {
            let options = web_sys::FocusOptions::new();
            options.set_prevent_scroll(true);
            let _ = root.focus_with_options(&options);
        }
    }

    /// Shows only the controls the `controls` attribute names (see
    /// [`crate::table::attributes::Controls`]).
    pub(super) fn apply_controls(&mut self, list: Option<&str>) {
        let (controls, unknown) = match list {
            Some(text) => crate::table::attributes::Controls::parse(text),
            None => (crate::table::attributes::Controls::all(), Vec::new()),
        };
        // style.css hides the controls named here.
        let _ = self.root.set_attribute("data-hide", &controls.hidden());
        if !unknown.is_empty() {
            let words: Vec<String> = unknown.iter().map(ToString::to_string).collect();
            self.say(&words.join(" "));
        }
    }

    // ----- words -----

    /// The words changed: the root says which language it speaks and its
    /// direction (right to left for Arabic; otherwise the page's, as
    /// before), and what shows words from the message files draws them
    /// again. The cards and piles keep their order (style.css).
    pub(super) fn words_changed(&mut self) {
        let lang = self.core.words().lang();
        let targets: Vec<Element> = if self.options.page {
            // The game's own page speaks the table's language.
            let html = self.doc.document_element();
            std::iter::once(self.root.clone()).chain(html).collect()
        } else {
            vec![self.root.clone()]
        };
        for e in targets {
            let _ = e.set_attribute("lang", lang.tag());
            if lang.rtl() {
                let _ = e.set_attribute("dir", "rtl");
            } else {
                let _ = e.remove_attribute("dir");
            }
        }
        self.dialogs
            .show_languages(self.core.words(), self.core.view().settings().language);
        crate::web::view::apply_words(&self.root, self.core.words());
        self.controls_words_changed();
        self.draw_deal_label();
        let step = self.core.view().game().moves().len();
        if let Some(bar) = &mut self.replay {
            bar.words_changed(self.core.words().clone(), step);
        }
        // The piles' and cards' names, the live region's words.
        self.board.words = self.core.words().clone();
        self.assist.words = self.core.words().clone();
        self.solver.words_changed(self.core.words().clone());
        let grade = self.core.grade();
        solver_ui::paint_grade(&self.board.table, &self.root, grade, self.core.words());
        if !self.board.piles.is_empty() {
            self.build_piles();
            self.assist
                .refresh(&mut self.board, &self.core.view(), self.core.finishing());
            let _ = self
                .board
                .table
                .set_attribute("aria-label", &self.table_label());
        }
        if self.dialogs.is_open(Dialog::Rules) {
            self.show_rules(self.rules_game);
        }
        if self.dialogs.is_open(Dialog::Stats) {
            self.show_stats_table();
        }
    }

    /// Whether the cards wear the large-index face (see `dialogs::large_index`).
    pub(super) fn large_index(&self) -> bool {
        dialogs::large_index(self.core.view().settings(), self.options.host.as_ref())
    }

    /// Shows the settings' look (see `dialogs::apply_look`); tells whether
    /// the card index changed.
    pub(super) fn apply_look(&self) -> bool {
        dialogs::apply_look(
            &self.root,
            self.core.view().settings(),
            self.options.host.as_ref(),
        )
    }

    /// The element's `theme` or `card-index` changed: the table shows them
    /// (laid out again for another index).
    pub(crate) fn look_changed(&mut self) {
        if self.apply_look() {
            self.relayout();
        }
    }

    /// How long animations last relative to normal (0: none).
    pub(super) fn speed_factor(&self) -> f64 {
        self.core.view().settings().speed.factor()
    }

    /// Whether the animation of a move may run (the speed setting).
    pub(super) fn motion_allowed(&self) -> bool {
        self.speed_factor() > 0.0
    }

    pub(super) fn open_dialog(&mut self, which: Dialog) {
        self.cancel_drag();
        match which {
            Dialog::Stats => {
                if self.records.refused() {
                    self.records_retry();
                }
                self.dialogs.stats_message("");
                self.show_stats_table();
            }
            Dialog::Settings => self.sync_settings_form(),
            Dialog::Rules => self.show_rules(self.core.view().variant().game),
        }
        self.dialogs.open(which);
    }

    pub(super) fn show_rules(&mut self, game: GameId) {
        self.rules_game = game;
        self.dialogs.show_rules(
            &rulebook::tabs_html(game, self.core.words()),
            &self.core.view().rules_page(game, self.board.size),
        );
    }

    /// The rules' words arrived (or could not be had): the rules dialog,
    /// if open, shows them.
    pub(super) fn rules_book(&mut self) {
        if self.dialogs.is_open(Dialog::Rules) {
            self.show_rules(self.rules_game);
        }
    }

    /// The Double Canfield controls (the bar's selects, the settings
    /// dialog's radios) show the one value they share.
    pub(super) fn sync_option_controls(&self) {
        let s = self.core.view().settings();
        self.controls.draw.set_value(&s.draw.to_string());
        self.controls.spaces.set_value(s.spaces.id());
        self.controls
            .game
            .set_value(self.core.view().variant().game.id());
        self.dialogs.show_options(s);
    }

    pub(super) fn sync_settings_form(&self) {
        self.sync_option_controls();
        self.dialogs.show_settings(
            self.core.view().settings(),
            autoplay::url_allows(&self.options.search),
        );
    }
}
