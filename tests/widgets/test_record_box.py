"""Save this hand and Open a record at every table (two players are also covered in
test_keeping.py): the record of the hand at the table, read back by the engine, replayed
step by step with the computer seats still, and played on from any point."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("ipywidgets", reason="the widgets need the book packages")

from jojotte_teach import book
from jojotte_teach.engine import legal_actions
from jojotte_teach.engine.records import HandRecord, loads_record
from jojotte_teach.widgets import CardTable
from jojotte_teach.widgets.keeping import Keeper
from jojotte_teach.widgets.record_file import RecordBox

from .test_kept_game import finish, moves
from .test_seats_three_four import table

GAMES = ("three", "partnership", "cutthroat", "klaberjass", "belote")


@pytest.mark.parametrize("kind", GAMES)
def test_save_this_hand_gives_the_hand_at_the_table_as_a_record(kind: str) -> None:
    game = table(kind, 4)
    moves(game, 5)
    box = RecordBox(game)
    text = box.save()
    record = loads_record(text)
    assert isinstance(record, HandRecord) and record.game.name == kind
    assert record.final_state() == game.state
    assert 'download="jojotte-hand.json"' in box.link.value


@pytest.mark.parametrize("kind", GAMES)
def test_an_opened_record_is_replayed_with_the_computers_still_then_played_on(
        kind: str) -> None:
    source = table(kind, 6)
    moves(source, 12)
    text = RecordBox(source).save()
    states = loads_record(text).states()  # type: ignore[union-attr]

    game = table(kind, 1)
    box = RecordBox(game)
    assert box.open_text(text), box.message
    assert game.state == source.state and box.step == len(states) - 1
    back = "the computer back its seat" if game.game.seats == 2 else \
        "the computers back their seats"
    assert f"gives {back}" in box.message
    for step in [*range(len(states)), 0]:  # each step told as the table tells it
        assert box.go(step) and game.state == states[step], step
        assert box.message.startswith(f"Step {step} of {len(states) - 1}")
        assert ".." not in box.message and not game.error
    # At the deal a computer seat may be first to speak: held, it does not.
    assert game.held and len(game._states) == 1
    assert box.play_on() and not game.held
    assert game.state.is_over or game.state.to_act == game.seat or game.waiting
    assert game.legal == [a.short() for a in legal_actions(game.state)
                          if a.player == game.me]
    assert box.message == "Play on: the table is yours from this point."


@pytest.mark.parametrize(("kind", "other", "words"), [
    ("three", "partnership", "it is a hand in partnership at four; this table plays at three"),
    ("partnership", "cutthroat", "it is a hand at four, cutthroat; this table plays in "
                                 "partnership at four"),
    ("belote", "partnership", "it is a hand of Jo-Jotte in partnership at four; this table "
                              "plays Belote"),
    ("partnership", "belote", "it is a hand of Belote; this table plays Jo-Jotte in "
                              "partnership at four"),
    ("klaberjass", "two", "it is a hand of Jo-Jotte at two; this table plays Klaberjass"),
])
def test_a_record_of_another_game_is_refused_and_the_table_stays(
        kind: str, other: str, words: str) -> None:
    text = RecordBox(table(other, 3)).save()
    game = table(kind, 3)
    moves(game, 3)
    before = game.state
    box = RecordBox(game)
    assert not box.open_text(text)
    assert box.message == f"That record cannot be opened: {words}."
    assert game.state is before and not game.held


def test_a_two_player_record_is_refused_at_three_and_the_reverse() -> None:
    two = RecordBox(CardTable(seed=2, preview=False)).save()
    three = RecordBox(table("three", 2)).save()
    box = RecordBox(table("three", 5))
    assert not box.open_text(two)
    assert box.message.endswith("it is a hand at two; this table plays at three.")
    box = RecordBox(CardTable(seed=5, preview=False))
    assert not box.open_text(three)
    assert box.message.endswith("it is a hand at three; this table plays at two.")


def test_a_bad_record_is_refused_in_one_sentence() -> None:
    game = table("three", 5)
    data = json.loads(RecordBox(game).save())
    data["actions"] = ["You play AS"]
    box = RecordBox(game)
    assert not box.open_text(json.dumps(data))
    assert box.message.startswith("That record cannot be opened: ")
    assert box.message.count(". ") == 0 and box.message.endswith(".")


def test_a_rubber_in_progress_is_left_only_when_the_reader_says_so() -> None:
    game = table("three", 8)
    finish(game)
    game.new_deal()
    assert len(game._past) == 1
    before = game.state
    text = RecordBox(table("three", 9)).save()
    box = RecordBox(game)
    assert not box.open_text(text)
    assert box.message == ("Opening a record starts a new score sheet: your rubber leaves the "
                           "table, with its 1 finished hand. Press \u201cOpen a record\u201d "
                           "again to open it.")
    assert game.state is before and len(game._past) == 1
    assert box.text.value == text  # the box holds the record: the button opens it from there
    box._open_clicked()
    assert game._past == [] and game.state == loads_record(text).final_state()  # type: ignore[union-attr]


def test_the_book_puts_the_box_under_a_kept_table_game() -> None:
    game = book.table_game("cutthroat", seed=3, key="test-record", keep=True, preview=False)
    assert isinstance(game.children[0], Keeper)
    assert isinstance(game.children[-1], RecordBox)
    plain = book.table_game("cutthroat", seed=3, preview=False)
    assert not any(isinstance(c, (Keeper, RecordBox)) for c in plain.children)
    assert isinstance(plain, CardTable) and plain.sheet


@pytest.mark.parametrize("kind", ["two", *GAMES])
def test_new_deal_leaves_the_record_and_the_computers_play_again(kind: str) -> None:
    """A record replayed, then New deal: the computers play the new hand, and nothing of
    the last hand's record is left under the table."""
    source = CardTable(seed=6, preview=False) if kind == "two" else table(kind, 6)
    moves(source, 12)
    game = CardTable(seed=1, preview=False) if kind == "two" else table(kind, 1)
    box = RecordBox(game)
    box.save()
    assert box.open_text(RecordBox(source).save()) and box.go(2)
    game.new_deal_button.click()
    assert not game.held and box.steps == 0 and box.replay_bar.layout.display == "none"
    assert box.message == "" and box.link.value == "" and box.text.layout.display == "none"
    # The reader's next gestures are answered: a computer acts in the new hand.
    moves(game, 3)
    computers = {name for seat, name in enumerate(game.players) if seat != game.seat}
    assert any(a.player in computers for a in game.state.history), game.state.history


