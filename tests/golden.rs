//! Golden deals: deal numbers are forever. `tests/data/golden_deals.txt`
//! pins the whole starting position of several deal numbers for every game
//! and option set; any change to the shuffle or to a deal breaks this test.
//!
//! Before the file was written, deal 1 was checked by hand against RULES.md
//! from its shuffled pack; `deal_1_worked_by_hand` keeps that check.

#![cfg(not(target_arch = "wasm32"))]

use patience::engine::deal::shuffled_pack;
use patience::engine::*;
use std::collections::HashSet;

const GOLDEN: &str = include_str!("data/golden_deals.txt");
const GOLDEN_REDEALS: &str = include_str!("data/golden_redeals.txt");

fn golden() -> Vec<(u64, &'static str)> {
    GOLDEN
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (n, json) = l.split_once(' ').expect("NUMBER JSON");
            (n.parse().expect("a deal number"), json)
        })
        .collect()
}

fn variant_key(v: Variant) -> String {
    v.to_string()
}

#[test]
fn golden_deals_never_change() {
    let lines = golden();
    assert!(lines.len() >= 54);
    for (n, json) in lines {
        let variant = Position::from_json(json)
            .unwrap_or_else(|e| panic!("golden line for deal {n} is invalid: {e}"))
            .variant();
        let now = deal(variant, DealNumber::new(n).unwrap()).to_json();
        assert_eq!(now, json, "{variant} deal {n} has changed");
    }
}

#[test]
fn golden_file_covers_every_game_option_and_the_extreme_numbers() {
    let have: HashSet<(String, u64)> = golden()
        .into_iter()
        .map(|(n, json)| (variant_key(Position::from_json(json).unwrap().variant()), n))
        .collect();
    let mut variants = vec![
        Variant::new(GameId::Caprice),
        Variant::new(GameId::Capricieuse),
        Variant::new(GameId::LucasLeaps),
        Variant::new(GameId::RussianPatience),
    ];
    for draw in [3, 1] {
        for spaces in [Spaces::Waste, Spaces::Any] {
            variants.push(
                Variant::with_options(GameId::DoubleCanfield, Some(draw), Some(spaces)).unwrap(),
            );
        }
    }
    for v in variants {
        for n in [1u64, 2, 3, 1000, 4_294_967_295] {
            assert!(
                have.contains(&(variant_key(v), n)),
                "{v} deal {n} is not pinned"
            );
        }
    }
}

/// Russian Patience's redeals: the same moves from the same deal give the
/// same position after each redeal, forever; and undoing the redeal gives
/// back the position before it.
#[test]
fn golden_redeals_never_change() {
    let mut lines = 0;
    let mut second = 0;
    for line in GOLDEN_REDEALS
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
    {
        let (head, json) = line.split_once(" | ").expect("NUMBER MOVES | JSON");
        let mut words = head.split_whitespace();
        let n: u64 = words.next().unwrap().parse().unwrap();
        let moves: Vec<Move> = words.map(|t| t.parse().unwrap()).collect();
        assert_eq!(moves.last(), Some(&Move::Redeal));
        let mut game = Game::deal(
            Variant::new(GameId::RussianPatience),
            DealNumber::new(n).unwrap(),
        );
        for &mv in &moves[..moves.len() - 1] {
            game.play(mv).unwrap();
        }
        let before = game.position().clone();
        game.play(Move::Redeal).unwrap();
        assert_eq!(game.position().to_json(), json, "deal {n}: {head}");
        if game.position().redeals_left() == 0 {
            second += 1;
        }
        game.undo().unwrap();
        assert_eq!(game.position(), &before);
        lines += 1;
    }
    assert!(
        lines >= 10 && second >= 5,
        "{lines} lines, {second} second redeals"
    );
}

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|c| c.parse().unwrap())
        .collect()
}

