"""The heuristic's card play at every table, from one seat's view (PLAY-1 to PLAY-6).

The rules of thumb: draw trumps with the master trump when declarer, cash sure
winners, lead low; win as cheaply as possible, not with a top trump on a worthless
trick; throw the least valuable card. Where there are partners (FOUR-7): do not
overtake or overtrump partner's winning card needlessly, throw points on a trick
partner is sure to win, lead trumps when strong in them. At three the two active
players play as at two (THREE-8). Nullo: the Nullo side sheds high cards under the
trick; the defenders lead low and let a Nullo player's card win.

>>> from jojotte_teach.engine import DECK, THREE, Deal, new_hand, player_view, apply
>>> from jojotte_teach.ai.players import get_player, play_hand
>>> s = new_hand(Deal.from_deck(DECK, 0, THREE), ("Ann", "Bob", "Cat"))
>>> play_hand(s, [get_player("heuristic", n) for n in range(3)]).is_over
True
"""

from __future__ import annotations

from collections.abc import Callable

from ...engine.actions import Action, Verb
from ...engine.cards import Card, Rank, Suit, beats, card_points, trick_strength
from ...engine.game import Game, OwnCardValues
from ...engine.view import PlayerView
from ..seen import Seen, trick_seats

__all__ = ["Points", "card_values", "play_card", "with_announcement"]

#: What a card is worth in a trick won, given the trump suit.
Points = Callable[[Card, Suit | None], int]


def card_values(game: Game) -> Points:
    """The game's card values: its own where it has them (BEL-4), else SCO-1's.

    >>> from jojotte_teach.engine import get_game
    >>> from jojotte_teach.engine.cards import Card, Suit
    >>> [card_values(get_game(g))(Card("9H"), Suit.HEARTS) for g in ("two", "belote")]
    [15, 14]
    """
    rules = game.rules
    return rules.card_points if isinstance(rules, OwnCardValues) else card_points


def with_announcement(view: PlayerView, card: Card) -> Action:
    """The play of ``card``, announcing Jo or Jotte when possible (JOJ-2: always say it)."""
    plays = [a for a in view.legal if a.verb is Verb.PLAY and a.card is card]
    announced = [a for a in plays if a.announce is not None]
    return announced[0] if announced else plays[0]


def _value(card: Card, trump: Suit | None, points: Points) -> tuple[int, int]:
    """Least valuable first: card points, then strength in a trick."""
    return (points(card, trump), trick_strength(card, trump))


def _partner(view: PlayerView, seat: int) -> bool:
    return seat != view.seat and view.game.side_of(seat) == view.game.side_of(view.seat) \
        and view.game.partnerships


def play_card(view: PlayerView) -> Action:
    """The card to play by the rules of thumb (the seat is to play a card)."""
    contract = view.contract
    assert contract is not None
    cards = sorted({a.card for a in view.legal if a.verb is Verb.PLAY and a.card is not None},
                   key=lambda c: c.index)
    seen = Seen.from_view(view)
    points = card_values(view.game)
    if contract.special == "nullo":
        card = _nullo(view, seen, cards, contract.declarer)
    elif not view.trick:
        card = _lead(view, seen, cards, contract.declarer, points)
    else:
        card = _follow(view, seen, cards, points)
    return with_announcement(view, card)


def _winning(view: PlayerView, trump: Suit | None) -> tuple[int, Card, tuple[int, ...]]:
    """The seat winning the trick so far, its card, and the seats still to play after me."""
    order = trick_seats(view)
    best_seat, best = order[0], view.trick[0]
    for who, card in zip(order[1:], view.trick[1:], strict=False):
        if beats(card, best, trump):
            best_seat, best = who, card
    return best_seat, best, order[len(view.trick) + 1:]


