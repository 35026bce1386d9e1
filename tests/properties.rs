//! Property tests over random deals and random playouts of every game and
//! option set: conservation of the 104 cards, exact undo and redo, the move
//! list against `check`/`apply`, the JSON round trip, and status.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{card_counts, odd_position, playout, variants};
use patience::engine::*;
use proptest::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::collections::HashSet;

fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        ..ProptestConfig::default()
    }
}

/// A random well-formed move token: any source and target the token
/// grammar allows, including piles a game lacks (`t20`, `w`, `r`).
fn any_token() -> impl Strategy<Value = String> {
    let source = prop_oneof![
        (1u8..=20, 1u8..=14).prop_map(|(t, n)| if n == 1 {
            format!("t{t}")
        } else {
            format!("t{t}x{n}")
        }),
        Just("w".to_string()),
        Just("r".to_string()),
    ];
    let target = prop_oneof![
        (1u8..=8).prop_map(|f| format!("f{f}")),
        (1u8..=20).prop_map(|t| format!("t{t}")),
    ];
    prop_oneof![
        20 => (source, target).prop_map(|(s, t)| format!("{s}-{t}")),
        1 => Just("s".to_string()),
        1 => Just("redeal".to_string()),
    ]
}

fn sum_cards(pos: &Position) -> usize {
    pos.pile_ids().map(|p| pos.pile(p).len()).sum()
}

