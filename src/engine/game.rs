//! A game in progress: a position plus its history, with undo and redo of
//! any number of moves.

use super::deal::DealNumber;
use super::error::MoveError;
use super::moves::{Move, Movement};
use super::position::{Position, Status};
use super::rules::Variant;
use super::start::deal;
use std::ops::Range;

/// A position with the moves that led to it from its start.
#[derive(Clone, Debug)]
pub struct Game {
    start: Position,
    position: Position,
    /// Moves made, each with its range in `log`.
    done: Vec<(Move, Range<usize>)>,
    /// All movements of the moves in `done`, in order.
    log: Vec<Movement>,
    /// Undone moves, most recently undone last.
    undone: Vec<Move>,
}

impl Game {
    /// A new game from any position.
    pub fn new(start: Position) -> Game {
        Game {
            position: start.clone(),
            start,
            done: Vec::new(),
            log: Vec::new(),
            undone: Vec::new(),
        }
    }

    /// A new game of `variant` from deal `number`.
    pub fn deal(variant: Variant, number: DealNumber) -> Game {
        Game::new(deal(variant, number))
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    pub fn start(&self) -> &Position {
        &self.start
    }

    pub fn status(&self) -> Status {
        self.position.status()
    }

    /// The moves made so far (not counting undone ones).
    pub fn moves(&self) -> impl ExactSizeIterator<Item = Move> + '_ {
        self.done.iter().map(|(m, _)| *m)
    }

    /// The moves undone and not yet redone, next to redo first.
    pub fn redoable(&self) -> impl Iterator<Item = Move> + '_ {
        self.undone.iter().rev().copied()
    }

    pub fn can_undo(&self) -> bool {
        !self.done.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    /// Makes a move; returns its card movements. Clears the redo list.
    pub fn play(&mut self, mv: Move) -> Result<&[Movement], MoveError> {
        let range = self.apply(mv)?;
        self.undone.clear();
        Ok(&self.log[range])
    }

    fn apply(&mut self, mv: Move) -> Result<Range<usize>, MoveError> {
        let start = self.log.len();
        self.position.apply(mv, &mut self.log)?;
        let range = start..self.log.len();
        self.done.push((mv, range.clone()));
        Ok(range)
    }

    /// Undoes the last move; returns it with the movements that were
    /// reversed (as they were made: the view plays them backwards).
    pub fn undo(&mut self) -> Option<(Move, Vec<Movement>)> {
        let (mv, range) = self.done.pop()?;
        let movements: Vec<Movement> = self.log.drain(range).collect();
        self.position.undo(mv, &movements);
        self.undone.push(mv);
        Some((mv, movements))
    }

    /// Redoes the last undone move; returns it with its movements.
    pub fn redo(&mut self) -> Option<(Move, &[Movement])> {
        let mv = self.undone.pop()?;
        match self.apply(mv) {
            Ok(range) => Some((mv, &self.log[range])),
            Err(_) => {
                // Cannot happen: the move was legal in this very position.
                self.undone.clear();
                None
            }
        }
    }

    /// Back to the start, keeping nothing to redo.
    pub fn restart(&mut self) {
        self.position = self.start.clone();
        self.done.clear();
        self.log.clear();
        self.undone.clear();
    }
}
