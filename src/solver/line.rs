//! Winning lines: checking them through the engine and making them fit to
//! watch (no move that the rest of the line does not need).

use super::key::{KeyState, Keyer};
use crate::engine::{Move, NoLog, Position};
use std::collections::HashMap;

/// Does `line` replay from `start` with every move legal (checked by the
/// engine) and end in a won game?
pub fn wins(start: &Position, line: &[Move]) -> bool {
    let mut pos = start.clone();
    replay_wins(&mut pos, line)
}

fn replay_wins(pos: &mut Position, line: &[Move]) -> bool {
    for &mv in line {
        if pos.apply(mv, &mut NoLog).is_err() {
            return false;
        }
    }
    pos.foundation_count() == 104
}

/// Removes moves the rest of `line` does not need, as long as the line
/// still wins: single moves that can be dropped, and a card moved twice in
/// a row (from A to B, later from B to C) moved once (from A to C), or not
/// at all when C is A. `line` must win from `start`; so does the result,
/// which is never longer. `effort` bounds the number of moves replayed.
pub fn polish(start: &Position, mut line: Vec<Move>, mut effort: u64) -> Vec<Move> {
    // before[i]: the position before move i.
    let mut before = prefix_positions(start, &line);
    let mut changed = true;
    while changed {
        changed = false;
        let mut i = 0;
        while i < line.len() {
            let cost = (line.len() - i) as u64 * 2;
            if effort < cost {
                return line;
            }
            effort -= cost;
            if let Some(shorter) = try_improve(&before[i], &line, i) {
                line = shorter;
                before.truncate(i + 1);
                extend_positions(&mut before, &line);
                changed = true;
                continue; // retry at the same index
            }
            i += 1;
        }
    }
    line
}

fn prefix_positions(start: &Position, line: &[Move]) -> Vec<Position> {
    let mut before = vec![start.clone()];
    extend_positions(&mut before, line);
    before
}

/// Extends `before` (the positions before the first `before.len()` moves)
/// up to the position before the last move.
fn extend_positions(before: &mut Vec<Position>, line: &[Move]) {
    while before.len() < line.len() {
        let mut next = before.last().expect("never empty").clone();
        next.apply_unchecked(line[before.len() - 1], &mut NoLog);
        before.push(next);
    }
}

/// A shorter winning line that differs from `line` from index `i` on.
fn try_improve(at: &Position, line: &[Move], i: usize) -> Option<Vec<Move>> {
    let rest = &line[i + 1..];
    // Drop move i.
    if replay_wins(&mut at.clone(), rest) {
        let mut out = line[..i].to_vec();
        out.extend_from_slice(rest);
        return Some(out);
    }
    // Merge move i with the next move of the same unit.
    let Move::Transfer { from, count, to } = line[i] else {
        return None;
    };
    if !to.is_tableau() {
        return None;
    }
    let (j, next) = rest.iter().enumerate().find_map(|(j, &m)| match m {
        Move::Transfer { from: f, to: t, .. } if f == to || t == to => Some((j, m)),
        Move::Transfer { .. } => None,
        // A deal or a redeal may change the pile: stop looking.
        _ => Some((j, m)),
    })?;
    let Move::Transfer {
        from: f,
        count: c,
        to: dest,
    } = next
    else {
        return None;
    };
    if f != to || c != count {
        return None;
    }
    let mut candidate = line[..i].to_vec();
    candidate.extend_from_slice(&rest[..j]);
    if dest != from {
        candidate.push(Move::Transfer {
            from,
            count,
            to: dest,
        });
    }
    candidate.extend_from_slice(&rest[j + 1..]);
    if replay_wins(&mut at.clone(), &candidate[i..]) {
        return Some(candidate);
    }
    // Or make the merged move where the first one was.
    if dest == from {
        return None;
    }
    let mut candidate = line[..i].to_vec();
    candidate.push(Move::Transfer {
        from,
        count,
        to: dest,
    });
    candidate.extend_from_slice(&rest[..j]);
    candidate.extend_from_slice(&rest[j + 1..]);
    replay_wins(&mut at.clone(), &candidate[i..]).then_some(candidate)
}

/// Shortens a winning line by its own shortcuts: where a legal move from
/// one position of the line leads straight to a later position of the line
/// (the very same position, pile for pile), the moves in between are
/// skipped; of all such shortcuts the fewest moves are kept. Returns
/// `None` when the work would exceed `effort` moves applied.
pub fn shortcut(start: &Position, line: &[Move], effort: u64) -> Option<Vec<Move>> {
    let n = line.len();
    // Where each position of the line stands in it.
    let mut keyer = Keyer::exact();
    let mut pos = start.clone();
    let mut log = Vec::new();
    let mut index: HashMap<u128, usize, KeyState> =
        HashMap::with_capacity_and_hasher(n + 1, KeyState::default());
    index.insert(keyer.key(&pos), 0);
    for (i, &mv) in line.iter().enumerate() {
        log.clear();
        pos.apply_unchecked(mv, &mut log);
        keyer.touched(&log);
        index.insert(keyer.key(&pos), i + 1);
    }
    // Shortcuts: (from, move, to) with to > from + 1.
    let mut spent = 0u64;
    let mut jumps: Vec<(usize, Move, usize)> = Vec::new();
    let mut legal = Vec::new();
    let mut keyer = Keyer::exact();
    let mut pos = start.clone();
    for (i, &step) in line.iter().enumerate() {
        pos.legal_moves_into(&mut legal);
        spent += legal.len() as u64;
        if spent > effort {
            return None;
        }
        for &mv in &legal {
            if mv == step {
                continue;
            }
            log.clear();
            pos.apply_unchecked(mv, &mut log);
            keyer.touched(&log);
            if let Some(&j) = index.get(&keyer.key(&pos)) {
                if j > i + 1 {
                    jumps.push((i, mv, j));
                }
            }
            pos.undo(mv, &log);
            keyer.touched(&log);
        }
        log.clear();
        pos.apply_unchecked(step, &mut log);
        keyer.touched(&log);
    }
    // Fewest moves from each position of the line to its end.
    let mut best: Vec<(usize, Move, usize)> = vec![(0, Move::Stock, n); n + 1];
    let mut by_start = jumps.iter().rev().peekable();
    for i in (0..n).rev() {
        best[i] = (best[i + 1].0 + 1, line[i], i + 1);
        while let Some(&&(from, mv, to)) = by_start.peek() {
            if from != i {
                break;
            }
            if best[to].0 + 1 < best[i].0 {
                best[i] = (best[to].0 + 1, mv, to);
            }
            by_start.next();
        }
    }
    let mut out = Vec::with_capacity(best[0].0);
    let mut i = 0;
    while i < n {
        let (_, mv, next) = best[i];
        out.push(mv);
        i = next;
    }
    Some(out)
}