proptest! {
    #![proptest_config(config(40))]

    /// Every deal of every game holds two packs, prints and reads back
    /// identically, and is the same deal every time.
    #[test]
    fn deals_are_valid_and_stable(vi in 0usize..8, number in 1u32..) {
        let v = variants()[vi];
        let n = DealNumber::new(u64::from(number)).unwrap();
        let pos = deal(v, n);
        prop_assert_eq!(card_counts(&pos), [2; 52]);
        prop_assert_eq!(sum_cards(&pos), 104);
        prop_assert_eq!(Position::from_json(&pos.to_json()).unwrap(), pos.clone());
        prop_assert_eq!(deal(v, n), pos);
    }

    /// Along random playouts: two of every card always, the move list has no
    /// duplicates and is in byte order, every listed move passes `check`,
    /// print-then-parse is the identity, and status is won exactly when all
    /// 104 cards are on the foundations.
    #[test]
    fn playouts_keep_every_invariant(
        vi in 0usize..8,
        number in 1u32..,
        seed in any::<u64>(),
    ) {
        let v = variants()[vi];
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let (_, seen) = playout(v, number, 250, &mut rng);
        for pos in &seen {
            prop_assert_eq!(card_counts(pos), [2; 52], "{}", pos.to_json());
            prop_assert_eq!(sum_cards(pos), 104);
            let json = pos.to_json();
            let back = Position::from_json(&json);
            prop_assert!(back.is_ok(), "{json}: {:?}", back.err());
            prop_assert_eq!(back.unwrap().to_json(), json.clone());

            let moves = pos.legal_moves();
            let tokens: Vec<String> = moves.iter().map(Move::to_string).collect();
            let unique: HashSet<&String> = tokens.iter().collect();
            prop_assert_eq!(unique.len(), tokens.len(), "duplicates in {:?}", tokens);
            let mut sorted = tokens.clone();
            sorted.sort();
            prop_assert_eq!(&sorted, &tokens);
            for (m, t) in moves.iter().zip(&tokens) {
                prop_assert_eq!(&t.parse::<Move>().unwrap(), m, "token {} reads back", t);
                prop_assert!(pos.check(*m).is_ok(), "{t} listed but refused in {json}");
                prop_assert!(!t.contains("x1-"), "x1 written: {t}");
            }
            prop_assert_eq!(
                pos.status() == Status::Won,
                pos.foundation_count() == 104
            );
            if moves.is_empty() {
                prop_assert_ne!(pos.status(), Status::Playing);
            }
        }
    }

    /// Every listed move applies; every well-formed token that is not listed
    /// is refused by both `check` and `apply`, and refusing it changes
    /// nothing.
    #[test]
    fn listed_moves_apply_and_others_are_refused(
        vi in 0usize..8,
        number in 1u32..,
        seed in any::<u64>(),
        tokens in proptest::collection::vec(any_token(), 60),
    ) {
        let v = variants()[vi];
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let (_, seen) = playout(v, number, 150, &mut rng);
        for (i, pos) in seen.iter().enumerate().step_by(5) {
            let moves = pos.legal_moves();
            for &m in &moves {
                let mut after = pos.clone();
                prop_assert!(after.apply(m, &mut NoLog).is_ok(), "{m} in {}", pos.to_json());
                prop_assert_eq!(card_counts(&after), [2; 52]);
            }
            for t in tokens.iter().skip(i % 7).step_by(3) {
                let m: Move = t.parse().expect("the strategy writes well-formed tokens");
                let listed = moves.contains(&m);
                prop_assert_eq!(pos.check(m).is_ok(), listed, "check {} in {}", t, pos.to_json());
                let mut after = pos.clone();
                let mut log = Vec::new();
                let applied = after.apply(m, &mut log);
                prop_assert_eq!(applied.is_ok(), listed, "apply {}", t);
                if !listed {
                    prop_assert_eq!(&after, pos);
                    prop_assert!(log.is_empty());
                }
            }
        }
    }

    /// Undo after any sequence restores the start exactly, with the game's
    /// history and with the logged movements alone; redo replays it to the
    /// same end.
    #[test]
    fn undo_and_redo_are_exact(
        vi in 0usize..8,
        number in 1u32..,
        seed in any::<u64>(),
        steps in 0usize..200,
    ) {
        let v = variants()[vi];
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let (made, seen) = playout(v, number, steps, &mut rng);
        let start = seen[0].clone();
        let end = seen.last().unwrap().clone();

        // Game: play, undo everything, redo everything.
        let mut game = Game::new(start.clone());
        for &m in &made {
            game.play(m).unwrap();
        }
        prop_assert_eq!(game.position(), &end);
        for (k, &m) in made.iter().enumerate().rev() {
            let (undone, _) = game.undo().unwrap();
            prop_assert_eq!(undone, m);
            prop_assert_eq!(game.position(), &seen[k]);
        }
        prop_assert!(game.undo().is_none());
        prop_assert_eq!(game.position(), &start);
        for (k, &m) in made.iter().enumerate() {
            let (redone, _) = game.redo().unwrap();
            prop_assert_eq!(redone, m);
            prop_assert_eq!(game.position(), &seen[k + 1]);
        }
        prop_assert!(game.redo().is_none());
        prop_assert_eq!(game.position(), &end);

        // Position::undo with the logged movements, one move at a time.
        let mut pos = start.clone();
        let mut logs = Vec::new();
        for &m in &made {
            let mut log = Vec::new();
            pos.apply(m, &mut log).unwrap();
            logs.push(log);
        }
        prop_assert_eq!(&pos, &end);
        for (k, (&m, log)) in made.iter().zip(&logs).enumerate().rev() {
            pos.undo(m, log);
            prop_assert_eq!(&pos, &seen[k]);
        }
        prop_assert_eq!(pos, start);
    }

    /// Odd positions (empty piles, empty stock, complete and nearly full
    /// foundations) round-trip through the JSON, and their moves keep the
    /// 104 cards and undo exactly.
    #[test]
    fn odd_positions_round_trip_and_undo(vi in 0usize..8, seed in any::<u64>()) {
        let v = variants()[vi];
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..6 {
            let json = odd_position(v, &mut rng).to_json();
            let pos = Position::from_json(&json).unwrap();
            prop_assert_eq!(pos.to_json(), json);
            prop_assert_eq!(pos.status() == Status::Won, pos.foundation_count() == 104);
            for m in pos.legal_moves() {
                let mut after = pos.clone();
                let mut log = Vec::new();
                after.apply(m, &mut log).unwrap();
                prop_assert_eq!(card_counts(&after), [2; 52]);
                after.undo(m, &log);
                prop_assert_eq!(&after, &pos);
            }
        }
    }
}

/// Hand-built moves that no token can name are refused, not a panic.
#[test]
fn hand_built_units_outside_the_rules_are_refused() {
    for v in variants() {
        let pos = deal(v, DealNumber::new(5).unwrap());
        let sources = pos
            .pile_ids()
            .filter(|p| p.is_tableau() || *p == PileId::WASTE || *p == PileId::RESERVE);
        for from in sources {
            for count in [0u8, 2, 3] {
                let mv = Move::Transfer {
                    from,
                    count,
                    to: PileId::tableau(0),
                };
                let tableau_run = from.is_tableau() && count > 0;
                if !tableau_run {
                    let mut after = pos.clone();
                    assert!(pos.check(mv).is_err(), "{v} {from} x{count}");
                    assert!(after.apply(mv, &mut NoLog).is_err());
                    assert_eq!(after, pos);
                }
            }
        }
    }
}

