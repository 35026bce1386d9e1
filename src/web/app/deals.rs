//! Showing a deal: a new deal, a deal asked for, the daily deal, a replay link's address; the deal's chrome drawn afresh.

use super::*;

impl App {
    // ----- the daily deal -----

    /// Shows `deal` as `date`'s daily deal (`Effect::DailyShow`): the
    /// game shown is written, a replay's bar closes, and the deal's saved
    /// game (or the deal afresh) goes to the core.
    pub(super) fn daily_show(&mut self, variant: Variant, date: DailyDate, deal: DealNumber) {
        self.cancel_drag();
        self.save();
        self.replay_close();
        let restored = match self
            .saves()
            .map(|(s, scope)| storage::load(s, scope, variant, deal))
        {
            Some(Loaded::Game(r)) => r,
            _ => Box::new(Restored::fresh(variant, deal)),
        };
        self.show_read(restored, Showing::Daily(date));
    }

    /// The deal number's label (with the date for a daily deal).
    pub(super) fn draw_deal_label(&self) {
        let (deal, date) = (self.core.view().deal(), self.core.daily_date());
        daily::show_label(
            &self.controls.deal_label,
            &self.board.table,
            deal,
            date,
            self.core.words(),
        );
    }

    // ----- deals -----

    /// Deals `deal` of `variant` (`Effect::Deal`, the page's script's
    /// deal): the game shown is left (a loss if it was played and not
    /// won) and written, a replay's bar and a daily wait's mark go; the
    /// deal's saved game if `saved` and there is one, else the deal
    /// afresh, goes to the core.
    pub(super) fn deal(&mut self, variant: Variant, deal: DealNumber, saved: bool) {
        self.cancel_drag();
        self.stats_leave();
        self.save();
        self.replay_close();
        let _ = self.root.remove_attribute("data-daily-pending");
        let restored = Box::new(match saved {
            true => storage::load_or_fresh(self.saves(), variant, deal),
            false => Restored::fresh(variant, deal),
        });
        self.show_read(restored, Showing::Deal);
    }

    /// The page's address changed to a replay link (`Effect::OpenReplay`):
    /// the game shown is written as it stands, a replay's bar and a daily
    /// wait's mark go, and the link's deal afresh goes to the core, to
    /// watch the replay on it.
    pub(super) fn open_replay(&mut self, variant: Variant, deal: DealNumber, code: String) {
        self.cancel_drag();
        self.save();
        self.replay_close();
        let _ = self.root.remove_attribute("data-daily-pending");
        self.show_read(
            Box::new(Restored::fresh(variant, deal)),
            Showing::Replay(code),
        );
    }

    /// The deal read goes to the core, which leaves the game shown and
    /// shows it (`TableInput::Show`, then `Effect::Shown`).
    fn show_read(&mut self, restored: Box<Restored>, how: Showing) {
        self.answer(Input::Table(TableInput::Show { restored, how }));
    }

    /// Another deal is shown (`Effect::Shown`): drawn from scratch, with
    /// the replay's bar of `replay` moves at its step, else dealt in; then
    /// `say` is said.
    pub(super) fn shown(&mut self, replay: Option<usize>, say: Option<String>) {
        let bar = replay.map(|steps| self.replay_bar(steps));
        self.start_deal();
        match bar {
            Some(Err(_)) => return,
            Some(Ok(())) => self.replay_show_step(),
            None => self.deal_in(),
        }
        if let Some(text) = say {
            self.say(&text);
        }
        if replay.is_none() {
            self.assist.dealt(false, &self.core.view());
        }
    }

    /// The player declined what the changed attributes asked for
    /// (`requested`: that deal, or a new deal of that game): the attributes
    /// describe the deal shown again, and `patience-change-declined` says
    /// so (its `detail`: the deal shown, and what was `requested`).
    pub(super) fn attributes_declined(&mut self, requested: Variant, deal: Option<DealNumber>) {
        self.write_attributes();
        let asked = Object::new();
        let _ = Reflect::set(&asked, &"game".into(), &requested.game.id().into());
        let _ = Reflect::set(
            &asked,
            &"deal".into(),
            &deal.map_or(JsValue::NULL, |d| JsValue::from(d.get() as f64)),
        );
        if requested.has_options() {
            let _ = Reflect::set(&asked, &"draw".into(), &u32::from(requested.draw).into());
            let _ = Reflect::set(&asked, &"spaces".into(), &requested.spaces.id().into());
        }
        let host = self.options.host.as_ref();
        self.outbox.declined(host, &self.core.view(), asked);
    }

