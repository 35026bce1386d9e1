//! What a screen reader hears: plain words for every move, automatic fill,
//! deal, redeal, win and loss (built from the engine's `Movement`s), and
//! the accessible names of the piles. Pure functions of positions and
//! moves: no DOM, so they are tested directly.

use crate::engine::rules::{Needs, StockRule};
use crate::engine::{Card, Move, Movement, NoLog, PileId, PileKind, Position, Status};

/// Who made a move, for the words that introduce it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Actor {
    /// The player (pointer, keyboard, a move token).
    Player,
    /// Autoplay: a safe card to its foundation.
    Autoplay,
    /// The auto-finish.
    Finish,
    /// Undo of this move.
    Undo,
    /// Redo of this move.
    Redo,
}

/// The sentence for `mv`, made from `before` (the position before the
/// move) by the movements it logged: "ten of spades from tableau pile 4 to
/// foundation 2; tableau pile 4 filled with queen of hearts from the stock".
pub fn describe(before: &Position, mv: Move, movements: &[Movement], actor: Actor) -> String {
    let words = match mv {
        Move::Transfer { from, count, to } => transfer(before, from, count, to, movements),
        Move::Stock => stock(before, movements),
        Move::Redeal => redeal(before, movements),
    };
    match actor {
        Actor::Player => words,
        Actor::Autoplay => format!("autoplay: {words}"),
        Actor::Finish => format!("auto-finish: {words}"),
        Actor::Undo => format!("undone: {words}"),
        Actor::Redo => format!("redone: {words}"),
    }
}

/// What a hint proposes: `mv`, to be played from `before`, in the words of
/// an advice ("turn the stock", "deal the next row", "move the ten of
/// spades from tableau pile 4 onto foundation 2"). Built from the move and
/// the position before it alone, never from what the move would turn up:
/// it names only cards the player can see, not the stock's (the hint does
/// not peek at the order of the stock, nor at the card that would fill a
/// pile the move empties).
pub fn proposal(before: &Position, mv: Move) -> String {
    match mv {
        Move::Stock => {
            let left = before.stock().len();
            match before.rules().stock {
                _ if left == 0 => format!(
                    "turn the waste over to make the stock again ({})",
                    count_words(before.waste().len())
                ),
                StockRule::DealToTableau => format!(
                    "deal the next row from the stock ({} left there)",
                    count_words(left)
                ),
                StockRule::ToWaste { draw, .. } => {
                    let n = left.min(usize::from(draw));
                    if n == 1 {
                        "turn the stock: its next card onto the waste".into()
                    } else {
                        format!("turn the stock: its next {n} cards onto the waste")
                    }
                }
                StockRule::None => "turn the stock".into(),
            }
        }
        Move::Redeal => {
            let left = before.redeals_left().saturating_sub(1);
            format!(
                "redeal: gather the piles and deal them again ({left} redeal{} left after it)",
                if left == 1 { "" } else { "s" }
            )
        }
        Move::Transfer { from, count, to } => {
            let cards = before.pile(from);
            let unit = &cards[cards.len().saturating_sub(usize::from(count))..];
            let what = match unit {
                [] => "no card".to_string(),
                [one] => format!("the {}", one.name()),
                [first, .., last] => format!(
                    "the {} cards from the {} down to the {}",
                    unit.len(),
                    first.name(),
                    last.name()
                ),
            };
            let onto = match (to.kind(), before.pile(to).last()) {
                (PileKind::Tableau(_), Some(top)) => {
                    format!("onto the {} on {}", top.name(), pile_words(to))
                }
                (PileKind::Tableau(_), None) => format!("onto {}, which is empty", pile_words(to)),
                _ => format!("onto {}", pile_words(to)),
            };
            format!("move {what} from {} {onto}", pile_words(from))
        }
    }
}

