//! Replay codes (`src/engine/replay.rs`, `docs/replay.md`): golden codes
//! that must read the same in every release, round trips of random games
//! of every variant, damaged and foreign codes, and `patience replay`.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{playout, variants};
use patience::engine::replay::{self, ReplayCode, ReplayError};
use patience::engine::*;
use proptest::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

const GOLDEN: &str = include_str!("data/golden_replays.txt");

use common::variant_of_label as variant;

fn start(v: Variant, number: u64) -> Position {
    deal(v, DealNumber::new(number).unwrap())
}

fn tokens(moves: &[Move]) -> String {
    moves
        .iter()
        .map(Move::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn golden_replay_codes_never_change() {
    let mut seen_variants = std::collections::HashSet::new();
    let mut won = 0;
    for line in GOLDEN.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split(" | ").collect();
        assert_eq!(f.len(), 5, "{line}");
        let v = variant(f[0]);
        seen_variants.insert(v);
        let start = start(v, f[1].parse().unwrap());
        let moves: Vec<Move> = f[4].split(' ').map(|t| t.parse().unwrap()).collect();
        let code = replay::encode(&start, &moves).unwrap();
        assert_eq!(code.as_str(), f[3], "encoding {line}");
        let replayed = replay::decode(&start, f[3]);
        assert_eq!(replayed.stop, None, "{line}");
        assert_eq!(tokens(&replayed.moves), f[4], "decoding {line}");
        let mut game = Game::new(start);
        for mv in replayed.moves {
            game.play(mv).unwrap();
        }
        assert_eq!(game.status().id(), f[2], "{line}");
        won += usize::from(f[2] == "won");
    }
    assert_eq!(
        seen_variants.len(),
        variants().len(),
        "every variant pinned"
    );
    assert_eq!(won, variants().len(), "a winning line for every variant");
}

#[test]
fn the_worked_example_in_the_docs_is_right() {
    let doc =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/replay.md")).unwrap();
    let start = start(Variant::new(GameId::LucasLeaps), 42);
    let moves: Vec<Move> = ["t2-t3", "s", "t1-t8"]
        .iter()
        .map(|t| t.parse().unwrap())
        .collect();
    let code = replay::encode(&start, &moves).unwrap();
    assert_eq!(code.as_str(), "TAB");
    assert!(doc.contains("`TAB`"), "the doc names the code");
    // The doc's counts of legal moves and the indexes it quotes.
    let legal = start.legal_moves();
    assert_eq!(legal.len(), 21);
    assert_eq!(legal[19].to_string(), "t2-t3");
    assert!(doc.contains("21 legal moves"));
    // A two-letter number from the doc: 40 is `hI`.
    let two: ReplayCode = "hI".parse().unwrap();
    assert_eq!(two.numbers(), vec![40]);
    assert!(doc.contains("`hI`"));
}

#[test]
fn damaged_and_foreign_codes_replay_their_legal_prefix() {
    let line = GOLDEN
        .lines()
        .find(|l| l.starts_with("lucas-leaps | 1 |"))
        .unwrap();
    let f: Vec<&str> = line.split(" | ").collect();
    let start = start(Variant::new(GameId::LucasLeaps), 1);
    let all: Vec<&str> = f[4].split(' ').collect();
    // Cut short anywhere: the moves before the cut replay.
    for cut in 0..=f[3].len() {
        let r = replay::decode(&start, &f[3][..cut]);
        assert_eq!(tokens(&r.moves), all[..r.moves.len()].join(" "));
        assert!(r.moves.len() <= cut);
    }
    // A character that is not a letter of the alphabet.
    let broken = format!("{}*{}", &f[3][..10], &f[3][10..]);
    let r = replay::decode(&start, &broken);
    assert_eq!(r.moves.len(), 10);
    let stop = r.stop.unwrap();
    assert!(stop.error.is_malformed());
    assert!(stop.to_string().contains("character 11"), "{stop}");
    // Another game's code (Caprice's winning line) against this deal.
    let caprice = GOLDEN
        .lines()
        .find(|l| l.starts_with("caprice | 1 |"))
        .unwrap();
    let foreign = caprice.split(" | ").nth(3).unwrap();
    let r = replay::decode(&start, foreign);
    let stop = r.stop.expect("a foreign code does not play to its end");
    assert!(
        matches!(stop.error, ReplayError::OutOfRange { .. }),
        "{stop}"
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Any legal game of any variant round-trips, and every prefix of its
    /// code (cut between moves) reads as the same prefix of its moves.
    #[test]
    fn random_games_round_trip(vi in 0usize..8, number in 1u32.., seed in any::<u64>(), steps in 0usize..400) {
        let v = variants()[vi];
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let (moves, _) = playout(v, number, steps, &mut rng);
        let start = start(v, u64::from(number));
        let code = replay::encode(&start, &moves).unwrap();
        prop_assert!(code.as_str().len() >= moves.len());
        prop_assert!(code.as_str().len() <= 2 * moves.len());
        let r = replay::decode(&start, code.as_str());
        prop_assert_eq!(&r.moves, &moves);
        prop_assert_eq!(r.stop, None);
        let numbers = code.numbers();
        prop_assert_eq!(numbers.len(), moves.len());
        let mut at = 0;
        for k in 0..=moves.len() {
            let r = replay::decode(&start, &code.as_str()[..at]);
            prop_assert_eq!(&r.moves[..], &moves[..k]);
            if k < moves.len() {
                at += if numbers[k] < 32 { 1 } else if numbers[k] < 1024 { 2 } else { 3 };
            }
        }
    }

    /// Any text at all: decoding never panics and returns only legal moves.
    #[test]
    fn any_text_decodes_to_legal_moves(text in "[A-Za-z0-9_*-]{0,40}", vi in 0usize..8, number in 1u32..) {
        let v = variants()[vi];
        let start = start(v, u64::from(number));
        let r = replay::decode(&start, &text);
        let mut pos = start.clone();
        for mv in &r.moves {
            prop_assert!(pos.apply(*mv, &mut NoLog).is_ok());
        }
        match text.parse::<ReplayCode>() {
            // A well-formed code plays to its end unless a move is out of range.
            Ok(code) => match &r.stop {
                None => prop_assert_eq!(r.moves.len(), code.numbers().len()),
                Some(stop) => {
                    let out_of_range = matches!(stop.error, ReplayError::OutOfRange { .. });
                    prop_assert!(out_of_range, "{}", stop);
                }
            },
            // A damaged one always says so.
            Err(_) => prop_assert!(r.stop.is_some()),
        }
    }
}

fn patience(args: &[&str]) -> (Option<i32>, String, String) {
    let out = common::run_patience(args, b"");
    (
        out.status.code(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn the_command_line_encodes_and_decodes() {
    let (code, out, _) = patience(&[
        "replay",
        "encode",
        "lucas-leaps",
        "42",
        "t2-t3",
        "s",
        "t1-t8",
    ]);
    assert_eq!((code, out.as_str()), (Some(0), "TAB\n"));
    let (code, out, _) = patience(&["replay", "decode", "lucas-leaps", "42", "TAB"]);
    assert_eq!((code, out.as_str()), (Some(0), "t2-t3 s t1-t8\n"));
    // Every golden line through the tool, options included.
    for line in GOLDEN.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split(" | ").collect();
        let mut args = vec!["replay", "decode"];
        let mut words = f[0].split(' ');
        args.push(words.next().unwrap());
        args.push(f[1]);
        let opts: Vec<String> = words
            .flat_map(|w| {
                let (k, val) = w.split_once('=').unwrap();
                [format!("--{k}"), val.to_string()]
            })
            .collect();
        args.extend(opts.iter().map(String::as_str));
        args.push(f[3]);
        let (code, out, err) = patience(&args);
        assert_eq!(code, Some(0), "{line}: {err}");
        assert_eq!(out.trim_end(), f[4]);
    }
    // An empty game.
    let (code, out, _) = patience(&["replay", "encode", "caprice", "1"]);
    assert_eq!((code, out.as_str()), (Some(0), "\n"));
}

#[test]
fn the_command_line_refuses_bad_codes_and_moves() {
    // Not well formed: exit 2, nothing on standard output.
    for bad in ["TA*", "Th", "gA", "hhhhA"] {
        let (code, out, err) = patience(&["replay", "decode", "lucas-leaps", "42", bad]);
        assert_eq!(code, Some(2), "{bad}");
        assert_eq!(out, "", "{bad}");
        assert!(err.contains("not a replay code"), "{bad}: {err}");
    }
    // A code starting with '-' is a code, not an option.
    let (code, _, err) = patience(&["replay", "decode", "lucas-leaps", "42", "-A"]);
    assert_eq!(code, Some(1), "{err}");
    // Well formed, but move 3 is out of range: the legal prefix, exit 1.
    let (code, out, err) = patience(&["replay", "decode", "lucas-leaps", "42", "TA_f"]);
    assert_eq!(code, Some(1));
    assert_eq!(out, "t2-t3 s\n");
    assert!(err.contains("move 3"), "{err}");
    assert!(err.contains("after move 2"), "{err}");
    // Encoding an illegal move: exit 1 with the engine's reason; a
    // malformed token: exit 2.
    let (code, out, err) = patience(&["replay", "encode", "lucas-leaps", "42", "s", "t1-f1"]);
    assert_eq!((code, out.as_str()), (Some(1), ""));
    assert!(err.contains("move 2 (t1-f1) is not legal"), "{err}");
    let (code, _, _) = patience(&["replay", "encode", "lucas-leaps", "42", "t1--f1"]);
    assert_eq!(code, Some(2));
    // Bad game or deal: exit 2.
    let (code, _, _) = patience(&["replay", "decode", "klondike", "42", "A"]);
    assert_eq!(code, Some(2));
    let (code, _, _) = patience(&["replay", "decode", "caprice", "0", "A"]);
    assert_eq!(code, Some(2));
}

/// A code longer than `replay::MAX_LETTERS` is refused at once, with words:
/// by `decode` (no move read), by parsing, and by the CLI; up to the bound a
/// long code decodes in full, quickly.
#[test]
fn over_long_codes_are_refused_at_once() {
    use std::time::{Duration, Instant};
    let start = deal(
        Variant::new(GameId::LucasLeaps),
        DealNumber::new(1).unwrap(),
    );
    // "A" is the stock, played over and over in Lucas Leaps.
    let longest = "A".repeat(replay::MAX_LETTERS);
    let t = Instant::now();
    let r = replay::decode(&start, &longest);
    assert_eq!((r.moves.len(), r.stop), (replay::MAX_LETTERS, None));
    let over = "A".repeat(120_000);
    let r = replay::decode(&start, &over);
    assert!(r.moves.is_empty());
    let error = r.stop.unwrap().error;
    assert_eq!(error, ReplayError::TooLong { letters: 120_000 });
    assert!(error.is_malformed());
    assert!(error
        .to_string()
        .contains("120000 letters long, and replay codes are at most 20000 letters"));
    assert!(t.elapsed() < Duration::from_secs(20), "{:?}", t.elapsed());
    assert_eq!(
        over.parse::<ReplayCode>(),
        Err(ReplayError::TooLong { letters: 120_000 })
    );
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_patience"))
        .args(["replay", "decode", "lucas-leaps", "1", &over])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("at most 20000 letters"), "{stderr}");
}
