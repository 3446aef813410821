"""Builders for the Klaberjass and Belote tests: decks laid out as FAMILY_RECORDS.md deals
them, records, and replays."""

from __future__ import annotations

from typing import Any

from jojotte_teach.engine import DECK, HandState, parse_record
from jojotte_teach.engine.records import HandRecord

KLAB_NAMES = ("Ann", "Bob")
BELOTE_NAMES = ("Ann", "Bob", "Cat", "Dan")


def _fill(cards: list[str], count: int) -> list[str]:
    """``count`` cards nobody named, in the engine's order, for a deck's unnamed places."""
    named = {c.upper() for c in cards}
    rest = [c.text for c in DECK if c.text not in named]
    assert len(rest) >= count, "too many cards named"
    return rest[:count]


def klaberjass_deck(first: str, second: str, turn_up: str, first_draw: str, second_draw: str,
                    information: str) -> list[str]:
    """KLAB-4, KLAB-7: the non-dealer's six (``first``) and the dealer's (``second``), three
    at a time, the turn-up, three more each, twelve stock cards, the information card."""
    a, b = first.split(), second.split()
    assert len(a) == len(b) == 6
    head = [*a[:3], *b[:3], *a[3:], *b[3:], turn_up, *first_draw.split(), *second_draw.split()]
    assert len(head) == 19
    return [*head, *_fill([*head, information], 12), information]


def belote_deck(dealer: str, first: dict[str, str], upcard: str,
                later: dict[str, str]) -> list[str]:
    """BEL-5, BEL-9: five cards each from the dealer's left (three, then two), the upcard,
    then each player's later cards in the same order (three, two for the taker)."""
    names = list(BELOTE_NAMES)
    start = (names.index(dealer) + 1) % 4
    order = [names[(start + i) % 4] for i in range(4)]
    hands = {n: first[n].split() for n in names}
    deck = [c for n in order for c in hands[n][:3]] + [c for n in order for c in hands[n][3:]]
    deck.append(upcard)
    deck += [c for n in order for c in later[n].split()]
    assert len(deck) == 32 and len({c.upper() for c in deck}) == 32, deck
    return deck


def klaberjass_record(deck: list[str], actions: list[str], *, dealer: str = "Bob",
                      rules: str | None = None) -> dict[str, Any]:
    """A Klaberjass hand record between Ann and Bob."""
    data: dict[str, Any] = {"format": "jojotte-hand/1", "game": "klaberjass",
                            "players": list(KLAB_NAMES), "dealer": dealer,
                            "deal": {"deck": deck}, "actions": actions}
    if rules is not None:
        data["rules"] = rules
    return data


def belote_record(deck: list[str], actions: list[str], *, dealer: str = "Dan",
                  rules: str | None = None) -> dict[str, Any]:
    """A Belote hand record at Ann, Bob, Cat and Dan's table."""
    data: dict[str, Any] = {"format": "jojotte-hand/1", "game": "belote",
                            "players": list(BELOTE_NAMES), "dealer": dealer,
                            "deal": {"deck": deck}, "actions": actions}
    if rules is not None:
        data["rules"] = rules
    return data


def hand(data: dict[str, Any]) -> HandRecord:
    """The record read."""
    parsed = parse_record(data)
    assert isinstance(parsed, HandRecord)
    return parsed


def replay(data: dict[str, Any]) -> HandState:
    """The state after the record's actions."""
    return hand(data).final_state()
