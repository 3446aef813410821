"""The heuristic table player: legal in every game, and its rules of thumb on chosen views."""

from __future__ import annotations

import dataclasses

import pytest

from jojotte_teach.ai.heuristic import HeuristicPlayer, worth_declaring
from jojotte_teach.ai.players import (
    Player,
    RandomPlayer,
    optional_acts,
    play_hand,
)
from jojotte_teach.engine import (
    DECK,
    PARTNERSHIP,
    THREE,
    Action,
    Card,
    Deal,
    HandState,
    Meld,
    Suit,
    Verb,
    apply,
    check_invariants,
    get_game,
    new_hand,
    parse_cards,
    player_view,
    score_hand,
    shuffled_deck,
)
from jojotte_teach.engine.jojotte.auction_three import ThreeAuction
from jojotte_teach.engine.view import PlayerView

NAMES = ("Ann", "Bob", "Cat", "Dan")


class Checked:
    """A heuristic player whose every answer is checked against its view."""

    def __init__(self, seed: int) -> None:
        self.inner = HeuristicPlayer(seed)
        self.name = self.inner.name
        self.answers = 0

    def choose(self, view: PlayerView) -> Action:
        action = self.inner.choose(view)
        assert action in view.legal, (action, view.legal)
        if any(a.verb is Verb.PLAY for a in view.legal):
            assert action.verb is Verb.PLAY  # its turn is a card; optional acts volunteered
        self.answers += 1
        return action

    def volunteer(self, view: PlayerView) -> Action | None:
        action = self.inner.volunteer(view)
        assert action is None or action in optional_acts(view), (action, view.legal)
        return action


@pytest.mark.parametrize("game", ["three", "partnership", "cutthroat"])
def test_the_heuristic_answers_legally_and_finishes_200_hands(game: str) -> None:
    table = get_game(game)
    played = 0
    for seed in range(200):
        deal = Deal.from_deck(shuffled_deck(seed), seed % table.seats, table)
        state = new_hand(deal, NAMES[:table.seats])
        # Odd seeds put one random player at the table, to bring doubles, Nullos and
        # odd cards the heuristic would not make itself.
        players: list[Player] = [Checked(seed * 10 + s) for s in range(table.seats)]
        if seed % 2:
            players[seed % table.seats] = RandomPlayer(seed)
        state = play_hand(state, players)
        assert state.is_over
        check_invariants(state)
        score_hand(state)
        played += sum(p.answers for p in players if isinstance(p, Checked))
    assert played > 200 * 10


def test_the_heuristic_takes_only_a_view_never_the_whole_hand() -> None:
    state = new_hand(Deal.from_seed(1), ("Ann", "Bob"))
    with pytest.raises(TypeError, match="PlayerView"):
        HeuristicPlayer().choose(state)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="PlayerView"):
        HeuristicPlayer().volunteer(state)  # type: ignore[arg-type]


# ---------------------------------------------------------------- three players


def _three(*calls: str) -> HandState:
    """A three-player hand (dealer Ann) after the calls and choices given."""
    state = new_hand(Deal.from_deck(DECK, 0, THREE), NAMES[:3])
    for text in calls:
        state = apply(state, Action.parse(text))
    return state


def _with(view: PlayerView, cards: str) -> PlayerView:
    """The same view holding other cards (the calls and choices do not depend on them)."""
    return dataclasses.replace(view, hand=parse_cards(cards))


def _worthless(trump: Suit) -> str:
    """No trump, no Ace, no Ten, and not a Nullo hand (no low card in a suit)."""
    return " ".join(f"{r}{s.value}" for s in Suit if s is not trump for r in ("K", "Q", "9"))


def _strong(trump: Suit) -> str:
    plain = [s for s in Suit if s is not trump]
    return " ".join([f"{r}{trump.value}" for r in ("J", "9", "A", "10", "K", "Q")]
                    + [f"A{s.value}" for s in plain])