/// The words for a game that has just ended, if it has. `assisted`: the
/// demo played in it (a win is then the demo's, not the player's).
pub fn status_words(status: Status, assisted: bool) -> Option<&'static str> {
    match status {
        Status::Won if assisted => {
            Some("The demo finished the game: it counts as played, not as won.")
        }
        Status::Won => Some("You won!"),
        Status::Lost => Some("No moves left: the game is lost."),
        Status::Playing => None,
    }
}

/// How a pile is marked while the keyboard holds cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    None,
    /// The pile the held cards come from (this many of them).
    Held(usize),
    /// A pile the held cards may go to.
    Target,
}

/// A pile's accessible name with what it holds: "tableau pile 3, 4 cards,
/// top: ten of spades", "foundation 2, empty, takes the ace of hearts",
/// "stock, 40 cards".
pub fn pile_label(pos: &Position, pile: PileId, mark: Mark) -> String {
    let cards = pos.pile(pile);
    let name = match pile.kind() {
        PileKind::Stock => "stock".to_string(),
        PileKind::Waste => "waste".to_string(),
        PileKind::Reserve => "reserve".to_string(),
        _ => pile.spoken(),
    };
    let mut label = name;
    match (pile.kind(), cards.last()) {
        (PileKind::Stock, _) => {
            label.push_str(&format!(", {}", count_words(cards.len())));
            if cards.is_empty() {
                if pos.check(Move::Stock).is_ok() {
                    label.push_str(", turn the waste over");
                }
            } else if deals_rows(pos) {
                label.push_str(", deal the next row");
            } else {
                label.push_str(", deal");
            }
        }
        (PileKind::Foundation(slot), None) => {
            label.push_str(", empty");
            match pos.foundation_needs(slot) {
                Needs::Card(c) => label.push_str(&format!(", takes the {}", c.name())),
                Needs::Rank(r) => label.push_str(&format!(", takes any {}", r.name())),
                Needs::Complete => {}
            }
        }
        (_, None) => label.push_str(", empty"),
        (_, Some(top)) => {
            label.push_str(&format!(
                ", {}, top: {}",
                count_words(cards.len()),
                top.name()
            ));
        }
    }
    if !pos.is_available(pile) {
        label.push_str(", blocked while rows are dealt");
    }
    match mark {
        Mark::None => {}
        Mark::Held(1) => label.push_str(", holding its top card"),
        Mark::Held(n) => label.push_str(&format!(", holding its top {n} cards")),
        Mark::Target => label.push_str(", can take the held cards"),
    }
    label
}

/// What the keyboard picked up and where it may go: "holding ten of spades
/// from tableau pile 3: it can go to foundation 2 or tableau pile 7".
pub fn holding(pos: &Position, from: PileId, count: usize, targets: &[PileId]) -> String {
    let cards = pos.pile(from);
    let unit = &cards[cards.len().saturating_sub(count)..];
    let what = unit_words(unit);
    let it = if unit.len() == 1 { "it" } else { "they" };
    let mut text = format!("holding {what} from {}", pile_words(from));
    if targets.is_empty() {
        text.push_str(&format!(": {it} cannot move anywhere now"));
    } else {
        let names: Vec<String> = targets.iter().map(|&t| pile_words(t)).collect();
        text.push_str(&format!(": {it} can go to {}", or_list(&names)));
    }
    text
}

/// Whether the stock move deals a row: one card onto every pile.
fn deals_rows(pos: &Position) -> bool {
    pos.rules().stock == StockRule::DealToTableau
}

/// The words on the stock while it has cards, when its move is more than
/// "deal": "Next row" where it deals a card onto every pile.
pub fn stock_caption(pos: &Position) -> Option<&'static str> {
    (deals_rows(pos) && !pos.stock().is_empty()).then_some("Next row")
}

/// The stock's tooltip: what a click on it does, with the cards left.
pub fn stock_title(pos: &Position) -> String {
    let n = pos.stock().len();
    if n == 0 {
        return match pos.check(Move::Stock) {
            Ok(()) => "Turn the waste over".into(),
            Err(_) => "The stock is empty".into(),
        };
    }
    let what = if deals_rows(pos) {
        "Deal the next row"
    } else {
        "Deal"
    };
    format!("{what}: {} left", count_words(n))
}

