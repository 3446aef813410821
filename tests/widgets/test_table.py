"""CardTable at two players (the two-seat table) driven through its methods and buttons,
checked through its traits and HTML."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import ipywidgets as w
import pytest

from jojotte_teach.engine import (
    Action,
    Card,
    HandRecord,
    HandState,
    PlayerView,
    explain,
    load_record,
    new_hand,
    parse_record,
    playable_cards,
)
from jojotte_teach.widgets import CardTable
from jojotte_teach.widgets.table import HIDE, SHOW

from ..helpers import BASE_DEAL
from .doubles import Broken, Cheat, FirstLegal, Scripted

GOLDEN = Path(__file__).resolve().parents[1] / "golden"


def golden(name: str) -> HandRecord:
    record = load_record(GOLDEN / f"{name}.json")
    assert isinstance(record, HandRecord)
    return record


def buttons(box: w.Box) -> dict[str, w.Button]:
    return {b.description: b for b in box.children if isinstance(b, w.Button)}


def table_at(record: HandRecord, actions: int, learner: int = 0) -> tuple[CardTable, Scripted]:
    """A table at the state after ``actions`` of the full history, the rest scripted."""
    history = record.final_state().history
    state = new_hand(record.deal, record.players, record.rules)
    for action in history[:actions]:
        from jojotte_teach.engine import apply

        state = apply(state, action)
    rest = [a for a in history[actions:] if a.player != record.players[learner]]
    opponent = Scripted(rest)
    return CardTable(state=state, learner=learner, opponent=opponent, preview=False), opponent


# ---------------------------------------------------------------- a whole hand


@pytest.mark.parametrize("name", ["01-accept-nondealer-dix-jojotte", "07-redouble-jojotte-"
                                  "multiplied", "10-nullo-made", "13-slam-bid-failed",
                                  "16-trump-sequence-tiebreak"])
@pytest.mark.parametrize("learner", [0, 1])
def test_a_golden_hand_played_through_the_table_scores_as_worked_by_hand(
        name: str, learner: int) -> None:
    record = golden(name)
    table, opponent = table_at(record, 0, learner)
    me = record.players[learner]
    for action in record.final_state().history:
        if action.player != me:
            continue
        if table.waiting and action.verb.value != "dix":
            assert table.proceed()
        assert table.call(action.short()), table.message
    assert table.phase == "over" and table.to_act == "" and table.legal == []
    assert table.score is not None
    want = json.loads((GOLDEN / f"{name}.expected.json").read_text())
    assert table.score.to_json() == want
    assert "The reckoning" in table.score_html and table.score_view.value == table.score_html
    assert not opponent.actions and table.error == ""


def test_the_opponent_sees_only_its_own_view() -> None:
    opponent = FirstLegal()
    table = CardTable(seed=5, opponent=opponent, preview=False)
    while table.phase not in ("over", "thrown in"):
        if table.waiting:
            table.proceed()
        else:
            assert table.call(table.legal[0]), table.message
    assert opponent.views
    for view in opponent.views:
        assert isinstance(view, PlayerView) and view.seat == 1 and view.player == "Bob"
        assert not any(c in view.hand for c in table.history[0].hands[0])


# ---------------------------------------------------------------- what is shown


def test_a_fresh_table() -> None:
    table = CardTable(seed=3, opponent=FirstLegal(), preview=False)
    assert (table.phase, table.to_act, table.legal) == ("auction", "You", ["pass", "accept"])
    assert table.state.players == ("You", "Bob") and table.state.dealer == 1
    html = table.html
    assert 'aria-label="Card table"' in html
    assert "Bob&#x27;s hand, 6 cards, face down" in html
    assert html.count('aria-label="face-down card"') == 6
    assert "turn-up" in html and "Auction in progress" in html
    # The calls are buttons, exactly the legal ones.
    assert [b.description for b in table.controls.children] == ["Pass", "Accept ♠ spades"]
    assert set(table.offered) == {"pass", "accept"}
    assert table.view.value == table.html


def test_show_all_turns_the_opponents_cards_face_up() -> None:
    table = CardTable(seed=3, opponent=FirstLegal(), preview=False)
    bob = table.state.hands[1]
    assert not any(f'aria-label="{c.name}"' in table.html for c in bob)
    table.toggle_show_all()
    assert table.show_all and all(f'aria-label="{c.name}"' in table.html for c in bob)
    assert table.show_all_button.description == HIDE == "Hide the computer's cards"
    buttons(table.tools)[HIDE].click()
    assert not table.show_all and table.show_all_button.description == SHOW == "Show all cards"


def test_the_cards_are_the_buttons_legal_plain_and_the_rest_dimmed() -> None:
    table, _ = table_at(golden("16-trump-sequence-tiebreak"), 12)
    state = table.state
    assert table.phase == "play" and state.to_act == 0 and state.trick
    playable = playable_cards(state)
    # The reader's hand is not drawn in the picture: its cards are the buttons below it.
    assert "Ann&#x27;s hand" not in table.html and " jj-legal" not in table.html
    offered = [b for b in table.cards.children if isinstance(b, w.Button)]
    assert len(offered) == len(state.hands[0]) == len(table.card_buttons)
    for text, button in table.card_buttons.items():
        card = Card(text)
        assert button.description == card.pretty  # the accessible name: "Q♠"
        assert button.tooltip.startswith(f"Play the {card.name}")
        assert "jj-cardbtn" in button._dom_classes and f"jj-c-{text}" in button._dom_classes
        assert ("jj-legal" in button._dom_classes) == (card in playable)
        assert ("jj-dimmed" in button._dom_classes) == (card not in playable)
    assert table.legal == [f"play {c.text}" for c in playable]
    # The style sheet that draws each card on its button travels with the widget.
    sheet = table.hand.style_view.value
    assert all(f".jj-c-{t} {{" in sheet for t in table.card_buttons)


def test_a_click_on_a_legal_card_plays_it_and_on_another_gives_the_rule() -> None:
    table, _ = table_at(golden("16-trump-sequence-tiebreak"), 12)
    state = table.state
    playable = playable_cards(state)
    barred = [t for t in table.card_buttons if Card(t) not in playable]
    assert barred, "this position has a card that may not be played"
    table.card_buttons[barred[0]].click()
    assert table.state is state and table.error == ""
    verdict = explain(state, Action.parse(f"Ann play {barred[0]}"))
    assert f'href="rules.html#rule-{verdict.rule.lower()}"' in table.message
    assert "Ann cannot play" in table.message
    first = table.cards.children[0]
    table.card_buttons[playable[0].text].click()
    assert table.state is not state and table.error == ""
    assert table.state.history[len(state.history)] == Action.parse(f"Ann play {playable[0].text}")
    # The same button objects stay from one move to the next (the focus stays in the hand).
    assert table.cards.children[0] is first


def test_in_the_auction_the_hand_is_shown_and_a_card_click_explains_why_not() -> None:
    table = CardTable(seed=3, opponent=FirstLegal(), preview=False)
    assert table.phase == "auction" and len(table.card_buttons) == 6
    assert all("jj-dimmed" in b._dom_classes for b in table.card_buttons.values())
    text = next(iter(table.card_buttons))
    table.card_buttons[text].click()
    assert "You cannot play" in table.message and table.phase == "auction"
    assert 'href="rules.html#rule-' in table.message and table.error == ""
    # The reader's seat, its name and roles, is drawn round his cards, under the table.
    assert 'aria-label="Your seat"' in table.seat_html
    assert 'aria-label="Your seat"' not in table.html


def test_a_new_deal_leaves_no_message_of_the_last_hand_under_the_auction() -> None:
    table = CardTable(seed=3, opponent=FirstLegal(), preview=False)
    buttons(table.controls)["Pass"].click()
    # In the auction the calls are buttons alone: no line of words among them.
    assert all(isinstance(c, w.Button) for c in table.controls.children)
    assert "You pass" in table.message
    table.new_deal()
    assert table.phase == "auction"
    assert all(isinstance(c, w.Button) for c in table.controls.children)
    assert "No call yet" in table.html or table.state.history
    assert "You pass" not in table.message


def test_after_the_draw_the_pass_button_says_what_it_gives_up() -> None:
    table, _ = table_at(golden("12-slam-bid-made"), 4)
    offered = buttons(table.controls)
    passes = [d for d in offered if d.startswith("Pass")]
    assert passes == ["Pass: no Slam"], offered
    prompt = [c.value for c in table.controls.children if isinstance(c, w.HTML)]
    assert prompt and "SPEC-3" in prompt[0] and "bid Slam" in prompt[0]
    assert "or pass (no Slam)" in prompt[0]


def test_information_card_and_turn_up_after_the_draw() -> None:
    table, _ = table_at(golden("16-trump-sequence-tiebreak"), 12)
    info = table.state.information_card
    assert info is not None
    assert f'aria-label="{info.name}, information card"' in table.html
    assert f'aria-label="{table.state.turn_up.name}, turn-up"' in table.html
    assert "Contract: Ann: hearts" in table.html


# ---------------------------------------------------------------- illegal moves


def test_an_illegal_card_is_explained_with_its_rule_linked() -> None:
    table, _ = table_at(golden("16-trump-sequence-tiebreak"), 12)
    before = table.state
    led = before.trick[0]
    wrong = next(c for c in before.hands[0] if c.suit is not led.suit)
    assert table.play(wrong.text) is False
    assert table.state is before
    assert 'role="alert"' in table.message and "must follow suit" in table.message
    assert 'href="rules.html#rule-play-2" target="_blank" rel="noopener">PLAY-2</a>' in \
        table.message
    assert "Legal now: play" in table.message
    assert table.message_view.value == table.message


def test_an_illegal_card_clicked_says_why() -> None:
    table, _ = table_at(golden("16-trump-sequence-tiebreak"), 12)
    led = table.state.trick[0]
    wrong = next(c for c in table.state.hands[0] if c.suit is not led.suit)
    buttons(table.cards)[wrong.pretty].click()
    assert "PLAY-2" in table.message and table.error == ""


def test_the_reader_is_you() -> None:
    deal = json.loads(json.dumps(BASE_DEAL).replace('"Ann"', '"You"'))
    table = CardTable(state=parse_record({
        "format": "jojotte-hand/1", "players": ["You", "Bob"], "dealer": "Bob",
        "deal": deal, "actions": ["You accept", "Bob pass", "Bob play 8C"]}
    ).final_state(), opponent=FirstLegal(), preview=False)
    assert table.play("7D") is False
    assert "You cannot play 7\u2666: you hold a club and must follow suit" in table.message
    assert table.play("KC") and "You play the King of clubs" in table.message


@pytest.mark.parametrize("text", ["play 1X", "fly away", "bid Z"])
def test_words_that_are_no_action_are_answered_plainly(text: str) -> None:
    table = CardTable(seed=3, opponent=FirstLegal(), preview=False)
    assert table.call(text) is False
    assert table.message.startswith('<div class="jj-message"') and table.error == ""


def test_out_of_turn_and_wrong_phase() -> None:
    table = CardTable(seed=3, opponent=FirstLegal(), preview=False)
    assert table.play("7S") is False and "DRAW-1" in table.message
    assert table.double() is False and "rule-bid-5" in table.message


# ---------------------------------------------------------------- the auction and speaking


def test_the_auction_through_the_call_buttons() -> None:
    table = CardTable(seed=3, opponent=FirstLegal(), preview=False)
    assert set(buttons(table.controls)) == {"Pass", "Accept ♠ spades"}
    buttons(table.controls)["Accept ♠ spades"].click()
    # Bob (first legal: pass) lets the bid stand; the draw is made; Bob, the defender, speaks.
    assert table.phase == "declaring" and table.error == ""
    assert table.state.contract is not None and table.state.contract.strain == "S"
    assert "Bob passes" in table.message
    assert len(table.state.hands[0]) == 9


@pytest.mark.parametrize("game", ["two", "three", "partnership", "cutthroat"])
def test_the_calls_of_the_auction_are_drawn_alike(game: str) -> None:
    """No call stands out from the others: a coloured "Accept" beside a plain "Pass" would
    read as the table's advice."""
    styles: set[str] = set()
    for seed in range(6):
        table = CardTable(game, seed, preview=False)
        while table.phase == "auction" and table.legal:
            styles |= {b.button_style for b in buttons(table.controls).values()}
            table.call(table.legal[-1])
    assert len(styles) == 1, styles


