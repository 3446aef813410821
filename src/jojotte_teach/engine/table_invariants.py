"""``check_table_invariants``: the facts every state at three or four must satisfy.

Every card in exactly one place; each seat holding what it was dealt less what it
played (the dix exchanging the seven of trumps for the turn-up); tricks of two
cards between the active pair at three (THREE-8) or of four in a partnership
(FOUR-7), each won by the highest trump or else the highest card of the suit led
(PLAY-5), the winner leading the next (PLAY-6); card points that add up (FOUR-8).

>>> from jojotte_teach.engine import DECK, PARTNERSHIP, Deal, new_table_hand
>>> deal = Deal.from_deck(DECK, dealer=3, game=PARTNERSHIP)
>>> check_table_invariants(new_table_hand(deal, ("Ann", "Bob", "Cat", "Dan")))
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from .cards import DECK, Card, Rank, beats, card_points
from .hand import HandState, Phase, Trick
from .invariants import InvariantError


def _require(condition: bool, message: str) -> None:
    if not condition:
        raise InvariantError(message)


def check_table_invariants(state: HandState) -> None:
    """Check a hand at three or four: cards, hands, tricks, turns and points.

    Raises:
        InvariantError: a fact is broken.
    """
    drawn = state.phase not in (Phase.AUCTION, Phase.THROWN_IN)
    _check_places(state, drawn)
    _check_tricks(state)
    played = _played_by_seat(state)
    _check_hands(state, drawn, played)
    _check_turn(state)
    _check_melds(state, played)
    _check_points(state)


def _sorted(cards: Iterable[Card]) -> list[Card]:
    return sorted(cards, key=lambda c: c.index)


def _check_places(state: HandState, drawn: bool) -> None:
    """DECK: each of the 32 cards lies in exactly one place."""
    partnership = state.game.partnerships
    deal = state.deal
    places: list[Card] = [c for hand in state.hands for c in hand]
    if not partnership:
        places.append(state.turn_up)  # FOUR-3: in a partnership the dealer holds it
    places += [c for t in state.tricks for c in t.cards]
    places += state.trick
    places += deal.stock
    if deal.information_card is not None:
        places.append(deal.information_card)
    if not drawn:
        places += [c for cards in deal.draw for c in cards]
    counts = Counter(places)
    twice = _sorted(c for c, n in counts.items() if n > 1)
    _require(not twice, f"cards in two places: {twice}")
    missing = [c for c in DECK if c not in counts]
    _require(not missing, f"cards nowhere: {missing}")
    _require(len(places) == 32, f"{len(places)} card places, not 32")


def _order(state: HandState, leader: int, count: int) -> tuple[int, ...]:
    """Who plays the cards of a trick: the active pair at three, clockwise at four."""
    if count == 0:
        return ()
    if state.game.partnerships:
        return tuple((leader + i) % 4 for i in range(count))
    first, second = state.active
    return (leader, second if leader == first else first)[:count]


def _played_by_seat(state: HandState) -> list[list[Card]]:
    played: list[list[Card]] = [[] for _ in state.players]
    for number, t in enumerate(state.tricks, 1):
        _require(len(t.seats) == len(t.cards), f"trick {number} does not say who played")
        for seat, card in zip(t.seats, t.cards, strict=True):
            played[seat].append(card)
    for seat, card in zip(_order(state, state.leader, len(state.trick)), state.trick,
                          strict=True):
        played[seat].append(card)
    return played


def _check_hands(state: HandState, drawn: bool, played: list[list[Card]]) -> None:
    """Hand sizes (THREE-1, FOUR-3, CUT-1) and each seat's cards: dealt, less played."""
    game = state.game
    deal = state.deal
    dealer = deal.dealer
    _require(len(state.hands) == game.seats, f"{len(state.hands)} hands at {game.seats} seats")
    if game.dealer_sits_out:
        _require(not state.hands[dealer] and not played[dealer],
                 "the cutthroat dealer holds or played cards (CUT-1)")
    if state.dix_by is None:
        _require(state.turn_up == deal.turn_up, "the turn-up changed without a dix")
    else:
        trump = state.trump
        _require(trump is not None and state.turn_up == Card.of(Rank.SEVEN, trump),
                 "after the dix the seven of trumps is not the turn-up")
    if game.partnerships and drawn:
        # FOUR-3, FOUR-6: the dealer holds the turn-up (the 7 after the dix) until he plays it.
        _require(state.turn_up in state.hands[dealer] or state.turn_up in played[dealer],
                 "the dealer does not hold the turn-up")
    for seat, hand in enumerate(state.hands):
        if game.dealer_sits_out and seat == dealer:
            continue
        expected = (game.hand_size if drawn else 6) - len(played[seat])
        _require(len(hand) == expected,
                 f"seat {seat} holds {len(hand)} cards, expected {expected}")
        dealt = list(deal.hands[seat]) + (list(deal.draw[seat]) if drawn else [])
        dealt = _after_dix(state, seat, dealt)
        _require(_sorted([*hand, *played[seat]]) == _sorted(dealt),
                 f"seat {seat} holds or played cards it was not dealt")


