"""Test-double computer players: scripted, first-legal, and faulty ones."""

from __future__ import annotations

from collections.abc import Iterable

from jojotte_teach.engine import Action, PlayerView, Verb


class FirstLegal:
    """Takes the first legal action, and keeps every view it was given."""

    name = "first-legal"

    def __init__(self) -> None:
        self.views: list[PlayerView] = []

    def choose(self, view: PlayerView) -> Action:
        assert isinstance(view, PlayerView), f"a player must get a PlayerView, not {view!r}"
        self.views.append(view)
        return view.legal[0]


class Accepter(FirstLegal):
    """Accepts the turn-up's suit when it may; otherwise the first legal action."""

    name = "accepter"

    def choose(self, view: PlayerView) -> Action:
        self.views.append(view)
        accept = [a for a in view.legal if a.verb is Verb.ACCEPT]
        return accept[0] if accept else view.legal[0]


class Scripted:
    """Plays the given actions in order (a hand record's actions of one player)."""

    name = "scripted"

    def __init__(self, actions: Iterable[Action]) -> None:
        self.actions = list(actions)
        self.views: list[PlayerView] = []

    def choose(self, view: PlayerView) -> Action:
        self.views.append(view)
        return self.actions.pop(0)


class Cheat:
    """Answers with an action the rules do not allow."""

    name = "cheat"

    def __init__(self, text: str) -> None:
        self.text = text

    def choose(self, view: PlayerView) -> Action:
        return Action.parse(f"{view.player} {self.text}")


class Broken:
    """Raises inside ``choose``: a fault in the computer player."""

    name = "broken"

    def choose(self, view: PlayerView) -> Action:
        raise RuntimeError("the broken player fails on purpose")
