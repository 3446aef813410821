"""The engine's refusals name the player, never "he": "Ann cannot play A♠: Ann has a club".

The widgets call the reader "You"; a refusal about the reader must then read in the
second person ("You cannot play 7♦: you hold a heart"), with no "You holds" left for
the widgets to mend. Random hands at two, three and four are played out, and at every
step every card and every call is tried for every player.
"""

from __future__ import annotations

import random
import re

import pytest

from jojotte_teach.engine import (
    DECK,
    Action,
    Deal,
    HandState,
    Phase,
    apply,
    explain,
    get_game,
    legal_actions,
    new_hand,
    shuffled_deck,
)

_PRONOUN = re.compile(r"\b(he|him|his|himself|she|her|hers)\b", re.IGNORECASE)
_THIRD_PERSON_YOU = re.compile(r"\b[Yy]ou (holds|has|does|is|was|leads|plays)\b|\bYou's\b")
#: A card in the notation of records (``JC``, ``10S``): a sentence writes ``J♣``, ``10♠``.
_NOTATION = re.compile(r"\b(10|[7-9JQKA])[CDHS]\b")
_CALLS = ("pass", "accept", "bid S", "bid H", "bid NT", "double", "redouble", "nullo", "slam",
          "dix", "defend", "withdraw", "side declarer")


def attempts(state: HandState) -> list[Action]:
    """Every card and every call, for every player: most of them refused."""
    tried = []
    for name in state.players:
        tried += [Action.parse(f"{name} play {card}") for card in DECK]
        tried += [Action.parse(f"{name} {call}") for call in _CALLS]
    return tried


def refusals(state: HandState, rng: random.Random, limit: int) -> list[str]:
    """The messages of refused actions along one random playout from ``state``."""
    messages = []
    while state.phase not in (Phase.OVER, Phase.THROWN_IN) and len(messages) < limit:
        legal = legal_actions(state)
        for action in rng.sample(attempts(state), 25):
            verdict = explain(state, action)
            if not verdict.allowed:
                messages.append(verdict.message)
        state = apply(state, rng.choice(legal))
    return messages


def start(game: str, seed: int, names: tuple[str, ...]) -> HandState:
    if game == "two":
        return new_hand(Deal.from_seed(seed, dealer=seed % 2), names)
    table = get_game(game)
    deal = Deal.from_deck(shuffled_deck(seed), seed % table.seats, game=table)
    return new_hand(deal, names)


_NAMES = {"two": ("Ann", "You"), "three": ("Ann", "You", "Cat"),
          "partnership": ("Ann", "You", "Cat", "Dan"),
          "cutthroat": ("Ann", "You", "Cat", "Dan")}


@pytest.mark.parametrize("game", list(_NAMES))
def test_refusals_name_the_player_and_speak_to_the_reader(game: str) -> None:
    rng = random.Random(7)
    seen = []
    for seed in range(6):
        seen += refusals(start(game, seed, _NAMES[game]), rng, limit=400)
    assert len(seen) > 500
    assert [m for m in seen if _PRONOUN.search(m)] == []
    assert [m for m in seen if _THIRD_PERSON_YOU.search(m)] == []
    # Cards as the reader sees them (J♣), in the sentence and in the legal actions after it.
    assert [m for m in seen if _NOTATION.search(m)] == []
    assert any(re.search(r"^You cannot play (10|[7-9JQKA])[♠♥♦♣]: ", m) for m in seen)
    # The reader's refusals do speak to the reader, in the second person.
    assert any(re.search(r"^You cannot play \S+: you (hold|have|do not hold)\b", m)
               for m in seen)


def test_the_legal_actions_of_a_refusal_read_back_as_actions() -> None:
    """A refusal lists the legal actions with the cards as the reader sees them; a record
    may use them as they are (K♥ reads as KH)."""
    from jojotte_teach.book import example_state

    state = example_state("first-hand", 17)  # Bob has led the Nine of hearts
    message = explain(state, Action.parse("Ann play 7D")).message
    listed = message.split("; legal: ")[1].split(" play ")
    legal = [a for a in legal_actions(state) if a.player == "Ann"]
    assert len(listed) == len(legal) > 0
    assert [Action.parse(f"Ann play {t.removeprefix('play ')}") for t in listed] == legal
    assert all(re.fullmatch(r"(play )?(10|[7-9JQKA])[♠♥♦♣]", t) for t in listed), listed


def test_follow_suit_names_the_player() -> None:
    from jojotte_teach.book import example_state

    state = example_state("first-hand", 17)  # Bob has led the Nine of hearts
    message = explain(state, Action.parse("Ann play 7D")).message
    assert message.startswith("Ann cannot play 7♦: Ann holds a heart and must follow suit")


def test_a_denexa_reckoning_cites_the_profile_where_it_departs_from_a_rule() -> None:
    from dataclasses import replace
    from pathlib import Path

    from jojotte_teach.book import example
    from jojotte_teach.engine import HandRecord, get_rules, score_hand

    record = example("profiles")  # Bob announces Jo-Jotte and wins on trick score
    assert isinstance(record, HandRecord)
    lines = score_hand(replace(record, rules=get_rules("denexa")).final_state()).lines
    jo = next(line for line in lines if "Jo-Jotte: 20 above the line" in line.text)
    assert "JOJ-4" not in jo.rules and "denexa" in jo.rules
    beaten = next(line for line in lines if "nothing for tricks" in line.text)
    assert "SCO-5" not in beaten.rules and "denexa" in beaten.rules
    # Each rule a reckoning cites has its anchor in the book's reference.
    reference = (Path(__file__).resolve().parents[2] / "book" / "rules.md").read_text(
        encoding="utf-8")
    for line in lines:
        for rule in line.rules:
            assert f"(rule-{rule.lower()})=" in reference, rule
    # Under pagat the same hand cites the rules themselves.
    pagat = score_hand(record.final_state()).lines
    assert any("JOJ-4" in line.rules for line in pagat)
