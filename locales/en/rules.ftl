### The rules dialog: English (en).
### Source: src/table/rulebook.rs (page_html, caption, text, safe_text,
### tabs_html, picture), word for word, with its HTML taken out; checked
### against the rule book (RULES.md) and docs/rules.md.
### Game names are the terms of games.ftl (-game-…): load both files into
### the same bundle.
###
### Plain text only: the code adds the markup. A paragraph that starts with
### a bold label is two messages, the label (rules-label-…, shared by all
### games) and the text (rules-<game>-…); rules-label-format puts the
### label's punctuation round it.

## The dialog

# aria-label of the group of game tabs; each tab is a game name (game-…).
rules-tabs-label = Rules of
# A bold label before its paragraph; $label is one of the rules-label-…
# messages. English: "Goal:".
rules-label-format = { $label }:

## The picture of each game's table

# aria-label of the picture.
rules-picture-caprice = The { -game-caprice } table
rules-picture-capricieuse = The { -game-capricieuse } table
rules-picture-lucas-leaps = The { -game-lucas-leaps } table
rules-picture-double-canfield = The { -game-double-canfield } table
rules-picture-russian-patience = The { -game-russian-patience } table
# Words written on the pictured piles.
rules-picture-stock = stock
rules-picture-waste = waste
rules-picture-reserve = reserve
# One-letter marks on the pictured Ace and King foundations (before a suit
# symbol: "A♠", "K♥").
rules-picture-ace = A
rules-picture-king = K

## Picture captions

rules-caption-caprice = Ace foundations, the stock, King foundations; the twelve piles below.
rules-caption-capricieuse = Ace foundations and King foundations; the twelve piles below. No stock.
rules-caption-lucas-leaps = The stock and the waste beside eight foundations; thirteen piles below.
rules-caption-double-canfield = The stock and the waste beside eight foundations; the reserve and five piles below.
rules-caption-russian-patience = Ace foundations, the stock, King foundations; twelve columns below, dealt a row at a time. While rows are being dealt only the two outside columns play (the dimmed ones wait).

## Paragraph labels (bold, before the text)

rules-label-goal = Goal
rules-label-foundations = Foundations
rules-label-deal = The deal
rules-label-moving = Moving cards
rules-label-stock = The stock
rules-label-spaces = Spaces
rules-label-redeals = Redeals
rules-label-lost = Lost
# Double Canfield only.
rules-label-reserve-public = The reserve is public
# Russian Patience only.
rules-label-while-dealing = While rows are being dealt
# Russian Patience only.
rules-label-pack-out = Once the pack is out

## Caprice

rules-caprice-goal = all 104 cards of the two packs on the eight foundations.
rules-caprice-foundations = each suit has an Ace foundation, built up from Ace to King, and a King foundation, built down from King to Ace. The first Ace and the first King of each suit in the shuffled pack start them.
rules-caprice-deal = one card to each of the twelve piles; the other 84 cards make the stock.
rules-caprice-moving = the top card of a pile goes onto a card of its own suit one rank higher or lower, so a pile may go up and down in turn. One card at a time. Ace and King are not neighbours. A card on a foundation stays there.
rules-caprice-stock = a tap deals one card onto every pile, from the first to the twelfth, empty ones included; the last round may be short. It goes through once.
rules-caprice-spaces = while the stock lasts, a pile you empty is refilled at once from it. After that, any top card may go into an empty pile.
rules-caprice-lost = when no move is left.

## Capricieuse

rules-capricieuse-goal = all 104 cards of the two packs on the eight foundations.
rules-capricieuse-foundations = as in { -game-caprice }, an Ace foundation (up to King) and a King foundation (down to Ace) for each suit, but they all start empty.
rules-capricieuse-deal = the whole pack is dealt one card at a time round the twelve piles. Each card is looked at first: an Ace or King whose foundation is still empty starts it, and a card that fits on its suit's Ace or King foundation goes there. Only the other cards land on the pile, and then the deal moves on to the next pile. There is no stock.
rules-capricieuse-moving = as in { -game-caprice }: one card at a time, onto a card of its own suit one rank higher or lower; Ace and King are not neighbours. Any card may go into an empty pile.
rules-capricieuse-redeals = twice a game, whenever you like, the piles are gathered up, the first pile's cards first, each pile from bottom to top, and dealt out again the same way without shuffling, starting at the first pile.
rules-capricieuse-lost = when no move and no redeal is left.

## Lucas Leaps

rules-lucas-leaps-goal = all 104 cards on the eight foundations.
rules-lucas-leaps-foundations = any empty foundation takes an Ace; each builds up in its suit to the King.
rules-lucas-leaps-deal = thirteen piles of four cards; the other 52 make the stock.
rules-lucas-leaps-moving = piles build down in suit. A top card, or a run of top cards going down in one suit, moves as one onto the card of that suit one rank above the run's bottom card, or into an empty pile. Only single cards go to the foundations.
rules-lucas-leaps-stock = a tap turns one card onto the waste, whose top card plays. It goes through once.
rules-lucas-leaps-lost = when no move is left.

## Double Canfield

