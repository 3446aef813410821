"""The exact value of every legal card in a position of the play (``analyse``).

With all cards known (a hand record says where every card is), the double-dummy
solver values each card the player to move may play: the trick points (card
points and the last-trick 10, SCO-1; Jo-Jotte left out) he takes from now to the
end of the hand, the current trick included, when both players play perfectly.

>>> from jojotte_teach.engine import parse_record
>>> rec = parse_record({"format": "jojotte-hand/1", "players": ["Ann", "Bob"],
...     "dealer": "Bob", "deal": {"hands": {"Ann": ["JS", "9S", "AH", "10H", "KC", "7D"],
...     "Bob": ["AS", "8S", "KH", "QH", "9D", "8C"]}, "turn_up": "10S",
...     "draw": {"Ann": ["QS", "8H", "9C"], "Bob": ["7S", "AC", "JD"]}, "info_card": "7H"},
...     "actions": ["Ann accept", "Bob pass", "Bob play AC"]})
>>> analyse(rec.final_state()).to_json()
{'to_move': 'Ann', 'values': {'KC': 80, '9C': 85}}
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine.cards import Card
from ..engine.game import OwnCardValues
from ..engine.hand import HandState, Phase
from ..engine.state import pass_to_the_lead
from ..engine.tricks import playable_cards
from .errors import NotInPlayError
from .expert.sampled import HandSolvers, own_card_play
from .search import Position, Solver

__all__ = ["Analysis", "NotInPlayError", "analyse", "position_of"]


@dataclass(frozen=True)
class Analysis:
    """Each legal card's value for the player to move.

    Attributes:
        to_move: the name of the player to move.
        values: each legal card with the trick points he takes from now on after it.
    """

    to_move: str
    values: dict[Card, int]

    def to_json(self) -> dict[str, Any]:
        """``{"to_move": NAME, "values": {CARD: POINTS, ...}}``, cards as in HAND_RECORD.md."""
        return {"to_move": self.to_move, "values": {c.text: v for c, v in self.values.items()}}


def _in_play(state: HandState) -> None:
    """Refuse a hand that is not in the play of the cards.

    Raises:
        NotInPlayError: the auction, the choices after the draw, the end, a throw-in.
    """
    playing = state.phase is Phase.PLAY or (
        state.phase is Phase.DECLARING and playable_cards(state))
    if playing and state.contract is not None:
        return
    where = {
        Phase.AUCTION: "the auction is still going on",
        Phase.DECLARING: "the choices after the draw are not over",
        Phase.OVER: f"the hand is over: all {state.game.tricks} tricks have been played",
        Phase.THROWN_IN: f"the hand was thrown in ({state.game.rules.thrown_in[0]})",
        Phase.PLAY: "no contract is known",
    }[state.phase]
    raise NotInPlayError(f"the record does not stop during the play: {where}")


def position_of(state: HandState) -> Position:
    """The two-hand solver's position for a hand in the play of two hands (the two
    players, or the active pair at three, THREE-8), the hands as they are.

    Raises:
        NotInPlayError: the hand is not in the play of the cards.
    """
    _in_play(state)
    assert state.contract is not None
    # The solver's seats 0 and 1 are state.active's, whatever their places at the table.
    first, second = state.active
    return Position(
        (frozenset(state.hands[first]), frozenset(state.hands[second])),
        state.contract.trump,
        0 if state.leader == first else 1,
        state.trick,
        last_trick_bonus=state.contract.special != "nullo",
    )


def analyse(state: HandState, solver: Solver | None = None) -> Analysis:
    """The value of each legal card of the player to move, with perfect play by all: the
    trick points his side takes from now on (SCO-1, FOUR-8), every card known.

    Raises:
        NotInPlayError: the hand is not in the play, or it is a Nullo hand (where
            the aim is to take no trick, not points: SPEC-1, FOUR-4), or its game has
            card values of its own that no search counts.
    """
    rules = state.game.rules
    if isinstance(rules, OwnCardValues) and not own_card_play(state.game):
        # The exact search counts SCO-1's card values under Jo-Jotte's trick rules.
        raise NotInPlayError(
            f"analysis is not available for {state.game.title} yet: the exact search counts "
            f"Jo-Jotte's card values and follows its trick rules, not {state.game.title}'s "
            f"({rules.card_values_rule})")
    # HAND_RECORD.md: a two-player record stopping after the draw is the opening lead's.
    state = pass_to_the_lead(state)
    _in_play(state)
    contract = state.contract
    assert contract is not None
    if contract.special == "nullo":
        raise NotInPlayError("this is a Nullo hand (SPEC-1): its declarer aims to take no "
                             "trick, so card points do not value the play")
    hands = {s: frozenset(state.hands[s]) for s in state.active}
    values = HandSolvers(solver).values(hands, contract.trump, state.leader, state.trick,
                                        state.active, state.game)
    return Analysis(state.players[state.to_act], values)