def test_speaking_after_the_draw_with_buttons() -> None:
    # 12: Ann accepts, Bob passes; Bob passes twice; Ann may bid Slam, then declare.
    table, _ = table_at(golden("12-slam-bid-made"), 4)
    assert table.phase == "declaring" and table.to_act == "Ann"
    offered = buttons(table.controls)
    assert set(offered) >= {"Pass: no Slam", "Slam"}
    offered["Slam"].click()
    assert table.state.contract is not None and table.state.contract.special == "slam"
    melds = [d for d in buttons(table.controls) if d.startswith("Declare")]
    assert melds, "the slam bidder's melds are offered"


def test_the_table_waits_for_the_dix_before_the_opponents_lead() -> None:
    deal: dict[str, Any] = json.loads(json.dumps(BASE_DEAL))
    deal["draw"] = {"Ann": ["7S", "8H", "9C"], "Bob": ["QS", "AC", "JD"]}
    start = parse_record({"format": "jojotte-hand/1", "players": ["Ann", "Bob"],
                          "dealer": "Bob", "deal": deal, "actions": []}).final_state()
    table = CardTable(state=start, opponent=FirstLegal(), preview=False)
    assert table.accept() and table.phase == "declaring"
    assert table.pass_() and table.pass_()          # no Slam, no melds
    assert table.waiting and table.phase == "play" and table.to_act == "Bob"
    assert set(buttons(table.controls)) == {"Dix: take the turn-up", "Play on"}
    assert "DIX-1" in table.message
    assert table.dix()
    assert not table.waiting and Card("10S") in table.state.hands[0]
    assert table.state.turn_up == Card("7S") and len(table.state.trick) == 1  # Bob led
    table.undo()
    assert table.waiting and table.proceed() and table.state.dix_by is None
    assert table.proceed() is False


