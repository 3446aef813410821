"""The search core both solvers share: card bits, equal cards, MTD(f), the collector.

The searches trust these pieces in their inner loops, so each is checked here against
the engine's rules or against a plain computation on random hands.
"""

from __future__ import annotations

import gc
import random
import weakref
from collections.abc import Callable
from typing import Any

import pytest

from jojotte_teach.ai.search.core import bits_down, bits_up, collector_paused, mtd, tables
from jojotte_teach.ai.search.equal_cards import RunHeads, head_of, run_heads
from jojotte_teach.ai.search.four_hands import FourHandSearch
from jojotte_teach.ai.search.positions import PartnershipPosition, Position
from jojotte_teach.ai.search.two_hands import PointsSearch
from jojotte_teach.engine.cards import DECK, Card, Suit, beats
from jojotte_teach.engine.tricks import cards_allowed

TRUMPS: list[Suit | None] = [None, *Suit]


@pytest.mark.parametrize("trump", TRUMPS)
def test_the_legal_mask_is_the_engines_rule(trump: Suit | None) -> None:
    """Tables.legal (PLAY-2 to PLAY-4, FOUR-7) against the engine's cards_allowed, on
    tricks of one to three cards."""
    rng = random.Random(str(trump))
    t = tables(trump)
    for _ in range(400):
        cards = rng.sample(DECK, rng.randint(2, 12))
        played = rng.randint(1, min(3, len(cards) - 1))
        trick, hand = tuple(cards[:played]), tuple(cards[played:])
        win = trick[0]
        for card in trick[1:]:
            if beats(card, win, trump):
                win = card
        got = t.cards(t.legal(t.mask(hand), t.bit_of[trick[0]], t.bit_of[win]))
        assert set(got) == set(cards_allowed(hand, trick, trump)), (hand, trick)


@pytest.mark.parametrize("trump", TRUMPS)
def test_beats_is_the_engines_rule(trump: Suit | None) -> None:
    t = tables(trump)
    for win in DECK:
        for card in DECK:
            if card != win:
                assert t.beats(t.bit_of[card], t.bit_of[win]) == beats(card, win, trump)


def test_bits_come_in_order() -> None:
    assert bits_up(0b1011_0000) == [0b1_0000, 0b10_0000, 0b1000_0000]
    assert bits_down(0b1011_0000) == [0b1000_0000, 0b10_0000, 0b1_0000]
    assert bits_up(0) == bits_down(0) == []


def plain_heads(hand: list[Card], others: list[Card], trump: Suit | None) -> set[Card]:
    """The cards worth playing, straight from the definition: the strongest card of each
    run of cards of the hand next to each other among the cards still out, with the
    same points."""
    t = tables(trump)
    out = sorted(hand + others, key=lambda c: -t.bit_of[c])
    heads = set()
    for card in hand:
        above = [c for c in out if c.suit is card.suit and t.bit_of[c] > t.bit_of[card]]
        nearest = above[-1] if above else None  # the next stronger card still out
        same_run = (nearest is not None and nearest in hand
                    and t.points[t.bit_of[nearest]] == t.points[t.bit_of[card]])
        if not same_run:
            heads.add(card)
    return heads


@pytest.mark.parametrize("trump", TRUMPS)
def test_run_heads_every_way_in(trump: Suit | None) -> None:
    """against(), of() for two and four hands, and head_of all give the plain run heads."""
    rng = random.Random(f"runs {trump}")
    t = tables(trump)
    two, four = RunHeads(t.patterns, hands=2), RunHeads(t.patterns, hands=4)
    for _ in range(300):
        size = rng.randint(1, 8)
        cards = rng.sample(DECK, 4 * size)
        hands = [cards[i * size:(i + 1) * size] for i in range(4)]
        masks = [t.mask(h) for h in hands]
        key = masks[0] | masks[1] << 32 | masks[2] << 64 | masks[3] << 96
        packed = four.of(key)
        for seat in range(4):
            others = [c for s in range(4) if s != seat for c in hands[s]]
            expected = plain_heads(hands[seat], others, trump)
            other = 0
            for s in range(4):
                if s != seat:
                    other |= masks[s]
            assert set(t.cards(packed >> (32 * seat) & 0xFFFFFFFF)) == expected
            assert set(t.cards(two.against(masks[seat], other))) == expected
            assert set(t.cards(two.of(masks[seat] << 32 | other) >> 32)) == expected
            for card in hands[seat]:
                head = t.card_of[head_of(t.bit_of[card], masks[seat], other, t.points)]
                assert head in expected and head.suit is card.suit


def test_run_heads_in_one_suit() -> None:
    # 8 7 6 of one hand with the other's 5 below: one run (no points at all here)
    assert run_heads(0b1110_0000, 0b0001_0000, (0,) * 8) == 0b1000_0000
    # the other's card in the middle splits the run
    assert run_heads(0b1010_0000, 0b0100_0000, (0,) * 8) == 0b1010_0000
    # different points split it too
    assert run_heads(0b1100_0000, 0, (0, 0, 0, 0, 0, 0, 1, 2)) == 0b1100_0000


def test_mtd_finds_the_value_whatever_the_guess() -> None:
    calls: list[int] = []

    def test(g: int) -> int:
        """A fail-soft test of a value of 13 that proves no more than it must."""
        calls.append(g)
        return g + (13 - g) // 2 if g <= 13 else 13 + (g - 13) // 2

    for guess in (0, 5, 13, 20, 40):
        assert mtd(test, 40, guess) == 13
    assert all(1 <= g <= 40 for g in calls)


def test_the_collector_comes_back_as_it_was() -> None:
    assert gc.isenabled()
    with collector_paused():
        assert not gc.isenabled()
    assert gc.isenabled()
    with pytest.raises(ValueError), collector_paused():
        raise ValueError("the search failed")
    assert gc.isenabled()
    gc.disable()
    try:
        with collector_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()
    finally:
        gc.enable()


@pytest.mark.parametrize("make", [
    lambda: (PointsSearch(Suit.HEARTS, True),
             Position.from_text("JH 9H AS 10S", "AH 7H KS 8D", trump="H")),
    lambda: (FourHandSearch(Suit.HEARTS, True),
             PartnershipPosition.from_text("JH AS", "9H 10S", "AH KS", "7H 8D", trump="H")),
])
def test_a_dropped_search_is_freed_without_the_collector(make: Callable[[], Any]) -> None:
    """The test through the table and the game's node call one another; once the search
    is dropped, its functions and tables go at once, even with the collector paused (as
    it is while a solver searches)."""
    gc.disable()
    try:
        search, position = make()
        search.card_values(position)
        assert len(search) > 0 and search.nodes > 0
        searching = weakref.ref(search.bound)
        del search
        assert searching() is None
    finally:
        gc.enable()
