"""The cards a reader writes for the meld widget, read and checked in one sentence each.

:class:`~jojotte_teach.widgets.MeldInterrogation` plays the interrogation (MELD-5) with
the reader's own cards and an opponent's; what the reader types is checked here, so
that a mistyped card or a card in both hands is answered with one sentence naming the
problem, never a traceback.
"""

from __future__ import annotations

from ..engine.actions import parse_strain, strain_suit
from ..engine.cards import Card, Suit, parse_cards, pretty_cards
from ..engine.errors import InvalidNotationError

__all__ = ["HAND_SIZE", "read_cards"]

#: A hand after the draw (DRAW-1): the most cards a hand may hold when it declares.
HAND_SIZE = 9


def read_cards(hand: str, opponent_hand: str,
               trump: str) -> tuple[tuple[Card, ...], tuple[Card, ...], Suit | None]:
    """Your cards, your opponent's and the strain from text, checked.

    Raises:
        InvalidNotationError: one sentence naming the problem: a word that is not a card
            or a strain, a card written twice, a card in both hands, too many cards.

    >>> mine, theirs, trump = read_cards("AS KS QS", "9H, 9D", "NT")
    >>> len(mine), len(theirs), trump
    (3, 2, None)
    >>> def problem(*cards: str) -> None:
    ...     try:
    ...         read_cards(*cards)
    ...     except InvalidNotationError as error:
    ...         print(error)
    >>> problem("AS KS 1H", "9H", "S")
    In your cards, "1H" is not a card (write rank then suit, as in JH, 10S, 7C).
    >>> problem("AS KS QS", "9H AS", "S")
    A♠ is in both hands: a card can be in only one.
    >>> problem("AS KS QS", "9H", "X")
    For the trumps, "X" is not a strain (write S, H, D, C or NT).
    """
    hands = []
    for whose, text in (("your cards", hand), ("your opponent's cards", opponent_hand)):
        try:
            cards = parse_cards(text.replace(",", " "))
        except InvalidNotationError as error:
            raise InvalidNotationError(f"In {whose}, {error}.") from None
        twice = sorted({c for c in cards if cards.count(c) > 1}, key=lambda c: c.index)
        if twice:
            raise InvalidNotationError(f"{pretty_cards(twice)} is written twice in {whose}: "
                                       "the pack holds each card once.")
        if len(cards) > HAND_SIZE:
            raise InvalidNotationError(
                f"There are {len(cards)} cards in {whose}: a hand holds nine after the "
                "draw (DRAW-1).")
        hands.append(cards)
    mine, theirs = hands
    both = sorted(set(mine) & set(theirs), key=lambda c: c.index)
    if both:
        verb = "is" if len(both) == 1 else "are"
        raise InvalidNotationError(f"{pretty_cards(both)} {verb} in both hands: a card can be "
                                   "in only one.")
    try:
        suit = strain_suit(parse_strain(trump.strip()))
    except InvalidNotationError as error:
        raise InvalidNotationError(f"For the trumps, {error}.") from None
    return mine, theirs, suit