def _after_dix(state: HandState, seat: int, dealt: list[Card]) -> list[Card]:
    """DIX-1, FOUR-6: the dix takes the 7 from its holder for the turn-up (from the
    dealer's hand in a partnership)."""
    if state.dix_by is None:
        return dealt
    seven, turn_up = state.turn_up, state.deal.turn_up
    if seat == state.dix_by:
        _require(seven in dealt, f"seat {seat} took the dix without the seven of trumps")
        return [turn_up if c == seven else c for c in dealt]
    if state.game.partnerships and seat == state.deal.dealer:
        return [seven if c == turn_up else c for c in dealt]
    return dealt


def _check_tricks(state: HandState) -> None:
    """THREE-8, FOUR-7: who plays each trick; PLAY-5 its winner; PLAY-6 the next leader."""
    game = state.game
    size = 4 if game.partnerships else 2
    if state.tricks or state.trick:
        _require(state.phase in (Phase.PLAY, Phase.OVER), "cards played outside the play")
        if game.partnerships:
            first = game.left_of(state.deal.dealer)  # FOUR-7
        else:
            defence = state.defence
            _require(defence is not None and defence.step == "settled",
                     "cards played before the active defender is known")
            assert defence is not None
            _require(state.active == (defence.defender, defence.declarer),
                     "the active pair is not the active defender and the declarer")
            first = state.active[0]  # THREE-8: the active defender leads
        lead = state.tricks[0].leader if state.tricks else state.leader
        _require(lead == first, "the wrong player led to the first trick")
    _require(len(state.trick) < size, f"a trick in progress of {len(state.trick)} cards")
    for i, t in enumerate(state.tricks):
        _check_trick(state, t, i + 1, size)
        if i + 1 < len(state.tricks):
            _require(state.tricks[i + 1].leader == t.winner,
                     f"trick {i + 2} was not led by the winner of trick {i + 1}")
    if state.tricks and state.phase is Phase.PLAY:
        _require(state.leader == state.tricks[-1].winner,
                 "the winner of the last trick is not leading")
    if state.phase is Phase.OVER:
        _require(len(state.tricks) == game.tricks, f"a finished hand has {game.tricks} tricks")
        _require(not state.trick, "a finished hand has a trick in progress")
        _require(all(not state.hands[s] for s in state.active), "cards left after the play")


def _check_trick(state: HandState, t: Trick, number: int, size: int) -> None:
    _require(len(t.cards) == size, f"trick {number} has {len(t.cards)} cards, not {size}")
    _require(t.seats == _order(state, t.leader, size),
             f"trick {number} was not played in turn by the active seats")
    best, winner = t.cards[0], t.leader
    for seat, card in zip(t.seats[1:], t.cards[1:], strict=True):
        if beats(card, best, state.trump):
            best, winner = card, seat
    _require(t.winner == winner, f"trick {number} went to the wrong player")


def _check_turn(state: HandState) -> None:
    """Whose turn it is: the auction's, the defence's, or the play's."""
    game = state.game
    if game.dealer_sits_out and not state.is_over:
        _require(state.to_act != state.deal.dealer, "the cutthroat dealer is to act (CUT-1)")
    if state.phase is Phase.AUCTION:
        calls = state.calls
        _require(calls is not None and state.to_act == calls.to_act,
                 "the wrong player is to call")
        return
    if state.phase is Phase.DECLARING:
        defence = state.defence
        if defence is not None and defence.step != "settled":
            _require(state.to_act == defence.to_act, "the wrong player is to choose")
        else:
            _require(state.to_act == state.leader, "the first leader is not to act")
        return
    if state.phase is Phase.PLAY:
        order = _order(state, state.leader, len(state.trick) + 1)
        _require(state.to_act == order[-1], "the wrong player is to play")


def _check_melds(state: HandState, played: list[list[Card]]) -> None:
    """MELD-1, THREE-8, FOUR-5: each meld is the declarer's; the third hand never melds."""
    for seat, declared in enumerate(state.melds):
        if not declared:
            continue
        _require(seat in state.active and not (
            state.game.dealer_sits_out and seat == state.deal.dealer),
            f"seat {seat} declared a meld but does not play this hand")
        own = set(state.hands[seat]) | set(played[seat])
        for meld in declared:
            _require(all(c in own for c in meld.cards),
                     f"seat {seat} declared {meld} without holding it")
    if state.tricks or state.trick:
        # The melds are settled when the first card is played (MELD-3 to MELD-5, FOUR-5).
        _require(len(state.meld_points) == state.game.seats, "the melds were not settled")
        if not state.game.partnerships:
            _require(state.meld_outcome is not None, "the interrogation did not take place")


def _check_points(state: HandState) -> None:
    """SCO-1, FOUR-8: the card points won are the card points played."""
    trump = state.trump
    seats = range(len(state.players))
    won = sum(card_points(c, trump) for s in seats for c in state.won_cards(s))
    in_tricks = sum(card_points(c, trump) for t in state.tricks for c in t.cards)
    _require(won == in_tricks, "card points won differ from card points played")
    _require(sum(state.tricks_won(s) for s in seats) == len(state.tricks),
             "tricks won do not add up")
    if state.phase is Phase.OVER and state.game.partnerships:
        # FOUR-8: all 32 cards are played: 155 at a trump contract, 120 at No-trump.
        expected = 120 if trump is None else 155
        _require(won == expected, f"{won} card points in play, not {expected}")
