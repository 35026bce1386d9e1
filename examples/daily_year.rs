use patience::engine::daily::DailyDate;
use patience::engine::Variant;
use patience::solver::daily::daily_deal;
use std::time::Instant;
fn main() {
    for v in Variant::ALL {
        let mut d: DailyDate = "2026-01-01".parse().unwrap();
        let mut times = vec![];
        let mut nodes = vec![];
        let mut cands = [0u32; 9];
        let mut fallback = 0;
        for _ in 0..365 {
            let t = Instant::now();
            let dd = daily_deal(v, d);
            times.push(t.elapsed().as_secs_f64() * 1000.0);
            nodes.push(dd.nodes);
            cands[dd.candidate as usize] += 1;
            if !dd.proven {
                fallback += 1;
            }
            d = d.next().unwrap();
        }
        times.sort_by(|a, b| a.partial_cmp(b).unwrap());
        nodes.sort();
        println!("{:?} median {:.1} ms worst {:.1} ms; nodes median {} worst {}; candidates {:?} fallback {}", v, times[182], times[364], nodes[182], nodes[364], cands, fallback);
    }
}
