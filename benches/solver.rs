//! Solver speed, per game and option set.
//!
//! - `solver-nodes`: raw search speed in nodes per second (a node is a
//!   position reached by one step of the search and looked up in its
//!   transposition table), on the fixed positions that take the solver
//!   longest (up to its budget) among some random playouts; the search is
//!   deterministic, so every iteration searches the same nodes. (The
//!   solver decides every Capricieuse playout in a few thousand nodes, so
//!   its figure includes setting up each search.) Double Canfield's nodes
//!   are bigger: each one lays out a whole turn of the stock.
//! - `solver-deals`: whole solves of deals 1 to 8 in deals per second, from
//!   the deal to a checked and trimmed winning line.
//!
//! Run: `cargo bench --bench solver`.

// Criterion runs natively only; on wasm32 (clippy --all-targets) this is an empty program.
#[cfg(not(target_arch = "wasm32"))]
mod native {
    use criterion::{criterion_group, Criterion, Throughput};
    use patience::engine::{deal, DealNumber, NoLog, Position, Variant};
    use patience::solver::{Progress, Solver, SolverConfig};
    use std::hint::black_box;

    /// Nodes per search in the speed benchmark.
    const BUDGET: u64 = 100_000;
    /// Positions per game in the speed benchmark.
    const POSITIONS: usize = 4;
    /// The deals solved, for every game.
    const DEALS: [u64; 8] = [1, 2, 3, 4, 5, 6, 7, 8];

    fn variants() -> Vec<(String, Variant)> {
        Variant::ALL.iter().map(|v| (v.slug(), *v)).collect()
    }

    /// Searches `pos` to its end or `budget` nodes; the nodes searched.
    fn search(pos: &Position, budget: u64) -> u64 {
        let mut solver = Solver::new(
            pos.clone(),
            SolverConfig {
                max_nodes: Some(budget),
                ..SolverConfig::default()
            },
        );
        while solver.run(budget) == Progress::Running {}
        black_box(solver.nodes())
    }

    /// The positions that take the solver longest, `BUDGET` nodes where
    /// it cannot finish: deals after a few dozen to a few hundred random
    /// moves (a tiny fixed RNG), which are often lost or hard.
    fn long_searches(variant: Variant) -> Vec<Position> {
        let mut rng = 0x9E37_79B9_7F4A_7C15_u64;
        let mut found: Vec<(u64, Position)> = Vec::new();
        let mut moves = Vec::new();
        for n in 1..300 {
            let mut pos = deal(variant, DealNumber::new(n).unwrap());
            for _ in 0..[40, 80, 160][n as usize % 3] {
                pos.legal_moves_into(&mut moves);
                if moves.is_empty() {
                    break;
                }
                rng ^= rng >> 12;
                rng ^= rng << 25;
                rng ^= rng >> 27;
                let pick = (rng.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % moves.len();
                pos.apply_unchecked(moves[pick], &mut NoLog);
            }
            found.push((search(&pos, BUDGET), pos));
            if found.iter().filter(|f| f.0 == BUDGET).count() == POSITIONS {
                break;
            }
        }
        // Longest first; equal counts keep their order.
        found.sort_by_key(|f| std::cmp::Reverse(f.0));
        found.into_iter().take(POSITIONS).map(|f| f.1).collect()
    }

    /// Raw search speed: nodes per second on searches that use their whole
    /// budget.
    fn nodes_per_second(c: &mut Criterion) {
        let mut group = c.benchmark_group("solver-nodes");
        group.sample_size(10);
        for (name, variant) in variants() {
            let positions = long_searches(variant);
            let nodes: u64 = positions.iter().map(|p| search(p, BUDGET)).sum();
            group.throughput(Throughput::Elements(nodes));
            group.bench_function(name, |b| {
                b.iter(|| positions.iter().map(|p| search(p, BUDGET)).sum::<u64>())
            });
        }
        group.finish();
    }

    /// Whole solves: deals per second, from the deal to a checked and
    /// trimmed winning line (or a verdict).
    fn deals_per_second(c: &mut Criterion) {
        let mut group = c.benchmark_group("solver-deals");
        group.sample_size(10);
        group.throughput(Throughput::Elements(DEALS.len() as u64));
        for (name, variant) in variants() {
            let positions: Vec<Position> = DEALS
                .iter()
                .map(|&n| deal(variant, DealNumber::new(n).unwrap()))
                .collect();
            group.bench_function(name, |b| {
                b.iter(|| positions.iter().map(|p| search(p, 2_000_000)).sum::<u64>())
            });
        }
        group.finish();
    }

    criterion_group!(benches, nodes_per_second, deals_per_second);
}

#[cfg(not(target_arch = "wasm32"))]
criterion::criterion_main!(native::benches);

#[cfg(target_arch = "wasm32")]
fn main() {}
