"""An exact double-dummy solver for the partnership game (MULTI-4, FOUR-7, FOUR-8, SCO-1).

All four hands are seen. For each card the player to move may play, the solver
finds the trick points (SCO-1 card points, plus 10 for the last trick, FOUR-8;
Jo-Jotte is not counted) that his *side* takes from now to the end of the hand,
the current trick included, when all four then play perfectly. The points left
are fixed, so one side maximising its points is the other minimising its own.

Seats 0 and 2 play against 1 and 3 (FOUR-1); play goes clockwise, to the left
(seat + 1). The rules of the play are FOUR-7's: follow suit; void, trump if able,
even over partner, and a second trumper need not overtrump; when trumps are led,
beat the highest trump in the trick if able.

>>> pos = PartnershipPosition.from_text("AS 7H", "10S 8H", "KS 9D", "7S 8D", trump=None)
>>> {str(c): v for c, v in PartnershipSolver().solve(pos).items()}
{'AS': 25, '7H': 35}

The Ace takes 10 + 10 + 5 at once, and seat 1's 8 of hearts the last trick. The 7
of hearts first gives seat 1 a trick worth nothing (partner throws the 9 of
diamonds, keeping his King), then the Ace takes the spades and the last 10.

The search (:mod:`.partnership_search`) values whole tricks with a null-window
alpha-beta and a transposition table at trick starts; this module gives the
positions, the first trick (which may already be under way) and the MTD(f) driver.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ..engine.cards import Card, Suit, beats, card_points, parse_cards, trick_strength
from ..engine.state import HandState, Phase
from .errors import NotInPlayError
from .partnership_search import TrickSearch
from .solver import _head_of, _mtd

__all__ = ["PartnershipPosition", "PartnershipSolver", "position_from_state"]

_UNIT = 5  # every card value and the last-trick 10 are multiples of five
_Hands = tuple[frozenset[Card], frozenset[Card], frozenset[Card], frozenset[Card]]


@dataclass(frozen=True)
class PartnershipPosition:
    """A position in the play of a partnership hand, as far as the rest depends on it.

    Attributes:
        hands: the cards each seat (0 to 3, clockwise) still holds; a card already
            played to the current trick is in ``trick``, not in its player's hand.
        trump: the trump suit, or ``None`` at No-trump (and Nullo).
        leader: the seat that leads (or has led) the current trick.
        trick: the cards already played to the current trick, in order from the leader.
        last_trick_bonus: whether the last trick scores 10 more (FOUR-8; not at Nullo).

    >>> p = PartnershipPosition.from_text("JH 7S", "9H 8S", "AH AS", "7H", "H", 3, "KH")
    >>> p.to_move, p.tricks_left, [str(c) for c in p.legal_cards()]
    (0, 2, ['JH'])

    Raises:
        ValueError: not four hands, a card in two places, hands of sizes that do not
            fit the trick, more than eight cards, or a full trick.
    """

    hands: _Hands
    trump: Suit | None
    leader: int = 0
    trick: tuple[Card, ...] = ()
    last_trick_bonus: bool = True

    def __post_init__(self) -> None:
        if len(self.hands) != 4:
            raise ValueError("a partnership position has exactly four hands")
        hands = tuple(frozenset(h) for h in self.hands)
        object.__setattr__(self, "hands", hands)
        object.__setattr__(self, "trick", tuple(self.trick))
        if self.leader not in range(4):
            raise ValueError("the leader is a seat from 0 to 3")
        if len(self.trick) > 3:
            raise ValueError("a trick in progress holds at most three cards")
        cards = [c for h in hands for c in h] + list(self.trick)
        if len(set(cards)) != len(cards):
            raise ValueError("a card cannot be in two places")
        # FOUR-7: the seats that have played to this trick hold one card fewer.
        sizes = {len(hands[(self.leader + i) % 4]) + (i < len(self.trick)) for i in range(4)}
        if len(sizes) != 1:
            raise ValueError("the four players must have played the same number of tricks")
        if sizes.pop() > 8:
            raise ValueError("a player holds at most eight cards (FOUR-3)")

    @classmethod
    def from_text(cls, hand0: str, hand1: str, hand2: str, hand3: str,
                  trump: Suit | str | None = None, leader: int = 0,
                  trick: str | Iterable[str] = (),
                  last_trick_bonus: bool = True) -> PartnershipPosition:
        """Build a position from card notation (``"JH 9H 7C"``), hands in seat order.

        >>> PartnershipPosition.from_text("JH", "7H", "8H", "9H", trump="H").tricks_left
        1
        """
        suit = Suit.parse(trump) if isinstance(trump, str) else trump
        h0, h1, h2, h3 = (frozenset(parse_cards(h)) for h in (hand0, hand1, hand2, hand3))
        return cls((h0, h1, h2, h3), suit, leader, parse_cards(trick), last_trick_bonus)

    @property
    def to_move(self) -> int:
        """The seat to play next: the leader's, then clockwise (FOUR-7)."""
        return (self.leader + len(self.trick)) % 4

    @property
    def tricks_left(self) -> int:
        """Tricks still to be completed, the current one included."""
        return len(self.hands[self.to_move])

    def points_left(self) -> int:
        """Card points still to be won, the current trick included, plus the last-trick 10.

        >>> PartnershipPosition.from_text("AS", "10S", "KS", "7S").points_left()
        35
        """
        cards = [c for h in self.hands for c in h] + list(self.trick)
        bonus = 10 if self.last_trick_bonus and cards else 0
        return sum(card_points(c, self.trump) for c in cards) + bonus

    def winning(self) -> tuple[int, Card] | None:
        """The seat winning the current trick so far and its card (PLAY-5), if any."""
        if not self.trick:
            return None
        seat, best = self.leader, self.trick[0]
        for i, card in enumerate(self.trick[1:], start=1):
            if beats(card, best, self.trump):
                seat, best = (self.leader + i) % 4, card
        return seat, best

    def legal_cards(self) -> tuple[Card, ...]:
        """The cards the player to move may play (FOUR-7), in deck order.

        >>> p = PartnershipPosition.from_text("KH 9H 8S", "7S 8D 9D", "QS 7D", "AS 10D",
        ...                                   "H", 2, "7H AH")
        >>> [str(c) for c in p.legal_cards()]   # the King beats the 7 led, not the Ace
        ['9H']
        """
        hand = self.hands[self.to_move]
        now = self.winning()
        if now is None:
            return tuple(sorted(hand))
        led, best = self.trick[0], now[1]
        same = [c for c in hand if c.suit is led.suit]
        if same:
            if led.suit is self.trump:
                # FOUR-7: on a trump lead, beat the highest trump in the trick if able.
                strength = trick_strength(best, self.trump)
                higher = [c for c in same if trick_strength(c, self.trump) > strength]
                return tuple(sorted(higher or same))
            return tuple(sorted(same))
        # FOUR-7: void, trump if able (any trump, even over partner); else anything.
        trumps = [c for c in hand if c.suit is self.trump]
        return tuple(sorted(trumps or hand))

    def play(self, card: Card) -> PartnershipPosition:
        """The position after the player to move plays ``card``.

        Raises:
            ValueError: the card may not be played now.
        """
        if card not in self.legal_cards():
            raise ValueError(f"{card} may not be played now (FOUR-7)")
        seat = self.to_move
        hands = list(self.hands)
        hands[seat] = hands[seat] - {card}
        h: _Hands = (hands[0], hands[1], hands[2], hands[3])
        if len(self.trick) < 3:
            return PartnershipPosition(h, self.trump, self.leader, (*self.trick, card),
                                       self.last_trick_bonus)
        now = self.winning()
        assert now is not None
        # PLAY-5, PLAY-6: the winner of the trick leads to the next.
        winner = seat if beats(card, now[1], self.trump) else now[0]
        return PartnershipPosition(h, self.trump, winner, (), self.last_trick_bonus)


