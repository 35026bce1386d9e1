### The table's own words: English (en).
### Source: src/table/input.rs (Hold::spoken), src/table/replay_viewer.rs
### (opened_words), src/table/session.rs (Question::words, Refusal::spoken),
### word for word. Game names are the terms of games.ftl (-game-…), or a
### game's name given as $game.
###
### Variables: $moves and $count are numbers (plural selectors use the
### language's CLDR categories); $deal is a deal's number; $game a game's
### name; $card a card's name and $why the engine's reason, both still in
### English (the engine's words are not in Fluent yet).

## While the table is held (a move or the solver's demo refused)

# A replay link is shown: its bar has a "Play from here" button.
hold-replay = This is a replay: press Play from here to play on from this move.
# The daily deal is being checked by the solver before it can be played.
hold-daily-wait = A moment: the solver is checking the daily deal.

## A replay link opened

replay-opened = A replay of { $game } #{ $deal } in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }: press Play, or step through it.
# The link asks for more moves than a replay may hold.
replay-refused = This replay link was refused: { $why }. The deal is shown from its start.
# The link's moves stop being legal part-way: the moves before replay.
replay-damaged = This replay link is damaged or was made for another deal: { $why }. { $moves ->
        [one] The { $moves } move before that can be replayed.
       *[other] The { $moves } moves before that can be replayed.
    }

## The confirmation dialog: leaving or restarting a game in progress

# Said when leaving a game in progress; $moves: its moves so far.
confirm-leave = You have made { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } in this game. Leaving it counts as a loss in your statistics.
confirm-new-title = Start a new deal?
confirm-new-yes = New deal
confirm-game-title = Play { $game }?
confirm-game-yes = Play { $game }
confirm-deal-title = Play { $game } #{ $deal }?
confirm-deal-yes = Play #{ $deal }
# Double Canfield's settings changed: $draw is 1 or 3, $spaces the spaces
# setting's value (any, kings, waste).
confirm-rules-title = Play { -game-double-canfield } with draw { $draw } and spaces: { $spaces }?
# $leave: the confirm-leave message.
confirm-rules-text = The rules change with a new deal. { $leave }
confirm-restart-title = Start this deal again?
confirm-restart-text = Your { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } in this game will be undone.
confirm-restart-yes = Restart
confirm-reset-title = Reset all statistics?
confirm-reset-text = Every figure of every game goes back to zero. Export them first to keep a copy.
confirm-reset-yes = Reset
confirm-cancel = Cancel
confirm-keep-playing = Keep playing

## Why nothing happened (the message line)

refusal-nothing-to-undo = Nothing to undo.
refusal-nothing-to-redo = Nothing to redo.
# A card (its name, $card) was double-clicked or activated and cannot move.
refusal-no-move = There is no legal move for the { $card }.
# The same for a run of $count cards (always more than one) from $card.
refusal-no-move-cards = There is no legal move for the { $count } cards from the { $card }.
refusal-no-foundation = No foundation takes the { $card } yet.

## The Share menu (src/table/state.rs, share_items): each item's label,
## and the text given to the clipboard. $game: the game's name; $deal: the
## deal's number; $moves: how many moves the replay holds; $time: the
## game's time (m:ss); $link: the replay's address.

share-deal = This deal
share-win = My win ({ $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    })
share-win-text = I won { $game } #{ $deal } in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }, { $time }: { $link }
share-game = My game so far ({ $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    })
share-game-text = My game of { $game } #{ $deal } so far, { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } in { $time }: { $link }
share-solution = The solution ({ $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    })
share-solution-text = A winning line for { $game } #{ $deal }, { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }: { $link }

## The clipboard's answer (src/table/state.rs, copied_words)

copied-deal = Copied the link to this deal: paste it to share.
copied-win = Copied the link to a replay of your win: paste it to share.
copied-game = Copied the link to a replay of your game so far: paste it to share.
copied-solution = Copied the link to a replay of a winning line: paste it to share.
# The browser refused the clipboard: the link is shown to copy by hand.
copy-by-hand = Copy this link to share: { $link }

## The daily deal (src/table/state.rs, daily_asked, daily_found). $date:
## the day, as YYYY-MM-DD.

daily-checking = Checking the { $game } daily deal of { $date } with the solver…
daily-no-solver = The daily deal needs the solver, which could not be loaded in this browser: this is an ordinary deal, and it does not count as the day's.
daily-timed-out = The solver did not answer in time, so the daily deal could not be checked: this is an ordinary deal, and it does not count as the day's. Try Daily again later.
daily-found = The { $game } daily deal of { $date }: #{ $deal }, the same for everyone.

## The solver's words on the message line (src/table/solver_session.rs,
## Speech::text). $move: the move proposed, in the table's words for it
## (still English: announce.rs is not in Fluent yet). "Hint", "Demo" and
## "Winnable deals only" are the buttons' and the setting's names.

solver-hint = Hint: { $move }.
# No winning line is known: the hint suggests the move that looks most useful.
solver-suggest-not-known-yet = No winning line is known yet; this move looks most useful: { $move }.
solver-suggest-lost = This game can no longer be won; this move looks most useful: { $move }.
solver-suggest-not-known-here = No winning line is known from here; this move looks most useful: { $move }.
solver-suggest-no-solver = The solver cannot run in this browser; this move looks most useful: { $move }.
solver-suggest-no-worker = Honest hints need a background worker, which this browser does not run here; this move looks most useful: { $move }.
solver-thinking = Thinking…
solver-won = This game is won.
solver-no-move-left = No legal move is left: undo, or start again.
solver-demo-started = Demo: the solver plays a winning line. Any key or click stops it.
solver-demo-stopped = Demo stopped.
solver-game-over = This game is over: there is nothing left to show.
solver-looking-for-line = Looking for a winning line…
solver-no-line-lost = This game can no longer be won, so there is no winning line to show.
solver-no-line-here = No winning line is known from here, so there is nothing to show.
solver-winnable-only-on = New deals will be ones the solver has proven winnable.
solver-winnable-only-off = New deals are dealt at random, winnable or not.
solver-finding-deal = Finding a winnable deal…
solver-no-deal-proven = No deal could be proven winnable quickly, so this one is dealt at random.
solver-unavailable = The solver could not be loaded in this browser: Hint still suggests moves, but nothing can be proven winnable. Reloading the page may bring it back.
solver-needs-solver = That needs the solver, which could not be loaded in this browser.
