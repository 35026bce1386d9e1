//! A lost game says why (issue 40): where only turning the stock is left
//! (Double Canfield's stock turns for ever), the lost panel says that no
//! number of turns frees a move, as docs/rules.md does, and a turn of the
//! stock then explains itself rather than changing nothing silently.

mod common;

use patience::engine::{DealNumber, Game, GameId, Move, Position, Status, Variant};
use patience::table::announce::lost_text;
use patience::table::input::Input;
use patience::table::records::stats::Tally;
use patience::table::session::{Effect, Refusal, Session};
use patience::table::words::Words;

/// tests/data/rules.txt's double-canfield/draw-3-fewer-remain-recycle-and-stock-cycle-loss.
const ONLY_STOCK: &str = r#"{"game":"double-canfield","options":{"draw":3,"spaces":"waste"},"foundations":[["5S"],[],[],[],[],[],[],[]],"tableau":[["4C"],["4S"],["8C"],["8S"],["QC"]],"stock":["KH","6C"],"waste":["2D","7D","9H"],"reserve":["...","TC"],"redeals_left":0}"#;

#[test]
fn only_the_stock_left_is_said_on_the_panel_and_at_each_turn() {
    let w = Words::english();
    let pos = Position::from_json(&common::expand_filler(ONLY_STOCK)).unwrap();
    assert_eq!(pos.status(), Status::Lost);
    assert_eq!(pos.legal_moves(), vec![Move::Stock]);
    let text = lost_text(&pos, &w);
    assert!(text.contains("only turning the stock is left"), "{text}");
    assert!(text.contains("no number of turns"), "{text}");

    let mut s = Session::fresh(
        Variant::new(GameId::DoubleCanfield),
        DealNumber::new(1).unwrap(),
    );
    s.load(
        Game::new(pos),
        DealNumber::new(1).unwrap(),
        0,
        Tally::Played,
    );
    let effects = s.update(&Input::Stock, 1_000.0).unwrap();
    assert!(matches!(effects[0], Effect::Moved(_)), "{effects:?}");
    assert_eq!(effects[1], Effect::Refused(Refusal::OnlyStock));
    assert!(Refusal::OnlyStock.spoken(&w).contains("frees nothing"));

    // A game with no move at all says no legal move remains.
    let stuck = patience::engine::deal(Variant::new(GameId::Caprice), DealNumber::new(1).unwrap());
    if stuck.check(Move::Stock).is_err() {
        assert_eq!(lost_text(&stuck, &w), w.get("lost-text"));
    }
}
