//! Helpers shared by the integration tests.

#![allow(dead_code)]

pub mod reference;

use patience::engine::*;
use rand::seq::{IndexedRandom, SliceRandom};
use rand::Rng;
use reference::{Table, C, G};

/// Every game and option set.
pub fn variants() -> Vec<Variant> {
    Variant::ALL.to_vec()
}

/// A variant written as the golden files write it: the game's id, then
/// Double Canfield's options (`double-canfield draw=1 spaces=any`).
pub fn variant_of_label(label: &str) -> Variant {
    let mut words = label.split(' ');
    let game = GameId::parse(words.next().unwrap()).unwrap();
    let (mut draw, mut spaces) = (None, None);
    for w in words {
        match w.split_once('=') {
            Some(("draw", d)) => draw = Some(d.parse().unwrap()),
            Some(("spaces", s)) => spaces = Some(Spaces::parse(s).unwrap()),
            _ => panic!("bad option {w}"),
        }
    }
    Variant::with_options(game, draw, spaces).unwrap()
}

/// The reference implementation's name for a game.
pub fn ref_game(v: Variant) -> (G, usize, bool) {
    let g = match v.game {
        GameId::Caprice => G::Caprice,
        GameId::Capricieuse => G::Capricieuse,
        GameId::LucasLeaps => G::Lucas,
        GameId::DoubleCanfield => G::Canfield,
        GameId::RussianPatience => G::Russian,
    };
    (
        g,
        if g == G::Canfield { v.draw as usize } else { 0 },
        v.spaces == Spaces::Any && g == G::Canfield,
    )
}

/// How many of each card (by `Card::index`) a position holds, and where.
pub fn card_counts(pos: &Position) -> [usize; 52] {
    let mut counts = [0; 52];
    for id in pos.pile_ids() {
        for c in pos.pile(id) {
            counts[c.index()] += 1;
        }
    }
    counts
}

/// Replaces the one `"..."` in a position or pack written for a test with
/// every card the text does not name (two of each card in all), in pack
/// order: `AS AS 2S 2S ... KC KC`, so the last filler card sits next to the
/// first card written after it. Text without `"..."` is returned as is.
pub fn expand_filler(text: &str) -> String {
    let dots = "\"...\"";
    let Some(at) = text.find(dots) else {
        return text.to_string();
    };
    assert_eq!(
        text.matches(dots).count(),
        1,
        "at most one \"...\" per position"
    );
    let mut counts = [0usize; 52];
    let mut rest = text;
    // Card tokens are the two-character strings in quotes.
    while let Some(i) = rest.find('"') {
        let after = &rest[i + 1..];
        let Some(j) = after.find('"') else { break };
        let tok = &after[..j];
        if tok.len() == 2 {
            if let Ok(c) = tok.parse::<Card>() {
                counts[c.index()] += 1;
            }
        }
        rest = &after[j + 1..];
    }
    let mut missing = Vec::new();
    for (i, &n) in counts.iter().enumerate() {
        for _ in n..2 {
            missing.push(format!("\"{}\"", Card::from_index(i)));
        }
    }
    let filler = missing.join(",");
    let (before, after) = (&text[..at], &text[at + dots.len()..]);
    if !filler.is_empty() {
        return format!("{before}{filler}{after}");
    }
    // Nothing to fill: drop the marker and one comma beside it.
    if let Some(after) = after.strip_prefix(',') {
        format!("{before}{after}")
    } else if let Some(before) = before.strip_suffix(',') {
        format!("{before}{after}")
    } else {
        format!("{before}{after}")
    }
}

/// A foundation height for odd positions: often empty or complete.
fn height(rng: &mut impl Rng, nearly_full: bool) -> u8 {
    if nearly_full {
        return rng.random_range(10..=13);
    }
    match rng.random_range(0..8) {
        0 | 1 => 0,
        2 => 13,
        _ => rng.random_range(0..=13),
    }
}

