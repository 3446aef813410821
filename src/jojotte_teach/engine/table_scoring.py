"""Scoring one hand at a table of three or four (MULTI-3, MULTI-4, MULTI-4C).

:func:`score_table` turns a :class:`TableOutcome` (what a finished hand produced,
seat by seat) into a :class:`TableScore`: each column's figures, what it writes
above and below the line, and the reckoning line by line with its rules. A
column is a player in the three-player game and in cutthroat, a side in the
partnership game (:attr:`.Game.columns`).

- Three players and cutthroat: the two active players score the hand (THREE-9,
  THREE-10, THREE-12); the inactive player and the cutthroat dealer copy what
  they are due, above the line only (THREE-10, THREE-11, CUT-2).
- Partnership: the two-player scoring with sides in place of players (FOUR-8,
  FOUR-9).

The score sheet across hands is :class:`.table_pad.TablePad`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .errors import InvalidRecordError
from .game import Game
from .rules import Rules
from .scoring import Item, Line
from .table_reckoning import reckon

Figures = tuple[int, ...]

@dataclass(frozen=True)
class TableOutcome:
    """What a finished three- or four-player hand produced, by seat (clockwise, the players' order).

    The hand state fills it in; :func:`score_table` scores it.
    """

    #: THREE, PARTNERSHIP or CUTTHROAT from engine/game.py.
    game: Game
    #: engine/rules.py profile (PAGAT default); its fields are followed where they apply.
    rules: Rules
    #: 3 or 4 names.
    players: tuple[str, ...]
    dealer: int
    #: The final contract's declarer: the Nullo bidder on a Nullo hand; the original
    #: (official) declarer on a Slam.
    declarer: int
    #: The auction's declarer.
    original_bidder: int
    #: "S" "H" "D" "C" "NT" ("NT" on a Nullo hand).
    strain: str
    #: The auction's 1, 2, 4 (nothing is multiplied on a Nullo hand).
    multiplier: int
    #: None, "nullo", "slam".
    special: str | None
    #: Who doubled (THREE-3; in a partnership the player whose double stood).
    doubler: int | None
    #: Three/cutthroat: the third player after a double.
    sider: int | None
    #: His choice (THREE-3).
    sided_with_declarer: bool | None
    #: Three/cutthroat: the active defender (against the final contract).
    active_defender: int | None
    #: Tricks won per seat (0 for seats that did not play).
    tricks: tuple[int, ...]
    #: SCO-1 values of the cards each seat won (No-trump values at No-trump and Nullo).
    card_points: tuple[int, ...]
    #: The seat that won the last trick.
    last_trick: int
    #: Each seat announced Jo and Jotte (JOJ-2).
    jojotte: tuple[bool, ...]
    #: Meld points each seat scores (class winners only, already settled).
    meld_points: tuple[int, ...]


@dataclass(frozen=True)
class TableScore:
    """What one hand is worth, for each column of the score sheet (tuples indexed by column).

    Attributes:
        game, players: the table (:attr:`names` gives the column headings).
        thrown_in: nobody bid; nothing scored (THREE-2, FOUR-2).
        outcome: the hand scored (``None`` when thrown in).
        tricks, card_points: what each column took (0 for a player who did not play).
        trick_score: card points + last trick (+ Jo-Jotte where it counts there), unmultiplied.
        meld_score, total_score: SCO-3, SCO-4.
        above, below: what this hand writes in each column, prison won included.
        prison_before, prison: the prison before and after this hand (SCO-8, THREE-12).
        prison_won: what the hand's winner took out of prison, above the line.
        winner: the column that won the hand (it claims the prison), or ``None``.
        lines: the reckoning, step by step, with its rules.
        items: each entry written above or below, with its reason (``Item.seat`` is the
            column); they add up to ``above`` and ``below``.
    """

    game: Game
    players: tuple[str, ...]
    thrown_in: bool
    outcome: TableOutcome | None
    tricks: Figures
    card_points: Figures
    trick_score: Figures
    meld_score: Figures
    total_score: Figures
    above: Figures
    below: Figures
    prison_before: int
    prison: int
    prison_won: int
    winner: int | None
    lines: tuple[Line, ...]
    items: tuple[Item, ...]

    @property
    def names(self) -> tuple[str, ...]:
        """The column headings: players, or sides named ``Ann+Cat``."""
        return self.game.column_names(self.players)

    def reckoning(self) -> list[str]:
        """The reckoning as plain lines of text."""
        return [str(line) for line in self.lines]

    def to_json(self) -> dict[str, Any]:
        """The object ``python -m jojotte_teach score`` prints (HAND_RECORD.md).

        >>> from jojotte_teach.engine.game import PARTNERSHIP
        >>> thrown_in_score(PARTNERSHIP, ("Ann", "Bob", "Cat", "Dan")).to_json()
        {'thrown_in': True}
        """
        o = self.outcome
        if self.thrown_in or o is None:
            return thrown_in_json(self.game)
        names = self.names

        def per_column(values: Figures) -> dict[str, int]:
            return dict(zip(names, values, strict=True))

        data: dict[str, Any] = {
            "thrown_in": False,
            "contract": {"declarer": o.players[o.declarer], "strain": o.strain,
                         "multiplier": o.multiplier, "special": o.special},
            "tricks": per_column(self.tricks),
            "card_points": per_column(self.card_points),
            "trick_score": per_column(self.trick_score),
            "meld_score": per_column(self.meld_score),
            "total_score": per_column(self.total_score),
            "above": per_column(self.above),
            "below": per_column(self.below),
            "prison": self.prison,
        }
        if self.game.has_active_defender and o.active_defender is not None:
            data["active"] = [o.players[o.declarer], o.players[o.active_defender]]
        return data


def thrown_in_json(game: Game) -> dict[str, Any]:
    """What ``score`` prints for a thrown-in hand (HAND_RECORD.md, "Scoring and sessions").

    >>> from jojotte_teach.engine.game import THREE, PARTNERSHIP
    >>> thrown_in_json(THREE), thrown_in_json(PARTNERSHIP)
    ({'thrown_in': True, 'active': None}, {'thrown_in': True})
    """
    return {"thrown_in": True, "active": None} if game.has_active_defender else {"thrown_in": True}


def thrown_in_score(game: Game, players: tuple[str, ...], prison: int = 0) -> TableScore:
    """A hand thrown in (THREE-2, FOUR-2): nothing scored, the prison stays as it was.

    >>> from jojotte_teach.engine.game import THREE
    >>> thrown_in_score(THREE, ("Ann", "Bob", "Cat"), prison=40).prison
    40
    """
    zeros = (0,) * game.columns
    rule = "FOUR-2" if game.partnerships else "THREE-2"
    return TableScore(game, players, True, None, zeros, zeros, zeros, zeros, zeros, zeros,
                      zeros, prison, prison, 0, None,
                      (Line("Everybody passed twice round: the hand is thrown in", (rule,)),), ())


def score_table(outcome: TableOutcome, prison: int = 0) -> TableScore:
    """Score a finished hand of the three-player, partnership or cutthroat game.

    Args:
        outcome: what the hand produced, seat by seat.
        prison: points in prison before this hand (SCO-8, THREE-12).

    Raises:
        InvalidRecordError: the outcome cannot be (a seat out of range, tricks for a
            player who sat out, the two-player game, ...).

    >>> from jojotte_teach.engine.game import THREE
    >>> from jojotte_teach.engine.rules import PAGAT
    >>> hand = TableOutcome(THREE, PAGAT, ("Ann", "Bob", "Cat"), dealer=0, declarer=1,
    ...     original_bidder=1, strain="S", multiplier=1, special=None, doubler=None,
    ...     sider=None, sided_with_declarer=None, active_defender=2, tricks=(0, 6, 3),
    ...     card_points=(0, 100, 40), last_trick=1, jojotte=(False, False, False),
    ...     meld_points=(0, 0, 20))
    >>> score = score_table(hand)
    >>> score.below, score.above   # Bob 110 below; Cat's melds 20, and Ann copies them
    ((0, 110, 0), (20, 0, 20))
    """
    _check(outcome, prison)
    r = reckon(outcome, prison)
    return TableScore(
        outcome.game, outcome.players, False, outcome, tuple(r.tricks), tuple(r.cards),
        tuple(r.trick), tuple(r.melds), tuple(r.total), tuple(r.above), tuple(r.below),
        prison, r.prison_after, r.prison_won, r.winner, tuple(r.lines),
        tuple(item for item, _ in r.entries))


def _check(o: TableOutcome, prison: int) -> None:
    """Refuse an outcome no hand can produce, naming what is wrong."""
    g = o.game
    problem = ""
    seats = range(g.seats)
    optional = (o.doubler, o.sider, o.active_defender)
    if g.is_two:
        problem = "the two-player game is scored by score_hand"
    elif len(o.players) != g.seats or any(
            len(t) != g.seats for t in (o.tricks, o.card_points, o.jojotte, o.meld_points)):
        problem = f"a {g.name} hand needs {g.seats} players and {g.seats} figures of each kind"
    elif any(s not in seats for s in (o.dealer, o.declarer, o.original_bidder, o.last_trick)) or \
            any(s is not None and s not in seats for s in optional):
        problem = "a seat is out of range"
    elif o.strain not in ("S", "H", "D", "C", "NT") or o.multiplier not in (1, 2, 4) or \
            o.special not in (None, "nullo", "slam") or (o.special == "nullo" and o.strain != "NT"):
        problem = "the contract cannot be (strain, multiplier 1 2 4, special nullo or slam)"
    elif min(o.tricks + o.card_points + o.meld_points) < 0 or prison < 0:
        problem = "a figure is negative"
    elif sum(o.tricks) != g.tricks:
        problem = f"{sum(o.tricks)} tricks are shown, not {g.tricks} (PLAY-6, FOUR-3)"
    elif g.has_active_defender:
        active = (o.declarer, o.active_defender)
        if o.active_defender is None or o.active_defender == o.declarer or \
                (g.dealer_sits_out and o.dealer in (*active, o.doubler, o.sider)):
            problem = "the declarer and the active defender must be two players who play (THREE-8)"
        elif o.last_trick not in active:
            problem = "the last trick was won by a player who did not play (THREE-8)"
        elif o.multiplier > 1 and (o.sider is None or o.sided_with_declarer is None or (
                o.special != "nullo" and o.sider in active)):
            problem = ("a doubled hand needs the third player, who sided, and the side "
                       "chosen; the third player does not play without a Nullo bid "
                       "(THREE-3, THREE-5)")
        elif any(o.tricks[s] or o.card_points[s] or o.meld_points[s] or o.jojotte[s]
                 for s in seats if s not in active):
            problem = "only the declarer and the active defender play and meld (THREE-8)"
    if problem:
        raise InvalidRecordError(f"this hand cannot be scored: {problem}")