/// Deal 1 worked out by hand from its shuffled pack and RULES.md.
#[test]
fn deal_1_worked_by_hand() {
    let one = DealNumber::new(1).unwrap();
    let pack = shuffled_pack(one);
    assert_eq!(
        pack[..20],
        cards("AC 3H 7D 9H 6C 9C 9D 2D JC 3D 8D 5D JS KC TC 5S KD AH 2C KH")[..]
    );

    // Caprice: the first Ace and King of each suit start f1-f8 in suit
    // order; the next 12 other cards (AC and KC skipped) go to t1..t12; the
    // next card, TC, is the stock's top.
    let p = deal(Variant::new(GameId::Caprice), one);
    for (f, card) in cards("AS AH AD AC KS KH KD KC").into_iter().enumerate() {
        assert_eq!(p.foundation(f), [card]);
    }
    let tops = cards("3H 7D 9H 6C 9C 9D 2D JC 3D 8D 5D JS");
    for (t, card) in tops.into_iter().enumerate() {
        assert_eq!(p.tableau(t), [card]);
    }
    assert_eq!(p.stock().len(), 84);
    assert_eq!(p.stock().last(), Some(&"TC".parse().unwrap()));

    // Double Canfield: AC to f1 (base rank Ace), the next 13 to the reserve
    // (KC on top), one card to each of t1..t5, KH on top of 85 in the stock.
    let p = deal(Variant::new(GameId::DoubleCanfield), one);
    assert_eq!(p.foundation(0), cards("AC"));
    assert_eq!(p.base_rank(), Rank::ACE);
    assert_eq!(p.reserve(), cards("3H 7D 9H 6C 9C 9D 2D JC 3D 8D 5D JS KC"));
    for (t, card) in cards("TC 5S KD AH 2C").into_iter().enumerate() {
        assert_eq!(p.tableau(t), [card]);
    }
    assert_eq!(p.stock().len(), 85);
    assert_eq!(p.stock().last(), Some(&"KH".parse().unwrap()));
    assert!(p.waste().is_empty());

    // Russian Patience: the first row is the first 12 cards; JS, the
    // 13th, is the stock's top.
    let p = deal(Variant::new(GameId::RussianPatience), one);
    for (t, card) in cards("AC 3H 7D 9H 6C 9C 9D 2D JC 3D 8D 5D")
        .into_iter()
        .enumerate()
    {
        assert_eq!(p.tableau(t), [card]);
    }
    assert_eq!(p.stock().len(), 92);
    assert_eq!(p.stock().last(), Some(&"JS".parse().unwrap()));
    assert!((0..8).all(|f| p.foundation(f).is_empty()));
    assert_eq!(p.redeals_left(), 2);

    // Lucas Leaps: row by row, so t1 holds cards 1, 14, 27 and 40.
    let p = deal(Variant::new(GameId::LucasLeaps), one);
    assert_eq!(p.tableau(0), [pack[0], pack[13], pack[26], pack[39]]);
    assert_eq!(p.tableau(0), cards("AC KC TH 5C"));
    assert_eq!(p.tableau(12), [pack[12], pack[25], pack[38], pack[51]]);
    assert_eq!(p.stock().len(), 52);
    assert_eq!(p.stock().last(), Some(&pack[52]));
    assert!((0..8).all(|f| p.foundation(f).is_empty()));

    // Capricieuse, dealt by hand: AC starts f4; 3H..JS go to t1..t12; KC
    // starts f8; TC -> t1, 5S -> t2; KD, AH start f7, f2; 2C builds on f4;
    // KH starts f6; 8C -> t3; QC on f8, 3C on f4; 8D -> t4, TH -> t5; 4C
    // on f4; TH -> t6; AS starts f1; QH on f6; 8S -> t7, 3D -> t8; the
    // second QH -> t9 (f6 now needs JH); 9S -> t10; QD, 2H, JD build;
    // 9D -> t11, 6S -> t12; 3H and 5C build; AH -> t1 (f2 needs 4H).
    let p = deal(Variant::new(GameId::Capricieuse), one);
    let starts = [
        "3H TC AH", "7D 5S 8H", "9H 8C", "6C 8D", "9C TH", "9D TH", "2D 8S", "JC 3D", "3D QH",
        "8D 9S", "5D 9D", "JS 6S",
    ];
    for (t, start) in starts.iter().enumerate() {
        let want = cards(start);
        assert_eq!(p.tableau(t)[..want.len()], want[..], "t{}", t + 1);
    }
    assert_eq!(p.foundation(3)[..5], cards("AC 2C 3C 4C 5C")[..]);
    assert_eq!(p.foundation(5)[..2], cards("KH QH")[..]);
    assert_eq!(p.foundation(6)[..3], cards("KD QD JD")[..]);
    assert_eq!(p.foundation(1)[..3], cards("AH 2H 3H")[..]);
    assert_eq!(p.foundation(7)[..2], cards("KC QC")[..]);
    assert!(p.stock().is_empty());
    assert_eq!(p.redeals_left(), 2);
}
