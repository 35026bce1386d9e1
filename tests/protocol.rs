//! The protocol's bytes are forever: `tests/data/protocol_golden.txt` holds
//! the one-line JSON of several hundred positions (every game and option
//! set, starting deals and positions deep into play, with cards on every
//! kind of pile), as the code before serde printed them. Printing must give
//! the same bytes, and reading each line back must give the same position.

#![cfg(not(target_arch = "wasm32"))]

use patience::engine::*;

const GOLDEN: &str = include_str!("data/protocol_golden.txt");

/// Deals walked for every game and option set.
const DEALS: [u64; 8] = [1, 2, 3, 7, 42, 1000, 65_535, 4_294_967_295];

/// The golden positions, in file order: for every variant and deal, the
/// start, then every fifth position of a walk of up to 80 moves chosen by
/// a fixed xorshift stream (so the walk is the same on every run).
pub fn walk() -> Vec<Position> {
    let mut out = Vec::new();
    for variant in Variant::ALL {
        for n in DEALS {
            let mut game = Game::deal(variant, DealNumber::new(n).unwrap());
            let mut x = n ^ 0x9E37_79B9_7F4A_7C15;
            out.push(game.position().clone());
            for step in 1..=80 {
                let moves = game.position().legal_moves();
                if moves.is_empty() {
                    break;
                }
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                let mv = moves[(x % moves.len() as u64) as usize];
                game.play(mv).unwrap();
                if step % 5 == 0 {
                    out.push(game.position().clone());
                }
            }
            out.push(game.position().clone());
        }
    }
    out
}

fn golden() -> Vec<&'static str> {
    GOLDEN.lines().filter(|l| !l.is_empty()).collect()
}

#[test]
fn printing_gives_the_golden_bytes() {
    let want = golden();
    let have = walk();
    assert!(want.len() >= 500, "{} golden lines", want.len());
    assert_eq!(have.len(), want.len(), "the walk changed length");
    for (i, (pos, line)) in have.iter().zip(&want).enumerate() {
        assert_eq!(pos.to_json(), *line, "golden line {}", i + 1);
    }
}

#[test]
fn reading_the_golden_lines_gives_the_same_positions() {
    for (i, (pos, line)) in walk().iter().zip(golden()).enumerate() {
        let read = Position::from_json(line)
            .unwrap_or_else(|e| panic!("golden line {} does not read: {e}", i + 1));
        assert_eq!(read.to_json(), line, "golden line {}", i + 1);
        assert_eq!(read.legal_moves(), pos.legal_moves(), "golden line {}", i + 1);
    }
}

#[test]
fn the_golden_lines_cover_every_pile_kind_and_option() {
    let lines = golden();
    for needle in [
        r#""options":{}"#,
        r#""options":{"draw":1,"spaces":"any"}"#,
        r#""options":{"draw":3,"spaces":"waste"}"#,
        r#""options":{"draw":1,"spaces":"waste"}"#,
        r#""options":{"draw":3,"spaces":"any"}"#,
        r#""redeals_left":0}"#,
        r#""redeals_left":1}"#,
        r#""redeals_left":2}"#,
        r#""waste":[""#,
        r#""reserve":[""#,
        r#""stock":[]"#,
        r#""foundations":[["#,
    ] {
        assert!(
            lines.iter().any(|l| l.contains(needle)),
            "no golden line has {needle}"
        );
    }
}

