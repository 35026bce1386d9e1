//! What a screen reader hears: plain words for every move, automatic fill,
//! deal, redeal, win and loss (built from the engine's `Movement`s), the
//! accessible names of the piles, the cards' names and why a move is
//! refused. Pure functions of positions and moves, in the table's language
//! (`locales/*/table.ftl`, the `card-`, `pile-`, `said-`, `hint-`,
//! `label-`, `stock-`, `redeal-`, `rows-` and `why-` messages): no DOM, so
//! they are tested directly.

use crate::engine::rules::{BuildRule, Needs, StockRule};
use crate::engine::{
    Card, GameId, Move, MoveError, Movement, NoLog, PileId, PileKind, Position, Rank, Status, Suit,
    Variant,
};
use crate::table::words::{Arg, Words};

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

/// A card's name: "ten of spades".
pub fn card_name(card: Card, w: &Words) -> String {
    w.with(
        "card-name",
        &[
            ("rank", Arg::Text(rank_name(card.rank(), w))),
            ("suit", Arg::Text(suit_name(card.suit(), w))),
        ],
    )
}

/// A rank's name: "ten".
pub fn rank_name(rank: Rank, w: &Words) -> String {
    w.get(&format!("card-rank-{}", rank.value()))
}

/// A rank's name in the plural: "tens".
fn ranks_name(rank: Rank, w: &Words) -> String {
    w.get(&format!("card-ranks-{}", rank.value()))
}

/// A suit's name as a card's name uses it: "spades".
fn suit_name(suit: Suit, w: &Words) -> String {
    w.get(match suit {
        Suit::Spades => "card-suit-spades",
        Suit::Hearts => "card-suit-hearts",
        Suit::Diamonds => "card-suit-diamonds",
        Suit::Clubs => "card-suit-clubs",
    })
}

/// The lost panel's words for `pos` (a lost game): where turning the stock
/// is still legal (Double Canfield's stock recycles for ever), only that
/// is left and no number of turns frees a move (docs/rules.md); else no
/// legal move remains.
pub fn lost_text(pos: &Position, w: &Words) -> String {
    if pos.check(Move::Stock).is_ok() {
        w.get("lost-text-stock")
    } else {
        w.get("lost-text")
    }
}

/// What a player calls a pile: "foundation 2", "tableau pile 3", "the
/// stock".
pub fn pile_name(pile: PileId, w: &Words) -> String {
    let numbered = |id: &str, i: usize| w.with(id, &[("number", Arg::from(i + 1))]);
    match pile.kind() {
        PileKind::Foundation(i) => numbered("pile-foundation", i),
        PileKind::Tableau(i) => numbered("pile-tableau", i),
        PileKind::Stock => w.get("pile-stock"),
        PileKind::Waste => w.get("pile-waste"),
        PileKind::Reserve => w.get("pile-reserve"),
        PileKind::Packet => w.get("pile-packet"),
    }
}

/// A game's name (`game-name-<id>`).
fn game_name(game: GameId, w: &Words) -> String {
    crate::table::rulebook::game_name(game, w)
}

/// The sentence for `mv`, made from `before` (the position before the
/// move) by the movements it logged: "ten of spades from tableau pile 4 to
/// foundation 2; tableau pile 4 filled with queen of hearts from the stock".
pub fn describe(
    before: &Position,
    mv: Move,
    movements: &[Movement],
    actor: Actor,
    w: &Words,
) -> String {
    let words = match mv {
        Move::Transfer { from, count, to } => transfer(before, from, count, to, movements, w),
        Move::Stock => stock(before, movements, w),
        Move::Redeal => redeal(before, movements, w),
    };
    let id = match actor {
        Actor::Player => return words,
        Actor::Autoplay => "said-autoplay",
        Actor::Finish => "said-finish",
        Actor::Undo => "said-undone",
        Actor::Redo => "said-redone",
    };
    w.with(id, &[("words", Arg::Text(words))])
}

