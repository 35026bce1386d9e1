//! A position and everything that can happen to it: legal moves, applying a
//! move (automatic fills included), undoing it, and the game's status.
//!
//! One move generator serves all five games; it reads the game's
//! [`Rules`] and never asks which game it is.

use super::card::{Card, Rank, Suit};
use super::error::MoveError;
use super::moves::{Move, Movement};
use super::pile::{PileId, PileKind, FOUNDATIONS, PILE_SLOTS};
use super::rules::{
    DealRule, DealingRule, FillSource, Needs, RedealRule, Rules, SpaceRule, StockRule, UnitRule,
    Variant,
};

/// Playing, won, or lost (blocked).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    Playing,
    Won,
    Lost,
}

impl Status {
    pub const fn id(self) -> &'static str {
        match self {
            Status::Playing => "playing",
            Status::Won => "won",
            Status::Lost => "lost",
        }
    }
}

/// Every card's place in one game.
///
/// Piles are stored bottom to top: the last card is the playable one, and
/// the last card of the stock is the next dealt.
#[derive(Clone, PartialEq, Eq)]
pub struct Position {
    variant: Variant,
    rules: Rules,
    /// Double Canfield's base rank (the bottom card of `f1`); Ace elsewhere.
    base: Rank,
    redeals_left: u8,
    /// 0 in every real game. The honest player's imagined games
    /// (`solver::honest`) set it to draw their own redeal shuffles: a
    /// player does not know how a redeal will shuffle. Never in the
    /// protocol's JSON.
    redeal_salt: u32,
    piles: [Vec<Card>; PILE_SLOTS],
}

impl std::fmt::Debug for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.to_json())
    }
}

impl Position {
    /// An empty table for `variant`; deals and the protocol parser fill it.
    pub(crate) fn empty(variant: Variant) -> Position {
        Position {
            variant,
            rules: variant.rules(),
            base: Rank::ACE,
            redeals_left: variant.rules().redeals,
            redeal_salt: 0,
            piles: std::array::from_fn(|_| Vec::with_capacity(16)),
        }
    }

    pub(crate) fn set_base(&mut self, base: Rank) {
        self.base = base;
    }

    pub(crate) fn set_redeals_left(&mut self, n: u8) {
        self.redeals_left = n;
    }

    /// Keys this position's redeal shuffles ([`super::deal::redeal_order_salted`])
    /// by `salt` as well: 0 (every real game) is the documented shuffle;
    /// the honest player's samples draw another one each.
    pub(crate) fn set_redeal_salt(&mut self, salt: u32) {
        self.redeal_salt = salt;
    }

    /// The redeal salt: 0 in every real game.
    pub fn redeal_salt(&self) -> u32 {
        self.redeal_salt
    }

    #[inline(always)]
    pub(crate) fn pile_mut(&mut self, pile: PileId) -> &mut Vec<Card> {
        &mut self.piles[pile.slot()]
    }

    pub fn variant(&self) -> Variant {
        self.variant
    }

    #[inline(always)]
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Double Canfield's base rank (Ace in the other games).
    pub fn base_rank(&self) -> Rank {
        self.base
    }

    pub fn redeals_left(&self) -> u8 {
        self.redeals_left
    }

    /// The cards of a pile, bottom to top. Piles a game does not have are empty.
    #[inline(always)]
    pub fn pile(&self, pile: PileId) -> &[Card] {
        self.piles.get(pile.slot()).map_or(&[], |p| p.as_slice())
    }

    #[inline(always)]
    pub fn foundation(&self, i: usize) -> &[Card] {
        &self.piles[PileId::foundation(i).slot()]
    }

    #[inline(always)]
    pub fn tableau(&self, i: usize) -> &[Card] {
        &self.piles[PileId::tableau(i).slot()]
    }

    #[inline(always)]
    pub fn stock(&self) -> &[Card] {
        &self.piles[PileId::STOCK.slot()]
    }

    #[inline(always)]
    pub fn waste(&self) -> &[Card] {
        &self.piles[PileId::WASTE.slot()]
    }

    #[inline(always)]
    pub fn reserve(&self) -> &[Card] {
        &self.piles[PileId::RESERVE.slot()]
    }

