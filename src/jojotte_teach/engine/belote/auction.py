"""The Belote bidding (BEL-6 to BEL-8): take the upcard's suit, or name a suit.

Round one: from the dealer's left each in turn may take (accept the upcard's suit as
trump) or pass; the first to take ends the bidding (BEL-6). Round two, after four
passes: each in turn may name a suit or pass, one of the three other suits under
``denexa``, any suit under ``citizendium`` (BEL-7); the first to name one ends it, and
four more passes throw the hand in. No No-trump, no double, no overcall. The player
who took is the *taker* (BEL-8).

>>> a = start(dealer=3, upcard="H", any_suit=False)
>>> a.to_act, [c for c in calls(a)]
(0, ['pass', 'accept'])
>>> for _ in range(4):
...     a = call(a, "pass")
>>> a.step, a.to_act, calls(a)
('round two', 0, ['pass', 'bid S', 'bid D', 'bid C'])
>>> a = call(a, "bid C")
>>> a.step, a.taker, a.trump
('over', 0, 'C')
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..actions import Action, Verb
from ..errors import whose
from ..hand import HandState

SEATS = 4
_SUITS = ("S", "H", "D", "C")
#: The rule of each round.
ROUND_RULES = {"round one": "BEL-6", "round two": "BEL-7"}


@dataclass(frozen=True, slots=True)
class BeloteAuction:
    """Where the bidding stands: ``round one``, ``round two``, ``over`` or ``thrown in``.

    Attributes:
        dealer: the dealer's seat.
        upcard: the upcard's suit letter.
        any_suit: BEL-7 under the profile: round two may name the upcard's suit too.
        step: the round, or the end.
        to_act: the seat to speak (``None`` at the end).
        passes: passes so far in this round.
        taker, trump: who took, and the trump suit's letter (BEL-8).
        accepted: the taker took the upcard's suit in round one.
    """

    dealer: int
    upcard: str
    any_suit: bool
    step: str = "round one"
    to_act: int | None = None
    passes: int = 0
    taker: int | None = None
    trump: str | None = None
    accepted: bool = False

    @property
    def first(self) -> int:
        """The dealer's left, who speaks first in each round (BEL-6, BEL-7)."""
        return (self.dealer + 1) % SEATS


def start(dealer: int, upcard: str, any_suit: bool) -> BeloteAuction:
    """The bidding before the first word: the dealer's left speaks (BEL-6)."""
    return BeloteAuction(dealer, upcard, any_suit, to_act=(dealer + 1) % SEATS)


def calls(a: BeloteAuction) -> list[str]:
    """What the player to speak may say, as records write it without the name."""
    if a.step == "round one":
        return ["pass", "accept"]  # BEL-6
    if a.step == "round two":
        return ["pass", *(f"bid {s}" for s in _SUITS if a.any_suit or s != a.upcard)]  # BEL-7
    return []


def call(a: BeloteAuction, made: str) -> BeloteAuction:
    """The bidding after a legal call by the player to speak.

    Raises:
        ValueError: the call is not one of :func:`calls` (the engine checks first).
    """
    if made not in calls(a) or a.to_act is None:
        raise ValueError(f"{made} is not a call now")
    if made == "pass":
        passes = a.passes + 1
        if passes < SEATS:
            return replace(a, passes=passes, to_act=(a.to_act + 1) % SEATS)
        if a.step == "round one":
            return replace(a, step="round two", passes=0, to_act=a.first)  # BEL-7
        return replace(a, step="thrown in", passes=passes, to_act=None)  # BEL-7
    trump = a.upcard if made == "accept" else made.split()[1]
    return replace(a, step="over", taker=a.to_act, trump=trump, accepted=made == "accept",
                   to_act=None)  # BEL-6, BEL-7, BEL-8: the first to take ends the bidding


def call_of(action: Action) -> str:
    """An action as a call: ``pass``, ``accept``, ``bid H``."""
    return action.short()


def action_of(name: str, made: str) -> Action:
    """A call as the player's action."""
    if made.startswith("bid "):
        return Action(name, Verb.BID, strain=made[4:])
    return Action(name, Verb.PASS if made == "pass" else Verb.ACCEPT)


def refusal(state: HandState, a: BeloteAuction, action: Action, seat: int) -> tuple[str, str]:
    """``(rule, reason)`` for an action refused during the bidding."""
    verb = action.verb
    if verb is Verb.PLAY:
        return "BEL-9", "cards are played once the bidding is over and the deal completed"
    if verb is Verb.MELD:
        return "BEL-12", "declarations are made once the bidding is over and the deal completed"
    if verb is Verb.BID and action.strain == "NT":
        return "BEL-7", "there is no No-trump in Belote: the trump is a suit"
    if verb in (Verb.DOUBLE, Verb.REDOUBLE):
        return "BEL-7", "there is no double or redouble in Belote"
    assert a.to_act is not None
    turn = state.players[a.to_act]
    rule = ROUND_RULES[a.step]
    if seat != a.to_act:
        return rule, (f"it is {whose(turn)} turn to speak, not "
                      f"{whose(action.player, alone=True)}")
    suit = state.turn_up.suit
    if a.step == "round one":
        return "BEL-6", f"in round one a player may only take the upcard's suit ({suit.word}) " \
                        "or pass"
    if verb is Verb.ACCEPT:
        return "BEL-7", "the upcard's suit can only be taken in round one"
    return "BEL-7", (f"{suit.word} were refused in round one: name one of the three other "
                     "suits, or pass")
