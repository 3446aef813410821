"""One hand of two-player Jo-Jotte as immutable states and one transition.

``legal_actions(state)`` lists what may be done now; ``apply(state, action)``
returns the next state or raises :class:`IllegalActionError` naming the rule;
``explain(state, action)`` gives the same verdict without raising.

>>> state = new_hand(Deal.from_seed(1, dealer=1), ("Ann", "Bob"))
>>> state.phase, state.player_to_act
(<Phase.AUCTION: 'auction'>, 'Ann')
>>> [a.short() for a in legal_actions(state)]
['pass', 'accept']
>>> state = apply(state, Action.parse("Ann accept"))
>>> print(explain(state, Action.parse("Bob bid H")).message)
Bob cannot bid H: over a bid only No-trump may be called (BID-4); legal: pass double bid NT
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from .actions import Action, Verb, strain_name, strain_suit
from .cards import Card, Rank, Suit, beats
from .deal import Deal
from .errors import IllegalActionError, InvalidNotationError, quoted
from .melds import (
    Meld,
    MeldOutcome,
    check_meld,
    conflict_reason,
    interrogate,
    possible_melds,
    sequence_conflict,
)
from .rules import PAGAT, Rules


class Phase(Enum):
    """Where a hand stands."""

    AUCTION = "auction"
    DECLARING = "declaring"  # after the draw: Nullo, melds, Slam, the dix
    PLAY = "play"
    OVER = "over"
    THROWN_IN = "thrown in"


class AuctionStep(Enum):
    """The auction's moments (BID-1 to BID-5)."""

    ROUND_ONE = "round one"
    ROUND_TWO = "round two"
    ANSWER = "answer to a bid"
    REDOUBLE = "answer to a double"


class Stage(Enum):
    """The order of speaking after the draw (SPEC-1 to SPEC-4)."""

    NULLO = 1
    DEFENDER_MELDS = 2
    SLAM = 3
    BIDDER_MELDS = 4


@dataclass(frozen=True, slots=True)
class Bid:
    """The standing bid of the auction.

    Attributes:
        seat: who made it.
        strain: ``S H D C`` or ``NT``.
        accepted_turn_up: it is round one's acceptance of the turn-up suit.
    """

    seat: int
    strain: str
    accepted_turn_up: bool


@dataclass(frozen=True, slots=True)
class Contract:
    """A contract: the auction's, or the final one after Nullo or Slam.

    Attributes:
        declarer: the seat that must make it (the Nullo bidder on a Nullo hand).
        strain: ``S H D C`` or ``NT`` (``NT`` on a Nullo hand).
        multiplier: 1, 2 after a Double, 4 after a Redouble (BID-6).
        special: ``None``, ``"nullo"`` or ``"slam"``.
        accepted_turn_up: round one's acceptance of the turn-up suit (DIX-1).
        doubled_by: the seat that doubled, if any.
    """

    declarer: int
    strain: str
    multiplier: int = 1
    special: str | None = None
    accepted_turn_up: bool = False
    doubled_by: int | None = None
    #: The trump suit; ``None`` at No-trump and on a Nullo hand. Worked out once: play
    #: asks for it at every card.
    trump: Suit | None = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        trump = None if self.special == "nullo" else strain_suit(self.strain)
        object.__setattr__(self, "trump", trump)

    @property
    def defender(self) -> int:
        """The declarer's opponent."""
        return 1 - self.declarer

    def describe(self, names: tuple[str, str]) -> str:
        """In words: ``Bob: hearts, doubled``, ``Ann: Nullo``."""
        if self.special == "nullo":
            return f"{names[self.declarer]}: Nullo"
        text = f"{names[self.declarer]}: {strain_name(self.strain)}"
        if self.special == "slam":
            text += ", Slam"
        if self.multiplier == 2:
            text += ", doubled"
        elif self.multiplier == 4:
            text += ", redoubled"
        return text


