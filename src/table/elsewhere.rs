//! Two tabs (or windows) on the same saved game: one game, many tabs, as a
//! log whose newest entry every tab shows.
//!
//! Each table saves its game (its moves and the moves undone) under the
//! deal's key at every change, and the browser tells the other tabs of
//! every write (the `storage` event: the key and the text written, each
//! write to each other tab, in order); the shell turns it into a key and a
//! text, and [`Tabs::handle_stored`] decides. A tab's `localStorage` is a
//! copy that other tabs' writes reach a little later, so no tab can read
//! the latest text and change it atomically (issue 27); instead **each
//! text carries its place in the game's history**, a [`Stamp`]: how many
//! changes (moves, undos, redos, restarts, in any tab) led to it, and the
//! table that made the last one. A table that changes the game writes one
//! more than the greatest stamp it has seen ([`Tabs::stamp_for`]); two
//! tables that change the game at once write the same count, and the
//! greater table id wins the tie. So the stamps order every text written,
//! and the rule is:
//!
//! - a text with a **greater** stamp than the game shown is adopted: the
//!   table shows the game as it stands there. It is a longer history, or a
//!   shorter one only because a player undid moves (or restarted) there;
//! - a **smaller** stamp (a change not seen there yet, or an echo of an
//!   older one) is never shown: the table writes its own again
//!   ([`Elsewhere::Repair`]), so that the newest text is the one stored;
//! - an **equal** stamp is the same text: nothing to do.
//!
//! Every text written reaches every other tab and every tab ends on the
//! greatest stamp: storage holds it too, since whoever holds it answers
//! an older write with its own. A move made here that the adopted history
//! does not hold (the other tab's change was ordered first) is the one
//! move taken back: the table says so ([`MOVED_FIRST`]: "another tab moved
//! first"). A move undone by a player in another tab is not lost (it is
//! still in that history's moves to redo), nor are moves dropped by a
//! restart there. `tests::no_accepted_move_is_lost` checks this against
//! every order of writes and deliveries in a model of several tabs.
//!
//! A replay being watched is left alone (it is not the saved game;
//! nothing is saved while it is open).

use crate::engine::{DealNumber, Game, Move, Variant};
use crate::table::records::saved::{Restored, Saved, Scope};
use crate::table::records::store::Json;
use std::cell::RefCell;

/// The message (`locales/*/table.ftl`) the table says when it shows a
/// game continued in another tab.
pub const CONTINUED: &str = "elsewhere-continued";
/// The message it says when a move made here was ordered after another
/// tab's change of the same position, and so taken back.
pub const MOVED_FIRST: &str = "elsewhere-moved-first";

/// A text's place in its game's history: compared by the count, then the
/// table that made the change.
#[derive(Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct Stamp {
    /// Changes to the game, in any tab, up to this text.
    pub v: u64,
    /// The table that made the last one.
    pub w: String,
}

impl Stamp {
    fn of(saved: &Saved) -> Stamp {
        Stamp {
            v: saved.v,
            w: saved.w.clone(),
        }
    }
}

/// The table as far as another tab's save concerns it.
#[derive(Clone, Copy, Debug)]
pub struct Shown<'a> {
    /// Where the table saves.
    pub scope: &'a Scope,
    pub variant: Variant,
    pub deal: DealNumber,
    /// The game shown, with its undo history.
    pub game: &'a Game,
    /// A replay is being watched.
    pub watching: bool,
}

/// What to do about another tab's write.
pub enum Elsewhere {
    /// Not this table's game, or the game as this table shows it already.
    Nothing,
    /// This table's game, played on (or back) in another tab: show it as
    /// it stands there, and say `say` (a message id) when given (once: not again while
    /// the table still shows the game it followed last; always when a move
    /// made here was taken back).
    Follow {
        restored: Box<Restored>,
        say: Option<&'static str>,
    },
    /// An older text of this table's game: write the table's own again.
    Repair,
}

