"""The card table as coach: the Hint button and the review of the play after the hand."""

from __future__ import annotations

import re
from html import unescape
from typing import Any

import ipywidgets as w
import pytest

from jojotte_teach.ai.analysis import position_of
from jojotte_teach.ai.hints import Hint
from jojotte_teach.ai.players import get_player
from jojotte_teach.ai.search import card_costs
from jojotte_teach.engine import (
    Deal,
    HandState,
    Phase,
    PlayerView,
    apply,
    new_hand,
    playable_cards,
    player_view,
)
from jojotte_teach.render.advice import cost_words
from jojotte_teach.widgets import CardTable, coach

from .doubles import FirstLegal


def computer_play(seed: int, stop: Any) -> HandState:
    """Deal ``seed`` (Bob deals) and let the heuristic play both seats until ``stop(state)``."""
    players = [get_player("heuristic", 0), get_player("heuristic", 1)]
    state = new_hand(Deal.from_seed(seed, dealer=1), ("You", "Bob"))
    while not stop(state):
        assert not state.is_over, "the hand ended before the position looked for"
        state = apply(state, players[state.to_act].choose(player_view(state, state.to_act)))
    return state


def leading(state: HandState) -> bool:
    """You lead to a trick after the first, with at least four cards to choose from."""
    return (state.phase is Phase.PLAY and state.to_act == 0 and not state.trick
            and len(state.tricks) >= 2 and len(playable_cards(state)) >= 4
            and state.contract is not None and state.contract.special is None)


def following(state: HandState) -> bool:
    """Bob has led and you have at least two cards you may play to it."""
    return (state.phase is Phase.PLAY and state.to_act == 0 and len(state.trick) == 1
            and len(playable_cards(state)) >= 2
            and state.contract is not None and state.contract.special is None)


def cards_in(table: CardTable) -> set[str]:
    """The cards the reader may play now, as text."""
    return {text.split()[1] for text in table.legal if text.startswith("play ")}


def card_buttons(table: CardTable) -> dict[str, w.Button]:
    return {b.tooltip.split(" (")[0]: b for b in table.cards.children if isinstance(b, w.Button)
            and b.tooltip.startswith("Play the ")}


# ---------------------------------------------------------------- the hint gesture


def test_a_hint_colours_every_legal_card_and_says_why_the_best_is_best() -> None:
    state = computer_play(16, leading)
    table = CardTable(state=state, opponent="heuristic", preview=False, hint_budget=None,
                      hint_samples=4)
    found = table.hint()
    assert isinstance(found, Hint) and not found.exact and found.samples == 4
    legal = cards_in(table)
    assert set(table.hint_costs) == legal
    assert all(cost >= 0 for cost in table.hint_costs.values())
    assert table.hint_costs[found.best.text] == 0.0
    assert min(table.hint_costs.values()) == 0.0
    # One sentence on why the best card is best, shown and kept.
    assert table.hint_text == found.reason and found.reason.endswith(".")
    assert found.best.pretty in found.reason
    assert unescape(found.reason) in unescape(table.hint_html)
    # Every legal card's button is ringed in its colour, its cost in words in its tooltip.
    for card in found.cards.values():
        button = table.card_buttons[card.card.text]
        assert f"jj-hint-{card.colour}" in button._dom_classes
        assert cost_words(card.cost, found.unit) in button.tooltip
    # The text equivalent lists every card once.
    listed = re.findall(r"<li>.*?</li>", table.hint_html)
    assert len(listed) == len(legal)
    # Cards not allowed now are left alone.
    for name, button in card_buttons(table).items():
        verdict = next((c for c in found.cards if name == f"Play the {c.name}"), None)
        rung = [c for c in button._dom_classes if c.startswith("jj-hint-")]
        if verdict is None:
            assert not rung
        else:
            assert rung
            assert "hint:" in button.tooltip