@dataclass(frozen=True, slots=True)
class Trick:
    """A finished trick.

    Attributes:
        leader: the seat that led.
        cards: the card led, then the card played to it.
        winner: the seat that won it (PLAY-5).
        announcements: ``"jo"``/``"jotte"``/``None`` with each card (JOJ-2).
    """

    leader: int
    cards: tuple[Card, Card]
    winner: int
    announcements: tuple[str | None, str | None] = (None, None)

    def card_of(self, seat: int) -> Card:
        """The card this seat played to the trick."""
        return self.cards[0] if seat == self.leader else self.cards[1]


Hands = tuple[tuple[Card, ...], tuple[Card, ...]]


@dataclass(frozen=True)
class HandState:
    """Everything about one hand at one moment. Never changed: :func:`apply` makes new ones.

    Build the first state with :func:`new_hand`.
    """

    rules: Rules
    players: tuple[str, str]
    deal: Deal
    phase: Phase
    to_act: int
    hands: Hands
    turn_up: Card
    history: tuple[Action, ...] = ()
    # The auction
    step: AuctionStep | None = AuctionStep.ROUND_ONE
    passes: int = 0
    bid: Bid | None = None
    multiplier: int = 1
    doubled_by: int | None = None
    # After the draw
    auction_contract: Contract | None = None
    contract: Contract | None = None
    stage: Stage | None = None
    melds: tuple[tuple[Meld, ...], tuple[Meld, ...]] = ((), ())
    dix_by: int | None = None
    meld_outcome: MeldOutcome | None = None
    # The play
    leader: int = 0
    trick: tuple[Card, ...] = ()
    trick_announcements: tuple[str | None, ...] = ()
    tricks: tuple[Trick, ...] = ()
    jo: tuple[bool, bool] = (False, False)
    jojotte: tuple[bool, bool] = (False, False)

    @property
    def dealer(self) -> int:
        """The dealer's seat."""
        return self.deal.dealer

    @property
    def non_dealer(self) -> int:
        """The non-dealer's seat: he speaks first (BID-1)."""
        return 1 - self.deal.dealer

    @property
    def player_to_act(self) -> str:
        """The name of the player whose turn it is."""
        return self.players[self.to_act]

    @property
    def is_over(self) -> bool:
        """All nine tricks played, or thrown in."""
        return self.phase in (Phase.OVER, Phase.THROWN_IN)

    @property
    def information_card(self) -> Card | None:
        """The information card, face up once the draw is made (DRAW-2)."""
        return None if self.phase in (Phase.AUCTION, Phase.THROWN_IN) else (
            self.deal.information_card)

    @property
    def trump(self) -> Suit | None:
        """The trump suit in play, if any."""
        return None if self.contract is None else self.contract.trump

    def seat_of(self, player: str) -> int:
        """The seat of a player by name.

        Raises:
            InvalidNotationError: no such player.
        """
        if player == self.players[0]:
            return 0
        if player == self.players[1]:
            return 1
        raise InvalidNotationError(
            f'{quoted(player)} is not a player here (the players are {self.players[0]} and '
            f"{self.players[1]})"
        )

    def tricks_won(self, seat: int) -> int:
        """How many tricks a seat has won so far."""
        return sum(1 for t in self.tricks if t.winner == seat)

    def won_cards(self, seat: int) -> tuple[Card, ...]:
        """The cards in the tricks a seat has won."""
        return tuple(c for t in self.tricks if t.winner == seat for c in t.cards)


def new_hand(deal: Deal, players: tuple[str, str] = ("North", "South"),
             rules: Rules = PAGAT) -> HandState:
    """The state before the first call: six cards each, the turn-up face up (DEAL-2, DEAL-3).

    Raises:
        InvalidNotationError: the two names are equal, empty or contain spaces.
    """
    a, b = players
    for name in players:
        if not name or not name.isprintable() or any(ch.isspace() for ch in name):
            raise InvalidNotationError(f'{quoted(name)} cannot be a player\'s name (no spaces)')
    if a == b:
        raise InvalidNotationError(f'the two players cannot both be called {quoted(a)}')
    return HandState(
        rules=rules,
        players=(a, b),
        deal=deal,
        phase=Phase.AUCTION,
        to_act=1 - deal.dealer,
        hands=deal.hands,
        turn_up=deal.turn_up,
    )


