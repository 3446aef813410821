"""The expert at the family's tables: it samples the unseen cards consistently with what
its seat has seen, and solves each sample with the game's own exact solver."""

from __future__ import annotations

from jojotte_teach.ai.evaluation import PlayContext
from jojotte_teach.ai.expert import ExpertPlayer
from jojotte_teach.ai.expert.belote_stakes import BeloteStakes
from jojotte_teach.ai.expert.sampled import deal_unseen
from jojotte_teach.ai.players import Player, RandomPlayer, next_action, play_hand
from jojotte_teach.ai.search import Position
from jojotte_teach.ai.seen import Seen
from jojotte_teach.engine import (
    Action,
    Deal,
    HandState,
    Phase,
    apply,
    check_invariants,
    get_game,
    new_hand,
    player_view,
    score_hand,
    shuffled_deck,
)
from jojotte_teach.engine.deal import SplitMix64
from jojotte_teach.engine.klaberjass.scoring import hand_scores
from jojotte_teach.engine.view import PlayerView

from .common import last_trick_stakes

NAMES = ("Ann", "Bob", "Cat", "Dan")


def _hand(game: str, seed: int, profile: str | None = None) -> HandState:
    table = get_game(game)
    deal = Deal.from_deck(shuffled_deck(seed), seed % table.seats, table)
    return new_hand(deal, NAMES[:table.seats], table.rules.profile(profile))


class Checked:
    """An expert whose every answer is checked against its view."""

    def __init__(self, seed: int, samples: int | None = None) -> None:
        self.inner = ExpertPlayer(seed, samples=samples)
        self.name = self.inner.name
        self.cards = 0

    def choose(self, view: PlayerView) -> Action:
        action = self.inner.choose(view)
        assert action in view.legal, (action, view.legal)
        self.cards += action.verb.value == "play"
        return action

    def volunteer(self, view: PlayerView) -> Action | None:
        return self.inner.volunteer(view)


def test_the_expert_plays_every_seat_of_klaberjass_to_the_end() -> None:
    cards = 0
    for seed in range(6):
        players: list[Checked] = [Checked(seed * 2 + s, samples=16) for s in range(2)]
        state = play_hand(_hand("klaberjass", seed), players)
        check_invariants(state)
        score_hand(state)
        cards += sum(p.cards for p in players)
    assert cards > 6 * 9


def test_the_expert_plays_every_seat_of_belote_in_both_profiles() -> None:
    played = 0
    for seed, profile in ((1, "denexa"), (2, "citizendium"), (3, "denexa")):
        experts = [Checked(seed * 4 + s, samples=2) for s in range(2)]
        players: list[Player] = [experts[0], RandomPlayer(seed), experts[1], RandomPlayer(7)]
        state = play_hand(_hand("belote", seed, profile), players)
        check_invariants(state)
        score_hand(state)
        if state.phase is Phase.OVER:
            assert sum(p.cards for p in experts) == 2 * 8
            played += 1
    assert played >= 2


def test_belote_samples_fit_every_fact_a_seat_has_seen() -> None:
    # Every sampled deal gives each seat its number of cards, the cards it is known to
    # hold (the taker's upcard, BEL-8), and none it showed it lacks (BEL-16, BEL-17).
    rng = SplitMix64(3)
    looked = 0
    for seed in range(40):
        state = _hand("belote", seed)
        players = [RandomPlayer(seed * 4 + s) for s in range(4)]
        while not state.is_over and state.phase is not Phase.THROWN_IN:
            if state.phase is Phase.PLAY and len(state.hands[state.to_act]) in (6, 3):
                view = player_view(state, state.to_act)
                seen = Seen.from_view(view)
                hands = deal_unseen(view, rng)
                for seat, cards in hands.items():
                    assert len(cards) == view.card_counts[seat]
                    assert seen.known[seat] <= cards
                    assert not cards & seen.barred[seat], (seed, seat)
                    assert not any(c.suit in seen.void[seat] for c in cards)
                looked += 1
            state = apply(state, next_action(state, players))
    assert looked > 40


def test_the_klaberjass_expert_weighs_cards_by_klaberjass_scores() -> None:
    # KLAB-20: a card is worth what the hand then scores, the bidder's hand points
    # against the opponent's, not Jo-Jotte's scores above and below the line.
    for seed in range(40):
        state = _hand("klaberjass", seed)
        players = [RandomPlayer(seed), RandomPlayer(seed + 1)]
        while not state.is_over and not (state.phase is Phase.PLAY and len(state.tricks) == 5
                                          and not state.trick):
            if state.phase is Phase.THROWN_IN:
                break
            state = apply(state, next_action(state, players))
        if state.phase is not Phase.PLAY:
            continue
        ctx = PlayContext.from_state(state)
        assert ctx.own_scores is not None
        position = Position((frozenset(state.hands[0]), frozenset(state.hands[1])),
                            state.trump, state.leader)
        card = next(iter(position.legal_cards()))
        left = position.points_left()
        me, opp = state.to_act, 1 - state.to_act
        for points in (0, left // 2, left):
            scored = ctx.score(position, {card: points})[card]
            pts = [0, 0]
            pts[me] = ctx.won_points[me] + points
            pts[opp] = ctx.won_points[opp] + left - points
            jj = [ctx._jojotte(s, position.hands[s], card if s == me else None) for s in (0, 1)]
            hand = (pts[0] + jj[0] + ctx.melds[0], pts[1] + jj[1] + ctx.melds[1])
            expected = hand_scores(ctx.contract.declarer, hand)
            assert scored == expected[me] - expected[opp]
        return
    raise AssertionError("no Klaberjass hand reached the sixth trick")


def test_the_belote_expert_weighs_cards_by_the_hand_score() -> None:
    # BEL-19 to BEL-25: in the last trick every hand holds one card, its value is exact,
    # and the stakes of it must be the finished hand's score difference for the mover's
    # side: made or dedans, rounding, declarations and belote, in both profiles.
    checked = dedans = 0
    for seed in range(160):
        profile = ("denexa", "citizendium")[seed % 2]
        state, said = last_trick_stakes(_hand("belote", seed, profile), seed)
        if state.phase is not Phase.OVER:
            continue
        score = score_hand(state)
        for side, difference in said:
            assert difference == score.below[side] - score.below[1 - side], (seed, profile)
        checked += 1
        dedans += not score.made
    assert checked > 100 and dedans > 10


def test_a_belote_sample_counts_the_belote_its_king_and_queen_will_say() -> None:
    # BEL-14: in a sampled deal, a seat holding the King and Queen of trumps will say
    # "Belote" and "Rebelote"; once "Belote" is said, the stakes count it already.
    found = 0
    for seed in range(60):
        state = _hand("belote", seed)
        players = [RandomPlayer(seed * 4 + s) for s in range(4)]
        while not state.is_over and state.phase is not Phase.PLAY:
            state = apply(state, next_action(state, players))
        if state.phase is not Phase.PLAY or state.trump is None:
            continue
        pair = {c for c in state.hands[0] + state.hands[1] + state.hands[2] + state.hands[3]
                if c.suit is state.trump and c.rank.name in ("KING", "QUEEN")}
        holder = next((s for s in range(4) if pair <= set(state.hands[s])), None)
        view = player_view(state, state.to_act)
        hands = {s: frozenset(state.hands[s]) for s in range(4)}
        expected = [0, 0]
        if holder is not None and len(pair) == 2:
            expected[state.game.side_of(holder)] = 20
            found += 1
        assert BeloteStakes.from_view(view).unannounced(view, hands) == tuple(expected)
    assert found >= 3
