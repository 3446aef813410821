"""Who scores each class of Klaberjass melds, settled by question and answer (KLAB-12).

Only one player scores in each class: the one with the better meld, compared once
both have spoken, and he scores every meld of that class he declared. Class A (sets):
a four beats a three; at one size the higher rank, J A K Q at a trump contract and
A K Q J at No-trump (interpretation). The opponent states the size of his best set,
then, at equal size, its rank; the bidder answers "Good" or "Not good" at each step
(interpretation: MELD-5 is written for fours). Class B (runs) is settled as MELD-5
and MELD-3 settle sequences, with Klaberjass's values.

>>> from jojotte_teach.engine.cards import parse_cards, Suit
>>> out = settle(1, 0, ((Meld(parse_cards("KS KH KD")),), (Meld(parse_cards("AS AH AC")),)),
...              Suit.HEARTS)
>>> out.dialogue(["Ann", "Bob"])
['Bob: "A set of three."', 'Ann: "How high?"', 'Bob: "Aces."', 'Ann: "Good."']
>>> out.points(1), out.points(0)
(20, 0)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ..cards import Suit
from ..interrogation import ClassResult, Exchange, MeldOutcome, interrogate
from ..melds import Meld, MeldClass
from .melds import describe, is_set, meld_points, set_strength

_SIZES = {3: "three", 4: "four"}


def settle(opponent: int, bidder: int, melds: Sequence[Sequence[Meld]],
           trump: Suit | None) -> MeldOutcome:
    """Both classes settled between the opponent, who speaks first, and the bidder.

    Args:
        opponent, bidder: their seats.
        melds: each seat's declared melds, indexed by seat.
        trump: the contract's trump suit (``None`` at No-trump).
    """
    sets = _settle_sets(opponent, bidder, melds, trump)
    runs_only = [[m for m in declared if not is_set(m)] for declared in melds]
    # KLAB-12: class B as MELD-3 and MELD-5, with each run worth its KLAB-10 value.
    runs = interrogate(opponent, runs_only, trump, second=bidder).results[1]
    exchanges = tuple(Exchange(e.seat, e.text, "KLAB-12") for e in runs.exchanges)
    runs = replace(runs, points=sum(meld_points(m) for m in runs.scored), exchanges=exchanges)
    return MeldOutcome((sets, runs), None, (opponent, bidder))


def _settle_sets(first: int, second: int, melds: Sequence[Sequence[Meld]],
                 trump: Suit | None) -> ClassResult:
    held = [sorted((m for m in melds[seat] if is_set(m)), key=lambda m: set_strength(m, trump),
                   reverse=True) for seat in (first, second)]
    a, b = (h[0] if h else None for h in held)
    talk: list[tuple[int, str]] = []
    learnt: tuple[list[str], list[str]] = ([], [])
    winner: int | None
    if a is None and b is None:
        winner = None
    elif a is None:
        assert b is not None
        talk += [(0, "No set."), (1, f"A set of {_SIZES[b.length]}.")]
        learnt[1].append("declared no set")
        learnt[0].append(f"holds a set of {_SIZES[b.length]}")
        winner = 1
    else:
        talk.append((0, f"A set of {_SIZES[a.length]}."))
        learnt[1].append(f"holds a set of {_SIZES[a.length]}")
        if b is None or b.length < a.length:
            talk.append((1, "Good."))
            learnt[0].append(f"holds no set of {_SIZES[a.length]} or more")
            winner = 0
        elif b.length > a.length:
            talk.append((1, f"Not good: a set of {_SIZES[b.length]}."))
            learnt[0].append(f"holds a set of {_SIZES[b.length]}")
            winner = 1
        else:
            talk += [(1, "How high?"), (0, f"{a.rank.plural}.")]
            learnt[0].append(f"holds a set of {_SIZES[b.length]} too")
            learnt[1].append(f"his set is {describe(a)}")
            if set_strength(b, trump) > set_strength(a, trump):
                talk.append((1, f"Not good: {b.rank.plural}."))
                learnt[0].append(f"his set is {describe(b)}")
                winner = 1
            else:
                talk.append((1, "Good."))
                learnt[0].append("holds no higher set of that size")
                winner = 0
    seats = (first, second)
    scored = () if winner is None else tuple(held[winner])
    return ClassResult(
        MeldClass.FOUR, None if winner is None else seats[winner], scored,
        sum(meld_points(m) for m in scored),
        tuple(Exchange(seats[who], text, "KLAB-12") for who, text in talk),
        (tuple(learnt[0]), tuple(learnt[1])), seats)
