//! Keyboard play: which key does what (one table, shown in the help
//! dialog), and which pile an arrow key moves the focus to. Pure functions:
//! the app's one keydown listener asks [`command`] and dispatches the
//! answer; the app asks [`neighbour`] with its layout, and [`activate`]
//! what Enter or Space means for the cards the keyboard holds ([`Hold`]).

use crate::engine::{Move, MoveError, PileId, Position};

/// Where an arrow (or Tab, Home, End) moves the focus.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dir {
    Left,
    Right,
    Up,
    Down,
    /// Tab: the next pile in the table's order.
    Next,
    /// Shift+Tab: the previous pile.
    Prev,
    First,
    Last,
}

/// What a key asks of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    Focus(Dir),
    /// Enter or Space on a pile: pick up its top card, take a longer run
    /// (on the pile the cards come from), or drop the held cards there.
    Activate,
    /// Escape: put the held cards back (and end a drag).
    Cancel,
    New,
    Restart,
    Undo,
    Redo,
    Hint,
    Stock,
    Redeal,
    Finish,
    Help,
}

/// Where the key was pressed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Context {
    /// In a text field, a menu, an editable element or a dialog: keys are
    /// theirs, not the table's.
    pub typing: bool,
    /// On one of the table's piles.
    pub on_pile: bool,
    /// On a button or a link (Enter and Space are theirs).
    pub on_control: bool,
    /// Tab would stay among the piles: not on the last pile (Shift+Tab: not
    /// on the first), or the keyboard holds cards (the focus stays in the
    /// table until they are put down or back).
    pub tab_stays: bool,
}

/// The keys, as the help dialog lists them: each row's messages,
/// `keys-<id>-keys` (the keys, as the keyboard names them) and
/// `keys-<id>` (what they do).
pub const SHORTCUTS: &[&str] = &[
    "arrows",
    "tab",
    "home-end",
    "enter",
    "enter-again",
    "esc",
    "stock",
    "redeal",
    "finish",
    "hint",
    "undo",
    "redo",
    "restart",
    "new",
    "help",
];

/// What `key` (a `KeyboardEvent.key`) does in `ctx`, if anything. `ctrl`
/// is Ctrl or ⌘. Letters are plain keys: with Alt, Ctrl or ⌘ they are the
/// browser's (except Ctrl+Z, Ctrl+Y and Ctrl+Shift+Z).
pub fn command(key: &str, ctrl: bool, shift: bool, alt: bool, ctx: Context) -> Option<Command> {
    if ctx.typing {
        return None;
    }
    let lower = key.to_ascii_lowercase();
    if ctrl && !alt {
        return match lower.as_str() {
            "z" if shift => Some(Command::Redo),
            "z" => Some(Command::Undo),
            "y" => Some(Command::Redo),
            _ => None,
        };
    }
    if ctrl || alt {
        return None;
    }
    let on_pile = ctx.on_pile;
    Some(match key {
        "Escape" => Command::Cancel,
        "ArrowLeft" => Command::Focus(Dir::Left),
        "ArrowRight" => Command::Focus(Dir::Right),
        "ArrowUp" => Command::Focus(Dir::Up),
        "ArrowDown" => Command::Focus(Dir::Down),
        "Home" if on_pile => Command::Focus(Dir::First),
        "End" if on_pile => Command::Focus(Dir::Last),
        "Tab" if on_pile && ctx.tab_stays => {
            Command::Focus(if shift { Dir::Prev } else { Dir::Next })
        }
        "Enter" | " " | "Spacebar" if on_pile => Command::Activate,
        "?" => Command::Help,
        _ if ctx.on_control && matches!(key, "Enter" | " ") => return None,
        _ => match lower.as_str() {
            "n" => Command::New,
            "r" => Command::Restart,
            "u" => Command::Undo,
            "h" => Command::Hint,
            "s" | "d" => Command::Stock,
            "e" => Command::Redeal,
            "f" => Command::Finish,
            _ => return None,
        },
    })
}

