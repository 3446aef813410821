"""BiddingBox: the calls legal now, the auction so far, illegal calls explained."""

from __future__ import annotations

import ipywidgets as w

from jojotte_teach.engine import Action, Deal, new_hand
from jojotte_teach.widgets import BiddingBox


def labels(box: BiddingBox) -> list[str]:
    return [b.description for b in box.buttons.children if isinstance(b, w.Button)]


def test_round_one_then_round_two() -> None:
    box = BiddingBox(seed=3, preview=False)
    assert box.to_act == "Ann" and box.calls == ["pass", "accept"]
    assert labels(box) == ["Pass", "Accept ♠ spades"]
    assert box.pass_() and box.pass_()
    assert box.auction == ["Ann: pass", "Bob: pass"]
    # Round two: the turn-up's suit (spades) may no longer be named (BID-2).
    assert box.calls == ["pass", "bid H", "bid D", "bid C", "bid NT"]
    assert "Bid hearts" in labels(box) and "No-trump" in labels(box)
    assert "Ann passes" in box.html and "Bob passes" in box.html


def test_a_bid_its_answers_and_the_contract() -> None:
    box = BiddingBox(seed=3, preview=False)
    assert box.accept()
    assert box.calls == ["pass", "double", "bid NT"] and box.to_act == "Bob"
    assert box.double() and box.calls == ["pass", "redouble"]
    assert box.redouble()
    assert box.calls == [] and box.to_act == ""
    assert box.contract == "Ann: spades, redoubled"
    assert box.auction == ["Ann: accept", "Bob: double", "Ann: redouble"]


def test_the_no_trump_overcall_cannot_be_overcalled() -> None:
    box = BiddingBox(seed=3, preview=False)
    box.accept()
    assert box.bid("NT") and box.calls == ["pass", "double"]
    assert box.bid("NT") is False
    assert "No-trump cannot be overcalled" in box.message and "rule-bid-4" in box.message
    assert "Legal now: pass, double" in box.message


def test_illegal_calls_are_explained() -> None:
    box = BiddingBox(seed=3, preview=False)
    assert box.bid("H") is False and 'href="rules.html#rule-bid-1"' in box.message
    assert box.double() is False and "BID-5" in box.message
    assert box.call("bid Q") is False and "is not a strain" in box.message
    assert box.call("play 7S") is False and "not a call of the auction" in box.message
    assert box.auction == []


def test_the_auction_over() -> None:
    box = BiddingBox(seed=3, preview=False)
    box.accept()
    box.pass_()
    assert box.calls == [] and box.contract == "Ann: spades"
    assert box.pass_() is False and "DRAW-1" in box.message


def test_buttons_call_the_methods() -> None:
    box = BiddingBox(seed=3, preview=False)
    accept = next(b for b in box.buttons.children if b.description.startswith("Accept"))
    accept.click()
    assert box.auction == ["Ann: accept"] and box.error == ""


def test_forwarding_calls_to_a_table() -> None:
    seen: list[Action] = []
    state = new_hand(Deal.from_seed(3, dealer=1), ("Ann", "Bob"))
    box = BiddingBox(state, on_call=seen.append, preview=False)
    assert box.accept()
    assert [str(a) for a in seen] == ["Ann accept"]
    assert box.state is state                     # waits for update()
    from jojotte_teach.engine import apply

    box.update(apply(state, seen[0]))
    assert box.auction == ["Ann: accept"]