def _evolve(state: HandState, **changes: Any) -> HandState:
    """A copy of a state with some fields changed.

    ``dataclasses.replace`` runs ``__init__`` over all thirty fields; copying the
    instance dictionary is several times faster, and every move makes a new state.
    """
    new = object.__new__(HandState)
    fields = new.__dict__
    fields.update(state.__dict__)
    fields.update(changes)
    return new


# ---------------------------------------------------------------- legal actions


def legal_actions(state: HandState) -> list[Action]:
    """Every action allowed now, for either player (the dix may be either's).

    >>> s = new_hand(Deal.from_seed(1, dealer=0), ("Ann", "Bob"))
    >>> [str(a) for a in legal_actions(s)]
    ['Bob pass', 'Bob accept']
    """
    phase = state.phase
    if phase is Phase.PLAY:
        actions = _play_actions(state)
        if not state.tricks and not state.trick:
            actions.extend(_dix_actions(state))
        return actions
    if phase is Phase.AUCTION:
        return _auction_actions(state)
    if phase is Phase.DECLARING:
        return _declaring_actions(state) + _dix_actions(state)
    return []


def _auction_actions(state: HandState) -> list[Action]:
    name = state.players[state.to_act]
    step = state.step
    if step is AuctionStep.ROUND_ONE:
        return [Action(name, Verb.PASS), Action(name, Verb.ACCEPT)]  # BID-1
    if step is AuctionStep.ROUND_TWO:
        refused = state.turn_up.suit.value
        bids = [Action(name, Verb.BID, strain=s) for s in ("S", "H", "D", "C", "NT")
                if s != refused]  # BID-2
        return [Action(name, Verb.PASS), *bids]
    assert state.bid is not None
    if step is AuctionStep.ANSWER:
        actions = [Action(name, Verb.PASS), Action(name, Verb.DOUBLE)]  # BID-5
        if state.bid.strain != "NT":
            actions.append(Action(name, Verb.BID, strain="NT"))  # BID-4
        return actions
    return [Action(name, Verb.PASS), Action(name, Verb.REDOUBLE)]  # BID-5


def _declaring_actions(state: HandState) -> list[Action]:
    name = state.players[state.to_act]
    stage = state.stage
    passing = Action(name, Verb.PASS)
    if stage is Stage.NULLO:
        return [passing, Action(name, Verb.NULLO)]  # SPEC-1
    if stage is Stage.SLAM:
        return [passing, Action(name, Verb.SLAM)]  # SPEC-3
    return [passing, *(Action(name, Verb.MELD, cards=m.cards) for m in _open_melds(state))]


def _open_melds(state: HandState) -> list[Meld]:
    """Melds the player to act may still declare (SPEC-2, SPEC-4)."""
    seat = state.to_act
    assert state.auction_contract is not None
    declared = state.melds[seat]
    # MELD-2 (interpretation): declared sequences of one suit neither share a card nor touch.
    return [meld for meld in possible_melds(state.hands[seat], state.auction_contract.trump)
            if meld not in declared and sequence_conflict(meld, declared) is None]


def _dix_problem(state: HandState, seat: int) -> str | None:
    """Why this seat may not take the dix now (DIX-1), or ``None`` if it may."""
    contract = state.contract
    if contract is None:
        return "the seven of trumps is exchanged after the draw"
    trump = contract.trump
    if trump is None or trump is not state.deal.turn_up.suit:
        return "the contract is not played in the turn-up's suit"
    if not contract.accepted_turn_up:
        return "the turn-up's suit was not accepted as trump in round one"
    if state.dix_by is not None:
        return "the seven of trumps has already been exchanged"
    if state.tricks or state.trick:
        return "the first card has already been led"
    seven = Card.of(Rank.SEVEN, trump)
    if seven not in state.hands[seat]:
        return f"he does not hold the {seven.name}"
    if any(seven in m.cards for m in state.melds[seat]):
        return f"he used the {seven.name} in a declared meld"
    return None


def _dix_actions(state: HandState) -> list[Action]:
    return [Action(state.players[s], Verb.DIX) for s in (0, 1) if _dix_problem(state, s) is None]