    /// The piles this game shows, in a stable order: foundations, tableau,
    /// then stock, waste and reserve where the game has them.
    pub fn pile_ids(&self) -> impl Iterator<Item = PileId> + '_ {
        let r = self.rules;
        (0..FOUNDATIONS)
            .map(PileId::foundation)
            .chain((0..r.tableau_piles).map(PileId::tableau))
            .chain(r.has_stock().then_some(PileId::STOCK))
            .chain(r.has_waste.then_some(PileId::WASTE))
            .chain(r.has_reserve.then_some(PileId::RESERVE))
    }

    /// Cards on the foundations.
    pub fn foundation_count(&self) -> usize {
        self.piles[..FOUNDATIONS].iter().map(Vec::len).sum()
    }

    /// What foundation `slot` (0-based) needs next.
    pub fn foundation_needs(&self, slot: usize) -> Needs {
        self.rules
            .foundations
            .needs(slot, self.foundation(slot), self.base)
    }

    /// The longest unit that may move from tableau pile `pile` under the
    /// game's unit rule, and whether shorter runs may move too.
    fn longest_run(&self, pile: &[Card]) -> usize {
        let mut n = usize::from(!pile.is_empty());
        let one_way = self.rules.units == UnitRule::OneWayRuns;
        // The direction of the steps so far (one-way runs): up or down.
        let mut up = None;
        while n < pile.len() {
            let (card, under) = (pile[pile.len() - n], pile[pile.len() - n - 1]);
            if !self.rules.build.fits(card, under) {
                break;
            }
            if one_way {
                let step_up = card.rank() > under.rank();
                if *up.get_or_insert(step_up) != step_up {
                    break;
                }
            }
            n += 1;
        }
        n
    }

    /// May `count` cards move as a unit from this tableau pile?
    fn unit_can_move(&self, pile: &[Card], count: usize) -> bool {
        if count == 0 || count > pile.len() {
            return false;
        }
        if count == 1 {
            return true;
        }
        match self.rules.units {
            UnitRule::Single => false,
            UnitRule::Runs | UnitRule::OneWayRuns => self.longest_run(pile) >= count,
            UnitRule::TopOrWholePile => count == pile.len() && self.longest_run(pile) == count,
        }
    }

    /// Are the rows still being dealt in a game that restricts play while
    /// they are (the stock has cards and the dealing rule is not free)?
    #[inline]
    pub fn is_dealing(&self) -> bool {
        self.rules.while_dealing != DealingRule::Free && !self.stock().is_empty()
    }

    /// The tableau piles whose top card may be played now, as a bit mask
    /// (bit `i` for `t(i+1)`).
    #[inline]
    fn available_piles(&self) -> u16 {
        let n = self.rules.tableau_piles;
        let all = (1u16 << n) - 1;
        if !self.is_dealing() {
            return all;
        }
        match self.rules.while_dealing {
            DealingRule::Free => all,
            DealingRule::OutsidePilesToFoundations => {
                let rows_begun = (0..n).any(|t| self.tableau(t).len() > 1);
                if rows_begun {
                    1 | 1 << (n - 1)
                } else {
                    all
                }
            }
        }
    }

    /// May the top card of `pile` be played now? False only for a tableau
    /// pile blocked while rows are being dealt (Russian Patience: once a
    /// second row has begun, only the two outside piles play until the
    /// stock is empty) and for tableau piles this game does not have; true
    /// for every other pile in every game. (Whether the card has anywhere
    /// to go is another question: see [`Position::moves_from`].)
    pub fn is_available(&self, pile: PileId) -> bool {
        match pile.kind() {
            PileKind::Tableau(i) => {
                i < self.rules.tableau_piles && self.available_piles() >> i & 1 == 1
            }
            _ => true,
        }
    }

    /// Is the redeal move legal here?
    fn redeal_legal(&self) -> bool {
        self.redeals_left > 0
            && match self.rules.redeal {
                RedealRule::None => false,
                RedealRule::Regather => true,
                RedealRule::Shuffled => self.stock().is_empty(),
            }
    }

    /// Is an automatic fill pending for emptied piles (its source has cards)?
    fn fill_pile(&self) -> Option<PileId> {
        let pile = match self.rules.fill_from? {
            FillSource::Stock => PileId::STOCK,
            FillSource::Reserve => PileId::RESERVE,
        };
        (!self.piles[pile.slot()].is_empty()).then_some(pile)
    }

    /// May a unit from `from` go into an empty tableau pile?
    fn space_accepts_from(&self, from: PileId) -> bool {
        if self.fill_pile().is_some() {
            return false;
        }
        match self.rules.spaces {
            SpaceRule::AnyUnit => true,
            SpaceRule::WasteOnly => from == PileId::WASTE,
        }
    }

    fn stock_move_legal(&self) -> bool {
        match self.rules.stock {
            StockRule::None => false,
            StockRule::DealToTableau => !self.stock().is_empty(),
            StockRule::ToWaste { recycle, .. } => {
                !self.stock().is_empty() || (recycle && !self.waste().is_empty())
            }
        }
    }

    /// All legal moves, in generation order, into `out` (cleared first).
    /// Allocates nothing once `out` has grown to its working size.
    pub fn legal_moves_into(&self, out: &mut Vec<Move>) {
        out.clear();
        let r = &self.rules;
        let n = r.tableau_piles;
        // Per card (indexed by its byte): the foundations that take it, and
        // the tableau piles it may be built on. Built once per call, so each
        // source is then a few table lookups.
        let mut to_foundation = [0u8; 64];
        for f in 0..FOUNDATIONS {
            match self.foundation_needs(f) {
                Needs::Card(c) => to_foundation[usize::from(c.to_byte())] |= 1 << f,
                Needs::Rank(rank) => {
                    for suit in Suit::ALL {
                        to_foundation[usize::from(Card::new(rank, suit).to_byte())] |= 1 << f;
                    }
                }
                Needs::Complete => {}
            }
        }
        let mut onto_tableau = [0u16; 64];
        let mut empty = 0u16;
        for t in 0..n {
            match self.piles[PileId::tableau(t).slot()].last() {
                None => empty |= 1 << t,
                Some(&onto) => r.build.for_each_card_onto(onto, |c| {
                    onto_tableau[usize::from(c.to_byte())] |= 1 << t;
                }),
            }
        }
        let spaces_open = self.fill_pile().is_none();
        let available = self.available_piles();
        let foundations_only = self.is_dealing();
        let sources = (0..n)
            .map(PileId::tableau)
            .chain(r.has_waste.then_some(PileId::WASTE))
            .chain(r.has_reserve.then_some(PileId::RESERVE));
        for from in sources {
            let own: u16 = match from.kind() {
                PileKind::Tableau(i) => 1 << i,
                _ => 0,
            };
            if own & !available != 0 {
                continue;
            }
            let pile = &self.piles[from.slot()];
            let Some(&top) = pile.last() else { continue };
            let mut foundations = to_foundation[usize::from(top.to_byte())];
            while foundations != 0 {
                let f = foundations.trailing_zeros() as usize;
                foundations &= foundations - 1;
                out.push(Move::single(from, PileId::foundation(f)));
            }
            if foundations_only {
                continue;
            }
            let spaces = if spaces_open && (r.spaces == SpaceRule::AnyUnit || from == PileId::WASTE)
            {
                empty & !own
            } else {
                0
            };
            // A unit whose bottom card is `bottom` may go on these piles.
            let targets =
                |bottom: Card| (onto_tableau[usize::from(bottom.to_byte())] | spaces) & !own;
            push_transfers(out, from, 1, targets(top));
            if !from.is_tableau() {
                continue;
            }
            match r.units {
                UnitRule::Single => {}
                UnitRule::Runs | UnitRule::OneWayRuns => {
                    let longest = self.longest_run(pile);
                    for count in 2..=longest {
                        push_transfers(out, from, count, targets(pile[pile.len() - count]));
                    }
                }
                UnitRule::TopOrWholePile => {
                    if pile.len() > 1 && self.longest_run(pile) == pile.len() {
                        push_transfers(out, from, pile.len(), targets(pile[0]));
                    }
                }
            }
        }
        if self.stock_move_legal() {
            out.push(Move::Stock);
        }
        if self.redeal_legal() {
            out.push(Move::Redeal);
        }
    }

    /// All legal moves, sorted by their tokens in byte order (the protocol's order).
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        self.legal_moves_into(&mut moves);
        moves.sort_unstable_by_key(Move::token_key);
        moves
    }

    /// The legal moves of the unit of `count` cards on top of `from`
    /// (`None`: any unit from that pile), in generation order.
    pub fn moves_from(&self, from: PileId, count: Option<u8>) -> Vec<Move> {
        let mut all = Vec::new();
        self.legal_moves_into(&mut all);
        all.retain(|m| match *m {
            Move::Transfer {
                from: f, count: c, ..
            } => f == from && count.is_none_or(|n| n == c),
            _ => false,
        });
        all
    }

    /// Where a click on `from` (lifting `count` cards, or the longest
    /// movable unit when `None`) should send them: a foundation first, then
    /// a tableau card to build on, then an empty pile; the longest unit
    /// first among equals.
    pub fn preferred_move(&self, from: PileId, count: Option<u8>) -> Option<Move> {
        self.moves_from(from, count)
            .into_iter()
            .min_by_key(|m| match *m {
                Move::Transfer { count, to, .. } => {
                    let class = if to.is_foundation() {
                        0
                    } else if self.pile(to).is_empty() {
                        2
                    } else {
                        1
                    };
                    (class, u8::MAX - count, to)
                }
                _ => (3, 0, PileId::STOCK),
            })
    }

    /// Is `mv` legal here? `Err` says why not, in a player's words.
    pub fn check(&self, mv: Move) -> Result<(), MoveError> {
        let r = &self.rules;
        let game = self.variant.game;
        match mv {
            Move::Stock => match r.stock {
                StockRule::None => Err(MoveError::NoStock(game)),
                _ if self.stock_move_legal() => Ok(()),
                StockRule::ToWaste { recycle: true, .. } => Err(MoveError::StockAndWasteEmpty),
                _ => Err(MoveError::StockEmpty),
            },
            Move::Redeal => {
                if r.redeals == 0 {
                    Err(MoveError::NoRedeals(game))
                } else if self.redeals_left == 0 {
                    Err(MoveError::RedealsUsed(r.redeals))
                } else if !self.redeal_legal() {
                    Err(MoveError::RedealBeforePackOut {
                        stock: self.stock().len(),
                    })
                } else {
                    Ok(())
                }
            }
            Move::Transfer { from, count, to } => self.check_transfer(from, count as usize, to),
        }
    }

    fn has_pile(&self, pile: PileId) -> bool {
        match pile.kind() {
            PileKind::Foundation(_) => true,
            PileKind::Tableau(i) => i < self.rules.tableau_piles,
            PileKind::Stock => self.rules.has_stock(),
            PileKind::Waste => self.rules.has_waste,
            PileKind::Reserve => self.rules.has_reserve,
            PileKind::Packet => false,
        }
    }

    fn check_transfer(&self, from: PileId, count: usize, to: PileId) -> Result<(), MoveError> {
        self.check_lift(from, count, Some(to))?;
        let pile = self.pile(from);
        let card = pile[pile.len() - count];
        if let PileKind::Foundation(f) = to.kind() {
            let needs = self.foundation_needs(f);
            return if needs.accepts(card) {
                Ok(())
            } else {
                Err(MoveError::FoundationRefuses {
                    card,
                    foundation: to,
                    needs,
                })
            };
        }
        match self.pile(to).last() {
            None => {
                if let Some(fill) = self.fill_pile() {
                    Err(MoveError::SpaceFilledAutomatically {
                        pile: to,
                        from: fill,
                    })
                } else if !self.space_accepts_from(from) {
                    Err(MoveError::SpaceWasteOnly(to))
                } else {
                    Ok(())
                }
            }
            Some(&onto) => {
                if self.rules.build.fits(card, onto) {
                    Ok(())
                } else {
                    Err(MoveError::TableauRefuses {
                        card,
                        onto,
                        pile: to,
                        build: self.rules.build,
                    })
                }
            }
        }
    }

    /// Applies `mv` if it is legal, appending its card movements to `log`.
    pub fn apply(&mut self, mv: Move, log: &mut impl Log) -> Result<(), MoveError> {
        self.check(mv)?;
        self.apply_unchecked(mv, log);
        Ok(())
    }

    /// Applies a move known to be legal (one from [`Position::legal_moves_into`]),
    /// appending its card movements to `log`. An illegal move here leaves an
    /// unspecified (but memory-safe) position.
    pub fn apply_unchecked(&mut self, mv: Move, log: &mut impl Log) {
        match mv {
            Move::Transfer { from, count, to } => {
                self.shift(from, to, count as usize, log);
                if from.is_tableau() && self.piles[from.slot()].is_empty() {
                    if let Some(fill) = self.fill_pile() {
                        self.shift(fill, from, 1, log);
                    }
                }
            }
            Move::Stock => match self.rules.stock {
                StockRule::None => {}
                StockRule::DealToTableau => {
                    for t in 0..self.rules.tableau_piles {
                        if self.stock().is_empty() {
                            break;
                        }
                        self.shift(PileId::STOCK, PileId::tableau(t), 1, log);
                    }
                }
                StockRule::ToWaste { draw, .. } => {
                    if self.stock().is_empty() {
                        while !self.waste().is_empty() {
                            self.shift(PileId::WASTE, PileId::STOCK, 1, log);
                        }
                    } else {
                        for _ in 0..draw {
                            if self.stock().is_empty() {
                                break;
                            }
                            self.shift(PileId::STOCK, PileId::WASTE, 1, log);
                        }
                    }
                }
            },
            Move::Redeal => {
                self.redeals_left = self.redeals_left.saturating_sub(1);
                // Gather: the packet's top card must be t1's bottom card, then
                // t1 upwards, then t2, ... t12. Lifting cards one at a time
                // from t12's top down to t1's bottom stacks them that way.
                for t in (0..self.rules.tableau_piles).rev() {
                    while !self.tableau(t).is_empty() {
                        self.shift(PileId::tableau(t), PileId::PACKET, 1, log);
                    }
                }
                match self.rules.redeal {
                    RedealRule::Shuffled => {
                        let n = self.pile(PileId::PACKET).len();
                        if n > 0 {
                            self.shuffle_packet(false);
                            log.push(Movement {
                                from: PileId::PACKET,
                                to: PileId::PACKET,
                                count: n as u8,
                            });
                        }
                        self.deal_row_from_packet(log);
                    }
                    RedealRule::Regather | RedealRule::None => self.deal_packet(log),
                }
            }
        }
    }

    /// Which redeal of the game this is (1 for the first), counted from
    /// the redeals left after it.
    fn redeal_number(&self) -> u8 {
        self.rules.redeals.saturating_sub(self.redeals_left)
    }

    /// Shuffles the packet in place by the redeal shuffle
    /// ([`super::deal::redeal_order`]), or with `undo`, puts it back in the
    /// gathered order. The shuffle depends only on which cards the packet
    /// holds and on the redeal's number, so the same order is known both
    /// ways.
    fn shuffle_packet(&mut self, undo: bool) {
        let redeal = self.redeal_number();
        let salt = self.redeal_salt;
        let packet = &mut self.piles[PileId::PACKET.slot()];
        let n = packet.len();
        // Dealt-first order: the packet's top card first.
        let first: Vec<Card> = packet.iter().rev().copied().collect();
        let order = super::deal::redeal_order_salted(&first, redeal, salt);
        for (k, &q) in order.iter().enumerate() {
            let q = usize::from(q);
            if undo {
                // `first` is the shuffled order: its card k came from place q.
                packet[n - 1 - q] = first[k];
            } else {
                packet[n - 1 - k] = first[q];
            }
        }
    }

    /// Deals the packet (top card first) as Russian Patience deals: one
    /// card to each tableau pile in order, then the rest, as one unit, to
    /// the stock (the packet's top card becomes the stock's top card).
    fn deal_row_from_packet(&mut self, log: &mut impl Log) {
        for t in 0..self.rules.tableau_piles {
            if self.pile(PileId::PACKET).is_empty() {
                return;
            }
            self.shift(PileId::PACKET, PileId::tableau(t), 1, log);
        }
        let rest = self.pile(PileId::PACKET).len();
        if rest > 0 {
            self.shift(PileId::PACKET, PileId::STOCK, rest, log);
        }
    }

    /// Undoes a move given the movements it logged. Restores the position
    /// exactly (the redeal counter included).
    pub fn undo(&mut self, mv: Move, movements: &[Movement]) {
        for m in movements.iter().rev() {
            if m.from == PileId::PACKET && m.to == PileId::PACKET {
                // The redeal's shuffle: unshuffle (before the counter
                // comes back, so the redeal's number is the same).
                self.shuffle_packet(true);
            } else {
                self.shift(m.to, m.from, m.count as usize, &mut NoLog);
            }
        }
        if mv == Move::Redeal {
            self.redeals_left += 1;
        }
    }

    /// Moves the top `count` cards of `from` onto `to`, keeping their order.
    fn shift(&mut self, from: PileId, to: PileId, count: usize, log: &mut impl Log) {
        // Two piles at once, by hand: `get_disjoint_mut` stays a call in
        // the size-optimised browser build, on the search's hottest path.
        let (f, t) = (from.slot(), to.slot());
        if f == t || f >= PILE_SLOTS || t >= PILE_SLOTS {
            return;
        }
        let (low, high) = self.piles.split_at_mut(f.max(t));
        let (src, dst) = if f < t {
            (&mut low[f], &mut high[0])
        } else {
            (&mut high[0], &mut low[t])
        };
        let start = src.len().saturating_sub(count);
        dst.extend_from_slice(&src[start..]);
        src.truncate(start);
        log.push(Movement {
            from,
            to,
            count: count as u8,
        });
    }

    /// Capricieuse's deal procedure: deals the packet (top card first) to
    /// `t1`, `t2`, ... in rotation, sending each card that starts or builds
    /// on its suit's foundation there instead; a card that goes to a
    /// foundation does not advance the rotation.
    pub(crate) fn deal_packet(&mut self, log: &mut impl Log) {
        let n = self.rules.tableau_piles;
        let mut pile = 0;
        while let Some(&card) = self.piles[PileId::PACKET.slot()].last() {
            let to = self
                .deal_foundation_for(card)
                .map(PileId::foundation)
                .unwrap_or_else(|| {
                    let to = PileId::tableau(pile);
                    pile = (pile + 1) % n;
                    to
                });
            self.shift(PileId::PACKET, to, 1, log);
        }
    }

    /// During Capricieuse's deal: the foundation a card goes to, if any.
    /// 1. An Ace (King) whose suit's Ace (King) foundation is empty starts it.
    /// 2. Otherwise a card that builds on its suit's Ace foundation, or else
    ///    on its King foundation, goes there.
    fn deal_foundation_for(&self, card: Card) -> Option<usize> {
        debug_assert_eq!(self.rules.deal, DealRule::Capricieuse);
        let suit = card.suit().index();
        let (ace, king) = (suit, suit + 4);
        if card.rank() == Rank::ACE && self.foundation(ace).is_empty() {
            return Some(ace);
        }
        if card.rank() == Rank::KING && self.foundation(king).is_empty() {
            return Some(king);
        }
        [ace, king]
            .into_iter()
            .find(|&f| !self.foundation(f).is_empty() && self.foundation_needs(f).accepts(card))
    }

    /// Playing, won or lost. Lost means no legal move is left; in a game
    /// whose stock recycles forever (Double Canfield) it also means that
    /// only the stock move is legal and no number of stock moves alone
    /// would make another move legal.
    pub fn status(&self) -> Status {
        if self.foundation_count() == 104 {
            return Status::Won;
        }
        let mut moves = Vec::new();
        self.legal_moves_into(&mut moves);
        let only_stock = moves == [Move::Stock];
        if moves.is_empty() || (only_stock && self.stock_cycle_is_futile(&mut moves)) {
            Status::Lost
        } else {
            Status::Playing
        }
    }

    /// True when the only legal move is the stock move and cycling the
    /// stock through a full pass never makes another move legal.
    fn stock_cycle_is_futile(&self, moves: &mut Vec<Move>) -> bool {
        let StockRule::ToWaste {
            draw,
            recycle: true,
        } = self.rules.stock
        else {
            // One pass only: dealing changes the position for good.
            return false;
        };
        let draw = usize::from(draw.max(1));
        let total = self.stock().len() + self.waste().len();
        // The rest of this pass, the recycle, then one whole pass: after a
        // recycle the stock always comes round in the same order.
        let steps = self.stock().len().div_ceil(draw) + 1 + total.div_ceil(draw) + 1;
        let mut pos = self.clone();
        for _ in 0..steps {
            pos.apply_unchecked(Move::Stock, &mut NoLog);
            pos.legal_moves_into(moves);
            if moves.iter().any(|&m| m != Move::Stock) {
                return false;
            }
        }
        true
    }
}

