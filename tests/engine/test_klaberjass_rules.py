"""Klaberjass (FAMILY.md, KLAB-1 to KLAB-22): one test at least per rule, by its ID.

The deal used: Bob deals; Ann, the non-dealer, holds J♥ 9♥ 7♥ A♠ K♠ Q♠ and draws
Q♥ 10♠ 8♦; Bob holds 10♥ 8♥ A♣ K♣ Q♣ J♣ and draws A♦ 10♦ 9♣; the turn-up is K♥,
the information card 7♣.
"""

from __future__ import annotations

import dataclasses
import re

import pytest

from jojotte_teach.engine import (
    Action,
    Card,
    Deal,
    IllegalActionError,
    InvalidRecordError,
    Phase,
    apply,
    explain,
    legal_actions,
    new_hand,
    parse_record,
    player_view,
    score_hand,
    shuffled_deck,
)
from jojotte_teach.engine.cards import Suit, beats, card_points, parse_cards
from jojotte_teach.engine.klaberjass import FOSDICK, KLABERJASS
from jojotte_teach.engine.klaberjass.interrogation import settle
from jojotte_teach.engine.klaberjass.melds import check, meld_points, possible
from jojotte_teach.engine.melds import Meld
from jojotte_teach.engine.records import SessionRecord
from tests.family import klaberjass_deck, klaberjass_record, replay

DECK = klaberjass_deck("JH 9H 7H AS KS QS", "10H 8H AC KC QC JC", "KH", "QH 10S 8D",
                       "AD 10D 9C", "7C")
#: Ann accepts hearts, Bob lets it stand: Ann is the bidder, Bob the opponent.
ACCEPTED = ["Ann accept", "Bob pass"]


def state_after(actions: list[str], deck: list[str] = DECK):
    return replay(klaberjass_record(deck, actions))


def refused(actions: list[str], deck: list[str] = DECK) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as caught:
        state_after(actions, deck)
    return caught.value


def melds(*texts: str) -> tuple[Meld, ...]:
    return tuple(Meld(tuple(sorted(parse_cards(t), key=lambda c: c.index))) for t in texts)


# ---------------------------------------------------------------- what it takes


def test_klab_1_one_rule_set_and_two_players() -> None:
    state = state_after([])
    assert state.rules == FOSDICK and state.rules.name == "fosdick"
    assert state_after([], DECK).game is KLABERJASS
    for name in ("pagat", "denexa", "citizendium"):
        with pytest.raises(InvalidRecordError, match=r"unknown rule profile .*\(KLAB-1\)"):
            parse_record(klaberjass_record(DECK, [], rules=name))
    assert parse_record(klaberjass_record(DECK, [], rules="fosdick")).rules == FOSDICK
    verdict = explain(state, Action.parse("Ann side declarer"))
    assert not verdict.allowed and verdict.rule == "KLAB-1"


def test_klab_2_rank_orders() -> None:
    hearts = Suit.HEARTS
    assert beats(Card("9H"), Card("AH"), hearts) and beats(Card("JH"), Card("9H"), hearts)
    assert beats(Card("10S"), Card("KS"), hearts) and beats(Card("QS"), Card("JS"), hearts)
    assert not beats(Card("JS"), Card("QS"), None)  # No-trump: every suit A 10 K Q J 9 8 7
    assert check(parse_cards("AS KS QS")) == Meld(parse_cards("AS KS QS"))  # sequence order
    assert isinstance(check(parse_cards("AS 10S KS")), tuple)


def test_klab_3_card_points_never_multiplied() -> None:
    hearts = Suit.HEARTS
    values = [card_points(Card(t), hearts) for t in ("JH", "9H", "AS", "10D", "KC", "QH", "JS")]
    assert values == [20, 15, 10, 10, 5, 5, 0]
    assert card_points(Card("JH"), None) == card_points(Card("9H"), None) == 0
    # A whole hand: the 18 cards played hold the card points, plus 10 for the last trick.
    rng_state = _random_finished(11)
    score = score_hand(rng_state)
    played = [c for t in rng_state.tricks for c in t.cards]
    assert len(played) == 18
    assert sum(score.card_points) == sum(card_points(c, rng_state.trump) for c in played)
    assert score.contract is not None and score.contract.multiplier == 1