/// A pile's place for navigation: the centre of its top-left card.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Spot {
    pub x: f64,
    pub y: f64,
}

/// The piles in the order the eye reads the table: rows top to bottom,
/// each left to right (so a mirrored, left-handed table reads mirrored).
/// Derived from the piles' places, not from a list per game: indexes into
/// `spots`. Piles of one row share their top edge (to the pixel).
pub fn visual_order(spots: &[Spot]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..spots.len()).collect();
    order.sort_unstable_by(|&a, &b| {
        let (sa, sb) = (spots[a], spots[b]);
        sa.y.round()
            .total_cmp(&sb.y.round())
            .then(sa.x.total_cmp(&sb.x))
            .then(a.cmp(&b))
    });
    order
}

/// The pile a keyboard player meets first when Tab enters the table (an
/// index into `piles`): the stock, the pile played most, where there is
/// one; else the first tableau pile; else the first pile.
pub fn first_stop(piles: &[crate::engine::PileId]) -> usize {
    use crate::engine::PileId;
    piles
        .iter()
        .position(|&p| p == PileId::STOCK)
        .or_else(|| piles.iter().position(|p| p.is_tableau()))
        .unwrap_or(0)
}

/// The pile the focus moves to from `from` (an index into `spots`), or
/// `None` at an edge. Tab, Shift+Tab, Home and End follow the
/// [`visual_order`]. Arrows go to the nearest pile in that direction,
/// preferring ones in line: a pile to the right of the focus counts its
/// sideways distance three times.
pub fn neighbour(spots: &[Spot], from: usize, dir: Dir) -> Option<usize> {
    let n = spots.len();
    if n == 0 {
        return None;
    }
    let from = from.min(n - 1);
    if matches!(dir, Dir::Next | Dir::Prev | Dir::First | Dir::Last) {
        let order = visual_order(spots);
        let at = order.iter().position(|&i| i == from).unwrap_or(0);
        let to = match dir {
            Dir::Next => at + 1,
            Dir::Prev => at.checked_sub(1)?,
            Dir::First => 0,
            _ => n - 1,
        };
        return order.get(to).copied();
    }
    let here = spots[from];
    const SLACK: f64 = 2.0;
    spots
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != from)
        .filter_map(|(i, s)| {
            let (dx, dy) = (s.x - here.x, s.y - here.y);
            let (ahead, aside) = match dir {
                Dir::Right => (dx, dy),
                Dir::Left => (-dx, dy),
                Dir::Down => (dy, dx),
                Dir::Up => (-dy, dx),
                _ => return None,
            };
            (ahead > SLACK).then_some((i, ahead + 3.0 * aside.abs()))
        })
        .min_by(|a, b| a.1.total_cmp(&b.1).then(a.0.cmp(&b.0)))
        .map(|(i, _)| i)
}

/// The help dialog's markup (a `<dialog data-dialog="help">`).
pub fn help_html() -> String {
    let mut rows = String::new();
    for id in SHORTCUTS {
        rows.push_str(&format!(
            "<tr><th scope=\"row\" data-w=\"keys-{id}-keys\"></th><td data-w=\"keys-{id}\"></td></tr>"
        ));
    }
    format!(
        "<div class=\"sheet-head\"><h2 id=\"patience-help-title\" data-w=\"keys-title\"></h2>\
<form method=\"dialog\"><button class=\"close\" data-w-label=\"keys-close\" data-w-title=\"keys-close\">×</button></form></div>\
<div class=\"sheet-body\"><p data-w=\"keys-intro\"></p>\
<table class=\"keys\"><caption class=\"sr-only\" data-w=\"chrome-help\"></caption>{rows}</table></div>"
    )
}

