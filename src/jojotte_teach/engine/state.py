"""One hand of any game as immutable states and one transition.

``new_hand(deal, players)`` is the state before the first call; ``legal_actions(state)``
lists what may be done now; ``apply(state, action)`` returns the next state or raises
:class:`IllegalActionError` naming the rule; ``explain(state, action)`` gives the same
verdict without raising. Each asks the game's own rules (``state.game.rules``).

>>> from jojotte_teach.engine import Action, Deal, new_hand
>>> state = new_hand(Deal.from_seed(1, dealer=1), ("Ann", "Bob"))
>>> state.phase, state.player_to_act
(<Phase.AUCTION: 'auction'>, 'Ann')
>>> [a.short() for a in legal_actions(state)]
['pass', 'accept']
>>> state = apply(state, Action.parse("Ann accept"))
>>> print(explain(state, Action.parse("Bob bid H")).message)
Bob cannot bid hearts: over a bid only No-trump may be called (BID-4); legal: pass double bid NT
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Action, Verb
from .deal import Deal
from .errors import IllegalActionError, action_phrase
from .hand import Contract, HandState, Phase, Trick
from .rules import Rules
from .tricks import playable_cards

__all__ = [
    "Contract", "Deal", "HandState", "Phase", "Trick", "Verdict",
    "apply", "explain", "legal_actions", "new_hand", "pass_to_the_lead", "playable_cards",
]


def new_hand(deal: Deal, players: tuple[str, ...] = ("North", "South"),
             rules: Rules | None = None) -> HandState:
    """The state before the first call, at the deal's table (DEAL-2, DEAL-3, THREE-1,
    FOUR-1, CUT-1).

    Args:
        deal: where the cards lie; its ``game`` is the game played.
        players: the names, one per seat, clockwise.
        rules: the rule profile (the game's default when ``None``).

    Raises:
        InvalidNotationError: a wrong number of names, or names equal, empty or with spaces.

    >>> from jojotte_teach.engine import DECK, THREE
    >>> s = new_hand(Deal.from_deck(DECK, dealer=2, game=THREE), ("Ann", "Bob", "Cat"))
    >>> s.game.name, s.player_to_act, [len(h) for h in s.hands]
    ('three', 'Ann', [6, 6, 6])
    """
    game = deal.game
    profile = game.rules.profile(None) if rules is None else rules
    return game.rules.start(game, deal, tuple(players), profile)


def legal_actions(state: HandState) -> list[Action]:
    """Every action allowed now, for any seat (the dix and, at three and four, the melds
    have no turn).

    >>> s = new_hand(Deal.from_seed(1, dealer=0), ("Ann", "Bob"))
    >>> [str(a) for a in legal_actions(s)]
    ['Bob pass', 'Bob accept']
    """
    return state.game.rules.legal_actions(state)


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

    >>> s = new_hand(Deal.from_seed(1, dealer=0), ("Ann", "Bob"))
    >>> v = explain(s, Action.parse("Ann accept"))
    >>> v.allowed, v.rule, v.message
    (False, 'BID-1', "Ann cannot accept: it is Bob's turn to call, not Ann's (BID-1)")
    >>> explain(s, Action.parse("Bob accept")).allowed
    True
    """
    legal = legal_actions(state)
    if action in legal:
        rule = state.game.rules.rule_of(state, action)
        return Verdict(True, rule, "", f"{action.player} may {action_phrase(action)} ({rule})")
    if action.player not in state.players:
        rule = state.game.rule
        return Verdict(False, rule, f"{action.player} is not playing this hand",
                       f"{action.player} is not playing this hand")
    error = _illegal(state, action, legal)
    return Verdict(False, error.rule, error.reason, str(error))


def _illegal(state: HandState, action: Action, legal: list[Action]) -> IllegalActionError:
    rule, reason = state.game.rules.refusal(state, action)
    return IllegalActionError(rule, action, reason, legal)


def apply(state: HandState, action: Action) -> HandState:
    """The state after a legal action.

    Raises:
        IllegalActionError: the action is not legal now (with the rule ID).
        InvalidNotationError: the player is not in this hand.

    >>> s = new_hand(Deal.from_seed(1, dealer=0), ("Ann", "Bob"))
    >>> apply(s, Action.parse("Bob play 7S"))  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    jojotte_teach.engine.errors.IllegalActionError: Bob cannot play 7♠: the auction is ...
    """
    legal = legal_actions(state)
    if action not in legal:
        raise _illegal(state, action, legal)
    return state.game.rules.apply(state, action)


def pass_to_the_lead(state: HandState) -> HandState:
    """The position of the opening lead from a hand stopped after the draw.

    A two-player record writes only what was said after the draw (HAND_RECORD.md), so a
    record that stops there, before the first card, has every later choice passed: no
    Nullo, no Slam, no more melds (SPEC-1 to SPEC-4). Where a pass changes nothing
    (Klaberjass, KLAB-11), the position is already the lead's. Other states are returned
    as they are.

    >>> from jojotte_teach.engine import DECK, parse_record
    >>> rec = parse_record({"format": "jojotte-hand/1", "players": ["Ann", "Bob"],
    ...     "dealer": "Bob", "deal": {"deck": [c.text for c in DECK]},
    ...     "actions": ["Ann accept", "Bob pass"]})
    >>> rec.final_state().phase, pass_to_the_lead(rec.final_state()).phase
    (<Phase.DECLARING: 'declaring'>, <Phase.PLAY: 'play'>)
    """
    while state.phase is Phase.DECLARING:
        passing = Action(state.player_to_act, Verb.PASS)
        if passing not in legal_actions(state):
            break
        after = apply(state, passing)
        if after.stage == state.stage and after.to_act == state.to_act:
            break  # a pass that changes nothing (KLAB-11): the lead is the next step
        state = after
    return state
