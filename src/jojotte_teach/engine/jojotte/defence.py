"""After the draw at three and in cutthroat: who defends, Nullo and Slam (THREE-4 to THREE-7).

The order is HAND_RECORD.md's: the active defender (THREE-4 without a double,
THREE-5 after one), then the original bidder's Slam decision (THREE-7), then the
defender against a standing Nullo (THREE-6) or against the Slam. A step where the
rules leave one choice is taken here and never written.

>>> from jojotte_teach.engine.games import THREE
>>> d = start_defence(THREE, dealer=2, declarer=0)
>>> d.to_act, [c.short() for c in choices(d)]
(1, ['defend', 'withdraw', 'nullo'])
>>> d = choose(choose(d, "defend"), "withdraw")   # left defends, right withdraws
>>> d.step, d.to_act, [c.short() for c in choices(d)]
('slam', 0, ['pass', 'slam'])
>>> d = choose(d, "pass")
>>> d.step, d.declarer, d.defender, d.special
('settled', 0, 1, None)
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..game import Game
from .calls import Call


@dataclass(frozen=True, slots=True)
class Defence:
    """Where the choices after the draw stand.

    Attributes:
        game: three or cutthroat.
        dealer: the dealer's seat.
        bidder: the original bidder (THREE-3).
        doubler: who doubled, if anyone; ``sider`` and ``with_declarer`` the third
            player's choice after a double.
        step: ``active`` (THREE-4/5), ``slam`` (THREE-7), ``defence`` (THREE-6/7) or
            ``settled``.
        to_act: the seat to choose, ``None`` once settled.
        first: the declarer's left's choice in THREE-4 (``defend``, ``withdraw``,
            ``nullo``), if made.
        nullo_by: who bid Nullo; ``slam`` whether the bidder bid Slam.
        declarer: the final declarer (the Nullo bidder on a standing Nullo).
        defender: the active defender, once settled (THREE-8).
    """

    game: Game
    dealer: int
    bidder: int
    doubler: int | None = None
    sider: int | None = None
    with_declarer: bool | None = None
    step: str = "active"
    to_act: int | None = None
    first: str | None = None
    nullo_by: int | None = None
    slam: bool = False
    declarer: int | None = None
    defender: int | None = None

    @property
    def special(self) -> str | None:
        """``"slam"``, ``"nullo"`` or ``None``: the final contract's special bid."""
        if self.slam:
            return "slam"
        return "nullo" if self.nullo_by is not None else None

    def left(self, seat: int) -> int:
        """The next player clockwise in this hand (CUT-1 skips the dealer)."""
        return self.game.left_of(seat, self.dealer)

    def right(self, seat: int) -> int:
        """The previous player clockwise in this hand."""
        return self.game.right_of(seat, self.dealer)


def start_defence(game: Game, dealer: int, declarer: int, doubler: int | None = None,
                  sider: int | None = None, with_declarer: bool | None = None
                  ) -> Defence:
    """The choices after the draw, from the auction's result."""
    d = Defence(game, dealer, declarer, doubler, sider, with_declarer)
    if doubler is None:
        return replace(d, to_act=d.left(declarer))  # THREE-4: the declarer's left first
    # THREE-5: the doubler defends (not written); a sider with the declarer may bid Nullo.
    if with_declarer:
        return replace(d, defender=doubler, to_act=sider)
    return replace(d, defender=doubler, step="slam", to_act=declarer)


def choices(d: Defence) -> list[Call]:
    """What the player to act may choose now, in HAND_RECORD.md's order."""
    if d.step == "active":
        if d.doubler is not None:
            return [Call("pass"), Call("nullo")]  # THREE-5
        if d.first is None:
            return [Call("defend"), Call("withdraw"), Call("nullo")]  # THREE-4
        if d.first == "defend":
            return [Call("withdraw"), Call("nullo")]
        return [Call("defend"), Call("nullo")]  # after a withdrawal he must defend or Nullo
    if d.step == "slam":
        return [Call("pass"), Call("slam")]  # THREE-7
    if d.step == "defence":
        return [Call("defend"), Call("withdraw")]  # THREE-6, THREE-7
    return []


