"""The three-player and cutthroat auction and defence (THREE-2 to THREE-7, CUT-1), against
the hand-worked golden records and step by step."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from jojotte_teach.engine.cards import parse_cards
from jojotte_teach.engine.deal import Deal
from jojotte_teach.engine.games import CUTTHROAT, THREE, get_game
from jojotte_teach.engine.jojotte.auction_three import Call, call, calls, refusal, start_auction
from jojotte_teach.engine.jojotte.defence import choices, choose, start_defence
from jojotte_teach.engine.jojotte.defence import refusal as defence_refusal

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
RECORDS = sorted(p for game in ("three", "cutthroat") for p in (GOLDEN / game).glob("*.json")
                 if not p.name.endswith(".expected.json"))


@pytest.mark.parametrize("path", RECORDS, ids=[p.stem for p in RECORDS])
def test_the_golden_auctions_are_legal_and_end_where_the_draw_begins(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    game, players = get_game(data["game"]), data["players"]
    hands = [data] if data["format"] == "jojotte-hand/1" else data["hands"]
    for hand in hands:
        dealer = players.index(hand["dealer"])
        deal = Deal.from_deck(parse_cards(hand["deal"]["deck"]), dealer, game)
        auction = start_auction(game, dealer, deal.turn_up.suit.value)
        actions = hand["actions"]
        n = 0
        while auction.step not in ("over", "thrown in"):
            who, verb, *args = actions[n].split()
            made = Call(verb, args[0] if args else None)
            assert players.index(who) == auction.to_act, actions[n]
            assert made in calls(auction), actions[n]
            auction = call(auction, made)
            n += 1
        # What follows belongs to the draw and after (a pass there is THREE-5's or
        # THREE-7's), never to the auction.
        after = actions[n].split()[1] if n < len(actions) else None
        assert after not in ("accept", "bid", "double", "redouble", "side")


def test_three_2_three_passes_then_round_two_then_thrown_in() -> None:
    a = start_auction(THREE, dealer=0, turn_up="H")
    assert a.to_act == 1
    for _ in range(3):
        a = call(a, Call("pass"))
    assert a.step == "round two" and a.to_act == 1
    assert Call("bid", "H") not in calls(a) and Call("bid", "NT") in calls(a)
    for _ in range(3):
        a = call(a, Call("pass"))
    assert a.step == "thrown in"
    assert refusal(a, 1, Call("accept"))[0] == "THREE-2"


def test_three_2_the_overcall_goes_left_then_right_of_the_bidder() -> None:
    a = call(start_auction(THREE, dealer=0, turn_up="H"), Call("accept"))  # seat 1 accepts
    assert a.step == "overcall" and a.to_act == 2
    a = call(a, Call("pass"))
    assert a.to_act == 0
    a = call(a, Call("bid", "NT"))  # seat 0 overcalls: the bidding ends, he declares
    assert (a.bidder, a.strain, a.step, a.to_act) == (0, "NT", "double", 1)


def test_three_3_double_side_redouble() -> None:
    a = call(start_auction(THREE, dealer=0, turn_up="S"), Call("accept"))  # seat 1
    a = call(call(a, Call("pass")), Call("pass"))  # no overcall
    assert a.step == "double" and a.to_act == 2
    a = call(a, Call("pass"))
    a = call(a, Call("double"))  # seat 0, the declarer's right, doubles
    assert (a.doubler, a.sider, a.to_act, a.multiplier) == (0, 2, 2, 2)
    assert calls(a) == [Call("side", "declarer"), Call("side", "defender")]
    a = call(a, Call("side", "defender"))
    assert a.to_act == 1 and a.with_declarer is False
    a = call(a, Call("redouble"))
    assert a.step == "over" and a.multiplier == 4
    assert refusal(a, 2, Call("double"))[0] == "THREE-3"


def test_cut_1_the_dealer_never_calls() -> None:
    a = start_auction(CUTTHROAT, dealer=3, turn_up="D")
    assert a.to_act == 0
    seats = []
    for _ in range(6):
        seats.append(a.to_act)
        a = call(a, Call("pass"))
    assert seats == [0, 1, 2, 0, 1, 2] and a.step == "thrown in"
    b = start_auction(CUTTHROAT, dealer=1, turn_up="D")
    assert refusal(b, 1, Call("accept")) == ("CUT-1", "the dealer sits out and never calls")


def _expected_hands(path: Path) -> list[dict[str, object]]:
    expected = json.loads(path.with_name(path.stem + ".expected.json").read_text("utf-8"))
    return expected.get("hands", [expected])


@pytest.mark.parametrize("path", RECORDS, ids=[p.stem for p in RECORDS])
def test_three_4_to_7_the_golden_records_settle_the_same_active_pair(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    game, players = get_game(data["game"]), data["players"]
    hands = [data] if data["format"] == "jojotte-hand/1" else data["hands"]
    for hand, expected in zip(hands, _expected_hands(path), strict=True):
        dealer = players.index(hand["dealer"])
        deal = Deal.from_deck(parse_cards(hand["deal"]["deck"]), dealer, game)
        auction = start_auction(game, dealer, deal.turn_up.suit.value)
        actions = iter(hand["actions"])
        while auction.step not in ("over", "thrown in"):
            _, verb, *args = next(actions).split()
            auction = call(auction, Call(verb, args[0] if args else None))
        if auction.step == "thrown in":
            assert expected == {"thrown_in": True, "active": None}
            continue
        assert auction.bidder is not None
        defence = start_defence(game, dealer, auction.bidder, auction.doubler,
                                auction.sider, auction.with_declarer)
        while defence.step != "settled":
            who, verb = next(actions).split()[:2]
            assert players.index(who) == defence.to_act and Call(verb) in choices(defence)
            defence = choose(defence, verb)
        assert defence.declarer is not None and defence.defender is not None
        assert [players[defence.declarer], players[defence.defender]] == expected["active"]
        contract = expected["contract"]
        assert isinstance(contract, dict) and contract["special"] == defence.special


def test_three_5_only_a_sider_with_the_declarer_may_bid_nullo() -> None:
    d = start_defence(THREE, dealer=0, declarer=1, doubler=2, sider=0, with_declarer=False)
    assert d.step == "slam" and d.defender == 2
    assert defence_refusal(d, 0, "nullo")[0] == "THREE-5"
    d = start_defence(THREE, dealer=0, declarer=1, doubler=2, sider=0, with_declarer=True)
    assert d.to_act == 0 and Call("nullo") in choices(d)
    assert defence_refusal(d, 2, "nullo") == ("THREE-5",
                                              "the doubler defends and may not bid Nullo")
