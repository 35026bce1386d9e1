//! Move generation plus application on random playouts, per game.
//!
//! Each iteration plays `MOVES` moves: generate the legal moves into a
//! reused buffer, pick one with a tiny deterministic RNG, apply it with its
//! movements logged into a reused buffer. A playout that is stuck, won, or
//! `PLAYOUT` moves long is undone move by move back to its deal (undo is
//! part of what a solver does too) and the next deal starts.
//!
//! Run: `cargo bench --bench engine`. Throughput is reported in applied
//! moves per second (undos are extra work, not counted).

// Criterion runs natively only; on wasm32 (clippy --all-targets) this is an empty program.
#[cfg(not(target_arch = "wasm32"))]
mod native {
    use criterion::{criterion_group, Criterion, Throughput};
    use patience::engine::{deal, DealNumber, Move, Movement, Position, Variant};
    use std::hint::black_box;

    const MOVES: u64 = 20_000;
    const PLAYOUT: usize = 400;

    struct Playouts {
        variant: Variant,
        next_deal: u64,
        pos: Position,
        moves: Vec<Move>,
        made: Vec<(Move, usize)>,
        log: Vec<Movement>,
        rng: u64,
    }

    impl Playouts {
        fn new(variant: Variant) -> Playouts {
            Playouts {
                variant,
                next_deal: 2,
                pos: deal(variant, DealNumber::new(1).unwrap()),
                moves: Vec::with_capacity(256),
                made: Vec::with_capacity(PLAYOUT),
                log: Vec::with_capacity(PLAYOUT * 8),
                rng: 0x9E37_79B9_7F4A_7C15,
            }
        }

        fn rand(&mut self) -> u64 {
            // xorshift64*
            self.rng ^= self.rng >> 12;
            self.rng ^= self.rng << 25;
            self.rng ^= self.rng >> 27;
            self.rng.wrapping_mul(0x2545_F491_4F6C_DD1D)
        }

        fn rewind(&mut self) {
            while let Some((mv, start)) = self.made.pop() {
                self.pos.undo(mv, &self.log[start..]);
                self.log.truncate(start);
            }
            // Every few playouts, move on to a fresh deal.
            if self.rand().is_multiple_of(4) {
                self.pos = deal(self.variant, DealNumber::new(self.next_deal).unwrap());
                self.next_deal += 1;
            }
        }

        fn run(&mut self, n: u64) -> u64 {
            let mut applied = 0;
            while applied < n {
                self.pos.legal_moves_into(&mut self.moves);
                if self.moves.is_empty() || self.made.len() >= PLAYOUT {
                    self.rewind();
                    continue;
                }
                let pick = (self.rand() % self.moves.len() as u64) as usize;
                let mv = self.moves[pick];
                let start = self.log.len();
                self.pos.apply_unchecked(mv, &mut self.log);
                self.made.push((mv, start));
                applied += 1;
            }
            black_box(self.pos.foundation_count() as u64 + applied)
        }
    }

    fn variants() -> Vec<(String, Variant)> {
        Variant::ALL.iter().map(|v| (v.slug(), *v)).collect()
    }

    fn playouts(c: &mut Criterion) {
        let mut group = c.benchmark_group("playout");
        group.throughput(Throughput::Elements(MOVES));
        for (name, variant) in variants() {
            let mut p = Playouts::new(variant);
            group.bench_function(name, |b| b.iter(|| p.run(MOVES)));
        }
        group.finish();
    }

    fn generation_only(c: &mut Criterion) {
        let mut group = c.benchmark_group("legal_moves");
        group.throughput(Throughput::Elements(1));
        for (name, variant) in variants() {
            let pos = deal(variant, DealNumber::new(7).unwrap());
            let mut buf = Vec::with_capacity(256);
            group.bench_function(name, |b| {
                b.iter(|| {
                    black_box(&pos).legal_moves_into(&mut buf);
                    black_box(buf.len())
                })
            });
        }
        group.finish();
    }

    criterion_group!(benches, playouts, generation_only);
}

#[cfg(not(target_arch = "wasm32"))]
criterion::criterion_main!(native::benches);

#[cfg(target_arch = "wasm32")]
fn main() {}
