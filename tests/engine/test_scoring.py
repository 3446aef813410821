"""Scoring a hand and a rubber: SCO-1 to SCO-11, JOJ-4, MELD-7, BID-6, GAME-1, GAME-2.

Every expected figure is worked out by hand in the comments from RULES.md.
"""

from __future__ import annotations

import pytest

from jojotte_teach.engine import DENEXA, PAGAT, Contract, InvalidRecordError, Scorepad, score_hand
from tests.helpers import finished, replay

# Eighteen cards: all the points of four suits but the plain Jacks and Nines count.
# In a spade contract: JS 20 + 9S 15 + AS 10 + 10S 10 + KS 5 + QS 5 = 65 in spades,
# A 10 K Q = 30 in each other suit: 65 + 3 * 30 = 155 card points.
ALL = "JS 9S AS 10S KS QS AH 10H KH QH AD 10D KD QD AC 10C KC QC"
# Ann's twelve: 65 (spades) + 30 (hearts) + AD 10D 20 = 115; Bob's six: KD QD 10, clubs 30 = 40.
ANN_12 = "JS 9S AS 10S KS QS AH 10H KH QH AD 10D"
BOB_6 = "KD QD AC 10C KC QC"


def spades(declarer: int, multiplier: int = 1, special: str | None = None) -> Contract:
    return Contract(declarer=declarer, strain="S", multiplier=multiplier, special=special,
                    accepted_turn_up=True)


def test_sco_1_card_points_last_trick_and_trick_score() -> None:
    score = score_hand(finished(spades(0), (ANN_12, BOB_6), last=0))
    assert score.card_points == (115, 40)
    assert score.last_trick == (10, 0)
    assert score.trick_score == (125, 40)
    assert score.tricks == (6, 3)


def test_sco_2_only_eighteen_cards_are_in_play() -> None:
    # Low cards in play: far fewer than 155 points (8s and 7s and plain Jacks/Nines are 0).
    ann, bob = "8S 7S 8H 7H 8D 7D 8C 7C JH JD", "JC 9H 9D 9C AS 10S KS QS"
    score = score_hand(finished(spades(0), (ann, bob), last=1))
    assert sum(score.card_points) == 30  # AS 10 + 10S 10 + KS 5 + QS 5


def test_sco_3_and_meld_7_melds_go_above_and_count_in_the_total() -> None:
    score = score_hand(finished(spades(0), (ANN_12, BOB_6), last=0,
                                melds=((), ("10D 9D 8D 7D",))))
    # Bob: 40 in tricks + 40 for a run of four = 80; Ann 125. Ann wins, Bob keeps his 40.
    assert score.meld_score == (0, 40) and score.total_score == (125, 80)
    assert score.above == (0, 40 + 40) and score.below == (125, 0)


def test_sco_4_the_higher_total_wins_melds_included() -> None:
    # Ann declares: 8 cards worth 55 + last trick 10 = 65. Bob: 45 + a run of four, 40.
    ann = "JS 9S AH 10H 8S 7S 8H 7H"  # 20 + 15 + 10 + 10 = 55
    bob = "AD 10D AC 10C KD 8D 7D 8C 7C 9D"  # 10 + 10 + 10 + 10 + 5 = 45
    state = finished(spades(0), (ann, bob), last=0, melds=((), ("KC QC JC 10C",)))
    score = score_hand(state)
    assert score.trick_score == (65, 45) and score.total_score == (65, 85)
    # Bob, the defender, wins on Total Score and takes both trick scores below (SCO-6).
    assert score.below == (0, 65 + 45) and score.above == (0, 40)
    # Under denexa the trick score decides: Ann wins and Bob scores nothing for tricks.
    denexa = score_hand(finished(spades(0), (ann, bob), last=0, rules=DENEXA,
                                 melds=((), ("KC QC JC 10C",))))
    assert denexa.below == (65, 0) and denexa.above == (0, 40)


def test_sco_5_declarer_higher_undoubled() -> None:
    score = score_hand(finished(spades(0), (ANN_12, BOB_6), last=0))
    assert score.below == (125, 0) and score.above == (0, 40)
    assert score.winner == 0
    denexa = score_hand(finished(spades(0), (ANN_12, BOB_6), last=0, rules=DENEXA))
    assert denexa.below == (125, 0) and denexa.above == (0, 0)


