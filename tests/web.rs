//! The DOM layer and the JavaScript API, in headless Chromium
//! (`cargo test --target wasm32-unknown-unknown --test web`).
//!
//! Each test mounts the table in a fresh element and compares the page with
//! what the engine says, pile by pile.
#![cfg(target_arch = "wasm32")]

use patience::engine::{deal, DealNumber, Game, GameId, Move, PileId, Position, Spaces, Variant};
use patience::web::api::JsGame;
use patience::web::app::{self, Input, MountOptions, Mounted};
use patience::web::storage::Scope;
use std::cell::RefCell;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement};

#[path = "web/records.rs"]
mod records;

wasm_bindgen_test_configure!(run_in_browser);

thread_local! {
    /// The table under test (its element owns it on a real page).
    static MOUNTED: RefCell<Option<Mounted>> = const { RefCell::new(None) };
}

/// Sends `msg` to the table under test.
fn dispatch(msg: Input) {
    let handle = MOUNTED.with(|m| m.borrow().as_ref().map(Mounted::handle));
    if let Some(h) = handle {
        h.send(msg);
    }
}

fn document() -> web_sys::Document {
    web_sys::window().unwrap().document().unwrap()
}

/// A fresh mount point of the given size (the previous one is removed).
fn container(width: u32, height: u32) -> Element {
    let doc = document();
    if let Some(old) = doc.get_element_by_id("test-root") {
        MOUNTED.with(|m| m.borrow_mut().take());
        old.remove();
    }
    let el = doc.create_element("div").unwrap();
    el.set_id("test-root");
    el.set_attribute(
        "style",
        &format!("position:fixed;left:0;top:0;width:{width}px;height:{height}px"),
    )
    .unwrap();
    doc.body().unwrap().append_child(&el).unwrap();
    el
}

fn mount_with(search: &str, storage: bool, size: (u32, u32)) -> Element {
    let root = container(size.0, size.1);
    if !storage {
        // Settings and statistics left by other tests stay out of this one.
        clear_storage();
    }
    let mounted = app::mount(
        &root,
        MountOptions {
            search: search.to_string(),
            save: storage.then_some(Scope::Page),
            ..MountOptions::default()
        },
    )
    .unwrap();
    MOUNTED.with(|m| *m.borrow_mut() = Some(mounted));
    root
}

fn mount(search: &str) -> Element {
    mount_with(search, false, (1100, 760))
}

fn table(root: &Element) -> Element {
    root.query_selector("[data-table]").unwrap().unwrap()
}

fn pile_el(root: &Element, pile: PileId) -> Element {
    root.query_selector(&format!("[data-pile=\"{}\"]", pile.name()))
        .unwrap()
        .unwrap_or_else(|| panic!("no element for pile {pile}"))
}

/// The `data-card` tokens inside a pile's element, in DOM order.
fn cards_in(root: &Element, pile: PileId) -> Vec<String> {
    let list = pile_el(root, pile)
        .query_selector_all("[data-card]")
        .unwrap();
    (0..list.length())
        .map(|i| {
            list.item(i)
                .unwrap()
                .dyn_into::<Element>()
                .unwrap()
                .get_attribute("data-card")
                .unwrap()
        })
        .collect()
}

fn tokens(cards: &[patience::engine::Card]) -> Vec<String> {
    cards.iter().map(|c| c.to_string()).collect()
}

/// Every pile of the page matches `position`, bottom to top.
fn assert_page_shows(root: &Element, position: &Position) {
    let piles = root.query_selector_all("[data-pile]").unwrap();
    assert_eq!(
        piles.length() as usize,
        position.pile_ids().count(),
        "one element per pile"
    );
    for pile in position.pile_ids() {
        let el = pile_el(root, pile);
        if pile == PileId::STOCK {
            assert!(cards_in(root, pile).is_empty(), "stock cards are face down");
            assert_eq!(
                el.get_attribute("data-count").unwrap(),
                position.stock().len().to_string()
            );
            let html = el.inner_html();
            assert!(
                !html.contains("data-r") && !html.contains("data-s"),
                "the stock reveals nothing: {html}"
            );
        } else {
            assert_eq!(
                cards_in(root, pile),
                tokens(position.pile(pile)),
                "pile {pile}"
            );
        }
    }
}

fn text(root: &Element, selector: &str) -> String {
    root.query_selector(selector)
        .unwrap()
        .unwrap()
        .text_content()
        .unwrap_or_default()
}

fn current() -> Position {
    MOUNTED
        .with(|m| {
            m.borrow()
                .as_ref()
                .and_then(|m| m.with(|a| a.game().position().clone()))
        })
        .unwrap()
}

fn variants() -> Vec<Variant> {
    vec![
        Variant::new(GameId::Caprice),
        Variant::new(GameId::Capricieuse),
        Variant::new(GameId::LucasLeaps),
        Variant::new(GameId::DoubleCanfield),
        Variant::with_options(GameId::DoubleCanfield, Some(1), Some(Spaces::Any)).unwrap(),
        Variant::new(GameId::RussianPatience),
    ]
}

fn link(v: Variant, n: u32) -> String {
    patience::web::link::query(v, DealNumber::new(u64::from(n)).unwrap(), false)
}

#[wasm_bindgen_test]
fn mounting_shows_every_pile_and_card_of_the_deal() {
    for v in variants() {
        for n in [1u32, 77, 4_294_967_295] {
            let root = mount(&link(v, n));
            let t = table(&root);
            assert_eq!(t.get_attribute("data-game").unwrap(), v.game.id());
            assert_eq!(t.get_attribute("data-deal").unwrap(), n.to_string());
            assert_eq!(t.get_attribute("data-state").unwrap(), "playing");
            if v.has_options() {
                assert_eq!(t.get_attribute("data-draw").unwrap(), v.draw.to_string());
                assert_eq!(t.get_attribute("data-spaces").unwrap(), v.spaces.id());
            } else {
                assert!(!t.has_attribute("data-draw"));
            }
            let expected = deal(v, DealNumber::new(u64::from(n)).unwrap());
            assert_page_shows(&root, &expected);
            assert_eq!(text(&root, "[data-moves]"), "0");
            assert_eq!(text(&root, "[data-clock]"), "00:00");
            let redeal = root.query_selector("[data-action=\"redeal\"]").unwrap();
            assert_eq!(redeal.is_some(), v.rules().redeals > 0);
        }
    }
}