    /// Writes the deal attributes of the element to describe the deal
    /// shown (`attributes::describing`); the change they make then asks
    /// for nothing.
    pub(super) fn write_attributes(&mut self) {
        let Some(host) = self.options.host.clone() else {
            return;
        };
        for (name, value) in
            attributes::describing(self.core.view().variant(), self.core.view().deal())
        {
            let _ = match value {
                Some(v) => host.set_attribute(name, &v),
                None => host.remove_attribute(name),
            };
        }
        let query = attributes::query(|name| host.get_attribute(name));
        self.answer(Input::Table(TableInput::AttributesAre(query.clone())));
        self.options.search = query;
    }

    /// The session started the deal again: it is drawn afresh.
    pub(super) fn restarted(&mut self) {
        let pace = self.pace();
        self.board.render_all(&self.core.view(), pace);
        self.deal_in();
        self.after_change();
        self.emit_deal();
        self.say("");
        self.assist.dealt(true, &self.core.view());
    }

    /// A fresh deal's cards fly from the stock (or from above the table).
    pub(super) fn deal_in(&mut self) {
        let pace = self.pace();
        self.board.deal_in(&self.core.view(), pace);
    }

    /// The table's accessible name: "Caprice table".
    pub(super) fn table_label(&self) -> String {
        let game = self.core.view().variant().game;
        self.core.words().with(
            "table-label",
            &[(
                "game",
                Arg::Text(rulebook::game_name(game, self.core.words())),
            )],
        )
    }

    /// Shows the session's game from scratch: controls, piles, address.
    pub(super) fn start_deal(&mut self) {
        let variant = self.core.view().position().variant();
        let ids: Vec<PileId> = self.core.view().position().pile_ids().collect();
        let rebuild = !self
            .board
            .piles
            .iter()
            .map(|p| p.id)
            .eq(ids.iter().copied());
        if rebuild {
            // Another game's layout: an embedded table finds its height afresh.
            let _ = self.board.table.style().remove_property("--fit");
        }
        let _ = self
            .board
            .table
            .set_attribute("data-game", variant.game.id());
        let _ = self.board.table.set_attribute("role", "region");
        let _ = self
            .board
            .table
            .set_attribute("aria-label", &self.table_label());
        let _ = self
            .board
            .table
            .set_attribute("data-deal", &self.core.view().deal().to_string());
        if variant.has_options() {
            let _ = self
                .board
                .table
                .set_attribute("data-draw", &variant.draw.to_string());
            let _ = self
                .board
                .table
                .set_attribute("data-spaces", variant.spaces.id());
        } else {
            let _ = self.board.table.remove_attribute("data-draw");
            let _ = self.board.table.remove_attribute("data-spaces");
        }
        self.controls.game.set_value(variant.game.id());
        self.controls.draw.set_value(&variant.draw.to_string());
        self.controls.spaces.set_value(variant.spaces.id());
        // Double Canfield's rules become the setting.
        self.answer(Input::Table(TableInput::DealShown));
        if let Ok(list) = self.root.query_selector_all("[data-options]") {
            for i in 0..list.length() {
                if let Some(el) = list.item(i).and_then(|n| n.dyn_into::<Element>().ok()) {
                    let _ = el.toggle_attribute_with_force("hidden", !variant.has_options());
                }
            }
        }
        self.draw_deal_label();
        self.set_redeal_button(variant.rules().redeals > 0);
        self.reserve_look.set_button(
            &self.doc,
            &self.controls.buttons,
            variant.rules().has_reserve,
            self.core.reserve_fanned(),
            self.core.words(),
        );
        if rebuild {
            self.build_piles();
        } else {
            let pace = self.pace();
            self.board.render_all(&self.core.view(), pace);
        }
        self.show_address();
        // A deal shown is not a change of status (`Session::load`).
        self.after_change();
        self.emit_deal();
    }
}