/// Cards the keyboard holds: the top `count` of `from`, and the piles
/// that may take them (lit while they are held).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hold {
    pub from: PileId,
    pub count: usize,
    pub targets: Vec<PileId>,
}

impl Hold {
    /// Picks up the top `count` cards of `from` (the engine says where
    /// they may go).
    pub fn pick_up(pos: &Position, from: PileId, count: usize) -> Hold {
        let mut targets: Vec<PileId> = Vec::new();
        for m in pos.moves_from(from, Some(count as u8)) {
            if let Move::Transfer { to, .. } = m {
                if !targets.contains(&to) {
                    targets.push(to);
                }
            }
        }
        Hold {
            from,
            count,
            targets,
        }
    }
}

/// What Enter or Space on a pile asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Activate {
    /// Hold these cards (again on the holding pile: a longer run, round to
    /// the top card).
    PickUp { from: PileId, count: usize },
    /// Say again what is held (the only unit of its pile).
    StillHolding,
    /// Put the held cards down: this move.
    Play(Move),
    /// Turn the stock.
    Stock,
    /// The engine refuses: say why.
    Refuse(MoveError),
}

/// The next longer (or shorter) unit of `from` than `count` that the
/// engine lets move; `None` past the ends.
pub fn run_length(pos: &Position, from: PileId, count: usize, longer: bool) -> Option<usize> {
    let len = pos.pile(from).len();
    let ok = |c: usize| pos.check_unit(from, c).is_ok();
    if longer {
        (count + 1..=len).find(|&c| ok(c))
    } else {
        (1..count).rev().find(|&c| ok(c))
    }
}

