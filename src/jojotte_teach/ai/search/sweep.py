"""The all-or-nothing search of two hands: Nullo and Slam (SPEC-1, SPEC-3).

Both contracts ask one question: does one player, the *sweeper*, take every
remaining trick? At Slam the sweeper is the declarer and wants to; at Nullo he is
the declarer's opponent, who wants to escape, while the declarer wants him to take
them all. Once the sweeper has won a trick he leads the next, so the search only
ever meets positions with the sweeper on lead, and a position is settled for good
(true or false), not bounded.

A card's value is 1 when, after it, the player to move reaches his own aim (the
declarer makes the contract, or the defender beats it), else 0.

>>> from .positions import Position
>>> p = Position.from_text("AS 7S", "KS 8H")
>>> SweepSearch(None, sweeper_wants=False).card_values(p, declarer=0)   # Nullo
{Card('AS'): 0, Card('7S'): 1}
"""

from __future__ import annotations

from ...engine.cards import Card, Suit
from .core import bits_up, tables
from .equal_cards import RunHeads, head_of
from .positions import Position

__all__ = ["SweepSearch"]


class SweepSearch:
    """Whether the sweeper, on lead, takes every remaining trick, both playing perfectly.

    Attributes:
        tables: the bit numbering of the 32 cards.
        slam: whether the sweeper wants every trick (Slam) or the other player wants
            him to take them (Nullo).
        nodes: the positions searched so far.
        cache: ``lead << 32 | follow`` -> whether the sweeper, on lead with ``lead``,
            takes every trick.
    """

    def __init__(self, trump: Suit | None, sweeper_wants: bool) -> None:
        self.tables = t = tables(trump)
        self.slam = sweeper_wants
        self.nodes = 0
        self.cache: dict[int, bool] = {}
        legal = t.legal
        beats = t.beats
        # points do not matter here: adjacent cards are always equivalent
        heads = RunHeads(tuple((0,) * 8 for _ in range(4)), hands=2).against
        cache = self.cache

        def replies(a: int, lead: int, follow: int) -> list[int]:
            """The follower's distinct cards allowed on ``a`` (PLAY-2 to PLAY-4)."""
            return bits_up(heads(legal(follow, a, a), lead))

        def sweep(lead: int, follow: int) -> bool:
            """Whether the sweeper (on lead with ``lead``) takes every trick left."""
            if not lead:
                return True
            key = lead << 32 | follow
            known = cache.get(key)
            if known is not None:
                return known
            self.nodes += 1
            result = not sweeper_wants
            m = heads(lead, follow)
            while m:
                a = m & -m
                m ^= a
                # The opponent answers against the sweeper's wish when he can: he
                # stops him at Slam, and keeps him winning at Nullo.
                outcome = sweeper_wants
                for b in replies(a, lead, follow):
                    ok = not beats(b, a) and sweep(lead ^ a, follow ^ b)
                    if ok != sweeper_wants:
                        outcome = ok
                        break
                if outcome == sweeper_wants:
                    result = sweeper_wants
                    break
            cache[key] = result
            return result

        self.sweep = sweep
        self.replies = replies

    def __len__(self) -> int:
        """The positions the table holds."""
        return len(self.cache)

    def card_values(self, position: Position, declarer: int) -> dict[Card, int]:
        """1 for each legal card after which the player to move reaches his aim, else 0."""
        tab = self.tables
        sweeper = declarer if self.slam else 1 - declarer
        mover = position.to_move
        hand = tab.mask(position.hands[mover])
        other = tab.mask(position.hands[1 - mover])
        no_points = dict.fromkeys(tab.card_of, 0)

        def after_trick(winner: int, hands: dict[int, int]) -> bool:
            """Whether the sweeper takes every trick, once this one is over."""
            if winner != sweeper:
                return False
            return self.sweep(hands[sweeper], hands[1 - sweeper])

        values: dict[int, bool] = {}
        if not position.trick:
            follower = 1 - mover
            for card in position.legal_cards():
                a = tab.bit_of[card]
                if head_of(a, hand, other, no_points) != a:
                    continue
                outcomes = []
                for b in self.replies(a, hand, other):
                    winner = follower if tab.beats(b, a) else mover
                    outcomes.append(after_trick(winner, {mover: hand ^ a, follower: other ^ b}))
                # the follower picks the reply he likes: the declarer wants True
                values[a] = any(outcomes) if follower == declarer else all(outcomes)
        else:
            led = tab.bit_of[position.trick[0]]
            other |= led
            for card in position.legal_cards():
                b = tab.bit_of[card]
                if head_of(b, hand, other, no_points) != b:
                    continue
                winner = mover if tab.beats(b, led) else position.leader
                values[b] = after_trick(winner, {mover: hand ^ b, 1 - mover: other ^ led})
        out = {}
        for card in position.legal_cards():
            made = values[head_of(tab.bit_of[card], hand, other, no_points)]
            out[card] = int(made if mover == declarer else not made)
        return out
