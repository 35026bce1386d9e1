### The table's own words: English (en).
### Source: src/table/input.rs (Hold::spoken), src/table/replay_viewer.rs
### (opened_words), src/table/session.rs (Question::words, Refusal::spoken),
### word for word. Game names are the terms of games.ftl (-game-…), or a
### game's name given as $game.
###
### Variables: $moves and $count are numbers (plural selectors use the
### language's CLDR categories); $deal is a deal's number; $game a game's
### name; $card a card's name (card-name); $why a replay link's stop
### (replay-stop, replay-why-…).

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
refusal-landing = That card is still moving: try again once it has landed.
refusal-only-stock = Turning the stock frees nothing: it is all that is left, and no number of turns would ever free another move. This game is lost.

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
## the day, in the language's words (the browser writes it: “November 26,
## 2026”, “26 novembre 2026”).

daily-checking = Checking the { $game } daily deal of { $date } with the solver…
daily-no-solver = The daily deal needs the solver, which could not be loaded in this browser: this is an ordinary deal, and it does not count as the day's.
daily-timed-out = The solver did not answer in time, so the daily deal could not be checked: this is an ordinary deal, and it does not count as the day's. Try Daily again later.
daily-found = The { $game } daily deal of { $date }: #{ $deal }, the same for everyone.

## The solver's words on the message line (src/table/solver_session.rs,
## Speech::text). $move: the move proposed, in the table's words for it
## (hint-move and the other hint-… messages). "Hint", "Demo" and
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

## Cards and piles, as the table and the screen reader name them
## (src/table/announce.rs). A card's name is made of its rank's and its
## suit's: card-name's $rank is a card-rank-… message, $suit a
## card-suit-… message. Other messages take a whole card's name as $card
## (and $first, $last, $onto, $needs), a pile's name (a pile-… message) as
## $pile (and $from, $to, $foundation), a count of cards (count-cards) as
## $cards (and $row, $stock).

card-name = { $rank } of { $suit }
card-rank-1 = ace
card-rank-2 = two
card-rank-3 = three
card-rank-4 = four
card-rank-5 = five
card-rank-6 = six
card-rank-7 = seven
card-rank-8 = eight
card-rank-9 = nine
card-rank-10 = ten
card-rank-11 = jack
card-rank-12 = queen
card-rank-13 = king
# A rank in the plural: "an empty foundation takes one of the nines".
card-ranks-1 = aces
card-ranks-2 = twos
card-ranks-3 = threes
card-ranks-4 = fours
card-ranks-5 = fives
card-ranks-6 = sixes
card-ranks-7 = sevens
card-ranks-8 = eights
card-ranks-9 = nines
card-ranks-10 = tens
card-ranks-11 = jacks
card-ranks-12 = queens
card-ranks-13 = kings
card-suit-spades = spades
card-suit-hearts = hearts
card-suit-diamonds = diamonds
card-suit-clubs = clubs

# $number: the pile's number, from 1.
pile-foundation = foundation { $number }
pile-tableau = tableau pile { $number }
pile-stock = the stock
pile-waste = the waste
pile-reserve = the reserve
# The cards a redeal gathers before dealing them again.
pile-packet = the packet

count-cards = { $count ->
        [0] no cards
        [one] { $count } card
       *[other] { $count } cards
    }
# Lists of piles or cards: "a, b and c", "a or b".
list-comma = { $first }, { $next }
list-and = { $first } and { $last }
list-or = { $first } or { $last }

## What the screen reader hears after a move ($words: the move's words)

said-autoplay = autoplay: { $words }
said-finish = auto-finish: { $words }
said-undone = undone: { $words }
said-redone = redone: { $words }
# One part of a move's words, then the next.
said-then = { $first }; { $next }
said-moved = { $cards } from { $from } to { $to }
# The pile a move emptied, filled automatically.
said-filled = { $pile } filled with { $card } from { $from }
# $cards: a card's name, or unit-cards.
unit-cards = { $count } cards, { $first } down to { $last }
unit-no-card = no card
stock-changed-nothing = the stock move changed nothing
stock-empty-now = the stock is empty
stock-left = { $cards } left in the stock
stock-turned-over = waste turned over to the stock: { $cards }
# $rest: stock-left or stock-empty-now.
stock-turned-one = turned { $card } onto the waste; { $rest }
stock-turned = turned { $cards } onto the waste, { $card } on top; { $rest }
stock-dealt-row = dealt the next row, { $cards } from the stock; { $rest }
stock-dealt = dealt { $cards } from the stock; { $rest }
redeal-left = redeal: { $left } left
redeal-dealt-again = the piles gathered, shuffled and dealt again: a first row of { $row }, { $stock } in the stock
redeal-to-foundations = to the foundations: { $cards }
# Russian Patience: which piles may be played while the rows are dealt.
rows-all-open = every pile can be played now
rows-none-open = no pile can be played until the next row
# $piles: a list of piles; $count: how many.
rows-open = { $count ->
        [one] only { $piles } can be played until the pack is out
       *[other] only { $piles } can be played until the pack is out
    }
