"""``check_invariants``: the facts every state of any game must satisfy, checked after
every step in the tests.

Every card in exactly one place; each seat holding what it was dealt less what it
played (the dix exchanging the seven of trumps for the turn-up); tricks played in
turn by the seats in play, each won by the highest trump or else the highest card of
the suit led (PLAY-5), the winner leading the next (PLAY-6); card points that add
up. What only one game knows (whose turn it is in its auction, who leads first) its
rules check (``state.game.rules.check_stage``). A game whose deal is completed after
the auction (BEL-9) or whose cards have their own values (BEL-4) says so through its
rules (:class:`~jojotte_teach.engine.game.DealsAfterAuction`,
:class:`~jojotte_teach.engine.game.OwnCardValues`).

>>> from jojotte_teach.engine import DECK, PARTNERSHIP, Deal, new_hand
>>> check_invariants(new_hand(Deal.from_seed(9), ("Ann", "Bob")))
>>> deal = Deal.from_deck(DECK, dealer=3, game=PARTNERSHIP)
>>> check_invariants(new_hand(deal, ("Ann", "Bob", "Cat", "Dan")))
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable

from .cards import DECK, Card, Rank, Suit, beats, card_points
from .deal import Deal
from .errors import JojotteError
from .game import DealsAfterAuction, OwnCardValues
from .hand import HandState, Phase, Trick, trick_order


class InvariantError(JojotteError, AssertionError):
    """A state that breaks a fact of the game: a bug in the engine, never the player's fault."""


def require(condition: bool, message: str) -> None:
    """Raise :class:`InvariantError` with ``message`` unless ``condition`` holds."""
    if not condition:
        raise InvariantError(message)


def check_invariants(state: HandState) -> None:
    """Check a hand of any game: cards, hands, tricks, turns and points.

    Raises:
        InvariantError: a fact is broken.
    """
    drawn = state.phase not in (Phase.AUCTION, Phase.THROWN_IN)
    _check_places(state, drawn)
    _check_tricks(state)
    played = _played_by_seat(state)
    _check_hands(state, drawn, played)
    if state.phase is Phase.PLAY:
        order = trick_order(state, state.leader, len(state.trick) + 1)
        require(state.to_act == order[-1], "the wrong player is to play")
    state.game.rules.check_stage(state)
    _check_melds(state, played)
    _check_points(state)


def _sorted(cards: Iterable[Card]) -> list[Card]:
    return sorted(cards, key=lambda c: c.index)


def _dealt(state: HandState) -> Deal:
    """The deal as far as it is made: a game may complete it after the auction (BEL-9)."""
    rules = state.game.rules
    return rules.dealt(state) if isinstance(rules, DealsAfterAuction) else state.deal


def _taker_of_turn_up(deal: Deal) -> int | None:
    """The seat whose later cards hold the turn-up (FOUR-3: the dealer; BEL-8: the taker),
    where it lies in a hand and not face up."""
    return next((s for s, cards in enumerate(deal.draw) if deal.turn_up in cards), None)


def _check_places(state: HandState, drawn: bool) -> None:
    """DECK: each of the 32 cards lies in exactly one place."""
    deal = _dealt(state)
    places: list[Card] = [c for hand in state.hands for c in hand]
    if _taker_of_turn_up(deal) is None:
        places.append(state.turn_up)
    places += [c for t in state.tricks for c in t.cards]
    places += state.trick
    places += deal.stock
    if deal.information_card is not None:
        places.append(deal.information_card)
    if not drawn:
        places += [c for cards in deal.draw for c in cards]
    counts = Counter(places)
    twice = _sorted(c for c, n in counts.items() if n > 1)
    require(not twice, f"cards in two places: {twice}")
    missing = [c for c in DECK if c not in counts]
    require(not missing, f"cards nowhere: {missing}")
    require(len(places) == 32, f"{len(places)} card places, not 32")


def _played_by_seat(state: HandState) -> list[list[Card]]:
    played: list[list[Card]] = [[] for _ in state.players]
    for number, t in enumerate(state.tricks, 1):
        require(len(t.seats) == len(t.cards), f"trick {number} does not say who played")
        for seat, card in zip(t.seats, t.cards, strict=True):
            played[seat].append(card)
    for seat, card in zip(trick_order(state, state.leader, len(state.trick)), state.trick,
                          strict=True):
        played[seat].append(card)
    return played


