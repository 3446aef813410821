"""What a contract is worth on one deal with both hands in view.

The expert's bidding, its Nullo and Slam decisions and the bidding advisor all
ask the same question of each sampled deal: *if this contract were played, with
perfect play by both, what would the hand's score difference be?* The answer
takes the dix (DIX-1), the melds each side would declare and their
interrogation (MELD-3 to MELD-5), Jo-Jotte (JOJ-2) and the exact play of the
cards (the double-dummy solver).

>>> from jojotte_teach.engine import PAGAT, parse_cards, Card
>>> table = Table((parse_cards("JS 9S AS 10S KS AH AD 7C 8C"),
...                parse_cards("QS 8S 10H KH QH 10D KD 9C 10C")), Card("7D"), dealer=1)
>>> played = play_contract(table, PAGAT, "S", declarer=0)
>>> played.trick_points, played.melds       # JS 10S 9S is a run of three
((130, 10), (20, 0))
>>> played.difference(PAGAT, multiplier=1)   # 130 below and 20 above, less his 10 above
140
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..engine.actions import strain_suit
from ..engine.cards import Card, Rank
from ..engine.games import TWO
from ..engine.interrogation import interrogate
from ..engine.rules import Rules
from .heuristic import meld_plan
from .outcome import Deal, score_difference
from .solver import Objective, Position, Solver

__all__ = ["PlayedContract", "Table", "play_contract"]

JOJOTTE = 20


@dataclass(frozen=True)
class Table:
    """Both players' nine cards after the draw (before any dix), and the turn-up.

    Attributes:
        hands: seat 0's and seat 1's cards.
        turn_up: the turn-up.
        dealer: the dealer's seat (the non-dealer leads under the denexa rules).
    """

    hands: tuple[Sequence[Card], Sequence[Card]]
    turn_up: Card
    dealer: int


@dataclass(frozen=True)
class PlayedContract:
    """A contract played out with perfect play.

    Attributes:
        declarer: the final contract's declarer.
        special: ``None``, ``"nullo"`` or ``"slam"``.
        trick_points: card points and last trick each seat takes (SCO-1).
        jojotte: 20 for a seat holding King and Queen of trumps (JOJ-2).
        melds: each seat's meld score after the interrogation.
        made: for Nullo and Slam, whether the declarer makes it.
    """

    declarer: int
    special: str | None
    trick_points: tuple[int, int]
    jojotte: tuple[int, int]
    melds: tuple[int, int]
    made: bool | None = None

    def difference(self, rules: Rules, multiplier: int = 1, seat: int = 0) -> int:
        """The hand's score difference from ``seat``'s point of view."""
        d = self.declarer
        tricks = None
        if self.made is not None:
            if self.special == "slam":
                tricks = (9, 0) if self.made else (8, 1)
            else:
                tricks = (0, 9) if self.made else (1, 8)  # a lost Nullo: one trick at least
            if d == 1:
                tricks = (tricks[1], tricks[0])
        value = score_difference(rules, Deal(d, multiplier, self.special), self.trick_points,
                                 self.jojotte, self.melds, tricks)
        return value if seat == 0 else -value


def play_contract(
    table: Table,
    rules: Rules,
    strain: str,
    declarer: int,
    special: str | None = None,
    accepted_turn_up: bool | None = None,
    solver: Solver | None = None,
) -> PlayedContract:
    """Play a contract on a table with both hands in view.

    Args:
        table: the cards.
        rules: the rule profile (who leads; whether melds count on special hands).
        strain: the auction's strain (``S H D C`` or ``NT``).
        declarer: the final contract's declarer (the Nullo bidder for Nullo).
        special: ``None``, ``"nullo"`` or ``"slam"``.
        accepted_turn_up: the turn-up's suit was accepted in round one (then the
            holder of its seven takes the dix); by default, when the strain is the
            turn-up's suit.
        solver: a solver to reuse.
    """
    solver = solver or Solver()
    auction_trump = strain_suit(strain)
    nullo = special == "nullo"
    trump = None if nullo else auction_trump
    hands = [list(table.hands[0]), list(table.hands[1])]
    if accepted_turn_up is None:
        accepted_turn_up = auction_trump is table.turn_up.suit
    if accepted_turn_up and trump is not None and table.turn_up.rank is not Rank.SEVEN:
        seven = Card.of(Rank.SEVEN, trump)
        for hand in hands:
            if seven in hand:
                hand[hand.index(seven)] = table.turn_up  # DIX-1
    auction_declarer = declarer if not nullo else TWO.opponent_of(declarer)
    melds = (meld_plan(hands[0], auction_trump), meld_plan(hands[1], auction_trump))
    scoring = rules.melds_on_special_hands or special is None
    outcome = interrogate(TWO.opponent_of(auction_declarer), melds, trump, scoring=scoring)
    meld_points = (outcome.points(0), outcome.points(1))
    jojotte = [0, 0]
    if trump is not None:
        king, queen = Card.of(Rank.KING, trump), Card.of(Rank.QUEEN, trump)
        for seat in (0, 1):
            if king in hands[seat] and queen in hands[seat]:
                jojotte[seat] = JOJOTTE
    leader = TWO.opponent_of(table.dealer if rules.first_lead_by_non_dealer else declarer)
    position = Position((frozenset(hands[0]), frozenset(hands[1])), trump, leader,
                        last_trick_bonus=not nullo)
    made = None
    if special in ("nullo", "slam"):
        objective: Objective = "nullo" if nullo else "slam"
        best = max(solver.solve(position, objective, declarer).values())
        made = bool(best) if leader == declarer else not best
    total = position.points_left()
    points = [0, 0]
    if made is None:
        value = max(solver.solve(position).values())
        points[leader], points[TWO.opponent_of(leader)] = value, total - value
    elif made and not nullo:
        points[declarer] = total  # a Slam made takes every point
    # Otherwise the split does not change the score: a lost Slam gives the defender
    # both trick scores (SCO-11), and Nullo's card points go to prison (SCO-9).
    return PlayedContract(declarer, special, (points[0], points[1]),
                          (jojotte[0], jojotte[1]), meld_points, made)
