//! The daily deal (`docs/daily.md`): golden deals of fixed dates for every
//! variant, the formula's candidates, and `patience daily`.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use patience::engine::daily::{candidate, DailyDate};
use patience::engine::*;
use patience::solver::daily::{daily_deal, proven_winnable, DAILY_CANDIDATES};

const GOLDEN: &str = include_str!("data/golden_daily.txt");

use common::variant_of_label as variant;

fn golden() -> Vec<(Variant, &'static str, &'static str, DealNumber)> {
    GOLDEN
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| {
            let f: Vec<&str> = l.split(" | ").collect();
            (variant(f[0]), f[0], f[1], f[2].parse().unwrap())
        })
        .collect()
}

#[test]
fn golden_daily_deals_never_change() {
    let all = golden();
    assert_eq!(all.len(), 4 * Variant::ALL.len());
    for (v, label, date, number) in all {
        let day = daily_deal(v, date.parse().unwrap());
        assert_eq!(day.number, number, "{label} on {date}");
        assert!(day.proven, "{label} on {date} is proven winnable");
        // It is the first candidate proven winnable within the budget.
        let date: DailyDate = date.parse().unwrap();
        assert_eq!(candidate(v, date, day.candidate), number);
        for k in 0..day.candidate {
            assert!(!proven_winnable(v, candidate(v, date, k)).0);
        }
    }
}

#[test]
fn the_formula_is_the_documented_one() {
    // docs/daily.md's worked example: FNV-1a-32 of the key text.
    let date: DailyDate = "2026-11-23".parse().unwrap();
    let key = "patience daily lucas-leaps 2026-11-23 0";
    let mut h: u32 = 2_166_136_261;
    for b in key.bytes() {
        h = (h ^ u32::from(b)).wrapping_mul(16_777_619);
    }
    let expected = u64::from(h) % 4_294_967_295 + 1;
    let got = candidate(Variant::new(GameId::LucasLeaps), date, 0);
    assert_eq!(u64::from(got.get()), expected);
    let doc =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/daily.md")).unwrap();
    assert!(
        doc.contains(&expected.to_string()),
        "the doc shows {expected}"
    );
    assert!(doc.contains(&DAILY_CANDIDATES.to_string()));
}

#[test]
fn the_command_line_prints_the_days_deal() {
    for (v, label, date, number) in golden().into_iter().step_by(3) {
        let mut args = vec!["daily".to_string()];
        let mut words = label.split(' ');
        args.push(words.next().unwrap().to_string());
        args.push(date.to_string());
        for w in words {
            let (k, val) = w.split_once('=').unwrap();
            args.push(format!("--{k}"));
            args.push(val.to_string());
        }
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let out = common::run_patience(&args, b"");
        assert_eq!(out.status.code(), Some(0), "{v:?}");
        assert_eq!(
            String::from_utf8(out.stdout).unwrap(),
            format!("{number}\n")
        );
    }
    // Today: some deal number.
    let out = common::run_patience(&["daily", "caprice"], b"");
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.trim().parse::<DealNumber>().is_ok(), "{text}");
    // Bad dates and games: exit 2 with a message.
    for args in [
        &["daily", "caprice", "2026-02-30"][..],
        &["daily", "caprice", "23/11/2026"],
        &["daily", "klondike", "2026-11-23"],
        &["daily", "caprice", "2026-11-23", "--draw", "1"],
    ] {
        let out = common::run_patience(args, b"");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(!out.stderr.is_empty());
    }
}
