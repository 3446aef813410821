"""Scoring questions on the book's Klaberjass and Belote hands, with feedback per answer.

The companion of :func:`~jojotte_teach.quiz.scoring_questions` for the family
(FAMILY.md): each answer comes from the engine's score of an example hand, each
explanation adds the figures up with their rules, and the feedback names the usual
slips of a Jo-Jotte player: forgetting the last trick's 10 or the capot's 100
(KLAB-3, BEL-19), leaving the melds out of the hand points, which in the family
count with the cards (KLAB-19, BEL-20), writing a failed bidder's points for him
(KLAB-20, BEL-23), and Belote's rounding (BEL-25). Show them as the other chapters
show theirs: ``book.show_quiz(book.family_questions("belote-made", "The first hand"))``.

>>> [q.key for q in family_questions("klaberjass-made", "K", kinds=["scored"])]
['scored-Ann', 'scored-Bob']
"""

from __future__ import annotations

from collections.abc import Iterable

from ..engine.scoring import HandScore
from ..quiz import Feedback, Question, mistake, numeric
from .family import family_example, family_score, unrounded_scores

__all__ = ["FAMILY_KINDS", "family_questions"]

#: The kinds of question, in the order they are asked.
FAMILY_KINDS = ("card_points", "trick_score", "total", "scored")


def family_questions(name: str, hand: str, kinds: Iterable[str] | None = None,
                     rules: str | None = None) -> list[Question]:
    """Questions on the score of an example hand of Klaberjass or Belote, column by column.

    Args:
        name: the example (``"belote-made"``).
        hand: how the questions name the hand (``"The first Belote hand"``): a page asks
            about several hands, and the same words must never ask two things.
        kinds: which of :data:`FAMILY_KINDS` (all by default).
        rules: the profile to score the hand under (the record's own by default).

    Raises:
        ValueError: an unknown kind, or a hand that was thrown in.
    """
    wanted = tuple(FAMILY_KINDS if kinds is None else kinds)
    unknown = [k for k in wanted if k not in FAMILY_KINDS]
    if unknown:
        raise ValueError(f"unknown kind of question {unknown[0]!r} "
                         f"(known: {', '.join(FAMILY_KINDS)})")
    score = family_score(name, rules)
    if score.thrown_in:
        raise ValueError(f'example "{name}" was thrown in: nothing is scored')
    record = family_example(name, rules)
    maker = _Maker(score, hand, unrounded_scores(record))
    return [getattr(maker, kind)(column) for kind in FAMILY_KINDS if kind in wanted
            for column in range(score.game.columns)]


