"""Shared builders for the engine tests: deals, replays and finished hands."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from jojotte_teach.engine import (
    PAGAT,
    Card,
    Contract,
    HandState,
    Meld,
    Phase,
    Rules,
    Trick,
    interrogate,
    parse_cards,
    parse_record,
)
from jojotte_teach.engine.records import HandRecord

#: A deal used across the tests (the example of HAND_RECORD.md): Bob deals, Ann speaks first.
BASE_DEAL: dict[str, Any] = {
    "hands": {"Ann": ["JS", "9S", "AH", "10H", "KC", "7D"],
              "Bob": ["AS", "8S", "KH", "QH", "9D", "8C"]},
    "turn_up": "10S",
    "draw": {"Ann": ["QS", "8H", "9C"], "Bob": ["7S", "AC", "JD"]},
    "info_card": "7H",
}


def record(actions: list[str], *, deal: dict[str, Any] | None = None, dealer: str = "Bob",
           rules: str = "pagat") -> HandRecord:
    """A hand record between Ann and Bob."""
    parsed = parse_record({
        "format": "jojotte-hand/1", "rules": rules, "players": ["Ann", "Bob"],
        "dealer": dealer, "deal": deal or BASE_DEAL, "actions": actions,
    })
    assert isinstance(parsed, HandRecord)
    return parsed


def replay(actions: list[str], **kwargs: Any) -> HandState:
    """The state after these actions."""
    return record(actions, **kwargs).final_state()


def finished(
    contract: Contract,
    won: tuple[str, str],
    *,
    last: int,
    rules: Rules = PAGAT,
    jojotte: tuple[bool, bool] = (False, False),
    melds: tuple[tuple[str, ...], tuple[str, ...]] = ((), ()),
) -> HandState:
    """A finished hand made to order for scoring tests.

    ``won`` gives the cards each seat took, an even number each, 18 in all;
    ``last`` is the seat that won the ninth trick.
    """
    cards = [list(parse_cards(won[0])), list(parse_cards(won[1]))]
    assert len(cards[0]) + len(cards[1]) == 18 and len(cards[0]) % 2 == 0
    tricks: list[Trick] = []
    other = (last + 1) % 2
    for seat in (other, last):
        pile = cards[seat]
        for i in range(0, len(pile), 2):
            tricks.append(Trick(seat, (pile[i], pile[i + 1]), seat, (None, None),
                                (seat, (seat + 1) % 2)))
    base = replay([])
    outcome = interrogate(
        (contract.declarer + 1) % 2,
        (tuple(Meld(parse_cards(m)) for m in melds[0]),
         tuple(Meld(parse_cards(m)) for m in melds[1])),
        contract.trump,
        scoring=rules.melds_on_special_hands or contract.special is None,
    )
    return replace(base, rules=rules, phase=Phase.OVER, contract=contract,
                   auction_contract=contract, tricks=tuple(tricks), hands=((), ()),
                   jojotte=jojotte, meld_outcome=outcome)


def cards(text: str) -> tuple[Card, ...]:
    """Cards from text."""
    return parse_cards(text)