/// Enter or Space on pile `on`, holding `held`.
pub fn activate(pos: &Position, held: Option<(PileId, usize)>, on: PileId) -> Activate {
    if let Some((from, count)) = held {
        if on == from {
            let next = run_length(pos, from, count, true)
                .or_else(|| run_length(pos, from, 2, false).map(|_| 1))
                .unwrap_or(count);
            return if next != count {
                Activate::PickUp { from, count: next }
            } else {
                Activate::StillHolding
            };
        }
        let mv = Move::Transfer {
            from,
            count: count as u8,
            to: on,
        };
        return match pos.check(mv) {
            Ok(()) => Activate::Play(mv),
            Err(e) => Activate::Refuse(e),
        };
    }
    if on == PileId::STOCK {
        return Activate::Stock;
    }
    match pos.check_unit(on, 1) {
        Ok(()) => Activate::PickUp { from: on, count: 1 },
        Err(e) => Activate::Refuse(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PILE: Context = Context {
        typing: false,
        on_pile: true,
        on_control: false,
        tab_stays: true,
    };
    const PAGE: Context = Context {
        typing: false,
        on_pile: false,
        on_control: false,
        tab_stays: false,
    };

    #[test]
    fn keys_map_to_commands() {
        let c = |k: &str, ctx| command(k, false, false, false, ctx);
        assert_eq!(c("Enter", PILE), Some(Command::Activate));
        assert_eq!(c(" ", PILE), Some(Command::Activate));
        assert_eq!(c("Enter", PAGE), None, "Enter elsewhere is the browser's");
        assert_eq!(
            c(
                "Enter",
                Context {
                    on_control: true,
                    ..PAGE
                }
            ),
            None
        );
        assert_eq!(c("ArrowLeft", PILE), Some(Command::Focus(Dir::Left)));
        assert_eq!(c("ArrowDown", PAGE), Some(Command::Focus(Dir::Down)));
        assert_eq!(c("Tab", PILE), Some(Command::Focus(Dir::Next)));
        assert_eq!(
            command("Tab", false, true, false, PILE),
            Some(Command::Focus(Dir::Prev))
        );
        assert_eq!(
            c(
                "Tab",
                Context {
                    tab_stays: false,
                    ..PILE
                }
            ),
            None,
            "Tab leaves the table after the last pile"
        );
        assert_eq!(c("Tab", PAGE), None);
        assert_eq!(c("Escape", PAGE), Some(Command::Cancel));
        for (k, cmd) in [
            ("n", Command::New),
            ("N", Command::New),
            ("r", Command::Restart),
            ("u", Command::Undo),
            ("h", Command::Hint),
            ("s", Command::Stock),
            ("d", Command::Stock),
            ("e", Command::Redeal),
            ("f", Command::Finish),
            ("?", Command::Help),
        ] {
            assert_eq!(c(k, PAGE), Some(cmd), "{k}");
            assert_eq!(c(k, PILE), Some(cmd), "{k}");
        }
        assert_eq!(c("x", PAGE), None);
        let ctrl = |k: &str, shift| command(k, true, shift, false, PAGE);
        assert_eq!(ctrl("z", false), Some(Command::Undo));
        assert_eq!(ctrl("Z", true), Some(Command::Redo));
        assert_eq!(ctrl("y", false), Some(Command::Redo));
        assert_eq!(ctrl("n", false), None, "Ctrl+N is the browser's");
        assert_eq!(command("n", false, false, true, PAGE), None, "Alt+N too");
        // Typing in a field or a dialog: nothing is the table's.
        let typing = Context {
            typing: true,
            ..PILE
        };
        assert_eq!(c("n", typing), None);
        assert_eq!(command("z", true, false, false, typing), None);
        assert_eq!(c("Escape", typing), None);
    }

    #[test]
    fn arrows_go_to_the_nearest_pile_in_line() {
        // Two rows: four piles above, three below.
        let spots: Vec<Spot> = [
            (0.0, 0.0),
            (100.0, 0.0),
            (200.0, 0.0),
            (300.0, 0.0),
            (40.0, 150.0),
            (140.0, 150.0),
            (240.0, 150.0),
        ]
        .iter()
        .map(|&(x, y)| Spot { x, y })
        .collect();
        assert_eq!(neighbour(&spots, 0, Dir::Right), Some(1));
        assert_eq!(neighbour(&spots, 3, Dir::Right), None, "no wrap");
        assert_eq!(neighbour(&spots, 1, Dir::Left), Some(0));
        assert_eq!(neighbour(&spots, 1, Dir::Down), Some(5), "nearest below");
        assert_eq!(neighbour(&spots, 5, Dir::Up), Some(1));
        assert_eq!(
            neighbour(&spots, 4, Dir::Right),
            Some(5),
            "stays in its row"
        );
        assert_eq!(neighbour(&spots, 6, Dir::Down), None);
        assert_eq!(neighbour(&spots, 2, Dir::Next), Some(3));
        assert_eq!(neighbour(&spots, 6, Dir::Next), None);
        assert_eq!(neighbour(&spots, 0, Dir::Prev), None);
        assert_eq!(neighbour(&spots, 4, Dir::First), Some(0));
        assert_eq!(neighbour(&spots, 0, Dir::Last), Some(6));
        assert_eq!(neighbour(&[], 0, Dir::Right), None);
    }

    #[test]
    fn tab_follows_the_rows_on_screen_not_the_pile_list() {
        // Lucas Leaps' wide table as the pile list has it: f1, f2, t1, t2,
        // then the stock and the waste, which are drawn top-left.
        let spots: Vec<Spot> = [
            (300.0, 10.0),
            (400.0, 10.0),
            (10.0, 160.0),
            (110.0, 160.0),
            (10.0, 10.0),
            (110.0, 10.0),
        ]
        .iter()
        .map(|&(x, y)| Spot { x, y })
        .collect();
        assert_eq!(visual_order(&spots), vec![4, 5, 0, 1, 2, 3]);
        assert_eq!(neighbour(&spots, 2, Dir::First), Some(4));
        assert_eq!(neighbour(&spots, 5, Dir::Next), Some(0));
        assert_eq!(neighbour(&spots, 1, Dir::Next), Some(2), "the next row");
        assert_eq!(neighbour(&spots, 0, Dir::Prev), Some(5));
        assert_eq!(neighbour(&spots, 3, Dir::Next), None);
        assert_eq!(neighbour(&spots, 4, Dir::Prev), None);
        assert_eq!(neighbour(&spots, 4, Dir::Last), Some(3));
        // Mirrored (left-handed): stock and waste on the right.
        let mirrored: Vec<Spot> = spots
            .iter()
            .map(|s| Spot {
                x: 500.0 - s.x,
                y: s.y,
            })
            .collect();
        assert_eq!(visual_order(&mirrored), vec![1, 0, 5, 4, 3, 2]);
    }

    #[test]
    fn the_help_lists_every_shortcut_in_every_language() {
        use crate::table::words::{tests::files, Lang, Words};
        let html = help_html();
        for lang in Lang::ALL {
            let w = Words::of(lang, &files(lang.tag())).unwrap();
            for id in SHORTCUTS {
                assert!(html.contains(&format!("\"keys-{id}\"")), "{id}");
                for id in [format!("keys-{id}"), format!("keys-{id}-keys")] {
                    assert_ne!(w.get(&id), id, "{lang:?}");
                }
            }
        }
        let fr = Words::of(Lang::Fr, &files("fr")).unwrap();
        assert_eq!(fr.get("keys-undo"), "annuler");
    }

    /// Enter on a pile: picks up its top card, again a longer run (round
    /// to the top card), on another pile puts the cards down where the
    /// engine allows, else says why; on the stock, turns it.
    #[test]
    fn enter_picks_up_lengthens_and_puts_down() {
        use crate::engine::{deal, DealNumber, GameId, Variant};
        let pos = deal(
            Variant::new(GameId::LucasLeaps),
            DealNumber::new(42).unwrap(),
        );
        assert_eq!(activate(&pos, None, PileId::STOCK), Activate::Stock);
        let (from, to) = pos
            .legal_moves()
            .into_iter()
            .find_map(|m| match m {
                Move::Transfer { from, count: 1, to } if from.is_tableau() => Some((from, to)),
                _ => None,
            })
            .unwrap();
        assert_eq!(
            activate(&pos, None, from),
            Activate::PickUp { from, count: 1 }
        );
        let hold = Hold::pick_up(&pos, from, 1);
        assert!(hold.targets.contains(&to));
        // Lucas Leaps moves one card at a time: again on the pile, still one.
        assert_eq!(
            activate(&pos, Some((from, 1)), from),
            Activate::StillHolding
        );
        assert_eq!(run_length(&pos, from, 1, true), None);
        assert_eq!(
            activate(&pos, Some((from, 1)), to),
            Activate::Play(Move::Transfer { from, count: 1, to })
        );
        // Onto a pile that does not take it: the engine's reason.
        let nowhere = (0..pos.rules().tableau_piles)
            .map(PileId::tableau)
            .find(|&p| p != from && !hold.targets.contains(&p))
            .unwrap();
        assert!(matches!(
            activate(&pos, Some((from, 1)), nowhere),
            Activate::Refuse(_)
        ));
        // A foundation has no card to pick up.
        assert!(matches!(
            activate(&pos, None, PileId::foundation(0)),
            Activate::Refuse(_)
        ));
    }

    #[test]
    fn tab_enters_the_table_at_the_stock_else_the_first_tableau_pile() {
        use crate::engine::PileId;
        let with_stock = [
            PileId::foundation(0),
            PileId::foundation(1),
            PileId::tableau(0),
            PileId::STOCK,
            PileId::WASTE,
        ];
        assert_eq!(first_stop(&with_stock), 3);
        let without = [
            PileId::foundation(0),
            PileId::tableau(0),
            PileId::tableau(1),
        ];
        assert_eq!(first_stop(&without), 1);
        assert_eq!(first_stop(&[]), 0);
    }
}