def test_it_withdraws_with_a_worthless_hand_and_defends_with_a_strong_one() -> None:
    state = _three("Bob accept", "Cat pass", "Ann pass", "Cat pass", "Ann pass")
    view = player_view(state, state.to_act)  # Cat, the declarer's left (THREE-4)
    trump = state.auction_contract.trump if state.auction_contract else None
    assert trump is not None and view.player == "Cat"
    player = HeuristicPlayer()
    assert player.choose(_with(view, _worthless(trump))).verb is Verb.WITHDRAW
    assert player.choose(_with(view, _strong(trump))).verb is Verb.DEFEND
    # T-NUL-1: no Ace, no Ten, a low card in every suit: Nullo.
    assert player.choose(_with(view, "7S 8S QS 7H 9H 8D 7D JD 7C")).verb is Verb.NULLO


def test_the_right_leaves_the_defence_to_the_left_and_defends_when_he_withdraws() -> None:
    after_defend = _three("Bob accept", "Cat pass", "Ann pass", "Cat pass", "Ann pass",
                          "Cat defend")
    view = player_view(after_defend, after_defend.to_act)
    trump = Suit(after_defend.auction_contract.strain) if after_defend.auction_contract else None
    assert trump is not None
    assert HeuristicPlayer().choose(_with(view, _strong(trump))).verb is Verb.WITHDRAW
    after_withdraw = _three("Bob accept", "Cat pass", "Ann pass", "Cat pass", "Ann pass",
                            "Cat withdraw")
    view = player_view(after_withdraw, after_withdraw.to_act)
    assert HeuristicPlayer().choose(_with(view, _worthless(trump))).verb is Verb.DEFEND


def test_it_sides_with_the_doubler_unless_it_holds_the_contracts_strength() -> None:
    state = _three("Bob accept", "Cat pass", "Ann pass", "Cat double")
    view = player_view(state, state.to_act)  # Ann, the third player (THREE-3)
    assert view.player == "Ann"
    auction = state.stage
    trump = Suit(auction.strain) if isinstance(auction, ThreeAuction) and auction.strain else None
    assert trump is not None
    player = HeuristicPlayer()
    # Weak in the contract: the strength lies with the two, and the doubler showed more.
    assert player.choose(_with(view, _worthless(trump))).side == "defender"
    # Holding the top trumps herself: the double rests on less than it seemed.
    strong = f"J{trump.value} 9{trump.value} A{trump.value} 10{trump.value} 7{trump.value} 8D"
    assert player.choose(_with(view, strong)).side == "declarer"


def test_slam_only_with_an_overwhelming_hand() -> None:
    state = _three("Bob accept", "Cat pass", "Ann pass", "Cat pass", "Ann pass",
                   "Cat defend", "Ann withdraw")
    view = player_view(state, state.to_act)  # Bob, the original bidder (THREE-7)
    trump = state.auction_contract.trump if state.auction_contract else None
    assert trump is not None and view.player == "Bob"
    player = HeuristicPlayer()
    assert player.choose(_with(view, _strong(trump))).verb is Verb.SLAM
    plain = [s.value for s in Suit if s is not trump]
    trumps = " ".join(f"{r}{trump.value}" for r in ("J", "9", "A", "10", "K", "Q"))
    not_sure = f"{trumps} A{plain[0]} A{plain[1]} K{plain[2]}"  # the King may lose a trick
    assert player.choose(_with(view, not_sure)).verb is Verb.PASS


