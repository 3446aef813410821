"""One hand at three or four: the legal actions and the transition, phase by phase.

The auction (:mod:`.table_auction`, :mod:`.partnership_auction`), the choices after
the draw at three (:mod:`.table_defence`), the special bids of the partnership
(FOUR-4), the melds (THREE-8, FOUR-5), the dix (DIX-1, FOUR-6) and the play
(:mod:`.table_play`). Nothing is written for a forced step, and melds, the dix and
the partnership's Nullo and Slam have no turn: the first card closes them
(HAND_RECORD.md).

>>> from jojotte_teach.engine import Action, Deal, DECK
>>> from jojotte_teach.engine.game import THREE
>>> s = new_table_hand(Deal.from_deck(DECK, dealer=2, game=THREE), ("Ann", "Bob", "Cat"))
>>> [str(a) for a in table_legal_actions(s)]
['Ann pass', 'Ann accept']
"""

from __future__ import annotations

from .actions import Action, Verb
from .cards import Card, Rank, pretty_cards
from .deal import Deal
from .errors import InvalidNotationError, does, quoted
from .hand import Contract, HandState, Phase, evolve
from .melds import (
    Meld,
    check_meld,
    conflict_reason,
    interrogate,
    possible_melds,
    sequence_conflict,
)
from .partnership_auction import PartnershipAuction, start_partnership_auction
from .rules import PAGAT, Rules
from .table_auction import Call, TableAuction, start_auction
from .table_melds import partnership_meld_order, side_meld_points
from .table_play import apply_table_play, table_play_actions
from .table_steps import (
    apply_auction_call,
    apply_defence_choice,
    auction_choices,
    defence_choices,
)

_CALL_VERBS = {"pass": Verb.PASS, "accept": Verb.ACCEPT, "bid": Verb.BID,
               "double": Verb.DOUBLE, "redouble": Verb.REDOUBLE, "side": Verb.SIDE,
               "defend": Verb.DEFEND, "withdraw": Verb.WITHDRAW, "nullo": Verb.NULLO,
               "slam": Verb.SLAM}


def new_table_hand(deal: Deal, players: tuple[str, ...], rules: Rules = PAGAT) -> HandState:
    """The state before the first call at three or four (THREE-1, FOUR-1, CUT-1).

    Raises:
        InvalidNotationError: a wrong number of names, or names equal, empty or with spaces.
    """
    game = deal.game
    if len(players) != game.seats:
        raise InvalidNotationError(f"the {game.name} game has {game.seats} players, "
                                   f"not {len(players)}")
    for name in players:
        if not name or not name.isprintable() or any(ch.isspace() for ch in name):
            raise InvalidNotationError(f"{quoted(name)} cannot be a player's name (no spaces)")
    if len(set(players)) != len(players):
        raise InvalidNotationError("two players cannot have the same name")
    suit = deal.turn_up.suit.value
    calls: TableAuction | PartnershipAuction = (
        start_partnership_auction(game, deal.dealer, suit) if game.partnerships
        else start_auction(game, deal.dealer, suit))
    assert calls.to_act is not None
    seats = game.seats
    return HandState(rules=rules, players=players, deal=deal, phase=Phase.AUCTION,
                     to_act=calls.to_act, hands=deal.hands, turn_up=deal.turn_up, step=None,
                     melds=((),) * seats, jo=(False,) * seats, jojotte=(False,) * seats,
                     game=game, calls=calls, active=tuple(range(seats)))


def as_action(name: str, call: Call) -> Action:
    """A call or choice as an engine action."""
    verb = _CALL_VERBS[call.verb]
    if verb is Verb.BID:
        return Action(name, verb, strain=call.arg)
    if verb is Verb.SIDE:
        return Action(name, verb, side=call.arg)
    return Action(name, verb)


def as_call(action: Action) -> Call:
    """An engine action as a call or choice."""
    return Call(action.verb.value, action.strain or action.side)


# ---------------------------------------------------------------- legal actions


def table_legal_actions(state: HandState) -> list[Action]:
    """Every action allowed now, for any player (melds and the dix have no turn)."""
    name = state.players[state.to_act]
    if state.phase is Phase.AUCTION:
        return [as_action(name, c) for c in auction_choices(state)]
    if state.phase is Phase.DECLARING:
        if state.defence is not None and state.defence.step != "settled":
            return [as_action(name, c) for c in defence_choices(state)]
        actions = special_actions(state) + meld_actions(state) + dix_actions(state)
        return actions + table_play_actions(state)
    if state.phase is Phase.PLAY:
        return table_play_actions(state) + dix_actions(state)
    return []


