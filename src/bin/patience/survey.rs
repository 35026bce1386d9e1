//! `patience survey --honest`: whole deals played without peeking, and by
//! the no-lookahead baseline, on a pool of worker threads (rayon) with a
//! progress bar (indicatif). Resumable: with `--results FILE` each deal's
//! row is appended as soon as it is played, and a survey started again
//! with the same file and settings skips the deals the file holds.

use super::odds::{parse_method, parse_player};
use super::{
    bad, hours, io_err, parse_jobs, parse_range, parse_variant, Failure, HonestArgs, OptionArgs,
};
use indicatif::{ProgressBar, ProgressStyle};
use patience::engine::{deal, DealNumber, Variant};
use patience::solver::honest::{self, wilson, Config, Method, Seed};
use patience::solver::Budget;
use rayon::prelude::*;
use std::collections::BTreeMap;
use std::fs::OpenOptions;
use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// One deal's row: the honest game and the baseline's.
#[derive(Clone, Debug, PartialEq)]
struct Row {
    deal: u32,
    honest: &'static str,
    baseline: &'static str,
    moves: usize,
    /// Milliseconds of each decision that sampled or solved.
    move_ms: Vec<f64>,
    ms: f64,
}

const ENDS: [&str; 4] = ["won", "stuck", "going-round", "too-long"];

fn end_id(text: &str) -> Option<&'static str> {
    ENDS.iter().copied().find(|&e| e == text)
}

impl Row {
    fn to_line(&self) -> String {
        let times: Vec<String> = self.move_ms.iter().map(|t| format!("{t:.1}")).collect();
        format!(
            "{},{},{},{},{:.0},{}",
            self.deal,
            self.honest,
            self.baseline,
            self.moves,
            self.ms,
            times.join(" ")
        )
    }

    fn parse(line: &str) -> Option<Row> {
        let mut f = line.split(',');
        let deal = f.next()?.parse().ok()?;
        let honest = end_id(f.next()?)?;
        let baseline = end_id(f.next()?)?;
        let moves = f.next()?.parse().ok()?;
        let ms = f.next()?.parse().ok()?;
        let times = f.next()?;
        let move_ms = times
            .split_whitespace()
            .map(|t| t.parse().ok())
            .collect::<Option<Vec<f64>>>()?;
        f.next().is_none().then_some(Row {
            deal,
            honest,
            baseline,
            moves,
            move_ms,
            ms,
        })
    }
}

/// The settings line at the head of a results file: rows made with other
/// settings are not mixed in. The method is named unless it is the
/// default (so files made before there was a choice still resume).
fn settings_line(
    variant: Variant,
    method: Method,
    config: &Config,
    budget: Budget,
    seed: Seed,
) -> String {
    format!(
        "# {} honest samples={} solve_nodes={} move_nodes={} move_ms={} seed={}{}",
        variant.slug(),
        config.samples,
        config.solve_nodes,
        budget.nodes.map_or("-".into(), |n| n.to_string()),
        budget
            .time
            .map_or("-".into(), |t| t.as_millis().to_string()),
        seed.0,
        match method {
            Method::Hop => String::new(),
            m => format!(" method={}", m.id()),
        }
    )
}

const HEADER: &str = "deal,honest,baseline,moves,ms,move_ms";

/// The rows already in `path` (none if it does not exist).
fn read_results(path: &PathBuf, settings: &str) -> Result<Vec<Row>, Failure> {
    let file = match std::fs::File::open(path) {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(bad(format!("cannot read {}: {e}", path.display()))),
    };
    let mut rows = Vec::new();
    for (i, line) in BufReader::new(file).lines().enumerate() {
        let line = line.map_err(|e| bad(format!("cannot read {}: {e}", path.display())))?;
        match i {
            0 if line != settings => {
                return Err(bad(format!(
                    "{} holds a survey with other settings ({}); use another file",
                    path.display(),
                    line.trim_start_matches("# ")
                )))
            }
            0 => {}
            1 if line == HEADER => {}
            _ if line.trim().is_empty() => {}
            _ => rows.push(Row::parse(&line).ok_or_else(|| {
                bad(format!(
                    "{} line {}: not a row of an honest survey",
                    path.display(),
                    i + 1
                ))
            })?),
        }
    }
    Ok(rows)
}

fn play(
    variant: Variant,
    n: u32,
    method: Method,
    config: &Config,
    budget: Budget,
    seed: Seed,
) -> Row {
    let start = deal(variant, DealNumber::new(u64::from(n)).expect("in range"));
    let began = Instant::now();
    let played = honest::play_deal_with_clock(
        &start,
        method,
        config,
        budget,
        seed,
        &mut patience::solver::StdClock::start(),
    );
    let ms = began.elapsed().as_secs_f64() * 1000.0;
    let baseline = honest::play_baseline(&start);
    Row {
        deal: n,
        honest: played.end.id(),
        baseline: baseline.end.id(),
        moves: played.moves.len(),
        move_ms: played
            .decisions
            .iter()
            .map(|d| d.elapsed.as_secs_f64() * 1000.0)
            .collect(),
        ms,
    }
}

