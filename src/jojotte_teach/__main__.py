"""``python -m jojotte_teach``: see :mod:`jojotte_teach.cli`."""

import sys

from .cli import main

sys.exit(main(prog="python -m jojotte_teach"))