/// What a hint proposes: `mv`, to be played from `before`, in the words of
/// an advice ("turn the stock", "deal the next row", "move the ten of
/// spades from tableau pile 4 onto foundation 2"). Built from the move and
/// the position before it alone, never from what the move would turn up:
/// it names only cards the player can see, not the stock's (the hint does
/// not peek at the order of the stock, nor at the card that would fill a
/// pile the move empties).
pub fn proposal(before: &Position, mv: Move, w: &Words) -> String {
    let cards = |n: usize| ("cards", Arg::Text(count_words(n, w)));
    match mv {
        Move::Stock => {
            let left = before.stock().len();
            match before.rules().stock {
                _ if left == 0 => w.with("hint-turn-waste", &[cards(before.waste().len())]),
                StockRule::DealToTableau => w.with("hint-deal-row", &[cards(left)]),
                StockRule::ToWaste { draw, .. } => {
                    let n = left.min(usize::from(draw));
                    w.with("hint-turn-stock-draw", &[("count", Arg::from(n))])
                }
                StockRule::None => w.get("hint-turn-stock"),
            }
        }
        Move::Redeal => {
            let left = before.redeals_left().saturating_sub(1);
            w.with("hint-redeal", &[("left", Arg::from(u32::from(left)))])
        }
        Move::Transfer { from, count, to } => {
            let cards = before.pile(from);
            let unit = &cards[cards.len().saturating_sub(usize::from(count))..];
            let what = match unit {
                [] => w.get("hint-no-card"),
                [one] => w.with("hint-card", &[("card", Arg::Text(card_name(*one, w)))]),
                [first, .., last] => w.with(
                    "hint-cards",
                    &[
                        ("count", Arg::from(unit.len())),
                        ("first", Arg::Text(card_name(*first, w))),
                        ("last", Arg::Text(card_name(*last, w))),
                    ],
                ),
            };
            let pile = ("pile", Arg::Text(pile_name(to, w)));
            let onto = match (to.kind(), before.pile(to).last()) {
                (PileKind::Tableau(_), Some(top)) => w.with(
                    "hint-onto-card",
                    &[("card", Arg::Text(card_name(*top, w))), pile],
                ),
                (PileKind::Tableau(_), None) => w.with("hint-onto-empty", &[pile]),
                _ => w.with("hint-onto", &[pile]),
            };
            w.with(
                "hint-move",
                &[
                    ("what", Arg::Text(what)),
                    ("from", Arg::Text(pile_name(from, w))),
                    ("onto", Arg::Text(onto)),
                ],
            )
        }
    }
}

/// The words for a game that has just ended, if it has. `assisted`: the
/// demo played in it (a win is then the demo's, not the player's).
pub fn status_words(status: Status, assisted: bool, w: &Words) -> Option<String> {
    let id = match status {
        Status::Won if assisted => "status-demo-won",
        Status::Won => "status-won",
        Status::Lost => "status-lost",
        Status::Playing => return None,
    };
    Some(w.get(id))
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

/// Everything [`pile_label`] reads of a position for one pile, with the
/// mark: two equal keys (in the same words) give the same label, so that a
/// table writes again only the labels of the piles a change touched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LabelKey {
    variant: Variant,
    pile: PileId,
    cards: usize,
    top: Option<Card>,
    available: bool,
    /// The stock's: whether it can be turned over (read when empty).
    turns: bool,
    /// An empty foundation's: what it takes.
    needs: Option<Needs>,
    mark: Mark,
}

/// The key of `pile`'s label in `pos` with `mark` (see [`LabelKey`]).
pub fn label_key(pos: &Position, pile: PileId, mark: Mark) -> LabelKey {
    let cards = pos.pile(pile);
    let empty = cards.is_empty();
    LabelKey {
        variant: pos.variant(),
        pile,
        cards: cards.len(),
        top: cards.last().copied(),
        available: pos.is_available(pile),
        turns: pile.kind() == PileKind::Stock && empty && pos.check(Move::Stock).is_ok(),
        needs: match pile.kind() {
            PileKind::Foundation(slot) if empty => Some(pos.foundation_needs(slot)),
            _ => None,
        },
        mark,
    }
}

/// A pile's accessible name with what it holds: "tableau pile 3, 4 cards,
/// top: ten of spades", "foundation 2, empty, takes the ace of hearts",
/// "stock, 40 cards".
pub fn pile_label(pos: &Position, pile: PileId, mark: Mark, w: &Words) -> String {
    let cards = pos.pile(pile);
    let mut label = match pile.kind() {
        PileKind::Stock => w.get("label-stock"),
        PileKind::Waste => w.get("label-waste"),
        PileKind::Reserve => w.get("label-reserve"),
        _ => pile_name(pile, w),
    };
    let mut add = |part: String| {
        label = w.with(
            "label-part",
            &[
                ("label", Arg::Text(label.clone())),
                ("part", Arg::Text(part)),
            ],
        );
    };
    match (pile.kind(), cards.last()) {
        (PileKind::Stock, _) => {
            add(count_words(cards.len(), w));
            if cards.is_empty() {
                if pos.check(Move::Stock).is_ok() {
                    add(w.get("label-turn-over"));
                }
            } else if deals_rows(pos) {
                add(w.get("label-deal-row"));
            } else {
                add(w.get("label-deal"));
            }
        }
        (PileKind::Foundation(slot), None) => {
            add(w.get("label-empty"));
            match pos.foundation_needs(slot) {
                Needs::Card(c) => {
                    add(w.with("label-takes-card", &[("card", Arg::Text(card_name(c, w)))]))
                }
                Needs::Rank(r) => {
                    add(w.with("label-takes-rank", &[("rank", Arg::Text(rank_name(r, w)))]))
                }
                Needs::Complete => {}
            }
        }
        (_, None) => add(w.get("label-empty")),
        (_, Some(top)) => add(w.with(
            "label-top",
            &[
                ("cards", Arg::Text(count_words(cards.len(), w))),
                ("card", Arg::Text(card_name(*top, w))),
            ],
        )),
    }
    if !pos.is_available(pile) {
        add(w.get("label-blocked"));
    }
    match mark {
        Mark::None => {}
        Mark::Held(n) => add(w.with("label-holding", &[("count", Arg::from(n))])),
        Mark::Target => add(w.get("label-target")),
    }
    label
}