def _play_actions(state: HandState) -> list[Action]:
    seat = state.to_act
    name = state.players[seat]
    cards = playable_cards(state)
    actions = []
    contract = state.contract
    assert contract is not None
    trump = contract.trump
    if trump is None:
        return [Action(name, Verb.PLAY, card=card) for card in cards]
    # JOJ-2: "Jo" with the King while holding the Queen; "Jotte" with the Queen after
    # one's own "Jo".
    king, queen = Card.of(Rank.KING, trump), Card.of(Rank.QUEEN, trump)
    for card in cards:
        actions.append(Action(name, Verb.PLAY, card=card))
        if card is king and queen in state.hands[seat]:
            actions.append(Action(name, Verb.PLAY, card=card, announce="jo"))
        elif card is queen and state.jo[seat]:
            actions.append(Action(name, Verb.PLAY, card=card, announce="jotte"))
    return actions


def playable_cards(state: HandState) -> list[Card]:
    """The cards the player to act may play now (PLAY-2 to PLAY-4).

    >>> s = new_hand(Deal.from_seed(1, dealer=0), ("Ann", "Bob"))
    >>> playable_cards(s)
    []
    """
    if state.phase is not Phase.PLAY:
        return []
    hand = state.hands[state.to_act]
    if not state.trick:
        return list(hand)
    led = state.trick[0]
    trump = state.trump
    same = [c for c in hand if c.suit is led.suit]
    if same:
        if led.suit is trump:
            # PLAY-4: on a trump lead, beat it if able.
            higher = [c for c in same if beats(c, led, trump)]
            return higher or same
        return same  # PLAY-2
    if trump is not None:
        trumps = [c for c in hand if c.suit is trump]
        if trumps:
            return trumps  # PLAY-3
    return list(hand)


# ---------------------------------------------------------------- verdicts


@dataclass(frozen=True, slots=True)
class Verdict:
    """Whether an action is allowed now, in words.

    Attributes:
        allowed: it is legal.
        rule: the rule ID that decides.
        reason: why, in plain words (empty when allowed).
        message: the whole verdict as one sentence.
    """

    allowed: bool
    rule: str
    reason: str
    message: str


def explain(state: HandState, action: Action) -> Verdict:
    """The verdict on an action, without raising: for card tables and quizzes.

    >>> s = new_hand(Deal.from_seed(1, dealer=0), ("Ann", "Bob"))
    >>> v = explain(s, Action.parse("Ann accept"))
    >>> v.allowed, v.rule, v.message
    (False, 'BID-1', "Ann cannot accept: it is Bob's turn to call, not Ann's (BID-1)")
    >>> explain(s, Action.parse("Bob accept")).allowed
    True
    """
    legal = legal_actions(state)
    if action in legal:
        rule = _rule_of(state, action)
        return Verdict(True, rule, "", f"{action.player} may {action.short()} ({rule})")
    if action.player not in state.players:
        return Verdict(False, "DEAL-2", f"{action.player} is not playing this hand",
                       f"{action.player} is not playing this hand")
    error = _illegal(state, action, legal)
    return Verdict(False, error.rule, error.reason, str(error))


def _rule_of(state: HandState, action: Action) -> str:
    """The rule that allows a legal action."""
    verb = action.verb
    if state.phase is Phase.AUCTION:
        if state.step is AuctionStep.ROUND_ONE:
            return "BID-1"
        if state.step is AuctionStep.ROUND_TWO:
            return "BID-2"
        return "BID-4" if verb is Verb.BID else "BID-5"
    if verb is Verb.DIX:
        return "DIX-1"
    if state.phase is Phase.DECLARING:
        return {Stage.NULLO: "SPEC-1", Stage.DEFENDER_MELDS: "SPEC-2", Stage.SLAM: "SPEC-3",
                Stage.BIDDER_MELDS: "SPEC-4"}[state.stage or Stage.NULLO]
    if action.announce is not None:
        return "JOJ-2"
    if not state.trick:
        return "PLAY-1" if not state.tricks else "PLAY-6"
    led = state.trick[0]
    assert action.card is not None
    if action.card.suit is led.suit:
        return "PLAY-4" if led.suit is state.trump else "PLAY-2"
    return "PLAY-3" if action.card.suit is state.trump else "PLAY-2"


