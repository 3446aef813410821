"""Two players after the draw: Nullo, melds and Slam in their order (SPEC-1 to SPEC-5).

The defender speaks first (Nullo, then his melds), then the original bidder (Slam,
then his melds); the melds are then compared (MELD-3, MELD-5) and the play begins.
Where the hand stands is a :class:`Stage`, the two-player game's ``state.stage``
after the draw.

>>> from jojotte_teach.engine import Action, Deal, apply, new_hand
>>> s = apply(new_hand(Deal.from_seed(1, dealer=1), ("Ann", "Bob")), Action.parse("Ann accept"))
>>> s = apply(s, Action.parse("Bob pass"))
>>> s.stage, s.player_to_act, [a.short() for a in speaking_actions(s)]
(<Stage.NULLO: 1>, 'Bob', ['pass', 'nullo'])
"""

from __future__ import annotations

from enum import Enum

from ..actions import Action, Verb
from ..cards import pretty_cards
from ..errors import does, whose
from ..hand import Contract, HandState, Phase, evolve
from ..interrogation import interrogate
from ..melds import Meld
from .melding import cards_refusal, open_melds


class Stage(Enum):
    """The order of speaking after the draw (SPEC-1 to SPEC-4)."""

    NULLO = 1
    DEFENDER_MELDS = 2
    SLAM = 3
    BIDDER_MELDS = 4


#: The rule of each turn to speak.
STAGE_RULES = {Stage.NULLO: "SPEC-1", Stage.DEFENDER_MELDS: "SPEC-2", Stage.SLAM: "SPEC-3",
               Stage.BIDDER_MELDS: "SPEC-4"}


def defender_of(state: HandState) -> int:
    """The declarer's opponent in the auction's contract (BID-6)."""
    auction = state.auction_contract
    assert auction is not None
    return state.game.opponent_of(auction.declarer)


def stage_of(state: HandState) -> Stage:
    """Where the speaking after the draw stands."""
    stage = state.stage
    assert isinstance(stage, Stage)
    return stage


def start_speaking(state: HandState) -> HandState:
    """After the draw the defender speaks first: Nullo, unless a double forbids it (SPEC-1)."""
    auction = state.auction_contract
    assert auction is not None
    defender = defender_of(state)
    nullo_open = state.rules.nullo_after_double or auction.doubled_by != defender
    return evolve(state, stage=Stage.NULLO if nullo_open else Stage.DEFENDER_MELDS,
                  to_act=defender)


def speaking_actions(state: HandState) -> list[Action]:
    """What the player to speak may say now: pass, Nullo, Slam, or a meld."""
    name = state.players[state.to_act]
    stage = stage_of(state)
    passing = Action(name, Verb.PASS)
    if stage is Stage.NULLO:
        return [passing, Action(name, Verb.NULLO)]  # SPEC-1
    if stage is Stage.SLAM:
        return [passing, Action(name, Verb.SLAM)]  # SPEC-3
    return [passing, *(Action(name, Verb.MELD, cards=m.cards)
                       for m in open_melds(state, state.to_act))]


def speaking_refusal(state: HandState, action: Action, seat: int) -> tuple[str, str]:
    """``(rule, reason)`` for what may not be said now."""
    verb = action.verb
    stage = stage_of(state)
    auction = state.auction_contract
    assert auction is not None
    defender = defender_of(state)
    turn = state.players[state.to_act]
    if verb is Verb.PLAY:
        return "SPEC-5", "the play starts once the special bids and melds are settled"
    if verb is Verb.NULLO:
        if seat != defender:
            return "SPEC-1", "only the defender may bid Nullo"
        if auction.doubled_by == defender and not state.rules.nullo_after_double:
            return "SPEC-1", (f"{does(action.player, 'doubled')}, and a defender who doubled "
                              "may not bid Nullo")
        return "SPEC-1", "Nullo must be bid before the defender declares any meld"
    if verb is Verb.SLAM:
        if seat == defender:
            return "SPEC-3", "only the original bidder may bid Slam"
        if stage.value > Stage.SLAM.value:
            return "SPEC-3", "Slam must be bid before the bidder declares any meld"
        return "SPEC-3", f"the bidder speaks after the defender: it is {whose(turn)} turn"
    if seat != state.to_act:
        return STAGE_RULES[stage], (f"it is {whose(turn)} turn to speak, not "
                                    f"{whose(action.player, alone=True)}")
    if verb is Verb.MELD:
        return _meld_refusal(state, action, seat, stage)
    return STAGE_RULES[stage], f"{verb.value} is not possible now"


def _meld_refusal(state: HandState, action: Action, seat: int,
                  stage: Stage) -> tuple[str, str]:
    if stage in (Stage.NULLO, Stage.SLAM):
        return STAGE_RULES[stage], "the special bid comes first (pass, then declare)"
    refused = cards_refusal(state, action, seat)
    if refused is not None:
        return refused
    return "MELD-2", f"{pretty_cards(action.cards)} cannot be declared now"


def speak(state: HandState, action: Action, seat: int,
          history: tuple[Action, ...]) -> HandState:
    """The state after a legal declaration, special bid or pass."""
    verb = action.verb
    stage = stage_of(state)
    auction = state.auction_contract
    assert auction is not None
    if verb is Verb.MELD:
        melds = tuple((*m, Meld(action.cards)) if s == seat else m
                      for s, m in enumerate(state.melds))
        return evolve(state, history=history, melds=melds)
    if verb is Verb.NULLO:
        # SPEC-1: Nullo replaces the contract; the Nullo bidder becomes declarer. The
        # auction's multiplier is kept for the record, though it multiplies nothing (SCO-9).
        nullo = Contract(declarer=seat, strain="NT", multiplier=auction.multiplier,
                         special="nullo", doubled_by=auction.doubled_by)
        return evolve(state, history=history, contract=nullo, stage=Stage.DEFENDER_MELDS)
    if verb is Verb.SLAM:
        # SPEC-3: Slam overrides Nullo; the contract is the auction's again.
        slam = Contract(auction.declarer, auction.strain, auction.multiplier, "slam",
                        auction.accepted_turn_up, auction.doubled_by)
        return evolve(state, history=history, contract=slam, stage=Stage.BIDDER_MELDS)
    # A pass closes this stage.
    if stage is Stage.NULLO:
        return evolve(state, history=history, stage=Stage.DEFENDER_MELDS)
    if stage is Stage.DEFENDER_MELDS:
        return evolve(state, history=history, stage=Stage.SLAM, to_act=auction.declarer)
    if stage is Stage.SLAM:
        return evolve(state, history=history, stage=Stage.BIDDER_MELDS)
    return start_play(state, history)


def start_play(state: HandState, history: tuple[Action, ...]) -> HandState:
    """SPEC-5: compare the melds; then the first lead (PLAY-1)."""
    contract = state.contract
    assert contract is not None
    scoring = state.rules.melds_on_special_hands or contract.special is None
    note = None if scoring else "No melds score on a Nullo or Slam hand under these rules."
    defender = defender_of(state)
    outcome = interrogate(defender, state.melds, contract.trump, scoring=scoring, note=note)
    leader = state.game.rules.opening_leader(state)
    points = tuple(outcome.points(s) for s in range(state.game.seats))
    return evolve(state, history=history, phase=Phase.PLAY, stage=None, meld_outcome=outcome,
                  meld_points=points, leader=leader, to_act=leader)