/// Pushes a transfer of `count` cards from `from` to each tableau pile in `targets` (a bit mask).
#[inline]
fn push_transfers(out: &mut Vec<Move>, from: PileId, count: usize, mut targets: u16) {
    while targets != 0 {
        let t = targets.trailing_zeros() as usize;
        targets &= targets - 1;
        out.push(Move::Transfer {
            from,
            count: count as u8,
            to: PileId::tableau(t),
        });
    }
}

/// Somewhere movements are written: a `Vec<Movement>`, or nowhere.
pub trait Log {
    fn push(&mut self, m: Movement);
}

impl Log for Vec<Movement> {
    #[inline]
    fn push(&mut self, m: Movement) {
        Vec::push(self, m)
    }
}

/// A [`Log`] that drops movements (for search that undoes by other means,
/// and for the deal, which is no move).
pub struct NoLog;

impl Log for NoLog {
    #[inline]
    fn push(&mut self, _: Movement) {}
}

// ----- Queries for the view (the browser table) -----

impl Position {
    /// May the top `count` cards of `from` be picked up as one unit, before
    /// asking where they could go? The view starts a drag, or a click-move,
    /// only on a unit that may move; `Err` says why not, in a player's words.
    /// Sources are tableau piles, the waste and the reserve of this game.
    pub fn check_unit(&self, from: PileId, count: usize) -> Result<(), MoveError> {
        self.check_lift(from, count, None)
    }