/// What the keyboard picked up and where it may go: "holding ten of spades
/// from tableau pile 3: it can go to foundation 2 or tableau pile 7".
pub fn holding(
    pos: &Position,
    from: PileId,
    count: usize,
    targets: &[PileId],
    w: &Words,
) -> String {
    let cards = pos.pile(from);
    let unit = &cards[cards.len().saturating_sub(count)..];
    let mut args = vec![
        ("what", Arg::Text(unit_words(unit, w))),
        ("from", Arg::Text(pile_name(from, w))),
        ("count", Arg::from(unit.len())),
    ];
    if targets.is_empty() {
        w.with("holding-stuck", &args)
    } else {
        let names: Vec<String> = targets.iter().map(|&t| pile_name(t, w)).collect();
        args.push(("targets", Arg::Text(list(&names, "list-or", w))));
        w.with("holding-can-go", &args)
    }
}

/// Whether the stock move deals a row: one card onto every pile.
fn deals_rows(pos: &Position) -> bool {
    pos.rules().stock == StockRule::DealToTableau
}

/// The words on the stock while it has cards, when its move is more than
/// "deal": "Next row" where it deals a card onto every pile.
pub fn stock_caption(pos: &Position, w: &Words) -> Option<String> {
    (deals_rows(pos) && !pos.stock().is_empty()).then(|| w.get("stock-caption-next-row"))
}

