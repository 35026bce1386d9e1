//! The protocol's bytes are forever: `tests/data/protocol_golden.txt` holds
//! the one-line JSON of several hundred positions (every game and option
//! set, starting deals and positions deep into play, with cards on every
//! kind of pile), as the code before serde printed them (Russian Patience's
//! lines, the last ones, came with the game, printed by the serde code).
//! Printing must give the same bytes, and reading each line back must give
//! the same position.

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
        assert_eq!(
            read.legal_moves(),
            pos.legal_moves(),
            "golden line {}",
            i + 1
        );
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

/// What serde refuses in the protocol's shape, with a message a person can
/// act on (the rules' own checks come after, in `tests/cli.rs`).
#[test]
fn the_shape_is_refused_with_clear_messages() {
    let dc = deal(
        Variant::with_options(GameId::DoubleCanfield, Some(3), Some(Spaces::Waste)).unwrap(),
        DealNumber::new(1).unwrap(),
    )
    .to_json();
    let cases = [
        (
            dc.replacen(r#""game""#, r#""game":"caprice","game""#, 1),
            "not a position: duplicate field `game`",
        ),
        (
            dc.replacen(r#""draw":3"#, r#""draw":3,"draw":1"#, 1),
            "not a position: duplicate option `draw`",
        ),
        (
            dc.replacen(r#","redeals_left":0"#, "", 1),
            "not a position: missing field `redeals_left`",
        ),
        (
            dc.replacen(r#""stock""#, r#""talon":[],"stock""#, 1),
            "not a position: unknown field `talon`, expected one of",
        ),
        (
            dc.replacen(r#""draw":3"#, r#""draw":1.5"#, 1),
            "draw must be 1 or 3, not 1.5",
        ),
        (
            dc.replacen(r#""draw":3"#, r#""draw":-1"#, 1),
            "draw must be 1 or 3, not -1",
        ),
        (
            dc.replacen(r#""draw":3"#, r#""draw":"3""#, 1),
            "draw must be 1 or 3, not \"3\"",
        ),
        (
            dc.replacen(r#""spaces":"waste""#, r#""spaces":["any"]"#, 1),
            "spaces must be waste or any",
        ),
        (
            dc.replacen(
                r#""options":{"draw":3,"spaces":"waste"}"#,
                r#""options":[]"#,
                1,
            ),
            "expected an object of options",
        ),
        (
            dc.replacen(r#""stock":[""#, r#""stock":[7,""#, 1),
            "invalid type: integer `7`, expected a card token such as \"TS\"",
        ),
        (
            dc.replacen(r#""foundations":[["#, r#""foundations":["AS",["#, 1),
            // The protocol's word for a JSON array, not serde's.
            "invalid type: string \"AS\", expected a list",
        ),
        (
            dc.replacen(r#""draw":3"#, r#""draw":null"#, 1),
            "draw must be 1 or 3, not null",
        ),
        (String::new(), "not a position: EOF while parsing a value"),
    ];
    for (text, want) in cases {
        let e = Position::from_json(&text).unwrap_err().to_string();
        assert!(e.contains(want), "{e:?} should say {want:?}");
    }
}

/// The serde shape is the protocol's, field for field.
#[test]
fn the_raw_position_is_the_protocol_s_shape() {
    let first: serde_json::Value = serde_json::from_str(golden()[0]).unwrap();
    let keys: Vec<&str> = first
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    let mut fields = RawPosition::FIELDS.to_vec();
    fields.sort_unstable();
    assert_eq!(keys, fields, "RawPosition::FIELDS names the printed keys");
    for line in golden().into_iter().step_by(37) {
        let raw: RawPosition = serde_json::from_str(line).unwrap();
        assert_eq!(serde_json::to_string(&raw).unwrap(), line);
        assert_eq!(raw.check().unwrap().to_json(), line);
        assert_eq!(RawPosition::from(&raw.check().unwrap()), raw);
    }
}