#[wasm_bindgen_test]
fn cards_and_piles_have_accessible_names() {
    let root = mount("?game=double-canfield&deal=3");
    let pos = current();
    // A pile's name says what it holds (and what an empty foundation takes).
    let t1 = pile_el(&root, PileId::tableau(0));
    assert_eq!(
        t1.get_attribute("aria-label").unwrap(),
        format!("tableau pile 1, 1 card, top: {}", pos.tableau(0)[0].name())
    );
    assert_eq!(
        pile_el(&root, PileId::foundation(1))
            .get_attribute("aria-label")
            .unwrap(),
        format!("foundation 2, empty, takes any {}", pos.base_rank().name())
    );
    assert_eq!(
        pile_el(&root, PileId::STOCK)
            .get_attribute("aria-label")
            .unwrap(),
        format!("stock, {} cards, deal", pos.stock().len())
    );
    assert_eq!(
        pile_el(&root, PileId::RESERVE)
            .get_attribute("aria-label")
            .unwrap(),
        format!(
            "reserve, 13 cards, top: {}",
            pos.reserve().last().unwrap().name()
        )
    );
    let card = t1.query_selector("[data-card]").unwrap().unwrap();
    assert_eq!(
        card.get_attribute("aria-label").unwrap(),
        pos.tableau(0)[0].name()
    );
}

/// Marks every card element, makes `mv`, and returns the piles whose
/// elements were replaced or added to.
fn redrawn_by(root: &Element, mv: Move) -> Vec<PileId> {
    let before = current();
    // Every card element is marked with its pile and place: a pile was
    // redrawn when its elements are no longer its own, in their order (a
    // card that moves keeps its element, which then shows in another pile).
    let marks = |p: PileId| -> Vec<Option<String>> {
        let list = pile_el(root, p).query_selector_all("[data-card]").unwrap();
        (0..list.length())
            .map(|i| {
                let el: Element = list.item(i).unwrap().dyn_into().unwrap();
                el.get_attribute("data-old")
            })
            .collect()
    };
    for p in before.pile_ids() {
        let list = pile_el(root, p).query_selector_all("[data-card]").unwrap();
        for i in 0..list.length() {
            let el: Element = list.item(i).unwrap().dyn_into().unwrap();
            el.set_attribute("data-old", &format!("{p}/{i}")).unwrap();
        }
    }
    let own: Vec<(PileId, Vec<Option<String>>)> =
        before.pile_ids().map(|p| (p, marks(p))).collect();
    dispatch(Input::Play(mv));
    let after = current();
    assert_ne!(before, after, "{mv} was played");
    assert_page_shows(root, &after);
    after
        .pile_ids()
        .filter(|&p| {
            let was = own.iter().find(|(q, _)| *q == p).map(|(_, m)| m);
            was != Some(&marks(p))
                || (p == PileId::STOCK && before.stock().len() != after.stock().len())
        })
        .collect()
}

#[wasm_bindgen_test]
fn a_move_redraws_only_the_piles_it_changed() {
    // Caprice 1: t10-t2 empties t10, which the stock fills at once.
    let root = mount("?game=caprice&deal=1");
    let mut changed = redrawn_by(&root, "t10-t2".parse().unwrap());
    changed.sort();
    let mut expected = vec![PileId::tableau(1), PileId::tableau(9), PileId::STOCK];
    expected.sort();
    assert_eq!(changed, expected);
    // Cards that stayed keep their elements: t2's bottom card is the old one.
    let t2 = pile_el(&root, PileId::tableau(1));
    let first = t2.query_selector("[data-card]").unwrap().unwrap();
    assert_eq!(first.get_attribute("data-old").as_deref(), Some("t2/0"));
    // The card that moved keeps its element: t2's top card came from t10.
    let top = t2
        .query_selector("[data-card]:last-of-type")
        .unwrap()
        .unwrap();
    assert!(
        top.get_attribute("data-old")
            .is_some_and(|m| m.starts_with("t10/")),
        "the moved card's element: {:?}",
        top.get_attribute("data-old")
    );

    // The stock deals to every pile.
    let changed = redrawn_by(&root, Move::Stock);
    assert_eq!(changed.len(), 13);

    // Double Canfield 5: t5-t3 moves the eight of clubs onto the nine of hearts.
    let root = mount("?game=double-canfield&deal=5");
    // t5 is emptied and filled from the reserve at once.
    let mut changed = redrawn_by(&root, "t5-t3".parse().unwrap());
    changed.sort();
    let mut expected = vec![PileId::RESERVE, PileId::tableau(2), PileId::tableau(4)];
    expected.sort();
    assert_eq!(changed, expected);
}

#[wasm_bindgen_test]
fn clicks_undo_and_redo_follow_the_engine() {
    let root = mount("?game=lucas-leaps&deal=5");
    let mut game = Game::deal(
        Variant::new(GameId::LucasLeaps),
        DealNumber::new(5).unwrap(),
    );
    let undo: HtmlElement = root
        .query_selector(".bar [data-action=\"undo\"]")
        .unwrap()
        .unwrap()
        .dyn_into()
        .unwrap();
    assert!(undo.has_attribute("disabled"));

    // A click on the stock is the stock move.
    pile_el(&root, PileId::STOCK)
        .dyn_into::<HtmlElement>()
        .unwrap()
        .click();
    game.play(Move::Stock).unwrap();
    assert_page_shows(&root, game.position());
    assert_eq!(text(&root, "[data-moves]"), "1");
    assert!(!undo.has_attribute("disabled"));

    // A click on a card plays the engine's preferred move for it.
    let from = PileId::tableau(12);
    let preferred = game.position().preferred_move(from, Some(1)).unwrap();
    let top = pile_el(&root, from)
        .query_selector("[data-card]:last-child")
        .unwrap()
        .unwrap();
    top.dyn_into::<HtmlElement>().unwrap().click();
    game.play(preferred).unwrap();
    assert_page_shows(&root, game.position());

    // Undo twice, redo once; buttons and Ctrl+Z / Ctrl+Y alike.
    undo.click();
    dispatch(Input::Key {
        key: "z".into(),
        ctrl: true,
        shift: false,
    });
    game.undo();
    game.undo();
    assert_page_shows(&root, game.position());
    assert_eq!(text(&root, "[data-moves]"), "0");
    dispatch(Input::Key {
        key: "y".into(),
        ctrl: true,
        shift: false,
    });
    game.redo();
    assert_page_shows(&root, game.position());
    dispatch(Input::Key {
        key: "Z".into(),
        ctrl: true,
        shift: true,
    });
    game.redo();
    assert_page_shows(&root, game.position());
    assert_eq!(text(&root, "[data-moves]"), "2");
}

#[wasm_bindgen_test]
fn an_illegal_move_shows_the_engines_reason() {
    let root = mount("?game=caprice&deal=1");
    let pos = current();
    let mv: Move = "t1-t2".parse().unwrap();
    let reason = patience::table::announce::reason(
        &pos.check(mv).unwrap_err(),
        &patience::table::words::Words::english(),
    );
    dispatch(Input::Play(mv));
    assert_eq!(text(&root, "[data-message]"), reason);
    assert_page_shows(&root, &pos);
}