def choose(d: Defence, verb: str) -> Defence:
    """The choices after one legal choice by the player to act.

    Raises:
        ValueError: the choice is not one of :func:`choices`.
    """
    if Call(verb) not in choices(d) or d.to_act is None:
        raise ValueError(f"{verb} is not a choice now")
    seat = d.to_act
    bidder = d.bidder
    if d.step == "active":
        if d.doubler is not None:  # THREE-5
            nullo = seat if verb == "nullo" else None
            return replace(d, nullo_by=nullo, step="slam", to_act=bidder)
        if d.first is None:
            if verb == "nullo":  # THREE-4: the right has no choice here
                return replace(d, first=verb, nullo_by=seat, step="slam", to_act=bidder)
            return replace(d, first=verb, to_act=d.right(bidder))
        if verb == "nullo":
            return replace(d, nullo_by=seat, step="slam", to_act=bidder)
        # "withdraw" after the left defended, or "defend" after the left withdrew.
        active = d.left(bidder) if verb == "withdraw" else seat
        return replace(d, defender=active, step="slam", to_act=bidder)
    if d.step == "slam":
        if verb == "slam":  # THREE-7: Slam overrides any Nullo; the auction's contract
            if d.doubler is not None:
                return _settled(replace(d, slam=True, nullo_by=None), bidder, d.doubler)
            return replace(d, slam=True, nullo_by=None, step="defence", to_act=d.left(bidder))
        if d.nullo_by is not None:  # THREE-6: the Nullo bidder's left chooses
            return replace(d, step="defence", to_act=d.left(d.nullo_by))
        assert d.defender is not None
        return _settled(d, bidder, d.defender)
    # The defence against a Slam or a standing Nullo (THREE-6, THREE-7).
    declarer = bidder if d.slam else d.nullo_by
    assert declarer is not None
    if verb == "defend":
        return _settled(d, declarer, seat)
    other = next(s for s in d.game.players_of(d.dealer) if s not in (declarer, seat))
    return _settled(d, declarer, other)  # the other opponent must defend (not written)


def _settled(d: Defence, declarer: int, defender: int) -> Defence:
    return replace(d, step="settled", to_act=None, declarer=declarer, defender=defender)


def refusal(d: Defence, seat: int, verb: str) -> tuple[str, str]:
    """``(rule, reason)`` for a choice that is not allowed now (THREE-4 to THREE-7)."""
    if d.step == "settled":
        return "THREE-8", "the active defender is settled: the melds and the play follow"
    if verb == "defend" and d.doubler is not None and seat == d.doubler:
        return "THREE-5", ("the doubler defends without choosing to: a forced step is not "
                           "written in a record")
    if seat != d.to_act:
        if d.game.dealer_sits_out and seat == d.dealer:
            return "CUT-1", "the dealer sits out"
        if verb == "nullo" and d.doubler is not None:
            if seat == d.doubler:
                return "THREE-5", "the doubler defends and may not bid Nullo"
            if seat == d.sider and not d.with_declarer:
                return "THREE-5", ("the third player sided with the defender, and only one "
                                   "who sides with the declarer may bid Nullo")
            return "THREE-5", "only a third player who sided with the declarer may bid Nullo"
        if verb == "slam":
            return "THREE-7", "only the original bidder may bid Slam, after the defence is known"
        return _rule(d), "it is another player's turn to choose"
    if d.step == "slam":
        return "THREE-7", "the original bidder now bids Slam or passes"
    if d.step == "defence":
        return _rule(d), "the choice now is to defend or to withdraw"
    if d.doubler is not None:
        return "THREE-5", "after a double the doubler defends: the choice is Nullo or pass"
    if d.first == "defend":
        return "THREE-4", "the declarer's left defends: withdraw or bid Nullo"
    if d.first == "withdraw":
        return "THREE-4", "the declarer's left withdrew: defend or bid Nullo"
    return "THREE-4", "the choice is to defend, withdraw or bid Nullo"


def _rule(d: Defence) -> str:
    if d.step == "defence":
        return "THREE-7" if d.slam else "THREE-6"
    return "THREE-5" if d.doubler is not None else "THREE-4"
