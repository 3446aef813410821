"""Scoring at a table of three or four: THREE-9 to THREE-13, CUT-2, CUT-3, FOUR-8, FOUR-9.

Each hand is a small :class:`TableOutcome` made to order; every expected figure is
worked out by hand in the comments from RULES.md. Seats: Ann 0, Bob 1, Cat 2, Dan 3.
In the three-player hands Ann deals, Bob declares, Cat is the active defender and
Ann the inactive player unless a test says otherwise; in cutthroat Dan deals and
sits out.
"""

from __future__ import annotations

import pytest

from jojotte_teach.engine import DENEXA, PAGAT, InvalidRecordError, Rules
from jojotte_teach.engine.games import CUTTHROAT, PARTNERSHIP, THREE, TWO, Game
from jojotte_teach.engine.jojotte.outcome import (
    HandScore,
    TableOutcome,
    score_table,
    thrown_in_table,
)
from jojotte_teach.engine.scorepad import Scorepad

ANN, BOB, CAT, DAN = 0, 1, 2, 3
NAMES = ("Ann", "Bob", "Cat", "Dan")


def hand(game: Game = THREE, *, tricks: dict[int, int], cards: dict[int, int],
         declarer: int = BOB, defender: int | None = CAT, dealer: int | None = None,
         strain: str = "S", multiplier: int = 1, special: str | None = None,
         last: int | None = None, melds: dict[int, int] | None = None,
         jojotte: tuple[int, ...] = (), doubler: int | None = None, sider: int | None = None,
         sided: bool | None = None, bidder: int | None = None,
         rules: Rules = PAGAT) -> TableOutcome:
    """A finished hand: per-seat figures given only for the seats that have them."""
    n = game.seats
    if dealer is None:
        dealer = DAN if game.dealer_sits_out else ANN
    if last is None:  # the declarer's side won the last trick, if it took any
        last = declarer if tricks.get(declarer) else next(s for s in tricks if tricks[s])
    if game.partnerships:
        defender = None
    melds = melds or {}
    return TableOutcome(
        game=game, rules=rules, players=NAMES[:n], dealer=dealer, declarer=declarer,
        original_bidder=declarer if bidder is None else bidder, strain=strain,
        multiplier=multiplier, special=special, doubler=doubler, sider=sider,
        sided_with_declarer=sided, active_defender=defender,
        tricks=tuple(tricks.get(s, 0) for s in range(n)),
        card_points=tuple(cards.get(s, 0) for s in range(n)), last_trick=last,
        jojotte=tuple(s in jojotte for s in range(n)),
        meld_points=tuple(melds.get(s, 0) for s in range(n)))


def add_up(score: HandScore) -> None:
    """The items of the score sheet add up to each column's above and below."""
    for where, figures in (("above", score.above), ("below", score.below)):
        for col, total in enumerate(figures):
            assert sum(i.points for i in score.items
                       if i.seat == col and i.column == where) == total


# Bob declares spades and takes 6 tricks worth 100 + last 10 = 110; Cat takes 3 worth 40.
BOB_WINS = {"tricks": {BOB: 6, CAT: 3}, "cards": {BOB: 100, CAT: 40}}
# Cat, the active defender, takes 6 worth 100 + last 10 = 110; Bob takes 3 worth 40.
CAT_WINS = {"tricks": {BOB: 3, CAT: 6}, "cards": {BOB: 40, CAT: 100}, "last": CAT}


def test_three_9_undoubled_declarer_higher() -> None:
    score = score_table(hand(**BOB_WINS, melds={CAT: 20}))
    # Bob 110 against Cat 40 + 20 = 60: Bob writes 110 below; nobody writes trick points
    # above. Cat's melds 20 above (MELD-7), and Ann, inactive, copies them (THREE-11).
    assert score.trick_score == (0, 110, 40) and score.total_score == (0, 110, 60)
    assert score.below == (0, 110, 0) and score.above == (20, 0, 20)
    assert score.tricks == (0, 6, 3) and score.meld_score == (0, 0, 20)
    assert score.winner == BOB
    add_up(score)