#[wasm_bindgen_test]
fn capricieuse_redeal_button_counts_down() {
    let root = mount("?game=capricieuse&deal=1");
    let button: HtmlElement = root
        .query_selector("[data-action=\"redeal\"]")
        .unwrap()
        .unwrap()
        .dyn_into()
        .unwrap();
    assert_eq!(button.get_attribute("data-redeals-left").unwrap(), "2");
    let mut game = Game::deal(
        Variant::new(GameId::Capricieuse),
        DealNumber::new(1).unwrap(),
    );
    for left in [1, 0] {
        button.click();
        game.play(Move::Redeal).unwrap();
        assert_page_shows(&root, game.position());
        assert_eq!(
            button.get_attribute("data-redeals-left").unwrap(),
            left.to_string()
        );
    }
    assert!(button.has_attribute("disabled"));
}

/// The tableau piles the page dims.
fn dimmed(root: &Element) -> Vec<PileId> {
    (0..12)
        .map(PileId::tableau)
        .filter(|&p| pile_el(root, p).has_attribute("data-blocked"))
        .collect()
}

#[wasm_bindgen_test]
fn russian_patience_dims_blocked_piles_and_refuses_them() {
    let root = mount("?game=russian-patience&deal=3");
    let mut game = Game::deal(
        Variant::new(GameId::RussianPatience),
        DealNumber::new(3).unwrap(),
    );
    assert!(
        dimmed(&root).is_empty(),
        "the first row alone: every pile plays"
    );

    // The next row: only the outside piles play, the others are dimmed.
    dispatch(Input::Stock);
    game.play(Move::Stock).unwrap();
    assert_page_shows(&root, game.position());
    let blocked: Vec<PileId> = (0..12)
        .map(PileId::tableau)
        .filter(|&p| !game.position().is_available(p))
        .collect();
    assert_eq!(blocked, (1..11).map(PileId::tableau).collect::<Vec<_>>());
    assert_eq!(dimmed(&root), blocked);

    // A drag from a dimmed pile is refused with the engine's reason.
    let t5 = PileId::tableau(4);
    let reason = patience::table::announce::reason(
        &game.position().check_unit(t5, 1).unwrap_err(),
        &patience::table::words::Words::english(),
    );
    // The shell finds the pile and card under the pointer; here, t5's top.
    let top = game.position().pile(t5).len() - 1;
    dispatch(Input::PointerDown {
        hits: patience::table::gesture::Hits::at(Some(patience::table::gesture::Spot {
            pile: t5,
            card: Some(top),
        })),
        pointer: 1,
        at: patience::table::gesture::PressAt::page((100.0, 300.0)),
        primary: true,
    });
    dispatch(Input::PointerMove {
        pointer: 1,
        x: 140.0,
        y: 340.0,
    });
    dispatch(Input::PointerUp {
        pointer: 1,
        x: 140.0,
        y: 340.0,
    });
    assert_eq!(text(&root, "[data-message]"), reason);
    assert_page_shows(&root, game.position());
    assert_eq!(text(&root, "[data-moves]"), "1");

    // Every row dealt: nothing is dimmed, the redeal is open, and the
    // empty stock's place shows the redeals left.
    while !game.position().stock().is_empty() {
        dispatch(Input::Stock);
        game.play(Move::Stock).unwrap();
    }
    assert!(dimmed(&root).is_empty());
    let redeal: HtmlElement = root
        .query_selector("[data-action=\"redeal\"]")
        .unwrap()
        .unwrap()
        .dyn_into()
        .unwrap();
    assert!(!redeal.has_attribute("disabled"));
    let badge: HtmlElement = root
        .query_selector(".redeals")
        .unwrap()
        .unwrap()
        .dyn_into()
        .unwrap();
    assert!(!badge.hidden());
    assert!(badge.text_content().unwrap().starts_with("2"));

    // The redeal, and undo across it.
    redeal.click();
    game.play(Move::Redeal).unwrap();
    assert_page_shows(&root, game.position());
    assert_eq!(redeal.get_attribute("data-redeals-left").unwrap(), "1");
    assert!(
        redeal.has_attribute("disabled"),
        "the stock has cards again"
    );
    assert!(badge.hidden());
    dispatch(Input::Undo);
    game.undo();
    assert_page_shows(&root, game.position());
    assert_eq!(redeal.get_attribute("data-redeals-left").unwrap(), "2");
}

#[wasm_bindgen_test]
fn bad_links_fall_back_with_a_notice() {
    for (search, game, says) in [
        ("?game=nope&deal=12", "caprice", "'nope' is not a game"),
        (
            "?game=caprice&deal=0",
            "caprice",
            "'0' is not a deal number",
        ),
        (
            "?game=lucas-leaps&deal=abc",
            "lucas-leaps",
            "'abc' is not a deal number",
        ),
        (
            "?game=capricieuse&deal=99999999999999999999",
            "capricieuse",
            "is not a deal number",
        ),
        (
            "?game=double-canfield&deal=4&draw=2",
            "double-canfield",
            "draw must be 1 or 3",
        ),
        (
            "?game=double-canfield&deal=4&spaces=x",
            "double-canfield",
            "spaces must be",
        ),
        ("?game=%3Cb%3E&deal=-1", "caprice", "'<b>' is not a game"),
    ] {
        let root = mount(search);
        let t = table(&root);
        assert_eq!(t.get_attribute("data-game").unwrap(), game, "{search}");
        let deal_no: u64 = t.get_attribute("data-deal").unwrap().parse().unwrap();
        assert!(DealNumber::new(deal_no).is_ok(), "{search}");
        let message = text(&root, "[data-message]");
        assert!(message.contains(says), "{search}: {message}");
        assert!(root.query_selector("[data-message] b").unwrap().is_none());
        assert_page_shows(&root, &current());
    }
    // A valid deal number survives a bad game name.
    let root = mount("?game=nope&deal=12");
    assert_eq!(table(&root).get_attribute("data-deal").unwrap(), "12");
}

fn clear_storage() {
    let storage = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    let mut keys = Vec::new();
    for i in 0..storage.length().unwrap() {
        if let Some(k) = storage.key(i).unwrap() {
            keys.push(k);
        }
    }
    for k in keys {
        if k.starts_with("patience:") {
            storage.remove_item(&k).unwrap();
        }
    }
}

#[wasm_bindgen_test]
fn saved_play_resumes_with_its_history() {
    clear_storage();
    let search = "?game=lucas-leaps&deal=9";
    let root = mount_with(search, true, (1000, 700));
    let mut game = Game::deal(
        Variant::new(GameId::LucasLeaps),
        DealNumber::new(9).unwrap(),
    );
    for _ in 0..3 {
        let mv = game.position().legal_moves()[0];
        dispatch(Input::Play(mv));
        game.play(mv).unwrap();
    }
    dispatch(Input::Undo);
    game.undo();
    assert_page_shows(&root, game.position());

    // Reload: the same link resumes, undo and redo included.
    let root = mount_with(search, true, (1000, 700));
    assert_page_shows(&root, game.position());
    assert_eq!(text(&root, "[data-moves]"), "2");
    dispatch(Input::Redo);
    game.redo();
    assert_page_shows(&root, game.position());
    dispatch(Input::Undo);
    dispatch(Input::Undo);
    dispatch(Input::Undo);
    assert_page_shows(
        &root,
        &deal(
            Variant::new(GameId::LucasLeaps),
            DealNumber::new(9).unwrap(),
        ),
    );

    // A link to another deal starts that deal; the bare page resumes the last one.
    let root = mount_with("?game=caprice&deal=2", true, (1000, 700));
    assert_page_shows(
        &root,
        &deal(Variant::new(GameId::Caprice), DealNumber::new(2).unwrap()),
    );
    let root = mount_with("", true, (1000, 700));
    assert_eq!(table(&root).get_attribute("data-game").unwrap(), "caprice");
    assert_eq!(table(&root).get_attribute("data-deal").unwrap(), "2");
    clear_storage();
}

