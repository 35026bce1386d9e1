//! `patience`: the command-line face of the engine, speaking the position
//! protocol (docs/position-format.md).
//!
//! Exit status: 0 on success, 1 for an illegal move, 2 for bad input.

use clap::{Parser, Subcommand};
use patience::engine::daily::DailyDate;
use patience::engine::replay::{self, ReplayCode};
use patience::engine::{
    deal, DealNumber, GameId, Move, NoLog, Position, Spaces, Variant, VariantError,
};
use patience::solver::{self, Budget, Outcome, Report};
use std::io::{self, BufRead, IsTerminal, Read, Write};
use std::process::ExitCode;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

#[path = "patience/odds.rs"]
mod odds;
#[path = "patience/survey.rs"]
mod survey;

const AFTER_HELP: &str = "\
POSITIONS
  A position is one line of JSON with the keys game, options, foundations,
  tableau, stock, waste, reserve, redeals_left (see docs/position-format.md). Every list of
  cards runs from the bottom of the pile to its top.

MOVES
  t3-f2    top card of tableau pile 3 to foundation 2
  t3-t7    top card of tableau pile 3 to tableau pile 7
  t3x4-t7  top 4 cards of tableau pile 3, as a unit, to pile 7
  w-f1     the waste's top card (w-t2 to a tableau pile)
  r-f1     the reserve's top card (r-t2 to a tableau pile)
  s        the stock move (deal, turn to waste, or recycle the waste)
  redeal   the redeal (Capricieuse; Russian Patience once the stock is empty)

GAMES
  caprice, capricieuse, lucas-leaps, double-canfield, russian-patience
  (double-canfield takes --draw 1|3, default 3, and --spaces waste|any, default waste)

SOLVER
  solve prints winnable, unwinnable or unknown on its first line; after
  winnable, the second line is a winning line of move tokens from the
  position (patience apply replays it to a won game). unwinnable means the
  search proved that no line wins; unknown, that the budget ran out first.
  The solver sees every card, the stock's order included. The budget is
  --budget-ms of wall-clock time (default 2000), or of the searching
  thread's CPU time with --clock cpu (fairer on a busy machine), or
  --nodes N (independent of the machine). survey's CSV columns are deal,
  verdict, ms (by the budget's clock), nodes, moves (the line's length).

EXIT STATUS
  0 success; 1 an illegal move (the reason is on standard error);
  2 bad input (bad JSON, unknown game or option, invalid position, malformed move).

WITHOUT PEEKING
  odds plays as a player who does not see the stock's order (nor, in
  Russian Patience, how a redeal will shuffle): it draws orderings of the
  unseen cards consistent with what is seen, scores every legal move on
  every sample with the solver (--samples, --solve-nodes), and prints the
  best move, its chance (wins over samples, with a 95% Wilson interval)
  and a verdict: open, no-sample-wins (every sample lost: a bound),
  cannot-win (every ordering lost: certain), stuck (no move) or won.
  A position read alone counts its stock's order as unseen.
  survey --honest plays whole deals that way (--move-nodes, --move-ms per
  move) and with a no-lookahead baseline, and prints both win rates;
  --results FILE keeps one row per deal, and a survey started again with
  the same file and settings skips the deals it holds.

