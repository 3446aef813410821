"""Scoring questions generated from a finished hand, with the engine's reckoning.

Each question's answer comes from :func:`~jojotte_teach.engine.score_hand`; its
explanation quotes the reckoning's lines with their rule IDs; its feedback names
the typical mistakes (forgetting the last trick's 10, forgetting the doubling,
writing the defender's score below the line, counting melds in the trick score).

>>> from jojotte_teach.engine import DECK, parse_record
>>> rec = parse_record({"format": "jojotte-hand/1", "players": ["Ann", "Bob"],
...     "dealer": "Bob", "deal": {"deck": [c.text for c in DECK]}, "actions": []})
>>> scoring_questions(rec)
Traceback (most recent call last):
...
ValueError: there is nothing to score yet: the auction is still going on
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..engine.cards import Card, Rank, card_points
from ..engine.records import HandRecord
from ..engine.scoring import HandScore, Line, score_hand
from ..engine.state import HandState, Phase
from .questions import Feedback, Question, mistake, numeric

__all__ = ["KINDS", "scoring_questions"]

#: The kinds of question, in the order they are asked.
KINDS = ("card_points", "trick_score", "meld_score", "total_score", "below", "above", "prison")

_BELOW_RULES = frozenset({"SCO-4", "SCO-5", "SCO-6", "SCO-7", "SCO-8", "SCO-9", "SCO-11"})
_ABOVE_RULES = frozenset({"MELD-7", "SCO-5", "SCO-8", "SCO-9", "SCO-10", "SCO-11", "JOJ-4"})
_PRISON_RULES = frozenset({"SCO-8", "SCO-9"})
_DECIDING = frozenset({"SCO-5", "SCO-6", "SCO-7", "SCO-8", "SCO-9", "SCO-11"})
_TIMES = {2: "doubled", 4: "redoubled"}


def _finished(source: HandState | HandRecord) -> HandState:
    state = source.final_state() if isinstance(source, HandRecord) else source
    if state.phase is Phase.THROWN_IN:
        raise ValueError("the hand was thrown in (BID-3): nothing is scored")
    if state.phase is not Phase.OVER:
        where = {Phase.AUCTION: "the auction is still going on",
                 Phase.DECLARING: "the play has not started"}.get(
                     state.phase, f"only {len(state.tricks)} of 9 tricks have been played")
        raise ValueError(f"there is nothing to score yet: {where}")
    return state


def scoring_questions(
    source: HandState | HandRecord,
    prison: int = 0,
    kinds: Iterable[str] | None = None,
    hand: str | None = None,
) -> list[Question]:
    """Questions on the score of a finished hand, for both players.

    Args:
        source: a finished hand (its state, or its record).
        prison: the points in prison before the hand (SCO-8).
        kinds: which kinds of question (see :data:`KINDS`); all that apply by default.
            Meld questions are asked only if someone declared a meld, prison questions
            only if the prison is part of the story (a tie, Nullo, or points waiting).
        hand: how the questions name the hand (``"The redoubled hand"``), so that a page
            asking about several hands never asks the same words twice.

    Returns:
        The questions, by kind, then player.

    Raises:
        ValueError: the hand is not finished, was thrown in, or a kind is unknown.
    """
    wanted = tuple(KINDS if kinds is None else kinds)
    unknown = [k for k in wanted if k not in KINDS]
    if unknown:
        raise ValueError(f"unknown kind of question {unknown[0]!r} (known: {', '.join(KINDS)})")
    state = _finished(source)
    maker = _Maker(state, score_hand(state, prison), hand)
    questions: list[Question] = []
    for kind in KINDS:
        if kind not in wanted:
            continue
        if kind == "prison":
            if maker.prison_matters():
                questions.append(maker.prison())
            continue
        if kind == "meld_score" and not any(state.melds):
            continue
        for seat in (0, 1):
            questions.append(getattr(maker, kind)(seat))
    return questions


class _Maker:
    """Builds the questions of one hand."""

    def __init__(self, state: HandState, score: HandScore, hand: str | None = None) -> None:
        self.state = state
        self.hand = hand
        self.score = score
        self.names = state.players
        assert score.contract is not None
        self.contract = score.contract
        self.m = score.contract.multiplier
        self.nullo = score.contract.special == "nullo"
        #: The declarer's opponent (BID-6).
        self.defender = state.game.opponent_of(score.contract.declarer)
        self.reckoning = tuple(score.reckoning())

    def _question(self, key: str, prompt: str, answer: int, explanation: str, rule: str,
                  mistakes: Sequence[Feedback]) -> Question:
        if self.hand:
            prompt = f"{self.hand}: {prompt[:1].lower()}{prompt[1:]}"
        q = numeric(prompt, answer, explanation, rule, mistakes, key=f"{key}")
        return Question(q.key, q.prompt, q.answer, q.explanation, q.rule, q.mistakes,
                        q.tolerance, self.reckoning)

    def _lines(self, rules: frozenset[str]) -> list[Line]:
        # A line that cites the profile states where it departs from the rule it replaces.
        cited = rules | {self.state.rules.name}
        return [line for line in self.score.lines if cited.intersection(line.rules)]

    @staticmethod
    def _quote(lines: Sequence[Line]) -> str:
        return " ".join(f"{line}." for line in lines)

    # ------------------------------------------------------------ per player

    def card_points(self, seat: int) -> Question:
        name, sc, trump = self.names[seat], self.score, self.contract.trump
        won = self.state.won_cards(seat)
        counting = [c for c in won if card_points(c, trump)]
        total = sc.card_points[seat]
        if counting:
            sums = ", ".join(f"{c.pretty} {card_points(c, trump)}" for c in counting)
            why = f"{name} won {sums}: {total} card points (SCO-1)."
        else:
            why = f"None of the cards {name} won is worth anything: 0 card points (SCO-1)."
        why += " The 10 for the last trick is not a card point; it is added to the trick score."
        mistakes: list[Feedback] = []
        if sc.last_trick[seat]:
            mistakes.append(mistake(total + sc.last_trick[seat],
                                    "That includes the 10 for the last trick: it belongs to the "
                                    "trick score, not to the card points.", "SCO-1"))
        high_trumps = [c for c in won if trump is not None and c.suit is trump
                       and c.rank in (Rank.JACK, Rank.NINE)]
        if high_trumps:
            mistakes.append(mistake(total - sum(card_points(c, trump) for c in high_trumps),
                                    "In the trump suit the Jack is worth 20 and the Nine 15, "
                                    "though they are worth nothing in the other suits.", "SCO-1"))
        if trump is None:
            plain_high = [c for c in won if c.rank in (Rank.JACK, Rank.NINE)]
            if plain_high:
                extra = sum(20 if c.rank is Rank.JACK else 15 for c in plain_high)
                mistakes.append(mistake(total + extra,
                                        "There are no trumps here: every Jack and Nine is "
                                        "worth nothing.", "SCO-1"))
        other = self.state.game.opponent_of(seat)
        mistakes.append(mistake(sc.card_points[other],
                                f"That is what {self.names[other]} took: count {name}'s tricks.",
                                "SCO-1"))
        return self._question(f"card-points-{name}",
                              f"How many card points are in the tricks {name} won?",
                              total, why, "SCO-1", mistakes)

    def trick_score(self, seat: int) -> Question:
        name, sc = self.names[seat], self.score
        t = sc.trick_score[seat]
        in_tricks = self.state.rules.jojotte_in_trick_score
        jj = sc.jojotte[seat] if in_tricks else 0
        parts = [f"{sc.card_points[seat]} card points"]
        if sc.last_trick[seat]:
            parts.append("10 for the last trick")
        if jj:
            parts.append("20 for Jo-Jotte (JOJ-4)")
        why = f"{' + '.join(parts)} = {t} (SCO-1)."
        if self.nullo:
            why += (" On a Nullo hand the trick score is the card points alone, at No-trump "
                    "values, with no 10 for the last trick (SCO-9).")
        mistakes: list[Feedback] = []
        if sc.last_trick[seat]:
            mistakes.append(mistake(t - 10, f"{name} won the last trick: add 10 for it.",
                                    "SCO-1"))
        if jj:
            mistakes.append(mistake(t - jj, "Jo-Jotte's 20 is part of the trick score.",
                                    "JOJ-4"))
        if sc.jojotte[seat] and not in_tricks:
            mistakes.append(mistake(t + sc.jojotte[seat], f"Under the {self.state.rules.name} "
                                    "rules Jo-Jotte's 20 goes above the line, not into the "
                                    "trick score (unlike JOJ-4).", self.state.rules.name))
        if sc.meld_score[seat]:
            mistakes.append(mistake(t + sc.meld_score[seat], "Melds are not part of the trick "
                                    "score: they go above the line at once.", "MELD-7"))
        if self.m > 1:
            mistakes.append(mistake(self.m * t, "The trick score itself is not multiplied: the "
                                    "Double counts when it is written down.", "BID-6"))
        if self.nullo and self.state.tricks[-1].winner == seat:
            mistakes.append(mistake(t + 10, "On a Nullo hand there is no 10 for the last trick.",
                                    "SCO-9"))
        prompt = f"What is {name}'s trick score"
        prompt += " (before the Double counts)?" if self.m > 1 else "?"
        return self._question(f"trick-score-{name}", prompt, t, why, "SCO-1", mistakes)

    def meld_score(self, seat: int) -> Question:
        name, sc = self.names[seat], self.score
        outcome = self.state.meld_outcome
        assert outcome is not None
        declared = self.state.melds[seat]
        m = sc.meld_score[seat]
        mistakes: list[Feedback] = []
        if m:
            shown = ", ".join(f"{x.describe()} {x.points}" for x in outcome.shown(seat))
            why = (f"{name} has the better meld of the class and scores every meld of it "
                   f"declared: {shown}, {m} in all (MELD-4, MELD-7).")
            best = 0
            for result in outcome.results:
                if result.winner == seat and result.scored:
                    best += max(x.points for x in result.scored)
            if best != m:
                mistakes.append(mistake(best, "The winner of a class scores every meld of that "
                                        "class he declared, not only the best.", "MELD-4"))
        elif outcome.note:
            why = (f"{outcome.note} ({self.state.rules.name}, unlike SPEC-5) So {name} "
                   "scores 0 for melds.")
        elif declared:
            why = (f"{name}'s melds were beaten: only the player with the better meld of a "
                   f"class scores in it (MELD-3), so {name} scores 0 for melds.")
        else:
            why = f"{name} declared no meld, so {name} scores 0 for melds (MELD-6)."
        own = sum(x.points for x in declared)
        if own != m:
            mistakes.append(mistake(own, "Only one player scores in each class: the one with "
                                    "the better meld.", "MELD-3"))
        return self._question(f"meld-score-{name}",
                              f"How many points does {name} score for melds?", m, why,
                              "MELD-3", mistakes)

    def total_score(self, seat: int) -> Question:
        name, sc = self.names[seat], self.score
        t, m, total = sc.trick_score[seat], sc.meld_score[seat], sc.total_score[seat]
        why = f"Trick score {t} + meld score {m} = {total} (SCO-4)."
        mistakes: list[Feedback] = []
        if m:
            mistakes.append(mistake(t, "The Total Score adds the meld score to the trick score.",
                                    "SCO-4"))
        if self.m > 1:
            mistakes.append(mistake(self.m * t + m, "The Total Score that decides the hand is "
                                    "counted before any doubling.", "SCO-4"))
        return self._question(f"total-score-{name}", f"What is {name}'s Total Score?", total,
                              why, "SCO-4", mistakes)

    def below(self, seat: int) -> Question:
        name, sc, m = self.names[seat], self.score, self.m
        other = self.state.game.opponent_of(seat)
        value = sc.below[seat]
        lines = self._lines(_BELOW_RULES)
        deciding = [r for line in lines for r in line.rules if r in _DECIDING]
        rule = deciding[0] if deciding else "SCO-5"
        why = f"{self._quote(lines)} So {name} writes {value} below the line."
        both = m * (sc.trick_score[0] + sc.trick_score[1])
        mistakes: list[Feedback] = []
        if value:
            if m > 1:
                mistakes.append(mistake(value // m, f"The contract was {_TIMES[m]}: the trick "
                                        f"scores written below are multiplied by {m}.", "SCO-7"))
            if value == both and sc.trick_score[other]:
                mistakes.append(mistake(m * sc.trick_score[seat], f"{name} wins the hand, so "
                                        f"{name} also writes {self.names[other]}'s trick score "
                                        "below.", "SCO-7" if m > 1 else "SCO-6"))
            if not self.nullo and value - m * 10 >= 0:
                mistakes.append(mistake(value - m * 10, "Count the 10 for the last trick in "
                                        "the trick score.", "SCO-1"))
            melds = sc.meld_score[seat] + (sc.meld_score[other] if value == both else 0)
            if melds:
                mistakes.append(mistake(value + m * melds, "Melds go above the line, never "
                                        "below: they are not part of the trick score.",
                                        "MELD-7"))
        else:
            if self._beaten_defender_above(seat):
                mistakes.append(mistake(sc.trick_score[seat], "The declarer won: the defender "
                                        "writes his trick score above the line, not below.",
                                        "SCO-5"))
            elif sc.trick_score[seat] and sc.winner == other:
                mistakes.append(mistake(m * sc.trick_score[seat], f"{self.names[other]} won the "
                                        f"hand: {name} scores nothing below the line.", rule))
            if sc.winner is None and not self.nullo:
                mistakes.append(mistake(m * sc.trick_score[seat], "The Total Scores are equal: "
                                        "the trick scores go to prison.", "SCO-8"))
        return self._question(f"below-{name}",
                              f"What does {name} write below the line for this hand?", value,
                              why, rule, mistakes)

    def _beaten_defender_above(self, seat: int) -> bool:
        """SCO-5: the defender of an undoubled contract the declarer won writes above."""
        sc, c = self.score, self.contract
        return (self.m == 1 and not self.nullo and c.special != "slam" and seat == self.defender
                and sc.winner == c.declarer and sc.trick_score[seat] > 0
                and self.state.rules.defender_scores_above_when_beaten)

    def above(self, seat: int) -> Question:
        name, sc = self.names[seat], self.score
        value = sc.above[seat]
        lines = [line for line in self._lines(_ABOVE_RULES)
                 if "above" in line.text or "prison" in line.text]
        why = f"{self._quote(lines)} So {name} writes {value} above the line." if lines else (
            f"Nothing in this hand goes above the line for {name}: 0.")
        rule = "MELD-7"
        mistakes: list[Feedback] = []
        if sc.meld_score[seat]:
            mistakes.append(mistake(value - sc.meld_score[seat], "Meld points go above the line "
                                    "at once.", "MELD-7"))
        if sc.winner == seat and sc.prison_won:
            rule = "SCO-8"
            mistakes.append(mistake(value - sc.prison_won, f"{name} won the hand, so {name} "
                                    "takes the points in prison, above the line.", "SCO-8"))
        if self._beaten_defender_above(seat):
            rule = "SCO-5"
            mistakes.append(mistake(value - sc.trick_score[seat], "The beaten defender writes "
                                    "a trick score of his own above the line.", "SCO-5"))
        for line in lines:
            if "SCO-10" in line.rules and line.text.startswith(name):
                bonus = 500 if "bid Slam" in line.text else 100
                mistakes.append(mistake(value - bonus, "Do not forget the Slam bonus.", "SCO-10"))
            if "SCO-9" in line.rules and "above" in line.text:
                rule = "SCO-9"
        return self._question(f"above-{name}",
                              f"What does {name} write above the line for this hand?", value,
                              why, rule, mistakes)

    # ------------------------------------------------------------ the prison

    def prison_matters(self) -> bool:
        sc = self.score
        return bool(sc.prison_before or sc.prison or self.nullo or sc.winner is None)

    def prison(self) -> Question:
        sc, m = self.score, self.m
        before = sc.prison_before
        kept = 0 if sc.prison_won else before
        added = sc.prison - kept
        lines = self._lines(_PRISON_RULES)
        why = f"{self._quote(lines)} So {sc.prison} points are in prison after this hand."
        if not lines:
            why = f"Nothing goes to prison in this hand: {sc.prison} points stay there."
        mistakes: list[Feedback] = []
        if added and sc.winner is None and not self.nullo and m > 1:
            mistakes.append(mistake(kept + added // m, f"The contract was {_TIMES[m]}: the trick "
                                    "scores go to prison multiplied.", "SCO-8"))
        if self.nullo:
            mistakes.append(mistake(sc.prison + 10, "On a Nullo hand the last trick's 10 is not "
                                    "counted.", "SCO-9"))
            if any(c.rank in (Rank.JACK, Rank.NINE) for t in self.state.tricks for c in t.cards):
                mistakes.append(mistake(
                    kept + _trump_valued(self.state), "Nullo has no trumps: every card counts at "
                    "No-trump values, Jacks and Nines nothing.", "SCO-9"))
        if sc.prison_won:
            mistakes.append(mistake(before + added, f"{self.names[sc.winner or 0]} won the hand "
                                    "and took what was in prison.", "SCO-8"))
        if before and not sc.prison_won and added:
            mistakes.append(mistake(added, "Prison accumulates: the new points join those "
                                    "already there.", "SCO-8"))
        rule = "SCO-9" if self.nullo else "SCO-8"
        prompt = "How many points are in prison after this hand?"
        if before:
            prompt = (f"There were {before} points in prison before this hand. "
                      "How many are there after it?")
        return self._question("prison", prompt, sc.prison, why, rule, mistakes)


def _trump_valued(state: HandState) -> int:
    """A Nullo hand's card points counted as if its auction's trump still stood."""
    auction = state.auction_contract
    trump = None if auction is None else auction.trump
    cards: list[Card] = [c for t in state.tricks for c in t.cards]
    return sum(card_points(c, trump) for c in cards)