#[wasm_bindgen_test]
fn corrupt_saved_data_is_ignored() {
    clear_storage();
    let storage = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    storage
        .set_item("patience:save:game=caprice&deal=3", "{not json")
        .unwrap();
    storage.set_item("patience:recent", "[1,2,").unwrap();
    let root = mount_with("?game=caprice&deal=3", true, (1000, 700));
    assert_page_shows(
        &root,
        &deal(Variant::new(GameId::Caprice), DealNumber::new(3).unwrap()),
    );
    assert!(text(&root, "[data-message]").contains("could not be read"));

    // Moves that the deal does not allow are refused on replay, not trusted.
    storage
        .set_item(
            "patience:save:game=caprice&deal=4",
            r#"{"game":"caprice","draw":3,"spaces":"waste","deal":4,"moves":["t1-f1","t1-f1","t1-f1"],"redo":[],"secs":5}"#,
        )
        .unwrap();
    let root = mount_with("?game=caprice&deal=4", true, (1000, 700));
    assert_page_shows(
        &root,
        &deal(Variant::new(GameId::Caprice), DealNumber::new(4).unwrap()),
    );
    // The bare page with an unreadable recent list still deals something.
    storage.set_item("patience:recent", "\"x\"").unwrap();
    let root = mount_with("", true, (1000, 700));
    assert_page_shows(&root, &current());
    clear_storage();
}

/// Texts the release before serde-wasm-bindgen wrote (its hand-written
/// JSON): a saved game with moves, undone moves, clock and tally, the
/// recent list, every setting changed, and statistics with two sources and
/// a game in progress.
const RELEASE_SAVE: &str = r#"{"game":"lucas-leaps","draw":3,"spaces":"waste","deal":9,"moves":["t2-t1","s"],"redo":["t10-t2"],"secs":42,"tally":1}"#;
const RELEASE_RECENT: &str = r#"["patience:save:game=lucas-leaps&deal=9"]"#;
const RELEASE_SETTINGS: &str = r#"{"version":1,"draw":1,"spaces":"any","autoplay":false,"speed":"fast","four_colour":true,"card_size":"large","left_handed":true}"#;
const RELEASE_STATS: &str = r#"{"format":"patience-statistics","version":1,"id":"k3x9","sources":[{"id":"k3x9","games":[["caprice",{"played":2,"won":1,"streak":1,"best_streak":1,"best_secs":301,"fewest_moves":162,"last":1700000301}],["double-canfield draw=1 spaces=any",{"played":1,"won":0,"streak":0,"best_streak":0,"last":1700000600}]]},{"id":"other2","games":[["lucas-leaps",{"played":4,"won":1,"streak":0,"best_streak":1,"best_secs":900,"fewest_moves":210,"last":1690000000}]]}],"open":[["caprice","game=caprice&deal=2"]]}"#;

/// Saved data from the earlier release loads through `JSON.parse` and
/// serde-wasm-bindgen: the deal resumes with its history, the settings
/// apply, the statistics are kept (not set aside as unreadable), and the
/// texts written back are the same bytes.
#[wasm_bindgen_test]
fn saved_data_of_the_earlier_release_loads() {
    use patience::web::settings::{Settings, KEY as SETTINGS_KEY};
    use patience::web::stats::{self, Stats};
    use patience::web::storage::Saved;
    use patience::web::wire::Wire;
    clear_storage();
    let storage = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    storage
        .set_item("patience:save:game=lucas-leaps&deal=9", RELEASE_SAVE)
        .unwrap();
    storage.set_item("patience:recent", RELEASE_RECENT).unwrap();
    storage.set_item(SETTINGS_KEY, RELEASE_SETTINGS).unwrap();
    storage.set_item(stats::KEY, RELEASE_STATS).unwrap();

    let root = mount_with("", true, (1000, 700));
    let mut game = Game::deal(
        Variant::new(GameId::LucasLeaps),
        DealNumber::new(9).unwrap(),
    );
    for token in ["t2-t1", "s"] {
        game.play(token.parse().unwrap()).unwrap();
    }
    assert_page_shows(&root, game.position());
    assert_eq!(text(&root, "[data-moves]"), "2");
    dispatch(Input::Redo);
    game.play("t10-t2".parse().unwrap()).unwrap();
    assert_page_shows(&root, game.position());

    let classes = root.class_list();
    assert!(classes.contains("four-colour") && classes.contains("left-handed"));
    assert_eq!(root.get_attribute("data-card-size").unwrap(), "large");
    assert_eq!(root.get_attribute("data-speed").unwrap(), "fast");

    assert_eq!(storage.get_item(stats::KEY_UNREADABLE).unwrap(), None);
    let kept = Stats::parse::<Wire>(&storage.get_item(stats::KEY).unwrap().unwrap()).unwrap();
    assert!(kept.sources.iter().any(|s| s.id == "other2"));
    assert_eq!(kept.id, "k3x9");

    // Written back, byte for byte.
    let stats = Stats::parse::<Wire>(RELEASE_STATS).unwrap();
    assert_eq!(stats.to_json::<Wire>(), RELEASE_STATS);
    assert_eq!(
        Settings::parse::<Wire>(RELEASE_SETTINGS).to_json::<Wire>(),
        RELEASE_SETTINGS
    );
    assert_eq!(
        Saved::parse::<Wire>(RELEASE_SAVE)
            .unwrap()
            .to_json::<Wire>(),
        RELEASE_SAVE
    );
    clear_storage();
}

#[wasm_bindgen_test]
fn the_table_fits_small_and_large_windows() {
    for (w, h) in [(360, 520), (640, 360), (1280, 700), (1920, 1000)] {
        for v in variants() {
            let root = mount_with(&link(v, 11), false, (w, h));
            let t = table(&root).get_bounding_client_rect();
            let piles = root.query_selector_all("[data-pile], [data-card]").unwrap();
            for i in 0..piles.length() {
                let el: Element = piles.item(i).unwrap().dyn_into().unwrap();
                let r = el.get_bounding_client_rect();
                assert!(
                    r.left() >= t.left() - 0.5
                        && r.right() <= t.right() + 0.5
                        && r.top() >= t.top() - 0.5
                        && r.bottom() <= t.bottom() + 0.5,
                    "{w}x{h} {}: {} overflows the table",
                    v.game.id(),
                    el.outer_html().chars().take(80).collect::<String>()
                );
            }
        }
    }
}

