"""Belote's trick play (BEL-4, BEL-14 to BEL-18): card values, following, overtrumping,
and Belote-Rebelote.

A player must follow suit. To a trump lead, with an opponent winning the trick, he
must play a higher trump than every trump in it if able (BEL-16). Unable to follow a
plain suit: with his partner winning he may play any card; otherwise he must trump,
higher than every trump in the trick if able, and still trump when unable to go
higher (BEL-17). The highest trump, else the highest card of the suit led, wins
(BEL-18, the orders of DECK-2). The holder of the King and Queen of trumps says
"Belote" with the first he plays, while holding the other, and "Rebelote" with the
second (BEL-14).

>>> from jojotte_teach.engine.cards import parse_cards, Suit
>>> [c.text for c in allowed(parse_cards("7S 9S KD"), parse_cards("AH 10S"), Suit.SPADES,
...                          partner_winning=False)]   # the opponents are winning: overtrump
['9S']
>>> [c.text for c in allowed(parse_cards("7S 9S KD"), parse_cards("AH 10S"), Suit.SPADES,
...                          partner_winning=True)]    # the partner is winning: any card
['7S', '9S', 'KD']
>>> card_points(Card("9H"), Suit.HEARTS), card_points(Card("JD"), Suit.HEARTS)
(14, 2)
"""

from __future__ import annotations

from ..actions import Action, Verb
from ..cards import Card, Rank, Suit, beats, pretty_cards
from ..errors import does, whose
from ..hand import HandState, evolve
from ..tricks import apply_card

#: BEL-4: card points in trumps and in the other suits; the deck holds 152.
TRUMP_POINTS = {Rank.JACK: 20, Rank.NINE: 14, Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4,
                Rank.QUEEN: 3, Rank.EIGHT: 0, Rank.SEVEN: 0}
PLAIN_POINTS = {Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3, Rank.JACK: 2,
                Rank.NINE: 0, Rank.EIGHT: 0, Rank.SEVEN: 0}
#: BEL-14: the words said with the King and Queen of trumps.
BELOTE, REBELOTE = "belote", "rebelote"


def card_points(card: Card, trump: Suit | None) -> int:
    """What a card is worth in a trick won (BEL-4)."""
    return (TRUMP_POINTS if card.suit is trump else PLAIN_POINTS)[card.rank]


def winning(state: HandState) -> tuple[int, Card] | None:
    """The seat winning the trick in progress and its card (BEL-18), if any card is down."""
    trick = state.trick
    if not trick:
        return None
    trump = state.trump
    place, best = 0, trick[0]
    for i in range(1, len(trick)):
        if beats(trick[i], best, trump):
            place, best = i, trick[i]
    # BEL-2, BEL-15: all four play, in turn to the left from the leader.
    return (state.leader + place) % len(state.players), best


def allowed(hand: tuple[Card, ...], trick: tuple[Card, ...], trump: Suit | None, *,
            partner_winning: bool) -> list[Card]:
    """The cards of a hand that may be played to a trick (BEL-16, BEL-17)."""
    if not trick:
        return list(hand)
    led = trick[0].suit
    same = [c for c in hand if c.suit is led]
    trumps_down = [c for c in trick if c.suit is trump]
    if same:
        if led is trump and not partner_winning:
            # BEL-16: beat every trump in the trick if able.
            higher = [c for c in same if all(beats(c, t, trump) for t in trumps_down)]
            return higher or same
        return same
    if partner_winning or led is trump:
        return list(hand)  # BEL-17: partner winning, or void in a trump lead: any card
    own = [c for c in hand if c.suit is trump]
    if not own:
        return list(hand)
    higher = [c for c in own if all(beats(c, t, trump) for t in trumps_down)]
    return higher or own  # BEL-17: overtrump if able, else trump all the same


def allowed_cards(state: HandState) -> list[Card]:
    """The cards the player to act may play now (BEL-16, BEL-17)."""
    seat = state.to_act
    now = winning(state)
    partner = state.game.partner_of(seat)
    return allowed(state.hands[seat], state.trick, state.trump,
                   partner_winning=now is not None and now[0] == partner)


#: The King and Queen of each suit (BEL-14).
_KING_QUEEN = {suit: (Card.of(Rank.KING, suit), Card.of(Rank.QUEEN, suit)) for suit in Suit}
#: Plays already made, by player and card: an Action is immutable, and every step of a
#: hand asks for the same ones.
_PLAYS: dict[str, dict[Card, Action]] = {}


def _play(name: str, card: Card) -> Action:
    plays = _PLAYS.get(name)
    if plays is None:
        if len(_PLAYS) > 64:  # any names at all may come: keep the cache small
            _PLAYS.clear()
        plays = _PLAYS[name] = {}
    action = plays.get(card)
    if action is None:
        action = plays[card] = Action(name, Verb.PLAY, card=card)
    return action