def test_jo_and_jotte_buttons() -> None:
    record = golden("01-accept-nondealer-dix-jojotte")
    history = record.final_state().history
    at = next(i for i, a in enumerate(history) if a.announce == "jo")
    table, _ = table_at(record, at)
    assert "play KS jo" in table.legal
    buttons(table.cards)["K♠ “Jo”"].click()
    assert table.state.jo[0] and "saying &quot;Jo&quot;" in table.message


# ---------------------------------------------------------------- undo and review


def test_undo_takes_back_the_move_and_the_answers() -> None:
    table = CardTable(seed=3, opponent=FirstLegal(), preview=False)
    first = table.state
    assert table.undo() is False and "nothing to undo" in table.message
    table.accept()
    assert len(table.history) > 2           # the opponent answered too
    buttons(table.tools)["Undo"].click()
    assert table.state is first and table.phase == "auction" and table.legal == [
        "pass", "accept"]


def test_reviewing_past_tricks() -> None:
    table, _ = table_at(golden("16-trump-sequence-tiebreak"), 20)
    done = len(table.state.tricks)
    assert done >= 2
    assert table.review(1) and table.reviewing == 1
    winner = table.state.players[table.state.tricks[0].winner]
    assert f"Trick 1, won by {winner}" in table.html
    assert table.review_choice.value == 1
    table.review_choice.value = 2
    assert table.reviewing == 2 and "Trick 2, won by" in table.html
    assert table.review(done + 1) is False and f"no trick {done + 1}" in table.message
    assert table.review(None) and table.reviewing == 0
    assert "<ol" in table.tricks_view.value