pub(super) fn honest(
    out: &mut impl Write,
    game: &str,
    deals: &str,
    options: &OptionArgs,
    player: &HonestArgs,
    jobs: Option<&str>,
    results: Option<PathBuf>,
) -> Result<(), Failure> {
    let variant = parse_variant(game, options)?;
    let (first, last) = parse_range(deals)?;
    let (config, budget, seed) = parse_player(player, Config::PLAY)?;
    let method = parse_method(player)?;
    let jobs = parse_jobs(jobs)?;
    let settings = settings_line(variant, method, &config, budget, seed);
    let mut done: BTreeMap<u32, Row> = BTreeMap::new();
    let mut file = None;
    if let Some(path) = &results {
        for row in read_results(path, &settings)? {
            done.insert(row.deal, row);
        }
        let fresh = !path.exists();
        let mut f = OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .map_err(|e| bad(format!("cannot write {}: {e}", path.display())))?;
        if fresh {
            writeln!(f, "{settings}\n{HEADER}")
                .map_err(|e| bad(format!("cannot write {}: {e}", path.display())))?;
        }
        file = Some(Mutex::new(f));
    }
    let todo: Vec<u32> = (first..=last).filter(|n| !done.contains_key(n)).collect();
    let skipped = done.len();
    let started = Instant::now();
    let bar = ProgressBar::new(todo.len() as u64);
    bar.set_style(
        ProgressStyle::with_template("[{bar:30}] {pos}/{len} deals  {msg}  eta {eta}")
            .expect("a valid template")
            .progress_chars("#."),
    );
    let won = std::sync::atomic::AtomicU32::new(0);
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(jobs)
        .build()
        .map_err(|e| bad(format!("cannot start {jobs} worker threads: {e}")))?;
    let write_error = Mutex::new(None::<String>);
    let fresh: Vec<Row> = pool.install(|| {
        todo.par_iter()
            .map(|&n| {
                let row = play(variant, n, method, &config, budget, seed);
                if let Some(f) = &file {
                    let mut f = f.lock().expect("no thread panics holding the file");
                    if let Err(e) = writeln!(f, "{}", row.to_line()).and_then(|()| f.flush()) {
                        *write_error.lock().expect("not poisoned") = Some(e.to_string());
                    }
                }
                if row.honest == "won" {
                    won.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                }
                bar.inc(1);
                let w = won.load(std::sync::atomic::Ordering::Relaxed);
                bar.set_message(format!("honest won {w}"));
                row
            })
            .collect()
    });
    bar.finish_and_clear();
    if let Some(e) = write_error.into_inner().expect("not poisoned") {
        let path = results.map(|p| p.display().to_string()).unwrap_or_default();
        return Err(bad(format!("cannot write {path}: {e}")));
    }
    for row in fresh {
        done.insert(row.deal, row);
    }
    let rows: Vec<&Row> = done
        .values()
        .filter(|r| (first..=last).contains(&r.deal))
        .collect();
    write_summary(
        out,
        variant,
        (first, last),
        (method, &config, budget, seed),
        (jobs, skipped),
        &rows,
        started.elapsed(),
    )
    .map_err(io_err)
}

fn nearest_rank(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let rank = ((p * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len());
    sorted[rank - 1]
}

fn write_summary(
    out: &mut impl Write,
    variant: Variant,
    (first, last): (u32, u32),
    (method, config, budget, seed): (Method, &Config, Budget, Seed),
    (jobs, skipped): (usize, usize),
    rows: &[&Row],
    wall: Duration,
) -> std::io::Result<()> {
    let n = rows.len() as u32;
    let budget_text = match (budget.nodes, budget.time) {
        (Some(nodes), Some(t)) => format!("{nodes} nodes or {} ms", t.as_millis()),
        (Some(nodes), None) => format!("{nodes} nodes"),
        (None, Some(t)) => format!("{} ms", t.as_millis()),
        (None, None) => "none".into(),
    };
    writeln!(
        out,
        "{variant} without peeking{}: deals {first}..{last}, {} samples of {} nodes, at most {budget_text} per move, seed {}, {jobs} jobs, {} wall{}",
        match method {
            Method::Hop => String::new(),
            m => format!(" ({})", m.id()),
        },
        config.samples,
        config.solve_nodes,
        seed.0,
        hours(wall.as_secs_f64()),
        if skipped > 0 {
            format!(" ({skipped} deals from the results file)")
        } else {
            String::new()
        }
    )?;
    writeln!(out, "{:<24}{:>10}", "deals", n)?;
    for (name, won) in [
        (
            "honest won",
            rows.iter().filter(|r| r.honest == "won").count(),
        ),
        (
            "baseline won",
            rows.iter().filter(|r| r.baseline == "won").count(),
        ),
    ] {
        let i = wilson(won as u32, n);
        writeln!(
            out,
            "{:<24}{:>9.2}%  ({won} deals; 95% CI {:.2}-{:.2}%)",
            name,
            100.0 * won as f64 / f64::from(n.max(1)),
            100.0 * i.low,
            100.0 * i.high
        )?;
    }
    let mut times: Vec<f64> = rows
        .iter()
        .flat_map(|r| r.move_ms.iter().copied())
        .collect();
    times.sort_by(f64::total_cmp);
    writeln!(out, "{:<24}{:>10}", "moves searched", times.len())?;
    writeln!(
        out,
        "{:<24}median {:.1} ms, 90th pct {:.1} ms, 99th pct {:.1} ms, max {:.1} ms",
        "time per searched move",
        nearest_rank(&times, 0.5),
        nearest_rank(&times, 0.9),
        nearest_rank(&times, 0.99),
        times.last().copied().unwrap_or(0.0)
    )?;
    let mut per_deal: Vec<f64> = rows.iter().map(|r| r.ms).collect();
    per_deal.sort_by(f64::total_cmp);
    writeln!(
        out,
        "{:<24}median {:.0} ms, max {:.0} ms",
        "time per honest game",
        nearest_rank(&per_deal, 0.5),
        per_deal.last().copied().unwrap_or(0.0)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_round_trip() {
        let row = Row {
            deal: 7,
            honest: "won",
            baseline: "stuck",
            moves: 160,
            move_ms: vec![1.5, 20.0],
            ms: 33.0,
        };
        assert_eq!(Row::parse(&row.to_line()), Some(row));
        assert_eq!(Row::parse("7,won,lost,1,2,"), None);
    }
}