def test_three_9_undoubled_active_defender_higher() -> None:
    score = score_table(hand(**CAT_WINS))
    # Cat 110 against Bob 40: Cat and Ann each write 110 + 40 = 150 above; nothing below.
    assert score.above == (150, 0, 150) and score.below == (0, 0, 0)
    assert score.winner == CAT
    add_up(score)


def test_three_9_the_profile_decides_who_wins() -> None:
    outcome = {"tricks": {BOB: 6, CAT: 3}, "cards": {BOB: 100, CAT: 60}, "melds": {CAT: 60}}
    # Bob 110; Cat 60 in tricks + 60 in melds = 120. pagat (SCO-4): Cat wins on Total Score,
    # Cat and Ann each write 110 + 60 = 170 above, and Cat's 60 melds, copied by Ann: 230.
    pagat = score_table(hand(**outcome))
    assert pagat.above == (230, 0, 230) and pagat.below == (0, 0, 0)
    # denexa: the trick score decides, 110 against 60: Bob writes 110 below; Cat keeps her
    # melds above and Ann copies them.
    denexa = score_table(hand(**outcome, rules=DENEXA))
    assert denexa.below == (0, 110, 0) and denexa.above == (60, 0, 60)


def test_three_9_and_three_12_equal_total_scores_go_to_prison() -> None:
    tie = score_table(hand(tricks={BOB: 5, CAT: 4}, cards={BOB: 50, CAT: 60}), prison=30)
    # Bob 50 + 10 = 60, Cat 60: both trick scores, 120, join the 30 already in prison.
    assert tie.winner is None and tie.prison == 30 + 120 and tie.prison_won == 0
    assert tie.above == (0, 0, 0) and tie.below == (0, 0, 0)


@pytest.mark.parametrize("multiplier", [2, 4])
def test_three_10_doubled_the_sider_with_the_winner_writes_the_same_above(
        multiplier: int) -> None:
    # Cat doubles Bob's spades and defends; Ann sides with Bob. Bob 110 + 20 melds = 130
    # against Cat 40: Bob writes (110 + 40) x multiplier below. Ann sided with him: the same
    # above (THREE-10), and Bob's melds 20 (THREE-11: she copies the declarer).
    both = multiplier * 150
    score = score_table(hand(**BOB_WINS, melds={BOB: 20}, multiplier=multiplier,
                             doubler=CAT, sider=ANN, sided=True))
    assert score.below == (0, both, 0) and score.above == (both + 20, 20, 0)
    assert score.trick_score == (0, 110, 40)  # unmultiplied
    add_up(score)


def test_three_10_doubled_the_sider_against_the_winner_writes_no_trick_points() -> None:
    # Ann sided with Cat, but Bob wins (130 against 60): Bob 2 x 150 = 300 below, his melds
    # 20 above; Ann copies Cat, the active defender (THREE-11): Cat's melds 20, no tricks.
    score = score_table(hand(**BOB_WINS, melds={BOB: 20, CAT: 20}, multiplier=2,
                             doubler=CAT, sider=ANN, sided=False))
    assert score.below == (0, 300, 0) and score.above == (20, 20, 20)


def test_three_10_doubled_active_defender_higher() -> None:
    # Cat 110 + 20 melds = 130 against Bob 40: Cat writes 2 x 150 = 300 below; Ann sided
    # with Cat: 300 above and Cat's melds 20.
    score = score_table(hand(**CAT_WINS, melds={CAT: 20}, multiplier=2, doubler=CAT,
                             sider=ANN, sided=False))
    assert score.below == (0, 0, 300) and score.above == (320, 0, 20)
    # The same hand with Ann on Bob's side: she copies Bob, who writes nothing.
    other = score_table(hand(**CAT_WINS, melds={CAT: 20}, multiplier=2, doubler=CAT,
                             sider=ANN, sided=True))
    assert other.below == (0, 0, 300) and other.above == (0, 0, 20)
    # A doubled tie: 2 x (60 + 60) = 240 to prison (THREE-12).
    tie = score_table(hand(tricks={BOB: 5, CAT: 4}, cards={BOB: 50, CAT: 60}, multiplier=2,
                           doubler=CAT, sider=ANN, sided=True))
    assert tie.prison == 240 and tie.below == (0, 0, 0)


