//! The `patience` command, run as a separate process: every subcommand,
//! several positions on standard input, each kind of bad input with its
//! exit status (0 ok, 1 illegal move, 2 bad input), and garbage that must
//! never make it panic.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::variants;
use patience::engine::*;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

struct Run {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

impl Run {
    fn lines(&self) -> Vec<&str> {
        self.stdout.lines().collect()
    }
}

/// Runs `patience ARGS` with `stdin` on its standard input.
fn patience(args: &[&str], stdin: &str) -> Run {
    let out = common::run_patience(args, stdin.as_bytes());
    Run {
        code: out.status.code(),
        stdout: String::from_utf8(out.stdout).expect("UTF-8 output"),
        stderr: String::from_utf8(out.stderr).expect("UTF-8 errors"),
    }
}

fn ok(args: &[&str], stdin: &str) -> Run {
    let run = patience(args, stdin);
    assert_eq!(run.code, Some(0), "{args:?} failed: {}", run.stderr);
    assert!(
        run.stderr.is_empty(),
        "{args:?} wrote errors: {}",
        run.stderr
    );
    run
}

/// Runs and expects exit status `code` with `fragment` in the error message.
fn fails(code: i32, args: &[&str], stdin: &str, fragment: &str) -> Run {
    let run = patience(args, stdin);
    assert_eq!(
        run.code,
        Some(code),
        "{args:?} with {stdin:.80?}: stderr {}",
        run.stderr
    );
    assert!(
        run.stderr.contains(fragment),
        "{args:?}: {:?} does not say {fragment:?}",
        run.stderr
    );
    run
}

fn json(v: Variant, n: u64) -> String {
    deal(v, DealNumber::new(n).unwrap()).to_json()
}

fn variant_args(v: Variant) -> Vec<String> {
    let mut args = vec![v.game.id().to_string()];
    if v.has_options() {
        args.extend([
            "--draw".into(),
            v.draw.to_string(),
            "--spaces".into(),
            v.spaces.id().into(),
        ]);
    }
    args
}

#[test]
fn help_documents_every_subcommand_and_the_exit_status() {
    for args in [&["--help"][..], &["help"]] {
        let run = ok(args, "");
        for word in [
            "deal",
            "moves",
            "apply",
            "status",
            "--trace",
            "t3x4-t7",
            "redeal",
            "EXIT STATUS",
            "caprice",
            "capricieuse",
            "lucas-leaps",
            "double-canfield",
            "russian-patience",
            "--draw",
            "--spaces",
            "odds",
            "--honest",
            "WITHOUT PEEKING",
        ] {
            assert!(run.stdout.contains(word), "--help lacks {word}");
        }
    }
    for sub in ["deal", "moves", "apply", "status"] {
        let run = ok(&[sub, "--help"], "");
        assert!(run.stdout.contains("Usage"), "{sub} --help");
    }
    // No subcommand at all is a usage error.
    assert_eq!(patience(&[], "").code, Some(2));
}

#[test]
fn deal_prints_the_engine_deal_for_every_game_and_option() {
    for v in variants() {
        for n in [1u64, 2, 4_294_967_295] {
            let mut args: Vec<String> = vec!["deal".into()];
            args.extend(variant_args(v));
            args.insert(2, n.to_string());
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            let run = ok(&args, "");
            assert_eq!(run.stdout, format!("{}\n", json(v, n)), "{args:?}");
        }
    }
    // Options may come first; defaults are draw 3 and spaces waste.
    let run = ok(&["deal", "--spaces", "any", "double-canfield", "8"], "");
    let want = Variant::with_options(GameId::DoubleCanfield, None, Some(Spaces::Any)).unwrap();
    assert_eq!(run.stdout, format!("{}\n", json(want, 8)));
    let run = ok(&["deal", "double-canfield", "9"], "");
    assert!(run
        .stdout
        .contains(r#""options":{"draw":3,"spaces":"waste"}"#));
    let run = ok(&["deal", "double-canfield", "9", "--draw", "1"], "");
    assert!(run
        .stdout
        .contains(r#""options":{"draw":1,"spaces":"waste"}"#));
}

#[test]
fn deal_refuses_bad_numbers_games_and_options() {
    for n in [
        "0",
        "4294967296",
        "99999999999",
        "abc",
        "1.5",
        "",
        "0x10",
        "１",
    ] {
        fails(2, &["deal", "caprice", n], "", "not a deal number");
    }
    // A leading dash reads as an option: still a usage error, status 2.
    assert_eq!(patience(&["deal", "caprice", "-1"], "").code, Some(2));
    fails(2, &["deal", "klondike", "1"], "", "unknown game 'klondike'");
    // A game's name as people write it, one rule with the browser's: any
    // case, ASCII white space around it ignored, nothing else.
    ok(&["deal", "Caprice", "1"], "");
    fails(
        2,
        &["deal", "caprice\u{a0}", "1"],
        "",
        "unknown game 'caprice\\u{a0}'",
    );
    fails(
        2,
        &["deal", "caprice", "1", "--draw", "1"],
        "",
        "no option 'draw'",
    );
    fails(
        2,
        &["deal", "lucas-leaps", "1", "--spaces", "any"],
        "",
        "no option 'spaces'",
    );
    fails(
        2,
        &["deal", "double-canfield", "1", "--draw", "2"],
        "",
        "draw must be 1 or 3",
    );
    fails(
        2,
        &["deal", "double-canfield", "1", "--draw", "x"],
        "",
        "draw must be 1 or 3",
    );
    fails(
        2,
        &["deal", "double-canfield", "1", "--spaces", "none"],
        "",
        "spaces must be waste or any",
    );
    fails(
        2,
        &["deal", "double-canfield", "1", "--colour", "red"],
        "",
        "--colour",
    );
    fails(2, &["deal", "caprice"], "", "required");
    fails(2, &["deal", "caprice", "1", "2"], "", "unexpected argument");
}

#[test]
fn moves_lists_each_position_on_its_own_line() {
    let mut input = String::new();
    let mut want = String::new();
    for (i, v) in variants().into_iter().enumerate() {
        let pos = deal(v, DealNumber::new(10 + i as u64).unwrap());
        input.push_str(&pos.to_json());
        input.push('\n');
        let tokens: Vec<String> = pos.legal_moves().iter().map(Move::to_string).collect();
        want.push_str(&tokens.join(" "));
        want.push('\n');
    }
    // A position with no move gives an empty line; blank lines are skipped;
    // the last line may lack its newline.
    let lost = r#"{"game":"double-canfield","options":{"draw":3,"spaces":"waste"},"foundations":[["5S"],[],[],[],[],[],[],[]],"tableau":[["4C"],["4S"],["8C"],["8S"],["...","QC"]],"stock":[],"waste":[],"reserve":[],"redeals_left":0}"#;
    let lost = common::expand_filler(lost);
    input.push_str(&format!("\n{lost}\n\n{}", json(variants()[0], 1)));
    want.push('\n');
    want.push_str("s t10-t2 t10-t6 t2-t10 t6-t10 t7-f3 t7-t9 t9-t7\n");
    let run = ok(&["moves"], &input);
    assert_eq!(run.stdout, want);
    // Tokens are separated by single spaces and sorted in byte order.
    for line in run.lines() {
        let tokens: Vec<&str> = line.split(' ').filter(|t| !t.is_empty()).collect();
        assert_eq!(tokens.join(" "), line);
        let mut sorted = tokens.clone();
        sorted.sort();
        assert_eq!(sorted, tokens);
    }
    // No input at all: no output.
    assert_eq!(ok(&["moves"], "").stdout, "");
}

#[test]
fn apply_prints_the_final_position_or_each_one_with_trace() {
    let v = Variant::new(GameId::Caprice);
    let start = deal(v, DealNumber::new(1).unwrap());
    let moves = ["t7-f3", "s", "t1-t2"];
    let mut pos = start.clone();
    let mut trace = String::new();
    let mut legal_path = Vec::new();
    for m in moves {
        let mv: Move = m.parse().unwrap();
        if pos.check(mv).is_ok() {
            pos.apply(mv, &mut NoLog).unwrap();
            trace.push_str(&pos.to_json());
            trace.push('\n');
            legal_path.push(m);
        }
    }
    assert!(
        legal_path.len() >= 2,
        "fixture moves went stale: {legal_path:?}"
    );
    let mut args = vec!["apply"];
    args.extend(&legal_path);
    let input = format!("{}\n", start.to_json());
    assert_eq!(ok(&args, &input).stdout, format!("{}\n", pos.to_json()));
    args.insert(1, "--trace");
    assert_eq!(ok(&args, &input).stdout, trace);
    // --trace may also follow the moves.
    let mut late: Vec<&str> = vec!["apply"];
    late.extend(&legal_path);
    late.push("--trace");
    assert_eq!(ok(&late, &input).stdout, trace);
    // No moves: the position itself (and nothing with --trace).
    assert_eq!(ok(&["apply"], &input).stdout, input);
    assert_eq!(ok(&["apply", "--trace"], &input).stdout, "");
    // Input without a final newline, or with surrounding blank space.
    assert_eq!(ok(&["apply"], input.trim_end()).stdout, input);
    assert_eq!(ok(&["apply"], &format!("\n  {input}\n\n")).stdout, input);
}

#[test]
fn apply_follows_a_whole_random_game_of_every_variant() {
    let mut rng = ChaCha8Rng::seed_from_u64(99);
    for v in variants() {
        let (made, seen) = common::playout(v, 77, 60, &mut rng);
        let tokens: Vec<String> = made.iter().map(Move::to_string).collect();
        let mut args = vec!["apply", "--trace"];
        args.extend(tokens.iter().map(String::as_str));
        let run = ok(&args, &seen[0].to_json());
        let want: Vec<String> = seen[1..].iter().map(Position::to_json).collect();
        assert_eq!(run.lines(), want, "{v}");
        // And `status` agrees with the engine on each of them.
        let run = ok(&["status"], &run.stdout);
        let statuses: Vec<&str> = seen[1..].iter().map(|p| p.status().id()).collect();
        assert_eq!(run.lines(), statuses);
    }
}

#[test]
fn apply_refuses_illegal_moves_with_status_1() {
    let input = json(Variant::new(GameId::Caprice), 1);
    // Illegal: the message names the move and says why.
    let run = fails(1, &["apply", "t1-t2"], &input, "t1-t2");
    assert!(run.stderr.contains("3H cannot go on 7D"), "{}", run.stderr);
    assert_eq!(run.stdout, "");
    fails(1, &["apply", "t1-f1"], &input, "it needs 2S");
    fails(1, &["apply", "t20-f1"], &input, "Caprice has no pile t20");
    fails(1, &["apply", "w-t1"], &input, "has no pile waste");
    fails(1, &["apply", "redeal"], &input, "Caprice has no redeals");
    fails(1, &["apply", "t1x2-t2"], &input, "holds 1 card");
    // The moves before the illegal one are applied and traced.
    let run = fails(1, &["apply", "--trace", "t7-f3", "t7-f3"], &input, "t7-f3");
    assert_eq!(run.lines().len(), 1);
    // Lucas Leaps: the stock has one pass.
    let mut lucas = deal(
        Variant::new(GameId::LucasLeaps),
        DealNumber::new(3).unwrap(),
    );
    while lucas.apply(Move::Stock, &mut NoLog).is_ok() {}
    fails(1, &["apply", "s"], &lucas.to_json(), "the stock is empty");
}

/// Russian Patience at the command line: the refusals of the deal's phase
/// in words, a whole deal-out and redeal, and the solver's line.
#[test]
fn russian_patience_refusals_redeal_and_solve() {
    let input = json(Variant::new(GameId::RussianPatience), 1);
    fails(
        1,
        &["apply", "t1-t2"],
        &input,
        "only foundation moves are allowed until the pack is out",
    );
    fails(
        1,
        &["apply", "redeal"],
        &input,
        "a redeal is allowed only once the pack is out",
    );
    // Deal 1's t1 holds AC: play it, then deal a row; t5 is blocked.
    let after = ok(&["apply", "t1-f4", "s"], &input).stdout;
    fails(
        1,
        &["apply", "t5-f1"],
        &after,
        "t5 is blocked while the rows are being dealt: only the outside piles, t1 and t12, can play",
    );
    // Eight rows empty the stock; the redeal then deals a new first row.
    let out = ok(
        &["apply", "s", "s", "s", "s", "s", "s", "s", "s", "redeal"],
        &input,
    )
    .stdout;
    let pos = Position::from_json(out.trim()).unwrap();
    assert_eq!(pos.redeals_left(), 1);
    assert!((0..12).all(|t| pos.tableau(t).len() == 1));
    // Nothing went to a foundation: all 104 cards were gathered.
    assert_eq!(pos.stock().len(), 104 - 12);
    let run = ok(&["solve", "russian-patience", "1"], "");
    let lines = run.lines();
    assert_eq!(lines[0], "winnable");
    let won = ok(
        &[&["apply"][..], &lines[1].split(' ').collect::<Vec<_>>()].concat(),
        &input,
    );
    assert_eq!(ok(&["status"], &won.stdout).stdout, "won\n");
}

#[test]
fn apply_refuses_malformed_moves_with_status_2_before_moving() {
    let input = json(Variant::new(GameId::Caprice), 1);
    for token in [
        "f1-t3",
        "t0-f1",
        "t3x1-t4",
        "t3-f9",
        "t3-f0",
        "x",
        "T1-F1",
        "t1-t2-t3",
        "s2",
        "w-w",
        "t3x0-t4",
        "t01-f1",
        "t3x200-t4",
        "r-s",
    ] {
        let run = fails(2, &["apply", "--trace", "t7-f3", token], &input, token);
        assert!(run.stderr.contains("not a move token"), "{}", run.stderr);
        assert_eq!(run.stdout, "", "{token}: nothing is applied");
    }
}

/// `json` changed by `f` (keys come back in another order, which the
/// protocol's reader accepts).
fn with_value(json: &str, f: impl FnOnce(&mut serde_json::Value)) -> String {
    let mut v: serde_json::Value = serde_json::from_str(json).unwrap();
    f(&mut v);
    v.to_string()
}

/// Invalid positions, each with what its message must say.
fn invalid_positions() -> Vec<(String, &'static str)> {
    let good = json(Variant::new(GameId::Caprice), 1);
    let dc = json(Variant::new(GameId::DoubleCanfield), 1);
    let lucas = json(Variant::new(GameId::LucasLeaps), 1);
    vec![
        ("not json".into(), "not a position"),
        ("{}".into(), "missing field"),
        ("[1,2]".into(), "not a position"),
        (good[..good.len() - 1].to_string(), "not a position"),
        (
            good.replacen("caprice", "klondike", 1),
            "unknown game 'klondike'",
        ),
        (
            good.replacen(r#""options":{}"#, r#""options":{"draw":1}"#, 1),
            "no option 'draw'",
        ),
        (
            dc.replacen(r#""draw":3"#, r#""draw":2"#, 1),
            "draw must be 1 or 3",
        ),
        (
            dc.replacen(r#""spaces":"waste""#, r#""spaces":"all""#, 1),
            "spaces must be waste or any",
        ),
        (
            dc.replacen(r#""draw":3,"#, r#""draw":3,"speed":9,"#, 1),
            "unknown option 'speed'",
        ),
        (
            dc.replacen(r#","spaces":"waste""#, "", 1),
            "both draw and spaces",
        ),
        // Not exactly two packs.
        (good.replacen(r#"["AS"]"#, "[]", 1), "not 103"),
        (good.replacen(r#"["AS"]"#, r#"["AS","AS"]"#, 1), "not 105"),
        (good.replacen(r#""3H""#, r#""AS""#, 1), "AS appears 3 times"),
        (good.replacen(r#""3H""#, r#""3X""#, 1), "'3X' is not a card"),
        // Wrong pile counts.
        (
            good.replacen(r#""tableau":[["3H"],"#, r#""tableau":["#, 1),
            "not 11",
        ),
        (
            lucas.replacen(r#""foundations":[[],"#, r#""foundations":["#, 1),
            "8 foundations, not 7",
        ),
        // Invalid foundation builds.
        (
            good.replacen(r#"[["AS"],["AH"]"#, r#"[["AH"],["AS"]"#, 1),
            "not a valid build",
        ),
        (
            with_value(&dc, |v| v["foundations"].as_array_mut().unwrap().swap(0, 1)),
            "f1 always holds the base card",
        ),
        (
            with_value(&lucas, |v| {
                let card = v["tableau"][0].as_array_mut().unwrap().pop().unwrap();
                v["foundations"][3].as_array_mut().unwrap().push(card);
            }),
            "not a valid build",
        ),
        // A card in a pile the game lacks.
        (
            good.replacen(r#""waste":[]"#, r#""waste":["AS"]"#, 1),
            "has no waste",
        ),
        (
            lucas.replacen(r#""reserve":[]"#, r#""reserve":["AS"]"#, 1),
            "has no reserve",
        ),
        (
            good.replacen(r#""redeals_left":0"#, r#""redeals_left":2"#, 1),
            "has no redeals",
        ),
        (
            good.replacen(r#""redeals_left":0"#, r#""redeals_left":-1"#, 1),
            "not a position",
        ),
        (
            good.replacen(r#""redeals_left":0"#, r#""redeals_left":0,"extra":true"#, 1),
            "unknown field",
        ),
    ]
}

#[test]
fn every_kind_of_invalid_position_is_bad_input() {
    for (text, fragment) in invalid_positions() {
        assert!(Position::from_json(&text).is_err(), "{text}");
        fails(2, &["moves"], &format!("{text}\n"), fragment);
        fails(2, &["status"], &format!("{text}\n"), fragment);
        fails(2, &["apply", "s"], &text, fragment);
    }
    // The line number of a bad position is reported; earlier lines are answered.
    let good = json(Variant::new(GameId::Caprice), 1);
    let run = fails(
        2,
        &["status"],
        &format!("{good}\n{good}\nnope\n{good}\n"),
        "line 3",
    );
    assert_eq!(run.stdout, "playing\nplaying\n");
    // apply wants exactly one position.
    fails(2, &["apply", "s"], "", "no position");
    fails(
        2,
        &["apply", "s"],
        &format!("{good}\n{good}\n"),
        "not a position",
    );
}

#[test]
fn status_reads_many_positions() {
    let won = r#"{"game":"lucas-leaps","options":{},"foundations":[["AS","2S","3S","4S","5S","6S","7S","8S","9S","TS","JS","QS","KS"],["AH","2H","3H","4H","5H","6H","7H","8H","9H","TH","JH","QH","KH"],["AD","2D","3D","4D","5D","6D","7D","8D","9D","TD","JD","QD","KD"],["AC","2C","3C","4C","5C","6C","7C","8C","9C","TC","JC","QC","KC"],["AS","2S","3S","4S","5S","6S","7S","8S","9S","TS","JS","QS","KS"],["AH","2H","3H","4H","5H","6H","7H","8H","9H","TH","JH","QH","KH"],["AD","2D","3D","4D","5D","6D","7D","8D","9D","TD","JD","QD","KD"],["AC","2C","3C","4C","5C","6C","7C","8C","9C","TC","JC","QC","KC"]],"tableau":[[],[],[],[],[],[],[],[],[],[],[],[],[]],"stock":[],"waste":[],"reserve":[],"redeals_left":0}"#;
    let lost = common::expand_filler(
        r#"{"game":"caprice","options":{},"foundations":[["AS"],["AH"],["AD"],["AC"],["KS"],["KH"],["KD"],["KC"]],"tableau":[["4S"],["4H"],["4D"],["5C"],["7S"],["6H"],["6D"],["7C"],["9S"],["8H"],["8D"],["...","9C"]],"stock":[],"waste":[],"reserve":[],"redeals_left":0}"#,
    );
    let playing = json(Variant::new(GameId::Capricieuse), 5);
    let input = format!("{won}\n{lost}\r\n\n{playing}\n{won}");
    assert_eq!(ok(&["status"], &input).stdout, "won\nlost\nplaying\nwon\n");
}

/// Random bytes, random garbage lines and random mutations of valid
/// positions never make the command panic or die of a signal: it answers
/// with status 0, 1 or 2, and 2 always comes with a message.
#[test]
fn garbage_never_makes_it_panic() {
    let mut rng = ChaCha8Rng::seed_from_u64(2024);
    let valid: Vec<String> = variants()
        .into_iter()
        .flat_map(|v| [json(v, 1), json(v, 777)])
        .collect();
    let pieces = [
        "{",
        "}",
        "[",
        "]",
        ",",
        ":",
        "\"",
        "\"AS\"",
        "\"KC\"",
        "\"XX\"",
        "null",
        "true",
        "-1",
        "1e999",
        "\"game\"",
        "\"caprice\"",
        "\"double-canfield\"",
        "\"options\"",
        "{\"draw\":3}",
        "\\u0000",
        "18446744073709551616",
        "\"redeals_left\"",
        "é",
        "\u{1F0A1}",
        "\t",
        " ",
    ];
    let mut inputs: Vec<String> = Vec::new();
    for _ in 0..40 {
        let n = rng.random_range(0..30);
        inputs.push((0..n).map(|_| *pieces.choose(&mut rng).unwrap()).collect());
    }
    for _ in 0..70 {
        let mut text = valid.choose(&mut rng).unwrap().clone().into_bytes();
        for _ in 0..rng.random_range(1..4) {
            let at = rng.random_range(0..text.len());
            match rng.random_range(0..5) {
                0 => {
                    text.remove(at);
                }
                1 => text.insert(at, *b"[]{},:\"0123456789ASKCQ-x".choose(&mut rng).unwrap()),
                2 => text[at] = *b"AKQJT98765432SHDC".choose(&mut rng).unwrap(),
                3 => {
                    // Swap two card tokens' ranks: often still two packs.
                    let b = rng.random_range(0..text.len());
                    text.swap(at, b);
                }
                _ => text.truncate(at),
            }
        }
        inputs.push(String::from_utf8_lossy(&text).into_owned());
    }
    let bytes: Vec<u8> = (0..300).map(|_| rng.random()).collect();
    inputs.push(String::from_utf8_lossy(&bytes).into_owned());
    let tokens = [
        "s", "redeal", "t1-t2", "t3x2-t1", "w-f1", "r-t1", "t13-f8", "t20-t1", "zz",
    ];
    for (i, input) in inputs.iter().enumerate() {
        let run = match i % 3 {
            0 => patience(&["moves"], input),
            1 => patience(&["status"], input),
            _ => patience(
                &["apply", "--trace", tokens.choose(&mut rng).unwrap()],
                input,
            ),
        };
        assert!(
            matches!(run.code, Some(0..=2)),
            "exit {:?} on {input:?}: {}",
            run.code,
            run.stderr
        );
        assert!(
            !run.stderr.contains("panicked"),
            "{input:?}: {}",
            run.stderr
        );
        if run.code == Some(2) {
            assert!(run.stderr.starts_with("patience: "), "{}", run.stderr);
        }
    }
    // Invalid UTF-8 on standard input is bad input too.
    let out = common::run_patience(&["status"], &[0xff, 0xfe, b'\n']);
    assert_eq!(out.status.code(), Some(2));
}

/// Issue 27: the JSON reader's messages named Rust types ("invalid type:
/// null, expected struct RawPosition", "expected u64"), and a position with
/// a no-break space in front was accepted by `apply` and `solve` but
/// refused by `moves` and `status`. Every subcommand now reads a position
/// the same way, and says what is wrong in the protocol's words.
#[test]
fn bad_positions_are_refused_in_words_by_every_subcommand_alike() {
    let good = json(Variant::new(GameId::LucasLeaps), 42);
    let negative = good.replacen("\"redeals_left\":0", "\"redeals_left\":-1", 1);
    assert_ne!(negative, good, "the deal's JSON has redeals_left 0");
    let huge = good.replacen("\"redeals_left\":0", "\"redeals_left\":1e3", 1);
    let cases = [
        "null".to_string(),
        "[]".to_string(),
        "\"a position\"".to_string(),
        "7".to_string(),
        "true".to_string(),
        "{}".to_string(),
        negative,
        huge,
        good.replacen("\"options\"", "\"talon\"", 1),
        good.replacen("\"tableau\":[", "\"tableau\":{\"x\":", 1),
        good.replacen("\"foundations\":[", "\"foundations\":[null,", 1),
        good.replacen("\"game\":\"lucas-leaps\"", "\"game\":7", 1),
        format!("\u{a0}{good}"),
        format!("{good}\u{a0}"),
    ];
    let type_names = [
        "RawPosition",
        "RawOptions",
        "struct",
        "u64",
        "u8",
        "u32",
        "usize",
        "i64",
        "sequence",
        "a map",
    ];
    for case in &cases {
        let mut refusals = Vec::new();
        for args in [
            &["moves"][..],
            &["status"][..],
            &["apply", "s"][..],
            &["solve", "--stdin", "--budget-ms", "10"][..],
        ] {
            let run = patience(args, case);
            assert_eq!(
                run.code,
                Some(2),
                "{args:?} with {case:.60?}: {}",
                run.stderr
            );
            for name in type_names {
                assert!(
                    !run.stderr.contains(name),
                    "{args:?} with {case:.60?} names a Rust type ({name}): {}",
                    run.stderr
                );
            }
            assert!(run.stderr.contains("not a position"), "{}", run.stderr);
            refusals.push(args[0]);
        }
        assert_eq!(refusals.len(), 4);
    }
    // The same position with JSON's own white space around it is fine for all.
    let spaced = format!(" \t{good}\r\n");
    for args in [&["moves"][..], &["status"][..], &["apply", "s"][..]] {
        ok(args, &spaced);
    }
}

/// Small settings for the honest player, so that a debug build is quick.
const SMALL: [&str; 6] = [
    "--samples",
    "4",
    "--solve-nodes",
    "300",
    "--move-nodes",
    "20000",
];

#[test]
fn odds_prints_the_verdict_the_best_move_and_the_chance() {
    let v = Variant::new(GameId::Caprice);
    let mut args = vec!["odds", "caprice", "7"];
    args.extend(SMALL);
    let run = ok(&args, "");
    let lines = run.lines();
    assert_eq!(lines[0], "verdict open", "{}", run.stdout);
    let best: Move = lines[1].strip_prefix("best ").unwrap().parse().unwrap();
    let pos = deal(v, DealNumber::new(7).unwrap());
    assert!(pos.check(best).is_ok(), "{best}");
    let chance = lines[2].strip_prefix("chance ").unwrap();
    assert!(
        chance.contains("(95% CI ") && chance.ends_with("in 4 samples"),
        "{chance}"
    );
    assert!(
        lines[3].starts_with(&format!("moves {best} ")),
        "{}",
        lines[3]
    );
    // The same position on standard input gives the same answer.
    let mut stdin_args = vec!["odds", "--stdin"];
    stdin_args.extend(SMALL);
    assert_eq!(ok(&stdin_args, &json(v, 7)).stdout, run.stdout);
    // A won position has no move to make.
    let won = ok(&["odds", "--stdin"], &won_position());
    assert_eq!(won.lines(), ["verdict won", "best -"]);
}

/// A Capricieuse position with every card on its foundations.
fn won_position() -> String {
    let ranks = "A23456789TJQK";
    let suits = "SHDC";
    let mut f: Vec<Vec<String>> = Vec::new();
    for s in suits.chars() {
        f.push(ranks.chars().map(|r| format!("{r}{s}")).collect());
    }
    for s in suits.chars() {
        f.push(ranks.chars().rev().map(|r| format!("{r}{s}")).collect());
    }
    serde_json::json!({
        "game": "capricieuse", "options": {}, "foundations": f,
        "tableau": vec![Vec::<String>::new(); 12],
        "stock": [], "waste": [], "reserve": [], "redeals_left": 0
    })
    .to_string()
}

/// `--after`: the odds after the game's moves, for a player who does not go
/// back. Capricieuse deal 1 after these moves: asked without them, the
/// best move is t10-t8, straight back to the position before (asked there,
/// t8-t10 again: a hint asked afresh at every position went round).
#[test]
fn odds_after_moves_does_not_go_back() {
    const MOVES: &str = "t3-f4 t10-t12 redeal t8-f1 t8-f1 t8-f2 t10-f1 t12-f3 t8-t4 t6-t1 \
                         t6-t11 t6-f3 t7-t1 t7-t11 t10-t8 t10-f1 t3-f1 t10-t6 t9-t6 t9-t5 t3-t4 t8-t10";
    let v = Variant::new(GameId::Capricieuse);
    let mut pos = deal(v, DealNumber::new(1).unwrap());
    for t in MOVES.split_whitespace() {
        pos.apply(t.parse().unwrap(), &mut patience::engine::NoLog)
            .unwrap();
    }
    let alone = ok(&["odds", "--stdin"], &pos.to_json());
    assert_eq!(alone.lines()[1], "best t10-t8", "{}", alone.stdout);
    let after = ok(&["odds", "capricieuse", "1", "--after", MOVES], "");
    assert_eq!(after.lines()[0], "verdict open", "{}", after.stdout);
    assert_ne!(after.lines()[1], "best t10-t8", "{}", after.stdout);
    let best: Move = after.lines()[1]
        .strip_prefix("best ")
        .unwrap()
        .parse()
        .unwrap();
    assert!(pos.check(best).is_ok(), "{best}");
    // A move that does not play, or a word that is no move, is refused.
    fails(
        1,
        &["odds", "caprice", "7", "--after", "t1-f8"],
        "",
        "--after: t1-f8",
    );
    fails(
        2,
        &["odds", "caprice", "7", "--after", "sideways"],
        "",
        "--after",
    );
}

#[test]
fn odds_refuses_bad_settings_in_words() {
    fails(
        2,
        &["odds", "caprice", "7", "--samples", "0"],
        "",
        "--samples must be a whole number from 1",
    );
    fails(
        2,
        &["odds", "caprice", "7", "--move-ms", "soon"],
        "",
        "--move-ms must be a whole number",
    );
    fails(
        2,
        &["odds", "--stdin"],
        "{\"game\":\"caprice\"}",
        "missing field",
    );
    fails(2, &["odds", "patience", "7"], "", "unknown game");
}

#[test]
fn the_honest_survey_counts_wins_and_resumes_from_its_results() {
    let dir = std::env::temp_dir().join(format!("patience-honest-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("capricieuse.csv");
    let _ = std::fs::remove_file(&file);
    let path = file.to_str().unwrap();
    let mut args = vec![
        "survey",
        "capricieuse",
        "--deals",
        "1..3",
        "--honest",
        "--jobs",
        "2",
        "--results",
        path,
    ];
    args.extend(SMALL);
    let run = patience(&args, "");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(
        run.stdout.contains("without peeking: deals 1..3"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("deals                            3"),
        "{}",
        run.stdout
    );
    // Capricieuse hides nothing: the honest player wins what the solver wins.
    assert!(
        run.stdout
            .contains("honest won                 100.00%  (3 deals"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("baseline won"), "{}", run.stdout);
    let text = std::fs::read_to_string(&file).unwrap();
    let rows: Vec<&str> = text.lines().skip(2).collect();
    assert_eq!(rows.len(), 3, "{text}");
    assert!(
        text.starts_with("# capricieuse honest samples=4 solve_nodes=300"),
        "{text}"
    );
    // Again with the same file: every deal is already there.
    let again = patience(&args, "");
    assert_eq!(again.code, Some(0), "{}", again.stderr);
    assert!(
        again.stdout.contains("(3 deals from the results file)"),
        "{}",
        again.stdout
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap(), text);
    // One more deal: only that one is played and appended.
    args[3] = "1..4";
    let more = patience(&args, "");
    assert!(
        more.stdout.contains("deals                            4"),
        "{}",
        more.stdout
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap().lines().count(), 6);
    // Other settings are not mixed into the same file.
    let mut other = args.clone();
    other.extend(["--seed", "2"]);
    let refused = patience(&other, "");
    assert_eq!(refused.code, Some(2));
    assert!(
        refused.stderr.contains("other settings"),
        "{}",
        refused.stderr
    );
    // --results needs --honest.
    assert_eq!(
        patience(
            &["survey", "caprice", "--deals", "1..2", "--results", path],
            ""
        )
        .code,
        Some(2)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_honest_caprice_survey_plays_whole_deals() {
    let mut args = vec![
        "survey", "caprice", "--deals", "1..2", "--honest", "--jobs", "1",
    ];
    args.extend(SMALL);
    let run = ok(&args, "");
    let won = run
        .lines()
        .into_iter()
        .find(|l| l.starts_with("honest won"))
        .unwrap()
        .to_string();
    assert!(won.contains("95% CI"), "{won}");
    assert!(
        run.stdout.contains("time per searched move  median"),
        "{}",
        run.stdout
    );
}

/// `--method ismcts`: the survey plays whole Caprice deals by
/// information-set MCTS, writes a row per deal under a settings line that
/// names the method, and refuses to mix its rows into a file of the
/// default method's (nor the default's into its).
#[test]
fn an_ismcts_survey_writes_rows_under_its_own_settings() {
    let dir = std::env::temp_dir().join(format!("patience-ismcts-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("caprice.csv");
    let _ = std::fs::remove_file(&file);
    let path = file.to_str().unwrap();
    let mut args = vec![
        "survey",
        "caprice",
        "--deals",
        "1..2",
        "--honest",
        "--jobs",
        "2",
        "--method",
        "ismcts",
        "--results",
        path,
    ];
    args.extend(SMALL);
    let run = ok(&args, "");
    assert!(
        run.stdout
            .starts_with("Caprice without peeking (ismcts): deals 1..2"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("deals                            2"),
        "{}",
        run.stdout
    );
    let text = std::fs::read_to_string(&file).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "# caprice honest samples=4 solve_nodes=300 move_nodes=20000 move_ms=- seed=1 method=ismcts"
    );
    assert_eq!(lines[1], "deal,honest,baseline,moves,ms,move_ms");
    assert_eq!(lines.len(), 4, "{text}");
    for row in &lines[2..] {
        let fields: Vec<&str> = row.split(',').collect();
        assert_eq!(fields.len(), 6, "{row}");
        assert!(["1", "2"].contains(&fields[0]), "{row}");
        // Searched moves were timed: the tree searched.
        assert!(!fields[5].is_empty(), "{row}");
    }
    // The same file without --method (hop) is refused, and nothing is added.
    let hop: Vec<&str> = args
        .iter()
        .copied()
        .filter(|&a| a != "--method" && a != "ismcts")
        .collect();
    fails(2, &hop, "", "other settings");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), text);
    // An unknown method is refused in words.
    fails(
        2,
        &["odds", "caprice", "7", "--method", "uct"],
        "",
        "--method must be hop or ismcts",
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `odds --method ismcts` answers in the same form, with a legal move,
/// and the same on standard input.
#[test]
fn odds_by_ismcts_prints_a_legal_best_move() {
    let v = Variant::new(GameId::Caprice);
    let mut args = vec!["odds", "caprice", "7", "--method", "ismcts"];
    args.extend(SMALL);
    let run = ok(&args, "");
    let lines = run.lines();
    assert_eq!(lines[0], "verdict open", "{}", run.stdout);
    let best: Move = lines[1].strip_prefix("best ").unwrap().parse().unwrap();
    assert!(deal(v, DealNumber::new(7).unwrap()).check(best).is_ok());
    assert!(lines[2].starts_with("chance "), "{}", lines[2]);
    assert!(
        lines[3].starts_with(&format!("moves {best} ")),
        "{}",
        lines[3]
    );
    let mut stdin_args = vec!["odds", "--stdin", "--method", "ismcts"];
    stdin_args.extend(SMALL);
    assert_eq!(ok(&stdin_args, &json(v, 7)).stdout, run.stdout);
}

/// Issue 39, items 8 and 9: a position file that starts with a UTF-8
/// byte-order mark (Windows Notepad's) reads; `draw: 3.0` is refused as
/// every other field's fraction is; a card there once is "once", not "1
/// times"; a huge bad value is quoted cut, with its length.
#[test]
fn a_byte_order_mark_is_read_and_bad_values_are_quoted_short() {
    let good = json(Variant::new(GameId::LucasLeaps), 42);
    let with_bom = format!("\u{feff}{good}");
    let moves = ok(&["moves"], &good).stdout;
    assert_eq!(ok(&["moves"], &with_bom).stdout, moves);
    assert_eq!(ok(&["status"], &with_bom).stdout, "playing\n");
    assert_eq!(
        ok(&["apply", "s"], &with_bom).stdout,
        ok(&["apply", "s"], &good).stdout
    );
    ok(&["solve", "--stdin", "--budget-ms", "10"], &with_bom);
    // Only at the start: a mark on a later line is no JSON.
    fails(2, &["moves"], &format!("{good}\n{with_bom}"), "line 2");

    let canfield = json(Variant::new(GameId::DoubleCanfield), 7);
    assert!(canfield.contains("\"draw\":3,"), "{canfield}");
    for written in ["3.0", "3e0", "30e-1"] {
        let case = canfield.replacen("\"draw\":3,", &format!("\"draw\":{written},"), 1);
        fails(2, &["moves"], &case, "draw must be 1 or 3, not ");
    }

    // One card twice more, another once: never "1 times".
    let v: serde_json::Value = serde_json::from_str(&good).unwrap();
    let stock: Vec<String> = serde_json::from_value(v["stock"].clone()).unwrap();
    let (a, b) = (&stock[0], stock.iter().find(|c| *c != &stock[0]).unwrap());
    let once = good.replacen(&format!("\"{b}\""), &format!("\"{a}\""), 1);
    let run = fails(2, &["moves"], &once, "two of every card");
    assert!(!run.stderr.contains("1 times"), "{}", run.stderr);
    assert!(
        run.stderr.contains("appears once") || run.stderr.contains("appears 3 times"),
        "{}",
        run.stderr
    );
    let run = fails(
        2,
        &["moves"],
        &good
            .replacen(&format!("\"{a}\""), &format!("\"{b}\""), 1)
            .replacen(&format!("\"{a}\""), &format!("\"{b}\""), 1),
        "two of every card",
    );
    assert!(
        run.stderr.contains("appears 4 times") || run.stderr.contains(&format!("{a} is missing")),
        "{}",
        run.stderr
    );

    let huge = "x".repeat(1_000_000);
    for case in [
        good.replacen("\"lucas-leaps\"", &format!("\"{huge}\""), 1),
        good.replacen("\"game\"", &format!("\"{huge}\":1,\"game\""), 1),
        good.replacen(&format!("\"{a}\""), &format!("\"{huge}\""), 1),
        good.replacen(
            "\"redeals_left\":0",
            &format!("\"redeals_left\":\"{huge}\""),
            1,
        ),
        canfield.replacen("\"draw\":3", &format!("\"draw\":\"{huge}\""), 1),
        canfield.replacen("\"waste\"}", &format!("\"{huge}\"}}"), 1),
    ] {
        let run = fails(2, &["moves"], &case, "(1000000 characters)");
        assert!(run.stderr.len() < 400, "{:.400}", run.stderr);
    }
    let run = fails(
        2,
        &["deal", &huge[..100_000], "1"],
        "",
        "(100000 characters)",
    );
    assert!(run.stderr.len() < 400, "{:.400}", run.stderr);
    let run = fails(
        2,
        &["apply", &huge[..100_000]],
        &good,
        "(100000 characters)",
    );
    assert!(run.stderr.len() < 400, "{:.400}", run.stderr);
}

/// `grades` grades any range of deals aligned on fours (the grading
/// runner's shards, which join end to end into the range's table) and the
/// daily deals of a range of days.
#[test]
fn grades_writes_shards_that_join_into_the_whole_table() {
    let dir = std::env::temp_dir().join(format!("patience-grades-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = |name: &str| dir.join(name).to_string_lossy().into_owned();
    let (all, a, b, days) = (file("all"), file("a"), file("b"), file("days"));
    ok(
        &[
            "grades",
            "capricieuse",
            "--deals",
            "1..32",
            "--jobs",
            "1",
            "--out",
            &all,
        ],
        "",
    );
    ok(
        &[
            "grades",
            "capricieuse",
            "--deals",
            "1..16",
            "--jobs",
            "1",
            "--out",
            &a,
        ],
        "",
    );
    let run = ok(
        &[
            "grades",
            "capricieuse",
            "--deals",
            "17..32",
            "--jobs",
            "1",
            "--out",
            &b,
        ],
        "",
    );
    assert!(
        run.stdout.starts_with("capricieuse deals 17..32: "),
        "{}",
        run.stdout
    );
    let read = |p: &str| std::fs::read(p).unwrap();
    assert_eq!([read(&a), read(&b)].concat(), read(&all));
    assert_eq!(read(&all).len(), 8);
    fails(
        2,
        &["grades", "capricieuse", "--deals", "2..32", "--out", &a],
        "",
        "multiples of 4",
    );
    fails(
        2,
        &["grades", "capricieuse", "--deals", "1..30", "--out", &a],
        "",
        "multiples of 4",
    );
    let run = ok(
        &[
            "grades",
            "capricieuse",
            "--days",
            "2026-11-29..2026-12-01",
            "--jobs",
            "1",
            "--out",
            &days,
        ],
        "",
    );
    assert!(
        run.stdout.contains("daily deals 2026-11-29..2026-12-01"),
        "{}",
        run.stdout
    );
    let bytes = read(&days);
    assert_eq!(bytes.len(), 4 + 3 * 5);
    let first: daily::DailyDate = "2026-11-29".parse().unwrap();
    let deal = patience::solver::daily::daily_deal(Variant::new(GameId::Capricieuse), first).number;
    assert_eq!(bytes[4..8], deal.get().to_le_bytes());
    fails(
        2,
        &[
            "grades",
            "capricieuse",
            "--days",
            "2026-12-01..2026-11-29",
            "--out",
            &a,
        ],
        "",
        "--days",
    );
    fails(2, &["grades", "capricieuse", "--out", &a], "", "--deals");
    let _ = std::fs::remove_dir_all(&dir);
}
