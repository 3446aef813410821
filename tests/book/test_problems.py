"""The decision problems of the strategy chapters: each verdict is the engine's.

For every problem the verdict is worked out again here, from the problem's own
data, and the quiz the page builds from it must mark the engine's best option(s)
as the right answer, by a clear margin; problems judged on sampled deals must
give the same best option with another seed too, so that the page's answer is
not an accident of the deals drawn. The pages must show every problem, and the
figures they carry must be the engine's. A problem offers every option its position
allows (or says why not), and nothing shown before the answer gives it away: the
neutral label shares no word with any option, and the lesson waits for the verdict.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import replace
from functools import cache
from html import escape, unescape
from pathlib import Path

import pytest

from jojotte_teach.ai.search import Solver
from jojotte_teach.book.problem_pages import (
    option_label,
    problem_html,
    problem_question,
    problem_quiz,
    problem_verdict,
    verdict_html,
)
from jojotte_teach.book.problem_verdicts import verdict
from jojotte_teach.book.problems import (
    CLEAR_MARGIN,
    Verdict,
    missing_options,
    problem,
    problems,
)
from jojotte_teach.engine.actions import Verb
from jojotte_teach.engine.hand import Phase
from jojotte_teach.engine.state import legal_actions

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT.parent / "shared" / "RULES.md"
PAGES = {name: ROOT / "book" / f"strategy-{name}.md"
         for name in ("auction", "valuing", "position", "declaring", "play", "tables")}
ALL = problems()
IDS = [p.ident for p in ALL]
#: How many problems each strategy topic needs at least, by the prefix of their names.
SPREAD = {"auction": 8, "nullo": 2, "slam": 2, "meld": 3, "dix": 2, "jojotte": 2, "lead": 4,
          "count": 3, "defence": 3}


@cache
def judged(ident: str, seed_shift: int = 0) -> Verdict:
    """The verdict the page shows (worked out afresh in this run), or with the problem's
    seed moved by ``seed_shift`` (with its own solver)."""
    if not seed_shift:
        return problem_verdict(ident)
    p = problem(ident)
    return verdict(replace(p, seed=p.seed + seed_shift), Solver())


def test_there_are_forty_six_problems_spread_over_the_topics() -> None:
    assert len(ALL) >= 46
    assert len(set(IDS)) == len(IDS)
    topics = Counter(ident.split("-")[0] for ident in IDS)
    for topic, least in SPREAD.items():
        assert topics[topic] >= least, f"{topic}: {topics[topic]} problems"


def test_sixteen_problems_are_played_at_three_and_four() -> None:
    tables = [p for p in ALL if p.is_table]
    assert len(tables) >= 16
    games = Counter(p.record.game.name for p in tables)
    assert games["three"] >= 5 and games["partnership"] >= 5, games
    assert games["cutthroat"] >= 1, games


def test_every_problem_is_on_a_page_with_its_quiz() -> None:
    texts = {name: page.read_text(encoding="utf-8") for name, page in PAGES.items()}
    for ident in IDS:
        where = [name for name, text in texts.items() if f'show_position("{ident}")' in text]
        assert len(where) == 1, f"{ident} is shown on {where}"
        text = texts[where[0]]
        assert f'book.show_quiz(problem_quiz("{ident}"))' in text
        assert f'show_verdict("{ident}")' in text
        # The page's heading is the problem's neutral label (or its number), nothing more.
        before = text[:text.index(f'show_position("{ident}")')]
        heading = re.findall(r"^#+ (.+)$", before, re.MULTILINE)[-1]
        p = problem(ident)
        assert heading in (f"Problem {p.number}", p.label), (ident, heading)


@pytest.mark.parametrize("ident", IDS)
def test_the_position_is_the_learners_decision(ident: str) -> None:
    p = problem(ident)
    state = p.state
    # The learner has a choice now: his turn, or an act without a turn (the dix; a
    # partnership's Nullo or Slam, FOUR-4).
    assert any(a.player == p.seat for a in legal_actions(state))
    no_turn = {Verb.DIX, Verb.NULLO, Verb.SLAM, Verb.PASS}
    assert state.players[state.to_act] == p.seat or all(
        a.verb in no_turn for option in p.options for a in p.actions(option))
    assert len(p.options) >= 2
    assert p.why and p.question.endswith("?")


@pytest.mark.parametrize("ident", IDS)
def test_the_quiz_marks_the_engines_best_option(ident: str) -> None:
    p = problem(ident)
    found = judged(ident)
    assert found.margin >= CLEAR_MARGIN, f"{ident}: best by only {found.margin:.1f}"
    assert found.best == max(found.values, key=lambda o: found.values[o])
    assert found.exact == (p.method == "exact")
    assert found.best in found.bests
    assert all(found.values[o] == found.values[found.best] for o in found.bests)
    question = problem_question(p, found)
    right = [a["answer"] for a in question["answers"] if a["correct"]]
    assert right == [escape(option_label(p, o)) for o in p.options if o in found.bests]
    # What the page shows (its verdict is cached per page run) is the same.
    assert problem_quiz(ident) == [question]


#: The problems set in the auction follow the whole auction (and, for the score position,
#: the rest of the hand) on every deal, and those at three and four play every deal out:
#: the slowest to judge. Their verdicts were checked with two more seeds when the problems
#: were chosen; the two-player problems of the play and after the draw are checked here.
CARD_AND_SPECIAL = [p.ident for p in ALL
                    if p.method == "sampled" and p.state.phase is not Phase.AUCTION
                    and not p.is_table]


@pytest.mark.parametrize("ident", CARD_AND_SPECIAL)
def test_a_sampled_verdict_holds_with_other_deals(ident: str) -> None:
    assert judged(ident, seed_shift=1).bests == judged(ident).bests


@pytest.mark.parametrize("ident", IDS)
def test_every_option_the_position_allows_is_offered_or_the_question_says_why_not(
        ident: str) -> None:
    p = problem(ident)
    missing = missing_options(p)
    if missing:
        assert p.offered, f"{ident}: {missing} are allowed but not offered, and not explained"
        assert p.offered in unescape(re.sub(r"<[^>]+>", "", problem_html(p)))
    assert len(set(p.options)) == len(p.options)


def _words(text: str) -> set[str]:
    return set(re.findall(r"[a-z]+", text.lower()))


@pytest.mark.parametrize("ident", IDS)
def test_nothing_before_the_answer_gives_it_away(ident: str) -> None:
    """The label shown before the answer (the page's heading, the live list) shares no
    word with an option; the lesson is not in the question or the position."""
    p = problem(ident)
    options = set().union(*(_words(option_label(p, o)) for o in p.options))
    assert not _words(p.label) & options, (p.label, _words(p.label) & options)
    assert p.lesson not in problem_html(p)
    assert p.lesson not in problem_question(p, judged(ident))["question"]


@pytest.mark.parametrize("ident", IDS[:: max(1, len(IDS) // 6)])
def test_the_page_carries_every_figure(ident: str) -> None:
    p = problem(ident)
    found = judged(ident)
    folded = verdict_html(p, found)
    feedback = " ".join(a["feedback"] for a in problem_question(p, found)["answers"])
    for option in p.options:
        figure = f"{found.values[option]:+.1f}".replace(".0", "").replace("-", "\u2212")
        if abs(found.values[option]) < 0.05:
            figure = "0"
        assert figure in folded and figure in feedback, (option, figure)
    assert ("all cards known" in found.basis) == found.exact
    assert p.question in problem_html(p) or "&" in p.question


def test_exact_problems_show_both_hands_and_sampled_ones_only_yours() -> None:
    for p in ALL:
        html = problem_html(p)
        assert ("All cards are shown" in html) == (p.method == "exact"), p.ident


@pytest.mark.skipif(not RULES.exists(), reason="RULES.md lies beside the repository")
def test_the_reasons_cite_rules_that_exist() -> None:
    known = set(re.findall(r"^- \*\*([A-Z]+-[0-9A-Z]+)\*\*", RULES.read_text(encoding="utf-8"),
                           re.MULTILINE))
    for p in ALL:
        cited = set(re.findall(r"\b[A-Z]{3,5}-[0-9]+\b", p.why)) | set(p.rules)
        assert cited <= known, (p.ident, cited - known)


def test_the_auction_chapters_advisor_claim() -> None:
    """The prose: clubs poor, hearts good, No-trump in between, for this hand."""
    from jojotte_teach import book

    means = {row.strain: row.mean for row in book.advice("AH AC KH QS JH 10H", "9C").contracts}
    assert means["H"] > means["NT"] > means["C"]
    assert means["C"] < 0 < means["H"]


def test_a_losing_declarer_gives_his_jojotte_away() -> None:
    """The prose: announcing costs a declarer who loses the hand its 20 (SCO-6)."""
    from jojotte_teach.ai.outcome import Deal, score_difference
    from jojotte_teach.engine import PAGAT

    losing = Deal(declarer=0)
    assert (score_difference(PAGAT, losing, (60, 100), jojotte=(20, 0))
            == score_difference(PAGAT, losing, (60, 100)) - 20)