dealt-new = new deal: { $game }, deal { $deal }
dealt-again = { $game }, deal { $deal }, started again
status-won = You won!
status-demo-won = The demo finished the game: it counts as played, not as won.
status-lost = No moves left: the game is lost.

## A hint's move, as advice ($move in solver-hint)

hint-turn-waste = turn the waste over to make the stock again ({ $cards })
hint-deal-row = deal the next row from the stock ({ $cards } left there)
hint-turn-stock-draw = { $count ->
        [one] turn the stock: its next card onto the waste
       *[other] turn the stock: its next { $count } cards onto the waste
    }
hint-turn-stock = turn the stock
hint-redeal = redeal: gather the piles and deal them again ({ $left ->
        [one] { $left } redeal
       *[other] { $left } redeals
    } left after it)
hint-no-card = no card
hint-card = the { $card }
hint-cards = the { $count } cards from the { $first } down to the { $last }
hint-onto-card = onto the { $card } on { $pile }
hint-onto-empty = onto { $pile }, which is empty
hint-onto = onto { $pile }
# $what: hint-card, hint-cards or hint-no-card; $onto: hint-onto-….
hint-move = move { $what } from { $from } { $onto }

## A pile's accessible name: its name, then each part after it

label-stock = stock
label-waste = waste
label-reserve = reserve
label-part = { $label }, { $part }
label-turn-over = turn the waste over
label-deal-row = deal the next row
label-deal = deal
label-empty = empty
label-takes-card = takes the { $card }
label-takes-rank = takes any { $rank }
label-top = { $cards }, top: { $card }
label-blocked = blocked while rows are dealt
label-holding = { $count ->
        [one] holding its top card
       *[other] holding its top { $count } cards
    }
label-target = can take the held cards
# The keyboard holds cards ($what: a card's name or unit-cards; $count:
# how many).
holding-can-go = holding { $what } from { $from }: { $count ->
        [one] it can
       *[other] they can
    } go to { $targets }
holding-stuck = holding { $what } from { $from }: { $count ->
        [one] it cannot
       *[other] they cannot
    } move anywhere now
# The words on the stock and its tooltip. Drawn on the stock's card, which is
# about 30 px wide on a small phone: keep each word short (at most about six
# letters), or it breaks in the middle.
stock-caption-next-row = Next row
stock-title-turn-over = Turn the waste over
stock-title-empty = The stock is empty
stock-title-deal-row = Deal the next row: { $cards } left
stock-title-deal = Deal: { $cards } left

## Why a move is refused (the message line). $game: a game's name.

why-no-stock = { $game } has no stock
why-stock-empty = the stock is empty
why-stock-and-waste-empty = the stock and the waste are both empty
why-no-redeals = { $game } has no redeals
why-redeals-used = no redeals left (a game has { $count }, and both are used)
why-no-such-pile = { $game } has no pile { $pile }
why-empty-source = { $pile } is empty: there is no card to move
why-same-pile = cards cannot move from { $pile } onto { $pile } itself
why-run-to-foundation = only single cards go to the foundations
why-not-enough-cards = { $pile } holds { $holds ->
        [one] { $holds } card
       *[other] { $holds } cards
    }, not { $count }
