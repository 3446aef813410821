"""The reader's calls in the browser tests: which call to make, and the calls that bring
a hand to its play.

The reader who takes the contract (accepts the trump offered, BID-1) never lets a hand be
thrown in, so a hand reaches its play in a few calls whatever the deal. The reader who
leaves the contract to the computer (to lead the first trick, PLAY-1) takes it once a
deal has been thrown in (four passes, BID-3): the computer passes often, and several
thrown-in deals in a row are no rarity.
"""

from __future__ import annotations

from typing import Any

from .widget_waits import click_and_wait

#: Buttons of the reader's own calls (their tooltips begin with the reader's name).
CALLS = 'button[title^="You"], button[title="Make no meld, dix or special bid now"]'
#: The cards the reader may play (marked playable, or drawn as primary buttons).
LEGAL_CARDS = ('button.jj-legal[title^="Play the "], '
               'button.mod-primary[title^="Play the "]')
#: The order the tests prefer calls in: take the contract, then say nothing more.
PREFERRED = ("Accept", "Pass: ", "Play on", "Pass")
#: The order that leaves the contract to the computer, then says nothing more.
LEAVING = ("Pass", "Play on", "Accept")
#: Far more calls than a hand needs to reach its play: taking the contract, 3 to 5 calls
#: over 1,500 rubbers' first deals; leaving it, a thrown-in deal's three more.
MOST_CALLS = 30


def preferred_call(words: list[str], order: tuple[str, ...] = PREFERRED) -> int:
    """The index of the call to make among the buttons' words: the first word of
    ``order`` that one of them begins with, else the first call.

    >>> preferred_call(["Pass", "Accept \u2660 spades"])
    1
    >>> preferred_call(["Pass", "Accept \u2660 spades"], LEAVING)
    0
    """
    return next((i for quick in order for i, word in enumerate(words)
                 if word.startswith(quick)), 0)


def to_the_play(scope: Any, *, leave_contract: bool = False) -> None:
    """The reader's calls until there are cards to play (``scope``: the page or the
    in-page console's frame). Each call is waited for until the widget has answered it
    whole (its count of answers goes up), so the hand is never read half redrawn: the
    dix, for one, changes a card after the call's first redraw.

    ``leave_contract``: pass in the auction, until a deal is thrown in; then take it."""
    order = LEAVING if leave_contract else PREFERRED
    words: list[str] = []
    for _ in range(MOST_CALLS):
        scope.locator(f"{LEGAL_CARDS}, {CALLS}, button:text-is('New deal')").first.wait_for(
            timeout=60_000)
        if scope.locator(LEGAL_CARDS).count():
            return
        calls = scope.locator(CALLS)
        words = [t.strip() for t in calls.all_inner_texts()]
        if words:
            click_and_wait(scope, calls.nth(preferred_call(words, order)))
        else:  # thrown in (four passes, BID-3): deal again, and take this one
            order = PREFERRED
            click_and_wait(scope, scope.get_by_role("button", name="New deal"))
    raise AssertionError(f"the hand never reached the play: the calls left are {words}")