class PartnershipSolver:
    """A double-dummy solver for four hands that keeps what it learns between calls.

    Its tables hold facts about positions only, so one solver may value every
    position of a hand (later calls are then faster), or of many hands.

    Seat 0's Jack of trumps wins this trick whatever happens; his partner, to move,
    gives it his 10 of spades rather than lose it to the Ace of diamonds later:

    >>> pos = PartnershipPosition.from_text("8D", "AD", "10S 7C", "8C 9D", "H", 0, "JH 7D")
    >>> PartnershipSolver().solve(pos)
    {Card('10S'): 30, Card('7C'): 20}

    Attributes:
        nodes: the trick starts searched by the last call.
    """

    #: a table is emptied when it has grown beyond this many positions (about 100 bytes
    #: each, so that a browser's memory is not exhausted by a long session)
    max_entries = 500_000

    def __init__(self) -> None:
        self._engines: dict[tuple[Suit | None, bool], TrickSearch] = {}
        self.nodes = 0

    def _engine(self, trump: Suit | None, bonus: bool) -> TrickSearch:
        engine = self._engines.get((trump, bonus))
        if engine is None or len(engine.bounds) > self.max_entries:
            engine = self._engines[(trump, bonus)] = TrickSearch(trump, bonus)
        return engine

    def solve(self, position: PartnershipPosition) -> dict[Card, int]:
        """The value of each legal card of the player to move.

        Returns:
            Each legal card, in deck order, with the trick points (card points and the
            last trick's 10) that the mover's side takes from now to the end of the
            hand, the current trick included, when all four play perfectly after it.
        """
        engine = self._engine(position.trump, position.last_trick_bonus)
        tables = engine.tables
        start = engine.nodes
        # The hands from the leader's seat clockwise: leader, left, partner, right.
        hands = [tables.mask(position.hands[(position.leader + i) % 4]) for i in range(4)]
        played = [tables.bit_of[c] for c in position.trick]
        total = position.points_left() // _UNIT
        mover = len(played)
        out_cards = hands[0] | hands[1] | hands[2] | hands[3]
        for bit in played:
            out_cards |= bit
        hand = hands[mover]
        values: dict[int, int] = {}
        guess = total // 2
        for card in position.legal_cards():
            bit = tables.bit_of[card]
            if _head_of(bit, hand, out_cards ^ hand, tables.points) != bit:
                continue  # an equivalent higher card stands for it
            after = list(hands)
            after[mover] ^= bit
            trick = (*played, bit)

            def test(g: int, after: list[int] = after, trick: tuple[int, ...] = trick) -> int:
                return self._trick_bound(engine, after, trick, total, g)

            guess = values[bit] = _mtd(test, total, guess)
        self.nodes = engine.nodes - start
        side = 1 if mover % 2 == 0 else -1  # the mover's side is the leader's, or not
        result = {}
        for card in position.legal_cards():
            v = values[_head_of(tables.bit_of[card], hand, out_cards ^ hand, tables.points)]
            result[card] = (v if side > 0 else total - v) * _UNIT
        return result

    def _trick_bound(self, engine: TrickSearch, hands: list[int], trick: tuple[int, ...],
                     total: int, g: int) -> int:
        """Fail-soft test that the leader's side takes >= g units, the current trick
        (``trick``, from the leader) under way and ``hands`` from the leader round."""
        tables = engine.tables
        suit_mask, trump_mask, points = tables.suit_mask, tables.trump_mask, tables.points
        led = trick[0]
        win, winner = led, 0
        for i, c in enumerate(trick[1:], start=1):
            if (c & suit_mask[win] and c > win) or (c & trump_mask and not win & trump_mask):
                win, winner = c, i
        n = len(trick)
        if n == 4:
            t = sum(points[c] for c in trick)
            if not hands[0]:  # FOUR-8: the last trick scores 10 more
                return 0 if winner & 1 else t + engine.bonus
            rest = total - t
            # PLAY-6: the winner leads the next trick; the hands from his seat round
            L, O1, P, O2 = (hands[(winner + i) % 4] for i in range(4))
            if winner & 1:  # the other side's: ours is the rest less what they take
                h = rest - g + 1
                return rest if h <= 0 else rest - engine.bound(L, O1, P, O2, rest, h)
            h = g - t
            if h <= 0:
                return t
            return t + rest if h > rest else t + engine.bound(L, O1, P, O2, rest, h)
        hand = hands[n]
        out_cards = hands[0] | hands[1] | hands[2] | hands[3]
        for c in trick:
            out_cards |= c
        legal = engine.legal_of(hand, led, win)
        ours = n % 2 == 0  # the leader's partner maximises, the opponents minimise
        best = -1 if ours else total + 1
        while legal:
            bit = legal & -legal
            legal ^= bit
            if _head_of(bit, hand, out_cards ^ hand, points) != bit:
                continue
            after = list(hands)
            after[n] ^= bit
            v = self._trick_bound(engine, after, (*trick, bit), total, g)
            if ours and v > best:
                best = v
                if v >= g:
                    break
            elif not ours and v < best:
                best = v
                if v < g:
                    break
        return best


def position_from_state(state: HandState) -> PartnershipPosition:
    """The solver's position for a partnership hand in the play, the hands as they are.

    After the draw and before the first card (a Nullo, a Slam, a meld or the dix may
    still come) it is the opening lead's position, the dealer's left to lead
    (FOUR-7). On a Nullo hand the position is No-trump without the last-trick 10:
    its values are card points, not the Nullo side's aim of losing every trick.

    Raises:
        NotInPlayError: not a partnership hand, or not after the draw and in the play.
    """
    if not state.game.partnerships:
        raise NotInPlayError("position_from_state values four-hand partnership positions "
                             "(MULTI-4)")
    if state.phase not in (Phase.DECLARING, Phase.PLAY) or state.contract is None:
        raise NotInPlayError(f"the hand is not in the play of the cards ({state.phase.value})")
    contract = state.contract
    leader = state.leader
    if state.phase is Phase.DECLARING:
        leader = state.game.left_of(state.dealer)  # FOUR-7
    h0, h1, h2, h3 = (frozenset(h) for h in state.hands)
    return PartnershipPosition((h0, h1, h2, h3), contract.trump, leader, state.trick,
                               last_trick_bonus=contract.special != "nullo")