why-no-card = a move takes at least one card from { $pile }
why-top-card-only = only the top card of { $pile } can move, not { $count } cards
why-single-cards = { $game } moves one card at a time
why-not-a-run-same-suit-down = the top { $count } cards of { $pile } are not a run: each card must be one rank lower than the card under it, in the same suit
why-not-a-run = the top { $count } cards of { $pile } are not a run: each card must be built on the card under it
why-whole-pile-only = only the top card or the whole of { $pile } can move, never part of a pile
why-not-in-sequence = { $pile } cannot move as a whole: it is not built down in alternating colours
why-foundation-needs-card = { $card } cannot go on { $foundation }: it needs the { $needs }
# $ranks: a card-ranks-… message.
why-foundation-needs-rank = { $card } cannot go on { $foundation }: an empty foundation takes one of the { $ranks }
why-foundation-complete = { $card } cannot go on { $foundation }: it is complete
# $build: a build-… message.
why-tableau-refuses = { $card } cannot go on the { $onto } in { $pile }: it goes on { $build }
build-same-suit-up-or-down = a card of the same suit one rank higher or lower
build-same-suit-down = a card of the same suit one rank higher
build-alternate-colours-down-wrapping = a card of the other colour one rank higher (a king goes on an ace)
why-space-filled-automatically = { $pile } is empty, but spaces are filled from { $from } while it has cards
why-space-waste-only = only the waste's top card may fill the empty pile { $pile }
why-foundation-keeps = a card on a foundation never leaves it ({ $pile } keeps its cards)
why-not-a-source = cards are not picked up from { $pile }: the stock move deals them
why-not-a-target = cards cannot be put on { $pile }: they go to the foundations and the tableau
why-blocked = { $pile } is blocked while the rows are being dealt: only the outside piles, { $first } and { $last }, can play until the stock is empty
why-foundations-only-while-dealing = only foundation moves are allowed until the pack is out (the stock still has { $cards })
why-redeal-before-pack-out = a redeal is allowed only once the pack is out (the stock still has { $cards })
why-not-a-one-way-run = the top { $count } cards of { $pile } are not a run: a run is one suit, each card one rank above the card under it, or each one rank below

## More of the live region and the table's own names

# A move's words, then the end of the game it brought (status-…).
said-then-ending = { $words }. { $ending }
# The keyboard's held cards put back (Esc).
said-put-back = put back
said-finish-cards = { $count ->
        [one] auto-finish: { $count } card to the foundations
       *[other] auto-finish: { $count } cards to the foundations
    }
finish-not-yet = Not yet: the auto-finish plays the last cards once the stock is empty and every card can go straight to the foundations.
# The table's accessible name.
table-label = { $game } table
# The tooltip of the badge showing the redeals left.
redeals-left-title = Redeals left

## The solver's indicator (src/web/app/solver_ui.rs) and "Your chances"
## (src/table/solver_session.rs, Chances). rules.ftl quotes these words
## (rules-solver-indicator, rules-solver-chances): each translation says
## the same as its rules.ftl. $percent, $high: whole percentages, written
## with their sign by the browser (“42%”, “42 %”): write no % after them.
## $low: the low end of the interval, a whole number (“48–74%”).

solver-button-hint = Hint
solver-button-hint-title = Show a good next move (H): the move of a player who cannot see the face-down cards, unless hints may peek (Settings)
solver-button-demo = Demo
solver-button-demo-title = Watch the solver play the rest of this game (any input stops it)
solver-seer = Solver (sees the stock):
solver-winnable-only = Winnable deals only
solver-winnable-only-title = New deals are ones the solver has proven can be won
# The indicator's words, then what they mean ($words in solver-state-label
# and solver-state-title).
solver-state-thinking = Thinking…
solver-state-thinking-means = thinking about whether this game can still be won
solver-state-won = Won
solver-state-won-means = this game is won
solver-state-winnable = Winnable
solver-state-winnable-means = this game can still be won
solver-state-unwinnable = Can't be won with this stock
solver-state-unwinnable-means = this game can't be won with this stock
solver-state-unknown = Solver gave up
solver-state-unknown-means = gave up; it could not tell in time whether this game can still be won
solver-state-unavailable = Solver unavailable
solver-state-unavailable-means = unavailable; it could not be loaded in this browser
solver-state-label = Solver (sees the stock): { $words }
solver-state-title = { $words }. The solver looks at every card, including the stock's hidden order, which you cannot see: "winnable" means a winning line exists with the cards as they really lie. "Your chances" beside it does not peek.