def _illegal(state: HandState, action: Action, legal: list[Action]) -> IllegalActionError:
    rule, reason = _diagnose(state, action)
    return IllegalActionError(rule, action, reason, legal)


_TURN_RULES = {
    AuctionStep.ROUND_ONE: "BID-1",
    AuctionStep.ROUND_TWO: "BID-2",
    AuctionStep.ANSWER: "BID-5",
    AuctionStep.REDOUBLE: "BID-5",
}
_STAGE_RULES = {Stage.NULLO: "SPEC-1", Stage.DEFENDER_MELDS: "SPEC-2", Stage.SLAM: "SPEC-3",
                Stage.BIDDER_MELDS: "SPEC-4"}


def _diagnose(state: HandState, action: Action) -> tuple[str, str]:
    """``(rule, reason)`` for an action that is not legal now."""
    seat = state.seat_of(action.player)
    name = action.player
    other = state.players[1 - seat]
    verb = action.verb
    turn = state.players[state.to_act]
    if state.phase is Phase.THROWN_IN:
        return "BID-3", "all four calls were passes and the hand was thrown in"
    if state.phase is Phase.OVER:
        return "PLAY-6", "the hand is over: all nine tricks have been played"
    if verb is Verb.DIX:
        return "DIX-1", _dix_problem(state, seat) or "the dix is not possible now"
    if state.phase is Phase.AUCTION:
        return _diagnose_auction(state, action, seat, turn)
    if verb in (Verb.ACCEPT, Verb.BID, Verb.DOUBLE, Verb.REDOUBLE):
        return "DRAW-1", "the auction is over and the draw has been made"
    if state.phase is Phase.DECLARING:
        return _diagnose_declaring(state, action, seat, turn, other)
    # Phase.PLAY
    if verb is Verb.MELD:
        return "SPEC-5", "melds are declared before the first card is led"
    if verb is Verb.NULLO:
        return "SPEC-1", "Nullo is bid after the draw, before the play"
    if verb is Verb.SLAM:
        return "SPEC-3", "Slam is bid after the draw, before the play"
    if verb is Verb.PASS:
        return "PLAY-6", "a player cannot pass in the play: he must play a card"
    return _diagnose_play(state, action, seat, name, turn)


def _diagnose_auction(state: HandState, action: Action, seat: int, turn: str) -> tuple[str, str]:
    verb = action.verb
    step = state.step
    assert step is not None
    if verb is Verb.PLAY:
        return "DRAW-1", "the auction is not over: cards are played after the draw"
    if verb in (Verb.MELD, Verb.NULLO, Verb.SLAM):
        rule = {Verb.MELD: "SPEC-2", Verb.NULLO: "SPEC-1", Verb.SLAM: "SPEC-3"}[verb]
        return rule, f"{verb.value} comes after the auction and the draw"
    if seat != state.to_act:
        return _TURN_RULES[step], f"it is {turn}'s turn to call, not {action.player}'s"
    turn_suit = state.turn_up.suit
    if step is AuctionStep.ROUND_ONE:
        if verb is Verb.BID:
            return "BID-1", ("in round one a player may only accept the turn-up's suit "
                             f"({turn_suit.word}) or pass")
        return "BID-5", "there is no bid to double or redouble"
    if step is AuctionStep.ROUND_TWO:
        if verb is Verb.ACCEPT:
            return "BID-2", "the turn-up's suit can only be accepted in round one"
        if verb is Verb.BID:
            return "BID-2", (f"{turn_suit.word} were refused in round one: name another suit "
                             "or No-trump")
        return "BID-5", "there is no bid to double or redouble"
    bid = state.bid
    assert bid is not None
    if step is AuctionStep.ANSWER:
        if verb is Verb.BID and action.strain == "NT":
            return "BID-4", "No-trump cannot be overcalled"
        if verb in (Verb.BID, Verb.ACCEPT):
            return "BID-4", "over a bid only No-trump may be called"
        return "BID-5", "only a doubled bid can be redoubled"
    if verb is Verb.DOUBLE:
        return "BID-5", "the bid is already doubled"
    return "BID-5", "after a Double the bidder may only redouble or pass"