# ---------------------------------------------------------------- starting points and errors


def test_start_from_a_record_or_a_state() -> None:
    record = golden("16-trump-sequence-tiebreak")
    cut = HandRecord(record.rules, record.players, record.deal, record.actions[:6])
    table = CardTable(record=cut, opponent=FirstLegal(), preview=False)
    assert table.history[0] == cut.final_state()
    with pytest.raises(ValueError, match="one of seed, state or record"):
        CardTable(seed=3, record=cut)


def test_the_reader_may_play_both_seats() -> None:
    table = CardTable(seed=3, opponent=None, preview=False)
    table.pass_()
    assert table.to_act == "Bob" and table.legal == ["pass", "accept"]
    assert table.accept() and table.to_act == "You"


def test_computer_players_by_name() -> None:
    table = CardTable(seed=3, opponent="random", preview=False)
    assert table.opponent is not None and table.accept()
    with pytest.raises(ValueError, match='no computer player called "grandmaster"'):
        CardTable(seed=3, opponent="grandmaster")
    with pytest.raises(TypeError, match="needs a choose"):
        CardTable(seed=3, opponent=object())  # type: ignore[arg-type]


def test_an_illegal_computer_move_is_reported_not_lost() -> None:
    table = CardTable(seed=3, opponent=Cheat("redouble"), preview=False)
    assert table.accept()
    assert "OpponentError" in table.error and "redouble" in table.error
    assert table.errors.outputs and "OpponentError" in table.errors.outputs[0]["text"]
    assert "The computer player stopped" in table.message


