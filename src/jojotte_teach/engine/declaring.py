"""After the draw: Nullo, melds and Slam in their order (SPEC-1 to SPEC-5), and the dix.

The defender speaks first (Nullo, then his melds), then the original bidder
(Slam, then his melds); the melds are then compared (MELD-3, MELD-5) and the
play begins. The dix (DIX-1) may be taken any time from the draw to the lead.
"""

from __future__ import annotations

from .actions import Action, Verb
from .cards import Card, Rank, pretty_cards
from .errors import does, whose
from .hand import (
    Contract,
    Hands,
    HandState,
    Phase,
    Stage,
    evolve,
)
from .melds import (
    Meld,
    check_meld,
    conflict_reason,
    interrogate,
    possible_melds,
    sequence_conflict,
)


def declaring_actions(state: HandState) -> list[Action]:
    name = state.players[state.to_act]
    stage = state.stage
    passing = Action(name, Verb.PASS)
    if stage is Stage.NULLO:
        return [passing, Action(name, Verb.NULLO)]  # SPEC-1
    if stage is Stage.SLAM:
        return [passing, Action(name, Verb.SLAM)]  # SPEC-3
    return [passing, *(Action(name, Verb.MELD, cards=m.cards) for m in open_melds(state))]


def open_melds(state: HandState) -> list[Meld]:
    """Melds the player to act may still declare (SPEC-2, SPEC-4)."""
    seat = state.to_act
    assert state.auction_contract is not None
    declared = state.melds[seat]
    # MELD-2 (interpretation): declared sequences of one suit neither share a card nor touch.
    return [meld for meld in possible_melds(state.hands[seat], state.auction_contract.trump)
            if meld not in declared and sequence_conflict(meld, declared) is None]


def dix_problem(state: HandState, seat: int) -> str | None:
    """Why this seat may not take the dix now (DIX-1), or ``None`` if it may."""
    contract = state.contract
    if contract is None:
        return "the seven of trumps is exchanged after the draw"
    trump = contract.trump
    if trump is None or trump is not state.deal.turn_up.suit:
        return "the contract is not played in the turn-up's suit"
    if not contract.accepted_turn_up:
        return "the turn-up's suit was not accepted as trump in round one"
    if state.dix_by is not None:
        return "the seven of trumps has already been exchanged"
    if state.tricks or state.trick:
        return "the first card has already been led"
    seven = Card.of(Rank.SEVEN, trump)
    if seven not in state.hands[seat]:
        return f"{does(state.players[seat], 'does')} not hold the {seven.name}"
    if any(seven in m.cards for m in state.melds[seat]):
        return f"{does(state.players[seat], 'used')} the {seven.name} in a declared meld"
    return None


def dix_actions(state: HandState) -> list[Action]:
    return [Action(state.players[s], Verb.DIX) for s in (0, 1) if dix_problem(state, s) is None]


STAGE_RULES = {Stage.NULLO: "SPEC-1", Stage.DEFENDER_MELDS: "SPEC-2", Stage.SLAM: "SPEC-3",
                Stage.BIDDER_MELDS: "SPEC-4"}


def diagnose_declaring(
    state: HandState, action: Action, seat: int, turn: str, other: str
) -> tuple[str, str]:
    verb = action.verb
    stage = state.stage
    auction = state.auction_contract
    assert stage is not None and auction is not None
    defender = auction.defender
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
        if stage in (Stage.NULLO, Stage.SLAM):
            return STAGE_RULES[stage], "the special bid comes first (pass, then declare)"
        checked = check_meld(action.cards, auction.trump)
        if not isinstance(checked, Meld):
            return checked
        missing = [c for c in action.cards if c not in state.hands[seat]]
        if missing:
            held = pretty_cards(missing)
            rule = "MELD-1" if checked.is_four else "MELD-2"
            return rule, f"{does(action.player, 'does')} not hold {held}"
        if checked in state.melds[seat]:
            return "MELD-4", f"{does(action.player, 'has')} already declared {checked.pretty}"
        clash = sequence_conflict(checked, state.melds[seat])
        if clash is not None:
            return "MELD-2", conflict_reason(checked, clash)
        return "MELD-2", f"{checked.pretty} cannot be declared now"
    return STAGE_RULES[stage], f"{verb.value} is not possible now"


def apply_dix(state: HandState, seat: int, history: tuple[Action, ...]) -> HandState:
    """DIX-1: the seven of trumps changes places with the turn-up."""
    trump = state.trump
    assert trump is not None
    seven = Card.of(Rank.SEVEN, trump)
    hand = tuple(state.turn_up if c is seven else c for c in state.hands[seat])
    hands: Hands = (hand, state.hands[1]) if seat == 0 else (state.hands[0], hand)
    return evolve(state, history=history, hands=hands, turn_up=seven, dix_by=seat)


def apply_declaration(state: HandState, action: Action, seat: int,
                       history: tuple[Action, ...]) -> HandState:
    verb = action.verb
    stage = state.stage
    auction = state.auction_contract
    assert auction is not None
    if verb is Verb.MELD:
        melds = list(state.melds)
        melds[seat] = (*melds[seat], Meld(action.cards))
        return evolve(state, history=history, melds=(melds[0], melds[1]))
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
    auction = state.auction_contract
    assert contract is not None and auction is not None
    scoring = state.rules.melds_on_special_hands or contract.special is None
    note = None if scoring else "No melds score on a Nullo or Slam hand under these rules."
    outcome = interrogate(auction.defender, (state.melds[0], state.melds[1]), contract.trump,
                          scoring=scoring, note=note)
    leader = state.non_dealer if state.rules.first_lead_by_non_dealer else contract.defender
    return evolve(state, history=history, phase=Phase.PLAY, stage=None, meld_outcome=outcome,
                   leader=leader, to_act=leader)
