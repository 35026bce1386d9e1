//! What the table says to the player about the records: every sentence in
//! one place (English for now).

use super::stats::SetAside;

/// Something about the records the player is told once, in the table's
/// message line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// The browser refused a write (a full quota, a private mode): the
    /// progress waits in the page and is written at the next try.
    NotKept,
    /// Writes land again: what waited is kept.
    KeptAgain,
    /// The statistics could not be read: the text is kept aside.
    SetAside(SetAside),
}

impl Notice {
    /// The player's words.
    pub fn text(&self) -> String {
        match self {
            Notice::NotKept => {
                "Your progress can't be saved right now: this browser's storage is full \
                or refused. Nothing is lost yet; it will be saved as soon as space is freed."
                    .to_string()
            }
            Notice::KeptAgain => "Storage works again: your progress is saved.".to_string(),
            Notice::SetAside(a) => {
                let recovered = match a.recovered {
                    0 => "nothing in them could be recovered".to_string(),
                    1 => "1 game was recovered from them".to_string(),
                    n => format!("{n} games were recovered from them"),
                };
                format!(
                    "Your statistics were damaged and could not be read: a copy is kept aside \
                    (as {}), and {recovered}.",
                    a.key
                )
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notices_say_what_happened() {
        assert!(Notice::NotKept.text().contains("space is freed"));
        let a = SetAside {
            key: "patience:stats:unreadable:2".into(),
            recovered: 3,
        };
        let t = Notice::SetAside(a).text();
        assert!(t.contains("patience:stats:unreadable:2") && t.contains("3 games were recovered"));
    }
}
