//! The table's making: `App::new` builds the chrome, the board, the dialogs and the solver's host, and `opening` reads what the table opens on (a deal link, a saved game, a replay).

use super::*;

impl App {
    pub(super) fn new(root: &Element, options: MountOptions, me: Handle) -> Result<App, JsValue> {
        let window = web_sys::window().ok_or("no window")?;
        let doc = window.document().ok_or("no document")?;
        let request = link::parse_query(&options.search);
        let storage = Local::new(options.storage_prefix.clone());

        root.class_list().add_1("patience")?;
        root.set_attribute("part", "frame")?;
        // Embedded (an element on another page, or the page in an iframe):
        // the compact bar, without the page's title and footer.
        let embed = request.embed || !options.page;
        if embed {
            root.class_list().add_1("embed")?;
        }
        if !options.page {
            // Focusable, so that a click on the table gives it the keys.
            root.set_attribute("tabindex", "-1")?;
        }
        root.set_inner_html(view::CHROME);
        let table: HtmlElement = query(root, "[data-table]")?.unchecked_into();
        let select = |name: &str| -> Result<HtmlSelectElement, JsValue> {
            Ok(query(root, &format!("select[data-control=\"{name}\"]"))?.unchecked_into())
        };
        let controls = Controls {
            message: query(root, "[data-message]")?,
            moves: query(root, "[data-moves]")?,
            moves_word: query(root, "[data-moves-word]")?,
            clock: query(root, "[data-clock]")?,
            deal_label: query(root, "[data-deal-label]")?,
            undo: query(root, ".bar [data-action=\"undo\"]")?,
            redo: query(root, ".bar [data-action=\"redo\"]")?,
            restart: query(root, ".bar [data-action=\"restart\"]")?,
            redeal: None,
            buttons: query(root, ".bar .buttons")?,
            game: select("game")?,
            draw: select("draw")?,
            spaces: select("spaces")?,
        };

        let replay_code = link::replay_code(&options.hash)
            .filter(|_| request.deal.is_some() && request.daily.is_none());
        let (restored, mut notices) = Self::opening(
            &request,
            storage.as_ref(),
            options.save.as_ref(),
            replay_code.is_some(),
        );
        // A daily game stays one, however it is resumed (issue 26).
        let daily = request.daily.map(daily::date).or(restored.daily);
        let records = records::Records::new(storage.clone());
        let settings = records.settings();
        let variant = restored.game.position().variant();
        notices.extend(request.notices.iter().cloned());

        let status = restored.game.status();
        let winnable_only = solver_ui::winnable_only(storage.as_ref());
        let solver_session = crate::table::solver_session::SolverSession::with_settings(
            winnable_only,
            settings.chances,
            settings.peek_hints,
        );
        let intl = Rc::new(crate::web::intl::BrowserIntl::default());
        let core = TableState::new(
            Session::opened(restored, settings, options.attributes.clone()),
            solver_session,
            daily,
            intl.clone(),
            getrandom::u64().unwrap_or_else(|_| js_sys::Date::now() as u64),
        )
        .at_address(&options.search)
        .following(options.page, &options.share_url)
        .saving::<Wire>(options.save.clone().filter(|_| storage.is_some()));
        let (core, replaying) = core.replaying(replay_code.as_deref());
        // The table's parts share the core's words (English, built in, until
        // another language's arrive): read once, not once per part.
        let words = core.words().clone();
        let assist = assist::Assist::new(
            (&window, &me),
            &doc,
            (root, &controls.buttons),
            status,
            words.clone(),
        )?;
        let solver = solver_ui::SolverUi::new(
            &window,
            &doc,
            root,
            &controls.buttons,
            storage.as_ref(),
            (&me, &options.assets),
            (&settings, winnable_only, words.clone()),
        )?;
        let dialogs =
            dialogs::Dialogs::mount(root, &table, callback(&me, |h| h.send(Input::Resize)))?;
        let board = Board::new(
            &window,
            &doc,
            table,
            callback(&me, |h| h.send(Input::AnimationCheck)),
            words,
        );
        let mut app = App {
            me: me.clone(),
            outbox: events::Outbox::default(),
            intl,
            window,
            doc,
            root: root.clone(),
            board,
            controls,
            shown: Shown::default(),
            position_text: None,
            core,
            embed,
            options,
            reserve_look: reserve::Look::default(),
            overlay: None,
            tick: None,
            listeners: Vec::new(),
            assist,
            solver,
            records,
            dialogs,
            host_size: None,
            replay: None,
            share_menu: None,
            source: Source::Player,
            rules_game: variant.game,
            later: Later::new(&me),
        };
        app.apply_controls(app.options.controls.clone().as_deref());
        app.apply_look();
        app.listen_dialogs()?;
        // The words the table starts with: English, built in.
        app.words_changed();
        let keys = app.key_target();
        app.add_listener(&keys, "keydown", solver_ui::on_key)?;
        let winnable = app.solver.winnable_box();
        app.add_listener(&winnable, "change", solver_ui::on_winnable)?;
        let window = app.window.clone().into();
        app.add_listener(&window, tabs::EVENT, |e, h| {
            // A storage event is a task of its own: the table is idle.
            let Some(prefix) = h.read(|a| a.options.storage_prefix.clone()) else {
                return;
            };
            if let Some(input) = tabs::heard(&e, &prefix) {
                h.send(input);
            }
        })?;
        app.listen()?;
        if replaying.is_some() {
            app.replay_bar(app.core.replay_steps())?;
        }
        app.start_deal();
        if replaying.is_some() {
            app.replay_show_step();
        }
        // What the link's notices and the daily deal's check come to is
        // the core's.
        let known = daily.and_then(|date| daily::known(app.records.storage(), variant, date));
        let opened = TableInput::Opened {
            notices,
            replayed: replaying,
            known,
        };
        app.answer(Input::Table(opened));
        Ok(app)
    }

