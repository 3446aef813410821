"""Hand records and sessions: read, and check by replaying (HAND_RECORD.md).

A record is replayed action by action through :func:`~.state.apply`, so every
rule is checked; passes after the draw are implicit in two-player records and
are supplied here. Writing records is :mod:`.record_writing`.

>>> from jojotte_teach.engine import record_to_json
>>> rec = parse_record({"format": "jojotte-hand/1", "players": ["Ann", "Bob"],
...     "dealer": "Bob", "deal": {"deck": [c.text for c in DECK]},
...     "actions": ["Ann pass", "Bob pass", "Ann pass", "Bob pass"]})
>>> rec.final_state().phase
<Phase.THROWN_IN: 'thrown in'>
>>> record_to_json(rec)["deal"]["turn_up"]
'10H'
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .actions import Action, Verb
from .cards import DECK, Card
from .deal import Deal
from .errors import IllegalActionError, InvalidNotationError, InvalidRecordError, one_line, quoted
from .game import TWO, Game, get_game
from .implicit import implicit_passes, pass_to_the_lead
from .rules import Rules, get_rules
from .scoring import Scorepad
from .state import HandState, Phase, apply, new_hand
from .table_hand import new_table_hand
from .table_pad import TablePad
from .table_records import check_table_dealer
from .table_result import score_table_hand

HAND_FORMAT = "jojotte-hand/1"
SESSION_FORMAT = "jojotte-session/1"
#: The largest record read: a rubber of a hundred hands is under 100 kB, and a larger
#: file is refused at once rather than replayed for seconds.
MAX_RECORD_CHARS = 1_000_000


@dataclass(frozen=True)
class HandRecord:
    """One hand: the rules, the players, the deal and every action in order."""

    rules: Rules
    players: tuple[str, ...]
    deal: Deal
    actions: tuple[Action, ...]

    @property
    def game(self) -> Game:
        """The table the hand is played at (two players unless said)."""
        return self.deal.game

    @property
    def dealer(self) -> str:
        """The dealer's name."""
        return self.players[self.deal.dealer]

    def states(self) -> list[HandState]:
        """Every state of the hand: the first, then one after each action (and implicit pass).

        Raises:
            IllegalActionError: an action breaks a rule (the message names the action).
            InvalidNotationError: an action names an unknown player.
        """
        two = self.game.is_two
        state = (new_hand(self.deal, self.players, self.rules) if two
                 else new_table_hand(self.deal, self.players, self.rules))
        states = [state]
        for number, action in enumerate(self.actions, start=1):
            context = f'action {number} {quoted(str(action))}'
            try:
                # Only two-player records leave passes out (HAND_RECORD.md).
                for passing in implicit_passes(state, action) if two else ():
                    state = apply(state, passing)
                    states.append(state)
                state = apply(state, action)
            except IllegalActionError as error:
                raise error.in_context(context) from None
            except InvalidNotationError as error:
                raise InvalidNotationError(f"{context}: {error}") from None
            states.append(state)
        return states

    def final_state(self) -> HandState:
        """The state after the last action."""
        return self.states()[-1]


@dataclass(frozen=True)
class SessionRecord:
    """Several hands between the same two players: games and a rubber."""

    rules: Rules
    players: tuple[str, ...]
    hands: tuple[HandRecord, ...]
    game: Game = TWO

    def sheet(self) -> Scorepad | TablePad:
        """The score sheet of the session: a :class:`Scorepad` for two players, else a
        :class:`TablePad` with a column per player or side.

        Raises:
            InvalidRecordError, IllegalActionError: a hand is wrong (the message names it).
        """
        if self.game.is_two:
            return self.scorepad()
        pad = TablePad(self.game, self.players, self.rules)
        for number, hand in enumerate(self.hands, start=1):
            try:
                state = hand.final_state()
                if state.phase is Phase.THROWN_IN:
                    pad.throw_in()
                else:
                    pad.add(score_table_hand(state, pad.prison))
            except IllegalActionError as error:
                raise error.in_context(f"hand {number}, {error.context}") from None
            except (InvalidRecordError, InvalidNotationError) as error:
                raise type(error)(f"hand {number}: {error}") from None
        return pad

    def scorepad(self) -> Scorepad:
        """Replay and score every hand onto one score sheet.

        Raises:
            InvalidRecordError, IllegalActionError: a hand is wrong (the message names it).
        """
        pad = Scorepad(self.players, self.rules)
        for number, hand in enumerate(self.hands, start=1):
            try:
                pad.add(hand.final_state())
            except IllegalActionError as error:
                raise error.in_context(f"hand {number}, {error.context}") from None
            except (InvalidRecordError, InvalidNotationError) as error:
                raise type(error)(f"hand {number}: {error}") from None
        return pad


# ---------------------------------------------------------------- reading