def test_three_11_slam_bid_and_made() -> None:
    # Bob bids Slam and takes all nine tricks: 120 + 10 = 130 below (THREE-9), 500 above
    # (SCO-10). Cat's melds 20 above; Ann copies Cat's 20, not Bob's 500.
    slam = {"tricks": {BOB: 9}, "cards": {BOB: 120}, "special": "slam", "melds": {CAT: 20}}
    score = score_table(hand(**slam))
    assert score.below == (0, 130, 0) and score.above == (20, 500, 20)
    # Doubled, Ann sided with Bob: 2 x 130 = 260 below for Bob; Ann 260 (THREE-10) and
    # Bob's 500 (THREE-11) above.
    doubled = score_table(hand(**slam, multiplier=2, doubler=CAT, sider=ANN, sided=True))
    assert doubled.below == (0, 260, 0) and doubled.above == (760, 500, 20)


def test_three_11_unbid_slam_by_the_active_defender() -> None:
    # Cat takes all nine: 120 + 10 = 130 against 0. Cat and Ann each write 130 above
    # (THREE-9); Cat's unbid Slam 100 (SCO-10), copied by Ann: 230 each.
    score = score_table(hand(tricks={CAT: 9}, cards={CAT: 120}))
    assert score.above == (230, 0, 230) and score.below == (0, 0, 0)


def test_three_11_slam_bid_and_lost() -> None:
    # Bob bids Slam and takes 8 tricks: 140 + 10 = 150; Cat one trick worth 10. Cat is not
    # higher: she writes both trick scores, 160, above (SCO-11), and as the hand's winner
    # takes the 30 in prison (THREE-12). Ann copies the 160, never the prison.
    score = score_table(hand(tricks={BOB: 8, CAT: 1}, cards={BOB: 140, CAT: 10},
                             special="slam"), prison=30)
    assert score.above == (160, 0, 190) and score.below == (0, 0, 0)
    assert score.winner == CAT and score.prison == 0 and score.prison_won == 30
    # Cat higher (20 + 100 melds = 120 against 60 + 10 = 70): THREE-9 in place of SCO-6,
    # Cat and Ann each write 70 + 20 = 90 above, and Cat's melds 100, copied by Ann.
    higher = score_table(hand(tricks={BOB: 8, CAT: 1}, cards={BOB: 60, CAT: 20},
                              special="slam", melds={CAT: 100}))
    assert higher.above == (190, 0, 190) and higher.below == (0, 0, 0)


def test_three_11_nullo_made_and_lost() -> None:
    # Cat bids Nullo over Bob's spades; Ann (Cat's left) defends; Bob is inactive.
    nullo = {"declarer": CAT, "defender": ANN, "bidder": BOB, "strain": "NT",
             "special": "nullo", "melds": {ANN: 20}}
    made = score_table(hand(tricks={ANN: 9}, cards={ANN: 120}, **nullo), prison=50)
    # Cat takes no trick: 200 above. Ann's melds 20, copied by Bob. The 120 card points
    # join the 50 in prison; nobody claims it on a Nullo hand (THREE-12).
    assert made.above == (20, 20, 200) and made.below == (0, 0, 0)
    assert made.prison == 170 and made.winner is None
    assert made.trick_score == (120, 0, 0)  # no last trick at Nullo
    lost = score_table(hand(tricks={ANN: 6, CAT: 3}, cards={ANN: 90, CAT: 30}, **nullo))
    # Cat takes 3 tricks: Ann and Bob each score 100 + 50 + 50 = 200; Bob also copies
    # Ann's melds 20, but not her 200 a second time.
    assert lost.above == (220, 220, 0) and lost.prison == 120
    add_up(lost)


