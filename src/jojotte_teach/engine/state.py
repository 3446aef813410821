"""One hand of Jo-Jotte as immutable states and one transition.

``legal_actions(state)`` lists what may be done now; ``apply(state, action)``
returns the next state or raises :class:`IllegalActionError` naming the rule;
``explain(state, action)`` gives the same verdict without raising.

>>> from jojotte_teach.engine import Action, Deal, new_hand
>>> state = new_hand(Deal.from_seed(1, dealer=1), ("Ann", "Bob"))
>>> state.phase, state.player_to_act
(<Phase.AUCTION: 'auction'>, 'Ann')
>>> [a.short() for a in legal_actions(state)]
['pass', 'accept']
>>> state = apply(state, Action.parse("Ann accept"))
>>> print(explain(state, Action.parse("Bob bid H")).message)
Bob cannot bid H: over a bid only No-trump may be called (BID-4); legal: pass double bid NT
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Action, Verb
from .auction import (
    apply_call,
    auction_actions,
    diagnose_auction,
)
from .deal import Deal
from .declaring import (
    apply_declaration,
    apply_dix,
    declaring_actions,
    diagnose_declaring,
    dix_actions,
    dix_problem,
)
from .errors import IllegalActionError, action_phrase
from .hand import AuctionStep, Bid, Contract, HandState, Phase, Stage, Trick, new_hand
from .play import apply_play, diagnose_play, play_actions, playable_cards
from .table_hand import apply_table, table_legal_actions
from .table_verdicts import table_refusal, table_rule_of

__all__ = [
    "AuctionStep", "Bid", "Contract", "Deal", "HandState", "Phase", "Stage", "Trick", "Verdict",
    "apply", "explain", "legal_actions", "new_hand", "playable_cards",
]

# ---------------------------------------------------------------- legal actions


def legal_actions(state: HandState) -> list[Action]:
    """Every action allowed now, for either player (the dix may be either's).

    >>> from jojotte_teach.engine import Action, Deal, new_hand
    >>> s = new_hand(Deal.from_seed(1, dealer=0), ("Ann", "Bob"))
    >>> [str(a) for a in legal_actions(s)]
    ['Bob pass', 'Bob accept']
    """
    if state.calls is not None:
        return table_legal_actions(state)  # three or four players
    phase = state.phase
    if phase is Phase.PLAY:
        actions = play_actions(state)
        if not state.tricks and not state.trick:
            actions.extend(dix_actions(state))
        return actions
    if phase is Phase.AUCTION:
        return auction_actions(state)
    if phase is Phase.DECLARING:
        return declaring_actions(state) + dix_actions(state)
    return []


# ---------------------------------------------------------------- verdicts


@dataclass(frozen=True, slots=True)
class Verdict:
    """Whether an action is allowed now, in words.

    Attributes:
        allowed: it is legal.
        rule: the rule ID that decides.
        reason: why, in plain words (empty when allowed).
        message: the whole verdict as one sentence.
    """

    allowed: bool
    rule: str
    reason: str
    message: str


def explain(state: HandState, action: Action) -> Verdict:
    """The verdict on an action, without raising: for card tables and quizzes.

    >>> from jojotte_teach.engine import Action, Deal, new_hand
    >>> s = new_hand(Deal.from_seed(1, dealer=0), ("Ann", "Bob"))
    >>> v = explain(s, Action.parse("Ann accept"))
    >>> v.allowed, v.rule, v.message
    (False, 'BID-1', "Ann cannot accept: it is Bob's turn to call, not Ann's (BID-1)")
    >>> explain(s, Action.parse("Bob accept")).allowed
    True
    """
    legal = legal_actions(state)
    if action in legal:
        rule = _rule_of(state, action)
        return Verdict(True, rule, "", f"{action.player} may {action_phrase(action)} ({rule})")
    if action.player not in state.players:
        return Verdict(False, "DEAL-2", f"{action.player} is not playing this hand",
                       f"{action.player} is not playing this hand")
    error = _illegal(state, action, legal)
    return Verdict(False, error.rule, error.reason, str(error))


def _rule_of(state: HandState, action: Action) -> str:
    """The rule that allows a legal action."""
    if state.calls is not None:
        return table_rule_of(state, action)
    verb = action.verb
    if state.phase is Phase.AUCTION:
        if state.step is AuctionStep.ROUND_ONE:
            return "BID-1"
        if state.step is AuctionStep.ROUND_TWO:
            return "BID-2"
        return "BID-4" if verb is Verb.BID else "BID-5"
    if verb is Verb.DIX:
        return "DIX-1"
    if state.phase is Phase.DECLARING:
        return {Stage.NULLO: "SPEC-1", Stage.DEFENDER_MELDS: "SPEC-2", Stage.SLAM: "SPEC-3",
                Stage.BIDDER_MELDS: "SPEC-4"}[state.stage or Stage.NULLO]
    if action.announce is not None:
        return "JOJ-2"
    if not state.trick:
        return "PLAY-1" if not state.tricks else "PLAY-6"
    led = state.trick[0]
    assert action.card is not None
    if action.card.suit is led.suit:
        return "PLAY-4" if led.suit is state.trump else "PLAY-2"
    return "PLAY-3" if action.card.suit is state.trump else "PLAY-2"


def _illegal(state: HandState, action: Action, legal: list[Action]) -> IllegalActionError:
    if state.calls is not None:
        rule, reason = table_refusal(state, action)
    else:
        rule, reason = _diagnose(state, action)
    return IllegalActionError(rule, action, reason, legal)


_THREE_PLAYER_VERBS = (Verb.SIDE, Verb.DEFEND, Verb.WITHDRAW)


def _diagnose(state: HandState, action: Action) -> tuple[str, str]:
    """``(rule, reason)`` for an action that is not legal now."""
    seat = state.seat_of(action.player)
    name = action.player
    other = state.players[1 - seat]
    verb = action.verb
    turn = state.players[state.to_act]
    if verb in _THREE_PLAYER_VERBS:
        # MULTI-3: siding, defending and withdrawing need a third player.
        return "MULTI-3", (f"{verb.value} belongs to the three-player game; this hand "
                           "has two players")
    if state.phase is Phase.THROWN_IN:
        return "BID-3", "all four calls were passes and the hand was thrown in"
    if state.phase is Phase.OVER:
        return "PLAY-6", "the hand is over: all nine tricks have been played"
    if verb is Verb.DIX:
        return "DIX-1", dix_problem(state, seat) or "the dix is not possible now"
    if state.phase is Phase.AUCTION:
        return diagnose_auction(state, action, seat, turn)
    if verb in (Verb.ACCEPT, Verb.BID, Verb.DOUBLE, Verb.REDOUBLE):
        return "DRAW-1", "the auction is over and the draw has been made"
    if state.phase is Phase.DECLARING:
        return diagnose_declaring(state, action, seat, turn, other)
    # Phase.PLAY
    if verb is Verb.MELD:
        return "SPEC-5", "melds are declared before the first card is led"
    if verb is Verb.NULLO:
        return "SPEC-1", "Nullo is bid after the draw, before the play"
    if verb is Verb.SLAM:
        return "SPEC-3", "Slam is bid after the draw, before the play"
    if verb is Verb.PASS:
        return "PLAY-6", "there is no passing in the play: a card must be played"
    return diagnose_play(state, action, seat, name, turn)


# ---------------------------------------------------------------- transitions


def apply(state: HandState, action: Action) -> HandState:
    """The state after a legal action.

    Raises:
        IllegalActionError: the action is not legal now (with the rule ID).
        InvalidNotationError: the player is not in this hand.

    >>> from jojotte_teach.engine import Action, Deal, new_hand
    >>> s = new_hand(Deal.from_seed(1, dealer=0), ("Ann", "Bob"))
    >>> apply(s, Action.parse("Bob play 7S"))  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    jojotte_teach.engine.errors.IllegalActionError: Bob cannot play 7♠: the auction is ...
    """
    legal = legal_actions(state)
    if action not in legal:
        raise _illegal(state, action, legal)
    if state.calls is not None:
        return apply_table(state, action)  # three or four players
    seat = 0 if action.player == state.players[0] else 1
    history = (*state.history, action)
    verb = action.verb
    if state.phase is Phase.AUCTION:
        return apply_call(state, action, seat, history)
    if verb is Verb.DIX:
        return apply_dix(state, seat, history)
    if state.phase is Phase.DECLARING:
        return apply_declaration(state, action, seat, history)
    return apply_play(state, action, seat, history)