def test_klab_4_deal_and_alternating_dealer() -> None:
    state = state_after([])
    assert [c.text for c in state.hands[0]] == ["JH", "9H", "7H", "AS", "KS", "QS"]
    assert [c.text for c in state.hands[1]] == ["10H", "8H", "AC", "KC", "QC", "JC"]
    assert state.turn_up == Card("KH") and state.player_to_act == "Ann"
    passes = ["Ann pass", "Bob pass", "Ann pass", "Bob pass"]
    hand_one = {"dealer": "Bob", "deal": {"deck": DECK}, "actions": passes}
    same = {"dealer": "Bob", "deal": {"deck": DECK}, "actions": passes}
    session = {"format": "jojotte-session/1", "game": "klaberjass",
               "players": ["Ann", "Bob"], "hands": [hand_one, same]}
    # KLAB-4: the deal alternates, also after a throw-in.
    with pytest.raises(InvalidRecordError, match=r"the deal alternates: Ann deals \(KLAB-4\)"):
        parse_record(session)
    session["hands"] = [hand_one, {**same, "dealer": "Ann"}]
    assert isinstance(parse_record(session), SessionRecord)


def test_klab_5_two_rounds_and_the_throw_in() -> None:
    state = state_after([])
    assert [a.short() for a in legal_actions(state)] == ["pass", "accept"]
    assert refused(["Ann bid S"]).rule == "KLAB-5"
    state = state_after(["Ann pass", "Bob pass"])
    assert [a.short() for a in legal_actions(state)] == ["pass", "bid S", "bid D", "bid C",
                                                         "bid NT"]
    assert refused(["Ann pass", "Bob pass", "Ann bid H"]).rule == "KLAB-5"
    assert refused(["Ann pass", "Bob pass", "Ann accept"]).rule == "KLAB-5"
    assert refused(["Bob pass"]).rule == "KLAB-5"  # Ann, the non-dealer, speaks first
    thrown = state_after(["Ann pass", "Bob pass", "Ann pass", "Bob pass"])
    assert thrown.phase is Phase.THROWN_IN
    error = refused(["Ann pass", "Bob pass", "Ann pass", "Bob pass", "Ann pass"])
    assert error.rule == "KLAB-5"


def test_klab_6_no_double_and_no_trump_ends_the_auction() -> None:
    assert refused(["Ann double"]).rule == "KLAB-6"
    assert refused(["Ann accept", "Bob double"]).rule == "KLAB-6"
    assert refused(["Ann accept", "Bob pass", "Ann redouble"]).rule == "KLAB-6"
    answer = state_after(["Ann accept"])
    assert [a.short() for a in legal_actions(answer)] == ["pass", "bid NT"]
    assert refused(["Ann accept", "Bob bid S"]).rule == "KLAB-6"
    # No-trump, as the answer or in round two, ends the auction: nobody answers it.
    overcall = state_after(["Ann accept", "Bob bid NT"])
    assert overcall.phase is Phase.DECLARING and overcall.contract is not None
    assert overcall.contract.declarer == 1 and overcall.contract.strain == "NT"
    assert refused(["Ann accept", "Bob bid NT", "Ann bid NT"]).rule == "KLAB-6"
    named = state_after(["Ann pass", "Bob pass", "Ann bid NT"])
    assert named.phase is Phase.DECLARING
    assert refused(["Ann pass", "Bob pass", "Ann bid NT", "Bob bid NT"]).rule == "KLAB-6"
    # The bidder is the player whose bid stands.
    suit = state_after(["Ann pass", "Bob accept", "Ann pass"])
    assert suit.contract is not None and suit.contract.declarer == 1


def test_klab_7_the_draw_and_the_information_card() -> None:
    before = state_after(["Ann accept"])
    assert before.information_card is None and player_view(before, 0).information_card is None
    state = state_after(ACCEPTED)
    assert [len(h) for h in state.hands] == [9, 9]
    assert Card("QH") in state.hands[0] and Card("AD") in state.hands[1]
    assert state.information_card == Card("7C")
    assert player_view(state, "Bob").information_card == Card("7C")
    assert refused(["Ann play JH"]).rule == "KLAB-7"


def test_klab_8_no_nullo_no_slam_and_no_bonus_for_every_trick() -> None:
    assert refused([*ACCEPTED, "Bob nullo"]).rule == "KLAB-8"
    assert refused([*ACCEPTED, "Ann slam"]).rule == "KLAB-8"
    assert refused(["Ann nullo"]).rule == "KLAB-8"
    # A hand where one player takes all nine tricks scores only cards and the last trick.
    for seed in range(400):
        state = _random_finished(seed)
        score = score_hand(state)
        if 9 in score.tricks:
            winner = score.tricks.index(9)
            assert score.trick_score[winner] == 10 + score.card_points[winner] + (
                score.jojotte[winner])
            assert score.above == (0, 0)
            return
    raise AssertionError("no random hand took every trick")