def test_three_12_the_next_winner_takes_the_prison_and_nobody_copies_it() -> None:
    tie = score_table(hand(tricks={BOB: 5, CAT: 4}, cards={BOB: 50, CAT: 60}))
    assert tie.prison == 120
    # Cat wins the next hand: Cat and Ann each 150 above (THREE-9); Cat alone adds the 120.
    nxt = score_table(hand(**CAT_WINS), prison=tie.prison)
    assert nxt.above == (150, 0, 270) and nxt.prison == 0 and nxt.prison_won == 120
    assert any("THREE-12" in line.rules for line in nxt.lines)


def test_three_13_game_80_and_the_rubber_to_the_first_with_two_games() -> None:
    pad = Scorepad(NAMES[:3], game=THREE)
    # Bob 5 tricks worth 30 + 10 = 40 against Cat's 20: 40 below, twice makes a game of 80.
    small = hand(tricks={BOB: 5, CAT: 4}, cards={BOB: 30, CAT: 20})
    pad.throw_in()
    pad.add(small)
    assert pad.below_in_game == [0, 40, 0] and not pad.games
    pad.add(small)  # 80: game to Bob, in three hands (the throw-in counts)
    assert [(g.winner, g.hands) for g in pad.games] == [(BOB, 3)]
    assert pad.below_in_game == [0, 0, 0]
    # Cat declares (Ann defends) and writes 110 below: game two to Cat in one hand.
    pad.add(hand(tricks={CAT: 6, ANN: 3}, cards={CAT: 100, ANN: 40}, declarer=CAT,
                 defender=ANN, dealer=BOB))
    assert not pad.rubber_over
    pad.add(hand(**BOB_WINS))  # Bob 110: his second game, the rubber and 300 to him alone
    assert pad.rubber_over and pad.rubber_winner == BOB and pad.rubber_bonus == 300
    # Bob 40 + 40 + 110 + 300 = 490; Cat 110; Ann nothing (her side lost every hand).
    assert pad.totals() == (0, 490, 110)
    assert pad.to_json()["games"] == [{"winner": "Bob", "hands": 3},
                                      {"winner": "Cat", "hands": 1},
                                      {"winner": "Bob", "hands": 1}]
    assert pad.to_json()["rubber"] == {"winner": "Bob", "bonus": 300}
    assert pad.to_json()["totals"] == {"Ann": 0, "Bob": 490, "Cat": 110}
    with pytest.raises(InvalidRecordError, match="rubber is already over"):
        pad.add(small)
    with pytest.raises(InvalidRecordError, match="rubber is already over"):
        pad.throw_in()


def test_three_13_the_sheet_refuses_a_hand_scored_against_another_prison() -> None:
    pad = Scorepad(NAMES[:3], game=THREE)
    pad.add(hand(tricks={BOB: 5, CAT: 4}, cards={BOB: 50, CAT: 60}))  # 120 to prison
    with pytest.raises(InvalidRecordError, match="120"):
        pad.add(score_table(hand(**CAT_WINS)))
    assert pad.add(score_table(hand(**CAT_WINS), prison=120)).prison_won == 120


def test_cut_2_undoubled_the_dealer_writes_what_each_defender_writes() -> None:
    # Dan deals and sits out; Bob declares, Cat defends, Ann is inactive.
    won = score_table(hand(CUTTHROAT, **BOB_WINS, melds={CAT: 20}))
    # Bob 110 below; Cat's melds 20, copied by Ann and by Dan.
    assert won.above == (20, 0, 20, 20) and won.below == (0, 110, 0, 0)
    lost = score_table(hand(CUTTHROAT, **CAT_WINS), prison=30)
    # Cat higher: Cat, Ann and Dan each write 150 above; Cat alone adds the 30 in prison.
    assert lost.above == (150, 0, 180, 150) and lost.tricks == (0, 3, 6, 0)
    add_up(lost)


