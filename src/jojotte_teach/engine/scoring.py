"""One hand's score at any table: each column's figures, the entries and the reckoning.

:func:`score_hand` asks the game's rules to score a finished hand; every game gives a
:class:`HandScore`: what each column of the score sheet (a player, or a side in a
partnership) took, what it writes above and below the line, and the reckoning line by
line with the rule for each step, so that a learner can follow it. The sheet across
hands is :class:`~jojotte_teach.engine.scorepad.Scorepad`.

>>> from jojotte_teach.engine import Deal, new_hand, apply, legal_actions
>>> s = new_hand(Deal.from_seed(5, dealer=0), ("Ann", "Bob"))
>>> for _ in range(4):
...     s = apply(s, legal_actions(s)[0])   # four passes
>>> score_hand(s, prison=30).to_json(), score_hand(s, prison=30).prison
({'thrown_in': True}, 30)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .cards import Card
from .errors import InvalidRecordError
from .game import Game
from .hand import Contract, HandState, Phase, Trick

if TYPE_CHECKING:
    from .jojotte.outcome import TableOutcome

#: The figures of a hand, one per column of the score sheet.
Figures = tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Line:
    """One step of the reckoning, with the rules behind it."""

    text: str
    rules: tuple[str, ...] = ()

    def __str__(self) -> str:
        return f"{self.text} ({', '.join(self.rules)})" if self.rules else self.text


@dataclass(frozen=True, slots=True)
class Item:
    """One entry on the score sheet: which column writes what, where, and why.

    >>> Item(0, "above", 100, "melds", "MELD-7")
    Item(seat=0, column='above', points=100, label='melds', rule='MELD-7')
    """

    seat: int
    column: str
    points: int
    label: str
    rule: str


@dataclass(frozen=True)
class GameResult:
    """A finished game: which column won it, and how many hands (throw-ins included) it took."""

    winner: int
    hands: int


@dataclass(frozen=True)
class OneGameResult:
    """The one game of a session without a rubber (KLAB-22, BEL-26): the column that won
    it, ``None`` for a drawn or tied game, and how many hands (throw-ins included) it took."""

    winner: int | None
    hands: int


@dataclass(frozen=True)
class HandScore:
    """What one hand is worth, for each column of the score sheet (tuples indexed by column:
    a player, or a side in a partnership).

    Attributes:
        game, players: the table (:attr:`names` gives the column headings).
        thrown_in: nobody bid; nothing scored (BID-3, THREE-2, FOUR-2).
        contract: the final contract.
        tricks, card_points, last_trick, jojotte: what each column took.
        trick_score: card points + last trick (+ Jo-Jotte where it counts there), unmultiplied.
        meld_score, total_score: SCO-3, SCO-4.
        above, below: what this hand writes in each column, prison won included.
        prison_before, prison: the prison before and after this hand (SCO-8, THREE-12).
        prison_won: what the hand's winner took out of prison, above the line.
        winner: the column that won the hand (it claims the prison), or ``None``.
        lines: the reckoning, step by step, with its rules.
        items: each entry written above or below, with its reason (``Item.seat`` is the
            column); they add up to ``above`` and ``below``.
        active: at three and in cutthroat, the declarer and the active defender (THREE-8).
        outcome: at three and four, what the hand produced seat by seat.
        made: whether the contract was made, for a game whose score says so (KLAB-20,
            BEL-21); ``None`` for Jo-Jotte, whose score has no such key.
        more_figures: figures a game adds to its score after ``trick_score``, by name
            (Belote's ``belote`` and ``declarations``, BEL-14, BEL-13).
    """

    game: Game
    players: tuple[str, ...]
    thrown_in: bool
    contract: Contract | None = None
    tricks: Figures = ()
    card_points: Figures = ()
    last_trick: Figures = ()
    jojotte: Figures = ()
    trick_score: Figures = ()
    meld_score: Figures = ()
    total_score: Figures = ()
    above: Figures = ()
    below: Figures = ()
    prison_before: int = 0
    prison: int = 0
    prison_won: int = 0
    winner: int | None = None
    lines: tuple[Line, ...] = ()
    items: tuple[Item, ...] = ()
    active: tuple[int, int] | None = None
    outcome: TableOutcome | None = None
    made: bool | None = None
    more_figures: tuple[tuple[str, Figures], ...] = ()

    def __post_init__(self) -> None:
        zeros = (0,) * self.game.columns
        for name in ("tricks", "card_points", "last_trick", "jojotte", "trick_score",
                     "meld_score", "total_score", "above", "below"):
            if not getattr(self, name):
                object.__setattr__(self, name, zeros)

    @property
    def names(self) -> tuple[str, ...]:
        """The column headings: players, or sides named ``Ann+Cat``."""
        return self.game.column_names(self.players)

    def reckoning(self) -> list[str]:
        """The reckoning as plain lines of text."""
        return [str(line) for line in self.lines]

    def to_json(self) -> dict[str, Any]:
        """The object ``python -m jojotte_teach score`` prints (HAND_RECORD.md)."""
        game = self.game
        if self.thrown_in:
            return {"thrown_in": True, "active": None} if game.has_active_defender else (
                {"thrown_in": True})
        c = self.contract
        assert c is not None
        names = self.names

        def per_column(values: Figures) -> dict[str, int]:
            return dict(zip(names, values, strict=True))

        data: dict[str, Any] = {
            "thrown_in": False,
            "contract": {"declarer": self.players[c.declarer], "strain": c.strain,
                         "multiplier": c.multiplier, "special": c.special},
        }
        if self.made is not None:
            data["made"] = self.made  # KLAB-20, BEL-21 (FAMILY_RECORDS.md)
        data.update({
            "tricks": per_column(self.tricks),
            "card_points": per_column(self.card_points),
            "trick_score": per_column(self.trick_score),
            **{name: per_column(values) for name, values in self.more_figures},
            "meld_score": per_column(self.meld_score),
            "total_score": per_column(self.total_score),
            "above": per_column(self.above),
            "below": per_column(self.below),
            "prison": self.prison,
        })
        if game.has_active_defender and self.active is not None:
            data["active"] = [self.players[s] for s in self.active]
        return data


def thrown_in_score(game: Game, players: tuple[str, ...], prison: int, line: Line) -> HandScore:
    """A hand thrown in: nothing scored, the prison stays as it was.

    >>> from jojotte_teach.engine.games import THREE
    >>> thrown_in_score(THREE, ("Ann", "Bob", "Cat"), 40, Line("thrown in")).prison
    40
    """
    return HandScore(game, players, True, prison_before=prison, prison=prison, lines=(line,))


def taken_by_sides(game: Game, tricks: Sequence[Trick],
                   value: Callable[[Card], int]) -> tuple[list[int], list[int]]:
    """The finished tricks each side (0 and 1) of a partnership game has won, and their
    card points, each card worth ``value(card)`` (SCO-1, BEL-4: the game's own values).

    >>> from jojotte_teach.engine.games import PARTNERSHIP
    >>> from jojotte_teach.engine.cards import parse_cards
    >>> trick = Trick(0, tuple(parse_cards("AS 7S 8S 10S")), 3, (None,) * 4, (0, 1, 2, 3))
    >>> taken_by_sides(PARTNERSHIP, [trick], lambda card: 11 if card.text == "AS" else 0)
    ([0, 1], [0, 11])
    """
    count, cards = [0, 0], [0, 0]
    for t in tricks:
        side = game.side_of(t.winner)
        count[side] += 1
        cards[side] += sum(value(x) for x in t.cards)
    return count, cards


def score_hand(state: HandState, prison: int = 0) -> HandScore:
    """Score a finished (or thrown-in) hand of any game.

    Args:
        state: a hand that is over (every trick played) or thrown in.
        prison: points in prison before this hand (SCO-8).

    Raises:
        InvalidRecordError: the hand is not finished.
    """
    if not state.is_over:
        raise InvalidRecordError(f"the hand is not finished: {unfinished(state)}")
    return state.game.rules.score(state, prison)


def unfinished(state: HandState) -> str:
    """How far an unfinished hand has gone, in words."""
    if state.phase is Phase.AUCTION:
        return "the auction is still going on"
    if state.phase is Phase.DECLARING:
        return "the play has not started"
    return f"{len(state.tricks)} of {state.game.tricks} tricks played"