def _diagnose_declaring(
    state: HandState, action: Action, seat: int, turn: str, other: str
) -> tuple[str, str]:
    verb = action.verb
    stage = state.stage
    auction = state.auction_contract
    assert stage is not None and auction is not None
    defender = auction.defender
    if verb is Verb.PLAY:
        return "SPEC-5", "the play starts once the special bids and melds are settled"
    if verb is Verb.NULLO:
        if seat != defender:
            return "SPEC-1", "only the defender may bid Nullo"
        if auction.doubled_by == defender and not state.rules.nullo_after_double:
            return "SPEC-1", "he doubled, and a defender who doubled may not bid Nullo"
        return "SPEC-1", "Nullo must be bid before the defender declares his melds"
    if verb is Verb.SLAM:
        if seat == defender:
            return "SPEC-3", "only the original bidder may bid Slam"
        if stage.value > Stage.SLAM.value:
            return "SPEC-3", "Slam must be bid before the bidder declares his melds"
        return "SPEC-3", f"the bidder speaks after the defender: it is {turn}'s turn"
    if seat != state.to_act:
        return _STAGE_RULES[stage], f"it is {turn}'s turn to speak, not {action.player}'s"
    if verb is Verb.MELD:
        if stage in (Stage.NULLO, Stage.SLAM):
            return _STAGE_RULES[stage], "the special bid comes first (pass, then declare)"
        checked = check_meld(action.cards, auction.trump)
        if not isinstance(checked, Meld):
            return checked
        missing = [c for c in action.cards if c not in state.hands[seat]]
        if missing:
            held = " ".join(c.text for c in missing)
            return ("MELD-1" if checked.is_four else "MELD-2"), f"he does not hold {held}"
        if checked in state.melds[seat]:
            return "MELD-4", f"he has already declared {checked}"
        clash = sequence_conflict(checked, state.melds[seat])
        if clash is not None:
            return "MELD-2", conflict_reason(checked, clash)
        return "MELD-2", f"{checked} cannot be declared now"
    return _STAGE_RULES[stage], f"{verb.value} is not possible now"


def _diagnose_play(
    state: HandState, action: Action, seat: int, name: str, turn: str
) -> tuple[str, str]:
    card = action.card
    assert card is not None
    if seat != state.to_act:
        if not state.tricks and not state.trick:
            who = "the non-dealer" if state.rules.first_lead_by_non_dealer else "the defender"
            return "PLAY-1", f"{who}, {turn}, leads to the first trick"
        if not state.trick:
            return "PLAY-6", f"{turn} won the last trick and leads to the next"
        return "PLAY-2", f"it is {turn}'s turn to play to this trick"
    hand = state.hands[seat]
    if card not in hand:
        return "DRAW-1", f"he does not hold the {card.name}"
    trump = state.trump
    if state.trick and card not in playable_cards(state):
        led = state.trick[0]
        same = [c for c in hand if c.suit is led.suit]
        if same and card.suit is not led.suit:
            return "PLAY-2", f"he holds a {led.suit.singular} and must follow suit"
        if same and led.suit is trump:
            higher = " ".join(c.text for c in same if beats(c, led, trump))
            return "PLAY-4", f"a trump was led and he must beat it ({higher})"
        if not same and trump is not None and card.suit is not trump:
            return "PLAY-3", (f"he has no {led.suit.singular} and holds a trump, so he "
                              "must trump")
    if action.announce is not None:
        return _diagnose_announcement(state, action, seat, card)
    return "PLAY-2", "that card cannot be played now"


