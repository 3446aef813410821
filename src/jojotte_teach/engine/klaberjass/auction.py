"""The Klaberjass auction (KLAB-5, KLAB-6): Jo-Jotte's two rounds, without a double.

Round one: the non-dealer, then the dealer, accepts the turn-up's suit or passes.
Round two, after two passes: each may name one of the three other suits or No-trump,
or pass; four passes throw the hand in (KLAB-5). After a suit bid the other player
answers pass or No-trump; a No-trump bid ends the auction, and nobody answers it
(KLAB-6). The player whose bid stands is the *bidder*, the other the *opponent*.

>>> from jojotte_teach.engine.klaberjass import KLABERJASS
>>> a = start_auction(KLABERJASS, dealer=1, turn_up="H")
>>> a.to_act, [c.short() for c in calls(a)]
(0, ['pass', 'accept'])
>>> a = call(a, Call("accept"))
>>> a.step, a.to_act, [c.short() for c in calls(a)]
('answer', 1, ['pass', 'bid NT'])
>>> call(a, Call("bid", "NT")).step
'over'
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..actions import Action, Verb
from ..errors import whose
from ..game import Game
from ..hand import HandState
from ..jojotte.calls import Bidding, Call, opening_calls, opening_pass, take_bid

#: The rule that gives the turn in each step.
TURN_RULES = {"round one": "KLAB-5", "round two": "KLAB-5", "answer": "KLAB-6"}


@dataclass(frozen=True, slots=True)
class KlaberjassAuction(Bidding):
    """Where a Klaberjass auction stands: ``round one``, ``round two``, ``answer`` (to a
    suit bid), ``over`` or ``thrown in``."""


def start_auction(game: Game, dealer: int, turn_up: str) -> KlaberjassAuction:
    """The auction before the first call: the non-dealer speaks first (KLAB-5)."""
    return KlaberjassAuction(game, dealer, turn_up, to_act=game.opponent_of(dealer))


def calls(a: KlaberjassAuction) -> list[Call]:
    """The calls the player to act may make now, in the records' order."""
    opening = opening_calls(a)  # KLAB-5: accept or pass; another suit, No-trump or pass
    if opening is not None:
        return opening
    if a.step == "answer":
        return [Call("pass"), Call("bid", "NT")]  # KLAB-6: no double, no redouble
    return []


def call(a: KlaberjassAuction, made: Call) -> KlaberjassAuction:
    """The auction after a legal call by the player to act.

    Raises:
        ValueError: the call is not one of :func:`calls` (the engine checks first).
    """
    if made not in calls(a) or a.to_act is None:
        raise ValueError(f"{made.short()} is not a call now")
    if made.verb == "pass":
        if a.step in ("round one", "round two"):
            return opening_pass(a)  # KLAB-5: four passes throw the hand in
        return replace(a, step="over", to_act=None)  # KLAB-6: the suit bid stands
    after = take_bid(a, made, "answer")
    if after.strain == "NT":
        return replace(after, step="over", to_act=None)  # KLAB-6: No-trump ends it
    return after


def rule_of(a: KlaberjassAuction, made: Call) -> str:
    """The rule that allows a legal call."""
    return TURN_RULES.get(a.step, "KLAB-5")


def refusal(state: HandState, a: KlaberjassAuction, action: Action,
            seat: int) -> tuple[str, str]:
    """``(rule, reason)`` for an action that is not allowed during the auction."""
    verb = action.verb
    if verb is Verb.PLAY:
        return "KLAB-7", "the auction is not over: cards are played after the draw"
    if verb is Verb.MELD:
        return "KLAB-11", "melds are declared after the auction and the draw"
    if verb is Verb.DIX:
        return "KLAB-13", "the dix is taken after the auction and the draw"
    assert a.to_act is not None
    turn = state.players[a.to_act]
    if seat != a.to_act:
        return TURN_RULES[a.step], (f"it is {whose(turn)} turn to call, not "
                                    f"{whose(action.player, alone=True)}")
    suit = state.turn_up.suit
    if a.step == "round one":
        return "KLAB-5", ("in round one a player may only accept the turn-up's suit "
                          f"({suit.word}) or pass")
    if a.step == "round two":
        if verb is Verb.ACCEPT:
            return "KLAB-5", "the turn-up's suit can only be accepted in round one"
        return "KLAB-5", (f"{suit.word} were refused in round one: name another suit or "
                          "No-trump")
    return "KLAB-6", "over a suit bid only No-trump may be called, or pass"
