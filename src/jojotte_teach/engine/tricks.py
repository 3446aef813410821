"""The trick play every game of the family shares (PLAY-1 to PLAY-6, JOJ-1 to JOJ-3, FOUR-7).

The seats in ``state.active`` play in turn from the leader: the two players, the
active pair at three (THREE-8), or all four in a partnership (FOUR-7). A card must
follow suit; void, trump if able; to a trump lead, beat the highest trump in the
trick if able; the highest trump, else the highest card of the suit led, wins, and
its winner leads next. What differs between games (which rule a refusal cites) is
the game's :class:`TrickRules`.

>>> from jojotte_teach.engine.cards import parse_cards, Suit
>>> [c.text for c in cards_allowed(parse_cards("9S 7S AH"), parse_cards("AS JS"),
...                                Suit.SPADES)]   # nothing beats the Jack: any spade
['9S', '7S']
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Action, Verb
from .cards import Card, Rank, Suit, beats, pretty_cards, trick_strength
from .errors import does, whose
from .hand import HandState, Phase, Trick, evolve, trick_order


@dataclass(frozen=True)
class TrickRules:
    """Which rule a game's card refusals and verdicts cite.

    Attributes:
        follow: must follow suit (PLAY-2).
        trump: void in the suit led, must trump (PLAY-3).
        beat: to a trump lead, beat the highest trump (PLAY-4).
        first_lead: who leads to the first trick (PLAY-1).
        card_rule: the rule every legal card cites, where the game names one
            (THREE-8, FOUR-7); else the PLAY rule that decides that card.
    """

    follow: str = "PLAY-2"
    trump: str = "PLAY-3"
    beat: str = "PLAY-4"
    first_lead: str = "PLAY-1"
    card_rule: str | None = None


def cards_allowed(hand: tuple[Card, ...], trick: tuple[Card, ...],
                  trump: Suit | None) -> list[Card]:
    """The cards of a hand that may be played to a trick (PLAY-2 to PLAY-4, FOUR-7).

    >>> from jojotte_teach.engine.cards import parse_cards
    >>> [c.text for c in cards_allowed(parse_cards("KH 7C"), parse_cards("9H"), None)]
    ['KH']
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


def playable_cards(state: HandState) -> list[Card]:
    """The cards the player to act may play now (PLAY-2 to PLAY-4), in any game.

    >>> from jojotte_teach.engine import Deal, new_hand
    >>> playable_cards(new_hand(Deal.from_seed(1, dealer=0), ("Ann", "Bob")))
    []
    """
    if state.phase not in (Phase.PLAY, Phase.DECLARING) or state.contract is None or (
            state.to_act not in state.active):
        return []
    return state.game.rules.allowed_cards(state)


def next_to_play(state: HandState, seat: int) -> int:
    """Who plays after this seat within a trick: the next active seat."""
    active = state.active
    return active[(active.index(seat) + 1) % len(active)]


#: Plays already made, by player and card: an Action is immutable, and a hand asks for
#: the same ones at every step.
_PLAYS: dict[str, dict[Card, Action]] = {}
#: The King and Queen of each trump suit (JOJ-2).
_KING_QUEEN = {suit: (Card.of(Rank.KING, suit), Card.of(Rank.QUEEN, suit)) for suit in Suit}


def _plays_of(name: str) -> dict[Card, Action]:
    plays = _PLAYS.get(name)
    if plays is None:
        if len(_PLAYS) > 64:  # any names at all may come: keep the cache small
            _PLAYS.clear()
        plays = _PLAYS[name] = {}
    return plays


def _play(plays: dict[Card, Action], name: str, card: Card) -> Action:
    action = plays.get(card)
    if action is None:
        action = plays[card] = Action(name, Verb.PLAY, card=card)
    return action


def play_actions(state: HandState) -> list[Action]:
    """Every card the player to act may play, with Jo and Jotte where they may be said."""
    seat = state.to_act
    name = state.players[seat]
    plays = _plays_of(name)
    cards = state.game.rules.allowed_cards(state)
    trump = state.trump
    if trump is None:
        return [_play(plays, name, card) for card in cards]
    king, queen = _KING_QUEEN[trump]
    actions = []
    for card in cards:
        actions.append(_play(plays, name, card))
        # JOJ-2: "Jo" with the King while holding the Queen; "Jotte" with the Queen after
        # one's own "Jo".
        if card is king and queen in state.hands[seat]:
            actions.append(Action(name, Verb.PLAY, card=card, announce="jo"))
        elif card is queen and state.jo[seat]:
            actions.append(Action(name, Verb.PLAY, card=card, announce="jotte"))
    return actions


def _with(values: tuple[bool, ...], seat: int) -> tuple[bool, ...]:
    return tuple(True if s == seat else v for s, v in enumerate(values))


