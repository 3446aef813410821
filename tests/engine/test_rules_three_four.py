"""Rules of the three- and four-player games, each in positions of the hand-worked
golden records (THREE-1, THREE-6, THREE-7, FOUR-2 to FOUR-7, MULTI-4, MULTI-4C)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from jojotte_teach.engine import (
    CUTTHROAT,
    DECK,
    PAGAT,
    PARTNERSHIP,
    THREE,
    Action,
    Card,
    Deal,
    HandState,
    IllegalActionError,
    Phase,
    Verb,
    apply,
    explain,
    legal_actions,
    parse_record,
)
from jojotte_teach.engine.jojotte.auction_partnership import PartnershipAuction
from jojotte_teach.engine.jojotte.defence import choices, choose, start_defence
from jojotte_teach.engine.records import HandRecord

GOLDEN = Path(__file__).resolve().parents[1] / "golden"


def at(name: str, actions: int) -> HandState:
    """The state of a golden record after its first ``actions`` actions."""
    data: Any = json.loads((GOLDEN / f"{name}.json").read_text(encoding="utf-8"))
    data["actions"] = data["actions"][:actions]
    record = parse_record(data)
    assert isinstance(record, HandRecord)
    return record.final_state()


def legal(state: HandState, player: str) -> list[str]:
    return [a.short() for a in legal_actions(state) if a.player == player]


def refused(state: HandState, text: str) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as caught:
        apply(state, Action.parse(text))
    return caught.value


# ---------------------------------------------------------------- three players


def test_three_1_three_at_a_time_from_the_dealers_left_and_the_deal_passes_left() -> None:
    deal = Deal.from_deck(DECK, dealer=2, game=THREE)
    # Seat 0 is the dealer's left: the first three cards, then the 10th to 12th.
    assert deal.hands[0] == (*DECK[0:3], *DECK[9:12])
    assert deal.hands[2] == (*DECK[6:9], *DECK[15:18])
    assert deal.turn_up == DECK[18] and deal.information_card == DECK[31]
    assert deal.draw[0] == DECK[19:22] and deal.draw[2] == DECK[25:28]
    assert [THREE.rules.next_dealer(THREE, d, False, PAGAT) for d in (0, 1, 2)] == [1, 2, 0]


def test_three_6_the_nullo_bidders_left_chooses_who_defends_against_it() -> None:
    # Seat 0 declares; his left (1) defends, his right (2) bids Nullo; no Slam.
    d = choose(choose(start_defence(THREE, dealer=1, declarer=0), "defend"), "nullo")
    d = choose(d, "pass")
    # The Nullo bidder's left is the original declarer, who may defend (interpretation).
    assert d.step == "defence" and d.to_act == 0
    withdrawn = choose(d, "withdraw")
    assert (withdrawn.declarer, withdrawn.defender, withdrawn.special) == (2, 1, "nullo")
    defended = choose(d, "defend")
    assert (defended.declarer, defended.defender) == (2, 0)


def test_three_7_slam_overrides_nullo_and_a_withdrawn_player_may_defend_it() -> None:
    d = choose(choose(start_defence(THREE, dealer=1, declarer=0), "withdraw"), "nullo")
    assert [c.short() for c in choices(d)] == ["pass", "slam"] and d.to_act == 0
    d = choose(d, "slam")
    assert d.special == "slam" and d.nullo_by is None
    assert d.to_act == 1 and [c.short() for c in choices(d)] == ["defend", "withdraw"]
    assert choose(d, "defend").defender == 1  # he withdrew before, and may defend now
    assert choose(d, "withdraw").defender == 2  # the right must defend: not written
    # A golden hand: Ann withdraws, Bob bids Nullo, Cat bids Slam, Ann then defends.
    state = at("three/08-slam-over-nullo-made", 12)
    assert state.contract is not None and state.contract.special == "slam"
    assert state.active == (0, 2) and state.phase is Phase.DECLARING


# ---------------------------------------------------------------- partnership

PARTNERS = "partnership/01-accept-partner-melds-dix"


def test_four_2_overcall_partner_double_and_redouble() -> None:
    # Record 03: Cat accepts hearts, Dan passes; her partner Ann may overcall, and does.
    state = at("partnership/03-notrump-over-partner-declarers-lose", 2)
    assert legal(state, "Ann") == ["pass", "bid NT"]  # a partner may not double
    state = at("partnership/03-notrump-over-partner-declarers-lose", 1)
    assert legal(state, "Dan") == ["pass", "bid NT", "double"]
    state = at("partnership/02-redoubled-by-partner-defenders-win", 7)
    # Dan doubled Cat's spades: Cat's partner Ann may redouble (and does).
    assert isinstance(state.stage, PartnershipAuction) and state.stage.multiplier == 2
    assert legal(state, "Ann") == ["pass", "bid NT", "redouble"]
    redoubled = apply(state, Action.parse("Ann redouble"))
    assert legal(redoubled, "Bob") == ["pass", "bid NT"]  # no second double
    # A No-trump overcall cancels the double and redouble (interpretation).
    overcall = apply(redoubled, Action.parse("Bob bid NT"))
    assert isinstance(overcall.stage, PartnershipAuction) and overcall.stage.multiplier == 1
    assert refused(at(PARTNERS, 3), "Dan redouble").rule == "FOUR-2"


def test_four_3_two_cards_each_at_the_draw_the_dealer_takes_the_turn_up() -> None:
    state = at(PARTNERS, 6)  # the auction is over: eight cards each
    assert [len(h) for h in state.hands] == [8, 8, 8, 8]
    dealer = state.deal.dealer
    assert state.deal.turn_up in state.hands[dealer] and state.information_card is None
    assert Deal.from_deck(DECK, dealer=3, game=PARTNERSHIP).draw[3][1] == DECK[31]


def test_four_4_nullo_by_the_doublers_partner_slam_by_the_declarers_partner() -> None:
    state = at("partnership/05-nullo-by-doublers-partner-lost", 5)  # Bob doubled Ann
    assert "nullo" in legal(state, "Dan")
    assert "nullo" not in legal(state, "Bob")
    assert "(the doubler's partner may)" in explain(state, Action.parse("Bob nullo")).message
    state = at("partnership/07-slam-by-declarers-partner-over-nullo", 7)
    assert state.contract is not None and state.contract.special == "slam"
    assert state.contract.declarer == 3  # Dan stays the official declarer
    assert refused(state, "Cat nullo").reason == "a Nullo after a Slam is not allowed"
    closed = at(PARTNERS, 7)  # a meld was declared: the special bids are closed
    assert refused(closed, "Ann nullo").rule == "FOUR-4"


def test_four_5_melds_in_turn_from_the_declarers_left() -> None:
    state = at(PARTNERS, 8)  # Dan and Ann have declared; Cat declared last (seat order)
    assert refused(state, "Dan meld KC QC JC").rule in ("FOUR-5", "MELD-4")
    state = at(PARTNERS, 7)  # Dan (the declarer's left) then Ann declared
    assert not [a for a in legal_actions(state) if a.player == "Dan" and a.verb is Verb.MELD]
    done = at(PARTNERS, 11)  # the play has begun: the melds are settled
    # Cat's run of four beats Dan's run of three: Ann and Cat score both their runs.
    assert done.meld_points == (20, 0, 40, 0)


def test_four_6_the_dix_until_the_second_card_and_never_by_the_dealer() -> None:
    state = at("partnership/04-jojotte-by-declarers-partner", 6)  # Dan led; Ann may swap
    assert "dix" in legal(state, "Ann")
    after = apply(state, Action.parse("Ann dix"))
    seven = Card("7C")
    assert seven in after.hands[after.deal.dealer]  # the dealer takes the seven (FOUR-6)
    late = at("partnership/04-jojotte-by-declarers-partner", 8)  # two cards played
    assert "dix" not in legal(late, "Ann")
    assert refused(late, "Ann dix").rule == "FOUR-6"


def test_four_7_trump_a_partners_ace_when_void_and_the_dealers_left_leads() -> None:
    state = at(PARTNERS, 10)  # Ann (the dealer's left) leads first
    assert state.player_to_act == "Ann"
    state = at(PARTNERS, 12)  # Ann led AC, Bob followed; Cat has no club
    assert state.player_to_act == "Cat"
    assert all(Card(c.split()[1]).suit.value == "H" for c in legal(state, "Cat")
               if c.startswith("play"))
    assert refused(state, "Cat play KD").rule == "FOUR-7"


def test_multi_4_eight_tricks_of_four_cards() -> None:
    state = at(PARTNERS, 10_000)
    assert state.phase is Phase.OVER and len(state.tricks) == 8
    assert all(len(t.cards) == 4 for t in state.tricks)


# ---------------------------------------------------------------- cutthroat


def test_multi_4c_the_dealer_sits_out_and_the_three_others_play_three() -> None:
    deal = Deal.from_deck(DECK, dealer=1, game=CUTTHROAT)
    assert deal.hands[1] == () and deal.draw[1] == ()
    assert deal.hands[2] == DECK[0:3] + DECK[9:12]  # the dealer's left is seat 2
    state = at("cutthroat/01-declarer-wins-dealer-copies-melds", 10_000)
    assert state.phase is Phase.OVER and len(state.tricks) == 9
    assert 3 not in state.active  # Dan dealt