def test_klab_9_sets_of_face_cards() -> None:
    assert meld_points(Meld(parse_cards("AS AH AD"))) == 20
    assert meld_points(Meld(parse_cards("JS JH JD JC"))) == 50
    for rank in ("10", "9", "8", "7"):
        rule, reason = check(parse_cards(f"{rank}S {rank}H {rank}D {rank}C"))
        assert rule == "KLAB-9" and "no set" in reason
    fours = [str(m) for m in possible(parse_cards("KS KH KD KC 7H")) if len(m.cards) in (3, 4)]
    assert fours == ["KS KH KD KC", "KS KH KD", "KS KH KC", "KS KD KC", "KH KD KC"]
    # At No-trump too (KLAB-9: "at every contract").
    state = state_after(["Ann pass", "Bob pass", "Ann bid NT"],
                        klaberjass_deck("JH JS 7H AS KS QS", "10H 8H AC KC QC 9D", "KH",
                                        "JD 10S 8D", "AD 10D 9C", "7C"))
    assert Action.parse("Ann meld JS JH JD") in legal_actions(state)


def test_klab_10_runs_their_values_and_no_touching() -> None:
    values = [meld_points(Meld(parse_cards(t))) for t in (
        "AS KS QS", "AS KS QS JS", "AS KS QS JS 10S", "AS KS QS JS 10S 9S",
        "AS KS QS JS 10S 9S 8S", "AS KS QS JS 10S 9S 8S 7S")]
    assert values == [20, 50, 70, 100, 100, 100]
    state = state_after([*ACCEPTED, "Bob meld AC KC QC"])
    error = refused([*ACCEPTED, "Bob meld AC KC QC", "Bob meld JC 10C 9C"],
                    klaberjass_deck("JH 9H 7H AS KS QS", "10C 8H AC KC QC JC", "KH",
                                    "QH 10S 8D", "AD 10D 9C", "7C"))
    assert error.rule == "KLAB-10" and "touches" in str(error)
    assert refused([*ACCEPTED, "Bob meld AC KC QC", "Bob meld KC QC JC"]).rule == "KLAB-10"
    assert Action.parse("Bob meld AC KC QC JC") not in legal_actions(state)
    # A card may be in one set and one run.
    both = klaberjass_deck("KH KS KD AS QS 7H", "10H 8H AC KC QC JC", "9C", "JH 10S 8D",
                           "AD 10D 7C", "7S")
    done = state_after(["Ann pass", "Bob pass", "Ann bid S", "Bob pass", "Ann meld KS KH KD",
                        "Ann meld AS KS QS"], both)
    assert len(done.melds[0]) == 2
    assert refused(["Ann pass", "Bob pass", "Ann bid S", "Bob pass", "Ann meld KS KH KD",
                    "Ann meld KS KH KD"], both).rule == "KLAB-11"


def test_klab_11_opponent_first_then_the_bidder_and_pass_changes_nothing() -> None:
    state = state_after(ACCEPTED)
    assert state.player_to_act == "Bob"  # the opponent
    passed = state_after([*ACCEPTED, "Ann pass", "Bob pass", "Ann pass"])
    assert passed.stage == state.stage and passed.to_act == state.to_act
    assert passed.hands == state.hands and passed.melds == state.melds
    # The opponent may still declare after passing, until the bidder has declared.
    after = state_after([*ACCEPTED, "Bob pass", "Bob meld AC KC QC JC", "Ann meld AS KS QS"])
    assert [len(m) for m in after.melds] == [1, 1]
    error = refused([*ACCEPTED, "Ann meld AS KS QS", "Bob meld AC KC QC JC"])
    assert error.rule == "KLAB-11" and "bidder has declared" in error.reason
    # Part of a combination may be declared: three of Bob's run of four.
    part = state_after([*ACCEPTED, "Bob meld AC KC QC"])
    assert part.melds[1] == melds("AC KC QC")
    # After the first card, no more melds.
    assert refused([*ACCEPTED, "Bob play AC", "Ann play JH", "Ann meld AS KS QS"]
                   ).rule == "KLAB-11"


