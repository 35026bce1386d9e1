//! `patience odds`: one position's chance for a player who does not peek.

use super::{bad, io_err, position_of, Failure, HonestArgs, OptionArgs};
use patience::engine::{Move, NoLog};
use patience::solver::honest::{self, Config, Estimate, Method, Seed, Verdict, View};
use patience::solver::{Budget, StdClock};
use std::io::Write;
use std::time::Duration;

/// A whole number from `lo` to `hi` given to `flag`, or a message in words.
fn number(flag: &str, text: &str, lo: u64, hi: u64) -> Result<u64, Failure> {
    text.parse::<u64>()
        .ok()
        .filter(|n| (lo..=hi).contains(n))
        .ok_or_else(|| {
            bad(format!(
                "{flag} must be a whole number from {lo} to {hi}, not '{text}'"
            ))
        })
}

/// The honest player's settings from the command line, on top of `base`.
pub(super) fn parse_player(
    args: &HonestArgs,
    base: Config,
) -> Result<(Config, Budget, Seed), Failure> {
    let mut config = base;
    if let Some(s) = &args.samples {
        config.samples = number("--samples", s, 1, 100_000)? as u32;
    }
    if let Some(n) = &args.solve_nodes {
        config.solve_nodes = number("--solve-nodes", n, 1, u64::MAX)?;
    }
    let nodes = match &args.move_nodes {
        Some(n) => Some(number("--move-nodes", n, 1, u64::MAX)?),
        None => None,
    };
    let time = match &args.move_ms {
        Some(ms) => Some(Duration::from_millis(number(
            "--move-ms",
            ms,
            1,
            u64::from(u32::MAX),
        )?)),
        None => None,
    };
    let nodes = match (nodes, time) {
        (None, None) => Some(honest::DEFAULT_MOVE_NODES),
        (n, _) => n,
    };
    let seed = Seed(number("--seed", &args.seed, 0, u64::MAX)?);
    Ok((config, Budget { nodes, time }, seed))
}

/// The method named by `--method`.
pub(super) fn parse_method(args: &HonestArgs) -> Result<Method, Failure> {
    Method::parse(&args.method).ok_or_else(|| {
        bad(format!(
            "--method must be hop or ismcts, not '{}'",
            args.method
        ))
    })
}

fn percent(x: f64) -> String {
    format!("{:.2}%", 100.0 * x)
}

pub(super) fn cmd_odds(
    out: &mut impl Write,
    deal_args: Option<(String, String)>,
    after: Option<&str>,
    options: &OptionArgs,
    args: &HonestArgs,
) -> Result<(), Failure> {
    let (config, budget, seed) = parse_player(args, Config::ODDS)?;
    let method = parse_method(args)?;
    let start = position_of(deal_args, options)?;
    let mut moves = Vec::new();
    for token in after.unwrap_or_default().split_whitespace() {
        let mv: Move = token
            .parse()
            .map_err(|e| bad(format!("--after: {token}: {e}")))?;
        moves.push(mv);
    }
    let mut pos = start.clone();
    for &mv in &moves {
        pos.apply(mv, &mut NoLog)
            .map_err(|e| Failure::Illegal(format!("--after: {mv}: {e}")))?;
    }
    let view = View::with_stock_seen(&pos, honest::stock_seen(&start, moves.iter().copied()));
    let been = honest::been(&start, moves.iter().copied());
    let (verdict, estimate) = match pos.status() {
        patience::engine::Status::Won => (Verdict::Won, None),
        patience::engine::Status::Lost => (Verdict::Stuck, None),
        patience::engine::Status::Playing => {
            let e = method.decide(&view, &config, budget, seed, &been, &mut StdClock::start());
            match e {
                None => (Verdict::Stuck, None),
                Some(e) => (e.verdict, Some(e)),
            }
        }
    };
    write_odds(out, verdict, estimate.as_ref()).map_err(io_err)
}

fn write_odds(
    out: &mut impl Write,
    verdict: Verdict,
    estimate: Option<&Estimate>,
) -> std::io::Result<()> {
    let Some(e) = estimate else {
        writeln!(out, "verdict {}", verdict.id())?;
        return writeln!(out, "best -");
    };
    writeln!(out, "verdict {}", verdict.id())?;
    writeln!(out, "best {}", e.best)?;
    writeln!(
        out,
        "chance {} (95% CI {}-{}), {} wins in {} samples{}",
        percent(e.chance),
        percent(e.interval.low),
        percent(e.interval.high),
        e.wins,
        e.samples,
        if e.exhaustive {
            ", every ordering of the unseen cards"
        } else {
            ""
        }
    )?;
    if let Verdict::NoSampleWins { at_most, .. } = verdict {
        writeln!(out, "at most {} (no sample was won)", percent(at_most))?;
    }
    let moves: Vec<String> = e
        .moves
        .iter()
        .map(|m| format!("{} {}/{}", m.mv, m.wins, m.samples()))
        .collect();
    writeln!(out, "moves {}", moves.join(", "))?;
    writeln!(out, "nodes {}", e.nodes)
}