GRADES
  grade prints a deal's difficulty: easy (the baseline wins it), medium
  (the honest player wins it, its chance never below 50%), hard (it wins
  after such a moment) or very-hard (it loses); deterministic.
  grades --deals A..B --out FILE writes the grades of deals A to B packed
  two bits per deal (A−1 and B multiples of 4, so that tables of
  consecutive ranges join end to end: the table's grade files);
  grades --days FROM..TO writes the daily deals of those days and their
  grades (the table's daily grade files). Both are what the distributed
  grading runner (scripts/grade-runner) runs shard by shard.

DAILY DEAL
  daily prints the deal number of a game's daily deal: the same on every
  machine and in every browser (docs/daily.md).

REPLAY CODES
  replay encode prints a game's moves from a deal's start as one short
  URL-safe word (each move is its index among the position's legal moves
  in byte order, in base64url letters; docs/replay.md); replay decode
  prints the moves back, space-separated.

EXAMPLES
  patience deal lucas-leaps 42
  patience deal double-canfield 7 --draw 1 --spaces any | patience moves
  patience deal caprice 1 | patience apply --trace s t1-f2
  patience deal capricieuse 3 | patience status
  patience deal russian-patience 5 | patience apply s s s s s s s s redeal
  patience solve lucas-leaps 42 --budget-ms 5000
  patience deal double-canfield 7 | patience solve --stdin
  patience survey capricieuse --deals 1..1000 --jobs 2 --csv capricieuse.csv
  patience odds caprice 7
  patience deal lucas-leaps 42 | patience odds --stdin --samples 64
  patience survey caprice --deals 1..100 --honest --results caprice-honest.csv
  patience replay encode lucas-leaps 42 t2-t3 s t1-t8
  patience replay decode lucas-leaps 42 TAB
  patience daily lucas-leaps 2026-11-23
  patience grade lucas-leaps 2
  patience grades caprice --deals 1..64 --out src/table/grades/caprice.bin";

#[derive(Parser)]
#[command(
    name = "patience",
    version,
    about = "Double-deck patience games: deal, list and apply moves, check status, solve.",
    after_help = AFTER_HELP
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Print the starting position of a deal, one line of JSON.
    Deal {
        /// caprice, capricieuse, lucas-leaps, double-canfield or russian-patience
        game: String,
        /// The deal number, 1 to 4294967295
        deal: String,
        #[command(flatten)]
        options: OptionArgs,
    },
    /// Read positions (one JSON line each) from standard input; print each
    /// one's legal move tokens, space-separated, in byte order (an empty line
    /// when there are none).
    Moves,
    /// Read one position from standard input, apply the moves in order and
    /// print the final position.
    Apply {
        /// Print the position after each move, one line each
        #[arg(long)]
        trace: bool,
        /// Move tokens, applied in order
        moves: Vec<String>,
    },
    /// Read positions (one JSON line each) from standard input; print
    /// playing, won or lost for each.
    Status,
    /// Solve a deal, or a position read from standard input: print
    /// winnable (then a winning line of move tokens), unwinnable or unknown.
    Solve {
        /// caprice, capricieuse, lucas-leaps, double-canfield or russian-patience
        #[arg(required_unless_present = "stdin", conflicts_with = "stdin")]
        game: Option<String>,
        /// The deal number, 1 to 4294967295
        #[arg(required_unless_present = "stdin", conflicts_with = "stdin")]
        deal: Option<String>,
        /// Read one position (JSON) from standard input instead of a deal
        #[arg(long)]
        stdin: bool,
        #[command(flatten)]
        options: OptionArgs,
        #[command(flatten)]
        budget: BudgetArgs,
    },
    /// Solve a range of deals and print how many are winnable, unwinnable
    /// and undecided, with timings (progress on standard error).
    Survey {
        /// caprice, capricieuse, lucas-leaps, double-canfield or russian-patience
        game: String,
        /// The deals, A..B with both ends included (A..=B also reads)
        #[arg(long)]
        deals: String,
        #[command(flatten)]
        options: OptionArgs,
        #[command(flatten)]
        budget: BudgetArgs,
        /// Worker threads (default: the number of cores)
        #[arg(long)]
        jobs: Option<String>,
        /// Write one row per deal (deal,verdict,ms,nodes,moves) to this file
        #[arg(long)]
        csv: Option<std::path::PathBuf>,
        /// Play each deal without peeking (and with the baseline) instead of
        /// solving it; the budget is then per move (--move-nodes, --move-ms)
        #[arg(long)]
        honest: bool,
        /// With --honest: append one row per deal to this file, and skip
        /// the deals it already holds (a survey can be stopped and resumed)
        #[arg(long, requires = "honest")]
        results: Option<std::path::PathBuf>,
        #[command(flatten)]
        player: HonestArgs,
    },
    /// Estimate a deal's or a position's chance for a player who does not
    /// peek: the best move, its chance with a 95% interval, the verdict.
    Odds {
        /// caprice, capricieuse, lucas-leaps, double-canfield or russian-patience
        #[arg(required_unless_present = "stdin", conflicts_with = "stdin")]
        game: Option<String>,
        /// The deal number, 1 to 4294967295
        #[arg(required_unless_present = "stdin", conflicts_with = "stdin")]
        deal: Option<String>,
        /// Read one position (JSON) from standard input instead of a deal
        #[arg(long)]
        stdin: bool,
        /// Play these move tokens (space-separated) from the deal or the
        /// position read first, and give the odds where they lead, for a
        /// player who saw them: one who does not go back to a position of
        /// that game, and in Double Canfield knows the stock's order once
        /// the waste was turned over (as the browser's table asks)
        #[arg(long, value_name = "MOVES")]
        after: Option<String>,
        #[command(flatten)]
        options: OptionArgs,
        #[command(flatten)]
        honest: HonestArgs,
    },
    /// Print the daily deal's number for a game on a UTC date (today when
    /// DATE is left out): the first of the date's candidates that the
    /// solver proves winnable within a fixed node budget (docs/daily.md).
    Daily {
        /// caprice, capricieuse, lucas-leaps, double-canfield or russian-patience
        game: String,
        /// The date, YYYY-MM-DD (default: today, UTC)
        date: Option<String>,
        #[command(flatten)]
        options: OptionArgs,
    },
    /// Print a deal's difficulty grade: easy, medium, hard or very-hard
    /// (docs/winnability.md; deterministic, the same on every machine).
    Grade {
        /// caprice, capricieuse, lucas-leaps, double-canfield or russian-patience
        game: String,
        /// The deal number, 1 to 4294967295
        deal: String,
        #[command(flatten)]
        options: OptionArgs,
    },
    /// Grade deals A to B and write them packed two bits per deal (the
    /// table's grade files), or the daily deals of a range of days; print
    /// how many deals of each grade and the time per deal.
    Grades {
        /// caprice, capricieuse, lucas-leaps, double-canfield or russian-patience
        game: String,
        /// The deals, A..B with A−1 and B multiples of 4 (1..64, 65..128)
        #[arg(long, required_unless_present = "days", conflicts_with = "days")]
        deals: Option<String>,
        /// The daily deals of the days FROM..TO (YYYY-MM-DD..YYYY-MM-DD)
        #[arg(long)]
        days: Option<String>,
        #[command(flatten)]
        options: OptionArgs,
        /// Worker threads (default: the number of cores)
        #[arg(long)]
        jobs: Option<String>,
        /// The packed table's file
        #[arg(long)]
        out: std::path::PathBuf,
    },
    /// Write the files a <patience-table> shows before its module runs,
    /// from the table's layout: www/posters/*.svg (each game's poster),
    /// www/patience-table.css (the box's aspect ratio per game) and the
    /// generated block of style.css; print each file written.
    Poster {
        /// The repository's root (the files go under it)
        #[arg(long, default_value = ".")]
        out: std::path::PathBuf,
    },
    /// Make or read a replay code: a whole game's moves as one short
    /// URL-safe word (docs/replay.md).
    Replay {
        #[command(subcommand)]
        action: ReplayAction,
    },
}

#[derive(Subcommand)]
enum ReplayAction {
    /// Print the replay code of MOVES played from the start of a deal.
    Encode {
        /// caprice, capricieuse, lucas-leaps, double-canfield or russian-patience
        game: String,
        /// The deal number, 1 to 4294967295
        deal: String,
        #[command(flatten)]
        options: OptionArgs,
        /// Move tokens, played in order from the deal's start
        #[arg(allow_hyphen_values = true)]
        moves: Vec<String>,
    },
    /// Print the moves of a replay code on one line, space-separated. A code
    /// that is not well formed exits 2; one whose move does not fit the
    /// game prints the moves before it, says why on standard error, and
    /// exits 1.
    Decode {
        /// caprice, capricieuse, lucas-leaps, double-canfield or russian-patience
        game: String,
        /// The deal number, 1 to 4294967295
        deal: String,
        #[command(flatten)]
        options: OptionArgs,
        /// The replay code (letters A-Z a-z 0-9 - _; may be empty)
        #[arg(allow_hyphen_values = true)]
        code: String,
    },
}

#[derive(clap::Args)]
struct BudgetArgs {
    /// Time budget per search in milliseconds
    #[arg(long, default_value = "2000")]
    budget_ms: String,
    /// Which time the budget counts: wall (the clock on the wall, default)
    /// or cpu (the searching thread's own processor time, which other work
    /// on a busy machine does not eat into; Linux only)
    #[arg(long, default_value = "wall")]
    clock: String,
    /// Node budget per search (also stops the search; makes results
    /// independent of the machine's speed)
    #[arg(long)]
    nodes: Option<String>,
}

#[derive(clap::Args)]
struct HonestArgs {
    /// Without peeking: samples (orderings of the unseen cards) per move
    #[arg(long)]
    samples: Option<String>,
    /// Without peeking: node budget of the solver on each sample
    #[arg(long)]
    solve_nodes: Option<String>,
    /// Without peeking: solver nodes per move in all (default 300000)
    #[arg(long)]
    move_nodes: Option<String>,
    /// Without peeking: time per move in milliseconds (wall clock; no
    /// limit by default, so that results do not depend on the machine)
    #[arg(long)]
    move_ms: Option<String>,
    /// Without peeking: the seed of the samples (default 1)
    #[arg(long, default_value = "1")]
    seed: String,
    /// Without peeking: how a move is chosen, hop (hindsight optimisation,
    /// default) or ismcts (information-set Monte Carlo tree search)
    #[arg(long, default_value = "hop")]
    method: String,
}

#[derive(clap::Args)]
struct OptionArgs {
    /// Double Canfield: cards per stock move, 3 (default) or 1
    #[arg(long)]
    draw: Option<String>,
    /// Double Canfield: what fills a space once the reserve is empty, waste (default) or any
    #[arg(long)]
    spaces: Option<String>,
}

/// A failure, with its exit status.
enum Failure {
    Illegal(String),
    BadInput(String),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let result = match cli.command {
        Command::Deal {
            game,
            deal,
            options,
        } => cmd_deal(&mut out, &game, &deal, &options),
        Command::Moves => each_position(&mut out, |pos| {
            let tokens: Vec<String> = pos.legal_moves().iter().map(Move::to_string).collect();
            tokens.join(" ")
        }),
        Command::Apply { trace, moves } => cmd_apply(&mut out, trace, &moves),
        Command::Status => each_position(&mut out, |pos| pos.status().id().to_string()),
        Command::Solve {
            game,
            deal,
            stdin,
            options,
            budget,
        } => cmd_solve(
            &mut out,
            game.zip(deal).filter(|_| !stdin),
            &options,
            &budget,
        ),
        Command::Survey {
            game,
            deals,
            options,
            budget,
            jobs,
            csv,
            honest,
            results,
            player,
        } => {
            if honest {
                survey::honest(
                    &mut out,
                    &game,
                    &deals,
                    &options,
                    &player,
                    jobs.as_deref(),
                    results,
                )
            } else {
                cmd_survey(
                    &mut out,
                    &game,
                    &deals,
                    &options,
                    &budget,
                    jobs.as_deref(),
                    csv,
                )
            }
        }
        Command::Odds {
            game,
            deal,
            stdin,
            after,
            options,
            honest,
        } => odds::cmd_odds(
            &mut out,
            game.zip(deal).filter(|_| !stdin),
            after.as_deref(),
            &options,
            &honest,
        ),
        Command::Grade {
            game,
            deal,
            options,
        } => cmd_grade(&mut out, &game, &deal, &options),
        Command::Grades {
            game,
            deals,
            days,
            options,
            jobs,
            out: path,
        } => match (deals, days) {
            (_, Some(days)) => Ok(Graded::Days(days)),
            (Some(deals), None) => Ok(Graded::Deals(deals)),
            (None, None) => Err(bad("grades needs --deals or --days")),
        }
        .and_then(|which| cmd_grades(&mut out, &game, &which, &options, jobs.as_deref(), &path)),
        Command::Replay { action } => cmd_replay(&mut out, action),
        Command::Poster { out: root } => cmd_poster(&mut out, &root),
        Command::Daily {
            game,
            date,
            options,
        } => cmd_daily(&mut out, &game, date.as_deref(), &options),
    };
    let flushed = out.flush();
    match result {
        Ok(()) if flushed.is_ok() => ExitCode::SUCCESS,
        Ok(()) => ExitCode::from(2),
        Err(Failure::Illegal(msg)) => {
            eprintln!("patience: illegal move: {msg}");
            ExitCode::from(1)
        }
        Err(Failure::BadInput(msg)) => {
            eprintln!("patience: error: {msg}");
            ExitCode::from(2)
        }
    }
}

fn bad(e: impl std::fmt::Display) -> Failure {
    Failure::BadInput(e.to_string())
}

fn io_err(e: io::Error) -> Failure {
    Failure::BadInput(format!("cannot write output: {e}"))
}

fn parse_variant(game: &str, options: &OptionArgs) -> Result<Variant, Failure> {
    let game = GameId::parse_any_case(game).map_err(bad)?;
    let draw = match options.draw.as_deref() {
        None => None,
        Some("1") => Some(1),
        Some("3") => Some(3),
        Some(other) => return Err(bad(VariantError::BadDraw(other.to_string()))),
    };
    let spaces = options
        .spaces
        .as_deref()
        .map(Spaces::parse)
        .transpose()
        .map_err(bad)?;
    Variant::with_options(game, draw, spaces).map_err(bad)
}

fn cmd_daily(
    out: &mut impl Write,
    game: &str,
    date: Option<&str>,
    options: &OptionArgs,
) -> Result<(), Failure> {
    let variant = parse_variant(game, options)?;
    let date: DailyDate = match date {
        Some(text) => text.parse().map_err(bad)?,
        None => std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .ok()
            .and_then(|d| DailyDate::from_unix_seconds(d.as_secs()))
            .ok_or_else(|| bad("this computer's clock is not between 1970 and 9999"))?,
    };
    let day = solver::daily::daily_deal(variant, date);
    writeln!(out, "{}", day.number).map_err(io_err)
}

/// The starting position of GAME's deal DEAL with its options.
fn start_of(game: &str, number: &str, options: &OptionArgs) -> Result<Position, Failure> {
    let variant = parse_variant(game, options)?;
    let number: DealNumber = number.parse().map_err(bad)?;
    Ok(deal(variant, number))
}

fn cmd_replay(out: &mut impl Write, action: ReplayAction) -> Result<(), Failure> {
    match action {
        ReplayAction::Encode {
            game,
            deal: number,
            options,
            moves,
        } => {
            let start = start_of(&game, &number, &options)?;
            let moves = moves
                .iter()
                .map(|t| t.parse::<Move>().map_err(bad))
                .collect::<Result<Vec<Move>, Failure>>()?;
            let code =
                replay::encode(&start, &moves).map_err(|e| Failure::Illegal(e.to_string()))?;
            writeln!(out, "{code}").map_err(io_err)
        }
        ReplayAction::Decode {
            game,
            deal: number,
            options,
            code,
        } => {
            let start = start_of(&game, &number, &options)?;
            let code: ReplayCode = code
                .parse()
                .map_err(|e| bad(format!("not a replay code: {e}")))?;
            let replayed = replay::decode(&start, code.as_str());
            let tokens: Vec<String> = replayed.moves.iter().map(Move::to_string).collect();
            writeln!(out, "{}", tokens.join(" ")).map_err(io_err)?;
            match replayed.stop {
                None => Ok(()),
                Some(stop) => Err(Failure::Illegal(stop.to_string())),
            }
        }
    }
}

fn cmd_deal(
    out: &mut impl Write,
    game: &str,
    number: &str,
    options: &OptionArgs,
) -> Result<(), Failure> {
    let variant = parse_variant(game, options)?;
    let number: DealNumber = number.parse().map_err(bad)?;
    writeln!(out, "{}", deal(variant, number).to_json()).map_err(io_err)
}

/// Whether `text` holds nothing but JSON's white space (space, tab, line
/// feed, carriage return). Every subcommand reads a position the same
/// way: JSON's own white space around it is fine, anything else (a
/// no-break space, say) is refused by the JSON reader, with words.
fn json_blank(text: &str) -> bool {
    text.bytes()
        .all(|b| matches!(b, b' ' | b'\t' | b'\n' | b'\r'))
}

/// `text` without the UTF-8 byte-order mark that may start it (Windows
/// Notepad's default when it saves a file as UTF-8): it says how the file
/// is encoded, it is not part of the position.
fn without_bom(text: &str) -> &str {
    text.strip_prefix('\u{feff}').unwrap_or(text)
}

/// Runs `f` on each position read from standard input, one per line
/// (blank lines are skipped), printing one line per position.
fn each_position(out: &mut impl Write, f: impl Fn(&Position) -> String) -> Result<(), Failure> {
    let stdin = io::stdin();
    for (i, line) in stdin.lock().lines().enumerate() {
        let line = line.map_err(|e| bad(format!("cannot read standard input: {e}")))?;
        let line = if i == 0 { without_bom(&line) } else { &line };
        if json_blank(line) {
            continue;
        }
        let pos = Position::from_json(line).map_err(|e| bad(format!("line {}: {e}", i + 1)))?;
        writeln!(out, "{}", f(&pos)).map_err(io_err)?;
    }
    Ok(())
}

fn cmd_apply(out: &mut impl Write, trace: bool, tokens: &[String]) -> Result<(), Failure> {
    let mut text = String::new();
    io::stdin()
        .read_to_string(&mut text)
        .map_err(|e| bad(format!("cannot read standard input: {e}")))?;
    let text = without_bom(&text);
    if json_blank(text) {
        return Err(bad("no position on standard input"));
    }
    let mut pos = Position::from_json(text).map_err(bad)?;
    // Read every token first: a malformed one is bad input, whatever comes before it.
    let moves = tokens
        .iter()
        .map(|t| t.parse::<Move>().map_err(bad))
        .collect::<Result<Vec<Move>, Failure>>()?;
    for (mv, token) in moves.into_iter().zip(tokens) {
        if let Err(e) = pos.apply(mv, &mut NoLog) {
            return Err(Failure::Illegal(format!("{token}: {e}")));
        }
        if trace {
            writeln!(out, "{}", pos.to_json()).map_err(io_err)?;
        }
    }
    if !trace {
        writeln!(out, "{}", pos.to_json()).map_err(io_err)?;
    }
    Ok(())
}

/// Which clock a time budget counts.
#[derive(Clone, Copy, PartialEq, Eq)]
enum ClockKind {
    Wall,
    Cpu,
}

impl ClockKind {
    fn name(self) -> &'static str {
        match self {
            ClockKind::Wall => "",
            ClockKind::Cpu => " of CPU time",
        }
    }
}

