"""The play of the cards: what may be played (PLAY-1 to PLAY-6), Jo-Jotte (JOJ-2), tricks."""

from __future__ import annotations

from .actions import Action, Verb
from .cards import Card, Rank, Suit, beats, pretty_cards, trick_strength
from .errors import does, whose
from .hand import (
    Hands,
    HandState,
    Phase,
    Trick,
    evolve,
)


def play_actions(state: HandState) -> list[Action]:
    seat = state.to_act
    name = state.players[seat]
    cards = playable_cards(state)
    actions = []
    contract = state.contract
    assert contract is not None
    trump = contract.trump
    if trump is None:
        return [Action(name, Verb.PLAY, card=card) for card in cards]
    # JOJ-2: "Jo" with the King while holding the Queen; "Jotte" with the Queen after
    # one's own "Jo".
    king, queen = Card.of(Rank.KING, trump), Card.of(Rank.QUEEN, trump)
    for card in cards:
        actions.append(Action(name, Verb.PLAY, card=card))
        if card is king and queen in state.hands[seat]:
            actions.append(Action(name, Verb.PLAY, card=card, announce="jo"))
        elif card is queen and state.jo[seat]:
            actions.append(Action(name, Verb.PLAY, card=card, announce="jotte"))
    return actions


def playable_cards(state: HandState) -> list[Card]:
    """The cards the player to act may play now (PLAY-2 to PLAY-4).

    >>> from jojotte_teach.engine import Action, Deal, new_hand
    >>> s = new_hand(Deal.from_seed(1, dealer=0), ("Ann", "Bob"))
    >>> playable_cards(s)
    []
    """
    if state.phase is not Phase.PLAY:
        return []
    return cards_allowed(state.hands[state.to_act], state.trick, state.trump)


def cards_allowed(hand: tuple[Card, ...], trick: tuple[Card, ...],
                  trump: Suit | None) -> list[Card]:
    """The cards of a hand that may be played to a trick (PLAY-2 to PLAY-4, FOUR-7).

    >>> from jojotte_teach.engine import Card, Suit, parse_cards
    >>> [c.text for c in cards_allowed(parse_cards("9S 7S AH"), parse_cards("AS JS"),
    ...                                Suit.SPADES)]   # nothing beats the Jack: any spade
    ['9S', '7S']
    """
    if not trick:
        return list(hand)
    led = trick[0]
    same = [c for c in hand if c.suit is led.suit]
    if same:
        if led.suit is trump:
            # PLAY-4, FOUR-7: on a trump lead, beat the highest trump so far if able.
            best = led if len(trick) == 1 else max(
                (c for c in trick if c.suit is trump), key=lambda c: trick_strength(c, trump))
            higher = [c for c in same if beats(c, best, trump)]
            return higher or same
        return same  # PLAY-2
    if trump is not None:
        trumps = [c for c in hand if c.suit is trump]
        if trumps:
            return trumps  # PLAY-3, FOUR-7: any trump, even over partner's winning card
    return list(hand)


def diagnose_play(
    state: HandState, action: Action, seat: int, name: str, turn: str
) -> tuple[str, str]:
    card = action.card
    assert card is not None
    if seat != state.to_act:
        if not state.tricks and not state.trick:
            who = "the non-dealer" if state.rules.first_lead_by_non_dealer else "the defender"
            return "PLAY-1", f"{who}, {turn}, leads to the first trick"
        if not state.trick:
            return "PLAY-6", f"it is {whose(turn)} lead: {does(turn, 'won')} the last trick"
        return "PLAY-2", f"it is {whose(turn)} turn to play to this trick"
    hand = state.hands[seat]
    if card not in hand:
        return "DRAW-1", f"{does(name, 'does')} not hold the {card.name}"
    trump = state.trump
    if state.trick and card not in playable_cards(state):
        led = state.trick[0]
        same = [c for c in hand if c.suit is led.suit]
        if same and card.suit is not led.suit:
            return "PLAY-2", (f"{does(name, 'holds')} a {led.suit.singular} and must "
                               "follow suit")
        if same and led.suit is trump:
            higher = pretty_cards(c for c in same if beats(c, led, trump))
            return "PLAY-4", f"a trump was led and {does(name, 'must')} beat it ({higher})"
        if not same and trump is not None and card.suit is not trump:
            return "PLAY-3", f"{does(name, 'has')} no {led.suit.singular}, so must trump"
    if action.announce is not None:
        return diagnose_announcement(state, action, seat, card)
    return "PLAY-2", "that card cannot be played now"


def diagnose_announcement(
    state: HandState, action: Action, seat: int, card: Card
) -> tuple[str, str]:
    trump = state.trump
    if trump is None:
        return "JOJ-1", "Jo-Jotte exists only in a trump contract"
    if action.announce == "jo":
        if card != Card.of(Rank.KING, trump):
            return "JOJ-2", "\"Jo\" is said with the King of trumps"
        return "JOJ-2", "\"Jo\" needs the Queen of trumps in the same hand"
    if card != Card.of(Rank.QUEEN, trump):
        return "JOJ-2", "\"Jotte\" is said with the Queen of trumps"
    return "JOJ-3", f"\"Jotte\" must follow {whose(state.players[seat])} own \"Jo\" with the King"


def apply_play(state: HandState, action: Action, seat: int,
                history: tuple[Action, ...]) -> HandState:
    card = action.card
    assert card is not None
    hand = tuple(c for c in state.hands[seat] if c is not card)
    hands: Hands = (hand, state.hands[1]) if seat == 0 else (state.hands[0], hand)
    jo, jojotte = state.jo, state.jojotte
    if action.announce == "jo":
        jo = (True, jo[1]) if seat == 0 else (jo[0], True)
    elif action.announce == "jotte":
        jojotte = (True, jojotte[1]) if seat == 0 else (jojotte[0], True)
    if not state.trick:
        return evolve(state, history=history, hands=hands, trick=(card,),
                       trick_announcements=(action.announce,), to_act=1 - seat, jo=jo,
                       jojotte=jojotte)
    led = state.trick[0]
    # PLAY-5: the second card wins only by beating the first.
    winner = seat if beats(card, led, state.trump) else state.leader
    trick = Trick(state.leader, (led, card), winner,
                  (state.trick_announcements[0], action.announce))
    tricks = (*state.tricks, trick)
    return evolve(
        state, history=history, hands=hands, trick=(), trick_announcements=(), tricks=tricks,
        leader=winner, to_act=winner, jo=jo, jojotte=jojotte,
        phase=Phase.OVER if len(tricks) == 9 else Phase.PLAY,  # PLAY-6
    )