def apply_card(state: HandState, action: Action, seat: int,
               history: tuple[Action, ...]) -> HandState:
    """The state after a legal card: the trick goes on, or is won and the next one led."""
    card = action.card
    assert card is not None
    held = state.hands
    hands = (*held[:seat], tuple(c for c in held[seat] if c is not card), *held[seat + 1:])
    jo, jojotte = state.jo, state.jojotte
    if action.announce == "jo":
        jo = _with(jo, seat)
    elif action.announce == "jotte":
        jojotte = _with(jojotte, seat)
    trick = (*state.trick, card)
    announcements = (*state.trick_announcements, action.announce)
    if len(trick) < len(state.active):
        return evolve(state, history=history, hands=hands, trick=trick, phase=Phase.PLAY,
                      trick_announcements=announcements, to_act=next_to_play(state, seat),
                      jo=jo, jojotte=jojotte)
    seats = trick_order(state, state.leader, len(trick))
    # PLAY-5: the highest trump, else the highest card of the suit led.
    winner, best = seats[0], trick[0]
    for who, played in zip(seats[1:], trick[1:], strict=True):
        if beats(played, best, state.trump):
            winner, best = who, played
    done = Trick(state.leader, trick, winner, announcements, seats)
    tricks = (*state.tricks, done)
    over = len(tricks) == state.game.tricks  # PLAY-6: nine tricks, eight at four (FOUR-3)
    return evolve(state, history=history, hands=hands, trick=(), trick_announcements=(),
                  tricks=tricks, leader=winner, to_act=winner, jo=jo, jojotte=jojotte,
                  phase=Phase.OVER if over else Phase.PLAY)


def card_rule(state: HandState, action: Action, rules: TrickRules) -> str:
    """The rule that allows a legal card."""
    if action.announce is not None:
        return "JOJ-2"
    if rules.card_rule is not None:
        return rules.card_rule
    if not state.trick:
        return rules.first_lead if not state.tricks else "PLAY-6"
    led = state.trick[0]
    assert action.card is not None
    if action.card.suit is led.suit:
        return rules.beat if led.suit is state.trump else rules.follow
    return rules.trump if action.card.suit is state.trump else rules.follow


def card_refusal(state: HandState, action: Action, seat: int, rules: TrickRules,
                 first_leader: str) -> tuple[str, str]:
    """``(rule, reason)`` for a card that may not be played now.

    Args:
        first_leader: who leads to the first trick, in words ("the defender").
    """
    card = action.card
    assert card is not None
    name = action.player
    if seat not in state.active:
        return "THREE-8", f"{does(name, 'does')} not play this hand"
    if seat != state.to_act:
        turn = state.players[state.to_act]
        if not state.tricks and not state.trick:
            return rules.first_lead, f"{first_leader}, {turn}, leads to the first trick"
        if not state.trick:
            return "PLAY-6", f"it is {whose(turn)} lead: {does(turn, 'won')} the last trick"
        return rules.follow, f"it is {whose(turn)} turn to play to this trick"
    hand = state.hands[seat]
    if card not in hand:
        return "DRAW-1", f"{does(name, 'does')} not hold the {card.name}"
    trump = state.trump
    if state.trick and card not in state.game.rules.allowed_cards(state):
        led = state.trick[0]
        same = [c for c in hand if c.suit is led.suit]
        if same and card.suit is not led.suit:
            return rules.follow, (f"{does(name, 'holds')} a {led.suit.singular} and must "
                                  "follow suit")
        if same and led.suit is trump:
            higher = pretty_cards(state.game.rules.allowed_cards(state))
            target = "it" if len(state.trick) == 1 else "the highest trump in the trick"
            return rules.beat, (f"a trump was led and {does(name, 'must')} beat {target} "
                                f"({higher})")
        if not same and trump is not None and card.suit is not trump:
            return rules.trump, f"{does(name, 'has')} no {led.suit.singular}, so must trump"
    if action.announce is not None:
        return announcement_refusal(state, action, seat, card)
    return rules.follow, "that card cannot be played now"


def announcement_refusal(state: HandState, action: Action, seat: int,
                         card: Card) -> tuple[str, str]:
    """JOJ-1 to JOJ-3: why "Jo" or "Jotte" may not be said with this card."""
    trump = state.trump
    if action.announce not in ("jo", "jotte"):
        return "JOJ-2", (f'"{str(action.announce).capitalize()}" is said in Belote; here the '
                         'King and Queen of trumps are announced "Jo" and "Jotte"')
    if trump is None:
        return "JOJ-1", "Jo-Jotte exists only in a trump contract"
    if action.announce == "jo":
        if card != Card.of(Rank.KING, trump):
            return "JOJ-2", "\"Jo\" is said with the King of trumps"
        return "JOJ-2", "\"Jo\" needs the Queen of trumps in the same hand"
    if card != Card.of(Rank.QUEEN, trump):
        return "JOJ-2", "\"Jotte\" is said with the Queen of trumps"
    return "JOJ-3", f"\"Jotte\" must follow {whose(state.players[seat])} own \"Jo\" with the King"
