"""What every Jo-Jotte game shares, as one rules object each game's own rules extend.

:class:`JoJotteRules` is the :class:`~jojotte_teach.engine.game.GameRules` of the
family: the deal in packets of three (DEAL-2, THREE-1, FOUR-1), the auction's turn
and the draw that ends it (DRAW-1), the dix (DIX-1), the trick play (PLAY-1 to
PLAY-6) and Jo-Jotte (JOJ-1 to JOJ-3). Each game (:mod:`.two`, :mod:`.three`,
:mod:`.partnership`) overrides only what it changes: its auction, what follows
the draw, who leads, how a hand is scored and how a session goes on, the way
python-chess's variants override only the rules they change.

>>> from jojotte_teach.engine import Deal, new_hand, legal_actions
>>> [str(a) for a in legal_actions(new_hand(Deal.from_seed(1, dealer=0), ("Ann", "Bob")))]
['Bob pass', 'Bob accept']
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import Action, Verb
from ..cards import Card
from ..deal import Deal, deal_in_packets, deck_in_packets
from ..dix import apply_dix, dix_actions, dix_problem
from ..errors import InvalidNotationError, InvalidRecordError, quoted
from ..hand import HandState, Phase, evolve
from ..invariants import require
from ..melds import Meld
from ..rules import Rules, get_rules
from ..scoring import Line, thrown_in_score
from ..tricks import (
    TrickRules,
    apply_card,
    card_refusal,
    card_rule,
    cards_allowed,
    play_actions,
)
from .calls import Auction, Call, actions_of, as_call, draw
from .melding import meld_actions, meld_refusal

if TYPE_CHECKING:
    from ..game import Game
    from ..scoring import HandScore

#: The acts a player may make only during the auction.
AUCTION_VERBS = (Verb.ACCEPT, Verb.BID, Verb.DOUBLE, Verb.REDOUBLE, Verb.SIDE)


class JoJotteRules:
    """The rules of one Jo-Jotte game: the family's, with the game's own overrides.

    Attributes:
        tricks: the rules a card refusal cites (PLAY-2 to PLAY-4, FOUR-7).
        drawn: cards each player draws after the auction (DRAW-1, FOUR-3).
        thrown_in: the rule and the words for a hand nobody bid (BID-3, THREE-2, FOUR-2).
        thrown_in_line: the reckoning's words and rule for it.
        cards_form: a record may give the deal as the cards that matter, by player
            (two players, HAND_RECORD.md), not only as a deck.
    """

    tricks = TrickRules()
    drawn = 3
    cards_form = False
    thrown_in = ("BID-3", "the hand was thrown in")
    thrown_in_line = ("Everybody passed twice round: the hand is thrown in", "THREE-2")

    # ------------------------------------------------------------ the deal and the start

    def deal(self, game: Game, deck: tuple[Card, ...], dealer: int) -> Deal:
        """Three at a time from the dealer's left, twice; the turn-up; the draw (DEAL-2,
        DEAL-3, DRAW-1, DRAW-2, THREE-1, CUT-1)."""
        return deal_in_packets(deck, dealer, game, drawn=self.drawn, turn_up_last=False)

    def deck_of(self, deal: Deal) -> tuple[Card, ...]:
        """The deck, top first, that deals exactly this deal (what a record writes)."""
        return deck_in_packets(deal)

    def check_deal(self, deal: Deal) -> None:
        """Each player in the hand holds six cards and draws ``drawn``; the dealer who sits
        out holds none (CUT-1); there is an information card (DRAW-2).

        Raises:
            InvalidRecordError: the deal does not fit.
        """
        game = deal.game
        for seat in range(game.seats):
            out = game.dealer_sits_out and seat == deal.dealer
            first, second = (0, 0) if out else (6, self.drawn)
            if len(deal.hands[seat]) != first:
                raise InvalidRecordError(
                    f"seat {seat} is dealt {len(deal.hands[seat])} cards; {game.rule} deals "
                    f"{first}")
            if len(deal.draw[seat]) != second:
                raise InvalidRecordError(
                    f"seat {seat} draws {len(deal.draw[seat])} cards; {game.rule} deals "
                    f"{second}")
        self.check_turn_up(deal)

    def check_turn_up(self, deal: Deal) -> None:
        """DRAW-2: the stock's bottom card is the information card."""
        if deal.information_card is None:
            raise InvalidRecordError("a partnership has no information card; the others one")

    def profile(self, name: str | None) -> Rules:
        """The rule profile of this name (``pagat`` when ``None``)."""
        return get_rules(name)

    def start(self, game: Game, deal: Deal, players: tuple[str, ...],
              rules: Rules) -> HandState:
        """The state before the first call: six cards each, the turn-up face up.

        Raises:
            InvalidNotationError: a wrong number of names, or names equal, empty or with
                spaces.
        """
        check_names(game, players)
        auction = self.start_auction(game, deal)
        assert auction.to_act is not None
        return HandState(
            game=game, rules=rules, players=players, deal=deal, phase=Phase.AUCTION,
            to_act=auction.to_act, hands=deal.hands, turn_up=deal.turn_up, history=(),
            stage=auction, melds=game.per_seat(()), active=self.seats_in_hand(game, deal),
            jo=game.per_seat(False), jojotte=game.per_seat(False))

    def seats_in_hand(self, game: Game, deal: Deal) -> tuple[int, ...]:
        """The seats that take part in the hand, in seat order (CUT-1 leaves out the dealer)."""
        return tuple(sorted(game.players_of(deal.dealer)))

    def start_auction(self, game: Game, deal: Deal) -> Auction:
        """The game's auction before the first call."""
        raise NotImplementedError

    # ------------------------------------------------------------ the auction

    def auction_calls(self, state: HandState) -> list[Call]:
        """The calls the player to act may make now."""
        raise NotImplementedError

    def auction_call(self, state: HandState, made: Call) -> Auction:
        """The auction after a legal call."""
        raise NotImplementedError

    def auction_rule(self, state: HandState, made: Call) -> str:
        """The rule that allows a legal call."""
        raise NotImplementedError

    def auction_refusal(self, state: HandState, action: Action, seat: int) -> tuple[str, str]:
        """``(rule, reason)`` for an action refused during the auction."""
        raise NotImplementedError

    def after_draw(self, state: HandState, auction: Auction) -> HandState:
        """Who speaks first after the draw, and the game's stage for it."""
        raise NotImplementedError

    # ------------------------------------------------------------ after the draw

    def declaring_actions(self, state: HandState) -> list[Action]:
        """What may be done after the draw, before the play."""
        raise NotImplementedError

    def declare(self, state: HandState, action: Action, seat: int,
                history: tuple[Action, ...]) -> HandState:
        """The state after a legal act after the draw (the dix excepted)."""
        raise NotImplementedError

    def declaring_rule(self, state: HandState, action: Action) -> str:
        """The rule that allows a legal act after the draw."""
        raise NotImplementedError

    def declaring_refusal(self, state: HandState, action: Action,
                          seat: int) -> tuple[str, str]:
        """``(rule, reason)`` for an act refused after the draw."""
        raise NotImplementedError

    def play_refusal(self, state: HandState, action: Action, seat: int) -> tuple[str, str]:
        """``(rule, reason)`` for an act other than a card refused during the play."""
        raise NotImplementedError

    def first_leader(self, state: HandState) -> str:
        """Who leads to the first trick, in words ("the defender")."""
        raise NotImplementedError

    def opening_leader(self, state: HandState) -> int:
        """The seat that leads to the first trick."""
        raise NotImplementedError

    def meld_order(self, state: HandState) -> tuple[int, ...]:
        """Who declares melds after the draw, in the order they speak."""
        raise NotImplementedError

    def check_stage(self, state: HandState) -> None:
        """The auction's turn is its player to act's; after the draw, the first leader's
        (games whose players speak in turn after the draw check more)."""
        if state.game.dealer_sits_out and not state.is_over:
            require(state.to_act != state.deal.dealer, "the cutthroat dealer is to act (CUT-1)")
        if state.phase is Phase.AUCTION:
            auction = state.stage
            require(getattr(auction, "to_act", None) == state.to_act,
                    "the wrong player is to call")

    def allowed_cards(self, state: HandState) -> list[Card]:
        """PLAY-2 to PLAY-4, FOUR-7: follow suit; void, trump; to a trump lead, beat the
        highest trump in the trick if able."""
        return cards_allowed(state.hands[state.to_act], state.trick, state.trump)

    def meld_rule(self) -> str:
        """The rule that orders the melds after the draw (THREE-8, FOUR-5)."""
        return "SPEC-2"

    def open_acts(self, state: HandState) -> list[Action]:
        """The acts without a turn after the draw at three and four: the melds of those who
        may still declare, the dix, and the first card, which closes them."""
        return (meld_actions(state, self.meld_order(state)) + dix_actions(state)
                + play_actions(state))

    def open_acts_refusal(self, state: HandState, action: Action,
                          seat: int) -> tuple[str, str]:
        """``(rule, reason)`` for a meld, the dix, a card or another act refused while the
        melds, the dix and the first card are open."""
        verb = action.verb
        if verb is Verb.DIX:
            return self.dix_refusal(state, seat)
        if verb is Verb.MELD:
            return meld_refusal(state, action, seat, self.meld_order(state), self.meld_rule())
        if verb is not Verb.PLAY:
            return self.play_refusal(state, action, seat)
        return card_refusal(state, action, seat, self.tricks, self.first_leader(state))

    def dix_rule(self) -> str:
        """The rule of the dix in this game."""
        return "DIX-1"

    def take_dix(self, state: HandState, seat: int, history: tuple[Action, ...]) -> HandState:
        """DIX-1: the seven of trumps for the turn-up."""
        return apply_dix(state, seat, history)

    def dix_refusal(self, state: HandState, seat: int) -> tuple[str, str]:
        """``(rule, reason)`` for a dix that may not be taken now."""
        return self.dix_rule(), dix_problem(state, seat) or "the dix is not possible now"

    # ------------------------------------------------------------ GameRules

    def legal_actions(self, state: HandState) -> list[Action]:
        """Every action allowed now, for any seat (melds and the dix may have no turn)."""
        phase = state.phase
        if phase is Phase.PLAY:
            return play_actions(state) + dix_actions(state)
        if phase is Phase.AUCTION:
            return actions_of(state, self.auction_calls(state))
        if phase is Phase.DECLARING:
            return self.declaring_actions(state)
        return []

    def apply(self, state: HandState, action: Action) -> HandState:
        """The state after a legal action (``state.apply`` has checked it)."""
        seat = state.seat_of(action.player)
        history = (*state.history, action)
        if state.phase is Phase.AUCTION:
            after = self.auction_call(state, as_call(action))
            if after.step == "thrown in":
                return evolve(state, history=history, stage=after, phase=Phase.THROWN_IN)
            if after.step != "over":
                assert after.to_act is not None
                return evolve(state, history=history, stage=after, to_act=after.to_act)
            return self.after_draw(draw(state, after, history), after)
        if action.verb is Verb.DIX:
            return self.take_dix(state, seat, history)
        if state.phase is Phase.DECLARING:
            return self.declare(state, action, seat, history)
        return apply_card(state, action, seat, history)

    def rule_of(self, state: HandState, action: Action) -> str:
        """The rule that allows a legal action."""
        if state.phase is Phase.AUCTION:
            return self.auction_rule(state, as_call(action))
        if action.verb is Verb.DIX:
            return self.dix_rule()
        if state.phase is Phase.DECLARING:
            return self.declaring_rule(state, action)
        return card_rule(state, action, self.tricks)

    def refusal(self, state: HandState, action: Action) -> tuple[str, str]:
        """``(rule, reason)`` for an action that is not legal now."""
        seat = state.seat_of(action.player)
        verb = action.verb
        game = state.game
        if game.dealer_sits_out and seat == state.deal.dealer:
            return "CUT-1", f"{action.player} deals this hand and sits it out"
        if state.phase is Phase.THROWN_IN:
            return self.thrown_in
        if state.phase is Phase.OVER:
            return "PLAY-6", f"the hand is over: all {_tricks_word(game.tricks)} tricks have " \
                             "been played"
        if state.phase is Phase.AUCTION:
            return self.auction_refusal(state, action, seat)
        if verb in AUCTION_VERBS:
            return "DRAW-1", "the auction is over and the draw has been made"
        if state.phase is Phase.DECLARING:
            return self.declaring_refusal(state, action, seat)
        if verb is Verb.DIX:
            return self.dix_refusal(state, seat)
        if verb is not Verb.PLAY:
            return self.play_refusal(state, action, seat)
        return card_refusal(state, action, seat, self.tricks, self.first_leader(state))

    def score(self, state: HandState, prison: int) -> HandScore:
        """The score of a finished or thrown-in hand."""
        if state.phase is Phase.THROWN_IN:
            return self.thrown_in_score(state.game, state.players, prison)
        return self.score_played(state, prison)

    def score_played(self, state: HandState, prison: int) -> HandScore:
        """The score of a hand played to its last trick."""
        raise NotImplementedError

    def thrown_in_score(self, game: Game, players: tuple[str, ...], prison: int) -> HandScore:
        """A hand nobody bid: nothing scored, the prison stays as it was."""
        text, rule = self.thrown_in_line
        return thrown_in_score(game, players, prison, Line(text, (rule,)))

    def shown_melds(self, state: HandState) -> tuple[tuple[Meld, ...], ...]:
        """The melds each seat has shown to the table: at two and three, what the
        interrogation made each show (MELD-5); nothing before it."""
        outcome = state.meld_outcome
        return tuple(outcome.shown(s) if outcome is not None else ()
                     for s in range(state.game.seats))

    def implicit(self, state: HandState, action: Action) -> list[Action]:
        """The actions a record leaves out before this one: none, but at two players."""
        return []

    def is_written(self, state: HandState, action: Action) -> bool:
        """Whether a record writes this action: every action, but at two players."""
        return True

    def next_dealer(self, game: Game, dealer: int, thrown_in: bool, rules: Rules) -> int:
        """THREE-1, FOUR-1, CUT-1: the deal passes to the left after every hand."""
        return (dealer + 1) % game.seats

    def dealer_rule(self, game: Game) -> str:
        """The rule that says who deals the next hand of a session."""
        return game.deal_rule

    def dealer_words(self, name: str) -> str:
        """Who deals next, in words: the deal passes to the left (THREE-1, FOUR-1, CUT-1)."""
        return f"the deal passes to the left, to {name}"


def _tricks_word(count: int) -> str:
    return {8: "eight", 9: "nine"}.get(count, str(count))


def check_names(game: Game, players: tuple[str, ...]) -> None:
    """Refuse names a record could not write: a wrong count, empty, with spaces, or twice.

    Raises:
        InvalidNotationError: the names cannot be.
    """
    if len(players) != game.seats:
        raise InvalidNotationError(f"the {game.name} game has {game.seats} players, "
                                   f"not {len(players)}")
    for name in players:
        if not name or not name.isprintable() or any(ch.isspace() for ch in name):
            raise InvalidNotationError(f"{quoted(name)} cannot be a player's name (no spaces)")
    twice = [name for name in players if players.count(name) > 1]
    if twice:
        raise InvalidNotationError(f"two players cannot both be called {quoted(twice[0])}")

