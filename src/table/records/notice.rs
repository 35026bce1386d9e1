//! What the table says to the player about the records: every sentence in
//! one place (`locales/*/table.ftl`, `notice-…`).

use super::stats::{Aside, SetAside};
use crate::table::attributes::StoragePrefix;
use crate::table::words::{Arg, Words};
use std::borrow::Cow;

/// Something about the records the player is told once, in the table's
/// message line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// The browser refused a write (a full quota, a private mode): the
    /// progress waits in the page and is written at the next try.
    NotKept,
    /// Writes land again: what waited is kept.
    KeptAgain,
    /// A win's fact was refused: said at once, even after [`Notice::NotKept`];
    /// `full`: the store's quota (else the browser refuses storage).
    WinNotKept { full: bool },
    /// The win that waited is written.
    WinKept,
    /// The statistics could not be read: the text is kept aside.
    SetAside(SetAside),
}

impl SetAside {
    /// The same, its keys named as the page's storage holds them: under
    /// the table's `storage-prefix` (the records name theirs
    /// `patience:…`), so that the player's words name the real keys.
    pub fn stored_under(mut self, prefix: &StoragePrefix) -> SetAside {
        let outer = |key: &mut String| {
            if let Cow::Owned(stored) = prefix.outer(key) {
                *key = stored;
            }
        };
        outer(&mut self.key);
        if let Aside::Facts(log) = &mut self.what {
            outer(log);
        }
        self
    }
}

impl Notice {
    /// The player's words, in `words` (`notice-…` in table.ftl).
    pub fn words(&self, words: &Words) -> String {
        match self {
            Notice::NotKept => words.get("notice-not-kept"),
            Notice::KeptAgain => words.get("notice-kept-again"),
            Notice::WinNotKept { full } => words.with(
                "notice-win-not-kept",
                &[(
                    "why",
                    Arg::Text(if *full { "full" } else { "other" }.into()),
                )],
            ),
            Notice::WinKept => words.get("notice-win-kept"),
            Notice::SetAside(a) => match &a.what {
                Aside::Stats => words.with(
                    "notice-set-aside",
                    &[
                        ("key", Arg::Text(a.key.clone())),
                        ("count", Arg::from(a.recovered)),
                    ],
                ),
                Aside::Facts(log) => words.with(
                    "notice-facts-set-aside",
                    &[
                        ("log", Arg::Text(log.clone())),
                        ("key", Arg::Text(a.key.clone())),
                        ("count", Arg::from(a.recovered)),
                    ],
                ),
                Aside::NewerFacts => {
                    words.with("notice-facts-newer", &[("log", Arg::Text(a.key.clone()))])
                }
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notices_say_what_happened() {
        assert!(Notice::NotKept
            .words(&Words::english())
            .contains("space is freed"));
        assert!(Notice::WinNotKept { full: true }
            .words(&Words::english())
            .starts_with("Your win is not saved yet: this browser's storage is full."));
        let a = SetAside {
            key: "patience:stats:unreadable:2".into(),
            recovered: 3,
            what: Aside::Stats,
        };
        let t = Notice::SetAside(a).words(&Words::english());
        assert!(t.contains("patience:stats:unreadable:2") && t.contains("3 games were recovered"));
    }

    #[test]
    fn set_aside_keys_are_named_under_the_tables_prefix() {
        let facts = SetAside {
            key: "patience:stats:unreadable:2".into(),
            recovered: 1,
            what: Aside::Facts("patience:facts:ab12".into()),
        };
        let newer = SetAside {
            key: "patience:facts:cd34".into(),
            recovered: 0,
            what: Aside::NewerFacts,
        };
        let site = StoragePrefix::parse(Some("my-site"));
        for lang in crate::table::words::Lang::ALL {
            let w = Words::of(lang, &crate::table::words::tests::files(lang.tag())).unwrap();
            let t = Notice::SetAside(facts.clone().stored_under(&site)).words(&w);
            assert!(
                t.contains("my-site:stats:unreadable:2") && t.contains("my-site:facts:ab12"),
                "{lang:?}: {t}"
            );
            assert!(!t.contains("patience:"), "{lang:?}: {t}");
            let t = Notice::SetAside(newer.clone().stored_under(&site)).words(&w);
            assert!(
                t.contains("my-site:facts:cd34") && !t.contains("patience:"),
                "{lang:?}: {t}"
            );
            // The default prefix names them as they are.
            let t =
                Notice::SetAside(facts.clone().stored_under(&StoragePrefix::default())).words(&w);
            assert!(t.contains("patience:stats:unreadable:2") && t.contains("patience:facts:ab12"));
        }
    }

    #[test]
    fn notices_in_every_language() {
        use crate::table::words::{tests::files, Lang};
        let a = SetAside {
            key: "patience:stats:unreadable:2".into(),
            recovered: 3,
            what: Aside::Stats,
        };
        for lang in Lang::ALL {
            let w = Words::of(lang, &files(lang.tag())).unwrap();
            let facts = SetAside {
                what: Aside::Facts("patience:facts:ab12".into()),
                ..a.clone()
            };
            let newer = SetAside {
                key: "patience:facts:ab12".into(),
                recovered: 0,
                what: Aside::NewerFacts,
            };
            for n in [
                Notice::NotKept,
                Notice::KeptAgain,
                Notice::WinNotKept { full: true },
                Notice::WinNotKept { full: false },
                Notice::WinKept,
                Notice::SetAside(a.clone()),
                Notice::SetAside(facts.clone()),
                Notice::SetAside(newer.clone()),
            ] {
                let t = n.words(&w);
                assert!(!t.starts_with("notice-"), "{lang:?}");
                if lang != Lang::En {
                    assert_ne!(t, n.words(&Words::english()), "{lang:?}");
                }
            }
            let t = Notice::SetAside(a.clone()).words(&w);
            assert!(t.contains("patience:stats:unreadable:2"), "{lang:?}: {t}");
            let t = Notice::SetAside(facts.clone()).words(&w);
            assert!(
                t.contains("patience:stats:unreadable:2") && t.contains("patience:facts:ab12"),
                "{lang:?}: {t}"
            );
            let t = Notice::SetAside(newer.clone()).words(&w);
            assert!(t.contains("patience:facts:ab12"), "{lang:?}: {t}");
        }
    }
}
