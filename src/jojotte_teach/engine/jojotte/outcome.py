"""Scoring one hand at a table of three or four (MULTI-3, MULTI-4, MULTI-4C).

:func:`score_table` turns a :class:`TableOutcome` (what a finished hand produced,
seat by seat) into a :class:`~jojotte_teach.engine.scoring.HandScore`: each column's
figures, what it writes above and below the line, and the reckoning line by line with its rules. A
column is a player in the three-player game and in cutthroat, a side in the
partnership game (:attr:`.Game.columns`).

- Three players and cutthroat: the two active players score the hand (THREE-9,
  THREE-10, THREE-12); the inactive player and the cutthroat dealer copy what
  they are due, above the line only (THREE-10, THREE-11, CUT-2).
- Partnership: the two-player scoring with sides in place of players (FOUR-8,
  FOUR-9).

The score sheet across hands is :class:`~jojotte_teach.engine.scorepad.Scorepad`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import card_points
from ..errors import InvalidRecordError
from ..game import Game
from ..hand import Contract, HandState, Phase
from ..rules import Rules
from ..scoring import HandScore
from .defence import Defence
from .reckoning import reckon
from .score_two import LAST_TRICK


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

    def score(self, prison: int) -> HandScore:
        """This hand scored with ``prison`` points in prison before it (:func:`score_table`)."""
        return score_table(self, prison)


def thrown_in_table(game: Game, players: tuple[str, ...], prison: int = 0) -> HandScore:
    """A hand thrown in (THREE-2, FOUR-2): nothing scored, the prison stays as it was.

    >>> from jojotte_teach.engine.games import THREE
    >>> score = thrown_in_table(THREE, ("Ann", "Bob", "Cat"), prison=40)
    >>> score.prison, score.to_json()
    (40, {'thrown_in': True, 'active': None})
    """
    return game.rules.thrown_in_score(game, players, prison)


def score_table(outcome: TableOutcome, prison: int = 0) -> HandScore:
    """Score a finished hand of the three-player, partnership or cutthroat game.

    Args:
        outcome: what the hand produced, seat by seat.
        prison: points in prison before this hand (SCO-8, THREE-12).

    Raises:
        InvalidRecordError: the outcome cannot be (a seat out of range, tricks for a
            player who sat out, the two-player game, ...).

    >>> from jojotte_teach.engine.games import THREE
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
    o = outcome
    active = (o.declarer, o.active_defender) if (
        o.game.has_active_defender and o.active_defender is not None) else None
    last = [0] * o.game.seats
    if o.special != "nullo":
        last[o.last_trick] = LAST_TRICK  # SCO-1: no last-trick 10 at Nullo
    contract = Contract(o.declarer, o.strain, o.multiplier, o.special,
                        doubled_by=o.doubler)
    return HandScore(
        game=o.game, players=o.players, thrown_in=False, contract=contract,
        tricks=tuple(r.tricks), card_points=tuple(r.cards), last_trick=tuple(r.fold(last)),
        jojotte=tuple(r.jj), trick_score=tuple(r.trick), meld_score=tuple(r.melds),
        total_score=tuple(r.total), above=tuple(r.above), below=tuple(r.below),
        prison_before=prison, prison=r.prison_after, prison_won=r.prison_won,
        winner=r.winner, lines=tuple(r.lines), items=tuple(item for item, _ in r.entries),
        active=active, outcome=o)


def _check(o: TableOutcome, prison: int) -> None:
    """Refuse an outcome no hand can produce, naming what is wrong."""
    g = o.game
    problem = ""
    seats = range(g.seats)
    optional = (o.doubler, o.sider, o.active_defender)
    if not g.has_active_defender and not g.partnerships:
        problem = "the two-player game is scored by its own reckoning"
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


def table_outcome(state: HandState) -> TableOutcome:
    """What the finished hand produced, seat by seat (the input of :func:`score_table`).

    Raises:
        InvalidRecordError: the hand is not finished.
    """
    if state.phase is not Phase.OVER:
        raise InvalidRecordError(f"the hand is not finished: {len(state.tricks)} of "
                                 f"{state.game.tricks} tricks played")
    contract, auction = state.contract, state.auction_contract
    assert contract is not None and auction is not None
    seats = range(state.game.seats)
    trump = contract.trump
    defence = state.stage if isinstance(state.stage, Defence) else None
    return TableOutcome(
        game=state.game, rules=state.rules, players=state.players, dealer=state.deal.dealer,
        declarer=contract.declarer, original_bidder=auction.declarer, strain=contract.strain,
        multiplier=contract.multiplier, special=contract.special,
        doubler=auction.doubled_by, sider=defence.sider if defence else None,
        sided_with_declarer=defence.with_declarer if defence else None,
        active_defender=defence.defender if defence else None,
        tricks=tuple(state.tricks_won(s) for s in seats),
        card_points=tuple(sum(card_points(c, trump) for c in state.won_cards(s))
                          for s in seats),
        last_trick=state.tricks[-1].winner,
        jojotte=tuple(trump is not None and state.jojotte[s] for s in seats),
        meld_points=state.meld_points or state.game.per_seat(0),
    )


def score_table_hand(state: HandState, prison: int = 0) -> HandScore:
    """The score of a finished (or thrown-in) hand at three or four.

    Raises:
        InvalidRecordError: the hand is not finished.
    """
    if state.phase is Phase.THROWN_IN:
        return thrown_in_table(state.game, state.players, prison)
    return score_table(table_outcome(state), prison)
