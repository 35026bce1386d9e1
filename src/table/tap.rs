//! Taps and clicks from pointer events alone. A press and release of the
//! same pointer that stays within [`SLOP`] pixels and lasts at most
//! [`TAP_MS`] is a tap (a click, for a mouse); a second tap within
//! [`DOUBLE_MS`] and [`DOUBLE_SLOP`] of the first is a double tap (the
//! double-click's action). The browser's own `click` and `dblclick` after
//! a pointer that was handled here are ignored ([`Taps::swallows_click`]),
//! so nothing acts twice and no tap depends on a synthetic `click` that
//! may not come. Plain arithmetic on times and positions: no DOM.

/// How far (CSS px) a press may move and still be a tap (the drag threshold).
pub const SLOP: f64 = 6.0;
/// The longest press (ms) that is a tap; longer is a press-and-hold.
pub const TAP_MS: f64 = 800.0;
/// The longest wait (ms) between two taps of a double tap.
pub const DOUBLE_MS: f64 = 450.0;
/// How far apart (CSS px) the two taps of a double tap may be.
pub const DOUBLE_SLOP: f64 = 24.0;
/// How long (ms) after a handled tap the browser's `click` and `dblclick`
/// are taken to be its echo.
pub const ECHO_MS: f64 = 1000.0;

/// A pointer pressed on the table.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Press {
    pointer: i32,
    at: (f64, f64),
    t: f64,
}

/// What a release means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tap {
    Single,
    /// The second tap of a double tap.
    Double,
}

/// The tap state of the table.
#[derive(Clone, Debug, Default)]
pub struct Taps {
    press: Option<Press>,
    /// The last tap: where, when, and whether it already was a double's second.
    last: Option<((f64, f64), f64, bool)>,
    /// When the last tap was handled (for [`Taps::swallows_click`]).
    handled: Option<f64>,
}

impl Taps {
    /// A primary pointer went down at `at` (ms `t`).
    pub fn down(&mut self, pointer: i32, at: (f64, f64), t: f64) {
        self.press = Some(Press { pointer, at, t });
    }

    /// The pointer moved: beyond [`SLOP`] it is no longer a tap.
    pub fn moved(&mut self, pointer: i32, at: (f64, f64)) {
        if let Some(p) = self.press {
            if p.pointer == pointer && far(p.at, at, SLOP) {
                self.press = None;
            }
        }
    }

    /// The pointer was cancelled (or a drag took it): no tap.
    pub fn cancel(&mut self) {
        self.press = None;
    }

    /// The pointer went up at `at` (ms `t`): a tap, or `None`.
    pub fn up(&mut self, pointer: i32, at: (f64, f64), t: f64) -> Option<Tap> {
        let p = self.press.filter(|p| p.pointer == pointer)?;
        self.press = None;
        if far(p.at, at, SLOP) || !(0.0..=TAP_MS).contains(&(t - p.t)) {
            // Not a tap (held, on a busy machine perhaps): the browser's
            // `click` that follows is this press's, not an echo of the
            // tap before it, and acts.
            self.handled = None;
            return None;
        }
        let double = self.last.is_some_and(|(where_, when, was_double)| {
            !was_double
                && (0.0..=DOUBLE_MS).contains(&(p.t - when))
                && !far(where_, at, DOUBLE_SLOP)
        });
        self.last = Some((at, t, double));
        self.handled = Some(t);
        Some(if double { Tap::Double } else { Tap::Single })
    }

    /// Whether a `click` or `dblclick` arriving at ms `t` is the browser's
    /// echo of a tap already handled here (not once a later press of the
    /// pointer was released without being a tap: that click is its own).
    pub fn swallows_click(&self, t: f64) -> bool {
        self.handled
            .is_some_and(|h| (0.0..=ECHO_MS).contains(&(t - h)))
    }
}

fn far(a: (f64, f64), b: (f64, f64), limit: f64) -> bool {
    (a.0 - b.0).hypot(a.1 - b.1) >= limit
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_press_and_release_in_place_is_a_tap() {
        let mut t = Taps::default();
        t.down(1, (10.0, 10.0), 0.0);
        t.moved(1, (12.0, 13.0));
        assert_eq!(t.up(1, (12.0, 13.0), 90.0), Some(Tap::Single));
        // The browser's click after it is an echo, a later one is not.
        assert!(t.swallows_click(120.0));
        assert!(!t.swallows_click(90.0 + ECHO_MS + 1.0));
    }

    #[test]
    fn a_drag_a_hold_or_another_pointer_is_no_tap() {
        let mut t = Taps::default();
        t.down(1, (10.0, 10.0), 0.0);
        t.moved(1, (10.0, 20.0));
        assert_eq!(t.up(1, (10.0, 10.0), 50.0), None, "moved past the slop");
        t.down(1, (10.0, 10.0), 100.0);
        assert_eq!(t.up(1, (10.0, 10.0), 100.0 + TAP_MS + 1.0), None, "held");
        t.down(1, (10.0, 10.0), 2000.0);
        assert_eq!(t.up(2, (10.0, 10.0), 2050.0), None, "another pointer");
        t.down(1, (10.0, 10.0), 3000.0);
        t.cancel();
        assert_eq!(t.up(1, (10.0, 10.0), 3050.0), None, "cancelled");
        assert!(!t.swallows_click(3060.0), "nothing was handled");
    }

    #[test]
    fn a_press_held_past_a_tap_clicks_even_just_after_a_tap() {
        // A tap, then (elsewhere, soon after) a press whose release comes
        // late, as on a busy machine: no tap, and the browser's click after
        // it is that press's own, not the first tap's echo.
        let mut t = Taps::default();
        t.down(1, (10.0, 10.0), 0.0);
        assert_eq!(t.up(1, (10.0, 10.0), 30.0), Some(Tap::Single));
        assert!(t.swallows_click(35.0), "the tap's own click is its echo");
        t.down(1, (200.0, 80.0), 120.0);
        assert_eq!(t.up(1, (200.0, 80.0), 120.0 + TAP_MS + 1.0), None);
        assert!(
            !t.swallows_click(120.0 + TAP_MS + 5.0),
            "the held press's click acts"
        );
        // A tap after it is swallowed again as before.
        t.down(1, (200.0, 80.0), 2000.0);
        assert_eq!(t.up(1, (200.0, 80.0), 2030.0), Some(Tap::Single));
        assert!(t.swallows_click(2040.0));
    }

    #[test]
    fn rapid_taps_pair_into_doubles_and_every_one_counts() {
        let mut t = Taps::default();
        let mut got = Vec::new();
        for i in 0..6 {
            let at = f64::from(i) * 120.0;
            t.down(7, (50.0, 50.0), at);
            got.push(t.up(7, (51.0, 50.0), at + 40.0));
        }
        use Tap::{Double, Single};
        assert_eq!(
            got,
            vec![
                Some(Single),
                Some(Double),
                Some(Single),
                Some(Double),
                Some(Single),
                Some(Double)
            ]
        );
        // Far apart or slow: two singles.
        t.down(7, (50.0, 50.0), 5000.0);
        assert_eq!(t.up(7, (50.0, 50.0), 5040.0), Some(Single));
        t.down(7, (150.0, 50.0), 5100.0);
        assert_eq!(t.up(7, (150.0, 50.0), 5140.0), Some(Single));
        t.down(7, (150.0, 50.0), 5140.0 + DOUBLE_MS + 50.0);
        assert_eq!(
            t.up(7, (150.0, 50.0), 5140.0 + DOUBLE_MS + 90.0),
            Some(Single)
        );
    }
}