def play_actions(state: HandState) -> list[Action]:
    """Every card the player to act may play, with "Belote" and "Rebelote" where they
    may be said (BEL-14)."""
    seat = state.to_act
    name = state.players[seat]
    trump = state.trump
    assert trump is not None
    pair = _KING_QUEEN[trump]
    hand = state.hands[seat]
    actions = []
    for card in allowed_cards(state):
        actions.append(_play(name, card))
        if card in pair:
            other = pair[1] if card is pair[0] else pair[0]
            if other in hand and not state.jo[seat]:
                actions.append(Action(name, Verb.PLAY, card=card, announce=BELOTE))
            elif state.jo[seat] and not state.jojotte[seat]:
                actions.append(Action(name, Verb.PLAY, card=card, announce=REBELOTE))
    return actions


def play(state: HandState, action: Action, seat: int, history: tuple[Action, ...]) -> HandState:
    """The state after a legal card, with what was said (BEL-14)."""
    if action.announce == BELOTE:
        state = evolve(state, jo=_with(state.jo, seat))
    elif action.announce == REBELOTE:
        state = evolve(state, jojotte=_with(state.jojotte, seat))
    return apply_card(state, action, seat, history)


def _with(values: tuple[bool, ...], seat: int) -> tuple[bool, ...]:
    return tuple(True if s == seat else v for s, v in enumerate(values))


def card_rule(state: HandState, action: Action) -> str:
    """The rule that allows a legal card."""
    if action.announce is not None:
        return "BEL-14"
    if not state.trick:
        return "BEL-15"
    assert action.card is not None
    return "BEL-16" if action.card.suit is state.trick[0].suit else "BEL-17"


def _he(name: str, verb: str) -> str:
    """"he holds", or "you hold" when the player is the reader."""
    return does(name, verb).replace(name, "he", 1) if name != "You" else does(name, verb)


def card_refusal(state: HandState, action: Action, seat: int) -> tuple[str, str]:
    """``(rule, reason)`` for a card that may not be played now."""
    card = action.card
    assert card is not None
    name = action.player
    if seat != state.to_act:
        turn = state.players[state.to_act]
        if not state.tricks and not state.trick:
            return "BEL-15", f"the dealer's left, {turn}, leads to the first trick"
        if not state.trick:
            return "BEL-15", f"it is {whose(turn)} lead: {does(turn, 'won')} the last trick"
        return "BEL-15", f"it is {whose(turn)} turn to play to this trick"
    hand = state.hands[seat]
    if card not in hand:
        return "BEL-9", f"{does(name, 'does')} not hold the {card.name}"
    legal = allowed_cards(state)
    if card not in legal:
        return _card_reason(state, name, card, legal)
    return _announcement_reason(state, action, seat, card)


def _card_reason(state: HandState, name: str, card: Card, legal: list[Card]) -> tuple[str, str]:
    trump = state.trump
    led = state.trick[0].suit
    if any(c.suit is led for c in state.hands[state.to_act]):
        if card.suit is not led:
            return "BEL-16", f"{does(name, 'holds')} a {led.singular} and must follow suit"
        return "BEL-16", (f"{does(name, 'must')} play a higher trump: the opponents are "
                          f"winning and {_he(name, 'holds')} one ({pretty_cards(legal)})")
    trumps_down = any(c.suit is trump for c in state.trick)
    if trumps_down and any(beats(c, max_trump(state), trump) for c in legal):
        return "BEL-17", (f"{does(name, 'must')} overtrump: the opponents are winning and "
                          f"{_he(name, 'holds')} a higher trump")
    if trumps_down:
        return "BEL-17", (f"{does(name, 'has')} no {led.singular} and must trump, below the "
                          "trump in the trick if unable to go higher: the opponents are winning")
    return "BEL-17", (f"{does(name, 'has')} no {led.singular} and must trump: the opponents "
                      "are winning")


def max_trump(state: HandState) -> Card:
    """The highest trump in the trick in progress (it holds one)."""
    trump = state.trump
    best: Card | None = None
    for card in state.trick:
        if card.suit is trump and (best is None or beats(card, best, trump)):
            best = card
    assert best is not None
    return best


def _announcement_reason(state: HandState, action: Action, seat: int,
                         card: Card) -> tuple[str, str]:
    """BEL-14: why "Belote" or "Rebelote" may not be said with this card."""
    word = action.announce
    trump = state.trump
    if word not in (BELOTE, REBELOTE):
        return "BEL-14", (f'"{str(word).capitalize()}" is said in Jo-Jotte; in Belote the King '
                          'and Queen of trumps are announced "Belote" and "Rebelote"')
    assert trump is not None
    pair = _KING_QUEEN[trump]
    said = word.capitalize()
    if card not in pair:
        return "BEL-14", f'"{said}" is said with the King or Queen of trumps'
    if word == BELOTE:
        if state.jo[seat]:
            return "BEL-14", f'{does(action.player, "has")} said "Belote" already'
        return "BEL-14", ('"Belote" is said with the first of the King and Queen of trumps, '
                          "while holding the other")
    if state.jojotte[seat]:
        return "BEL-14", f'{does(action.player, "has")} said "Rebelote" already'
    return "BEL-14", f'"Rebelote" must follow {whose(action.player)} own "Belote"'
