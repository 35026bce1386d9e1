//! How long the table's card flights take and how they are spaced: the
//! numbers every animated change shares (a move, a deal, a redeal's
//! gathering and dealing), so that they are written once.

/// How long one card's flight takes, in milliseconds.
pub const FLIGHT_MS: f64 = 240.0;
/// The longest stagger between the cards of one change (a deal, a redeal).
pub const STAGGER_MS: f64 = 40.0;
/// The most a whole change's stagger adds up to.
pub const STAGGER_TOTAL_MS: f64 = 700.0;

/// The delay between the flights of `count` cards that move together,
/// spread so that the whole change takes at most `total` milliseconds,
/// at most `step` apart; none for a single card.
pub fn stagger_within(count: usize, step: f64, total: f64) -> f64 {
    if count > 1 {
        (total / count as f64).min(step)
    } else {
        0.0
    }
}

/// The table's stagger: `count` cards at most [`STAGGER_MS`] apart, all
/// within [`STAGGER_TOTAL_MS`].
pub fn stagger(count: usize) -> f64 {
    stagger_within(count, STAGGER_MS, STAGGER_TOTAL_MS)
}

/// The delay of the `k`-th card of a staggered change, capped so that no
/// card waits longer than [`STAGGER_TOTAL_MS`].
pub fn delay(k: usize, step: f64) -> f64 {
    (k as f64 * step).min(STAGGER_TOTAL_MS)
}

/// How long an autoplay step waits, `ms` at normal speed: scaled by the
/// animation-speed `factor`, and not at all when cards do not fly
/// (`reduced`: the setting "none" or the page's reduced-motion preference).
pub fn autoplay_wait(ms: f64, reduced: bool, factor: f64) -> f64 {
    if reduced {
        0.0
    } else {
        ms * factor
    }
}

/// How long the replay viewer waits between the moves it plays, `ms` at
/// normal speed: scaled by the animation-speed `factor`; a third of it when
/// cards do not fly (the moves are still seen one by one).
pub fn replay_wait(ms: f64, reduced: bool, factor: f64) -> f64 {
    if reduced {
        ms / 3.0
    } else {
        ms * factor
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_change_is_staggered_within_its_total() {
        assert_eq!(stagger(1), 0.0, "one card flies at once");
        assert_eq!(stagger(0), 0.0);
        assert_eq!(stagger(2), STAGGER_MS, "few cards: the full step");
        // Many cards: closer together, the whole change within the total.
        let step = stagger(104);
        assert!(step < STAGGER_MS);
        assert!((step * 104.0 - STAGGER_TOTAL_MS).abs() < 1e-9);
        assert_eq!(delay(103, step), step * 103.0);
        assert_eq!(delay(1000, STAGGER_MS), STAGGER_TOTAL_MS, "capped");
        assert_eq!(stagger_within(10, 30.0, 100.0), 10.0);
    }

    #[test]
    fn waits_follow_the_speed_and_reduced_motion() {
        assert_eq!(autoplay_wait(300.0, false, 1.0), 300.0);
        assert_eq!(autoplay_wait(300.0, false, 0.5), 150.0, "faster");
        assert_eq!(autoplay_wait(300.0, true, 1.0), 0.0, "no flights, no wait");
        assert_eq!(replay_wait(900.0, false, 2.0), 1800.0, "slower");
        assert_eq!(replay_wait(900.0, true, 1.0), 300.0, "still one by one");
    }
}