rules-double-canfield-goal = all 104 cards on the eight foundations.
rules-double-canfield-foundations = the first card dealt starts the first foundation, and its rank is the base rank of the game. Any empty foundation takes a card of that rank; each builds up in its suit, going on from King to Ace, until it holds thirteen cards.
rules-double-canfield-deal = thirteen cards make the reserve (face up; only its top card plays), one card goes to each of five piles, and the other 85 make the stock.
# “Reserve” is the label of the table's Reserve button.
rules-double-canfield-reserve-public = its cards are dealt face up, so anyone may look through them. The table squares it (its top card, with the count under it); the “Reserve” button fans it out to look, and squares it again.
rules-double-canfield-moving = piles build down in alternating colours, and a King may go on an Ace (an Ace may not go on a King). You may move a pile's top card, or the whole pile at once when it is all one such sequence, never part of it. Only single cards go to the foundations.
rules-double-canfield-stock = a tap turns three cards (one, with draw 1) onto the waste, one after another, so the last is on top. When the stock is empty, a tap turns the waste over to be the stock again, as often as you like.
# “waste” and “any” are the two values of the spaces setting.
rules-double-canfield-spaces = while the reserve lasts, a pile you empty is refilled at once with its top card. After that it depends on the spaces setting: “waste”, only the waste's top card may fill an empty pile; “any”, any card or pile that can move may.
rules-double-canfield-lost = when nothing but going through the stock is left, and going through it would never bring a move.

## Russian Patience

rules-russian-patience-goal = all 104 cards of the two packs on the eight foundations.
rules-russian-patience-foundations = as in { -game-capricieuse }, each suit has an Ace foundation, built up from Ace to King, and a King foundation, built down from King to Ace. They all start empty: an Ace or a King starts its own.
rules-russian-patience-deal = one row of twelve cards, one on each column; the other 92 make the stock. Each tap on the stock deals the next row, one card onto every column, empty ones included, each row overlapping the one before (the last row may be short).
rules-russian-patience-while-dealing = cards may only go to the foundations, and only from columns that are available. While the first row is all that is out, every card is available; once the next row has begun, only the top cards of the two outside columns, the first and the twelfth, are (the table dims the others). A column you empty is refilled at once from the stock.
rules-russian-patience-pack-out = every column's top card is available. A card goes to its foundation, or onto a card of its own suit one rank higher or lower, so a column may go up and down in turn; Ace and King are not neighbours. A run of top cards of one suit, each one rank above the card under it or each one rank below (the same way all through), moves as one onto a card its bottom card could go on, or into an empty column. Any card or run may fill an empty column. Only single cards go to the foundations.
rules-russian-patience-redeals = twice a game, once the stock is empty, the columns are gathered up (the first column's cards first, each from bottom to top), shuffled, and dealt again as at the start: a first row of twelve, the rest the stock. The shuffle is fixed by the cards gathered, so undoing a redeal and redealing gives the same deal again.
rules-russian-patience-lost = when no move and no redeal is left.

## Autoplay: what is safe

rules-autoplay-heading = Autoplay: what is safe
# Caprice and Capricieuse (both pages show it).
rules-safe-caprice-capricieuse = A card goes to its foundation by itself only when no card could still want it on the tableau: when the suit's other foundation, coming from the other end, has already got as far as this one (or is complete). For example, the 6♠ joins the spade Ace foundation at 5♠ once the spade King foundation is down to the 5♠ or lower; every card that could have used it then follows it up.
# Caprice and Capricieuse (both pages show it).
rules-safe-caprice-capricieuse-waits = In { -game-caprice } a pile's last card is left alone while the stock would refill the pile. In { -game-capricieuse } nothing is played for you while a redeal is left: one card fewer would change how the whole redeal falls.
rules-safe-lucas-leaps = A card goes to its foundation by itself when both cards of its suit one rank lower are already on foundations (Aces always may), so nothing could still want to build on it, and its twin can still follow on another foundation.
rules-safe-double-canfield = A card goes to its foundation by itself when all four cards that could be built on it in a pile (the two of each suit of the other colour, one rank lower; a King under an Ace) are already on foundations, and its twin can still follow on another foundation. With draw 3, cards are not taken from the waste for you: that would change how the waste falls into threes.
rules-safe-russian-patience = Nothing is played for you while a redeal is left: one card fewer in the piles would change how the whole shuffle falls. After the last redeal, a card goes to its foundation by itself only when no card could still want it on the tableau: when the suit's other foundation, coming from the other end, has already got as far as this one (or is complete), as in { -game-capricieuse }.
rules-safe-russian-patience-stock = While the stock lasts, a pile's last card is left alone, since the stock would refill the pile.
# Every game, after its own paragraphs.
rules-autoplay-settings = Autoplay can be turned off in Settings. Undoing an automatic move does not bring it straight back. Once nothing is hidden any more (the stock is empty) and moves to the foundations alone would win, the rest can be played out for you.

## What the hint and the indicator know (every game)

rules-solver-heading = What the hint and the indicator know
# The quoted phrases are the indicator's own words: keep them the same as
# the indicator's messages in this language.
rules-solver-indicator = The indicator and the demo ask the solver, which searches the deal to its end. It sees the order of the cards in the stock, which you do not, and says so (“Solver (sees the stock)”). So “Winnable” means: by someone who knew the stock. “Can't be won with this stock” is proven, for the stock as it lies. “Solver gave up” means the search ran out of time before it could tell. The demo plays the solver’s winning line.
# $percent: the example percentage of the "At most …" reading (the page
# shows the letter N today).
rules-solver-chances = “Your chances” beside it does not peek: it tries orderings of the face-down cards at random, as you might imagine them, and gives the chance of winning from here with its margin. “No moves left” is certain; “Can't be won, whatever the face-down cards are” is proven over every ordering; “At most { $percent }%” means that no ordering it tried could be won. Settings can switch it off.
# The quoted examples are hints as the hint words them.
rules-solver-hint = The hint proposes the move of that player who does not peek, in words that name only what you can see (“turn the stock”, “deal the next row”, “move the ten of spades onto foundation 2”): it never tells which card the stock would turn up. With the setting “Hints may peek at the face-down cards” it proposes the next move of the solver’s winning line instead, which knows the stock. Where neither is known, the hint suggests the move that looks most useful and says so.