/// A position with all 104 cards on the foundations is won in every game
/// (whatever else is listed, such as Capricieuse's redeal); take the top
/// card of any one foundation back onto the tableau and it is playing, with
/// that card's move home listed.
#[test]
fn full_foundations_are_won_and_one_card_short_is_playing() {
    use common::reference::{Table, C, G};
    for v in variants() {
        let (g, draw, any) = common::ref_game(v);
        for base in [1u8, 5, 13] {
            let mut t = Table::empty(g, draw, any);
            for f in 0..8usize {
                let suit = (f % 4) as u8;
                t.f[f] = match g {
                    G::Caprice | G::Capricieuse | G::Russian if f >= 4 => {
                        (0..13).map(|j| C { rank: 13 - j, suit }).collect()
                    }
                    G::Canfield => (0..13)
                        .map(|j| C {
                            rank: (base - 1 + j) % 13 + 1,
                            suit,
                        })
                        .collect(),
                    _ => (1..=13).map(|rank| C { rank, suit }).collect(),
                };
            }
            let pos = Position::from_json(&t.to_json()).unwrap();
            assert_eq!(pos.status(), Status::Won, "{v}");
            for f in 0..8 {
                let mut short = t.clone();
                let card = short.f[f].pop().unwrap();
                short.t[2].push(card);
                let pos = Position::from_json(&short.to_json()).unwrap();
                assert_eq!(pos.status(), Status::Playing, "{v} f{}", f + 1);
                let home: Move = format!("t3-f{}", f + 1).parse().unwrap();
                assert!(pos.legal_moves().contains(&home), "{v} {home}");
                let mut after = pos.clone();
                after.apply(home, &mut NoLog).unwrap();
                assert_eq!(after.status(), Status::Won);
            }
        }
    }
}

proptest! {
    #![proptest_config(config(256))]

    /// Mutated positions never make the reader panic; whatever it accepts
    /// holds two packs, round-trips, and answers moves and status.
    #[test]
    fn mutated_positions_are_refused_or_valid(
        vi in 0usize..8,
        number in 1u32..,
        edits in proptest::collection::vec((any::<prop::sample::Index>(), 0u8..4, any::<u8>()), 1..6),
    ) {
        let v = variants()[vi];
        let mut text = deal(v, DealNumber::new(u64::from(number)).unwrap()).to_json().into_bytes();
        let alphabet = b"[]{},:\"0123456789AKQJTSHDCx- ";
        for (at, kind, byte) in edits {
            if text.is_empty() {
                break;
            }
            let i = at.index(text.len());
            let b = alphabet[usize::from(byte) % alphabet.len()];
            match kind {
                0 => {
                    text.remove(i);
                }
                1 => text.insert(i, b),
                2 => text[i] = b,
                _ => {
                    let j = (i + usize::from(byte)) % text.len();
                    text.swap(i, j);
                }
            }
        }
        let text = String::from_utf8_lossy(&text);
        if let Ok(pos) = Position::from_json(&text) {
            prop_assert_eq!(card_counts(&pos), [2; 52]);
            prop_assert_eq!(Position::from_json(&pos.to_json()).unwrap(), pos.clone());
            for m in pos.legal_moves() {
                let mut after = pos.clone();
                prop_assert!(after.apply(m, &mut NoLog).is_ok());
            }
            let _ = pos.status();
        }
    }

    /// Any text at all: refused or read, never a panic.
    #[test]
    fn any_text_is_refused_without_panic(text in "\\PC{0,300}") {
        let _ = Position::from_json(&text);
    }

    /// Move tokens: anything that reads as a move prints back as itself.
    #[test]
    fn move_tokens_read_back_exactly(text in "[tfwrsx0-9-]{0,9}|redeal") {
        if let Ok(m) = text.parse::<Move>() {
            prop_assert_eq!(m.to_string(), text);
        }
    }
}