def test_cut_2_doubled_the_dealer_writes_what_the_sider_writes() -> None:
    # Cat doubles Bob and defends; Ann sides with Bob. Bob 130 (with 20 melds) against 40:
    # Bob 300 below; Ann 300 + Bob's 20 above; Dan writes what Ann writes: 320.
    score = score_table(hand(CUTTHROAT, **BOB_WINS, melds={BOB: 20}, multiplier=2,
                             doubler=CAT, sider=ANN, sided=True))
    assert score.above == (320, 20, 0, 320) and score.below == (0, 300, 0, 0)


def test_cut_2_doubled_when_the_sider_bid_nullo() -> None:
    # Bob's spades, doubled by Cat; Ann sides with Bob, then bids Nullo and declares it;
    # Bob (Ann's left among the three) defends; Cat is inactive. Multiplier 2, unused.
    nullo = {"declarer": ANN, "defender": BOB, "bidder": BOB, "strain": "NT",
             "special": "nullo", "multiplier": 2, "doubler": CAT, "sider": ANN,
             "sided": True, "melds": {BOB: 20}}
    made = score_table(hand(CUTTHROAT, tricks={BOB: 9}, cards={BOB: 120}, **nullo))
    # Ann 200; Bob's melds 20, copied by Cat (THREE-11); Dan copies Ann, the sider: 200.
    assert made.above == (200, 20, 20, 200) and made.prison == 120
    lost = score_table(hand(CUTTHROAT, tricks={BOB: 7, ANN: 2}, cards={BOB: 100, ANN: 20},
                            **nullo))
    # Ann takes 2 tricks: Bob and Cat each 100 + 50 = 150, not doubled (SCO-9); Cat adds
    # Bob's melds 20. Dan copies Ann, who writes nothing.
    assert lost.above == (0, 170, 170, 0) and lost.to_json()["contract"]["multiplier"] == 2


def test_cut_3_game_80_and_the_rubber_for_one_of_four() -> None:
    pad = Scorepad(NAMES, game=CUTTHROAT)
    # Bob declares and writes 110 below while Dan deals; then Cat while Ann deals; Bob again.
    pad.add(hand(CUTTHROAT, **BOB_WINS, melds={CAT: 20}))  # Ann, Cat, Dan 20 above each
    pad.add(hand(CUTTHROAT, tricks={CAT: 6, DAN: 3}, cards={CAT: 100, DAN: 40},
                 declarer=CAT, defender=DAN, dealer=ANN))
    assert [g.winner for g in pad.games] == [BOB, CAT] and not pad.rubber_over
    pad.throw_in()
    pad.add(hand(CUTTHROAT, **BOB_WINS, dealer=DAN))
    assert pad.rubber_winner == BOB and pad.games[-1].hands == 2
    # Bob 110 + 110 + 300; Cat 20 + 110; Ann 20; Dan 20. Nobody else gets the 300.
    assert pad.to_json()["totals"] == {"Ann": 20, "Bob": 520, "Cat": 130, "Dan": 20}
    assert pad.to_json()["hands"][2] == {"thrown_in": True, "active": None}