def load_record(path: str | Path) -> HandRecord | SessionRecord:
    """Read a hand record or a session from a JSON file.

    Raises:
        InvalidRecordError: the file is missing, not JSON, or not a valid record.
        InvalidNotationError: a card or action cannot be read.
    """
    try:
        size = Path(path).stat().st_size
        if size > MAX_RECORD_CHARS:
            raise InvalidRecordError(_too_large(size))
        with Path(path).open(encoding="utf-8") as file:
            # Reading one character more than a record may hold is enough to refuse it.
            text = file.read(MAX_RECORD_CHARS + 1)
    except FileNotFoundError:
        raise InvalidRecordError("no such file") from None
    except UnicodeDecodeError as error:
        raise InvalidRecordError(f"not a text file in UTF-8 (byte {error.start} cannot be "
                                 "read)") from None
    except OSError as error:
        raise InvalidRecordError(f"cannot be read ({one_line(error.strerror or str(error))})"
                                 ) from None
    return loads_record(text)


def loads_record(text: str) -> HandRecord | SessionRecord:
    """Read a hand record or a session from JSON text.

    Raises:
        InvalidRecordError: not JSON, too large or too deep, or not a valid record.

    >>> loads_record("[" * 5000 + "]" * 5000)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    jojotte_teach.engine.errors.InvalidRecordError: not a record: its JSON is nested too deeply...
    """
    if len(text) > MAX_RECORD_CHARS:
        raise InvalidRecordError(_too_large(len(text)))
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise InvalidRecordError(
            f"not valid JSON: {error.msg} at line {error.lineno}, column {error.colno}"
        ) from None
    except RecursionError:
        raise InvalidRecordError("not a record: its JSON is nested too deeply") from None
    except ValueError as error:
        # Python refuses to read integers of thousands of digits.
        reason = ("it holds a number of thousands of digits" if "digits" in str(error)
                  else one_line(str(error))[:100])
        raise InvalidRecordError(f"not a valid record: {reason}") from None
    return parse_record(data)


def _too_large(size: int) -> str:
    return (f"too large to be a record ({size / 1_000_000:.1f} MB; a record is at most "
            f"{MAX_RECORD_CHARS // 1_000_000} MB)")


def parse_record(data: Any) -> HandRecord | SessionRecord:
    """Check and build a record from parsed JSON.

    Raises:
        InvalidRecordError: a required field is missing or wrong.
        InvalidNotationError: a card or action cannot be read.
    """
    if not isinstance(data, Mapping):
        raise InvalidRecordError("a record is a JSON object")
    fmt = data.get("format")
    if fmt not in (HAND_FORMAT, SESSION_FORMAT):
        raise InvalidRecordError(
            f'unknown format {_shown(fmt)} (expected "{HAND_FORMAT}" or "{SESSION_FORMAT}")'
        )
    rules_name = data.get("rules", "pagat")
    if not isinstance(rules_name, str):
        raise InvalidRecordError('"rules" must be a profile name such as "pagat"')
    rules = get_rules(rules_name)
    game_name = data.get("game", "two")
    if not isinstance(game_name, str):
        raise InvalidRecordError('"game" must be two, three, partnership or cutthroat')
    game = get_game(game_name)
    players = _players(data.get("players"), game)
    if fmt == HAND_FORMAT:
        return _hand(data, rules, players, game)
    hands = data.get("hands")
    if not isinstance(hands, list) or not hands:
        raise InvalidRecordError('a session needs a non-empty list "hands"')
    records: list[HandRecord] = []
    for number, entry in enumerate(hands, start=1):
        try:
            if not isinstance(entry, Mapping):
                raise InvalidRecordError("each hand is a JSON object")
            record = _hand(entry, rules, players, game)
        except (InvalidRecordError, InvalidNotationError) as error:
            raise type(error)(f"hand {number}: {error}") from None
        if records and game.is_two:
            _check_dealer(records[-1], record, number)
        elif records:
            check_table_dealer(game, records[-1].deal.dealer, record.deal.dealer, players,
                               number)
        records.append(record)
    return SessionRecord(rules, players, tuple(records), game)


def _shown(value: Any) -> str:
    """A JSON value from a record, as a message may echo it: strings quoted, others named."""
    if isinstance(value, str):
        return quoted(value)
    return "null" if value is None else f"a {type(value).__name__.replace('dict', 'object')}"


def _check_dealer(previous: HandRecord, record: HandRecord, number: int) -> None:
    """DEAL-4: the deal alternates (denexa: a thrown-in hand is dealt again by the same)."""
    # Four passes to open a hand are a throw-in (BID-3); nothing else is.
    opening = previous.actions[:4]
    thrown_in = len(opening) == 4 and all(a.verb is Verb.PASS for a in opening)
    same = thrown_in and previous.rules.same_dealer_after_throw_in
    expected = previous.deal.dealer if same else 1 - previous.deal.dealer
    if record.deal.dealer != expected:
        raise InvalidRecordError(
            f"hand {number}: {record.dealer} deals, but the deal belongs to "
            f"{record.players[expected]} (DEAL-4)"
        )


