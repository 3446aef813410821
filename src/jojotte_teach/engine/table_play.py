"""The play at three and four: two active seats (THREE-8) or four-card tricks (FOUR-7).

At three the declarer and the active defender play nine tricks of two cards under
PLAY-1 to PLAY-6. In a partnership the dealer's left leads and eight tricks of four
cards are played: follow suit; void, trump if able (also when partner is winning,
and a second trumper need not overtrump the first); when trumps are led, beat the
highest trump in the trick if able.
"""

from __future__ import annotations

from .actions import Action, Verb
from .cards import Card, Rank, beats
from .errors import does, whose
from .hand import HandState, Phase, Trick, evolve
from .play import cards_allowed


def next_to_play(state: HandState, seat: int) -> int:
    """Who plays after this seat within a trick: the other active seat, or the left."""
    if len(state.active) == 2:
        return state.active[1] if seat == state.active[0] else state.active[0]
    return state.game.left_of(seat)


def table_playable(state: HandState) -> list[Card]:
    """The cards the player to act may play now (PLAY-2 to PLAY-4, FOUR-7)."""
    return cards_allowed(state.hands[state.to_act], state.trick, state.trump)


#: Plays already made: an Action is immutable, and a hand asks for the same ones often.
_PLAYS: dict[tuple[str, Card], Action] = {}


def _play(name: str, card: Card) -> Action:
    action = _PLAYS.get((name, card))
    if action is None:
        if len(_PLAYS) > 4096:  # any names at all may come: keep the cache small
            _PLAYS.clear()
        action = _PLAYS[(name, card)] = Action(name, Verb.PLAY, card=card)
    return action


def table_play_actions(state: HandState) -> list[Action]:
    """Every card the player to act may play, with Jo and Jotte where they may be said."""
    seat = state.to_act
    name = state.players[seat]
    cards = table_playable(state)
    trump = state.trump
    if trump is None:
        return [_play(name, card) for card in cards]
    king, queen = Card.of(Rank.KING, trump), Card.of(Rank.QUEEN, trump)
    actions = []
    for card in cards:
        actions.append(_play(name, card))
        # JOJ-2 (FOUR-8): "Jo" with the King while holding the Queen; "Jotte" after it.
        if card is king and queen in state.hands[seat]:
            actions.append(Action(name, Verb.PLAY, card=card, announce="jo"))
        elif card is queen and state.jo[seat]:
            actions.append(Action(name, Verb.PLAY, card=card, announce="jotte"))
    return actions


def apply_table_play(state: HandState, action: Action, seat: int,
                     history: tuple[Action, ...]) -> HandState:
    """The state after a legal card (the first card of the hand opens the play)."""
    card = action.card
    assert card is not None
    held = state.hands
    hands = (*held[:seat], tuple(c for c in held[seat] if c is not card), *held[seat + 1:])
    jo, jojotte = state.jo, state.jojotte
    if action.announce == "jo":
        jo = tuple(True if s == seat else v for s, v in enumerate(jo))
    elif action.announce == "jotte":
        jojotte = tuple(True if s == seat else v for s, v in enumerate(jojotte))
    trick = (*state.trick, card)
    announcements = (*state.trick_announcements, action.announce)
    if len(trick) < len(state.active):
        return evolve(state, history=history, hands=hands, trick=trick, phase=Phase.PLAY,
                      trick_announcements=announcements, to_act=next_to_play(state, seat),
                      jo=jo, jojotte=jojotte, specials_closed=True)
    seats = [state.leader]
    while len(seats) < len(trick):
        seats.append(next_to_play(state, seats[-1]))
    # PLAY-5: the highest trump, else the highest card of the suit led.
    winner, best = seats[0], trick[0]
    for who, played in zip(seats[1:], trick[1:], strict=True):
        if beats(played, best, state.trump):
            winner, best = who, played
    done = Trick(state.leader, trick, winner, announcements, tuple(seats))
    tricks = (*state.tricks, done)
    over = len(tricks) == state.game.tricks  # PLAY-6: nine tricks, eight at four (FOUR-3)
    return evolve(state, history=history, hands=hands, trick=(), trick_announcements=(),
                  tricks=tricks, leader=winner, to_act=winner, jo=jo, jojotte=jojotte,
                  phase=Phase.OVER if over else Phase.PLAY, specials_closed=True)


def table_play_refusal(state: HandState, action: Action, seat: int) -> tuple[str, str]:
    """``(rule, reason)`` for a card that may not be played now."""
    card = action.card
    assert card is not None
    play_rule = "FOUR-7" if state.game.partnerships else "PLAY-2"
    if seat not in state.active:
        return "THREE-8", f"{does(state.players[seat], 'does')} not play this hand"
    if seat != state.to_act:
        turn = state.players[state.to_act]
        if not state.tricks and not state.trick:
            return ("FOUR-7" if state.game.partnerships else "PLAY-1",
                    f"it is {whose(turn)} lead to the first trick")
        if not state.trick:
            return "PLAY-6", f"it is {whose(turn)} lead: {does(turn, 'won')} the last trick"
        return play_rule, f"it is {whose(turn)} turn to play to this trick"
    hand = state.hands[seat]
    if card not in hand:
        return "DRAW-1", f"{does(action.player, 'does')} not hold the {card.name}"
    trump = state.trump
    if state.trick and card not in table_playable(state):
        led = state.trick[0]
        same = [c for c in hand if c.suit is led.suit]
        if same and card.suit is not led.suit:
            return play_rule, (f"{does(action.player, 'holds')} a {led.suit.singular} "
                               "and must follow suit")
        if same and led.suit is trump:
            return ("FOUR-7" if state.game.partnerships else "PLAY-4",
                    "a trump was led and the highest trump in the trick must be beaten if "
                    "possible")
        if not same and trump is not None and card.suit is not trump:
            return ("FOUR-7" if state.game.partnerships else "PLAY-3",
                    f"{does(action.player, 'has')} no {led.suit.singular}, so must trump")
    if trump is None and action.announce is not None:
        return "JOJ-1", "Jo-Jotte exists only in a trump contract"
    if action.announce == "jotte":
        return "JOJ-3", "\"Jotte\" must follow the same player's \"Jo\" with the King"
    if action.announce == "jo":
        return "JOJ-2", "\"Jo\" is said with the King of trumps while holding the Queen"
    return play_rule, "that card cannot be played now"