    /// The checks of a transfer that concern its source (and, given `to`,
    /// the target's kind, in the order `check` reports them): the top
    /// `count` cards of `from` may be lifted as one unit.
    fn check_lift(&self, from: PileId, count: usize, to: Option<PileId>) -> Result<(), MoveError> {
        let game = self.variant.game;
        for p in [Some(from), to].into_iter().flatten() {
            if !self.has_pile(p) {
                return Err(MoveError::NoSuchPile(game, p));
            }
        }
        // Tokens can only name these, but a hand-built `Move` (a drop on the
        // table) can name any pile.
        if !matches!(
            from.kind(),
            PileKind::Tableau(_) | PileKind::Waste | PileKind::Reserve
        ) {
            return Err(MoveError::NotASource(from));
        }
        if let Some(to) = to {
            if !matches!(to.kind(), PileKind::Tableau(_) | PileKind::Foundation(_)) {
                return Err(MoveError::NotATarget(to));
            }
        }
        let pile = self.pile(from);
        if pile.is_empty() {
            return Err(MoveError::EmptySource(from));
        }
        if to == Some(from) {
            return Err(MoveError::SamePile(from));
        }
        if count == 0 || (count > 1 && !from.is_tableau()) {
            // Not reachable from a token, only from a hand-built `Move`.
            return Err(MoveError::NotAUnit { pile: from, count });
        }
        if count > 1 && to.is_some_and(PileId::is_foundation) {
            return Err(MoveError::RunToFoundation);
        }
        if !self.is_available(from) {
            return Err(MoveError::Blocked {
                pile: from,
                last: PileId::tableau(self.rules.tableau_piles - 1),
            });
        }
        if count > pile.len() {
            return Err(MoveError::NotEnoughCards {
                pile: from,
                count,
                holds: pile.len(),
            });
        }
        if self.is_dealing() && (count > 1 || to.is_some_and(PileId::is_tableau)) {
            return Err(MoveError::FoundationsOnlyWhileDealing {
                stock: self.stock().len(),
            });
        }
        if !self.unit_can_move(pile, count) {
            return Err(match self.rules.units {
                UnitRule::Single => MoveError::SingleCardsOnly(game),
                UnitRule::Runs => MoveError::NotARun {
                    pile: from,
                    count,
                    build: self.rules.build,
                },
                UnitRule::TopOrWholePile if count != pile.len() => MoveError::WholePileOnly(from),
                UnitRule::TopOrWholePile => MoveError::PileNotInSequence(from),
                UnitRule::OneWayRuns => MoveError::NotAOneWayRun { pile: from, count },
            });
        }
        Ok(())
    }
}

