//! The engine against the reference implementation of RULES.md
//! (tests/common/reference.rs), which shares no code with it: deals, the
//! printed JSON, legal move lists, the result of every listed move, and
//! status, on real deals, random playouts and odd positions (empty piles,
//! empty stock, complete and nearly full foundations).

#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::reference::{self, Table};
use common::{odd_position, ref_game, variants};
use patience::engine::deal::shuffled_pack;
use patience::engine::*;
use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn engine_moves(pos: &Position) -> Vec<String> {
    pos.legal_moves().iter().map(Move::to_string).collect()
}

/// Compares the engine and the reference on one position, then on the
/// result of every listed move (when `all_moves`). Returns the move list.
fn agree(pos: &Position, all_moves: bool) -> Vec<String> {
    let json = pos.to_json();
    let table = Table::from_json(&json);
    assert_eq!(table.to_json(), json, "printing differs");
    let moves = engine_moves(pos);
    assert_eq!(moves, table.moves(), "legal moves differ in\n{json}");
    assert_eq!(
        pos.status().id(),
        table.status(),
        "status differs in\n{json}"
    );
    if all_moves {
        for token in &moves {
            let mut after = pos.clone();
            after
                .apply(token.parse().unwrap(), &mut NoLog)
                .unwrap_or_else(|e| panic!("listed move {token} refused: {e}\n{json}"));
            let mut expected = table.clone();
            expected.apply(token);
            assert_eq!(
                after.to_json(),
                expected.to_json(),
                "{token} gives a different position from\n{json}"
            );
        }
    }
    moves
}

#[test]
fn the_shuffle_is_the_documented_one() {
    for n in [1u32, 2, 3, 7, 1000, 65_536, 123_456_789, u32::MAX] {
        let engine: Vec<String> = shuffled_pack(DealNumber::new(u64::from(n)).unwrap())
            .iter()
            .map(Card::to_string)
            .collect();
        let written: Vec<String> = reference::shuffled(n).iter().map(|c| c.token()).collect();
        assert_eq!(engine, written, "deal {n}");
    }
}

#[test]
fn deals_follow_the_rule_book() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let numbers: Vec<u32> = (1..=25)
        .chain([1000, u32::MAX])
        .chain((0..25).map(|_| rng.random_range(1..=u32::MAX)))
        .collect();
    for v in variants() {
        let (g, draw, any) = ref_game(v);
        for &n in &numbers {
            let engine = deal(v, DealNumber::new(u64::from(n)).unwrap()).to_json();
            let written = reference::deal(g, draw, any, &reference::shuffled(n)).to_json();
            assert_eq!(engine, written, "{v} deal {n}");
        }
    }
}

#[test]
fn every_listed_move_of_opening_deals_agrees() {
    for v in variants() {
        for n in 1..=12u64 {
            agree(&deal(v, DealNumber::new(n).unwrap()), true);
        }
    }
}

/// Russian Patience's redeals (the shuffle of deal.rs's documentation,
/// written again in the reference): deal every row, play what goes to the
/// foundations, redeal; then again, to the second redeal's end.
#[test]
fn russian_patience_redeals_follow_the_rule_book() {
    let v = Variant::new(GameId::RussianPatience);
    for n in (1..=40u64).chain([u64::from(u32::MAX)]) {
        let mut pos = deal(v, DealNumber::new(n).unwrap());
        let mut redeals = 0;
        for _ in 0..400 {
            let moves = agree(&pos, false);
            // Foundation moves first, then the stock, then the redeal.
            let pick = moves
                .iter()
                .find(|m| m.contains("-f"))
                .or_else(|| moves.iter().find(|m| *m == "s"))
                .or_else(|| moves.iter().find(|m| *m == "redeal"));
            let Some(token) = pick else { break };
            if token == "redeal" {
                agree(&pos, true);
                redeals += 1;
            }
            pos.apply(token.parse().unwrap(), &mut NoLog).unwrap();
        }
        assert!(redeals >= 1, "deal {n} never redealt");
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Random playouts from real deals: every position on the way agrees
    /// on moves and status, and (every few steps) on each listed move.
    #[test]
    fn playouts_agree(vi in 0usize..8, number in 1u32.., seed in any::<u64>()) {
        let v = variants()[vi];
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut pos = deal(v, DealNumber::new(u64::from(number)).unwrap());
        for step in 0..300 {
            let moves = agree(&pos, step % 8 == 0);
            if moves.is_empty() {
                break;
            }
            // Prefer moves that are not the stock move, so games go deep.
            let token = if moves.len() > 1 && rng.random_bool(0.8) {
                let others: Vec<&String> = moves.iter().filter(|m| *m != "s").collect();
                others[rng.random_range(0..others.len())].clone()
            } else {
                moves[rng.random_range(0..moves.len())].clone()
            };
            pos.apply(token.parse().unwrap(), &mut NoLog).unwrap();
        }
    }

    /// Odd positions: empty piles, empty stock or reserve, foundations
    /// empty, complete or nearly full, built tableau piles. The engine reads
    /// the reference's JSON, prints it back identically, and agrees on every
    /// move, every result and the status.
    #[test]
    fn odd_positions_agree(vi in 0usize..8, seed in any::<u64>()) {
        let v = variants()[vi];
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..8 {
            let table = odd_position(v, &mut rng);
            let json = table.to_json();
            let pos = Position::from_json(&json)
                .unwrap_or_else(|e| panic!("valid position refused: {e}\n{json}"));
            prop_assert_eq!(pos.to_json(), json);
            agree(&pos, true);
        }
    }
}

/// Statuses are not all `playing`: the cross-checks above do meet won and
/// lost positions, including Double Canfield's stock-cycle loss.
#[test]
fn odd_positions_reach_every_status() {
    let mut seen = std::collections::HashMap::new();
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    for v in variants() {
        for _ in 0..300 {
            let table = odd_position(v, &mut rng);
            let pos = Position::from_json(&table.to_json()).unwrap();
            let status = pos.status();
            assert_eq!(status.id(), table.status());
            let cycle = status == Status::Lost && pos.legal_moves() == [Move::Stock];
            *seen.entry((v.game, status, cycle)).or_insert(0) += 1;
        }
    }
    for game in GameId::ALL {
        assert!(seen.contains_key(&(game, Status::Playing, false)), "{game}");
    }
    assert!(
        seen.contains_key(&(GameId::DoubleCanfield, Status::Lost, true)),
        "{seen:?}"
    );
}