def test_klab_12_one_player_scores_each_class() -> None:
    hearts = Suit.HEARTS
    # Class A: a four beats a three; one size, J A K Q in trumps, A K Q J at No-trump.
    out = settle(1, 0, (melds("QS QH QD QC"), melds("JS JH JD")), hearts)
    assert out.points(1) == 0 and out.points(0) == 50
    out = settle(1, 0, (melds("AS AH AD"), melds("JS JH JD")), hearts)
    assert out.points(1) == 20 and out.points(0) == 0  # the Jacks lead in trumps
    out = settle(1, 0, (melds("AS AH AD"), melds("JS JH JD")), None)
    assert out.points(0) == 20 and out.points(1) == 0  # the Aces lead at No-trump
    assert out.dialogue(["Ann", "Bob"])[:3] == ['Bob: "A set of three."', 'Ann: "How high?"',
                                                'Bob: "Jacks."']
    # Class B: longer wins (seven beats six, both 100); the higher top; then trumps.
    out = settle(1, 0, (melds("AH KH QH JH 10H 9H 8H"), melds("KS QS JS 10S 9S 8S")), hearts)
    assert out.points(0) == 100 and out.points(1) == 0
    out = settle(1, 0, (melds("AS KS QS"), melds("KH QH JH")), hearts)
    assert out.points(0) == 20 and out.points(1) == 0
    out = settle(1, 0, (melds("KH QH JH"), melds("KS QS JS")), hearts)
    assert out.points(0) == 20 and out.points(1) == 0  # the trump run
    out = settle(1, 0, (melds("KD QD JD"), melds("KS QS JS")), hearts)
    assert out.points(0) == out.points(1) == 0  # still equal: neither scores
    # The winner scores every meld of the class he declared; classes may split.
    out = settle(1, 0, (melds("AS KS QS JS", "9H 8H 7H", "KH KD KC"), melds("JS JH JD JC")),
                 hearts)
    assert out.points(0) == 50 + 20 and out.points(1) == 50  # B: 50 + 20; A: 50


def test_klab_13_the_dix() -> None:
    state = state_after(ACCEPTED)
    assert Action.parse("Ann dix") in legal_actions(state)
    took = state_after([*ACCEPTED, "Ann dix"])
    assert Card("KH") in took.hands[0] and took.turn_up == Card("7H")
    assert took.dix_by == 0
    assert refused([*ACCEPTED, "Ann dix", "Ann dix"]).rule == "KLAB-13"
    assert refused([*ACCEPTED, "Bob dix"]).rule == "KLAB-13"
    # Not after a No-trump overcall, nor in a suit named in round two.
    assert refused(["Ann accept", "Bob bid NT", "Ann dix"]).rule == "KLAB-13"
    assert refused(["Ann pass", "Bob pass", "Ann bid S", "Bob pass", "Ann dix"]).rule == "KLAB-13"
    # Not once the first card is led, nor with the seven in a declared meld.
    assert refused([*ACCEPTED, "Bob play AC", "Ann dix"]).rule == "KLAB-13"
    run = klaberjass_deck("JH 9H 7H 8H KS QS", "10H AS AC KC QC JC", "KH", "QH 10S 8D",
                          "AD 10D 9C", "7C")
    assert refused([*ACCEPTED, "Ann meld 9H 8H 7H", "Ann dix"], run).rule == "KLAB-13"


def test_klab_14_the_opponent_leads_and_the_winner_leads_next() -> None:
    error = refused([*ACCEPTED, "Ann play JH"])
    assert error.rule == "KLAB-14" and "the opponent, Bob" in error.reason
    state = state_after([*ACCEPTED, "Bob play AD", "Ann play 8D"])
    assert state.tricks[0].winner == 1 and state.player_to_act == "Bob"
    assert refused([*ACCEPTED, "Bob play AD", "Ann play 8D", "Ann play JH"]).rule == "KLAB-14"


def test_klab_15_follow_suit() -> None:
    error = refused([*ACCEPTED, "Bob play AD", "Ann play JH"])
    assert error.rule == "KLAB-15" and "follow suit" in error.reason


def test_klab_16_void_must_trump() -> None:
    error = refused([*ACCEPTED, "Bob play AC", "Ann play AS"])
    assert error.rule == "KLAB-16" and "must trump" in error.reason
    legal = state_after([*ACCEPTED, "Bob play AC"])
    assert {a.card for a in legal_actions(legal)} == set(parse_cards("JH 9H 7H QH"))


def test_klab_17_beat_a_trump_lead_and_the_higher_trump_wins() -> None:
    error = refused([*ACCEPTED, "Bob play 10H", "Ann play 7H"])
    assert error.rule == "KLAB-17"
    state = state_after([*ACCEPTED, "Bob play 10H", "Ann play 9H"])
    assert state.tricks[0].winner == 0  # the Nine of trumps beats the Ten
    ruffed = state_after([*ACCEPTED, "Bob play AC", "Ann play 7H"])
    assert ruffed.tricks[0].winner == 0  # the lowest trump beats the Ace led