    /// The deal to show first, from the address and saved play.
    pub(super) fn opening(
        request: &LinkRequest,
        storage: Option<&Local>,
        scope: Option<&storage::Scope>,
        replaying: bool,
    ) -> (Restored, Vec<link::LinkNotice>) {
        let mut notices = Vec::new();
        let saves = storage.zip(scope);
        let fresh = Restored::fresh;
        if let Some(ask) = request.daily {
            // The day's deal if it was found before, else the date's first
            // candidate while the solver is asked (see `daily`).
            let date = daily::date(ask);
            let deal = daily::known(storage, request.variant, date)
                .unwrap_or_else(|| daily::first_guess(request.variant, date));
            return (
                storage::load_or_fresh(saves, request.variant, deal),
                notices,
            );
        }
        if let (Some(deal), true) = (request.deal, replaying) {
            // A replay shows the deal afresh; the saved game stays as it is.
            return (fresh(request.variant, deal), notices);
        }
        if let Some(deal) = request.deal {
            let restored =
                match saves.map(|(s, scope)| storage::load(s, scope, request.variant, deal)) {
                    Some(Loaded::Game(r)) => *r,
                    Some(Loaded::Unreadable) => {
                        notices.push(link::LinkNotice::SaveUnreadable);
                        fresh(request.variant, deal)
                    }
                    _ => fresh(request.variant, deal),
                };
            return (restored, notices);
        }
        let deal_was_bad = request.bad_deal.is_some();
        if !deal_was_bad {
            let game = request.game_given.then_some(request.variant.game);
            if let Some(r) = saves.and_then(|(s, scope)| storage::latest(s, scope, game)) {
                // A link naming only the game resumes that game's latest deal
                // with the options asked for, if they match.
                let v = r.game.position().variant();
                if !request.game_given || v == request.variant || !v.has_options() {
                    return (r, notices);
                }
            }
        }
        (fresh(request.variant, random_deal()), notices)
    }
}
