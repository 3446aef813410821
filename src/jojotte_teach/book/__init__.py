"""What the book's notebooks import: examples, static pictures, widgets, quizzes, glue.

Each page cell is one short call::

    from jojotte_teach import book
    book.show_table("first-hand")        # the card table at the end of the example
    book.replay("first-hand")            # a widget to step through it
    book.show_quiz(book.questions("first-hand", "The first hand", kinds=["below"]))
    book.glue_scores("first", book.example_score("first-hand"))
    book.show_review("first-hand")       # every card against perfect play
    book.show_advice_chart([book.advice("JH 9H AH AS 10S 7C", "KH")])
    book.show_table_replay("three-doubled")    # a hand at three or four, step by step
    book.show_table_score("three-doubled")     # its reckoning, each column above and below
    book.glue_table_scores("doubled", "three-doubled")
    book.show_quiz(book.table_quiz(book.table_questions("three-doubled", "The doubled hand")))
    book.show_family_replay("belote-made")     # a hand of Klaberjass or Belote, step by step
    book.show_family_score("belote-made")      # its reckoning, one score per column
    book.glue_family_scores("made", "belote-made")
    book.show_quiz(book.family_questions("belote-made", "The first Belote hand"))

and, once it is imported, a cell that begins ``%%live`` is the page's live table (see
:mod:`jojotte_teach.book.live_cell`).

>>> import jojotte_teach.book as book
>>> callable(book.example), callable(book.practice)
(True, True)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from ..engine.state import HandState
from ..quiz import Question, scoring_questions
from ..venue import is_interactive
from .chart import Png, advice_chart, chart_png, show_advice_chart
from .coach import (
    BOOK_ADVICE_SAMPLES,
    advice,
    exact_hint,
    play_position,
    review,
    show_advice,
    show_hint,
    show_review,
)
from .examples import (
    example,
    example_path,
    example_places,
    example_score,
    example_state,
    hand_example,
)
from .family import (
    family_example,
    family_game,
    family_score,
    glue_family_scores,
    show_family_game,
    show_family_replay,
    show_family_score,
)
from .family_questions import FAMILY_KINDS, family_questions
from .glue import figure, glue, glue_scores, score_values
from .live_cell import register as _register_live
from .score_questions import TABLE_KINDS, table_questions
from .show import (
    Html,
    show_dialogue,
    show_quiz,
    show_reckoning,
    show_score,
    show_scorepad,
    show_table,
    show_tricks,
)
from .tables import (
    glue_table_scores,
    show_table_replay,
    show_table_score,
    table_example,
    table_quiz,
    table_score,
)

#: A page's ``%%live`` cell (see live_cell): known to IPython once the book is imported.
_register_live()

if TYPE_CHECKING:  # the widgets need ipywidgets: imported only when one is made
    from ..ai.advisor import BidAdvice
    from ..widgets import (
        BiddingAdvisor,
        BiddingBox,
        CardTable,
        HandReplay,
        MeldInterrogation,
        Scorepad,
        ScoringQuiz,
    )
    from ..widgets.rubber import RubberTable

__all__ = [
    "BOOK_ADVICE_SAMPLES", "FAMILY_KINDS", "TABLE_KINDS", "Html", "Png", "advice",
    "advice_chart", "advisor", "bidding", "chart_png", "declare_melds", "exact_hint", "example",
    "example_path", "example_places", "example_score", "example_state", "family_example",
    "family_game", "family_questions", "family_score", "figure", "glue", "glue_family_scores",
    "glue_scores", "glue_table_scores",
    "hand_example", "interrogation", "play_position", "practice", "questions", "replay",
    "review", "rubber", "score_values", "scorepad", "scoring_quiz", "show_advice",
    "show_advice_chart",
    "show_dialogue", "show_family_game", "show_family_replay", "show_family_score",
    "show_hint", "show_quiz",
    "show_reckoning", "show_review", "show_score",
    "show_scorepad", "show_table", "show_table_replay", "show_table_score", "show_tricks",
    "table", "table_example", "table_game", "table_questions", "table_quiz", "table_score",
]


def questions(name: str, hand: str, prison: int = 0,
              kinds: Iterable[str] | None = None) -> list[Question]:
    """Scoring questions on an example hand (:func:`~jojotte_teach.quiz.scoring_questions`).

    Every question names the hand (``hand``, such as ``"The redoubled hand"``): a page
    may ask about several hands, and the same words must never ask two things.

    >>> [q.prompt for q in questions("tie", "The tied hand", kinds=["prison"])]
    ['The tied hand: how many points are in prison after this hand?']
    """
    return scoring_questions(hand_example(name), prison, kinds, hand)


def table(name: str | None = None, *, step: int | None = None, **options: Any) -> CardTable:
    """A card table: from an example's position (at its end, or after ``step`` actions).

    Without a name, the options make it (``seed=3``). Options are
    :class:`~jojotte_teach.widgets.CardTable`'s.
    """
    from ..widgets import CardTable

    if name is None:
        return CardTable(**options)
    return CardTable(state=example_state(name, step), **options)


def practice(seed: int = 3, opponent: str = "heuristic", *, key: str | None = None,
             keep: bool | None = None, **options: Any) -> CardTable:
    """A fresh practice hand against the computer.

    In the browser the hand is kept after every move (under ``key``, default
    ``"practice"``) and a kept hand is offered back; "Save this hand" and "Open a
    record" come under the table. Elsewhere (the book's build) ``keep`` is off
    unless asked for.

    >>> practice(preview=False).children[0].__class__.__name__ != "Keeper"
    True
    """
    from ..widgets import CardTable
    from ..widgets.kept_game import keep_table
    from ..widgets.record_file import RecordBox

    table = CardTable(seed=seed, opponent=opponent, **options)
    if keep if keep is not None else (key is not None or _live()):
        table.children = (*table.children, RecordBox(table))
        keeper = keep_table(table, key or "practice")  # after: an open offer hides the box
        keeper.picture = _drawing(table)
    return table


def rubber(seed: int = 1, *, key: str | None = None, keep: bool | None = None,
           **options: Any) -> RubberTable:
    """A rubber against the computer with its score sheet, kept in the browser like
    :func:`practice` (under ``key``, default ``"rubber"``)."""
    from ..widgets.rubber import RubberTable

    kept = keep if keep is not None else (key is not None or _live())
    made = RubberTable(seed, key=(key or "rubber") if kept else None, **options)
    if made.keeper is not None:
        made.keeper.picture = _drawing(made.table)
    return made


def table_game(game: str = "three", seed: int | None = None, *, seat: int = 0,
               key: str | None = None, keep: bool | None = None,
               **options: Any) -> CardTable:
    """A game at three or four against the computer (``"three"``, ``"partnership"`` or
    ``"cutthroat"``), or of the family (``"klaberjass"``, ``"belote"``): the card table with
    its score sheet under it (a rubber's, or one game's to 250 or 1,000), kept in the
    browser like :func:`practice` (under ``key``, default the game's name), with "Save
    this hand" and "Open a record" under the table. Options are
    :class:`~jojotte_teach.widgets.CardTable`'s.

    >>> table_game("partnership", seed=2, preview=False).children[0].__class__.__name__
    'HTML'
    """
    from ..widgets import CardTable
    from ..widgets.kept_game import keep_table
    from ..widgets.record_file import RecordBox

    table = CardTable(game, seed, seat=seat, **{"sheet": True, **options})
    if keep if keep is not None else (key is not None or _live()):
        table.children = (*table.children, RecordBox(table))
        keeper = keep_table(table, key or table.game.name)  # after: an open offer hides it
        keeper.picture = _drawing(table)
    return table


def _drawing(table: CardTable) -> Callable[[], str]:
    """The table as the reader left it, drawn for the page's offer of a kept game (the
    reader's hand face up, the other hands face down, no card marked playable)."""
    from ..render.table import table_html

    return lambda: table_html(table.state, viewer=table.learner, legal=False,
                              rules_url=table.rules_url)


def _live() -> bool:
    """A kernel answers the tables (the browser, a teacher's JupyterLab): they keep their
    games, and offer "Save this hand" and "Open a record"."""
    return is_interactive()


def bidding(source: str | HandState | None = None, *, step: int = 0,
            **options: Any) -> BiddingBox:
    """An auction to try: an example's deal (after ``step`` actions), a state, or a seed."""
    from ..widgets import BiddingBox

    if source is None:
        return BiddingBox(**options)
    state = example_state(source, step) if isinstance(source, str) else source
    return BiddingBox(state, **options)


def advisor(hand: str | None = None, turn_up: str | None = None, *,
            advice: BidAdvice | None = None, **options: Any) -> BiddingAdvisor:
    """The bidding advisor: six cards and a turn-up (or a dealt hand, or advice to show).

    Options are :class:`~jojotte_teach.widgets.BiddingAdvisor`'s (``seed``,
    ``samples``, ``time_budget`` ...).
    """
    from ..widgets import BiddingAdvisor

    return BiddingAdvisor(hand, turn_up, advice=advice, **options)


def interrogation(name: str, **options: Any) -> MeldInterrogation:
    """The MELD-5 dialogue of an example hand, step by step."""
    from ..widgets import MeldInterrogation

    return MeldInterrogation(example_state(name), **options)


def declare_melds(hand: str, opponent_hand: str, trump: str = "S",
                  **options: Any) -> MeldInterrogation:
    """Your own melds against an opponent's: the live notebook's widget (MELD-5).

    Cards that cannot be read never raise: the widget says what is wrong in one
    sentence and waits for the cards in its boxes. Options are
    :meth:`~jojotte_teach.widgets.MeldInterrogation.with_cards`'s.
    """
    from ..widgets import MeldInterrogation

    return MeldInterrogation.with_cards(hand, opponent_hand, trump, strict=False, **options)


def replay(name: str, **options: Any) -> HandReplay:
    """An example hand to step through, with its score at the end."""
    from ..widgets import HandReplay

    return HandReplay(hand_example(name), **options)


def scorepad(name: str, **options: Any) -> Scorepad:
    """The score sheet of an example session (or hand)."""
    from ..widgets import Scorepad

    return Scorepad(example(name), **options)


def scoring_quiz(name: str | None = None, *, seed: int | None = None,
                 **options: Any) -> ScoringQuiz:
    """Scoring questions on an example hand, or on a fresh hand the computers play."""
    from ..widgets import ScoringQuiz

    if name is None:
        return ScoringQuiz(seed=seed, **options)
    return ScoringQuiz(hand_example(name), **options)
