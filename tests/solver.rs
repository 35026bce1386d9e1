//! The solver: small constructed positions proved winnable and unwinnable,
//! every returned line replayed through the engine, determinism, agreement
//! with a brute-force search on small positions, and the `solve` and
//! `survey` commands.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use patience::engine::{deal, DealNumber, GameId, Move, NoLog, Position, Spaces, Status, Variant};
use patience::solver::{self, Budget, Outcome, Progress, Solver, SolverConfig};
use std::collections::HashSet;

fn all_variants() -> Vec<Variant> {
    let mut v = vec![
        Variant::new(GameId::Caprice),
        Variant::new(GameId::Capricieuse),
        Variant::new(GameId::LucasLeaps),
        Variant::new(GameId::RussianPatience),
    ];
    for draw in [3, 1] {
        for spaces in [Spaces::Waste, Spaces::Any] {
            v.push(
                Variant::with_options(GameId::DoubleCanfield, Some(draw), Some(spaces)).unwrap(),
            );
        }
    }
    v
}

fn cards(list: &str) -> String {
    let v: Vec<String> = list
        .split_whitespace()
        .map(|c| format!("\"{c}\""))
        .collect();
    format!("[{}]", v.join(","))
}

/// A suit's cards from rank `from` to rank `to`, as tokens.
fn run(suit: char, from: usize, to: usize) -> String {
    let ranks = [
        'A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K',
    ];
    (from..=to)
        .map(|r| format!("{}{suit}", ranks[r - 1]))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Double Canfield (base rank Ace) with every card on a foundation except
/// the hearts after `hearts_to` and the clubs after `clubs_to`, which lie
/// in `t1` and the stock as given.
fn canfield(hearts_to: usize, clubs_to: usize, t1: &str, stock: &str) -> Position {
    let f = [
        run('S', 1, 13),
        run('S', 1, 13),
        run('H', 1, 13),
        run('H', 1, hearts_to),
        run('D', 1, 13),
        run('D', 1, 13),
        run('C', 1, 13),
        run('C', 1, clubs_to),
    ];
    let json = format!(
        "{{\"game\":\"double-canfield\",\"options\":{{\"draw\":3,\"spaces\":\"waste\"}},\"foundations\":[{}],\"tableau\":[{},[],[],[],[]],\"stock\":{},\"waste\":[],\"reserve\":[],\"redeals_left\":0}}",
        f.iter().map(|p| cards(p)).collect::<Vec<_>>().join(","),
        cards(t1),
        cards(stock)
    );
    Position::from_json(&json).unwrap()
}

fn replays_to_win(start: &Position, line: &[Move]) -> bool {
    let mut pos = start.clone();
    for &mv in line {
        if pos.apply(mv, &mut NoLog).is_err() {
            return false;
        }
    }
    pos.status() == Status::Won
}

fn solve_nodes(pos: &Position, nodes: u64) -> Outcome {
    solver::solve(pos, Budget::nodes(nodes)).outcome
}

#[test]
fn one_move_from_winning_is_winnable_with_that_move() {
    let pos = canfield(12, 13, "KH", "");
    let Outcome::Winnable(line) = solve_nodes(&pos, 1000) else {
        panic!("should be winnable");
    };
    assert_eq!(line, vec!["t1-f4".parse::<Move>().unwrap()]);
    assert!(replays_to_win(&pos, &line));
}

#[test]
fn a_won_position_is_winnable_with_no_moves() {
    let pos = canfield(13, 13, "", "");
    assert_eq!(solve_nodes(&pos, 10), Outcome::Winnable(vec![]));
}

#[test]
fn a_card_buried_under_the_card_after_it_with_no_way_out_is_unwinnable() {
    // The King of hearts lies on the Queen it must follow onto the
    // foundation; nothing can take the King, and spaces take only the waste.
    let pos = canfield(11, 13, "QH KH", "");
    assert_eq!(pos.status(), Status::Lost);
    assert_eq!(solve_nodes(&pos, 1000), Outcome::Unwinnable);

    // The same block with moves left: the clubs still come out of the
    // stock, round and round, but the hearts never do.
    let pos = canfield(11, 10, "QH KH", "JC QC KC");
    assert_eq!(pos.status(), Status::Playing);
    assert_eq!(solve_nodes(&pos, 100_000), Outcome::Unwinnable);

    // Without the block the same position is won through the stock.
    let pos = canfield(12, 10, "KH", "JC QC KC");
    let Outcome::Winnable(line) = solve_nodes(&pos, 100_000) else {
        panic!("should be winnable");
    };
    assert!(replays_to_win(&pos, &line));
}

#[test]
fn a_deal_with_no_move_but_redeals_that_never_help_is_unwinnable() {
    // Capricieuse 9868: no card can move, and neither redeal changes that.
    let pos = deal(
        Variant::new(GameId::Capricieuse),
        DealNumber::new(9868).unwrap(),
    );
    assert_eq!(solve_nodes(&pos, 1_000), Outcome::Unwinnable);
    let mut lost = pos.clone();
    for _ in 0..2 {
        assert_eq!(lost.legal_moves(), vec![Move::Redeal]);
        lost.apply(Move::Redeal, &mut NoLog).unwrap();
    }
    assert_eq!(lost.status(), Status::Lost);
}

#[test]
fn a_card_is_not_played_ahead_of_its_twin_when_the_twin_needs_the_foundation() {
    // Both jacks of clubs could go on f7 (at ten); f8 is behind (at nine).
    // The jack in t1 is safe by its own card, but the one in t3 covers the
    // ten f8 needs: played first, the t1 jack would leave it stuck. Found by
    // the brute-force comparison below.
    let json = r#"{"game":"double-canfield","options":{"draw":3,"spaces":"waste"},"foundations":[["QS","KS","AS","2S","3S","4S","5S","6S","7S","8S","9S"],["QS","KS","AS","2S","3S","4S","5S","6S","7S","8S","9S","TS"],["QH","KH","AH","2H","3H","4H","5H","6H","7H","8H","9H","TH"],["QH","KH","AH","2H","3H","4H","5H","6H","7H","8H","9H","TH"],["QD","KD","AD","2D","3D","4D","5D","6D","7D","8D","9D","TD"],["QD","KD","AD","2D","3D","4D","5D","6D","7D","8D","9D","TD"],["QC","KC","AC","2C","3C","4C","5C","6C","7C","8C","9C","TC"],["QC","KC","AC","2C","3C","4C","5C","6C","7C","8C","9C"]],"tableau":[["JD","JC"],["TS"],["TC","JH","JC"],["JH","JD"],["JS"]],"stock":["JS"],"waste":[],"reserve":[],"redeals_left":0}"#;
    let pos = Position::from_json(json).unwrap();
    let Outcome::Winnable(line) = solve_nodes(&pos, 100_000) else {
        panic!("should be winnable");
    };
    assert!(replays_to_win(&pos, &line));
}

#[test]
fn winning_lines_replay_to_a_won_game_in_every_game() {
    // Deals the solver wins within a few thousand nodes.
    for v in all_variants() {
        let mut won = 0;
        for n in 1..=6u64 {
            let pos = deal(v, DealNumber::new(n).unwrap());
            if let Outcome::Winnable(line) = solve_nodes(&pos, 20_000) {
                assert!(
                    replays_to_win(&pos, &line),
                    "{v} deal {n}: line does not win"
                );
                // No pointless moves: no move is immediately undone.
                for w in line.windows(2) {
                    if let (
                        Move::Transfer {
                            from: a,
                            to: b,
                            count: c,
                        },
                        Move::Transfer {
                            from: x,
                            to: y,
                            count: z,
                        },
                    ) = (w[0], w[1])
                    {
                        assert!(
                            !(a == y && b == x && c == z),
                            "{v} deal {n}: {} {}",
                            w[0],
                            w[1]
                        );
                    }
                }
                won += 1;
            }
        }
        assert!(won >= 3, "{v}: only {won} of 6 deals solved");
    }
}

#[test]
fn equal_input_gives_equal_output() {
    for v in all_variants() {
        let pos = deal(v, DealNumber::new(3).unwrap());
        let a = solver::solve(&pos, Budget::nodes(5_000));
        let b = solver::solve(&pos, Budget::nodes(5_000));
        assert_eq!(a.outcome, b.outcome, "{v}");
        assert_eq!(a.nodes, b.nodes, "{v}");
        // Searching in slices changes nothing.
        let mut sliced = Solver::new(
            pos.clone(),
            SolverConfig {
                max_nodes: Some(5_000),
                ..SolverConfig::default()
            },
        );
        let outcome = loop {
            if let Progress::Done(o) = sliced.run(7) {
                break o;
            }
        };
        assert_eq!(outcome, a.outcome, "{v}");
    }
}

#[test]
fn a_node_budget_that_runs_out_gives_unknown() {
    let pos = deal(
        Variant::new(GameId::LucasLeaps),
        DealNumber::new(1).unwrap(),
    );
    let mut s = Solver::new(pos, SolverConfig::default());
    assert_eq!(s.run(1), Progress::Running);
    assert_eq!(solve_nodes(s.position(), 1), Outcome::Unknown);
}

/// Every position reachable from `start`, searched without any reduction:
/// is a won one among them? `None` when there are more than `cap`.
fn brute_force(start: &Position, cap: usize) -> Option<bool> {
    let mut seen: HashSet<String> = HashSet::new();
    let mut stack = vec![start.clone()];
    seen.insert(start.to_json());
    while let Some(pos) = stack.pop() {
        if pos.foundation_count() == 104 {
            return Some(true);
        }
        let mut moves = pos.legal_moves();
        // Foundation moves last on the stack, so tried first.
        moves.sort_by_key(|m| matches!(m, Move::Transfer { to, .. } if to.is_foundation()));
        for mv in moves {
            let mut next = pos.clone();
            next.apply(mv, &mut NoLog).unwrap();
            if seen.insert(next.to_json()) {
                if seen.len() > cap {
                    return None;
                }
                stack.push(next);
            }
        }
    }
    Some(false)
}

/// A tiny deterministic random source for building test positions.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// Small endgames: a won table with the top `k` cards of random
/// foundations scattered over the tableau, stock, waste and reserve. Some
/// can be won, some cannot.
fn endgame(v: Variant, k: usize, deep: bool, rng: &mut Lcg) -> Option<Position> {
    let ranks = [
        'A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K',
    ];
    let suits = ['S', 'H', 'D', 'C'];
    let card = |r: usize, s: usize| format!("{}{}", ranks[r % 13], suits[s]);
    let base = rng.below(13);
    let mut f: Vec<Vec<String>> = (0..8)
        .map(|i| match v.game {
            GameId::Caprice | GameId::Capricieuse | GameId::RussianPatience if i < 4 => {
                (0..13).map(|r| card(r, i)).collect()
            }
            GameId::Caprice | GameId::Capricieuse | GameId::RussianPatience => {
                (0..13).rev().map(|r| card(r, i - 4)).collect()
            }
            GameId::LucasLeaps => (0..13).map(|r| card(r, i / 2)).collect(),
            GameId::DoubleCanfield => (0..13).map(|r| card(base + r, i / 2)).collect(),
        })
        .collect();
    let rules = v.rules();
    let mut tableau: Vec<Vec<String>> = vec![Vec::new(); rules.tableau_piles];
    let (mut stock, mut waste, mut reserve) = (Vec::new(), Vec::new(), Vec::new());
    let mut popped = Vec::new();
    for _ in 0..k {
        let i = rng.below(8);
        if f[i].len() <= usize::from(v.game == GameId::DoubleCanfield && i == 0) {
            continue;
        }
        popped.push(f[i].pop().unwrap());
    }
    for i in (1..popped.len()).rev() {
        popped.swap(i, rng.below(i + 1));
    }
    for c in popped {
        // Cover every pile first: spaces make most positions easy.
        if let Some(t) = tableau.iter_mut().find(|t| t.is_empty()) {
            t.push(c);
            continue;
        }
        if deep && rng.below(3) > 0 {
            tableau[rng.below(2)].push(c);
            continue;
        }
        let places = rules.tableau_piles.min(4) + 3;
        match rng.below(places) {
            p if p < rules.tableau_piles.min(4) => tableau[p].push(c),
            p if p == places - 3 && rules.has_stock() => stock.push(c),
            p if p == places - 2 && rules.has_waste => waste.push(c),
            p if p == places - 1 && rules.has_reserve => reserve.push(c),
            _ => tableau[rng.below(rules.tableau_piles)].push(c),
        }
    }
    let list = |v: &[String]| {
        format!(
            "[{}]",
            v.iter()
                .map(|c| format!("\"{c}\""))
                .collect::<Vec<_>>()
                .join(",")
        )
    };
    let lists = |v: &[Vec<String>]| v.iter().map(|p| list(p)).collect::<Vec<_>>().join(",");
    let options = if v.has_options() {
        format!("{{\"draw\":{},\"spaces\":\"{}\"}}", v.draw, v.spaces.id())
    } else {
        "{}".into()
    };
    let redeals = if matches!(v.game, GameId::Capricieuse | GameId::RussianPatience) {
        rng.below(3)
    } else {
        0
    };
    let json = format!(
        "{{\"game\":\"{}\",\"options\":{options},\"foundations\":[{}],\"tableau\":[{}],\"stock\":{},\"waste\":{},\"reserve\":{},\"redeals_left\":{redeals}}}",
        v.game.id(),
        lists(&f),
        lists(&tableau),
        list(&stock),
        list(&waste),
        list(&reserve)
    );
    match Position::from_json(&json) {
        Ok(p) => Some(p),
        Err(e) => panic!("{e}: {json}"),
    }
}

/// Solver against brute force on `count` random endgames per game; returns
/// (won, lost) per game.
fn sweep(
    variants: &[Variant],
    seed: u64,
    count: usize,
    extra: usize,
    cap: usize,
) -> Vec<(Variant, usize, usize)> {
    let mut rng = Lcg(seed);
    let mut out = Vec::new();
    for &v in variants {
        let (mut won, mut lost) = (0, 0);
        for i in 0..count {
            let k = v.rules().tableau_piles + 2 + i % (8 + extra);
            let Some(pos) = endgame(v, k, i % 2 == 1, &mut rng) else {
                continue;
            };
            let Some(truth) = brute_force(&pos, cap) else {
                continue;
            };
            let outcome = solve_nodes(&pos, 1_000_000);
            match (&outcome, truth) {
                (Outcome::Winnable(line), true) => {
                    assert!(replays_to_win(&pos, line));
                    won += 1;
                }
                (Outcome::Unwinnable, false) => lost += 1,
                _ => panic!(
                    "{v}: solver says {}, brute force {truth}: {}",
                    outcome.verdict(),
                    pos.to_json()
                ),
            }
        }
        out.push((v, won, lost));
    }
    out
}

#[test]
fn verdicts_agree_with_a_brute_force_search_on_small_positions() {
    let results = sweep(&all_variants(), 7, 24, 0, 3_000);
    for (v, won, _) in &results {
        assert!(*won >= 10, "{v}: too few cases");
    }
    // Double Canfield with spaces for the waste only gives the most
    // positions that cannot be won: check more of those.
    let waste_only: Vec<Variant> = all_variants()
        .into_iter()
        .filter(|v| v.game == GameId::DoubleCanfield && v.spaces == Spaces::Waste)
        .collect();
    let results = sweep(&waste_only, 8, 70, 0, 3_000);
    let lost: usize = results.iter().map(|r| r.2).sum();
    assert!(lost >= 10, "too few unwinnable cases: {results:?}");
}

/// The same on many more and larger positions: run it in a release build,
/// `cargo test --release --test solver -- --ignored` (SWEEP=n positions per game).
#[test]
#[ignore]
fn verdicts_agree_with_a_brute_force_search_on_many_positions() {
    let count = std::env::var("SWEEP").map_or(400, |n| n.parse().unwrap());
    for (seed, extra) in [(11, 6), (12, 10)] {
        for (v, won, lost) in sweep(&all_variants(), seed, count, extra, 200_000) {
            eprintln!("{v}: {won} won, {lost} lost");
        }
    }
}

fn patience(args: &[&str], stdin: &str) -> (i32, String, String) {
    let out = common::run_patience(args, stdin.as_bytes());
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn cli_solve_prints_a_verdict_and_a_line_that_replays_to_a_win() {
    for args in [
        &["capricieuse", "1"][..],
        &["double-canfield", "2", "--draw", "1", "--spaces", "any"][..],
    ] {
        let mut solve = vec!["solve"];
        solve.extend_from_slice(args);
        let (code, out, err) = patience(&solve, "");
        assert_eq!(code, 0, "{err}");
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 2, "{out}");
        assert_eq!(lines[0], "winnable");
        let mut deal_args = vec!["deal"];
        deal_args.extend_from_slice(args);
        let (_, start, _) = patience(&deal_args, "");
        let mut apply = vec!["apply"];
        apply.extend(lines[1].split(' '));
        let (code, end, err) = patience(&apply, &start);
        assert_eq!(code, 0, "{err}");
        let (_, status, _) = patience(&["status"], &end);
        assert_eq!(status.trim(), "won");
    }
}

#[test]
fn cli_solve_reads_a_position_from_stdin() {
    let pos = canfield(11, 10, "QH KH", "JC QC KC");
    let (code, out, _) = patience(&["solve", "--stdin", "--budget-ms", "5000"], &pos.to_json());
    assert_eq!((code, out.as_str()), (0, "unwinnable\n"));
    let pos = canfield(12, 13, "KH", "");
    let (code, out, _) = patience(&["solve", "--stdin"], &pos.to_json());
    assert_eq!((code, out.as_str()), (0, "winnable\nt1-f4\n"));
    // The same with a budget of CPU time (Linux) or of nodes.
    if std::path::Path::new("/proc/thread-self/stat").exists() {
        let (code, out, _) = patience(&["solve", "--stdin", "--clock", "cpu"], &pos.to_json());
        assert_eq!((code, out.as_str()), (0, "winnable\nt1-f4\n"));
    }
    let (code, out, _) = patience(&["solve", "--stdin", "--nodes", "10"], &pos.to_json());
    assert_eq!((code, out.as_str()), (0, "winnable\nt1-f4\n"));
}

#[test]
fn cli_solve_refuses_bad_input_with_status_2() {
    for (args, stdin) in [
        (&["solve", "solitaire", "1"][..], ""),
        (&["solve", "caprice", "0"][..], ""),
        (&["solve", "caprice", "1", "--draw", "1"][..], ""),
        (&["solve", "caprice", "1", "--budget-ms", "soon"][..], ""),
        (&["solve", "caprice", "1", "--budget-ms", "0"][..], ""),
        (&["solve", "caprice"][..], ""),
        (&["solve", "--stdin"][..], ""),
        (&["solve", "--stdin"][..], "{\"game\":\"caprice\"}"),
        (&["solve", "--stdin", "caprice", "1"][..], ""),
        (&["survey", "caprice", "--deals", "5..2"][..], ""),
        (&["survey", "caprice", "--deals", "x"][..], ""),
        (
            &["survey", "caprice", "--deals", "1..2", "--jobs", "0"][..],
            "",
        ),
    ] {
        let (code, out, err) = patience(args, stdin);
        assert_eq!(code, 2, "{args:?}: {out}{err}");
        assert!(
            !err.is_empty() && !err.contains("panicked"),
            "{args:?}: {err}"
        );
    }
}

#[test]
fn cli_survey_prints_a_table_and_writes_csv() {
    let csv = std::env::temp_dir().join(format!("patience-survey-{}.csv", std::process::id()));
    let (code, out, err) = patience(
        &[
            "survey",
            "capricieuse",
            "--deals",
            "1..3",
            "--jobs",
            "2",
            "--csv",
            csv.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    for row in [
        "deals",
        "winnable",
        "unwinnable",
        "unknown",
        "median time",
        "95th percentile time",
        "nodes per second",
        "median solution length",
    ] {
        assert!(
            out.lines().any(|l| l.starts_with(row)),
            "no {row} in\n{out}"
        );
    }
    assert!(err.contains("3/3"), "no progress: {err}");
    let text = std::fs::read_to_string(&csv).unwrap();
    std::fs::remove_file(&csv).ok();
    let rows: Vec<&str> = text.lines().collect();
    assert_eq!(rows[0], "deal,verdict,ms,nodes,moves");
    assert_eq!(rows.len(), 4);
    for (i, row) in rows[1..].iter().enumerate() {
        let fields: Vec<&str> = row.split(',').collect();
        assert_eq!(fields.len(), 5, "{row}");
        assert_eq!(fields[0], (i + 1).to_string());
        assert!(["winnable", "unwinnable", "unknown"].contains(&fields[1]));
        assert!(fields[2].parse::<u64>().is_ok() && fields[3].parse::<u64>().is_ok());
        assert_eq!(fields[1] == "winnable", fields[4].parse::<usize>().is_ok());
    }
}