def test_save_this_hand_gives_a_file_and_shows_no_json_on_the_page() -> None:
    box = RecordBox(table("three", 4))
    text = box.save()
    assert 'download="jojotte-hand.json"' in box.link.value
    assert box.text.layout.display == "none" and text not in box.message
    box._open_clicked()  # "Open a record" shows an empty box to paste into
    assert box.text.layout.display != "none" and box.text.value == ""


def _replayed(kind: str, seed: int) -> tuple[CardTable, RecordBox, int]:
    """A table replaying a whole hand (played at random with seed ``seed``), and its
    record's number of steps."""
    source = CardTable(seed=seed, preview=False) if kind == "two" else table(kind, seed)
    finish(source)
    game = CardTable(seed=1, preview=False) if kind == "two" else table(kind, 1)
    box = RecordBox(game)
    assert box.open_text(RecordBox(source).save()), box.message
    return game, box, box.steps


def _taken_over(game: CardTable, box: RecordBox, before: list[object]) -> None:
    """The replay is over, the reader's act kept after the record's actions up to it, and
    the computers play again: it is the reader's turn, he is waited for, or the hand is
    over."""
    assert not game.held and box.steps == 0 and box.replay_bar.layout.display == "none"
    assert box.message.startswith("You played on from step ")
    assert list(game.state.history[:len(before)]) == before
    assert game.state.is_over or game.state.to_act == game.seat or game.waiting


@pytest.mark.parametrize("kind", ["two", *GAMES])
def test_an_act_of_the_readers_during_a_replay_takes_the_hand_over_there(kind: str) -> None:
    """At a step of a replayed record where the reader may act, his act is made and kept:
    the replay ends there and the computers answer (before, the seats stayed still and
    "Play on from here" then threw the act away)."""
    game, box, steps = _replayed(kind, 7)
    for step in range(steps + 1):
        box.go(step)
        turn = [key for key in game.offered if game.state.to_act == game.seat]
        if turn:
            break
    else:
        pytest.fail("the record has no step where the reader acts")
    before = list(game.state.history)
    game.offered[turn[0]].click()
    assert len(game.state.history) > len(before)
    _taken_over(game, box, before)


@pytest.mark.parametrize("kind", ["partnership", "belote"])
def test_play_on_is_offered_during_a_replay_and_takes_the_hand_over(kind: str) -> None:
    """Where the reader may declare (a meld, a Belote declaration) and nobody must speak,
    a replay offers "Play on" beside the declarations, as the table does in play."""
    for seed in range(1, 40):
        game, box, steps = _replayed(kind, seed)
        for step in range(steps + 1):
            box.go(step)
            play_on = [b for b in game.controls.children
                       if getattr(b, "description", "") == "Play on"]
            if play_on:
                before = list(game.state.history)
                play_on[0].click()
                _taken_over(game, box, before)
                return
    pytest.fail("no record of 39 offers a declaration to the reader")