chances-thinking = Your chances: …
chances-stuck = No moves left
chances-cannot-win = Can't be won, whatever the face-down cards are
chances-at-most = At most { $percent }: no ordering tried can be won
chances-exact = Your chances: { $percent }
chances-estimate = Your chances: { $percent } ({ $low }–{ $high })
chances-unknown = Your chances: not known
chances-label-off = Your chances are switched off in the settings
chances-label-no-worker = Your chances are not shown: this browser runs the solver on the page itself, where working them out would hold the page up
chances-label-unavailable = Your chances are not shown: the solver could not be loaded
chances-label-won = This game is won
chances-label-thinking = Your chances from here are being worked out without looking at the face-down cards, as you see the game
chances-label-stuck = No moves left: this game is lost
chances-label-cannot-win = This game can't be won any more, whatever the face-down cards are: every ordering of them was tried
chances-label-at-most = Your chances from here are at most { $percent }: no ordering of the face-down cards that was tried can be won (a bound, not a proof)
chances-label-exact = Your chances from here: { $percent }, worked out without looking at the face-down cards, as you see the game; every ordering of the face-down cards was tried
chances-label-estimate = Your chances from here: about { $percent } (95% interval { $low } to { $high }), worked out without looking at the face-down cards, as you see the game, from orderings of them tried at random
chances-label-unknown = Your chances from here could not be worked out

## Deals by difficulty (src/table/grades.rs, the deal's label, the
## statistics). $grade: easy, medium, hard or very-hard.

grade-easy = Easy
grade-medium = Medium
grade-hard = Hard
grade-very-hard = Very hard
# The grade beside the deal's number: its accessible name and tooltip.
grade-label = Difficulty: { $grade }
# The grade's tooltip: why a very hard deal may show high chances.
grade-title = Difficulty: { $grade }. How one game of this deal went from its start, for a player who cannot see the face-down cards. “Your chances” weighs many orders of those cards from where you are now, so a very hard deal may still show high chances.
# New deal found no deal of the grade asked for; $count: the graded deals.
grade-not-found = No { $grade ->
        [easy] easy
        [medium] medium
        [hard] hard
       *[very-hard] very hard
    } deal of { $game } is among the { $count } graded deals, so this deal may be of any difficulty.

## What was wrong with a link (or an element's deal attributes), said when
## the table opens (src/table/link.rs, LinkNotice). $text: the value given
## (at most 24 characters and "…"); $key: a link parameter's name, as
## written (game, deal, draw, spaces, autoplay, daily, embed).

link-too-long = { $key } is { $length } characters long, and is at most { $max }: ignored.
# $game: the game shown instead (Caprice).
link-no-game = '{ $text }' is not a game: showing { $game } instead.
# $canfield: Double Canfield's name.
link-no-draw-option = { $game } has no draw option (only { $canfield } has one): ignored.
link-no-spaces-option = { $game } has no spaces option (only { $canfield } has one): ignored.
link-bad-draw = draw must be 1 or 3, not '{ $text }': drawing 3.
link-bad-spaces = spaces must be waste or any, not '{ $text }': spaces take the waste's card.
# $max: the highest deal number.
link-bad-deal = '{ $text }' is not a deal number (deals are whole numbers from 1 to { $max }): here is another deal.
link-bad-deal-kept = '{ $text }' is not a deal number (deals are whole numbers from 1 to { $max }): the deal shown stays.
link-bad-autoplay = autoplay is on or off, not '{ $text }': autoplay follows your setting.
link-bad-date = '{ $text }' is not a date (dates are written like 2026-11-23): here is today's daily deal.
link-save-unreadable = The saved game for this deal could not be read, so it starts afresh.
link-bad-share-url = share-url must be a web address (http or https), not '{ $text }': Share links point at the game's own page.
link-bad-storage-prefix = storage-prefix is 1 to { $max } letters from a to z, digits, '-', '_' or '.', not '{ $text }': games, settings and statistics are kept under the usual names.
# Two notices (or more), one after the other.
link-notices-join = { $first } { $next }

## What the table says about the records (src/table/records/notice.rs).
## $key: where the damaged statistics were kept (a storage key, as it is);
## $count: the games recovered from them; $log: one table's record of its
## games (a storage key, as it is).

notice-not-kept = Your progress can't be saved right now: this browser's storage is full or refused. This page keeps it and saves it as soon as space is freed; if the page is closed first, it is lost.
notice-kept-again = Storage works again: your progress is saved.
notice-win-not-kept = Your win is not saved yet: { $why ->
        [full] this browser's storage is full
       *[other] this browser refuses to store it
    }. This page keeps it and saves it as soon as it can; if the page is closed first, the win is lost.
notice-win-kept = Your win is saved now.
notice-set-aside = Your statistics were damaged and could not be read: a copy is kept aside (as { $key }), and { $count ->
        [0] nothing in them could be recovered
        [one] { $count } game was recovered from them
       *[other] { $count } games were recovered from them
    }.
