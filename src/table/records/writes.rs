//! What happens after each write to the records: the policy for writes
//! the browser refuses (a private mode, a full quota). What was refused is
//! kept (the statistics' facts in the table's log, the saved game in the
//! table itself) and tried again at the table's next write that lands,
//! when the statistics are opened, and when the page is hidden. The
//! player is told once, and told again when nothing waits any more.

use super::notice::Notice;
use super::store::WriteError;

/// What the table does after a write's result (see [`Writes::kept`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Then {
    /// Tell the player this.
    Say(Notice),
    /// Try every refused write again: [`Writes::retry`], the writes, then
    /// [`Writes::retried`].
    Retry,
}

/// The state of a table's writes.
#[derive(Clone, Debug, Default)]
pub struct Writes {
    /// The last try of some write was refused.
    refused: bool,
    /// The player was told and not yet told that it is fine again.
    told: bool,
    /// A retry is running (its own writes do not start another).
    retrying: bool,
    /// The player was told that a win waits.
    win_told: bool,
}

/// What waits to be written when a write ends.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Waiting {
    /// Facts or days are still unwritten.
    pub any: bool,
    /// Among them, a win.
    pub win: bool,
}

impl Writes {
    /// Some write was refused and waits.
    pub fn refused(&self) -> bool {
        self.refused
    }

    /// A write ended with `result`; `waiting` tells what is still
    /// unwritten. A refusal is told once; a win refused is told at once,
    /// in its own words, even after that; a write that lands after one has
    /// the refused writes tried again; when nothing waits any more, the
    /// player is told that writes land again (that the win is saved, when
    /// a win was told).
    pub fn kept(&mut self, result: &Result<(), WriteError>, waiting: Waiting) -> Option<Then> {
        match result {
            Err(e) => {
                self.refused = true;
                let first = !self.told;
                self.told = true;
                if waiting.win && !self.win_told {
                    self.win_told = true;
                    let full = e.why.to_ascii_lowercase().contains("quota");
                    return Some(Then::Say(Notice::WinNotKept { full }));
                }
                first.then_some(Then::Say(Notice::NotKept))
            }
            Ok(()) if self.retrying => None,
            Ok(()) if self.refused => Some(Then::Retry),
            Ok(()) if self.told && !waiting.any => {
                self.told = false;
                let win = std::mem::take(&mut self.win_told);
                Some(Then::Say(if win {
                    Notice::WinKept
                } else {
                    Notice::KeptAgain
                }))
            }
            Ok(()) => None,
        }
    }

    /// Starts a retry of every refused write: false if one is running.
    pub fn retry(&mut self) -> bool {
        if self.retrying {
            return false;
        }
        self.retrying = true;
        self.refused = false;
        true
    }

    /// Ends a retry: whether every write landed. (Refused again, the next
    /// write that lands tries again, not this one, which would loop.)
    pub fn retried(&mut self) -> bool {
        self.retrying = false;
        !self.refused
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const W: Waiting = Waiting {
        any: true,
        win: false,
    };
    const N: Waiting = Waiting {
        any: false,
        win: false,
    };
    const WIN: Waiting = Waiting {
        any: true,
        win: true,
    };

    fn refused() -> Result<(), WriteError> {
        Err(WriteError {
            key: "patience:facts:a".into(),
            why: "QuotaExceededError".into(),
        })
    }

    #[test]
    fn a_refusal_is_told_once() {
        let mut w = Writes::default();
        assert_eq!(w.kept(&refused(), W), Some(Then::Say(Notice::NotKept)));
        assert_eq!(w.kept(&refused(), W), None);
        assert!(w.refused());
    }

    #[test]
    fn a_write_that_lands_after_a_refusal_retries_then_tells_once() {
        let mut w = Writes::default();
        w.kept(&refused(), W);
        assert_eq!(w.kept(&Ok(()), N), Some(Then::Retry));
        assert!(w.retry());
        // The retry's own writes start no other retry.
        assert!(!w.retry());
        assert_eq!(w.kept(&Ok(()), N), None);
        assert!(w.retried());
        assert_eq!(w.kept(&Ok(()), N), Some(Then::Say(Notice::KeptAgain)));
        assert_eq!(w.kept(&Ok(()), N), None);
    }

    #[test]
    fn refused_again_in_a_retry_waits_for_the_next_write() {
        let mut w = Writes::default();
        w.kept(&refused(), W);
        assert!(w.retry());
        assert_eq!(w.kept(&refused(), W), None, "told already");
        assert!(!w.retried());
        assert!(w.refused());
        assert_eq!(w.kept(&Ok(()), W), Some(Then::Retry));
    }

    #[test]
    fn nothing_is_told_while_facts_wait() {
        let mut w = Writes::default();
        w.kept(&refused(), W);
        assert!(w.retry());
        assert!(w.retried());
        assert_eq!(w.kept(&Ok(()), W), None);
        assert_eq!(w.kept(&Ok(()), N), Some(Then::Say(Notice::KeptAgain)));
    }

    #[test]
    fn writes_that_land_say_nothing() {
        let mut w = Writes::default();
        assert_eq!(w.kept(&Ok(()), N), None);
        assert!(!w.refused());
    }

    /// Issue 39, item 2: storage refused the table's writes already (told
    /// once), then a win is refused: it is told at once, in its own true
    /// words, once; when it lands, that is told.
    #[test]
    fn a_win_refused_is_told_at_once_even_after_a_refusal() {
        let mut w = Writes::default();
        assert_eq!(w.kept(&refused(), W), Some(Then::Say(Notice::NotKept)));
        assert_eq!(
            w.kept(&refused(), WIN),
            Some(Then::Say(Notice::WinNotKept { full: true }))
        );
        assert_eq!(w.kept(&refused(), WIN), None);
        assert_eq!(w.kept(&Ok(()), N), Some(Then::Retry));
        assert!(w.retry());
        assert!(w.retried());
        assert_eq!(w.kept(&Ok(()), N), Some(Then::Say(Notice::WinKept)));
        // A storage refused for another reason than its quota.
        let mut w = Writes::default();
        let e = Err(WriteError {
            key: "k".into(),
            why: "SecurityError".into(),
        });
        assert_eq!(
            w.kept(&e, WIN),
            Some(Then::Say(Notice::WinNotKept { full: false }))
        );
    }
}