def _lead(view: PlayerView, seen: Seen, cards: list[Card], declarer: int,
          points: Points) -> Card:
    trump = seen.trump
    opponents = tuple(s for s in view.active if s != view.seat and not _partner(view, s))
    mine = [c for c in cards if c.suit is trump]

    def master(card: Card) -> bool:
        return not seen.can_beat(opponents, card, card.suit)

    their_trumps = trump is not None and any(
        seen.may_hold(s, c) for s in opponents for c in seen.unseen if c.suit is trump)
    declaring = view.game.side_of(declarer) == view.game.side_of(view.seat)
    if mine and their_trumps:
        top = max(mine, key=lambda c: trick_strength(c, trump))
        # T-PLAY-1 (PLAY-5): the declaring side draws trumps with the master trump;
        # T-PLAY-2 (FOUR-7): in a partnership so does a defender strong in trumps (three
        # or more), to protect partner's winners. (A defender at three who did so lost
        # about half a point a hand: alone, he needs his trumps to stop the declarer's.)
        strong = view.game.partnerships and len(mine) >= 3
        if master(top) and (declaring or strong):
            return top
        if view.game.partnerships and declaring and len(mine) >= 4:
            return min(mine, key=lambda c: trick_strength(c, trump))  # T-PLAY-2: a low one
    # T-PLAY-3: cash a sure winner, not in a suit an opponent can trump.
    ruffers = {s for s in opponents if trump is not None and trump not in seen.void[s]}
    cash = [c for c in cards if c.suit is not trump and master(c)
            and not any(c.suit in seen.void[s] for s in ruffers)]
    if cash:
        return max(cash, key=lambda c: _value(c, trump, points))
    plain = [c for c in cards if c.suit is not trump] or cards
    return min(plain, key=lambda c: _value(c, trump, points))  # T-PLAY-4: otherwise lead low


def _follow(view: PlayerView, seen: Seen, cards: list[Card], points: Points) -> Card:
    trump = seen.trump
    led = view.trick[0].suit
    best_seat, best, after = _winning(view, trump)
    rivals = tuple(s for s in after if not _partner(view, s))
    winners = [c for c in cards if beats(c, best, trump)]
    under = [c for c in cards if c not in winners] or cards
    on_trick = sum(points(c, trump) for c in view.trick)
    if _partner(view, best_seat):
        if not seen.can_beat(rivals, best, led):
            # T-PLAY-5 (FOUR-7): partner's card is sure to win: throw him points, the
            # highest plain card but an Ace (a Ten may be trumped later; the Ace takes a
            # trick of its own), else the least valuable card.
            gifts = [c for c in under if c.suit is not trump and c.rank is not Rank.ACE]
            if gifts:
                return max(gifts, key=lambda c: (points(c, trump), -trick_strength(c, trump)))
            return min(under, key=lambda c: _value(c, trump, points))
        # T-PLAY-6 (FOUR-7): do not overtake or overtrump partner needlessly; only when
        # his card can still be beaten and mine cannot.
        safe = [c for c in winners if not seen.can_beat(rivals, c, led)]
        if safe and on_trick >= 10:
            return min(safe, key=lambda c: (trick_strength(c, trump), points(c, trump)))
        return min(under, key=lambda c: _value(c, trump, points))
    if winners:
        safe = [c for c in winners if not seen.can_beat(rivals, c, led)]
        partner_after = any(_partner(view, s) for s in after)
        pool = safe or ([] if partner_after else winners)  # T-PLAY-7: leave it to partner
        if pool:
            cheapest = min(pool, key=lambda c: (trick_strength(c, trump), points(c, trump)))
            # T-PLAY-8 (as at two): not a top trump on a worthless trick.
            top_trump = cheapest.suit is trump and cheapest.rank in (Rank.JACK, Rank.NINE)
            if not (top_trump and winners != cards and on_trick < 10):
                return cheapest
    return min(under, key=lambda c: _value(c, trump, points))  # T-PLAY-9: throw the least valuable


def _nullo(view: PlayerView, seen: Seen, cards: list[Card], declarer: int) -> Card:
    """Nullo (SPEC-1, FOUR-4): the Nullo side sheds high cards under the trick; the
    defenders lead low and let a Nullo player's card win."""

    def low(c: Card) -> int:
        return trick_strength(c, None)

    nullo_side = view.game.side_of(declarer) == view.game.side_of(view.seat)
    if not view.trick:
        return min(cards, key=low)  # T-NUL-3: lead low
    best_seat, best, after = _winning(view, None)
    under = [c for c in cards if not beats(c, best, None)]
    if nullo_side:
        if under:
            return max(under, key=low)  # T-NUL-4: shed the highest card that still loses
        rivals = [s for s in after if view.game.side_of(s) != view.game.side_of(view.seat)]
        # Forced to win: low, if a defender still to play may take it; else shed the top.
        return min(cards, key=low) if rivals else max(cards, key=low)
    if view.game.side_of(best_seat) == view.game.side_of(declarer) and under:
        return max(under, key=low)  # T-NUL-5: let the Nullo player's card win
    return min(cards, key=low)