def _players(value: Any, game: Game) -> tuple[str, ...]:
    count = {2: "two", 3: "three", 4: "four"}[game.seats]
    if (not isinstance(value, list) or len(value) != game.seats
            or not all(isinstance(v, str) for v in value)):
        extra = "" if game.is_two else f' (the {game.name} game, {game.rule})'
        raise InvalidRecordError(f'"players" must be a list of {count} names{extra}')
    for name in value:
        if not name or not name.isprintable() or any(ch.isspace() for ch in name):
            raise InvalidRecordError(f'{quoted(name)} cannot be a player\'s name (no spaces)')
    if len(set(value)) != len(value):
        twice = next(n for n in value if value.count(n) > 1)
        raise InvalidRecordError(f'two players cannot both be called {quoted(twice)}')
    return tuple(value)


def _cards(value: Any, where: str, count: int) -> tuple[Card, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise InvalidRecordError(f"{where} must be a list of cards")
    try:
        cards = tuple(Card(v) for v in value)
    except InvalidNotationError as error:
        raise InvalidNotationError(f"{where}: {error}") from None
    if len(cards) != count:
        raise InvalidRecordError(f"{where} has {len(cards)} cards, not {count}")
    return cards


def _card(value: Any, where: str) -> Card:
    if not isinstance(value, str):
        raise InvalidRecordError(f"{where} must be a card")
    try:
        return Card(value)
    except InvalidNotationError as error:
        raise InvalidNotationError(f"{where}: {error}") from None


def _by_player(value: Any, players: tuple[str, ...], where: str,
               count: int) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    if not isinstance(value, Mapping):
        raise InvalidRecordError(f"{where} must map each player to that player's cards")
    unknown = [k for k in value if k not in players]
    if unknown:
        raise InvalidRecordError(
            f'{where}: unknown player {quoted(unknown[0])} (the players are {players[0]} and '
            f"{players[1]})"
        )
    for name in players:
        if name not in value:
            raise InvalidRecordError(f"{where}: no cards for {name}")
    return (_cards(value[players[0]], f"{where}.{players[0]}", count),
            _cards(value[players[1]], f"{where}.{players[1]}", count))


def _named(players: tuple[str, ...]) -> str:
    return f"{', '.join(players[:-1])} and {players[-1]}"


def _hand(data: Mapping[str, Any], rules: Rules, players: tuple[str, ...],
          game: Game = TWO) -> HandRecord:
    dealer_name = data.get("dealer")
    if dealer_name not in players:
        raise InvalidRecordError(
            f"unknown dealer {_shown(dealer_name)} (the players are {_named(players)})")
    dealer = players.index(dealer_name)
    deal_data = data.get("deal")
    if not isinstance(deal_data, Mapping):
        raise InvalidRecordError('a hand needs a "deal" object')
    if "deck" in deal_data:
        deck = _cards(deal_data["deck"], "deal.deck", 32)
        _no_duplicates(deck)
        deal = Deal.from_deck(deck, dealer, game)
    elif not game.is_two:
        raise InvalidRecordError(f'the {game.name} game needs "deal": {{"deck": [32 cards]}}')
    else:
        for key in ("hands", "turn_up", "draw", "info_card"):
            if key not in deal_data:
                raise InvalidRecordError(f'the deal has no {quoted(key)} (nor a "deck")')
        hands = _by_player(deal_data["hands"], players, "deal.hands", 6)
        draw = _by_player(deal_data["draw"], players, "deal.draw", 3)
        turn_up = _card(deal_data["turn_up"], "deal.turn_up")
        info = _card(deal_data["info_card"], "deal.info_card")
        _no_duplicates((*hands[0], *hands[1], turn_up, *draw[0], *draw[1], info))
        deal = Deal.from_cards(dealer, hands, turn_up, draw, info)
    raw_actions = data.get("actions", [])
    if not isinstance(raw_actions, list) or not all(isinstance(a, str) for a in raw_actions):
        raise InvalidRecordError('"actions" must be a list of strings')
    actions = []
    for number, text in enumerate(raw_actions, start=1):
        try:
            action = Action.parse(text)
        except InvalidNotationError as error:
            raise InvalidNotationError(f"action {number}: {error}") from None
        if action.player not in players:
            raise InvalidRecordError(
                f"action {number} {quoted(text)}: unknown player {quoted(action.player)} "
                f"(the players are {_named(players)})")
        actions.append(action)
    return HandRecord(rules, players, deal, tuple(actions))


def _no_duplicates(cards: Sequence[Card]) -> None:
    seen: set[Card] = set()
    for card in cards:
        if card in seen:
            raise InvalidRecordError(f"{card.pretty} appears twice in the deal")
        seen.add(card)


# ---------------------------------------------------------------- writing


__all__ = [
    "DECK", "HAND_FORMAT", "SESSION_FORMAT", "HandRecord", "SessionRecord", "implicit_passes",
    "load_record", "loads_record", "parse_record", "pass_to_the_lead",
]