/// The tableau piles whose top cards may not be played while rows are
/// being dealt (the engine's `is_available`), in pile order.
pub fn blocked_piles(pos: &Position) -> Vec<PileId> {
    (0..pos.rules().tableau_piles)
        .map(PileId::tableau)
        .filter(|&p| !pos.is_available(p))
        .collect()
}

/// What a move changed about which piles may be played: "only tableau
/// pile 1 and tableau pile 12 can be played until the pack is out", or
/// "every pile can be played now". `None` when nothing changed.
fn availability_words(before: &Position, after: &Position) -> Option<String> {
    let (was, now) = (blocked_piles(before), blocked_piles(after));
    if was == now {
        return None;
    }
    if now.is_empty() {
        return Some("every pile can be played now".into());
    }
    let open: Vec<String> = (0..after.rules().tableau_piles)
        .map(PileId::tableau)
        .filter(|p| !now.contains(p))
        .map(pile_words)
        .collect();
    Some(match open.as_slice() {
        [] => "no pile can be played until the next row".into(),
        [one] => format!("only {one} can be played until the pack is out"),
        _ => format!(
            "only {} can be played until the pack is out",
            and_list(&open)
        ),
    })
}

/// The position `mv` leads to from `before` (`before` itself if the move
/// is refused, which the callers' moves never are).
fn after(before: &Position, mv: Move) -> Position {
    let mut pos = before.clone();
    let _ = pos.apply(mv, &mut NoLog);
    pos
}

/// "Caprice, deal 42: dealt." and the like, for a new or restarted deal.
pub fn dealt(game: &str, deal: u64, restarted: bool) -> String {
    if restarted {
        format!("{game}, deal {deal}, started again")
    } else {
        format!("new deal: {game}, deal {deal}")
    }
}

// ----- the pieces -----

fn transfer(
    before: &Position,
    from: PileId,
    count: u8,
    to: PileId,
    movements: &[Movement],
) -> String {
    let mut table = Sim::new(before);
    let mut parts = Vec::new();
    for (k, m) in movements.iter().enumerate() {
        let cards = table.shift(m.from, m.to, usize::from(m.count));
        if k == 0 {
            debug_assert!(m.from == from && m.to == to && m.count == count);
            parts.push(format!(
                "{} from {} to {}",
                unit_words(&cards),
                pile_words(m.from),
                pile_words(m.to)
            ));
        } else if let Some(card) = cards.first() {
            // An automatic fill of the pile the move emptied.
            parts.push(format!(
                "{} filled with {} from {}",
                pile_words(m.to),
                card.name(),
                pile_words(m.from)
            ));
        }
    }
    parts.join("; ")
}

fn stock(before: &Position, movements: &[Movement]) -> String {
    let Some(first) = movements.first() else {
        return "the stock move changed nothing".into();
    };
    let mut table = Sim::new(before);
    let mut moved = Vec::new();
    for m in movements {
        moved.extend(table.shift(m.from, m.to, usize::from(m.count)));
    }
    let left = table.get(PileId::STOCK).len();
    let rest = if left == 0 {
        "the stock is empty".to_string()
    } else {
        format!("{} left in the stock", count_words(left))
    };
    if first.from == PileId::WASTE {
        return format!(
            "waste turned over to the stock: {}",
            count_words(moved.len())
        );
    }
    if first.to == PileId::WASTE {
        let top = moved.last().map(|c| c.name()).unwrap_or_default();
        return if moved.len() == 1 {
            format!("turned {top} onto the waste; {rest}")
        } else {
            format!(
                "turned {} onto the waste, {top} on top; {rest}",
                count_words(moved.len())
            )
        };
    }
    let mut text = if deals_rows(before) {
        format!(
            "dealt the next row, {} from the stock; {rest}",
            count_words(moved.len())
        )
    } else {
        format!("dealt {} from the stock; {rest}", count_words(moved.len()))
    };
    if let Some(words) = availability_words(before, &after(before, Move::Stock)) {
        text.push_str(&format!("; {words}"));
    }
    text
}