def test_a_low_run_of_three_stays_hidden_after_the_defender_declared() -> None:
    state = _three("Bob accept", "Cat pass", "Ann pass", "Cat pass", "Ann pass",
                   "Cat defend", "Ann withdraw", "Bob pass")
    view = player_view(state, "Bob")  # the declarer; Cat defends (THREE-8)
    low, high = Meld(parse_cards("JD 10D 9D")), Meld(parse_cards("AD KD QD"))
    assert worth_declaring(view, low) and worth_declaring(view, high)
    declared = dataclasses.replace(view, history=(*view.history, Action("Cat", Verb.MELD)))
    assert not worth_declaring(declared, low)  # T-MELD-2: it would only inform Cat
    assert worth_declaring(declared, high)
    assert worth_declaring(declared, Meld(parse_cards("JD 10D 9D 8D")))


# ---------------------------------------------------------------- partnership


def _partnership(hands: list[str], *actions: str) -> HandState:
    """A partnership hand (dealer Dan) with these eight cards in each seat; the last card
    of Dan's is the turn-up (FOUR-3)."""
    cards = [parse_cards(h) for h in hands]
    deck: list[Card] = [DECK[0]] * 32
    for seat, hand in enumerate(cards):
        deck[3 * seat:3 * seat + 3] = hand[:3]
        deck[12 + 3 * seat:15 + 3 * seat] = hand[3:6]
        deck[24 + 2 * seat:26 + 2 * seat] = hand[6:]
    state = new_hand(Deal.from_deck(deck, 3, PARTNERSHIP), NAMES)
    for text in actions:
        state = apply(state, Action.parse(text))
    return state


def test_it_does_not_overtrump_partners_winning_ace_needlessly() -> None:
    state = _partnership(["AH KH QH JH 9D 8D 9C 8C", "AS KS QS AC 10C KC AD 10D",
                          "10S 10H 9H 8H 7H KD JD 7C", "JS 9S 8S QD 7D JC QC 7S"],
                         "Ann pass", "Bob accept", "Cat pass", "Dan pass", "Ann pass",
                         "Ann play KH", "Bob play AS", "Cat play 7H")
    view = player_view(state, "Dan")  # void in hearts: any trump (FOUR-7); Bob wins
    assert {a.card for a in view.legal if a.card} == set(parse_cards("JS 9S 8S 7S"))
    assert HeuristicPlayer().choose(view).card == Card("7S")


def test_it_throws_points_on_partners_sure_trick() -> None:
    state = _partnership(["7H 10H JS 10S 9D 8D 9C 8C", "AH AS KS QS AC 10C KC AD",
                          "8H QH JH 10D KD QD JD 7C", "KH 9H 9S 8S 7D JC QC 7S"],
                         "Ann pass", "Bob accept", "Cat pass", "Dan pass", "Ann pass",
                         "Ann play 7H", "Bob play AH", "Cat play 8H")
    assert HeuristicPlayer().choose(player_view(state, "Dan")).card == Card("KH")


def test_partnership_calls() -> None:
    state = new_hand(Deal.from_deck(DECK, 3, PARTNERSHIP), NAMES)
    trump = state.turn_up.suit
    plain = [s.value for s in Suit if s is not trump]
    accepted = apply(state, Action.parse("Ann accept"))
    bob = player_view(accepted, "Bob")  # an opponent of the bidder
    player = HeuristicPlayer()
    assert player.choose(_with(bob, _strong(trump))).verb is Verb.DOUBLE  # T-BID-4
    assert player.choose(_with(bob, _worthless(trump))).verb is Verb.PASS
    # Aces enough for No-trump over the opponents' suit (T-BID-3), not over partner's.
    aces = f"A{plain[0]} 10{plain[0]} K{plain[0]} A{plain[1]} A{plain[2]} 7{plain[2]}"
    assert player.choose(_with(bob, aces)).strain == "NT"
    cat = player_view(apply(accepted, Action.parse("Bob pass")), "Cat")  # Ann's partner
    assert player.choose(_with(cat, aces)).verb is Verb.PASS  # T-BID-5
    nt = " ".join(f"{r}{s}" for s in plain for r in ("A", "10")) + f" K{plain[0]} 7{trump.value}"
    assert player.choose(_with(cat, nt)).strain == "NT"
