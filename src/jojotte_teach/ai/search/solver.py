"""The exact solvers' front doors: two hands and four (PLAY, SCO-1, SPEC-1, SPEC-3, MULTI-4).

All hands are seen. For each card the player to move may play, a solver finds the
result of that card when everyone then plays perfectly. With two hands
(:class:`Solver`, and the functions :func:`solve`, :func:`position_value`,
:func:`best_cards`, :func:`card_costs`), under one of three objectives:

* ``"points"``: the trick points (SCO-1 card points, plus 10 for the last trick
  when it applies; Jo-Jotte is not counted) that the player to move takes from
  now to the end of the hand, the current trick included. The points left are
  fixed, so each player maximising his own points is the same as minimising his
  opponent's.
* ``"nullo"`` (SPEC-1): the declarer tries to take no trick at all; No-trump.
* ``"slam"`` (SPEC-3): the declarer tries to take every remaining trick.

For ``"nullo"`` and ``"slam"`` a card's value is 1 when, after it, the player to
move reaches his own aim (the declarer makes the contract, or the defender beats
it), else 0. So under every objective a higher value is better for the player to
move, and the cost of a card is the best value less its value.

>>> pos = Position.from_text("AS 7H", "10S 8H", trump=None, leader=0)
>>> {str(c): v for c, v in solve(pos).items()}   # the Ace takes 20, the 7 lets him take 30
{'AS': 20, '7H': 30}

With four hands in partnership (:class:`PartnershipSolver`), the trick points the
mover's *side* takes (FOUR-8: the last trick scores 10 more).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal, Protocol

from ...engine.cards import Card, Suit
from ...engine.hand import HandState, Phase
from ..errors import NotInPlayError
from .belote_hands import BeloteHandSearch
from .core import collector_paused, kept
from .four_hands import FourHandSearch
from .positions import BelotePosition, PartnershipPosition, Position
from .sweep import SweepSearch
from .two_hands import PointsSearch

__all__ = [
    "OBJECTIVES", "BeloteSolver", "NotInPlayError", "Objective", "PartnershipSolver", "Solver",
    "best_cards", "card_costs", "legal_cards", "position_from_state", "position_value", "solve",
]

Objective = Literal["points", "nullo", "slam"]

#: The objectives :func:`solve` understands.
OBJECTIVES: tuple[Objective, ...] = ("points", "nullo", "slam")


def legal_cards(position: Position) -> tuple[Card, ...]:
    """The cards the player to move may play; see :meth:`Position.legal_cards`.

    >>> [str(c) for c in legal_cards(Position.from_text("AS 7H", "10S 8H"))]
    ['AS', '7H']
    """
    return position.legal_cards()


class Solver:
    """A double-dummy solver for two hands that keeps what it has learnt between calls.

    Its tables hold only facts about positions (never about the position asked
    first), so one solver may be reused for every position of a hand, which makes
    later calls faster. The module functions use a fresh solver unless given one.

    >>> solver = Solver()
    >>> pos = Position.from_text("JH 7S", "9H 8S", trump="H")
    >>> solver.solve(pos)
    {Card('7S'): 45, Card('JH'): 35}
    >>> solver.nodes >= 1
    True

    Attributes:
        nodes: the positions searched by the last call.
    """

    #: the tables are emptied when they grow beyond this many positions
    max_entries = 1_000_000

    def __init__(self) -> None:
        self._points: dict[tuple[Suit | None, bool], PointsSearch] = {}
        self._sweeps: dict[tuple[Suit | None, bool], SweepSearch] = {}
        self.nodes = 0

    def solve(
        self,
        position: Position,
        objective: Objective = "points",
        declarer: int | None = None,
    ) -> dict[Card, int]:
        """The value of each legal card of the player to move; see :func:`solve`.

        Raises:
            ValueError: an unknown objective, a missing declarer for Nullo or
                Slam, or a trump suit at Nullo.
        """
        if objective == "points":
            points = kept(self._points, position.trump, position.last_trick_bonus,
                          PointsSearch, self.max_entries)
            values, self.nodes = _counted(points, lambda: points.card_values(position))
            return values
        if objective not in ("nullo", "slam"):
            raise ValueError(f"unknown objective {objective!r} (use one of {OBJECTIVES})")
        if declarer not in (0, 1):
            raise ValueError(f"{objective} needs the declarer's seat (0 or 1)")
        if objective == "nullo" and position.trump is not None:
            raise ValueError("Nullo is played without trumps (SPEC-1): trump must be None")
        sweep = kept(self._sweeps, position.trump, objective == "slam", SweepSearch,
                     self.max_entries)
        values, self.nodes = _counted(sweep, lambda: sweep.card_values(position, declarer))
        return values


def solve(position: Position, objective: Objective = "points", declarer: int | None = None,
          *, solver: Solver | None = None) -> dict[Card, int]:
    """The value of each card the player to move may play, with perfect play after.

    Args:
        position: where the play stands.
        objective: ``"points"``: the trick points (card points and the last-trick
            10, no Jo-Jotte) the player to move takes from now on, the current
            trick included. ``"nullo"``: the declarer tries to take no trick
            (SPEC-1). ``"slam"``: the declarer tries to take every remaining trick
            (SPEC-3). For these two a card is worth 1 if, after it, the player to
            move reaches his aim (the declarer makes the contract, or the defender
            beats it), else 0.
        declarer: the declarer's seat; needed for ``"nullo"`` and ``"slam"``.
        solver: a :class:`Solver` to reuse (faster for later positions of the
            same hand); a fresh one by default.

    Returns:
        Each legal card with its value, in deck order.

    >>> pos = Position.from_text("AS KS", "10S 7H", trump=None, leader=0)
    >>> solve(pos)
    {Card('AS'): 35, Card('KS'): 0}
    >>> solve(Position.from_text("AS 7S", "KS 8H"), "nullo", declarer=0)
    {Card('AS'): 0, Card('7S'): 1}

    Raises:
        ValueError: an unknown objective, a missing declarer for Nullo or Slam,
            or a trump suit at Nullo.
    """
    return (solver or Solver()).solve(position, objective, declarer)


def position_value(position: Position, objective: Objective = "points", declarer: int | None = None,
                   *, solver: Solver | None = None) -> int:
    """The value of the position for the player to move: that of his best card.

    Arguments as for :func:`solve`; 0 when no card is left.

    >>> position_value(Position.from_text("JH 7S", "9H 8S", trump="H"))
    45
    """
    return max(solve(position, objective, declarer, solver=solver).values(), default=0)


def best_cards(position: Position, objective: Objective = "points", declarer: int | None = None,
               *, solver: Solver | None = None) -> list[Card]:
    """The cards that keep the best value for the player to move, in deck order.

    Arguments as for :func:`solve`.

    >>> best_cards(Position.from_text("AS 7S", "KS 8H"), "nullo", declarer=0)
    [Card('7S')]
    """
    costs = card_costs(position, objective, declarer, solver=solver)
    return [card for card, cost in costs.items() if cost == 0]


def card_costs(position: Position, objective: Objective = "points", declarer: int | None = None,
               *, solver: Solver | None = None) -> dict[Card, int]:
    """What each legal card gives away: the best value less the card's value.

    Arguments as for :func:`solve`. A cost of 0 marks a best card. Under
    ``"points"`` the cost is in trick points; under ``"nullo"`` and ``"slam"`` a
    cost of 1 means the card throws away a contract (or a defence) that was
    still to be had.

    >>> card_costs(Position.from_text("AS 7H", "10S 8H"))
    {Card('AS'): 10, Card('7H'): 0}
    """
    values = solve(position, objective, declarer, solver=solver)
    best = max(values.values(), default=0)
    return {card: best - v for card, v in values.items()}


class PartnershipSolver:
    """A double-dummy solver for four hands that keeps what it learns between calls.

    Its tables hold facts about positions only, so one solver may value every
    position of a hand (later calls are then faster), or of many hands.

    Seat 0's Jack of trumps wins this trick whatever happens; his partner, to move,
    gives it his 10 of spades rather than lose it to the Ace of diamonds later:

    >>> pos = PartnershipPosition.from_text("8D", "AD", "10S 7C", "8C 9D", "H", 0, "JH 7D")
    >>> PartnershipSolver().solve(pos)
    {Card('10S'): 30, Card('7C'): 20}

    Attributes:
        nodes: the trick starts searched by the last call.
    """

    #: a table is emptied when it has grown beyond this many positions (about 100 bytes
    #: each, so that a browser's memory is not exhausted by a long session)
    max_entries = 500_000

    def __init__(self) -> None:
        self._searches: dict[tuple[Suit | None, bool], FourHandSearch] = {}
        self.nodes = 0

    def solve(self, position: PartnershipPosition) -> dict[Card, int]:
        """The value of each legal card of the player to move.

        Returns:
            Each legal card, in deck order, with the trick points (card points and the
            last trick's 10) that the mover's side takes from now to the end of the
            hand, the current trick included, when all four play perfectly after it.
        """
        search = kept(self._searches, position.trump, position.last_trick_bonus,
                      FourHandSearch, self.max_entries)
        values, self.nodes = _counted(search, lambda: search.card_values(position))
        return values


class BeloteSolver:
    """A double-dummy solver for four Belote hands (BEL-4, BEL-16 to BEL-19) that keeps
    what it learns between calls, as :class:`PartnershipSolver` does.

    >>> pos = BelotePosition.from_text("8D", "AD", "10S 7C", "8C 9D", "H", 0, "JH 7D")
    >>> BeloteSolver().solve(pos)
    {Card('10S'): 30, Card('7C'): 20}

    Attributes:
        nodes: the trick starts searched by the last call.
    """

    max_entries = PartnershipSolver.max_entries

    def __init__(self) -> None:
        self._searches: dict[tuple[Suit | None, bool], BeloteHandSearch] = {}
        self.nodes = 0

    def solve(self, position: BelotePosition) -> dict[Card, int]:
        """Each legal card of the player to move, in deck order, with the trick points
        (BEL-4 and the last trick's 10) his side takes from now to the end of the hand,
        the current trick included, when all four play perfectly after it."""
        search = kept(self._searches, position.trump, position.last_trick_bonus,
                      BeloteHandSearch, self.max_entries)
        values, self.nodes = _counted(search, lambda: search.card_values(position))
        return values


class _Counts(Protocol):
    """A search: it counts the positions searched."""

    @property
    def nodes(self) -> int:
        """The positions searched so far."""


def _counted(search: _Counts,
             values: Callable[[], dict[Card, int]]) -> tuple[dict[Card, int], int]:
    """``values()``, asked of ``search``, and the positions it searched for them."""
    start = search.nodes
    with collector_paused():
        answer = values()
    return answer, search.nodes - start


def position_from_state(state: HandState) -> PartnershipPosition:
    """The solver's position for a partnership hand in the play, the hands as they are.

    After the draw and before the first card (a Nullo, a Slam, a meld or the dix may
    still come) it is the opening lead's position, the dealer's left to lead
    (FOUR-7). On a Nullo hand the position is No-trump without the last-trick 10:
    its values are card points, not the Nullo side's aim of losing every trick.

    Raises:
        NotInPlayError: not a partnership hand, or not after the draw and in the play.
    """
    if not state.game.partnerships:
        raise NotInPlayError("position_from_state values four-hand partnership positions "
                             "(MULTI-4)")
    if state.phase not in (Phase.DECLARING, Phase.PLAY) or state.contract is None:
        raise NotInPlayError(f"the hand is not in the play of the cards ({state.phase.value})")
    contract = state.contract
    leader = state.leader
    if state.phase is Phase.DECLARING:
        leader = state.game.left_of(state.dealer)  # FOUR-7
    h0, h1, h2, h3 = (frozenset(h) for h in state.hands)
    return PartnershipPosition((h0, h1, h2, h3), contract.trump, leader, state.trick,
                               last_trick_bonus=contract.special != "nullo")
