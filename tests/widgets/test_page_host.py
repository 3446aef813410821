"""The in-page table's Python side (page_host): widgets' comms to the page and back."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import comm
import ipywidgets as w
import pytest

from jojotte_teach.page_host import BoxError, PageHost


@pytest.fixture
def host(monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[PageHost, list[Any], list[str]]]:
    sent: list[Any] = []
    shown: list[str] = []
    monkeypatch.setattr(comm, "create_comm", comm.create_comm)
    page = PageHost(lambda *message: sent.append(message), shown.append)
    page.install()
    yield page, sent, shown


def test_a_widget_opens_its_comm_on_the_page_with_its_state(host: Any) -> None:
    _, sent, _ = host
    button = w.Button(description="Pass")
    kind, comm_id, text, buffers = sent[-1]
    assert (kind, comm_id, buffers) == ("comm_open", button.model_id, [])
    message = json.loads(text)
    assert message["target_name"] == "jupyter.widget"
    assert message["data"]["state"]["description"] == "Pass"


def test_a_click_in_the_page_reaches_the_button_and_its_change_goes_back(host: Any) -> None:
    page, sent, _ = host
    button = w.Button(description="Pass")
    said = w.HTML("")
    button.on_click(lambda _: setattr(said, "value", "You pass"))
    page.receive(button.model_id, json.dumps({"method": "custom",
                                              "content": {"event": "click"}}))
    assert said.value == "You pass"
    kind, comm_id, text, _ = sent[-1]
    assert (kind, comm_id) == ("comm_msg", said.model_id)
    assert json.loads(text)["data"]["state"] == {"value": "You pass"}


def test_a_file_from_the_page_arrives_as_bytes(host: Any) -> None:
    page, _, _ = host
    upload = w.FileUpload()
    content = b'{"game": "jojotte"}'
    state = {"value": [{"name": "hand.json", "type": "application/json", "size": len(content),
                        "last_modified": 0}]}
    page.receive(upload.model_id, json.dumps(
        {"method": "update", "state": state, "buffer_paths": [["value", 0, "content"]]}),
        [memoryview(content)])
    assert bytes(upload.value[0]["content"]) == content


def test_the_last_line_of_a_box_is_drawn(host: Any) -> None:
    page, _, shown = host
    page.run_cell("import ipywidgets as w\nbox = w.HTML('table')\nbox")
    assert page.displayed[-1].value == "table"
    assert shown == [page.displayed[-1].model_id]


def test_a_failing_box_says_what_failed_in_one_line(host: Any) -> None:
    page, _, _ = host
    with pytest.raises(BoxError, match=r"^NameError: name 'book' is not defined \(line 2\)$"):
        page.run_cell("x = 1\nbook.practice()")
    with pytest.raises(BoxError, match=r"^SyntaxError: .* \(line 1\)$"):
        page.run_cell("book.practice(")


def test_a_box_that_installs_its_packages_runs_without_it(host: Any) -> None:
    page, _, _ = host
    page.run_cell("%pip install -q jojotte-teach ipywidgets\nx = 2\nx + 1")
    assert page.displayed == [3]
