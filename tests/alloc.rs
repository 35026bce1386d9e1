//! The move generator and move application allocate nothing once their
//! buffers are warm: a solver calls them millions of times.
//!
//! A counting global allocator (`stats_alloc`) watches a replay of random
//! playouts whose buffers (the move list, the movement log, the piles) have
//! already grown to size.

#![cfg(not(target_arch = "wasm32"))]

use patience::engine::{deal, DealNumber, GameId, Move, Movement, Position, Spaces, Variant};
use stats_alloc::{Region, StatsAlloc, INSTRUMENTED_SYSTEM};
use std::alloc::System;

#[global_allocator]
static GLOBAL: &StatsAlloc<System> = &INSTRUMENTED_SYSTEM;

#[test]
fn warm_generation_and_application_do_not_allocate() {
    let mut variants: Vec<Variant> = [GameId::Caprice, GameId::Capricieuse, GameId::LucasLeaps]
        .into_iter()
        .map(Variant::new)
        .collect();
    for draw in [1, 3] {
        for spaces in [Spaces::Waste, Spaces::Any] {
            variants.push(
                Variant::with_options(GameId::DoubleCanfield, Some(draw), Some(spaces)).unwrap(),
            );
        }
    }
    for variant in variants {
        let start = deal(variant, DealNumber::new(11).unwrap());
        let mut pos = start.clone();
        let mut moves = Vec::with_capacity(512);
        let mut log = Vec::with_capacity(4096);
        // Warm up: the same playout grows every pile to the size it needs.
        let played = playout(&mut pos, &mut moves, &mut log, 300);
        assert_eq!(pos, start, "{variant}: undo restores the deal");
        assert!(played > 20, "{variant}: the playout should run a while");

        // The counter is global: the test harness's own thread may
        // allocate meanwhile (seen under heavy load: 3 allocations, never
        // freed, in one replay). The replay is deterministic, so an
        // allocation of the engine's shows in every one of three replays;
        // the quietest must allocate nothing.
        let stats = (0..3)
            .map(|_| {
                let region = Region::new(GLOBAL);
                let replayed = playout(&mut pos, &mut moves, &mut log, played);
                let stats = region.change();
                assert_eq!(replayed, played);
                stats
            })
            .min_by_key(|s| s.allocations + s.reallocations)
            .unwrap();
        assert_eq!(
            stats.allocations + stats.reallocations,
            0,
            "{variant}: {played} moves generated and applied allocated {stats:?} in each of three replays"
        );
    }
}

/// Plays up to `limit` (at most 300) moves chosen by a fixed rule, then
/// undoes them all. Its own history is a fixed array, so that only the
/// engine's work is counted.
fn playout(
    pos: &mut Position,
    moves: &mut Vec<Move>,
    log: &mut Vec<Movement>,
    limit: usize,
) -> usize {
    let mut made = [(Move::Stock, 0usize); 300];
    let mut n = 0;
    let mut x: u64 = 0x2545_F491_4F6C_DD1D;
    while n < limit {
        pos.legal_moves_into(moves);
        if moves.is_empty() {
            break;
        }
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let mv = moves[(x % moves.len() as u64) as usize];
        let start = log.len();
        pos.apply_unchecked(mv, log);
        made[n] = (mv, start);
        n += 1;
    }
    for &(mv, start) in made[..n].iter().rev() {
        pos.undo(mv, &log[start..]);
        log.truncate(start);
    }
    n
}
