"""The printable aids: the rules on one page and the blank score sheets.

Their figures come from the engine (jojotte_teach.book.summary and .blank_sheet);
these tests hold them against RULES.md, read independently, and check that the
pages, the table of contents, the welcome page and the print stylesheet fit
together without building the book. That each aid prints on one sheet of A4 and
of Letter is checked in the browser (tests/browser/test_print_aids.py).
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from jojotte_teach.book.blank_sheet import SHEET_TITLES, blank_sheet_html, sheet_headings
from jojotte_teach.book.summary import deck_points, differences, rank_rows, run_values, summary_html
from jojotte_teach.engine import CUTTHROAT, DENEXA, PAGAT, PARTNERSHIP, THREE, TWO, Game, Suit

yaml = pytest.importorskip("yaml", reason="PyYAML comes with the book packages (make install-book)")

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT.parent / "shared" / "RULES.md"
BOOK = ROOT / "book"
AIDS = ("summary", "scoresheet")
_TARGET = re.compile(r"^\(rule-([a-z0-9-]+)\)=\s*$", re.MULTILINE)
_LINKED_RULE = re.compile(r'href="rules\.html#rule-([a-z0-9-]+)"')

needs_rules = pytest.mark.skipif(not RULES.exists(), reason="RULES.md lies beside the repository")


class _Tags(HTMLParser):
    """Counts the tags of a fragment and checks that every element is closed."""

    VOID = frozenset({"br", "col", "img", "hr", "input", "meta", "link"})

    def __init__(self) -> None:
        super().__init__()
        self.open: list[str] = []
        self.count: dict[str, int] = {}
        self.errors: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.count[tag] = self.count.get(tag, 0) + 1
        if tag not in self.VOID:
            self.open.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if not self.open or self.open[-1] != tag:
            self.errors.append(f"</{tag}> closes {self.open[-1:] or 'nothing'}")
        else:
            self.open.pop()


def tags(html: str) -> _Tags:
    parser = _Tags()
    parser.feed(html)
    parser.close()
    assert not parser.errors and not parser.open, (parser.errors, parser.open)
    return parser


# ---------- the summary's figures, against RULES.md ----------


@needs_rules
def test_the_rank_orders_are_those_of_deck_2() -> None:
    text = RULES.read_text(encoding="utf-8")
    stated = {name: re.search(rf"- {re.escape(label)}: ([AKQJ0-9 ]+)\n", text)
              for name, label in (("Trumps", "trump suit in play"),
                                  ("Plain", "other suits in play (and every suit at No-trump)"),
                                  ("Sequence", "sequences (melds) and the cut"))}
    for name, ranks, _, _ in rank_rows():
        match = stated[name]
        assert match, name
        assert " ".join(r.value for r in ranks) == match[1].strip()


def test_card_points_are_those_of_sco_1() -> None:
    # SCO-1, worked out by hand: J of trumps 20, 9 of trumps 15, A and 10 ten each,
    # K and Q five each, everything else nothing; the plain row also serves No-trump.
    rows = {name: dict(zip((r.value for r in ranks), points or (), strict=False))
            for name, ranks, points, _ in rank_rows()}
    assert rows["Trumps"] == {"J": 20, "9": 15, "A": 10, "10": 10, "K": 5, "Q": 5,
                              "8": 0, "7": 0}
    assert rows["Plain"] == {"A": 10, "10": 10, "K": 5, "Q": 5, "J": 0, "9": 0, "8": 0,
                             "7": 0}
    assert rows["Sequence"] == {}
    # SCO-2: 4 x (10+10+5+5) = 120 at No-trump; a trump suit adds 20 + 15.
    assert (deck_points(Suit.CLUBS), deck_points(None)) == (155, 120)


def test_sequences_score_as_meld_2_says() -> None:
    assert run_values() == [("3", 20), ("4", 40), ("5-8", 50)]


@needs_rules
def test_the_profiles_differ_on_every_row_of_the_rules_table() -> None:
    text = RULES.read_text(encoding="utf-8")
    section = text.split("## RULE PROFILES", 1)[1].split("\n## ", 1)[0]
    lines = [line for line in section.splitlines() if line.startswith("|")]
    rows = [line for line in lines[1:] if not line.startswith("|---")]  # not the header
    assert differences(PAGAT, DENEXA) == len(rows) == 9
    assert f"differs on {len(rows)} points" in summary_html()


def test_the_summary_prints_the_engines_targets_and_bonuses() -> None:
    html = summary_html()
    for figure in (f"first to <b>{PAGAT.game_target}</b> below the line",
                   f"<b>{PAGAT.rubber_bonus}</b> above",
                   f"game {THREE.game_target}", f"game {PARTNERSHIP.game_target}",
                   "declarer 500", "its taker 100", "he scores 200",
                   "200 for the first trick, 100 for each further one",
                   "Trump contract J 9 A 10 K Q; No-trump A 10 K Q J"):
        assert figure in html, figure


def test_the_summary_is_well_formed_with_its_five_boxes_in_reading_order() -> None:
    html = summary_html()
    parsed = tags(html)
    assert parsed.count["section"] == 5
    titles = re.findall(r'<h2 class="jj-aid-title">([^<]+)', html)
    assert [t.strip() for t in titles] == [
        "Ranks and card points", "A hand in order", "Melds", "Scoring a hand",
        "Game and rubber"]
    # Each rank row: the order's name, eight ranks, what it is used for.
    ranks = html.split('class="jj-aid-ranks"', 1)[1].split("</table>", 1)[0]
    for row in re.findall(r"<tr>(.*?)</tr>", ranks.split("<tbody>", 1)[1]):
        assert row.count("<td") == 9, row


@needs_rules
def test_every_rule_the_summary_cites_is_in_the_reference() -> None:
    targets = set(_TARGET.findall((BOOK / "rules.md").read_text(encoding="utf-8")))
    cited = set(_LINKED_RULE.findall(summary_html()))
    assert cited <= targets, cited - targets
    # What the summary is for: ranks, points, melds and their tie-breaks, the order
    # after the draw, scoring above and below the line, game and rubber.
    wanted = {"deck-2", "sco-1", "sco-2", "meld-1", "meld-2", "meld-3", "meld-4", "meld-5",
              "meld-7", "spec-1", "spec-2", "spec-3", "spec-4", "spec-5", "dix-1", "play-1",
              "sco-4", "sco-5", "sco-6", "sco-7", "sco-8", "sco-9", "sco-10", "sco-11",
              "game-1", "game-2"}
    assert wanted <= cited, wanted - cited


# ---------- the blank score sheets ----------


@pytest.mark.parametrize("game", [TWO, THREE, PARTNERSHIP, CUTTHROAT], ids=lambda g: g.name)
def test_a_blank_sheet_has_a_column_per_player_or_side_and_the_game_target(game: Game) -> None:
    html = blank_sheet_html(game)
    parsed = tags(html)
    columns = 2 if game.partnerships else game.seats
    assert len(sheet_headings(game)) == columns
    assert html.count('<th scope="col"') == columns + 1  # and the hands' column
    assert parsed.count["col"] == columns + 1
    assert f"game {game.game_target}</span>" in html
    assert f"the first to <b>{game.game_target}</b> below" in html
    assert html.count('class="jj-sheet-below"') == 8
    assert html.count('class="jj-sheet-above"') == 8
    # Every body row has a cell for the hand and one per column (the line spans them all).
    body = html.split("<tbody>", 1)[1].split("</tbody>", 1)[0]
    for row in re.findall(r"<tr[^>]*>(.*?)</tr>", body):
        cells = row.count("<td") + row.count("<th")
        assert cells == columns + 1 or f'colspan="{columns + 1}"' in row, row


def test_a_blank_sheet_takes_its_size_from_the_arguments() -> None:
    html = blank_sheet_html(TWO, hands=10, above=5)
    assert html.count('class="jj-sheet-below"') == 10
    assert html.count('class="jj-sheet-above"') == 5
    assert f"rubber bonus ({DENEXA.rubber_bonus})" in blank_sheet_html(TWO, DENEXA)


def test_partners_share_a_column() -> None:
    assert sheet_headings(PARTNERSHIP) == ["Side 1: seats 1 and 3", "Side 2: seats 2 and 4"]


def test_the_cutthroat_sheet_has_four_columns_and_says_what_the_dealer_copies() -> None:
    assert CUTTHROAT.name in SHEET_TITLES
    html = blank_sheet_html(CUTTHROAT)
    assert html.count('<th scope="col"') == CUTTHROAT.seats + 1
    assert "rule-cut-2" in html and "The dealer sits out" in html


@pytest.mark.parametrize("game", [THREE, CUTTHROAT], ids=lambda g: g.name)
def test_the_game_of_80_at_three_and_in_cutthroat_is_marked_an_interpretation(
        game: Game) -> None:
    assert "an interpretation" in blank_sheet_html(game)
    assert "an interpretation" not in blank_sheet_html(TWO)


# ---------- the pages, the contents, the welcome page, the stylesheet ----------


def load(name: str) -> Any:
    return yaml.safe_load((ROOT / name).read_text(encoding="utf-8"))


def toc_entries(node: Any) -> list[str]:
    if isinstance(node, dict):
        return [v for k, v in node.items() if k == "file"] + [
            e for k, v in node.items() if k != "file" for e in toc_entries(v)]
    if isinstance(node, list):
        return [e for item in node for e in toc_entries(item)]
    return []


@pytest.mark.parametrize("name", AIDS)
def test_each_aid_is_a_page_of_the_book_linked_from_the_welcome_page(name: str) -> None:
    assert f"book/{name}" in toc_entries(load("_toc.yml"))
    assert f"<{name}>`" in (BOOK / "intro.md").read_text(encoding="utf-8")
    text = (BOOK / f"{name}.md").read_text(encoding="utf-8")
    assert text.startswith("---\njupytext:")
    cells = re.findall(r"^```\{code-cell\}[^\n]*\n(.*?)^```", text, re.MULTILINE | re.DOTALL)
    assert cells and all(":tags: [remove-input]" in cell for cell in cells)
    # The words around the aid are for the screen only: on paper the aid stands alone.
    assert ":::{container} jj-screen-only" in text


def test_the_print_stylesheet_is_served_on_every_page() -> None:
    sphinx = load("_config.yml")["sphinx"]["config"]
    assert "print.css" in sphinx["html_css_files"]
    folders = [ROOT / folder for folder in sphinx["html_static_path"]]
    assert ROOT / "book" / "_static" in folders
    css = (ROOT / "book" / "_static" / "print.css").read_text(encoding="utf-8")
    assert "@media print" in css and "@page" in css
    for part in (".bd-sidebar-primary", ".bd-header-article", ".prev-next-area", ".bd-footer"):
        assert part in css, f"print.css leaves {part} on paper"
    # Nothing fetched from elsewhere, and no paper size forced on the reader's printer.
    assert "url(" not in css and "@import" not in css
    assert not re.search(r"@page[^}]*\bsize\s*:", css)