/// The calling thread's processor time, from Linux's `/proc/thread-self`:
/// `schedstat` in nanoseconds where the kernel keeps it, else `stat` in
/// clock ticks of 10 ms (user and system time).
struct CpuClock {
    read: fn() -> Option<Duration>,
    start: Duration,
}

impl CpuClock {
    /// Whether this system has a thread clock at all.
    fn available() -> bool {
        CpuClock::schedstat().or_else(CpuClock::stat).is_some()
    }

    fn schedstat() -> Option<Duration> {
        let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
        let ns: u64 = text.split_whitespace().next()?.parse().ok()?;
        // A kernel without scheduler statistics reports zeros.
        (ns > 0).then(|| Duration::from_nanos(ns))
    }

    fn stat() -> Option<Duration> {
        let stat = std::fs::read_to_string("/proc/thread-self/stat").ok()?;
        // Fields after the command name (in parentheses, which may hold spaces).
        let rest = &stat[stat.rfind(')')? + 1..];
        let fields: Vec<&str> = rest.split_whitespace().collect();
        // utime and stime are fields 14 and 15; `rest` starts at field 3.
        let ticks: u64 =
            fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
        // USER_HZ is 100 on every Linux the kernel's ABI allows.
        Some(Duration::from_millis(ticks * 10))
    }