/// A game's history: the moves made, and those undone.
type History = (Vec<Move>, Vec<Move>);

fn history(game: &Game) -> History {
    (game.moves().collect(), game.redoable().collect())
}

/// The game this table last stamped.
#[derive(Debug, Default)]
struct At {
    /// Its save key.
    key: String,
    stamp: Stamp,
    /// Its history at that stamp (`None`: not stamped yet).
    history: Option<History>,
    /// Moves made in this table (their place in the history), not yet
    /// known to be taken back.
    own: Vec<(usize, Move)>,
}

impl At {
    fn for_key(&mut self, key: &str) {
        if self.key != key {
            *self = At {
                key: key.to_string(),
                ..At::default()
            };
        }
    }
}

/// What a table remembers of other tabs' saves.
#[derive(Debug, Default)]
pub struct Tabs {
    /// The game followed last, as it was loaded.
    followed: Option<History>,
    /// The game last stamped (a cell: the shell writes while it reads).
    at: RefCell<At>,
}

impl Tabs {
    pub fn new() -> Tabs {
        Tabs::default()
    }

    /// The stamp to write `game` with under `key`, as table `me`: the
    /// game's own if it did not change since it was stamped, else one more
    /// than the greatest seen (`stored`: the text under `key` now, as this
    /// tab sees it), made by `me`.
    pub fn stamp_for<J: Json>(
        &self,
        key: &str,
        game: &Game,
        stored: Option<&str>,
        me: &str,
    ) -> Stamp {
        let mut at = self.at.borrow_mut();
        at.for_key(key);
        let now = history(game);
        if at.history.as_ref() == Some(&now) {
            return at.stamp.clone();
        }
        let stored = stored.and_then(|t| Saved::parse::<J>(t).ok());
        let before = match (&at.history, &stored) {
            (Some(h), _) => h.clone(),
            (None, Some(s)) => {
                let theirs = s.restore().map(|r| history(&r.game));
                if theirs.as_ref() == Some(&now) {
                    // The stored game, shown as it is: its own stamp.
                    at.stamp = Stamp::of(s);
                    at.history = Some(now);
                    return at.stamp.clone();
                }
                theirs.unwrap_or_default()
            }
            (None, None) => History::default(),
        };
        let seen = stored.as_ref().map_or(0, |s| s.v);
        let common = before
            .0
            .iter()
            .zip(&now.0)
            .take_while(|(a, b)| a == b)
            .count();
        at.own.retain(|(i, _)| *i < common);
        for (i, mv) in now.0.iter().enumerate().skip(common) {
            at.own.push((i, *mv));
        }
        at.stamp = Stamp {
            v: at.stamp.v.max(seen) + 1,
            w: me.to_string(),
        };
        at.history = Some(now);
        at.stamp.clone()
    }