notice-facts-set-aside = The games recorded by one table ({ $log }) were damaged and could not all be read: a copy is kept aside (as { $key }), and { $count ->
        [0] no game could be recovered from it
        [one] { $count } game was recovered from it
       *[other] { $count } games were recovered from it
    }.
notice-facts-newer = The games recorded by one table ({ $log }) were saved by a newer version of Patience, which this page cannot read: they are not counted here, and are kept as they are for that version.

## The table's controls (src/web/view.rs, CHROME: each element names its
## message in data-w, data-w-title, data-w-label), the Redeal and Reserve
## buttons, the Finish and help buttons, the panels over a won or a
## blocked game.

chrome-controls = Game controls
# The page's title: the collection's name.
chrome-title = Patience
chrome-game = Game
chrome-draw = Cards per stock move
chrome-draw-3 = Draw 3
chrome-draw-1 = Draw 1
chrome-spaces = What may fill a space once the reserve is empty
chrome-spaces-waste = Spaces: waste
chrome-spaces-any = Spaces: any
chrome-new = New
chrome-new-title = A new deal
chrome-restart = Restart
chrome-restart-title = Start this deal again
chrome-undo = Undo
chrome-undo-title = Undo (Ctrl+Z)
chrome-redo = Redo
chrome-redo-title = Redo (Ctrl+Y)
chrome-daily = Daily
chrome-daily-title = Today's daily deal: the same for everyone
chrome-share = Share
chrome-share-title = Share this deal, your game or its solution
chrome-menu = Statistics, settings and rules
chrome-stats = Statistics
chrome-settings = Settings
chrome-rules = Rules
chrome-rules-title = Rules of this game
# The rules dialog while the rules (fetched once the table is up) have
# not arrived yet.
rulebook-fetching = The rules are on their way…
# The rules could not be fetched; $reason: why, in the browser's words.
# They are asked for again when the rules are opened again.
rulebook-failed = The rules could not be fetched ({ $reason }). Close them and open them again to try once more.
chrome-deal-number = Deal number
# After the number of moves.
chrome-moves-word = { $count ->
        [one] move
       *[other] moves
    }
chrome-time = Time
chrome-more = More controls
# The "more" button's word while the narrow bar is unfolded.
chrome-fewer = fewer
# The footer: "Deal links share a game: [Share] copies this one · …".
chrome-footer-links = Deal links share a game:
chrome-footer-copies = copies this one
chrome-footer-undo = Ctrl+Z undo
chrome-footer-redo = Ctrl+Y redo
# After the "?" key.
chrome-footer-keys = every key, for play without a mouse
chrome-footer-embed = Embed Patience on your site
# $left: the redeals left.
chrome-redeal = Redeal ({ $left })
chrome-redeal-label = { $left ->
        [one] Redeal, { $left } redeal left
       *[other] Redeal, { $left } redeals left
    }
chrome-redeal-title = Gather the tableau and deal it again
# Under the number on the redeals badge.
chrome-redeals-left = { $left ->
        [one] redeal left
       *[other] redeals left
    }
chrome-reserve = Reserve
chrome-reserve-title = Look through the reserve (its cards are public; only the top one plays)
chrome-finish = Finish
chrome-finish-title = Play the rest to the foundations (F)
chrome-help = Keyboard shortcuts
chrome-help-title = Keyboard shortcuts (?)
chrome-announcements = Game announcements

won-title = You won!
# The panel's accessible name.
won-label = You won
won-demo-title = The demo finished it
# $time: the game's time in the statistics' words.
won-summary = { $game } · deal #{ $deal } · { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } · { $time }
won-demo-note = It counts as played, not as won, in your statistics.
won-again = Play another deal
lost-title = No moves left
lost-text = This game is blocked: no legal move remains.
lost-text-stock = This game is blocked: only turning the stock is left, and no number of turns would ever free another move.
lost-new = New deal

## The statistics dialog's tables (src/table/records/stats.rs, daily.rs)

stats-game = Game
stats-played = Played
stats-won = Won
stats-rate = Win rate
stats-streak = Streak
stats-best-streak = Best streak
stats-best-time = Best time
stats-fewest-moves = Fewest moves
# A win rate: $percent, written with its sign by the browser (“42%”).
stats-percent = { $percent }
# Double Canfield's option set: $draw is 1 or 3, $spaces waste or any.
stats-options = draw { $draw } · spaces: { $spaces ->
        [any] any
       *[waste] waste
    }