def test_a_failing_callback_goes_to_the_error_output() -> None:
    table = CardTable(seed=3, opponent=Broken(), preview=False)
    buttons(table.controls)["Accept ♠ spades"].click()
    assert table.error == "RuntimeError: the broken player fails on purpose"
    assert "Traceback" in table.errors.outputs[-1]["text"]


def test_new_deal() -> None:
    table = CardTable(seed=3, opponent=FirstLegal(), preview=False)
    table.accept()
    table.new_deal()
    assert table.phase == "auction" and table.history[0].deal == new_hand(
        table.history[0].deal, ("You", "Bob")).deal
    assert table.undo() is False
    table.new_deal(3)
    assert table.state.hands == CardTable(seed=3, opponent=None, preview=False).state.hands


def test_state_lives_in_the_engine() -> None:
    table = CardTable(seed=3, opponent=FirstLegal(), preview=False)
    assert isinstance(table.state, HandState)
    assert all(isinstance(s, HandState) for s in table.history)
    assert isinstance(Action.parse("You accept"), Action)


def test_a_thrown_in_hand() -> None:
    table = CardTable(seed=3, opponent=FirstLegal(), preview=False)
    assert table.pass_() and table.pass_()
    assert table.phase == "thrown in" and table.legal == [] and table.to_act == ""
    assert "thrown in (BID-3)" in table.message
    assert table.score is not None and table.score.thrown_in
    assert "nothing is scored" in table.score_html


def test_a_state_or_record_given_first() -> None:
    record = golden("16-trump-sequence-tiebreak")
    assert CardTable(record, opponent=None, preview=False).state == record.final_state()
    start = record.states()[3]
    assert CardTable(start, opponent=None, preview=False).state is start


def test_the_readers_calls_read_in_the_second_person() -> None:
    table = CardTable(seed=3, opponent=FirstLegal(), preview=False,
                      players=("You", "Computer"))
    assert table.pass_() or table.accept()
    said = table.html + table.message
    assert "You pass" in said or "You accept" in said
    for third in ("You passes", "You accepts", "You bids", "You leads", "You plays"):
        assert third not in said