def _diagnose_announcement(
    state: HandState, action: Action, seat: int, card: Card
) -> tuple[str, str]:
    trump = state.trump
    if trump is None:
        return "JOJ-1", "Jo-Jotte exists only in a trump contract"
    if action.announce == "jo":
        if card != Card.of(Rank.KING, trump):
            return "JOJ-2", "\"Jo\" is said with the King of trumps"
        return "JOJ-2", "\"Jo\" needs the Queen of trumps in the same hand"
    if card != Card.of(Rank.QUEEN, trump):
        return "JOJ-2", "\"Jotte\" is said with the Queen of trumps"
    return "JOJ-3", "\"Jotte\" must follow his own \"Jo\" with the King"


# ---------------------------------------------------------------- transitions


def apply(state: HandState, action: Action) -> HandState:
    """The state after a legal action.

    Raises:
        IllegalActionError: the action is not legal now (with the rule ID).
        InvalidNotationError: the player is not in this hand.

    >>> s = new_hand(Deal.from_seed(1, dealer=0), ("Ann", "Bob"))
    >>> apply(s, Action.parse("Bob play 7S"))  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    jojotte_teach.engine.errors.IllegalActionError: Bob cannot play 7S: the auction is ...
    """
    legal = legal_actions(state)
    if action not in legal:
        raise _illegal(state, action, legal)
    seat = 0 if action.player == state.players[0] else 1
    history = (*state.history, action)
    verb = action.verb
    if state.phase is Phase.AUCTION:
        return _apply_call(state, action, seat, history)
    if verb is Verb.DIX:
        return _apply_dix(state, seat, history)
    if state.phase is Phase.DECLARING:
        return _apply_declaration(state, action, seat, history)
    return _apply_play(state, action, seat, history)


def _apply_call(state: HandState, action: Action, seat: int,
                history: tuple[Action, ...]) -> HandState:
    verb = action.verb
    step = state.step
    other = 1 - seat
    if verb is Verb.PASS:
        if step in (AuctionStep.ROUND_ONE, AuctionStep.ROUND_TWO):
            passes = state.passes + 1
            if passes == 4:
                return _evolve(state, history=history, passes=4, phase=Phase.THROWN_IN,
                               step=None)  # BID-3
            next_step = AuctionStep.ROUND_TWO if passes == 2 else step
            return _evolve(state, history=history, passes=passes, step=next_step,
                           to_act=other)
        return _settle(state, history)  # BID-5: the bid stands
    if verb is Verb.ACCEPT:
        bid = Bid(seat, state.turn_up.suit.value, accepted_turn_up=True)
        return _evolve(state, history=history, bid=bid, step=AuctionStep.ANSWER, to_act=other)
    if verb is Verb.BID:
        assert action.strain is not None
        bid = Bid(seat, action.strain, accepted_turn_up=False)
        return _evolve(state, history=history, bid=bid, step=AuctionStep.ANSWER, to_act=other)
    if verb is Verb.DOUBLE:
        return _evolve(state, history=history, multiplier=2, doubled_by=seat,
                       step=AuctionStep.REDOUBLE, to_act=other)
    # Redouble ends the auction.
    return _settle(_evolve(state, multiplier=4), history)


def _settle(state: HandState, history: tuple[Action, ...]) -> HandState:
    """The auction is over: fix the contract and make the draw (DRAW-1, DRAW-2)."""
    bid = state.bid
    assert bid is not None
    contract = Contract(
        declarer=bid.seat,
        strain=bid.strain,
        multiplier=state.multiplier,
        accepted_turn_up=bid.accepted_turn_up,
        doubled_by=state.doubled_by,
    )
    draw = state.deal.draw
    hands: Hands = (state.hands[0] + draw[0], state.hands[1] + draw[1])
    defender = contract.defender
    nullo_open = state.rules.nullo_after_double or contract.doubled_by != defender
    return _evolve(
        state,
        history=history,
        step=None,
        phase=Phase.DECLARING,
        auction_contract=contract,
        contract=contract,
        hands=hands,
        stage=Stage.NULLO if nullo_open else Stage.DEFENDER_MELDS,
        to_act=defender,
    )


def _apply_dix(state: HandState, seat: int, history: tuple[Action, ...]) -> HandState:
    """DIX-1: the seven of trumps changes places with the turn-up."""
    trump = state.trump
    assert trump is not None
    seven = Card.of(Rank.SEVEN, trump)
    hand = tuple(state.turn_up if c is seven else c for c in state.hands[seat])
    hands: Hands = (hand, state.hands[1]) if seat == 0 else (state.hands[0], hand)
    return _evolve(state, history=history, hands=hands, turn_up=seven, dix_by=seat)