fn redeal(before: &Position, movements: &[Movement]) -> String {
    let mut table = Sim::new(before);
    let mut up = Vec::new();
    let mut stocked = 0;
    for m in movements {
        let cards = table.shift(m.from, m.to, usize::from(m.count));
        if m.to.is_foundation() {
            up.extend(cards.iter().map(|c| c.name()));
        }
        if m.to == PileId::STOCK {
            stocked += cards.len();
        }
    }
    let left = before.redeals_left().saturating_sub(1);
    let mut text = format!("redeal: {left} left");
    if stocked > 0 {
        // Dealt again as at the start: a first row, the rest the stock.
        let after = after(before, Move::Redeal);
        let row = (0..after.rules().tableau_piles)
            .filter(|&t| !after.tableau(t).is_empty())
            .count();
        text.push_str(&format!(
            "; the piles gathered, shuffled and dealt again: a first row of {}, {} in the stock",
            count_words(row),
            count_words(stocked)
        ));
        if let Some(words) = availability_words(before, &after) {
            text.push_str(&format!("; {words}"));
        }
    }
    if !up.is_empty() {
        text.push_str(&format!("; to the foundations: {}", and_list(&up)));
    }
    text
}

/// "ten of spades", or "3 cards, nine of hearts down to seven of hearts".
fn unit_words(unit: &[Card]) -> String {
    match unit {
        [] => "no card".into(),
        [one] => one.name(),
        [first, .., last] => format!(
            "{} cards, {} down to {}",
            unit.len(),
            first.name(),
            last.name()
        ),
    }
}

/// "tableau pile 3", "foundation 2", "the waste".
fn pile_words(pile: PileId) -> String {
    pile.spoken()
}

fn count_words(n: usize) -> String {
    match n {
        0 => "no cards".into(),
        1 => "1 card".into(),
        n => format!("{n} cards"),
    }
}

fn or_list(items: &[String]) -> String {
    join_last(items, " or ")
}

fn and_list(items: &[String]) -> String {
    join_last(items, " and ")
}

fn join_last(items: &[String], last: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., tail] => format!("{}{last}{tail}", init.join(", ")),
    }
}

/// The piles a move touches, replayed movement by movement to name the
/// cards each movement carried.
struct Sim<'a> {
    before: &'a Position,
    piles: Vec<(PileId, Vec<Card>)>,
}