def special_actions(state: HandState) -> list[Action]:
    """FOUR-4: Nullo by a defender who did not double, then Slam by the declaring side."""
    if not state.game.partnerships or state.specials_closed or state.slam_by is not None:
        return []
    contract = state.auction_contract
    assert contract is not None
    game = state.game
    declaring = game.side_of(contract.declarer)
    actions = []
    if state.nullo_by is None:
        for seat in range(4):
            if game.side_of(seat) != declaring and (
                    seat != contract.doubled_by or state.rules.nullo_after_double):
                actions.append(Action(state.players[seat], Verb.NULLO))
    for seat in range(4):
        if game.side_of(seat) == declaring:
            actions.append(Action(state.players[seat], Verb.SLAM))
    return actions


def meld_order(state: HandState) -> tuple[int, ...]:
    """Who may declare, in order: the active defender then the declarer (THREE-8), or
    every seat from the declarer's left (FOUR-5)."""
    contract = state.contract
    assert contract is not None
    if state.game.partnerships:
        return partnership_meld_order(contract.declarer)
    defence = state.defence
    assert defence is not None and defence.defender is not None
    return (defence.defender, contract.declarer)


def _may_meld(state: HandState, seat: int) -> bool:
    order = meld_order(state)
    if seat not in order:
        return False
    melded = [i for i, s in enumerate(order) if state.melds[s]]
    # Once a player has declared, nobody before him in the order may (THREE-8, FOUR-5).
    return not melded or order.index(seat) >= max(melded)


def meld_actions(state: HandState) -> list[Action]:
    """The melds each player who may still declare can declare (MELD-1, MELD-2)."""
    auction = state.auction_contract
    assert auction is not None
    actions = []
    for seat in meld_order(state):
        if not _may_meld(state, seat):
            continue
        declared = state.melds[seat]
        for meld in possible_melds(state.hands[seat], auction.trump):
            if meld not in declared and sequence_conflict(meld, declared) is None:
                actions.append(Action(state.players[seat], Verb.MELD, cards=meld.cards))
    return actions


def dix_problem(state: HandState, seat: int) -> str | None:
    """Why this seat may not take the dix now (DIX-1, THREE-8, FOUR-6), or ``None``."""
    contract = state.contract
    if contract is None or state.phase not in (Phase.DECLARING, Phase.PLAY):
        return "the seven of trumps is exchanged after the draw"
    trump = contract.trump
    if trump is None or trump is not state.deal.turn_up.suit or not contract.accepted_turn_up:
        return "the turn-up's suit was not accepted as trump in round one"
    if state.dix_by is not None:
        return "the seven of trumps has already been exchanged"
    if state.defence is not None and state.defence.step != "settled":
        return "the active defender is not known yet"
    if seat not in state.active:
        return f"{does(state.players[seat], 'does')} not play this hand"
    played = len(state.trick) + sum(len(t.cards) for t in state.tricks)
    if played > (1 if state.game.partnerships else 0):
        return ("the second card of the first trick has been played" if state.game.partnerships
                else "the first card has already been led")
    seven = Card.of(Rank.SEVEN, trump)
    if seven not in state.hands[seat]:
        return f"{does(state.players[seat], 'does')} not hold the {seven.name}"
    if any(seven in m.cards for m in state.melds[seat]):
        return f"the {seven.name} is in a declared meld"
    if state.game.partnerships:
        dealer = state.deal.dealer
        if seat == dealer:
            return "the dealer holds the turn-up already"
        if any(state.turn_up in m.cards for m in state.melds[dealer]):
            return "the turn-up is in the dealer's declared meld"
    return None


def dix_actions(state: HandState) -> list[Action]:
    """The dix, for the player who may take it now."""
    contract = state.contract
    if (state.dix_by is not None or state.tricks or len(state.trick) > 1 or contract is None
            or not contract.accepted_turn_up or contract.trump is None):
        return []  # the common case, decided before looking at each seat
    return [Action(state.players[s], Verb.DIX) for s in state.active
            if dix_problem(state, s) is None]


# ---------------------------------------------------------------- transitions