    /// Another tab wrote `value` under `key` (`None`: removed; a `None`
    /// key: the whole storage was cleared).
    pub fn handle_stored<J: Json>(
        &mut self,
        key: Option<&str>,
        value: Option<&str>,
        shown: &Shown,
    ) -> Elsewhere {
        let (Some(key), Some(value)) = (key, value) else {
            return Elsewhere::Nothing;
        };
        if shown.watching || key != shown.scope.save_key(shown.variant, shown.deal) {
            return Elsewhere::Nothing;
        }
        let Some(saved) = Saved::parse::<J>(value).ok() else {
            return Elsewhere::Nothing;
        };
        let Some(restored) = saved.restore() else {
            return Elsewhere::Nothing;
        };
        if restored.game.position().variant() != shown.variant || restored.deal != shown.deal {
            return Elsewhere::Nothing;
        }
        let theirs = history(&restored.game);
        let ours = history(shown.game);
        let stamp = Stamp::of(&saved);
        let mut at = self.at.borrow_mut();
        at.for_key(key);
        match &at.history {
            // Not stamped here yet: the game shown is the one this tab
            // opened, older than any change made since.
            None => at.history = Some(ours.clone()),
            // Moves made here and not saved yet are this table's too.
            Some(h) if *h != ours => {
                let common = h.0.iter().zip(&ours.0).take_while(|(a, b)| a == b).count();
                at.own.retain(|(i, _)| *i < common);
                for (i, mv) in ours.0.iter().enumerate().skip(common) {
                    at.own.push((i, *mv));
                }
            }
            Some(_) => {}
        }
        match stamp.cmp(&at.stamp) {
            std::cmp::Ordering::Less => return Elsewhere::Repair,
            std::cmp::Ordering::Equal => return Elsewhere::Nothing,
            std::cmp::Ordering::Greater => {}
        }
        at.stamp = stamp;
        at.history = Some(theirs.clone());
        if theirs == ours {
            return Elsewhere::Nothing;
        }
        // Moves made here that the adopted history does not hold, not
        // even as moves undone there, were ordered after the other tab's.
        let line: Vec<Move> = theirs.0.iter().chain(&theirs.1).copied().collect();
        let made = theirs.0.len();
        let before = at.own.len();
        at.own.retain(|(i, mv)| {
            theirs.0.get(*i) == Some(mv) || (*i >= made && line.get(*i) == Some(mv))
        });
        let restart = theirs.0.is_empty() && theirs.1.is_empty();
        let say = if at.own.len() < before && !restart {
            Some(MOVED_FIRST)
        } else {
            (self.followed.as_ref() != Some(&ours)).then_some(CONTINUED)
        };
        if restart {
            at.own.clear();
        }
        self.followed = Some(theirs);
        Elsewhere::Follow {
            restored: Box::new(restored),
            say,
        }
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::engine::GameId;
    use crate::table::records::store::SerdeJson;

    fn lucas() -> (Variant, DealNumber) {
        (
            Variant::new(GameId::LucasLeaps),
            DealNumber::new(42).unwrap(),
        )
    }

    /// The text another tab writes for `game`: a stamp that grows with
    /// each move and undo.
    fn text(game: &Game, deal: DealNumber) -> String {
        let mut saved = Saved::of(game, deal, 30);
        saved.v = (saved.moves.len() + 2 * saved.redo.len()) as u64;
        saved.w = "other".into();
        saved.to_json::<SerdeJson>()
    }

    fn played(variant: Variant, deal: DealNumber, moves: usize) -> Game {
        let mut game = Game::deal(variant, deal);
        for _ in 0..moves {
            game.play(Move::Stock).unwrap();
        }
        game
    }

    fn follows(e: &Elsewhere) -> Option<(usize, Option<&'static str>)> {
        match e {
            Elsewhere::Nothing | Elsewhere::Repair => None,
            Elsewhere::Follow { restored, say } => Some((restored.game.moves().len(), *say)),
        }
    }

    fn at<'a>(scope: &'a Scope, game: &'a Game) -> Shown<'a> {
        let v = game.position().variant();
        Shown {
            scope,
            variant: v,
            deal: DealNumber::new(42).unwrap(),
            game,
            watching: false,
        }
    }

    /// Issue 26, item 12: two tabs on one game; the other tab plays on.
    #[test]
    fn another_tab_playing_on_is_followed_and_said_once() {
        let (v, d) = lucas();
        let scope = Scope::Page;
        let key = scope.save_key(v, d);
        let mut tabs = Tabs::new();
        let mut here = played(v, d, 1);
        // The other tab's two moves: the table follows, and says so once.
        let theirs = played(v, d, 2);
        let e = tabs.handle_stored::<SerdeJson>(
            Some(&key),
            Some(&text(&theirs, d)),
            &at(&scope, &here),
        );
        assert_eq!(follows(&e), Some((2, Some(CONTINUED))));
        if let Elsewhere::Follow { restored, .. } = e {
            here = restored.game;
        }
        let theirs = played(v, d, 3);
        let e = tabs.handle_stored::<SerdeJson>(
            Some(&key),
            Some(&text(&theirs, d)),
            &at(&scope, &here),
        );
        assert_eq!(follows(&e), Some((3, None)), "said once");
        // Its echo (the same game) changes nothing.
        assert_eq!(
            follows(&tabs.handle_stored::<SerdeJson>(
                Some(&key),
                Some(&text(&theirs, d)),
                &at(&scope, &theirs)
            )),
            None
        );
        // The player plays here, then the other tab again: said again.
        let ours = played(v, d, 4);
        let theirs = played(v, d, 5);
        let e = tabs.handle_stored::<SerdeJson>(
            Some(&key),
            Some(&text(&theirs, d)),
            &at(&scope, &ours),
        );
        assert_eq!(follows(&e), Some((5, Some(CONTINUED))));
        // Taken back there: followed too (the undone moves stay redoable).
        let mut back = played(v, d, 5);
        back.undo();
        let e = tabs.handle_stored::<SerdeJson>(
            Some(&key),
            Some(&text(&back, d)),
            &at(&scope, &theirs),
        );
        match e {
            Elsewhere::Follow { restored, .. } => {
                assert_eq!(restored.game.moves().len(), 4);
                assert!(restored.game.can_redo());
            }
            _ => panic!("an undo elsewhere is followed"),
        }
    }

    #[test]
    fn other_keys_scopes_deals_and_unreadable_saves_are_not_this_game() {
        let (v, d) = lucas();
        let scope = Scope::Page;
        let here = played(v, d, 1);
        let shown = Shown {
            scope: &scope,
            variant: v,
            deal: d,
            game: &here,
            watching: false,
        };
        let mut tabs = Tabs::new();
        let theirs = text(&played(v, d, 2), d);
        let key = scope.save_key(v, d);
        let mut none = |key: Option<&str>, value: Option<&str>, shown: &Shown| {
            follows(&tabs.handle_stored::<SerdeJson>(key, value, shown)).is_none()
        };
        // Another deal's save, another scope's, the recent list, a removal,
        // a cleared storage, an unreadable text.
        let other = DealNumber::new(43).unwrap();
        let other_game = played(v, other, 2);
        assert!(none(
            Some(&scope.save_key(v, other)),
            Some(&text(&other_game, other)),
            &shown
        ));
        let table = Scope::Table("sidebar".into());
        assert!(none(Some(&table.save_key(v, d)), Some(&theirs), &shown));
        assert!(none(Some("patience:recent"), Some("[]"), &shown));
        assert!(none(Some(&key), None, &shown));
        assert!(none(None, None, &shown));
        assert!(none(Some(&key), Some("{"), &shown));
        // Another deal's game written under this key is not this game.
        assert!(none(Some(&key), Some(&text(&other_game, other)), &shown));
        // A replay being watched is left alone.
        let watching = Shown {
            watching: true,
            ..shown
        };
        assert!(none(Some(&key), Some(&theirs), &watching));
        // And this table's own game is followed.
        assert!(!none(Some(&key), Some(&theirs), &shown));
    }

    // ----- Issue 39: several tabs, every order of writes and deliveries -----

    /// One tab in the model: its table's `Tabs`, the game it shows, the
    /// texts other tabs wrote that have not reached it yet (the `storage`
    /// events, in order), the last text it saw under the key, the moves
    /// its player made (place, move, told lost) and how often it said
    /// "another tab moved first".
    struct Tab {
        id: String,
        tabs: Tabs,
        game: Game,
        inbox: std::collections::VecDeque<String>,
        seen: Option<String>,
        made: Vec<(usize, Move, bool)>,
        said_first: usize,
    }

    /// The browser: the tabs and the one stored text (the last write).
    struct Browser {
        key: String,
        deal: DealNumber,
        tabs: Vec<Tab>,
        stored: Option<String>,
        writes: usize,
    }

    impl Browser {
        fn new(n: usize) -> Browser {
            let (v, d) = lucas();
            Browser {
                key: Scope::Page.save_key(v, d),
                deal: d,
                tabs: (0..n)
                    .map(|i| Tab {
                        id: format!("tab{i}"),
                        tabs: Tabs::new(),
                        game: Game::deal(v, d),
                        inbox: Default::default(),
                        seen: None,
                        made: Vec::new(),
                        said_first: 0,
                    })
                    .collect(),
                stored: None,
                writes: 0,
            }
        }

        /// Tab `t` saves its game, as the shell does after any change
        /// (and for a repair): the stamp is the core's.
        fn save(&mut self, t: usize) {
            let tab = &mut self.tabs[t];
            let stamp =
                tab.tabs
                    .stamp_for::<SerdeJson>(&self.key, &tab.game, tab.seen.as_deref(), &tab.id);
            let mut saved = Saved::of(&tab.game, self.deal, 0);
            saved.v = stamp.v;
            saved.w = stamp.w;
            let text = saved.to_json::<SerdeJson>();
            tab.seen = Some(text.clone());
            self.stored = Some(text.clone());
            self.writes += 1;
            for (i, other) in self.tabs.iter_mut().enumerate() {
                if i != t {
                    other.inbox.push_back(text.clone());
                }
            }
        }

        /// Tab `t`'s player makes its `pick`th legal move (if any).
        fn play(&mut self, t: usize, pick: usize) {
            let tab = &mut self.tabs[t];
            let legal = tab.game.position().legal_moves();
            if legal.is_empty() {
                return;
            }
            let mv = legal[pick % legal.len()];
            let place = tab.game.moves().len();
            tab.game.play(mv).unwrap();
            tab.made.push((place, mv, false));
            self.save(t);
        }

        /// The next text written elsewhere reaches tab `t`.
        fn deliver(&mut self, t: usize) {
            let Some(text) = self.tabs[t].inbox.pop_front() else {
                return;
            };
            let scope = Scope::Page;
            let tab = &mut self.tabs[t];
            tab.seen = Some(text.clone());
            let (variant, deal) = lucas();
            let shown = Shown {
                scope: &scope,
                variant,
                deal,
                game: &tab.game,
                watching: false,
            };
            match tab
                .tabs
                .handle_stored::<SerdeJson>(Some(&self.key), Some(&text), &shown)
            {
                Elsewhere::Nothing => {}
                Elsewhere::Follow { restored, say } => {
                    tab.game = restored.game;
                    if say == Some(MOVED_FIRST) {
                        tab.said_first += 1;
                        let moves: Vec<Move> = tab.game.moves().collect();
                        for (place, mv, told) in &mut tab.made {
                            if moves.get(*place) != Some(mv) {
                                *told = true;
                            }
                        }
                    }
                    // The shell saves after showing it (an echo).
                    self.save(t);
                }
                Elsewhere::Repair => self.save(t),
            }
        }

        /// Every text reaches every tab, until none is on its way.
        fn settle(&mut self) {
            let mut rounds = 0;
            while self.tabs.iter().any(|t| !t.inbox.is_empty()) {
                for t in 0..self.tabs.len() {
                    self.deliver(t);
                }
                rounds += 1;
                assert!(rounds < 20_000, "the tabs never settle");
            }
        }

        /// Every tab shows the stored game; every move a player made is in
        /// it at its place, or that tab said another tab moved first.
        fn check(&self) {
            let Some(stored) = self.stored.as_deref() else {
                assert!(
                    self.tabs.iter().all(|t| t.made.is_empty()),
                    "a move unsaved"
                );
                return;
            };
            let stored = Saved::parse::<SerdeJson>(stored)
                .unwrap()
                .restore()
                .unwrap();
            let moves: Vec<Move> = stored.game.moves().collect();
            // Moves a player undid (in any tab) are still there to redo.
            let line: Vec<Move> = moves
                .iter()
                .copied()
                .chain(stored.game.redoable())
                .collect();
            for tab in &self.tabs {
                assert_eq!(
                    tab.game.moves().collect::<Vec<_>>(),
                    moves,
                    "{} shows another game than the stored one",
                    tab.id
                );
                for (place, mv, told) in &tab.made {
                    assert!(
                        moves.get(*place) == Some(mv)
                            || (*place >= moves.len() && line.get(*place) == Some(mv))
                            || *told,
                        "{}'s move {mv} at {place} was lost without a word",
                        tab.id
                    );
                }
            }
        }
    }

    /// A schedule step: a tab's player moves, or a write reaches a tab.
    #[derive(Clone, Debug)]
    enum Step {
        Play(usize, usize),
        Deliver(usize),
    }

    fn run(n: usize, schedule: &[Step]) -> Browser {
        let mut b = Browser::new(n);
        for step in schedule {
            match *step {
                Step::Play(t, pick) => b.play(t % n, pick),
                Step::Deliver(t) => b.deliver(t % n),
            }
        }
        b.settle();
        b.check();
        b
    }

    /// Issue 39, item 1: the reliability runs as schedules. One tab plays
    /// 30 moves while the other only watches, its writes reaching the
    /// watcher after 0 to 3 of the next moves; the watcher's echoes never
    /// take a move back.
    #[test]
    fn a_watching_tab_never_undoes_the_playing_one() {
        for lag in 0..4 {
            let mut schedule = Vec::new();
            for m in 0..30 {
                schedule.push(Step::Play(0, m));
                if m >= lag {
                    schedule.push(Step::Deliver(1));
                    schedule.push(Step::Deliver(0));
                }
            }
            let b = run(2, &schedule);
            let played = b.tabs[0].made.len();
            assert_eq!(b.tabs[0].game.moves().len(), played, "lag {lag}");
            assert_eq!(b.tabs[0].said_first, 0);
        }
        // The hand-over: A plays 15, B (caught up late) plays 15 more.
        let mut schedule: Vec<Step> = (0..15).map(|m| Step::Play(0, m)).collect();
        schedule.extend((0..30).map(|_| Step::Deliver(1)));
        schedule.extend((0..15).flat_map(|m| [Step::Play(1, m), Step::Deliver(0)]));
        let b = run(2, &schedule);
        assert_eq!(b.tabs[1].game.moves().len(), 30);
    }

    /// Two tabs moving on one position at once: one move is kept, the
    /// other tab is told and shows the kept one.
    #[test]
    fn concurrent_moves_are_ordered_and_the_loser_is_told() {
        let b = run(
            2,
            &[
                Step::Play(0, 0),
                Step::Play(1, 1),
                Step::Deliver(0),
                Step::Deliver(1),
            ],
        );
        let told: usize = b.tabs.iter().map(|t| t.said_first).sum();
        assert_eq!(told, 1, "exactly one tab lost its move");
        assert_eq!(b.tabs[0].game.moves().len(), 1);
    }

    /// An undo in another tab is followed (a shorter history, because a
    /// player undid moves there), and is no lost move.
    #[test]
    fn an_undo_elsewhere_is_followed_without_a_lost_move() {
        let mut b = Browser::new(2);
        for m in 0..3 {
            b.play(0, m);
        }
        b.settle();
        b.tabs[1].game.undo();
        b.save(1);
        b.settle();
        b.check();
        assert_eq!(b.tabs[0].game.moves().len(), 2);
        assert!(b.tabs[0].game.can_redo());
        assert_eq!(b.tabs[0].said_first, 0);
    }

    use proptest::prelude::*;

    proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]
        /// Any number of tabs from 2 to 5, any interleaving of moves and
        /// deliveries: every tab ends on the stored game, and no move a
        /// player made is lost without a word.
        #[test]
        fn no_accepted_move_is_lost(
            n in 2usize..=5,
            schedule in proptest::collection::vec(
                prop_oneof![
                    (0usize..5, 0usize..8).prop_map(|(t, p)| Step::Play(t, p)),
                    (0usize..5).prop_map(Step::Deliver),
                ],
                0..90,
            ),
        ) {
            run(n, &schedule);
        }
    }
}