def _apply_declaration(state: HandState, action: Action, seat: int,
                       history: tuple[Action, ...]) -> HandState:
    verb = action.verb
    stage = state.stage
    auction = state.auction_contract
    assert auction is not None
    if verb is Verb.MELD:
        melds = list(state.melds)
        melds[seat] = (*melds[seat], Meld(action.cards))
        return _evolve(state, history=history, melds=(melds[0], melds[1]))
    if verb is Verb.NULLO:
        # SPEC-1: Nullo replaces the contract; the Nullo bidder becomes declarer. The
        # auction's multiplier is kept for the record, though it multiplies nothing (SCO-9).
        nullo = Contract(declarer=seat, strain="NT", multiplier=auction.multiplier,
                         special="nullo", doubled_by=auction.doubled_by)
        return _evolve(state, history=history, contract=nullo, stage=Stage.DEFENDER_MELDS)
    if verb is Verb.SLAM:
        # SPEC-3: Slam overrides Nullo; the contract is the auction's again.
        slam = Contract(auction.declarer, auction.strain, auction.multiplier, "slam",
                        auction.accepted_turn_up, auction.doubled_by)
        return _evolve(state, history=history, contract=slam, stage=Stage.BIDDER_MELDS)
    # A pass closes this stage.
    if stage is Stage.NULLO:
        return _evolve(state, history=history, stage=Stage.DEFENDER_MELDS)
    if stage is Stage.DEFENDER_MELDS:
        return _evolve(state, history=history, stage=Stage.SLAM, to_act=auction.declarer)
    if stage is Stage.SLAM:
        return _evolve(state, history=history, stage=Stage.BIDDER_MELDS)
    return _start_play(state, history)


def _start_play(state: HandState, history: tuple[Action, ...]) -> HandState:
    """SPEC-5: compare the melds; then the first lead (PLAY-1)."""
    contract = state.contract
    auction = state.auction_contract
    assert contract is not None and auction is not None
    scoring = state.rules.melds_on_special_hands or contract.special is None
    note = None if scoring else "No melds score on a Nullo or Slam hand under these rules."
    outcome = interrogate(auction.defender, state.melds, contract.trump, scoring=scoring,
                          note=note)
    leader = state.non_dealer if state.rules.first_lead_by_non_dealer else contract.defender
    return _evolve(state, history=history, phase=Phase.PLAY, stage=None, meld_outcome=outcome,
                   leader=leader, to_act=leader)


def _apply_play(state: HandState, action: Action, seat: int,
                history: tuple[Action, ...]) -> HandState:
    card = action.card
    assert card is not None
    hand = tuple(c for c in state.hands[seat] if c is not card)
    hands: Hands = (hand, state.hands[1]) if seat == 0 else (state.hands[0], hand)
    jo, jojotte = state.jo, state.jojotte
    if action.announce == "jo":
        jo = (True, jo[1]) if seat == 0 else (jo[0], True)
    elif action.announce == "jotte":
        jojotte = (True, jojotte[1]) if seat == 0 else (jojotte[0], True)
    if not state.trick:
        return _evolve(state, history=history, hands=hands, trick=(card,),
                       trick_announcements=(action.announce,), to_act=1 - seat, jo=jo,
                       jojotte=jojotte)
    led = state.trick[0]
    # PLAY-5: the second card wins only by beating the first.
    winner = seat if beats(card, led, state.trump) else state.leader
    trick = Trick(state.leader, (led, card), winner,
                  (state.trick_announcements[0], action.announce))
    tricks = (*state.tricks, trick)
    return _evolve(
        state, history=history, hands=hands, trick=(), trick_announcements=(), tricks=tricks,
        leader=winner, to_act=winner, jo=jo, jojotte=jojotte,
        phase=Phase.OVER if len(tricks) == 9 else Phase.PLAY,  # PLAY-6
    )