def apply_table(state: HandState, action: Action) -> HandState:
    """The state after an action at three or four that :func:`table_legal_actions` offers
    (``state.apply`` checks it first, and refuses any other with its rule)."""
    seat = state.seat_of(action.player)
    history = (*state.history, action)
    verb = action.verb
    if state.phase is Phase.AUCTION:
        return apply_auction_call(state, action, history)
    if state.defence is not None and state.defence.step != "settled":
        return apply_defence_choice(state, action, history)
    if verb is Verb.NULLO:
        # FOUR-4: Nullo replaces the contract; the Nullo bidder becomes declarer.
        auction = state.auction_contract
        assert auction is not None
        nullo = Contract(seat, "NT", auction.multiplier, "nullo", False, auction.doubled_by)
        return evolve(state, history=history, contract=nullo, nullo_by=seat)
    if verb is Verb.SLAM:
        # FOUR-4: Slam overrides Nullo; the original declarer stays the official declarer.
        auction = state.auction_contract
        assert auction is not None
        slam = Contract(auction.declarer, auction.strain, auction.multiplier, "slam",
                        auction.accepted_turn_up, auction.doubled_by)
        return evolve(state, history=history, contract=slam, slam_by=seat)
    if verb is Verb.MELD:
        melds = tuple((*m, Meld(action.cards)) if s == seat else m
                      for s, m in enumerate(state.melds))
        return evolve(state, history=history, melds=melds, specials_closed=True)
    if verb is Verb.DIX:
        return _apply_dix(state, seat, history)
    if state.phase is Phase.DECLARING:
        state = _settle_melds(state)
    return apply_table_play(state, action, seat, history)


def _apply_dix(state: HandState, seat: int, history: tuple[Action, ...]) -> HandState:
    """DIX-1, FOUR-6: the seven of trumps changes places with the turn-up."""
    trump = state.trump
    assert trump is not None
    seven = Card.of(Rank.SEVEN, trump)
    turn_up = state.turn_up
    dealer = state.deal.dealer
    hands = []
    for s, hand in enumerate(state.hands):
        if s == seat:
            hand = tuple(turn_up if c is seven else c for c in hand)
        elif state.game.partnerships and s == dealer:
            hand = tuple(seven if c is turn_up else c for c in hand)  # the dealer takes the 7
        hands.append(hand)
    return evolve(state, history=history, hands=tuple(hands), turn_up=seven, dix_by=seat,
                  specials_closed=True)


def _settle_melds(state: HandState) -> HandState:
    """Before the first card: who scores the melds (MELD-3 to MELD-5, FOUR-5, SPEC-5)."""
    contract = state.contract
    assert contract is not None
    scoring = state.rules.melds_on_special_hands or contract.special is None
    trump = contract.trump
    if state.game.partnerships:
        sides = side_meld_points(state.melds, trump, [s % 2 for s in range(4)])
        return evolve(state, meld_points=sides if scoring else (0, 0, 0, 0),
                      specials_closed=True)
    defence = state.defence
    assert defence is not None and defence.defender is not None
    pair = (state.melds[defence.defender], state.melds[contract.declarer])
    note = None if scoring else "No melds score on a Nullo or Slam hand under these rules."
    outcome = interrogate(0, pair, trump, scoring=scoring, note=note)
    points = [0] * state.game.seats
    points[defence.defender] = outcome.points(0)
    points[contract.declarer] = outcome.points(1)
    return evolve(state, meld_outcome=outcome, meld_points=tuple(points))


def check_meld_action(state: HandState, action: Action, seat: int) -> tuple[str, str] | None:
    """Why a meld action is refused, when its cards are the problem (MELD-1, MELD-2)."""
    auction = state.auction_contract
    assert auction is not None
    checked = check_meld(action.cards, auction.trump)
    if not isinstance(checked, Meld):
        return checked
    missing = [c for c in action.cards if c not in state.hands[seat]]
    if missing:
        return (("MELD-1" if checked.is_four else "MELD-2"),
                f"{does(action.player, 'does')} not hold {pretty_cards(missing)}")
    clash = sequence_conflict(checked, state.melds[seat])
    if clash is not None:
        return "MELD-2", conflict_reason(checked, clash)
    if checked in state.melds[seat]:
        return "MELD-4", f"{does(action.player, 'has')} already declared {checked.pretty}"
    return None