stats-wins-by-grade = Wins by difficulty
daily-stats-heading = Daily deals
daily-stats-played = Days played
daily-stats-won = Days won
daily-stats-streak = Current streak
daily-stats-best-streak = Best streak
daily-stats-days = { $count ->
        [one] { $count } day
       *[other] { $count } days
    }
daily-calendar-caption = The last five weeks (UTC days): ✓ won, • played
# The calendar's columns, Monday first.
daily-calendar-mon = Mon
daily-calendar-tue = Tue
daily-calendar-wed = Wed
daily-calendar-thu = Thu
daily-calendar-fri = Fri
daily-calendar-sat = Sat
daily-calendar-sun = Sun
daily-day-won = won
daily-day-played = played, not won
daily-day-none = not played
# A calendar day's tooltip: $date (the day in words) and daily-day-….
daily-day-title = { $date }: { $words }
# The deal's label while the daily deal is played.
daily-deal-label = { $deal } · daily { $date }

## The settings dialog's form (src/table/records/settings.rs, FORM). The
## Double Canfield group's legend is the game's name; its pickers' labels
## are chrome-draw, chrome-spaces, chrome-draw-3 and chrome-draw-1.
## rules.ftl quotes settings-peek-hints' first words (rules-solver-hint).

settings-canfield-note = Part of the deal link. Changing them during a game starts a new deal, after asking.
settings-spaces-waste = Spaces: the waste's card
settings-spaces-any = Spaces: any card
settings-autoplay = Autoplay: move cards to the foundations when that can never hurt
# Followed by "(autoplay=0)".
settings-autoplay-off = This page's address turns autoplay off
settings-deal-grade = New deals
settings-grade-any = Any grade
settings-speed = Animation
settings-speed-normal = Normal
settings-speed-fast = Fast
settings-speed-none = None
settings-card-size = Card size
settings-size-small = Small
settings-size-medium = Medium
settings-size-large = Large
settings-large-index = Large index: a bigger rank and suit in the cards' corners
settings-theme = Theme
settings-theme-auto = Automatic
settings-theme-light = Light
settings-theme-dark = Dark
settings-four-colour = Four-colour suits: clubs green, diamonds blue
settings-left-handed = Left-handed: stock, waste and reserve on the other side
settings-chances = Your chances: show the chance of winning from here, worked out without looking at the face-down cards
settings-peek-hints = Hints may peek at the face-down cards (the solver's winning line, which knows the stock's order)

## The element could not start (src/web/element.rs). Said before any
## language's files can be fetched: English is what a page sees, but each
## language has it. $why: the browser's reason, or start-error-feature.

start-error = Patience could not start: { $why }
start-error-feature = this browser lacks a feature it needs

## The replay viewer's bar (src/web/app/replay.rs) and its words. Its
## Play button's word is the one replay-opened names; its "Play from here"
## the one hold-replay and replay-ended name.

replay-bar-controls = Replay controls
replay-bar-label = Replay
replay-bar-start = Back to the deal
replay-bar-back = One move back
replay-bar-back-title = One move back (Ctrl+Z)
replay-bar-play = Play
replay-bar-pause = Pause
replay-bar-play-title = Play the moves
replay-bar-forward = One move forward
replay-bar-forward-title = One move forward (Ctrl+Y)
replay-bar-end = To the last move
replay-bar-scrub = Moves shown
# The scrubber's value in words.
replay-bar-step = move { $step } of { $steps }
replay-bar-takeover = Play from here
replay-bar-takeover-title = Stop the replay and play on from this position
replay-ended = The end of the replay: Play from here to go on, or step back.
# $step: the move the player's game goes on from.
replay-takeover = Your game now, from move { $step }: undo goes back through the replay's moves, redo plays its next ones.

## The keyboard help dialog (src/table/keys.rs, help_html): each row's
## keys (keys-…-keys, the keys as the keyboard names them) and what they
## do (keys-…). The letters are the keys themselves: keep them.

