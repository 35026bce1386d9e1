//! Solver speed: nodes searched per second, per game and option set, on a
//! fixed set of deals.
//!
//! Each iteration runs a fresh search on each of the deals with a fixed
//! node budget (a node is a position reached by one step of the search and
//! looked up in its transposition table). The node count of an iteration
//! is the same every time (the search is deterministic), so throughput is
//! reported in nodes per second. Deals that finish under the budget count
//! the nodes they took, winning-line polishing included in the time.
//!
//! Run: `cargo bench --bench solver`.

// Criterion runs natively only; on wasm32 (clippy --all-targets) this is an empty program.
#[cfg(not(target_arch = "wasm32"))]
mod native {
    use criterion::{criterion_group, Criterion, Throughput};
    use patience::engine::{deal, DealNumber, GameId, Position, Spaces, Variant};
    use patience::solver::{Progress, Solver, SolverConfig};
    use std::hint::black_box;

    /// Nodes per search.
    const BUDGET: u64 = 100_000;
    /// The deals searched, for every game.
    const DEALS: [u64; 4] = [7, 19, 42, 57];

    fn variants() -> Vec<(String, Variant)> {
        let mut v: Vec<(String, Variant)> =
            [GameId::Caprice, GameId::Capricieuse, GameId::LucasLeaps]
                .into_iter()
                .map(|g| (g.id().to_string(), Variant::new(g)))
                .collect();
        for draw in [3, 1] {
            for spaces in [Spaces::Waste, Spaces::Any] {
                let variant =
                    Variant::with_options(GameId::DoubleCanfield, Some(draw), Some(spaces))
                        .unwrap();
                v.push((
                    format!("double-canfield-draw{draw}-{}", spaces.id()),
                    variant,
                ));
            }
        }
        v
    }

    /// Searches every position to its end or the budget; the nodes searched.
    fn search(positions: &[Position]) -> u64 {
        let mut nodes = 0;
        for pos in positions {
            let mut solver = Solver::new(
                pos.clone(),
                SolverConfig {
                    max_nodes: Some(BUDGET),
                    ..SolverConfig::default()
                },
            );
            while solver.run(BUDGET) == Progress::Running {}
            nodes += solver.nodes();
        }
        black_box(nodes)
    }

    fn nodes_per_second(c: &mut Criterion) {
        let mut group = c.benchmark_group("solver");
        group.sample_size(10);
        for (name, variant) in variants() {
            let positions: Vec<Position> = DEALS
                .iter()
                .map(|&n| deal(variant, DealNumber::new(n).unwrap()))
                .collect();
            group.throughput(Throughput::Elements(search(&positions)));
            group.bench_function(name, |b| b.iter(|| search(&positions)));
        }
        group.finish();
    }

    criterion_group!(benches, nodes_per_second);
}

#[cfg(not(target_arch = "wasm32"))]
criterion::criterion_main!(native::benches);

#[cfg(target_arch = "wasm32")]
fn main() {}