fn js_error_message(e: wasm_bindgen::JsError) -> String {
    let v: JsValue = e.into();
    v.dyn_into::<js_sys::Error>()
        .expect("an Error")
        .message()
        .into()
}

fn options(pairs: &[(&str, JsValue)]) -> JsValue {
    let o = js_sys::Object::new();
    for (k, v) in pairs {
        js_sys::Reflect::set(&o, &(*k).into(), v).unwrap();
    }
    o.into()
}

#[wasm_bindgen_test]
fn the_javascript_api_plays_by_the_protocol() {
    let mut g = JsGame::deal("double-canfield".into(), 7.into(), JsValue::UNDEFINED)
        .unwrap_or_else(|e| panic!("{}", js_error_message(e)));
    let expected = deal(
        Variant::new(GameId::DoubleCanfield),
        DealNumber::new(7).unwrap(),
    );
    assert_eq!(g.position(), expected.to_json());
    assert_eq!(g.status(), "playing");
    let legal: Vec<String> = g
        .legal_moves()
        .iter()
        .map(|v| v.as_string().unwrap())
        .collect();
    let engine: Vec<String> = expected
        .legal_moves()
        .iter()
        .map(|m| m.to_string())
        .collect();
    assert_eq!(legal, engine);

    g.play("s".into()).unwrap();
    assert!(g.undo());
    assert!(!g.undo());
    assert!(g.redo());
    assert!(!g.redo());
    let mut after = expected.clone();
    after.apply(Move::Stock, &mut Vec::new()).unwrap();
    assert_eq!(g.position(), after.to_json());

    // Illegal and malformed moves throw Errors with the engine's words.
    let illegal: Move = "t1-f8".parse().unwrap();
    let reason = after.check(illegal).unwrap_err().to_string();
    let e = g.play("t1-f8".into()).unwrap_err();
    assert_eq!(js_error_message(e), reason);
    let e = g.play("t1-".into()).unwrap_err();
    assert!(js_error_message(e).contains("is not a move token"));
    let e = g.play(JsValue::from(3)).unwrap_err();
    assert!(js_error_message(e).contains("move token"));
    assert_eq!(
        g.position(),
        after.to_json(),
        "refused moves change nothing"
    );

    // Options.
    let g = JsGame::deal(
        "double-canfield".into(),
        "7".into(),
        options(&[("draw", 1.into()), ("spaces", "any".into())]),
    )
    .unwrap();
    assert!(g
        .position()
        .contains(r#""options":{"draw":1,"spaces":"any"}"#));
    let round = JsGame::from_position(g.position().into()).unwrap();
    assert_eq!(round.position(), g.position());

    for (game, deal_no, opts, says) in [
        (
            "klondike",
            JsValue::from(1),
            JsValue::UNDEFINED,
            "unknown game",
        ),
        (
            "caprice",
            JsValue::from(0),
            JsValue::UNDEFINED,
            "not a deal number",
        ),
        (
            "caprice",
            JsValue::from(1.5),
            JsValue::UNDEFINED,
            "not a deal number",
        ),
        (
            "caprice",
            JsValue::from(4294967296.0),
            JsValue::NULL,
            "not a deal number",
        ),
        (
            "caprice",
            JsValue::from("x"),
            JsValue::UNDEFINED,
            "not a deal number",
        ),
        (
            "caprice",
            JsValue::UNDEFINED,
            JsValue::UNDEFINED,
            "deal must be",
        ),
        (
            "caprice",
            JsValue::from(1),
            options(&[("draw", 1.into())]),
            "has no option",
        ),
        (
            "double-canfield",
            JsValue::from(1),
            options(&[("draw", 2.into())]),
            "draw must be 1 or 3",
        ),
        (
            "double-canfield",
            JsValue::from(1),
            options(&[("colour", 2.into())]),
            "unknown option",
        ),
        (
            "double-canfield",
            JsValue::from(1),
            JsValue::from(5),
            "options must be an object",
        ),
    ] {
        let e = JsGame::deal(game.into(), deal_no, opts)
            .err()
            .unwrap_or_else(|| panic!("{game} should be refused"));
        let message = js_error_message(e);
        assert!(message.contains(says), "{game}: {message}");
    }
    let e = JsGame::deal(JsValue::from(7), 1.into(), JsValue::UNDEFINED)
        .err()
        .unwrap();
    assert!(js_error_message(e).contains("game id must be a string"));
    let e = JsGame::from_position("{}".into()).err().unwrap();
    assert!(js_error_message(e).contains("not a position"));
    let e = JsGame::from_position(JsValue::NULL).err().unwrap();
    assert!(js_error_message(e).contains("JSON as a string"));
}

/// `game.state()` is the position as a plain object, `JSON.parse` of
/// `game.position()`; `Game.fromPosition` takes either, and both print the
/// protocol's bytes (the golden texts the native tests pin).
#[wasm_bindgen_test]
fn positions_cross_as_text_and_as_plain_objects() {
    let golden = include_str!("data/protocol_golden.txt");
    for line in golden.lines().step_by(7) {
        let g = JsGame::from_position(line.into())
            .unwrap_or_else(|e| panic!("{}: {line}", js_error_message(e)));
        assert_eq!(g.position(), line);
        assert_eq!(g.position(), Position::from_json(line).unwrap().to_json());
        let state = g.state().unwrap();
        assert!(state.is_object() && !js_sys::Array::is_array(&state));
        assert_eq!(
            js_sys::JSON::stringify(&state)
                .unwrap()
                .as_string()
                .unwrap(),
            line
        );
        let from_object = JsGame::from_position(state).unwrap();
        assert_eq!(from_object.position(), line);
        let parsed = js_sys::JSON::parse(line).unwrap();
        assert_eq!(JsGame::from_position(parsed).unwrap().position(), line);
    }

    // The object is checked like the text: the shape by serde, the rules after.
    let line = golden.lines().next().unwrap();
    let state = || js_sys::JSON::parse(line).unwrap();
    let with = |key: &str, value: JsValue| {
        let o = state();
        js_sys::Reflect::set(&o, &key.into(), &value).unwrap();
        o
    };
    let without = |key: &str| {
        let o = state();
        js_sys::Reflect::delete_property(o.unchecked_ref::<js_sys::Object>(), &key.into()).unwrap();
        o
    };
    for (value, says) in [
        (
            with("talon", JsValue::TRUE),
            "not a position: unknown field `talon`",
        ),
        (
            without("redeals_left"),
            "not a position: missing field `redeals_left`",
        ),
        (with("redeals_left", 1.5.into()), "not a position"),
        (
            with("stock", js_sys::Array::new().into()),
            "exactly two packs",
        ),
        (with("game", "klondike".into()), "unknown game 'klondike'"),
        (
            with("stock", js_sys::Array::of1(&7.into()).into()),
            "expected a card token such as \"TS\"",
        ),
        (
            with("options", js_sys::Array::new().into()),
            "expected an object of options",
        ),
        (js_sys::Array::new().into(), "not a position"),
        ("{\"game\":".into(), "not a position"),
        (
            JsValue::from(7),
            "JSON as a string, or the position as an object",
        ),
    ] {
        let e = JsGame::from_position(value).err().expect("refused");
        let message = js_error_message(e);
        assert!(message.contains(says), "{message} should say {says}");
    }
}

#[wasm_bindgen_test]
fn the_game_menu_deals_the_chosen_game() {
    let root = mount("?game=caprice&deal=1");
    let options_shown = |root: &Element| {
        let list = root.query_selector_all("[data-options]").unwrap();
        (0..list.length()).all(|i| {
            !list
                .item(i)
                .unwrap()
                .dyn_into::<Element>()
                .unwrap()
                .has_attribute("hidden")
        })
    };
    assert!(!options_shown(&root));
    for (id, redeal) in [
        ("lucas-leaps", false),
        ("capricieuse", true),
        ("double-canfield", false),
        ("russian-patience", true),
        ("caprice", false),
    ] {
        dispatch(Input::SelectGame(id.into()));
        let t = table(&root);
        assert_eq!(t.get_attribute("data-game").unwrap(), id);
        let pos = current();
        assert_eq!(pos.variant().game.id(), id);
        assert_eq!(
            pos,
            deal(
                pos.variant(),
                DealNumber::new(t.get_attribute("data-deal").unwrap().parse().unwrap()).unwrap()
            )
        );
        assert_page_shows(&root, &pos);
        assert_eq!(
            root.query_selector("[data-action=\"redeal\"]")
                .unwrap()
                .is_some(),
            redeal
        );
        assert_eq!(options_shown(&root), id == "double-canfield");
        let select: web_sys::HtmlSelectElement = root
            .query_selector("select[data-control=\"game\"]")
            .unwrap()
            .unwrap()
            .dyn_into()
            .unwrap();
        assert_eq!(select.value(), id);
    }
    dispatch(Input::SelectGame("double-canfield".into()));
    let draw: web_sys::HtmlSelectElement = root
        .query_selector("select[data-control=\"draw\"]")
        .unwrap()
        .unwrap()
        .dyn_into()
        .unwrap();
    draw.set_value("1");
    dispatch(Input::SelectDraw("1".into()));
    let t = table(&root);
    assert_eq!(t.get_attribute("data-draw").unwrap(), "1");
    assert_eq!(t.get_attribute("data-spaces").unwrap(), "waste");
    assert_eq!(current().variant().draw, 1);
    assert_page_shows(&root, &current());
}

// ----- the solver in the browser (web::solver_api, the app's solver_ui) -----

/// Double Canfield with every card on a foundation except the hearts after
/// `hearts_to` and the clubs after `clubs_to`, which lie in `t1` and the
/// stock as given (tokens, bottom first).
fn solver_endgame(hearts_to: usize, clubs_to: usize, t1: &str, stock: &str) -> String {
    let run = |suit: char, to: usize| -> Vec<String> {
        "A23456789TJQK"
            .chars()
            .take(to)
            .map(|r| format!("{r}{suit}"))
            .collect()
    };
    let list = |cards: Vec<String>| -> String {
        let quoted: Vec<String> = cards.iter().map(|c| format!("\"{c}\"")).collect();
        format!("[{}]", quoted.join(","))
    };
    let words = |s: &str| s.split_whitespace().map(String::from).collect::<Vec<_>>();
    let f = [
        run('S', 13),
        run('S', 13),
        run('H', 13),
        run('H', hearts_to),
        run('D', 13),
        run('D', 13),
        run('C', 13),
        run('C', clubs_to),
    ];
    format!(
        "{{\"game\":\"double-canfield\",\"options\":{{\"draw\":3,\"spaces\":\"waste\"}},\"foundations\":[{}],\"tableau\":[{},[],[],[],[]],\"stock\":{},\"waste\":[],\"reserve\":[],\"redeals_left\":0}}",
        f.into_iter().map(list).collect::<Vec<_>>().join(","),
        list(words(t1)),
        list(words(stock))
    )
}

/// Runs a JavaScript `Solver` in slices of `nodes` nodes to its verdict.
fn solver_verdict(s: &mut patience::web::solver_api::JsSolver, nodes: f64) -> (String, u32) {
    let mut slices = 0;
    loop {
        slices += 1;
        let v = s.run(nodes);
        if v != "running" {
            return (v, slices);
        }
        assert!(slices < 1_000_000, "the search never ends");
    }
}

#[wasm_bindgen_test]
fn the_solver_searches_in_slices_in_the_browser() {
    use patience::web::solver_api::JsSolver;
    let tokens =
        |s: &JsSolver| -> Vec<String> { s.line().iter().map(|t| t.as_string().unwrap()).collect() };

    // One move from winning: the King of hearts goes up, one node at a time.
    let json = solver_endgame(12, 13, "KH", "");
    let mut s = JsSolver::new(JsValue::from_str(&json), JsValue::UNDEFINED).unwrap();
    assert_eq!(solver_verdict(&mut s, 1.0).0, "winnable");
    assert_eq!(tokens(&s), vec!["t1-f4"]);
    // The same position as a plain object (game.state()).
    let state = JsGame::from_position(json.as_str().into())
        .unwrap()
        .state()
        .unwrap();
    let mut from_object = JsSolver::new(state, JsValue::UNDEFINED).unwrap();
    assert_eq!(solver_verdict(&mut from_object, 1.0).0, "winnable");
    assert_eq!(tokens(&from_object), vec!["t1-f4"]);
    assert_eq!(
        s.run(1.0),
        "winnable",
        "a finished search keeps its verdict"
    );

    // The King of hearts buried on its own Queen, the clubs still cycling
    // through the stock: proven lost, in many small slices.
    let json = solver_endgame(11, 10, "QH KH", "JC QC KC");
    let mut s = JsSolver::new(JsValue::from_str(&json), JsValue::UNDEFINED).unwrap();
    let (verdict, slices) = solver_verdict(&mut s, 4.0);
    assert_eq!(verdict, "unwinnable");
    assert!(slices > 1, "the search was resumed across slices");
    assert!(tokens(&s).is_empty());

    // A whole deal in slices of 500 nodes: the line it finds wins when the
    // engine replays it.
    let json = Game::deal(Variant::new(GameId::Caprice), DealNumber::new(1).unwrap())
        .position()
        .to_json();
    let mut s = JsSolver::new(JsValue::from_str(&json), JsValue::UNDEFINED).unwrap();
    assert_eq!(solver_verdict(&mut s, 500.0).0, "winnable");
    let mut game = Game::new(Position::from_json(&json).unwrap());
    for t in tokens(&s) {
        game.play(t.parse().unwrap()).unwrap();
    }
    assert_eq!(game.status(), patience::engine::Status::Won);

    // A node budget that runs out gives up.
    let opts = js_sys::Object::new();
    js_sys::Reflect::set(&opts, &"maxNodes".into(), &5.into()).unwrap();
    let json = Game::deal(
        Variant::new(GameId::LucasLeaps),
        DealNumber::new(57).unwrap(),
    )
    .position()
    .to_json();
    let mut s = JsSolver::new(JsValue::from_str(&json), opts.into()).unwrap();
    assert_eq!(solver_verdict(&mut s, 1.0).0, "unknown");
    assert!(JsSolver::new(JsValue::from_str("{}"), JsValue::UNDEFINED).is_err());
}

/// Runs the table's main-thread solver slices (this test page names no
/// worker) until the indicator leaves "thinking"; returns what it says.
fn solver_settles(root: &Element) -> String {
    use patience::web::app::SolverMsg;
    let indicator = root.query_selector("[data-solver]").unwrap().unwrap();
    for _ in 0..200_000 {
        let state = indicator.get_attribute("data-solver").unwrap();
        if state != "thinking" {
            return state;
        }
        dispatch(Input::Solver(SolverMsg::Slice));
    }
    panic!("the solver never answered");
}

/// The move the hint marks: its card's pile and depth, and its target.
fn hinted_move(root: &Element) -> Move {
    let card = root
        .query_selector("[data-hint-card]")
        .unwrap()
        .expect("a marked card");
    let pile = card.closest("[data-pile]").unwrap().unwrap();
    let cards = pile.query_selector_all("[data-card]").unwrap();
    let index = (0..cards.length())
        .position(|i| cards.item(i).unwrap().is_same_node(Some(&card)))
        .unwrap() as u32;
    let count = cards.length() - index;
    let from = pile.get_attribute("data-pile").unwrap();
    let to = root
        .query_selector("[data-hint-target]")
        .unwrap()
        .expect("a marked pile")
        .get_attribute("data-hint-target")
        .unwrap();
    let token = if count > 1 {
        format!("{from}x{count}-{to}")
    } else {
        format!("{from}-{to}")
    };
    token.parse().unwrap()
}

#[wasm_bindgen_test]
fn the_indicator_hint_and_demo_follow_the_solver() {
    use patience::web::app::SolverMsg;
    let root = mount("?game=caprice&deal=1");
    let indicator = root.query_selector("[data-solver]").unwrap().unwrap();
    assert_eq!(indicator.get_attribute("data-solver").unwrap(), "thinking");
    assert_eq!(solver_settles(&root), "winnable");
    assert_eq!(indicator.text_content().unwrap(), "Winnable");
    assert!(indicator
        .get_attribute("title")
        .unwrap()
        .contains("hidden order"));

    // Here (no worker) the honest hint cannot be worked out: it says so,
    // with a move of its own; "your chances" shows nothing.
    dispatch(Input::Solver(SolverMsg::Hint));
    assert!(text(&root, "[data-message]").starts_with("Honest hints need a background worker"));
    let chances = root.query_selector("[data-chances]").unwrap().unwrap();
    assert_eq!(chances.get_attribute("data-chances").unwrap(), "no-worker");
    assert!(chances.has_attribute("hidden"));

    // Hints that may peek: the hint marks a legal move's card and pile of
    // the winning line, and says it.
    dispatch(Input::Setting(
        patience::table::records::settings::Setting::PeekHints(true),
    ));
    dispatch(Input::Solver(SolverMsg::Hint));
    let mv = hinted_move(&root);
    assert!(current().legal_moves().contains(&mv), "{mv} is legal");
    assert!(text(&root, "[data-message]").starts_with("Hint: "));

    // Following the line keeps the verdict without a new search; the
    // marks go at the move.
    dispatch(Input::Play(mv));
    assert_eq!(indicator.get_attribute("data-solver").unwrap(), "winnable");
    assert!(root.query_selector("[data-hint-card]").unwrap().is_none());
    assert!(root.query_selector("[data-hint-target]").unwrap().is_none());
    dispatch(Input::Undo);
    assert_eq!(indicator.get_attribute("data-solver").unwrap(), "winnable");

    // The demo plays the line to the win, one step per timer tick.
    dispatch(Input::Solver(SolverMsg::Demo));
    let demo = root
        .query_selector("[data-action=\"demo\"]")
        .unwrap()
        .unwrap();
    assert_eq!(demo.get_attribute("aria-pressed").unwrap(), "true");
    for _ in 0..2_000 {
        if current().status() != patience::engine::Status::Playing {
            break;
        }
        dispatch(Input::Solver(SolverMsg::DemoStep));
    }
    assert_eq!(current().status(), patience::engine::Status::Won);
    assert_eq!(table(&root).get_attribute("data-state").unwrap(), "won");
    assert_eq!(demo.get_attribute("aria-pressed").unwrap(), "false");

    // Undo goes back move by move, along the line: still winnable.
    dispatch(Input::Undo);
    assert_eq!(indicator.get_attribute("data-solver").unwrap(), "winnable");
    assert_eq!(current().status(), patience::engine::Status::Playing);

    // Any input stops a demo (here a click on the felt).
    dispatch(Input::Solver(SolverMsg::Demo));
    let moves = text(&root, "[data-moves]");
    dispatch(Input::Click {
        hits: Default::default(),
        detail: 1,
    });
    assert_eq!(demo.get_attribute("aria-pressed").unwrap(), "false");
    dispatch(Input::Solver(SolverMsg::DemoStep));
    assert_eq!(text(&root, "[data-moves]"), moves, "no move after the stop");
}

#[wasm_bindgen_test]
fn replay_codes_cross_the_javascript_api() {
    let mut g = JsGame::deal("lucas-leaps".into(), 42.into(), JsValue::UNDEFINED).unwrap();
    assert_eq!(g.replay_code().unwrap(), "");
    for t in ["t2-t3", "s", "t1-t8"] {
        g.play(t.into()).unwrap();
    }
    // The same code as natively (docs/replay.md's worked example).
    assert_eq!(g.replay_code().unwrap(), "TAB");
    let r = JsGame::from_replay(
        "lucas-leaps".into(),
        42.into(),
        "TAB".into(),
        JsValue::UNDEFINED,
    )
    .unwrap();
    assert_eq!(r.position(), g.position());
    assert!(r.replay_stop().is_null());
    // Undo history comes with it.
    let mut r = r;
    assert!(r.undo());
    // A damaged code plays its legal prefix and says where it stopped.
    let r = JsGame::from_replay(
        "lucas-leaps".into(),
        42.into(),
        "TA*".into(),
        JsValue::UNDEFINED,
    )
    .unwrap();
    let moves: Vec<String> = r.moves().iter().map(|v| v.as_string().unwrap()).collect();
    assert_eq!(moves, ["t2-t3", "s"]);
    let stop = r.replay_stop();
    let at = js_sys::Reflect::get(&stop, &"move".into()).unwrap();
    assert_eq!(at.as_f64(), Some(3.0));
    let reason = js_sys::Reflect::get(&stop, &"reason".into()).unwrap();
    assert!(reason.as_string().unwrap().contains("character 3"));
    let e = JsGame::from_replay(
        "lucas-leaps".into(),
        42.into(),
        7.into(),
        JsValue::UNDEFINED,
    )
    .err()
    .unwrap();
    assert!(js_error_message(e).contains("replay code must be a string"));
}

#[wasm_bindgen_test]
fn the_daily_deal_is_the_same_in_the_browser() {
    use patience::web::solver_api::JsSolver;
    // tests/data/golden_daily.txt, natively.
    let golden = include_str!("data/golden_daily.txt");
    for line in golden.lines().filter(|l| !l.starts_with('#')).take(9) {
        let f: Vec<&str> = line.split(" | ").collect();
        let mut words = f[0].split(' ');
        let game = words.next().unwrap();
        let opts: Vec<(String, JsValue)> = words
            .map(|w| {
                let (k, v) = w.split_once('=').unwrap();
                let v = if k == "draw" {
                    JsValue::from(v.parse::<u32>().unwrap())
                } else {
                    JsValue::from(v)
                };
                (k.to_string(), v)
            })
            .collect();
        let o = js_sys::Object::new();
        for (k, v) in &opts {
            js_sys::Reflect::set(&o, &k.as_str().into(), v).unwrap();
        }
        let n = JsSolver::daily_deal(game.into(), f[1].into(), o.into())
            .unwrap_or_else(|e| panic!("{}", js_error_message(e)));
        assert_eq!(n.to_string(), f[2], "{line}");
    }
    let e = JsSolver::daily_deal("caprice".into(), "2026-02-30".into(), JsValue::UNDEFINED)
        .err()
        .unwrap();
    assert!(js_error_message(e).contains("YYYY-MM-DD"));
}

/// The whole numbers the first table writes without `Intl` (below 1000,
/// every language but Arabic) are exactly what `Intl.NumberFormat` writes:
/// plain digits. (Regression: the page's first formatter, made while the
/// first table was drawn, cost a phone 130 ms.)
#[wasm_bindgen_test]
fn plain_digits_are_intls() {
    use patience::table::words::{Lang, NumberStyle};
    use patience::web::intl::plain_digits;
    for lang in Lang::ALL.into_iter().chain([Lang::Pseudo]) {
        let tag = if lang == Lang::Pseudo {
            "en"
        } else {
            lang.tag()
        };
        let f = js_sys::Intl::NumberFormat::new(
            &js_sys::Array::of1(&tag.into()),
            &js_sys::Object::new(),
        )
        .format();
        for n in 0..1000u32 {
            let x = f64::from(n);
            let intl = f
                .call1(&JsValue::NULL, &x.into())
                .unwrap()
                .as_string()
                .unwrap();
            match plain_digits(lang, x, NumberStyle::Decimal) {
                Some(plain) => assert_eq!(plain, intl, "{lang:?} {n}"),
                None => assert_eq!(lang, Lang::Ar, "{n}"),
            }
        }
        // Not whole, 1000 or more, below 0, or a percentage: Intl's.
        for x in [0.5, 1000.0, 1234.0, -1.0] {
            assert_eq!(
                plain_digits(lang, x, NumberStyle::Decimal),
                None,
                "{lang:?} {x}"
            );
        }
        assert_eq!(plain_digits(lang, 42.0, NumberStyle::Percent), None);
    }
}

/// The browser's `Intl` writes the words' numbers, percentages and dates
/// in the table's language; a plural still selects on the number.
#[wasm_bindgen_test]
fn the_browsers_intl_writes_numbers_percentages_and_dates() {
    use patience::engine::daily::DailyDate;
    use patience::table::words::{Arg, Intl, Lang, NumberStyle, Words};
    use patience::web::intl::BrowserIntl;
    use std::rc::Rc;
    let intl = BrowserIntl::default();
    let day = DailyDate::from_ymd(2026, 11, 26).unwrap();
    let n = |lang, x, style| intl.number(lang, x, style);
    assert_eq!(n(Lang::Fr, 1234.0, NumberStyle::Decimal), "1\u{202F}234");
    assert_eq!(n(Lang::Fr, 0.42, NumberStyle::Percent), "42\u{A0}%");
    assert_eq!(n(Lang::De, 1234.0, NumberStyle::Decimal), "1.234");
    assert_eq!(n(Lang::En, 1234.0, NumberStyle::Decimal), "1,234");
    assert_eq!(n(Lang::En, 0.5, NumberStyle::Percent), "50%");
    assert_eq!(n(Lang::Pseudo, 1234.0, NumberStyle::Decimal), "1,234");
    // Kept per language and style: asked again, the same words.
    assert_eq!(n(Lang::Fr, 0.07, NumberStyle::Percent), "7\u{A0}%");
    assert_eq!(intl.date(Lang::Fr, day), "26 novembre 2026");
    assert_eq!(intl.date(Lang::En, day), "November 26, 2026");
    assert_eq!(intl.date(Lang::De, day), "26. November 2026");
    // The first day, wherever the browser's clock is.
    let first = DailyDate::from_ymd(1970, 1, 1).unwrap();
    assert_eq!(intl.date(Lang::En, first), "January 1, 1970");
    // Arabic as the browser's Intl writes it.
    let ar =
        js_sys::Intl::NumberFormat::new(&js_sys::Array::of1(&"ar".into()), &js_sys::Object::new());
    let want = ar
        .format()
        .call1(&JsValue::NULL, &1234.0.into())
        .unwrap()
        .as_string()
        .unwrap();
    assert_eq!(n(Lang::Ar, 1234.0, NumberStyle::Decimal), want);
    // Through French's words: the count's words, its plural, the date.
    let files = [
        include_str!("../locales/fr/games.ftl"),
        include_str!("../locales/fr/rules.ftl"),
        include_str!("../locales/fr/table.ftl"),
    ]
    .map(str::to_string);
    let fr = Words::of(Lang::Fr, &files)
        .unwrap()
        .written_by(Rc::new(BrowserIntl::default()));
    assert_eq!(
        fr.with("count-cards", &[("count", Arg::Num(1234.0))]),
        "1\u{202F}234 cartes"
    );
    assert_eq!(
        fr.with("count-cards", &[("count", Arg::Num(1.0))]),
        "1 carte"
    );
    assert_eq!(
        fr.with("stats-percent", &[("percent", Arg::Percent(0.42))]),
        "42\u{A0}%"
    );
    let title = fr.with(
        "daily-day-title",
        &[("date", Arg::Date(day)), ("words", "gagnée".into())],
    );
    assert!(title.starts_with("26 novembre 2026"), "{title}");
}
