"""The card drawings: well-formed SVG, accessible names, suit colours, backs, marks."""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest

from jojotte_teach.engine import DECK, Card, Suit, parse_cards
from jojotte_teach.render import (
    BACK_NAME,
    CLASSIC_COLOURS,
    FOUR_COLOURS,
    INFORMATION_CARD,
    TURN_UP,
    back_svg,
    backs_html,
    card_html,
    card_svg,
    hand_html,
    suit_colour,
)

SVG = "{http://www.w3.org/2000/svg}"


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg"
    return root


def fills(root: ET.Element) -> set[str]:
    return {el.attrib["fill"] for el in root.iter() if el.tag in (f"{SVG}path", f"{SVG}text")}


def texts(root: ET.Element) -> list[str]:
    return [el.text or "" for el in root.iter(f"{SVG}text")]


@pytest.mark.parametrize("card", DECK, ids=str)
def test_every_card_is_well_formed_and_named(card: Card) -> None:
    root = parse(card_svg(card))
    assert root.attrib["role"] == "img"
    assert root.attrib["aria-label"] == card.name
    title = root.find(f"{SVG}title")
    assert title is not None and title.text == card.name
    assert card.rank.value in texts(root)


def test_accessible_name_reads_as_words() -> None:
    root = parse(card_svg(Card("JH")))
    assert root.attrib["aria-label"] == "Jack of hearts"


@pytest.mark.parametrize("four_colour", [False, True])
@pytest.mark.parametrize("suit", list(Suit), ids=lambda s: s.word)
def test_suit_colours(suit: Suit, four_colour: bool) -> None:
    scheme = FOUR_COLOURS if four_colour else CLASSIC_COLOURS
    for card in (c for c in DECK if c.suit is suit):
        root = parse(card_svg(card, four_colour=four_colour))
        assert fills(root) == {scheme[suit]}, card


def test_colour_schemes() -> None:
    assert suit_colour(Suit.HEARTS) == suit_colour(Suit.DIAMONDS)
    assert suit_colour(Suit.SPADES) == suit_colour(Suit.CLUBS)
    assert suit_colour(Suit.HEARTS) != suit_colour(Suit.SPADES)
    assert len(set(FOUR_COLOURS.values())) == 4
    assert FOUR_COLOURS[Suit.SPADES] == CLASSIC_COLOURS[Suit.SPADES]
    assert FOUR_COLOURS[Suit.HEARTS] == CLASSIC_COLOURS[Suit.HEARTS]


def test_width_sets_size_and_keeps_the_shape() -> None:
    root = parse(card_svg(Card("7C"), width=50))
    assert root.attrib["width"] == "50"
    assert root.attrib["height"] == "70"
    assert root.attrib["viewBox"] == "0 0 100 140"


def test_back_shows_no_rank_and_no_card_name() -> None:
    svg = back_svg()
    root = parse(svg)
    assert root.attrib["aria-label"] == BACK_NAME
    assert texts(root) == []
    assert "jj-back" in root.attrib["class"]
    for card in DECK:
        assert card.name not in svg


def test_highlight_draws_an_outline_and_a_class() -> None:
    plain = parse(card_svg(Card("9S")))
    legal = parse(card_svg(Card("9S"), highlight=True))
    assert "jj-legal" in legal.attrib["class"]
    assert "jj-legal" not in plain.attrib["class"]
    assert len(legal.findall(f"{SVG}rect")) == len(plain.findall(f"{SVG}rect")) + 1
    desc = legal.find(f"{SVG}desc")
    assert desc is not None and "played" in (desc.text or "")


def test_dimmed_lowers_opacity() -> None:
    root = parse(card_svg(Card("9S"), dimmed=True))
    assert "jj-dimmed" in root.attrib["class"]
    group = root.find(f"{SVG}g")
    assert group is not None and float(group.attrib["opacity"]) < 1


@pytest.mark.parametrize("marker", [TURN_UP, INFORMATION_CARD])
def test_markers_label_the_card(marker: str) -> None:
    root = parse(card_svg(Card("QD"), marker=marker))
    assert root.attrib["aria-label"] == f"Queen of diamonds, {marker}"
    assert marker in texts(root)
    assert "jj-marked" in root.attrib["class"]
    assert root.attrib["viewBox"] != "0 0 100 140"  # room for the label under the card
    back = parse(back_svg(marker=marker))
    assert back.attrib["aria-label"] == f"{BACK_NAME}, {marker}"


def test_markup_in_a_marker_is_escaped() -> None:
    root = parse(card_svg(Card("QD"), marker='<b>"x"</b> & y'))
    assert '<b>"x"</b> & y' in texts(root)


def test_hand_html_highlights_legal_cards_and_dims_the_rest() -> None:
    hand = parse_cards("JH 9H AS 7C")
    html = hand_html(hand, legal=parse_cards("JH 9H"))
    root = ET.fromstring(html)
    items = root.findall("div")
    assert root.attrib["role"] == "list"
    assert [i.attrib["role"] for i in items] == ["listitem"] * 4
    svgs = [i.find(f"{SVG}svg") for i in items]
    names = [s.attrib["aria-label"] for s in svgs if s is not None]
    assert names == [c.name for c in hand]
    classes = [s.attrib["class"] for s in svgs if s is not None]
    assert ["jj-legal" in c for c in classes] == [True, True, False, False]
    assert ["jj-dimmed" in c for c in classes] == [False, False, True, True]


def test_hand_html_without_legal_set_marks_nothing() -> None:
    html = hand_html(parse_cards("JH 9H"), markers={Card("9H"): TURN_UP})
    assert "jj-legal" not in html and "jj-dimmed" not in html
    assert 'aria-label="Nine of hearts, turn-up"' in html
    assert 'aria-label="Hand of 2 cards"' in html


def test_hand_html_writes_markers_as_readable_text() -> None:
    html = hand_html(parse_cards("KC 7D"), markers={Card("7D"): INFORMATION_CARD}, width=64)
    root = ET.fromstring(html)
    marked = root.findall("div")[1]
    svg = marked.find(f"{SVG}svg")
    caption = marked.find("span")
    assert svg is not None and caption is not None
    assert svg.attrib["aria-label"] == "Seven of diamonds, information card"
    assert svg.attrib["viewBox"] == "0 0 100 140"  # the label is HTML, not drawn small
    assert INFORMATION_CARD not in texts(svg)
    assert caption.text == INFORMATION_CARD and caption.attrib["aria-hidden"] == "true"
    assert "max-width:96px" in caption.attrib["style"]
    assert root.findall("div")[0].find("span") is None


def test_card_html_with_a_marker() -> None:
    root = ET.fromstring(card_html(Card("AS"), marker=TURN_UP))
    caption = root.find("span")
    assert caption is not None and caption.text == TURN_UP


def test_backs_html_counts_face_down_cards() -> None:
    root = ET.fromstring(backs_html(2))
    assert root.attrib["aria-label"] == "Face-down hand of 2 cards"
    assert len(root.findall("div")) == 2


def test_card_repr_html_uses_the_renderer() -> None:
    card = Card("KS")
    assert card._repr_html_() == card_html(card)
    assert 'aria-label="King of spades"' in card._repr_html_()


def test_render_imports_only_the_engine_and_the_standard_library() -> None:
    code = (
        "import sys; import jojotte_teach.render; "
        "print(sorted(m for m in sys.modules if m.split('.')[0] in "
        "('ipywidgets', 'IPython', 'numpy', 'matplotlib')))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], check=True, capture_output=True, text=True
    ).stdout
    assert out.strip() == "[]"