keys-title = Keyboard
keys-close = Close
keys-intro = Every action works without a pointer. The focused pile has a gold ring; screen readers hear what each pile holds and every move.
keys-arrows-keys = ← → ↑ ↓
keys-arrows = move between piles
keys-tab-keys = Tab, Shift+Tab
keys-tab = next or previous pile
keys-home-end-keys = Home, End
keys-home-end = first or last pile
keys-enter-keys = Enter or Space
keys-enter = pick up the top card; on a highlighted pile, put it there
keys-enter-again-keys = Enter again, ↑ ↓
keys-enter-again = while holding, on the same pile: take a longer or shorter run
keys-esc-keys = Esc
keys-esc = put the cards back
keys-stock-keys = S or D
keys-stock = the stock: deal, turn or turn the waste over
keys-redeal-keys = E
keys-redeal = redeal ({ -game-capricieuse }, { -game-russian-patience })
keys-finish-keys = F
keys-finish = auto-finish, once winning is a formality
keys-hint-keys = H
keys-hint = hint
keys-undo-keys = U, Ctrl+Z
keys-undo = undo
keys-redo-keys = Ctrl+Y, Ctrl+Shift+Z
keys-redo = redo
keys-restart-keys = R
keys-restart = restart this deal
keys-new-keys = N
keys-new = new deal
keys-help-keys = ?
keys-help = this help

## Another tab (src/table/elsewhere.rs)

elsewhere-continued = This game was continued in another tab, so it is shown here as it stands there.
elsewhere-moved-first = Another tab moved first: your move here was taken back, and the game is shown as it stands there.
# Under the Share menu's one item, before the first move.
share-note = Once you have played, you can share your game too.
# The Demo button while the demo runs.
solver-button-stop = Stop

## Why a replay link stops ($why in replay-refused and replay-damaged;
## src/table/replay_viewer.rs, why). $at: a character's place in the code;
## $move: a move's number; $token: the move in the protocol's code (t1-f2).

replay-stop = { $why }; the replay stops after move { $move }
replay-why-bad-character = character { $at } ({ $found }) is not one of a replay code's letters (A-Z, a-z, 0-9, - and _)
replay-why-truncated = the code ends in the middle of a move at character { $at }: it was cut short
replay-why-unnecessary = the move starting at character { $at } is spelled with an extra leading letter (A replay code spells each move one way only)
replay-why-move-too-long = the move starting at character { $at } is longer than { $max } letters
replay-why-too-long = the code is { $letters } letters long, and replay codes are at most { $max } letters (a real game's code is a few hundred)
# $index: the move's number among the $legal legal moves.
replay-why-out-of-range = move { $move } does not fit this game: it is number { $index } of the legal moves, but there { $legal ->
        [0] are none (the game is over)
        [one] is only { $legal }
       *[other] are only { $legal }
    }
# $why: why-… (the refusal's words).
replay-why-illegal = move { $move } ({ $token }) is not legal: { $why }
replay-why-not-listed = move { $move } ({ $token }) is not among the position's legal moves

## Importing statistics: why a file is refused (src/table/records/stats.rs,
## StatsError::words). $why: what is damaged (still English: the reader's details).

stats-error-too-large = That file is far too large to be Patience statistics.
stats-error-not-json = That file is not Patience statistics: it is not JSON.
stats-error-foreign = That file is not Patience statistics.
# $format: the file's format; $version: the one this Patience reads.
stats-error-newer = That file was written by a newer Patience (format { $format }); this one reads format { $version }.
stats-error-damaged = That statistics file is damaged: { $why }.

## The dialogs' frame and the statistics dialog (src/web/app/dialogs.rs,
## its buttons and messages).

dialog-close = Close
stats-table-label = Statistics table
stats-assisted = A game in which the Demo played a move, or a replay taken over after its first move (“Play from here”, the solution’s too), is assisted: it counts as played, never as won, and it ends the winning streak; it never sets a best time or fewest moves. Hints and Finish are not assistance. Times are whole seconds, as the clock shows them.
stats-reset-button = Reset…
stats-export-button = Export
stats-import-button = Import…
stats-import-label = Import statistics from a file
stats-no-storage = Statistics need the browser's storage, which this page may not use.
stats-reset-done = Statistics reset.
# $file: the downloaded file's name.
stats-exported = Exported as { $file }.
stats-export-refused = This browser refused to save the file.
stats-imported-none = Imported: nothing new, these games were already counted.
# $count: how many games the file added.
stats-imported = Imported: { $count ->
        [one] { $count } game added.
       *[other] { $count } games added.
    }
# $why: why the file was refused (a stats-error-… message).
stats-import-unchanged = { $why } Nothing was changed.
stats-error-unreadable = That file could not be read.