def test_four_8_sides_add_their_players_figures() -> None:
    # Ann declares spades. Ann 3 tricks 50, Cat 2 tricks 45 and the last trick: Ann+Cat
    # 5 tricks, 95 + 10 = 105. Bob 1 trick 10, Dan 2 tricks 50 and Jo-Jotte: Bob+Dan
    # 3 tricks, 60 + 20 = 80; Bob's melds 20: Total 100 against 105.
    outcome = {"tricks": {ANN: 3, BOB: 1, CAT: 2, DAN: 2},
               "cards": {ANN: 50, BOB: 10, CAT: 45, DAN: 50}, "declarer": ANN,
               "last": CAT, "jojotte": (DAN,), "melds": {BOB: 20}}
    score = score_table(hand(PARTNERSHIP, **outcome))
    assert score.tricks == (5, 3) and score.card_points == (95, 60)
    assert score.trick_score == (105, 80) and score.total_score == (105, 100)
    # SCO-5 (pagat): Ann+Cat 105 below; Bob+Dan their 80 above, and 20 for melds.
    assert score.below == (105, 0) and score.above == (0, 100)
    data = score.to_json()
    assert data["below"] == {"Ann+Cat": 105, "Bob+Dan": 0} and "active" not in data
    # denexa: Jo-Jotte's 20 goes above, the trick score decides (105 against 60), and the
    # beaten defenders score nothing for tricks: Bob+Dan 20 + 20 above.
    denexa = score_table(hand(PARTNERSHIP, **outcome, rules=DENEXA))
    assert denexa.trick_score == (105, 60) and denexa.above == (0, 40)
    assert denexa.below == (105, 0)


def test_four_9_two_player_scoring_with_sides() -> None:
    cards = {ANN: 30, BOB: 60, CAT: 20, DAN: 45}  # Ann+Cat 50, Bob+Dan 105
    tricks = {ANN: 2, BOB: 3, CAT: 1, DAN: 2}
    # Ann declares; Bob+Dan win the last trick: 115 against 50. SCO-6: 165 below for them.
    beaten = score_table(hand(PARTNERSHIP, tricks=tricks, cards=cards, declarer=ANN,
                              last=DAN), prison=40)
    assert beaten.below == (0, 165) and beaten.above == (0, 40) and beaten.winner == 1
    # Doubled by Bob (SCO-7): 2 x 165 = 330 below; redoubled 660.
    doubled = score_table(hand(PARTNERSHIP, tricks=tricks, cards=cards, declarer=ANN,
                               last=DAN, multiplier=4, doubler=BOB))
    assert doubled.below == (0, 660)
    # Bob declares: Bob+Dan higher and doubled; denexa gives them only their own 115 x 2.
    own = score_table(hand(PARTNERSHIP, tricks=tricks, cards=cards, declarer=BOB,
                           last=DAN, multiplier=2, doubler=ANN, rules=DENEXA))
    assert own.below == (0, 230)


def test_four_9_nullo_slam_and_prison() -> None:
    # Bob bids Nullo; his side takes 3 tricks (Bob 1, Dan 2): Ann+Cat score 200 + 100 + 100
    # = 400 above; all 120 card points (No-trump values) go to prison.
    nullo = {"declarer": BOB, "strain": "NT", "special": "nullo", "bidder": ANN}
    lost = score_table(hand(PARTNERSHIP, tricks={ANN: 3, BOB: 1, CAT: 2, DAN: 2},
                            cards={ANN: 40, BOB: 10, CAT: 30, DAN: 40}, last=DAN, **nullo))
    assert lost.above == (400, 0) and lost.prison == 120 and lost.trick_score == (70, 50)
    made = score_table(hand(PARTNERSHIP, tricks={ANN: 5, CAT: 3}, cards={ANN: 80, CAT: 40},
                            last=ANN, **nullo), prison=10)
    assert made.above == (0, 200) and made.prison == 130 and made.winner is None
    # Cat bids Slam for Ann's spades (Ann stays declarer); the side takes all 8 tricks:
    # 155 + 10 = 165 below and 500 above.
    slam = score_table(hand(PARTNERSHIP, tricks={ANN: 5, CAT: 3}, cards={ANN: 100, CAT: 55},
                            declarer=ANN, special="slam"))
    assert slam.below == (165, 0) and slam.above == (500, 0)
    unbid = score_table(hand(PARTNERSHIP, tricks={ANN: 5, CAT: 3}, cards={ANN: 100, CAT: 55},
                             declarer=BOB))
    # Bob declared but Ann+Cat took everything: SCO-6 165 below, and 100 for the unbid Slam.
    assert unbid.below == (165, 0) and unbid.above == (100, 0)
    # Slam lost by one trick worth 0 (Dan): Bob+Dan are not higher; both trick scores,
    # 155 + 10 + 0, above for them (SCO-11), and they take the 30 in prison (SCO-8).
    lost_slam = score_table(hand(PARTNERSHIP, tricks={ANN: 4, CAT: 3, DAN: 1},
                                 cards={ANN: 100, CAT: 55}, declarer=ANN, last=ANN,
                                 special="slam"), prison=30)
    assert lost_slam.above == (0, 195) and lost_slam.below == (0, 0) and lost_slam.winner == 1