impl<'a> Sim<'a> {
    fn new(before: &'a Position) -> Sim<'a> {
        Sim {
            before,
            piles: Vec::new(),
        }
    }

    fn index(&mut self, id: PileId) -> usize {
        if let Some(i) = self.piles.iter().position(|(p, _)| *p == id) {
            return i;
        }
        self.piles.push((id, self.before.pile(id).to_vec()));
        self.piles.len() - 1
    }

    fn get(&mut self, id: PileId) -> &[Card] {
        let i = self.index(id);
        &self.piles[i].1
    }

    /// Moves the top `count` cards of `from` onto `to`; returns them.
    fn shift(&mut self, from: PileId, to: PileId, count: usize) -> Vec<Card> {
        let f = self.index(from);
        let t = self.index(to);
        let src = &mut self.piles[f].1;
        let cards = src.split_off(src.len().saturating_sub(count));
        self.piles[t].1.extend_from_slice(&cards);
        cards
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{DealNumber, Game, GameId, Spaces, Variant};

    fn game(id: GameId, n: u64) -> Game {
        Game::deal(Variant::new(id), DealNumber::new(n).unwrap())
    }

    /// Plays `token` in `g`; returns its words.
    fn say(g: &mut Game, token: &str, actor: Actor) -> String {
        let before = g.position().clone();
        let mv: Move = token.parse().unwrap();
        let movements = g.play(mv).unwrap().to_vec();
        describe(&before, mv, &movements, actor)
    }

    fn pos(json: &str) -> Position {
        Position::from_json(json).unwrap()
    }

    #[test]
    fn a_move_to_a_foundation_with_a_fill_from_the_stock() {
        // Built by hand, so the test never depends on a deal.
        let json = r#"{"game":"caprice","options":{},"foundations":[["AS"],["AH"],["AD"],["AC"],["KS"],["KH"],["KD"],["KC"]],"tableau":[["2S"],["QH"],["3D"],["4C"],["5S"],["6H"],["7D"],["8C"],["9S"],["TH"],["JD"],["QC"]],"stock":["3S","4S","6S","7S","8S","TS","JS","QS","2H","3H","4H","5H","7H","8H","9H","JH","2D","4D","5D","6D","8D","9D","TD","2C","3C","5C","6C","7C","9C","TC","JC","AS","2S","3S","4S","5S","6S","7S","8S","9S","TS","JS","QS","KS","AH","2H","3H","4H","5H","6H","7H","8H","9H","TH","JH","QH","KH","AD","2D","3D","4D","5D","6D","7D","8D","9D","TD","JD","QD","KD","AC","2C","3C","4C","5C","6C","7C","8C","9C","TC","JC","KC","QD","QC"],"waste":[],"reserve":[],"redeals_left":0}"#;
        let mut g = Game::new(pos(json));
        assert_eq!(
            say(&mut g, "t1-f1", Actor::Player),
            "two of spades from tableau pile 1 to foundation 1; tableau pile 1 filled with queen of clubs from the stock"
        );
        assert_eq!(
            say(&mut g, "t2-f6", Actor::Autoplay),
            "autoplay: queen of hearts from tableau pile 2 to foundation 6; tableau pile 2 filled with queen of diamonds from the stock"
        );
        // Caprice's stock deals one card to each pile: a row.
        assert_eq!(
            say(&mut g, "s", Actor::Player),
            "dealt the next row, 12 cards from the stock; 70 cards left in the stock"
        );
        // Undo names the move it takes back.
        let before_undo = g.position().clone();
        let (mv, movements) = g.undo().unwrap();
        let text = describe(g.position(), mv, &movements, Actor::Undo);
        assert_eq!(
            text,
            "undone: dealt the next row, 12 cards from the stock; 70 cards left in the stock"
        );
        assert_ne!(&before_undo, g.position());
    }

    #[test]
    fn stock_waste_and_recycling() {
        let v =
            Variant::with_options(GameId::DoubleCanfield, Some(3), Some(Spaces::Waste)).unwrap();
        let mut g = Game::deal(v, DealNumber::new(7).unwrap());
        let stock = g.position().stock().to_vec();
        let n = stock.len();
        let text = say(&mut g, "s", Actor::Player);
        let top = stock[n - 3].name();
        assert_eq!(
            text,
            format!(
                "turned 3 cards onto the waste, {top} on top; {} cards left in the stock",
                n - 3
            )
        );
        while !g.position().stock().is_empty() {
            g.play(Move::Stock).unwrap();
        }
        let waste = g.position().waste().len();
        assert_eq!(
            say(&mut g, "s", Actor::Player),
            format!("waste turned over to the stock: {waste} cards")
        );

        let v1 = Variant::with_options(GameId::DoubleCanfield, Some(1), None).unwrap();
        let mut g = Game::deal(v1, DealNumber::new(7).unwrap());
        let next = g.position().stock().last().unwrap().name();
        let left = g.position().stock().len() - 1;
        assert_eq!(
            say(&mut g, "s", Actor::Redo),
            format!("redone: turned {next} onto the waste; {left} cards left in the stock")
        );
    }

    #[test]
    fn a_redeal_says_how_many_are_left_and_what_went_up() {
        for n in 1..=40 {
            let mut g = game(GameId::Capricieuse, n);
            let before = g.position().clone();
            let movements = g.play(Move::Redeal).unwrap().to_vec();
            let up: Vec<String> = {
                let mut s = Sim::new(&before);
                let mut up = Vec::new();
                for m in &movements {
                    let c = s.shift(m.from, m.to, usize::from(m.count));
                    if m.to.is_foundation() {
                        up.extend(c.iter().map(|c| c.name()));
                    }
                }
                up
            };
            let text = describe(&before, Move::Redeal, &movements, Actor::Player);
            assert!(text.starts_with("redeal: 1 left"), "{text}");
            if up.is_empty() {
                assert_eq!(text, "redeal: 1 left");
            } else {
                assert!(text.contains("to the foundations: "), "{text}");
                assert!(text.contains(up.last().unwrap().as_str()), "{text}");
                return;
            }
        }
        panic!("no redeal of deals 1-40 sent a card to a foundation");
    }

    #[test]
    fn runs_and_the_reserve() {
        // Lucas Leaps: find a run move in some deal and check its words.
        for n in 1..=200 {
            let g = game(GameId::LucasLeaps, n);
            let p = g.position();
            if let Some(&mv) = p
                .legal_moves()
                .iter()
                .find(|m| matches!(m, Move::Transfer { count: 2.., .. }))
            {
                let Move::Transfer { from, count, to } = mv else {
                    unreachable!()
                };
                let cards = p.pile(from);
                let unit = &cards[cards.len() - usize::from(count)..];
                let mut g = g.clone();
                let text = say(&mut g, &mv.to_string(), Actor::Player);
                assert_eq!(
                    text,
                    format!(
                        "{count} cards, {} down to {} from {} to {}",
                        unit[0].name(),
                        unit[unit.len() - 1].name(),
                        from.spoken(),
                        to.spoken()
                    )
                );
                return;
            }
        }
        panic!("no run move found in Lucas Leaps 1-200");
    }

    #[test]
    fn pile_labels_and_holding() {
        let g = game(GameId::Caprice, 3);
        let p = g.position();
        let t3 = PileId::tableau(2);
        let top = p.pile(t3).last().unwrap().name();
        assert_eq!(
            pile_label(p, t3, Mark::None),
            format!("tableau pile 3, 1 card, top: {top}")
        );
        assert_eq!(
            pile_label(p, t3, Mark::Held(1)),
            format!("tableau pile 3, 1 card, top: {top}, holding its top card")
        );
        let stock = pile_label(p, PileId::STOCK, Mark::None);
        assert_eq!(stock, "stock, 84 cards, deal the next row");
        // Lucas Leaps's foundations start empty and take any ace.
        let l = game(GameId::LucasLeaps, 3);
        assert_eq!(
            pile_label(l.position(), PileId::foundation(1), Mark::Target),
            "foundation 2, empty, takes any ace, can take the held cards"
        );
        // Capricieuse's empty foundations wait for their own suit.
        let json = r#"{"game":"capricieuse","options":{},"foundations":[[],[],[],[],[],[],[],[]],"tableau":[["AS","KS","QH","JD","TC","9S","8H","7D","6C"],["2S","AH","KH","QD","JC","TS","9H","8D","7C"],["3S","2H","AD","KD","QC","JS","TH","9D","8C"],["4S","3H","2D","AC","KC","QS","JH","TD","9C"],["5S","4H","3D","2C","AS","KS","QH","JD","TC"],["6S","5H","4D","3C","2S","AH","KH","QD","JC"],["7S","6H","5D","4C","3S","2H","AD","KD","QC"],["8S","7H","6D","5C","4S","3H","2D","AC","KC"],["9S","8H","7D","6C","5S","4H","3D","2C"],["TS","9H","8D","7C","6S","5H","4D","3C"],["JS","TH","9D","8C","7S","6H","5D","4C"],["QS","JH","TD","9C","8S","7H","6D","5C"]],"stock":[],"waste":[],"reserve":[],"redeals_left":2}"#;
        let c = pos(json);
        assert_eq!(
            pile_label(&c, PileId::foundation(1), Mark::None),
            "foundation 2, empty, takes the ace of hearts"
        );
        assert_eq!(
            holding(
                &c,
                PileId::tableau(8),
                1,
                &[PileId::tableau(0), PileId::foundation(4)]
            ),
            "holding two of clubs from tableau pile 9: it can go to tableau pile 1 or foundation 5"
        );
        assert_eq!(
            holding(&c, PileId::tableau(8), 2, &[]),
            "holding 2 cards, three of diamonds down to two of clubs from tableau pile 9: they cannot move anywhere now"
        );
    }

    #[test]
    fn russian_patience_rows_blocked_piles_and_the_redeal() {
        let mut g = game(GameId::RussianPatience, 3);
        let p = g.position();
        assert!(blocked_piles(p).is_empty(), "the first row alone: all play");
        assert_eq!(stock_caption(p), Some("Next row"));
        assert_eq!(stock_title(p), "Deal the next row: 92 cards left");
        assert_eq!(
            pile_label(p, PileId::STOCK, Mark::None),
            "stock, 92 cards, deal the next row"
        );
        // The second row blocks every pile but the outside ones, and says so.
        assert_eq!(
            say(&mut g, "s", Actor::Player),
            "dealt the next row, 12 cards from the stock; 80 cards left in the stock; only tableau pile 1 and tableau pile 12 can be played until the pack is out"
        );
        let p = g.position();
        let inner: Vec<PileId> = (1..11).map(PileId::tableau).collect();
        assert_eq!(blocked_piles(p), inner);
        let t5 = PileId::tableau(4);
        let label = pile_label(p, t5, Mark::None);
        assert!(
            label.starts_with("tableau pile 5, 2 cards, top: "),
            "{label}"
        );
        assert!(label.ends_with(", blocked while rows are dealt"), "{label}");
        assert!(!pile_label(p, PileId::tableau(0), Mark::None).contains("blocked"));
        // A later row changes nothing about which piles play: no words.
        assert_eq!(
            say(&mut g, "s", Actor::Player),
            "dealt the next row, 12 cards from the stock; 68 cards left in the stock"
        );
        while g.position().stock().len() > 12 {
            g.play(Move::Stock).unwrap();
        }
        let text = say(&mut g, "s", Actor::Player);
        assert!(
            text.ends_with("the stock is empty; every pile can be played now"),
            "{text}"
        );
        let p = g.position();
        assert_eq!(stock_caption(p), None);
        assert_eq!(stock_title(p), "The stock is empty");
        // The redeal: gathered, shuffled, a first row and the stock again.
        let stock = 104 - 12 - p.foundation_count();
        let text = say(&mut g, "redeal", Actor::Player);
        assert_eq!(
            text,
            format!("redeal: 1 left; the piles gathered, shuffled and dealt again: a first row of 12 cards, {stock} cards in the stock")
        );
        // Undo names it too.
        let (mv, movements) = g.undo().unwrap();
        assert!(describe(g.position(), mv, &movements, Actor::Undo)
            .starts_with("undone: redeal: 1 left; the piles gathered, shuffled"));
    }

    #[test]
    fn endings_and_deals() {
        assert_eq!(status_words(Status::Won, false), Some("You won!"));
        // Issue 26: a game the demo finished is not the player's win.
        let demo = status_words(Status::Won, true).unwrap();
        assert!(demo.starts_with("The demo finished"), "{demo}");
        assert!(!demo.contains("You won"), "{demo}");
        assert_eq!(
            status_words(Status::Lost, false),
            Some("No moves left: the game is lost.")
        );
        assert_eq!(status_words(Status::Playing, false), None);
        assert_eq!(dealt("Caprice", 42, false), "new deal: Caprice, deal 42");
        assert_eq!(
            dealt("Caprice", 42, true),
            "Caprice, deal 42, started again"
        );
    }
}
