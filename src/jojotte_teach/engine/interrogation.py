"""The interrogation of MELD-5: two players settle each meld class by question and answer.

Only one player scores in each class (MELD-3). The first to speak names his best
meld of a class; the other answers "Good", or "Not good" and names his, and they go
on until the class is settled; what each learns of the other's cards is kept. The
two players are named by their seats: the two players of a two-player hand, or the
active defender and the declarer at three (THREE-8).

>>> from jojotte_teach.engine.cards import parse_cards, Suit
>>> out = interrogate(1, ((Meld(parse_cards("KH QH JH")),),
...                       (Meld(parse_cards("AS KS QS")),)), Suit.HEARTS)
>>> out.dialogue(["Ann", "Bob"])
['Bob: "A run of three."', 'Ann: "How high?"', 'Bob: "Ace."', 'Ann: "Good."']
>>> out.points(1), out.points(0), out.pair
(20, 0, (1, 0))
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .cards import Suit
from .melds import Meld, MeldClass, counts, four_strength, length_word, sequence_key


@dataclass(frozen=True, slots=True)
class Exchange:
    """One line of the interrogation: who says it (a seat), and what."""

    seat: int
    text: str
    rule: str = "MELD-5"


@dataclass(frozen=True, slots=True)
class ClassResult:
    """How one class was settled.

    Attributes:
        meld_class: class A or B.
        winner: the seat that scores the class, or ``None``.
        scored: the melds the winner scores and must show (MELD-4, MELD-5).
        points: what they are worth.
        exchanges: the dialogue of MELD-5, in order.
        learnt: for each of the two seats, in the order they spoke, what it learnt
            about the other's cards.
        pair: the two seats, the first to speak first.
    """

    meld_class: MeldClass
    winner: int | None
    scored: tuple[Meld, ...]
    points: int
    exchanges: tuple[Exchange, ...]
    learnt: tuple[tuple[str, ...], tuple[str, ...]]
    pair: tuple[int, int] = (0, 1)

    def learnt_by(self, seat: int) -> tuple[str, ...]:
        """What this seat learnt in this class (nothing for a seat outside the pair)."""
        return self.learnt[self.pair.index(seat)] if seat in self.pair else ()


@dataclass(frozen=True, slots=True)
class MeldOutcome:
    """Both classes settled: who scores what, and the whole dialogue.

    Attributes:
        results: class A, then class B.
        note: a remark on the whole (e.g. no melds score on this hand).
        pair: the two seats, the first to speak first.
    """

    results: tuple[ClassResult, ClassResult]
    note: str | None = None
    pair: tuple[int, int] = (0, 1)

    def points(self, seat: int) -> int:
        """The meld score of a seat (MELD-7)."""
        return sum(r.points for r in self.results if r.winner == seat)

    def shown(self, seat: int) -> tuple[Meld, ...]:
        """The melds a seat scores and shows."""
        return tuple(m for r in self.results if r.winner == seat for m in r.scored)

    def dialogue(self, names: Sequence[str]) -> list[str]:
        """The interrogation as lines of text, with the speakers' names.

        >>> from jojotte_teach.engine.cards import parse_cards
        >>> out = interrogate(0, ((Meld(parse_cards("9S 9H 9D 9C")),),
        ...                       (Meld(parse_cards("JS JH JD JC")),)), Suit.SPADES)
        >>> out.dialogue(["Ann", "Bob"])[:2]
        ['Ann: "Four Nines."', 'Bob: "Not good: four Jacks."']
        """
        return [f'{names[e.seat]}: "{e.text}"' for r in self.results for e in r.exchanges]


class _Talk:
    """The exchanges of one class between the first and the second speaker."""

    def __init__(self, first: int, second: int) -> None:
        self.seats = (first, second)
        self.exchanges: list[Exchange] = []
        self.learnt: tuple[list[str], list[str]] = ([], [])

    def say(self, who: int, text: str, rule: str = "MELD-5") -> None:
        """``who`` is 0 for the first speaker, 1 for the second."""
        self.exchanges.append(Exchange(self.seats[who], text, rule))

    def learns(self, who: int, fact: str) -> None:
        self.learnt[who].append(fact)

    def result(self, meld_class: MeldClass, winner: int | None,
               scored: Sequence[Meld]) -> ClassResult:
        seat = None if winner is None else self.seats[winner]
        return ClassResult(meld_class, seat, tuple(scored), sum(m.points for m in scored),
                           tuple(self.exchanges),
                           (tuple(self.learnt[0]), tuple(self.learnt[1])), self.seats)


def _settle_fours(talk: _Talk, melds: tuple[Sequence[Meld], Sequence[Meld]],
                  trump: Suit | None) -> ClassResult:
    fours = [sorted((m for m in held if m.is_four), key=lambda m: -four_strength(m, trump))
             for held in melds]
    a, b = (f[0] if f else None for f in fours)
    if a is not None:
        talk.say(0, f"Four {a.rank.plural}.")
        talk.learns(1, f"holds four {a.rank.plural}")
        if b is not None and four_strength(b, trump) > four_strength(a, trump):
            talk.say(1, f"Not good: four {b.rank.plural}.")
            talk.learns(0, f"holds four {b.rank.plural}")
            winner = 1
        else:
            talk.say(1, "Good.")
            talk.learns(0, f"holds no higher four than four {a.rank.plural}")
            winner = 0
    elif b is not None:
        talk.say(0, "No four of a kind.")
        talk.say(1, f"Four {b.rank.plural}.")
        talk.learns(1, "declared no four of a kind")
        talk.learns(0, f"holds four {b.rank.plural}")
        winner = 1
    else:
        return talk.result(MeldClass.FOUR, None, ())
    return talk.result(MeldClass.FOUR, winner, fours[winner])


def _settle_sequences(talk: _Talk, melds: tuple[Sequence[Meld], Sequence[Meld]],
                      trump: Suit | None) -> ClassResult:
    runs = [sorted((m for m in held if not m.is_four), key=lambda m: sequence_key(m, trump),
                   reverse=True) for held in melds]
    a, b = (r[0] if r else None for r in runs)
    winner: int | None
    if a is None and b is None:
        return talk.result(MeldClass.SEQUENCE, None, ())
    if a is None:
        assert b is not None
        talk.say(0, "No sequence.")
        talk.say(1, f"A run of {length_word(b.length)}.")
        talk.learns(1, "declared no sequence")
        talk.learns(0, f"holds a run of {length_word(b.length)}")
        winner = 1
    else:
        talk.say(0, f"A run of {length_word(a.length)}.")
        talk.learns(1, f"holds a run of {length_word(a.length)}")
        if b is None or b.length < a.length:
            talk.say(1, "Good.")
            talk.learns(0, f"holds no run as long as {length_word(a.length)}")
            winner = 0
        elif b.length > a.length:
            talk.say(1, f"Not good: a run of {length_word(b.length)}.")
            talk.learns(0, f"holds a run of {length_word(b.length)}")
            winner = 1
        else:
            winner = _equal_length(talk, a, b, trump)
    return talk.result(MeldClass.SEQUENCE, winner, () if winner is None else runs[winner])


def _equal_length(talk: _Talk, a: Meld, b: Meld, trump: Suit | None) -> int | None:
    """MELD-3, MELD-5: two runs of one length, compared by top card, then trumps."""
    talk.say(1, "How high?")
    talk.learns(0, f"holds a run of {length_word(b.length)} too")
    talk.say(0, f"{a.top.rank.word}.")
    talk.learns(1, f"his run is {a.top.rank.word}-high")
    ka, kb = sequence_key(a, trump), sequence_key(b, trump)
    if kb[1] > ka[1]:
        talk.say(1, f"Not good: {b.top.rank.word}.")
        talk.learns(0, f"his run is {b.top.rank.word}-high")
        return 1
    if kb[1] < ka[1]:
        talk.say(1, "Good.")
        talk.learns(0, "holds no run of that length as high")
        return 0
    # MELD-3: equal length and top card, a trump sequence wins.
    talk.say(1, "Same. In trumps?")
    talk.learns(0, f"his run is {b.top.rank.word}-high too")
    if ka[2]:
        talk.say(0, "Yes.")
        talk.say(1, "Good.", "MELD-3")
        talk.learns(1, f"his run is in trumps ({a.suit.word})")
        return 0
    talk.say(0, "No.")
    talk.learns(1, "his run is not in trumps")
    if kb[2]:
        talk.say(1, "Not good: mine is.", "MELD-3")
        talk.learns(0, f"his run is in trumps ({b.suit.word})")
        return 1
    talk.say(1, "Nor mine: neither of us scores.", "MELD-3")
    talk.learns(0, "his run is not in trumps")
    return None


def interrogate(
    first: int,
    melds: Sequence[Sequence[Meld]],
    trump: Suit | None,
    *,
    second: int | None = None,
    scoring: bool = True,
    note: str | None = None,
) -> MeldOutcome:
    """Settle both classes between two seats from their declarations (MELD-3 to MELD-5).

    Args:
        first: the seat that speaks first (the defender of the auction, SPEC-2; the
            active defender at three, THREE-8).
        melds: each seat's declared melds, indexed by seat.
        trump: the final contract's trump suit (``None`` at No-trump and Nullo).
        second: the other seat; with two seats of melds, the one that is not ``first``.
        scoring: ``False`` where no melds score on this hand (a rule profile).
        note: a remark to keep with the outcome.
    """
    if second is None:
        second = next(s for s in range(len(melds)) if s != first)
    kept = ([m for m in melds[first] if counts(m, trump)],
            [m for m in melds[second] if counts(m, trump)])
    pair = (first, second)
    if not scoring:
        results = (_Talk(first, second).result(MeldClass.FOUR, None, ()),
                   _Talk(first, second).result(MeldClass.SEQUENCE, None, ()))
    else:
        results = (_settle_fours(_Talk(first, second), (kept[0], kept[1]), trump),
                   _settle_sequences(_Talk(first, second), (kept[0], kept[1]), trump))
    return MeldOutcome(results, note, pair)
