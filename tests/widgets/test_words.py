"""Every word a table shows names cards as the reader sees them and speaks to "You".

Hands are played through :class:`CardTable` at every table with random legal
moves, seed-fixed, through every phase (auction, the draw with its melds and the dix,
the play, the score), with illegal attempts, hints, undos and reviews along the way.
After each gesture every text the widget shows is read: its messages, drawings, hint
and review, score sheets, button labels and tooltips. None may name a card in the
notation of records (``JC``, ``10S``: a sentence writes ``J♣``, ``10♠``), and none may
speak of "You" in the third person ("You passes", "You wins").
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from html.parser import HTMLParser
from typing import Any

import ipywidgets as w
import pytest

from jojotte_teach.ai.players import RandomPlayer
from jojotte_teach.engine import DECK
from jojotte_teach.widgets import CardTable

#: A card in the notation of records and typed actions.
NOTATION = re.compile(r"\b(10|[7-9JQKA])[CDHS]\b")
#: "You" with a verb in the third person.
THIRD_PERSON = re.compile(r"\bYou (passes|wins|holds|accepts|bids|plays|leads|takes|declares|"
                          r"has|is|defends|withdraws|sides|doubles|redoubles|overcalls|"
                          r"exchanges|scores|writes|deals|sits|shows|gives)\b|\bYou's\b")
#: "You" with a second verb in the third person ("You double Bob and becomes the defender").
AND_THIRD_PERSON = re.compile(r"(?:^|(?<=[.;:!?,] )|(?<=\n))You(?![+\w])[^.;:()]*? and "
                              r"(becomes|is|has|takes|wins|scores|writes|sits|leads|plays|"
                              r"copies|keeps)\b")
#: A call in the notation of records ("bid H", "bid NT"), where the buttons say "Bid hearts".
CALL_NOTATION = re.compile(r"\bbid (NT|[SHDC])\b")
#: A side ("Bob+Dan", a partnership's column) with a verb in the singular.
SIDE_SINGULAR = re.compile(r"\b\w+\+\w+ (scores|has|wins|takes|writes|declares|is|defends|"
                           r"leads|copies|keeps|counts)\b")
#: At three a double, the answer to it and the redouble are THREE-3's, never THREE-2's.
DOUBLE_AS_THREE_2 = re.compile(r"\b(double|redouble|doubles|redoubles)\b[^()]*\(\s*THREE-2\s*\)")
#: How to write a card, said when a typed card cannot be read: notation on purpose.
HOW_TO_WRITE = "(write rank then suit, as in JH, 10S, 7C)"

_SPOKEN_ATTRIBUTES = ("title", "aria-label", "alt", "placeholder")


class _Words(HTMLParser):
    """The words of an HTML fragment a reader sees or hears: its text, and the
    attributes a screen reader or a tooltip speaks (not ids, classes or data)."""

    def __init__(self) -> None:
        super().__init__()
        self.words: list[str] = []
        self._hidden = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("style", "script"):
            self._hidden += 1
        self.words += [value for name, value in attrs if name in _SPOKEN_ATTRIBUTES and value]

    def handle_endtag(self, tag: str) -> None:
        if tag in ("style", "script"):
            self._hidden -= 1

    def handle_data(self, data: str) -> None:
        if not self._hidden:
            self.words.append(data)


def words_of(html: str) -> str:
    """The words of an HTML fragment, one piece a line.

    >>> words_of('<div class="jj-c-JC" title="Jack of clubs">J♣ <style>.JC{}</style></div>')
    'Jack of clubs\\nJ♣ '
    """
    parser = _Words()
    parser.feed(html)
    return "\n".join(parser.words)


def shown(widget: w.Widget) -> Iterator[tuple[str, str]]:
    """Every text a widget shows, with where: HTML views, buttons and their tooltips,
    the options of drop-downs, and the traits that hold HTML."""
    for trait in ("message", "html", "hint_html", "review_html", "score_html", "pad_html",
                  "error"):
        if isinstance(getattr(widget, trait, None), str):
            yield trait, words_of(getattr(widget, trait))
    todo = [widget]
    while todo:
        part = todo.pop()
        if isinstance(part, w.Button):
            yield "button", part.description
            yield "tooltip", part.tooltip or ""
        elif isinstance(part, w.HTML):
            yield "view", words_of(part.value)
        elif isinstance(part, w.Dropdown):
            yield "options", "\n".join(str(label) for label, _ in part.options)
        todo.extend(getattr(part, "children", ()))


class Reader:
    """A random reader at a table: legal moves, illegal attempts, hints, undos, reviews;
    every text shown after each gesture is kept to be checked."""

    def __init__(self, table: CardTable, seed: int) -> None:
        self.table = table
        self.rng = random.Random(seed)
        self.seen: dict[str, set[str]] = {}

    def look(self) -> None:
        for where, text in shown(self.table):
            self.seen.setdefault(where, set()).add(text.replace(HOW_TO_WRITE, ""))

    def attempt(self) -> None:
        """Something the reader may well not be allowed to do now."""
        rng, table, cards = self.rng, self.table, [c.text for c in DECK]
        seat = table.seat
        mine = sorted(c.text for c in table.state.hands[seat]) or cards
        table.call(rng.choice([
            f"play {rng.choice(cards)}", f"play {rng.choice(mine)}",
            f"play {rng.choice(mine)} jo", f"meld {' '.join(rng.sample(cards, 3))}",
            f"meld {' '.join(rng.sample(mine, min(3, len(mine))))}",
            "dix", "double", "redouble", "nullo", "slam", "accept", "bid NT", "pass",
            "play 1OS"]))

    def step(self) -> None:
        table, rng = self.table, self.rng
        legal = list(table.legal)
        plays = [a for a in legal if a.startswith("play ")]
        if rng.random() < 0.25:
            self.attempt()
            self.look()
        if plays and rng.random() < 0.2:
            table.hint()
            self.look()
        if rng.random() < 0.05:
            table.undo()
            self.look()
            return
        melds = [a for a in legal if a.startswith("meld ")]
        if melds and rng.random() < 0.8:
            table.call(rng.choice(melds))
        elif "dix" in legal and rng.random() < 0.7:
            table.call("dix")
        elif table.waiting and (not plays or rng.random() < 0.5):
            table.proceed()
        elif legal:
            calls = [a for a in legal if a in ("accept", "bid S", "bid H", "bid D", "bid C")]
            table.call(rng.choice(calls) if calls and rng.random() < 0.6 else
                       rng.choice(legal))
        self.look()

    def hand(self) -> None:
        """One hand to its end, then the review, the score and a new deal."""
        table = self.table
        self.look()
        for _ in range(200):
            if table.phase in ("over", "thrown in") or not (table.legal or table.waiting):
                break
            self.step()
        if table.phase == "over":
            table.review_play()
            self.look()
        table.new_deal()
        self.look()


def _two(seed: int) -> CardTable:
    return CardTable(seed, opponent=RandomPlayer(seed=seed), preview=False, hint_budget=0.2,
                     hint_samples=2)


def _table(game: str) -> Callable[[int], CardTable]:
    def made(seed: int) -> CardTable:
        return CardTable(game, seed, seat=seed % 3, preview=False, hint_budget=0.2,
                         hint_samples=2, sheet=True,
                         computer=lambda seat: RandomPlayer(seed=10 * seed + seat))
    return made


TABLES: dict[str, Callable[[int], Any]] = {
    "two": _two, "three": _table("three"), "partnership": _table("partnership"),
    "cutthroat": _table("cutthroat")}


@pytest.fixture(scope="module", params=list(TABLES))
def seen(request: pytest.FixtureRequest) -> dict[str, set[str]]:
    """Everything shown over a few hands at one kind of table."""
    kept: dict[str, set[str]] = {}
    for seed in range(3):
        reader = Reader(TABLES[request.param](seed), seed)
        for _ in range(3):
            reader.hand()
        for where, texts in reader.seen.items():
            kept.setdefault(where, set()).update(texts)
    return kept


def _all(seen: dict[str, set[str]]) -> str:
    return "\n".join(t for texts in seen.values() for t in texts)


def test_no_card_is_named_in_notation(seen: dict[str, set[str]]) -> None:
    found = sorted({f"{where}: {text.strip()[:160]}" for where, texts in seen.items()
                    for text in texts for line in text.splitlines() if NOTATION.search(line)})
    assert found == []


def test_the_reader_is_spoken_to_in_the_second_person(seen: dict[str, set[str]]) -> None:
    found = sorted({f"{where}: {m.group(0)} in {text.strip()[:160]}"
                    for where, texts in seen.items() for text in texts
                    for m in THIRD_PERSON.finditer(text)})
    assert found == []


def test_a_second_verb_about_you_is_in_the_second_person_too(
        seen: dict[str, set[str]]) -> None:
    assert _found(seen, AND_THIRD_PERSON) == []


def test_calls_are_named_in_words_as_their_buttons_name_them(
        seen: dict[str, set[str]]) -> None:
    assert _found(seen, CALL_NOTATION) == []


def test_a_side_takes_a_plural_verb(seen: dict[str, set[str]]) -> None:
    assert _found(seen, SIDE_SINGULAR) == []


def test_the_double_at_three_cites_its_own_rule(seen: dict[str, set[str]]) -> None:
    assert _found(seen, DOUBLE_AS_THREE_2) == []


def _found(seen: dict[str, set[str]], pattern: re.Pattern[str]) -> list[str]:
    return sorted({f"{where}: {m.group(0)} in {text.strip()[:160]}"
                   for where, texts in seen.items() for text in texts
                   for m in pattern.finditer(text)})


def test_the_scan_read_every_kind_of_text(seen: dict[str, set[str]]) -> None:
    """The words scanned are the real ones: refusals, plays, melds, hints and scores."""
    everything = _all(seen)
    pretty = r"(10|[7-9JQKA])[♠♥♦♣]"
    assert re.search(rf"You cannot (play|meld) {pretty}", everything)
    assert re.search(r"\bYou (pass|accept|bid|lead|play|win)\b", everything)
    assert re.search(rf"\b(lead|leads|play|plays) the (Seven|Eight|Nine|Ten|Jack|Queen|King|"
                     rf"Ace) of|{pretty}", everything)
    assert "Hint for" in everything and "perfect play" in everything
    assert "Legal now" in everything and "below the line" in everything