JOJOTTE_DECK = klaberjass_deck("KH 9H 7H AS KS QS", "10H 8H AC KC QC JC", "JD",
                               "QH 10S 8D", "AD 10D 9C", "7C")


def test_klab_18_jo_jotte() -> None:
    start = ["Ann pass", "Bob pass", "Ann bid H", "Bob pass"]
    state = state_after([*start, "Bob play AD", "Ann play 8D", "Bob play 10D"],
                        JOJOTTE_DECK)
    # Ann has no diamond left: she trumps, and may say "Jo" with the King.
    assert Action.parse("Ann play KH jo") in legal_actions(state)
    jo = state_after([*start, "Bob play AD", "Ann play 8D", "Bob play 10D", "Ann play KH jo",
                      "Ann play QH jotte"], JOJOTTE_DECK)
    assert jo.jojotte[0]
    assert refused([*start, "Bob play AD", "Ann play 8D", "Bob play 10D", "Ann play KH",
                    "Ann play QH jotte"], JOJOTTE_DECK).rule == "KLAB-18"
    assert refused([*start, "Bob play AD", "Ann play 8D", "Bob play 10D",
                    "Ann play KH belote"], JOJOTTE_DECK).rule == "KLAB-18"
    notrump = ["Ann pass", "Bob pass", "Ann bid NT", "Bob play AD", "Ann play 8D",
               "Bob play 10D", "Ann play KH jo"]
    assert refused(notrump, JOJOTTE_DECK).rule == "KLAB-18"


def test_klab_19_hand_points_in_one_column() -> None:
    for seed in range(60):
        state = _random_finished(seed)
        score = score_hand(state)
        assert score.above == (0, 0) and score.prison == 0
        for s in (0, 1):
            assert score.total_score[s] == score.trick_score[s] + score.meld_score[s]
            assert score.trick_score[s] == (score.card_points[s] + score.last_trick[s]
                                            + score.jojotte[s])
        data = score.to_json()
        assert "made" in data and "belote" not in data and "declarations" not in data


def test_klab_20_bidder_higher_or_the_opponent_takes_both() -> None:
    made = lost = equal = 0
    for seed in range(300):
        state = _random_finished(seed)
        score = score_hand(state)
        assert score.contract is not None
        bidder = score.contract.declarer
        other = 1 - bidder
        total = score.total_score
        if total[bidder] > total[other]:
            made += 1
            assert score.made and score.below == total
        else:
            lost += 1
            equal += total[bidder] == total[other]
            assert not score.made and score.below[bidder] == 0
            assert score.below[other] == sum(total)
    assert made and lost


def test_klab_21_a_thrown_in_hand_scores_nothing() -> None:
    state = state_after(["Ann pass", "Bob pass", "Ann pass", "Bob pass"])
    score = score_hand(state)
    assert score.to_json() == {"thrown_in": True}
    assert score.below == (0, 0) and "KLAB-21" in score.reckoning()[0]


def test_klab_22_one_game_to_250() -> None:
    rules = KLABERJASS.rules
    assert rules.game_end(KLABERJASS, (249, 0)) is None
    assert rules.game_end(KLABERJASS, (250, 0)).winner == 0
    assert rules.game_end(KLABERJASS, (260, 251)).winner == 0
    assert rules.game_end(KLABERJASS, (255, 255)).winner is None  # drawn


def _random_finished(seed: int):
    import random

    rng = random.Random(seed)
    while True:
        deal = Deal.from_deck(shuffled_deck(seed), seed % 2, KLABERJASS)
        state = new_hand(deal, ("Ann", "Bob"))
        while not state.is_over:
            state = apply(state, rng.choice(legal_actions(state)))
        if state.phase is Phase.OVER:
            return state
        seed += 1000


def test_klab_20_the_reckoning_names_the_bidder_and_the_reader_is_you() -> None:
    # Never "he" for a player who may be Ann; the reader ("You") takes "have", "score".
    for seed in range(120):
        state = _random_finished(seed)
        for line in score_hand(state).reckoning():
            assert not re.search(r"\bhe\b|\bhis\b", line), line
        you = dataclasses.replace(state, players=("You", state.players[1]))
        for line in score_hand(you).reckoning():
            assert not re.search(r"\bYou,? (the bidder, )?(has|scores)\b", line), line
