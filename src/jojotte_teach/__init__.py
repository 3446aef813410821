"""jojotte-teach: learn Jo-Jotte, Ely Culbertson's 1937 two-player card game.

The rules engine lives in :mod:`jojotte_teach.engine` (standard library only,
so it also runs in the browser through Pyodide).
"""

__version__ = "0.1.0"
