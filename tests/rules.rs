//! Data-driven rule fixtures: every case in `tests/data/rules.txt` is run
//! here. The file's header documents its little language. A failing case is
//! reported by name and line, and every case runs even when one fails.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::expand_filler;
use patience::engine::start::deal_pack;
use patience::engine::*;

const RULES: &str = include_str!("data/rules.txt");

/// The state of one case while it runs.
struct Case {
    name: String,
    pos: Option<Position>,
    checks: usize,
}

impl Case {
    fn pos(&self) -> Result<&Position, String> {
        self.pos
            .as_ref()
            .ok_or_else(|| "no position yet (use pos, deal or pack first)".to_string())
    }
}

fn parse_position(text: &str) -> Result<Position, String> {
    let json = expand_filler(text);
    Position::from_json(&json).map_err(|e| format!("position refused: {e}\n  {json}"))
}

/// `GAME [draw=N] [spaces=S]` at the start of `words`; returns the rest.
fn parse_variant<'a>(words: &'a [&'a str]) -> Result<(Variant, &'a [&'a str]), String> {
    let (&game, mut rest) = words.split_first().ok_or("missing game")?;
    let game = GameId::parse(game).map_err(|e| e.to_string())?;
    let (mut draw, mut spaces) = (None, None);
    while let Some((w, tail)) = rest.split_first() {
        if let Some(d) = w.strip_prefix("draw=") {
            draw = Some(d.parse::<u8>().map_err(|e| e.to_string())?);
        } else if let Some(s) = w.strip_prefix("spaces=") {
            spaces = Some(Spaces::parse(s).map_err(|e| e.to_string())?);
        } else {
            break;
        }
        rest = tail;
    }
    Ok((
        Variant::with_options(game, draw, spaces).map_err(|e| e.to_string())?,
        rest,
    ))
}

fn tokens(pos: &Position) -> Vec<String> {
    pos.legal_moves().iter().map(Move::to_string).collect()
}

/// Runs one directive of the current case.
fn step(case: &mut Case, keyword: &str, arg: &str) -> Result<(), String> {
    let words: Vec<&str> = arg.split_whitespace().collect();
    // `TEXT | FRAGMENT`: the fragment a message must contain.
    let split_fragment = |arg: &str| -> Result<(String, String), String> {
        let (a, b) = arg
            .rsplit_once(" | ")
            .ok_or("expected `... | message fragment`")?;
        Ok((a.trim().to_string(), b.trim().to_string()))
    };
    match keyword {
        "pos" => case.pos = Some(parse_position(arg)?),
        "deal" => {
            let (v, rest) = parse_variant(&words)?;
            let [n] = rest else {
                return Err("deal GAME [options] NUMBER".into());
            };
            let n: DealNumber = n.parse().map_err(|e: DealNumberError| e.to_string())?;
            case.pos = Some(deal(v, n));
        }
        "pack" => {
            let (v, rest) = parse_variant(&words)?;
            let quoted: Vec<String> = rest.iter().map(|w| format!("\"{w}\"")).collect();
            let expanded = expand_filler(&quoted.join(","));
            let cards: Vec<Card> = expanded
                .split(',')
                .map(|t| t.trim_matches('"').parse::<Card>())
                .collect::<Result<_, _>>()
                .map_err(|e| e.to_string())?;
            let pack: [Card; 104] = cards
                .try_into()
                .map_err(|c: Vec<Card>| format!("a pack has 104 cards, not {}", c.len()))?;
            case.pos = Some(deal_pack(v, &pack));
        }
        "moves" => {
            let got = tokens(case.pos()?);
            if got != words {
                return Err(format!(
                    "legal moves differ\n  want: {}\n  got:  {}",
                    words.join(" "),
                    got.join(" ")
                ));
            }
            case.checks += 1;
        }
        "has" | "lacks" => {
            let got = tokens(case.pos()?);
            for w in &words {
                if got.iter().any(|g| g == w) != (keyword == "has") {
                    return Err(format!(
                        "{keyword} {w}, but the moves are: {}",
                        got.join(" ")
                    ));
                }
            }
            case.checks += 1;
        }
        "play" => {
            for w in &words {
                let pos = case.pos()?.clone();
                let mv: Move = w.parse().map_err(|e: MoveParseError| e.to_string())?;
                if !pos.legal_moves().contains(&mv) {
                    return Err(format!("{w} is not listed: {}", tokens(&pos).join(" ")));
                }
                let mut after = pos.clone();
                let mut log = Vec::new();
                after
                    .apply(mv, &mut log)
                    .map_err(|e| format!("{w} refused: {e}"))?;
                // The logged movements undo it exactly.
                let mut back = after.clone();
                back.undo(mv, &log);
                if back != pos {
                    return Err(format!("undoing {w} does not restore the position"));
                }
                case.pos = Some(after);
            }
        }
        "want" => {
            let want = parse_position(arg)?;
            let got = case.pos()?;
            if &want != got {
                return Err(format!(
                    "position differs\n  want: {}\n  got:  {}",
                    want.to_json(),
                    got.to_json()
                ));
            }
            case.checks += 1;
        }
        "pile" => {
            let (&name, cards) = words.split_first().ok_or("pile NAME CARDS...")?;
            let id = PileId::parse(name).ok_or_else(|| format!("no pile {name}"))?;
            let got: Vec<String> = case.pos()?.pile(id).iter().map(Card::to_string).collect();
            if got != cards {
                return Err(format!(
                    "{name} differs\n  want: {}\n  got:  {}",
                    cards.join(" "),
                    got.join(" ")
                ));
            }
            case.checks += 1;
        }
        "refuse" => {
            let (token, fragment) = split_fragment(arg)?;
            let mv: Move = token.parse().map_err(|e: MoveParseError| e.to_string())?;
            let pos = case.pos()?;
            if tokens(pos).contains(&token) {
                return Err(format!("{token} is listed"));
            }
            let err = match pos.check(mv) {
                Ok(()) => return Err(format!("{token} passes check")),
                Err(e) => e.to_string(),
            };
            if !err.contains(&fragment) {
                return Err(format!("{token}: {err:?} does not say {fragment:?}"));
            }
            let mut after = pos.clone();
            let mut log = Vec::new();
            match after.apply(mv, &mut log) {
                Ok(()) => return Err(format!("{token} applies")),
                Err(e) if e.to_string() != err => {
                    return Err(format!("apply and check disagree: {e} / {err}"))
                }
                Err(_) => {}
            }
            if &after != pos || !log.is_empty() {
                return Err(format!("refusing {token} changed the position"));
            }
            case.checks += 1;
        }
        "malformed" => {
            for w in &words {
                if let Ok(m) = w.parse::<Move>() {
                    return Err(format!("{w} reads as the move {m}"));
                }
            }
            case.checks += 1;
        }
        "invalid" => {
            let (json, fragment) = split_fragment(arg)?;
            match Position::from_json(&expand_filler(&json)) {
                Ok(_) => return Err("the position is accepted".into()),
                Err(e) if !e.to_string().contains(&fragment) => {
                    return Err(format!("{:?} does not say {fragment:?}", e.to_string()))
                }
                Err(_) => {}
            }
            case.checks += 1;
        }
        "status" => {
            let got = case.pos()?.status().id();
            if got != arg {
                return Err(format!("status is {got}, not {arg}"));
            }
            case.checks += 1;
        }
        other => return Err(format!("unknown directive {other:?}")),
    }
    Ok(())
}

#[test]
fn rule_fixtures() {
    let mut failures = Vec::new();
    let mut cases: Vec<(String, usize)> = Vec::new();
    let mut case: Option<Case> = None;
    let mut failed = false;
    let finish = |case: Option<Case>, failed: bool, failures: &mut Vec<String>| {
        if let Some(c) = case {
            if c.checks == 0 && !failed {
                failures.push(format!("case {}: asserts nothing", c.name));
            }
        }
    };
    for (i, raw) in RULES.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (keyword, arg) = line.split_once(' ').unwrap_or((line, ""));
        let arg = arg.trim();
        if keyword == "case" {
            finish(case.take(), failed, &mut failures);
            assert!(
                !cases.iter().any(|(n, _)| n == arg),
                "two cases are called {arg}"
            );
            cases.push((arg.to_string(), i + 1));
            case = Some(Case {
                name: arg.to_string(),
                pos: None,
                checks: 0,
            });
            failed = false;
            continue;
        }
        let Some(c) = case.as_mut() else {
            panic!("line {}: {keyword} outside a case", i + 1);
        };
        if failed {
            continue;
        }
        if let Err(e) = step(c, keyword, arg) {
            failures.push(format!("case {} (line {}): {keyword}: {e}", c.name, i + 1));
            failed = true;
        }
    }
    finish(case.take(), failed, &mut failures);
    assert!(
        failures.is_empty(),
        "{} of {} rule cases failed:\n\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n\n")
    );
    // Guards against the file being cut short by accident.
    assert!(cases.len() >= 39, "only {} cases", cases.len());
}

#[test]
fn filler_expands_to_two_packs() {
    let text = r#"{"game":"lucas-leaps","options":{},"foundations":[[],[],[],[],[],[],[],[]],"tableau":[["..."],[],[],[],[],[],[],[],[],[],[],[],["AS"]],"stock":[],"waste":[],"reserve":[],"redeals_left":0}"#;
    let pos = Position::from_json(&expand_filler(text)).unwrap();
    assert_eq!(pos.tableau(0).len(), 103);
    assert_eq!(
        pos.tableau(0)[..3],
        ["AS", "2S", "2S"].map(|c| c.parse().unwrap())
    );
}
