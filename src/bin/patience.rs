//! `patience`: the command-line face of the engine, speaking the position
//! protocol of RULES.md.
//!
//! Exit status: 0 on success, 1 for an illegal move, 2 for bad input.

use clap::{Parser, Subcommand};
use patience::engine::{
    deal, DealNumber, GameId, Move, NoLog, Position, Spaces, Variant, VariantError,
};
use std::io::{self, BufRead, Read, Write};
use std::process::ExitCode;

const AFTER_HELP: &str = "\
POSITIONS
  A position is one line of JSON with the keys game, options, foundations,
  tableau, stock, waste, reserve, redeals_left (see RULES.md). Every list of
  cards runs from the bottom of the pile to its top.

MOVES
  t3-f2    top card of tableau pile 3 to foundation 2
  t3-t7    top card of tableau pile 3 to tableau pile 7
  t3x4-t7  top 4 cards of tableau pile 3, as a unit, to pile 7
  w-f1     the waste's top card (w-t2 to a tableau pile)
  r-f1     the reserve's top card (r-t2 to a tableau pile)
  s        the stock move (deal, turn to waste, or recycle the waste)
  redeal   Capricieuse's redeal

GAMES
  caprice, capricieuse, lucas-leaps, double-canfield
  (double-canfield takes --draw 1|3, default 3, and --spaces waste|any, default waste)

EXIT STATUS
  0 success; 1 an illegal move (the reason is on standard error);
  2 bad input (bad JSON, unknown game or option, invalid position, malformed move).

EXAMPLES
  patience deal lucas-leaps 42
  patience deal double-canfield 7 --draw 1 --spaces any | patience moves
  patience deal caprice 1 | patience apply --trace s t1-f2
  patience deal capricieuse 3 | patience status";

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
        /// caprice, capricieuse, lucas-leaps or double-canfield
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
    let game = GameId::parse(game).map_err(bad)?;
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

/// Runs `f` on each position read from standard input, one per line
/// (blank lines are skipped), printing one line per position.
fn each_position(out: &mut impl Write, f: impl Fn(&Position) -> String) -> Result<(), Failure> {
    let stdin = io::stdin();
    for (i, line) in stdin.lock().lines().enumerate() {
        let line = line.map_err(|e| bad(format!("cannot read standard input: {e}")))?;
        if line.trim().is_empty() {
            continue;
        }
        let pos = Position::from_json(&line).map_err(|e| bad(format!("line {}: {e}", i + 1)))?;
        writeln!(out, "{}", f(&pos)).map_err(io_err)?;
    }
    Ok(())
}

fn cmd_apply(out: &mut impl Write, trace: bool, tokens: &[String]) -> Result<(), Failure> {
    let mut text = String::new();
    io::stdin()
        .read_to_string(&mut text)
        .map_err(|e| bad(format!("cannot read standard input: {e}")))?;
    if text.trim().is_empty() {
        return Err(bad("no position on standard input"));
    }
    let mut pos = Position::from_json(text.trim()).map_err(bad)?;
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