class _Maker:
    """The questions on one family hand."""

    def __init__(self, score: HandScore, hand: str, exact: tuple[int, ...] | None) -> None:
        assert score.contract is not None
        self.score, self.hand = score, hand
        #: What each column scores before Belote's rounding (BEL-25), where it rounds.
        self.exact = exact
        self.belote = score.game.partnerships
        self.names = score.names
        self.taking = score.game.side_of(score.contract.declarer)
        self.more = dict(score.more_figures)

    def ask(self, kind: str, column: int, prompt: str, answer: int, why: str, rule: str,
            mistakes: Iterable[Feedback]) -> Question:
        key = f"{kind}-{self.names[column].replace('+', '-')}"
        seen: set[float] = {answer}
        kept = []
        for m in mistakes:  # one feedback per wrong figure, and never the right one
            if m.value not in seen:
                seen.add(m.value)
                kept.append(m)
        return numeric(f"{self.hand}: {prompt}", answer, why, rule, kept, key=key)

    def _rule(self, klab: str, bel: str) -> str:
        return bel if self.belote else klab

    def card_points(self, c: int) -> Question:
        sc, name = self.score, self.names[c]
        rule = self._rule("KLAB-3", "BEL-4")
        tricks = sc.tricks[c]
        why = (f"{name} took {tricks} trick{'' if tricks == 1 else 's'} worth "
               f"{sc.card_points[c]} card points ({rule}); the last trick's bonus is not a "
               "card point.")
        mistakes = [mistake(sc.card_points[1 - c], f"That is what {self.names[1 - c]} took.",
                            rule)]
        if sc.last_trick[c]:
            mistakes.append(mistake(sc.card_points[c] + sc.last_trick[c], "The bonus for the "
                                    "last trick is added to the trick points, not to the "
                                    "card points.", self._rule("KLAB-3", "BEL-19")))
        return self.ask("card-points", c, f"how many card points did {name} take?",
                        sc.card_points[c], why, rule, mistakes)

    def trick_score(self, c: int) -> Question:
        sc, name = self.score, self.names[c]
        t, cards, last = sc.trick_score[c], sc.card_points[c], sc.last_trick[c]
        parts = [f"{cards} card points"]
        mistakes: list[Feedback] = []
        if self.belote:
            rule = "BEL-19"
            if last == 100:
                parts.append("100 for the capot instead of the last trick's 10")
                mistakes.append(mistake(cards + 10, "Every trick: a capot counts 100, not "
                                        "the last trick's 10.", rule))
            elif last:
                parts.append("10 for the last trick")
        else:
            rule = "KLAB-3"
            if last:
                parts.append("10 for the last trick")
            if sc.jojotte[c]:
                parts.append("20 for Jo-Jotte (KLAB-18)")
                mistakes.append(mistake(t - sc.jojotte[c], "Jo-Jotte's 20 is part of the "
                                        "trick score.", "KLAB-18"))
        if last == 10:
            mistakes.append(mistake(t - last, "Add 10 for the last trick.", rule))
        if sc.meld_score[c]:
            mistakes.append(mistake(t + sc.meld_score[c], "The melds come next, in the "
                                    "hand's total: they are not trick points.",
                                    self._rule("KLAB-19", "BEL-20")))
        label = "are {}'s trick points" if self.belote else "is {}'s trick score"
        return self.ask("trick-score", c, f"what {label.format(name)}?", t,
                        f"{' + '.join(parts)} = {t} ({rule}).", rule, mistakes)

    def total(self, c: int) -> Question:
        sc, name = self.score, self.names[c]
        t, melds, total = sc.trick_score[c], sc.meld_score[c], sc.total_score[c]
        mistakes: list[Feedback] = []
        if self.belote:
            rule, belote = "BEL-20", self.more.get("belote", (0, 0))[c]
            won = self.more.get("declarations", (0, 0))[c]
            why = f"Trick points {t} + belote {belote} + declarations {melds} = {total} (BEL-20)."
            if won and not melds:
                why += (f" {name} took no trick, so its declarations do not count (BEL-20, "
                        "BEL-24).")
                mistakes.append(mistake(total + won, "A side that took no trick counts no "
                                        "declarations.", "BEL-20"))
            if belote:
                mistakes.append(mistake(total - belote, "Belote and rebelote are worth 20.",
                                        "BEL-14"))
            label = "is {}'s hand total"
        else:
            rule = "KLAB-19"
            why = f"Trick score {t} + melds {melds} = {total} (KLAB-19)."
            label = "are {}'s hand points"
        if melds:
            mistakes.append(mistake(total - melds, "The melds count with the cards in the "
                                    "hand's total.", rule))
        return self.ask("total", c, f"what {label.format(name)}?", total, why, rule, mistakes)

    def scored(self, c: int) -> Question:
        sc, name = self.score, self.names[c]
        value, lines = sc.below[c], [line for line in sc.lines if _decides(line.rules)]
        plural = "+" in name
        why = " ".join(f"{line}." for line in lines) + (
            f" So {name} score{'' if plural else 's'} {value}.")
        rule = next((r for line in lines for r in line.rules if r != "BEL-25"),
                    self._rule("KLAB-20", "BEL-22"))
        own, both = sc.total_score[c], sum(sc.total_score)
        taking = c == self.taking
        mistakes: list[Feedback] = []
        if self.exact is not None and self.exact[c] != value:
            five = " (a 5 rounds up: an interpretation)" if self.exact[c] % 10 == 5 else ""
            mistakes.append(mistake(self.exact[c], f"Round it to the nearest ten{five}.",
                                    "BEL-25"))
        if sc.made:
            each = ("each side scores its own hand total" if self.belote
                    else "each player scores his own hand points")
            mistakes.append(mistake(both, f"The contract is made: {each}.", rule))
        elif taking:
            mistakes.append(mistake(own, "The contract is lost: the taking side does not score "
                                    "its own points.", rule))
        else:
            mistakes.append(mistake(own, "The contract is lost: the other side scores more "
                                    "than its own points.", rule))
        return self.ask("scored", c, f"what {'do' if plural else 'does'} {name} "
                        "score for this hand?", value, why, rule, mistakes)


_DECIDING = frozenset({"KLAB-20", "BEL-21", "BEL-22", "BEL-23", "BEL-25"})


def _decides(rules: Iterable[str]) -> bool:
    return bool(_DECIDING.intersection(rules))
