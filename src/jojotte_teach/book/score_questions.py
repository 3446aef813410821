"""Scoring questions on the book's hands at three and four, with feedback per answer.

The companion of :func:`~jojotte_teach.quiz.scoring_questions` for the three-player,
partnership and cutthroat games: each answer comes from the engine's
:class:`~jojotte_teach.engine.jojotte.outcome.HandScore`, each explanation adds up the
entries a column writes with their rules, and the feedback names the typical
mistakes at these tables: scoring the beaten defender as at two (SCO-5 against
THREE-9), forgetting what the inactive player or the cutthroat dealer copies
(THREE-10, THREE-11, CUT-2), copying a figure twice, copying prison points (THREE-12),
and the Nullo figures, which differ at three (THREE-11) and in partnership (FOUR-9).
Show them with ``book.show_quiz(book.table_quiz(questions))``.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..engine.scoring import HandScore
from ..quiz import Feedback, Question, mistake, numeric
from .tables import column_key, sitting_out, table_score

__all__ = ["TABLE_KINDS", "table_questions"]

#: The kinds of question :func:`table_questions` asks, in this order.
TABLE_KINDS = ("trick_score", "total_score", "below", "above", "prison")

_DECIDING = frozenset({"THREE-9", "THREE-10", "THREE-12", "SCO-5", "SCO-6", "SCO-7", "SCO-8",
                       "SCO-9", "SCO-11"})
_TIMES = {2: "doubled", 4: "redoubled"}


def _words(label: str) -> str:
    """An entry's label in words: ``melds, as Bob`` is a copy of Bob's melds."""
    base, _, copied = label.partition(", as ")
    words = _WORDS.get(base, base)
    return f"{words}, copied from {copied}" if copied else words


#: The score sheet's entries (:class:`~jojotte_teach.engine.scoring.Item` labels) in words.
_WORDS = {
    "melds": "the melds",
    "tricks": "the trick points",
    "tricks, sided with the winner": "the winner's trick points, for siding with the winner",
    "Nullo defeated": "the lost Nullo",
    "Nullo made": "the Nullo made",
    "Slam made": "the Slam bonus",
    "Slam defeated": "the lost Slam's trick scores",
}


class _Maker:
    """The questions on one hand at three or four."""

    def __init__(self, score: HandScore, hand: str) -> None:
        assert score.outcome is not None
        self.score, self.o, self.hand = score, score.outcome, hand
        self.names = score.names
        self.game = self.o.game
        self.three = self.game.has_active_defender
        self.nullo = self.o.special == "nullo"
        self.m = 1 if self.nullo else self.o.multiplier
        self.col = self.game.side_of
        self.copiers = tuple(self.col(s) for s in sitting_out(score))
        added = score.prison - (0 if score.prison_won else score.prison_before)
        self.added = added
        self.prison_rule = "THREE-12" if self.three else ("SCO-9" if self.nullo else "SCO-8")

    def ask(self, kind: str, column: int, prompt: str, answer: int, why: str, rule: str,
            mistakes: Iterable[Feedback]) -> Question:
        return numeric(f"{self.hand}: {prompt}", answer, why, rule, mistakes,
                       key=f"{kind}-{column_key(self.names[column])}")

    def lines(self, rules: frozenset[str]) -> str:
        chosen = [line for line in self.score.lines
                  if rules.intersection(line.rules) and not line.text.startswith("Contract")]
        return " ".join(f"{line}." for line in chosen)

    def copy_rule(self, c: int) -> str:
        """The rule by which a column that sits the hand out writes (THREE-11, CUT-2)."""
        return "CUT-2" if self.game.dealer_sits_out and c == self.o.dealer else "THREE-11"

    def does(self, c: int, verb: str) -> str:
        """``Ann writes``, ``Ann+Cat write``: a side is plural."""
        name = self.names[c]
        return f"{name} {verb}" if "+" in name else f"{name} {verb}s"

    def do(self, c: int) -> str:
        """``does Ann``, ``do Ann+Cat``."""
        return "do" if "+" in self.names[c] else "does"

    def playing(self) -> list[int]:
        """The columns that play the cards: the active pair at three, both sides at four."""
        if not self.three:
            return [0, 1]
        o = self.o
        assert o.active_defender is not None
        return [self.col(o.declarer), self.col(o.active_defender)]

    def trick_score(self, c: int) -> Question:
        sc, name = self.score, self.names[c]
        t, cp = sc.trick_score[c], sc.card_points[c]
        last = 0 if self.nullo or self.col(self.o.last_trick) != c else 10
        jj = 20 * sum(1 for s, said in enumerate(self.o.jojotte) if said and self.col(s) == c)
        jj = jj if self.o.rules.jojotte_in_trick_score else 0
        parts = [f"{cp} card points"] + (["10 for the last trick"] if last else []) + (
            ["20 for Jo-Jotte (JOJ-4)"] if jj else [])
        why = f"{' + '.join(parts)} = {t} (SCO-1)."
        if self.nullo:
            why += " On a Nullo hand there is no 10 for the last trick (SCO-9)."
        mistakes = [mistake(t - 10, "Add 10 for the last trick.", "SCO-1")] if last else []
        if jj:
            mistakes.append(mistake(t - jj, "Jo-Jotte's 20 is part of the trick score.", "JOJ-4"))
        if sc.meld_score[c]:
            mistakes.append(mistake(t + sc.meld_score[c], "Melds are not part of the trick "
                                    "score: they go above the line at once.", "MELD-7"))
        if self.m > 1:
            mistakes.append(mistake(self.m * t, "The trick score itself is not multiplied: "
                                    "the double counts when it is written down.", "BID-6"))
        if self.nullo and self.col(self.o.last_trick) == c:
            mistakes.append(mistake(t + 10, "No 10 for the last trick on a Nullo hand.",
                                    "SCO-9"))
        return self.ask("trick-score", c, f"what is {name}'s trick score?", t, why, "SCO-1",
                        mistakes)

    def total_score(self, c: int) -> Question:
        sc, name = self.score, self.names[c]
        t, melds, total = sc.trick_score[c], sc.meld_score[c], sc.total_score[c]
        mistakes = [mistake(t, "The Total Score adds the melds to the trick score.", "SCO-4")
                    ] if melds else []
        if self.m > 1:
            mistakes.append(mistake(self.m * t + melds, "The Total Score that decides the hand "
                                    "is counted before any doubling.", "SCO-4"))
        return self.ask("total-score", c, f"what is {name}'s Total Score?", total,
                        f"Trick score {t} + meld score {melds} = {total} (SCO-4).", "SCO-4",
                        mistakes)

    def below(self, c: int) -> Question:
        sc, o, name, m = self.score, self.o, self.names[c], self.m
        value, own, both = sc.below[c], sc.trick_score[c], sum(sc.trick_score)
        quoted = self.lines(_DECIDING)
        why = f"{quoted} So {self.does(c, 'write')} {value} below the line.".strip()
        rules = [r for line in sc.lines for r in line.rules if r in _DECIDING]
        rule = rules[0] if rules else ("THREE-9" if self.three else "FOUR-9")
        winner_below = 0 if sc.winner is None else sc.below[sc.winner]
        mistakes: list[Feedback] = []
        if value and m > 1:
            mistakes.append(mistake(value // m, f"The contract was {_TIMES[m]}: the trick "
                                    f"scores written below are multiplied by {m}.", rule))
        if value and value == m * both and own != both:
            mistakes.append(mistake(m * own, f"{name} won the hand: both trick scores go "
                                    "below, not only the winner's own.", rule))
        if value and value == own and own != both:
            mistakes.append(mistake(both, "Undoubled, a winning declarer (or declaring side) "
                                    "writes only its own trick score below the line.", rule))
        if not value and c in self.copiers and winner_below:
            mistakes.append(mistake(winner_below, f"{name} did not play the hand and writes "
                                    "only above the line.", self.copy_rule(c)))
        if (not value and self.three and m == 1 and not o.special and sc.winner == c
                and sc.winner != self.col(o.declarer)):
            mistakes.append(mistake(both, "At three a winning active defender writes the "
                                    "combined trick scores above the line, not below.",
                                    "THREE-9"))
        if not value and sc.winner is None and not self.nullo and own:
            mistakes.append(mistake(m * own, "The Total Scores are equal: the trick scores go "
                                    "to prison, and nobody writes them.", self.prison_rule))
        if not value and self.nullo and own:
            mistakes.append(mistake(own, "Nothing is written below the line on a Nullo hand.",
                                    "SCO-9"))
        return self.ask("below", c, f"what {self.do(c)} {name} write below the line?", value,
                        why, rule, mistakes)

    def above(self, c: int) -> Question:
        sc, o, name = self.score, self.o, self.names[c]
        value = sc.above[c]
        items = [i for i in sc.items if i.seat == c and i.column == "above" and i.points]
        if items:
            entries = " + ".join(f"{i.points} for {_words(i.label)} ({i.rule})" for i in items)
            why = f"{self.does(c, 'write')} {entries}" + (f" = {value}" if len(items) > 1 else "")
            why += " above the line."
        else:
            why = f"Nothing goes above the line for {name} in this hand: 0."
        copy_rule = self.copy_rule(c)
        rule = max(items, key=lambda i: i.points).rule if items else (
            copy_rule if c in self.copiers else "MELD-7")
        mistakes: list[Feedback] = []
        if value and c in self.copiers:
            mistakes.append(mistake(0, f"{name} did not play the hand, but still writes above "
                                    "the line what the rules give that seat to copy.",
                                    copy_rule))
        mistakes += [mistake(value - i.points, f"That leaves out {i.points} for "
                             f"{_words(i.label)}.", i.rule) for i in items]
        if self.added and sc.winner != c:
            copies = ", and nobody copies them" if self.three else ""
            mistakes.append(mistake(value + self.added, "Nobody writes the points that go to "
                                    f"prison: they wait for the winner of a later hand{copies}.",
                                    self.prison_rule))
        if (self.three and o.multiplier == 1 and not o.special and o.active_defender is not
                None and c == self.col(o.active_defender) and sc.winner == self.col(o.declarer)
                and sc.trick_score[c]):
            mistakes.append(mistake(value + sc.trick_score[c], "At two players the beaten "
                                    "defender writes his trick score above (SCO-5); at three "
                                    "nobody writes trick points when the declarer wins (an "
                                    "interpretation).", "THREE-9"))
        for i in items:
            if c in self.copiers and (self.nullo or o.multiplier == 1) and (
                    i.label.startswith("tricks") or i.label == "Nullo defeated"):
                mistakes.append(mistake(value + i.points, f"The {i.points} are written once, "
                                        "not a second time as a copy (an interpretation).",
                                        "THREE-11"))
            if i.label == "Nullo defeated":
                n = sc.tricks[self.col(o.declarer)]
                wrong = 200 + 100 * (n - 1) if self.three else 100 + 50 * (n - 1)
                text = ("At three a lost Nullo pays 100 for the first trick and 50 for each "
                        "further one, not the two-player 200 and 100." if self.three else
                        "In partnership a lost Nullo keeps the two-player figures: 200 for the "
                        "first trick and 100 for each further one.")
                mistakes.append(mistake(value - i.points + wrong, text, i.rule))
        if (o.sider is not None and c == self.col(o.sider) and sc.winner is not None
                and not o.special and (sc.winner == self.col(o.declarer))
                != o.sided_with_declarer):
            mistakes.append(mistake(value + sc.below[sc.winner], f"{name} sided with the "
                                    "loser: only a player who sided with the winner copies "
                                    "the winner's trick points.", "THREE-10"))
        return self.ask("above", c, f"what {self.do(c)} {name} write above the line?", value,
                        why, rule, mistakes)

    def prison(self) -> Question:
        sc, m = self.score, self.m
        quoted = self.lines(frozenset({"SCO-8", "SCO-9", "THREE-12"}))
        why = f"{quoted} So {sc.prison} points are in prison after this hand.".strip()
        kept = sc.prison - self.added
        mistakes: list[Feedback] = []
        if self.nullo:
            mistakes.append(mistake(sc.prison + 10, "On a Nullo hand the last trick's 10 is "
                                    "not counted.", "SCO-9"))
        if self.added and sc.winner is None and not self.nullo and m > 1:
            mistakes.append(mistake(kept + self.added // m, f"The contract was {_TIMES[m]}: "
                                    "the trick scores go to prison multiplied.",
                                    self.prison_rule))
        if self.added and sc.winner is None and not self.nullo:
            mistakes.append(mistake(kept + self.added // 2, "Both trick scores go to prison, "
                                    "not one.", self.prison_rule))
        return numeric(f"{self.hand}: how many points are in prison after this hand?",
                       sc.prison, why, self.prison_rule, mistakes, key="prison")


def table_questions(name: str, hand: str, kinds: Iterable[str] | None = None,
                    columns: Iterable[str] | None = None, prison: int = 0) -> list[Question]:
    """Scoring questions on an example hand at three or four, each with feedback per answer.

    Args:
        name: the example.
        hand: how the questions name the hand (``"The doubled hand"``).
        kinds: which kinds (:data:`TABLE_KINDS`); all by default. Trick and Total Scores are
            asked of the columns that play; the prison only when it changes.
        columns: the columns asked about (``"Ann"``, ``"Ann+Cat"``); all by default.
        prison: the points in prison before the hand.

    Raises:
        ValueError: an unknown kind or column, or a hand thrown in.

    >>> [(q.key, q.answer) for q in table_questions("three-doubled", "Hand 3", ["above"])]
    [('above-Ann', 330), ('above-Bob', 50), ('above-Cat', 0)]
    """
    wanted = tuple(TABLE_KINDS if kinds is None else kinds)
    unknown = [k for k in wanted if k not in TABLE_KINDS]
    if unknown:
        raise ValueError(f"unknown kind {unknown[0]!r} (known: {', '.join(TABLE_KINDS)})")
    score = table_score(name, prison)
    if score.thrown_in:
        raise ValueError(f'example "{name}" was thrown in: there is nothing to score')
    maker = _Maker(score, hand)
    names = list(score.names)
    chosen = names if columns is None else list(columns)
    for column in chosen:
        if column not in names:
            raise ValueError(f"no column {column!r} in this hand (columns: {', '.join(names)})")
    asked = [names.index(column) for column in chosen]
    questions: list[Question] = []
    for kind in wanted:
        if kind == "prison":
            if maker.added or score.prison_before:
                questions.append(maker.prison())
            continue
        playing = maker.playing() if kind in ("trick_score", "total_score") else asked
        questions += [getattr(maker, kind)(c) for c in asked if c in playing]
    return questions