    fn start() -> CpuClock {
        // One source for the whole search.
        let read = if CpuClock::schedstat().is_some() {
            CpuClock::schedstat
        } else {
            CpuClock::stat
        };
        CpuClock {
            read,
            start: read().unwrap_or_default(),
        }
    }
}

impl solver::Clock for CpuClock {
    fn elapsed(&mut self) -> Duration {
        (self.read)().unwrap_or_default().saturating_sub(self.start)
    }
}

/// Solves with the chosen clock.
fn solve_by(pos: &Position, budget: Budget, clock: ClockKind) -> Report {
    match clock {
        ClockKind::Wall => solver::solve(pos, budget),
        ClockKind::Cpu => solver::solve_with_clock(pos, budget, &mut CpuClock::start()),
    }
}

fn parse_clock(args: &BudgetArgs) -> Result<ClockKind, Failure> {
    match args.clock.as_str() {
        "wall" => Ok(ClockKind::Wall),
        "cpu" if CpuClock::available() => Ok(ClockKind::Cpu),
        "cpu" => Err(bad(
            "--clock cpu needs Linux's /proc/thread-self/stat, which this system does not have",
        )),
        other => Err(bad(format!("--clock must be wall or cpu, not '{other}'"))),
    }
}

fn parse_budget(args: &BudgetArgs) -> Result<Budget, Failure> {
    let ms: u64 = args
        .budget_ms
        .parse()
        .ok()
        .filter(|&ms| ms > 0)
        .ok_or_else(|| {
            bad(format!(
                "--budget-ms must be a whole number of milliseconds above 0, not '{}'",
                args.budget_ms
            ))
        })?;
    let nodes =
        match &args.nodes {
            None => None,
            Some(n) => Some(n.parse::<u64>().ok().filter(|&n| n > 0).ok_or_else(|| {
                bad(format!("--nodes must be a whole number above 0, not '{n}'"))
            })?),
        };
    Ok(Budget {
        nodes,
        time: Some(Duration::from_millis(ms)),
    })
}