/// The stock's tooltip: what a click on it does, with the cards left.
pub fn stock_title(pos: &Position, w: &Words) -> String {
    let n = pos.stock().len();
    if n == 0 {
        return match pos.check(Move::Stock) {
            Ok(()) => w.get("stock-title-turn-over"),
            Err(_) => w.get("stock-title-empty"),
        };
    }
    let id = if deals_rows(pos) {
        "stock-title-deal-row"
    } else {
        "stock-title-deal"
    };
    w.with(id, &[("cards", Arg::Text(count_words(n, w)))])
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
fn availability_words(before: &Position, after: &Position, w: &Words) -> Option<String> {
    let (was, now) = (blocked_piles(before), blocked_piles(after));
    if was == now {
        return None;
    }
    if now.is_empty() {
        return Some(w.get("rows-all-open"));
    }
    let open: Vec<String> = (0..after.rules().tableau_piles)
        .map(PileId::tableau)
        .filter(|p| !now.contains(p))
        .map(|p| pile_name(p, w))
        .collect();
    Some(if open.is_empty() {
        w.get("rows-none-open")
    } else {
        w.with(
            "rows-open",
            &[
                ("piles", Arg::Text(list(&open, "list-and", w))),
                ("count", Arg::from(open.len())),
            ],
        )
    })
}

/// The position `mv` leads to from `before` (`before` itself if the move
/// is refused, which the callers' moves never are).
fn after(before: &Position, mv: Move) -> Position {
    let mut pos = before.clone();
    let _ = pos.apply(mv, &mut NoLog);
    pos
}

/// "new deal: Caprice, deal 42" and the like, for a new or restarted deal.
pub fn dealt(game: GameId, deal: u64, restarted: bool, w: &Words) -> String {
    let id = if restarted {
        "dealt-again"
    } else {
        "dealt-new"
    };
    w.with(
        id,
        &[
            ("game", Arg::Text(game_name(game, w))),
            ("deal", Arg::Text(deal.to_string())),
        ],
    )
}

/// Why a move is refused, with card and pile names as the table and the
/// live region say them ("king of clubs cannot go on the six of clubs in
/// tableau pile 2: it goes on a card of the same suit one rank higher").
/// The engine's `Display` gives the same reason in English with the
/// protocol's codes, for the command line and the JavaScript API.
pub fn reason(e: &MoveError, w: &Words) -> String {
    let pile = |p: &PileId| Arg::Text(pile_name(*p, w));
    let card = |c: &Card| Arg::Text(card_name(*c, w));
    let game = |g: &GameId| ("game", Arg::Text(game_name(*g, w)));
    let count = |n: &usize| ("count", Arg::from(*n));
    let stock = |n: &usize| [("cards", Arg::Text(count_words(*n, w)))];
    match e {
        MoveError::NoStock(g) => w.with("why-no-stock", &[game(g)]),
        MoveError::StockEmpty => w.get("why-stock-empty"),
        MoveError::StockAndWasteEmpty => w.get("why-stock-and-waste-empty"),
        MoveError::NoRedeals(g) => w.with("why-no-redeals", &[game(g)]),
        MoveError::RedealsUsed(n) => {
            w.with("why-redeals-used", &[("count", Arg::from(u32::from(*n)))])
        }
        MoveError::NoSuchPile(g, p) => w.with("why-no-such-pile", &[game(g), ("pile", pile(p))]),
        MoveError::EmptySource(p) => w.with("why-empty-source", &[("pile", pile(p))]),
        MoveError::SamePile(p) => w.with("why-same-pile", &[("pile", pile(p))]),
        MoveError::RunToFoundation => w.get("why-run-to-foundation"),
        MoveError::NotEnoughCards {
            pile: p,
            count: n,
            holds,
        } => w.with(
            "why-not-enough-cards",
            &[("pile", pile(p)), count(n), ("holds", Arg::from(*holds))],
        ),
        MoveError::NotAUnit { pile: p, count: 0 } => w.with("why-no-card", &[("pile", pile(p))]),
        MoveError::NotAUnit { pile: p, count: n } => {
            w.with("why-top-card-only", &[("pile", pile(p)), count(n)])
        }
        MoveError::SingleCardsOnly(g) => w.with("why-single-cards", &[game(g)]),
        MoveError::NotARun {
            pile: p,
            count: n,
            build,
        } => {
            let id = match build {
                BuildRule::SameSuitDown => "why-not-a-run-same-suit-down",
                _ => "why-not-a-run",
            };
            w.with(id, &[("pile", pile(p)), count(n)])
        }
        MoveError::WholePileOnly(p) => w.with("why-whole-pile-only", &[("pile", pile(p))]),
        MoveError::PileNotInSequence(p) => w.with("why-not-in-sequence", &[("pile", pile(p))]),
        MoveError::FoundationRefuses {
            card: c,
            foundation,
            needs,
        } => {
            let mut args = vec![("card", card(c)), ("foundation", pile(foundation))];
            let id = match needs {
                Needs::Card(n) => {
                    args.push(("needs", card(n)));
                    "why-foundation-needs-card"
                }
                Needs::Rank(r) => {
                    args.push(("ranks", Arg::Text(ranks_name(*r, w))));
                    "why-foundation-needs-rank"
                }
                Needs::Complete => "why-foundation-complete",
            };
            w.with(id, &args)
        }
        MoveError::TableauRefuses {
            card: c,
            onto,
            pile: p,
            build,
        } => w.with(
            "why-tableau-refuses",
            &[
                ("card", card(c)),
                ("onto", card(onto)),
                ("pile", pile(p)),
                ("build", Arg::Text(w.get(build_id(*build)))),
            ],
        ),
        MoveError::SpaceFilledAutomatically { pile: p, from } => w.with(
            "why-space-filled-automatically",
            &[("pile", pile(p)), ("from", pile(from))],
        ),
        MoveError::SpaceWasteOnly(p) => w.with("why-space-waste-only", &[("pile", pile(p))]),
        MoveError::NotASource(p) if p.is_foundation() => {
            w.with("why-foundation-keeps", &[("pile", pile(p))])
        }
        MoveError::NotASource(p) => w.with("why-not-a-source", &[("pile", pile(p))]),
        MoveError::NotATarget(p) => w.with("why-not-a-target", &[("pile", pile(p))]),
        MoveError::Blocked { pile: p, last } => w.with(
            "why-blocked",
            &[
                ("pile", pile(p)),
                ("first", pile(&PileId::tableau(0))),
                ("last", pile(last)),
            ],
        ),
        MoveError::FoundationsOnlyWhileDealing { stock: n } => {
            w.with("why-foundations-only-while-dealing", &stock(n))
        }
        MoveError::RedealBeforePackOut { stock: n } => {
            w.with("why-redeal-before-pack-out", &stock(n))
        }
        MoveError::NotAOneWayRun { pile: p, count: n } => {
            w.with("why-not-a-one-way-run", &[("pile", pile(p)), count(n)])
        }
    }
}

/// What a build rule lets a card go on.
fn build_id(build: BuildRule) -> &'static str {
    match build {
        BuildRule::SameSuitUpOrDown => "build-same-suit-up-or-down",
        BuildRule::SameSuitDown => "build-same-suit-down",
        BuildRule::AlternateColoursDownWrapping => "build-alternate-colours-down-wrapping",
    }
}

// ----- the pieces -----