/// A random valid but unusual position of `v`: foundations of random
/// heights (often empty, complete or nearly full), the other cards strewn
/// over the game's piles with random weights so that tableau piles, the
/// stock, the waste and the reserve are often empty, and tableau piles
/// often built by the game's own rule (so that runs and whole-pile
/// sequences occur).
pub fn odd_position(v: Variant, rng: &mut impl Rng) -> Table {
    let (game, draw, spaces_any) = ref_game(v);
    let mut t = Table::empty(game, draw, spaces_any);
    let nearly_full = rng.random_bool(0.3);
    match game {
        G::Caprice | G::Capricieuse | G::Russian => {
            for suit in 0..4u8 {
                let a = height(rng, nearly_full);
                let k = height(rng, nearly_full);
                t.f[suit as usize] = (1..=a).map(|rank| C { rank, suit }).collect();
                t.f[suit as usize + 4] = (0..k).map(|j| C { rank: 13 - j, suit }).collect();
            }
        }
        G::Lucas | G::Canfield => {
            let base = if game == G::Canfield {
                rng.random_range(1..=13u8)
            } else {
                1
            };
            let mut slots: Vec<(u8, u8)> = (0..8)
                .map(|i| (i as u8 % 4, height(rng, nearly_full)))
                .collect();
            slots.shuffle(rng);
            if game == G::Canfield && slots[0].1 == 0 {
                slots[0].1 = 1; // f1 always holds the base card
            }
            for (i, &(suit, h)) in slots.iter().enumerate() {
                t.f[i] = (0..h)
                    .map(|j| C {
                        rank: (base - 1 + j) % 13 + 1,
                        suit,
                    })
                    .collect();
            }
        }
    }
    let mut rest: Vec<C> = Vec::new();
    for c in C::pack() {
        let used = t.f.iter().flatten().filter(|&&x| x == c).count();
        for _ in used..2 {
            rest.push(c);
        }
    }
    rest.shuffle(rng);
    // Pile weights: 0 = stays empty.
    let n = t.t.len();
    let has_stock = game != G::Capricieuse;
    let has_waste = matches!(game, G::Lucas | G::Canfield);
    let has_reserve = game == G::Canfield;
    let mut weights: Vec<u32> = (0..n + 3)
        .map(|i| {
            let present = i < n
                || (i == n && has_stock)
                || (i == n + 1 && has_waste)
                || (i == n + 2 && has_reserve);
            if present && rng.random_bool(0.75) {
                rng.random_range(1..=4)
            } else {
                0
            }
        })
        .collect();
    if weights.iter().all(|&w| w == 0) {
        weights[0] = 1;
    }
    let total: u32 = weights.iter().sum();
    let build_bias = rng.random_range(0.0..0.9);
    while !rest.is_empty() {
        let mut x = rng.random_range(0..total);
        let mut pile = 0;
        while x >= weights[pile] {
            x -= weights[pile];
            pile += 1;
        }
        let mut pick = rng.random_range(0..rest.len());
        if pile < n && rng.random_bool(build_bias) {
            if let Some(&top) = t.t[pile].last() {
                if let Some(i) = rest.iter().position(|&c| t.builds(c, top)) {
                    pick = i;
                }
            }
        }
        let c = rest.swap_remove(pick);
        match pile {
            p if p < n => t.t[p].push(c),
            p if p == n => t.stock.push(c),
            p if p == n + 1 => t.waste.push(c),
            _ => t.reserve.push(c),
        }
    }
    if matches!(game, G::Capricieuse | G::Russian) {
        t.redeals = rng.random_range(0..=2);
    }
    t
}

/// A random playout from deal `number`: up to `steps` random legal moves,
/// preferring (four times in five) moves other than the stock move and the
/// redeal so that games go deep. Returns the moves made and every position
/// visited, the start first.
pub fn playout(
    v: Variant,
    number: u32,
    steps: usize,
    rng: &mut impl Rng,
) -> (Vec<Move>, Vec<Position>) {
    let mut pos = deal(v, DealNumber::new(u64::from(number)).unwrap());
    let mut seen = vec![pos.clone()];
    let mut made = Vec::new();
    let mut moves = Vec::new();
    for _ in 0..steps {
        pos.legal_moves_into(&mut moves);
        let transfers: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|m| matches!(m, Move::Transfer { .. }))
            .collect();
        let pick = if !transfers.is_empty() && rng.random_bool(0.8) {
            transfers.choose(rng)
        } else {
            moves.choose(rng)
        };
        let Some(&mv) = pick else { break };
        pos.apply(mv, &mut NoLog).unwrap();
        made.push(mv);
        seen.push(pos.clone());
    }
    (made, seen)
}

/// Runs the `patience` binary with `args`, `stdin` on its standard input.
/// (The command may exit before reading all of it: a broken pipe is
/// ignored.)
pub fn run_patience(args: &[&str], stdin: &[u8]) -> std::process::Output {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_patience"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the patience binary runs");
    {
        let mut input = child.stdin.take().unwrap();
        let _ = input.write_all(stdin);
    }
    child.wait_with_output().unwrap()
}
