"""The passes a two-player record leaves out after the draw (HAND_RECORD.md).

A player who says nothing after the draw has passed: an action that belongs to a
later turn closes the earlier ones, and a record that stops before the first card
is the opening lead's position.
"""

from __future__ import annotations

from ..actions import Action, Verb
from ..hand import HandState, Phase
from .speaking import Stage, defender_of, stage_of

_LATER_STAGE = {Verb.NULLO: Stage.NULLO, Verb.SLAM: Stage.SLAM}


def implicit_passes(state: HandState, action: Action) -> list[Action]:
    """The passes a record leaves out before this action (HAND_RECORD.md).

    After the draw the players speak in a fixed order (SPEC-1 to SPEC-4); a
    record writes only what was said, so an action that belongs to a later
    turn closes the earlier ones with passes.
    """
    passes: list[Action] = []
    if state.phase is not Phase.DECLARING or action.verb is Verb.DIX:
        return passes
    auction = state.auction_contract
    assert auction is not None
    if action.player not in state.players:
        return passes
    seat = state.seat_of(action.player)
    if action.verb is Verb.PLAY:
        target = 5
    elif action.verb is Verb.MELD:
        first = seat == defender_of(state)
        target = (Stage.DEFENDER_MELDS if first else Stage.BIDDER_MELDS).value
    elif action.verb in _LATER_STAGE:
        target = _LATER_STAGE[action.verb].value
    elif action.verb is Verb.PASS and seat != state.to_act and seat == auction.declarer:
        target = Stage.SLAM.value  # the bidder's first turn to speak
    else:
        return passes
    stage = stage_of(state).value
    to_act = state.to_act
    while stage < target:
        passes.append(Action(state.players[to_act], Verb.PASS))
        if stage == Stage.DEFENDER_MELDS.value:
            to_act = auction.declarer
        stage += 1
    return passes

