"""Reading hand records and sessions of any registered game (HAND_RECORD.md).

A record names its ``game`` (two-player Jo-Jotte when it does not) and its rule
profile; the deal is a deck the game deals, or at two players the 20 cards that
matter. Every action is read here and checked when the record is replayed
(:mod:`.sessions`). Writing records is :mod:`.writing`.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from ..actions import Action
from ..cards import Card
from ..deal import Deal
from ..errors import InvalidNotationError, InvalidRecordError, one_line, quoted
from ..game import GAMES, Game, get_game
from ..rules import Rules
from .sessions import HandRecord, SessionRecord, check_dealer

HAND_FORMAT = "jojotte-hand/1"
SESSION_FORMAT = "jojotte-session/1"
#: The largest record read: a rubber of a hundred hands is under 100 kB, and a larger
#: file is refused at once rather than replayed for seconds.
MAX_RECORD_CHARS = 1_000_000


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
    game_name = data.get("game")
    if game_name is not None and not isinstance(game_name, str):
        raise InvalidRecordError(f'"game" must be one of {", ".join(GAMES)}')
    game = get_game(game_name)
    rules_name = data.get("rules")
    if rules_name is not None and not isinstance(rules_name, str):
        raise InvalidRecordError('"rules" must be a profile name such as "pagat"')
    rules = game.rules.profile(rules_name)
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
        if records:
            check_dealer(records[-1], record, number)
        records.append(record)
    return SessionRecord(rules, players, tuple(records), game)


def _shown(value: Any) -> str:
    """A JSON value from a record, as a message may echo it: strings quoted, others named."""
    if isinstance(value, str):
        return quoted(value)
    return "null" if value is None else f"a {type(value).__name__.replace('dict', 'object')}"


def _players(value: Any, game: Game) -> tuple[str, ...]:
    count = {2: "two", 3: "three", 4: "four"}[game.seats]
    if (not isinstance(value, list) or len(value) != game.seats
            or not all(isinstance(v, str) for v in value)):
        extra = "" if game.seats == 2 else f' (the {game.name} game, {game.rule})'
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
               count: int) -> tuple[tuple[Card, ...], ...]:
    if not isinstance(value, Mapping):
        raise InvalidRecordError(f"{where} must map each player to that player's cards")
    unknown = [k for k in value if k not in players]
    if unknown:
        raise InvalidRecordError(
            f"{where}: unknown player {quoted(unknown[0])} (the players are {_named(players)})"
        )
    for name in players:
        if name not in value:
            raise InvalidRecordError(f"{where}: no cards for {name}")
    return tuple(_cards(value[name], f"{where}.{name}", count) for name in players)


def _named(players: tuple[str, ...]) -> str:
    return f"{', '.join(players[:-1])} and {players[-1]}"


def _hand(data: Mapping[str, Any], rules: Rules, players: tuple[str, ...],
          game: Game) -> HandRecord:
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
    elif not game.rules.cards_form:
        raise InvalidRecordError(f'the {game.name} game needs "deal": {{"deck": [32 cards]}}')
    else:
        for key in ("hands", "turn_up", "draw", "info_card"):
            if key not in deal_data:
                raise InvalidRecordError(f'the deal has no {quoted(key)} (nor a "deck")')
        hands = _by_player(deal_data["hands"], players, "deal.hands", 6)
        draw = _by_player(deal_data["draw"], players, "deal.draw", 3)
        turn_up = _card(deal_data["turn_up"], "deal.turn_up")
        info = _card(deal_data["info_card"], "deal.info_card")
        _no_duplicates((*(c for h in hands for c in h), turn_up, *(c for d in draw for c in d),
                        info))
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


__all__ = [
    "HAND_FORMAT", "MAX_RECORD_CHARS", "SESSION_FORMAT", "load_record", "loads_record",
    "parse_record",
]