def test_the_hint_from_your_own_view_never_sees_the_hidden_hand(
        monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[object] = []
    real = coach.hint

    def spy(position: Any, **options: Any) -> Hint:
        seen.append(position)
        return real(position, **options)

    monkeypatch.setattr(coach, "hint", spy)
    state = computer_play(16, leading)
    table = CardTable(state=state, opponent="heuristic", preview=False, hint_budget=None,
                      hint_samples=3)
    assert table.hint() is not None
    assert isinstance(seen[-1], PlayerView) and seen[-1].seat == 0
    table.toggle_show_all()
    assert table.hint() is not None
    assert isinstance(seen[-1], HandState)


@pytest.mark.parametrize("where", [leading, following], ids=["leading", "following"])
def test_with_all_cards_shown_the_hint_is_the_solvers_exact_costs(where: Any) -> None:
    state = computer_play(16, where)
    table = CardTable(state=state, opponent="heuristic", show_all=True, preview=False)
    found = table.hint()
    assert found is not None and found.exact and found.unit == "points"
    solved = card_costs(position_of(state))
    assert table.hint_costs == {card.text: float(cost) for card, cost in solved.items()}
    assert table.hint_costs[found.best.text] == 0.0
    assert "Exact" in table.hint_html


def test_a_hint_lasts_until_the_position_changes() -> None:
    state = computer_play(16, leading)
    table = CardTable(state=state, opponent="heuristic", show_all=True, preview=False)
    found = table.hint()
    assert found is not None and table.hint_costs and table.last_hint is found
    table.toggle_show_all()  # the hint was exact; from your own view it would differ
    assert table.hint_costs == {} and table.hint_html == "" and table.last_hint is None
    table.toggle_show_all()
    assert table.hint() is not None
    assert table.play(found.best.text), table.message
    assert table.hint_costs == {} and "jj-badge" not in table.html


def test_the_hint_button_is_in_the_tools() -> None:
    state = computer_play(16, leading)
    table = CardTable(state=state, opponent="heuristic", show_all=True, preview=False)
    hint_button = next(b for b in table.tools.children
                       if isinstance(b, w.Button) and b.description == "Hint")
    hint_button.click()
    assert table.error == "" and table.hint_costs


def test_the_auctions_hint_is_the_advisors_value_of_each_contract() -> None:
    """At two, Hint in the auction gives what declaring each strain is worth to the reader's
    six cards (the bidding advisor, over deals of the unseen cards), and the best."""
    table = CardTable(seed=3, opponent=FirstLegal(), preview=False, hint_budget=0.3)
    table.hint_samples = 4
    assert table.hint() is None  # no card to ring: the advice is in words
    said = table.message
    assert "Hint for the auction" in said and table.error == "" and table.hint_costs == {}
    up = table.state.turn_up.suit.word
    for label in (f"Accept {up}", "Bid No-trump"):
        assert label in said, said
    best = re.search(r"The best is (Accept|Bid) ([\w-]+)", said)
    assert best, said
    values = {m.group(1): float(m.group(2).replace("\u2212", "-"))
              for m in re.finditer(r"((?:Accept|Bid) [\w-]+) ([+\u2212]?\d+)", said)}
    assert len(values) == 5 and max(values, key=lambda k: values[k]) == best.group(0)[12:]


@pytest.mark.parametrize("game", ["three", "partnership", "cutthroat"])
def test_hint_in_the_auction_at_three_and_four_gives_the_computers_call(game: str) -> None:
    """The hint names the call the computer players' rules of thumb make for the
    reader's cards, with what they count in each strain; the hand does not move."""
    from jojotte_teach.ai.heuristic.calls import strain_counts, table_call
    from jojotte_teach.engine.view import player_view
    from jojotte_teach.render.words import action_label

    asked = 0
    for seed in range(1, 7):
        table = CardTable(game, seed, preview=False)
        before = table.state
        if before.phase is not Phase.AUCTION or before.to_act != table.seat:
            continue
        asked += 1
        assert table.hint() is None and table.state is before
        view = player_view(before, table.seat)
        call = action_label(before, table_call(view))
        assert f"would choose \u201c{call}\u201d here" in table.message, table.message
        for value in strain_counts(view).values():
            assert f"{value:.1f} " in table.message
        assert table.hint_costs == {} and table.error == ""
    assert asked >= 3, f"the reader called first on {asked} of 6 deals"


def test_no_hint_when_it_is_not_your_turn_to_play() -> None:
    state = computer_play(16, lambda s: s.phase is Phase.PLAY and s.to_act == 1)
    assert coach.why_no_hint(state, 0, waiting=False) == (
        "It is Bob's turn: a hint comes when it is yours to play.")
    assert coach.why_no_hint(state, 1, waiting=False) is None
    assert "dix" in (coach.why_no_hint(state, 1, waiting=True) or "")


# ---------------------------------------------------------------- the review after the hand


def finish(table: CardTable) -> None:
    while table.phase not in ("over", "thrown in"):
        if table.waiting:
            assert table.proceed()
        else:
            assert table.call(table.legal[0]), table.message


def test_the_review_after_a_hand_lists_all_eighteen_cards_with_their_costs() -> None:
    table = CardTable(seed=5, opponent="heuristic", preview=False)
    finish(table)
    assert table.phase == "over"
    assert "Review the play" in unescape(table.message)
    found = table.review_play()
    assert found is not None and len(found.lines) == 18
    assert all(line.cost is not None and line.cost >= 0 for line in found.lines)
    played = [a for a in table.state.history if a.verb.value == "play"]
    assert [line.card for line in found.lines] == [a.card for a in played]
    assert [line.trick for line in found.lines] == [n // 2 + 1 for n in range(18)]
    # Each card is at least as good as nothing: a best card costs 0 and is among the best.
    for line in found.lines:
        assert (line.cost == 0) == (line.card in line.best)
    body = table.review_html.split("<tbody>")[1]
    assert body.count("<tr") == 18
    assert "The play against perfect play" in table.review_html
    assert table.review_view.value == table.review_html
    message = unescape(table.message)
    assert "perfect" in message
    table.new_deal()
    assert table.review_html == "" and table.last_review is None


def test_the_review_waits_for_the_end_of_the_hand_unless_every_card_is_shown() -> None:
    table = CardTable(seed=5, opponent="heuristic", preview=False)
    assert table.review_play() is None and "No card has been played" in table.message
    while table.phase != "play" or table.waiting or not table.state.tricks:
        if table.waiting:
            table.proceed()
        else:
            assert table.call(table.legal[0]), table.message
    assert table.review_play() is None
    assert "once the hand is over" in unescape(table.message)
    table.toggle_show_all()
    found = table.review_play()
    assert found is not None and len(found.lines) == 2 * len(table.state.tricks) + len(
        table.state.trick)


def test_a_thrown_in_hand_has_nothing_to_review() -> None:
    table = CardTable(seed=3, opponent=FirstLegal(), preview=False)
    while table.phase == "auction":
        assert table.pass_(), table.message
    assert table.phase == "thrown in"
    assert table.review_play() is None and "thrown in" in table.message
    assert table.hint() is None and "thrown in" in table.message


def test_the_tables_hint_budget_is_the_computer_players_own() -> None:
    """The table names the default without loading the hints' search when it starts."""
    from jojotte_teach.ai import hints

    assert coach.HINT_BUDGET == hints.HINT_BUDGET
    assert CardTable(seed=3, preview=False).hint_budget == hints.HINT_BUDGET


def test_when_every_card_costs_the_same_the_hint_says_so_and_names_no_best() -> None:
    """A hint whose cards are all as good says so, as its panel does, rather than
    "A♦ is best"; with one card to play it says that it is the only one."""
    said: dict[str, str] = {}
    for seed in range(30):
        table = CardTable(seed=seed, opponent="heuristic", show_all=True, preview=False)
        for _ in range(60):
            if table.state.is_over or len(said) == 2:
                break
            if table.phase == "play" and table.state.to_act == table.seat:
                found = table.hint()
                assert found is not None
                costs = [v.cost for v in found.cards.values()]
                kind = "one" if len(costs) == 1 else "same" if max(costs) <= 1e-9 else ""
                if kind and kind not in said:
                    said[kind] = unescape(table.message)
                table.play(found.best.text)
            elif table.legal:
                table.call(table.legal[-1] if "accept" not in table.legal else "accept")
            else:
                break
        if len(said) == 2:
            break
    assert set(said) == {"one", "same"}, said
    assert "is best" not in said["same"] and "as good as" in said["same"], said["same"]
    assert "is best" not in said["one"] and "only card" in said["one"], said["one"]