def test_four_9_game_125_in_partnership() -> None:
    pad = Scorepad(NAMES, game=PARTNERSHIP)
    small = hand(PARTNERSHIP, tricks={ANN: 5, BOB: 3}, cards={ANN: 90, BOB: 30},
                 declarer=ANN)  # Ann+Cat 100 below, Bob+Dan 30 above (SCO-5)
    pad.add(small)
    assert not pad.games  # 100 is a game at three players, not here
    pad.add(small)
    assert [(g.winner, g.hands) for g in pad.games] == [(0, 2)]
    pad.add(small)
    pad.add(small)
    assert pad.to_json()["rubber"] == {"winner": "Ann+Cat", "bonus": 300}
    assert pad.totals() == (400 + 300, 120)


def test_to_json_is_the_hand_record_object() -> None:
    score = score_table(hand(**BOB_WINS, melds={CAT: 20}, multiplier=2, doubler=CAT,
                             sider=ANN, sided=False))
    assert score.to_json() == {
        "thrown_in": False,
        "contract": {"declarer": "Bob", "strain": "S", "multiplier": 2, "special": None},
        "tricks": {"Ann": 0, "Bob": 6, "Cat": 3},
        "card_points": {"Ann": 0, "Bob": 100, "Cat": 40},
        "trick_score": {"Ann": 0, "Bob": 110, "Cat": 40},
        "meld_score": {"Ann": 0, "Bob": 0, "Cat": 20},
        "total_score": {"Ann": 0, "Bob": 110, "Cat": 60},
        "above": {"Ann": 20, "Bob": 0, "Cat": 20},
        "below": {"Ann": 0, "Bob": 300, "Cat": 0},
        "prison": 0,
        "active": ["Bob", "Cat"],
    }
    assert thrown_in_table(THREE, NAMES[:3]).to_json() == {"thrown_in": True, "active": None}
    assert thrown_in_table(CUTTHROAT, NAMES).to_json() == {"thrown_in": True, "active": None}
    assert thrown_in_table(PARTNERSHIP, NAMES, prison=20).to_json() == {"thrown_in": True}


def test_the_reckoning_names_the_rules() -> None:
    score = score_table(hand(CUTTHROAT, **CAT_WINS, melds={CAT: 20}))
    text = "\n".join(score.reckoning())
    assert "(THREE-9)" in text and "(THREE-11)" in text and "(CUT-2)" in text
    assert "Cat, the active defender, has the higher Total Score" in text


@pytest.mark.parametrize(("outcome", "message"), [
    (hand(TWO, tricks={BOB: 9}, cards={BOB: 100}, defender=ANN), "two-player"),
    (hand(tricks={BOB: 6, CAT: 3, ANN: 0}, cards={BOB: 100, ANN: 10}), "THREE-8"),
    (hand(CUTTHROAT, tricks={BOB: 6, DAN: 3}, cards={BOB: 100}, defender=DAN), "THREE-8"),
    (hand(tricks={BOB: 6, CAT: 2}, cards={BOB: 100}), "8 tricks"),
    (hand(**BOB_WINS, multiplier=2, doubler=CAT), "THREE-3"),
])
def test_impossible_outcomes_are_refused(outcome: TableOutcome, message: str) -> None:
    with pytest.raises(InvalidRecordError, match=message):
        score_table(outcome)