fn cmd_solve(
    out: &mut impl Write,
    deal_args: Option<(String, String)>,
    options: &OptionArgs,
    budget: &BudgetArgs,
) -> Result<(), Failure> {
    let clock = parse_clock(budget)?;
    let budget = parse_budget(budget)?;
    let pos = position_of(deal_args, options)?;
    let report = solve_by(&pos, budget, clock);
    writeln!(out, "{}", report.outcome.verdict()).map_err(io_err)?;
    if let Outcome::Winnable(line) = &report.outcome {
        writeln!(out, "{}", tokens(line)).map_err(io_err)?;
    }
    Ok(())
}

/// A deal's starting position (GAME and DEAL), or one position read from
/// standard input.
fn position_of(
    deal_args: Option<(String, String)>,
    options: &OptionArgs,
) -> Result<Position, Failure> {
    Ok(match deal_args {
        Some((game, number)) => {
            let variant = parse_variant(&game, options)?;
            let number: DealNumber = number.parse().map_err(bad)?;
            deal(variant, number)
        }
        None => {
            if options.draw.is_some() || options.spaces.is_some() {
                return Err(bad(
                    "--draw and --spaces go with a deal; a position from standard input carries its own options",
                ));
            }
            let mut text = String::new();
            io::stdin()
                .read_to_string(&mut text)
                .map_err(|e| bad(format!("cannot read standard input: {e}")))?;
            let text = without_bom(&text);
            if json_blank(text) {
                return Err(bad("no position on standard input"));
            }
            Position::from_json(text).map_err(bad)?
        }
    })
}

