"""Belote's rules object: the game described on its own (BEL-1 to BEL-26).

:class:`BeloteRules` answers the engine's :class:`~..game.GameRules` for four players
in two partnerships: the deal in two parts around the bidding (:mod:`.deal`), the
bidding (:mod:`.auction`), the declarations (:mod:`.declarations`), the trick play
with its overtrumping and Belote-Rebelote (:mod:`.play`), the score (:mod:`.scoring`)
and one game to 1,000 (BEL-26). It shares only the deck, the rank orders, the trick's
winner and the seating with Jo-Jotte (BEL-1).

>>> from jojotte_teach.engine import DECK, Action, Deal, explain, new_hand
>>> from jojotte_teach.engine.belote import BELOTE
>>> s = new_hand(Deal.from_deck(DECK, dealer=3, game=BELOTE), ("Ann", "Bob", "Cat", "Dan"))
>>> for part in explain(s, Action.parse("Ann bid NT")).message.split("; "):
...     print(part)
Ann cannot bid No-trump: there is no No-trump in Belote: the trump is a suit (BEL-7)
legal: pass accept
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import Action, Verb, strain_name
from ..cards import Card, Suit, pretty_cards
from ..deal import Deal
from ..errors import action_phrase
from ..game import GameEnd
from ..hand import Contract, HandState, Phase, evolve
from ..invariants import require
from ..jojotte.family import check_names
from ..melds import Meld
from ..rules import Rules
from ..scoring import HandScore, Line, thrown_in_score
from . import auction as bidding
from . import deal as dealing
from . import declarations, play
from .auction import BeloteAuction
from .profiles import get_profile, profile_of
from .scoring import ALL_TRICK_POINTS, CAPOT, LAST_TRICK, score_hand

if TYPE_CHECKING:
    from ..game import Game

#: BEL-1: Jo-Jotte's acts that Belote does not have.
_NOT_IN_BELOTE = {Verb.NULLO: "Nullo", Verb.SLAM: "Slam", Verb.DIX: "dix",
                  Verb.SIDE: "siding", Verb.DEFEND: "defending", Verb.WITHDRAW: "withdrawing"}


def _auction(state: HandState) -> BeloteAuction:
    stage = state.stage
    assert isinstance(stage, BeloteAuction)
    return stage


class BeloteRules:
    """Four-player Belote in partnership, under the ``denexa`` or ``citizendium`` profile."""

    cards_form = False
    thrown_in = ("BEL-7", "everybody passed in both rounds and the hand was thrown in")
    game_rule = "BEL-26"
    card_values_rule = "BEL-4"
    own_meld_rule = "BEL-12"

    # ------------------------------------------------------------ the deal and the start

    def deal(self, game: Game, deck: tuple[Card, ...], dealer: int) -> Deal:
        """BEL-5: five cards each and the upcard; the rest after the bidding."""
        return dealing.deal_deck(game, deck, dealer)

    def deck_of(self, deal: Deal) -> tuple[Card, ...]:
        return dealing.deck_of(deal)

    def check_deal(self, deal: Deal) -> None:
        dealing.check(deal)

    def dealt(self, state: HandState) -> Deal:
        """BEL-9: the deal completed once the bidding has a taker."""
        contract = state.auction_contract
        return state.deal if contract is None else dealing.completed(state.deal,
                                                                     contract.declarer)

    def profile(self, name: str | None) -> Rules:
        """``denexa`` (the default) or ``citizendium``."""
        return get_profile(name)

    def start(self, game: Game, deal: Deal, players: tuple[str, ...],
              rules: Rules) -> HandState:
        """The state before the first word: five cards each, the upcard face up."""
        check_names(game, players)
        any_suit = profile_of(rules).any_suit_in_round_two
        auction = bidding.start(deal.dealer, deal.turn_up.suit.value, any_suit)
        assert auction.to_act is not None
        return HandState(
            game=game, rules=rules, players=players, deal=deal, phase=Phase.AUCTION,
            to_act=auction.to_act, hands=deal.hands, turn_up=deal.turn_up, history=(),
            stage=auction, melds=game.per_seat(()), active=tuple(range(game.seats)),
            jo=game.per_seat(False), jojotte=game.per_seat(False))

    # ------------------------------------------------------------ each step

    def meld_order(self, state: HandState) -> tuple[int, ...]:
        """BEL-12: in turn from the dealer's left."""
        return state.game.players_of(state.dealer)

    def opening_leader(self, state: HandState) -> int:
        """BEL-15: the dealer's left leads to the first trick."""
        return state.game.left_of(state.dealer)

    def allowed_cards(self, state: HandState) -> list[Card]:
        return play.allowed_cards(state)

    def legal_actions(self, state: HandState) -> list[Action]:
        """Every action allowed now, for any seat (declarations have no turn)."""
        if state.phase is Phase.AUCTION:
            name = state.players[state.to_act]
            return [bidding.action_of(name, c) for c in bidding.calls(_auction(state))]
        if state.phase is Phase.DECLARING:
            order = self.meld_order(state)
            return declarations.declaration_actions(state, order) + play.play_actions(state)
        if state.phase is Phase.PLAY:
            return play.play_actions(state)
        return []

    def apply(self, state: HandState, action: Action) -> HandState:
        """The state after a legal action (``state.apply`` has checked it)."""
        seat = state.seat_of(action.player)
        history = (*state.history, action)
        if state.phase is Phase.AUCTION:
            after = bidding.call(_auction(state), bidding.call_of(action))
            if after.step == "thrown in":
                return evolve(state, history=history, stage=after, phase=Phase.THROWN_IN)
            if after.step != "over":
                assert after.to_act is not None
                return evolve(state, history=history, stage=after, to_act=after.to_act)
            return self._completed(state, after, history)
        if action.verb is Verb.MELD:
            melds = tuple((*m, Meld(action.cards)) if s == seat else m
                          for s, m in enumerate(state.melds))
            return evolve(state, history=history, melds=melds)
        if state.phase is Phase.DECLARING:
            state = self._settled(state)
        return play.play(state, action, seat, history)

    def _completed(self, state: HandState, auction: BeloteAuction,
                   history: tuple[Action, ...]) -> HandState:
        """BEL-8, BEL-9: the taker takes the upcard, the deal is completed; declarations
        open, and the dealer's left will lead."""
        assert auction.taker is not None and auction.trump is not None
        contract = Contract(auction.taker, auction.trump, accepted_turn_up=auction.accepted)
        done = dealing.completed(state.deal, auction.taker)
        hands = tuple(hand + done.draw[s] for s, hand in enumerate(state.hands))
        leader = state.game.left_of(state.dealer)
        return evolve(state, history=history, hands=hands, phase=Phase.DECLARING,
                      stage=auction, auction_contract=contract, contract=contract,
                      leader=leader, to_act=leader)

    def _settled(self, state: HandState) -> HandState:
        """BEL-13: the first card closes the declarations; the best one's side scores."""
        points = declarations.awarded(state.melds, self.meld_order(state), state.trump)
        return evolve(state, stage=None, meld_points=points)

    def rule_of(self, state: HandState, action: Action) -> str:
        """The rule that allows a legal action."""
        if state.phase is Phase.AUCTION:
            return bidding.ROUND_RULES[_auction(state).step]
        if action.verb is Verb.MELD:
            return "BEL-12"
        return play.card_rule(state, action)

    def refusal(self, state: HandState, action: Action) -> tuple[str, str]:
        """``(rule, reason)`` for an action that is not legal now."""
        verb = action.verb
        seat = state.seat_of(action.player)
        if verb in _NOT_IN_BELOTE:
            return "BEL-1", f"Belote has no {_NOT_IN_BELOTE[verb]}"
        if state.phase is Phase.THROWN_IN:
            return self.thrown_in
        if state.phase is Phase.OVER:
            return "BEL-15", "the hand is over: all eight tricks have been played"
        if state.phase is Phase.AUCTION:
            return bidding.refusal(state, _auction(state), action, seat)
        if verb in (Verb.ACCEPT, Verb.BID, Verb.DOUBLE, Verb.REDOUBLE):
            contract = state.auction_contract
            assert contract is not None
            return ("BEL-6" if verb is Verb.ACCEPT else "BEL-7"), (
                f"the bidding is over: {state.players[contract.declarer]} took "
                f"{strain_name(contract.strain)}")
        if verb is Verb.PASS:
            return "BEL-12", ("there is no pass after the bidding: declarations are optional, "
                              "and saying nothing declines them")
        if verb is Verb.MELD:
            if state.phase is not Phase.DECLARING:
                return "BEL-12", "declarations are made before the first card"
            return declarations.refusal(state, action, seat, self.meld_order(state))
        return play.card_refusal(state, action, seat)

    def check_stage(self, state: HandState) -> None:
        """Whose turn it is in the bidding; the dealer's left to lead after it; and the
        points of a finished hand: 162 trick points, or 252 with a capot (BEL-19)."""
        if state.phase is Phase.AUCTION:
            require(_auction(state).to_act == state.to_act, "the wrong player is to speak")
        if state.phase is Phase.DECLARING:
            require(state.to_act == self.opening_leader(state), "the dealer's left is not to "
                                                                "lead")
        if state.tricks or state.trick:
            require(len(state.meld_points) == 4, "the declarations were not settled")
        if state.phase is Phase.OVER:
            score = score_hand(state)
            capot = max(score.tricks) == state.game.tricks
            expected = ALL_TRICK_POINTS - LAST_TRICK + (CAPOT if capot else LAST_TRICK)
            require(sum(score.trick_score) == expected,
                    f"trick points add up to {sum(score.trick_score)}, not {expected}")

    def score(self, state: HandState, prison: int) -> HandScore:
        """The score of a finished or thrown-in hand."""
        if state.phase is Phase.THROWN_IN:
            return self.thrown_in_score(state.game, state.players, prison)
        return score_hand(state, prison)

    def thrown_in_score(self, game: Game, players: tuple[str, ...], prison: int) -> HandScore:
        """BEL-7, BEL-25: four passes in each round throw the hand in; it scores nothing."""
        return thrown_in_score(game, players, prison, Line(
            "Everybody passed in both rounds: the hand is thrown in and scores nothing",
            ("BEL-7", "BEL-25")))

    def card_points(self, card: Card, trump: Suit | None) -> int:
        """BEL-4."""
        return play.card_points(card, trump)

    def meld_value(self, meld: Meld) -> int:
        """BEL-10: a four 100 to 200, a sequence 20, 50 or 100."""
        return declarations.points(meld)

    def allowed(self, hand: tuple[Card, ...], trick: tuple[Card, ...], trump: Suit | None, *,
                partner_winning: bool) -> list[Card]:
        """BEL-16, BEL-17: follow suit, overtrump, any card while the partner is winning."""
        return play.allowed(hand, trick, trump, partner_winning=partner_winning)

    def turn_up_holder(self, dealer: int, taker: int | None) -> int | None:
        """BEL-8: the taker adds the upcard to his hand, whatever the trump."""
        return taker

    def shown_melds(self, state: HandState) -> tuple[tuple[Meld, ...], ...]:
        """What the table has been shown: once the first card is played, the declarations
        of the side holding the best one (BEL-13); nothing before."""
        if not state.meld_points:
            return state.game.per_seat(())
        return tuple(declared if state.meld_points[s] else ()
                     for s, declared in enumerate(state.melds))

    def implicit(self, state: HandState, action: Action) -> list[Action]:
        """Nothing is left out of a Belote record (FAMILY_RECORDS.md)."""
        return []

    def is_written(self, state: HandState, action: Action) -> bool:
        return True

    def next_dealer(self, game: Game, dealer: int, thrown_in: bool, rules: Rules) -> int:
        """BEL-5: the deal passes to the left after every hand."""
        return game.left_of(dealer)

    def dealer_rule(self, game: Game) -> str:
        return game.deal_rule

    def dealer_words(self, name: str) -> str:
        return f"the deal passes to the left, to {name}"

    # ------------------------------------------------------------ one game to 1,000

    def game_end(self, game: Game, totals: tuple[int, ...]) -> GameEnd | None:
        """BEL-26: the hand in which a side reaches 1,000 ends the game; if both have
        1,000 or more, the one side above 1,000 wins, and it is a tie when both are above
        or both exactly 1,000 (interpretation).

        >>> from jojotte_teach.engine.belote import BELOTE
        >>> [BELOTE.rules.game_end(BELOTE, t) for t in ((990, 400), (1000, 1010),
        ...                                               (1020, 1010), (1000, 1000))]
        [None, GameEnd(winner=1), GameEnd(winner=None), GameEnd(winner=None)]
        """
        target = game.game_target
        reached = [c for c, t in enumerate(totals) if t >= target]
        if not reached:
            return None
        if len(reached) == 1:
            return GameEnd(reached[0])
        above = [c for c in reached if totals[c] > target]
        return GameEnd(above[0] if len(above) == 1 else None)

    # ------------------------------------------------------------ in words

    def telling(self, state: HandState, action: Action) -> str:
        """An action in words for the plain-text account, with its rule."""
        rule = self.rule_of(state, action)
        who, verb = action.player, action.verb
        if verb is Verb.ACCEPT:
            return f"{who} takes {state.turn_up.suit.word}, the upcard's suit ({rule})."
        if verb is Verb.BID:
            assert action.strain is not None
            return f"{who} names {strain_name(action.strain)} ({rule})."
        if verb is Verb.PASS:
            return f"{who} passes ({rule})."
        if verb is Verb.MELD:
            meld = Meld(action.cards)
            return (f"{who} declares {declarations.describe(meld)}: {pretty_cards(meld.cards)} "
                    f"({declarations.points(meld)}, {rule}).")
        return f"{who} {action_phrase(action).replace('play', 'plays', 1)} ({rule})."