#[cfg(test)]
mod view_query_tests {
    use super::*;
    use crate::engine::{deal, DealNumber, GameId};

    /// `check_unit` agrees with `check` on every unit of every source pile:
    /// a unit that some legal move carries may be lifted, and a unit it
    /// refuses is refused by `check` for every destination with the same reason.
    #[test]
    fn check_unit_agrees_with_the_move_generator() {
        for game in GameId::ALL {
            for n in 1..=20u64 {
                let pos = deal(Variant::new(game), DealNumber::new(n).unwrap());
                let legal = pos.legal_moves();
                for from in pos.pile_ids() {
                    let len = pos.pile(from).len();
                    for count in 0..=len + 1 {
                        let verdict = pos.check_unit(from, count);
                        let carried = legal.iter().any(|m| {
                            matches!(*m, Move::Transfer { from: f, count: c, .. }
                                if f == from && usize::from(c) == count)
                        });
                        if carried {
                            assert_eq!(verdict, Ok(()), "{game:?} {n} {from} x{count}");
                        }
                        if let Err(e) = &verdict {
                            if from.is_tableau() && count >= 1 {
                                for to in pos.pile_ids().filter(|&t| t.is_tableau() && t != from) {
                                    let mv = Move::Transfer {
                                        from,
                                        count: count as u8,
                                        to,
                                    };
                                    assert_eq!(pos.check(mv).as_ref(), Err(e), "{game:?} {n} {mv}");
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn check_unit_refuses_non_sources_and_buried_cards() {
        let pos = deal(Variant::new(GameId::Caprice), DealNumber::new(3).unwrap());
        assert!(pos.check_unit(PileId::foundation(0), 1).is_err());
        assert!(pos.check_unit(PileId::STOCK, 1).is_err());
        assert!(pos.check_unit(PileId::WASTE, 1).is_err());
        assert_eq!(pos.check_unit(PileId::tableau(0), 1), Ok(()));
        assert_eq!(
            pos.check_unit(PileId::tableau(0), 2),
            Err(MoveError::NotEnoughCards {
                pile: PileId::tableau(0),
                count: 2,
                holds: 1
            })
        );
        let dc = deal(
            Variant::new(GameId::DoubleCanfield),
            DealNumber::new(3).unwrap(),
        );
        assert_eq!(dc.check_unit(PileId::RESERVE, 1), Ok(()));
        assert!(matches!(
            dc.check_unit(PileId::RESERVE, 2),
            Err(MoveError::NotAUnit { .. })
        ));
    }

    /// A hand-built move (a drop anywhere on the table) may name any pile:
    /// only tableau piles, the waste and the reserve give cards, and only
    /// foundations and tableau piles take them, even where a card would fit
    /// on the waste's or the reserve's top card by the building rule.
    #[test]
    fn transfers_only_go_from_sources_to_foundations_and_tableau_piles() {
        for n in 1..=30u64 {
            let mut pos = deal(
                Variant::new(GameId::DoubleCanfield),
                DealNumber::new(n).unwrap(),
            );
            pos.apply(Move::Stock, &mut NoLog).unwrap();
            for to in [PileId::WASTE, PileId::RESERVE, PileId::STOCK] {
                for t in 0..5 {
                    let mv = Move::single(PileId::tableau(t), to);
                    assert_eq!(pos.check(mv), Err(MoveError::NotATarget(to)), "{mv:?}");
                }
            }
            for from in [PileId::foundation(0), PileId::STOCK] {
                let mv = Move::single(from, PileId::tableau(0));
                assert_eq!(pos.check(mv), Err(MoveError::NotASource(from)));
                assert_eq!(pos.check_unit(from, 1), Err(MoveError::NotASource(from)));
            }
        }
        let e = MoveError::NotASource(PileId::foundation(1)).to_string();
        assert!(e.contains("never leaves"), "{e}");
    }
}

#[cfg(test)]
mod russian_tests {
    use super::*;
    use crate::engine::{deal, DealNumber, Game, GameId};

    fn rp(n: u64) -> Position {
        deal(
            Variant::new(GameId::RussianPatience),
            DealNumber::new(n).unwrap(),
        )
    }

    /// Plays stock moves until the stock is empty.
    fn deal_out(pos: &mut Position) {
        while !pos.stock().is_empty() {
            pos.apply(Move::Stock, &mut NoLog).unwrap();
        }
    }

    #[test]
    fn the_first_row_is_all_available_then_only_the_outside_piles() {
        let mut pos = rp(1);
        assert!((0..12).all(|t| pos.is_available(PileId::tableau(t))));
        assert!(!pos.is_available(PileId::tableau(12)));
        assert!(pos.is_available(PileId::STOCK));
        pos.apply(Move::Stock, &mut NoLog).unwrap();
        let avail: Vec<usize> = (0..12)
            .filter(|&t| pos.is_available(PileId::tableau(t)))
            .collect();
        assert_eq!(avail, [0, 11]);
        let e = pos.check_unit(PileId::tableau(4), 1).unwrap_err();
        assert!(matches!(e, MoveError::Blocked { .. }));
        assert!(e.to_string().contains("only the outside piles"), "{e}");
        deal_out(&mut pos);
        assert!((0..12).all(|t| pos.is_available(PileId::tableau(t))));
    }

    #[test]
    fn only_foundation_moves_while_the_stock_has_cards() {
        for n in 1..=50 {
            let pos = rp(n);
            for mv in pos.legal_moves() {
                match mv {
                    Move::Transfer { to, count, .. } => {
                        assert!(to.is_foundation() && count == 1, "{n}: {mv}")
                    }
                    Move::Stock => {}
                    Move::Redeal => panic!("{n}: a redeal with the stock full"),
                }
            }
            let e = pos.check(Move::single(PileId::tableau(0), PileId::tableau(1)));
            assert!(
                matches!(e, Err(MoveError::FoundationsOnlyWhileDealing { stock: 92 })),
                "{e:?}"
            );
            assert!(matches!(
                pos.check(Move::Redeal),
                Err(MoveError::RedealBeforePackOut { stock: 92 })
            ));
        }
    }

    #[test]
    fn one_way_runs_stop_where_the_direction_changes() {
        let mut pos = Position::empty(Variant::new(GameId::RussianPatience));
        let c = |s: &str| s.parse::<Card>().unwrap();
        // 5S 6S 7S 6S: the top two go down, the two under them up.
        *pos.pile_mut(PileId::tableau(0)) = vec![c("5S"), c("6S"), c("7S"), c("6S")];
        assert_eq!(pos.longest_run(pos.tableau(0)), 2);
        *pos.pile_mut(PileId::tableau(0)) = vec![c("8H"), c("7H"), c("6H")];
        assert_eq!(pos.longest_run(pos.tableau(0)), 3);
        *pos.pile_mut(PileId::tableau(0)) = vec![c("4H"), c("5H"), c("6H")];
        assert_eq!(pos.longest_run(pos.tableau(0)), 3);
        assert!(matches!(
            pos.check_unit(PileId::tableau(0), 4),
            Err(MoveError::NotEnoughCards { .. })
        ));
        *pos.pile_mut(PileId::tableau(0)) = vec![c("5S"), c("6S"), c("7S"), c("6S")];
        assert_eq!(
            pos.check_unit(PileId::tableau(0), 3),
            Err(MoveError::NotAOneWayRun {
                pile: PileId::tableau(0),
                count: 3
            })
        );
    }

    #[test]
    fn a_redeal_gathers_shuffles_and_deals_a_row_and_undoes_exactly() {
        for n in 1..=30 {
            let mut game = Game::deal(
                Variant::new(GameId::RussianPatience),
                DealNumber::new(n).unwrap(),
            );
            while !game.position().stock().is_empty() {
                game.play(Move::Stock).unwrap();
            }
            let before = game.position().clone();
            let cards = (0..12).map(|t| before.tableau(t).len()).sum::<usize>();
            let movements = game.play(Move::Redeal).unwrap().to_vec();
            let after = game.position().clone();
            assert_eq!(after.redeals_left(), 1);
            assert!((0..12).all(|t| after.tableau(t).len() <= 1));
            assert_eq!(after.stock().len(), cards.saturating_sub(12));
            assert_eq!(after.foundation_count(), before.foundation_count());
            let shuffles: Vec<&Movement> = movements.iter().filter(|m| m.from == m.to).collect();
            assert_eq!(
                shuffles,
                [&Movement {
                    from: PileId::PACKET,
                    to: PileId::PACKET,
                    count: cards as u8
                }]
            );
            // The same position redeals the same way.
            let mut again = before.clone();
            again.apply(Move::Redeal, &mut NoLog).unwrap();
            assert_eq!(again, after);
            game.undo().unwrap();
            assert_eq!(game.position(), &before, "deal {n}");
            assert!(game.position().pile(PileId::PACKET).is_empty());
            game.redo().unwrap();
            assert_eq!(game.position(), &after);
        }
    }

    #[test]
    fn the_redeal_shuffle_is_a_permutation_that_ignores_the_gathered_order() {
        let pack = crate::engine::deal::shuffled_pack(DealNumber::new(9).unwrap());
        for n in [0usize, 1, 2, 12, 13, 52, 53, 91, 104] {
            for redeal in [1u8, 2] {
                let order = crate::engine::deal::redeal_order(&pack[..n], redeal);
                let mut sorted = order.clone();
                sorted.sort_unstable();
                assert_eq!(sorted, (0..n as u8).collect::<Vec<_>>());
                let mut reversed = pack[..n].to_vec();
                reversed.reverse();
                assert_eq!(crate::engine::deal::redeal_order(&reversed, redeal), order);
            }
        }
        let a = crate::engine::deal::redeal_order(&pack[..80], 1);
        assert_ne!(a, crate::engine::deal::redeal_order(&pack[..80], 2));
        assert_ne!(a, crate::engine::deal::redeal_order(&pack[1..81], 1));
    }

    #[test]
    fn is_available_is_true_everywhere_in_the_other_games() {
        for game in GameId::ALL
            .into_iter()
            .filter(|&g| g != GameId::RussianPatience)
        {
            for n in 1..=5 {
                let mut pos = deal(Variant::new(game), DealNumber::new(n).unwrap());
                for _ in 0..3 {
                    assert!(pos.pile_ids().all(|p| pos.is_available(p)), "{game:?}");
                    if pos.check(Move::Stock).is_ok() {
                        pos.apply(Move::Stock, &mut NoLog).unwrap();
                    }
                }
            }
        }
    }
}