fn tokens(line: &[Move]) -> String {
    line.iter()
        .map(Move::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// `A..B` or `A..=B`, both ends included.
/// `--jobs`: worker threads, 1 to 1024 (default: the machine's cores).
fn parse_jobs(jobs: Option<&str>) -> Result<usize, Failure> {
    match jobs {
        None => Ok(std::thread::available_parallelism().map_or(1, |n| n.get())),
        Some(j) => j
            .parse::<usize>()
            .ok()
            .filter(|&j| (1..=1024).contains(&j))
            .ok_or_else(|| {
                bad(format!(
                    "--jobs must be a whole number from 1 to 1024, not '{j}'"
                ))
            }),
    }
}

fn parse_range(text: &str) -> Result<(u32, u32), Failure> {
    let err = || {
        bad(format!(
            "--deals must be a range A..B of deal numbers (both included, 1 to 4294967295), not '{text}'"
        ))
    };
    let (a, b) = text.split_once("..").ok_or_else(err)?;
    let b = b.strip_prefix('=').unwrap_or(b);
    let a: DealNumber = a.parse().map_err(|_| err())?;
    let b: DealNumber = b.parse().map_err(|_| err())?;
    if a > b {
        return Err(err());
    }
    Ok((a.get(), b.get()))
}

fn cmd_grade(
    out: &mut impl Write,
    game: &str,
    number: &str,
    options: &OptionArgs,
) -> Result<(), Failure> {
    let variant = parse_variant(game, options)?;
    let number: DealNumber = number.parse().map_err(bad)?;
    let g = patience::solver::honest::grade(variant, number);
    writeln!(out, "{}", g.id()).map_err(io_err)
}

/// What `grades` grades: a range of deals, or the daily deals of a range
/// of days.
enum Graded {
    Deals(String),
    Days(String),
}

fn cmd_poster(out: &mut impl Write, root: &std::path::Path) -> Result<(), Failure> {
    use patience::table::poster;
    let write = |rel: &str, text: &str| -> Result<(), Failure> {
        let path = root.join(rel);
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(|e| bad(format!("{}: {e}", dir.display())))?;
        }
        std::fs::write(&path, text).map_err(|e| bad(format!("{}: {e}", path.display())))
    };
    for (rel, text) in poster::files() {
        write(&rel, &text)?;
        writeln!(out, "{rel}").map_err(|e| bad(e.to_string()))?;
    }
    let style_path = root.join("style.css");
    let style = std::fs::read_to_string(&style_path)
        .map_err(|e| bad(format!("{}: {e}", style_path.display())))?;
    let spliced = poster::splice_style(&style)
        .ok_or_else(|| bad("style.css has no poster:begin / poster:end block"))?;
    write("style.css", &spliced)?;
    writeln!(out, "style.css").map_err(|e| bad(e.to_string()))?;
    Ok(())
}

fn cmd_grades(
    out: &mut impl Write,
    game: &str,
    which: &Graded,
    options: &OptionArgs,
    jobs: Option<&str>,
    path: &std::path::Path,
) -> Result<(), Failure> {
    use patience::solver::honest::{grade, Grade};
    use patience::table::grades;
    use rayon::prelude::*;
    let variant = parse_variant(game, options)?;
    let jobs = parse_jobs(jobs)?;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(jobs)
        .build()
        .map_err(|e| bad(format!("cannot start {jobs} worker threads: {e}")))?;
    // The deals to grade, and the days they are the daily deals of.
    let (label, first_day, numbers): (String, Option<DailyDate>, Vec<DealNumber>) = match which {
        Graded::Deals(deals) => {
            let (first, last) = parse_range(deals)?;
            if (first - 1) % 4 != 0 || last % 4 != 0 {
                return Err(bad(format!(
                    "--deals must be A..B with A−1 and B multiples of 4 (1..64, 65..128), not '{deals}'"
                )));
            }
            let numbers = (first..=last)
                .map(|n| DealNumber::new(u64::from(n)).expect("in range"))
                .collect();
            (format!("deals {first}..{last}"), None, numbers)
        }
        Graded::Days(days) => {
            let err = || {
                bad(format!(
                    "--days must be FROM..TO, two dates YYYY-MM-DD, not '{days}'"
                ))
            };
            let (a, b) = days.split_once("..").ok_or_else(err)?;
            let from: DailyDate = a.parse().map_err(|_| err())?;
            let to: DailyDate = b.parse().map_err(|_| err())?;
            if from > to {
                return Err(err());
            }
            let dates: Vec<DailyDate> = (from.days()..=to.days())
                .filter_map(DailyDate::from_days)
                .collect();
            let numbers = pool.install(|| {
                dates
                    .par_iter()
                    .map(|d| solver::daily::daily_deal(variant, *d).number)
                    .collect()
            });
            (format!("daily deals {from}..{to}"), Some(from), numbers)
        }
    };
    let started = Instant::now();
    let timed: Vec<(Grade, f64)> = pool.install(|| {
        numbers
            .par_iter()
            .map(|n| {
                let t = Instant::now();
                let g = grade(variant, *n);
                (g, t.elapsed().as_secs_f64() * 1000.0)
            })
            .collect()
    });
    let wall = started.elapsed().as_secs_f64();
    let graded: Vec<Grade> = timed.iter().map(|(g, _)| *g).collect();
    let bytes = match first_day {
        None => grades::pack(&graded),
        Some(first) => {
            let days: Vec<(DealNumber, Grade)> = numbers
                .iter()
                .copied()
                .zip(graded.iter().copied())
                .collect();
            grades::pack_daily(first, &days)
        }
    };
    std::fs::write(path, &bytes)
        .map_err(|e| bad(format!("cannot write {}: {e}", path.display())))?;
    let mut ms: Vec<f64> = timed.iter().map(|(_, t)| *t).collect();
    ms.sort_by(f64::total_cmp);
    let at = |p: f64| ms[((p * ms.len() as f64).ceil() as usize).clamp(1, ms.len()) - 1];
    let mean = ms.iter().sum::<f64>() / ms.len() as f64;
    let total: f64 = ms.iter().sum();
    let count = |g: Grade| graded.iter().filter(|x| **x == g).count();
    writeln!(
        out,
        "{} {label}: easy {} medium {} hard {} very-hard {}; {} bytes; \
         ms per deal: mean {mean:.0} median {:.0} p95 {:.0} max {:.0}; total {total:.0} ms; \
         {wall:.0} s wall on {jobs} threads",
        variant.slug(),
        count(Grade::Easy),
        count(Grade::Medium),
        count(Grade::Hard),
        count(Grade::VeryHard),
        bytes.len(),
        at(0.5),
        at(0.95),
        at(1.0),
    )
    .map_err(io_err)
}

/// One deal's result in a survey.
struct Row {
    deal: u32,
    report: Report,
}

fn cmd_survey(
    out: &mut impl Write,
    game: &str,
    deals: &str,
    options: &OptionArgs,
    budget: &BudgetArgs,
    jobs: Option<&str>,
    csv: Option<std::path::PathBuf>,
) -> Result<(), Failure> {
    let variant = parse_variant(game, options)?;
    let (first, last) = parse_range(deals)?;
    let clock = parse_clock(budget)?;
    let budget = parse_budget(budget)?;
    let jobs = parse_jobs(jobs)?;
    let mut csv_file = match &csv {
        None => None,
        Some(path) => Some(io::BufWriter::new(
            std::fs::File::create(path)
                .map_err(|e| bad(format!("cannot create {}: {e}", path.display())))?,
        )),
    };
    let total = u64::from(last - first) + 1;
    let jobs = jobs.min(usize::try_from(total).unwrap_or(usize::MAX));
    let next = AtomicU64::new(u64::from(first));
    let (tx, rx) = mpsc::channel::<Row>();
    let started = Instant::now();
    let mut rows: Vec<Row> = Vec::with_capacity(total.min(1 << 20) as usize);
    let mut csv_error = None;
    std::thread::scope(|scope| {
        for _ in 0..jobs {
            let tx = tx.clone();
            let next = &next;
            scope.spawn(move || loop {
                let n = next.fetch_add(1, Ordering::Relaxed);
                if n > u64::from(last) {
                    break;
                }
                let number = DealNumber::new(n).expect("in range");
                let report = solve_by(&deal(variant, number), budget, clock);
                if tx
                    .send(Row {
                        deal: number.get(),
                        report,
                    })
                    .is_err()
                {
                    break;
                }
            });
        }
        drop(tx);
        let mut bar = ProgressBar::new(total);
        for row in rx {
            bar.record(&row.report.outcome);
            rows.push(row);
            bar.draw(started.elapsed());
        }
        bar.finish();
    });
    rows.sort_by_key(|r| r.deal);
    if let Some(file) = csv_file.as_mut() {
        let mut write = || -> io::Result<()> {
            writeln!(file, "deal,verdict,ms,nodes,moves")?;
            for r in &rows {
                let moves = match &r.report.outcome {
                    Outcome::Winnable(line) => line.len().to_string(),
                    _ => String::new(),
                };
                writeln!(
                    file,
                    "{},{},{},{},{}",
                    r.deal,
                    r.report.outcome.verdict(),
                    r.report.elapsed.as_millis(),
                    r.report.nodes,
                    moves
                )?;
            }
            file.flush()
        };
        if let Err(e) = write() {
            csv_error = Some(e.to_string());
        }
    }
    let summary = Summary::of(&rows);
    write_summary(
        out,
        variant,
        (first, last),
        (budget, clock),
        jobs,
        &summary,
        started.elapsed(),
    )
    .map_err(io_err)?;
    if let Some(e) = csv_error {
        let path = csv.map(|p| p.display().to_string()).unwrap_or_default();
        return Err(bad(format!("cannot write {path}: {e}")));
    }
    Ok(())
}

/// A progress bar on standard error: redrawn in place on a terminal, a
/// line every tenth of the way otherwise.
struct ProgressBar {
    total: u64,
    done: u64,
    winnable: u64,
    unwinnable: u64,
    tty: bool,
    last_tenth: u64,
}

impl ProgressBar {
    fn new(total: u64) -> ProgressBar {
        ProgressBar {
            total,
            done: 0,
            winnable: 0,
            unwinnable: 0,
            tty: io::stderr().is_terminal(),
            last_tenth: 0,
        }
    }

    fn record(&mut self, outcome: &Outcome) {
        self.done += 1;
        match outcome {
            Outcome::Winnable(_) => self.winnable += 1,
            Outcome::Unwinnable => self.unwinnable += 1,
            Outcome::Unknown => {}
        }
    }

    fn draw(&mut self, elapsed: Duration) {
        let tenth = self.done * 10 / self.total;
        if !self.tty && tenth == self.last_tenth && self.done != self.total {
            return;
        }
        self.last_tenth = tenth;
        const WIDTH: u64 = 30;
        let filled = (self.done * WIDTH / self.total) as usize;
        let bar = format!(
            "{}{}",
            "#".repeat(filled),
            ".".repeat(WIDTH as usize - filled)
        );
        let eta = if self.done > 0 {
            elapsed.as_secs_f64() / self.done as f64 * (self.total - self.done) as f64
        } else {
            0.0
        };
        let pct = |n: u64| 100.0 * n as f64 / self.done.max(1) as f64;
        let line = format!(
            "[{bar}] {}/{}  winnable {:.1}%  unwinnable {:.1}%  unknown {:.1}%  eta {}",
            self.done,
            self.total,
            pct(self.winnable),
            pct(self.unwinnable),
            pct(self.done - self.winnable - self.unwinnable),
            hours(eta),
        );
        let mut err = io::stderr().lock();
        let _ = if self.tty {
            write!(err, "\r\x1b[2K{line}")
        } else {
            writeln!(err, "{line}")
        };
        let _ = err.flush();
    }

    fn finish(&self) {
        if self.tty {
            eprintln!();
        }
    }
}

fn hours(secs: f64) -> String {
    let s = secs.round() as u64;
    if s >= 3600 {
        format!("{}h{:02}m", s / 3600, s / 60 % 60)
    } else {
        format!("{}m{:02}s", s / 60, s % 60)
    }
}

/// What a survey found.
struct Summary {
    deals: usize,
    winnable: usize,
    unwinnable: usize,
    unknown: usize,
    median_ms: f64,
    p95_ms: f64,
    nodes_per_sec: f64,
    median_moves: Option<f64>,
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    // Nearest rank.
    let rank = ((p * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len());
    sorted[rank - 1]
}

fn median(sorted: &[f64]) -> f64 {
    match sorted.len() {
        0 => 0.0,
        n if n % 2 == 1 => sorted[n / 2],
        n => (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0,
    }
}

impl Summary {
    fn of(rows: &[Row]) -> Summary {
        let count = |f: fn(&Outcome) -> bool| rows.iter().filter(|r| f(&r.report.outcome)).count();
        let mut ms: Vec<f64> = rows
            .iter()
            .map(|r| r.report.elapsed.as_secs_f64() * 1000.0)
            .collect();
        ms.sort_by(f64::total_cmp);
        let mut lengths: Vec<f64> = rows
            .iter()
            .filter_map(|r| match &r.report.outcome {
                Outcome::Winnable(line) => Some(line.len() as f64),
                _ => None,
            })
            .collect();
        lengths.sort_by(f64::total_cmp);
        let nodes: u64 = rows.iter().map(|r| r.report.nodes).sum();
        let secs: f64 = rows.iter().map(|r| r.report.elapsed.as_secs_f64()).sum();
        Summary {
            deals: rows.len(),
            winnable: count(|o| matches!(o, Outcome::Winnable(_))),
            unwinnable: count(|o| matches!(o, Outcome::Unwinnable)),
            unknown: count(|o| matches!(o, Outcome::Unknown)),
            median_ms: median(&ms),
            p95_ms: percentile(&ms, 0.95),
            nodes_per_sec: if secs > 0.0 { nodes as f64 / secs } else { 0.0 },
            median_moves: (!lengths.is_empty()).then(|| median(&lengths)),
        }
    }
}

/// The Wilson score interval at 95% for `k` successes in `n` trials, in percent.
fn wilson(k: usize, n: usize) -> (f64, f64) {
    if n == 0 {
        return (0.0, 100.0);
    }
    let z = 1.959_963_984_540_054_f64;
    let (k, n) = (k as f64, n as f64);
    let p = k / n;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denom;
    (
        100.0 * (centre - half).max(0.0),
        100.0 * (centre + half).min(1.0),
    )
}

fn write_summary(
    out: &mut impl Write,
    variant: Variant,
    (first, last): (u32, u32),
    (budget, clock): (Budget, ClockKind),
    jobs: usize,
    s: &Summary,
    wall: Duration,
) -> io::Result<()> {
    let pct = |k: usize| 100.0 * k as f64 / s.deals.max(1) as f64;
    let (lo, hi) = wilson(s.winnable, s.deals);
    let budget_text = match (budget.time, budget.nodes) {
        (Some(t), Some(n)) => format!("{} ms{} or {n} nodes", t.as_millis(), clock.name()),
        (Some(t), None) => format!("{} ms{}", t.as_millis(), clock.name()),
        (None, Some(n)) => format!("{n} nodes"),
        (None, None) => "none".into(),
    };
    writeln!(
        out,
        "{variant}: deals {first}..{last}, budget {budget_text} per deal, {jobs} jobs, {} wall",
        hours(wall.as_secs_f64())
    )?;
    writeln!(out, "{:<24}{:>10}", "deals", s.deals)?;
    writeln!(
        out,
        "{:<24}{:>9.2}%  ({} deals; 95% CI {:.2}-{:.2}%)",
        "winnable",
        pct(s.winnable),
        s.winnable,
        lo,
        hi
    )?;
    writeln!(
        out,
        "{:<24}{:>9.2}%  ({} deals)",
        "unwinnable",
        pct(s.unwinnable),
        s.unwinnable
    )?;
    writeln!(
        out,
        "{:<24}{:>9.2}%  ({} deals)",
        "unknown",
        pct(s.unknown),
        s.unknown
    )?;
    writeln!(
        out,
        "{:<24}{:>9.2}%",
        "decided",
        pct(s.winnable + s.unwinnable)
    )?;
    writeln!(out, "{:<24}{:>7.0} ms", "median time", s.median_ms)?;
    writeln!(out, "{:<24}{:>7.0} ms", "95th percentile time", s.p95_ms)?;
    writeln!(out, "{:<24}{:>10.0}", "nodes per second", s.nodes_per_sec)?;
    match s.median_moves {
        Some(m) => writeln!(out, "{:<24}{:>10.1}", "median solution length", m),
        None => writeln!(out, "{:<24}{:>10}", "median solution length", "-"),
    }
}