def _check_hands(state: HandState, drawn: bool, played: list[list[Card]]) -> None:
    """Each seat holds what it was dealt (and drew), less what it played (DEAL-2, DRAW-1,
    THREE-1, FOUR-3, CUT-1)."""
    game = state.game
    deal = _dealt(state)
    dealer = deal.dealer
    require(len(state.hands) == game.seats, f"{len(state.hands)} hands at {game.seats} seats")
    if game.dealer_sits_out:
        require(not state.hands[dealer] and not played[dealer],
                "the cutthroat dealer holds or played cards (CUT-1)")
    if state.dix_by is None:
        require(state.turn_up == deal.turn_up, "the turn-up changed without a dix")
    else:
        # DIX-1: the seven of the turn-up's suit (a later Nullo may leave no trump at all).
        require(state.turn_up == Card.of(Rank.SEVEN, deal.turn_up.suit),
                "after the dix the seven of trumps is not the turn-up")
    taker = _taker_of_turn_up(deal)
    if taker is not None and drawn:
        # FOUR-3, FOUR-6: the dealer holds the turn-up (the 7 after the dix) until he plays
        # it; BEL-8: the taker.
        who = "dealer" if taker == dealer else "taker"
        require(state.turn_up in state.hands[taker] or state.turn_up in played[taker],
                f"the {who} does not hold the turn-up")
    for seat, hand in enumerate(state.hands):
        dealt = list(deal.hands[seat]) + (list(deal.draw[seat]) if drawn else [])
        require(len(hand) == len(dealt) - len(played[seat]),
                f"seat {seat} holds {len(hand)} cards, expected "
                f"{len(dealt) - len(played[seat])}")
        dealt = _after_dix(state, seat, dealt, taker)
        require(_sorted([*hand, *played[seat]]) == _sorted(dealt),
                f"seat {seat} holds or played cards it was not dealt")


def _after_dix(state: HandState, seat: int, dealt: list[Card], taker: int | None) -> list[Card]:
    """DIX-1, FOUR-6: the dix takes the 7 from its holder for the turn-up (from the
    dealer's hand where he drew the turn-up)."""
    if state.dix_by is None:
        return dealt
    seven, turn_up = state.turn_up, state.deal.turn_up
    if seat == state.dix_by:
        require(seven in dealt, f"seat {seat} took the dix without the seven of trumps")
        return [turn_up if c == seven else c for c in dealt]
    if seat == taker:
        return [seven if c == turn_up else c for c in dealt]
    return dealt


def _check_tricks(state: HandState) -> None:
    """Who plays each trick (THREE-8, FOUR-7); PLAY-5 its winner; PLAY-6 the next leader."""
    game = state.game
    size = len(state.active)
    if state.tricks or state.trick:
        require(state.phase in (Phase.PLAY, Phase.OVER), "cards played outside the play")
        lead = state.tricks[0].leader if state.tricks else state.leader
        require(lead == game.rules.opening_leader(state),
                "the wrong player led to the first trick")
    require(len(state.trick) < size, f"a trick in progress of {len(state.trick)} cards")
    for i, t in enumerate(state.tricks):
        _check_trick(state, t, i + 1, size)
        if i + 1 < len(state.tricks):
            require(state.tricks[i + 1].leader == t.winner,
                    f"trick {i + 2} was not led by the winner of trick {i + 1}")
    if state.tricks and state.phase is Phase.PLAY:
        require(state.leader == state.tricks[-1].winner,
                "the winner of the last trick is not leading")
    if state.phase is Phase.OVER:
        require(len(state.tricks) == game.tricks, f"a finished hand has {game.tricks} tricks")
        require(not state.trick, "a finished hand has a trick in progress")
        require(all(not state.hands[s] for s in state.active), "cards left after the play")


def _check_trick(state: HandState, t: Trick, number: int, size: int) -> None:
    require(len(t.cards) == size, f"trick {number} has {len(t.cards)} cards, not {size}")
    require(t.seats == trick_order(state, t.leader, size),
            f"trick {number} was not played in turn by the active seats")
    best, winner = t.cards[0], t.leader
    for seat, card in zip(t.seats[1:], t.cards[1:], strict=True):
        if beats(card, best, state.trump):
            best, winner = card, seat
    require(t.winner == winner, f"trick {number} went to the wrong player")


def _check_melds(state: HandState, played: list[list[Card]]) -> None:
    """MELD-1, THREE-8, FOUR-5: each meld is its declarer's; a seat out of the hand never
    melds; the melds are settled when the first card is played."""
    for seat, declared in enumerate(state.melds):
        if not declared:
            continue
        require(seat in state.active, f"seat {seat} declared a meld but does not play this hand")
        own = set(state.hands[seat]) | set(played[seat])
        for meld in declared:
            require(all(c in own for c in meld.cards),
                    f"seat {seat} declared {meld} without holding it")
    if state.tricks or state.trick:
        require(len(state.meld_points) == state.game.seats, "the melds were not settled")


def _points_of(state: HandState) -> Callable[[Card, Suit | None], int]:
    """The game's card values: SCO-1's, or its own (BEL-4)."""
    rules = state.game.rules
    return rules.card_points if isinstance(rules, OwnCardValues) else card_points


def _check_points(state: HandState) -> None:
    """SCO-1, FOUR-8, BEL-4: the card points won are the card points played."""
    trump = state.trump
    points = _points_of(state)
    seats = range(len(state.players))
    won = sum(points(c, trump) for s in seats for c in state.won_cards(s))
    in_tricks = sum(points(c, trump) for t in state.tricks for c in t.cards)
    require(won == in_tricks, "card points won differ from card points played")
    require(sum(state.tricks_won(s) for s in seats) == len(state.tricks),
            "tricks won do not add up")
    every_card = sum(len(t.cards) for t in state.tricks) == len(DECK)
    if state.phase is Phase.OVER and every_card:
        # FOUR-8: all 32 cards are played: 155 at a trump contract, 120 at No-trump (BEL-4:
        # 152 in Belote).
        expected = sum(points(c, trump) for c in DECK)
        require(won == expected, f"{won} card points in play, not {expected}")