def test_sco_6_defender_higher_undoubled() -> None:
    score = score_hand(finished(spades(1), (ANN_12, BOB_6), last=0))
    assert score.below == (125 + 40, 0) and score.above == (0, 0) and score.winner == 0


@pytest.mark.parametrize("multiplier", [2, 4])
def test_sco_7_and_bid_6_doubled_winner_takes_both_multiplied(multiplier: int) -> None:
    score = score_hand(finished(spades(0, multiplier), (ANN_12, BOB_6), last=0,
                                melds=((), ("10D 9D 8D 7D",))))
    assert score.below == (multiplier * 165, 0)
    assert score.above == (0, 40)  # melds are never multiplied
    # denexa: a winning declarer takes only his own trick score, multiplied.
    denexa = score_hand(finished(spades(0, multiplier), (ANN_12, BOB_6), last=0,
                                 rules=DENEXA))
    assert denexa.below == (multiplier * 125, 0)
    lost = score_hand(finished(spades(1, multiplier), (ANN_12, BOB_6), last=0, rules=DENEXA))
    assert lost.below == (multiplier * 165, 0)


def test_sco_8_a_tie_goes_to_prison_and_the_next_winner_takes_it() -> None:
    ann = "JS 9S AH 10H 8S 7S 8H 7H"  # 55 + last 10 = 65
    bob = "AD 10D AC 10C KD 8D 7D 8C 7C 9D"  # 45 + a run of three 20 = 65
    tie = score_hand(finished(spades(0), (ann, bob), last=0, melds=((), ("KC QC JC",))))
    assert tie.total_score == (65, 65) and tie.winner is None
    assert tie.prison == 65 + 45 and tie.below == (0, 0) and tie.above == (0, 20)
    doubled = score_hand(finished(spades(0, 2), (ann, bob), last=0, melds=((), ("KC QC JC",))))
    assert doubled.prison == 2 * 110
    # The next hand's winner (Ann, declarer, 125 against 40) takes the prison above.
    nxt = score_hand(finished(spades(0), (ANN_12, BOB_6), last=0), prison=110)
    assert nxt.above == (110, 40) and nxt.prison == 0 and nxt.prison_won == 110


def test_sco_9_nullo_made_and_lost() -> None:
    nullo = Contract(declarer=1, strain="NT", special="nullo")
    # At No-trump values the 18 cards are worth 4 x 30 = 120 (Jacks and Nines 0).
    made = score_hand(finished(nullo, (ALL, ""), last=0))
    assert made.card_points == (120, 0) and made.trick_score == (120, 0)
    assert made.above == (0, 200) and made.below == (0, 0) and made.prison == 120
    lost = score_hand(finished(nullo, (ANN_12, BOB_6), last=1))
    # Bob took three tricks: Ann scores 200 + 100 + 100.
    assert lost.above == (400, 0) and lost.prison == 120 and lost.last_trick == (0, 0)
    # A Nullo hand does not claim the prison: it adds to it.
    assert score_hand(finished(nullo, (ALL, ""), last=0), prison=50).prison == 170


def test_sco_10_slam_bid_and_made_and_unbid_slam() -> None:
    made = score_hand(finished(spades(0, special="slam"), (ALL, ""), last=0))
    assert made.trick_score == (165, 0)
    assert made.above == (500, 0) and made.below == (165, 0)
    unbid = score_hand(finished(spades(0), (ALL, ""), last=0))
    assert unbid.above == (100, 0) and unbid.below == (165, 0)
    by_defender = score_hand(finished(spades(1), (ALL, ""), last=0))
    assert by_defender.above == (100, 0) and by_defender.below == (165, 0)


def test_sco_11_slam_bid_and_lost() -> None:
    # Ann bid Slam; Bob took one trick worth 10 (KC QC). Ann: 145 + last 10 = 155.
    ann = "JS 9S AS 10S KS QS AH 10H KH QH AD 10D KD QD AC 10C"
    state = finished(spades(0, special="slam"), (ann, "KC QC"), last=0,
                     melds=(("AS KS QS",), ()))
    score = score_hand(state, prison=30)
    # Bob's total (10) is lower: both trick scores above the line, and he takes the prison.
    assert score.above == (20, 155 + 10 + 30) and score.below == (0, 0)
    assert score.winner == 1
    doubled = score_hand(finished(spades(0, 2, "slam"), (ann, "KC QC"), last=0))
    assert doubled.above == (0, 2 * 165)