fn transfer(
    before: &Position,
    from: PileId,
    count: u8,
    to: PileId,
    movements: &[Movement],
    w: &Words,
) -> String {
    let mut table = Sim::new(before);
    let mut text = String::new();
    for (k, m) in movements.iter().enumerate() {
        let cards = table.shift(m.from, m.to, usize::from(m.count));
        let part = if k == 0 {
            debug_assert!(m.from == from && m.to == to && m.count == count);
            w.with(
                "said-moved",
                &[
                    ("cards", Arg::Text(unit_words(&cards, w))),
                    ("from", Arg::Text(pile_name(m.from, w))),
                    ("to", Arg::Text(pile_name(m.to, w))),
                ],
            )
        } else if let Some(card) = cards.first() {
            // An automatic fill of the pile the move emptied.
            w.with(
                "said-filled",
                &[
                    ("pile", Arg::Text(pile_name(m.to, w))),
                    ("card", Arg::Text(card_name(*card, w))),
                    ("from", Arg::Text(pile_name(m.from, w))),
                ],
            )
        } else {
            continue;
        };
        text = then(text, part, w);
    }
    text
}

/// `first`, then `next` ("…; …"); `next` alone if `first` is empty.
fn then(first: String, next: String, w: &Words) -> String {
    if first.is_empty() {
        return next;
    }
    w.with(
        "said-then",
        &[("first", Arg::Text(first)), ("next", Arg::Text(next))],
    )
}

fn stock(before: &Position, movements: &[Movement], w: &Words) -> String {
    let Some(first) = movements.first() else {
        return w.get("stock-changed-nothing");
    };
    let mut table = Sim::new(before);
    let mut moved = Vec::new();
    for m in movements {
        moved.extend(table.shift(m.from, m.to, usize::from(m.count)));
    }
    let left = table.get(PileId::STOCK).len();
    let rest = if left == 0 {
        w.get("stock-empty-now")
    } else {
        w.with("stock-left", &[("cards", Arg::Text(count_words(left, w)))])
    };
    let cards = Arg::Text(count_words(moved.len(), w));
    if first.from == PileId::WASTE {
        return w.with("stock-turned-over", &[("cards", cards)]);
    }
    let rest = ("rest", Arg::Text(rest));
    if first.to == PileId::WASTE {
        let top = moved.last().map(|c| card_name(*c, w)).unwrap_or_default();
        let top = ("card", Arg::Text(top));
        return if moved.len() == 1 {
            w.with("stock-turned-one", &[top, rest])
        } else {
            w.with("stock-turned", &[("cards", cards), top, rest])
        };
    }
    let id = if deals_rows(before) {
        "stock-dealt-row"
    } else {
        "stock-dealt"
    };
    let text = w.with(id, &[("cards", cards), rest]);
    match availability_words(before, &after(before, Move::Stock), w) {
        Some(words) => then(text, words, w),
        None => text,
    }
}

fn redeal(before: &Position, movements: &[Movement], w: &Words) -> String {
    let mut table = Sim::new(before);
    let mut up = Vec::new();
    let mut stocked = 0;
    for m in movements {
        let cards = table.shift(m.from, m.to, usize::from(m.count));
        if m.to.is_foundation() {
            up.extend(cards.iter().map(|c| card_name(*c, w)));
        }
        if m.to == PileId::STOCK {
            stocked += cards.len();
        }
    }
    let left = before.redeals_left().saturating_sub(1);
    let mut text = w.with("redeal-left", &[("left", Arg::from(u32::from(left)))]);
    if stocked > 0 {
        // Dealt again as at the start: a first row, the rest the stock.
        let after = after(before, Move::Redeal);
        let row = (0..after.rules().tableau_piles)
            .filter(|&t| !after.tableau(t).is_empty())
            .count();
        let again = w.with(
            "redeal-dealt-again",
            &[
                ("row", Arg::Text(count_words(row, w))),
                ("stock", Arg::Text(count_words(stocked, w))),
            ],
        );
        text = then(text, again, w);
        if let Some(words) = availability_words(before, &after, w) {
            text = then(text, words, w);
        }
    }
    if !up.is_empty() {
        let up = w.with(
            "redeal-to-foundations",
            &[("cards", Arg::Text(list(&up, "list-and", w)))],
        );
        text = then(text, up, w);
    }
    text
}

/// "ten of spades", or "3 cards, nine of hearts down to seven of hearts".
fn unit_words(unit: &[Card], w: &Words) -> String {
    match unit {
        [] => w.get("unit-no-card"),
        [one] => card_name(*one, w),
        [first, .., last] => w.with(
            "unit-cards",
            &[
                ("count", Arg::from(unit.len())),
                ("first", Arg::Text(card_name(*first, w))),
                ("last", Arg::Text(card_name(*last, w))),
            ],
        ),
    }
}

/// "no cards", "1 card", "5 cards".
fn count_words(n: usize, w: &Words) -> String {
    w.with("count-cards", &[("count", Arg::from(n))])
}