def test_joj_4_jo_jotte_is_part_of_the_trick_score_and_doubled() -> None:
    score = score_hand(finished(spades(0, 2), (ANN_12, BOB_6), last=0, jojotte=(False, True)))
    assert score.trick_score == (125, 60) and score.jojotte == (0, 20)
    assert score.below == (2 * 185, 0)
    denexa = score_hand(finished(spades(0), (ANN_12, BOB_6), last=0, rules=DENEXA,
                                 jojotte=(False, True)))
    assert denexa.trick_score == (125, 40) and denexa.above == (0, 20)


def test_score_refuses_an_unfinished_hand() -> None:
    with pytest.raises(InvalidRecordError, match="the hand is not finished: 0 of 9"):
        score_hand(replay(["Ann accept", "Bob pass", "Bob play AC"]))


def test_reckoning_names_the_rules() -> None:
    score = score_hand(finished(spades(0), (ANN_12, BOB_6), last=0))
    text = "\n".join(score.reckoning())
    assert "(SCO-5)" in text and "(SCO-1)" in text
    assert "Ann, the declarer, has the higher Total Score" in text


def test_game_1_first_to_80_below_and_game_2_the_rubber() -> None:
    pad = Scorepad(("Ann", "Bob"), PAGAT)
    pad.add(finished(spades(0), (ANN_12, BOB_6), last=0))  # Ann 125 below: game 1
    assert [g.winner for g in pad.games] == [0] and pad.below_in_game == [0, 0]
    pad.add(finished(spades(1), (BOB_6, ANN_12), last=1))  # Bob 125 below: game 2
    assert not pad.rubber_over
    pad.add(finished(spades(0), (ANN_12, BOB_6), last=0))  # Ann wins the rubber
    assert pad.rubber_over and pad.rubber_winner == 0 and pad.rubber_bonus == 300
    # Ann: 3 x ... below 125 + 125, above 40 (as defender) + 300; Bob: 125 below, 40 + 40 above.
    assert pad.totals() == (125 + 125 + 40 + 300, 125 + 40 + 40)
    with pytest.raises(InvalidRecordError, match="rubber is already over"):
        pad.add(finished(spades(0), (ANN_12, BOB_6), last=0))


def test_game_1_below_the_line_adds_up_within_a_game() -> None:
    small = "JS 9S 8S 7S"  # 35 + last 10 = 45 for Ann
    rest = "AH 10H KH QH AD 10D KD QD AC 10C KC QC 8H 7H"  # 90 for Bob
    pad = Scorepad(("Ann", "Bob"), PAGAT)
    pad.add(finished(spades(1), (small, rest), last=1))  # Bob declares: 100 below -> game
    assert pad.games[0].winner == 1 and pad.games[0].hands == 1
    pad.add(finished(spades(0), (rest, small), last=0))  # Ann 100 below: game
    assert len(pad.games) == 2 and not pad.rubber_over


def test_game_2_denexa_two_games_then_the_higher_total() -> None:
    pad = Scorepad(("Ann", "Bob"), DENEXA)
    pad.add(finished(spades(0), (ANN_12, BOB_6), last=0, rules=DENEXA))  # Ann 125 below
    pad.add(finished(spades(1), (BOB_6, ANN_12), last=1, rules=DENEXA))  # Bob 125 below
    assert pad.rubber_over and len(pad.games) == 2
    assert pad.totals_without_bonus() == (125, 125)
    assert pad.rubber_winner is None and pad.rubber_bonus == 0
    # With melds the totals differ and the higher total wins the rubber.
    pad = Scorepad(("Ann", "Bob"), DENEXA)
    pad.add(finished(spades(0), (ANN_12, BOB_6), last=0, rules=DENEXA,
                     melds=((), ("10D 9D 8D",))))  # Ann 125 below, Bob 20 above
    pad.add(finished(spades(1), (BOB_6, ANN_12), last=1, rules=DENEXA))
    assert pad.rubber_winner == 1 and pad.totals() == (125, 125 + 20 + 300)