/// "a, b or c" (`last`: `list-or`, `list-and`).
fn list(items: &[String], last: &str, w: &Words) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., tail] => {
            let mut head = init[0].clone();
            for item in &init[1..] {
                head = w.with(
                    "list-comma",
                    &[
                        ("first", Arg::Text(head)),
                        ("next", Arg::Text(item.clone())),
                    ],
                );
            }
            w.with(
                last,
                &[
                    ("first", Arg::Text(head)),
                    ("last", Arg::Text(tail.clone())),
                ],
            )
        }
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

    fn en() -> Words {
        Words::english()
    }

    fn game(id: GameId, n: u64) -> Game {
        Game::deal(Variant::new(id), DealNumber::new(n).unwrap())
    }

    /// Plays `token` in `g`; returns its words.
    fn say(g: &mut Game, token: &str, actor: Actor) -> String {
        let before = g.position().clone();
        let mv: Move = token.parse().unwrap();
        let movements = g.play(mv).unwrap().to_vec();
        describe(&before, mv, &movements, actor, &en())
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
        let text = describe(g.position(), mv, &movements, Actor::Undo, &en());
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
            let text = describe(&before, Move::Redeal, &movements, Actor::Player, &en());
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
            pile_label(p, t3, Mark::None, &en()),
            format!("tableau pile 3, 1 card, top: {top}")
        );
        assert_eq!(
            pile_label(p, t3, Mark::Held(1), &en()),
            format!("tableau pile 3, 1 card, top: {top}, holding its top card")
        );
        let stock = pile_label(p, PileId::STOCK, Mark::None, &en());
        assert_eq!(stock, "stock, 84 cards, deal the next row");
        // Lucas Leaps's foundations start empty and take any ace.
        let l = game(GameId::LucasLeaps, 3);
        assert_eq!(
            pile_label(l.position(), PileId::foundation(1), Mark::Target, &en()),
            "foundation 2, empty, takes any ace, can take the held cards"
        );
        // Capricieuse's empty foundations wait for their own suit.
        let json = r#"{"game":"capricieuse","options":{},"foundations":[[],[],[],[],[],[],[],[]],"tableau":[["AS","KS","QH","JD","TC","9S","8H","7D","6C"],["2S","AH","KH","QD","JC","TS","9H","8D","7C"],["3S","2H","AD","KD","QC","JS","TH","9D","8C"],["4S","3H","2D","AC","KC","QS","JH","TD","9C"],["5S","4H","3D","2C","AS","KS","QH","JD","TC"],["6S","5H","4D","3C","2S","AH","KH","QD","JC"],["7S","6H","5D","4C","3S","2H","AD","KD","QC"],["8S","7H","6D","5C","4S","3H","2D","AC","KC"],["9S","8H","7D","6C","5S","4H","3D","2C"],["TS","9H","8D","7C","6S","5H","4D","3C"],["JS","TH","9D","8C","7S","6H","5D","4C"],["QS","JH","TD","9C","8S","7H","6D","5C"]],"stock":[],"waste":[],"reserve":[],"redeals_left":2}"#;
        let c = pos(json);
        assert_eq!(
            pile_label(&c, PileId::foundation(1), Mark::None, &en()),
            "foundation 2, empty, takes the ace of hearts"
        );
        assert_eq!(
            holding(
                &c,
                PileId::tableau(8),
                1,
                &[PileId::tableau(0), PileId::foundation(4)],
                &en()
            ),
            "holding two of clubs from tableau pile 9: it can go to tableau pile 1 or foundation 5"
        );
        assert_eq!(
            holding(&c, PileId::tableau(8), 2, &[], &en()),
            "holding 2 cards, three of diamonds down to two of clubs from tableau pile 9: they cannot move anywhere now"
        );
    }

    #[test]
    fn russian_patience_rows_blocked_piles_and_the_redeal() {
        let mut g = game(GameId::RussianPatience, 3);
        let p = g.position();
        assert!(blocked_piles(p).is_empty(), "the first row alone: all play");
        assert_eq!(stock_caption(p, &en()).as_deref(), Some("Next row"));
        assert_eq!(stock_title(p, &en()), "Deal the next row: 92 cards left");
        assert_eq!(
            pile_label(p, PileId::STOCK, Mark::None, &en()),
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
        let label = pile_label(p, t5, Mark::None, &en());
        assert!(
            label.starts_with("tableau pile 5, 2 cards, top: "),
            "{label}"
        );
        assert!(label.ends_with(", blocked while rows are dealt"), "{label}");
        assert!(!pile_label(p, PileId::tableau(0), Mark::None, &en()).contains("blocked"));
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
        assert_eq!(stock_caption(p, &en()).as_deref(), None);
        assert_eq!(stock_title(p, &en()), "The stock is empty");
        // The redeal: gathered, shuffled, a first row and the stock again.
        let stock = 104 - 12 - p.foundation_count();
        let text = say(&mut g, "redeal", Actor::Player);
        assert_eq!(
            text,
            format!("redeal: 1 left; the piles gathered, shuffled and dealt again: a first row of 12 cards, {stock} cards in the stock")
        );
        // Undo names it too.
        let (mv, movements) = g.undo().unwrap();
        assert!(describe(g.position(), mv, &movements, Actor::Undo, &en())
            .starts_with("undone: redeal: 1 left; the piles gathered, shuffled"));
    }

    #[test]
    fn endings_and_deals() {
        assert_eq!(
            status_words(Status::Won, false, &en()).as_deref(),
            Some("You won!")
        );
        // Issue 26: a game the demo finished is not the player's win.
        let demo = status_words(Status::Won, true, &en()).unwrap();
        assert!(demo.starts_with("The demo finished"), "{demo}");
        assert!(!demo.contains("You won"), "{demo}");
        assert_eq!(
            status_words(Status::Lost, false, &en()).as_deref(),
            Some("No moves left: the game is lost.")
        );
        assert_eq!(status_words(Status::Playing, false, &en()).as_deref(), None);
        assert_eq!(
            dealt(GameId::Caprice, 42, false, &en()),
            "new deal: Caprice, deal 42"
        );
        assert_eq!(
            dealt(GameId::Caprice, 42, true, &en()),
            "Caprice, deal 42, started again"
        );
    }

    /// Every refusal the engine gives, one of each.
    fn every_error() -> Vec<MoveError> {
        use crate::engine::rules::BuildRule;
        let t3 = PileId::tableau(2);
        let card = |t: &str| t.parse::<Card>().unwrap();
        vec![
            MoveError::NoStock(GameId::Capricieuse),
            MoveError::StockEmpty,
            MoveError::StockAndWasteEmpty,
            MoveError::NoRedeals(GameId::Caprice),
            MoveError::RedealsUsed(2),
            MoveError::NoSuchPile(GameId::Caprice, PileId::RESERVE),
            MoveError::EmptySource(t3),
            MoveError::SamePile(t3),
            MoveError::RunToFoundation,
            MoveError::NotEnoughCards {
                pile: t3,
                count: 3,
                holds: 1,
            },
            MoveError::NotAUnit { pile: t3, count: 0 },
            MoveError::NotAUnit {
                pile: PileId::WASTE,
                count: 2,
            },
            MoveError::SingleCardsOnly(GameId::Caprice),
            MoveError::NotARun {
                pile: t3,
                count: 2,
                build: BuildRule::SameSuitDown,
            },
            MoveError::NotARun {
                pile: t3,
                count: 2,
                build: BuildRule::AlternateColoursDownWrapping,
            },
            MoveError::WholePileOnly(t3),
            MoveError::PileNotInSequence(t3),
            MoveError::FoundationRefuses {
                card: card("8C"),
                foundation: PileId::foundation(1),
                needs: Needs::Card(card("7C")),
            },
            MoveError::FoundationRefuses {
                card: card("8C"),
                foundation: PileId::foundation(1),
                needs: Needs::Rank(Rank::new(9).unwrap()),
            },
            MoveError::FoundationRefuses {
                card: card("8C"),
                foundation: PileId::foundation(1),
                needs: Needs::Complete,
            },
            MoveError::TableauRefuses {
                card: card("KC"),
                onto: card("6C"),
                pile: PileId::tableau(1),
                build: BuildRule::SameSuitUpOrDown,
            },
            MoveError::SpaceFilledAutomatically {
                pile: t3,
                from: PileId::STOCK,
            },
            MoveError::SpaceWasteOnly(t3),
            MoveError::NotASource(PileId::foundation(0)),
            MoveError::NotASource(PileId::STOCK),
            MoveError::NotATarget(PileId::WASTE),
            MoveError::Blocked {
                pile: t3,
                last: PileId::tableau(11),
            },
            MoveError::FoundationsOnlyWhileDealing { stock: 12 },
            MoveError::RedealBeforePackOut { stock: 1 },
            MoveError::NotAOneWayRun { pile: t3, count: 4 },
        ]
    }

    #[test]
    fn refusals_in_words_name_no_codes() {
        let w = en();
        let tableau = MoveError::TableauRefuses {
            card: "KC".parse().unwrap(),
            onto: "6C".parse().unwrap(),
            pile: PileId::tableau(1),
            build: crate::engine::rules::BuildRule::SameSuitDown,
        };
        assert_eq!(
            reason(&tableau, &w),
            "king of clubs cannot go on the six of clubs in tableau pile 2: \
             it goes on a card of the same suit one rank higher"
        );
        let all = every_error();
        assert_eq!(
            reason(&all[18], &w),
            "eight of clubs cannot go on foundation 2: an empty foundation takes one of the nines"
        );
        assert_eq!(
            reason(&all[17], &w),
            "eight of clubs cannot go on foundation 2: it needs the seven of clubs"
        );
        for e in &all {
            let words = reason(e, &w);
            assert!(!words.contains("t3") && !words.contains("{"), "{words}");
            if e.to_string().contains("t3") {
                assert!(words.contains("tableau pile 3"), "{words}");
            }
        }
    }

    #[test]
    fn every_language_names_cards_piles_moves_and_refusals() {
        use crate::table::words::{tests::files, Lang};
        let fr = Words::of(Lang::Fr, &files("fr")).unwrap();
        let ten: Card = "TS".parse().unwrap();
        assert_eq!(card_name(ten, &fr), "dix de pique");
        // French names its piles with their articles: "de la pile 12 vers
        // la fondation 7", never "de pile 12 vers fondation 7".
        assert_eq!(pile_name(PileId::tableau(2), &fr), "la pile 3");
        assert_eq!(pile_name(PileId::foundation(6), &fr), "la fondation 7");
        assert_eq!(
            fr.with(
                "said-moved",
                &[
                    ("cards", Arg::Text(card_name(ten, &fr))),
                    ("from", Arg::Text(pile_name(PileId::tableau(11), &fr))),
                    ("to", Arg::Text(pile_name(PileId::foundation(6), &fr))),
                ]
            ),
            "dix de pique, de la pile 12 vers la fondation 7"
        );
        let ru = Words::of(Lang::Ru, &files("ru")).unwrap();
        assert_eq!(card_name("QH".parse().unwrap(), &ru), "дама червей");
        let de = Words::of(Lang::De, &files("de")).unwrap();
        assert_eq!(card_name(ten, &de), "Pik-Zehn");
        let mut g = game(GameId::Caprice, 3);
        let before = g.position().clone();
        let movements = g.play(Move::Stock).unwrap().to_vec();
        assert_eq!(
            describe(&before, Move::Stock, &movements, Actor::Undo, &fr),
            "annulé : rangée suivante distribuée, 12 cartes de la pioche ; il reste 72 cartes dans la pioche"
        );
        let p = game(GameId::LucasLeaps, 3);
        assert_eq!(
            pile_label(p.position(), PileId::foundation(1), Mark::None, &fr),
            "la fondation 2, vide, accepte n'importe quel as"
        );
        let ids = |t: &str| {
            [
                "card-", "pile-", "said-", "hint-", "label-", "stock-", "why-", "build-", "count-",
            ]
            .iter()
            .any(|id| t.contains(id))
        };
        for lang in Lang::ALL {
            let w = Words::of(lang, &files(lang.tag())).unwrap();
            for e in every_error() {
                let said = reason(&e, &w);
                assert!(!said.is_empty() && !ids(&said), "{lang:?}: {said}");
                if lang != Lang::En {
                    assert_ne!(said, reason(&e, &en()), "{lang:?}");
                }
            }
            let pos = g.position();
            for id in pos.pile_ids() {
                for mark in [Mark::None, Mark::Held(2), Mark::Target] {
                    let label = pile_label(pos, id, mark, &w);
                    assert!(!ids(&label), "{lang:?}: {label}");
                }
            }
            for mv in pos.legal_moves() {
                let said = proposal(pos, mv, &w);
                assert!(!said.is_empty() && !ids(&said), "{lang:?}: {said}");
                let mut g = g.clone();
                let before = g.position().clone();
                let movements = g.play(mv).unwrap().to_vec();
                let said = describe(&before, mv, &movements, Actor::Autoplay, &w);
                assert!(!ids(&said), "{lang:?}: {said}");
            }
            let cards = holding(pos, PileId::tableau(0), 1, &[PileId::foundation(0)], &w);
            assert!(!ids(&cards), "{lang:?}: {cards}");
            for s in [Status::Won, Status::Lost] {
                assert!(!ids(&status_words(s, false, &w).unwrap()));
            }
            assert!(!ids(&stock_title(pos, &w)) && !ids(&dealt(GameId::Caprice, 4, true, &w)));
        }
    }

    /// The table writes a pile's label again only when its key changed:
    /// equal keys must give equal labels. Every pile and mark of every
    /// position of a few games played at random (the first legal move
    /// after a varying one) in every game set.
    #[test]
    fn equal_label_keys_give_equal_labels() {
        let w = en();
        let mut seen: std::collections::HashMap<String, String> = Default::default();
        for variant in Variant::ALL {
            for n in 1..=2u64 {
                let mut g = Game::deal(variant, DealNumber::new(n).unwrap());
                for step in 0..100usize {
                    let pos = g.position().clone();
                    for pile in pos.pile_ids() {
                        for mark in [Mark::None, Mark::Held(1), Mark::Target] {
                            let key = label_key(&pos, pile, mark);
                            let label = pile_label(&pos, pile, mark, &w);
                            let was = seen.entry(format!("{key:?}")).or_insert(label.clone());
                            assert_eq!(*was, label, "{key:?}");
                        }
                    }
                    let moves = pos.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    g.play(moves[(step * 7 + n as usize) % moves.len()])
                        .unwrap();
                }
            }
        }
        assert!(seen.len() > 1000, "{}", seen.len());
    }
}
